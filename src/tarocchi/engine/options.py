"""Strict readers of game options (DESIGN.md: options are read strictly, C1 of every rules contract).

Each reader takes one key of the raw options (a JSON object) and raises :class:`OptionError` naming
that key when the value has the wrong type or lies outside the allowed ones. Given the ``game``, a reader
words its refusal in the one wording every game shares (:data:`REFUSALS`); without, in the template it is
passed (``{key}``, ``{value}``, ``{choices}``; a game's own reader always names its game).

Each refusal also carries a code and plain parameters (:class:`OptionError`), for an edge to say it in
its language whatever the game's English wording: ``options_not_object``, ``option_unknown`` (``key``,
``known``), ``option_not_integer``, ``option_not_boolean`` (``key``, ``value``), ``option_not_a_choice``
(``key``, ``value``, ``choices``); the games' own checks add ``option_not_in`` (``key``, ``value``,
``allowed``), ``option_at_least`` (``key``, ``value``, ``minimum``), ``option_positive_or_null``
(``key``, ``value``), ``option_not_applicable`` (``key``, ``players``, ``allowed``), ``option_list``
(``key``, ``value``, ``choices``) and ``option_list_item`` (``key``, ``value``, ``choices``). ``value`` is the
offending value's ``repr``; lists of values are comma-separated text; ``game`` is the game's name whenever the
refusal names it.

Every game words its refusals alike, naming the game and the option the same way (:func:`option_refusal`:
"option 'players' for gatti must be 2, 3 or 4, found 9", "unknown option 'bonuses' for piedmontese (known:
...)"), whether the option came from a record, a table or a command line (``--players 9`` and ``--option
players=9`` are refused by the game's reader, in these words).
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


REFUSALS: Final[dict[str, str]] = {
    "options_not_object": "options{for_game} must be an object",
    "option_unknown": "unknown option {key!r}{for_game} (known: {known})",
    "option_not_integer": "option {key!r}{for_game} must be an integer, found {value}",
    "option_not_boolean": "option {key!r}{for_game} must be true or false, found {value}",
    "option_not_a_choice": "option {key!r}{for_game} must be {described}, found {value}",
    "option_not_in": "option {key!r}{for_game} must be {described}, found {value}",
    "option_at_least": "option {key!r}{for_game} must be at least {minimum}, found {value}",
    "option_positive_or_null": "option {key!r}{for_game} must be a positive integer or null, found {value}",
    "option_not_applicable": "option {key!r}{for_game} is used only with {described} players (players is {players})",
    "option_list": "option {key!r}{for_game} must be a non-empty list of {choices}, found {value}",
    "option_list_item": "option {key!r}{for_game}: {value} is not one of {choices}",
}
"""The one English wording of each refusal code, for every game (:func:`option_refusal`): ``{for_game}`` is
`` for <game>`` (empty when no game is named), ``{value}`` the offending value's ``repr``, ``{described}`` the
allowed values as a reader says them (:func:`describe_choices`, :func:`or_list`)."""

INT_MESSAGE: Final = "option {key!r} must be an integer, found {value!r}"
BOOL_MESSAGE: Final = "option {key!r} must be true or false, found {value!r}"
CHOICE_MESSAGE: Final = "option {key!r} must be {choices}, found {value!r}"
UNKNOWN_MESSAGE: Final = "unknown option {key!r} (known: {known})"


def describe_choices(choices: Sequence[str]) -> str:
    """``'a' or 'b'`` for two choices, ``one of a, b, c`` for more (the games' wording)."""
    if len(choices) == 2:
        return f"{choices[0]!r} or {choices[1]!r}"
    return f"one of {', '.join(choices)}"


def or_list(values: Iterable[Any]) -> str:
    """Numbers a key takes, smallest first, with *or* before the last: ``4``, ``38 or 57``, ``2, 3, 4 or 5``."""
    shown = [str(v) for v in sorted(values)]
    return shown[0] if len(shown) == 1 else f"{', '.join(shown[:-1])} or {shown[-1]}"


def option_refusal(code: str, game: str | None = None, key: str | None = None, **params: Any) -> OptionError:
    """The refusal ``code`` (:data:`REFUSALS`) of ``game``'s option ``key``, in the one wording every game shares.

    ``params`` are the error's plain parameters (``value``: the offending value itself, kept as its ``repr``;
    ``allowed``, ``choices``, ``known``: sequences, kept comma-separated); the message describes them as a reader
    says them ("2, 3 or 4", "'a' or 'b'")."""
    plain = {name: _plain(name, value) for name, value in params.items()}
    described = ""
    if "allowed" in params:
        described = or_list(params["allowed"])
    elif "choices" in params and code == "option_not_a_choice":
        described = describe_choices(tuple(params["choices"]))
    fields = {**plain, "key": key, "for_game": f" for {game}" if game else "", "described": described}
    message = REFUSALS[code].format(**fields)
    named = {"game": game} if game else {}
    return OptionError(message, key=key, code=code, params={**{k: v for k, v in plain.items() if k != "key"}, **named})


def _plain(name: str, value: Any) -> Any:
    """A parameter as an :class:`OptionError` keeps it: the value's ``repr``, a sequence comma-separated."""
    if name == "value":
        return repr(value)
    if isinstance(value, list | tuple):
        return ", ".join(str(v) for v in value)
    return value


def require_mapping(raw: object, game: str | None = None) -> None:
    """C1: the options are a JSON object."""
    if not isinstance(raw, Mapping):
        raise option_refusal("options_not_object", game)


def refuse_unknown(
    raw: Iterable[Any], known: Iterable[str], message: str = UNKNOWN_MESSAGE, *, game: str | None = None
) -> None:
    """C1: an unknown key is refused; with ``game``, in the shared wording (:func:`option_refusal`), else
    ``message`` formatted with ``key`` and ``known`` (comma-separated)."""
    known = tuple(known)
    for key in raw:
        if key not in known:
            if game is not None:
                raise option_refusal("option_unknown", game, str(key), known=known)
            listed = ", ".join(known)
            raise OptionError(
                message.format(key=key, known=listed), key=str(key), code="option_unknown", params={"known": listed}
            )


def is_int(value: object) -> bool:
    """C1: an integer option is a JSON integer; a boolean is not one."""
    return isinstance(value, int) and not isinstance(value, bool)


def read_int(raw: Mapping[str, Any], key: str, *, message: str = INT_MESSAGE, game: str | None = None) -> int | None:
    """The integer at ``key``, or ``None`` when the key is absent (refused in the shared wording with ``game``)."""
    if key not in raw:
        return None
    value = raw[key]
    if not is_int(value):
        if game is not None:
            raise option_refusal("option_not_integer", game, key, value=value)
        raise OptionError(
            message.format(key=key, value=value), key=key, code="option_not_integer", params={"value": repr(value)}
        )
    result: int = value
    return result


def read_bool(
    raw: Mapping[str, Any], key: str, default: bool = False, *, message: str = BOOL_MESSAGE, game: str | None = None
) -> bool:
    """The boolean at ``key`` (``default`` when absent): JSON ``true`` or ``false``, nothing else."""
    value = raw.get(key, default)
    if not isinstance(value, bool):
        if game is not None:
            raise option_refusal("option_not_boolean", game, key, value=value)
        raise OptionError(
            message.format(key=key, value=value), key=key, code="option_not_boolean", params={"value": repr(value)}
        )
    return value


def read_choice(
    raw: Mapping[str, Any],
    key: str,
    choices: Sequence[str],
    default: str,
    *,
    message: str = CHOICE_MESSAGE,
    game: str | None = None,
) -> str:
    """The value at ``key`` (``default`` when absent), one of ``choices``."""
    value = raw.get(key, default)
    if value not in choices:
        if game is not None:
            raise option_refusal("option_not_a_choice", game, key, value=value, choices=tuple(choices))
        raise OptionError(
            message.format(key=key, value=value, choices=describe_choices(choices)),
            key=key,
            code="option_not_a_choice",
            params={"value": repr(value), "choices": ", ".join(choices)},
        )
    result: str = value
    return result


def check_number(spec: OptionSpec, value: Any, game: str) -> int | None:
    """A present integer option's value checked against ``spec`` (C1), refused in the shared wording: ``None`` where
    ``spec`` is nullable; a whole number (not a boolean); one of its choices; at least its minimum."""
    key = spec.key
    if value is None and spec.nullable:
        return None
    if spec.nullable and (not is_int(value) or (spec.minimum is not None and value < spec.minimum)):
        raise option_refusal("option_positive_or_null", game, key, value=value)
    if not is_int(value):
        raise option_refusal("option_not_integer", game, key, value=value)
    if spec.choices and value not in spec.choices:
        raise option_refusal("option_not_in", game, key, value=value, allowed=tuple(sorted(spec.choices)))
    if spec.minimum is not None and value < spec.minimum:
        raise option_refusal("option_at_least", game, key, value=value, minimum=spec.minimum)
    result: int = value
    return result


def _value(spec: OptionSpec, raw: str) -> Any:
    """``raw`` read as the kind of ``spec`` (``yes`` a boolean, ``5`` an integer, ``a,b`` a list); what does not fit
    the kind is passed on as it reads (JSON, else text), for the game's reader to refuse in its words."""
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
    elif spec.kind == "choice":
        return text
    elif spec.kind == "multi":
        return parsed if isinstance(parsed, list) else [v.strip() for v in text.split(",") if v.strip()]
    return parsed


def parse_option_items(
    items: Sequence[str], specs: Sequence[OptionSpec] | None = None, flag: str = "--option"
) -> dict[str, Any]:
    """``KEY=VALUE`` strings (a command line's ``flag`` items) into an options dict.

    With the game's ``specs``, each value is read as its key's kind (``must_overtrump=yes``, lists
    comma-separated: ``allowed_contracts=garde,garde-sans``); the keys and values are checked by the game's own
    reader, so ``--option players=9`` is refused in the very words of ``--players 9`` or a record's
    ``"players": 9`` (:func:`option_refusal`). Without (no game chosen yet), values are read as JSON
    (``true``, ``5``) or strings, a comma making a list. Only an item that is not ``KEY=VALUE`` is refused
    here (``ValueError``).
    """
    by_key = {spec.key: spec for spec in specs or ()}
    out: dict[str, Any] = {}
    for item in items:
        key, sep, raw = item.partition("=")
        key = key.strip()
        if not sep or not key:
            raise ValueError(f"{flag} wants KEY=VALUE, got {item!r}")
        spec = by_key.get(key)
        if spec is not None:
            out[key] = _value(spec, raw)
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
    "REFUSALS",
    "UNKNOWN_MESSAGE",
    "OptionKind",
    "OptionSpec",
    "applicable_specs",
    "check_number",
    "describe_choices",
    "is_int",
    "non_default_values",
    "option_refusal",
    "or_list",
    "parse_option_items",
    "read_bool",
    "read_choice",
    "read_int",
    "refuse_unknown",
    "require_mapping",
]
