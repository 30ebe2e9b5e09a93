"""Attacks (issue 15): each is refused cleanly, changes nothing, and the server keeps answering.

Cross-site writes (another site, another port, ``Origin: null``, ``Sec-Fetch-Site``), bodies too large
(declared or chunked; memory measured on the real server), deep and odd JSON, wrong types in every
field, a cookie kept from before sign-out, strangers asking for match records, floods of tables,
sockets and requests, slow replays, and the security headers.
"""

from __future__ import annotations

import json
import random
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from fastapi.testclient import TestClient
from serverproc import Server
from starlette.websockets import WebSocketDisconnect
from wsutil import SAME_ORIGIN, guest, next_message, refusal

from tarocchi.storage.models import UploadedRecord
from tarocchi.web.tables import Limits

BOTS = ["human", "random", "random", "random"]
JSON = {"content-type": "application/json"}


def me(c: TestClient) -> Any:
    r = c.get("/api/me")
    assert r.status_code == 200
    return r.json()["user"]


# cross-site requests ------------------------------------------------------------------------------
CROSS_SITE = [
    pytest.param({"origin": "https://evil.example", "content-type": "text/plain"}, 403, id="form-text-plain"),
    pytest.param({"origin": "https://evil.example", **JSON}, 403, id="other-site-json"),
    pytest.param({"origin": "http://testserver:8081", **JSON}, 403, id="other-port"),
    pytest.param({"origin": "https://testserver", **JSON}, 403, id="other-scheme"),
    pytest.param({"origin": "http://testserver.evil.example", **JSON}, 403, id="lookalike-host"),
    pytest.param({"origin": "null", **JSON}, 403, id="origin-null"),
    pytest.param({"sec-fetch-site": "cross-site", **JSON}, 403, id="no-origin-cross-site"),
    pytest.param({"sec-fetch-site": "same-site", **JSON}, 403, id="no-origin-same-site"),
    pytest.param(dict(JSON), 403, id="no-origin-at-all"),
    pytest.param({**SAME_ORIGIN, "content-type": "text/plain"}, 415, id="own-origin-text-plain"),
    pytest.param({**SAME_ORIGIN, "content-type": "application/x-www-form-urlencoded"}, 415, id="own-origin-form"),
    pytest.param({**SAME_ORIGIN, "content-type": "multipart/form-data; boundary=x"}, 415, id="own-origin-multipart"),
    pytest.param({**SAME_ORIGIN}, 415, id="own-origin-no-content-type"),
]


@pytest.mark.parametrize(("headers", "status"), CROSS_SITE)
def test_cross_site_writes_change_nothing(app_factory: Any, headers: dict[str, str], status: int) -> None:
    app = app_factory()
    with TestClient(app) as c:
        c.headers.update(SAME_ORIGIN)
        guest(c, "Ann")
        t = c.post("/api/tables", json={"game": "toy", "seats": ["human", "human", "random", "random"]}).json()
        before, tables = me(c), len(app.state.manager.tables)
        c.headers.clear()
        body = json.dumps({"name": "Mallory", "game": "toy", "seats": BOTS, "seat": 1}).encode()
        for path in (
            "/api/guest",
            "/api/login",
            "/api/register",
            "/api/logout",
            "/api/tables",
            f"/api/tables/{t['id']}/join",
            f"/api/tables/{t['id']}/leave",
            "/api/replay",
        ):
            r = c.post(path, content=body, headers=headers)
            assert r.status_code == status, (path, r.text)
            assert "detail" in r.json()
        c.headers.update(SAME_ORIGIN)
        assert me(c) == before  # still signed in as Ann: nobody signed her out or in as someone else
        assert len(app.state.manager.tables) == tables
        assert c.get(f"/api/tables/{t['id']}").json()["seat"] == 0
        assert [s["taken"] for s in c.get(f"/api/tables/{t['id']}").json()["seats"]] == [True, False, True, True]


