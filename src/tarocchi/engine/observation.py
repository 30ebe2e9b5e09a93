"""What one seat may know (DESIGN.md §6). Agents, web clients and RL environments see only this.

An :class:`Observation` is built by the game from its state and holds no reference to it. The
history it carries is redacted: another seat's private parts (a discard, a hand) are left out or
reduced to what was shown to everyone.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Final

from tarocchi.cards import Card, CardSet
from tarocchi.engine.actions import Action

FACT_KEYS: Final = ("contract", "taker", "called", "partner", "chelem_announced", "reference")
"""The public facts of a hand a game may name, in an observation's ``info`` and a result's ``detail``: what a
table shows under its status line (the web's, the review's frames) and a score sheet's first fact columns."""


@dataclass(frozen=True, slots=True)
class TrickView:
    """A trick as the table saw it: who led, the cards in play order, and who won it (when over)."""

    leader: int
    plays: tuple[tuple[int, Card], ...]
    winner: int | None = None

    @property
    def cards(self) -> CardSet:
        """The cards of the trick as a set."""
        mask = 0
        for _, card in self.plays:
            mask |= 1 << card
        return mask


@dataclass(frozen=True, slots=True)
class Observation:
    """A seat's view of a hand.

    ``public_cards``: named card sets shown to everyone (``chien``, ``faceup:1``, ``dummy:2``,
    ``declared:0``...). ``private_cards``: named sets only this seat knows besides its hand (its own
    discard, the hand of a dummy it controls). ``info``: public facts in record vocabulary (contract,
    taker, called card, declarations, scores). ``legal``: this seat's legal actions now.
    """

    game: str
    seat: int
    num_seats: int
    dealer: int
    phase: str
    to_act: int | None
    hand: CardSet
    history: tuple[Action, ...]
    tricks: tuple[TrickView, ...]
    public_cards: Mapping[str, CardSet] = field(default_factory=dict)
    private_cards: Mapping[str, CardSet] = field(default_factory=dict)
    info: Mapping[str, Any] = field(default_factory=dict)
    legal: tuple[Action, ...] = ()

    @property
    def current_trick(self) -> TrickView | None:
        """The trick being played, if one has started and is not finished."""
        if self.tricks and self.tricks[-1].winner is None:
            return self.tricks[-1]
        return None

    def visible_cards(self) -> CardSet:
        """Every card whose place this observation reveals (for hidden-information tests)."""
        mask = self.hand
        for trick in self.tricks:
            mask |= trick.cards
        for cards in self.public_cards.values():
            mask |= cards
        for cards in self.private_cards.values():
            mask |= cards
        for action in self.history:
            mask |= action.cards
            if action.card >= 0:
                mask |= 1 << action.card
        return mask


InfoCell = tuple[int, dict[str, Any]]
"""A hand's public facts (an observation's ``info``) as built at one step: ``(step, info)``."""


def info_at(cell: InfoCell | None, step: int, build: Callable[[], dict[str, Any]]) -> InfoCell:
    """``cell`` when it was built at ``step``, else ``(step, build())``: a state's public facts built once per
    step and shared by every seat's observation of it (read only). The cell is a value: a state keeps its own,
    a copy starts from its original's and replaces it at its own next step; an undo sets it back to ``None``."""
    if cell is None or cell[0] != step:
        return step, build()
    return cell
