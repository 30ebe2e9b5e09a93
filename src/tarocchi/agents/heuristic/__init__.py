"""The ``heuristic`` agents: one per game, sensible and fast, from the observation alone.

Each lives in the module of this package named after its game package and subclasses
:class:`~tarocchi.agents.heuristic.base.TrickHeuristic` (shared card play with card counting).
"""

from __future__ import annotations

import importlib
from typing import Final

from tarocchi.agents.adapt import AdaptiveAgent
from tarocchi.agents.base import Agent
from tarocchi.engine.game import Game
from tarocchi.errors import TarocchiError

HEURISTICS: Final[dict[str, str]] = {
    "french-tarot": "tarocchi.agents.heuristic.french_tarot:Heuristic",
    "gatti": "tarocchi.agents.heuristic.gatti:Heuristic",
    "piedmontese": "tarocchi.agents.heuristic.piedmontese:Heuristic",
    "tarocchino": "tarocchi.agents.heuristic.tarocchino:Heuristic",
}
"""Game name -> ``module:class`` of its heuristic agent (the class takes the :class:`Game`)."""


def make_agent(game: str, game_obj: Game | None = None) -> Agent:
    """The heuristic agent of ``game``; given only the name, it adapts to the table's options."""
    target = HEURISTICS.get(game)
    if target is None:
        raise TarocchiError(f"no heuristic agent for {game!r}")
    module_name, _, attr = target.partition(":")
    cls = getattr(importlib.import_module(module_name), attr)
    if game_obj is None:
        return AdaptiveAgent("heuristic", cls)  # the table's options come with its observations
    agent: Agent = cls(game_obj)
    return agent


__all__ = ["HEURISTICS", "make_agent"]
