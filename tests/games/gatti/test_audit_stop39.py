"""Audit against gatti.md read to the letter (C2, C12): cases a conformance test would write."""

from __future__ import annotations

import json
from typing import Any

import pytest
from replayhelp import refused

from tarocchi.records.replay import error_line

from .conftest import RECORDS


def _seed_hand() -> dict[str, Any]:
    """The first hand of the seed example (its actions 1..3 are declarations with ``as``)."""
    record: dict[str, Any] = json.loads((RECORDS / "seed-example.record.json").read_text())
    record["hands"] = record["hands"][:1]
    return record


def test_c12_an_as_of_null_is_refused_at_its_index() -> None:
    """C12: an ``as`` that is not one of the five names of 16.4 is refused; JSON ``null`` is no name
    (``as`` left out is optional, written out as ``null`` it is not)."""
    record = _seed_hand()
    record["hands"][0]["actions"][2]["as"] = None
    error = refused(record)
    assert (error.hand, error.index, error.seat) == (0, 2, 1)
    assert error.code == "as_not_a_name"
    assert error_line(error).startswith("hand 0, action 2: seat 1 cannot ")
    assert "'as' must name a bonus, found null (C12)" in error.reason


def test_c12_as_left_out_is_still_accepted() -> None:
    """16.4: ``as`` is optional; without it the cards alone name the bonus."""
    from tarocchi.records import replay_record

    record = _seed_hand()
    del record["hands"][0]["actions"][2]["as"]
    out = replay_record(record).to_json()
    assert out["hands"][0]["scores"] == [20, 49, 44]


def test_r2_4_the_card_point_sums_are_asserted_every_hand(monkeypatch: pytest.MonkeyPatch) -> None:
    """R2.4: "an implementation must assert these sums every hand": a hand whose sides' card points do not add up
    to 78 (three-handed) or 72 (four seats) stops at its score instead of scoring it."""
    import dataclasses
    import random

    from tarocchi.games import create_game
    from tarocchi.games.gatti.state import GattiState

    for players in (3, 4):
        game = create_game("gatti", {"players": players})
        rng = random.Random(players)
        state = game.new_hand(0, game.deal(0, 5))
        while not state.is_over:
            state.apply(game.random_action(state, rng))
        assert sum(dict(zip(state.facts().side_of, state.result().points, strict=True)).values()) == (
            78 if players == 3 else 72
        )
        honest = GattiState.facts

        def short(self: GattiState, honest: Any = honest) -> Any:
            facts = honest(self)
            return dataclasses.replace(facts, tricks=(facts.tricks[0] + 1, *facts.tricks[1:]))  # a trick too many

        with monkeypatch.context() as patched:
            patched.setattr(GattiState, "facts", short)
            with pytest.raises(AssertionError, match=r"R2\.4 broken"):
                state.result()
