"""Piedmontese tarocchi (Piedicavallo, Valle Cervo): 62 cards, 2, 3 or 4 players, scored against 57.

The rules are ``shared/rules/piedmontese.md``; rule numbers in comments (``R6.2a``, ``C9``) cite it.
"""

from __future__ import annotations

from typing import Any, Final

from tarocchi.games.piedmontese.game import PiedmonteseGame
from tarocchi.games.piedmontese.options import Options
from tarocchi.games.piedmontese.state import PiedmonteseState

GAME: Final = PiedmonteseGame
BENCH_OPTIONS: Final[list[dict[str, Any]]] = [
    {"players": 4},
    {"players": 3},
    {"players": 2},
    {"players": 4, "must_overtrump": True, "angel_beats_world": True},
]

__all__ = ["BENCH_OPTIONS", "GAME", "Options", "PiedmonteseGame", "PiedmonteseState"]
