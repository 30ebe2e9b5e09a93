"""The options of French Tarot, read strictly (french-tarot.md §17.1).

The reader walks :data:`~.specs.OPTION_SPECS` (each key's kind, choices, minimum and default); unknown
keys and values of the wrong type or outside the vocabulary raise :class:`OptionError` naming the
key, so that a record with such an option is malformed (C1). Each refusal carries the code of its kind
(:mod:`tarocchi.engine.options`): ``option_unknown``, ``option_not_boolean``, ``option_not_a_choice``,
``option_not_in``, ``option_at_least``, ``option_positive_or_null``, ``option_list``, ``option_list_item``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final

from tarocchi.engine.options import OptionSpec, is_int, read_bool, read_choice, require_mapping
from tarocchi.errors import OptionError

from .specs import CONTRACTS, OPTION_SPECS, PETIT_SEC_MODES, REDEAL_MODES

CONTRACT_ALIASES: Final = {"prise": "petite"}
"""C9: ``prise`` is read as ``petite``."""


@dataclass(frozen=True, slots=True)
class Options:
    """One set of §17.1 options; the defaults are the official (FFT) rules (those of the specs)."""

    players: int = 4
    authentic_deal: bool = False
    petit_sec: str = "annul"
    petit_sec_redeal: str = "same-dealer"
    discard_kings: bool = False
    enable_poignee: bool = True
    enable_chelem: bool = True
    allowed_contracts: tuple[str, ...] = CONTRACTS
    defence_chelem: bool = False
    deals: int | None = None
    """Session length in deals (R11.2); ``None`` means the default, one full rotation (``players``)."""
    target_score: int | None = None
    count_passed_deals: bool = True

    @property
    def seats(self) -> int:
        """Seats at the table: ``players``, and 3 with two players (§13: seat 2 is the dummy, *le mort*)."""
        return 3 if self.players == 2 else self.players

    @property
    def dummy(self) -> int:
        """The dummy's seat (§13: seat 2 with two players), else -1."""
        return 2 if self.players == 2 else -1

    @property
    def session_deals(self) -> int:
        """The number of deals of a session (R11.2: default ``players``, one full rotation; §13: 2 with two
        players, whose deal alternates between seats 0 and 1)."""
        return self.players if self.deals is None else self.deals

    def to_json(self) -> dict[str, Any]:
        """The options as a record writes them: ``players`` and every key that differs from its default."""
        out: dict[str, Any] = {"players": self.players}
        default = Options()
        for spec in OPTION_SPECS:
            if spec.key == "players":
                continue
            value = getattr(self, spec.key)
            if value != getattr(default, spec.key):
                out[spec.key] = list(value) if isinstance(value, tuple) else value
        return out


_SPECS: Final[dict[str, OptionSpec]] = {spec.key: spec for spec in OPTION_SPECS}
_BOOL_MESSAGE: Final = "option {key} must be true or false, not {value!r}"
_CHOICE_MESSAGE: Final = "option {key} must be {choices}, not {value!r}"
_INT_MESSAGES: Final = {
    "players": "option players must be 2, 3, 4 or 5, not {value!r} (R2.1, §13)",
    "deals": "option deals must be an integer >= 1, not {value!r}",
    "target_score": "option target_score must be a positive integer or null, not {value!r}",
}


def read_options(raw: Mapping[str, Any]) -> Options:
    """Read record/CLI options strictly (§17.1, C1)."""
    require_mapping(raw)
    values: dict[str, Any] = {}
    for key in raw:
        spec = _SPECS.get(key)
        if spec is None:
            raise OptionError(
                f"unknown option {key!r} for french-tarot",
                key=str(key),
                code="option_unknown",
                params={"known": ", ".join(_SPECS)},
            )
        values[key] = _read(spec, raw)
    return Options(**values)


def _read(spec: OptionSpec, raw: Mapping[str, Any]) -> Any:
    """One present key, checked by its kind (C1)."""
    key, value = spec.key, raw[spec.key]
    if spec.kind == "bool":
        return read_bool(raw, key, message=_BOOL_MESSAGE)
    if spec.kind == "choice":
        return read_choice(raw, key, spec.choices, spec.default, message=_CHOICE_MESSAGE)
    if spec.kind == "multi":
        return _read_contracts(value)
    if value is None and spec.nullable:
        return None
    if not is_int(value) or (spec.choices and value not in spec.choices):
        raise _int_refused(spec, value)
    if spec.minimum is not None and value < spec.minimum:
        raise _int_refused(spec, value)
    return value


def _int_refused(spec: OptionSpec, value: object) -> OptionError:
    """An integer key's value refused, in the key's words, coded by what the key takes (C1)."""
    message = _INT_MESSAGES[spec.key].format(value=value)
    if spec.choices:
        allowed = ", ".join(str(c) for c in sorted(spec.choices))
        return OptionError(
            message, key=spec.key, code="option_not_in", params={"value": repr(value), "allowed": allowed}
        )
    if spec.nullable:
        return OptionError(message, key=spec.key, code="option_positive_or_null", params={"value": repr(value)})
    params = {"value": repr(value), "minimum": spec.minimum}
    return OptionError(message, key=spec.key, code="option_at_least", params=params)


def _read_contracts(value: object) -> tuple[str, ...]:
    if not isinstance(value, list) or not value:
        raise OptionError(
            "option allowed_contracts must be a non-empty list of petite, garde, garde-sans, garde-contre",
            key="allowed_contracts",
            code="option_list",
            params={"choices": ", ".join(CONTRACTS)},
        )
    chosen: set[str] = set()
    for item in value:
        name = CONTRACT_ALIASES.get(item, item) if isinstance(item, str) else item
        if name not in CONTRACTS:
            raise OptionError(
                f"option allowed_contracts: {item!r} is not a contract (petite, garde, garde-sans, garde-contre)",
                key="allowed_contracts",
                code="option_list_item",
                params={"value": repr(item), "choices": ", ".join(CONTRACTS)},
            )
        chosen.add(name)
    return tuple(c for c in CONTRACTS if c in chosen)


__all__ = ["CONTRACTS", "CONTRACT_ALIASES", "PETIT_SEC_MODES", "REDEAL_MODES", "Options", "read_options"]
