"""Reading Gatti record actions (gatti.md C2, 16.3).

Gatti refuses (rather than calls malformed) an action of the wrong shape: a key other than
``seat``, the verb and (on ``declare``) ``as``; no verb or two verbs; a verb the game does not use;
an empty or repeated card list (C12). Such an action is read as a :class:`RefusedAction`, which
every hand state refuses with its reason, so the replay stops at that action with its index.
A fault in ``seat`` or a string that is no card code stays malformed (JSON path, no index).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Final

from tarocchi.cards import is_card_code, parse_card
from tarocchi.engine.actions import VERBS, Action, Verb
from tarocchi.engine.explain import CardRef
from tarocchi.engine.parsing import read_seat, require_object
from tarocchi.errors import RecordError

GATTI_VERBS: Final = frozenset({"discard", "call", "declare", "play", "give"})
"""16.3: the verbs of this game; ``bid`` and ``announce`` are refused (C2)."""


@dataclass(frozen=True, slots=True)
class RefusedAction(Action):
    """An action read from a record that no hand state accepts (C2); ``reason`` says why, ``code`` and
    ``params`` name it for translation."""

    text: str = ""
    reason: str = ""
    code: str = "action_shape"
    params: Mapping[str, Any] = field(default_factory=dict, compare=False, hash=False)

    def describe(self) -> str:
        """The action as the record wrote it, without its seat."""
        return self.text


def _text(raw: Mapping[str, Any]) -> str:
    shown = {k: v for k, v in raw.items() if k != "seat"}
    try:
        return "act " + json.dumps(shown, separators=(", ", ": "), ensure_ascii=False)
    except (TypeError, ValueError):
        return "act " + repr(shown)


def parse_action(raw: Mapping[str, Any], path: str, num_seats: int) -> Action:
    """Read one action of ``hands[h].actions`` at JSON path ``path``."""
    require_object(raw, path)
    seat = read_seat(raw, path, num_seats)
    verbs = [key for key in raw if key in VERBS]
    others = [key for key in raw if key != "seat" and key not in VERBS and key != "as"]
    # C2: exactly one verb; the only other key is ``as``, and only on ``declare``.
    if others:
        return _refused(seat, raw, f"unknown key {others[0]!r} in an action (C2)", "unknown_key", {"key": others[0]})
    if len(verbs) != 1:
        if not verbs:
            return _refused(seat, raw, "an action has exactly one verb, found no verb (C2)", "no_verb")
        found = ", ".join(verbs)
        return _refused(
            seat,
            raw,
            f"an action has exactly one verb, found several verbs ({found}) (C2)",
            "several_verbs",
            {"verbs": found},
        )
    verb: Verb = verbs[0]
    if "as" in raw and verb != "declare":
        return _refused(
            seat, raw, f"'as' goes only with declare, not with {verb} (C2)", "as_only_on_declare", {"verb": verb}
        )
    value = raw[verb]
    vpath = f"{path}.{verb}"
    if verb not in GATTI_VERBS:
        return _refused(seat, raw, f"verb {verb!r} is not used in gatti (C2)", "verb_unused", {"verb": verb})
    if verb in ("call", "play", "give"):
        if not is_card_code(value):
            raise RecordError(vpath, f"{value!r} is not a card code", "not_a_card", {"value": repr(value)})
        return Action(seat, verb, card=parse_card(value))
    if not isinstance(value, list):
        raise RecordError(vpath, "must be a list of card codes", "cards_not_a_list")
    mask = 0
    for i, text in enumerate(value):
        if not is_card_code(text):
            raise RecordError(f"{vpath}[{i}]", f"{text!r} is not a card code", "not_a_card", {"value": repr(text)})
        card = parse_card(text)
        if (mask >> card) & 1:
            return _refused(seat, raw, f"card {text} is listed twice (C12)", "card_twice", {"card": CardRef(card)})
        mask |= 1 << card
    if not mask:
        return _refused(seat, raw, f"an empty {verb} (C12)", "empty_set", {"verb": verb})
    name = raw.get("as")
    if "as" in raw and not isinstance(name, str):
        # C12: an ``as`` that is not one of the five names is refused, ``null`` included (absent is optional).
        return _refused(
            seat, raw, f"'as' must name a bonus, found {json.dumps(name)} (C12)", "as_not_a_name", {"value": repr(name)}
        )
    return Action(seat, verb, cards=mask, value=name)


def _refused(
    seat: int, raw: Mapping[str, Any], reason: str, code: str, params: Mapping[str, Any] | None = None
) -> RefusedAction:
    return RefusedAction(seat, "play", text=_text(raw), reason=reason, code=code, params=dict(params or {}))
