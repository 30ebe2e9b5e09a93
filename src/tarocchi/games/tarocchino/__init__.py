"""Bolognese Tarocchino ("Ottocento"), the game ``tarocchino`` (shared/rules/tarocchino.md).

62 cards, four players in two fixed pairs, the dealer's discard, declared and captured cricche and sequences,
card points counted in pairs, the match to 800. :mod:`.combinations` lists every combination of a hand or a pile
with its points, for the engine, the bots and the user interfaces.
"""

from __future__ import annotations

from typing import Any, Final

from tarocchi.games.tarocchino.combinations import (
    NAMES,
    Combination,
    UnitScore,
    combination_points,
    find_combinations,
    score_pile,
    score_unit,
)
from tarocchi.games.tarocchino.declarations import DeclarationError, check_declaration, read_declaration
from tarocchi.games.tarocchino.game import Tarocchino
from tarocchi.games.tarocchino.options import Options
from tarocchi.games.tarocchino.state import TarocchinoState

GAME: Final = Tarocchino
BENCH_OPTIONS: Final[list[dict[str, Any]]] = [{"players": 4}]

__all__ = [
    "BENCH_OPTIONS",
    "GAME",
    "NAMES",
    "Combination",
    "DeclarationError",
    "Options",
    "Tarocchino",
    "TarocchinoState",
    "UnitScore",
    "check_declaration",
    "combination_points",
    "find_combinations",
    "read_declaration",
    "score_pile",
    "score_unit",
]
