"""The options ``tarocchi play`` offers, asked of the game (its :meth:`~tarocchi.engine.game.Game.option_specs`).

The setup screen shows the options that apply to the values chosen so far (``applicable_specs``)
and that a setup screen offers (``setup``), each with its label and value labels from the game's
texts; ``--variant KEY=VALUE`` is read against the same specifications.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from tarocchi.engine.explain import Texts
from tarocchi.engine.options import OptionSpec, applicable_specs, non_default_values
from tarocchi.i18n.lines import text_of


def spec_values(spec: OptionSpec) -> tuple[Any, ...]:
    """The values a setup screen cycles through, the default first (booleans: the default, then the other)."""
    if spec.kind == "bool":
        return (bool(spec.default), not spec.default)
    if spec.kind in ("choice", "int") and spec.choices:
        rest = tuple(v for v in spec.choices if v != spec.default)
        return (spec.default, *rest) if spec.default in spec.choices else spec.choices
    return ()


def setup_specs(specs: Sequence[OptionSpec], values: Mapping[str, Any]) -> list[OptionSpec]:
    """The options a setup screen offers now: applicable to ``values``, ``setup`` true, with at least two
    values to choose from (an integer without listed choices or a list is left to its default)."""
    return [spec for spec in applicable_specs(specs, values) if spec.setup and len(spec_values(spec)) > 1]


def default_values(specs: Sequence[OptionSpec]) -> dict[str, Any]:
    """Every option at its default, as the setup screen starts (lists as JSON lists, as readers take them)."""
    return {spec.key: list(spec.default) if isinstance(spec.default, tuple) else spec.default for spec in specs}


def chosen_options(specs: Sequence[OptionSpec], values: Mapping[str, Any]) -> dict[str, Any]:
    """The chosen values the game's reader should get: those that differ from the defaults and apply
    (keys the game does not list are passed on, for its reader to refuse)."""
    return non_default_values(specs, values)


def option_label(texts: Texts, spec: OptionSpec, lang: str) -> str:
    """An option's name in ``lang`` (its key with spaces when the game has no label for it)."""
    return text_of(texts, spec.label, lang) or spec.key.replace("_", " ")


def value_label(texts: Texts, spec: OptionSpec, value: Any, lang: str) -> str:
    """A value's name in ``lang`` (the value itself when the game has no label for it)."""
    found = text_of(texts, spec.value_label(value), lang)
    if found is not None:
        return found
    if isinstance(value, list | tuple):
        return ", ".join(value_label(texts, spec, v, lang) for v in value)
    return str(value)


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


def _value(spec: OptionSpec, raw: str) -> Any:
    """``raw`` read as the kind of ``spec``; raises ``ValueError`` naming the key and its allowed values."""
    text = raw.strip()
    try:
        parsed: Any = json.loads(text)
    except json.JSONDecodeError:
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
    raise ValueError(f"--variant {spec.key}={raw}: {spec.key} must be {_describe(spec)}")


def parse_variant(items: Sequence[str], specs: Sequence[OptionSpec] | None = None) -> dict[str, Any]:
    """``KEY=VALUE`` strings into an options dict.

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
            raise ValueError(f"--variant wants KEY=VALUE, got {item!r}")
        if specs is not None:
            spec = by_key.get(key)
            if spec is None:
                raise ValueError(f"--variant {item}: unknown option {key!r} (known: {', '.join(by_key)})")
            out[key] = _value(spec, raw)
            continue
        raw = raw.strip()
        try:
            value: Any = json.loads(raw)
        except json.JSONDecodeError:
            value = [v.strip() for v in raw.split(",")] if "," in raw else raw
        out[key] = value
    return out


__all__ = [
    "chosen_options",
    "default_values",
    "option_label",
    "parse_variant",
    "setup_specs",
    "spec_values",
    "value_label",
]
