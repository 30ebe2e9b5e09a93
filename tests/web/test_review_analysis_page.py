# ruff: noqa: F811  (the server and browser fixtures come from test_browser)
"""Issue 13 item 6 in a real Chromium: the review page of a stored match and of an uploaded record
offers "analyse this hand"; the answer lists the decisions of the seat (the player's own by default)
with the choice made, the best option and the loss, the planted mistake among the biggest; a decision
pressed (by tap, click or the keyboard) steps the frames to it, with the best and the chosen card marked
in the seat's hand. At a phone's 360x740 and a laptop's 1280x800: no sideways scrolling, text of AA
contrast, nothing over anything else (test_pages.py's audit); screenshots in ``tests/artifacts/screens``.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from analysisutil import planted_record, store_match
from browserutil import GuestPage
from test_browser import _need_game, browser, server  # noqa: F401 (fixtures)
from test_pages import SHOTS, _check_page, _press

from tarocchi.storage import Storage

pytestmark = [pytest.mark.browser, pytest.mark.one_database]

SIZES = [(360, 740), (1280, 800)]


def _analyse_and_check(page: Any, index: int, seat: int, touch: bool, name: str, size: tuple[int, int]) -> None:
    """Ask for the analysis, see the decisions and the planted mistake, step to it."""
    assert page.locator("#analysis-seat").input_value() == str(seat)
    _check_page(page, f"{name}-ask", size)
    _press(page, page.locator("#analyse"), touch)
    page.wait_for_selector("#analysis-decisions li", timeout=60_000)
    decisions = page.locator("#analysis-decisions li")
    assert decisions.count() >= 10  # the bid and every card with a choice
    planted = page.locator(f"#analysis-decisions li[data-index='{index}']")
    assert "mistake" in (planted.get_attribute("class") or "")
    text = planted.inner_text()
    assert "Chosen:" in text and "Best:" in text and "Loss:" in text
    assert page.locator(f"#analysis-mistakes button[data-index='{index}']").count() == 1
    assert "(best: " in page.locator("#analysis-mistakes").inner_text()
    # the whole panel in words (card names, no record codes or JSON)
    panel = page.locator("#analysis").inner_text()
    assert "T1" not in panel and '"play"' not in panel and "{" not in panel
    _check_page(page, f"{name}-answer", size)
    # the biggest mistake pressed: the table shows that decision, the best and the chosen card marked
    _press(page, page.locator(f"#analysis-mistakes button[data-index='{index}']"), touch)
    page.wait_for_selector(f"#analysis-decisions li.current[data-index='{index}']")
    assert page.locator("#review-pos").inner_text().split("·")[1].split()[1] == str(index)
    assert page.locator("#review-felt .review-hand .card.best").count() == 1
    assert page.locator("#review-felt .review-hand .card.chosen").count() == 1
    assert page.locator("#review-felt .review-hand .card.best").get_attribute("data-card") == "T1"
    assert "(best: " in page.locator("#review-felt #status").inner_text()  # said on the felt too
    # the table is in sight (on a phone the list is below it), the focus still on the mistake pressed
    page.wait_for_function(
        "() => { const r = document.querySelector('#review-felt').getBoundingClientRect(); "
        "return r.top >= -1 && r.top < window.innerHeight / 2; }"
    )
    assert page.evaluate("document.activeElement.dataset.index") == str(index)
    page.screenshot(path=str(SHOTS / f"{name}-mistake-view-{size[0]}x{size[1]}.png"))
    _check_page(page, f"{name}-mistake", size)
    # the keyboard: a decision reached by focus and Enter steps there, and keeps the focus
    first = page.locator("#analysis-decisions button.decision").first
    first_index = first.get_attribute("data-index")
    first.focus()
    page.keyboard.press("Enter")
    page.wait_for_selector(f"#analysis-decisions li.current[data-index='{first_index}']")
    assert page.evaluate("document.activeElement.dataset.index") == first_index
    page.keyboard.press("ArrowRight")  # the arrows still step the frames from the panel
    page.locator(f"#analysis-decisions li.current[data-index='{first_index}']").wait_for(state="detached")


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_a_stored_match_and_an_uploaded_record_are_analysed_on_the_review_page(
    server: str, guest_page: GuestPage, db_url: str, size: tuple[int, int]
) -> None:
    _need_game("french-tarot")
    record, index, seat = planted_record()
    touch = size[0] < 700
    page, errors = guest_page(size, "Ann")
    user_id = page.request.get(server + "/api/me").json()["user"]["id"]
    storage = Storage(db_url)
    try:
        match = store_match(storage, record, {seat: user_id}, owner=None, public=False)
    finally:
        storage.close()
    # from the history to the review of the match, analysed for Ann's own seat
    page.goto(server + "/history")
    page.wait_for_selector(f"#history [data-review='{match}']")
    _press(page, page.locator(f"#history [data-review='{match}']"), touch)
    page.wait_for_selector("#review-pos")
    page.wait_for_selector("#analyse")
    _analyse_and_check(page, index, seat, touch, "analysis-match", size)
    # the same record uploaded: analysed for the seat picked
    page.goto(server + "/replay")
    page.set_input_files(
        "#replay-file",
        files=[{"name": "r.json", "mimeType": "application/json", "buffer": json.dumps(record).encode()}],
    )
    page.wait_for_selector("#analyse")
    page.select_option("#analysis-seat", str(seat))
    _analyse_and_check(page, index, seat, touch, "analysis-upload", size)
    # in Italian and French too
    for lang, words in (("it", "Analizza questa mano"), ("fr", "Analyser cette donne")):
        page.goto(f"{server}/review?match={match}")
        page.wait_for_selector("#analyse")
        page.select_option("#lang", lang)
        page.locator("#analyse", has_text=words).wait_for()
    assert not errors, errors
