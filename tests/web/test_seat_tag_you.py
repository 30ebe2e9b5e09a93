"""The player's own seat tag says "(you)" in the sentence's case, in every language: "Ann (you)", "Ann (vous)",
"Ann (tu)", not "Ann (Vous)" (the catalogue's "You" starts a line elsewhere)."""

from __future__ import annotations

import pytest
from browserutil import LEVEL_OF_AGENT, GuestPage
from test_browser import _need_game, browser, server  # noqa: F401 (fixtures)

PHONE = (390, 844)


@pytest.mark.browser
@pytest.mark.one_database
@pytest.mark.parametrize(("lang", "tag"), [("en", "(you)"), ("it", "(tu)"), ("fr", "(vous)")])
def test_the_own_seat_tag_is_lower_case(guest_page: GuestPage, lang: str, tag: str) -> None:
    _need_game("french-tarot")
    page, errors = guest_page(PHONE, "Ann")
    page.select_option("#lang", lang)
    page.wait_for_function(f"() => document.documentElement.lang === '{lang}'")
    page.select_option("#game", "french-tarot")
    page.select_option("#players", "3")
    page.wait_for_function("() => document.querySelectorAll('#seats select').length === 3")
    for seat in (1, 2):
        page.select_option(f"select[data-seat='{seat}']", LEVEL_OF_AGENT["random"])
    page.click("#create")
    page.wait_for_url("**/t/*")
    page.wait_for_selector(".who .you")
    assert page.locator(".who .you").inner_text() == tag
    assert not errors, errors
