"""Checking one declaration: do the cards shown form the named combination? (tarocchino.md §4, §5, §13.4, C8-C13)

Validity is judged on the cards shown only (C9): n, f, a and g are counted on them, every shown card must be part
of the combination, and L is the number of cards shown. The Grande's counters are placed by the engine so that
every shown card is used (C10). :func:`read_declaration` also resolves a missing ``as`` (C11).
"""

from __future__ import annotations

from typing import Any, Final

from tarocchi.cards import CardSet, format_cards
from tarocchi.engine.explain import CardsRef, TermRef
from tarocchi.games.tarocchino.combinations import (
    CRICCA_NAMES,
    MEMBERS,
    NAMES,
    SEQUENCE_NAMES,
    SUIT_SEQUENCE_MEMBERS,
    SUIT_SEQUENCE_NAMES,
    Combination,
    cricca_points,
    sequence_points,
)
from tarocchi.games.tarocchino.deck import COUNTERS, FOOL_BIT, HEAD, KINGS, MOORS, NUMBERED, T1_BIT, T21
from tarocchi.games.tarocchino.deck import SUIT_MASKS as _SUITS

_RUN_ORDER: Final[tuple[int, ...]] = tuple(range(16, 4, -1))
"""Ids of T17 down to T6: the numbered run of the Grande (R5.4 (7))."""
_RANK_WORDS: Final[dict[str, str]] = {
    "cricca-tarocchi": "of T21, T20, T1, FOOL",
    "cricca-kings": "kings",
    "cricca-queens": "queens",
    "cricca-knights": "knights",
    "cricca-jacks": "jacks",
}


