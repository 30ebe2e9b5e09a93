"""A score sheet has a column per player and none for a dummy (nobody plays it; its score is its side's in
2-player Gatti, Gatti 12.2, and always 0 in 2-player French Tarot, french-tarot.md §13): the page's result
panel, its running sheet and the review's result, as the terminal's sheet and the CSV (records/sheet.py)."""

from __future__ import annotations

import pytest
from browserutil import GuestPage, _create, _play_until
from test_browser import _need_game, browser, server  # noqa: F401 (fixtures)

LAPTOP = (1366, 768)

HEADERS = """(selector) => [...document.querySelectorAll(selector + ' thead th')].map((th) => th.textContent.trim())"""


@pytest.mark.browser
@pytest.mark.one_database
@pytest.mark.parametrize("game", ["gatti", "french-tarot"])
def test_a_two_player_sheet_has_no_dummy_column(guest_page: GuestPage, game: str) -> None:
    _need_game(game)
    page, errors = guest_page(LAPTOP, "Ann")
    _create(page, game, ["human", "random"], players=2)
    _play_until(page, "#result")
    page.wait_for_selector("#score-sheet tbody tr")
    result = page.evaluate(HEADERS, "#result table.sheet")
    sheet = page.evaluate(HEADERS, "#score-sheet")
    assert len(result) == 3 and result[1:] == sheet[1:], (result, sheet)  # a blank corner, then Ann and Computer 2
    assert "Ann" in result[1] and not any("(" in name for name in result), result
    cells = page.evaluate("() => [...document.querySelectorAll('#score-sheet tbody tr')][0].children.length")
    assert cells == 3, cells
    # the review of the hand: its result has the same two columns
    page.goto(page.url.split("/t/")[0] + "/history")
    page.wait_for_selector("#history li .total")
    totals = page.locator("#history li").first.locator(".total").all_inner_texts()
    assert len(totals) == 2 and totals[0].startswith("Ann"), totals  # a total per player, none for a dummy
    page.click("[data-review]")
    page.wait_for_selector("#review")
    for _ in range(40):  # trick by trick to the end of the hand
        if page.locator("#review-next-trick").is_disabled():
            break
        page.click("#review-next-trick")
    page.wait_for_selector("#review-below table.sheet")
    review = page.evaluate(HEADERS, "#review-below table.sheet")
    assert len(review) == 3 and review[1] == "Ann" and review[2].startswith("Computer 2"), review  # (its level said)
    assert not errors, errors
