"""A person's optional window before a computer player acts (French Tarot R9.3, C13: the taker announces a
chelem after the auction and before the first card, whoever leads): the computer players wait for him to
use it or to let it pass (``{"type": "pass"}``), instead of playing on after their delay."""

from __future__ import annotations

import time
from typing import Any

from fastapi.testclient import TestClient
from wsutil import SAME_ORIGIN, guest, next_message

SEATS = ["human", "random", "random", "random"]


def _bid_until_ann_takes(ws: Any) -> bool:
    """Bid garde contre when Ann (seat 0) may; whether she took with a computer player to lead (her chelem
    window then open), ``False`` when a computer player outbid her or the deal was annulled."""
    while True:
        msg = next_message(ws)
        if msg["taker"] == 0 and msg["obs"]["to_act"] != 0 and any("announce" in a for a in msg["legal"]):
            return True
        if msg["hand_over"] or msg["taker"] not in (None, 0) or any("play" in a for a in msg["legal"]):
            return False
        if any(a.get("bid") == "garde-contre" for a in msg["legal"]):
            ws.send_json({"type": "action", "action": {"bid": "garde-contre"}, "version": msg["version"]})
        elif msg["legal"] and msg["obs"]["to_act"] == 0:
            return False  # a computer player bid garde contre already


def test_the_computer_leader_waits_for_the_takers_chelem_window_until_she_lets_it_pass(app_factory: Any) -> None:
    app = app_factory()
    with TestClient(app, headers=SAME_ORIGIN) as c:
        guest(c, "Ann")
        for _ in range(40):
            t = c.post("/api/tables", json={"game": "french-tarot", "options": {"players": 4}, "seats": SEATS})
            assert t.status_code == 200, t.text
            table = app.state.manager.get(t.json()["id"])
            with c.websocket_connect(f"/ws/{table.id}?token={t.json()['token']}") as ws:
                if _bid_until_ann_takes(ws):
                    before = len(table.session.state.history)
                    time.sleep(0.5)  # the computer players act at once in tests: they wait for her instead
                    assert len(table.session.state.history) == before, "the leader did not wait for her window"
                    ws.send_json({"type": "pass"})
                    while not (msg := next_message(ws))["obs"]["tricks"]:
                        pass
                    [first] = msg["obs"]["tricks"]
                    assert first["leader"] != 0 and first["plays"][0][0] == first["leader"], first
                    assert not any(a.verb == "announce" for a in table.session.state.history)
                    return
            assert c.post(f"/api/tables/{table.id}/leave", json={}).status_code == 200  # counts no more against Ann
        raise AssertionError("Ann never took with a computer player to lead, in 40 tables")
