"""Dense integer actions (DESIGN.md §9): every decision of every game as an id in ``range(n)``.

A game states its action vocabulary once, as an :class:`ActionLayout`; the ids follow from it, in
blocks, in this order (a block is left out when the game has no such decision):

=====================  =====================================================================
block                  ids
=====================  =====================================================================
``play``               one per card id (78): play that card
``call``               one per card id: call that card (a called king)
``give``               one per card id: give that card (a Fool/Excuse exchange)
``bid``                one per bid value of the game, in its order (``pass`` first)
``announce``           one per announcement (``chelem``...)
``declare-nothing``    one: end one's turn in a declaration round without declaring
set families           per family (a ``discard``, or a ``declare`` with one ``as`` value):
                       78 ids "pick card c", then one id "done"
=====================  =====================================================================

A set-valued decision (a discard, a poignée, a declaration) is taken one card at a time: the first
"pick" id opens a *selection* of that family on the state, each further pick adds a card, and the
selection enters the history as the one record action it is (DESIGN.md §5) as soon as it is
complete: at once when the family is a fixed-size choice (a discard, a poignée: a
:class:`~tarocchi.engine.game.CardChoice`) and no legal set extends it, else by its "done" id (a
declaration whose shorter and longer forms are both legal). Records never change.

The functions below implement ``legal_ids``, ``apply_id`` and ``ids_for`` for every
:class:`~tarocchi.engine.game.HandState` from its listed actions and card choices, so a game only
declares its layout. A pick that no legal set allows is refused with the game's own reason: the
state's ``check`` is asked about a complete set holding that card.
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from tarocchi.cards import CODES, NUM_CARDS, CardSet, codes_of
from tarocchi.engine.actions import Action, Verb, declare_nothing, is_declare_nothing
from tarocchi.engine.explain import CardRef, CardsRef, TermRef, Texts, text
from tarocchi.errors import IllegalActionError, InvalidActionError

if TYPE_CHECKING:
    from tarocchi.engine.game import CardChoice, HandState

SET_FAMILY_SIZE: Final = NUM_CARDS + 1
_CARD_VERBS: Final[tuple[Verb, ...]] = ("play", "call", "give")
"""Ids per set family: a pick per card, then "done"."""


@dataclass(frozen=True, slots=True)
class Family:
    """A set-valued decision taken card by card: a verb (``discard`` or ``declare``) and its ``as`` value."""

    verb: Verb
    value: str | None = None

    def describe(self) -> str:
        """``discard`` or ``declare poignee-simple``."""
        return self.verb if self.value is None else f"{self.verb} {self.value}"


ID_TEXTS: Final[Texts] = {
    "family.discard": text("discard", "scarto", "écart"),
    "family.declare": text("declaration", "dichiarazione", "déclaration"),
    "refusal.hand_over": text(
        "Nothing is left to decide in this hand.",
        "In questa mano non resta nulla da decidere.",
        "Il ne reste rien à décider dans cette donne.",
    ),
    "refusal.unknown_id": text(
        "{id} is not an action of this game.",
        "{id} non è un'azione di questo gioco.",
        "{id} n'est pas une action de ce jeu.",
    ),
    "refusal.selection_pending": text(
        "Finish choosing first ({family}: {cards} picked).",
        "Prima finisci di scegliere ({family}: scelte {cards}).",
        "Terminez d'abord votre choix ({family} : {cards} choisies).",
    ),
    "refusal.not_listed": text(
        "That is not one of your choices now.",
        "Ora questa non è una delle tue scelte.",
        "Ce n'est pas l'un de vos choix pour l'instant.",
    ),
    "refusal.not_now": text("{family}: not now.", "{family}: non ora.", "{family} : pas maintenant."),
    "refusal.selection_incomplete": text(
        "{family}: more cards are needed (picked: {cards}).",
        "{family}: servono altre carte (scelte: {cards}).",
        "{family} : il faut d'autres cartes (choisies : {cards}).",
    ),
    "refusal.already_picked": text("{card} is already picked.", "{card} è già scelta.", "{card} est déjà choisie."),
    "refusal.not_in_choice": text(
        "{card} cannot be part of this choice ({family}).",
        "{card} non può far parte di questa scelta ({family}).",
        "{card} ne peut pas faire partie de ce choix ({family}).",
    ),
}
"""The words of the refusals above (``IllegalActionError.code``) and of the families they name, in
three languages; every game's :meth:`~tarocchi.engine.game.Game.texts` includes them."""


@dataclass(frozen=True, slots=True)
class Selection:
    """A set-valued decision in progress: the family's index in the layout and the cards picked so far."""

    family: int
    cards: CardSet


