"""Checks of an agent spec's numeric knobs (``search:playouts=500``), so a bad value is refused with the
knob's name, what it takes and what was given, before any deal is played (not a traceback, a hang or a
silent default)."""

from __future__ import annotations

import math
from typing import Any

from tarocchi.engine.options import is_int
from tarocchi.errors import TarocchiError


def whole(agent: str, key: str, value: Any, low: int, high: int) -> int:
    """``value`` as a whole number from ``low`` to ``high``; :class:`TarocchiError` naming the knob otherwise."""
    if not is_int(value) or not low <= value <= high:
        raise TarocchiError(f"agent {agent!r}: {key} must be a whole number from {low:,} to {high:,}, not {value!r}")
    return int(value)


def number(agent: str, key: str, value: Any, low: float, high: float, *, above: bool = False) -> float:
    """``value`` as a finite number from ``low`` (or above it, with ``above``) to ``high``; :class:`TarocchiError`
    naming the knob otherwise."""
    finite = isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value)
    if finite and (low < value if above else low <= value) and value <= high:
        return float(value)
    bound = f"above {_shown(low)} and at most {_shown(high)}" if above else f"from {_shown(low)} to {_shown(high)}"
    raise TarocchiError(f"agent {agent!r}: {key} must be a number {bound}, not {value!r}")


def _shown(x: float) -> str:
    return f"{int(x):,}" if x == int(x) else f"{x:g}"
