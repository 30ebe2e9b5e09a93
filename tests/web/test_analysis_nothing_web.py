"""The review's analysis when a seat had no choice to value (every decision forced, README's ``tarocchi analyze``:
"nothing to review"): the page says so in its language, and not "no mistake found", which it says when decisions
were valued and none was a mistake (``nothing_to_review`` of the answer, web/analysis.py)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from browserutil import GuestPage, gatti_two_record, open_review
from test_analysis_dummy_web import LAPTOP, NAMES, _analysis
from test_browser import _need_game, browser, server  # noqa: F401 (fixtures)

from tarocchi.web.strings import STRINGS


def _shown(page: Any, record: dict[str, Any], answer: dict[str, Any]) -> str:
    """The analysis' verdict line the page draws for ``answer`` (the search itself is not what is tested)."""
    page.unroute("**/api/analysis?*")
    page.route("**/api/analysis?*", lambda route: route.fulfill(json=answer))
    open_review(page, record, "#analyse")
    page.click("#analyse")
    page.wait_for_selector("#analysis-no-mistake")
    return str(page.locator("#analysis-no-mistake").inner_text())


@pytest.mark.browser
@pytest.mark.one_database
def test_a_seat_with_every_decision_forced_is_told_nothing_to_review(guest_page: GuestPage, tmp_path: Path) -> None:
    _need_game("gatti")
    record = gatti_two_record(tmp_path, NAMES)
    valued, _ = _analysis(record)
    nothing = {**valued, "decisions": [], "mistakes": [], "total_loss": 0.0, "nothing_to_review": True}
    page, errors = guest_page(LAPTOP, "Ann")
    page.select_option("#lang", "fr")
    page.wait_for_function("() => document.documentElement.lang === 'fr'")
    assert _shown(page, record, nothing) == STRINGS["fr"]["nothing_to_review"]
    assert _shown(page, record, valued) == STRINGS["fr"]["no_mistakes"]
    assert not errors, errors
