"""Tarocchino's history, built on from the actions built before, is that of a fresh replay.

A state keeps the actions of its history's entries up to the first play of the trick in play (a finished
trick keeps its leader, so its plays' seats are final) as a tuple that a copy shares; an undo forgets them.
Along seeded random hands, a state and its copy go separate ways, with undos on the way, and each history
must equal a fresh replay's; once a hand is over, every entry was built once and kept.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from tarocchi.engine.game import HandState
from tarocchi.games import create_game
from variant_ids import variant_id

CASES: list[tuple[str, dict[str, Any]]] = [
    ("tarocchino", {"players": 4}),
    ("tarocchino", {"players": 4, "declaration_timing": "first-trick"}),
]
HANDS = 4


def _replayed_history(game: Any, state: HandState) -> tuple[Any, ...]:
    """The history of a fresh state of the same deal with ``state``'s actions applied."""
    fresh = game.new_hand(state.dealer, state.deal)
    for action in state.history:
        fresh.apply(action)
    return tuple(fresh.history)


def _step(game: Any, state: HandState, rng: random.Random) -> None:
    if rng.random() < 0.1 and state.history:
        state.undo()
    else:
        state.apply(game.random_action(state, rng))


@pytest.mark.parametrize("case", CASES, ids=variant_id)
def test_histories_of_a_state_and_its_copy_are_those_of_a_fresh_replay(case: tuple[str, dict[str, Any]]) -> None:
    name, options = case
    game = create_game(name, options)
    rng = random.Random(11)
    finished = 0
    for _ in range(HANDS):
        state = game.new_hand(0, game.deal(0, rng.getrandbits(64)))
        other: HandState | None = None
        while state.to_act is not None:
            assert state.history is not None  # built along the way, as an observation asks
            if other is not None and other.to_act is not None:
                _step(game, other, rng)
                assert tuple(other.history) == _replayed_history(game, other)
            if rng.random() < 0.15:
                other = state.copy()
            _step(game, state, rng)
            assert tuple(state.history) == _replayed_history(game, state)
        assert tuple(state.history) == _replayed_history(game, state)
        assert state._kept == tuple(state.history)  # type: ignore[attr-defined]
        finished += 1
    assert finished == HANDS
