"""Cricche and sequences (tarocchino.md §5): every valid combination of a hand or a pile, with its points.

This is the one place that knows the combination catalogue. The engine scores declarations and captured piles
with it, bots choose what to declare with it, and the user interfaces show with it why a pile scored what it did:

* :func:`find_combinations` lists every valid combination of a card set at its largest (C14), as
  :class:`Combination` objects (name in record vocabulary, cards, counters used, length, points);
* :func:`score_unit` adds a unit's combinations with the criccone and sequence doublings (R5.2, R5.3, R5.5);
  :func:`score_pile` does both for a captured pile;
* :func:`readings` is the one implementation underneath: compact ``(index, points, cards, counters)`` tuples
  that :func:`find_combinations` wraps and :func:`combination_points` adds up (the trusted path's scoring).

A *unit* is one player's declaration or one pair's pile (R5.2). Counters (``T1``, ``FOOL``) may serve every
sequence at once and are never wild in cricche (R4.5, R5.1).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, Final

from tarocchi.cards import (
    FIRST_SUIT_CARD,
    FOOL,
    JACK,
    KING,
    KNIGHT,
    QUEEN,
    SUIT_LETTERS,
    SUITS,
    CardSet,
    codes_of,
    suit_card,
)
from tarocchi.games.tarocchino.deck import (
    ACES,
    COUNTERS,
    FOOL_BIT,
    HEAD,
    JACKS,
    KINGS,
    KNIGHTS,
    MOORS,
    NUMBERED,
    QUEENS,
    T1_BIT,
    T21,
    TAROCCHI,
)

# --- the catalogue (R5.1, R5.4, §13.4) -----------------------------------------------------------------------

CRICCHE: Final[tuple[tuple[str, CardSet, int], ...]] = (
    ("cricca-tarocchi", TAROCCHI, 18),
    ("cricca-kings", KINGS, 17),
    ("cricca-queens", QUEENS, 14),
    ("cricca-knights", KNIGHTS, 13),
    ("cricca-jacks", JACKS, 12),
)
"""R5.1: (name, members, points for three); four score twice as much."""
CRICCA_NAMES: Final[tuple[str, ...]] = tuple(name for name, _, _ in CRICCHE)
SUIT_SEQUENCE_NAMES: Final[tuple[str, ...]] = tuple(f"seq-{SUIT_LETTERS[s]}" for s in SUITS)
SEQUENCE_NAMES: Final[tuple[str, ...]] = ("seq-aces", "seq-moors", "seq-grande", *SUIT_SEQUENCE_NAMES)
NAMES: Final[tuple[str, ...]] = CRICCA_NAMES + SEQUENCE_NAMES
"""§13.4: every name usable in ``as``, in catalogue order (the index of a :data:`Reading`, the order of the
declaration families of the action ids)."""
NAME_INDEX: Final[dict[str, int]] = {name: i for i, name in enumerate(NAMES)}
FIRST_SEQUENCE: Final = len(CRICCA_NAMES)
"""Names with an index at or above this one are sequences."""
GRANDE: Final = NAME_INDEX["seq-grande"]
Reading = tuple[int, int, CardSet, CardSet]
"""One combination found: ``(index in NAMES, points, cards, counters used)``."""
FIRST_SUIT_SEQUENCE: Final = NAME_INDEX[SUIT_SEQUENCE_NAMES[0]]

SUIT_SEQUENCE_MEMBERS: Final[tuple[CardSet, ...]] = tuple(
    sum(1 << suit_card(r, s) for r in (0, JACK, KNIGHT, QUEEN, KING)) for s in SUITS
)
"""R5.4 (3-6): K, Q, N, J and the ace of each suit."""
GRANDE_MEMBERS: Final[CardSet] = (1 << T21) | HEAD | NUMBERED | MOORS | T1_BIT
"""R5.4 (7), C12: the natural cards a Grande may hold (T1 as the Bégato of the tail)."""
MEMBERS: Final[dict[str, CardSet]] = {
    **{name: members for name, members, _ in CRICCHE},
    "seq-aces": ACES,
    "seq-moors": MOORS,
    "seq-grande": GRANDE_MEMBERS,
    **{f"seq-{SUIT_LETTERS[s]}": SUIT_SEQUENCE_MEMBERS[s] for s in SUITS},
}
"""The natural members of each combination (counters come on top for sequences)."""


def sequence_points(length: int) -> int:
    """R5.3: a sequence of ``length`` >= 3 cards scores 5 x (length - 1)."""
    return 5 * (length - 1)


def cricca_points(name: str, size: int) -> int:
    """R5.1: three cards score the table value, four score twice as much."""
    base = CRICCHE[NAME_INDEX[name]][2]
    return base * 2 if size == 4 else base


def shown_points(index: int, count: int) -> int:
    """R5.1, R5.3: the points of ``count`` cards shown as the combination ``NAMES[index]`` (a valid showing)."""
    if index < FIRST_SEQUENCE:
        base = CRICCHE[index][2]
        return base * 2 if count == 4 else base
    return 5 * (count - 1)


@dataclass(frozen=True, slots=True)
class Combination:
    """One cricca or sequence: its ``as`` name, the cards it uses and its points (before any doubling).

    ``counters`` are the counters (``T1``, ``FOOL``) it uses as stand-ins; a ``T1`` in ``cards`` but not in
    ``counters`` is a natural card (the Tarocchi cricca, or the Bégato at the end of a full Grande, C12).
    """

    name: str
    cards: CardSet
    points: int
    counters: CardSet = 0

    @property
    def kind(self) -> str:
        """``cricca`` or ``sequence``."""
        return "sequence" if self.name.startswith("seq-") else "cricca"

    @property
    def is_sequence(self) -> bool:
        """True for the seven sequences."""
        return self.name.startswith("seq-")

    @property
    def length(self) -> int:
        """The number of cards, counters included (L of R5.3, the size of a cricca)."""
        return self.cards.bit_count()

    def to_json(self) -> dict[str, Any]:
        """The combination in record vocabulary."""
        return {
            "as": self.name,
            "kind": self.kind,
            "cards": codes_of(self.cards),
            "counters": codes_of(self.counters),
            "length": self.length,
            "points": self.points,
        }


@dataclass(frozen=True, slots=True)
class UnitScore:
    """A unit's combinations and their total after the doublings (R5.5)."""

    combinations: tuple[Combination, ...]
    cricche_points: int
    """Sum of the cricche before the criccone doubling."""
    sequences_points: int
    """Sum of the sequences before the sequence doubling."""

    @property
    def cricche(self) -> tuple[Combination, ...]:
        """The cricche, in catalogue order."""
        return tuple(c for c in self.combinations if not c.is_sequence)

    @property
    def sequences(self) -> tuple[Combination, ...]:
        """The sequences, in catalogue order."""
        return tuple(c for c in self.combinations if c.is_sequence)

    @property
    def criccone(self) -> bool:
        """R5.2: three or more cricche double the cricche."""
        return len(self.cricche) >= 3

    @property
    def sequences_doubled(self) -> bool:
        """R5.3: three or more sequences double the sequences."""
        return len(self.sequences) >= 3

    @property
    def points(self) -> int:
        """R5.5: cricche x (2 with a criccone) + sequences x (2 with three or more)."""
        return self.cricche_points * (2 if self.criccone else 1) + self.sequences_points * (
            2 if self.sequences_doubled else 1
        )

    def to_json(self) -> dict[str, Any]:
        """The unit's score in record vocabulary (the ``captured`` entries of ``detail``)."""
        return {
            "cricche": [c.to_json() for c in self.cricche],
            "cricche_points": self.cricche_points,
            "criccone": self.criccone,
            "sequences": [c.to_json() for c in self.sequences],
            "sequences_points": self.sequences_points,
            "sequences_doubled": self.sequences_doubled,
            "points": self.points,
        }


