"""Actions: one decision of one seat, in every game (DESIGN.md §5 verbs).

An :class:`Action` carries the seat, the verb and its argument: a card for ``play``, ``call`` and
``give``; a card set for ``discard`` and ``declare``; a string for ``bid`` and ``announce`` (and the
optional ``as`` name of a ``declare``). Codes exist only at the edges: :func:`action_to_record`
and the records reader convert.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Literal

from tarocchi.cards import CODES, Card, CardSet, codes_of
from tarocchi.engine.options import is_int

Verb = Literal["bid", "call", "discard", "declare", "announce", "play", "give"]
VERBS: Final[tuple[Verb, ...]] = ("bid", "call", "discard", "declare", "announce", "play", "give")
CARD_VERBS: Final = frozenset({"call", "play", "give"})
"""Verbs whose argument is one card."""
SET_VERBS: Final = frozenset({"discard", "declare"})
"""Verbs whose argument is a set of cards."""
VALUE_VERBS: Final = frozenset({"bid", "announce"})
"""Verbs whose argument is a string."""
NO_CARD: Final = -1


@dataclass(frozen=True, slots=True)
class Action:
    """One seat's decision.

    ``card`` is set (``>= 0``) for card verbs, ``cards`` for set verbs, ``value`` for value verbs
    and, on ``declare``, holds the optional ``as`` name (``None`` when not given).
    """

    seat: int
    verb: Verb
    card: Card = NO_CARD
    cards: CardSet = 0
    value: str | None = None

    def describe(self) -> str:
        """The action as the error lines write it: ``play 4S``, ``bid garde``, ``discard 2H, 3H``."""
        if self.verb in CARD_VERBS:
            return f"{self.verb} {_code(self.card)}"
        if self.verb == "declare" and not self.cards:
            return "pass (declare nothing)"
        if self.verb in SET_VERBS:
            shown = ", ".join(_code(c) for c in range(max(0, self.cards.bit_length())) if self.cards >> c & 1)
            if self.verb == "declare" and self.value:
                return f"declare {self.value} ({shown})"
            return f"{self.verb} {shown}"
        return f"{self.verb} {self.value}"


@dataclass(frozen=True, slots=True)
class ListedSet(Action):
    """A ``discard`` or ``declare`` as a record listed it, when no card set can say it: a card listed twice
    (``twice``, the first such card) or no card at all (``twice`` is :data:`NO_CARD`). It is read, not
    malformed, so the hand state refuses it at its index with the seat (french-tarot.md C12, C14: the cards
    are checked as a set of distinct cards); ``cards`` holds the distinct cards, ``listed`` the codes as
    written."""

    listed: tuple[str, ...] = ()
    twice: Card = NO_CARD

    def describe(self) -> str:
        """The action as the record wrote it: ``discard 2D, 2D``, ``declare (no cards)``."""
        named = f"{self.verb} {self.value}" if self.verb == "declare" and self.value else self.verb
        return f"{named} {', '.join(self.listed)}" if self.listed else f"{named} (no cards)"

    @property
    def fault(self) -> str:
        """Why it is refused, in words: ``card 2D is listed twice``, ``no card is listed``."""
        return f"card {CODES[self.twice]} is listed twice" if self.twice >= 0 else "no card is listed"


def _code(card: Card) -> str:
    """A card's code; a number that is no card (an action built by hand) as ``card 99``."""
    return CODES[card] if is_int(card) and 0 <= card < len(CODES) else f"card {card!r}"


def malformed(action: object) -> str | None:
    """Why ``action`` is no action of this engine's shape (not an :class:`Action`, a seat or card that is not a
    number in range, a card set with bits beyond the deck), or ``None``: checked before any game rule."""
    if not isinstance(action, Action):
        return f"{action!r} is not an action"
    if not is_int(action.seat) or action.seat < 0:
        return f"seat {action.seat!r} is not a seat number"
    if action.verb in CARD_VERBS and not (is_int(action.card) and 0 <= action.card < len(CODES)):
        return f"{action.verb} {_code(action.card)}: not a card (0 to {len(CODES) - 1})"
    if action.verb in SET_VERBS and not (is_int(action.cards) and 0 <= action.cards < 1 << len(CODES)):
        return f"{action.verb}: {action.cards!r} is not a set of cards"
    return None


def play(seat: int, card: Card) -> Action:
    """A ``play`` action."""
    return Action(seat, "play", card=card)


def declare_nothing(seat: int) -> Action:
    """``seat`` ends its turn in a declaration round without declaring (more).

    Live tables only: records have no pass (a later seat's declaration or the first play implies it),
    so :class:`~tarocchi.session.MatchSession` leaves it out of the record. Games with an optional
    declaration round in turn order (Gatti's boñe, Tarocchino's round) list it among the legal
    actions of the seat whose turn it is to declare.
    """
    return Action(seat, "declare", cards=0)


def is_declare_nothing(action: Action) -> bool:
    """True for the live-table pass of :func:`declare_nothing` (a record's empty list is no pass: a
    :class:`ListedSet`)."""
    return action.verb == "declare" and action.cards == 0 and not isinstance(action, ListedSet)


def action_to_record(action: Action) -> dict[str, object]:
    """The record form of an action (DESIGN.md §5); card sets are written in deck order."""
    out: dict[str, object] = {"seat": action.seat}
    if action.verb in CARD_VERBS:
        out[action.verb] = CODES[action.card]
    elif action.verb in SET_VERBS:
        out[action.verb] = codes_of(action.cards)
        if action.verb == "declare" and action.value is not None:
            out["as"] = action.value
    else:
        out[action.verb] = action.value
    return out
