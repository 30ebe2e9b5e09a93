"""Dealing French Tarot (french-tarot.md §2, §3): the plain split, the authentic deal, petit sec.

Both deals start from the project's deterministic shuffle (C3). The plain split gives every hand the
same distribution as any fixed dealing pattern (R3.5); the authentic deal (option ``authentic_deal``)
lays the shuffled pack out in packets from the forehand to the dealer, with chien cards placed one at
a time between packets, never the first or last card of the pack (R3.3, R3.4).
"""

from __future__ import annotations

import random
from typing import Final

from tarocchi.cards import NUM_CARDS, TRUMPS, Card, CardSet
from tarocchi.engine.deals import DealLayout, check_layout
from tarocchi.engine.game import Deal
from tarocchi.engine.random_deal import LabelDealer, owner_labels
from tarocchi.engine.shuffle import DeterministicRng, shuffled

from .deck import DECK, FOOL_BIT, T1_BIT

HAND_SIZE: Final = {3: 24, 4: 18, 5: 15}
"""R2.1: cards per hand (and tricks per deal)."""
CHIEN_SIZE: Final = {3: 6, 4: 6, 5: 3}
"""R2.1: cards in the chien."""
PACKET_SIZE: Final = {3: 4, 4: 3, 5: 3}
"""R2.1: cards per packet in the authentic deal (4 by 4 with three players, FFT annex)."""

_CHIEN_SLOT_SALT: Final = 0xC41E_5107_D0C5_A11E
"""Mixed into the seed to place the chien cards of an authentic deal (independent of the shuffle)."""


def split_deal(cards: list[Card], dealer: int, players: int) -> Deal:
    """Deal a shuffled pack by plain split (R3.5): consecutive blocks from the forehand, the chien last."""
    size = HAND_SIZE[players]
    hands: list[tuple[Card, ...]] = [() for _ in range(players)]
    for i in range(players):
        seat = (dealer + 1 + i) % players
        hands[seat] = tuple(cards[i * size : (i + 1) * size])
    return Deal(tuple(hands), tuple(cards[players * size :]))


def authentic_deal(cards: list[Card], dealer: int, players: int, seed: int) -> Deal:
    """Deal a shuffled pack in packets with FFT chien slots (R3.3, R3.4).

    Packets go out from the forehand round to the dealer. Between two packets the dealer may lay one
    card in the chien; the slots are chosen from ``seed`` among the gaps after the first and before
    the last packet, so neither the first nor the last card of the pack reaches the chien.
    """
    packet = PACKET_SIZE[players]
    chien_size = CHIEN_SIZE[players]
    packets = players * HAND_SIZE[players] // packet
    gaps = list(range(1, packets))  # gap k: after packet k-1, before packet k
    DeterministicRng(seed ^ _CHIEN_SLOT_SALT).shuffle(gaps)
    slots = set(gaps[:chien_size])
    hands: list[list[Card]] = [[] for _ in range(players)]
    talon: list[Card] = []
    pos = 0
    for k in range(packets):
        if k in slots:
            talon.append(cards[pos])  # R3.4: one chien card at a time
            pos += 1
        seat = (dealer + 1 + k) % players
        hands[seat].extend(cards[pos : pos + packet])
        pos += packet
    assert pos == NUM_CARDS
    return Deal(tuple(tuple(h) for h in hands), tuple(talon))


def make_deal(dealer: int, seed: int, players: int, authentic: bool) -> Deal:
    """The deal of ``seed`` with the project's shuffle (C3), plain or authentic (R3.5, option ``authentic_deal``)."""
    cards = shuffled(DECK, seed)
    if authentic:
        return authentic_deal(cards, dealer, players, seed)
    return split_deal(cards, dealer, players)


def check_deal(deal: Deal, players: int) -> None:
    """Raise ``ValueError`` unless ``deal`` gives every seat its hand and the chien, each card once (§17.2)."""
    check_layout(
        deal,
        DealLayout(
            seats=players,
            hand_size=HAND_SIZE.get(players, 0),
            talon_size=CHIEN_SIZE.get(players, 0),
            deck=DECK,
            wrong_seats="a {seats}-player deal has {seats} hands, found {found}",
            wrong_hand="seat {seat}'s hand must hold {size} cards, found {found}",
            wrong_talon="the chien (talon) must hold {size} cards, found {found}",
            missing="cards missing from the deal: {codes}",
        ),
    )


_DEALERS: Final = {n: LabelDealer(DECK, owner_labels(*[HAND_SIZE[n]] * n, CHIEN_SIZE[n])) for n in HAND_SIZE}
"""Per player count, the random dealer of ``players`` hands and the chien (label ``players``)."""


def random_deal_masks(rng: random.Random, players: int) -> list[CardSet]:
    """A uniformly random deal as masks: ``players`` hands, then the chien (random hands, ``tarocchi bench``).

    A uniformly random arrangement of the hand labels over the 78 cards
    (:class:`~tarocchi.engine.random_deal.LabelDealer`).
    """
    return _DEALERS[players].deal(rng)


def is_petit_sec(hand: CardSet) -> bool:
    """R3.7: the only trump is T1 and the hand has no Excuse."""
    return (hand & TRUMPS) == T1_BIT and not hand & FOOL_BIT


def petit_sec_seats(hands: tuple[CardSet, ...], dealer: int) -> list[int]:
    """Seats holding a petit sec, in turn order from the forehand (C7)."""
    n = len(hands)
    order = [(dealer + 1 + i) % n for i in range(n)]
    return [seat for seat in order if is_petit_sec(hands[seat])]


__all__ = [
    "CHIEN_SIZE",
    "HAND_SIZE",
    "PACKET_SIZE",
    "authentic_deal",
    "check_deal",
    "is_petit_sec",
    "make_deal",
    "petit_sec_seats",
    "random_deal_masks",
    "split_deal",
]
