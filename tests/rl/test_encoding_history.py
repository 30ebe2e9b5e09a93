"""The encoder's memo folds each action of a growing history once, and gives the vector of no memo at all.

A seat's history only grows along a line of play: the memo keeps the history it folded and folds only what came
after it (counted work, never timings). When the history is not the one kept plus new actions (an undo, another
line), it folds the whole history again: the vector is always that of an encoding without a memo.
"""

from __future__ import annotations

import random
from typing import Any

import numpy as np
import pytest

from tarocchi.engine.observation import Observation
from tarocchi.games import create_game
from tarocchi.rl.encoding import Encoder, EncodingMemo
from variant_ids import variant_id

CASES: list[tuple[str, dict[str, Any]]] = [
    ("french-tarot", {"players": 4}),
    ("french-tarot", {"players": 5}),
    ("gatti", {"players": 4, "mode": "call"}),
    ("tarocchino", {"players": 4}),
]


class _CountingEncoder(Encoder):
    """An encoder that counts the history actions it folds."""

    folded = 0

    def _history_action(self, action: Any, me: int, entry: Any) -> None:
        self.folded += 1
        super()._history_action(action, me, entry)


def _said(obs: Observation) -> int:
    return sum(1 for action in obs.history if action.verb != "play")


@pytest.mark.parametrize("case", CASES, ids=variant_id)
def test_a_growing_history_is_folded_once(case: tuple[str, dict[str, Any]]) -> None:
    name, options = case
    game = create_game(name, options)
    rng = random.Random(2)
    for hand in range(3):
        encoder = _CountingEncoder(game)
        memo = EncodingMemo()
        state = game.new_hand(0, game.deal(0, rng.getrandbits(64)))
        last: dict[int, Observation] = {}
        while state.to_act is not None:
            for seat in range(game.num_seats):
                last[seat] = obs = state.observation(seat)
                encoder.encode(obs, memo=memo)
            state.apply(game.random_action(state, rng))
        assert encoder.folded == sum(_said(obs) for obs in last.values()), hand


@pytest.mark.parametrize("case", CASES, ids=variant_id)
def test_the_memo_gives_the_vector_of_no_memo_after_undos_and_copies(case: tuple[str, dict[str, Any]]) -> None:
    name, options = case
    game = create_game(name, options)
    encoder = Encoder(game)
    rng = random.Random(4)
    for _ in range(3):
        memo = EncodingMemo()
        state = game.new_hand(0, game.deal(0, rng.getrandbits(64)))
        while state.to_act is not None:
            for seat in range(game.num_seats):
                obs = state.observation(seat)
                assert np.array_equal(encoder.encode(obs, memo=memo), encoder.encode(obs))
            roll = rng.random()
            if roll < 0.2 and state.history:
                state.undo()
                if state.to_act is not None:
                    state.apply(game.random_action(state, rng))
            else:
                state = state.copy() if roll < 0.3 else state
                state.apply(game.random_action(state, rng))
