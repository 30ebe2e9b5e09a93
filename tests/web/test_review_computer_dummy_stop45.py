"""The review of a 2-player hand played by computers names a computer's dummy without the computer's level,
"Ordinateur 1 (mort)", not "Ordinateur 1 · débutant (mort)": three lines in a seat's box on a 390-pixel phone,
where the short name takes two, its words whole."""

from __future__ import annotations

from pathlib import Path

import pytest
from browserutil import GuestPage, gatti_two_record, open_review
from test_browser import _need_game, browser, server  # noqa: F401 (fixtures)
from test_you_fields_web import _refused, _table

PHONE = (390, 844)

LINES = """(el) => {
  const box = el.getBoundingClientRect(), line = parseFloat(getComputedStyle(el).lineHeight) || 20;
  return Math.round(box.height / line);
}"""
"""How many lines an element's text takes."""


@pytest.mark.browser
@pytest.mark.one_database
def test_a_computers_dummy_is_named_short_in_the_review(guest_page: GuestPage, tmp_path: Path) -> None:
    _need_game("gatti")
    record = gatti_two_record(tmp_path, ["Computer 1 (beginner)", "Computer 2 (beginner)", "dummy", "dummy"])
    page, errors = guest_page(PHONE, "Ann")
    page.select_option("#lang", "fr")
    page.wait_for_function("() => document.documentElement.lang === 'fr'")
    open_review(page, record)
    page.click("#review-next-trick")  # into the play: the hand settled who plays each dummy
    page.wait_for_function("() => document.querySelectorAll('#review-felt .hand.exposed').length >= 2")
    tags = page.locator("#review-felt .seat-tag .who")
    names = tags.evaluate_all("(els) => els.map((e) => e.title)")
    assert "Ordinateur 1 (mort)" in names and "Ordinateur 2 (mort)" in names, names
    assert "Ordinateur 1 · débutant" in names, names  # the computer itself keeps its level
    for k, shown in enumerate(names):
        if shown.endswith("(mort)"):
            assert tags.nth(k).locator(".name").evaluate(LINES) <= 2, shown
    assert not errors, errors


PILES = {
    "it": ("Scoperte (tu)", "Scoperte · Computer 2 (morto)"),
    "fr": ("Visibles (vous)", "Visibles · Ordinateur 2 (mort)"),
}
"""The face-up cards (Gatti for two, 12.2) of the page's own seat and of the other player's dummy."""

REFUSED = {
    "it": "Rifiutato — tocca a te dichiarare o passare, non ad Ann (morto)",
    "fr": "Refusé — c'est à vous d'annoncer ou de passer, pas à Ann (mort)",
}


@pytest.mark.browser
@pytest.mark.one_database
@pytest.mark.parametrize("lang", ["it", "fr"])
def test_the_page_says_a_refusal_with_a_dash_and_italian_ad(guest_page: GuestPage, lang: str) -> None:
    """A refusal reads "Rifiutato — why" (one colon, the reason's own: "Refusé : …" made two or three), and the
    page writes Italian "ad" before a name starting with a vowel as the terminal does (i18n/elision.py). The
    face-up piles name the page's own seat as its tag does, "(tu)", and a dummy's after a dot: never a bracket in
    a bracket ("Scoperte (Computer 2 (morto))")."""
    page, errors = _table(guest_page, "gatti", ["human", "random"], 2, lang)
    page.wait_for_function("() => document.querySelectorAll('#public .pile-label').length >= 4", timeout=60_000)
    labels = page.locator("#public .pile-label").all_inner_texts()
    assert set(PILES[lang]) <= set(labels), labels
    assert not [x for x in labels if x.count("(") > 1], labels
    said = _refused(page, "not_your_turn_to_declare", {"seat": {"seat": 2}, "current": {"seat": 0}})
    assert said == REFUSED[lang], said
    assert not errors, errors
