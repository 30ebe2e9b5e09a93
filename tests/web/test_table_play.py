# ruff: noqa: F811  (the server and browser fixtures come from test_browser)
"""Issue 16 at the table in a real Chromium: the keyboard alone plays a hand, reduced motion moves
nothing, and a download mid-hand gives the record so far without a card this seat may not see.

The privacy choice for a download mid-hand: the record so far is the hands already over, in full (their
cards were all played or shown, and a record must hold every deal to replay); the hand in progress is
added only once it is over. A record with the other seats' cards blanked out would not replay, and one
with them would give away hidden cards, the chien or a discard.
"""

from __future__ import annotations

import json
import re
import time
from typing import Any

import pytest
from browserutil import GuestPage, _deal_again
from test_browser import _guest, _need_game, browser, server  # noqa: F401 (fixtures)
from test_pages import LAPTOP, _act, _check_page
from test_phone_fit import _open

pytestmark = [pytest.mark.browser, pytest.mark.one_database]

ACTIONABLE = """() => {
    // what Enter would do on the focused element: "act" when it is something to do now, else "" (Tab on)
    const el = document.activeElement;
    const todo = '.hand .card.playable, #dialog button.act, #confirm-choice:not(:disabled)';
    if (!document.querySelector(todo) && !document.querySelector('#result')) return "wait";  // others play
    if (!el || el === document.body) return "";
    const confirm = document.querySelector('#confirm-choice');
    if (el.id === 'confirm-choice') return el.disabled ? "" : "act";
    if (el.id === 'next-hand') return el.disabled ? "" : "done";
    if (el.matches('#dialog button.act')) {
        const take = [...document.querySelectorAll('#dialog button.act')]
            .find((b) => !(b.dataset.action || '').includes('pass'));
        return !take || take === el ? "act" : "";
    }
    if (el.matches('.hand .card.playable')) {
        if (confirm) return !confirm.disabled || el.classList.contains('selected') ? "" : "card";
        return "card";
    }
    return "";
}"""


def _new_table(browser: Any, server: str, game: str, **context: Any) -> Any:
    page = browser.new_context(viewport={"width": LAPTOP[0], "height": LAPTOP[1]}, **context).new_page()
    page.goto(server + "/")
    _guest(page, "Kim")
    page.wait_for_selector("#create-form")
    page.select_option("#game", game)
    page.wait_for_selector("#seats select")
    page.click("#create")
    page.wait_for_url("**/t/*")
    page.wait_for_selector("#hand .card")
    return page


def test_the_keyboard_alone_plays_a_hand(server: str, browser: Any) -> None:
    """Tab moves through what there is to do, Enter does it; a redraw keeps the focus on the table, so
    the next card is a few Tabs away, not the whole page."""
    page = _new_table(browser, server, "toy")
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    cards, decisions, tabs, asked = 0, 0, 0, False
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        if page.locator("#result").count():
            break
        asked |= page.locator("#dialog button.act, #confirm-choice").count() > 0
        what = page.evaluate(ACTIONABLE)
        if what == "done":
            # the hand ended between the look above and this one ("next hand" has the focus): Enter now would
            # deal the next hand, and the match's last one has no "next hand" to wait for below
            break
        if what == "wait":
            page.wait_for_timeout(40)
        elif what:
            page.keyboard.press("Enter")
            cards += what == "card"
            decisions += what == "act"
            page.wait_for_timeout(60)
        else:
            page.keyboard.press("Tab")
            tabs += 1
        assert tabs < 2000, "Tab never reached anything to do"
    assert page.locator("#result").count(), "the hand did not end"
    assert cards >= 1 and (decisions >= 1 or not asked), (cards, decisions, asked)
    # the focus stays on the table: the result's "next hand" button is where it went at the end
    page.wait_for_selector("#next-hand")
    page.wait_for_timeout(1700)  # the last trick stays a moment, then the table is drawn again
    assert page.evaluate("document.activeElement && document.activeElement.id") == "next-hand"
    # every card of the hand is named in words for a screen reader
    labels = page.locator("#felt img").evaluate_all("els => els.map(e => e.alt)")
    assert labels and all(x and x != "hidden card" for x in labels), labels
    assert not errors, errors