@pytest.mark.parametrize(
    "headers",
    [
        pytest.param({**SAME_ORIGIN, "content-type": "application/json; charset=utf-8"}, id="json-charset"),
        pytest.param({**SAME_ORIGIN, "content-type": "Application/JSON"}, id="json-case"),
        pytest.param({"origin": "http://testserver:80", **JSON}, id="default-port"),
        pytest.param({"sec-fetch-site": "same-origin", **JSON}, id="fetch-metadata-only"),
        pytest.param({"origin": "https://club.example", **JSON}, id="allowed-origin"),
    ],
)
def test_the_app_itself_may_write(app_factory: Any, headers: dict[str, str]) -> None:
    with TestClient(app_factory(allowed_origins=("https://club.example",))) as c:
        r = c.post("/api/guest", content=b'{"name": "Ann"}', headers=headers)
        assert r.status_code == 200, r.text
        r = c.post("/api/tables", content=json.dumps({"game": "toy", "seats": BOTS}).encode(), headers=headers)
        assert r.status_code == 200, r.text


def test_websockets_from_other_origins_are_refused(app_factory: Any) -> None:
    with TestClient(app_factory(), headers=SAME_ORIGIN) as c:
        guest(c, "Ann")
        t = c.post("/api/tables", json={"game": "toy", "seats": BOTS}).json()
        url = f"/ws/{t['id']}?token={t['token']}"
        c.headers.clear()
        for headers in ({"origin": "null"}, {"origin": "http://testserver:9"}, {"sec-fetch-site": "cross-site"}):
            with pytest.raises(WebSocketDisconnect), c.websocket_connect(url, headers=headers) as ws:
                ws.receive_json()
        with c.websocket_connect(url, headers=SAME_ORIGIN) as ws:
            assert next_message(ws)["seat"] == 0


# DNS rebinding -------------------------------------------------------------------------------------
def test_a_host_the_server_does_not_serve_is_refused_whatever_its_origin(app_factory: Any) -> None:
    """A page of evil.example whose name was pointed at this machine sends Host and Origin both
    evil.example: same-origin to the browser, refused by the server, on every path and on WebSocket."""
    app = app_factory()
    with TestClient(app, headers=SAME_ORIGIN) as c:
        guest(c, "Ann")
        t = c.post("/api/tables", json={"game": "toy", "seats": BOTS}).json()
        rebound = {"host": "evil.example:8000", "origin": "http://evil.example:8000"}
        for path in ("/", "/api/me", f"/api/tables/{t['id']}", "/api/tables", "/static/app.js"):
            r = c.get(path, headers=rebound)
            assert r.status_code == 400 and "evil.example" in r.json()["detail"], (path, r.status_code)
        users, tables = _users(app), len(app.state.manager.tables)
        for path, body in (("/api/guest", {"name": "Eve"}), ("/api/tables", {"game": "toy", "seats": BOTS})):
            r = c.post(path, json=body, headers=rebound)
            assert r.status_code == 400, r.text
        assert (_users(app), len(app.state.manager.tables), me(c)["name"]) == (users, tables, "Ann")
        url = f"/ws/{t['id']}?token={t['token']}"
        with pytest.raises(WebSocketDisconnect) as refused, c.websocket_connect(url, headers=rebound) as ws:
            ws.receive_json()
        assert refused.value.code == 1008  # closed before the upgrade: the client is answered 403
        local = {"host": "localhost:8000", "origin": "http://localhost:8000"}
        assert c.get("/api/me", headers=local).status_code == 200
        with c.websocket_connect(f"/ws/{t['id']}?token={t['token']}") as ws:
            assert next_message(ws)["seat"] == 0  # the served host still plays


def _users(app: Any) -> int:
    from sqlalchemy import func, select

    from tarocchi.storage.models import User

    with app.state.storage.session() as s:
        return int(s.scalar(select(func.count(User.id))) or 0)


