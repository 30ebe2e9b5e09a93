"""Shared fixtures of the agent tests: every game and variant that is installed."""

from __future__ import annotations

import importlib
import random
from typing import Any

import pytest

from tarocchi.engine.game import Game, HandState
from tarocchi.games import GAME_MODULES, create_game

EXTRA_VARIANTS: dict[str, list[dict[str, Any]]] = {
    "french-tarot": [
        {"players": 4, "petit_sec": "optional", "discard_kings": True},
        {"players": 5, "allowed_contracts": ["garde", "garde-contre"], "enable_poignee": False},
    ],
    "gatti": [
        {"players": 3, "bonuses": "both", "bagatto_last": True, "must_overtrump": True},
        {"players": 4, "mode": "call", "bonuses": "captured", "protect_honours": True},
        {"players": 2, "bonuses": "none"},
    ],
    "piedmontese": [{"players": 3, "reference_3p": 57, "must_overtrump": True}],
    "tarocchino": [{"declaration_timing": "first-trick", "grande_two_counters": True}],
}
"""Variants beyond the benchmarked ones (option switches of each rules specification)."""


def game_configs() -> list[tuple[str, dict[str, Any]]]:
    """``(game, options)`` for every benchmarked variant, and the extra ones, of every game present."""
    out: list[tuple[str, dict[str, Any]]] = []
    for name, module_name in GAME_MODULES.items():
        try:
            module = importlib.import_module(module_name)
        except ImportError:
            continue
        if not hasattr(module, "GAME"):
            continue
        for options in [*getattr(module, "BENCH_OPTIONS", [{}]), *EXTRA_VARIANTS.get(name, [])]:
            out.append((name, dict(options)))
    return out


CONFIGS = game_configs()
CONFIG_IDS = [f"{g}-{'-'.join(f'{k}={v}' for k, v in o.items())}" for g, o in CONFIGS]


@pytest.fixture(params=CONFIGS, ids=CONFIG_IDS)
def game(request: pytest.FixtureRequest) -> Game:
    name, options = request.param
    return create_game(name, options)


def random_states(game: Game, count: int, seed: int) -> list[HandState]:
    """``count`` hands stopped at random points of random play (never over)."""
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        dealer = rng.randrange(game.num_seats)
        try:
            game.check_dealer(dealer, None)
        except ValueError:
            dealer = 0
        state = game.new_hand(dealer, game.deal(dealer, rng.getrandbits(64)))
        steps = []
        while not state.is_over:
            steps.append(state.copy())
            state.apply(game.random_action(state, rng))
        if steps:
            out.append(rng.choice(steps))
    return out
