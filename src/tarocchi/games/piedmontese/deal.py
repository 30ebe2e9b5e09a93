"""Dealing and checking deals (§4, C7).

Seats receive packets of 5 in rounds, starting with the seat after the dealer (R4.2, 12.2), and the
last two cards go to the dealer (``talon``), who discards two.
"""

from __future__ import annotations

import random
from typing import Final

from tarocchi.cards import Card, CardSet
from tarocchi.engine.deals import DealLayout, check_layout
from tarocchi.engine.game import Deal
from tarocchi.engine.random_deal import LabelDealer, owner_labels
from tarocchi.engine.shuffle import shuffled
from tarocchi.games.piedmontese.deck import DECK, DECK_SIZE, hand_size

PACKET = 5


_DEALERS: Final = {
    players: LabelDealer(DECK, owner_labels(*[hand_size(players)] * players, 2)) for players in (2, 3, 4)
}
"""Per player count, the random dealer of each seat's hand and the talon (label ``players``)."""


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
    (:class:`~tarocchi.engine.random_deal.LabelDealer`); the hands of R4.2 are dealt in packets
    from a shuffled pack, which is the same distribution.
    """
    *hands, talon = _DEALERS[players].deal(rng)
    return hands, talon


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
