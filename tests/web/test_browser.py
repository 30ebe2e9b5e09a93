"""End-to-end tests in a real headless Chromium (the Debian ``chromium``) driven by Playwright.

Skipped only when the browser is absent and ``TAROCCHI_REQUIRE_ALL`` is unset (CI sets it, and then a
missing browser fails). Never run ``playwright install``: the system Chromium is launched directly.
"""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from browserutil import Answers, _create, _deal_again, _finished, _guest, _need_browser, _shot, _step
from wsutil import all_games

pytestmark = pytest.mark.browser


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture
def server(app_factory: Any) -> Iterator[str]:
    import uvicorn

    _need_browser()
    for _ in range(3):  # a port another process took between _free_port and the bind: another port
        app = app_factory(bot_delay=0.0, rate_per_second=1000, rate_burst=1000)
        port = _free_port()
        srv = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning", ws_max_size=65536))
        thread = threading.Thread(target=srv.run, daemon=True)
        thread.start()
        base = f"http://127.0.0.1:{port}"
        # a deadline, not a count of tries: a loaded CI machine may take well over 10 s to start the app
        deadline, up = time.monotonic() + 60, False
        while not up and thread.is_alive() and time.monotonic() < deadline:
            try:
                up = httpx.get(base + "/api/me", timeout=5).status_code == 200
            except httpx.HTTPError:
                time.sleep(0.05)
        if up or thread.is_alive():
            break
    assert up, f"the test server did not answer at {base} within 60 s"
    yield base
    srv.should_exit = True
    thread.join(timeout=10)


@pytest.fixture
def browser(chromium: Any) -> Iterator[Any]:
    """The module's Chromium (conftest's ``chromium``), with every context and page the test opened closed
    after it: the next test starts as on a freshly launched browser (no cookies, no storage, no page)."""
    yield chromium
    for context in list(chromium.contexts):
        context.close()


def _need_game(name: str) -> None:
    if name not in all_games():
        pytest.skip(f"{name} is not in this tree yet")


def test_one_person_plays_a_french_tarot_hand_against_three_bots(server: str, browser: Any) -> None:
    _need_game("french-tarot")
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(server + "/")
    _guest(page, "Ann")
    _create(page, "french-tarot", ["human", "heuristic", "heuristic", "heuristic"])
    page.wait_for_selector("#hand .card")
    assert page.locator("#hand .card").count() == 18
    _shot(page, "french-tarot-start")
    deadline, plays, shot = time.monotonic() + 120, 0, False
    while not _finished(page) and time.monotonic() < deadline:
        if _step(page):
            plays += 1
            if plays == 12 and not shot:
                _shot(page, "french-tarot-mid")
                shot = True
        page.wait_for_timeout(30)
    assert _finished(page), "the hand did not finish"
    _shot(page, "french-tarot-end")
    assert page.locator("#result table.sheet").count() == 1
    assert page.locator("#score-sheet tr").count() >= 3
    assert not errors, errors


def test_four_browsers_play_a_tarocchino_hand_together(server: str, browser: Any) -> None:
    _need_game("tarocchino")
    pages = [browser.new_context(viewport={"width": 1200, "height": 850}).new_page() for _ in range(4)]
    errors: list[str] = []
    for p in pages:
        p.on("pageerror", lambda e: errors.append(str(e)))
    pages[0].goto(server + "/")
    _guest(pages[0], "Ada")
    url = _create(pages[0], "tarocchino", ["human"] * 4)
    for i, p in enumerate(pages[1:], start=1):
        p.goto(url)
        _guest(p, f"Player{i}")
        p.wait_for_selector("button.join")
        p.locator("button.join").first.click()
        p.wait_for_selector("#felt")
    for p in pages:
        p.wait_for_selector("#hand .card")
    deadline = time.monotonic() + 180
    while not all(_finished(p) for p in pages) and time.monotonic() < deadline:
        acted = False
        for p in pages:
            acted |= _step(p)
        if not acted:
            pages[0].wait_for_timeout(50)
    for i, p in enumerate(pages):
        _shot(p, f"tarocchino-end-{i}")
    assert all(_finished(p) for p in pages), "the hand did not finish on every page"
    assert not errors, errors