@pytest.mark.parametrize(
    ("bind", "allowed", "host", "served"),
    [
        pytest.param("127.0.0.1", (), "127.0.0.1:8000", True, id="bound-address"),
        pytest.param("127.0.0.1", (), "localhost:8000", True, id="localhost"),
        pytest.param("127.0.0.1", (), "[::1]:8000", True, id="ipv6-loopback"),
        pytest.param("127.0.0.1", (), "LocalHost.", True, id="case-and-dot"),
        pytest.param("127.0.0.1", (), "evil.example", False, id="other-name"),
        pytest.param("127.0.0.1", (), "localhost.evil.example", False, id="lookalike"),
        pytest.param("127.0.0.1", (), "10.0.0.7:8000", False, id="other-address"),
        pytest.param("127.0.0.1", (), "", False, id="no-host"),
        pytest.param("192.168.1.20", (), "192.168.1.20:8000", True, id="bound-lan-address"),
        pytest.param("0.0.0.0", (), "192.168.1.20:8000", True, id="any-interface-ip"),
        pytest.param("0.0.0.0", (), "[fe80::1]:8000", True, id="any-interface-ipv6"),
        pytest.param("0.0.0.0", (), "evil.example:8000", False, id="any-interface-name"),
        pytest.param("127.0.0.1", ("cards.example.org",), "cards.example.org", True, id="public-name"),
        pytest.param("127.0.0.1", ("cards.example.org",), "cards.example.org:443", True, id="public-name-port"),
        pytest.param("127.0.0.1", ("cards.example.org",), "x.cards.example.org", False, id="public-subdomain"),
    ],
)
def test_the_hosts_a_server_answers_to(bind: str, allowed: tuple[str, ...], host: str, served: bool) -> None:
    from tarocchi.web.security import Hosts

    assert (Hosts(bind, allowed).refusal(host) is None) is served


def test_an_allowed_origin_names_a_host_served(app_factory: Any) -> None:
    with TestClient(app_factory(allowed_hosts=(), allowed_origins=("https://club.example",))) as c:
        assert c.get("/api/me", headers={"host": "club.example"}).status_code == 200
        assert c.get("/api/me").status_code == 400  # "testserver" is no longer a host it serves


# bodies, JSON and types ---------------------------------------------------------------------------
def test_bodies_are_limited_while_they_are_read(app_factory: Any) -> None:
    with TestClient(app_factory(), headers={**SAME_ORIGIN, **JSON}) as c:
        r = c.post("/api/replay", content=b"x", headers={"content-length": str(300_000_000)})
        assert r.status_code == 413
        big = (b"x" * 65536 for _ in range(40))  # 2.6 MB, chunked: no Content-Length at all
        r = c.post("/api/replay", content=big)
        assert r.status_code == 413 and "larger than" in r.json()["detail"]
        r = c.post("/api/guest", content=b'{"name": "' + b"x" * 20_000 + b'"}')
        assert r.status_code == 413
        chunked = (b'{"name": "' if i == 0 else b"x" * 4096 for i in range(10))
        assert c.post("/api/guest", content=chunked).status_code == 413
        guest(c, "Ann")
        assert me(c)["name"] == "Ann"


ODD_JSON = [
    ("[" * 1500 + "]" * 1500, "nested"),
    ('{"name": ' + "[" * 20 + "]" * 20 + "}", "nested"),
    ('{"name": "Ann", "name": "Eve"}', "twice"),
    ('{"name": ' + "9" * 5000 + "}", "digits"),
    ('{"name": 1e999}', "out of range"),
    ('{"name": NaN}', "not JSON"),
    ("[]", "object"),
    ('"Ann"', "object"),
    ("42", "object"),
    ("null", "object"),
    ('{"name": "Ann"', "malformed"),
    ("\xff\xfe", "malformed"),
]


