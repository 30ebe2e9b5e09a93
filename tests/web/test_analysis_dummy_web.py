"""The review's analysis of a hand with dummies (2-player Gatti, gatti.md 12.2): the seat menu named a dummy
by its record name, in English on an Italian page ("dummy"), and offered it though a dummy is analysed with
its player; a decision of the dummy the seat plays was listed as the seat's own ("Presa 2" twice, one of
them the dummy's card). The menu offers the seats that play, a dummy's decision says whose it is."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from browserutil import GuestPage, gatti_two_record, open_review
from test_browser import _need_game, browser, server  # noqa: F401 (fixtures)

from tarocchi.web.review import review_text

LAPTOP = (1366, 768)
NAMES = ["Ann", "Bea", "dummy", "dummy"]
"""Two people and their dummies, named as the web app stores them."""


def _decision(action: dict[str, Any], index: int) -> dict[str, Any]:
    option = {"action": action, "value": 1.5, "error": 0.5}
    return {"index": index, "seat": action["seat"], "chosen": action, "best": action, "loss": 0.0,
            "mistake": False, "options": [option]}  # fmt: skip


def _analysis(record: dict[str, Any]) -> tuple[dict[str, Any], int]:
    """A made-up answer for seat 0 (the search is not what is tested): its first card and its dummy's first
    card; and the dummy seat 0 plays."""
    end = review_text(json.dumps(record))["frames"][-1]
    dummy = next(s for s, c in enumerate(end["controllers"]) if c == 0 and s != 0)
    actions = record["hands"][0]["actions"]
    picks = [next(i for i, a in enumerate(actions) if a["seat"] == s and "play" in a) for s in (0, dummy)]
    decisions = [_decision(actions[i], i + 1) for i in sorted(picks)]
    answer = {"ok": True, "hand": 0, "seat": 0, "samples": 100, "seed": 0, "discard_samples": 24,
              "decisions": decisions, "mistakes": [], "total_loss": 0.0, "nothing_to_review": False}  # fmt: skip
    return answer, dummy


@pytest.mark.browser
@pytest.mark.one_database
def test_the_analysis_offers_the_players_and_says_a_dummys_decision(guest_page: GuestPage, tmp_path: Path) -> None:
    _need_game("gatti")
    record = gatti_two_record(tmp_path, NAMES)
    answer, dummy = _analysis(record)
    page, errors = guest_page(LAPTOP, "Ann")
    page.route("**/api/analysis?*", lambda route: route.fulfill(json=answer))
    page.select_option("#lang", "it")
    page.wait_for_function("() => document.documentElement.lang === 'it'")
    open_review(page, record, "#analyse")
    seats = page.locator("#analysis-seat option").all_inner_texts()
    assert seats == ["Ann", "Bea"], seats  # no "dummy" (an English word), no dummy to analyse alone
    page.click("#analyse")
    page.wait_for_selector("#analysis-decisions li")
    labels = page.locator("#analysis-decisions .what").all_inner_texts()
    dummy_first = answer["decisions"][0]["seat"] == dummy
    own, of_dummy = (labels[1], labels[0]) if dummy_first else (labels[0], labels[1])
    assert of_dummy.endswith("Ann (morto)") and "morto" not in own, labels
    assert not errors, errors
