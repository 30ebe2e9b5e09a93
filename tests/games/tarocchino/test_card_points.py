"""``Tarocchino.card_points``: cards counted in pairs (R7.3) as the set's raw value minus half its size."""

from __future__ import annotations

import pytest

from tarocchi.cards import mask_of, parse_cards
from tarocchi.games.tarocchino.deck import COUNTING, DECK, SCARTINI
from tarocchi.games.tarocchino.game import Tarocchino


def pts(*codes: str) -> float:
    return Tarocchino().card_points(mask_of(parse_cards(codes)))


def test_the_whole_pack_is_worth_87() -> None:
    assert Tarocchino().card_points(DECK) == 87  # C1 (the 6 of the last trick apart)


def test_scartini_and_counting_cards() -> None:
    assert Tarocchino().card_points(SCARTINI) == 21  # C4
    assert Tarocchino().card_points(COUNTING) == 66  # C5


@pytest.mark.parametrize(
    ("codes", "points"),
    [
        ((), 0),
        (
            ("T21", "KS", "QS", "NC", "JD", *(f"T{k}" for k in range(8, 18)), "6S", "7S", "8S", "9S", "10S"),
            24,
        ),  # C2
        (("T21", "T20", "KS", "KC", "QH", "QD", "6S", "T13"), 26),  # C3
        (("FOOL", "T1", "T21", "T20"), 18),  # C6
        (("KS", "6S"), 5),  # R7.3: a counting card with a scartino is its value
        (("6S", "7S"), 1),  # R7.3: two scartini count 1
        (("KS",), 4.5),  # an odd set: 5 - 1/2, by the same formula
    ],
)
def test_small_sets(codes: tuple[str, ...], points: float) -> None:
    assert pts(*codes) == points