# --- the Grande's numbered run, as tables over the 12 bits T6..T17 -------------------------------------------

_RUN_BITS: Final = 12
_RUN_SHIFT: Final = 5  # id of T6
_RUN_MASK: Final = (1 << _RUN_BITS) - 1


def _cover(pattern: int, fillers: int) -> int:
    """R5.4 (7): numbered places covered from T17 down when ``fillers`` v counters fill the first gaps.

    ``pattern`` bit i is T(6 + i). Returns -1 when there are fewer than ``fillers`` gaps to fill (a v counter
    must stand for a missing numbered trump).
    """
    covered = 0
    filled = 0
    for i in range(_RUN_BITS - 1, -1, -1):
        if (pattern >> i) & 1:
            covered += 1
        elif filled < fillers:
            filled += 1
            covered += 1
        else:
            break
    return covered if filled == fillers else -1


COVER: Final[tuple[tuple[int, ...], ...]] = tuple(tuple(_cover(p, v) for p in range(1 << _RUN_BITS)) for v in range(3))
"""``COVER[v][pattern]``: places covered by the run with v counters, -1 if impossible."""


def _top_places(covered: int) -> CardSet:
    """The numbered trumps of the ``covered`` top places (T17, T16, ...) as a card set."""
    return (_RUN_MASK ^ ((1 << (_RUN_BITS - covered)) - 1)) << _RUN_SHIFT


