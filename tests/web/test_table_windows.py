# ruff: noqa: F811  (the server and browser fixtures come from test_browser)
"""The table page and the decisions around a hand: a decision out of turn is made or let pass (the computer
players wait for it: French Tarot R9.3, C13, a chelem announced before another seat leads); a card a seat
showed (Gatti's face-up cards, 4.2) is drawn dimmed once it has left that hand; a dummy's hand this seat may
not see yet (Gatti 12.2) is no empty box."""

from __future__ import annotations

import contextlib
import time
from typing import Any

import pytest
from browserutil import GuestPage
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError
from test_browser import _need_game, browser, server  # noqa: F401 (fixtures)
from test_pages import LAPTOP, PHONE, _act
from test_phone_fit import _open

pytestmark = [pytest.mark.browser, pytest.mark.one_database]

LEAVE = """(id) => fetch(`/api/tables/${id}/leave`, { method: 'POST', headers: { 'Content-Type': 'application/json' },
    body: '{}' }).then((r) => r.status)"""


def _takes_with_a_computer_to_lead(page: Any) -> bool:
    """Bid garde contre when offered; whether the page then offers this taker her chelem out of turn."""
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if page.locator("#let-pass").count():
            return True
        garde_contre = page.locator('#dialog button.act[data-action*="garde-contre"]')
        if garde_contre.count():
            # the auction may move on while the click waits (a redraw takes the button): look again
            with contextlib.suppress(PlaywrightTimeoutError):
                garde_contre.first.click(timeout=3000)
            page.wait_for_timeout(150)
            continue
        if page.locator("#dialog button.act, #hand .card.playable, #result").count():
            return False  # outbid, leading herself, or a deal annulled
        page.wait_for_timeout(50)
    return False


def test_the_computer_leader_waits_until_the_taker_lets_her_chelem_pass(guest_page: GuestPage, server: str) -> None:
    _need_game("french-tarot")
    page, errors = guest_page(LAPTOP, "Ann")
    for _ in range(12):
        _open(page, "french-tarot", "4")
        if _takes_with_a_computer_to_lead(page):
            break
        assert page.evaluate(LEAVE, page.url.rsplit("/", 1)[1]) == 200
        page.goto(server)
        page.wait_for_selector("#create")
    else:
        raise AssertionError("Ann never took with a computer player to lead, at 12 tables")
    assert page.locator('#dialog button.act[data-action*="announce"]').count() == 1
    page.wait_for_timeout(1000)  # computer players play at once here: this one waits for her
    assert page.locator("#trick figure").count() == 0
    page.click("#let-pass")
    page.wait_for_function("() => document.querySelectorAll('#trick figure').length > 0")
    assert page.locator("#let-pass").count() == 0
    assert not errors, errors


def test_a_face_up_card_that_left_its_hand_is_dimmed(guest_page: GuestPage) -> None:
    _need_game("gatti")
    page, errors = guest_page(LAPTOP, "Ann")
    _open(page, "gatti", "3")
    deadline = time.monotonic() + 150
    while not page.locator("#result").count() and time.monotonic() < deadline:
        if not _act(page, touch=False):
            page.wait_for_timeout(40)
    faceup = page.locator("[data-pile^='faceup:'] img")
    assert faceup.count() == 3
    # every face-up card was played by the end, but one the dealer may have discarded
    assert page.locator("[data-pile^='faceup:'] img.gone").count() >= 2
    alt = page.locator("[data-pile^='faceup:'] img.gone").first.get_attribute("alt") or ""
    assert alt.endswith("(no longer in the hand)"), alt
    assert not errors, errors


def test_a_dummys_hand_not_seen_yet_is_no_empty_box(guest_page: GuestPage, monkeypatch: Any) -> None:
    _need_game("gatti")
    from tarocchi.web import tables

    monkeypatch.setattr(tables, "draw_first_dealer", lambda *drawn: 0)  # Ann deals: her discard comes first
    page, errors = guest_page(PHONE, "Ann")
    _open(page, "gatti", "2")
    for _ in range(40):  # through the computer's discard, until the dummies are turned up
        boxes = page.locator("#dummy-hand")
        assert boxes.count() == 0 or page.locator("#dummy-hand .card").count() > 0, "an empty dummy's hand"
        if page.locator("#dummy-hand .card").count():
            break
        if not _act(page, touch=True):
            page.wait_for_timeout(100)
    assert page.locator("#dummy-hand .card").count() > 0
    assert not errors, errors
