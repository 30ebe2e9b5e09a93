# ruff: noqa: F811  (the server and browser fixtures come from test_browser)
"""The page writes a number as its language does (app.js ``num``, as :func:`tarocchi.i18n.lines.number_text`):
a record of French Tarot uploaded for review, at its hand's end in French, shows the attack's half card points
as "24,5", in the result's table and in its explanation; in English "24.5"."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from browserutil import GuestPage
from test_browser import _need_game, browser, server  # noqa: F401 (fixtures)

pytestmark = [pytest.mark.browser, pytest.mark.one_database]

RECORD = Path(__file__).parent.parent / "data" / "examples" / "french-tarot" / "valid-00.record.json"
"""A hand of French Tarot for three whose attack took 24.5 card points (its ``.replay.json``)."""


def _hand_end(page: Any, server: str, lang: str) -> tuple[str, str]:
    """The record uploaded on the review page in ``lang``, stepped to its end: the result's table and explanation."""
    page.select_option("#lang", lang)
    page.wait_for_function(f"() => document.documentElement.lang === '{lang}'")
    page.goto(server + "/replay")
    page.set_input_files(
        "#replay-file",
        files=[{"name": "r.json", "mimeType": "application/json", "buffer": RECORD.read_bytes()}],
    )
    page.wait_for_selector("#review-pos")
    for _ in range(200):  # a trick at a time to the last frame, where the result is shown
        if page.locator("#review-next-trick").is_disabled():
            break
        page.click("#review-next-trick")
    page.wait_for_selector("#result #explain")
    return page.locator("#result .sheet").inner_text(), page.locator("#result #explain").inner_text()


@pytest.mark.parametrize(("lang", "points", "attack"), [("fr", "24,5", "24,5 points"), ("en", "24.5", "24.5 points")])
def test_half_card_points_on_the_review_page(
    server: str, guest_page: GuestPage, lang: str, points: str, attack: str
) -> None:
    _need_game("french-tarot")
    page, errors = guest_page((1280, 800), "Ann")
    sheet, explanation = _hand_end(page, server, lang)
    assert points in sheet.split()
    assert attack in explanation
    other = "24.5" if lang == "fr" else "24,5"
    assert other not in sheet and other not in explanation
    assert not errors, errors
