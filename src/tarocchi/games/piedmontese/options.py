"""The options of the game, read strictly (§12.1, C1)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final

from tarocchi.engine.options import read_bool, read_int, refuse_unknown
from tarocchi.errors import OptionError

KEYS: Final = ("players", "angel_beats_world", "must_overtrump", "reference_3p", "match_hands")


@dataclass(frozen=True, slots=True)
class Options:
    """One table's rules (§12.1). ``match_hands`` 0 stands for its default, one deal per player (R7.5)."""

    players: int = 4
    angel_beats_world: bool = False
    must_overtrump: bool = False
    reference_3p: int = 38
    match_hands: int = 0

    def __post_init__(self) -> None:
        if self.match_hands == 0:
            object.__setattr__(self, "match_hands", self.players)

    def to_json(self) -> dict[str, Any]:
        """Every option, as a record writes it."""
        return {
            "players": self.players,
            "angel_beats_world": self.angel_beats_world,
            "must_overtrump": self.must_overtrump,
            "reference_3p": self.reference_3p,
            "match_hands": self.match_hands,
        }


def read_options(raw: Mapping[str, Any]) -> Options:
    """Read record/CLI options; unknown keys and bad values raise :class:`OptionError` naming the key (C1)."""
    refuse_unknown(raw, KEYS, "unknown option {key!r} (known: {known})")
    players = read_int(raw, "players")
    if players is None:
        players = 4
    if players not in (2, 3, 4):
        raise OptionError(f"option 'players' must be 2, 3 or 4, found {players}", key="players")
    reference_3p = read_int(raw, "reference_3p")
    if reference_3p is None:
        reference_3p = 38
    if reference_3p not in (38, 57):  # C1: accepted (and ignored) with 2 or 4 players too
        raise OptionError(f"option 'reference_3p' must be 38 or 57, found {reference_3p}", key="reference_3p")
    match_hands = read_int(raw, "match_hands")
    if match_hands is None:
        match_hands = players  # R7.5: one deal per player
    if match_hands < 1:
        raise OptionError(f"option 'match_hands' must be at least 1, found {match_hands}", key="match_hands")
    return Options(
        players=players,
        # C1: a boolean option is JSON true or false, nothing else.
        angel_beats_world=read_bool(raw, "angel_beats_world"),
        must_overtrump=read_bool(raw, "must_overtrump"),
        reference_3p=reference_3p,
        match_hands=match_hands,
    )
