"""A web audit (stop 41): the page as a phone and a desktop use it, and as an attacker tries it.

* A socket refused for now (``web_reconnecting_too_fast``, closed with 1013) shows the coded reason in the
  page's language and is tried again no sooner than the refusal's ``seconds`` allow, not every second.
* A login is compared folded (NFKC, case folded: :func:`tarocchi.storage.login_key`): ``𝐚dmin`` (a
  mathematical bold a) cannot be registered beside ``admin``, signs in to it, and its failed sign-ins count
  against it (each look-alike spelling had a bucket of its own).
"""

from __future__ import annotations

import re
import threading
import time
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from browserutil import _create, _need_browser, _shot
from fastapi.testclient import TestClient
from test_browser import _free_port, browser  # noqa: F401 (fixtures)
from wsutil import SAME_ORIGIN

from tarocchi.web.app import ACCOUNT_FAILURES, available_games
from tarocchi.web.tables import Limits

BOLD_A = "\U0001d41a"  # MATHEMATICAL BOLD SMALL A
FULLWIDTH = {c: chr(ord(c) - ord("a") + 0xFF41) for c in "admin"}

GAME = "tarocchino" if "tarocchino" in available_games() else "toy"
OPENS_PER_SECOND = 0.2
"""One socket opening every 5 s past a burst of one: a reload right after the table page opened is refused
for a few seconds."""


def _serve(app: Any) -> Iterator[str]:
    import uvicorn

    port = _free_port()
    srv = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning", ws_max_size=65536))
    thread = threading.Thread(target=srv.run, daemon=True)
    thread.start()
    base = f"http://127.0.0.1:{port}"
    for _ in range(200):
        try:
            if httpx.get(base + "/api/me", timeout=1).status_code == 200:
                break
        except httpx.HTTPError:
            time.sleep(0.05)
    yield base
    srv.should_exit = True
    thread.join(timeout=10)


@pytest.fixture
def server(app_factory: Any) -> Iterator[str]:
    """The browser tests' server, its socket openings per table limited to a burst of one."""
    _need_browser()
    limits = Limits(socket_opens_burst=1.0, socket_opens_per_second=OPENS_PER_SECOND)
    yield from _serve(app_factory(bot_delay=0.0, rate_per_second=1000, rate_burst=1000, limits=limits))


@pytest.mark.browser
@pytest.mark.one_database
@pytest.mark.parametrize(
    ("lang", "reason", "again"),
    [
        ("it", "Troppe connessioni a questo tavolo in poco tempo: aspetta", "Nuovo tentativo fra"),
        ("fr", "Trop de connexions à cette table en peu de temps : attendez", "Nouvelle tentative dans"),
    ],
)
def test_a_socket_refused_as_too_fast_says_why_and_waits_as_told(
    guest_page: Any, lang: str, reason: str, again: str
) -> None:
    """Reloading the table page at once is refused (1013, ``web_reconnecting_too_fast``, wait N s): the banner
    gives that reason in the page's language and when the page tries again, and the next socket opens no
    sooner than N s later (the page used to say "the server is away" and knock every second)."""
    page, errors = guest_page((390, 844), "Ann")
    page.select_option("#lang", lang)
    page.wait_for_function("(l) => document.documentElement.lang === l", arg=lang)
    _create(page, GAME, ["human", "heuristic", "heuristic", "heuristic"])
    page.wait_for_selector("#hand .card")
    opens: list[float] = []
    refusals: list[tuple[float, dict[str, Any]]] = []

    def watch(ws: Any) -> None:
        opens.append(time.monotonic())
        ws.on("framereceived", lambda frame: _refusal(frame, refusals))

    page.on("websocket", watch)
    page.reload()
    page.wait_for_selector("#server-away")
    banner = page.inner_text("#server-away")
    _shot(page, f"stop41-too-fast-{lang}")
    assert banner.startswith(reason), banner
    seconds = int(re.search(r"(\d+) s", banner).group(1))  # type: ignore[union-attr]
    assert refusals and refusals[0][1]["params"]["seconds"] == seconds
    assert again in banner and "server" not in banner.lower(), banner
    page.wait_for_selector("#server-away", state="detached", timeout=30_000)  # back at the table
    page.wait_for_selector("#hand .card")
    assert len(opens) == 2, f"{len(opens)} sockets opened: the page knocked again before it was told to"
    assert opens[1] - refusals[0][0] >= seconds - 0.2, (opens, refusals)
    assert not errors, errors


