"""Exact sampling of hidden cards: distribute the unknown cards to slots under hard constraints.

A *slot* is a place the searching seat cannot see: another seat's hand, a hidden discard, the
part of the talon nobody saw. Each slot has a size and a mask of the cards it may hold (a seat that
failed to follow hearts may hold no heart; a taker's discard may hold no king). This is a
transportation problem; it has a solution exactly when Hall's condition holds: for every set ``S``
of slots, the cards that may only go into ``S`` number at most the room in ``S``.

:func:`sample` places the cards one at a time in random order, each into a slot drawn with weight
proportional to its free room among the slots it may go to, and keeps Hall's condition after every
placement (a slot that would break it is skipped). So every sample is consistent with every
constraint, never needs a retry, and is uniform when there are no constraints.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final

from tarocchi.cards import CardSet, cards_of


class InconsistentError(ValueError):
    """The constraints admit no distribution of the unknown cards."""


@dataclass(frozen=True, slots=True)
class SamplingProblem:
    """Place each card of ``cards`` into one slot: slot ``j`` takes exactly ``sizes[j]`` cards, all from ``allowed[j]``.

    ``names`` label the slots (``hand:2``, ``discard:0``, ``chien``) for tests and diagnostics.
    """

    cards: CardSet
    sizes: tuple[int, ...]
    allowed: tuple[CardSet, ...]
    names: tuple[str, ...] = ()

    def check(self) -> None:
        """Raise :class:`InconsistentError` unless the problem has a solution."""
        if sum(self.sizes) != self.cards.bit_count():
            raise InconsistentError(
                f"{self.cards.bit_count()} unknown cards for {sum(self.sizes)} places ({self.sizes})"
            )
        if any(size < 0 for size in self.sizes):
            raise InconsistentError(f"negative slot size in {self.sizes}")
        counts = _signature_counts(self)
        if 0 in counts:
            raise InconsistentError("a card may go to no slot")
        if not _feasible(counts, list(self.sizes)):
            raise InconsistentError("the constraints leave no room for some cards (Hall's condition fails)")

    def is_solution(self, assignment: Sequence[CardSet]) -> bool:
        """True when ``assignment`` places every card exactly once, with the right sizes and allowed cards."""
        if len(assignment) != len(self.sizes):
            return False
        union = 0
        for j, part in enumerate(assignment):
            if part & union or part.bit_count() != self.sizes[j] or part & ~self.allowed[j]:
                return False
            union |= part
        return union == self.cards


def _signature_counts(problem: SamplingProblem) -> dict[int, int]:
    counts: dict[int, int] = {}
    for card in cards_of(problem.cards):
        sig = 0
        for j, mask in enumerate(problem.allowed):
            if (mask >> card) & 1:
                sig |= 1 << j
        counts[sig] = counts.get(sig, 0) + 1
    return counts


def _feasible(counts: dict[int, int], room: list[int]) -> bool:
    """Hall's condition for every set of slots."""
    m = len(room)
    for subset in range(1, 1 << m):
        need = 0
        for sig, n in counts.items():
            if n and sig & ~subset == 0:
                need += n
        if need:
            cap = 0
            for j in range(m):
                if (subset >> j) & 1:
                    cap += room[j]
            if need > cap:
                return False
    return True


@dataclass(slots=True)
class _Prepared:
    """What every sample of one problem shares: the constrained cards, Hall's slack, the slots per signature."""

    constrained: list[tuple[int, int]]
    """(card, signature) of each card that may not go to every slot."""
    free_cards: list[int]
    """The cards that may go to every slot."""
    slack: list[int]
    slots_of: dict[int, tuple[int, ...]]
    touched_of: dict[tuple[int, int], tuple[int, ...]]


_PREPARED: dict[SamplingProblem, _Prepared] = {}
_PREPARED_LIMIT = 64
"""Problems prepared lately (a search asks the same problem of every world of a decision)."""
_LAST: tuple[SamplingProblem, _Prepared] | None = None
"""The problem prepared last and its preparation: the same object asked again needs no hashing."""


