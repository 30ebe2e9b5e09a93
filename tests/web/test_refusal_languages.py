"""Every refusal the server words itself (bodies and fields, names, accounts, the middleware, records,
reviews, replays, analyses, WebSocket messages, the rate limit and the origin check) carries a code, and
an Italian or French page reads it in its own language (issue 16): an HTTP answer's ``detail`` is in the
request's language, a WebSocket error carries the code the page words, a record's ``error`` is worded
for the page. Italian is asked by the ``lang`` cookie the page sets, French by the browser's
Accept-Language."""

from __future__ import annotations

import ast
import asyncio
import json
import re
import string
from pathlib import Path
from typing import Any

import pytest
from analysisutil import planted_record, store_match
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect
from wsutil import SAME_ORIGIN, guest, next_message

from tarocchi.engine.explain import LANGUAGES
from tarocchi.web.journal import JournalError
from tarocchi.web.refusals import TEXTS, render

WEB = Path(__file__).parents[2] / "src" / "tarocchi" / "web"
JSON = {"content-type": "application/json"}
LANGS = ["it", "fr"]
BOTS = ["random", "random", "random", "random"]

pytestmark = pytest.mark.one_database  # words, not storage: SQLite is enough


def _client(app: Any, lang: str, **headers: str) -> TestClient:
    """A client whose page asks for ``lang``: Italian by the ``lang`` cookie, French by Accept-Language."""
    if lang == "it":
        return TestClient(app, headers={**SAME_ORIGIN, **headers}, cookies={"lang": "it"})
    return TestClient(app, headers={**SAME_ORIGIN, "accept-language": "fr-FR,fr;q=0.9", **headers})


def _toy_table(client: TestClient) -> dict[str, Any]:
    """A toy table opened by the client's guest (seat 0), a second seat for a person, two random players."""
    seats = ["human", "human", "random", "random"]
    return dict(client.post("/api/tables", json={"game": "toy", "seats": seats}).json())


def _refused(r: Any, status: int, code: str, lang: str, params: dict[str, Any] | None = None) -> dict[str, Any]:
    """The answer is the refusal ``code`` in ``lang`` (not in English), with ``params`` when given."""
    assert r.status_code == status, (code, r.status_code, r.text)
    body = r.json()
    assert body["code"] == code, (code, body)
    if params is not None:
        assert body["params"] == params, (code, body)
    assert body["detail"] == render(code, body["params"], lang), (code, body)
    assert body["detail"] != render(code, body["params"], "en"), (code, body)
    return body


def _error(msg: dict[str, Any], code: str, lang: str, ui: dict[str, str]) -> None:
    """A WebSocket error with ``code``: the English ``reason``, and the page's text of the code in ``lang``."""
    assert msg["type"] == "error" and msg["code"] == code, (code, msg)
    assert msg["reason"] == render(code, msg["params"]), (code, msg)
    template = ui[f"refusal.{code}"]
    assert template == TEXTS[code][lang] and template.format(**msg["params"]) != msg["reason"], (code, msg)


def _failed(out: dict[str, Any], code: str, lang: str) -> None:
    """A record's review or replay that did not work out: ``ok`` false, ``error`` worded in ``lang``."""
    assert out["ok"] is False and out["code"] == code, (code, out)
    assert out["error"] == render(code, out["params"], lang) != render(code, out["params"], "en"), (code, out)


# every code, in every language --------------------------------------------------------------------------
def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def test_every_code_has_its_three_texts_with_the_same_placeholders() -> None:
    for code, entry in TEXTS.items():
        assert set(entry) == set(LANGUAGES), code
        for lang in LANGUAGES:
            assert entry[lang] and _fields(entry[lang]) == _fields(entry["en"]), (code, lang)
            assert "{{" not in entry[lang], (code, lang)  # the page's templates know no escaped braces
            assert lang == "en" or entry[lang] != entry["en"], (code, lang)


def test_every_code_the_server_names_has_its_texts() -> None:
    """Each ``"web_..."`` the sources name is a code of ``TEXTS``; so is each one built from parts (the
    name and login rules, the private match's verbs, the malformed JSON of each place)."""
    named = {code for path in WEB.glob("*.py") for code in re.findall(r"\"(web_\w+)\"", path.read_text())}
    built = {f"web_{what}_{rule}" for what in ("name", "login") for rule in ("needed", "too_long", "control")}
    built |= {f"web_{place}_duplicate_key" for place in ("json", "message", "record")}
    assert named | built <= set(TEXTS), sorted((named | built) - set(TEXTS))


