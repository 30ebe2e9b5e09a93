"""The options the setup screen offers for each game (keys and values of each spec's §"Options and
record vocabulary"); the first value of each list is the official default."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any, Final

GAMES: Final[tuple[str, ...]] = ("french-tarot", "gatti", "piedmontese", "tarocchino")

SETUP_OPTIONS: Final[dict[str, tuple[tuple[str, tuple[Any, ...]], ...]]] = {
    "french-tarot": (
        ("players", (4, 3, 5)),
        ("petit_sec", ("annul", "optional")),
        ("discard_kings", (False, True)),
        ("enable_poignee", (True, False)),
        ("enable_chelem", (True, False)),
        ("defence_chelem", (False, True)),
    ),
    "gatti": (
        ("players", (3, 4, 2)),
        ("mode", ("pairs", "call")),
        ("bonuses", ("declared", "none", "captured", "both")),
        ("bagatto_last", (False, True)),
        ("must_overtrump", (False, True)),
        ("protect_honours", (False, True)),
    ),
    "piedmontese": (
        ("players", (4, 3, 2)),
        ("angel_beats_world", (False, True)),
        ("must_overtrump", (False, True)),
        ("reference_3p", (38, 57)),
    ),
    "tarocchino": (
        ("grande_two_counters", (False, True)),
        ("declaration_timing", ("round", "first-trick")),
    ),
}

_ONLY_WITH: Final[dict[tuple[str, str], tuple[str, Any]]] = {
    ("gatti", "mode"): ("players", 4),
    ("piedmontese", "reference_3p"): ("players", 3),
}
"""Options a game accepts only with a given value of another one (the readers reject them otherwise)."""


def applicable(game: str, key: str, values: Mapping[str, Any]) -> bool:
    """True when ``key`` may be set given the other chosen values."""
    cond = _ONLY_WITH.get((game, key))
    return cond is None or values.get(cond[0], default_value(game, cond[0])) == cond[1]


def default_value(game: str, key: str) -> Any:
    for k, vals in SETUP_OPTIONS.get(game, ()):
        if k == key:
            return vals[0]
    return None


def non_default(game: str, values: Mapping[str, Any]) -> dict[str, Any]:
    """Only the options that differ from the defaults (and may be set), as ``from_options`` reads them."""
    out: dict[str, Any] = {}
    for key, value in values.items():
        if value != default_value(game, key) and applicable(game, key, values):
            out[key] = value
    return out


def parse_variant(items: Sequence[str]) -> dict[str, Any]:
    """``KEY=VALUE`` strings into an options dict: JSON values (``true``, ``5``, ``["garde"]``) or strings;
    a comma makes a list (``allowed_contracts=garde,garde-sans``)."""
    out: dict[str, Any] = {}
    for item in items:
        key, sep, raw = item.partition("=")
        if not sep or not key.strip():
            raise ValueError(f"--variant wants KEY=VALUE, got {item!r}")
        raw = raw.strip()
        try:
            value: Any = json.loads(raw)
        except json.JSONDecodeError:
            value = [v.strip() for v in raw.split(",")] if "," in raw else raw
        out[key.strip()] = value
    return out
