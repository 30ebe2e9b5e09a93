"""Dealing and checking deals (§4, C7).

Seats receive packets of 5 in rounds, starting with the seat after the dealer (R4.2, 12.2), and the
last two cards go to the dealer (``talon``), who discards two.
"""

from __future__ import annotations

import random
from operator import itemgetter
from typing import Final

from tarocchi.cards import NUM_CARDS, Card, CardSet
from tarocchi.engine.deals import DealLayout, check_layout
from tarocchi.engine.game import Deal
from tarocchi.engine.random_deal import shuffled_labels
from tarocchi.engine.shuffle import shuffled
from tarocchi.games.piedmontese.deck import DECK, DECK_SIZE, hand_size

PACKET = 5


def _runs() -> tuple[tuple[slice, ...], bytes]:
    """The pack from card 77 down as runs of consecutive cards (slices of the pack's 62 cards), and the
    gap of cards left out between two runs (the same four each time, R1.1)."""
    pack = [c for c in reversed(range(NUM_CARDS)) if (DECK >> c) & 1]
    starts = [0] + [i for i in range(1, len(pack)) if pack[i] != pack[i - 1] - 1]
    gaps = {pack[i - 1] - pack[i] - 1 for i in starts[1:]}
    assert len(gaps) == 1 and pack[0] == NUM_CARDS - 1 and pack[-1] == 0, "the pack leaves out runs of one length"
    return tuple(map(slice, starts, [*starts[1:], len(pack)])), bytes([_NO_OWNER]) * gaps.pop()


_NO_OWNER: Final = 255
"""The owner byte of a card left out of the pack (no hand's mask reads it)."""
_RUNS, _GAP = _runs()
_SPLIT: Final = itemgetter(*_RUNS)
_TO_BITS: Final = tuple(
    bytes.maketrans(bytes(range(256)), bytes(0x31 if i == label else 0x30 for i in range(256))) for label in range(5)
)
"""Per label, a byte table writing ``1`` for that label and ``0`` for any other (to read a mask with ``int(.., 2)``)."""
_LABELS: Final = {
    players: bytes(s for s in range(players) for _ in range(hand_size(players))) + bytes([players]) * 2
    for players in (2, 3, 4)
}
"""The owners to share out: each seat's hand size, then the talon (label ``players``)."""


def deal_cards(order: list[Card], players: int, dealer: int) -> Deal:
    """Deal the pack in the given order: rounds of 5 from seat ``dealer + 1``, the last 2 to the dealer (R4.2)."""
    size = hand_size(players)
    hands: list[list[Card]] = [[] for _ in range(players)]
    pos = 0
    for _ in range(size // PACKET):
        for k in range(1, players + 1):
            seat = (dealer + k) % players
            hands[seat].extend(order[pos : pos + PACKET])
            pos += PACKET
    return Deal(tuple(tuple(h) for h in hands), tuple(order[pos : pos + 2]))


def random_deal_masks(rng: random.Random, players: int) -> tuple[list[CardSet], CardSet]:
    """A uniformly random deal as masks: each seat's hand without the talon, then the dealer's two extra cards.

    A uniformly random arrangement of the owners over the 62 cards
    (:func:`~tarocchi.engine.random_deal.shuffled_labels`); the hands of R4.2 are dealt in packets
    from a shuffled pack, which is the same distribution.
    """
    owners = _GAP.join(_SPLIT(shuffled_labels(rng, _LABELS[players])))  # card 77 first, one byte a card
    hands = [int(owners.translate(_TO_BITS[seat]), 2) for seat in range(players)]
    return hands, DECK ^ sum(hands)


def shuffled_deal(players: int, dealer: int, seed: int) -> Deal:
    """The deal the project's deterministic shuffle gives for ``seed``."""
    return deal_cards(shuffled(DECK, seed), players, dealer)


def check_deal(deal: Deal, players: int) -> None:
    """Raise ``ValueError`` naming the fault unless ``deal`` lays out the 62 cards as C7 says."""
    layout = DealLayout(
        seats=players,
        hand_size=hand_size(players),
        talon_size=2,
        deck=DECK,
        wrong_seats="the deal must have {seats} hands, found {found}",
        wrong_hand="seat {seat} must be dealt {size} cards with {seats} players, found {found} (C7)",
        wrong_talon="the talon must hold the dealer's 2 extra cards, found {found} (C7)",
        twice="{code} is dealt twice",
        foreign="{code} in the {part} is not in the 62-card pack (C3)",
        hand_part="hand of seat {seat}",
        cards_first=True,
    )
    seen = check_layout(deal, layout)
    assert seen == DECK and DECK.bit_count() == DECK_SIZE