REFUSING_CALLS = {
    "HTTPException",
    "ProtocolError",
    "JSONShapeError",
    "AnalysisRefused",
    "ReplayBusy",
    "ReplayTimeout",
    "BodyTooLarge",
    "close",
    "_answer",
}
"""What answers a client: none of them is handed an English sentence (a literal or an f-string)."""


WORDS = re.compile(r"[a-z]+ [a-z]+")
"""Two words: a text for people (a code, a path or a JSON example is not one)."""


def _sentence(node: ast.expr | None) -> bool:
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str) and WORDS.search(node.value) is not None
    if isinstance(node, ast.JoinedStr):
        return any(isinstance(v, ast.Constant) and WORDS.search(str(v.value)) for v in node.values)
    return False


def test_no_refusal_that_reaches_a_client_is_a_bare_english_sentence() -> None:
    bare = []
    for name in ("app.py", "security.py", "protocol.py", "analysis.py", "review.py", "replayer.py"):
        for node in ast.walk(ast.parse((WEB / name).read_text())):
            if isinstance(node, ast.Call):
                func = node.func
                called = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
                if called in REFUSING_CALLS and any(
                    _sentence(a) for a in [*node.args, *(k.value for k in node.keywords)]
                ):
                    bare.append((name, node.lineno))
            if isinstance(node, ast.Dict):
                for key, value in zip(node.keys, node.values, strict=True):
                    if (
                        isinstance(key, ast.Constant)
                        and key.value in ("error", "detail", "reason")
                        and _sentence(value)
                    ):
                        bare.append((name, node.lineno))
            if isinstance(node, ast.Return) and name == "security.py" and _sentence(node.value):
                bare.append((name, node.lineno))
    assert bare == []


# HTTP: bodies, fields, names and accounts ----------------------------------------------------------------
BODIES = [
    ("/api/guest", b'{"name": "Ann"', 400, "web_malformed_json", {}),
    ("/api/guest", b'{"name": "Ann", "name": "Eve"}', 400, "web_json_duplicate_key", {"key": "'name'"}),
    ("/api/guest", b'{"name": NaN}', 400, "web_json_constant", {"name": "NaN"}),
    ("/api/guest", b'{"name": ' + b"[" * 20 + b"]" * 20 + b"}", 400, "web_json_too_deep", {"depth": 21, "limit": 8}),
    ("/api/guest", b"[1]", 400, "web_json_object_expected", {}),
    ("/api/guest", b"{}", 400, "web_field_missing", {"where": "name"}),
    ("/api/guest", b'{"name": 5}', 400, "web_field_string", {"where": "name"}),
    ("/api/guest", b'{"name": "Ann", "x": 1}', 400, "web_field_extra", {"where": "x"}),
    ("/api/guest", b'{"name": "   "}', 400, "web_name_needed", {}),
    ("/api/guest", b'{"name": "' + b"x" * 30 + b'"}', 400, "web_name_too_long", {"limit": 24}),
    ("/api/guest", b'{"name": "a\\u0007b"}', 400, "web_name_control", {}),
    ("/api/register", b'{"login": " ", "password": "long enough"}', 400, "web_login_needed", {}),
    ("/api/register", b'{"login": "' + b"x" * 30 + b'", "password": "long enough"}', 400, "web_login_too_long", None),
    ("/api/register", b'{"login": "a\\u0007b", "password": "long enough"}', 400, "web_login_control", {}),
    ("/api/register", b'{"login": "ann", "password": "short"}', 400, "web_password_rules", {}),
    ("/api/login", b'{"login": "nobody", "password": "long enough"}', 401, "web_bad_login", {}),
    ("/api/tables", b'{"game": "toy", "seats": []}', 401, "web_login_first", {}),
]


