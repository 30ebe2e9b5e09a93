"""The hand's facts under the table's status line start with a capital whichever fact opens them: in Gatti
played by calling (gatti.md 11) no contract is bid, and the line opened "appel Roi d'épées" in lower case."""

from __future__ import annotations

import pytest
from browserutil import GuestPage, _api_table, _step
from test_browser import _need_game, browser, server  # noqa: F401 (fixtures)

GAME = "gatti"
PHONE = (390, 844)
OPENS = {"en": "Called ", "fr": "Appel "}


@pytest.mark.browser
@pytest.mark.one_database
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_facts_line_opens_with_a_capital(guest_page: GuestPage, lang: str) -> None:
    _need_game(GAME)
    page, errors = guest_page(PHONE, "Ann")
    page.select_option("#lang", lang)
    page.wait_for_function("(l) => document.documentElement.lang === l", arg=lang)
    body = {"game": GAME, "seats": ["human", "random", "random", "random"], "options": {"players": 4, "mode": "call"}}
    _api_table(page, body)
    while not page.evaluate("() => (document.querySelector('#facts') || {}).textContent"):
        if not _step(page, touch=True):
            page.wait_for_timeout(50)
    facts = str(page.locator("#facts").inner_text())
    assert facts.startswith(OPENS[lang]), facts
    assert not errors, errors