@pytest.mark.parametrize(("raw", "expected"), ODD_JSON)
def test_odd_json_is_refused(app_factory: Any, raw: str, expected: str) -> None:
    with TestClient(app_factory(), headers={**SAME_ORIGIN, **JSON}) as c:
        r = c.post("/api/guest", content=raw.encode("utf-8", "surrogateescape"))
        assert r.status_code == 400 and expected in r.json()["detail"], r.text
        assert me(c) is None
        guest(c, "Ann")


WRONG_TYPES = [
    ("/api/guest", {"name": 1}),
    ("/api/guest", {"name": True}),
    ("/api/guest", {"name": None}),
    ("/api/guest", {"name": ["Ann"]}),
    ("/api/guest", {"name": "Ann", "admin": True}),
    ("/api/guest", {"name": "Ann\u0000"}),
    ("/api/login", {"login": 1, "password": "x" * 10}),
    ("/api/login", {"login": "ann", "password": {"$ne": ""}}),
    ("/api/register", {"login": "ann", "password": 12345678}),
    ("/api/register", {"login": "ann", "password": "long enough", "name": 5}),
    ("/api/tables", {"game": 1, "seats": BOTS}),
    ("/api/tables", {"game": "toy", "seats": "human"}),
    ("/api/tables", {"game": "toy", "seats": [1, 2, 3, 4]}),
    ("/api/tables", {"game": "toy", "seats": BOTS, "options": []}),
    ("/api/tables", {"game": "toy", "seats": BOTS, "public": "yes"}),
    ("/api/tables", {"game": "toy", "seats": BOTS, "public": 1}),
    ("/api/tables", {"game": "toy", "seats": BOTS, "away_seconds": True}),
    ("/api/tables", {"game": "toy", "seats": BOTS, "away_seconds": 0}),
    ("/api/tables", {"game": "toy", "seats": BOTS, "away_seconds": 1.5}),
    ("/api/tables", {"game": "toy", "seats": BOTS, "owner": 1}),
    ("/api/tables/{t}/join", {"seat": True}),
    ("/api/tables/{t}/join", {"seat": "1"}),
    ("/api/tables/{t}/join", {"seat": 1.0}),
    ("/api/tables/{t}/join", {"seat": -1}),
    ("/api/tables/{t}/join", {"seat": 10**12}),
    ("/api/tables/{t}/join", {"seat": [1]}),
    ("/api/tables/{t}/leave", {"seat": 0}),
    ("/api/logout", {"everywhere": False}),
]


def test_wrong_types_in_every_field_are_refused(app_factory: Any) -> None:
    app = app_factory()
    with TestClient(app, headers=SAME_ORIGIN) as c:
        guest(c, "Bob")
        bob = dict(c.cookies)
        c.cookies.clear()
        guest(c, "Ann")
        t = c.post("/api/tables", json={"game": "toy", "seats": ["human", "human", "random", "random"]}).json()
        ann = dict(c.cookies)
        c.cookies.clear()
        c.cookies.update(bob)
        tables = len(app.state.manager.tables)
        for path, data in WRONG_TYPES:
            r = c.post(path.format(t=t["id"]), json=data)
            assert r.status_code == 400, (path, data, r.text)
            detail = r.json()["detail"]
            assert isinstance(detail, str) and (":" in detail or "control characters" in detail), detail
        assert me(c)["name"] == "Bob"  # nothing replaced the guest, nothing signed him out
        assert len(app.state.manager.tables) == tables
        table = app.state.manager.get(t["id"])
        assert table.seats[1].user_id is None and table.session is None  # {"seat": true} took no seat
        c.cookies.clear()
        c.cookies.update(ann)
        assert c.get(f"/api/tables/{t['id']}").json()["seat"] == 0


