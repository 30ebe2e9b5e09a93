"""Agents: programs that play from a seat's observation (DESIGN.md §7), found by name.

Built-in agents are registered here; others plug in through the ``tarocchi.agents`` entry-point
group (``name = "package.module:factory"``, the factory taking the game name).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from importlib.metadata import entry_points
from typing import Final

from tarocchi.agents.base import Agent
from tarocchi.agents.random_agent import RandomAgent
from tarocchi.errors import TarocchiError

AgentFactory = Callable[[str], Agent]
"""Builds an agent for a game name."""

BUILTIN_AGENTS: Final[dict[str, str]] = {
    "random": "tarocchi.agents.random_agent:make_agent",
}
"""Agent name -> ``module:factory``."""


def agent_names() -> list[str]:
    """Built-in and plugged-in agent names."""
    names = list(BUILTIN_AGENTS)
    names += [ep.name for ep in entry_points(group="tarocchi.agents") if ep.name not in BUILTIN_AGENTS]
    return names


def make_agent(name: str, game: str) -> Agent:
    """The agent called ``name`` for ``game``."""
    target = BUILTIN_AGENTS.get(name)
    if target is None:
        for ep in entry_points(group="tarocchi.agents"):
            if ep.name == name:
                factory: AgentFactory = ep.load()
                return factory(game)
        raise TarocchiError(f"unknown agent {name!r} (known: {', '.join(agent_names())})")
    module_name, _, attr = target.partition(":")
    factory = getattr(importlib.import_module(module_name), attr)
    return factory(game)


__all__ = ["Agent", "RandomAgent", "agent_names", "make_agent"]
