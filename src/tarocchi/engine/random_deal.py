"""Uniformly random deals from a :class:`random.Random`, for random hands and playouts (``tarocchi bench``).

A record's deal comes from its seed through the project's shuffle (:mod:`tarocchi.engine.shuffle`);
a random hand only needs *some* uniformly random deal, as fast as possible. Every game shares one out
the same way (:class:`LabelDealer`): each card gets a random sort key carrying its owner's label, and
sorting the keys lays the labels out in a uniformly random order over the cards.

The keys are doubles: the sign and the exponent's high bits are fixed (byte 7 is ``0x3F``, so every
key is a positive normal number below 2), the low mantissa byte is the label and the 48 bits between
are random. Positive doubles sort as their bit patterns do, so the keys sort as (random bits, label),
and CPython's float comparison (the fastest ``list.sort`` has) does the work. Two keys share their
random bits with probability below ``n²/2**49`` (1e-11 for 78 cards); only then does the label order
decide.
"""

from __future__ import annotations

import random
import struct
import sys
from collections.abc import Callable
from functools import cache
from operator import itemgetter
from typing import Final

from tarocchi.cards import NUM_CARDS, CardSet

_EXPONENT_HIGH: Final = b"\x3f"
"""Byte 7 of a key: sign 0 and the exponent's high bits (a positive normal double below 2)."""
_NO_LABEL: Final = 255
"""The owner byte of a card left out of the pack (no mask reads it)."""

if sys.byteorder != "little":  # pragma: no cover - every platform CPython ships wheels for
    raise ImportError("tarocchi's random deals read sort keys as little-endian doubles")


@cache
def _packer(count: int) -> struct.Struct:
    return struct.Struct(f"<{count}d")


def shuffled_labels(rng: random.Random, labels: bytes) -> bytes:
    """``labels`` (one byte per card) in a uniformly random order, the last card's label first.

    The result is ready to be read as a mask of each label with ``int(result.translate(table), 2)``
    (card ``len(labels) - 1`` is its most significant bit). One ``rng.randbytes`` call per deal.
    """
    count = len(labels)
    keys = bytearray(rng.randbytes(8 * count))
    keys[0::8] = labels  # the low byte of each little-endian key is its label
    keys[7::8] = _EXPONENT_HIGH * count
    ordered = memoryview(keys).cast("d").tolist()
    ordered.sort()
    return _packer(count).pack(*ordered)[-8::-8]


def owner_labels(*counts: int) -> bytes:
    """The labels of a :class:`LabelDealer`: ``counts[0]`` cards for owner 0, then ``counts[1]`` for owner 1, …"""
    return b"".join(bytes([owner]) * count for owner, count in enumerate(counts))


def _label_table(label: int) -> bytes:
    """A ``bytes.translate`` table writing ``1`` for ``label`` and ``0`` for any other byte."""
    return bytes(0x31 if byte == label else 0x30 for byte in range(256))


class LabelDealer:
    """Uniformly random deals of a pack (``deck``, a mask of up to 78 cards) to owners 0, 1, …, ``k``.

    ``labels`` holds one byte per card of the pack: how many cards each owner gets, in any order.
    :meth:`deal` returns each owner's mask, in label order; the last owner's is the cards of no other.
    """

    __slots__ = ("_deck", "_expand", "_labels", "_tables", "_twos")

    def __init__(self, deck: CardSet, labels: bytes) -> None:
        if len(labels) != deck.bit_count():
            raise ValueError(f"{len(labels)} labels for a pack of {deck.bit_count()} cards")
        owners = max(labels) + 1
        if sorted(set(labels)) != list(range(owners)) or owners >= _NO_LABEL:
            raise ValueError("the labels must be 0, 1, … up to the last owner, each used")
        self._deck = deck
        self._labels = labels
        self._tables = tuple(map(_label_table, range(owners - 1)))
        self._twos = (2,) * (owners - 1)
        self._expand = _expander(deck)

    def deal(self, rng: random.Random) -> list[CardSet]:
        """Each owner's cards (one ``rng.randbytes`` call): a uniformly random arrangement of the labels."""
        owners = self._expand(shuffled_labels(rng, self._labels))  # card 77 first, one byte a card
        masks = list(map(int, map(owners.translate, self._tables), self._twos))
        masks.append(self._deck ^ sum(masks))  # the last owner: the cards of no other (disjoint masks)
        return masks


def _expander(deck: CardSet) -> Callable[[bytes], bytes]:
    """From one label per pack card (card 77 down) to one byte per card 77 down to 0, a card left out
    of the pack reading :data:`_NO_LABEL`: identity for the full pack, else the runs of the pack joined
    by the gaps between them."""
    pack = [card for card in reversed(range(NUM_CARDS)) if (deck >> card) & 1]
    starts = [0] + [i for i in range(1, len(pack)) if pack[i] != pack[i - 1] - 1]
    ends = [*starts[1:], len(pack)]
    gaps = [pack[i - 1] - pack[i] - 1 for i in starts[1:]]
    head = NUM_CARDS - 1 - pack[0]  # cards left out above the highest card of the pack
    tail = pack[-1]  # and below its lowest
    if len(starts) == 1 and not head and not tail:
        return _same
    split = itemgetter(*map(slice, starts, ends))
    if len(set(gaps)) == 1 and not head and not tail:
        gap = bytes([_NO_LABEL]) * gaps[0]
        return lambda labels: gap.join(split(labels))
    fills = [bytes([_NO_LABEL]) * n for n in [head, *gaps, tail]]

    def expand(labels: bytes) -> bytes:
        runs = split(labels) if len(starts) > 1 else (labels,)
        return b"".join([fills[0], *(run + fill for run, fill in zip(runs, fills[1:], strict=True))])

    return expand


def _same(labels: bytes) -> bytes:
    return labels


__all__ = ["LabelDealer", "owner_labels", "shuffled_labels"]
