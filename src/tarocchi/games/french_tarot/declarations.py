"""Declarations: poignées (french-tarot.md §8, C14) and the petit sec (R3.7, C8)."""

from __future__ import annotations

from typing import Final

from tarocchi.cards import TRUMPS, CardSet
from tarocchi.engine.explain import CardsRef, TermRef

from .deck import FOOL_BIT, listing
from .refusal import Refusal

POIGNEES: Final = ("poignee-simple", "poignee-double", "poignee-triple")
"""Names of the three levels, as records write them (§17.3)."""
POIGNEE_BONUS: Final = {"poignee-simple": 20, "poignee-double": 30, "poignee-triple": 40}
"""R8.1, R8.6: the bonus of each level (never multiplied)."""
THRESHOLDS: Final = {3: (13, 15, 18), 4: (10, 13, 15), 5: (8, 10, 13)}
"""R8.1: trumps shown for a simple, double and triple poignée, by player count."""
PETIT_SEC: Final = "petit-sec"
DECLARE_NAMES: Final = (*POIGNEES, PETIT_SEC)


def poignee_options(hand: CardSet, players: int) -> list[tuple[str, CardSet, CardSet]]:
    """The poignées ``hand`` may declare, as ``(name, required, pool)``: show ``required`` plus cards of ``pool``.

    R8.3: exactly the threshold; R8.4: the Excuse stands in for a trump only when the hand holds
    exactly one trump fewer than the threshold, and then every trump is shown.
    """
    trumps = hand & TRUMPS
    held = trumps.bit_count()
    out: list[tuple[str, CardSet, CardSet]] = []
    for name, threshold in zip(POIGNEES, THRESHOLDS[players], strict=True):
        if held >= threshold:
            out.append((name, 0, trumps))
        elif held == threshold - 1 and hand & FOOL_BIT:
            out.append((name, trumps | FOOL_BIT, 0))
    return out


def poignee_level(cards: CardSet, players: int) -> str | None:
    """The level a set of that size declares, or ``None`` when its size is no threshold (R8.3)."""
    count = cards.bit_count()
    for name, threshold in zip(POIGNEES, THRESHOLDS[players], strict=True):
        if count == threshold:
            return name
    return None


def poignee_refusal(hand: CardSet, cards: CardSet, players: int, named: str | None) -> Refusal | None:
    """Why ``cards`` is not a legal poignée of ``hand``, or ``None`` (C14).

    Codes: ``not_poignee`` (name), ``not_held`` (cards), ``poignee_trumps_only`` (cards),
    ``poignee_size`` (simple, double, triple, count, players), ``poignee_level`` (count, level, named),
    ``poignee_excuse`` (needed, held).
    """
    if named is not None and named not in POIGNEES:
        return Refusal("not_poignee", f"{named} is not a poignée", {"name": named})
    missing = cards & ~hand
    if missing:
        return Refusal("not_held", f"does not hold {listing(missing)}", {"cards": CardsRef(missing)})
    others = cards & ~(TRUMPS | FOOL_BIT)
    if others:
        return Refusal(
            "poignee_trumps_only",
            f"a poignée shows trumps only ({listing(others)} are not trumps) (R8.2)",
            {"cards": CardsRef(others)},
        )
    level = poignee_level(cards, players)
    if level is None:
        counts = ", ".join(str(t) for t in THRESHOLDS[players][:-1]) + f" or {THRESHOLDS[players][-1]}"
        return Refusal(
            "poignee_size",
            f"a poignée shows exactly {counts} cards with {players} players, not {cards.bit_count()} (R8.1, R8.3)",
            {
                "simple": THRESHOLDS[players][0],
                "double": THRESHOLDS[players][1],
                "triple": THRESHOLDS[players][2],
                "count": cards.bit_count(),
                "players": players,
            },
        )
    if named is not None and named != level:
        return Refusal(
            "poignee_level",
            f"{cards.bit_count()} cards make a {level}, not a {named} (R8.1)",
            {
                "count": cards.bit_count(),
                "level": TermRef(f"declaration.{level}"),
                "named": TermRef(f"declaration.{named}"),
            },
        )
    if cards & FOOL_BIT:
        threshold = THRESHOLDS[players][POIGNEES.index(level)]
        held = (hand & TRUMPS).bit_count()
        if held != threshold - 1:
            return Refusal(
                "poignee_excuse",
                f"the Excuse may stand in for a trump only when holding {threshold - 1} trumps, "
                f"and this hand holds {held} (R8.4)",
                {"needed": threshold - 1, "held": held},
            )
    return None


def poignee_error(hand: CardSet, cards: CardSet, players: int, named: str | None) -> str | None:
    """Why ``cards`` is not a legal poignée of ``hand``, or ``None`` (C14)."""
    refusal = poignee_refusal(hand, cards, players, named)
    return refusal.reason if refusal is not None else None


__all__ = [
    "DECLARE_NAMES",
    "PETIT_SEC",
    "POIGNEES",
    "POIGNEE_BONUS",
    "THRESHOLDS",
    "poignee_error",
    "poignee_level",
    "poignee_options",
    "poignee_refusal",
]
