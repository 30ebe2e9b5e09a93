"""``benchmarks/search_spread.py``: common random numbers tighten the search's paired comparison."""

from __future__ import annotations

import random
from collections.abc import Callable
from types import ModuleType

from tarocchi.cli.bench import card_decisions
from tarocchi.games import create_game

SCRIPT = "benchmarks/search_spread.py"


def test_common_random_numbers_narrow_the_paired_differences(load_script: Callable[[str], ModuleType]) -> None:
    result = load_script(SCRIPT).spread("french-tarot", 4, count=4, worlds=30, seed=1)
    assert result["decisions"] == 4
    assert 0 < result["on"] < 0.9 * result["off"]


def test_the_decisions_are_card_choices_with_two_cards_or_more() -> None:
    found = card_decisions(create_game("gatti", {"players": 3}), 5, random.Random(2))
    assert len(found) == 5
    for obs, legal in found:
        assert len(legal) >= 2 and all(a.verb == "play" and a.seat == obs.seat for a in legal)
