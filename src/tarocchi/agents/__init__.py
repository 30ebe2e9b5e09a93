"""Agents: programs that play from a seat's observation (DESIGN.md §7), found by name.

Built-in agents are ``random``, ``heuristic`` (one per game) and ``search`` (information-set search
over sampled deals). Others plug in through the ``tarocchi.agents`` entry-point group
(``name = "package.module:factory"``, the factory taking the game name).

A name may carry parameters after colons: ``search:seconds=0.2``, ``search:playouts=400:samples=20``.
``game`` is a game name or a :class:`~tarocchi.engine.game.Game` (which gives the agent the options:
the search agent needs them to simulate; given only a name it uses the game's default options and
the player count of the observation).
"""

from __future__ import annotations

import importlib
import inspect
import re
from collections.abc import Callable
from importlib.metadata import entry_points
from typing import Any, Final

from tarocchi.agents.base import Agent
from tarocchi.agents.random_agent import RandomAgent
from tarocchi.engine.game import Game
from tarocchi.errors import TarocchiError

AgentFactory = Callable[..., Agent]
"""Builds an agent for a game name (built-in factories also take the Game and parameters)."""

BUILTIN_AGENTS: Final[dict[str, str]] = {
    "random": "tarocchi.agents.random_agent:make_agent",
    "heuristic": "tarocchi.agents.heuristic:make_agent",
    "search": "tarocchi.agents.search:make_agent",
}
"""Agent name -> ``module:factory``."""


def agent_names() -> list[str]:
    """Built-in and plugged-in agent names."""
    names = list(BUILTIN_AGENTS)
    names += [ep.name for ep in entry_points(group="tarocchi.agents") if ep.name not in BUILTIN_AGENTS]
    return names


def parse_agent_spec(spec: str) -> tuple[str, dict[str, Any]]:
    """``"search:seconds=0.5:playouts=100"`` -> ``("search", {"seconds": 0.5, "playouts": 100})``.

    After the name's colon the parameters are separated by colons or commas alike
    (``search:rollout=random,endgame=off``, as issue 13 writes the knobs)."""
    name, colon, rest = spec.partition(":")
    parts = re.split(r"[:,]", rest) if colon else []
    params: dict[str, Any] = {}
    for part in parts:
        key, sep, raw = part.partition("=")
        if not sep or not key:
            raise TarocchiError(f"agent {spec!r}: parameter {part!r} is not KEY=VALUE")
        value: Any = raw
        for convert in (int, float):
            try:
                value = convert(raw)
                break
            except ValueError:
                continue
        params[key] = value
    return name, params


def split_agent_specs(text: str) -> list[str]:
    """The agent specs of a comma-separated list (``--agents A,B``): a piece that is only ``KEY=VALUE``
    (no agent name has an ``=``) continues the spec before it, so ``search:rollout=random,endgame=off,
    heuristic`` is two specs. Empty pieces are dropped; a list that starts with a parameter is refused."""
    specs: list[str] = []
    for piece in (p.strip() for p in text.split(",")):
        if not piece:
            continue
        if "=" in piece and ":" not in piece:
            if not specs:
                raise TarocchiError(f"agent list {text!r}: {piece!r} is a parameter with no agent before it")
            specs[-1] += "," + piece
        else:
            specs.append(piece)
    return specs


def _check_params(base: str, factory: Callable[..., Any], params: dict[str, Any]) -> None:
    """Refuse a parameter the factory does not take, naming it (rather than Python's ``TypeError``)."""
    accepted = inspect.signature(factory).parameters
    if any(p.kind is inspect.Parameter.VAR_KEYWORD for p in accepted.values()):
        return
    for key in params:
        if key not in accepted or key in ("game", "game_obj"):
            raise TarocchiError(f"agent {base!r} takes no parameter {key!r}")


def make_agent(name: str, game: str | Game) -> Agent:
    """The agent called ``name`` (with optional ``:key=value`` parameters) for ``game``."""
    base, params = parse_agent_spec(name)
    game_name = game if isinstance(game, str) else game.name
    target = BUILTIN_AGENTS.get(base)
    if target is None:
        for ep in entry_points(group="tarocchi.agents"):
            if ep.name == base:
                factory: AgentFactory = ep.load()
                _check_params(base, factory, params)
                return factory(game_name, **params) if params else factory(game_name)
        raise TarocchiError(f"unknown agent {base!r} (known: {', '.join(agent_names())})")
    module_name, _, attr = target.partition(":")
    factory = getattr(importlib.import_module(module_name), attr)
    accepted = inspect.signature(factory).parameters
    kwargs: dict[str, Any] = {}
    if "game_obj" in accepted and not isinstance(game, str):
        kwargs["game_obj"] = game
    _check_params(base, factory, params)
    agent: Agent = factory(game_name, **kwargs, **params)
    return agent


__all__ = ["Agent", "RandomAgent", "agent_names", "make_agent", "parse_agent_spec", "split_agent_specs"]
