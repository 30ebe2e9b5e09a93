"""What each side has taken so far, as one seat can tell from its own observation.

The terminal game and the web table show, per side, the tricks won and the card points of the cards
won (:meth:`~tarocchi.engine.game.Game.card_points`). This module computes them from an
:class:`~tarocchi.engine.observation.Observation` only, never from the hand state, so a figure can
never reveal what the seat may not know:

* only finished tricks count (``TrickView.winner`` set); a discard, chien or monte is never counted,
  even when this seat saw it, because it is no side's taking until the hand is scored;
* the Fool/Excuse/Matto counts for the side of the seat that played it (French Tarot R7.8, Gatti 9.1,
  Piedmontese 6.6, Tarocchino 6.5: its owner keeps it; what becomes of it at the end of the hand is
  the hand's scoring), and an exchange card the observation shows
  (a ``give`` action with its card) moves from the giver's side to the side that won the Fool's trick;
* sides are those the seat knows: fixed pairs where the game has them; in French Tarot the taker
  alone against the defence once the taker is known (3 and 4 players), and with 5 players only once
  the partner is known to this seat (revealed to the table, or this seat holds the called card);
  in Gatti with the called king the same; otherwise each seat on its own.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tarocchi.cards import FOOL, CardSet, parse_card
from tarocchi.engine.game import Game
from tarocchi.engine.observation import Observation
from tarocchi.errors import InvalidActionError


@dataclass(frozen=True, slots=True)
class Taken:
    """One side's takings so far: its seats, the tricks it won and the card points of their cards."""

    seats: tuple[int, ...]
    tricks: int
    points: float

    def to_json(self) -> dict[str, Any]:
        """``{"seats": [0, 2], "tricks": 3, "points": 12.5}`` (whole points as integers)."""
        points: float = int(self.points) if float(self.points).is_integer() else self.points
        return {"seats": list(self.seats), "tricks": self.tricks, "points": points}


def _called_card(info: Any) -> int:
    called = info.get("called")
    if isinstance(called, str) and called:
        try:
            return parse_card(called)
        except InvalidActionError:
            return -1
    return -1


def _caller_side(obs: Observation, caller: int, n: int) -> list[tuple[int, ...]] | None:
    """The caller and his partner against the rest, when ``obs.seat`` knows the partner (R6.3, 12.3)."""
    info = obs.info
    partner: int | None
    if info.get("partner_revealed") is True or (info.get("partner_revealed") is None and "partner" in info):
        known = info.get("partner")
        partner = known if isinstance(known, int) else None
    else:
        called = _called_card(info)
        mine = obs.hand
        if obs.seat == caller:
            for cards in obs.private_cards.values():
                mine |= cards  # the caller's own discard: a card called there leaves him alone
        if called < 0 or not (mine >> called) & 1:
            return None
        partner = obs.seat  # this seat holds the called card: it is the partner, or the caller alone
    attack = tuple(sorted({caller} | ({partner} if partner is not None else set())))
    defence = tuple(s for s in range(n) if s not in attack)
    return [attack, defence]


def known_sides(game: Game, obs: Observation) -> list[tuple[int, ...]]:
    """The sides as ``obs.seat`` knows them now, each a tuple of seats; every seat is in one side."""
    n = obs.num_seats
    info = obs.info
    alone: list[tuple[int, ...]] = [(s,) for s in range(n)]
    if game.name in ("tarocchino", "piedmontese") and n == 4:
        return [(0, 2), (1, 3)]  # Tarocchino 1.1, Piedmontese R3.1: fixed pairs, partners opposite
    if game.name == "gatti" and n == 4:
        if info.get("mode") != "call":
            return [(0, 2), (1, 3)]  # R3.2, 12.2: fixed pairs (the dummies sit opposite their players)
        return _caller_side(obs, obs.dealer, n) or alone  # 12.3: the dealer calls; partner hidden until played
    if game.name == "french-tarot":
        taker = info.get("taker")
        if not isinstance(taker, int):
            return alone
        if n < 5:
            return [(taker,), tuple(s for s in range(n) if s != taker)]  # R6.1: the taker alone
        return _caller_side(obs, taker, n) or alone  # R6.3: the partner is hidden until the call is played
    return alone


def points_taken(game: Game, obs: Observation) -> list[Taken]:
    """Each known side's tricks and card points so far (see the module docstring), in side order."""
    sides = known_sides(game, obs)
    side_of = {seat: k for k, side in enumerate(sides) for seat in side}
    piles = [0] * len(sides)
    tricks = [0] * len(sides)
    fool_winner = -1
    for trick in obs.tricks:
        if trick.winner is None:
            continue
        mine = side_of[trick.winner]
        tricks[mine] += 1
        for seat, card in trick.plays:
            if card == FOOL:
                fool_winner = trick.winner
                piles[side_of[seat]] |= 1 << card  # the Fool stays with its owner's side
            else:
                piles[mine] |= 1 << card
    for action in obs.history:
        if action.verb != "give" or action.card < 0 or fool_winner < 0:
            continue
        bit: CardSet = 1 << action.card
        giver = side_of.get(action.seat)
        if giver is not None and piles[giver] & bit:
            piles[giver] &= ~bit
            piles[side_of[fool_winner]] |= bit
    return [Taken(side, tricks[k], game.card_points(piles[k])) for k, side in enumerate(sides)]


__all__ = ["Taken", "known_sides", "points_taken"]
