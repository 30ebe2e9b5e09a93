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


@pytest.mark.parametrize(
    ("typed", "key"),
    [("forte", "strong"), ("Débutant", "beginner"), ("debutant", "beginner"), ("ESPERTO", "expert"),
     ("intermédiaire", "intermediate"), ("intermedio", "intermediate"), ("fort", "strong"), (" expert ", "expert")],
)  # fmt: skip
def test_a_level_is_found_by_its_name_in_any_of_the_three_languages(typed: str, key: str) -> None:
    """Issue 13 §5: the levels are named in English, Italian and French; a player may type any of them."""
    assert level(typed).key == key


def test_play_takes_a_level_by_its_italian_or_french_name() -> None:
    from tarocchi.cli.play import bots_for

    assert bots_for("esperto", None) == level("expert").agent
    with pytest.raises(TarocchiError, match="principiante"):
        bots_for("godlike", None)
