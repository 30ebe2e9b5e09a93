"""The end of a match said to a winner among several is one list with the reader first, *and* once: "You,
Computer 2 and Computer 3 win the match", never "You and Computer 2 and Computer 3" (the terminal's words,
i18n.lines.and_list). The winners are put in the state on its way to the page."""

from __future__ import annotations

from typing import Any

import pytest
from browserutil import GuestPage, _api_table, _play_until
from test_browser import _need_game, browser, server  # noqa: F401 (fixtures)
from test_winner_once_web import _winners_become

GAME = "gatti"
LAPTOP = (1366, 768)


def _one_hand_match(page: Any) -> None:
    """A 3-player match of one hand (Ann against two computers), played to its end."""
    body = {"game": GAME, "seats": ["human", "random", "random"], "options": {"players": 3, "match_hands": 1}}
    _api_table(page, body)
    _play_until(page, "#match-winners")


@pytest.mark.browser
@pytest.mark.one_database
@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("en", "You, Computer 2 and Computer 3 win the match"),
        ("it", "Tu, Computer 2 e Computer 3 avete vinto la partita"),
        ("fr", "Vous, Ordinateur 2 et Ordinateur 3 gagnez la partie"),
    ],
)
def test_winners_with_the_reader_are_one_list(guest_page: GuestPage, lang: str, line: str) -> None:
    _need_game(GAME)
    page, errors = guest_page(LAPTOP, "Ann")
    page.select_option("#lang", lang)
    page.wait_for_function("(l) => document.documentElement.lang === l", arg=lang)
    _winners_become(page, [1, 0, 2])  # Ann (seat 0, on her own page) among them, not first
    _one_hand_match(page)
    assert page.locator("#match-winners").inner_text() == line
    assert not errors, errors