@pytest.mark.parametrize(
    "frame",
    [
        "[" * 1500 + "]" * 1500,
        '{"type": "action", "action": ' + "{" * 1000 + "}" * 1000 + "}",
        '{"type": "ping", "type": "ready"}',
        '{"type": "action", "action": {"play": "KH"}, "version": true}',
        '{"type": "action", "action": {"play": "KH"}, "version": "3"}',
        '{"type": "action", "action": {"play": "KH"}, "version": ' + "9" * 100 + "}",
        '{"type": "action", "action": {"play": "KH", "seat": true}}',
        '{"type": "action", "action": {"play": 5}}',
        '{"type": "action", "action": {"discard": "KH"}}',
        '{"type": "action", "action": {"discard": [1, 2]}}',
        '{"type": "action", "action": {"bid": ["pass"]}}',
        '{"type": "action", "action": {"play": "KH", "hack": 1}}',
        '{"type": "ready", "seat": 1}',
        '{"type": 1}',
        '{"type": "ping", "x": NaN}',
    ],
)
def test_odd_frames_are_refused_and_the_socket_survives(app_factory: Any, frame: str) -> None:
    with TestClient(app_factory(), headers=SAME_ORIGIN) as c:
        guest(c, "Ann")
        t = c.post("/api/tables", json={"game": "toy", "seats": ["human", "human", "random", "random"]}).json()
        with c.websocket_connect(f"/ws/{t['id']}?token={t['token']}") as ws:
            next_message(ws)
            ws.send_text(frame)
            assert next_message(ws, "error")["reason"].startswith("malformed message")
            ws.send_json({"type": "ping"})
            assert next_message(ws, "pong")["type"] == "pong"


# sessions --------------------------------------------------------------------------------------------
def test_a_cookie_kept_from_before_sign_out_is_worthless(app_factory: Any) -> None:
    with TestClient(app_factory(), headers=SAME_ORIGIN) as c:
        assert c.post("/api/register", json={"login": "ann", "password": "correct horse"}).status_code == 200
        first = c.cookies["tarocchi_session"]
        c.cookies.clear()
        assert c.post("/api/login", json={"login": "ann", "password": "correct horse"}).status_code == 200
        t = c.post("/api/tables", json={"game": "toy", "seats": ["human", "human", "random", "random"]}).json()
        assert c.post("/api/logout", json={}).status_code == 200
        for kept in (first, (t and c.cookies.get("tarocchi_session")) or first):
            c.cookies.clear()
            c.cookies.set("tarocchi_session", kept)
            assert me(c) is None  # signed out everywhere: both sessions ended
            assert c.post("/api/tables", json={"game": "toy", "seats": BOTS}).status_code == 401
            assert c.get("/api/history").status_code == 401
        assert refusal(c, f"/ws/{t['id']}?token={t['token']}") == "your session has ended; sign in again"


# privacy ----------------------------------------------------------------------------------------------
def _finished_match(c: TestClient, app: Any, public: bool) -> tuple[str, int]:
    t = c.post(
        "/api/tables", json={"game": "toy", "options": {"hands": 1}, "seats": ["random"] * 4, "public": public}
    ).json()
    table = app.state.manager.get(t["id"])
    deadline = time.monotonic() + 60
    while not table.finished and time.monotonic() < deadline:
        time.sleep(0.02)
    assert table.finished
    return t["id"], int(table.match_id)


