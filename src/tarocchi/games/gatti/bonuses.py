"""The *boñe* (bonuses) of gatti.md §7, as a table: declared ones (16.4, C10–C12) and captured ones (12.5, C18).

A declaration is identified by the cards shown alone; ``as`` only confirms it. Each declaration has
a *slot* (one bit) so that a seat declares each bonus at most once per hand (C11): one for
``trionfi``, one for ``frilli``, one per suit for ``famiglia``, one shared by ``terno`` and ``quaterno``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final

from tarocchi.cards import FOOL, KINGS, SUIT_OF, TRUMPS, CardSet, format_cards
from tarocchi.engine.explain import CardsRef

from .deck import FAMILIES, NUMERALS, SUIT_NAMES
from .refusals import bonus_term, suit_term

TRIONFI: Final = "trionfi"
FRILLI: Final = "frilli"
FAMIGLIA: Final = "famiglia"
TERNO: Final = "terno"
QUATERNO: Final = "quaterno"
BONUS_NAMES: Final = (TRIONFI, FRILLI, FAMIGLIA, TERNO, QUATERNO)
"""16.4: the only names a record may use in ``as``."""

FAMILY_POINTS: Final = 10
TERNO_POINTS: Final = 5
QUATERNO_POINTS: Final = 10
"""R7.1: the quaterno adds 5 to the terno's 5 (16.4: a quaterno declaration scores 10)."""

SLOT_TRIONFI: Final = 1
SLOT_FRILLI: Final = 2
SLOT_FAMILY: Final = (4, 8, 16, 32)
SLOT_KINGS: Final = 64


@dataclass(frozen=True, slots=True)
class Thresholds:
    """R7.1, 16.1: the least number of trumps / frilli that makes a bonus."""

    trumps: int
    frilli: int


THREE_PLAYERS: Final = Thresholds(trumps=10, frilli=20)
FOUR_SEATS: Final = Thresholds(trumps=8, frilli=15)


def thresholds(num_seats: int) -> Thresholds:
    """10 trumps / 20 frilli with 3 players, 8 / 15 in the four-seat games (R7.1)."""
    return THREE_PLAYERS if num_seats == 3 else FOUR_SEATS


@dataclass(frozen=True, slots=True)
class Bonus:
    """One bonus: its name (16.4), the cards that form it, its points and its C11 slot."""

    name: str
    cards: CardSet
    points: int
    slot: int


