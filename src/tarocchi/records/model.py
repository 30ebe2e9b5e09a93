"""The in-memory form of a ``tarocchi-record/1`` match record (DESIGN.md §5)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tarocchi.cards import CODES
from tarocchi.engine.actions import Action, action_to_record, is_declare_nothing
from tarocchi.engine.game import Deal

FORMAT = "tarocchi-record/1"


@dataclass
class HandRecord:
    """One hand: its dealer, its deal (or the seed that makes it) and the actions taken."""

    dealer: int
    deal: Deal | None = None
    seed: int | None = None
    actions: list[Action] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        """The hand as a record writes it; an explicit deal is always written when known. A live table's
        "declare nothing" (:func:`~tarocchi.engine.actions.declare_nothing`) is left out: records have no pass,
        the next seat's action implies it (DESIGN.md §5), so a state's whole history may be given."""
        out: dict[str, Any] = {"dealer": self.dealer}
        if self.deal is not None:
            out["deal"] = {
                "hands": [[CODES[c] for c in hand] for hand in self.deal.hands],
                "talon": [CODES[c] for c in self.deal.talon],
            }
        elif self.seed is not None:
            out["seed"] = self.seed
        out["actions"] = [action_to_record(a) for a in self.actions if not is_declare_nothing(a)]
        return out


@dataclass
class MatchRecord:
    """A match: the game, its options, the players' names and the hands."""

    game: str
    options: dict[str, Any] = field(default_factory=dict)
    names: list[str] | None = None
    hands: list[HandRecord] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        """The record as a JSON-ready dict."""
        out: dict[str, Any] = {"format": FORMAT, "game": self.game, "options": dict(self.options)}
        if self.names is not None:
            out["names"] = list(self.names)
        out["hands"] = [hand.to_json() for hand in self.hands]
        return out
