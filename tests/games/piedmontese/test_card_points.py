"""``PiedmonteseGame.card_points``: counted card by card, 5/4/3/2/1 (R2.1), 114 for the pack (P-S10)."""

from __future__ import annotations

import pytest

from tarocchi.cards import FULL_DECK, mask_of, parse_cards
from tarocchi.games.piedmontese.deck import DECK
from tarocchi.games.piedmontese.game import PiedmonteseGame
from tarocchi.games.piedmontese.options import read_options


def pts(*codes: str) -> float:
    return PiedmonteseGame().card_points(mask_of(parse_cards(codes)))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_whole_pack_is_worth_114(players: int) -> None:
    game = PiedmonteseGame(read_options({"players": players}))
    assert game.card_points(DECK) == 114  # P-S10
    assert game.card_points(FULL_DECK) == 114  # cards outside the pack count nothing


@pytest.mark.parametrize(
    ("codes", "points"),
    [
        ((), 0),
        (("T21", "KC", "QS", "NS", "JD", "5S", "6S", "2H", "3H", "6D", "T4", "T9", "T13"), 27),  # P-S5
        (("QH", "6S"), 5),  # P-S6: the dealer's discard
        (("FOOL",), 5),  # P-S7: the FOOL's 5 points
        (("T1", "T21", "FOOL", "KS", "QC", "NH", "JD", "10S", "T2"), 5 * 4 + 4 + 3 + 2 + 1 + 1),
    ],
)
def test_small_sets(codes: tuple[str, ...], points: float) -> None:
    assert pts(*codes) == points
