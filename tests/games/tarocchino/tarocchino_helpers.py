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