@pytest.mark.parametrize("lang", LANGS)
def test_bodies_fields_names_and_accounts_are_refused_in_the_page_language(app_factory: Any, lang: str) -> None:
    with _client(app_factory(), lang, **JSON) as c:
        for path, raw, status, code, params in BODIES:
            _refused(c.post(path, content=raw), status, code, lang, params)
        assert c.post("/api/register", json={"login": "ann", "password": "long enough"}).status_code == 200
        _refused(
            c.post("/api/register", json={"login": "ann", "password": "long enough"}), 409, "web_login_taken", lang
        )
        t = _toy_table(c)
        r = c.post(f"/api/tables/{t['id']}/join", json={"seat": 99})
        _refused(r, 400, "web_field_at_most", lang, {"where": "seat", "limit": 15})
        r = c.post("/api/tables", json={"game": "toy", "seats": BOTS, "away_seconds": 0})
        _refused(r, 400, "web_field_at_least", lang, {"where": "away_seconds", "limit": 1})


# HTTP: games, cards, tables, matches, paths ------------------------------------------------------------
@pytest.mark.parametrize("lang", LANGS)
def test_games_tables_matches_and_paths_are_refused_in_the_page_language(app_factory: Any, lang: str) -> None:
    app = app_factory()
    storage = app.state.storage
    with _client(app, lang) as c, _client(app, lang) as stranger:
        guest(c, "Ann")
        guest(stranger, "Bea")
        body = _refused(c.post("/api/tables", json={"game": "bridge", "seats": BOTS}), 400, "web_unknown_game", lang)
        assert body["params"]["game"] == "'bridge'" and "toy" in body["params"]["known"]
        t = _toy_table(c)
        _refused(c.get(f"/api/tables/{t['id']}/record"), 404, "web_match_not_started", lang)
        _refused(stranger.get(f"/api/tables/{t['id']}/record"), 403, "web_table_record_private", lang)
        _refused(c.get("/api/matches/12345/record"), 404, "web_no_such_match", lang)
        _refused(c.get("/api/matches/abc/record"), 422, "web_field_integer", lang, {"where": "path.match_id"})
        record, _, seat = planted_record()
        match = store_match(storage, record, {seat: storage.add_user("Cid").id}, owner=None, public=False)
        for path, code in [
            (f"/api/matches/{match}/record", "web_match_private_download"),
            (f"/api/matches/{match}/review", "web_match_private_review"),
            (f"/api/matches/{match}/analysis?hand=0&seat=0", "web_match_private_analyse"),
        ]:
            _refused(stranger.get(path), 403, code, lang)
        _refused(c.get("/cards/bridge/KH.svg"), 404, "web_no_such_game", lang)
        _refused(c.get("/cards/toy/ZZ.svg"), 404, "web_no_such_card", lang)
        _refused(c.get("/api/stats"), 404, "web_not_found", lang)
        _refused(c.get("/api/no-such-thing"), 404, "web_not_found", lang)
        r = c.put("/api/me", json={})
        _refused(r, 405, "web_method_not_allowed", lang)
        assert "GET" in r.headers["allow"]


@pytest.mark.parametrize("lang", LANGS)
def test_a_write_the_database_did_not_take_is_refused_in_the_page_language(app_factory: Any, lang: str) -> None:
    app = app_factory()
    with _client(app, lang) as c:
        guest(c, "Ann")
        t = _toy_table(c)
        guest(c, "Bea")

        async def refuse(*ops: Any) -> list[Any]:
            raise JournalError("the database is away")

        app.state.journal.write = refuse
        _refused(c.post(f"/api/tables/{t['id']}/join", json={"seat": 1}), 503, "web_not_saved", lang)
        _refused(c.post("/api/tables", json={"game": "toy", "seats": BOTS}), 503, "web_not_saved", lang)


