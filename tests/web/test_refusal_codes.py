"""Every refusal the server sends carries a code with its text in English, Italian and French, and an
Italian player reads them in Italian (issue 16)."""

from __future__ import annotations

import ast
import re
import string
from pathlib import Path
from typing import Any

from fastapi.testclient import TestClient
from wsutil import SAME_ORIGIN, guest, next_message

from tarocchi.engine.explain import LANGUAGES
from tarocchi.web.refusals import TEXTS

WEB = Path(__file__).parents[2] / "src" / "tarocchi" / "web"
CALL = re.compile(r"\b(?:reason|Refused|LimitError)\(\s*\"(\w+)\"")


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def _codes_in_sources() -> set[str]:
    return {code for path in WEB.glob("*.py") for code in CALL.findall(path.read_text())}


def test_every_server_refusal_code_has_its_three_texts() -> None:
    used = _codes_in_sources()
    assert {"web_stale", "web_not_your_seat", "web_not_a_card", "web_seat_taken", "web_hand_not_over"} <= used
    assert used <= set(TEXTS), sorted(used - set(TEXTS))
    for code, entry in TEXTS.items():
        assert set(entry) == set(LANGUAGES), code
        assert {_fields(entry[lang]) == _fields(entry["en"]) for lang in LANGUAGES} == {True}, code


def _literal(node: ast.expr | None) -> bool:
    return isinstance(node, ast.Constant | ast.JoinedStr) and not (
        isinstance(node, ast.Constant) and not isinstance(node.value, str)
    )


def test_no_table_refusal_is_a_bare_english_string() -> None:
    """The table's refusals (returned to a socket, or raised to the join and leave requests) are coded."""
    tree = ast.parse((WEB / "tables.py").read_text())
    table = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "Table")
    bare = []
    for fn in table.body:
        if not isinstance(fn, ast.FunctionDef | ast.AsyncFunctionDef) or fn.name == "replay":
            continue
        for node in ast.walk(fn):
            if isinstance(node, ast.Return) and _literal(node.value):
                bare.append((fn.name, node.lineno))
            if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call) and node.exc.args:
                coded = isinstance(node.exc.func, ast.Name) and node.exc.func.id in ("Refused", "LimitError")
                if not coded and _literal(node.exc.args[0]):
                    bare.append((fn.name, node.lineno))
    assert bare == []


def test_an_italian_player_reads_the_servers_refusals_in_italian(app_factory: Any) -> None:
    app = app_factory()
    italian = {**SAME_ORIGIN, "accept-language": "it"}
    with TestClient(app, headers=italian, cookies={"lang": "it"}) as a, TestClient(app, headers=italian) as b:
        guest(a, "Ada")
        guest(b, "Bea")
        t = a.post("/api/tables", json={"game": "toy", "seats": ["human", "human", "random", "random"]}).json()
        r = b.post(f"/api/tables/{t['id']}/join", json={"seat": 0})
        assert r.status_code == 409
        assert r.json() == {
            "detail": "il posto 1 è occupato da Ada",
            "code": "web_seat_taken",
            "params": {"seat": 0, "number": 1, "name": "Ada"},
        }
        b.post(f"/api/tables/{t['id']}/join", json={"seat": 1})
        ui = a.get("/api/strings/it").json()["ui"]
        with a.websocket_connect(f"/ws/{t['id']}?token={t['token']}") as ws:
            state = next_message(ws)
            ws.send_json({"type": "action", "action": {"play": "ZZ"}, "version": state["version"] + 5})
            stale = next_message(ws, "error")
            ws.send_json({"type": "action", "action": {"play": "ZZ"}})
            card = next_message(ws, "error")
            ws.send_json({"type": "ready"})
            ready = next_message(ws, "error")
        assert stale["code"] == "web_stale" and stale["stale"] is True
        assert ui["refusal.web_stale"].startswith("il tavolo è andato avanti")
        assert card["code"] == "web_not_a_card" and card["params"] == {"card": "ZZ"}
        assert ui["refusal.web_not_a_card"].format(**card["params"]) == "'ZZ' non è il codice di una carta"
        assert ready["code"] == "web_hand_not_over" and ui["refusal.web_hand_not_over"] == "la mano non è finita"
