"""Gatti for two over the API and the WebSocket: two seats to fill, each live seat acts for its dummy.

gatti.md 12.2 and DESIGN.md §4: seats 2 and 3 are dummies played by seats 0 and 1; their actions
carry the dummy's seat and are accepted only from the controller's connection. What each connection
may see is checked over complete hands in ``test_hidden.py``.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

sys.path.insert(0, str(Path(__file__).parent))
from wsutil import SAME_ORIGIN, all_games, as_new_guest, let_windows_pass, random_move

from tarocchi.cards import codes_of
from tarocchi.web.protocol import action_json

GATTI2 = {"players": 2}


@pytest.fixture(autouse=True)
def _need_gatti() -> None:
    if "gatti" not in all_games():
        pytest.skip("gatti is not in this tree yet")


def move_for(msg: dict[str, Any], seat: int, rng: random.Random) -> dict[str, Any] | None:
    """A random action for ``seat`` (a live seat or its dummy) from its controller's ``state`` message."""
    mine = {
        "legal": [a for a in msg["legal"] if a["seat"] == seat],
        "choices": [c for c in msg["choices"] if c["seat"] == seat],
    }
    move = random_move(mine, rng)
    return None if move is None else {**move, "seat": seat}


def test_the_lobby_offers_two_seats_and_the_server_adds_the_dummies(app_factory: Any) -> None:
    client = TestClient(app_factory(), headers=SAME_ORIGIN)
    with client:
        games = {g["name"]: g["players"] for g in client.get("/api/config").json()["games"]}
        assert 2 in games["gatti"]
        as_new_guest(client, "Ann")
        refused = client.post("/api/tables", json={"game": "gatti", "options": GATTI2, "seats": ["human"] * 4})
        assert refused.status_code == 400 and "2 seats, not 4" in refused.json()["detail"]
        table = client.post("/api/tables", json={"game": "gatti", "options": GATTI2, "seats": ["random", "human"]})
        summary = table.json()
        assert summary["seat"] == 1
        assert [s["kind"] for s in summary["seats"]] == ["random", "human", "dummy", "dummy"]
        # a dummy's seat cannot be taken by anyone
        as_new_guest(client, "Bob")
        joined = client.post(f"/api/tables/{summary['id']}/join", json={"seat": 3})
        assert joined.status_code == 409 and "dummy" in joined.json()["detail"]


def test_a_dummy_action_is_accepted_only_from_its_controller(app_factory: Any) -> None:
    app = app_factory(rate_per_second=1e6, rate_burst=1e6)
    client = TestClient(app, headers=SAME_ORIGIN)
    client.__enter__()
    as_new_guest(client, "Ann")
    ta = client.post("/api/tables", json={"game": "gatti", "options": GATTI2, "seats": ["human", "human"]}).json()
    as_new_guest(client, "Bob")
    tb = client.post(f"/api/tables/{ta['id']}/join", json={"seat": 1}).json()
    table = app.state.manager.get(ta["id"])
    rng = random.Random(3)
    tokens = (ta["token"], tb["token"])
    sockets = [client.websocket_connect(f"/ws/{ta['id']}?token={tok}").__enter__() for tok in tokens]
    last = [sockets[0].receive_json(), sockets[0].receive_json(), sockets[1].receive_json()]
    msgs = {0: last[1], 1: last[2]}
    checked: set[int] = set()
    for _ in range(200):
        state = table.session.state
        seat = state.to_act
        owner = table.controller(seat)
        assert owner == (seat % 2)
        move = move_for(msgs[owner], seat, rng)
        assert move is not None, f"seat {seat} is to act but its controller {owner} was offered nothing"
        if seat >= 2 and seat not in checked:
            # the other player, and a spectator, cannot act for this dummy; nothing changes
            before = len(state.history)
            sockets[1 - owner].send_json({"type": "action", "action": move})
            err = sockets[1 - owner].receive_json()
            assert err["type"] == "error"
            assert err["reason"] == f"you hold seat {2 - owner}; you cannot act for seat {seat + 1}"
            with client.websocket_connect(f"/ws/{ta['id']}") as spectator:
                spectator.receive_json()
                spectator.send_json({"type": "action", "action": move})
                assert spectator.receive_json()["reason"] == "spectators cannot act"
            assert len(table.session.state.history) == before
            checked.add(seat)
        sockets[owner].send_json({"type": "action", "action": move})
        for s in (owner, 1 - owner):
            msg = sockets[s].receive_json()
            assert msg["type"] == "state", msg
            msgs[s] = msg
        assert table.session.state.history[-1].seat == seat
        if checked == {2, 3}:
            break
    assert checked == {2, 3}
    for ws in sockets:
        ws.__exit__(None, None, None)
    client.__exit__(None, None, None)


