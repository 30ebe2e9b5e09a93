"""The lobby keeps its "public table" box as it keeps the game, options and seats chosen (app.js
``lobbyChoice``): a language changed or a visit to the history and back unticked it, and the table was then
created private though the person had asked for a public one."""

from __future__ import annotations

import pytest
from browserutil import GuestPage
from test_browser import browser, server  # noqa: F401 (fixtures)

PHONE = (390, 844)


@pytest.mark.browser
@pytest.mark.one_database
def test_the_public_box_is_kept_across_a_language_and_the_history(guest_page: GuestPage) -> None:
    page, errors = guest_page(PHONE, "Ann")
    page.check("#public")
    page.select_option("#lang", "it")
    page.wait_for_function("() => document.documentElement.lang === 'it'")
    page.wait_for_selector("#create-form")
    assert page.is_checked("#public")
    page.click("#nav-history")
    page.wait_for_selector("#history-title")
    page.go_back()
    page.wait_for_selector("#create-form")
    assert page.is_checked("#public")
    page.uncheck("#public")  # unticked again: kept unticked
    page.select_option("#lang", "fr")
    page.wait_for_function("() => document.documentElement.lang === 'fr'")
    page.wait_for_selector("#create-form")
    assert not page.is_checked("#public")
    assert not errors, errors
