"""French Tarot (Jeu de Tarot) for 3, 4 and 5 players, FFT rules (``shared/rules/french-tarot.md``).

``GAME`` is the :class:`~tarocchi.engine.game.Game` subclass found by name ``french-tarot``;
``BENCH_OPTIONS`` are the configurations ``tarocchi bench`` measures.
"""

from __future__ import annotations

from typing import Any, Final

from .game import FrenchTarot
from .options import Options
from .state import FrenchTarotState

GAME: Final = FrenchTarot
BENCH_OPTIONS: Final[list[dict[str, Any]]] = [{"players": 3}, {"players": 4}, {"players": 5}]

__all__ = ["BENCH_OPTIONS", "GAME", "FrenchTarot", "FrenchTarotState", "Options"]
