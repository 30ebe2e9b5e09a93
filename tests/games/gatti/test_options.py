"""Options, read strictly (gatti.md 16.1, C1)."""

from __future__ import annotations

from typing import Any

import pytest

from tarocchi.errors import OptionError
from tarocchi.games import create_game
from tarocchi.games.gatti import GattiGame, Options


def test_defaults_are_the_official_rules() -> None:
    game = GattiGame.from_options({})
    assert game.options == Options(3, "pairs", "declared", False, False, False, 3)
    assert game.num_seats == 3 and game.hand_size == 25 and game.discard_size == 3
    assert game.max_hands() == 3


@pytest.mark.parametrize(
    ("raw", "seats", "hands", "size"),
    [
        ({"players": 2}, 4, 4, 19),
        ({"players": 4}, 4, 4, 19),
        ({"players": 4, "mode": "call"}, 4, 4, 19),
        ({"players": 3, "match_hands": 1}, 3, 1, 25),
        ({"players": 4, "match_hands": 7}, 4, 7, 19),
    ],
)
def test_seats_and_match_length_follow_the_player_count(raw: dict[str, Any], seats: int, hands: int, size: int) -> None:
    game = create_game("gatti", raw)
    assert (game.num_seats, game.max_hands()) == (seats, hands)
    assert isinstance(game, GattiGame) and game.hand_size == size


def test_writing_a_default_out_means_the_same_as_leaving_it_out() -> None:
    explicit = GattiGame.from_options(
        {
            "players": 3,
            "bonuses": "declared",
            "bagatto_last": False,
            "must_overtrump": False,
            "protect_honours": False,
            "match_hands": 3,
        }
    )
    assert explicit == GattiGame.from_options({})
    assert GattiGame.from_options({"players": 4, "mode": "pairs"}) == GattiGame.from_options({"players": 4})


def test_options_json_round_trips_and_writes_mode_only_with_four() -> None:
    for raw in ({}, {"players": 2}, {"players": 4, "mode": "call", "bonuses": "both", "bagatto_last": True}):
        game = GattiGame.from_options(raw)
        written = game.options_json()
        assert ("mode" in written) == (game.options.players == 4)
        assert GattiGame.from_options(written) == game


@pytest.mark.parametrize(
    ("raw", "key"),
    [
        ({"colour": "red"}, "colour"),
        ({"players": 5}, "players"),
        ({"players": True}, "players"),
        ({"players": "3"}, "players"),
        ({"mode": "pairs"}, "mode"),  # C1: mode only with 4 players, even "pairs"
        ({"players": 2, "mode": "pairs"}, "mode"),
        ({"players": 4, "mode": "teams"}, "mode"),
        ({"bonuses": "some"}, "bonuses"),
        ({"bagatto_last": 1}, "bagatto_last"),
        ({"must_overtrump": "true"}, "must_overtrump"),
        ({"protect_honours": None}, "protect_honours"),
        ({"match_hands": 0}, "match_hands"),
        ({"match_hands": True}, "match_hands"),
        ({"match_hands": 2.0}, "match_hands"),
    ],
)
def test_bad_options_are_refused_naming_the_key(raw: dict[str, Any], key: str) -> None:
    with pytest.raises(OptionError) as info:
        GattiGame.from_options(raw)
    assert info.value.key == key
