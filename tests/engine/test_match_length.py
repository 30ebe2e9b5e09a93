"""A match's length as the edges show it before a match (the terminal's setup screen, the web lobby): the options
typed as a number (:attr:`OptionSpec.is_number`) and the hands a match left to its default lasts
(:meth:`Game.hands_in_match`), asked of the game rather than known by the edges."""

from __future__ import annotations

import pytest

from tarocchi.games import create_game


@pytest.mark.parametrize(
    ("name", "options", "hands"),
    [
        ("french-tarot", {"players": 4}, 4),  # R11.2: a deal per player
        ("french-tarot", {"players": 5}, 5),
        ("french-tarot", {"players": 4, "deals": 2}, 2),
        ("gatti", {"players": 3}, 3),
        ("gatti", {"players": 4}, 4),
        ("gatti", {"players": 3, "match_hands": 7}, 7),
        ("piedmontese", {"players": 3, "match_hands": 9}, 9),
        ("tarocchino", {}, None),  # played to 800 points: no number of hands ends it
    ],
)
def test_the_hands_a_match_lasts(name: str, options: dict[str, object], hands: int | None) -> None:
    assert create_game(name, options).hands_in_match() == hands


def test_the_options_typed_as_a_number() -> None:
    specs = {s.key: s for s in type(create_game("french-tarot", {})).option_specs()}
    assert specs["deals"].is_number and specs["target_score"].is_number
    assert not specs["players"].is_number  # chosen from a list
    gatti = {s.key: s for s in type(create_game("gatti", {})).option_specs()}
    assert gatti["match_hands"].is_number and not gatti["mode"].is_number
