"""Reading record actions for this game (§12.2, C2, C3, C4, C9).

Shape faults make the record malformed (:class:`RecordError`); everything else is left to the
hand state, which refuses the action in the order of C4. An argument that an :class:`Action`
cannot carry as it was written (a code that is no card, a card listed twice) is kept verbatim in a
:class:`ListedAction` so the refusal can name it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final

from tarocchi.cards import is_card_code, parse_card
from tarocchi.engine.actions import Action
from tarocchi.engine.parsing import parse_action as parse_generic_action
from tarocchi.engine.parsing import read_seat, read_verb, require_object
from tarocchi.errors import RecordError

GAME_VERBS: Final = frozenset({"discard", "play"})
"""R12.2: this game has only the dealer's discard and the plays (C2)."""


@dataclass(frozen=True, slots=True)
class ListedAction(Action):
    """An action kept as written: ``listed`` are its card codes, or its value, as the record gave them."""

    listed: tuple[str, ...] = ()

    def describe(self) -> str:
        """The action as written in the record."""
        if not self.listed:
            return f"{self.verb} (no cards)"
        return f"{self.verb} {', '.join(self.listed)}"


def parse_action(raw: Mapping[str, Any], path: str, num_seats: int) -> Action:
    """Read one action at JSON path ``path``; raise :class:`RecordError` on a shape fault (C2)."""
    require_object(raw, path)
    verb = read_verb(raw, path, " (C2)")
    seat = read_seat(raw, path, num_seats)
    value = raw[verb]
    if verb not in GAME_VERBS:
        # C2: a verb of another game is refused at the action, whatever it carries.
        try:
            return parse_generic_action(raw, path, num_seats=num_seats)
        except RecordError:
            return ListedAction(seat, verb, listed=(repr(value),))
    vpath = f"{path}.{verb}"
    if verb == "play":
        if not isinstance(value, str):
            raise RecordError(vpath, "must be a card code", "not_a_card", {"value": repr(value)})
        if not is_card_code(value):
            return ListedAction(seat, verb, listed=(value,))  # C4: an unknown code is refused
        return Action(seat, verb, card=parse_card(value))
    if not isinstance(value, list) or not all(isinstance(text, str) for text in value):
        raise RecordError(vpath, "must be a list of card codes", "cards_not_a_list")
    mask = 0
    faithful = bool(value)
    for text in value:
        if not is_card_code(text):
            faithful = False
            continue
        card = parse_card(text)
        if (mask >> card) & 1:
            faithful = False  # C9: a repeated card is refused at the discard
        mask |= 1 << card
    if faithful:
        return Action(seat, verb, cards=mask)
    return ListedAction(seat, verb, cards=mask, listed=tuple(value))
