"""The sides of a Piedmontese hand as one seat knows them (3.1), and how its score sheet
writes a hand (:data:`SCORE_SHEET`), for the edges.

Four players play in fixed pairs, partners opposite (seats 0 and 2 against 1 and 3); with two or
three players each plays for himself.
"""

from __future__ import annotations

from typing import Final

from tarocchi.engine.game import Game
from tarocchi.engine.observation import Observation
from tarocchi.games.taken import Sides, each_alone


def known_sides(game: Game, observation: Observation) -> Sides:
    """The sides as ``observation.seat`` knows them now: a partition of the seats."""
    if observation.num_seats == 4:
        return ((0, 2), (1, 3))  # R3.1: fixed pairs, partners opposite
    return each_alone(observation.num_seats)


SCORE_SHEET: Final = "balance"
"""How the score sheet writes a hand (R7.1, A-5): the scores are the running balance with the carry,
and each line also shows the hand's change (T − REF)."""


__all__ = ["SCORE_SHEET", "known_sides"]
