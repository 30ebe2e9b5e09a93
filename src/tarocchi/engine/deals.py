"""The layout of a complete deal, checked once for every game (``Game.check_deal``).

A deal is complete when it has one hand per seat, each of the game's hand size, a talon of the
game's size, and every card of the game's deck exactly once. The games differ in their numbers and
deck (data, :class:`DealLayout`) and in the wording of a fault (message templates), not in the check.

A fault is a :class:`~tarocchi.errors.DealError` (a ``ValueError``) with the game's message and a code
of its kind, its parameters plain values (``seat`` counted from 0 as records do, ``None`` for the talon):
``deal_seats`` (``seats``, ``found``), ``deal_hand_size`` (``seat``, ``size``, ``found``),
``deal_talon_size`` (``size``, ``found``), ``deal_foreign_card`` (``card``, ``seat``),
``deal_card_twice`` (``card``) and ``deal_missing_cards`` (``cards``, comma-separated codes).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tarocchi.cards import CODES, Card, CardSet
from tarocchi.engine.game import Deal
from tarocchi.errors import DealError


@dataclass(frozen=True, slots=True)
class DealLayout:
    """What a complete deal holds, and how the game words each fault.

    Templates are formatted with ``seats``, ``found``, ``size``, ``seat``, ``code`` and ``part`` (the
    ``hand_part`` or ``talon_part`` name). ``foreign`` (a card outside ``deck``) and ``missing`` (cards of
    ``deck`` nowhere in the deal) are checked only when given. ``cards_first``: the cards of every part
    are checked before the sizes (else part by part, size then cards).
    """

    seats: int
    hand_size: int
    talon_size: int
    deck: CardSet
    wrong_seats: str
    wrong_hand: str
    wrong_talon: str
    twice: str = "card {code} is dealt twice"
    foreign: str | None = None
    missing: str | None = None
    hand_part: str = "seat {seat}'s hand"
    talon_part: str = "talon"
    cards_first: bool = False


def check_layout(deal: Deal, layout: DealLayout) -> CardSet:
    """Raise :class:`~tarocchi.errors.DealError` (a ``ValueError``) naming the first fault unless ``deal`` is
    complete under ``layout``; return its cards."""
    if len(deal.hands) != layout.seats:
        message = layout.wrong_seats.format(seats=layout.seats, found=len(deal.hands))
        raise DealError(message, "deal_seats", {"seats": layout.seats, "found": len(deal.hands)})
    # (seat or -1 for the talon, part name, cards)
    parts = [(s, layout.hand_part.format(seat=s), hand) for s, hand in enumerate(deal.hands)]
    parts.append((-1, layout.talon_part, deal.talon))
    seen: CardSet = 0
    if layout.cards_first:
        for seat, part, cards in parts:
            seen = _check_cards(layout, seat, part, cards, seen)
        for seat, part, cards in parts:
            _check_size(layout, seat, part, len(cards))
    else:
        for seat, part, cards in parts:
            _check_size(layout, seat, part, len(cards))
            seen = _check_cards(layout, seat, part, cards, seen)
    if layout.missing is not None and seen != layout.deck:
        deck = layout.deck
        codes = [CODES[c] for c in range(deck.bit_length()) if (deck >> c) & 1 and not (seen >> c) & 1]
        listed = ", ".join(codes)
        raise DealError(layout.missing.format(codes=listed), "deal_missing_cards", {"cards": listed})
    return seen


def _check_size(layout: DealLayout, seat: int, part: str, found: int) -> None:
    size = layout.talon_size if seat < 0 else layout.hand_size
    if found != size:
        template = layout.wrong_talon if seat < 0 else layout.wrong_hand
        message = template.format(seat=seat, part=part, size=size, found=found, seats=layout.seats)
        if seat < 0:
            raise DealError(message, "deal_talon_size", {"size": size, "found": found})
        raise DealError(message, "deal_hand_size", {"seat": seat, "size": size, "found": found})


def _check_cards(layout: DealLayout, seat: int, part: str, cards: Sequence[Card], seen: CardSet) -> CardSet:
    for card in cards:
        if layout.foreign is not None and not (layout.deck >> card) & 1:
            where = seat if seat >= 0 else None
            message = layout.foreign.format(code=CODES[card], part=part)
            raise DealError(message, "deal_foreign_card", {"card": CODES[card], "seat": where})
        if (seen >> card) & 1:
            raise DealError(layout.twice.format(code=CODES[card]), "deal_card_twice", {"card": CODES[card]})
        seen |= 1 << card
    return seen


__all__ = ["DealLayout", "check_layout"]
