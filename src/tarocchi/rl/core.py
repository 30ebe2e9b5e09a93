"""What both adapters share: building a game from keyword options, dealing from a seed, legal-id masks.

Nothing here imports PettingZoo or OpenSpiel; the tarocchi agent that wraps a policy uses it too.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np

from tarocchi.engine import ids as engine_ids
from tarocchi.engine.actions import Action
from tarocchi.engine.game import CardChoice, Game
from tarocchi.engine.ids import Selection
from tarocchi.errors import IllegalActionError
from tarocchi.games import create_game


def make_game(game: str | Game, options: Mapping[str, Any] | None = None) -> Game:
    """A :class:`Game` from a name and options (a Game is returned as it is; options must then be empty)."""
    if isinstance(game, Game):
        if options:
            raise ValueError("give options with a game name, not with a Game")
        return game
    return create_game(game, dict(options or {}))


def mask_of_ids(legal: Sequence[int], size: int) -> np.ndarray:
    """An int8 mask of length ``size`` with 1 at the legal ids."""
    mask = np.zeros(size, dtype=np.int8)
    if legal:
        mask[np.asarray(legal, dtype=np.int64)] = 1
    return mask


class _Decision:
    """A stand-in hand state holding only one seat's decision: its listed actions and card choices.

    The engine's id functions (:mod:`tarocchi.engine.ids`) read a state through ``to_act``,
    ``game.action_layout``, ``legal_actions()``, ``card_choices()``, ``legal_ids()``, ``check``, ``check_live``,
    ``apply`` and ``apply_trusted`` (for an id ``legal_ids`` listed); this object gives them exactly what an
    agent is offered, so an agent that only sees its observation and legal actions gets the same ids as the
    environment, from the same code. ``apply`` and ``apply_trusted`` record the completed action instead of
    changing anything.
    """

    def __init__(self, game: Game, seat: int, legal: Sequence[Action], choices: Sequence[CardChoice]) -> None:
        self.game = game
        self.to_act = seat
        self._legal = [a for a in legal if a.seat == seat]
        self._choices = [c for c in choices if c.seat == seat]
        self._selection: Selection | None = None
        self.done: Action | None = None

    def legal_actions(self) -> list[Action]:
        return self._legal

    def card_choices(self) -> list[CardChoice]:
        return self._choices

    def legal_ids(self) -> list[int]:
        return engine_ids.legal_ids(self)  # type: ignore[arg-type]

    def check(self, action: Action) -> None:
        if action in self._legal:
            return
        for choice in self._choices:
            if action.verb == choice.verb and action.value == choice.value and choice.allows(action.cards):
                return
        for listed in self._legal:  # a smaller showing of an offered declaration, as the game accepts it
            same = (listed.seat, listed.verb, listed.value) == (action.seat, action.verb, action.value)
            if same and self.game.shows_part(listed, action.cards):
                return
        raise IllegalActionError(f"{action.describe()} is not among the offered actions", code="not_offered")

    def check_live(self, action: Action) -> None:
        self.check(action)

    def apply(self, action: Action) -> None:
        self.check(action)
        self.apply_trusted(action)

    def apply_trusted(self, action: Action) -> None:
        self.done = action
        self._selection = None


class DecisionIds:
    """The id view of one decision offered to an agent: legal ids, then ids applied until an action completes.

    >>> # ids = DecisionIds(game, seat, legal, choices); while ids.action is None: ids.apply(pick(ids.legal()))
    """

    def __init__(self, game: Game, seat: int, legal: Sequence[Action], choices: Sequence[CardChoice]) -> None:
        self._state = _Decision(game, seat, legal, choices)

    @property
    def selection(self) -> Selection | None:
        """The cards picked so far of a set-valued decision."""
        return self._state._selection

    def legal(self) -> list[int]:
        """The legal ids now (ascending)."""
        return engine_ids.legal_ids(self._state)  # type: ignore[arg-type]

    def apply(self, action_id: int) -> Action | None:
        """Apply one id; returns the completed action (``None`` while a selection is still open)."""
        engine_ids.apply_id(self._state, action_id)  # type: ignore[arg-type]
        return self._state.done

    @property
    def action(self) -> Action | None:
        """The completed action, once there is one."""
        return self._state.done


def seeded_rng(seed: int | None) -> random.Random:
    """A ``random.Random`` from ``seed`` (fresh entropy when ``None``)."""
    return random.Random(seed)
