"""``benchmarks/search_spread.py``: common random numbers tighten the search's paired comparison."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

SCRIPT = Path(__file__).parents[3] / "benchmarks" / "search_spread.py"


def _script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("search_spread", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def test_common_random_numbers_narrow_the_paired_differences() -> None:
    result = _script().spread("french-tarot", 4, count=4, worlds=30, seed=1)
    assert result["decisions"] == 4
    assert 0 < result["on"] < 0.9 * result["off"]


def test_the_decisions_are_card_choices_with_two_cards_or_more() -> None:
    found = _script().decisions("gatti", 3, 5, seed=2)
    assert len(found) == 5
    for obs, legal in found:
        assert len(legal) >= 2 and all(a.verb == "play" and a.seat == obs.seat for a in legal)
