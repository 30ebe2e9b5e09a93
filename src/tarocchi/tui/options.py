"""The options ``tarocchi play`` offers, asked of the game (its :meth:`~tarocchi.engine.game.Game.option_specs`).

The setup screen shows the options that apply to the values chosen so far (``applicable_specs``)
and that a setup screen offers (``setup``), each with its label and value labels from the game's
texts; ``--variant KEY=VALUE`` is read against the same specifications.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tarocchi.engine.explain import Texts
from tarocchi.engine.options import OptionSpec, applicable_specs, non_default_values, parse_option_items
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
    values to choose from; and the numbers (``OptionSpec.is_number``), the match's length, which a player looks for
    before a match even where the game leaves it to its default (a list is left to its default)."""
    return [
        spec
        for spec in applicable_specs(specs, values)
        if (spec.setup and len(spec_values(spec)) > 1) or spec.is_number
    ]


def number_problem(spec: OptionSpec, value: Any) -> tuple[str, dict[str, Any]] | None:
    """Why a typed number may not be ``spec``'s value, as a message key and its parameters (``None``: it may,
    or it is left to the default): below the minimum the game's reader would refuse."""
    if value is None or not spec.is_number or spec.minimum is None:
        return None
    if not isinstance(value, int) or value < spec.minimum:
        return "setup_number_min", {"min": spec.minimum, "value": value}
    return None


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


def parse_variant(items: Sequence[str], specs: Sequence[OptionSpec] | None = None) -> dict[str, Any]:
    """``--variant KEY=VALUE`` strings into an options dict (:func:`~tarocchi.engine.options.parse_option_items`)."""
    return parse_option_items(items, specs, "--variant")


__all__ = [
    "chosen_options",
    "default_values",
    "number_problem",
    "option_label",
    "parse_variant",
    "setup_specs",
    "spec_values",
    "value_label",
]
