"""The taker's mark at the table (``state["taker"]``, drawn as the taker badge): asked of the seat's
observation (:func:`tarocchi.web.protocol.taker_of`), never named by the web. In Gatti's called-king
game (gatti.md 12.3) the dealer calls a king and so is the taker from his call on; his partner is
marked only through ``known_sides``, which hides him until the called card is played (except from
the seat that holds it)."""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

sys.path.insert(0, str(Path(__file__).parent))
from wsutil import SAME_ORIGIN, all_games, as_new_guest, let_windows_pass, random_move

CALL = {"players": 4, "mode": "call"}


@pytest.fixture(autouse=True)
def _need_gatti() -> None:
    if "gatti" not in all_games():
        pytest.skip("gatti is not in this tree")


def _play_a_hand(client: TestClient, rng: random.Random) -> tuple[bool, bool, bool]:
    """One called-king table, seat 0 playing at random: whether the dealer's taker mark, a hidden partner
    and a revealed partner were seen (each checked as it is seen)."""
    marked, hidden, revealed = False, False, False
    made = client.post("/api/tables", json={"game": "gatti", "options": CALL, "seats": ["human"] + ["random"] * 3})
    info = made.json()
    with client.websocket_connect(f"/ws/{info['id']}?token={info['token']}") as ws:
        for _ in range(3000):
            msg = ws.receive_json()
            if msg["type"] != "state" or not msg.get("started"):
                continue
            obs = msg["obs"]
            called = obs["info"].get("called")
            if not any("call" in a for a in obs["history"]):
                assert msg["taker"] is None  # nobody is the taker before the call
            else:
                assert msg["taker"] == obs["dealer"]  # 12.3: the dealer called
                marked = True
            played = {c for t in obs["tricks"] for _, c in t["plays"]}
            if called and called not in played and called not in obs["hand"] and obs["dealer"] != 0:
                # the partner is hidden from this seat: no side joins the dealer to anyone
                side = next(s for s in msg["sides"] if obs["dealer"] in s)
                assert side == [obs["dealer"]], msg["sides"]
                hidden = True
            if called and called in played:
                revealed |= len(next(s for s in msg["sides"] if obs["dealer"] in s)) == 2
            if msg["hand_over"]:
                break
            if obs["to_act"] != 0:
                let_windows_pass(ws, msg)  # a give between tricks: the computer players wait for it
                continue
            move = random_move({"legal": msg["legal"], "choices": msg["choices"]}, rng)
            if move is not None:
                ws.send_json({"type": "action", "action": move, "version": msg["version"]})
        assert msg.get("hand_over"), "the hand did not finish"
    return marked, hidden, revealed


def test_the_dealer_who_calls_is_marked_taker_and_the_partner_only_once_revealed(app_factory: Any) -> None:
    """The deal and the dealer are random (the server's seed), so tables are played until one shows a
    partner, hidden or revealed (a dealer at seat 0, or one who called his own king, shows neither)."""
    app = app_factory(rate_per_second=1e6, rate_burst=1e6)
    client = TestClient(app, headers=SAME_ORIGIN)
    rng = random.Random(5)
    seen = False
    with client:
        for _ in range(40):
            as_new_guest(client, "Ann")  # a new guest each time: a guest may keep only a few tables open
            marked, hidden, revealed = _play_a_hand(client, rng)
            assert marked, "the dealer's call was never seen"
            if hidden or revealed:
                seen = True
                break
    assert seen, "neither the hidden nor the revealed partner was seen in 40 tables"