class BonusError(ValueError):
    """The cards shown do not form the bonus claimed (C12); the message is the reason, ``code`` and
    ``params`` name it for translation (the package docstring lists them)."""

    def __init__(self, reason: str, code: str, params: Mapping[str, Any] | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.code = code
        self.params: Mapping[str, Any] = dict(params) if params else {}


def identify(cards: CardSet, limits: Thresholds, claimed: str | None = None) -> Bonus:
    """The bonus that exactly the cards ``cards`` form (C12), checked against ``claimed`` (``as``).

    Raises :class:`BonusError` with the reason when they form none, or not the one claimed.
    """
    if claimed is not None and claimed not in BONUS_NAMES:
        raise BonusError(
            f"unknown bonus {claimed!r} (the bonuses are {', '.join(BONUS_NAMES)}; 16.4)",
            "unknown_bonus",
            {"name": claimed},
        )
    bonus = _identify(cards, limits)
    if claimed is not None and claimed != bonus.name and not (claimed == TERNO and bonus.name == QUATERNO):
        raise BonusError(
            f"the cards shown form a {bonus.name}, not a {claimed} (16.4)",
            "bonus_mismatch",
            {"shown": bonus_term(bonus.name), "claimed": bonus_term(claimed)},
        )
    if claimed == TERNO and bonus.name == QUATERNO:
        raise BonusError("a terno shows exactly 3 kings (C12)", "terno_three_kings")
    return bonus


def _identify(cards: CardSet, limits: Thresholds) -> Bonus:
    if not cards:
        raise BonusError("no cards shown (C12)", "nothing_shown")
    count = cards.bit_count()
    if (cards >> FOOL) & 1:
        # R7.1, C12: the FOOL is no trump and counts for no bonus.
        raise BonusError("the FOOL counts for no bonus (R7.1)", "fool_no_bonus")
    if cards & ~TRUMPS == 0:
        if count < limits.trumps:
            raise BonusError(
                f"{count} trumps shown, trionfi needs at least {limits.trumps} (R7.1)",
                "too_few_trumps",
                {"count": count, "least": limits.trumps},
            )
        return Bonus(TRIONFI, cards, count, SLOT_TRIONFI)
    if cards & ~NUMERALS == 0:
        if count < limits.frilli:
            raise BonusError(
                f"{count} frilli shown, frilli needs at least {limits.frilli} (R7.1)",
                "too_few_frilli",
                {"count": count, "least": limits.frilli},
            )
        return Bonus(FRILLI, cards, count, SLOT_FRILLI)
    if cards & ~KINGS == 0:
        if count == 3:
            return Bonus(TERNO, cards, TERNO_POINTS, SLOT_KINGS)
        if count == 4:
            return Bonus(QUATERNO, cards, QUATERNO_POINTS, SLOT_KINGS)
        raise BonusError(f"{count} kings shown: a terno shows 3, a quaterno 4 (C12)", "kings_count", {"count": count})
    for suit, family in enumerate(FAMILIES):
        if cards == family:
            return Bonus(FAMIGLIA, cards, FAMILY_POINTS, SLOT_FAMILY[suit])
    suit = SUIT_OF[(cards & -cards).bit_length() - 1]
    if 0 <= suit < 4 and cards & ~FAMILIES[suit] == 0:
        missing = FAMILIES[suit] & ~cards
        raise BonusError(
            f"a famiglia of {SUIT_NAMES[suit]} shows K, Q, N and J (missing {format_cards(missing)}; C12)",
            "famiglia_incomplete",
            {"suit": suit_term(suit), "missing": CardsRef(missing)},
        )
    raise BonusError(f"{format_cards(cards)} do not form one bonus (C12)", "not_a_bonus", {"cards": CardsRef(cards)})


def available(hand: CardSet, limits: Thresholds, used_slots: int = 0) -> list[Bonus]:
    """The largest form of every bonus ``hand`` holds and whose slot is free (C11), in table order.

    With four kings this lists the quaterno and the four ternos. Smaller trionfi / frilli (7.6) are
    any subset of at least the threshold of the cards listed here.
    """
    out: list[Bonus] = []
    trumps = hand & TRUMPS
    if not used_slots & SLOT_TRIONFI and trumps.bit_count() >= limits.trumps:
        out.append(Bonus(TRIONFI, trumps, trumps.bit_count(), SLOT_TRIONFI))
    frilli = hand & NUMERALS
    if not used_slots & SLOT_FRILLI and frilli.bit_count() >= limits.frilli:
        out.append(Bonus(FRILLI, frilli, frilli.bit_count(), SLOT_FRILLI))
    for suit, family in enumerate(FAMILIES):
        if not used_slots & SLOT_FAMILY[suit] and hand & family == family:
            out.append(Bonus(FAMIGLIA, family, FAMILY_POINTS, SLOT_FAMILY[suit]))
    kings = hand & KINGS
    if not used_slots & SLOT_KINGS:
        if kings.bit_count() == 4:
            out.append(Bonus(QUATERNO, kings, QUATERNO_POINTS, SLOT_KINGS))
            rest = kings
            while rest:
                low = rest & -rest
                out.append(Bonus(TERNO, kings & ~low, TERNO_POINTS, SLOT_KINGS))
                rest ^= low
        elif kings.bit_count() == 3:
            out.append(Bonus(TERNO, kings, TERNO_POINTS, SLOT_KINGS))
    return out


def captured(pile: CardSet, limits: Thresholds) -> list[tuple[str, int]]:
    """C18: every bonus a side's final pile forms, each once at its full value, as ``(name, points)``.

    N trumps score N, N frilli score N, each complete famiglia 10, three kings 5, four kings 10.
    """
    out: list[tuple[str, int]] = []
    trumps = (pile & TRUMPS).bit_count()
    if trumps >= limits.trumps:
        out.append((TRIONFI, trumps))
    frilli = (pile & NUMERALS).bit_count()
    if frilli >= limits.frilli:
        out.append((FRILLI, frilli))
    for family in FAMILIES:
        if pile & family == family:
            out.append((FAMIGLIA, FAMILY_POINTS))
    kings = (pile & KINGS).bit_count()
    if kings == 4:
        out.append((QUATERNO, QUATERNO_POINTS))
    elif kings == 3:
        out.append((TERNO, TERNO_POINTS))
    return out
