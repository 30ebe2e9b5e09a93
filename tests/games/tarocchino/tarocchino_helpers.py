"""Shared helpers of the Tarocchino tests: card sets from codes, deals and states set up by hand."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tarocchi.cards import CardSet, mask_of, parse_card
from tarocchi.engine.actions import Action
from tarocchi.engine.game import Deal
from tarocchi.games.tarocchino import Options, Tarocchino, TarocchinoState
from tarocchi.games.tarocchino.deck import DECK
from tarocchi.games.tarocchino.match import MatchContext

RECORDS = Path(__file__).parents[2] / "data" / "records" / "tarocchino"


def m(codes: str) -> CardSet:
    """The card set of space-separated codes."""
    return mask_of(parse_card(c) for c in codes.split())


def cards(codes: str) -> tuple[int, ...]:
    """The cards of space-separated codes, in order."""
    return tuple(parse_card(c) for c in codes.split())


def game(**options: Any) -> Tarocchino:
    """A game with the given options (record spelling: ``declaration_timing="first-trick"``)."""
    return Tarocchino(Options.from_raw(options))


def deal_of(h0: str, h1: str, h2: str, h3: str, talon: str) -> Deal:
    """A deal written by hand; checked to be a full deal of the pack."""
    deal = Deal((cards(h0), cards(h1), cards(h2), cards(h3)), cards(talon))
    Tarocchino().check_deal(deal)
    return deal


def fill_deal(dealer_hand: str, dealer: int, talon: str = "", **seat_hands: str) -> Deal:
    """A deal with some hands given and the rest of the pack dealt in deck order to the others."""
    given: dict[int, tuple[int, ...]] = {dealer: cards(dealer_hand)}
    for key, text in seat_hands.items():
        given[int(key.removeprefix("s"))] = cards(text)
    used = 0
    for hand in given.values():
        used |= mask_of(hand)
    talon_cards = cards(talon)
    used |= mask_of(talon_cards)
    rest = [c for c in range(78) if (DECK >> c) & 1 and not (used >> c) & 1]
    hands: list[tuple[int, ...]] = []
    for seat in range(4):
        if seat in given:
            hands.append(given[seat])
        else:
            hands.append(tuple(rest[:15]))
            rest = rest[15:]
    if not talon_cards:
        talon_cards = tuple(rest[:2])
        rest = rest[2:]
    assert not rest, rest
    deal = Deal(tuple(hands), talon_cards)
    Tarocchino().check_deal(deal)
    return deal


def new_state(g: Tarocchino, dealer: int, deal: Deal, totals: tuple[int, int] = (0, 0)) -> TarocchinoState:
    """A deal started with a given match standing."""
    state = TarocchinoState(g, dealer, deal, MatchContext(totals))
    return state


def play(seat: int, code: str) -> Action:
    return Action(seat, "play", card=parse_card(code))


def declare(seat: int, codes: str, name: str | None = None) -> Action:
    return Action(seat, "declare", cards=m(codes), value=name)


def discard(seat: int, codes: str) -> Action:
    return Action(seat, "discard", cards=m(codes))


def give(seat: int, code: str) -> Action:
    return Action(seat, "give", card=parse_card(code))


def load(name: str) -> dict[str, Any]:
    """A hand-written record of ``tests/data/records/tarocchino``."""
    data: dict[str, Any] = json.loads((RECORDS / name).read_text())
    return data


# The deal of tests/data/records/tarocchino/first-trick-give.record.json (dealer 0, seat 1 leads).
DEAL2 = deal_of(
    "T11 T10 T9 T8 T7 T6 T5 T4 T3 T2 T1 FOOL KD QD ND",
    "T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 KS QS NS JS 1S",
    "6S 7S 8S 9S 10S KH QH NH JH 1H 6H 7H 8H 9H 10H",
    "KC QC NC JC 1C 6C 7C 8C 9C 10C 6D 7D 8D 9D 10D",
    "JD 1D",
)
TRICKS2 = [
    "1:T21 2:6H 3:6D 0:FOOL",
    "1:T20 2:7H 3:7D 0:T1",
    "1:T19 2:8H 3:8D 0:T2",
    "1:T18 2:9H 3:9D 0:T3",
    "1:T17 2:10H 3:10D 0:T4",
    "1:T16 2:1H 3:6C 0:T5",
    "1:T15 2:JH 3:7C 0:T6",
    "1:T14 2:NH 3:8C 0:T7",
    "1:T13 2:QH 3:9C 0:T8",
    "1:T12 2:KH 3:10C 0:T9",
    "1:KS 2:6S 3:1C 0:T10",
    "0:T11 1:1S 2:7S 3:JC",
    "0:KD 1:QS 2:8S 3:NC",
    "0:QD 1:NS 2:9S 3:QC",
    "0:ND 1:JS 2:10S 3:KC",
]
