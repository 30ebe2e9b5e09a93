"""Agents made from a game *name* learn the table's options from the first observation they get.

``make_agent("heuristic", "gatti")`` cannot know whether the table plays with 2, 3 or 4 seats, in
pairs or with a called king. :class:`AdaptiveAgent` builds the real agent on its first decision
from the options the observation states publicly (``info``: ``players``, variant switches), and
again whenever a later observation states other ones. Given a :class:`Game`, the factories skip it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from tarocchi.agents.base import Agent, optional_action
from tarocchi.engine.actions import Action
from tarocchi.engine.game import CardChoice, Game
from tarocchi.engine.observation import Observation
from tarocchi.errors import TarocchiError
from tarocchi.games import create_game


def game_for(obs: Observation) -> Game:
    """The game with the options this observation shows (players and the variant switches in ``info``)."""
    default = create_game(obs.game)
    keys = set(default.options_json()) | {"players", "mode"}
    raw: dict[str, Any] = {k: obs.info[k] for k in keys if k in obs.info and obs.info[k] is not None}
    for attempt in (raw, {"players": raw["players"]} if "players" in raw else {}):
        try:
            game = create_game(obs.game, attempt)
        except TarocchiError:
            continue
        if game.num_seats == obs.num_seats:
            return game
    if default.num_seats != obs.num_seats:
        raise TarocchiError(f"cannot tell the options of this {obs.game} table ({obs.num_seats} seats)")
    return default


class AdaptiveAgent:
    """Builds ``factory(game)`` for the options of the table it plays at."""

    def __init__(self, name: str, factory: Callable[[Game], Agent]) -> None:
        self.name = name
        self._factory = factory
        self._agents: dict[tuple[str, str], Agent] = {}

    def _agent(self, obs: Observation) -> Agent:
        game = game_for(obs)
        key = (game.name, repr(sorted(game.options_json().items())))
        agent = self._agents.get(key)
        if agent is None:
            agent = self._agents[key] = self._factory(game)
        return agent

    def act(
        self,
        observation: Observation,
        legal: Sequence[Action],
        rng: random.Random,
        choices: Sequence[CardChoice] = (),
    ) -> Action:
        """The real agent's action."""
        return self._agent(observation).act(observation, legal, rng, choices)

    def optional(
        self,
        observation: Observation,
        legal: Sequence[Action],
        rng: random.Random,
        choices: Sequence[CardChoice] = (),
    ) -> Action | None:
        """The real agent's optional action, if it takes one."""
        return optional_action(self._agent(observation), observation, legal, rng, choices)


def options_of(info: Mapping[str, Any]) -> dict[str, Any]:
    """The option-like keys of an observation's ``info`` (for diagnostics)."""
    return {k: v for k, v in info.items() if isinstance(v, bool | int | str)}
