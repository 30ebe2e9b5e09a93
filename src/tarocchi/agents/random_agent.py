"""The ``random`` agent: uniform over the legal actions and the instantiations of card choices."""

from __future__ import annotations

import random
from collections.abc import Sequence

from tarocchi.engine.actions import Action
from tarocchi.engine.game import CardChoice, uniform_action
from tarocchi.engine.observation import Observation


class RandomAgent:
    """Chooses uniformly: first among the listed actions and the card choices, then the cards."""

    name = "random"

    def act(
        self,
        observation: Observation,
        legal: Sequence[Action],
        rng: random.Random,
        choices: Sequence[CardChoice] = (),
    ) -> Action:
        """A uniformly random legal action."""
        return uniform_action(legal, choices, rng)

    def optional(
        self,
        observation: Observation,
        legal: Sequence[Action],
        rng: random.Random,
        choices: Sequence[CardChoice] = (),
    ) -> Action | None:
        """An optional window: take it half the time, with a uniformly random action."""
        if rng.random() < 0.5 or not (legal or choices):
            return None
        return self.act(observation, legal, rng, choices)


def make_agent(game: str) -> RandomAgent:
    """Factory for the registry (the random agent plays every game)."""
    return RandomAgent()
