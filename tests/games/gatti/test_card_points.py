"""``GattiGame.card_points``: the counting-card values of R2.1 only (52 in all); trick points are apart."""

from __future__ import annotations

import pytest

from tarocchi.cards import FULL_DECK, mask_of, parse_cards
from tarocchi.games.gatti.game import GattiGame
from tarocchi.games.gatti.options import read_options


def pts(*codes: str) -> float:
    return GattiGame().card_points(mask_of(parse_cards(codes)))


@pytest.mark.parametrize("options", [{"players": 3}, {"players": 4}, {"players": 4, "mode": "call"}, {"players": 2}])
def test_the_whole_deck_is_worth_52_without_trick_points(options: dict[str, object]) -> None:
    game = GattiGame(read_options(options))
    assert game.card_points(FULL_DECK) == 52  # R2.1
    # R2.4: with the point per trick and the discard's point the hand makes 78 (3 players) or 72.
    tricks = game.num_tricks
    assert game.card_points(FULL_DECK) + tricks + 1 == (78 if game.num_seats == 3 else 72)


@pytest.mark.parametrize(
    ("codes", "points"),
    [
        ((), 0),
        (("T1", "T21", "FOOL", "KS"), 16),  # R2.1: 4 each
        (("T20", "T2", "10S", "1H"), 0),  # R2.1: every other card is 0
        (("QH", "JC", "5S"), 4),  # G-S4: the uncovered discard, 3 + 1 + 0
        (("FOOL",), 4),  # G-S10: A keeps the FOOL (4)
        (("6D", "9D", "3C"), 0),  # G-S10: C's cards are worth 0
        (("QS", "NS", "JS"), 6),
    ],
)
def test_small_sets(codes: tuple[str, ...], points: float) -> None:
    assert pts(*codes) == points
