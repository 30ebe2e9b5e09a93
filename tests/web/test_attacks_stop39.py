"""Attacks found in an audit of the web app, each refused: a socket that outlives its session, an address
that fills the server's sockets by minting guests, and password guessing at the speed of the hash.

* Signing out ends every session of the user "so a copied cookie is worthless"; a WebSocket opened
  before (with a seat token or the cookie) kept acting for the seat and kept receiving its hand.
* The sockets per user are counted per signed-in user, and guests are free to make: one client address
  could open any number of sockets (the server's whole allowance, every table's spectator places).
* Failed sign-ins were limited only by the API's rate (200 in a burst, then 20 a second): a password
  was guessed as fast as the server hashed, every guess a core's worth of Argon2.
"""

from __future__ import annotations

import contextlib
from typing import Any

import pytest
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect
from wsutil import SAME_ORIGIN, guest, next_message, refusal

from tarocchi.web.tables import Limits

BOTS = ["human", "random", "random", "random"]


def _my_turn(ws: Any) -> dict[str, Any]:
    """The first ``state`` in which the socket's seat has something to do."""
    for _ in range(200):
        msg = next_message(ws)
        if msg.get("legal") or msg.get("choices"):
            return msg
    raise AssertionError("the seat never had anything to do")


def _closed_for(ws: Any, code: str) -> None:
    """After a ping, the socket says ``code`` and closes; an answer to the ping (it still serves) fails."""
    ws.send_json({"type": "ping"})
    for _ in range(50):
        msg = ws.receive_json()
        assert msg["type"] != "pong", "the socket still serves after its session ended"
        if msg["type"] == "error":
            assert msg.get("code") == code and msg.get("closed") is True, msg
            break
    with pytest.raises(WebSocketDisconnect):
        for _ in range(50):
            ws.receive_json()


def test_signing_out_ends_the_sockets_opened_before(app_factory: Any) -> None:
    app = app_factory(away_seconds=3600)
    with TestClient(app, headers=SAME_ORIGIN) as c:
        guest(c, "Ann")
        t = c.post("/api/tables", json={"game": "toy", "seats": BOTS}).json()
        table = app.state.manager.get(t["id"])
        with (
            c.websocket_connect(f"/ws/{t['id']}?token={t['token']}") as ws,
            c.websocket_connect(f"/ws/{t['id']}") as spy,
        ):
            msg = _my_turn(ws)
            next_message(spy)
            version = table.version
            assert c.post("/api/logout", json={}).status_code == 200
            move = msg["legal"][0]
            ws.send_json({"type": "action", "action": {k: v for k, v in move.items() if k != "seat"}})
            _closed_for(ws, "web_session_ended")
            _closed_for(spy, "web_session_ended")  # a spectator's socket opened with the cookie too
        assert table.version == version  # the action sent after signing out was not played
        assert sum(app.state.manager.sockets.values()) == 0


def test_signing_in_as_someone_else_ends_the_old_sessions_sockets(app_factory: Any) -> None:
    app = app_factory(away_seconds=3600)
    with TestClient(app, headers=SAME_ORIGIN) as c:
        guest(c, "Ann")
        t = c.post("/api/tables", json={"game": "toy", "seats": BOTS}).json()
        with c.websocket_connect(f"/ws/{t['id']}?token={t['token']}") as ws:
            _my_turn(ws)
            guest(c, "Bob")  # the same browser: Ann's session ends here
            _closed_for(ws, "web_session_ended")


def test_one_address_cannot_take_every_socket_by_minting_guests(app_factory: Any) -> None:
    app = app_factory(limits=Limits(sockets_per_user=4, sockets_per_address=6, spectators_per_table=50))
    with TestClient(app, headers=SAME_ORIGIN) as c:
        guest(c, "Owner")
        t = c.post("/api/tables", json={"game": "toy", "seats": ["human", "human", "random", "random"]}).json()
        url = f"/ws/{t['id']}"
        with contextlib.ExitStack() as stack:
            opened = 0
            refused = []
            for n in range(3):  # three guests of one address, four sockets each
                c.cookies.clear()
                guest(c, f"G{n}")
                for _ in range(4):
                    if opened < 6:
                        ws = stack.enter_context(c.websocket_connect(url))
                        assert next_message(ws)["seat"] is None
                        opened += 1
                    else:
                        refused.append(refusal(c, url))
            assert set(refused) == {"too many open connections (the limit is 6); close other tabs"}
            other = TestClient(app, headers=SAME_ORIGIN, client=("203.0.113.9", 4000))  # another address
            with other.websocket_connect(url) as ws:
                assert next_message(ws)["seat"] is None
        assert sum(app.state.manager.sockets.values()) == 0
        assert sum(app.state.manager.addresses.values()) == 0
    assert Limits().sockets_per_address < Limits().sockets


def test_password_guessing_is_refused_before_the_hash_is_checked(app_factory: Any) -> None:
    app = app_factory()
    for buckets in getattr(app.state, "login_buckets", ()):
        buckets.clock = lambda: 1000.0  # no token comes back while the test runs, however slow the machine
    with TestClient(app, headers=SAME_ORIGIN) as c:
        assert c.post("/api/register", json={"login": "victim", "password": "correct horse"}).status_code == 200
        c.cookies.clear()
        codes = [
            c.post("/api/login", json={"login": "victim", "password": f"guess {i}"}).status_code for i in range(10)
        ]
        assert codes == [401] * 10
        r = c.post("/api/login", json={"login": "victim", "password": "correct horse"})
        assert r.status_code == 429 and r.json()["code"] == "web_too_many_logins", r.text
        assert int(r.headers["retry-after"]) >= 1
        # the same address guessing another account is refused too
        assert c.post("/api/login", json={"login": "someone", "password": "guess 11"}).status_code == 429
        # guesses from many addresses: the account is held once it has taken 20 of them
        with TestClient(app, headers=SAME_ORIGIN, client=("203.0.113.6", 4000)) as second:
            codes = [
                second.post("/api/login", json={"login": "victim", "password": f"guess {i}"}).status_code
                for i in range(20, 30)
            ]
            assert codes == [401] * 10
        with TestClient(app, headers=SAME_ORIGIN, client=("203.0.113.7", 4000)) as third:
            assert third.post("/api/login", json={"login": "victim", "password": "guess 31"}).status_code == 429
        # a person signing in at the first try from elsewhere is not held up
        with TestClient(app, headers=SAME_ORIGIN, client=("203.0.113.8", 4000)) as other:
            assert other.post("/api/register", json={"login": "other", "password": "long enough"}).status_code == 200
            other.cookies.clear()
            assert other.post("/api/login", json={"login": "other", "password": "long enough"}).status_code == 200


@pytest.mark.parametrize("name", ["\u3164", "\u3164 \u3164", "\u2800", "\u115f\u1160", "\u0301\u0301", "\uffa0"])
def test_a_name_that_draws_nothing_is_refused(app_factory: Any, name: str) -> None:
    """A name of Hangul fillers, the blank Braille pattern or lone combining marks shows as an empty seat in
    every list and log: it is refused as no name, a guest's and a login's alike."""
    app = app_factory()
    with TestClient(app, headers=SAME_ORIGIN) as c:
        r = c.post("/api/guest", json={"name": name})
        assert r.status_code == 400 and r.json()["code"] == "web_name_needed", r.text
        r = c.post("/api/register", json={"login": name, "password": "long enough"})
        assert r.status_code == 400 and r.json()["code"] == "web_login_needed", r.text
        assert c.post("/api/guest", json={"name": "Ann\u3164"}).status_code == 200  # a name with letters is kept
