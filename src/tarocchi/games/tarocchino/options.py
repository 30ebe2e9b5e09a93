"""Options of Tarocchino (tarocchino.md §13.1, C1), read strictly."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final

from tarocchi.engine.options import is_int, read_bool, read_choice, refuse_unknown, require_mapping
from tarocchi.errors import OptionError

TIMINGS: Final = ("round", "first-trick")
_KEYS: Final = ("players", "grande_two_counters", "declaration_timing")


@dataclass(frozen=True, slots=True)
class Options:
    """§13.1: ``players`` (always 4), ``grande_two_counters`` (A7, C13), ``declaration_timing`` (A5, C6, C7)."""

    players: int = 4
    grande_two_counters: bool = False
    declaration_timing: str = "round"

    @classmethod
    def from_raw(cls, raw: Mapping[str, Any]) -> Options:
        """C1: an unknown key or a value outside the allowed ones is refused, naming the key."""
        require_mapping(raw)
        refuse_unknown(raw, _KEYS, "unknown option {key!r} for tarocchino ({known})")
        players = raw.get("players", 4)
        if not is_int(players) or players != 4:
            raise OptionError(f"players must be 4 for tarocchino (two fixed pairs), found {players!r}", key="players")
        two = read_bool(raw, "grande_two_counters", message="{key} must be true or false, found {value!r}")
        timing = read_choice(
            raw, "declaration_timing", TIMINGS, "round", message="{key} must be {choices}, found {value!r}"
        )
        return cls(players, two, timing)

    def to_json(self) -> dict[str, Any]:
        """Every option, as a record writes them."""
        return {
            "players": self.players,
            "grande_two_counters": self.grande_two_counters,
            "declaration_timing": self.declaration_timing,
        }