def test_a_stranger_cannot_read_a_match_record(app_factory: Any) -> None:
    app = app_factory()
    with TestClient(app, headers=SAME_ORIGIN) as c:
        guest(c, "Ann")
        ann = dict(c.cookies)
        private_table, private = _finished_match(c, app, public=False)
        public_table, public = _finished_match(c, app, public=True)
        assert c.get(f"/api/matches/{private}/record").status_code == 200  # the table's owner
        c.cookies.clear()
        guest(c, "Eve")
        for path in (
            f"/api/matches/{private}/record",
            f"/api/tables/{private_table}/record",
            f"/api/matches/{private}/review",  # the review page's frames hold the whole record too
        ):
            r = c.get(path)
            assert r.status_code == 403 and "players" in r.json()["detail"], path
        assert c.get(f"/api/matches/{public}/record").json()["format"] == "tarocchi-record/1"
        assert c.get(f"/api/matches/{public}/review").status_code == 200  # allowed
        assert c.get(f"/api/tables/{public_table}/record").status_code == 200
        c.cookies.clear()
        assert c.get(f"/api/matches/{private}/record").status_code == 403  # nobody signed in
        assert c.get(f"/api/matches/{private}/review").status_code == 403
        assert c.get(f"/api/matches/{private + 100}/record").status_code == 404
        assert c.get("/api/matches/99999999999999999999999/record").status_code in (404, 422)
        c.cookies.update(ann)
        assert c.get(f"/api/tables/{private_table}/record").status_code == 200
        assert c.get(f"/api/matches/{private}/review").status_code == 200


def test_uploads_are_kept_only_for_signed_in_users_under_a_quota(app_factory: Any) -> None:
    root = Path(__file__).parents[1] / "data" / "examples"
    record = next(iter(sorted(root.glob("*/valid-00.record.json")))).read_bytes()
    app = app_factory(record_quota=2)
    with TestClient(app, headers={**SAME_ORIGIN, **JSON}) as c:
        out = c.post("/api/replay", content=record).json()
        assert out["ok"] is True and out["stored"] is False
        guest(c, "Ann")
        for _ in range(4):
            assert c.post("/api/replay", content=record).json()["stored"] is True
        user = me(c)["id"]
    storage = app.state.storage
    assert storage.uploaded_records(user)[0] == 2
    with storage.session() as s:
        assert s.query(UploadedRecord).filter(UploadedRecord.user_id.is_(None)).count() == 0


# floods -------------------------------------------------------------------------------------------------
def test_a_flood_of_tables_is_refused(app_factory: Any) -> None:
    app = app_factory(limits=Limits(tables_per_user=3, tables=5))
    with TestClient(app, headers=SAME_ORIGIN) as c:
        guest(c, "Ann")
        codes = [c.post("/api/tables", json={"game": "toy", "seats": BOTS}).status_code for _ in range(6)]
        assert codes == [200, 200, 200, 429, 429, 429]
        r = c.post("/api/tables", json={"game": "toy", "seats": BOTS})
        assert "3 open tables" in r.json()["detail"]
        c.cookies.clear()
        guest(c, "Bob")
        codes = [c.post("/api/tables", json={"game": "toy", "seats": BOTS}).status_code for _ in range(3)]
        assert codes == [200, 200, 503]
        assert "limit" in c.post("/api/tables", json={"game": "toy", "seats": BOTS}).json()["detail"]
        assert len(c.get("/api/tables").json()["tables"]) == 5


def test_a_flood_of_sockets_is_refused(app_factory: Any) -> None:
    app = app_factory(limits=Limits(sockets_per_user=4, spectators_per_table=6))
    with TestClient(app, headers=SAME_ORIGIN) as c:
        guest(c, "Ann")
        t = c.post("/api/tables", json={"game": "toy", "seats": ["human", "human", "random", "random"]}).json()
        url = f"/ws/{t['id']}"
        c.cookies.clear()  # anonymous spectators: counted per address
        with contextlib_exit_stack() as stack:
            open_ = [stack.enter_context(c.websocket_connect(url)) for _ in range(4)]
            for ws in open_:
                assert next_message(ws)["seat"] is None
            reasons = [refusal(c, url) for _ in range(20)]
            assert set(reasons) == {"too many open connections (the limit is 4); close other tabs"}
            guest(c, "Bob")  # a signed-in spectator counts as himself
            mine = [stack.enter_context(c.websocket_connect(url)) for _ in range(2)]
            for ws in mine:
                next_message(ws)
            assert refusal(c, url) == "this table already has 6 spectators"
        assert c.get("/api/me").status_code == 200
        assert sum(app.state.manager.sockets.values()) == 0  # every refused or closed socket was let go


