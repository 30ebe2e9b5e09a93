"""The options of French Tarot, read strictly (french-tarot.md §17.1).

Unknown keys and values of the wrong type or outside the vocabulary raise :class:`OptionError` naming
the key, so that a record with such an option is malformed (C1).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final

from tarocchi.engine.options import is_int, read_bool, read_choice, require_mapping
from tarocchi.errors import OptionError

CONTRACTS: Final = ("petite", "garde", "garde-sans", "garde-contre")
"""R4.1: the contracts, lowest first, as records write them."""
CONTRACT_ALIASES: Final = {"prise": "petite"}
"""C9: ``prise`` is read as ``petite``."""
PETIT_SEC_MODES: Final = ("annul", "optional")
REDEAL_MODES: Final = ("same-dealer", "next-dealer")


@dataclass(frozen=True, slots=True)
class Options:
    """One set of §17.1 options; the defaults are the official (FFT) rules."""

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
    def session_deals(self) -> int:
        """The number of deals of a session (R11.2: default ``players``, one full rotation)."""
        return self.players if self.deals is None else self.deals

    def to_json(self) -> dict[str, Any]:
        """The options as a record writes them: ``players`` and every key that differs from its default."""
        out: dict[str, Any] = {"players": self.players}
        default = Options()
        for key in _KEYS:
            if key == "players":
                continue
            value = getattr(self, key)
            if value != getattr(default, key):
                out[key] = list(value) if isinstance(value, tuple) else value
        return out


_KEYS: Final = (
    "players",
    "authentic_deal",
    "petit_sec",
    "petit_sec_redeal",
    "discard_kings",
    "enable_poignee",
    "enable_chelem",
    "allowed_contracts",
    "defence_chelem",
    "deals",
    "target_score",
    "count_passed_deals",
)
_BOOL_MESSAGE: Final = "option {key} must be true or false, not {value!r}"
_CHOICE_MESSAGE: Final = "option {key} must be {choices}, not {value!r}"
_BOOL_KEYS: Final = frozenset(
    {"authentic_deal", "discard_kings", "enable_poignee", "enable_chelem", "defence_chelem", "count_passed_deals"}
)


def read_options(raw: Mapping[str, Any]) -> Options:
    """Read record/CLI options strictly (§17.1, C1)."""
    require_mapping(raw)
    values: dict[str, Any] = {}
    for key, value in raw.items():
        if key not in _KEYS:
            raise OptionError(f"unknown option {key!r} for french-tarot", key=str(key))
        if key in _BOOL_KEYS:
            values[key] = read_bool(raw, key, message=_BOOL_MESSAGE)
        elif key == "players":
            if not is_int(value) or value not in (3, 4, 5):
                raise OptionError(f"option players must be 3, 4 or 5, not {value!r} (R2.1, §13)", key=key)
            values[key] = value
        elif key == "petit_sec":
            values[key] = read_choice(raw, key, PETIT_SEC_MODES, "annul", message=_CHOICE_MESSAGE)
        elif key == "petit_sec_redeal":
            values[key] = read_choice(raw, key, REDEAL_MODES, "same-dealer", message=_CHOICE_MESSAGE)
        elif key == "allowed_contracts":
            values[key] = _read_contracts(value)
        elif key == "deals":
            if not is_int(value) or value < 1:
                raise OptionError(f"option deals must be an integer >= 1, not {value!r}", key=key)
            values[key] = value
        else:  # target_score
            if value is not None and (not is_int(value) or value < 1):
                raise OptionError(f"option target_score must be a positive integer or null, not {value!r}", key=key)
            values[key] = value
    return Options(**values)


def _read_contracts(value: object) -> tuple[str, ...]:
    if not isinstance(value, list) or not value:
        raise OptionError(
            "option allowed_contracts must be a non-empty list of petite, garde, garde-sans, garde-contre",
            key="allowed_contracts",
        )
    chosen: set[str] = set()
    for item in value:
        name = CONTRACT_ALIASES.get(item, item) if isinstance(item, str) else item
        if name not in CONTRACTS:
            raise OptionError(
                f"option allowed_contracts: {item!r} is not a contract (petite, garde, garde-sans, garde-contre)",
                key="allowed_contracts",
            )
        chosen.add(name)
    return tuple(c for c in CONTRACTS if c in chosen)


__all__ = ["CONTRACTS", "CONTRACT_ALIASES", "Options", "read_options"]