# HTTP: what the middleware refuses -----------------------------------------------------------------------
@pytest.mark.parametrize("lang", LANGS)
def test_the_middleware_refuses_in_the_page_language(app_factory: Any, lang: str) -> None:
    with _client(app_factory(), lang) as c:
        cross = {"origin": "http://evil.example"}
        body = {"name": "Eve"}
        r = c.post("/api/guest", json=body, headers=cross)
        _refused(r, 403, "web_origin_cross_site", lang, {"origin": "http://evil.example"})
        _refused(c.post("/api/guest", json=body, headers={"origin": "null"}), 403, "web_origin_null", lang)
        c.headers.pop("origin")
        r = c.post("/api/guest", json=body, headers={"sec-fetch-site": "cross-site"})
        _refused(r, 403, "web_fetch_site_cross", lang, {"site": "cross-site"})
        _refused(c.post("/api/guest", json=body), 403, "web_no_origin", lang)
        c.headers.update(SAME_ORIGIN)
        r = c.post("/api/guest", content=b'{"name": "Eve"}', headers={"content-type": "text/plain"})
        _refused(r, 415, "web_json_content_type", lang)
        r = c.post("/api/replay", content=b"x", headers={**JSON, "content-length": "300000000"})
        _refused(r, 413, "web_body_too_large", lang, {"limit": 1_000_000})
        r = c.post("/api/replay", content=(b"x" * 65536 for _ in range(20)), headers=JSON)  # chunked, cut off
        _refused(r, 413, "web_body_too_large", lang, {"limit": 1_000_000})
        r = c.post("/api/guest", content=b'{"name": "' + b"x" * 20_000 + b'"}', headers=JSON)
        _refused(r, 413, "web_body_too_large", lang, {"limit": 16_384})
        r = c.get("/api/me", headers={"host": "evil.example:8000"})
        _refused(r, 400, "web_unknown_host", lang, {"host": "'evil.example:8000'"})
    with _client(app_factory(http_rate=0.001, http_burst=1.0), lang) as c:
        assert c.get("/api/me").status_code == 200
        r = c.get("/api/me")
        _refused(r, 429, "web_too_many_requests", lang)
        assert r.headers["retry-after"] == "1"


# records: review, replay, analysis ---------------------------------------------------------------------
@pytest.mark.parametrize("lang", LANGS)
def test_records_are_refused_in_the_page_language(app_factory: Any, lang: str) -> None:
    app = app_factory()
    record, _, seat = planted_record()
    with _client(app, lang, **JSON) as c:
        _failed(c.post("/api/review", content=b"\xff\xfe").json(), "web_not_utf8", lang)
        _failed(c.post("/api/review", content=b'{"game": 1, "game": 2}').json(), "web_record_duplicate_key", lang)
        deep = c.post("/api/review", content=b"[" * 100 + b"]" * 100).json()
        _failed(deep, "web_record_too_deep", lang)
        assert deep["params"] == {"depth": 100, "limit": 64}
        _failed(c.post("/api/replay", content=b"\xff\xfe").json(), "web_not_utf8", lang)
        app.state.replayer.queue = 0  # every place in the queue taken: the service is busy
        _refused(c.post("/api/replay", content=b"{}"), 503, "web_replay_busy", lang)
        _refused(c.post("/api/analysis?hand=0&seat=0", content=b"\xff\xfe"), 400, "web_not_utf8", lang)
        for query, code, params in [
            ("hand=0", "web_analysis_seat_needed", {}),
            ("seat=0", "web_analysis_hand_needed", {}),
            ("hand=x&seat=0", "web_analysis_not_a_number", {"name": "hand", "limit": 9999, "value": "'x'"}),
            ("hand=0&hand=0&seat=0", "web_analysis_given_twice", {"name": "hand"}),
            ("hand=0&seat=0&samples=9", "web_analysis_unknown_parameter", {"name": "'samples'"}),
            ("hand=1&seat=0", "web_analysis_out_of_range", {"name": "hand", "last": 0}),
        ]:
            r = c.post(f"/api/analysis?{query}", content=json.dumps(record))
            _refused(r, 400, code, lang, params)
        r = c.post(f"/api/analysis?hand=0&seat={seat}", content=b"{")
        _refused(r, 400, "web_record_not_json", lang)
        r = c.post(f"/api/analysis?hand=0&seat={seat}", content=b'{"hands": [], "hands": []}')
        _refused(r, 400, "web_record_duplicate_key", lang, {"key": "'hands'"})


@pytest.mark.parametrize("lang", LANGS)
def test_slow_and_busy_services_are_refused_in_the_page_language(app_factory: Any, lang: str) -> None:
    record, _, seat = planted_record()
    app = app_factory(replay_seconds=0.0, analysis_seconds=0.0)
    with _client(app, lang, **JSON) as c:
        slow = c.post("/api/review", content=json.dumps(record)).json()
        _failed(slow, "web_review_timeout", lang)
        assert slow["params"] == {"seconds": 0}
        r = c.post(f"/api/analysis?hand=0&seat={seat}", content=json.dumps(record))
        _refused(r, 503, "web_analysis_timeout", lang, {"seconds": 0, "hand": 0, "seat": seat})
        app.state.analyst.slots = asyncio.Semaphore(0)  # another analysis holds the only slot
        r = c.post(f"/api/analysis?hand=0&seat={seat}", content=json.dumps(record))
        _refused(r, 503, "web_analysis_busy", lang)
        assert r.headers["retry-after"] == "2"


