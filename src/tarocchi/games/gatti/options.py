"""Gatti's options, read strictly (gatti.md §16.1 and C1).

The reader walks :data:`~.specs.OPTION_SPECS` in order (each key's kind, choices, minimum, default
and when it applies), so the first faulty key is the one refused, naming it, with the code of its kind
(:mod:`tarocchi.engine.options`): ``option_unknown``, ``option_not_boolean``, ``option_not_a_choice``,
``option_not_integer``, ``option_not_in``, ``option_at_least``, ``option_not_applicable``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final

from tarocchi.engine.options import (
    OptionSpec,
    check_number,
    option_refusal,
    read_bool,
    read_choice,
    refuse_unknown,
    require_mapping,
)

from .specs import BONUS_MODES, BOOL_KEYS, MODES, OPTION_SPECS, PLAYER_COUNTS

KEYS: Final = tuple(spec.key for spec in OPTION_SPECS)


@dataclass(frozen=True, slots=True)
class Options:
    """One set of Gatti options; the defaults are the official rules (16.1)."""

    players: int = 3
    mode: str = "pairs"
    """``pairs`` or ``call``; meaningful only with 4 players (12.1, 12.3)."""
    bonuses: str = "declared"
    """``none``, ``declared``, ``captured`` or ``both`` (7, 12.4, 12.5)."""
    bagatto_last: bool = False
    must_overtrump: bool = False
    protect_honours: bool = False
    match_hands: int = 3
    """3 with 3 players, 4 otherwise, unless given (3.5, A-8)."""

    @property
    def num_seats(self) -> int:
        """3 with 3 players, 4 in the four-seat games (2 players sit with two dummies, 12.2)."""
        return 3 if self.players == 3 else 4

    def controller(self, seat: int) -> int:
        """The seat that decides for ``seat``: itself, or for a dummy (2 players) the seat opposite (12.2)."""
        return seat - 2 if self.players == 2 and seat >= 2 else seat

    @property
    def is_call(self) -> bool:
        """The called-king game (12.3)."""
        return self.players == 4 and self.mode == "call"

    @property
    def declares(self) -> bool:
        """Whether ``declare`` actions exist (7, 12.4)."""
        return self.bonuses in ("declared", "both")

    @property
    def captures(self) -> bool:
        """Whether bonuses are also formed from captured cards (12.5, C18)."""
        return self.bonuses in ("captured", "both")

    def to_json(self) -> dict[str, Any]:
        """The options as a record writes them: every key, ``mode`` only with 4 players (C1)."""
        return {spec.key: getattr(self, spec.key) for spec in OPTION_SPECS if spec.applies_to(self._values(), ())}

    def _values(self) -> dict[str, Any]:
        return {spec.key: getattr(self, spec.key) for spec in OPTION_SPECS}


def _default_match_hands(players: int) -> int:
    """3.5, A-8: 3 hands with 3 players, 4 otherwise."""
    return 3 if players == 3 else 4


GAME: Final = "gatti"
"""The game its refusals name (:func:`tarocchi.engine.options.option_refusal`: every game words them alike)."""


def read_options(raw: Mapping[str, Any]) -> Options:
    """Read options strictly (C1); raise :class:`OptionError` naming the game and the faulty key."""
    require_mapping(raw, GAME)
    refuse_unknown(raw, KEYS, game=GAME)
    values: dict[str, Any] = {}
    for spec in OPTION_SPECS:
        values[spec.key] = _read(spec, raw, values)
    return Options(**values)


def _read(spec: OptionSpec, raw: Mapping[str, Any], values: Mapping[str, Any]) -> Any:
    """One key (its default when absent), checked by its kind, given the keys read before it."""
    key = spec.key
    if spec.applies and key in raw and not spec.applies_to(values, OPTION_SPECS):
        # C1: ``mode`` is read only with 4 players, even when it says "pairs".
        raise option_refusal(
            "option_not_applicable",
            GAME,
            key,
            players=values["players"],
            allowed=tuple(sorted(spec.applies["players"])),
        )
    if spec.kind == "bool":
        # C1: a boolean option is JSON true or false, nothing else.
        return read_bool(raw, key, spec.default, game=GAME)
    if spec.kind == "choice":
        return read_choice(raw, key, spec.choices, spec.default, game=GAME)
    if key not in raw:
        return spec.default if spec.default is not None else _default_match_hands(values["players"])
    return check_number(spec, raw[key], GAME)


__all__ = ["BONUS_MODES", "BOOL_KEYS", "KEYS", "MODES", "PLAYER_COUNTS", "Options", "read_options"]