def _refusal(frame: Any, into: list[tuple[float, dict[str, Any]]]) -> None:
    """Note the time and text of a socket's coded refusal (an ``error`` frame sent as it closes)."""
    import json

    text = frame if isinstance(frame, str) else getattr(frame, "payload", frame)
    try:
        msg = json.loads(text)
    except (TypeError, ValueError):
        return
    if isinstance(msg, dict) and msg.get("type") == "error" and msg.get("closed"):
        into.append((time.monotonic(), msg))


def test_a_look_alike_login_is_the_same_login(app_factory: Any) -> None:
    """``𝐚dmin`` and ``ＡＤＭＩＮ`` are ``admin``: registering them is refused as taken, and signing in with
    them opens admin's account (it used to register a second account, and sign-in found none)."""
    with TestClient(app_factory(), headers=SAME_ORIGIN) as c:
        admin = c.post("/api/register", json={"login": "admin", "password": "long enough"}).json()
        for other in (f"{BOLD_A}dmin", "".join(FULLWIDTH.values()).upper(), "ADMIN"):
            r = c.post("/api/register", json={"login": other, "password": "another one"})
            assert r.status_code == 409 and r.json()["code"] == "web_login_taken", (other, r.text)
            r = c.post("/api/login", json={"login": other, "password": "long enough"})
            assert r.status_code == 200 and r.json()["id"] == admin["id"], (other, r.text)


def test_failed_sign_ins_with_look_alike_logins_count_against_the_one_account(app_factory: Any) -> None:
    """The failures allowed per login are counted per folded login: spelling ``admin`` with bold, fullwidth
    or capital letters does not give a guesser more tries at the account."""
    app = app_factory()
    addresses, logins = app.state.login_buckets
    addresses.burst = 1000.0  # one address here stands for many: only the per-login count is under test
    logins.clock = lambda: 1000.0  # no failure is forgiven while the guesses (each hashed) go on
    forms = [lambda c: c, lambda c: c.upper(), lambda c: FULLWIDTH[c], lambda c: chr(ord(c) - ord("a") + 0x1D41A)]
    spellings = ["".join(forms[(i >> (2 * k)) % 4](ch) for k, ch in enumerate("admin")) for i in range(1, 200)]
    spellings = list(dict.fromkeys(spellings))[: int(ACCOUNT_FAILURES[1])]
    with TestClient(app, headers=SAME_ORIGIN) as c:
        assert c.post("/api/register", json={"login": "admin", "password": "long enough"}).status_code == 200
        for typed in spellings:
            r = c.post("/api/login", json={"login": typed, "password": "a wrong guess"})
            assert r.status_code == 401, (typed, r.text)
        r = c.post("/api/login", json={"login": "admin", "password": "long enough"})
        assert r.status_code == 429 and r.json()["code"] == "web_too_many_logins", r.text


@pytest.mark.browser
@pytest.mark.one_database
def test_the_lobby_says_a_seat_is_free_rather_than_a_dash(guest_page: Any) -> None:
    """A table of the lobby whose person's seat nobody holds names it "free" (the table's own page does),
    not "—" as if someone nameless sat there."""
    page, errors = guest_page((390, 844), "Ann")
    page.select_option("#lang", "it")
    page.wait_for_function("(l) => document.documentElement.lang === l", arg="it")
    _create(page, GAME, ["human", "human", "heuristic", "heuristic"])
    page.click("#nav-lobby")
    page.wait_for_selector("#table-list")
    row = page.locator("#table-list li").first.inner_text()
    _shot(page, "stop41-lobby-free-seat")
    assert "Ann, libero, Computer 3, Computer 4" in row, row
    assert "—" not in row, row
    assert not errors, errors


def test_a_login_whose_key_outgrows_its_column_is_refused_as_too_long(app_factory: Any) -> None:
    """NFKC writes a few characters as many letters (U+FDFA as 18): a login whose key would not fit the
    key's column is refused as too long, in words, not failed by the database (PostgreSQL's VARCHAR)."""
    with TestClient(app_factory(), headers=SAME_ORIGIN) as c:
        r = c.post("/api/register", json={"login": "\ufdfa" * 8, "password": "long enough"})
        assert r.status_code == 400 and r.json()["code"] == "web_login_too_long", r.text
        assert c.post("/api/register", json={"login": "\ufdfa" * 7, "password": "long enough"}).status_code == 200
