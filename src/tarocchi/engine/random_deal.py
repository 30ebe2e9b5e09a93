"""Uniformly random deals from a :class:`random.Random`, for random hands and playouts (``tarocchi bench``).

A record's deal comes from its seed through the project's shuffle (:mod:`tarocchi.engine.shuffle`);
a random hand only needs *some* uniformly random deal, as fast as possible. Every game shares one out
the same way: each card gets a random sort key carrying its owner's label, and sorting the keys lays
the labels out in a uniformly random order over the cards.

The keys are doubles in [1, 2): the sign and exponent bits are fixed, the low mantissa byte is the
label and the 44 bits above it are random, so the keys sort as (random bits, label) and CPython's
float comparison (the fastest ``list.sort`` has) does the work. Two keys share their random bits with
probability below ``n²/2**45`` (2e-10 for 78 cards); only then does the label order decide.
"""

from __future__ import annotations

import random
import sys
from array import array
from typing import Final

_EXPONENT_LOW: Final = bytes(byte | 0xF0 for byte in range(256))
"""Byte 6 of a key: its high nibble holds the exponent's low bits (``0x3FF``), its low nibble stays random."""
_EXPONENT_HIGH: Final = b"\x3f"
"""Byte 7 of a key: sign 0 and the exponent's high bits (``0x3FF``: a double in [1, 2))."""

if sys.byteorder != "little":  # pragma: no cover - every platform CPython ships wheels for
    raise ImportError("tarocchi's random deals read sort keys as little-endian doubles")


def shuffled_labels(rng: random.Random, labels: bytes) -> bytes:
    """``labels`` (one byte per card) in a uniformly random order, the last card's label first.

    The result is ready to be read as a mask of each label with ``int(result.translate(table), 2)``
    (card ``len(labels) - 1`` is its most significant bit). One ``rng.randbytes`` call per deal.
    """
    count = len(labels)
    keys = bytearray(rng.randbytes(8 * count))
    keys[0::8] = labels  # the low byte of each little-endian key is its label
    keys[6::8] = keys[6::8].translate(_EXPONENT_LOW)
    keys[7::8] = _EXPONENT_HIGH * count
    ordered = memoryview(keys).cast("d").tolist()
    ordered.sort()
    return array("d", ordered).tobytes()[-8::-8]


__all__ = ["shuffled_labels"]
