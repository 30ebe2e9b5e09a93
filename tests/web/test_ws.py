"""WebSocket protocol: seats, refusals, malformed and oversize messages, origins, tokens, rate limit."""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

sys.path.insert(0, str(Path(__file__).parent))
from wsutil import SAME_ORIGIN, all_games, as_new_guest, guest, next_message, random_move, refusal

from tarocchi.web.protocol import MAX_MESSAGE_BYTES


@pytest.fixture(autouse=True)
def _seat_0_deals_first(monkeypatch: pytest.MonkeyPatch) -> None:
    """These tests' tables have a person (Bob, seat 1) bid first, the computer players waiting for him: seat 0
    deals (the table draws its first dealer by lot, and a computer player first to act would play on)."""
    from tarocchi.web import tables

    monkeypatch.setattr(tables, "draw_first_dealer", lambda *drawn: 0)


def two_player_table(app: Any) -> tuple[TestClient, TestClient, dict[str, Any], dict[str, Any]]:
    """One client (one event loop) holding two guests in turn: Ann at seat 0 and Bob at seat 1."""
    a = TestClient(app, headers=SAME_ORIGIN)
    a.__enter__()
    as_new_guest(a, "Bob")
    bob_cookies = dict(a.cookies)
    as_new_guest(a, "Ann")
    ta = a.post("/api/tables", json={"game": "toy", "seats": ["human", "human", "random", "random"]}).json()
    ann_cookies = dict(a.cookies)
    a.cookies.clear()
    a.cookies.update(bob_cookies)
    tb = a.post(f"/api/tables/{ta['id']}/join", json={"seat": 1}).json()
    a.cookies.clear()
    a.cookies.update(ann_cookies)
    return a, a, ta, tb


def test_action_for_another_seat_is_refused(app_factory: Any) -> None:
    app = app_factory()
    a, _b, ta, _tb = two_player_table(app)
    table = app.state.manager.get(ta["id"])
    with a.websocket_connect(f"/ws/{ta['id']}?token={ta['token']}") as ws:
        state = next_message(ws)
        assert state["seat"] == 0
        before = len(table.session.state.history)
        ws.send_json({"type": "action", "action": {"seat": 1, "bid": "pass"}})
        err = next_message(ws, "error")
        # counted as the page counts its seats ("Seat 1" is index 0), the indexes kept beside
        assert err["reason"] == "you hold seat 1; you cannot act for seat 2"
        assert err["params"] == {"seat": 0, "number": 1, "claimed": 1, "claimed_number": 2}
        # the server's state is unchanged, and the connection still works
        assert len(table.session.state.history) == before
        ws.send_json({"type": "ping"})
        assert next_message(ws, "pong") == {"type": "pong"}
    # a seat token of another table or a forged one grants nothing
    other = a.post("/api/tables", json={"game": "toy", "seats": ["human", "random", "random", "random"]}).json()
    assert refusal(a, f"/ws/{ta['id']}?token={other['token']}") == "invalid seat token"
    assert refusal(a, f"/ws/{ta['id']}?token={ta['token']}x") == "invalid seat token"


def test_out_of_turn_and_illegal_actions_show_the_rule(app_factory: Any) -> None:
    app = app_factory()
    a, b, ta, tb = two_player_table(app)
    table = app.state.manager.get(ta["id"])
    to_act = table.session.state.to_act
    waiting = 1 - to_act if to_act in (0, 1) else 0
    client, token = (a, ta["token"]) if waiting == 0 else (b, tb["token"])
    with client.websocket_connect(f"/ws/{ta['id']}?token={token}") as ws:
        next_message(ws)
        ws.send_json({"type": "action", "action": {"bid": "pass"}})
        assert "turn" in next_message(ws, "error")["reason"]
        ws.send_json({"type": "action", "action": {"bid": "pass", "play": "KH"}})
        assert "exactly one verb" in next_message(ws, "error")["reason"]
        ws.send_json({"type": "action", "action": {"play": "ZZ"}})
        assert "not a card code" in next_message(ws, "error")["reason"]


@pytest.mark.parametrize(
    "frame",
    ["{not json", "[1, 2]", '{"type": "shout"}', '{"type": "action", "action": "KH"}', "null", ""],
)
def test_malformed_messages_are_refused_and_the_connection_survives(app_factory: Any, frame: str) -> None:
    app = app_factory()
    a, _b, ta, _tb = two_player_table(app)
    with a.websocket_connect(f"/ws/{ta['id']}?token={ta['token']}") as ws:
        next_message(ws)
        ws.send_text(frame)
        assert next_message(ws, "error")["reason"].startswith("malformed message")
        ws.send_json({"type": "ping"})
        assert next_message(ws, "pong")["type"] == "pong"


def test_oversize_message_is_refused_and_the_connection_survives(app_factory: Any) -> None:
    app = app_factory()
    a, _b, ta, _tb = two_player_table(app)
    with a.websocket_connect(f"/ws/{ta['id']}?token={ta['token']}") as ws:
        state = next_message(ws)
        ws.send_text('{"type": "ping", "pad": "' + "x" * (MAX_MESSAGE_BYTES + 10) + '"}')
        assert "too large" in next_message(ws, "error")["reason"]
        ws.send_bytes(b"x" * 100_000)
        assert "too large" in next_message(ws, "error")["reason"]
        ws.send_json({"type": "ping"})
        assert next_message(ws, "pong")["type"] == "pong"
        assert state["seat"] == 0


