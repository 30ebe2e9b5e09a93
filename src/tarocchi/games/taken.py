"""What each side has taken so far, as one seat can tell from its own observation.

The terminal game and the web table show, per side, the tricks won and the card points of the cards
won (:meth:`~tarocchi.engine.game.Game.card_points`). This module computes them from an
:class:`~tarocchi.engine.observation.Observation` only, never from the hand state, so a figure can
never reveal what the seat may not know:

* only finished tricks count (``TrickView.winner`` set); a discard, chien or monte is never counted,
  even when this seat saw it, because it is no side's taking until the hand is scored;
* the Fool/Excuse/Matto counts for the side of the seat that played it (its owner keeps it in every
  game; what becomes of it at the end of the hand is the hand's scoring), and an exchange card the
  observation shows (a ``give`` action with its card) moves from the giver's side to the side that
  won the Fool's trick;
* sides are those the seat knows, as the game says (:meth:`~tarocchi.engine.game.Game.known_sides`):
  fixed pairs where the game has them, a hidden partner only once this seat knows him.

It names no game: each game's ``sides`` module answers ``known_sides`` (with :func:`caller_sides`
for a called partner), and :func:`match_sides` gives the score sheet's columns.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from tarocchi.cards import FOOL, CardSet, parse_card
from tarocchi.engine.game import Game
from tarocchi.engine.observation import Observation
from tarocchi.errors import InvalidActionError

Sides = tuple[tuple[int, ...], ...]
"""A partition of the seats into sides, each a tuple of seats in seat order."""


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


def each_alone(num_seats: int) -> Sides:
    """Every seat a side of its own (nothing known, or no partnerships)."""
    return tuple((s,) for s in range(num_seats))


def _called_card(info: Any) -> int:
    called = info.get("called")
    if isinstance(called, str) and called:
        try:
            return parse_card(called)
        except InvalidActionError:
            return -1
    return -1


def caller_sides(obs: Observation, caller: int) -> Sides | None:
    """The caller and his partner against the rest, when ``obs.seat`` knows the partner, else ``None``.

    The partner is known once the observation reveals him (``info["partner_revealed"]``, or
    ``info["partner"]`` in a game that only shows it when known), or to the seat that holds the
    called card (itself the partner, or the caller alone when the card is in his own hand or discard).
    Used by the called-partner games (French Tarot R6.3 with five, Gatti's called king 12.3).
    """
    info = obs.info
    n = obs.num_seats
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
    return (attack, defence)


def known_sides(game: Game, obs: Observation) -> list[tuple[int, ...]]:
    """The sides as ``obs.seat`` knows them now (the game's :meth:`~Game.known_sides`), as a list."""
    return list(game.known_sides(obs))


@lru_cache(maxsize=64)
def match_sides(game: Game) -> Sides:
    """The score sheet's columns: the sides every seat knows before a card is dealt (fixed pairs,
    a dummy with its controller), else each seat alone. Asked of the game through
    :meth:`~Game.known_sides` on the observation of a fresh hand."""
    dealer = next((d for d in range(game.num_seats) if _may_deal(game, d)), 0)
    state = game.new_hand(dealer, game.deal(dealer, 0))
    return tuple(tuple(side) for side in game.known_sides(state.observation(game.controller(0))))


def _may_deal(game: Game, dealer: int) -> bool:
    try:
        game.check_dealer(dealer, None)
    except ValueError:
        return False
    return True


def points_taken(game: Game, obs: Observation) -> list[Taken]:
    """Each known side's tricks and card points so far (see the module docstring), in side order."""
    sides = game.known_sides(obs)
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
    return [Taken(side, tricks[k], game.taken_points(piles[k], tricks[k])) for k, side in enumerate(sides)]


__all__ = ["Sides", "Taken", "caller_sides", "each_alone", "known_sides", "match_sides", "points_taken"]
