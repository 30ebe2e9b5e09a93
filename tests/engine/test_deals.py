"""The deal-layout check shared by the games: counts, sizes, each card once, cards in the deck."""

from __future__ import annotations

import pytest

from tarocchi.cards import parse_card
from tarocchi.engine.deals import DealLayout, check_layout
from tarocchi.engine.game import Deal

A, B, C, D, E = (parse_card(c) for c in ("1S", "2S", "3S", "4S", "5S"))
DECK = sum(1 << c for c in (A, B, C, D, E))
LAYOUT = DealLayout(
    seats=2,
    hand_size=2,
    talon_size=1,
    deck=DECK,
    wrong_seats="{seats} hands wanted, found {found}",
    wrong_hand="{part}: {found} cards, not {size}",
    wrong_talon="{part}: {found} cards, not {size}",
    foreign="{code} ({part}) is not in the pack",
    missing="missing: {codes}",
)


def _fault(deal: Deal, layout: DealLayout = LAYOUT) -> str:
    with pytest.raises(ValueError) as caught:
        check_layout(deal, layout)
    return str(caught.value)


def test_a_complete_deal_passes_and_returns_its_cards() -> None:
    assert check_layout(Deal(((A, B), (C, D)), (E,)), LAYOUT) == DECK


def test_each_fault_is_named() -> None:
    assert _fault(Deal(((A, B),), (E,))) == "2 hands wanted, found 1"
    assert _fault(Deal(((A,), (C, D)), (E, B))) == "seat 0's hand: 1 cards, not 2"
    assert _fault(Deal(((A, B), (C, D)), ())) == "talon: 0 cards, not 1"
    assert _fault(Deal(((A, B), (C, A)), (E,))) == "card 1S is dealt twice"
    assert _fault(Deal(((A, B), (C, parse_card("KH"))), (E,))) == "KH (seat 1's hand) is not in the pack"


def test_sizes_come_first_unless_the_game_checks_cards_first() -> None:
    deal = Deal(((A, A, B), (C, D)), (E,))
    assert _fault(deal) == "seat 0's hand: 3 cards, not 2"
    cards_first = DealLayout(**{**_fields(LAYOUT), "cards_first": True})
    assert _fault(deal, cards_first) == "card 1S is dealt twice"


def test_missing_cards_are_listed_when_the_game_asks() -> None:
    bigger = DealLayout(**{**_fields(LAYOUT), "deck": DECK | 1 << parse_card("KH")})
    assert _fault(Deal(((A, B), (C, D)), (E,)), bigger) == "missing: KH"


def _fields(layout: DealLayout) -> dict[str, object]:
    return {name: getattr(layout, name) for name in DealLayout.__dataclass_fields__}
