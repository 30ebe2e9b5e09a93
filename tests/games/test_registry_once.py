"""Games are looked up by name at every decision of an agent made from a game's name (agents/adapt.py
``game_for``), and each lookup read the installed packages' metadata again (4-9 ms a time: two Gatti hands took
3 s where 0.02 s do). The entry points are read once a process; the built-in games stay patchable."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

import tarocchi.games as games
from tarocchi.games import GAME_MODULES, create_game, game_class, game_names


@pytest.fixture
def fresh_registry() -> Iterator[None]:
    games._entry_point_games.cache_clear()
    yield
    games._entry_point_games.cache_clear()


def test_the_installed_games_are_read_once_whatever_the_lookups(
    monkeypatch: pytest.MonkeyPatch, fresh_registry: None
) -> None:
    reads: list[str] = []
    real = games.entry_points

    def counted(group: str) -> Any:
        reads.append(group)
        return real(group=group)

    monkeypatch.setattr(games, "entry_points", counted)
    for _ in range(5):
        create_game("gatti", {"players": 3})
        game_class("french-tarot")
        game_names()
    assert reads == ["tarocchi.games"]


def test_a_game_declared_by_a_package_is_found_by_name(monkeypatch: pytest.MonkeyPatch, fresh_registry: None) -> None:
    class EntryPoint:
        name = "extra-tarot"
        value = "tarocchi.games.gatti:GAME"

    monkeypatch.setattr(games, "entry_points", lambda group: [EntryPoint()] if group == "tarocchi.games" else [])
    assert "extra-tarot" in game_names()
    assert game_class("extra-tarot") is game_class("gatti")
    # the built-in table is still read at each lookup (a test may add to it)
    monkeypatch.setitem(GAME_MODULES, "late", "tarocchi.games.piedmontese")
    assert game_class("late") is game_class("piedmontese")