class ActionLayout:
    """A game's action vocabulary and the ids it gives (see the module docstring for the blocks)."""

    def __init__(
        self,
        *,
        play: bool = True,
        call: bool = False,
        give: bool = False,
        bids: Sequence[str] = (),
        announces: Sequence[str] = (),
        declare_nothing: bool = False,
        families: Sequence[Family] = (),
    ) -> None:
        self.bids = tuple(bids)
        self.announces = tuple(announces)
        self.families = tuple(families)
        offset = 0

        def block(size: int, present: bool) -> int:
            nonlocal offset
            start = offset if present else -1
            offset += size if present else 0
            return start

        self.play_base = block(NUM_CARDS, play)
        self.call_base = block(NUM_CARDS, call)
        self.give_base = block(NUM_CARDS, give)
        self.bid_base = block(len(self.bids), bool(self.bids))
        self.announce_base = block(len(self.announces), bool(self.announces))
        self.nothing_id = block(1, declare_nothing)
        self.family_base = block(SET_FAMILY_SIZE * len(self.families), bool(self.families))
        self.num_distinct_actions = offset
        self._card_bases: dict[str, int] = {"play": self.play_base, "call": self.call_base, "give": self.give_base}

    # ------------------------------------------------------------------ ids of single actions

    def card_id(self, verb: str, card: int) -> int:
        """The id of a one-card action (``play``, ``call``, ``give``)."""
        base = self._card_bases[verb]
        if base < 0:
            raise ValueError(f"this game has no {verb} actions")
        return base + card

    def value_id(self, verb: str, value: str) -> int:
        """The id of a ``bid`` or an ``announce``."""
        names, base = (self.bids, self.bid_base) if verb == "bid" else (self.announces, self.announce_base)
        try:
            return base + names.index(value)
        except ValueError:
            raise ValueError(f"{value!r} is not a {verb} of this game ({', '.join(names)})") from None

    def family_index(self, verb: Verb, value: str | None) -> int:
        """The index of the set family of ``verb`` with ``as`` value ``value``."""
        try:
            return self.families.index(Family(verb, value))
        except ValueError:
            raise ValueError(f"this game has no {Family(verb, value).describe()} decision") from None

    def pick_id(self, family: int, card: int) -> int:
        """The id "pick ``card``" of a set family."""
        return self.family_base + SET_FAMILY_SIZE * family + card

    def done_id(self, family: int) -> int:
        """The id "done" of a set family."""
        return self.family_base + SET_FAMILY_SIZE * family + NUM_CARDS

    def decode(self, action_id: int) -> tuple[str, int, int]:
        """``(kind, a, b)``: ``("card", verb index, card)``, ``("value", 0 bid / 1 announce, index)``,
        ``("nothing", 0, 0)``, ``("pick", family, card)`` or ``("done", family, 0)``.

        Raises ``ValueError`` for an id outside ``range(num_distinct_actions)``.
        """
        if not 0 <= action_id < self.num_distinct_actions or isinstance(action_id, bool):
            raise ValueError(f"action id {action_id!r} is not in range({self.num_distinct_actions})")
        for index, base in enumerate((self.play_base, self.call_base, self.give_base)):
            if base >= 0 and base <= action_id < base + NUM_CARDS:
                return "card", index, action_id - base
        if self.bid_base >= 0 and self.bid_base <= action_id < self.bid_base + len(self.bids):
            return "value", 0, action_id - self.bid_base
        if self.announce_base >= 0 and self.announce_base <= action_id < self.announce_base + len(self.announces):
            return "value", 1, action_id - self.announce_base
        if action_id == self.nothing_id:
            return "nothing", 0, 0
        family, rest = divmod(action_id - self.family_base, SET_FAMILY_SIZE)
        if rest == NUM_CARDS:
            return "done", family, 0
        return "pick", family, rest

    def name(self, action_id: int) -> str:
        """A readable name of an id: ``play KH``, ``bid garde``, ``discard: pick 2C``, ``discard: done``."""
        kind, a, b = self.decode(action_id)
        if kind == "card":
            return f"{('play', 'call', 'give')[a]} {CODES[b]}"
        if kind == "value":
            return f"bid {self.bids[b]}" if a == 0 else f"announce {self.announces[b]}"
        if kind == "nothing":
            return "declare nothing"
        family = self.families[a].describe()
        return f"{family}: done" if kind == "done" else f"{family}: pick {CODES[b]}"

    def single_id(self, action: Action) -> int:
        """The id of an action that is not set-valued (``ValueError`` for a set-valued one)."""
        verb = action.verb
        if verb in ("play", "call", "give"):
            return self.card_id(verb, action.card)
        if verb in ("bid", "announce"):
            return self.value_id(verb, action.value or "")
        if is_declare_nothing(action):
            if self.nothing_id < 0:
                raise ValueError("this game has no declaration round to pass")
            return self.nothing_id
        raise ValueError(f"{action.describe()} is set-valued: it takes several ids")


