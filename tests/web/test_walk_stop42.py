"""A walk through the web app as a person plays it (stop 42), in Italian and French, at phone and laptop size.

* The lobby offered no length of a match: the game's numbers (``match_hands``, ``deals``, ``target_score``) are
  left off its setup screens (``setup``), and the lobby showed only those. It offers them now, as the terminal
  does, each empty field saying the default for the players chosen (3 hands of Gatti with three players, 4
  with four; no score that ends it); a match of one hand ends after it.
* The history page wrote the players' totals as one sentence: a computer's name ("Ordinateur 2 ·
  intermédiaire") broke across two lines, a name too wide ran past the page's edge. Each player's total is a
  piece of its own now: a name wraps between its words, a word too wide is cut by an ellipsis (whole in the
  title), a total never parted from its name's colon.
* A seat tag's pieces ("intermédiaire · Plis : 0 · Points : 0") wrapped before their dots: a line began
  with "·". The dot now ends the line before the break.
* A page's link in the header ("Sala") was 36 px wide on a phone: a touch target is 44 px each way.
"""

from __future__ import annotations

import json
import time
from typing import Any

import pytest
from browserutil import GuestPage, _shot, _step
from fastapi.testclient import TestClient
from test_browser import _need_game, browser, server  # noqa: F401 (fixtures)

from tarocchi.web.strings import STRINGS

PHONE, LAPTOP = (390, 844), (1366, 768)

WIDE = "W" * 24
"""A name as long as the server takes, of the widest letter: wider than a phone's history line."""


def _in(page: Any, lang: str) -> None:
    """The page in ``lang`` (the language menu)."""
    page.select_option("#lang", lang)
    page.wait_for_function("(l) => document.documentElement.lang === l", arg=lang)
    page.wait_for_selector("#create-form")


def _placeholder(page: Any, key: str) -> str:
    """The default an option's empty number field says."""
    return str(page.get_attribute(f"#opt-{key}", "placeholder"))


def _players(page: Any, n: int) -> None:
    page.select_option("#players", str(n))
    page.wait_for_function("(n) => document.querySelectorAll('#seats select').length === n", arg=n)


def test_the_config_says_each_player_counts_match_length(app_factory: Any) -> None:
    """The lobby learns a match's default length for each player count from the game (it never names one)."""
    with TestClient(app_factory()) as c:
        games = {g["name"]: g for g in c.get("/api/config").json()["games"]}
    if "gatti" in games:
        assert games["gatti"]["match_lengths"] == {"3": 3, "4": 4, "2": 4}
    if "french-tarot" in games:
        assert games["french-tarot"]["match_lengths"] == {"4": 4, "3": 3, "5": 5, "2": 2}


@pytest.mark.browser
@pytest.mark.one_database
@pytest.mark.parametrize(("size", "lang"), [(PHONE, "it"), (LAPTOP, "fr")], ids=["phone-it", "laptop-fr"])
def test_the_lobby_offers_the_length_of_a_match(guest_page: GuestPage, size: tuple[int, int], lang: str) -> None:
    """A match's length is offered in the lobby, labelled in the page's language, its empty field saying the
    default for the players chosen; a score that ends a match says none. (The lobby offered neither.)"""
    _need_game("gatti")
    _need_game("french-tarot")
    page, errors = guest_page(size, "Ann")
    _in(page, lang)
    page.select_option("#game", "gatti")
    page.wait_for_selector("#opt-match_hands")
    label = page.inner_text("label[for='opt-match_hands']")
    assert label.strip() == {"it": "Mani della partita", "fr": "Donnes de la partie"}[lang]
    assert _placeholder(page, "match_hands") == "3"
    _players(page, 4)
    assert _placeholder(page, "match_hands") == "4"
    page.select_option("#game", "french-tarot")
    page.wait_for_selector("#opt-deals")
    assert _placeholder(page, "deals") == "4"
    _players(page, 5)
    assert _placeholder(page, "deals") == "5"
    assert _placeholder(page, "target_score") == STRINGS[lang]["none"]
    # typed, then emptied: back to the default (nothing sent)
    page.fill("#opt-deals", "2")
    page.dispatch_event("#opt-deals", "change")
    assert page.input_value("#opt-deals") == "2"
    page.fill("#opt-deals", "")
    page.dispatch_event("#opt-deals", "change")
    assert page.input_value("#opt-deals") == "" and _placeholder(page, "deals") == "5"
    _shot(page, f"stop42-walk-lobby-length-{lang}-{size[0]}")
    assert not errors


