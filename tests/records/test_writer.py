"""The record writer (DESIGN.md §5): a hand's whole live history writes a record that replays to the same hand."""

from __future__ import annotations

import random

import pytest

from tarocchi.engine.actions import is_declare_nothing
from tarocchi.games import create_game
from tarocchi.records import HandRecord, MatchRecord, replay_record


@pytest.mark.parametrize(("name", "options"), [("gatti", {"players": 3}), ("tarocchino", {"players": 4})])
def test_a_live_history_with_passes_writes_a_record_that_replays(name: str, options: dict[str, int]) -> None:
    """The live "declare nothing" of a declaration round is no record action: the writer leaves it out."""
    game = create_game(name, options)
    passes = 0
    for seed in range(6):
        state = game.new_hand(0, game.deal(0, seed))
        rng = random.Random(seed)
        while not state.is_over:
            state.apply(game.random_action(state, rng))
        history = list(state.history)
        passes += sum(map(is_declare_nothing, history))
        record = MatchRecord(game.name, game.options_json(), None, [HandRecord(0, deal=state.deal, actions=history)])
        written = record.to_json()
        assert all(action.get("declare") != [] for action in written["hands"][0]["actions"])
        replayed = replay_record(written)
        assert replayed.hands[0].result is not None
        assert replayed.hands[0].result.scores == state.result().scores
    assert passes > 0  # the histories held passes to leave out
