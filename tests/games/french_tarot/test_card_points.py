"""``FrenchTarot.card_points``: the card values of R1.6, the 91 of R1.7, the pair count of R1.8."""

from __future__ import annotations

import pytest

from tarocchi.cards import FULL_DECK, mask_of, parse_cards
from tarocchi.games.french_tarot import GAME
from tarocchi.games.french_tarot.game import FrenchTarot


def pts(*codes: str) -> float:
    return FrenchTarot().card_points(mask_of(parse_cards(codes)))


def test_the_whole_deck_is_worth_91() -> None:
    assert FrenchTarot().card_points(FULL_DECK) == 91  # R1.7


def test_the_registered_game_counts_the_same() -> None:
    assert GAME.from_options({}).card_points(FULL_DECK) == 91


@pytest.mark.parametrize(
    ("codes", "points"),
    [
        ((), 0),
        (("T1",), 4.5),  # R1.6: a bout
        (("FOOL",), 4.5),
        (("KS",), 4.5),
        (("QH",), 3.5),
        (("NC",), 2.5),
        (("JD",), 1.5),
        (("5S",), 0.5),
        (("T12",), 0.5),
        (("KS", "5S"), 5),  # R1.8: an honour with a low card counts 5
        (("JD", "T12"), 2),  # R1.8: a jack with a low card counts 2
        (("5S", "T12"), 1),  # R1.8: two low cards count 1
        (("T1", "T21", "FOOL", "KS", "QH", "NC", "JD", "5S"), 4.5 * 4 + 3.5 + 2.5 + 1.5 + 0.5),
    ],
)
def test_small_sets(codes: tuple[str, ...], points: float) -> None:
    assert pts(*codes) == points


def test_disjoint_sets_add_up() -> None:
    game = FrenchTarot()
    a = mask_of(parse_cards(["T1", "KS", "5S"]))
    assert game.card_points(a) + game.card_points(FULL_DECK & ~a) == 91