def test_a_person_plays_a_hand_with_its_dummy_against_a_bot_and_its_dummy(app_factory: Any) -> None:
    app = app_factory(rate_per_second=1e6, rate_burst=1e6)
    client = TestClient(app, headers=SAME_ORIGIN)
    with client:
        as_new_guest(client, "Ann")
        info = client.post("/api/tables", json={"game": "gatti", "options": GATTI2, "seats": ["human", "random"]})
        info = info.json()
        table = app.state.manager.get(info["id"])
        rng = random.Random(5)
        with client.websocket_connect(f"/ws/{info['id']}?token={info['token']}") as ws:
            for _ in range(3000):
                msg = ws.receive_json()
                if msg["type"] == "error":
                    assert msg.get("stale"), msg  # only a bot's optional move may overtake ours
                    continue
                if msg["type"] != "state":
                    continue
                if msg["hand_over"]:
                    break
                to_act = msg["obs"]["to_act"]
                if to_act not in (0, 2):
                    let_windows_pass(ws, msg)
                    continue
                move = move_for(msg, to_act, rng)
                assert move is not None, f"seat {to_act} is to act but nothing is offered"
                ws.send_json({"type": "action", "action": move, "version": msg["version"]})
            assert msg.get("hand_over"), "the hand did not finish"
    history = table.session.record.to_json()["hands"][0]["actions"]
    seats = {a["seat"] for a in history}
    assert seats == {0, 1, 2, 3}  # the bot played its dummy; the person played its own


def test_a_dealing_dummy_is_seen_by_its_controller_alone_until_the_discard(app_factory: Any) -> None:
    app = app_factory()
    client = TestClient(app, headers=SAME_ORIGIN)
    with client:
        as_new_guest(client, "Ann")
        ta = client.post("/api/tables", json={"game": "gatti", "options": GATTI2, "seats": ["human"] * 2}).json()
        as_new_guest(client, "Bob")
        tb = client.post(f"/api/tables/{ta['id']}/join", json={"seat": 1}).json()
        table = app.state.manager.get(ta["id"])
        rng = random.Random(11)

        async def next_hand() -> None:
            """Play the hand out at random, each action from its controller's seat, and deal the next."""
            state = table.session.state
            while not table.session.hand_finished:
                action = table.game.random_action(state, rng)
                assert await table.submit(table.controller(action.seat), action_json(action)) is None
            assert await table.set_ready(0) is None and await table.set_ready(1) is None

        while table.session.state.dealer < 2:  # seat 0 deals first (C6): the dummy's seat 2 deals hand 3
            client.portal.call(next_hand)
        dealer = table.session.state.dealer
        owner, other = dealer - 2, 3 - dealer
        tokens = {0: ta["token"], 1: tb["token"]}
        state = table.session.state
        dummy_hand = set(codes_of(state.observation(owner).private_cards[f"dummy:{dealer}"]))
        faceup = set(state.observation(other).info["faceup"])  # 4.2: one card of each hand is shown
        with client.websocket_connect(f"/ws/{ta['id']}?token={tokens[owner]}") as mine:
            msg = mine.receive_json()
            assert set(msg["obs"]["private"][f"dummy:{dealer}"]) == dummy_hand
            [choice] = msg["choices"]
            assert choice["seat"] == dealer and choice["verb"] == "discard" and set(choice["pool"]) <= dummy_hand
            with client.websocket_connect(f"/ws/{ta['id']}?token={tokens[other]}") as theirs:
                seen = theirs.receive_json()
                assert mine.receive_json()["type"] == "state"
                assert f"dummy:{dealer}" not in seen["obs"]["private"] | seen["obs"]["public"]
                assert not (dummy_hand - faceup) & set(json.dumps(seen).split('"'))
                assert seen["legal"] == [] and seen["choices"] == []
                discard = choice["pool"][: choice["size"]]
                mine.send_json({"type": "action", "action": {"seat": dealer, "discard": discard}})
                after = theirs.receive_json()
                assert after["type"] == "state", after
                assert set(after["obs"]["public"][f"dummy:{dealer}"]) == dummy_hand - set(discard)
