"""Strict readers of game options (DESIGN.md: options are read strictly, C1 of every rules contract).

Each reader takes one key of the raw options (a JSON object) and raises :class:`OptionError` naming
that key when the value has the wrong type or lies outside the allowed ones. The wording of the
refusal is data: every game passes its own template (``{key}``, ``{value}``, ``{choices}``), so the
games keep their messages while sharing the checks.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Final

from tarocchi.errors import OptionError

INT_MESSAGE: Final = "option {key!r} must be an integer, found {value!r}"
BOOL_MESSAGE: Final = "option {key!r} must be true or false, found {value!r}"
CHOICE_MESSAGE: Final = "option {key!r} must be {choices}, found {value!r}"


def describe_choices(choices: Sequence[str]) -> str:
    """``'a' or 'b'`` for two choices, ``one of a, b, c`` for more (the games' wording)."""
    if len(choices) == 2:
        return f"{choices[0]!r} or {choices[1]!r}"
    return f"one of {', '.join(choices)}"


def require_mapping(raw: object) -> None:
    """C1: the options are a JSON object."""
    if not isinstance(raw, Mapping):
        raise OptionError("options must be an object")


def refuse_unknown(raw: Iterable[Any], known: Iterable[str], message: str) -> None:
    """C1: an unknown key is refused; ``message`` is formatted with ``key`` and ``known`` (comma-separated)."""
    known = tuple(known)
    for key in raw:
        if key not in known:
            raise OptionError(message.format(key=key, known=", ".join(known)), key=str(key))


def is_int(value: object) -> bool:
    """C1: an integer option is a JSON integer; a boolean is not one."""
    return isinstance(value, int) and not isinstance(value, bool)


def read_int(raw: Mapping[str, Any], key: str, *, message: str = INT_MESSAGE) -> int | None:
    """The integer at ``key``, or ``None`` when the key is absent."""
    if key not in raw:
        return None
    value = raw[key]
    if not is_int(value):
        raise OptionError(message.format(key=key, value=value), key=key)
    result: int = value
    return result


def read_bool(raw: Mapping[str, Any], key: str, default: bool = False, *, message: str = BOOL_MESSAGE) -> bool:
    """The boolean at ``key`` (``default`` when absent): JSON ``true`` or ``false``, nothing else."""
    value = raw.get(key, default)
    if not isinstance(value, bool):
        raise OptionError(message.format(key=key, value=value), key=key)
    return value


def read_choice(
    raw: Mapping[str, Any], key: str, choices: Sequence[str], default: str, *, message: str = CHOICE_MESSAGE
) -> str:
    """The value at ``key`` (``default`` when absent), one of ``choices``."""
    value = raw.get(key, default)
    if value not in choices:
        raise OptionError(message.format(key=key, value=value, choices=describe_choices(choices)), key=key)
    result: str = value
    return result


__all__ = [
    "BOOL_MESSAGE",
    "CHOICE_MESSAGE",
    "INT_MESSAGE",
    "describe_choices",
    "is_int",
    "read_bool",
    "read_choice",
    "read_int",
    "refuse_unknown",
    "require_mapping",
]
