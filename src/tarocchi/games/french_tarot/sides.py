"""The sides of a French Tarot hand as one seat knows them (R6.1, R6.3), and how its score sheet
writes a hand (:data:`SCORE_SHEET`), for the edges.

Before the auction ends every seat is alone. With 3 or 4 players the taker plays alone against the
defence (R6.1) as soon as he is known. With 5 the taker's partner is hidden until the called card is
played (R6.3): the sides are known to the seat that holds the called card, and to everyone once the
card is played (:func:`~tarocchi.games.taken.caller_sides`).
"""

from __future__ import annotations

from typing import Final

from tarocchi.engine.game import Game
from tarocchi.engine.observation import Observation
from tarocchi.games.taken import Sides, caller_sides, each_alone


def known_sides(game: Game, observation: Observation) -> Sides:
    """The sides as ``observation.seat`` knows them now: a partition of the seats."""
    n = observation.num_seats
    taker = observation.info.get("taker")
    if not isinstance(taker, int):
        return each_alone(n)
    if n < 5:
        return ((taker,), tuple(s for s in range(n) if s != taker))  # R6.1: the taker alone
    return caller_sides(observation, taker) or each_alone(n)  # R6.3: the partner hidden until the call is played


SCORE_SHEET: Final = "scores"
"""How the score sheet writes a hand: its scores (the totals are their sums)."""


__all__ = ["SCORE_SHEET", "known_sides"]