def contextlib_exit_stack() -> Any:
    import contextlib

    return contextlib.ExitStack()


def test_http_requests_are_rate_limited(app_factory: Any) -> None:
    app = app_factory(http_rate=2.0, http_burst=5.0)
    now = [1000.0]
    app.state.http_buckets.clock = lambda: now[0]  # the limit's own clock, stepped by hand
    with TestClient(app, headers=SAME_ORIGIN) as c:
        codes = [c.get("/api/me").status_code for _ in range(12)]
        assert codes[:5] == [200] * 5 and 429 in codes
        limited = c.get("/api/me")
        assert limited.status_code == 429 and limited.headers["retry-after"] == "1"
        assert c.get("/static/app.js").status_code == 200  # the page itself still loads
        now[0] += 0.4  # 0.8 of a token at 2 per second: still refused
        assert c.get("/api/me").status_code == 429
        now[0] += 0.1  # a whole token
        assert c.get("/api/me").status_code == 200
        assert c.get("/api/me").status_code == 429


def test_security_headers(app_factory: Any) -> None:
    with TestClient(app_factory(), headers=SAME_ORIGIN) as c:
        for path in ("/", "/t/x", "/api/me", "/static/app.js", "/cards/back.svg"):
            h = c.get(path).headers
            csp = h["content-security-policy"]
            assert "frame-ancestors 'none'" in csp and "script-src 'self'" in csp and "unsafe-inline" not in csp
            assert h["x-content-type-options"] == "nosniff" and h["referrer-policy"] == "same-origin"
            assert h["x-frame-options"] == "DENY"
        assert c.get("/api/me").headers["cache-control"] == "no-store"
        assert "<script" not in c.get("/").text.replace('<script type="module" src="/static/app.js">', "")


# the real server: memory and the event loop ------------------------------------------------------------
REPLAY_LIMIT = 0.25
"""The real server's time limit on a replay or a review: far above a one-hand record's replay (about 15 ms,
70 ms seen on a loaded machine, where 0.05 s refused it) and far below :func:`_played_hands_record`'s."""


@pytest.fixture
def real(tmp_path: Path) -> Iterator[Server]:
    """The real server on SQLite: memory and the event loop do not depend on the database."""
    db = f"sqlite:///{tmp_path / 'real.sqlite3'}"
    server = Server(db, tmp_path, env={"TAROCCHI_WEB_REPLAY_SECONDS": str(REPLAY_LIMIT)}).start()
    yield server
    server.close()


