"""Helpers for Piedmontese tests: deals with chosen hands, states, records."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tarocchi.cards import CODES, cards_of, parse_card
from tarocchi.engine.game import Deal
from tarocchi.games.piedmontese import GAME, PiedmonteseState
from tarocchi.games.piedmontese.deck import DECK, hand_size

DealMaker = Callable[..., Deal]
StateMaker = Callable[..., PiedmonteseState]


def make_deal(players: int, dealer: int, fixed: dict[int, str]) -> Deal:
    """A deal where ``fixed[seat]`` lists a seat's cards (the dealer's last two are the talon).

    The dealer's list holds 17 / 22 / 32 cards; the other seats not given get the rest in deck order.
    """
    size = hand_size(players)
    used = 0
    hands: dict[int, list[int]] = {}
    talon: list[int] = []
    for seat, codes in fixed.items():
        cards = [parse_card(c) for c in codes.split()]
        for card in cards:
            assert not (used >> card) & 1, CODES[card]
            used |= 1 << card
        if seat == dealer and len(cards) == size + 2:
            hands[seat], talon = cards[:size], cards[size:]
        else:
            assert len(cards) <= size
            hands[seat] = cards
    free = cards_of(DECK & ~used)
    for seat in range(players):
        hand = hands.setdefault(seat, [])
        while len(hand) < size:
            hand.append(free.pop(0))
    while len(talon) < 2:
        talon.append(free.pop(0))
    assert not free
    return Deal(tuple(tuple(hands[s]) for s in range(players)), tuple(talon))


def make_state(
    players: int = 4, dealer: int = 3, fixed: dict[int, str] | None = None, **options: Any
) -> PiedmonteseState:
    """A fresh hand of a game with these options and a deal with the given hands."""
    game = GAME.from_options({"players": players, **options})
    deal = make_deal(players, dealer, fixed or {})
    game.check_deal(deal)
    return game.new_hand(dealer, deal)


@pytest.fixture
def deal_of() -> DealMaker:
    return make_deal


@pytest.fixture
def state_of() -> StateMaker:
    return make_state
