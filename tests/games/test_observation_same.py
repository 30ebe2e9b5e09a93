"""Observations and histories built on from what a state built before are those of a state built afresh.

The games keep what their observations ask at every step (the history as actions, the finished tricks' views,
a play as a frozen action) instead of building it again: a finished trick and a card played stay as they are
until an undo, which forgets what was built. Along seeded random hands, with undos and copies on the way, each
state's observation of every seat must equal that of a fresh state replaying its history, and a second
observation must hand back what the first built (the same objects: counted work, never timings).
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from tarocchi.engine.game import HandState
from tarocchi.games import create_game
from tarocchi.session import first_dealers
from variant_ids import variant_id

CASES: list[tuple[str, dict[str, Any]]] = [
    ("french-tarot", {"players": 4}),
    ("french-tarot", {"players": 5}),
    ("french-tarot", {"players": 2}),
    ("gatti", {"players": 3}),
    ("gatti", {"players": 4, "mode": "call"}),
    ("gatti", {"players": 2}),
    ("piedmontese", {"players": 3}),
    ("piedmontese", {"players": 4}),
    ("tarocchino", {"players": 4}),
]
HANDS = 6


def _replayed(game: Any, state: HandState) -> HandState:
    """A fresh state of the same deal with the history applied, its observations built at once."""
    fresh = game.new_hand(state.dealer, state.deal)
    for action in state.history:
        fresh.apply(action)
    return fresh


def _assert_kept(state: HandState) -> None:
    """A second look hands back what the first built: the plays offered, the history, the finished tricks."""
    first_legal, second_legal = state.legal_actions(), state.legal_actions()
    plays = [(a, b) for a, b in zip(first_legal, second_legal, strict=True) if a.verb == "play"]
    assert all(a is b for a, b in plays)
    seat = state.to_act
    assert seat is not None
    first, second = state.observation(seat), state.observation(seat)
    assert all(a is b for a, b in zip(first.history, second.history, strict=True) if a.verb == "play")
    finished = [(a, b) for a, b in zip(first.tricks, second.tricks, strict=True) if a.winner is not None]
    assert all(a is b for a, b in finished)


@pytest.mark.parametrize("case", CASES, ids=variant_id)
def test_observations_are_those_of_a_fresh_replay(case: tuple[str, dict[str, Any]]) -> None:
    name, options = case
    game = create_game(name, options)
    rng = random.Random(5)
    dealers = first_dealers(game)
    kept = compared = 0
    for hand in range(HANDS):
        dealer = dealers[hand % len(dealers)]
        state = game.new_hand(dealer, game.deal(dealer, rng.getrandbits(64)))
        steps = 0
        while state.to_act is not None:
            for seat in range(game.num_seats):
                state.observation(seat)  # built along the way, as a learner asks
            if steps % 7 == 3:
                fresh = _replayed(game, state)
                for seat in range(game.num_seats):
                    assert state.observation(seat) == fresh.observation(seat)
                compared += 1
            if state.phase == "play" and len(state.history) > 2 * game.num_seats and kept < 40:
                _assert_kept(state)
                kept += 1
            roll = rng.random()
            if roll < 0.08 and state.history:
                state.undo()
            elif roll < 0.14:
                state = state.copy()
            else:
                state.apply(game.random_action(state, rng))
            steps += 1
        fresh = _replayed(game, state)
        for seat in range(game.num_seats):
            assert state.observation(seat) == fresh.observation(seat)
    assert kept > 0
    assert compared > 10