def _play_watching_motion(page: Any) -> dict[str, Any]:
    page.evaluate(
        """() => {
            window.__entered = 0;
            new MutationObserver((ms) => { for (const m of ms) for (const n of m.addedNodes)
                if (n.nodeType === 1 && (n.matches('.enter') || n.querySelector('.enter'))) window.__entered++; })
              .observe(document.body, { childList: true, subtree: true });
        }"""
    )
    transition = page.evaluate("getComputedStyle(document.querySelector('#hand .card')).transitionDuration")
    deadline = time.monotonic() + 90
    while not page.locator("#result").count() and time.monotonic() < deadline:
        if not _act(page, touch=False):
            page.wait_for_timeout(40)
    assert page.locator("#result").count()
    return {"entered": page.evaluate("window.__entered"), "transition": transition}


def test_reduced_motion_moves_no_card(server: str, browser: Any) -> None:
    still = _play_watching_motion(_new_table(browser, server, "toy", reduced_motion="reduce"))
    assert still["entered"] == 0 and still["transition"] == "0s", still
    moving = _play_watching_motion(_new_table(browser, server, "toy", reduced_motion="no-preference"))
    assert moving["entered"] > 0 and moving["transition"] != "0s", moving  # the check above can fail


def test_a_download_mid_hand_holds_the_hands_over_and_nothing_hidden(server: str, browser: Any) -> None:
    _need_game("french-tarot")
    page = _new_table(browser, server, "french-tarot")
    for _ in range(5):
        # a deal with a petit sec is annulled at once (R3.7, one deal in 600): it is over before anyone
        # acts, and the record holds it; another table deals a hand in progress
        page.wait_for_selector("#download-later, #download")
        if not page.locator("#result").count():
            break
        page.context.close()
        page = _new_table(browser, server, "french-tarot")
    table = page.url.rsplit("/", 1)[1]
    url = f"{server}/api/tables/{table}/record"
    # the first hand: nothing is over yet, so the record holds no hand (no deal, no chien)
    assert page.locator("#download-later").count() == 1 and page.locator("#download").count() == 0
    early = page.request.get(url)
    assert early.status == 200 and json.loads(early.text())["hands"] == []
    deadline = time.monotonic() + 120
    while not page.locator("#result").count() and time.monotonic() < deadline:
        if not _act(page, touch=False):
            page.wait_for_timeout(40)
    page.click("#next-hand")
    page.wait_for_function("() => !document.querySelector('#result') && document.querySelector('#hand .card')")
    mine = set(page.locator("#hand .card").evaluate_all("els => els.map(e => e.dataset.card)"))
    assert page.locator("#download").count() == 1 and page.locator("#download-partial").count() == 1
    _check_page(page, "french-tarot-second-hand", LAPTOP)
    href = page.locator("#download").get_attribute("href")
    assert href is not None
    record = json.loads(page.request.get(server + href).text())
    assert len(record["hands"]) == 1  # the hand over, not the hand in progress
    for hand in record["hands"]:
        for cards in hand["deal"]["hands"]:
            assert set(cards) != mine  # this hand's deal (my cards, the others', the chien) is not there
    headers = {"Origin": server, "Content-Type": "application/json"}
    review = page.request.post(f"{server}/api/review", data=json.dumps(record), headers=headers).json()
    assert review["ok"], review  # the record so far replays


WORDS = {
    "it": {"intermedio", "Prese", "Tocca a te", "mazziere"},
    "fr": {"intermédiaire", "Plis", "À vous de jouer", "donneur"},
}
ENGLISH = ("intermediate", "Tricks", "Your turn", "dealer", "Score sheet", "Last trick")


@pytest.mark.parametrize("lang", ["it", "fr"])
def test_the_table_speaks_the_players_language(server: str, browser: Any, lang: str) -> None:
    """Italian and French throughout: the lobby, the seats (the levels' names), the table, the record."""
    _need_game("french-tarot")
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    page = context.new_page()
    page.goto(server + "/")
    page.select_option("#lang", lang)
    # the page draws itself again in the new language: sign in on the new form, not the old one
    page.wait_for_function("(l) => document.documentElement.lang === l", arg=lang)
    page.wait_for_load_state("networkidle")
    _guest(page, "Lea")
    page.wait_for_selector("#create-form")
    page.select_option("#game", "french-tarot")
    form = page.locator("#create-form").inner_text()
    assert not [w for w in ("Person", "Seat", "Create table", "intermediate") if re.search(rf"\b{w}\b", form)], form
    page.locator("#create").tap()
    page.wait_for_url("**/t/*")
    page.wait_for_selector("#hand .card")
    # the computer seats bid first: wait for the person's turn, said in the page's language. A petit sec
    # annuls a deal at once (french-tarot R3.7, the default option), so such a deal is passed by its button.
    turn = next(w for w in WORDS[lang] if w in ("Tocca a te", "À vous de jouer"))
    for _ in range(5):
        page.wait_for_function(
            "(w) => document.querySelector('#status').textContent.includes(w)"
            " || !!document.querySelector('#next-hand')",
            arg=turn,
        )
        if turn in page.locator("#status").inner_text():
            break
        page.locator("#next-hand").tap()
        page.wait_for_function("() => !document.querySelector('#next-hand')")
    assert turn in page.locator("#status").inner_text()
    text = page.locator("#app").inner_text()
    missing = [w for w in WORDS[lang] if w not in text]
    english = [w for w in ENGLISH if re.search(rf"\b{w}\b", text)]
    _check_page(page, f"french-tarot-{lang}", (390, 844))
    assert not missing and not english, (missing, english, text[:400])
    context.close()