DOT_STARTS_LINE = """() => [...document.querySelectorAll('.seat-tag .kind')].flatMap((kind) => {
    // a text node holding the dot between two pieces, on a line below the piece before it
    const out = [];
    for (const node of kind.childNodes) {
        if (node.nodeType !== 3 || !node.textContent.includes('·')) continue;
        const before = node.previousSibling;
        if (!before || !before.getBoundingClientRect) continue;
        const range = document.createRange();
        const at = node.textContent.indexOf('·');
        range.setStart(node, at);
        range.setEnd(node, at + 1);
        const dot = range.getBoundingClientRect();
        if (dot.top >= before.getBoundingClientRect().bottom - 2) out.push(kind.textContent);
    }
    return out;
})"""

HEADER_LINKS = """() => [...document.querySelectorAll('header a')].flatMap((a) => {
    const r = a.getBoundingClientRect();
    return r.width < 44 || r.height < 44 ? [`${a.textContent} ${Math.round(r.width)}x${Math.round(r.height)}`] : [];
})"""


@pytest.mark.browser
@pytest.mark.one_database
def test_a_seat_tags_line_never_starts_with_its_dot_and_the_header_links_are_44px(guest_page: GuestPage) -> None:
    """Five seats on a phone in French: the tags' pieces wrap, and a dot between two ends the line before the
    break (it started the next); in Italian the header's "Sala" is a touch target of 44 px (it was 36 wide)."""
    _need_game("french-tarot")
    page, errors = guest_page(PHONE, "Ann")
    _in(page, "it")
    assert not page.evaluate(HEADER_LINKS)
    _in(page, "fr")
    assert not page.evaluate(HEADER_LINKS)
    page.select_option("#game", "french-tarot")
    _players(page, 5)
    page.click("#create")
    page.wait_for_url("**/t/*")
    page.wait_for_selector("#hand .card")
    page.wait_for_selector(".seat-tag .kind")
    _shot(page, "stop42-walk-seat-tags-fr")
    wrapped = page.evaluate("() => [...document.querySelectorAll('.seat-tag .kind')].some((k) => k.offsetHeight > 30)")
    assert wrapped, "no seat tag's pieces wrap: the test shows nothing"
    assert not page.evaluate(DOT_STARTS_LINE)
    assert not errors


TOTALS = """() => [...document.querySelectorAll('#history li')].map((li) => ({
    pieces: [...li.querySelectorAll('.totals .total')].map((el) => {
        const r = el.getBoundingClientRect();
        const words = [...el.querySelectorAll('.word')];
        return { text: el.textContent, title: el.title, right: r.right, top: r.top, bottom: r.bottom,
                 cut: words.some((w) => w.scrollWidth > w.clientWidth + 0.5),
                 ellipsis: words.every((w) => getComputedStyle(w).textOverflow === 'ellipsis'),
                 score: el.querySelector('.score') ? el.querySelector('.score').textContent : null,
                 scoreLines: el.querySelector('.score') ? el.querySelector('.score').getClientRects().length : 0 };
    }),
    width: document.documentElement.clientWidth,
    scroll: document.documentElement.scrollWidth,
}))"""


