"""The project's deterministic shuffle (DESIGN.md §5: a ``seed`` gives the same deal everywhere).

Python's :mod:`random` may change between versions, so deals made from a seed use this generator:
SplitMix64 (Steele, Lea and Flood, 2014), unbiased bounded integers by rejection, and a
Fisher-Yates shuffle. Only integer arithmetic is used, so every platform gives the same sequence.
It is the stream of :class:`tarocchi.engine.rng.SplitMix64` (the same constants), which the playout
kernels draw from.
"""

from __future__ import annotations

from collections.abc import MutableSequence
from typing import TypeVar

from tarocchi.cards import Card, CardSet, cards_of
from tarocchi.engine.rng import GAMMA, MIX1, MIX2
from tarocchi.engine.rng import MASK64 as _MASK64

T = TypeVar("T")


class DeterministicRng:
    """SplitMix64: a small, fast, well-mixed 64-bit generator fixed by its seed."""

    __slots__ = ("_state",)

    def __init__(self, seed: int) -> None:
        self._state = seed & _MASK64

    def next_u64(self) -> int:
        """The next 64-bit output."""
        self._state = (self._state + GAMMA) & _MASK64
        z = self._state
        z = ((z ^ (z >> 30)) * MIX1) & _MASK64
        z = ((z ^ (z >> 27)) * MIX2) & _MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``0..n-1`` (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            value = self.next_u64()
            if value < limit:
                return value % n

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Shuffle in place (Fisher-Yates from the end)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]


def shuffled(deck: CardSet, seed: int) -> list[Card]:
    """The cards of ``deck`` in the order the project's shuffle gives for ``seed``."""
    cards = cards_of(deck)
    DeterministicRng(seed).shuffle(cards)
    return cards
