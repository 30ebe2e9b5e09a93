"""The options of the game, read strictly (§12.1, C1).

The reader walks :data:`~.specs.OPTION_SPECS` in order (each key's kind, choices, minimum and
default), so the first faulty key is the one refused, naming it. ``reference_3p`` is read with any
player count (C1: accepted and ignored with 2 or 4 players), although it applies only with 3. Each
refusal carries the code of its kind (:mod:`tarocchi.engine.options`): ``option_unknown``,
``option_not_boolean``, ``option_not_integer``, ``option_not_in``, ``option_at_least``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final

from tarocchi.engine.options import OptionSpec, read_bool, read_int, refuse_unknown
from tarocchi.errors import OptionError

from .specs import OPTION_SPECS

KEYS: Final = tuple(spec.key for spec in OPTION_SPECS)


@dataclass(frozen=True, slots=True)
class Options:
    """One table's rules (§12.1). ``match_hands`` 0 stands for its default, one deal per player (R7.5)."""

    players: int = 4
    angel_beats_world: bool = False
    must_overtrump: bool = False
    reference_3p: int = 38
    match_hands: int = 0

    def __post_init__(self) -> None:
        if self.match_hands == 0:
            object.__setattr__(self, "match_hands", self.players)

    def to_json(self) -> dict[str, Any]:
        """Every option, as a record writes it."""
        return {spec.key: getattr(self, spec.key) for spec in OPTION_SPECS}


def read_options(raw: Mapping[str, Any]) -> Options:
    """Read record/CLI options; unknown keys and bad values raise :class:`OptionError` naming the key (C1)."""
    refuse_unknown(raw, KEYS, "unknown option {key!r} (known: {known})")
    values: dict[str, Any] = {}
    for spec in OPTION_SPECS:
        values[spec.key] = _read(spec, raw, values)
    return Options(**values)


def _read(spec: OptionSpec, raw: Mapping[str, Any], values: Mapping[str, Any]) -> Any:
    """One key (its default when absent), checked by its kind, given the keys read before it."""
    key = spec.key
    if spec.kind == "bool":
        # C1: a boolean option is JSON true or false, nothing else.
        return read_bool(raw, key, spec.default)
    number = read_int(raw, key)
    if number is None:
        number = spec.default if spec.default is not None else values["players"]  # R7.5: one deal per player
    if spec.choices and number not in spec.choices:
        allowed = sorted(spec.choices)
        listed = ", ".join(str(c) for c in allowed[:-1]) + f" or {allowed[-1]}"
        raise OptionError(
            f"option {key!r} must be {listed}, found {number}",
            key=key,
            code="option_not_in",
            params={"value": repr(number), "allowed": ", ".join(str(c) for c in allowed)},
        )
    if spec.minimum is not None and number < spec.minimum:
        raise OptionError(
            f"option {key!r} must be at least {spec.minimum}, found {number}",
            key=key,
            code="option_at_least",
            params={"value": repr(number), "minimum": spec.minimum},
        )
    return number


__all__ = ["KEYS", "Options", "read_options"]