TOP_PLACES: Final[tuple[CardSet, ...]] = tuple(_top_places(n) for n in range(_RUN_BITS + 1))


def grande_reading(cards: CardSet, two_counters: bool = False) -> tuple[int, int, int, bool, int] | None:
    """R5.4 (7), C12, C13: the longest Grande in ``cards`` as ``(L, u, v, begato, covered)``, or None.

    ``u``: counters standing for a missing T20/T19/T18 (allowed when g <= 2, required when g = 1);
    ``v``: counters at the first gap(s) of the numbered run (at most 1, or 2 with ``two_counters``; C13);
    ``begato``: T1 ends the tail as the Bégato (then it is not a counter in this sequence); ``covered``:
    numbered places covered from T17 down. At most 2 counters in all; the longest reading wins.
    """
    if not (cards >> T21) & 1:
        return None
    g = (cards & HEAD).bit_count()
    if g == 0:
        return None
    pattern = (cards >> _RUN_SHIFT) & _RUN_MASK
    moors = (cards & MOORS).bit_count()
    fool = (cards >> FOOL) & 1
    t1 = cards & 1
    vmax = 2 if two_counters else 1
    best: tuple[int, int, int, bool, int] | None = None
    # C12: T1 either serves as a counter or closes the tail as the Bégato, never both in one sequence.
    for begato in (False, True) if t1 else (False,):
        available = fool if begato else fool + t1
        for u in (0, 1):
            if u and g == 3:
                continue  # R5.4 (7): no u counter when T20, T19 and T18 are all there
            if g == 1 and not u:
                continue  # R5.4 (7): with one head trump a counter must stand for a missing one
            for v in range(vmax + 1):
                if u + v > available:
                    break
                covered = COVER[v][pattern]
                if covered < 0:
                    break
                length = 1 + g + u + covered
                if covered == _RUN_BITS and moors:
                    length += moors + (1 if begato else 0)  # C12: the Moors, then the Bégato
                if best is None or length > best[0]:
                    best = (length, u, v, begato, covered)
    return best


def _pick_counters(held: CardSet, n: int) -> CardSet:
    """The ``n`` counters a sequence uses among those held: the Matto first, then the Bégato."""
    if n <= 0:
        return 0
    if n >= 2:
        return held & COUNTERS
    return FOOL_BIT if held & FOOL_BIT else held & T1_BIT


def _grande(cards: CardSet, two_counters: bool) -> Reading | None:
    reading = grande_reading(cards, two_counters)
    if reading is None:
        return None
    length, u, v, begato, covered = reading
    natural = (1 << T21) | (cards & HEAD) | (cards & TOP_PLACES[covered])
    if covered == _RUN_BITS and cards & MOORS:
        natural |= cards & MOORS
        if begato:
            natural |= T1_BIT
    held = cards & (FOOL_BIT if begato else COUNTERS)
    counters = _pick_counters(held, u + v)
    return (GRANDE, 5 * (length - 1), natural | counters, counters)


# --- suit sequences as a table over (K, Q, N, J, ace) ----------------------------------------------------------


def _suit_length(pattern: int, counters: int) -> int:
    """R5.4 (3-6): length of a suit sequence, 0 if none. ``pattern``: bit 0 ace, bits 1-4 J, N, Q, K."""
    if not (pattern >> 4) & 1:
        return 0  # the King is mandatory
    ace = pattern & 1
    figures = ((pattern >> 1) & 7).bit_count()
    if figures == 0:
        return 0  # the ace is never one of the required cards
    cap = 1 if figures == 1 and not ace else 2
    used = min(counters, cap)
    if figures + used < 2:
        return 0
    return 1 + figures + ace + used


