"""Throughput of the RL adapters for ``tarocchi bench --json`` (``"agent": "pettingzoo"`` / ``"openspiel"``).

A *step* is one action id applied by a player (chance moves are not counted), each chosen uniformly
among the legal ids read from the environment: the PettingZoo loop is ``last()`` (observation and
mask) then ``step``; the OpenSpiel loop is ``legal_actions()``, ``information_state_tensor()`` of the
player to move, then ``apply_action``. Time is the process's CPU time (one core, whatever else the
machine runs); ``wall_steps_per_second`` is the same count over wall-clock time.

The adapters play no random playouts of their own: each step is one action on the game's trusted
transition, in Python, so every line says ``"kernel": "python"`` (:mod:`tarocchi.kernel`).
"""

from __future__ import annotations

import random
import time
from typing import Any

import numpy as np

from tarocchi.games import create_game


def _head(name: str, options: dict[str, Any], agent: str) -> dict[str, Any]:
    game = create_game(name, options)
    out: dict[str, Any] = {"game": name, "players": options.get("players", len(game.live_seats())), "agent": agent}
    out["kernel"] = "python"  # each step is the game's own Python transition
    variant = {k: v for k, v in options.items() if k != "players"}
    if variant:
        out["options"] = variant
    return out


def _finish(out: dict[str, Any], steps: int, cpu: float, wall: float) -> dict[str, Any]:
    out["steps"] = steps
    out["steps_per_second"] = round(steps / cpu, 1) if cpu > 0 else 0.0
    out["wall_steps_per_second"] = round(steps / wall, 1) if wall > 0 else 0.0
    return out


def measure_pettingzoo(
    name: str, options: dict[str, Any], seconds: float, seed: int, *, wrapped: bool = False
) -> dict[str, Any]:
    """Random masked actions in ``raw_env`` (``env()``'s wrappers too when ``wrapped``) for about ``seconds``."""
    from tarocchi.rl.pettingzoo import env, raw_env

    table = env(name, **options) if wrapped else raw_env(name, **options)
    rng = np.random.default_rng(seed)
    table.reset(seed=seed)
    steps = 0
    cpu0, wall0 = time.process_time(), time.perf_counter()
    deadline = cpu0 + seconds
    while True:
        for _ in range(200):
            obs, _, terminated, truncated, _ = table.last()
            if terminated or truncated:
                table.reset(seed=int(rng.integers(2**62)))
                continue
            legal = np.flatnonzero(obs["action_mask"])
            table.step(int(legal[rng.integers(len(legal))]))
            steps += 1
        cpu = time.process_time()
        if cpu >= deadline:
            break
    out = _head(name, options, "pettingzoo")
    if wrapped:
        out["wrappers"] = True
    return _finish(out, steps, cpu - cpu0, time.perf_counter() - wall0)


def measure_openspiel(name: str, options: dict[str, Any], seconds: float, seed: int) -> dict[str, Any]:
    """Random play through the OpenSpiel game's states for about ``seconds``."""
    from tarocchi.rl import openspiel

    game = openspiel.load(name, **options)
    rng = random.Random(seed)
    steps = 0
    cpu0, wall0 = time.process_time(), time.perf_counter()
    deadline = cpu0 + seconds
    state = game.new_initial_state()
    while True:
        for _ in range(200):
            if state.is_terminal():
                state = game.new_initial_state()
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[rng.randrange(len(outcomes))][0])
                continue
            legal = state.legal_actions()
            state.information_state_tensor(state.current_player())
            state.apply_action(legal[rng.randrange(len(legal))])
            steps += 1
        cpu = time.process_time()
        if cpu >= deadline:
            break
    return _finish(_head(name, options, "openspiel"), steps, cpu - cpu0, time.perf_counter() - wall0)


__all__ = ["measure_openspiel", "measure_pettingzoo"]
