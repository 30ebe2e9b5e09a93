"""Audit of the review page's analysis of a hand (:mod:`tarocchi.web.analysis`): a seat's decisions are valued
from what it saw, whatever the unseen cards were; an answer kept in memory is never one of another record."""

from __future__ import annotations

import asyncio
import contextlib
import io
import json
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parents[1] / "agents"))

from test_analysis_audit_stop42 import twin_deal

from tarocchi.cards import CODES
from tarocchi.records.replay import replay_record
from tarocchi.web.analysis import Analyst, analyse

EXAMPLES = Path(__file__).parents[1] / "data" / "examples"


def _record(example: str) -> dict[str, Any]:
    raw: dict[str, Any] = json.loads((EXAMPLES / f"{example}.record.json").read_text())
    return raw


def test_the_page_values_a_seat_from_what_it_saw_not_from_the_deal() -> None:
    """Item 3: an uploaded record and its twin (two unseen cards of two other seats exchanged) give the
    same analysis of the seat, figure for figure."""
    raw = _record("french-tarot/valid-01")
    raw["hands"] = raw["hands"][:1]
    replay = replay_record(raw)
    record = replay.hands[0].record
    assert record.deal is not None
    seat, upto = 1, 36
    actions = list(record.actions[:upto])
    twin = twin_deal(replay.game, record.dealer, record.deal, actions, seat, None)
    cut = {**raw, "hands": [{**raw["hands"][0], "actions": raw["hands"][0]["actions"][:upto]}]}
    other = json.loads(json.dumps(cut))
    other["hands"][0]["deal"] = {
        "hands": [[CODES[c] for c in hand] for hand in twin.hands],
        "talon": [CODES[c] for c in twin.talon],
    }
    assert other["hands"][0]["deal"] != cut["hands"][0]["deal"]
    deadline = time.monotonic() + 120
    first = analyse(json.dumps(cut), 0, seat, 4, deadline)
    second = analyse(json.dumps(other), 0, seat, 4, deadline)
    assert first["decisions"], "nothing analysed: the test would prove nothing"
    assert first == second


def test_a_stored_hand_written_again_is_analysed_again() -> None:
    """A stored hand may be written again (a final give made after it was first stored): the answer kept
    for the first writing must not be given for the second."""
    raw = _record("french-tarot/valid-00")
    early = {**raw, "hands": [{**raw["hands"][0], "actions": raw["hands"][0]["actions"][:20]}]}
    analyst = Analyst(samples=2, seconds=60)
    query = [("hand", "0"), ("seat", "0")]

    async def both() -> tuple[dict[str, Any], dict[str, Any], dict[str, Any]]:
        before = await analyst.of_match(None, 7, early, None, query)  # type: ignore[arg-type]
        after = await analyst.of_match(None, 7, raw, None, query)  # type: ignore[arg-type]
        again = await analyst.of_match(None, 7, raw, None, query)  # type: ignore[arg-type]
        return before, after, again

    before, after, again = asyncio.run(both())
    assert max(d["index"] for d in before["decisions"]) < 20
    assert max(d["index"] for d in after["decisions"]) >= 20
    assert again == after and analyst.computed == 2


def test_the_answer_says_over_how_many_deals_a_discard_is_valued() -> None:
    """The page's help says over how many deals each decision is valued: a discard over fewer (at most
    ``DISCARD_SAMPLES``: each world's playouts are whole hands), which the answer gives beside ``samples``."""
    from tarocchi.agents.analysis import DISCARD_SAMPLES
    from tarocchi.web.strings import STRINGS

    raw = _record("french-tarot/valid-00")
    raw["hands"] = [{**raw["hands"][0], "actions": raw["hands"][0]["actions"][:12]}]
    deadline = time.monotonic() + 120
    assert analyse(json.dumps(raw), 0, 0, 2, deadline)["discard_samples"] == 2
    assert analyse(json.dumps(raw), 0, 0, DISCARD_SAMPLES + 6, deadline)["discard_samples"] == DISCARD_SAMPLES
    for lang in ("en", "it", "fr"):
        assert "{discard_samples}" in STRINGS[lang]["analysis_help"], lang


def test_the_answer_says_when_there_was_nothing_to_review_and_how_to_reproduce_it(tmp_path: Path) -> None:
    """Points 2 and 3 (helper-42b): the answer is the hand of ``tarocchi analyze --json`` with its ``seed``, so
    the command line gives the same figures; a hand whose every decision was forced says so
    (``nothing_to_review``), which the page can tell from "no mistake found"."""
    from tarocchi.cli import main

    raw = _record("french-tarot/valid-05")
    raw["hands"] = [{**raw["hands"][0], "actions": raw["hands"][0]["actions"][:7]}]  # seat 1: one forced pass
    deadline = time.monotonic() + 120
    nothing = analyse(json.dumps(raw), 0, 1, 2, deadline)
    assert nothing["nothing_to_review"] is True and nothing["decisions"] == []
    some = analyse(json.dumps(raw), 0, 0, 2, deadline)
    assert some["nothing_to_review"] is False and some["decisions"]
    assert some["seed"] == 0
    path = tmp_path / "cut.json"
    path.write_text(json.dumps(raw))
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["analyze", str(path), "--seat", "0", "--samples", "2", "--seed", str(some["seed"]), "--json"]) == 0
    (hand,) = json.loads(out.getvalue())["hands"]
    assert {k: v for k, v in some.items() if k in hand} == hand