# WebSocket: messages, the rate limit, the origin ---------------------------------------------------------
TOO_LARGE = '{"type": "ping", "x": "' + "y" * 5000 + '"}'
FRAMES = [
    ("not json", "web_message_not_json", {}),
    ("[1]", "web_message_object_expected", {}),
    ('{"type": "dance"}', "web_message_unknown_type", {"kind": "'dance'"}),
    ('{"type": "ready", "x": 1}', "web_message_unknown_field", {"field": "'x'", "kind": "'ready'"}),
    ('{"type": "ping", "type": "ping"}', "web_message_duplicate_key", {"key": "'type'"}),
    ('{"type": "action", "action": 1}', "web_message_action_object", {"example": '{"play": "KH"}'}),
    ('{"type": "action", "action": {"fly": "KH"}}', "web_message_action_field", {"field": "'fly'"}),
    ('{"type": "action", "action": {"play": 1}}', "web_message_string", {"field": "'play'"}),
    ('{"type": "action", "action": {"discard": "KH"}}', "web_message_card_list", {"field": "'discard'"}),
    ('{"type": "action", "action": {"play": "KH"}, "version": "1"}', "web_message_version_integer", {}),
    (TOO_LARGE, "web_message_too_large", {"size": len(TOO_LARGE), "limit": 4096}),
]


@pytest.mark.parametrize("lang", LANGS)
def test_malformed_messages_carry_their_code(app_factory: Any, lang: str) -> None:
    app = app_factory()
    with _client(app, lang) as c:
        guest(c, "Ann")
        t = _toy_table(c)
        ui = c.get(f"/api/strings/{lang}").json()["ui"]
        with c.websocket_connect(f"/ws/{t['id']}?token={t['token']}") as ws:
            next_message(ws)
            for frame, code, params in FRAMES:
                ws.send_text(frame)
                msg = next_message(ws, "error")
                _error(msg, code, lang, ui)
                assert msg["params"] == params, (frame, msg)
                assert msg["reason"].startswith(("malformed message", "message too large"))
            ws.send_json({"type": "ping"})
            assert next_message(ws, "pong")["type"] == "pong"  # the connection survives


@pytest.mark.parametrize("lang", LANGS)
def test_a_flood_is_told_why_in_a_coded_error_then_closed(app_factory: Any, lang: str) -> None:
    app = app_factory(rate_per_second=0.001, rate_burst=1.0)
    with _client(app, lang) as c:
        guest(c, "Ann")
        t = _toy_table(c)
        ui = c.get(f"/api/strings/{lang}").json()["ui"]
        with c.websocket_connect(f"/ws/{t['id']}?token={t['token']}") as ws:
            next_message(ws)
            for _ in range(60):
                ws.send_json({"type": "ping"})
            errors = []
            with pytest.raises(WebSocketDisconnect) as closed:
                while True:
                    msg = ws.receive_json()
                    if msg["type"] == "error":
                        errors.append(msg)
        assert closed.value.code == 1008
        slow, last = errors[0], errors[-1]
        _error(slow, "web_slow_down", lang, ui)
        _error(last, "web_rate_limited", lang, ui)
        assert last["closed"] is True and closed.value.reason == last["reason"]
        assert last["reason"].startswith("rate limit")


@pytest.mark.parametrize("lang", LANGS)
def test_a_socket_from_another_origin_is_closed_with_a_reason_in_the_page_language(app_factory: Any, lang: str) -> None:
    with _client(app_factory(), lang) as c:
        guest(c, "Ann")
        t = _toy_table(c)
        url = f"/ws/{t['id']}?token={t['token']}"
        with pytest.raises(WebSocketDisconnect) as refused, c.websocket_connect(url, headers={"origin": "null"}) as ws:
            ws.receive_json()
        assert refused.value.code == 1008
        assert refused.value.reason == TEXTS["web_origin_not_allowed"][lang] != "origin not allowed"


def test_a_close_reason_is_cut_to_123_bytes_between_two_characters() -> None:
    from tarocchi.web.app import _close_reason

    text = "è" * 100  # 200 bytes of UTF-8
    cut = _close_reason(text)
    assert len(cut.encode("utf-8")) <= 123 and cut == "è" * 61
    assert _close_reason("origin not allowed") == "origin not allowed"
