"""Dealing and checking deals (§4, C7).

Seats receive packets of 5 in rounds, starting with the seat after the dealer (R4.2, 12.2), and the
last two cards go to the dealer (``talon``), who discards two.
"""

from __future__ import annotations

from tarocchi.cards import CODES, Card
from tarocchi.engine.game import Deal
from tarocchi.engine.shuffle import shuffled
from tarocchi.games.piedmontese.deck import DECK, DECK_SIZE, REMOVED, hand_size

PACKET = 5


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


def shuffled_deal(players: int, dealer: int, seed: int) -> Deal:
    """The deal the project's deterministic shuffle gives for ``seed``."""
    return deal_cards(shuffled(DECK, seed), players, dealer)


def check_deal(deal: Deal, players: int) -> None:
    """Raise ``ValueError`` naming the fault unless ``deal`` lays out the 62 cards as C7 says."""
    size = hand_size(players)
    if len(deal.hands) != players:
        raise ValueError(f"the deal must have {players} hands, found {len(deal.hands)}")
    seen = 0
    parts = [(f"hand of seat {s}", cards) for s, cards in enumerate(deal.hands)] + [("talon", deal.talon)]
    for name, cards in parts:
        for card in cards:
            if (REMOVED >> card) & 1:
                raise ValueError(f"{CODES[card]} in the {name} is not in the 62-card pack (C3)")
            if (seen >> card) & 1:
                raise ValueError(f"{CODES[card]} is dealt twice")
            seen |= 1 << card
    for seat, cards in enumerate(deal.hands):
        if len(cards) != size:
            raise ValueError(f"seat {seat} must be dealt {size} cards with {players} players, found {len(cards)} (C7)")
    if len(deal.talon) != 2:
        raise ValueError(f"the talon must hold the dealer's 2 extra cards, found {len(deal.talon)} (C7)")
    assert seen == DECK and DECK.bit_count() == DECK_SIZE
