"""The page says each game's rules in short, from the game's own texts (``rules.summary``): under the game
chosen in the lobby, and at the table beside the score sheet, folded until opened. The page had no rules at
all, only the terminal's help did, so a person meeting Gatti on a phone had nowhere to read what beats what.
A table's box stays open or folded as the person left it through the redraws of the play."""

from __future__ import annotations

from typing import Any

import pytest
from browserutil import GuestPage, _api_table, _create, _step
from test_browser import _need_game, browser, server  # noqa: F401 (fixtures)

from tarocchi.games import game_class

PHONE = (390, 844)
SHOWN = "(id) => [...document.querySelectorAll(`#${id} li`)].map((li) => li.textContent)"
MARK = "() => { document.querySelector('#side .sheet-box').dataset.old = '1'; }"
REDRAWN = "() => !document.querySelector('#side .sheet-box')?.dataset.old"


def _summary(game: str, lang: str) -> list[str]:
    return game_class(game).texts()["rules.summary"][lang].split("\n")


def _play_until_redrawn(page: Any) -> None:
    """Play what the page offers until the table's side has been drawn again (a mark left on it is gone)."""
    page.evaluate(MARK)
    for _ in range(400):
        if page.evaluate(REDRAWN):
            return
        if not _step(page):
            page.wait_for_timeout(50)
    raise AssertionError("the side was not drawn again")


@pytest.mark.browser
@pytest.mark.one_database
def test_the_lobby_says_the_chosen_game_s_rules_in_its_language(guest_page: GuestPage) -> None:
    for game in ("gatti", "tarocchino"):
        _need_game(game)
    page, errors = guest_page(PHONE, "Ann")
    page.select_option("#game", "gatti")
    page.wait_for_function("() => document.querySelector('#lobby-rules summary')")
    assert page.locator("#lobby-rules summary").inner_text() == "The rules in short"
    assert page.get_attribute("#lobby-rules", "open") is None  # folded until asked for
    page.click("#lobby-rules summary")
    assert page.evaluate(SHOWN, "lobby-rules") == _summary("gatti", "en")
    assert page.locator("#lobby-rules li").first.is_visible()
    page.select_option("#game", "tarocchino")
    page.wait_for_function(
        f"() => document.querySelector('#lobby-rules li')?.textContent === {_summary('tarocchino', 'en')[0]!r}"
    )
    page.select_option("#lang", "it")
    page.wait_for_function("() => document.documentElement.lang === 'it'")
    page.wait_for_function("() => document.querySelector('#lobby-rules summary')?.textContent === 'Le regole in breve'")
    assert page.evaluate(SHOWN, "lobby-rules") == _summary("tarocchino", "it")
    assert not errors, errors


@pytest.mark.browser
@pytest.mark.one_database
def test_the_table_s_rules_stay_open_through_the_play(guest_page: GuestPage) -> None:
    _need_game("french-tarot")
    page, errors = guest_page(PHONE, "Ann")
    page.select_option("#lang", "fr")
    page.wait_for_function("() => document.documentElement.lang === 'fr'")
    _create(page, "french-tarot", ["human", "random", "random"], players=3)
    page.wait_for_selector("#rules summary")
    assert page.locator("#rules summary").inner_text() == "Les règles en bref"
    assert page.get_attribute("#rules", "open") is None
    page.click("#rules summary")
    assert page.evaluate(SHOWN, "rules") == _summary("french-tarot", "fr")
    _play_until_redrawn(page)
    assert page.get_attribute("#rules", "open") is not None
    assert page.locator("#rules li").first.is_visible()
    page.click("#rules summary")  # folded again, and it stays folded
    assert page.get_attribute("#rules", "open") is None
    _play_until_redrawn(page)
    assert page.get_attribute("#rules", "open") is None
    assert not errors, errors


@pytest.mark.browser
@pytest.mark.one_database
def test_the_table_s_rules_say_the_options_it_plays(guest_page: GuestPage) -> None:
    """A seated player sees what the table plays beyond the usual rules (the lobby's list said it, the table
    did not), in the page's language, before the game's rules in short."""
    _need_game("gatti")
    page, errors = guest_page(PHONE, "Ann")
    page.select_option("#lang", "it")
    page.wait_for_function("() => document.documentElement.lang === 'it'")
    body = {"game": "gatti", "options": {"players": 3, "bagatto_last": True}, "seats": ["human", "random", "random"]}
    _api_table(page, body)
    page.wait_for_selector("#rules summary")
    page.click("#rules summary")
    assert page.locator("#table-options").inner_text() == "Opzioni: Bagatto all'ultima: sì · Mani della partita: 3"
    assert page.evaluate(SHOWN, "rules") == _summary("gatti", "it")
    assert not errors, errors
