"""The table at phone size with unusual seats: a dummy's hand, shown face up or played by this seat,
lies within the table and across its width (not a strip of cards down a seat's column, not past the
table's edge); a score-sheet header shows the whole name, across when its column can hold it and
upwards when it cannot, never cut.

Screenshots go to ``tests/artifacts/screens`` (test_pages.py's ``_check_page``).
"""

from __future__ import annotations

import math
import time
from typing import Any

import pytest
from browserutil import GuestPage
from test_browser import _need_game, browser, server  # noqa: F401 (fixtures)
from test_pages import LAPTOP, PHONE, SMALL, _act, _check_page

from tarocchi.web.strings import STRINGS

pytestmark = [pytest.mark.browser, pytest.mark.one_database]

OUTSIDE = """() => {
    // every card of every hand shown on the felt that lies (even in part) outside the felt's box
    const felt = document.querySelector('#felt').getBoundingClientRect();
    return [...document.querySelectorAll('#felt .hand .card, #felt .hand img')].flatMap((el) => {
        const r = el.getBoundingClientRect();
        const out = r.left < felt.left - 0.5 || r.right > felt.right + 0.5
            || r.top < felt.top - 0.5 || r.bottom > felt.bottom + 0.5;
        const hand = el.closest('.hand');
        return out ? [`${hand.id || hand.className} ${el.dataset.card || el.alt} ${Math.round(r.left)}..`
            + `${Math.round(r.right)} in ${Math.round(felt.left)}..${Math.round(felt.right)}`] : [];
    });
}"""

PAGE_SAYS = """() => Object.fromEntries(['#status', '#result', '#server-away', '#message', '#dialog'].map(
    (sel) => { const el = document.querySelector(sel); return [sel, el ? el.innerText.slice(0, 300) : null]; }))"""

DUMMY_ROWS = """() => {
    // the rows of card the dummy's hand this seat plays is laid out on, and its number of cards
    const cards = [...document.querySelectorAll('#dummy-hand > .card')];
    const tops = [];
    for (const c of cards) { const y = c.offsetTop; if (!tops.some((t) => Math.abs(t - y) < 20)) tops.push(y); }
    return [tops.length, cards.length];
}"""


def _open(page: Any, game: str, players: str, **options: str) -> None:
    page.select_option("#game", game)
    page.select_option("#players", players)
    for key, value in options.items():
        page.select_option(f"#opt-{key}", value)
    page.wait_for_function("(n) => document.querySelectorAll('#seats select').length === n", arg=int(players))
    page.click("#create")
    page.wait_for_url("**/t/*")
    page.wait_for_selector("#hand .card")


@pytest.mark.parametrize(
    ("game", "players"), [("french-tarot", "2"), ("gatti", "2")], ids=["french-tarot-2", "gatti-2"]
)
@pytest.mark.parametrize("size", [SMALL, PHONE], ids=["360x740", "390x844"])
def test_a_dummys_hand_lies_within_the_table_across_its_width(
    guest_page: GuestPage, game: str, players: str, size: tuple[int, int]
) -> None:
    """A hand with a dummy: through the whole hand every card of every hand on the felt lies within the
    felt; the dummy's hand is seen (face up, or played here), and the one played here is laid out on
    about as many rows as this seat's own hand (each row holds at least five cards of 44 px strips)."""
    _need_game(game)
    page, errors = guest_page(size, "Kim")
    _open(page, game, players)
    name = f"fit-{game}-{players}"
    deadline, seen, rows_seen, shot = time.monotonic() + 150, set(), [], False
    while not page.locator("#result").count() and time.monotonic() < deadline:
        outside = page.evaluate(OUTSIDE)
        assert not outside, f"{name} at {size}: cards outside the table: {outside}"
        for kind, sel in (("exposed", "#felt .hand.exposed .card"), ("held", "#dummy-hand .card")):
            if page.locator(sel).count():
                seen.add(kind)
        rows, count = page.evaluate(DUMMY_ROWS)
        if count:
            rows_seen.append((rows, count))
            assert rows <= math.ceil(count / 5), f"{name} at {size}: the dummy's {count} cards on {rows} rows"
        if seen and not shot and page.locator("#trick figure").count():
            _check_page(page, f"{name}-dummy", size)
            shot = True
        if not _act(page, touch=True):
            page.wait_for_timeout(40)
    assert page.locator("#result").count(), "the hand did not end"
    assert seen, "no dummy's hand was ever shown"
    if game == "gatti":  # a player of two always plays its own dummy (gatti.md 12.2)
        assert "held" in seen and rows_seen, (seen, rows_seen)
    page.wait_for_timeout(1700)
    _check_page(page, f"{name}-end", size)
    assert not errors, errors