def _stream(total: int, chunk: int = 1 << 20) -> Iterator[bytes]:
    block = b"x" * chunk
    for _ in range(total // chunk):
        yield block


@pytest.mark.parametrize("declared", [True, False], ids=["content-length", "chunked"])
def test_a_200_mb_body_barely_moves_the_server_memory(real: Server, declared: bool) -> None:
    with real.client() as c:
        assert c.post("/api/guest", json={"name": "Ann"}).status_code == 200
        c.get("/api/me")
        before = real.peak_kb()
        size = 200 * 1024 * 1024
        headers = {"content-type": "application/json"}
        if declared:
            headers["content-length"] = str(size)
        try:
            r = c.post("/api/replay", content=_stream(size), headers=headers)
            assert r.status_code == 413
        except httpx.HTTPError:
            pass  # the server answered 413 and closed while the body was still on its way
        grown = real.peak_kb() - before
        assert grown < 50 * 1024, f"peak memory grew by {grown} kB"
        assert c.get("/api/me").json()["user"]["name"] == "Ann"


def _record_of(hands: int, act: Any) -> bytes:
    """A French Tarot record of ``hands`` hands, each action ``act(game, state)``, the last (unplayed) hand left
    out; under 1 MB, the upload limit."""
    from tarocchi.games import create_game
    from tarocchi.session import MatchSession

    game = create_game("french-tarot", {"players": 4, "deals": 100_000})
    session = MatchSession(game, seed=1)
    for _ in range(hands):
        while not session.state.is_over:
            session.apply(act(game, session.state))
        session.next_hand()
    record = session.record.to_json()
    record["hands"] = record["hands"][:-1]
    body = json.dumps(record, separators=(",", ":")).encode()
    assert len(body) < 1_000_000
    return body


def _played_hands_record() -> bytes:
    """A record of 300 hands played at random, about 700 kB: seconds to replay (some 13 ms a hand), more to
    review, many times :data:`REPLAY_LIMIT` however fast or loaded the machine."""
    rng = random.Random(1)
    return _record_of(300, lambda game, state: game.random_action(state, rng))


def _passed_deals_record() -> bytes:
    """A record of 1,400 passed deals, a little under 1 MB: about half a second to replay, more to review."""
    return _record_of(1400, lambda game, state: next(a for a in state.legal_actions() if a.value == "pass"))


def test_heavy_records_are_worked_out_while_the_server_answers(tmp_path: Path) -> None:
    """While a heavy record is replayed (in the worker process) and reviewed (in a thread), the event
    loop answers other requests: ``/api/stats`` answers that the replay, then the review, is running
    (were the work on the event loop, no request could be answered until it ended)."""
    body = _passed_deals_record()
    env = {"TAROCCHI_WEB_REPLAY_SECONDS": "300", "TAROCCHI_WEB_STATS": "1"}
    server = Server(f"sqlite:///{tmp_path / 'patient.sqlite3'}", tmp_path, env=env).start()
    try:
        for path, running in (("/api/replay", "replays"), ("/api/review", "reviews")):
            outcome: dict[str, Any] = {}

            def upload(path: str = path, outcome: dict[str, Any] = outcome) -> None:
                with server.client() as c:
                    outcome.update(c.post(path, content=body, headers=JSON, timeout=300).json())

            seen: list[int] = []
            with server.client() as c:
                thread = threading.Thread(target=upload)
                thread.start()
                while thread.is_alive() and 1 not in seen:
                    r = c.get("/api/stats")
                    if r.status_code == 200:  # (429: the HTTP rate limit; ask again)
                        seen.append(r.json()[running])
                    time.sleep(0.05)  # pacing under the rate limit, not a bound
                thread.join()
                assert 1 in seen, f"no request was answered while the {running[:-1]} ran"
                assert outcome["ok"] is True, outcome
                assert c.get("/api/stats").json()[running] == 0
    finally:
        server.close()


def test_slow_replays_have_a_time_limit(real: Server) -> None:
    body = _played_hands_record()
    with real.client() as c:
        outcome = c.post("/api/replay", content=body, headers=JSON).json()
        assert outcome["ok"] is False and f"longer than {REPLAY_LIMIT} s" in outcome["error"], outcome
        small = next(iter(sorted((Path(__file__).parents[1] / "data" / "examples").glob("*/valid-00.record.json"))))
        assert c.post("/api/replay", content=small.read_bytes(), headers=JSON).json()["ok"] is True  # a new worker
        # the review page's upload has the same time limit, and the depth limit before it
        slow = c.post("/api/review", content=body, headers=JSON).json()
        assert slow["ok"] is False and f"longer than {REPLAY_LIMIT} s to review" in slow["error"], slow
        deep = c.post("/api/review", content=b"[" * 100_000 + b"]" * 100_000, headers=JSON).json()
        assert deep == {
            "ok": False,
            "error": "malformed record: nested 100000 levels deep (the limit is 64)",
            "code": "web_record_too_deep",
            "params": {"depth": 100000, "limit": 64},
        }
        assert c.get("/api/me").json()["user"] is None
