"""Reading one record action into an :class:`Action` (DESIGN.md §5; french-tarot.md C1 and its twins).

The shape is checked here: exactly one verb, ``seat`` an integer seat, ``as`` only on ``declare``,
card codes valid, set verbs a list of codes. Faults are :class:`RecordError` with the JSON path (a
malformed record). Whether the action is *legal* is the hand state's business, a set listed with a card
twice or with none included (a :class:`~tarocchi.engine.actions.ListedSet`, which the states refuse).

Each fault has its code (``action_not_object``, ``action_unknown_key``, ``action_no_verb``,
``action_several_verbs``, ``seat_not_integer``, ``seat_not_a_seat``, ``verb_not_used``, ``not_a_card``,
``cards_not_a_list``, ``not_a_string``; :mod:`tarocchi.records.replay` lists their parameters).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tarocchi.cards import is_card_code, parse_card
from tarocchi.engine.actions import CARD_VERBS, NO_CARD, SET_VERBS, VALUE_VERBS, VERBS, Action, ListedSet, Verb
from tarocchi.errors import RecordError


def require_object(raw: object, path: str) -> None:
    """An action is a JSON object."""
    if not isinstance(raw, Mapping):
        raise RecordError(path, "an action must be an object", "action_not_object")


def read_verb(raw: Mapping[str, Any], path: str, cite: str = "") -> Verb:
    """The one verb of ``raw``; any key but ``seat``, the verb and (on ``declare``) ``as`` is malformed.

    ``cite`` (e.g. ``" (C2)"``) ends the messages with the game's rule number.
    """
    found = [key for key in raw if key in VERBS]
    for key in raw:
        if key == "seat" or key in found or (key == "as" and "declare" in found):
            continue
        reason = f"unknown key {key!r} in an action{cite}"
        raise RecordError(f"{path}.{key}", reason, "action_unknown_key", {"key": repr(key)})
    if len(found) != 1:
        what = "no verb" if not found else f"several verbs ({', '.join(found)})"
        reason = f"an action must have exactly one verb, found {what}{cite}"
        if not found:
            raise RecordError(path, reason, "action_no_verb")
        raise RecordError(path, reason, "action_several_verbs", {"verbs": ", ".join(found)})
    verb: Verb = found[0]
    return verb


def read_seat(raw: Mapping[str, Any], path: str, num_seats: int) -> int:
    """The action's ``seat``: an integer (not a boolean) naming one of the ``num_seats`` seats."""
    seat = raw.get("seat")
    if isinstance(seat, bool) or not isinstance(seat, int):
        raise RecordError(f"{path}.seat", "seat must be an integer", "seat_not_integer", {"value": repr(seat)})
    if not 0 <= seat < num_seats:
        reason = f"seat {seat} is not a seat (0..{num_seats - 1})"
        raise RecordError(f"{path}.seat", reason, "seat_not_a_seat", {"value": repr(seat), "last": num_seats - 1})
    return seat


def parse_action(
    raw: Mapping[str, Any],
    path: str,
    *,
    num_seats: int,
    verbs: frozenset[str] | None = None,
) -> Action:
    """Read ``raw`` (one element of ``hands[h].actions``) at JSON path ``path``.

    ``verbs`` limits the verbs the game knows; a verb outside it is malformed.
    """
    require_object(raw, path)
    allowed = verbs if verbs is not None else frozenset(VERBS)
    verb = read_verb(raw, path)
    if verb not in allowed:
        reason = f"verb {verb!r} is not used in this game"
        raise RecordError(f"{path}.{verb}", reason, "verb_not_used", {"verb": repr(verb)})
    seat = read_seat(raw, path, num_seats)
    value = raw[verb]
    vpath = f"{path}.{verb}"
    if verb in CARD_VERBS:
        if not is_card_code(value):
            raise RecordError(vpath, f"{value!r} is not a card code", "not_a_card", {"value": repr(value)})
        return Action(seat, verb, card=parse_card(value))
    if verb in SET_VERBS:
        if not isinstance(value, list):
            raise RecordError(vpath, "must be a list of card codes", "cards_not_a_list")
        mask = 0
        twice = NO_CARD
        for i, text in enumerate(value):
            if not is_card_code(text):
                raise RecordError(f"{vpath}[{i}]", f"{text!r} is not a card code", "not_a_card", {"value": repr(text)})
            card = parse_card(text)
            if (mask >> card) & 1 and twice == NO_CARD:
                twice = card
            mask |= 1 << card
        name = raw.get("as")
        if name is not None and not isinstance(name, str):
            raise RecordError(f"{path}.as", "must be a string", "not_a_string")
        if twice != NO_CARD or not mask:
            # A card listed twice, or none: the rules' business (refused at the action), not the shape's.
            return ListedSet(seat, verb, cards=mask, value=name, listed=tuple(value), twice=twice)
        return Action(seat, verb, cards=mask, value=name)
    assert verb in VALUE_VERBS
    if not isinstance(value, str):
        raise RecordError(vpath, "must be a string", "not_a_string")
    return Action(seat, verb, value=value)
