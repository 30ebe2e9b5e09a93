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
    said = "option 'bonuses' for gatti must be one of none, declared, captured, both, found 'maybe'"
    assert done.stderr == f"tarocchi match: {said}\n"
    done = tarocchi("play", "gatti", "--option", "bonuses=maybe")
    assert done.returncode == 2 and done.stderr == f"tarocchi play: {said}\n"


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (
            ["--agents", "random,random,heuristic,heuristic"],
            "tarocchi match: --agents: 4 agents for 3 seats; heuristic would never play",
        ),
        (["--agents", "rollout=random,heuristic"], "'rollout=random' is a parameter with no agent before it"),
        (["--agents", "search:rollout=bogus"], "rollout must be one of greedy, random, heuristic, not 'bogus'"),
    ],
)
def test_agents_that_cannot_all_play_are_refused_before_any_deal(argv: list[str], said: str) -> None:
    """DESIGN §7: seat s gets agent s mod k, so without duplicate rotations an agent past the seats never plays."""
    done = tarocchi("match", "gatti", "--players", "3", "--deals", "1", *argv)
    assert done.returncode == 2 and said in done.stderr and done.stdout == "", done.stderr


def test_more_agents_than_seats_rotate_through_them_in_duplicate() -> None:
    done = tarocchi(
        "match", "gatti", "--players", "3", "--agents", "random,heuristic,random,heuristic", "--deals", "1",
        "--duplicate", "--json",
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    agents = json.loads(done.stdout)["agents"]
    assert [a["name"] for a in agents] == ["random", "heuristic", "random", "heuristic"]
    assert [a["seats"] for a in agents] == [[0], [1], [2], []]  # where each sits in the first rotation


def test_the_knobs_as_issue_13_writes_them_with_commas_make_one_agent() -> None:
    """Issue 13 §7: ``search:rollout=random,endgame=off,infer=off,bids=heuristic`` is one agent spec, also
    inside ``--agents A,B`` (a piece that is only KEY=VALUE continues the spec before it)."""
    spec = "search:rollout=random,endgame=off,infer=off,bids=heuristic,playouts=10"
    done = tarocchi("match", "gatti", "--players", "3", "--agents", f"{spec},heuristic", "--deals", "1", "--json")
    assert done.returncode == 0, done.stderr
    names = [a["name"] for a in json.loads(done.stdout)["agents"]]
    assert names == [spec, "heuristic"]


def test_records_in_a_place_that_cannot_hold_them_are_refused_in_one_line(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    for target in (blocker, blocker / "sub"):
        done = tarocchi("match", "gatti", "--agents", "random", "--deals", "1", "--records", str(target))
        assert done.returncode == 2 and done.stdout == "", done.stderr
        assert done.stderr.startswith(f"tarocchi match: --records {target}: cannot write records there (")
        assert "Traceback" not in done.stderr


@pytest.mark.parametrize(("game", "players"), [("gatti", "2"), ("french-tarot", "2")])
def test_play_refuses_a_dummys_seat(game: str, players: str) -> None:
    """DESIGN §4: the dummies' seats are played by the live seats; a person sits at a live seat."""
    done = tarocchi("play", game, "--players", players, "--seat", "2", stdin=subprocess.DEVNULL)
    assert done.returncode == 2
    assert done.stderr == "tarocchi play: --seat 2 is a dummy's seat (a player's seat plays it); choose 0, 1\n"


def test_analyze_says_a_record_without_hands_has_nothing_to_review(tmp_path: Path) -> None:
    record = tmp_path / "empty.json"
    record.write_text(
        json.dumps({"format": "tarocchi-record/1", "game": "gatti", "options": {"players": 3}, "hands": []})
    )
    done = tarocchi("analyze", str(record), "--hand", "0")
    assert done.returncode == 2
    assert done.stderr == f"tarocchi analyze: {record}: the record has no hands to review\n"


@pytest.mark.parametrize(
    ("flag", "value"), [("--seconds", "0"), ("--seconds", "-1"), ("--seconds", "inf"), ("--playouts", "0")]
)
def test_bench_refuses_a_budget_that_is_not_a_positive_number(flag: str, value: str) -> None:
    done = tarocchi("bench", "gatti", flag, value)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.startswith(f"tarocchi bench: {flag} must be a finite number above 0, not ")
