"""The review of a 2-player hand (Gatti 12.2: each player plays a dummy whose cards lie face up) shows a
dummy's cards once, as its hand, as the table page does: not a second time as a pile "Dummy (Ann (dummy))".
A French page elides "de" before a name starting with a vowel in its own texts too: "Cartes d'Ann (mort)",
never "Cartes de Ann"."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from browserutil import GuestPage, gatti_two_record, open_review
from test_browser import _need_game, browser, server  # noqa: F401 (fixtures)

LAPTOP = (1366, 768)


@pytest.mark.browser
@pytest.mark.one_database
def test_a_dummys_cards_show_once_and_french_elides_before_a_name(guest_page: GuestPage, tmp_path: Path) -> None:
    _need_game("gatti")
    record = gatti_two_record(tmp_path, ["Ann", "Eva", "dummy", "dummy"])
    page, errors = guest_page(LAPTOP, "Ann")
    page.select_option("#lang", "fr")
    page.wait_for_function("() => document.documentElement.lang === 'fr'")
    open_review(page, record)
    page.click("#review-next-trick")  # into the play, the dummies' cards face up
    page.wait_for_function("() => document.querySelectorAll('#review-felt .hand.exposed').length >= 2")
    piles = page.locator("#review-felt [data-pile]").evaluate_all("(els) => els.map((e) => e.dataset.pile)")
    assert not [k for k in piles if k.startswith("dummy:")], piles
    labels = page.locator("#review-felt .hand").evaluate_all("(els) => els.map((e) => e.getAttribute('aria-label'))")
    assert "Cartes d'Ann (mort)" in labels and "Cartes d'Eva (mort)" in labels, labels
    assert not re.search(r"\bde [AEIOU]", page.locator("#review-felt").inner_text()), labels
    assert not errors, errors