@pytest.mark.parametrize(
    ("game", "options"),
    [
        ("french-tarot", {"players": "5"}),
        ("gatti", {"players": "4", "mode": "call"}),
        ("piedmontese", {"players": "3"}),
    ],
    ids=["french-tarot-5", "gatti-call", "piedmontese-3"],
)
@pytest.mark.parametrize("size", [(360, 740), LAPTOP], ids=["360x740", "1366x768"])
def test_other_player_counts_fit_and_mark_the_roles(
    guest_page: GuestPage, game: str, options: dict[str, str], size: tuple[int, int]
) -> None:
    """Five seats, three, a called partner: the seats go round the table, the trick's cards in front of
    their players, nothing over anything else; the taker is marked (a called partner is marked once
    known, which a hand need not reveal: the caller may hold the king himself)."""
    _need_game(game)
    touch = size[0] < 700
    page, errors = guest_page(size, "Kim")
    page.select_option("#game", game)
    for key, value in options.items():
        page.select_option("#players" if key == "players" else f"#opt-{key}", value)
    page.click("#create")
    page.wait_for_url("**/t/*")
    page.wait_for_selector("#hand .card")
    n = int(options["players"])
    assert page.locator("#felt .seat-tag").count() == n
    deadline, full, roles, facts, said, played = time.monotonic() + 150, False, set(), set(), set(), False
    while time.monotonic() < deadline:
        if page.locator("#result").count():
            if played:
                break
            # a deal annulled before any card (a petit sec, french-tarot R3.7: one deal in 110 with five)
            _deal_again(page, touch)
            continue
        played |= page.locator("#trick figure").count() > 0
        if not full and page.locator("#trick figure").count() >= n - 1:
            _check_page(page, f"{game}-{n}-trick", size)
            full = True
        roles |= set(page.locator("#felt .badge").evaluate_all("els => els.map(e => e.className)"))
        facts |= set(page.locator("#facts").all_inner_texts())
        said |= set(page.locator("#log li").all_text_contents())
        if not _act(page, touch):
            page.wait_for_timeout(40)
    assert page.locator("#result").count(), "the hand did not end"
    roles |= set(page.locator("#felt .badge").evaluate_all("els => els.map(e => e.className)"))
    assert full, "no trick was seen with every seat's card"
    if game != "piedmontese":  # a taker (French Tarot's, Gatti's calling dealer, 12.3) is marked
        assert "badge taker" in roles, roles
    # the hand's public facts stay in sight under the status line: the called card (the game's info,
    # french-tarot R6.2, gatti 12.3) from the call to the end, Piedmontese's reference (38 of 114 with three)
    if game == "piedmontese":
        assert facts == {"Reference: 38 points"}, facts
    else:
        assert any(re.search(r"[Cc]alled (King|Queen) of \w+", f) for f in facts), facts
        # and the log tells who called it, after the bids (French Tarot keeps the call out of the history)
        assert any(re.search(r": call (King|Queen) of \w+", s) for s in said), said
    assert not errors, errors


POIGNEE_TABLE_SEED = 1420
"""A table seed whose first French Tarot deal gives seat 0 (the person) eleven trumps: a poignée to offer."""