@pytest.mark.browser
@pytest.mark.one_database
def test_a_match_of_one_hand_ends_and_the_history_shows_each_total_whole(guest_page: GuestPage) -> None:
    """In French on a phone, a Gatti match of one hand (the lobby's length) ends after it; the history page
    gives each player's total a piece of its own, within the page, the widest name cut by an ellipsis and whole
    in the title, each total on its colon's line. (No length could be chosen; the totals were one sentence,
    the wide name past the edge.)"""
    _need_game("gatti")
    page, errors = guest_page(PHONE, WIDE)
    _in(page, "fr")
    page.select_option("#game", "gatti")
    page.wait_for_selector("#opt-match_hands")
    page.fill("#opt-match_hands", "1")
    page.dispatch_event("#opt-match_hands", "change")
    for i in (1, 2):
        page.select_option(f"select[data-seat='{i}']", "beginner")
    page.click("#create")
    page.wait_for_url("**/t/*")
    table = page.url.rsplit("/", 1)[1]
    listed = page.evaluate("async () => (await (await fetch('/api/tables')).json()).tables")
    assert [x["options"].get("match_hands") for x in listed if x["id"] == table] == [1]
    deadline = time.monotonic() + 150
    while not page.locator("#result").count():
        assert time.monotonic() < deadline, "the hand did not finish in 150 s"
        if not _step(page, touch=True):
            page.wait_for_timeout(50)
    page.wait_for_selector("#result-title")
    assert page.inner_text("#result-title") == STRINGS["fr"]["match_over"]
    assert not page.locator("#next-hand").count()
    page.click("#nav-history")
    page.wait_for_selector("#history li .totals")
    _shot(page, "stop42-walk-history-fr-390")
    (entry,) = page.evaluate(TOTALS)
    assert entry["scroll"] <= entry["width"], entry
    pieces = entry["pieces"]
    assert len(pieces) == 3, json.dumps(pieces)
    assert pieces[0]["title"] == WIDE and pieces[0]["text"].startswith(WIDE), pieces[0]
    assert pieces[0]["cut"] and pieces[0]["ellipsis"], pieces[0]
    for piece in pieces:
        assert piece["right"] <= entry["width"] + 0.5, piece
        assert piece["score"].startswith("\u00a0: "), piece  # French: the colon on the total's line
        assert piece["scoreLines"] == 1, piece
    # a computer's name and its total on one piece: "Ordinateur 2 · débutant : 14"
    assert all(p["text"].startswith(p["title"]) for p in pieces), pieces
    assert not errors


def _play_to_the_end(page: Any, touch: bool, seconds: float = 180) -> None:
    """Play whatever this page is offered until the hand's result shows."""
    deadline = time.monotonic() + seconds
    while not page.locator("#result").count():
        assert time.monotonic() < deadline, f"the hand did not finish in {seconds} s"
        if not _step(page, touch=touch):
            page.wait_for_timeout(50)


EMPTY_HANDS = """() => [...document.querySelectorAll('#felt .other-hand')]
    .filter((box) => !box.querySelector('.card, img')).map((box) => box.textContent)"""


@pytest.mark.browser
@pytest.mark.one_database
def test_a_dummys_hand_emptied_by_the_last_trick_leaves_no_empty_box(guest_page: GuestPage) -> None:
    """Two-player Gatti on a laptop in Italian: at the hand's end the two dummies' hands are empty, and no
    labelled box is left for them ("Carte di Computer 2 (morto)" over an empty strip, twice)."""
    _need_game("gatti")
    page, errors = guest_page(LAPTOP, "Ann")
    _in(page, "it")
    page.select_option("#game", "gatti")
    _players(page, 2)
    page.select_option("select[data-seat='1']", "beginner")
    page.click("#create")
    page.wait_for_url("**/t/*")
    page.wait_for_selector("#hand .card")
    # the dummies are turned face up after the discard (12.2; one's own may be seen before when it deals)
    deadline = time.monotonic() + 120
    while not page.locator("#felt .other-hand").count() and not page.locator("#result").count():
        assert time.monotonic() < deadline, "no dummy's hand was shown in 120 s"
        if not _step(page, touch=False):
            page.wait_for_timeout(50)
    assert page.locator("#felt .other-hand").count() >= 1, "no dummy's hand is shown: the test shows nothing"
    _play_to_the_end(page, touch=False)
    page.wait_for_timeout(300)
    _shot(page, "stop42-walk-gatti2-end-it")
    assert not page.evaluate(EMPTY_HANDS)
    assert not errors
