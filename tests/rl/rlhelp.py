"""Shared by the RL tests: the ``rl`` extra is needed; without it the tests skip, unless CI requires all."""

from __future__ import annotations

import importlib
import os
from types import ModuleType
from typing import Any

import pytest

from tarocchi.games import create_game, game_class, game_names


def need(*modules: str) -> list[ModuleType]:
    """Import ``modules`` or skip the test module (fail it when ``TAROCCHI_REQUIRE_ALL`` is set, as in CI)."""
    out = []
    for name in modules:
        try:
            out.append(importlib.import_module(name))
        except ImportError:
            if os.environ.get("TAROCCHI_REQUIRE_ALL"):
                pytest.fail(f"{name} is required (TAROCCHI_REQUIRE_ALL) but not installed: pip install tarocchi[rl]")
            pytest.skip(f"{name} is not installed (the rl extra)", allow_module_level=True)
    return out


def all_variants() -> list[tuple[str, dict[str, Any]]]:
    """Every game with each of its variants (French Tarot 3/4/5, Gatti 2/3/4 pairs/call, ...)."""
    return [(name, dict(v)) for name in game_names() for v in game_class(name).variants()]


def variant_id(item: tuple[str, dict[str, Any]]) -> str:
    name, options = item
    return name + "".join(f"-{k}={v}" for k, v in options.items())


__all__ = ["all_variants", "create_game", "need", "variant_id"]
