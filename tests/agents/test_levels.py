"""The four strength levels name agents that exist, in three languages."""

import pytest

from tarocchi.agents import make_agent
from tarocchi.agents.levels import DEFAULT_LEVEL, LEVELS, level, level_keys
from tarocchi.errors import TarocchiError


def test_four_levels_weakest_first() -> None:
    assert level_keys() == ["beginner", "intermediate", "strong", "expert"]
    assert DEFAULT_LEVEL in level_keys()


@pytest.mark.parametrize("lvl", LEVELS, ids=lambda lvl: lvl.key)
def test_each_level_builds_an_agent_and_has_three_names(lvl) -> None:
    assert make_agent(lvl.agent, "french-tarot") is not None
    assert {"en", "it", "fr"} <= set(lvl.names)
    assert lvl.name("de") == lvl.names["en"]


def test_unknown_level_is_refused_with_the_known_ones() -> None:
    with pytest.raises(TarocchiError, match="beginner"):
        level("godlike")
