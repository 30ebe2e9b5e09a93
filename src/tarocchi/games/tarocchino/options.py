"""Options of Tarocchino (tarocchino.md §13.1, C1), read strictly.

The reader walks :data:`~.specs.OPTION_SPECS` in order (each key's kind, choices and default), so
the first faulty key is the one refused, naming it, with the code of its kind (:mod:`tarocchi.engine.options`):
``options_not_object``, ``option_unknown``, ``option_not_boolean``, ``option_not_a_choice``, ``option_not_in``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final

from tarocchi.engine.options import OptionSpec, check_number, read_bool, read_choice, refuse_unknown, require_mapping

from .specs import OPTION_SPECS, TIMINGS

_KEYS: Final = tuple(spec.key for spec in OPTION_SPECS)
GAME: Final = "tarocchino"
"""The game its refusals name (:func:`tarocchi.engine.options.option_refusal`: every game words them alike)."""


@dataclass(frozen=True, slots=True)
class Options:
    """§13.1: ``players`` (always 4), ``grande_two_counters`` (A7, C13), ``declaration_timing`` (A5, C6, C7)."""

    players: int = 4
    grande_two_counters: bool = False
    declaration_timing: str = "round"

    @classmethod
    def from_raw(cls, raw: Mapping[str, Any]) -> Options:
        """C1: an unknown key or a value outside the allowed ones is refused, naming the key."""
        require_mapping(raw, GAME)
        refuse_unknown(raw, _KEYS, game=GAME)
        return cls(**{spec.key: _read(spec, raw) for spec in OPTION_SPECS})

    def to_json(self) -> dict[str, Any]:
        """Every option, as a record writes them."""
        return {spec.key: getattr(self, spec.key) for spec in OPTION_SPECS}


def _read(spec: OptionSpec, raw: Mapping[str, Any]) -> Any:
    """One key (its default when absent), checked by its kind: ``players`` is 4, two fixed pairs (§13.1)."""
    key = spec.key
    if spec.kind == "bool":
        return read_bool(raw, key, spec.default, game=GAME)
    if spec.kind == "choice":
        return read_choice(raw, key, spec.choices, spec.default, game=GAME)
    return check_number(spec, raw.get(key, spec.default), GAME)


def read_options(raw: Mapping[str, Any]) -> Options:
    """The options of a record or the command line (C1), as :meth:`Options.from_raw`."""
    return Options.from_raw(raw)


__all__ = ["TIMINGS", "Options", "read_options"]
