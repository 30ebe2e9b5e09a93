"""Options of Tarocchino (tarocchino.md §13.1, C1), read strictly."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final

from tarocchi.errors import OptionError

TIMINGS: Final = ("round", "first-trick")


@dataclass(frozen=True, slots=True)
class Options:
    """§13.1: ``players`` (always 4), ``grande_two_counters`` (A7, C13), ``declaration_timing`` (A5, C6, C7)."""

    players: int = 4
    grande_two_counters: bool = False
    declaration_timing: str = "round"

    @classmethod
    def from_raw(cls, raw: Mapping[str, Any]) -> Options:
        """C1: an unknown key or a value outside the allowed ones is refused, naming the key."""
        if not isinstance(raw, Mapping):
            raise OptionError("options must be an object")
        for key in raw:
            if key not in ("players", "grande_two_counters", "declaration_timing"):
                raise OptionError(
                    f"unknown option {key!r} for tarocchino (players, grande_two_counters, declaration_timing)",
                    key=str(key),
                )
        players = raw.get("players", 4)
        if isinstance(players, bool) or not isinstance(players, int) or players != 4:
            raise OptionError(f"players must be 4 for tarocchino (two fixed pairs), found {players!r}", key="players")
        two = raw.get("grande_two_counters", False)
        if not isinstance(two, bool):
            raise OptionError(f"grande_two_counters must be true or false, found {two!r}", key="grande_two_counters")
        timing = raw.get("declaration_timing", "round")
        if timing not in TIMINGS:
            raise OptionError(
                f"declaration_timing must be 'round' or 'first-trick', found {timing!r}", key="declaration_timing"
            )
        return cls(players, two, timing)

    def to_json(self) -> dict[str, Any]:
        """Every option, as a record writes them."""
        return {
            "players": self.players,
            "grande_two_counters": self.grande_two_counters,
            "declaration_timing": self.declaration_timing,
        }
