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


# -- helper-42b: the open points -------------------------------------------------------------------------------

README = Path(__file__).parents[2] / "README.md"


def _forced_only(tmp_path: Path) -> Path:
    """French Tarot valid-05's first seven actions: seat 1's one action is a pass it was bound to make."""
    raw = json.loads((EXAMPLES / "french-tarot" / "valid-05.record.json").read_text())
    raw["hands"] = [{**raw["hands"][0], "actions": raw["hands"][0]["actions"][:7]}]
    path = tmp_path / "forced.json"
    path.write_text(json.dumps(raw))
    return path


def test_one_deal_gives_no_error_and_calls_no_mistake(capsys: pytest.CaptureFixture[str]) -> None:
    """Point 1: ``--samples 1`` printed "loss 40.0 (± 0.0)  <- mistake": one world has no error estimate, so no
    loss is evidence of a mistake; the text says so, in each line, under the hand and in its legend."""
    assert main(["analyze", str(FT), "--seat", "1", "--samples", "1"]) == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    decisions = [line for line in lines if line.startswith("  #")]
    assert any(" loss 0.0 " not in line for line in decisions), "no loss: the test would prove nothing"
    assert "<- mistake" not in out and "± 0.0" not in out and "no mistakes found" not in out
    assert all(line.endswith("(no error estimate)") for line in decisions)
    assert "  no mistake called: a single deal is no evidence (--samples 2 or more)" in lines
    assert "over a single deal" in lines[-2] and "so no decision is called a mistake" in lines[-2]
    assert main(["analyze", str(FT), "--seat", "1", "--samples", "1", "--json"]) == 0
    (hand,) = json.loads(capsys.readouterr().out)["hands"]
    assert hand["mistakes"] == [] and not any(d["mistake"] for d in hand["decisions"])


def test_a_hand_with_every_decision_forced_has_nothing_to_review(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Point 2: "no mistakes found" said that choices were valued and none lost; here none had a choice."""
    path = str(_forced_only(tmp_path))
    assert main(["analyze", path, "--seat", "1", "--samples", "2"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[:2] == ["hand 0: 0 decisions reviewed", "  nothing to review (every decision was forced)"]
    assert main(["analyze", path, "--seat", "1", "--samples", "2", "--json"]) == 0
    (hand,) = json.loads(capsys.readouterr().out)["hands"]
    assert hand["nothing_to_review"] is True and hand["decisions"] == []
    assert main(["analyze", path, "--seat", "0", "--samples", "2", "--json"]) == 0
    (hand,) = json.loads(capsys.readouterr().out)["hands"]
    assert hand["nothing_to_review"] is False and hand["decisions"]


def test_the_json_says_how_to_reproduce_itself(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Point 3: the JSON carries its ``samples`` and ``seed``: run again with them, it gives the same figures."""
    args = [str(EXAMPLES / "tarocchino" / "valid-02.record.json"), "--seat", "2", "--json"]
    assert main(["analyze", *args, "--samples", "2", "--seed", "7"]) == 0
    first = json.loads(capsys.readouterr().out)
    assert (first["samples"], first["seed"]) == (2, 7)
    assert main(["analyze", *args, "--samples", str(first["samples"]), "--seed", str(first["seed"])]) == 0
    assert json.loads(capsys.readouterr().out) == first
    assert main(["analyze", *args, "--samples", "2"]) == 0
    assert json.loads(capsys.readouterr().out)["seed"] == 0


def test_the_readme_line_gives_the_samples_range_the_seed_and_what_the_figures_are() -> None:
    """Points 3 and 5: the README's command line for ``tarocchi analyze`` names ``--seed``, the range of
    ``--samples`` (1 to 10000, the bound ``MAX_SAMPLES`` enforces) and what the text's figures are."""
    from tarocchi.cli.analyze import MAX_SAMPLES

    (line,) = [row for row in README.read_text(encoding="utf-8").splitlines() if row.startswith("| `tarocchi analyze")]
    assert "[--samples N] [--seed N] [--json]" in line
    assert f"1 to {MAX_SAMPLES}" in line and "default 40" in line
    assert "expected score for the hand" in line and "standard error" in line and "`seed`" in line
