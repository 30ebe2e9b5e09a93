"""Audit of ``tarocchi analyze`` as a player uses it: the text says what its figures are, every bad input is
one precise line and exit 2 (never a traceback), and the same record, seat and seed give the same figures."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tarocchi.cli import main

EXAMPLES = Path(__file__).parents[1] / "data" / "examples"
FT = EXAMPLES / "french-tarot" / "valid-00.record.json"  # three players, one hand


def _analyze(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "tarocchi", "analyze", *args],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
    )


def _unplayed(tmp_path: Path) -> Path:
    """A record of one hand dealt and not played: nothing to review, so any run is instant."""
    path = tmp_path / "unplayed.json"
    raw = json.loads(FT.read_text())
    raw["hands"] = [{"dealer": 0, "seed": 1, "actions": []}]
    path.write_text(json.dumps(raw))
    return path


def test_the_text_says_what_its_figures_are(capsys: pytest.CaptureFixture[str]) -> None:
    """Item 1: "(-334.0)" and "loss 403.0" alone do not say whose points they are; a footnote does (the
    first line stays the first hand's, the last how the text counts: tests/cli/test_design_audit.py)."""
    assert main(["analyze", str(FT), "--seat", "1", "--samples", "2"]) == 0
    note = capsys.readouterr().out.splitlines()[-2]
    assert note.startswith("values: the deciding seat's own expected score for the hand")
    assert "over 2 deals of the cards it could not see" in note and "loss = best value - chosen value" in note


@pytest.mark.parametrize("samples", ["10001", "99999999999999999999"])
def test_a_huge_number_of_samples_is_refused(tmp_path: Path, samples: str) -> None:
    """Item 1: ``--samples`` with a digit too many would run for days; refused at once with the bound."""
    out = _analyze(str(_unplayed(tmp_path)), "--samples", samples)
    assert out.returncode == 2, out.stdout
    assert out.stderr.strip() == "tarocchi analyze: --samples must be from 1 to 10000"


def test_the_help_says_a_seat_brings_its_dummies(capsys: pytest.CaptureFixture[str]) -> None:
    """``--seat 0`` of a two-player Gatti record reviews dummy 2's decisions too: the help says so."""
    with pytest.raises(SystemExit):
        main(["analyze", "--help"])
    assert "review this seat's decisions and those of the dummies it plays for" in " ".join(
        capsys.readouterr().out.split()
    )


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["{missing}"], "cannot read"),
        (["{dir}"], "cannot read"),
        (["{bad}"], "not valid JSON"),
        (["{ft}", "--seat", "3"], "--seat must be a seat from 0 to 2"),
        (["{ft}", "--seat", "-1"], "--seat must be a seat from 0 to 2"),
        (["{ft}", "--hand", "1"], "--hand must be from 0 to 0"),
        (["{ft}", "--hand", "-1"], "--hand must be from 0 to 0"),
        (["{ft}", "--samples", "0"], "--samples must be from 1 to 10000"),
        (["{ft}", "--samples", "-5"], "--samples must be from 1 to 10000"),
        (["{ft}", "--samples", "many"], "invalid int value"),
        (["{refused}"], "hand 1, action 34: seat 1 cannot play 2C"),
    ],
)
def test_bad_input_is_one_precise_line_and_exit_2(tmp_path: Path, args: list[str], words: str) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": ')
    paths = {
        "missing": str(tmp_path / "nowhere.json"),
        "dir": str(tmp_path),
        "bad": str(bad),
        "ft": str(FT),
        "refused": str(EXAMPLES / "french-tarot" / "refused-00.record.json"),
    }
    out = _analyze(*(a.format(**paths) for a in args))
    assert out.returncode == 2 and words in out.stderr, out.stderr
    assert "Traceback" not in out.stderr and not out.stdout


def test_the_same_record_seat_and_seed_give_the_same_figures_in_any_process() -> None:
    """Item 4: nothing in a review depends on the process (string hashing differs from one to the next)."""
    args = [str(EXAMPLES / "tarocchino" / "valid-02.record.json"), "--seat", "2", "--samples", "2", "--json"]
    runs = [_analyze(*args, env={**os.environ, "PYTHONHASHSEED": seed}) for seed in ("1", "2")]
    assert all(r.returncode == 0 for r in runs), runs[0].stderr
    assert runs[0].stdout == runs[1].stdout
    other = _analyze(*args, "--seed", "5")
    assert json.loads(other.stdout)["hands"] != json.loads(runs[0].stdout)["hands"]