class DeclarationError(ValueError):
    """The cards shown do not form the combination; the message is the precise reason.

    ``code`` names the reason for machines and translations (the refusal codes of the package docstring) and
    ``params`` its parameters beside the cards shown.
    """

    def __init__(self, message: str, code: str = "not_a_combination", params: dict[str, Any] | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.params: dict[str, Any] = params or {}


def check_declaration(cards: CardSet, name: str, *, grande_two_counters: bool = False) -> Combination:
    """The combination ``name`` formed by exactly the shown ``cards``; raise :class:`DeclarationError` if none.

    ``name`` is an ``as`` name of §13.4; an unknown name is refused too (C11).
    """
    if name in CRICCA_NAMES:
        return _check_cricca(cards, name)
    if name in ("seq-aces", "seq-moors"):
        return _check_set(cards, name)
    if name in SUIT_SEQUENCE_NAMES:
        return _check_suit(cards, name)
    if name == "seq-grande":
        return _check_grande(cards, grande_two_counters)
    raise DeclarationError(
        f"unknown declaration {name!r} (one of {', '.join(NAMES)})", "unknown_declaration", {"as": name}
    )


def read_declaration(cards: CardSet, name: str | None, *, grande_two_counters: bool = False) -> Combination:
    """The combination shown, with or without ``as`` (§13.4, C11).

    With ``as`` the cards must form that combination. Without it they must form exactly one: cards forming
    both a ``cricca-tarocchi`` and a ``seq-grande`` need ``as``.
    """
    if name is not None:
        return check_declaration(cards, name, grande_two_counters=grande_two_counters)
    found: list[Combination] = []
    errors: list[DeclarationError] = []
    for candidate in NAMES:
        extra = COUNTERS if candidate in SEQUENCE_NAMES else 0
        if cards & ~(MEMBERS[candidate] | extra):
            continue
        try:
            found.append(check_declaration(cards, candidate, grande_two_counters=grande_two_counters))
        except DeclarationError as exc:
            errors.append(exc)
    if len(found) == 1:
        return found[0]
    if found:
        names = " and ".join(c.name for c in found)
        raise DeclarationError(
            f"{format_cards(cards)} form both {names}: name the declaration with 'as' (C11)",
            "ambiguous_declaration",
            {"names": [TermRef(f"declaration.{c.name}") for c in found]},
        )
    if len(errors) == 1:
        raise errors[0]
    if errors:
        raise DeclarationError("no combination: " + "; ".join(map(str, errors)))
    # No combination could hold all the cards: explain with the one that holds most of them.
    closest = max(NAMES, key=lambda n: (cards & (MEMBERS[n] | (COUNTERS if n in SEQUENCE_NAMES else 0))).bit_count())
    stray = cards & ~(MEMBERS[closest] | (COUNTERS if closest in SEQUENCE_NAMES else 0))
    raise DeclarationError(
        f"{format_cards(cards)} form no combination: {closest} cannot hold {format_cards(stray)} (§5)"
    )


def _outside(cards: CardSet, allowed: CardSet, name: str, what: str) -> None:
    stray = cards & ~allowed
    if stray:
        raise DeclarationError(
            f"{name} cannot hold {format_cards(stray)} ({what})",
            "not_in_combination",
            {"as": TermRef(f"declaration.{name}"), "stray": CardsRef(stray)},
        )


def _check_cricca(cards: CardSet, name: str) -> Combination:
    members = MEMBERS[name]
    if name != "cricca-tarocchi" and cards & COUNTERS:
        raise DeclarationError(
            f"{name} cannot hold {format_cards(cards & COUNTERS)}: counters are never wild in cricche (5.1)"
        )
    _outside(cards, members, name, f"only {_RANK_WORDS[name]}")
    n = cards.bit_count()
    if n < 3:
        raise DeclarationError(
            f"{name} needs 3 or 4 {_RANK_WORDS[name]}, {n} shown (5.1)",
            "too_few_cards",
            {"as": TermRef(f"declaration.{name}"), "count": n, "needed": 3},
        )
    return Combination(name, cards, cricca_points(name, n))


def _check_set(cards: CardSet, name: str) -> Combination:
    members = MEMBERS[name]
    word = "aces" if name == "seq-aces" else "Moors"
    _outside(cards, members | COUNTERS, name, f"only {word} and the counters T1, FOOL")
    n = (cards & members).bit_count()
    counters = cards & COUNTERS
    c = counters.bit_count()
    if n <= 1:
        raise DeclarationError(
            f"{name} needs at least 2 {word}, {n} shown (5.4)",
            "too_few_cards",
            {"as": TermRef(f"declaration.{name}"), "count": n, "needed": 2},
        )
    if n == 2 and c == 0:
        raise DeclarationError(f"{name} with 2 {word} needs a counter (5.4)")
    if n == 2 and c == 2:
        raise DeclarationError(f"{name} with 2 {word} takes only one counter (5.4)")
    return Combination(name, cards, sequence_points(n + c), counters)


def _check_suit(cards: CardSet, name: str) -> Combination:
    suit = SUIT_SEQUENCE_NAMES.index(name)
    members = SUIT_SEQUENCE_MEMBERS[suit]
    _outside(cards, members | COUNTERS, name, "only that suit's K, Q, N, J, ace and the counters T1, FOOL")
    king = members & KINGS
    if not cards & king:
        raise DeclarationError(
            f"{name} needs the King {format_cards(king)} (5.4)",
            "needs_king",
            {"as": TermRef(f"declaration.{name}"), "king": CardsRef(king)},
        )
    figure_cards = members & _SUITS[suit] & ~king & ~_aces(suit)
    figures = (cards & figure_cards).bit_count()
    ace = 1 if cards & _aces(suit) else 0
    counters = cards & COUNTERS
    c = counters.bit_count()
    if figures == 0:
        raise DeclarationError(
            f"{name} needs at least one of {format_cards(figure_cards)} besides the King; the ace is never one of "
            "the three required cards (5.4)"
        )
    cap = 1 if figures == 1 and not ace else 2
    if c > cap:
        raise DeclarationError(
            f"{name} with the King and one of {format_cards(figure_cards)} takes a second counter only with the ace "
            f"shown (5.4, C9)"
        )
    if figures + c < 2:
        raise DeclarationError(
            f"{name} needs the King and two of {format_cards(figure_cards)} (a counter may stand for one; the ace "
            "never counts as one) (5.4)"
        )
    return Combination(name, cards, sequence_points(cards.bit_count()), counters)


def _aces(suit: int) -> CardSet:
    return 1 << (22 + 14 * suit)


def _check_grande(cards: CardSet, two_counters: bool) -> Combination:
    name = "seq-grande"
    _outside(
        cards,
        MEMBERS[name] | COUNTERS,
        name,
        "only T21, T20, T19, T18, the numbered trumps T17..T6, the Moors and the counters",
    )
    if not (cards >> T21) & 1:
        raise DeclarationError("seq-grande needs the Angel T21 (5.4 (7))", "needs_angel")
    g = (cards & HEAD).bit_count()
    if g == 0:
        raise DeclarationError("seq-grande needs at least one of T20, T19, T18 with the Angel (5.4 (7))")
    has_fool = 1 if cards & FOOL_BIT else 0
    has_t1 = 1 if cards & T1_BIT else 0
    counters = has_fool + has_t1
    if g == 1 and counters == 0:
        raise DeclarationError(
            "seq-grande with only one of T20, T19, T18 needs a counter (T1 or FOOL) for a missing one (5.4 (7))"
        )
    numbered = cards & NUMBERED
    moors = cards & MOORS
    vmax = 2 if two_counters else 1
    reasons: list[str] = []
    # C10, C12, C13: try every role of T1 and every (u, v); the shown cards must all fit one placement.
    for begato in (False, True) if has_t1 else (False,):
        available = has_fool + (0 if begato else has_t1)
        for u in (0, 1):
            if u and g == 3:
                continue  # R5.4 (7): no stand-in for T20/T19/T18 when all three are there
            if g == 1 and not u:
                continue  # R5.4 (7): one head trump needs a counter beside it
            v = available - u
            if v < 0 or v > vmax:
                continue
            reason = _grande_fits(numbered, moors, begato, v)
            if reason is None:
                used = cards & (FOOL_BIT if begato else COUNTERS)
                return Combination(name, cards, sequence_points(cards.bit_count()), used)
            reasons.append(reason)
    if g == 3 and counters == 2 and not two_counters and not moors:
        raise DeclarationError("seq-grande with T20, T19 and T18 all shown takes only one counter (5.4 (7), A7)")
    if reasons:
        raise DeclarationError("; ".join(dict.fromkeys(reasons)))
    raise DeclarationError(
        "seq-grande takes at most one counter for a missing T20/T19/T18 and "
        f"{'two' if two_counters else 'one'} for the numbered trumps, never more than two (5.4 (7), C13)"
    )


def _grande_fits(numbered: CardSet, moors: CardSet, begato: bool, v: int) -> str | None:
    """None if the shown numbered trumps, Moors and Bégato all fit a run with ``v`` fillers; else the reason."""
    filled = 0
    end = len(_RUN_ORDER)
    for i, card in enumerate(_RUN_ORDER):
        if (numbered >> card) & 1:
            continue
        if filled < v:
            filled += 1
            continue
        end = i
        break
    if filled < v:
        return "seq-grande: a counter for a numbered trump needs a missing one between T17 and T6 to stand for"
    covered = 0
    for card in _RUN_ORDER[:end]:
        covered |= 1 << card
    stray = numbered & ~covered
    if stray:
        gap = _RUN_ORDER[end]
        return (
            f"seq-grande: {format_cards(stray)} do not continue the run from T17 down (T{gap + 1} is missing"
            f"{' and no counter is left for it' if v == 0 or filled == v else ''}) (5.4 (7))"
        )
    reaches = end == len(_RUN_ORDER)
    if moors and not reaches:
        return f"seq-grande: the Moors {format_cards(moors)} follow only a run reaching T6 (5.4 (7), C12)"
    if begato and not (reaches and moors):
        return "seq-grande: T1 closes the Grande as the Bégato only after the Moors of a run reaching T6 (C12)"
    return None


__all__ = ["DeclarationError", "check_declaration", "read_declaration"]
