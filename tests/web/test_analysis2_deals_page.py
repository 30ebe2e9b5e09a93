"""The review page's analysis says, decision by decision, how each was valued, as ``tarocchi analyze`` does: over
the only possible deal, exact with no ±, where the seat knew every card's place (the 2-player Piedmontese dealer's
discard and last cards); with the ± of the playouts over that one deal elsewhere; over how many sampled deals for
the other seat, which never saw the discard. Readable at a phone's 390 px and a laptop's 1366 px."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from browserutil import GuestPage, open_review
from test_browser import _need_game, browser, server  # noqa: F401 (fixtures)
from test_pages import _check_page

pytestmark = [pytest.mark.browser, pytest.mark.one_database]

WORDS = {
    "en": {"exact": "(exact, the only possible deal)", "playouts": "of playouts, the only possible deal",
           "sampled": r"^\(± [0-9.]+, over (\d+) deals\)$"},
    "fr": {"exact": "(exacte, la seule donne possible)", "playouts": "des parties simulées, la seule donne possible",
           "sampled": r"^\(± [0-9,]+, sur (\d+) donnes\)$"},
}  # fmt: skip
"""What the page says of an exact decision, of one played out over the only deal, and of a sampled one."""


def piedmontese_two_record(tmp_path: Path) -> dict[str, Any]:
    """A hand of 2-player Piedmontese played by the heuristic through ``tarocchi match``."""
    from tarocchi.cli import main

    main(["match", "piedmontese", "--players", "2", "--deals", "1", "--agents", "heuristic", "--seed", "1",
          "--records", str(tmp_path), "--no-progress"])  # fmt: skip
    record: dict[str, Any] = json.loads(next(tmp_path.glob("*.json")).read_text())
    record["names"] = ["Ann", "Bea"]
    return record


def _analyse(page: Any, seat: int) -> dict[int, tuple[str, str]]:
    """The analysis of ``seat`` asked for: decision index -> (how it was valued, its options' ± column)."""
    page.select_option("#analysis-seat", str(seat))
    page.click("#analyse")
    page.wait_for_selector("#analysis-decisions li", timeout=120_000)
    rows = page.locator("#analysis-decisions li").evaluate_all(
        """(els) => els.map((li) => [Number(li.dataset.index), (li.querySelector('.valued') || {}).textContent,
            [...li.querySelectorAll('table.options td.muted')].map((td) => td.textContent).join('')])"""
    )
    return {index: (valued, errors) for index, valued, errors in rows}


@pytest.mark.parametrize(("size", "lang"), [((390, 844), "fr"), ((1366, 768), "en")])
def test_each_decision_says_over_how_many_deals_and_exact_without_a_plus_minus(
    guest_page: GuestPage, tmp_path: Path, size: tuple[int, int], lang: str
) -> None:
    _need_game("piedmontese")
    record = piedmontese_two_record(tmp_path)
    actions = record["hands"][0]["actions"]
    dealer = next(int(a["seat"]) for a in actions if "discard" in a)
    discard = next(i for i, a in enumerate(actions) if "discard" in a)
    page, errors = guest_page(size, "Cy")
    if lang != "en":
        page.select_option("#lang", lang)
        page.wait_for_function(f"() => document.documentElement.lang === '{lang}'")
    open_review(page, record)
    words = WORDS[lang]
    mine = _analyse(page, dealer)
    assert mine[discard][0] == words["exact"], mine[discard]
    assert "±" not in mine[discard][1]
    exact = [k for k, (valued, _) in mine.items() if valued == words["exact"]]
    assert len(exact) > 1, "the dealer's last cards are solved: exact"
    assert all("±" not in mine[k][1] for k in exact)
    assert any(words["playouts"] in valued and "±" in valued for valued, _ in mine.values())
    _check_page(page, f"analysis2-dealer-{lang}", size)
    theirs = _analyse(page, 1 - dealer)
    first = theirs[min(theirs)][0]
    sampled = re.match(words["sampled"], first)
    assert sampled and int(sampled.group(1)) > 1, first
    _check_page(page, f"analysis2-other-{lang}", size)
    assert not errors, errors
