"""A 2-player Piedmontese dealer knows where every card is (its opponent holds the rest): a game of full
information for it, whose card decisions ``tarocchi analyze`` solves exactly near the end rather than valuing
them by greedy playouts (agents/analysis.py ``KNOWN_ENDGAME``: 14 cards left in the two hands, 7 a seat)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tarocchi.agents.analysis import DEFAULT_ENDGAME
from tarocchi.cli import main

A_SEAT = 7
"""The cards a seat holds when the review starts solving a full-information hand of two (``KNOWN_ENDGAME`` 14)."""


def in_hand(actions: list[dict[str, Any]], index: int, seat: int) -> int:
    """The cards ``seat`` holds at the decision ``index``: the cards it plays from there on."""
    return sum(1 for a in actions[index:] if int(a["seat"]) == seat and "play" in a)


def test_the_dealers_last_seven_card_decisions_are_exact(
    piedmontese_two_record: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    actions = json.loads(piedmontese_two_record.read_text())["hands"][0]["actions"]
    dealer = next(int(a["seat"]) for a in actions if "discard" in a)
    assert main(["analyze", str(piedmontese_two_record), "--seat", str(dealer), "--samples", "6", "--json"]) == 0
    decisions = json.loads(capsys.readouterr().out)["hands"][0]["decisions"]
    plays = [(in_hand(actions, d["index"], dealer), d) for d in decisions if d["phase"] == "play"]
    late = [d for cards, d in plays if cards <= A_SEAT]
    assert [d for cards, d in plays if DEFAULT_ENDGAME < cards <= A_SEAT], "no decision to prove it on"
    for d in late:
        assert d["distinct_worlds"] == 1 and d["exact"] is True and d["worlds"] == 1, d
        assert d["error"] == 0.0 and all(o["error"] == 0.0 for o in d["options"])
    # far from the end the solver is out of reach: played out, its playouts' spread kept
    early = [d for cards, d in plays if cards > A_SEAT + 1]
    assert early and all(not d["exact"] and d["worlds"] == 6 for d in early)


def test_the_text_says_exact_for_a_full_information_card(
    piedmontese_two_record: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    actions = json.loads(piedmontese_two_record.read_text())["hands"][0]["actions"]
    dealer = next(int(a["seat"]) for a in actions if "discard" in a)
    assert main(["analyze", str(piedmontese_two_record), "--seat", str(dealer), "--samples", "6"]) == 0
    lines = capsys.readouterr().out.splitlines()
    for index in (i for i, a in enumerate(actions) if int(a["seat"]) == dealer and "play" in a):
        if DEFAULT_ENDGAME < in_hand(actions, index, dealer) <= A_SEAT:
            line = next((x for x in lines if x.startswith(f"  #{index} ")), None)
            if line is not None:  # a reviewed decision (not a forced card)
                assert "(exact, the only possible deal)" in line and "±" not in line, line
