"""The called card is in every seat's tensor from the call on (french-tarot R6.2, gatti 12.3).

French Tarot keeps the call out of the observations' history (R6.3: the card is named, its holder hidden)
and in ``info["called"]``; Gatti keeps it in both. The ``called_card`` block must hold it either way, or an
RL agent of the five-player game would play without knowing which king the taker called.
"""

from __future__ import annotations

import random
from typing import Any

import numpy as np
import pytest
from rlhelp import create_game, need

need("numpy")

from tarocchi.cards import parse_card  # noqa: E402
from tarocchi.rl.encoding import Encoder  # noqa: E402


@pytest.mark.parametrize(
    ("game_name", "options"),
    [("french-tarot", {"players": 5}), ("gatti", {"players": 4, "mode": "call"})],
    ids=["french-tarot-5", "gatti-call"],
)
def test_every_seat_sees_the_called_card_from_the_call_on(game_name: str, options: dict[str, Any]) -> None:
    game = create_game(game_name, options)
    encoder = Encoder(game)
    block = next((start, size) for name, start, size in encoder.describe() if name == "called_card")
    calls = 0
    for seed in range(40):
        state = game.new_hand(0, game.deal(0, seed))
        rng = random.Random(seed)
        called = None
        while not state.is_over:
            for seat in range(game.num_seats):
                vector = encoder.encode(state.observation(seat))
                marked = np.flatnonzero(vector[block[0] : block[0] + block[1]])
                if called is None:
                    assert marked.size == 0, (seed, seat, marked)
                else:
                    assert marked.tolist() == [encoder.deck_cards.index(called)], (seed, seat, marked)
            action = game.random_action(state, rng)
            state.apply(action)
            if action.verb == "call":
                called = action.card
                calls += 1
        info_called = state.observation(0).info.get("called")
        assert called is None or parse_card(info_called) == called
    assert calls >= 10, calls  # the deals did reach a call