# ---------------------------------------------------------------------- the options of one family


@dataclass(slots=True)
class _Options:
    """The legal sets of one family for the seat to act: fixed-size choices and listed sets."""

    choices: list[CardChoice]
    sets: list[CardSet]
    shows: Callable[[CardSet], bool] | None = None
    """For a declaration: whether the game accepts a part of a listed set (a smaller showing, Tarocchino
    13.4), asked of its ``check``; a declaration is listed at its largest."""

    def extensions(self, chosen: CardSet) -> CardSet:
        """The cards that may be picked next, given ``chosen``."""
        out = 0
        have = chosen.bit_count()
        for choice in self.choices:
            allowed = choice.required | choice.pool
            if chosen & ~allowed or have >= choice.size:
                continue
            missing = choice.required & ~chosen
            free_slots = choice.size - have - missing.bit_count()
            # A required card can always be picked; another one only while a slot is left for it.
            out |= missing | (allowed & ~chosen & ~choice.required if free_slots > 0 else 0)
        for full in self.sets:
            if chosen & ~full == 0:
                out |= full & ~chosen
        return out

    def complete(self, chosen: CardSet) -> bool:
        """Whether ``chosen`` is one of the legal sets (or a smaller showing of one the game accepts)."""
        if any(choice.allows(chosen) for choice in self.choices) or chosen in self.sets:
            return True
        shows = self.shows
        return shows is not None and any(chosen & ~full == 0 for full in self.sets) and shows(chosen)

    def filler(self, chosen: CardSet) -> CardSet:
        """A complete-looking set holding ``chosen`` (for asking the game why a pick is refused)."""
        for choice in self.choices:
            out = chosen
            for pool in (choice.required, choice.pool):
                rest = pool & ~out
                while rest and out.bit_count() < choice.size:
                    low = rest & -rest
                    out |= low
                    rest ^= low
            return out
        return chosen


def _seat_to_act(state: HandState) -> int:
    seat = state.to_act
    if seat is None:
        raise IllegalActionError("nothing is left to decide in this hand", code="hand_over")
    return seat


def _families(state: HandState, seat: int, listed: Sequence[Action] | None = None) -> dict[int, _Options]:
    """The set families open to ``seat``, from the state's card choices and its listed actions (``listed``: the
    state's :meth:`~tarocchi.engine.game.HandState.legal_actions` when the caller holds them already)."""
    layout = state.game.action_layout
    out: dict[int, _Options] = {}
    for choice in state.card_choices():
        if choice.seat == seat:
            index = layout.family_index(choice.verb, choice.value)
            out.setdefault(index, _Options([], [])).choices.append(choice)
    for action in state.legal_actions() if listed is None else listed:
        if action.seat == seat and action.verb in ("discard", "declare") and action.cards:
            index = layout.family_index(action.verb, action.value)
            options = out.setdefault(index, _Options([], []))
            options.sets.append(action.cards)
            if action.verb == "declare" and options.shows is None:
                options.shows = _shown_by(state, seat, action.value)
    return out


def _shown_by(state: HandState, seat: int, name: str | None) -> Callable[[CardSet], bool]:
    """Whether the game's ``check`` accepts ``seat`` declaring those cards (as ``name``) now."""

    def shows(cards: CardSet) -> bool:
        try:
            state.check(Action(seat, "declare", cards=cards, value=name))
        except (IllegalActionError, InvalidActionError):
            return False
        return True

    return shows


def selection_of(state: HandState) -> Selection | None:
    """The set-valued decision in progress on ``state``, if any."""
    return state._selection


def legal_ids(state: HandState) -> list[int]:
    """The legal ids of the seat to act, ascending (empty when nothing is left to decide).

    The state's listed actions are asked once and serve both the single ids and the set families.
    """
    seat = state.to_act
    if seat is None:
        return []
    layout = state.game.action_layout
    listed = state.legal_actions()
    selection = selection_of(state)
    if selection is not None:
        options = _families(state, seat, listed).get(selection.family)
        if options is None:  # pragma: no cover - apply() clears a selection whenever the state moves on
            return []
        out = [layout.pick_id(selection.family, c) for c in _bits(options.extensions(selection.cards))]
        if options.complete(selection.cards):
            out.append(layout.done_id(selection.family))
        return out
    ids: set[int] = set()
    play_base = layout.play_base
    for action in listed:
        if action.seat != seat:
            continue
        verb = action.verb
        if verb == "play" and play_base >= 0:
            ids.add(play_base + action.card)  # as single_id: the play block's id of the card
        elif not (verb in ("discard", "declare") and action.cards):
            ids.add(layout.single_id(action))
    for index, options in _families(state, seat, listed).items():
        ids.update(layout.pick_id(index, c) for c in _bits(options.extensions(0)))
    return sorted(ids)


