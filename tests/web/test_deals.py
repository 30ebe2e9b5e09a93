"""A deal that ends its hand at once (French Tarot R3.7: a petit sec annuls the deal) is a finished
hand like any other: stored, and announced with ``hand_over`` before the state that shows it."""

from __future__ import annotations

import random
from typing import Any

from fastapi.testclient import TestClient
from wsutil import SAME_ORIGIN, guest, next_message

from tarocchi.games import create_game
from tarocchi.session import MatchSession, draw_first_dealer, first_dealers

GAME, OPTIONS = "french-tarot", {"players": 4}


def _table_seed_with_an_annulled_first_deal() -> int:
    """A table seed whose match's first deal is over at once (the table draws the match seed from it)."""
    game = create_game(GAME, OPTIONS)
    for seed in range(10_000):
        match_seed = random.Random(seed).getrandbits(63)
        dealer = draw_first_dealer(match_seed, game.num_seats, first_dealers(game))
        if MatchSession(game, seed=match_seed, first_dealer=dealer).state.is_over:
            return seed
    raise AssertionError("no table seed deals a petit sec in 10,000 tries")


def test_a_deal_annulled_at_once_is_stored_and_announced(app_factory: Any) -> None:
    app = app_factory()
    manager, storage = app.state.manager, app.state.storage
    with TestClient(app, headers=SAME_ORIGIN) as c:
        guest(c, "Ann")
        ann = c.get("/api/me").json()["user"]["id"]
        seed = _table_seed_with_an_annulled_first_deal()
        table = c.portal.call(
            lambda: manager.create(GAME, OPTIONS, ["human", "random", "random", "random"], ann, seed=seed)
        )
        with c.websocket_connect(f"/ws/{table.id}") as ws:  # a spectator sees what every seat is told
            assert next_message(ws)["started"] is False
            c.portal.call(table.take_seat, 0, ann, "Ann")  # the match starts: its first deal is annulled
            kinds = []
            while True:
                msg = ws.receive_json()
                kinds.append(msg["type"])
                if msg["type"] == "state" and msg["started"]:
                    break
            assert msg["hand_over"] is True and msg["obs"]["history"] == []
            assert kinds == ["hand_over", "state"], kinds
        assert [h.number for h in storage.hands(table.match_id)] == [0]  # stored, not only in memory
