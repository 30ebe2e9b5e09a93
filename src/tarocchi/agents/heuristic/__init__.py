"""The ``heuristic`` agents: one per game, sensible and fast, from the observation alone.

Each lives in the module of this package named after its game package and subclasses
:class:`~tarocchi.agents.heuristic.base.TrickHeuristic` (shared card play with card counting).
"""

from __future__ import annotations

import importlib
import inspect
from typing import Any, Final

from tarocchi.agents.adapt import AdaptiveAgent
from tarocchi.agents.base import Agent
from tarocchi.agents.knobs import number
from tarocchi.engine.game import Game
from tarocchi.errors import TarocchiError

HEURISTICS: Final[dict[str, str]] = {
    "french-tarot": "tarocchi.agents.heuristic.french_tarot:Heuristic",
    "gatti": "tarocchi.agents.heuristic.gatti:Heuristic",
    "piedmontese": "tarocchi.agents.heuristic.piedmontese:Heuristic",
    "tarocchino": "tarocchi.agents.heuristic.tarocchino:Heuristic",
}
"""Game name -> ``module:class`` of its heuristic agent (the class takes the :class:`Game`)."""


def make_agent(
    game: str,
    game_obj: Game | None = None,
    bids: str | None = None,
    edge: float | None = None,
    dare: float | None = None,
    discard: str | None = None,
) -> Agent:
    """The heuristic agent of ``game``; given only the name, it adapts to the table's options.

    ``bids`` chooses how a game's heuristic bids where it offers a choice (French Tarot:
    ``score``, by expected score in the auction's situation, the default; ``ev1``, the same on the
    tables fitted before the discard cut suits down to their king; ``first-seat``, the older
    expected-score model fitted on the first seat made to take; ``strength``, the point-count thresholds);
    ``edge`` adds points to the margin the bid model predicts (French Tarot), for a stronger player;
    ``dare``: points of expected score by which a take may fall short of a pass and still be made
    (French Tarot, ``bids=score``; 25 by default with 4 players, 0 otherwise; see the README);
    ``discard``: French Tarot, ``kings`` (the default: voids, and suits cut down to their king) or
    ``voids`` (the older discard: voids only in suits without a king).
    """
    target = HEURISTICS.get(game)
    if target is None:
        raise TarocchiError(f"no heuristic agent for {game!r}")
    module_name, _, attr = target.partition(":")
    cls = getattr(importlib.import_module(module_name), attr)
    kwargs: dict[str, Any] = {}
    for key, value in (("bids", bids), ("edge", edge), ("dare", dare), ("discard", discard)):
        if value is None:
            continue
        if key not in inspect.signature(cls).parameters:
            raise TarocchiError(f"the {game} heuristic takes no parameter {key!r}")
        if key in ("edge", "dare"):
            value = number("heuristic", key, value, -1000, 1000)
        kwargs[key] = value

    def build(g: Game) -> Agent:
        try:
            made: Agent = cls(g, **kwargs)
        except ValueError as exc:
            raise TarocchiError(f"agent 'heuristic': {exc}") from exc
        return made

    if game_obj is None:
        from tarocchi.games import create_game

        build(create_game(game))  # a bad value is refused now, with the default options, not at the first act
        return AdaptiveAgent("heuristic", build)  # the table's options come with its observations
    return build(game_obj)


__all__ = ["HEURISTICS", "make_agent"]
