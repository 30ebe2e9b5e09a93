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

from tarocchi.engine.options import (
    OptionSpec,
    check_number,
    option_refusal,
    read_bool,
    read_choice,
    refuse_unknown,
    require_mapping,
)

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
GAME: Final = "french-tarot"
"""The game its refusals name (:func:`tarocchi.engine.options.option_refusal`: every game words them alike)."""


def read_options(raw: Mapping[str, Any]) -> Options:
    """Read record/CLI options strictly (§17.1, C1)."""
    require_mapping(raw, GAME)
    refuse_unknown(raw, _SPECS, game=GAME)
    values = {key: _read(_SPECS[key], raw) for key in raw}
    return Options(**values)


def _read(spec: OptionSpec, raw: Mapping[str, Any]) -> Any:
    """One present key, checked by its kind (C1): ``players`` 2 to 5 (R2.1, §13), ``deals`` at least 1,
    ``target_score`` positive or null."""
    key, value = spec.key, raw[spec.key]
    if spec.kind == "bool":
        return read_bool(raw, key, game=GAME)
    if spec.kind == "choice":
        return read_choice(raw, key, spec.choices, spec.default, game=GAME)
    if spec.kind == "multi":
        return _read_contracts(value)
    return check_number(spec, value, GAME)


def _read_contracts(value: object) -> tuple[str, ...]:
    """``allowed_contracts``: a non-empty list of contracts, ``prise`` read as ``petite`` (C9)."""
    if not isinstance(value, list) or not value:
        raise option_refusal("option_list", GAME, "allowed_contracts", value=value, choices=CONTRACTS)
    chosen: set[str] = set()
    for item in value:
        name = CONTRACT_ALIASES.get(item, item) if isinstance(item, str) else item
        if name not in CONTRACTS:
            raise option_refusal("option_list_item", GAME, "allowed_contracts", value=item, choices=CONTRACTS)
        chosen.add(name)
    return tuple(c for c in CONTRACTS if c in chosen)


__all__ = ["CONTRACTS", "CONTRACT_ALIASES", "PETIT_SEC_MODES", "REDEAL_MODES", "Options", "read_options"]
