"""The games, found by name (DESIGN.md §1: ``french-tarot``, ``gatti``, ``piedmontese``, ``tarocchino``).

Games are found by entry point, as agents are: the ``tarocchi.games`` group maps a game name to its
:class:`~tarocchi.engine.game.Game` subclass (``french-tarot = "tarocchi.games.french_tarot:GAME"``),
so a new game is a package that declares one. The four games of this package are known without
the installed metadata too, and each is imported only when asked for.
"""

from __future__ import annotations

import functools
import importlib
from collections.abc import Mapping
from importlib.metadata import entry_points
from typing import Any, Final

from tarocchi.engine.game import Game
from tarocchi.errors import UnknownGameError

ENTRY_POINT_GROUP: Final = "tarocchi.games"

GAME_MODULES: Final[dict[str, str]] = {
    "french-tarot": "tarocchi.games.french_tarot",
    "gatti": "tarocchi.games.gatti",
    "piedmontese": "tarocchi.games.piedmontese",
    "tarocchino": "tarocchi.games.tarocchino",
}
"""The built-in games: name -> module; the module defines ``GAME``, its :class:`Game` subclass."""


@functools.cache
def _entry_point_games() -> tuple[tuple[str, str], ...]:
    """Name and ``module:attribute`` of each game an installed package declares, read once a process: reading
    the installed metadata takes milliseconds, and games are looked up by name at every agent's decision
    (:func:`tarocchi.agents.adapt.game_for`); a package installed while a process runs is seen at its next start."""
    return tuple((ep.name, ep.value) for ep in entry_points(group=ENTRY_POINT_GROUP))


def _registered() -> dict[str, str]:
    """Name -> ``module:attribute`` of every game: the built-in ones, then those of the entry points."""
    out = {name: f"{module}:GAME" for name, module in GAME_MODULES.items()}
    for name, value in _entry_point_games():
        out.setdefault(name, value)
    return out


def game_names() -> list[str]:
    """The registered game names, built-in ones first."""
    return list(_registered())


def game_class(name: str) -> type[Game]:
    """The :class:`Game` subclass for a game name."""
    target = _registered().get(name)
    if target is None:
        known = ", ".join(game_names())
        raise UnknownGameError(f"unknown game {name!r} (known: {known})")
    module_name, _, attribute = target.partition(":")
    cls: type[Game] = getattr(importlib.import_module(module_name), attribute or "GAME")
    return cls


def create_game(name: str, options: Mapping[str, Any] | None = None) -> Game:
    """A game with options read strictly (raises :class:`~tarocchi.errors.OptionError`)."""
    return game_class(name).from_options(options or {})