def _prepare(problem: SamplingProblem) -> _Prepared:
    sizes = problem.sizes
    m = len(sizes)
    if sum(sizes) != problem.cards.bit_count():
        raise InconsistentError(f"{problem.cards.bit_count()} unknown cards for {sum(sizes)} places ({sizes})")
    if any(size < 0 for size in sizes):
        raise InconsistentError(f"negative slot size in {sizes}")
    full = (1 << m) - 1
    allowed = problem.allowed
    groups: dict[int, list[int]] = {}
    for card in cards_of(problem.cards):
        sig = 0
        for j in range(m):
            if (allowed[j] >> card) & 1:
                sig |= 1 << j
        groups.setdefault(sig, []).append(card)
    if 0 in groups:
        raise InconsistentError("a card may go to no slot")
    free_cards = groups.pop(full, [])
    # need[S]: the cards that may only go into the slots of S (a zeta transform over the signatures).
    need = [0] * (1 << m)
    for sig, cards in groups.items():
        need[sig] += len(cards)
    need[full] += len(free_cards)
    for j in range(m):
        bit = 1 << j
        for subset in range(1 << m):
            if subset & bit:
                need[subset] += need[subset ^ bit]
    slack = [0] * (1 << m)
    for subset in range(1, full + 1):
        low = subset & -subset
        slack[subset] = slack[subset ^ low] + sizes[low.bit_length() - 1]  # the room of S, for now
    for subset in range(1, full + 1):
        slack[subset] -= need[subset]
    if min(slack[1:], default=0) < 0:
        raise InconsistentError("the constraints leave no room for some cards (Hall's condition fails)")
    slots_of = {sig: tuple(j for j in range(m) if (sig >> j) & 1) for sig in groups}
    # Subsets T (not every slot) holding slot j that a card of signature g tightens: g not within T.
    touched_of = {
        (j, sig): tuple(t for t in range(1, full) if (t >> j) & 1 and sig & ~t)
        for sig, slots in slots_of.items()
        for j in slots
    }
    constrained = [(card, sig) for sig, cards in groups.items() for card in cards]
    return _Prepared(constrained, free_cards, slack, slots_of, touched_of)


def _prepared(problem: SamplingProblem) -> _Prepared:
    """The preparation of ``problem``: the last one's at once when it is the same object, else from the
    recent ones by value, else made now."""
    global _LAST
    last = _LAST
    if last is not None and last[0] is problem:
        return last[1]
    prepared = _PREPARED.get(problem)
    if prepared is None:
        prepared = _prepare(problem)
        if len(_PREPARED) >= _PREPARED_LIMIT:
            _PREPARED.clear()
        _PREPARED[problem] = prepared
    _LAST = (problem, prepared)
    return prepared