def test_a_poignee_can_be_declined_and_the_hand_plays_on(server: str, browser: Any, monkeypatch: Any) -> None:
    """An optional set-valued decision (a poignée, offered card by card beside the first card to play) has
    its explicit "no": after it the hand's cards are played again, and no poignée is written."""
    _need_game("french-tarot")
    from tarocchi.web import tables

    monkeypatch.setattr(tables.secrets, "randbits", lambda bits: POIGNEE_TABLE_SEED)
    monkeypatch.setattr(tables, "draw_first_dealer", lambda *drawn: 0)  # the seed was found with seat 0 dealing
    page = _new_table(browser, server, "french-tarot")
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    declined = False
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline and not declined:
        if page.locator("#confirm-choice").count() and page.locator("#decline").count():
            held = page.locator("#hand .card").count()
            page.click("#decline")
            page.wait_for_selector("#confirm-choice", state="detached")
            playable = page.locator("#hand .card.playable")
            assert playable.count() >= 1 and not page.locator("#hand .card.selected").count()
            playable.first.click()
            page.wait_for_function(
                "(held) => document.querySelectorAll('#hand .card').length < held", arg=held, timeout=10000
            )
            declined = True
        elif not _act(page, False):
            page.wait_for_timeout(50)
    assert declined, "no poignée was offered beside the first card"
    log = page.locator("#log").inner_text().lower()
    assert "poign" not in log, log
    assert not errors, errors


@pytest.mark.parametrize("size", [(360, 740), (1280, 800)], ids=["360x740", "1280x800"])
def test_the_two_player_dummy_is_named_only_once_the_auction_settles_its_player(
    guest_page: GuestPage, size: tuple[int, int]
) -> None:
    """French Tarot for two (french-tarot.md §13): the defender plays the dummy, so during the auction
    the dummy is "Dummy", and only after it "<its player> (dummy)" for that hand."""
    _need_game("french-tarot")
    touch = size[0] < 700
    page, errors = guest_page(size, "Kim")
    page.select_option("#game", "french-tarot")
    page.select_option("#players", "2")
    page.wait_for_function("() => document.querySelectorAll('#seats select').length === 2")
    page.click("#create")
    page.wait_for_url("**/t/*")
    page.wait_for_selector("#hand .card")
    dummy = page.locator("#felt .seat-tag[data-seat='2'] .who")
    page.wait_for_selector("#dialog button.act")  # my bid: the auction is on
    assert dummy.inner_text() == "Dummy"
    _check_page(page, "french-tarot-2-auction", size)
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        text = dummy.inner_text()
        if "(dummy)" in text:
            break
        assert text == "Dummy"  # never a player's name before the auction ends
        if not page.locator("#dialog button.act").count() or not _act(page, touch):
            page.wait_for_timeout(40)
    players = [page.locator(f"#felt .seat-tag[data-seat='{s}'] .who").inner_text() for s in (0, 1)]
    assert dummy.inner_text() in {"Kim (dummy)", f"{players[1]} (dummy)"}, (dummy.inner_text(), players)
    _check_page(page, "french-tarot-2-play", size)
    assert not errors, errors


def test_the_dealers_own_discard_is_labelled_as_his_not_as_shown(server: str, browser: Any) -> None:
    """Piedmontese for two, in Italian on a phone: the dealer's discard is his alone until the hand is over
    (piedmontese.md 5, the record's ``discard`` shown after the hand), so his table labels it "Il tuo scarto"
    ("Your discard"), not "Scarto mostrato" ("Discard shown"); the hand's result then fits the phone, its row
    headers ("Punteggi") whole."""
    _need_game("piedmontese")
    size = (390, 844)
    context = browser.new_context(
        viewport={"width": size[0], "height": size[1]}, is_mobile=True, has_touch=True, locale="it-IT"
    )
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(server + "/")
    _guest(page, "Kim")
    page.wait_for_selector("#create-form")
    _open(page, "piedmontese", "2")
    own = page.locator("[data-pile='discard'] .pile-label")
    deadline, choosing = time.monotonic() + 150, 0
    while not own.count() and time.monotonic() < deadline:  # the dealers alternate: Kim deals hand 1 or 2
        if page.locator("#confirm-choice").count():
            # while Kim chooses, the cards he may discard are his hand's, not a pile on the table as well
            choosing += 1
            assert not page.locator("[data-pile^='discard_']").count()
        if page.locator("#next-hand").count():
            page.locator("#next-hand").tap()
            page.wait_for_selector("#next-hand", state="detached")
        elif not _act(page, touch=True):
            page.wait_for_timeout(40)
    assert own.count() and choosing, "Kim never dealt"
    assert own.inner_text() == "Il tuo scarto"
    assert page.locator("[data-pile='discard'] .pile-cards img").count() == 2
    while not page.locator("#result").count() and time.monotonic() < deadline:
        if not _act(page, touch=True):
            page.wait_for_timeout(40)
    assert "Punteggi" in page.locator("#result").inner_text()
    _check_page(page, "piedmontese-2-it-result", size)
    assert not errors, errors
    context.close()
