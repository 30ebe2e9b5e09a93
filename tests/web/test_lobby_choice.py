"""The lobby keeps what the person chose (game, options, seats) when the page is drawn again (a language
changed, a visit to the history and back), and a page whose answers come back after the person went elsewhere
draws nothing: one form, in the language chosen last (app.js ``visit``, ``lobbyChoice``)."""

from __future__ import annotations

from typing import Any

import pytest
from browserutil import LEVEL_OF_AGENT, GuestPage
from test_browser import _need_game, browser, server  # noqa: F401 (fixtures)

from tarocchi.web.strings import STRINGS

LAPTOP = (1366, 768)

SLOW_FETCH = """() => {
    // the answers to an address starting with window.slowAddress come 1.5 s late
    const fetch = window.fetch.bind(window);
    window.fetch = async (url, opts) => {
        const answer = await fetch(url, opts);
        if (window.slowAddress && String(url).startsWith(window.slowAddress)) {
            await new Promise((done) => setTimeout(done, 1500));
            window.slowCame = true;
        }
        return answer;
    };
}"""


def _form(page: Any) -> dict[str, Any]:
    return dict(
        page.evaluate(
            """() => ({
                forms: document.querySelectorAll('#create-form').length,
                game: document.querySelector('#game').value,
                players: document.querySelector('#players') ? document.querySelector('#players').value : null,
                seats: [...document.querySelectorAll('#seats select')].map((s) => s.value),
                lang: document.documentElement.lang,
                history: document.querySelector('#nav-history').textContent,
                create: document.querySelector('#create').textContent,
            })"""
        )
    )


def _choose_gatti_for_four(page: Any) -> None:
    page.select_option("#game", "gatti")
    page.select_option("#players", "4")
    page.wait_for_selector("select[data-seat='3']")
    page.select_option("select[data-seat='2']", "human")
    page.select_option("select[data-seat='3']", LEVEL_OF_AGENT["heuristic"])


@pytest.mark.browser
@pytest.mark.one_database
def test_a_language_changed_keeps_the_game_options_and_seats_chosen(guest_page: GuestPage) -> None:
    _need_game("gatti")
    page, errors = guest_page(LAPTOP, "Ann")
    _choose_gatti_for_four(page)
    before = _form(page)
    page.select_option("#lang", "it")
    page.wait_for_function(f"() => document.querySelector('#create')?.textContent === {STRINGS['it']['create']!r}")
    now = _form(page)
    assert now["forms"] == 1, now
    assert (now["game"], now["players"], now["seats"]) == ("gatti", "4", before["seats"]), (before, now)
    assert now["seats"][2:] == ["human", LEVEL_OF_AGENT["heuristic"]], now
    # to the history and back: the form as it was left
    page.click("#nav-history")
    page.wait_for_selector("#history-title")
    page.click("#nav-lobby")
    page.wait_for_selector("#create-form")
    page.wait_for_selector("#players")
    again = _form(page)
    assert (again["game"], again["players"], again["seats"]) == ("gatti", "4", before["seats"]), again
    assert not errors, errors


@pytest.mark.browser
@pytest.mark.one_database
def test_a_language_changed_twice_in_a_hurry_draws_one_form_in_the_last(guest_page: GuestPage) -> None:
    """French then Italian before the French words have come (they come 1.5 s late): the page is in Italian,
    header and form, with one form, and the game chosen before still chosen."""
    _need_game("gatti")
    page, errors = guest_page(LAPTOP, "Ann")
    page.evaluate(SLOW_FETCH)
    page.select_option("#game", "gatti")
    page.wait_for_selector("#players")
    page.evaluate("() => { window.slowAddress = '/api/strings/fr'; }")
    page.select_option("#lang", "fr")
    page.select_option("#lang", "it")
    italian = STRINGS["it"]
    page.wait_for_function("() => window.slowCame === true")  # the French words have come, late
    page.wait_for_function(f"() => document.querySelector('#create')?.textContent === {italian['create']!r}")
    page.wait_for_timeout(500)  # what an older visit would still draw once its words came
    now = _form(page)
    assert now["forms"] == 1, now
    assert (now["lang"], now["history"], now["create"]) == ("it", italian["history"], italian["create"]), now
    assert now["game"] == "gatti", now
    assert not errors, errors