def _shuffle_by_bits(items: list[Any], rng: random.Random) -> None:
    """``rng.shuffle(items)`` with the very same draws, the library's ``_randbelow(i + 1)`` written out on
    ``getrandbits`` (no method call per card); :data:`_SAME_SHUFFLE` checks it against the library."""
    getrandbits = rng.getrandbits
    for i in range(len(items) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        items[i], items[j] = items[j], items[i]


def _shuffles_alike() -> bool:
    """Whether :func:`_shuffle_by_bits` draws and orders as this Python's ``Random.shuffle`` (checked once)."""
    for seed in range(8):
        mine, theirs = random.Random(seed), random.Random(seed)
        a, b = list(range(3 + 11 * seed)), list(range(3 + 11 * seed))
        _shuffle_by_bits(a, mine)
        theirs.shuffle(b)
        if a != b or mine.random() != theirs.random():
            return False
    return True


_SAME_SHUFFLE: Final = _shuffles_alike()


def _shuffle(items: list[Any], rng: random.Random) -> None:
    """``rng.shuffle(items)``: inline for a plain :class:`random.Random` when it draws alike, else the method."""
    if _SAME_SHUFFLE and type(rng) is random.Random:
        _shuffle_by_bits(items, rng)
    else:
        rng.shuffle(items)


def sample(problem: SamplingProblem, rng: random.Random) -> list[CardSet]:
    """One distribution of the unknown cards: ``result[j]`` is the set placed in slot ``j``.

    Raises :class:`InconsistentError` when the problem has no solution.

    Hall's condition is kept incrementally: ``slack[S]`` is the room in the slots of ``S`` less the
    cards that may only go into ``S``. Placing a card whose slots are ``g`` into slot ``j`` lowers
    by one the slack of every ``S`` holding ``j`` but not all of ``g`` (the others lose a place and
    a card), so the placement is possible exactly when each of those has slack left. The problem
    is solvable exactly when no slack starts below zero (Hall's condition itself). Cards that may go
    to every slot are placed last, by shuffling them into the room left. What every sample of a
    problem shares (the signatures, the starting slack) is prepared once and kept for the next call.
    """
    prepared = _prepared(problem)
    m = len(problem.sizes)
    room = list(problem.sizes)
    out = [0] * m
    if prepared.constrained:
        slack = prepared.slack.copy()
        slots_of = prepared.slots_of
        touched_of = prepared.touched_of
        random = rng.random
        order = prepared.constrained.copy()
        _shuffle(order, rng)
        for card, sig in order:
            slots = slots_of[sig]
            total = 0
            for k in slots:
                total += room[k]
            # A slot drawn with weight proportional to its room; one that would break Hall's condition
            # is left out and the draw made again among the others (rare).
            options: list[int] | None = None
            while True:
                pick = int(random() * total)
                for j in slots if options is None else options:
                    r = room[j]
                    if pick < r:
                        break
                    pick -= r
                touched = touched_of[j, sig]
                for t in touched:
                    if slack[t] <= 0:
                        break
                else:
                    break
                if options is None:
                    options = [k for k in slots if room[k]]
                options.remove(j)
                total -= room[j]
            for t in touched:
                slack[t] -= 1
            room[j] -= 1
            out[j] |= 1 << card
    free_cards = prepared.free_cards
    if free_cards:
        free_cards = free_cards.copy()
        _shuffle(free_cards, rng)
        at = 0
        for j in range(m):
            part = 0
            for card in free_cards[at : at + room[j]]:
                part |= 1 << card
            out[j] |= part
            at += room[j]
    return out


def solutions(problem: SamplingProblem, limit: int) -> list[list[CardSet]] | None:
    """Every distinct solution of ``problem`` (in a fixed order), or ``None`` when it has more than ``limit``.

    For the review (:mod:`tarocchi.agents.analysis`), not the search's play: where a seat knows where
    nearly every card is (a 2-player hand whose only hidden hand is the opponent's), its worlds are few and
    each is valued once rather than sampled again and again. The cards are placed one at a time into the slots
    allowed with room, keeping Hall's condition (:func:`sample`'s slack), so no branch is a dead end and at
    most ``limit + 1`` solutions are walked to.
    """
    prepared = _prepared(problem)
    m = len(problem.sizes)
    full = (1 << m) - 1
    cards = [*prepared.constrained, *((card, full) for card in prepared.free_cards)]
    touched = {
        (j, sig): tuple(t for t in range(1, full) if (t >> j) & 1 and sig & ~t)
        for _, sig in cards
        for j in range(m)
        if (sig >> j) & 1
    }
    room = list(problem.sizes)
    slack = prepared.slack.copy()
    parts = [0] * m
    found: list[list[CardSet]] = []

    def place(at: int) -> bool:
        """Place ``cards[at:]`` every way; False once more than ``limit`` solutions are found."""
        if at == len(cards):
            found.append(parts.copy())
            return len(found) <= limit
        card, sig = cards[at]
        for j in range(m):
            if not (sig >> j) & 1 or not room[j] or any(slack[t] <= 0 for t in touched[j, sig]):
                continue
            for t in touched[j, sig]:
                slack[t] -= 1
            room[j] -= 1
            parts[j] |= 1 << card
            going = place(at + 1)
            parts[j] ^= 1 << card
            room[j] += 1
            for t in touched[j, sig]:
                slack[t] += 1
            if not going:
                return False
        return True

    return found if place(0) else None