WORDS_CUT = """() => [...document.querySelectorAll('table.sheet thead th .word')]
    .filter((w) => w.scrollWidth > w.clientWidth + 0.5).map((w) => w.textContent)"""


@pytest.mark.parametrize("size", [SMALL, PHONE, LAPTOP], ids=["360x740", "390x844", "1366x768"])
def test_the_score_sheet_shows_five_whole_names(guest_page: GuestPage, size: tuple[int, int]) -> None:
    """Five seats ("Computer 2" to "Computer 5"): every word of every header is whole; on a laptop the
    side panel holds them across (no name turned upwards), on a phone they may run upwards."""
    _need_game("french-tarot")
    page, errors = guest_page(size, "Kim")
    _open(page, "french-tarot", "5")
    page.wait_for_selector("#score-sheet thead th[title='Computer 2']")
    cut = page.evaluate(WORDS_CUT)
    assert not cut, f"score-sheet header words cut at {size}: {cut}"
    names = page.locator("#score-sheet thead th").evaluate_all("els => els.slice(1).map((e) => e.textContent)")
    assert names == ["Kim", "Computer 2", "Computer 3", "Computer 4", "Computer 5"], names
    upright = page.locator("#score-sheet.upright").count()
    if size == LAPTOP:
        assert not upright, "at 1366 px the five names fit across but were turned upwards"
    box = page.locator("#score-sheet").bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= size[0]  # every column on screen
    _check_page(page, "sheet-french-tarot-5", size)
    assert not errors, errors


@pytest.mark.parametrize("size", [SMALL, LAPTOP], ids=["360x740", "1366x768"])
def test_the_next_hand_is_a_screen_from_the_hands_scores(
    guest_page: GuestPage,
    server: str,  # noqa: F811
    size: tuple[int, int],
) -> None:
    """A hand of four (Tarocchino: its scoring explained in some forty lines) ends: with the result's top at
    the top of the screen, "next hand" is on that screen, above the explanation; the result's sheet and
    the side's show every name whole. A first deal that wins the match has no next hand: another table."""
    _need_game("tarocchino")
    page, errors = guest_page(size, "Kim")
    for _ in range(3):  # a first deal that reaches 800 wins the match (R9.2, about 1 in 400): no next hand
        _open(page, "tarocchino", "4")
        deadline = time.monotonic() + 150
        while not page.locator("#result").count() and time.monotonic() < deadline:
            if not _act(page, touch=size[0] < 700):
                page.wait_for_timeout(40)
        page.wait_for_selector("#result-title")
        if page.locator("#result-title").inner_text() != STRINGS["en"]["match_over"]:
            break
        page.goto(server)
        page.wait_for_selector("#create")
    try:
        page.wait_for_selector("#next-hand")
    except Exception:  # say what the page showed instead
        pytest.fail(f"no 'next hand' button; the page showed: {page.evaluate(PAGE_SAYS)}")
    page.wait_for_timeout(1700)  # the last trick stays a moment
    page.locator("#result").evaluate("(el) => el.scrollIntoView({ block: 'start' })")
    top, bottom, explain = page.evaluate(
        """() => { const next = document.querySelector('#next-hand').getBoundingClientRect();
                   const explain = (document.querySelector('#explain') || document.body).getBoundingClientRect();
                   return [next.top, next.bottom, document.querySelector('#explain') ? explain.top : next.bottom]; }"""
    )
    assert top >= 0 and bottom <= size[1], f"next hand at {top}..{bottom} px, off a {size[1]} px screen"
    assert bottom <= explain + 0.5, "next hand comes after the explanation"
    cut = page.evaluate(WORDS_CUT)
    assert not cut, f"score-sheet header words cut at {size}: {cut}"
    _check_page(page, "next-hand-tarocchino-4", size)
    assert not errors, errors
