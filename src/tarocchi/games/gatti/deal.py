"""The deal (gatti.md §4, 16.2): packets in turn order from eldest, the dealer's extra cards.

``deal.hands[s]`` lists seat ``s``'s cards in dealing order, so its last card is the one turned face
up (4.2, 4.3); ``deal.talon`` holds the cards the dealer adds to his hand before discarding.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from tarocchi.cards import FULL_DECK, NUM_CARDS, Card, CardSet
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
        wrong_hand="seat {seat}'s hand must hold {size} cards, found {found}",
        wrong_talon="the talon must hold {size} cards, found {found}",
    )
    seen = check_layout(deal, layout)
    assert seen == FULL_DECK and seen.bit_count() == NUM_CARDS


def _cut_tables(num_seats: int) -> tuple[bytes, ...]:
    # Per hand, then the talon: a bytes.translate table turning a place in the deck into b"1" when the
    # place falls in that hand's slice (the talon's, last), else b"0".
    size = hand_size(num_seats)
    cuts = [(start, start + size) for start in range(0, num_seats * size, size)]
    cuts.append((num_seats * size, NUM_CARDS))
    return tuple(bytes(0x31 if lo <= place < hi else 0x30 for place in range(256)) for lo, hi in cuts)


_CUT_TABLES: Final = {num_seats: _cut_tables(num_seats) for num_seats in (3, 4)}
_LAST_PLACES: Final = {
    num_seats: tuple(range(hand_size(num_seats) - 1, num_seats * hand_size(num_seats), hand_size(num_seats)))
    for num_seats in (3, 4)
}
_BINARY: Final = (2,) * 5


class ShuffledDeal:
    """A shuffled deck cut into the hands and the talon, as masks: what a hand state reads of a
    :class:`~tarocchi.engine.game.Deal`, without building one (random hands; :meth:`deal` builds it).

    ``places`` is a permutation of ``0..77``: ``places[c]`` is card ``c``'s place in the shuffled deck.
    The hands are the deck's slices of :func:`hand_size` cards in seat order, the talon the rest; each
    hand's face-up card is the last of its slice (4.2). A mask is read as a binary numeral of one digit
    per card, from card 77 down (``bytes.translate`` of the places, then ``int(..., 2)``: no loop over
    the cards in Python).
    """

    __slots__ = ("_places", "hand_masks", "talon_mask")

    def __init__(self, places: list[int], num_seats: int) -> None:
        self._places = places
        digits = bytes(places[::-1])  # card 77's place first: the numeral's leading digit
        masks = list(map(int, map(digits.translate, _CUT_TABLES[num_seats]), _BINARY))
        self.talon_mask: CardSet = masks.pop()
        self.hand_masks = tuple(masks)

    @property
    def faceup(self) -> tuple[Card, ...]:
        """R4.2: each seat's face-up card, the last card of its slice."""
        return tuple(map(self._places.index, _LAST_PLACES[len(self.hand_masks)]))

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        """Each seat's cards in dealing order (the deck's slices)."""
        return self.deal().hands

    def deal(self) -> Deal:
        """The :class:`~tarocchi.engine.game.Deal` of these cards."""
        deck = sorted(range(NUM_CARDS), key=self._places.__getitem__)
        size = hand_size(len(self.hand_masks))
        cut = len(self.hand_masks) * size
        return Deal(tuple([tuple(deck[start : start + size]) for start in range(0, cut, size)]), tuple(deck[cut:]))


def faceup_cards(deal: Deal | ShuffledDeal) -> tuple[Card, ...]:
    """R4.2, R4.3, 16.2: each seat's face-up card, the last card of its dealt hand."""
    if isinstance(deal, ShuffledDeal):
        return deal.faceup
    return tuple([hand[-1] for hand in deal.hands])