_CRICCHE: Final = tuple((index, members, three) for index, (_, members, three) in enumerate(CRICCHE))
_SETS: Final = ((NAME_INDEX["seq-aces"], ACES), (NAME_INDEX["seq-moors"], MOORS))
SUIT_LENGTH: Final[tuple[tuple[int, ...], ...]] = tuple(tuple(_suit_length(p, k) for p in range(32)) for k in range(3))
"""``SUIT_LENGTH[counters][pattern]``: the length of the suit sequence, 0 when there is none."""
_SUIT_SEQUENCES: Final = tuple(
    (
        FIRST_SUIT_SEQUENCE + s,
        FIRST_SUIT_CARD + 14 * s + KING,
        FIRST_SUIT_CARD + 14 * s + JACK,
        FIRST_SUIT_CARD + 14 * s,
        SUIT_SEQUENCE_MEMBERS[s],
    )
    for s in SUITS
)
"""Per suit: its name index, the ids of its King, its Jack and its ace (the base of its 14 ids), and its
sequence's members."""


# --- the one finder -------------------------------------------------------------------------------------------


def readings(cards: CardSet, two_counters: bool = False) -> list[Reading]:
    """Every valid combination of ``cards`` (a hand or a pile), each at its largest (C14), in catalogue order.

    The one implementation of the catalogue: :func:`find_combinations` wraps its readings as
    :class:`Combination` objects and :func:`combination_points` adds their points. The counters held serve
    every sequence at once (R4.5); cricche never use them as wild cards (R5.1).
    """
    out: list[Reading] = []
    # R5.1: the cricche, three or four of a set (the counters only as natural Tarocchi)
    for index, members, three in _CRICCHE:
        held = cards & members
        if held:
            n = held.bit_count()
            if n >= 3:
                out.append((index, three * 2 if n == 4 else three, held, 0))
    counters = cards & COUNTERS
    k = counters.bit_count()
    one = counters & FOOL_BIT or counters  # one counter used: the Matto first, then the Bégato
    # R5.4 (1), (2): Aces and Moors, 3+ with up to 2 counters, 2 only with exactly 1
    for index, members in _SETS:
        held = cards & members
        n = held.bit_count()
        if n >= 3:
            out.append((index, 5 * (n + k - 1), held | counters, counters))
        elif n == 2 and k:
            out.append((index, 10, held | one, one))
    # R5.4 (7): the Grande
    if (cards >> T21) & 1 and cards & HEAD:
        grande = _grande(cards, two_counters)
        if grande is not None:
            out.append(grande)
    # R5.4 (3-6): the suit sequences, the King mandatory
    if cards & KINGS:
        table = SUIT_LENGTH[k]
        for index, king, jack, ace, members in _SUIT_SEQUENCES:
            if not (cards >> king) & 1:
                continue  # no sequence of the suit without its King
            length = table[(((cards >> jack) & 15) << 1) | ((cards >> ace) & 1)]
            if length:
                held = cards & members
                used = length - held.bit_count()
                shown = counters if used == 2 else one if used else 0
                out.append((index, 5 * (length - 1), held | shown, shown))
    return out


def find_combinations(cards: CardSet, *, grande_two_counters: bool = False) -> list[Combination]:
    """Every valid combination of ``cards`` (a hand or a pile), each at its largest (C14), in catalogue order.

    For a hand this is what a player can declare at most; for a pile it is what scores (R7.2).
    """
    return [
        Combination(NAMES[index], shown, points, counters)
        for index, points, shown, counters in readings(cards, grande_two_counters)
    ]


def unit_points(parts: Iterable[tuple[int, int, CardSet, CardSet]]) -> int:
    """R5.5 on readings: cricche and sequences each doubled at three or more."""
    cricche = sequences = n_cricche = n_sequences = 0
    for index, points, _, _ in parts:
        if index < FIRST_SEQUENCE:
            cricche += points
            n_cricche += 1
        else:
            sequences += points
            n_sequences += 1
    return (cricche * 2 if n_cricche >= 3 else cricche) + (sequences * 2 if n_sequences >= 3 else sequences)


def combination_points(cards: CardSet, two_counters: bool = False) -> int:
    """R7.2: the captured-combination points of a pile (the total of :func:`score_pile`)."""
    return unit_points(readings(cards, two_counters))


def score_unit(combinations: Iterable[Combination]) -> UnitScore:
    """R5.5: add a unit's combinations, doubling cricche (criccone) and sequences separately at 3 or more."""
    combos = tuple(sorted(combinations, key=lambda c: NAME_INDEX[c.name]))
    cricche = sum(c.points for c in combos if not c.is_sequence)
    sequences = sum(c.points for c in combos if c.is_sequence)
    return UnitScore(combos, cricche, sequences)


def score_pile(cards: CardSet, *, grande_two_counters: bool = False) -> UnitScore:
    """R7.2: a pair's captured pile scores every valid combination in it, with the doublings."""
    return score_unit(find_combinations(cards, grande_two_counters=grande_two_counters))
