"""Options read strictly (piedmontese.md §12.1, C1)."""

from __future__ import annotations

from typing import Any

import pytest

from tarocchi.errors import OptionError, RecordError
from tarocchi.games import create_game
from tarocchi.games.piedmontese import GAME, Options
from tarocchi.records import replay_record


def test_defaults_are_the_official_rules() -> None:
    game = GAME.from_options({})
    assert game.options == Options(
        players=4, angel_beats_world=False, must_overtrump=False, reference_3p=38, match_hands=4
    )
    assert game.num_seats == 4 and game.reference == 57


@pytest.mark.parametrize(("players", "hands"), [(2, 2), (3, 3), (4, 4)])
def test_match_hands_defaults_to_one_deal_per_player(players: int, hands: int) -> None:
    game = GAME.from_options({"players": players})
    assert game.options.match_hands == hands
    assert game.max_hands() == hands


def test_options_built_directly_default_to_one_deal_per_player() -> None:
    assert Options(players=2).match_hands == 2
    assert Options(players=3, match_hands=6).match_hands == 6


def test_reference_3p() -> None:
    assert GAME.from_options({"players": 3}).reference == 38
    assert GAME.from_options({"players": 3, "reference_3p": 57}).reference == 57
    # C1: accepted with 2 or 4 players and without effect there.
    assert GAME.from_options({"players": 2, "reference_3p": 38}).reference == 57
    assert GAME.from_options({"players": 4, "reference_3p": 38}).reference == 57


@pytest.mark.parametrize(
    ("raw", "key"),
    [
        ({"player": 4}, "player"),
        ({"players": 5}, "players"),
        ({"players": 1}, "players"),
        ({"players": "4"}, "players"),
        ({"players": 4.0}, "players"),
        ({"players": True}, "players"),
        ({"angel_beats_world": 1}, "angel_beats_world"),
        ({"angel_beats_world": "true"}, "angel_beats_world"),
        ({"must_overtrump": 0}, "must_overtrump"),
        ({"must_overtrump": None}, "must_overtrump"),
        ({"reference_3p": 40}, "reference_3p"),
        ({"reference_3p": "38"}, "reference_3p"),
        ({"match_hands": 0}, "match_hands"),
        ({"match_hands": -2}, "match_hands"),
        ({"match_hands": 2.5}, "match_hands"),
        ({"match_hands": False}, "match_hands"),
        ({"deals": 4}, "deals"),
    ],
)
def test_bad_options_are_refused_naming_the_key(raw: dict[str, Any], key: str) -> None:
    with pytest.raises(OptionError) as info:
        GAME.from_options(raw)
    assert info.value.key == key
    assert key in str(info.value)


def test_a_record_with_a_bad_option_is_malformed_at_that_key() -> None:
    record = {"format": "tarocchi-record/1", "game": "piedmontese", "options": {"must_overtrump": 1}, "hands": []}
    with pytest.raises(RecordError) as info:
        replay_record(record)
    assert info.value.path == "$.options.must_overtrump"


def test_options_json_round_trips() -> None:
    raw = {"players": 3, "angel_beats_world": True, "must_overtrump": True, "reference_3p": 57, "match_hands": 6}
    game = create_game("piedmontese", raw)
    assert game.options_json() == raw
    assert GAME.from_options(game.options_json()).options == game.options
