"""Options and their strict reading (tarocchino.md §13.1, C1)."""

from __future__ import annotations

from typing import Any

import pytest

from tarocchi.errors import OptionError
from tarocchi.games import create_game
from tarocchi.games.tarocchino import Options, Tarocchino


def test_defaults_are_the_official_rules() -> None:
    game = create_game("tarocchino")
    assert isinstance(game, Tarocchino)
    assert game.options == Options(4, False, "round")
    assert game.options_json() == {"players": 4, "grande_two_counters": False, "declaration_timing": "round"}


def test_every_allowed_value_is_read() -> None:
    game = Tarocchino.from_options({"players": 4, "grande_two_counters": True, "declaration_timing": "first-trick"})
    assert game.options == Options(4, True, "first-trick")


@pytest.mark.parametrize(
    ("raw", "key"),
    [
        ({"players": 3}, "players"),
        ({"players": True}, "players"),
        ({"players": "4"}, "players"),
        ({"grande_two_counters": 1}, "grande_two_counters"),
        ({"grande_two_counters": "true"}, "grande_two_counters"),
        ({"declaration_timing": "Round"}, "declaration_timing"),
        ({"declaration_timing": "first_trick"}, "declaration_timing"),
        ({"angel_beats_world": True}, "angel_beats_world"),
    ],
)
def test_unknown_keys_and_bad_values_are_refused_naming_the_key(raw: dict[str, Any], key: str) -> None:
    with pytest.raises(OptionError) as info:
        Tarocchino.from_options(raw)
    assert info.value.key == key
    assert key in str(info.value)
