"""The project's own random stream: SplitMix64, integers only, the same in Python and in a compiled kernel.

It is the generator of the seeded deals (:class:`tarocchi.engine.shuffle.DeterministicRng`, which uses
these constants), here as a :class:`random.Random` for the random playouts.

:class:`SplitMix64` is a :class:`random.Random` whose every draw comes from one 64-bit counter
(Steele, Lea and Flood, "Fast splittable pseudorandom number generators", 2014): ``state`` advances
by a fixed odd constant and each output is that state through two multiply-xorshift rounds. A
float is the output's top 53 bits times 2**-53, so ``random()`` is exact in IEEE doubles and a
compiled kernel that reimplements :func:`next_state` and :func:`output` (the optional
``tarocchi.kernel``) makes the same choices from the same seed. ``randrange``, ``sample`` and the
rest of :class:`random.Random` are built by the standard library on :meth:`SplitMix64.getrandbits`,
so any code written for a ``random.Random`` runs on this stream unchanged.

A card among ``k`` legal ones is chosen as ``int(random() * k)``, the index among them in deck
order: the rule both kernels follow (:mod:`tarocchi.kernel`).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, Final

MASK64: Final = (1 << 64) - 1
GAMMA: Final = 0x9E3779B97F4A7C15
"""The counter's increment (the golden ratio in 64 bits, odd)."""
MIX1: Final = 0xBF58476D1CE4E5B9
MIX2: Final = 0x94D049BB133111EB
UNIT: Final = 2.0**-53


def next_state(state: int) -> int:
    """The counter after one draw."""
    return (state + GAMMA) & MASK64


def output(state: int) -> int:
    """The 64-bit output for a counter value (SplitMix64's finalizer)."""
    z = ((state ^ (state >> 30)) * MIX1) & MASK64
    z = ((z ^ (z >> 27)) * MIX2) & MASK64
    return z ^ (z >> 31)


class SplitMix64(random.Random):
    """A :class:`random.Random` on the SplitMix64 stream; ``state`` is the whole generator (one int).

    >>> rng = SplitMix64(1)
    >>> hex(rng.next64())
    '0x910a2dec89025cc1'
    >>> SplitMix64(1).random() == (0x910a2dec89025cc1 >> 11) * 2.0**-53
    True
    """

    state: int

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)

    def seed(self, a: Any = 0, version: int = 2) -> None:
        """Start the stream at ``a`` (an int, taken modulo 2**64; anything else by its hash)."""
        self.state = (a if isinstance(a, int) else hash(a)) & MASK64

    def next64(self) -> int:
        """The next 64-bit output."""
        state = self.state = (self.state + GAMMA) & MASK64
        z = ((state ^ (state >> 30)) * MIX1) & MASK64
        z = ((z ^ (z >> 27)) * MIX2) & MASK64
        return z ^ (z >> 31)

    def random(self) -> float:
        """A float in [0, 1): the next output's top 53 bits times 2**-53."""
        state = self.state = (self.state + GAMMA) & MASK64
        z = ((state ^ (state >> 30)) * MIX1) & MASK64
        z = ((z ^ (z >> 27)) * MIX2) & MASK64
        return ((z ^ (z >> 31)) >> 11) * UNIT

    def getrandbits(self, k: int) -> int:
        """``k`` random bits: whole outputs, the last one's top bits."""
        if k < 0:
            raise ValueError("number of bits must be non-negative")
        out = 0
        got = 0
        while got < k:
            take = min(64, k - got)
            out |= (self.next64() >> (64 - take)) << got
            got += take
        return out

    def getstate(self) -> tuple[int]:
        """The counter, for :meth:`setstate`."""
        return (self.state,)

    def setstate(self, state: tuple[int]) -> None:  # type: ignore[override]
        """Restore a :meth:`getstate`."""
        self.state = state[0] & MASK64


FLOAT_OF: Final = tuple(map(float, range(128)))
"""``FLOAT_OF[k]``: the count ``k`` as a float. A play step draws ``rand() * FLOAT_OF[k]`` and walks in
floats: the same numbers as ``rand() * k``, without CPython's slower mixed int and float arithmetic."""

_TOP: Final = tuple(1 << b for b in range(128))
"""``_TOP[b]``: the set holding bit ``b`` alone (to clear a set's highest card)."""


def random_card(cards: int, rand: Callable[[], float]) -> int:
    """A card of the set ``cards`` (not empty) drawn with one ``rand()`` in [0, 1): the ``int(rand() * k)``-th
    of its ``k`` cards in deck order, the choice rule of both kernels (:mod:`tarocchi.kernel`).

    It is counted from whichever end of the set is nearer, two cards a step.

    >>> random_card(0b101100, lambda: 0.5)  # cards 2, 3 and 5; int(0.5 * 3) = 1: the second
    3
    """
    k = FLOAT_OF[cards.bit_count()]
    x = rand() * k  # counted down in floats, exactly (x - 2.0 and k - x lose nothing here): no int() call
    if x + x < k:  # floor(x) cards cleared from the bottom
        while x >= 2.0:
            cards &= cards - 1
            cards &= cards - 1
            x -= 2.0
        if x >= 1.0:
            cards &= cards - 1
        return (cards & -cards).bit_length() - 1
    x = k - x  # or ceil(k - x) - 1 from the top
    top = _TOP
    while x > 2.0:
        cards ^= top[cards.bit_length() - 1]
        cards ^= top[cards.bit_length() - 1]
        x -= 2.0
    if x > 1.0:
        cards ^= top[cards.bit_length() - 1]
    return cards.bit_length() - 1


__all__ = ["FLOAT_OF", "GAMMA", "MASK64", "MIX1", "MIX2", "SplitMix64", "next_state", "output", "random_card"]
