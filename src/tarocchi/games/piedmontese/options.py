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

from tarocchi.engine.options import OptionSpec, check_number, read_bool, refuse_unknown, require_mapping

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


GAME: Final = "piedmontese"
"""The game its refusals name (:func:`tarocchi.engine.options.option_refusal`: every game words them alike)."""


def read_options(raw: Mapping[str, Any]) -> Options:
    """Read record/CLI options; unknown keys and bad values raise :class:`OptionError` naming the game and the
    key (C1)."""
    require_mapping(raw, GAME)
    refuse_unknown(raw, KEYS, game=GAME)
    values: dict[str, Any] = {}
    for spec in OPTION_SPECS:
        values[spec.key] = _read(spec, raw, values)
    return Options(**values)


def _read(spec: OptionSpec, raw: Mapping[str, Any], values: Mapping[str, Any]) -> Any:
    """One key (its default when absent), checked by its kind, given the keys read before it."""
    key = spec.key
    if spec.kind == "bool":
        # C1: a boolean option is JSON true or false, nothing else.
        return read_bool(raw, key, spec.default, game=GAME)
    if key not in raw:
        return spec.default if spec.default is not None else values["players"]  # R7.5: one deal per player
    return check_number(spec, raw[key], GAME)


__all__ = ["KEYS", "Options", "read_options"]
