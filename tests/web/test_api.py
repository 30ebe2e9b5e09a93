"""HTTP API: accounts, sessions, tables, seats, records, replay, history."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from fastapi.testclient import TestClient

sys.path.insert(0, str(Path(__file__).parent))
from wsutil import SAME_ORIGIN, guest

from tarocchi.web.app import available_games
from tarocchi.web.auth import COOKIE

FOUR_BOTS = ["human", "random", "random", "random"]


def test_pages_and_static_files_are_served(app_factory: Any) -> None:
    with TestClient(app_factory(), headers=SAME_ORIGIN) as c:
        for path in ("/", "/t/abc", "/history", "/replay", "/static/app.js", "/static/style.css"):
            assert c.get(path).status_code == 200, path
        svg = c.get("/cards/french-tarot/T21.svg?lang=it")
        assert (
            svg.status_code == 200
            and svg.text.startswith("<svg")
            and svg.headers["content-type"].startswith("image/svg")
        )
        assert c.get("/cards/french-tarot/XX.svg").status_code == 404
        assert c.get("/api/strings/fr?game=tarocchino").json()["ui"]["confirm"] == "Valider"


def test_guest_session_cookie_is_signed(app_factory: Any) -> None:
    with TestClient(app_factory(), headers=SAME_ORIGIN) as c:
        assert c.get("/api/me").json() == {"user": None}
        guest(c, "Ann")
        assert c.get("/api/me").json()["user"]["name"] == "Ann"
        c.cookies.set(COOKIE, c.cookies[COOKIE][:-2] + "xx")
        assert c.get("/api/me").json() == {"user": None}


def test_accounts_hash_passwords(app_factory: Any) -> None:
    app = app_factory()
    with TestClient(app, headers=SAME_ORIGIN) as c:
        r = c.post("/api/register", json={"login": "Bea", "password": "short"})
        assert r.status_code == 400
        r = c.post("/api/register", json={"login": "Bea", "password": "correct horse"})
        assert r.status_code == 200 and r.json()["guest"] is False
        assert c.post("/api/register", json={"login": "bea", "password": "other password"}).status_code == 409
        stored = app.state.storage.user_by_login("bea").password_hash
        assert stored.startswith("$argon2id$") and "correct horse" not in stored
        c.post("/api/logout", json={})
        c.cookies.clear()
        assert c.post("/api/login", json={"login": "bea", "password": "wrong one!"}).status_code == 401
        assert c.post("/api/login", json={"login": "BEA", "password": "correct horse"}).status_code == 200
        assert c.get("/api/me").json()["user"]["name"] == "bea"


def test_tables_need_a_user_and_valid_settings(app_factory: Any) -> None:
    with TestClient(app_factory(), headers=SAME_ORIGIN) as c:
        assert c.post("/api/tables", json={"game": "toy", "seats": FOUR_BOTS}).status_code == 401
        guest(c, "Ann")
        r = c.post("/api/tables", json={"game": "nope", "seats": FOUR_BOTS})
        assert r.status_code == 400 and "unknown game" in r.json()["detail"]
        r = c.post("/api/tables", json={"game": "toy", "options": {"colour": 1}, "seats": FOUR_BOTS})
        assert r.status_code == 400 and "colour" in r.json()["detail"]
        r = c.post("/api/tables", json={"game": "toy", "seats": ["human", "random"]})
        assert r.status_code == 400 and "4 seats" in r.json()["detail"]
        r = c.post("/api/tables", json={"game": "toy", "seats": ["human", "genius", "random", "random"]})
        assert r.status_code == 400 and "genius" in r.json()["detail"]
        r = c.post("/api/tables", json={"game": "toy", "seats": FOUR_BOTS})
        assert r.status_code == 200 and r.json()["seat"] == 0 and r.json()["token"]


def test_joining_seats(app_factory: Any) -> None:
    app = app_factory()
    with (
        TestClient(app, headers=SAME_ORIGIN) as a,
        TestClient(app, headers=SAME_ORIGIN) as b,
        TestClient(app, headers=SAME_ORIGIN) as c,
    ):
        guest(a, "Ann")
        guest(b, "Bob")
        guest(c, "Cid")
        table = a.post("/api/tables", json={"game": "toy", "seats": ["human", "human", "random", "random"]}).json()
        assert table["started"] is False
        assert b.get(f"/api/tables/{table['id']}").json()["seat"] is None
        assert b.post(f"/api/tables/{table['id']}/join", json={"seat": 0}).status_code == 409  # taken
        assert b.post(f"/api/tables/{table['id']}/join", json={"seat": 2}).status_code == 409  # a bot's
        joined = b.post(f"/api/tables/{table['id']}/join", json={"seat": 1}).json()
        assert joined["seat"] == 1 and joined["started"] is True
        assert c.post(f"/api/tables/{table['id']}/join", json={}).status_code == 409  # no free seat
        assert a.get("/api/tables").json()["tables"][0]["id"] == table["id"]


def test_record_download_holds_only_finished_hands_and_replays(app_factory: Any) -> None:
    app = app_factory()
    with TestClient(app, headers=SAME_ORIGIN) as c:
        guest(c, "Ann")
        table = c.post("/api/tables", json={"game": "toy", "seats": ["random"] * 4}).json()
        live = app.state.manager.get(table["id"])
        record = c.get(f"/api/tables/{table['id']}/record").json()
        assert record["format"] == "tarocchi-record/1" and len(record["hands"]) <= len(live.session.results)


def test_replay_upload(app_factory: Any) -> None:
    with TestClient(app_factory(), headers={**SAME_ORIGIN, "content-type": "application/json"}) as c:
        bad = c.post("/api/replay", content=b"{not json").json()
        assert bad["ok"] is False and "malformed record" in bad["error"]
        wrong = c.post("/api/replay", content=json.dumps({"format": "other"}).encode()).json()
        assert wrong["ok"] is False and "$.format" in wrong["error"]
        root = Path(__file__).parents[1] / "data" / "examples"
        games = available_games()
        for path in sorted(root.glob("*/valid-0[01].record.json")):
            if path.parent.name in games:
                out = c.post("/api/replay", content=path.read_bytes()).json()
                expected = json.loads(path.with_name(path.name.replace(".record", ".replay")).read_text())
                assert out["ok"] is True, out
                assert out["replay"]["totals"] == expected["totals"]
        for path in sorted(root.glob("*/refused-00.record.json")):
            if path.parent.name in games:
                assert c.post("/api/replay", content=path.read_bytes()).json()["ok"] is False
