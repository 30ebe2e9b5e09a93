"""A NUL character in an id, a login or an upload is refused alike on SQLite and PostgreSQL (which
cannot store one), before any lookup: a clean 400 with its code, never a 500 (issue 15)."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient
from wsutil import SAME_ORIGIN, guest

NUL = "web_nul_character"


def _refused(r: Any) -> bool:
    return bool(r.status_code == 400 and r.json()["code"] == NUL)


def test_nul_in_ids_and_logins_is_refused_on_every_database(app_factory: Any) -> None:
    with TestClient(app_factory(), headers=SAME_ORIGIN, raise_server_exceptions=False) as c:
        assert _refused(c.get("/api/tables/ab%00cd"))
        assert _refused(c.get("/api/tables/ab%00cd/record"))
        assert _refused(c.post("/api/login", json={"login": "a\u0000b", "password": "whatever1"}))
        assert _refused(c.post("/api/register", json={"login": "a\u0000b", "password": "long enough"}))
        with c.websocket_connect("/ws/ab%00cd") as ws:
            message = ws.receive_json()
        assert message["type"] == "error" and message["closed"] and message["code"] == NUL
        assert c.get("/api/me").status_code == 200


def test_an_upload_with_a_nul_byte_is_refused_on_every_database(app_factory: Any) -> None:
    headers = {**SAME_ORIGIN, "content-type": "application/json"}
    with TestClient(app_factory(), headers=headers, raise_server_exceptions=False) as c:
        guest(c, "Uploader")  # a signed-in user's upload is stored
        assert _refused(c.post("/api/replay", content=b'{"format": "tarocchi-record/1"\x00}'))
        kept = c.post("/api/replay", content=b'{"format": "tarocchi-record/1", "game": "x\\u0000"}')
        assert kept.status_code == 200 and kept.json()["ok"] is False and kept.json()["stored"] is True