def apply_id(state: HandState, action_id: int, listed: Sequence[int] | None = None) -> Action | None:
    """Apply one id, checked; returns the record action it completed (``None`` for a pick that does not).

    Only an id :func:`legal_ids` lists is taken: an action a record may leave implied (a declaration
    round's pass before the seat's card) is refused here (``not_listed``), after the game's own reason.

    On refusal (:class:`~tarocchi.errors.IllegalActionError`, with the game's reason where a rule
    is involved) nothing changes. ``listed`` is the state's :func:`legal_ids` when the caller holds them
    already (an environment's action mask, worked out on this very state): an id among them is applied on
    the trusted step, so it must be that list and no other.
    """
    layout = state.game.action_layout
    try:
        if isinstance(action_id, bool):
            raise TypeError
        action_id = operator.index(action_id)  # an int, or an integer type such as numpy's
    except TypeError:
        raise IllegalActionError(
            f"action id {action_id!r} is not an integer", code="unknown_id", params={"id": repr(action_id)}
        ) from None
    try:
        kind, a, b = layout.decode(action_id)
    except ValueError as exc:
        raise IllegalActionError(str(exc), code="unknown_id", params={"id": action_id}) from None
    seat = _seat_to_act(state)
    selection = selection_of(state)
    if selection is not None and (kind not in ("pick", "done") or a != selection.family):
        family = layout.families[selection.family]
        picked = ", ".join(codes_of(selection.cards))
        raise IllegalActionError(
            f"finish the {family.describe()} first ({selection.cards.bit_count()} cards picked: {picked})",
            seat=seat,
            action=layout.name(action_id),
            code="selection_pending",
            params={"family": TermRef(f"family.{family.verb}"), "cards": CardsRef(selection.cards)},
        )
    if kind == "card":
        action = Action(seat, _CARD_VERBS[a], card=b)
    elif kind == "value":
        action = (
            Action(seat, "bid", value=layout.bids[b]) if a == 0 else Action(seat, "announce", value=layout.announces[b])
        )
    elif kind == "nothing":
        action = declare_nothing(seat)
    else:
        return _apply_pick(state, seat, kind, a, b)
    if listed is None:
        listed = state.legal_ids()  # the game's own (fast in the play phase)
    if action_id not in listed:
        # The game's own reason first (as a live seat's: nothing hidden from it shows through); what it would
        # let through is an action a record may leave implied (a pass in a declaration round before a card),
        # which an id sequence cannot: only listed ids go.
        state.check_live(action)
        names = ", ".join(layout.name(i) for i in listed[:6]) + (", ..." if len(listed) > 6 else "")
        raise IllegalActionError(
            f"{layout.name(action_id)} is not among the legal ids now ({names})",
            seat=seat,
            action=layout.name(action_id),
            code="not_listed",
            params={},
        )
    # Listed: legal by the game's own rules (legal_ids is worked out from them), so applied on the trusted
    # step without a second check (the checked path's other work: a selection in progress is dropped).
    state.apply_trusted(action)
    state._selection = None
    return action


