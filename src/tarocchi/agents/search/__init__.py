"""The ``search`` agent and its parts: the exact sampler, the per-game models, the search.

Each game's model (hidden slots, constraints, rebuild, fast playout policy) lives in a module of
this package named after the game package; the factory below finds it by game name.
"""

from __future__ import annotations

import importlib
from typing import Final

from tarocchi.agents.adapt import AdaptiveAgent
from tarocchi.agents.base import Agent
from tarocchi.agents.search.agent import SearchAgent
from tarocchi.agents.search.model import SearchModel
from tarocchi.engine.game import Game
from tarocchi.errors import TarocchiError

MODELS: Final[dict[str, str]] = {
    "french-tarot": "tarocchi.agents.search.french_tarot:Model",
    "gatti": "tarocchi.agents.search.gatti:Model",
    "piedmontese": "tarocchi.agents.search.piedmontese:Model",
    "tarocchino": "tarocchi.agents.search.tarocchino:Model",
}
"""Game name -> ``module:class`` of its :class:`SearchModel`."""


def search_model(game: Game) -> SearchModel:
    """The search model of ``game``."""
    target = MODELS.get(game.name)
    if target is None:
        raise TarocchiError(f"no search model for {game.name!r}")
    module_name, _, attr = target.partition(":")
    cls: type[SearchModel] = getattr(importlib.import_module(module_name), attr)
    return cls(game)


def make_agent(
    game: str,
    game_obj: Game | None = None,
    seconds: float | None = None,
    playouts: int | None = None,
    samples: int | None = None,
    rollouts: int = 1,
    z: float = 1.0,
    kernel: str = "python",
) -> Agent:
    """The search agent for ``game`` (default options when only the name is given).

    Budget: ``seconds`` per decision (default 1.0) or ``playouts`` per decision; ``samples`` caps
    the worlds sampled per decision; ``rollouts`` playouts per world and candidate; ``z``: how many
    standard errors a card must beat the heuristic's card by to be chosen instead (0: plain argmax);
    ``kernel``: ``python`` (the game's own playout policy, the default), ``compiled`` (uniformly random
    card play in the compiled kernel, the ``fast`` extra) or ``auto`` (``compiled`` when installed).
    Every game's search playout policy is greedy, not uniform, so ``compiled`` is a different policy
    and the default stays ``python``.
    """
    from tarocchi.agents.heuristic import make_agent as make_heuristic
    from tarocchi.kernel import resolve

    if seconds is None and playouts is None:
        seconds = 1.0
    kernel = resolve(kernel)
    if game_obj is None:
        # The table's options come with its observations.
        def build(g: Game) -> Agent:
            return make_agent(game, g, seconds, playouts, samples, rollouts, z, kernel)

        return AdaptiveAgent("search", build)
    g = game_obj
    return SearchAgent(
        search_model(g),
        make_heuristic(game, game_obj=g),
        seconds=float(seconds) if seconds is not None else None,
        playouts=int(playouts) if playouts is not None else None,
        samples=int(samples) if samples is not None else None,
        rollouts_per_sample=int(rollouts),
        z=float(z),
        kernel=kernel,
    )


__all__ = ["MODELS", "SearchAgent", "SearchModel", "make_agent", "search_model"]
