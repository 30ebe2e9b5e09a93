"""Setters of a frozen, slotted dataclass's fields, for values built once per hand or playout.

A frozen dataclass's own ``__init__`` stores each field through ``object.__setattr__``, about three
times the cost of calling the field's slot descriptor directly. A class built on every playout (a hand
result, its detail) declares ``init=False`` and an ``__init__`` that stores through these setters; the
instance is as frozen as before, since assignment still goes through the frozen ``__setattr__``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Setter = Callable[[Any, Any], None]


def slot_setters(cls: type, *names: str) -> tuple[Setter, ...]:
    """The ``__set__`` of the slot descriptor of each field ``names`` of the slotted class ``cls``."""
    setters = []
    for name in names:
        descriptor = vars(cls).get(name)
        if descriptor is None or not hasattr(descriptor, "__set__"):
            raise TypeError(f"{cls.__name__}.{name} is not a slot")
        setters.append(descriptor.__set__)
    return tuple(setters)