def test_a_reload_mid_hand_restores_the_seat(server: str, browser: Any) -> None:
    _need_game("french-tarot")
    page = browser.new_page()
    answers = Answers(page)
    page.goto(server + "/")
    _guest(page, "Ann")
    _create(page, "french-tarot", ["human", "heuristic", "heuristic", "heuristic"])
    page.wait_for_selector("#hand .card")
    deadline = time.monotonic() + 120
    while page.locator("#trick figure").count() == 0 and time.monotonic() < deadline:
        if _finished(page):  # a deal annulled before any card (a petit sec): the next deal
            _deal_again(page)
        _step(page)
        page.wait_for_timeout(30)
    assert page.locator("#trick figure").count(), "no card was played"
    for _ in range(3):
        _step(page)
        page.wait_for_timeout(100)
    # the hand as the server has it: a card clicked just now leaves the page's hand only when the answer comes
    answers.wait(page)
    before = page.locator("#hand .card").evaluate_all("els => els.map(e => e.dataset.card)")
    log_before = page.locator("#log li").count()
    page.reload()
    page.wait_for_selector("#hand .card")
    after = page.locator("#hand .card").evaluate_all("els => els.map(e => e.dataset.card)")
    assert after == before and after
    assert page.locator("#log li").count() >= log_before
    assert page.locator(".seat-tag[data-seat='0']").count() == 1 and page.locator("#join-box").count() == 0
    deadline = time.monotonic() + 120
    while not _finished(page) and time.monotonic() < deadline:
        _step(page)
        page.wait_for_timeout(30)
    assert _finished(page)


def test_one_person_plays_a_two_player_gatti_hand_with_its_dummy_against_a_bot(server: str, browser: Any) -> None:
    _need_game("gatti")
    page = browser.new_page(viewport={"width": 1280, "height": 1000})
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(server + "/")
    _guest(page, "Ann")
    page.wait_for_selector("#create-form")
    page.select_option("#game", "gatti")
    page.select_option("#players", "2")
    assert page.locator("#seats select").count() == 2  # two seats to fill; the server adds the dummies
    page.select_option("select[data-seat='0']", "human")
    page.select_option("select[data-seat='1']", "intermediate")
    page.click("#create")
    page.wait_for_url("**/t/*")
    page.wait_for_selector("#hand .card")
    # my dummy sits opposite me (seat 2, played by seat 0); its hand shows when the rules allow (12.2: when it
    # deals, else once turned up after the discard), and no empty box before
    assert page.locator("#dummy-hand").count() == page.locator("#dummy-hand[data-dummy='2']").count() <= 1
    deadline, dummy_plays, exposed, shot = time.monotonic() + 150, 0, False, False
    while not _finished(page) and time.monotonic() < deadline:
        raised = page.locator("#dummy-hand .card.playable")
        if raised.count() and not page.locator("#confirm-choice").count():
            # the dummy's turn: its playable cards are raised and the person plays one for it
            if not shot:
                _shot(page, "gatti2-dummy-turn")
                shot = True
            try:
                raised.first.click(timeout=2000)
                dummy_plays += 1
            except Exception:  # the page re-rendered under the click: look again
                pass
        else:
            _step(page)
        exposed |= page.locator(".hand.exposed[data-dummy='3'] .card").count() > 0
        page.wait_for_timeout(30)
    assert _finished(page), "the hand did not finish"
    _shot(page, "gatti2-end")
    assert dummy_plays > 0, "the dummy's cards were never raised for the person to play"
    assert exposed, "the bot's dummy was never shown face up"
    assert page.locator("#result table.sheet").count() == 1
    assert not errors, errors
