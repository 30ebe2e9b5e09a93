"""The sides of a Gatti hand as one seat knows them (3.2, 12.1-12.3), and how its score sheet
writes a hand (:data:`SCORE_SHEET`), for the edges.

Three players play each for himself. In the four-seat games seats 0 and 2 play against 1 and 3
(the fixed pairs of 12.1, and the two players with their dummies opposite them, 12.2); in the
called-king game (12.3) the dealer's partner is hidden until the called king is played, and known
before that only to the seat that holds it (:func:`~tarocchi.games.taken.caller_sides`).
"""

from __future__ import annotations

from typing import Final

from tarocchi.engine.game import Game
from tarocchi.engine.observation import Observation
from tarocchi.games.taken import Sides, caller_sides, each_alone


def known_sides(game: Game, observation: Observation) -> Sides:
    """The sides as ``observation.seat`` knows them now: a partition of the seats."""
    n = observation.num_seats
    if n != 4:
        return each_alone(n)
    if observation.info.get("mode") != "call":
        return ((0, 2), (1, 3))  # 12.1, 12.2: fixed pairs (the dummies sit opposite their players)
    return caller_sides(observation, observation.dealer) or each_alone(n)  # 12.3: the dealer calls


SCORE_SHEET: Final = "scores"
"""How the score sheet writes a hand: its scores (the totals are their sums)."""


__all__ = ["SCORE_SHEET", "known_sides"]
