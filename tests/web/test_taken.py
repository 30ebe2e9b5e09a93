"""Issue 7: each seat's state message carries the tricks and card points each side has taken so far,
computed by the server from that seat's observation (never the hidden discard)."""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any

from fastapi.testclient import TestClient

sys.path.insert(0, str(Path(__file__).parent))

import pytest
from wsutil import SAME_ORIGIN, all_games, guest, random_move

VALUES = {"K": 5, "Q": 4, "N": 3, "J": 2}
"""piedmontese.md R2.1: T21, T1, FOOL and Kings 5, Queens 4, Knights 3, Jacks 2, every other card 1."""


def value(code: str) -> int:
    if code in ("T1", "T21", "FOOL"):
        return 5
    return VALUES.get(code[0], 1) if not code.startswith("T") else 1


def expected(obs: dict[str, Any]) -> list[dict[str, Any]]:
    """Pairs 0+2 and 1+3 (R3.1): finished tricks won, their cards' values, the FOOL to its player's pair (6.6)."""
    tricks, points = [0, 0], [0, 0]
    for trick in obs["tricks"]:
        if trick["winner"] is None:
            continue
        tricks[trick["winner"] % 2] += 1
        for seat, code in trick["plays"]:
            points[(seat if code == "FOOL" else trick["winner"]) % 2] += value(code)
    return [
        {"seats": [0, 2], "tricks": tricks[0], "points": points[0]},
        {"seats": [1, 3], "tricks": tricks[1], "points": points[1]},
    ]


def test_the_state_message_carries_the_points_taken_per_side(app_factory: Any) -> None:
    if "piedmontese" not in all_games():
        pytest.skip("piedmontese is not in this tree yet")
    app = app_factory()
    with TestClient(app, headers=SAME_ORIGIN) as c:
        guest(c, "Ann")
        seats = ["human", "random", "random", "random"]
        t = c.post("/api/tables", json={"game": "piedmontese", "options": {"players": 4}, "seats": seats}).json()
        rng = random.Random(2)
        checked = 0
        with c.websocket_connect(f"/ws/{t['id']}?token={t['token']}") as ws:
            msg = ws.receive_json()
            acted = None
            for _ in range(2000):
                if msg["type"] == "state" and msg.get("started"):
                    if msg.get("hand_over"):
                        break
                    assert msg["taken"] == expected(msg["obs"]), msg["obs"]["tricks"]
                    checked += 1
                    key = (len(msg["obs"]["history"]), msg["version"])
                    move = random_move(msg, rng)
                    if move is not None and key != acted:
                        acted = key
                        ws.send_json({"type": "action", "action": move, "version": msg["version"]})
                msg = ws.receive_json()
            assert msg.get("hand_over")
        result = msg["result"]
        taken = msg["taken"]
        assert sum(side["tricks"] for side in taken) == 15
        # issue 16.6: once the hand is over the figure is the result's, the dealer's discard counted (R2.3)
        dealer = msg["obs"]["dealer"]
        discard = sum(value(code) for code in result["detail"]["discard"])
        by_cards = expected(msg["obs"])
        for side, counted in zip(taken, by_cards, strict=True):
            assert side["points"] == result["points"][side["seats"][0]]
            assert side["points"] == counted["points"] + (discard if dealer in side["seats"] else 0)
        assert checked > 15
        with c.websocket_connect(f"/ws/{t['id']}") as spectator:  # a spectator gets the same figures
            watched = spectator.receive_json()
            assert watched["taken"] == taken
