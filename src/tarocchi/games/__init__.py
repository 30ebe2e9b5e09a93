"""The games, found by name (DESIGN.md §1: ``french-tarot``, ``gatti``, ``piedmontese``, ``tarocchino``).

Each game lives in its own package and is imported only when asked for.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from typing import Any, Final

from tarocchi.engine.game import Game
from tarocchi.errors import UnknownGameError

GAME_MODULES: Final[dict[str, str]] = {
    "french-tarot": "tarocchi.games.french_tarot",
    "gatti": "tarocchi.games.gatti",
    "piedmontese": "tarocchi.games.piedmontese",
    "tarocchino": "tarocchi.games.tarocchino",
}
"""Game name -> module; the module defines ``GAME``, its :class:`Game` subclass."""


def game_names() -> list[str]:
    """The registered game names."""
    return list(GAME_MODULES)


def game_class(name: str) -> type[Game]:
    """The :class:`Game` subclass for a game name."""
    module_name = GAME_MODULES.get(name)
    if module_name is None:
        known = ", ".join(GAME_MODULES)
        raise UnknownGameError(f"unknown game {name!r} (known: {known})")
    module = importlib.import_module(module_name)
    cls: type[Game] = module.GAME
    return cls


def create_game(name: str, options: Mapping[str, Any] | None = None) -> Game:
    """A game with options read strictly (raises :class:`~tarocchi.errors.OptionError`)."""
    return game_class(name).from_options(options or {})
