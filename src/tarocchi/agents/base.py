"""The agent protocol (DESIGN.md §7): ``act(observation, legal_actions, rng) -> action``.

An agent sees only its seat's :class:`~tarocchi.engine.observation.Observation` and the legal
actions; it never touches the engine's state. Set-valued decisions (a discard) come as
:class:`~tarocchi.engine.game.CardChoice` entries in the ``choices`` argument.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Protocol, runtime_checkable

from tarocchi.engine.actions import Action
from tarocchi.engine.game import CardChoice
from tarocchi.engine.observation import Observation


@runtime_checkable
class Agent(Protocol):
    """A player program. ``legal`` lists the seat's listed actions, ``choices`` its set-valued ones."""

    name: str

    def act(
        self,
        observation: Observation,
        legal: Sequence[Action],
        rng: random.Random,
        choices: Sequence[CardChoice] = (),
    ) -> Action:
        """Choose one legal action (or one instantiation of a card choice)."""
        ...


def optional_action(
    agent: Agent,
    observation: Observation,
    legal: Sequence[Action],
    rng: random.Random,
    choices: Sequence[CardChoice] = (),
) -> Action | None:
    """Offer ``agent`` an optional window it need not use (a declaration, a give when it is not its turn).

    Agents that want such windows define ``optional(observation, legal, rng, choices) -> Action | None``
    (``None``: nothing now); agents without it let every optional window pass.
    """
    optional: Any = getattr(agent, "optional", None)
    if optional is None:
        return None
    choice: Action | None = optional(observation, legal, rng, choices)
    return choice
