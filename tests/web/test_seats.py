"""Seats over time (issue 15): leaving a seat, a stand-in for a person away too long, idle tables closing,
and a lobby of live tables only."""

from __future__ import annotations

import time
from typing import Any

from fastapi.testclient import TestClient
from wsutil import SAME_ORIGIN, as_new_guest, guest, next_message, refusal

PAIR = ["human", "human", "random", "random"]


def test_leaving_before_the_match_frees_the_seat_and_the_last_to_leave_closes_the_table(app_factory: Any) -> None:
    app = app_factory()
    with TestClient(app, headers=SAME_ORIGIN) as c:
        guest(c, "Ann")
        t = c.post("/api/tables", json={"game": "toy", "seats": PAIR}).json()
        assert c.post(f"/api/tables/{t['id']}/leave", json={}).json() == {"left": 0, "status": "closed"}
        assert c.get(f"/api/tables/{t['id']}").status_code == 410
        assert c.get("/api/tables").json()["tables"] == []  # the lobby lists live tables only
        r = c.post(f"/api/tables/{t['id']}/leave", json={})
        assert r.status_code == 410 and r.json()["detail"] == "this table is closed"
        t = c.post("/api/tables", json={"game": "toy", "seats": ["human", "human", "human", "random"]}).json()
        as_new_guest(c, "Bob")
        c.post(f"/api/tables/{t['id']}/join", json={"seat": 1})
        assert c.post(f"/api/tables/{t['id']}/leave", json={}).json() == {"left": 1, "status": "open"}
        assert c.post(f"/api/tables/{t['id']}/leave", json={}).status_code == 409  # nothing left to leave
        assert c.get(f"/api/tables/{t['id']}").json()["seats"][1]["taken"] is False


def test_a_seat_left_mid_match_is_played_by_a_stand_in_until_someone_takes_it(app_factory: Any) -> None:
    app = app_factory()
    with TestClient(app, headers=SAME_ORIGIN) as c:
        as_new_guest(c, "Bob")
        bob = dict(c.cookies)
        as_new_guest(c, "Ann")
        t = c.post("/api/tables", json={"game": "toy", "options": {"hands": 3}, "seats": PAIR}).json()
        ann = dict(c.cookies)
        c.cookies.clear()
        c.cookies.update(bob)
        tb = c.post(f"/api/tables/{t['id']}/join", json={"seat": 1}).json()
        table = app.state.manager.get(t["id"])
        assert table.session is not None
        with c.websocket_connect(f"/ws/{t['id']}?token={tb['token']}") as ws:
            next_message(ws)
            assert c.post(f"/api/tables/{t['id']}/leave", json={}).json()["left"] == 1
            closing = next_message(ws, "error")
            assert closing["reason"] == "you left this seat" and closing["closed"] is True
        assert refusal(c, f"/ws/{t['id']}?token={tb['token']}") == "the seat is no longer yours"
        c.cookies.clear()
        c.cookies.update(ann)
        with c.websocket_connect(f"/ws/{t['id']}?token={t['token']}") as ws:
            msg = next_message(ws)
            assert msg["seats"][1]["stand_in"] is True and msg["seats"][0]["stand_in"] is False
            deadline = time.monotonic() + 20
            while time.monotonic() < deadline and 1 not in {a["seat"] for a in msg["obs"]["history"]}:
                if msg["legal"] and not msg["hand_over"]:
                    ws.send_json(
                        {"type": "action", "action": {k: v for k, v in msg["legal"][0].items() if k != "seat"}}
                    )
                msg = next_message(ws)
            assert 1 in {a.seat for s in table.session.states for a in s.history}  # seat 1 was played by the stand-in


def test_a_person_away_too_long_is_played_by_a_stand_in_until_they_return(app_factory: Any) -> None:
    app = app_factory()
    with TestClient(app, headers=SAME_ORIGIN) as c:
        guest(c, "Ann")
        t = c.post(
            "/api/tables",
            json={
                "game": "toy",
                "options": {"hands": 5},
                "seats": ["human", "random", "random", "random"],
                "away_seconds": 1,
            },
        ).json()
        table = app.state.manager.get(t["id"])
        with c.websocket_connect(f"/ws/{t['id']}?token={t['token']}") as ws:
            msg = next_message(ws)
            assert msg["seats"][0]["stand_in"] is False
        mine = lambda: sum(1 for s in table.session.states for a in s.history if a.seat == 0)  # noqa: E731
        before, deadline = mine(), time.monotonic() + 20
        while mine() == before and time.monotonic() < deadline:
            time.sleep(0.05)
        assert mine() > before, "nobody played the away person's seat"
        with c.websocket_connect(f"/ws/{t['id']}?token={t['token']}") as ws:
            back = next_message(ws)
            assert back["seats"][0]["stand_in"] is False  # the person has their seat back
            # while connected, the stand-in waits for the person, however long they take: nobody
            # acts for the seat (the table's loop plays only through _agent_for), at any hour
            assert not table.is_away(0, time.monotonic() + 3600)
            assert table._agent_for(0) is None


def test_idle_tables_close_and_their_pages_are_told(app_factory: Any) -> None:
    app = app_factory(idle_seconds=3600)
    manager = app.state.manager
    with TestClient(app, headers=SAME_ORIGIN) as c:
        guest(c, "Ann")
        waiting = c.post("/api/tables", json={"game": "toy", "seats": PAIR}).json()
        watched = c.post("/api/tables", json={"game": "toy", "seats": PAIR}).json()
        with c.websocket_connect(f"/ws/{watched['id']}?token={watched['token']}") as ws:
            next_message(ws)
            gone = c.portal.call(manager.reap, time.monotonic() + 7200)
            assert gone == [waiting["id"]]  # a connected table is not idle
        gone = c.portal.call(manager.reap, time.monotonic() + 7200)
        assert gone == [watched["id"]]
        assert c.get("/api/tables").json()["tables"] == []
        assert c.get(f"/api/tables/{waiting['id']}").status_code == 410
        assert refusal(c, f"/ws/{waiting['id']}?token={waiting['token']}") == "this table is closed"
        assert app.state.storage.table(waiting["id"]).status == "closed"  # and stays closed after a restart
        assert manager.restore() == 0