def _apply_pick(state: HandState, seat: int, kind: str, family: int, card: int) -> Action | None:
    layout = state.game.action_layout
    fam = layout.families[family]
    options = _families(state, seat).get(family)
    selection = selection_of(state)
    chosen = selection.cards if selection is not None else 0
    name = layout.name(layout.pick_id(family, card) if kind == "pick" else layout.done_id(family))
    if options is None:
        # No such decision now: ask the game why, with the card alone.
        probe = Action(seat, fam.verb, cards=1 << card if kind == "pick" else 0, value=fam.value)
        state.check(probe)
        raise IllegalActionError(  # pragma: no cover - check() refuses what no legal set allows
            f"no {fam.describe()} now",
            seat=seat,
            action=name,
            code="not_now",
            params={"family": TermRef(f"family.{fam.verb}")},
        )
    if kind == "done":
        if not options.complete(chosen):
            raise IllegalActionError(
                f"the {fam.describe()} is not complete "
                f"({chosen.bit_count()} cards picked: {', '.join(codes_of(chosen))})",
                seat=seat,
                action=name,
                code="selection_incomplete",
                params={"family": TermRef(f"family.{fam.verb}"), "cards": CardsRef(chosen)},
            )
        return _finish(state, seat, fam, chosen)
    if not (options.extensions(chosen) >> card) & 1:
        if (chosen >> card) & 1:
            raise IllegalActionError(
                f"{CODES[card]} is already picked",
                seat=seat,
                action=name,
                code="already_picked",
                params={"card": CardRef(card)},
            )
        # The game's own reason: a complete set with this card.
        state.check(Action(seat, fam.verb, cards=options.filler(chosen | 1 << card), value=fam.value))
        raise IllegalActionError(
            f"{CODES[card]} cannot be part of this {fam.describe()}",
            seat=seat,
            action=name,
            code="not_in_choice",
            params={"card": CardRef(card), "family": TermRef(f"family.{fam.verb}")},
        )
    chosen |= 1 << card
    if options.complete(chosen) and not options.extensions(chosen):
        return _finish(state, seat, fam, chosen)
    state._selection = Selection(family, chosen)
    return None


def _finish(state: HandState, seat: int, fam: Family, chosen: CardSet) -> Action:
    action = Action(seat, fam.verb, cards=chosen, value=fam.value)
    state.apply(action)
    state._selection = None
    return action


def ids_for(state: HandState, action: Action) -> list[int]:
    """The ids that compose ``action`` from ``state`` (a pick per card in deck order, then "done" where needed),
    after the passes a record may leave implied before it (a declaration round's "declare nothing").

    Raises ``ValueError`` when the action is not in the game's vocabulary, or when its seat is not the one the
    ids would act for (an id is taken by the seat to act: an action out of turn, such as a chelem announced
    while another seat is to lead, has no ids).
    """
    layout = state.game.action_layout
    passes = _implied_passes(state, action)
    if passes:
        state = state.copy()
        for action_id in passes:
            apply_id(state, action_id)
    if state.to_act != action.seat:
        raise ValueError(
            f"seat {action.seat} cannot {action.verb} by ids now: ids act for the seat to act "
            f"({'nobody' if state.to_act is None else f'seat {state.to_act}'})"
        )
    if action.verb not in ("discard", "declare") or not action.cards:
        return [*passes, layout.single_id(action)]
    families = _families(state, action.seat)
    family = _family_of(layout, families, action)
    ids = [*passes, *(layout.pick_id(family, c) for c in _bits(action.cards))]
    options = families.get(family)
    if options is None or options.extensions(action.cards) or not options.complete(action.cards):
        ids.append(layout.done_id(family))
    return ids


def _implied_passes(state: HandState, action: Action) -> list[int]:
    """The "declare nothing" ids a record leaves implied before ``action`` (the seats before it in a
    declaration round pass when it comes: a card, or a later seat's declaration); empty when none are."""
    layout = state.game.action_layout
    nothing = layout.nothing_id
    if nothing < 0 or is_declare_nothing(action) or state.to_act is None:
        return []
    single = None if action.verb in ("discard", "declare") and action.cards else layout.single_id(action)
    if state.to_act == action.seat and (single is None or single in state.legal_ids()):
        return []
    try:
        state.check(action)
    except (IllegalActionError, InvalidActionError):
        return []  # refused as it stands: ids_for composes the action alone, apply_id says why
    probe = state.copy()
    out: list[int] = []
    while probe.to_act is not None and nothing in probe.legal_ids():
        if probe.to_act == action.seat and (single is None or single in probe.legal_ids()):
            break
        apply_id(probe, nothing)
        out.append(nothing)
    return out


def _family_of(layout: ActionLayout, families: dict[int, _Options], action: Action) -> int:
    """The set family of ``action``. A ``declare`` without its optional ``as`` (the cards say what it is: DESIGN.md
    §5) is the first family, in id order, of which its cards are a legal set now; raises ``ValueError`` when there
    is none and the game has no family without a name."""
    if action.verb == "declare" and action.value is None and Family("declare", None) not in layout.families:
        for index in sorted(families):
            if layout.families[index].verb == "declare" and families[index].complete(action.cards):
                return index
    return layout.family_index(action.verb, action.value)


def cancel_selection(state: HandState) -> None:
    """Drop a set-valued decision in progress (nothing was applied)."""
    state._selection = None


def _bits(mask: CardSet) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


__all__ = [
    "SET_FAMILY_SIZE",
    "ActionLayout",
    "Family",
    "Selection",
    "apply_id",
    "cancel_selection",
    "ids_for",
    "legal_ids",
    "selection_of",
]
