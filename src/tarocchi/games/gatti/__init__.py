"""Gatti (Mitigatti), the Ligurian tarot game: 3 players, 4 in pairs, 4 with a called king, 2 with dummies.

The binding rules are ``shared/rules/gatti.md``; comments cite its rule numbers (``R6.3``) and
clarifications (``C13``). :mod:`.state` documents how a table drives a hand (optional declaration
and Fool-give windows, dummies, hidden partners).
"""

from __future__ import annotations

from typing import Any, Final

from .game import GattiGame
from .options import Options
from .state import GattiState

GAME: Final = GattiGame
"""The game class the registry loads (``tarocchi.games.GAME_MODULES``)."""

BENCH_OPTIONS: Final[list[dict[str, Any]]] = [
    {"players": 3},
    {"players": 4},
    {"players": 4, "mode": "call"},
    {"players": 2},
]
"""``tarocchi bench gatti`` measures each variant with its default options."""

__all__ = ["BENCH_OPTIONS", "GAME", "GattiGame", "GattiState", "Options"]
