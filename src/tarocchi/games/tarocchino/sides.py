"""The sides of a Tarocchino hand as every seat knows them (1.1), and how its score sheet
writes a hand (:data:`SCORE_SHEET`), for the edges.

Two fixed pairs, partners opposite: seats 0 and 2 against 1 and 3.
"""

from __future__ import annotations

from typing import Final

from tarocchi.engine.game import Game
from tarocchi.engine.observation import Observation
from tarocchi.games.taken import Sides


def known_sides(game: Game, observation: Observation) -> Sides:
    """The sides as ``observation.seat`` knows them: the two fixed pairs (1.1)."""
    return ((0, 2), (1, 3))


SCORE_SHEET: Final = "running"
"""How the score sheet writes a hand (R9): its score and the running total toward 800."""


__all__ = ["SCORE_SHEET", "known_sides"]
