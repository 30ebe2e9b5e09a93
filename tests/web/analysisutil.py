"""A record with a planted mistake, stored as a match of the web app (the analysis tests).

The record is the one ``tarocchi analyze``'s own test plants (tests/agents/test_analysis.py): a hand of
heuristic play where, with two cards left, one seat keeps the Petit for the last trick and loses it
(at least 20 points worse with every hand known).
"""

from __future__ import annotations

import functools
import sys
import uuid
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parents[1] / "agents"))

from test_analysis import petit_kept_for_the_last_trick, plant

from tarocchi.games import create_game
from tarocchi.records.model import HandRecord, MatchRecord
from tarocchi.records.replay import replay_record


@functools.cache
def planted_record() -> tuple[dict[str, Any], int, int]:
    """``(record, index, seat)``: a one-hand record and the action index and seat of its planted mistake."""
    game = create_game("french-tarot", {"players": 4})
    deal, actions, index, seat = plant(game, petit_kept_for_the_last_trick, 2)
    names = ["Ann", "Bea", "Cid", "Dan"]
    names[seat], names[0] = names[0], names[seat]  # Ann holds the seat of the mistake
    record = MatchRecord(game.name, game.options_json(), names)
    record.hands.append(HandRecord(0, deal=deal, actions=actions))
    return record.to_json(), index, seat


def store_match(
    storage: Any, record: dict[str, Any], players: dict[int, int], *, owner: int | None, public: bool
) -> int:
    """The record stored as a finished match at a finished table of ``owner``, with ``players``
    (seat -> user id) as its people; returns the match id."""
    replay = replay_record(record)
    table_id = uuid.uuid4().hex[:12]
    seats = [{"kind": "human" if s in players else "heuristic"} for s in range(replay.game.num_seats)]
    storage.add_table(table_id, record["game"], record["options"], seats, owner, public=public)
    match_id = int(storage.add_match(table_id, record["game"], record["options"], record["names"]))
    for seat, user_id in players.items():
        storage.set_match_player(match_id, seat, user_id)
    result = replay.hands[0].result
    assert result is not None
    totals = list(result.to_json()["scores"])
    storage.finish_hand(match_id, 0, record["hands"][0], result.to_json(), record, totals, True)
    return match_id
