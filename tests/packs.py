"""The pack of a registered game by its name (:attr:`tarocchi.engine.game.Game.pack`), for tests of card names."""

from __future__ import annotations

from tarocchi.cards.names import Pack
from tarocchi.games import game_class


def pack_of(game: str) -> Pack:
    """How the game called ``game`` names its cards."""
    return game_class(game).pack
