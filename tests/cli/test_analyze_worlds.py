"""``tarocchi analyze`` says how many distinct deals a decision was valued over when it could be in few, and
gives no ± for exact figures (README, "Reviewing a hand")."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tarocchi.cli import main


def dealer(path: Path) -> int:
    actions = json.loads(path.read_text())["hands"][0]["actions"]
    return next(int(a["seat"]) for a in actions if "discard" in a)


def test_text_says_the_only_possible_deal_without_a_plus_minus(
    piedmontese_two_record: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert (
        main(["analyze", str(piedmontese_two_record), "--seat", str(dealer(piedmontese_two_record)), "--samples", "6"])
        == 0
    )
    lines = capsys.readouterr().out.splitlines()
    discard = next(line for line in lines if " discard: " in line)
    assert "(exact, the only possible deal)" in discard
    assert "±" not in discard
    plays = [line for line in lines if " play: " in line]
    assert plays and all("the only possible deal" in line for line in plays)
    assert any("± " in line and "of playouts, the only possible deal" in line for line in plays)
    assert "each deal it could be in once" in lines[-2]


def test_json_gives_the_distinct_worlds_and_no_error_when_exact(
    piedmontese_two_record: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    seat = dealer(piedmontese_two_record)
    assert main(["analyze", str(piedmontese_two_record), "--seat", str(seat), "--samples", "6", "--json"]) == 0
    decisions = json.loads(capsys.readouterr().out)["hands"][0]["decisions"]
    discard = next(d for d in decisions if d["phase"] == "discard")
    assert discard["distinct_worlds"] == 1 and discard["worlds"] == 1 and discard["exact"] is True
    assert discard["exact"] and discard["error"] == 0.0
    assert all(d["distinct_worlds"] == 1 for d in decisions)
    assert main(["analyze", str(piedmontese_two_record), "--seat", str(1 - seat), "--samples", "6", "--json"]) == 0
    others = json.loads(capsys.readouterr().out)["hands"][0]["decisions"]
    first = others[0]
    assert first["distinct_worlds"] is None and first["exact"] is False and first["worlds"] == 6
    assert isinstance(first["error"], float)