def test_foreign_origin_is_refused(app_factory: Any) -> None:
    app = app_factory(allowed_origins=("https://club.example",))
    a, _b, ta, _tb = two_player_table(app)
    url = f"/ws/{ta['id']}?token={ta['token']}"
    with pytest.raises(WebSocketDisconnect), a.websocket_connect(url, headers={"origin": "https://evil.example"}) as ws:
        ws.receive_json()
    with a.websocket_connect(url, headers={"origin": "http://testserver"}) as ws:
        assert next_message(ws)["seat"] == 0
    with a.websocket_connect(url, headers={"origin": "https://club.example"}) as ws:
        assert next_message(ws)["seat"] == 0


def test_rate_limit(app_factory: Any) -> None:
    app = app_factory(rate_per_second=1.0, rate_burst=5.0)
    a, _b, ta, _tb = two_player_table(app)
    with a.websocket_connect(f"/ws/{ta['id']}?token={ta['token']}") as ws:
        next_message(ws)
        for _ in range(8):
            ws.send_json({"type": "ping"})
        kinds = [ws.receive_json()["type"] for _ in range(8)]
        assert kinds.count("pong") <= 6 and "error" in kinds


def test_spectators_cannot_act_and_see_no_hand(app_factory: Any) -> None:
    app = app_factory()
    a, _b, ta, _tb = two_player_table(app)
    with a.websocket_connect(f"/ws/{ta['id']}") as ws:
        state = next_message(ws)
        assert state["seat"] is None and state["obs"]["hand"] == [] and state["legal"] == []
        ws.send_json({"type": "action", "action": {"bid": "pass"}})
        assert next_message(ws, "error")["reason"] == "spectators cannot act"


def test_reconnecting_restores_the_seat_and_a_full_match_is_stored(app_factory: Any) -> None:
    app = app_factory()
    with TestClient(app, headers=SAME_ORIGIN) as c:
        guest(c, "Ann")
        t = c.post(
            "/api/tables",
            json={"game": "toy", "options": {"hands": 2}, "seats": ["human", "random", "random", "random"]},
        ).json()
        rng = random.Random(3)
        hand_before: list[str] | None = None
        with c.websocket_connect(f"/ws/{t['id']}?token={t['token']}") as ws:
            hand_before = next_message(ws)["obs"]["hand"]
        again = c.get(f"/api/tables/{t['id']}").json()  # what the page does after a reload
        assert again["seat"] == 0
        hands_done = 0
        with c.websocket_connect(f"/ws/{t['id']}?token={again['token']}") as ws:
            msg = next_message(ws)
            assert msg["seat"] == 0 and msg["obs"]["hand"] == hand_before
            for _ in range(500):
                if msg.get("match_over"):
                    break
                if msg.get("hand_over"):
                    if 0 not in msg["ready"]:
                        ws.send_json({"type": "ready"})
                else:
                    move = random_move(msg, rng)
                    if move is not None:
                        ws.send_json({"type": "action", "action": move})
                msg = ws.receive_json()
                if msg["type"] == "hand_over":
                    hands_done += 1
                while msg["type"] != "state":
                    msg = ws.receive_json()
            assert msg.get("match_over")
        assert hands_done == 2
        history = c.get("/api/history").json()["matches"]
        assert history[0]["hands"] == 2 and history[0]["finished"] is True
        record = c.get(f"/api/matches/{history[0]['match']}/record").json()
        assert len(record["hands"]) == 2 and record["names"][0] == "Ann"
        # computer players are named by seat and level in the record and the history, never by agent spec
        assert record["names"][1:] == [f"Computer {i} (beginner)" for i in (2, 3, 4)]
        assert history[0]["names"] == record["names"]


def test_an_action_chosen_on_an_old_state_is_refused_as_stale(app_factory: Any) -> None:
    app = app_factory()
    a, _b, ta, tb = two_player_table(app)
    table = app.state.manager.get(ta["id"])
    seat = table.session.state.to_act
    token = ta["token"] if seat == 0 else tb["token"]
    if seat not in (0, 1):
        pytest.skip("a bot speaks first in this deal")
    with a.websocket_connect(f"/ws/{ta['id']}?token={token}") as ws:
        state = next_message(ws)
        move = random_move(state, random.Random(1))
        ws.send_json({"type": "action", "action": move, "version": state["version"] - 1})
        err = next_message(ws, "error")
        assert err["stale"] is True and "moved on" in err["reason"]
        ws.send_json({"type": "action", "action": move, "version": state["version"]})
        assert next_message(ws)["version"] > state["version"]


@pytest.mark.parametrize("level", ["random", "heuristic"])
def test_bots_of_each_fast_level_play_a_hand_with_a_person(app_factory: Any, level: str) -> None:
    from tarocchi.agents import agent_names

    if level not in agent_names() or "french-tarot" not in all_games():
        pytest.skip(f"{level} bots or french-tarot not in this tree yet")
    app = app_factory()
    with TestClient(app, headers=SAME_ORIGIN) as c:
        guest(c, "Ann")
        seats = ["human", level, level, level]
        t = c.post("/api/tables", json={"game": "french-tarot", "options": {"players": 4}, "seats": seats}).json()
        rng = random.Random(5)
        with c.websocket_connect(f"/ws/{t['id']}?token={t['token']}") as ws:
            msg = next_message(ws)
            acted = None
            for _ in range(2000):
                if msg.get("hand_over"):
                    break
                key = (len(msg["obs"]["history"]), msg["version"])
                move = random_move(msg, rng)
                if move is not None and key != acted:
                    acted = key
                    ws.send_json({"type": "action", "action": move, "version": msg["version"]})
                msg = ws.receive_json()
                while msg["type"] != "state":
                    assert msg["type"] != "error" or msg.get("stale"), msg
                    msg = ws.receive_json()
            assert msg.get("hand_over")
        assert app.state.manager.stats.errors == 0
