"""The deal (gatti.md §4, 16.2): packets in turn order from eldest, the dealer's extra cards.

``deal.hands[s]`` lists seat ``s``'s cards in dealing order, so its last card is the one turned face
up (4.2, 4.3); ``deal.talon`` holds the cards the dealer adds to his hand before discarding.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from tarocchi.cards import FULL_DECK, NUM_CARDS, Card
from tarocchi.engine.deals import DealLayout, check_layout
from tarocchi.engine.game import Deal
from tarocchi.engine.shuffle import shuffled

PACKETS_THREE: Final = (5, 5, 5, 5, 5)
"""R4.1: five packets of five with 3 players."""
PACKETS_FOUR: Final = (5, 5, 5, 4)
"""R4.3: packets of 5, 5, 5 and 4 in the four-seat games."""


def packets(num_seats: int) -> tuple[int, ...]:
    """The packet sizes of one seat's hand."""
    return PACKETS_THREE if num_seats == 3 else PACKETS_FOUR


def hand_size(num_seats: int) -> int:
    """R4.1, R4.3: 25 cards with 3 players, 19 in the four-seat games."""
    return 25 if num_seats == 3 else 19


def talon_size(num_seats: int) -> int:
    """R4.1, R4.3, R5.1: the dealer's extra cards (and his discard): 3 or 2."""
    return 3 if num_seats == 3 else 2


def deal_in_packets(cards: Sequence[Card], dealer: int, num_seats: int) -> Deal:
    """Deal ``cards`` (a shuffled deck) packet by packet, each round from eldest to the dealer (R4.1, R4.3)."""
    hands: list[list[Card]] = [[] for _ in range(num_seats)]
    i = 0
    for size in packets(num_seats):
        for k in range(num_seats):
            seat = (dealer + 1 + k) % num_seats
            hands[seat].extend(cards[i : i + size])
            i += size
    return Deal(tuple(tuple(h) for h in hands), tuple(cards[i:]))


def deal_from_seed(dealer: int, seed: int, num_seats: int) -> Deal:
    """The deal the project's deterministic shuffle gives for ``seed``."""
    return deal_in_packets(shuffled(FULL_DECK, seed), dealer, num_seats)


def check_deal(deal: Deal, num_seats: int) -> None:
    """Raise ``ValueError`` naming the fault unless ``deal`` is a complete Gatti deal for ``num_seats`` seats."""
    layout = DealLayout(
        seats=num_seats,
        hand_size=hand_size(num_seats),
        talon_size=talon_size(num_seats),
        deck=FULL_DECK,
        wrong_seats="a deal for {seats} seats has {seats} hands, found {found}",
        wrong_hand="hand {seat} must hold {size} cards, found {found}",
        wrong_talon="the talon must hold {size} cards, found {found}",
    )
    seen = check_layout(deal, layout)
    assert seen == FULL_DECK and seen.bit_count() == NUM_CARDS


_BITS: Final = tuple(1 << card for card in range(NUM_CARDS))


class ShuffledDeal:
    """A shuffled deck cut into the hands and the talon, with their masks: what a hand state reads of a
    :class:`~tarocchi.engine.game.Deal`, without building one (random hands; :meth:`deal` builds it).

    The cards are a permutation of the deck, so each mask is the sum of its cards' bits.
    """

    __slots__ = ("hand_masks", "hands", "talon", "talon_mask")

    def __init__(self, deck: Sequence[Card], num_seats: int) -> None:
        size = hand_size(num_seats)
        cut = num_seats * size
        bit = _BITS.__getitem__
        self.hands = tuple([tuple(deck[start : start + size]) for start in range(0, cut, size)])
        self.talon = tuple(deck[cut:])
        self.hand_masks = tuple([sum(map(bit, hand)) for hand in self.hands])
        self.talon_mask = sum(map(bit, self.talon))

    def deal(self) -> Deal:
        """The :class:`~tarocchi.engine.game.Deal` of these cards."""
        return Deal(self.hands, self.talon)


def faceup_cards(deal: Deal | ShuffledDeal) -> tuple[Card, ...]:
    """R4.2, R4.3, 16.2: each seat's face-up card, the last card of its dealt hand."""
    return tuple([hand[-1] for hand in deal.hands])
