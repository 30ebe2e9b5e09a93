"""Strict readers of game options (DESIGN.md: options are read strictly, C1 of every rules contract).

Each reader takes one key of the raw options (a JSON object) and raises :class:`OptionError` naming
that key when the value has the wrong type or lies outside the allowed ones. The wording of the
refusal is data: every game passes its own template (``{key}``, ``{value}``, ``{choices}``), so the
games keep their messages while sharing the checks.

Each refusal also carries a code and plain parameters (:class:`OptionError`), for an edge to say it in
its language whatever the game's English wording: ``options_not_object``, ``option_unknown`` (``key``,
``known``), ``option_not_integer``, ``option_not_boolean`` (``key``, ``value``), ``option_not_a_choice``
(``key``, ``value``, ``choices``); the games' own checks add ``option_not_in`` (``key``, ``value``,
``allowed``), ``option_at_least`` (``key``, ``value``, ``minimum``), ``option_positive_or_null``
(``key``, ``value``), ``option_not_applicable`` (``key``, ``players``, ``allowed``), ``option_list``
(``key``, ``choices``) and ``option_list_item`` (``key``, ``value``, ``choices``). ``value`` is the
offending value's ``repr``; lists of values are comma-separated text.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final, Literal

from tarocchi.errors import OptionError

OptionKind = Literal["bool", "int", "choice", "multi"]
"""``bool``: true or false; ``int``: an integer (one of ``choices`` when listed, else at least
``minimum``); ``choice``: one of ``choices``; ``multi``: a non-empty list of ``choices``."""


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """One option of a game, as its rules specification's "Options and record vocabulary" gives it.

    The game declares its options once (:meth:`~tarocchi.engine.game.Game.option_specs`); its reader,
    the terminal's setup screen and the web lobby are all driven by these.

    ``applies``: the option may be set only when every other key named here has one of the listed
    values (Gatti's ``mode`` only with ``players`` 4); an empty mapping means always. ``label`` is the
    translation key of the option's name in the game's texts; the label of a value ``v`` is
    ``f"{label}.{v}"`` (lists and booleans: ``true`` / ``false``). ``setup``: offered on setup
    screens (session lengths and other match settings may be left to defaults there).
    """

    key: str
    kind: OptionKind
    default: Any
    choices: tuple[Any, ...] = ()
    minimum: int | None = None
    nullable: bool = False
    applies: Mapping[str, tuple[Any, ...]] = field(default_factory=dict)
    label: str = ""
    setup: bool = True

    def applies_to(self, values: Mapping[str, Any], specs: Sequence[OptionSpec]) -> bool:
        """Whether this option may be set given the other values (missing ones at their defaults)."""
        defaults = {spec.key: spec.default for spec in specs}
        return all(values.get(key, defaults.get(key)) in allowed for key, allowed in self.applies.items())

    @property
    def is_number(self) -> bool:
        """Typed as a whole number rather than chosen from a list: an integer the game bounds below and lists
        no choices for, which a rules specification gives for the length of a match (``match_hands``,
        ``deals``) and for a score that ends it, which may be none (``target_score``, ``nullable``). The
        edges offer these on their setup screens even when ``setup`` is off: a player looks for a match's
        length before a match."""
        return self.kind == "int" and not self.choices and self.minimum is not None

    def value_label(self, value: Any) -> str:
        """The translation key of one value of this option."""
        if isinstance(value, bool):
            return f"{self.label}.{'true' if value else 'false'}"
        return f"{self.label}.{value}"

    def to_json(self) -> dict[str, Any]:
        """The specification as JSON (for the web lobby)."""
        return {
            "key": self.key,
            "kind": self.kind,
            "default": list(self.default) if isinstance(self.default, tuple) else self.default,
            "choices": list(self.choices),
            "minimum": self.minimum,
            "nullable": self.nullable,
            "applies": {k: list(v) for k, v in self.applies.items()},
            "label": self.label,
            "setup": self.setup,
            "is_number": self.is_number,
        }


def applicable_specs(specs: Sequence[OptionSpec], values: Mapping[str, Any]) -> list[OptionSpec]:
    """The options that may be set given ``values`` (the others at their defaults)."""
    return [spec for spec in specs if spec.applies_to(values, specs)]


def non_default_values(specs: Sequence[OptionSpec], values: Mapping[str, Any]) -> dict[str, Any]:
    """The values that differ from their defaults and may be set, as the game's reader takes them."""
    by_key = {spec.key: spec for spec in specs}
    out: dict[str, Any] = {}
    for key, value in values.items():
        spec = by_key.get(key)
        if spec is None:
            out[key] = value
            continue
        default = list(spec.default) if isinstance(spec.default, tuple) else spec.default
        if value != default and spec.applies_to(values, specs):
            out[key] = value
    return out


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
        raise OptionError("options must be an object", code="options_not_object")


def refuse_unknown(raw: Iterable[Any], known: Iterable[str], message: str) -> None:
    """C1: an unknown key is refused; ``message`` is formatted with ``key`` and ``known`` (comma-separated)."""
    known = tuple(known)
    for key in raw:
        if key not in known:
            listed = ", ".join(known)
            raise OptionError(
                message.format(key=key, known=listed), key=str(key), code="option_unknown", params={"known": listed}
            )


def is_int(value: object) -> bool:
    """C1: an integer option is a JSON integer; a boolean is not one."""
    return isinstance(value, int) and not isinstance(value, bool)


def read_int(raw: Mapping[str, Any], key: str, *, message: str = INT_MESSAGE) -> int | None:
    """The integer at ``key``, or ``None`` when the key is absent."""
    if key not in raw:
        return None
    value = raw[key]
    if not is_int(value):
        raise OptionError(
            message.format(key=key, value=value), key=key, code="option_not_integer", params={"value": repr(value)}
        )
    result: int = value
    return result


def read_bool(raw: Mapping[str, Any], key: str, default: bool = False, *, message: str = BOOL_MESSAGE) -> bool:
    """The boolean at ``key`` (``default`` when absent): JSON ``true`` or ``false``, nothing else."""
    value = raw.get(key, default)
    if not isinstance(value, bool):
        raise OptionError(
            message.format(key=key, value=value), key=key, code="option_not_boolean", params={"value": repr(value)}
        )
    return value


def read_choice(
    raw: Mapping[str, Any], key: str, choices: Sequence[str], default: str, *, message: str = CHOICE_MESSAGE
) -> str:
    """The value at ``key`` (``default`` when absent), one of ``choices``."""
    value = raw.get(key, default)
    if value not in choices:
        raise OptionError(
            message.format(key=key, value=value, choices=describe_choices(choices)),
            key=key,
            code="option_not_a_choice",
            params={"value": repr(value), "choices": ", ".join(choices)},
        )
    result: str = value
    return result


def _describe(spec: OptionSpec) -> str:
    """The values a key takes, for an error message."""
    if spec.kind == "bool":
        return "true or false"
    if spec.kind == "multi":
        return "a comma-separated list of " + ", ".join(str(c) for c in spec.choices)
    if spec.choices:
        return "one of " + ", ".join(str(c) for c in spec.choices)
    bound = f"an integer >= {spec.minimum}" if spec.minimum is not None else "an integer"
    return bound + (" or null" if spec.nullable else "")


def _value(spec: OptionSpec, raw: str, flag: str) -> Any:
    """``raw`` read as the kind of ``spec``; raises ``ValueError`` naming the key and its allowed values."""
    text = raw.strip()
    try:
        parsed: Any = json.loads(text)
    except (json.JSONDecodeError, RecursionError):
        parsed = text
    if spec.kind == "bool":
        lowered = text.lower()
        if lowered in ("true", "yes", "1", "on"):
            return True
        if lowered in ("false", "no", "0", "off"):
            return False
    elif spec.kind == "int":
        if parsed is None and spec.nullable:
            return None
        is_int = isinstance(parsed, int) and not isinstance(parsed, bool)
        if is_int and (not spec.choices or parsed in spec.choices) and (spec.minimum is None or parsed >= spec.minimum):
            return parsed
    elif spec.kind == "choice":
        if text in spec.choices:
            return text
    else:
        items = parsed if isinstance(parsed, list) else [v.strip() for v in text.split(",") if v.strip()]
        if items and all(item in spec.choices for item in items):
            return items
    raise ValueError(f"{flag} {spec.key}={raw}: {spec.key} must be {_describe(spec)}")


def parse_option_items(
    items: Sequence[str], specs: Sequence[OptionSpec] | None = None, flag: str = "--option"
) -> dict[str, Any]:
    """``KEY=VALUE`` strings (a command line's ``flag`` items) into an options dict.

    With the game's ``specs``, each key must be one of its options and each value of its kind and
    among its allowed values (``ValueError`` naming the key and them otherwise); lists are
    comma-separated (``allowed_contracts=garde,garde-sans``). Without (no game chosen yet), values
    are read as JSON (``true``, ``5``) or strings, a comma making a list; the game checks them later.
    """
    by_key = {spec.key: spec for spec in specs or ()}
    out: dict[str, Any] = {}
    for item in items:
        key, sep, raw = item.partition("=")
        key = key.strip()
        if not sep or not key:
            raise ValueError(f"{flag} wants KEY=VALUE, got {item!r}")
        if specs is not None:
            spec = by_key.get(key)
            if spec is None:
                raise ValueError(f"{flag} {item}: unknown option {key!r} (known: {', '.join(by_key)})")
            out[key] = _value(spec, raw, flag)
            continue
        raw = raw.strip()
        try:
            value: Any = json.loads(raw)
        except (json.JSONDecodeError, RecursionError):
            value = [v.strip() for v in raw.split(",")] if "," in raw else raw
        out[key] = value
    return out


__all__ = [
    "BOOL_MESSAGE",
    "CHOICE_MESSAGE",
    "INT_MESSAGE",
    "OptionKind",
    "OptionSpec",
    "applicable_specs",
    "describe_choices",
    "is_int",
    "non_default_values",
    "parse_option_items",
    "read_bool",
    "read_choice",
    "read_int",
    "refuse_unknown",
    "require_mapping",
]
