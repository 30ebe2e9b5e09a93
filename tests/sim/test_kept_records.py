"""Records kept by the match runner replay to the scores it reported, in games with declaration rounds too."""

from __future__ import annotations

from typing import Any

import pytest

from tarocchi.agents import make_agent
from tarocchi.games import create_game
from tarocchi.records import replay_record
from tarocchi.sim.runner import play_hand


@pytest.mark.parametrize(
    ("name", "options"),
    [("tarocchino", {}), ("gatti", {"players": 3}), ("gatti", {"players": 2}), ("french-tarot", {"players": 5})],
)
def test_kept_records_replay_to_the_reported_scores(name: str, options: dict[str, Any]) -> None:
    game = create_game(name, options)
    for seed in range(4):
        agents = [make_agent("heuristic", game) for _ in range(game.num_seats)]
        result, record = play_hand(game, agents, seed % game.num_seats, seed, f"key{seed}", keep_record=True)
        assert record is not None
        replayed = replay_record(record)
        assert list(replayed.results[0].scores) == list(result.scores)
