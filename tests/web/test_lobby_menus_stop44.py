"""A menu of the lobby shows its choice whole on a phone: it takes a row of its own under its label when the
two do not fit side by side, rather than shrinking under its words ("2 joueurs (variante non offici" at
390 px, Italian and French)."""

from __future__ import annotations

import pytest
from browserutil import GuestPage
from test_browser import _need_game, browser, server  # noqa: F401 (fixtures)

PHONE = (390, 844)

CUT_MENUS = """() => [...document.querySelectorAll('#create-form select')].filter((s) => {
  const natural = s.cloneNode(true);   // the menu as wide as its longest choice
  natural.style.cssText = 'position: absolute; visibility: hidden; width: auto; max-width: none; flex: none';
  document.body.append(natural);
  const cut = s.offsetWidth < natural.offsetWidth && natural.offsetWidth <= s.parentElement.clientWidth;
  natural.remove();
  return cut;
}).map((s) => s.id)"""
"""The lobby's menus narrower than their longest choice though their row has the room for it."""


@pytest.mark.browser
@pytest.mark.one_database
@pytest.mark.parametrize("lang", ["it", "fr"])
def test_no_menu_of_the_lobby_is_cut_on_a_phone(guest_page: GuestPage, lang: str) -> None:
    _need_game("french-tarot")
    page, errors = guest_page(PHONE, "Ann")
    page.select_option("#lang", lang)
    page.wait_for_function("(l) => document.documentElement.lang === l", arg=lang)
    page.select_option("#game", "french-tarot")
    page.select_option("#players", "2")
    page.wait_for_function("() => document.querySelectorAll('#seats select').length === 2")
    assert page.evaluate(CUT_MENUS) == []
    assert not errors, errors
