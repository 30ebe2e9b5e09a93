"""A dummy's seat tag says "dummy" once: its name ("Eva (morto)", "Morto") already says it, so no "morto" badge
beside it as well."""

from __future__ import annotations

import pytest
from browserutil import GuestPage, _create
from test_browser import _need_game, browser, server  # noqa: F401 (fixtures)

LAPTOP = (1366, 768)
TAGS = "() => [...document.querySelectorAll('.seat-tag')].map((tag) => tag.innerText)"


@pytest.mark.browser
@pytest.mark.one_database
def test_a_dummy_s_seat_tag_says_dummy_once(guest_page: GuestPage) -> None:
    _need_game("gatti")
    page, errors = guest_page(LAPTOP, "Eva")
    page.select_option("#lang", "it")
    page.wait_for_function("() => document.documentElement.lang === 'it'")
    _create(page, "gatti", ["human", "random"], players=2)
    page.wait_for_function("() => document.querySelectorAll('.seat-tag').length === 4")
    tags: list[str] = page.evaluate(TAGS)
    dummies = [tag for tag in tags if "morto" in tag.lower()]
    assert len(dummies) == 2, tags
    assert all(tag.lower().count("morto") == 1 for tag in dummies), dummies
    assert not errors, errors
