"""The command line as a user meets it: help that works, pipes that close, readable replay output."""

from __future__ import annotations

import json
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[2]
EXAMPLES = ROOT / "tests" / "data" / "examples"


def tarocchi(*args: str, **kwargs: object) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "tarocchi", *args], capture_output=True, text=True, timeout=300, **kwargs
    )  # type: ignore[call-overload]


def test_a_closed_pipe_ends_the_command_quietly() -> None:
    """``tarocchi match ... | head``: the reader goes away; no BrokenPipeError traceback."""
    child = subprocess.Popen(
        [sys.executable, "-m", "tarocchi", "match", "piedmontese", "--agents", "random", "--deals", "4", "--json"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert child.stdout is not None and child.stderr is not None
    child.stdout.close()  # the reader is gone before the report is written
    err = child.stderr.read()
    child.wait(timeout=300)
    assert "Traceback" not in err and "BrokenPipeError" not in err, err


def test_the_match_help_example_is_an_option_a_game_accepts() -> None:
    help_text = tarocchi("match", "--help").stdout
    example = help_text.split("e.g. --option", 1)[1].split(")", 1)[0].strip()
    key, _, value = example.partition("=")
    done = tarocchi("match", "gatti", "--agents", "random", "--deals", "1", "--option", f"{key}={value}", "--json")
    assert done.returncode == 0, done.stderr


def test_a_missing_file_is_not_called_a_malformed_record(tmp_path: Path) -> None:
    done = tarocchi("replay", str(tmp_path / "nope.json"))
    assert done.returncode == 2
    assert done.stderr.strip() == f"cannot read {tmp_path / 'nope.json'}: No such file or directory"


def test_an_unfinished_record_says_what_comes_next_in_words(tmp_path: Path) -> None:
    record = json.loads((EXAMPLES / "gatti" / "valid-00.record.json").read_text())
    record["hands"][-1]["actions"] = record["hands"][-1]["actions"][:5]
    path = tmp_path / "part.json"
    path.write_text(json.dumps(record))
    done = tarocchi("replay", str(path))
    assert done.returncode == 0, done.stderr
    last = done.stdout.strip().splitlines()[-1]
    assert last.startswith("  next: hand ") and " to " in last
    assert "{" not in done.stdout and "'" not in done.stdout


def test_the_license_is_an_spdx_string_so_installing_prints_no_warnings() -> None:
    """A license table makes setuptools print a deprecation warning per build step (PEP 639)."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())
    assert isinstance(project["project"]["license"], str)
    assert any(req.startswith("setuptools>=77") for req in project["build-system"]["requires"])


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["--deals", "0"], "tarocchi match: --deals must be at least 1"),
        (["--workers", "0"], "tarocchi match: --workers must be at least 1, not 0"),
        (["--workers", "-2"], "tarocchi match: --workers must be at least 1, not -2"),
        (["--agents", "search:playouts=0,heuristic"], "playouts must be a whole number from 1 to"),
    ],
)
def test_a_match_that_cannot_be_played_is_refused_before_any_deal(argv: list[str], said: str) -> None:
    done = tarocchi("match", "gatti", "--agents", "random", "--deals", "1", *argv)
    assert done.returncode == 2 and said in done.stderr and done.stdout == "", done.stderr


def test_match_and_play_read_game_options_alike_under_either_flag() -> None:
    """``--option`` and ``--variant`` are one flag of both commands, read against the game's option specs."""
    for flag in ("--option", "--variant"):
        done = tarocchi(
            "simulate", "gatti", "--players", "3", "--agents", "random", "--deals", "1", "--json",
            flag, "must_overtrump=yes", flag, "bonuses=none",
        )  # fmt: skip
        assert done.returncode == 0, done.stderr
        report = json.loads(done.stdout)
        assert (report["options"], report["players"]) == ({"must_overtrump": True, "bonuses": "none"}, 3)
    done = tarocchi("match", "gatti", "--agents", "random", "--deals", "1", "--option", "bonuses=maybe")
    assert done.returncode == 2
    assert (
        done.stderr == "tarocchi match: --option bonuses=maybe: bonuses must be one of none, declared, captured, both\n"
    )
    done = tarocchi("play", "gatti", "--option", "bonuses=maybe")
    assert done.returncode == 2 and "bonuses must be one of none, declared, captured, both" in done.stderr
