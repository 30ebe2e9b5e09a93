"""Candidate declarations, announcements and gives for the search (issue 13: every decision with a choice).

Besides the cards, a seat meets optional decisions the rules offer as listed actions (a chelem
announcement, a Fool/Excuse ``give``, Gatti's and Tarocchino's listed bonuses) or as set-valued
:class:`~tarocchi.engine.game.CardChoice` (a French Tarot poignée, Gatti's smaller trionfi and frilli,
7.6). The search weighs a few of them against the heuristic's choice:

* a set-valued declaration: per name (``poignee-simple``, ``trionfi``...), its largest legal form
  (a listed action of that name stands for it), showing the heuristic's cards first where it chose
  some, then the lowest cards of the pool;
* a give: every eligible card when there are few, else the cheapest of each kind (trumps, each
  suit) and then the cheapest overall, so the card's value and its suit are both weighed.

Only the rules' own descriptions are read (``choice.required``, ``choice.pool``, ``choice.size``, the
listed actions), so every candidate is legal.
"""

from __future__ import annotations

from collections.abc import Sequence

from tarocchi.cards import FOOL, SUIT_OF, CardSet, iter_cards
from tarocchi.engine.actions import Action
from tarocchi.engine.game import CardChoice

SIDE_VERBS = ("declare", "announce", "give")
"""The verbs of the optional decisions this module proposes candidates for."""
MAX_GIVES = 6
"""At most this many gives are evaluated (the heuristic's comes on top)."""


def give_candidates(gives: Sequence[Action], values: Sequence[int], limit: int = MAX_GIVES) -> list[Action]:
    """At most ``limit`` of the listed ``gives``: all when they fit, else the cheapest card of each kind
    (trumps, each suit; ``values`` the model's card values, deck order among equals), then the cheapest."""
    if len(gives) <= limit:
        return list(gives)

    def cost(action: Action) -> tuple[int, int]:
        return (values[action.card] if values else 0, action.card)

    ranked = sorted(gives, key=cost)
    out: list[Action] = []
    kinds: set[int] = set()
    for action in ranked:
        kind = -1 if action.card <= FOOL else SUIT_OF[action.card]
        if kind not in kinds:
            kinds.add(kind)
            out.append(action)
    for action in ranked:
        if len(out) >= limit:
            break
        if action not in out:
            out.append(action)
    return out[:limit]


def declaration_candidates(
    choices: Sequence[CardChoice], listed: Sequence[Action], anchor: Action | None = None
) -> list[Action]:
    """Per declaration name among ``choices``, its largest form, unless ``listed`` already offers that
    name (Gatti lists the largest trionfi itself); the cards are ``required``, then the anchor's cards
    of the pool (the heuristic's own declaration), then the pool's lowest cards."""
    shown: CardSet = anchor.cards if anchor is not None and anchor.verb == "declare" else 0
    listed_names = {a.value for a in listed if a.verb == "declare"}
    largest: dict[str | None, CardChoice] = {}
    for choice in choices:
        if choice.verb != "declare" or choice.value in listed_names:
            continue
        best = largest.get(choice.value)
        if best is None or choice.size > best.size:
            largest[choice.value] = choice
    out: list[Action] = []
    for choice in largest.values():
        need = choice.size - choice.required.bit_count()
        pool = choice.pool & ~choice.required
        if need < 0 or pool.bit_count() < need:
            continue
        order = [c for c in iter_cards(pool) if (shown >> c) & 1] + [
            c for c in iter_cards(pool) if not (shown >> c) & 1
        ]
        chosen = 0
        for card in order[:need]:
            chosen |= 1 << card
        action = choice.action(chosen)
        if action not in out:
            out.append(action)
    return out


__all__ = ["MAX_GIVES", "SIDE_VERBS", "declaration_candidates", "give_candidates"]
