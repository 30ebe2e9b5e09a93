"""Gatti's options, read strictly (gatti.md §16.1 and C1)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final

from tarocchi.engine.options import read_bool, read_choice, read_int, refuse_unknown, require_mapping
from tarocchi.errors import OptionError

PLAYER_COUNTS: Final = (2, 3, 4)
MODES: Final = ("pairs", "call")
BONUS_MODES: Final = ("none", "declared", "captured", "both")
BOOL_KEYS: Final = ("bagatto_last", "must_overtrump", "protect_honours")
KEYS: Final = ("players", "mode", "bonuses", *BOOL_KEYS, "match_hands")


@dataclass(frozen=True, slots=True)
class Options:
    """One set of Gatti options; the defaults are the official rules (16.1)."""

    players: int = 3
    mode: str = "pairs"
    """``pairs`` or ``call``; meaningful only with 4 players (12.1, 12.3)."""
    bonuses: str = "declared"
    """``none``, ``declared``, ``captured`` or ``both`` (7, 12.4, 12.5)."""
    bagatto_last: bool = False
    must_overtrump: bool = False
    protect_honours: bool = False
    match_hands: int = 3
    """3 with 3 players, 4 otherwise, unless given (3.5, A-8)."""

    @property
    def num_seats(self) -> int:
        """3 with 3 players, 4 in the four-seat games (2 players sit with two dummies, 12.2)."""
        return 3 if self.players == 3 else 4

    @property
    def is_call(self) -> bool:
        """The called-king game (12.3)."""
        return self.players == 4 and self.mode == "call"

    @property
    def declares(self) -> bool:
        """Whether ``declare`` actions exist (7, 12.4)."""
        return self.bonuses in ("declared", "both")

    @property
    def captures(self) -> bool:
        """Whether bonuses are also formed from captured cards (12.5, C18)."""
        return self.bonuses in ("captured", "both")

    def to_json(self) -> dict[str, Any]:
        """The options as a record writes them: every key, ``mode`` only with 4 players (C1)."""
        out: dict[str, Any] = {"players": self.players}
        if self.players == 4:
            out["mode"] = self.mode
        out["bonuses"] = self.bonuses
        for key in BOOL_KEYS:
            out[key] = getattr(self, key)
        out["match_hands"] = self.match_hands
        return out


def read_options(raw: Mapping[str, Any]) -> Options:
    """Read options strictly (C1); raise :class:`OptionError` naming the faulty key."""
    require_mapping(raw)
    refuse_unknown(raw, KEYS, "unknown option {key!r} for gatti (known: {known})")
    players = read_int(raw, "players")
    if players is None:
        players = 3
    elif players not in PLAYER_COUNTS:
        raise OptionError(f"option 'players' must be 2, 3 or 4, found {players}", key="players")
    mode = "pairs"
    if "mode" in raw:
        # C1: ``mode`` is read only with 4 players, even when it says "pairs".
        if players != 4:
            raise OptionError(f"option 'mode' is used only with 4 players (players is {players})", key="mode")
        mode = read_choice(raw, "mode", MODES, "pairs")
    bonuses = read_choice(raw, "bonuses", BONUS_MODES, "declared")
    # C1: a boolean option is JSON true or false, nothing else.
    flags = {key: read_bool(raw, key) for key in BOOL_KEYS}
    match_hands = read_int(raw, "match_hands")
    if match_hands is None:
        match_hands = 3 if players == 3 else 4
    elif match_hands < 1:
        raise OptionError(f"option 'match_hands' must be at least 1, found {match_hands}", key="match_hands")
    return Options(
        players=players,
        mode=mode,
        bonuses=bonuses,
        bagatto_last=flags["bagatto_last"],
        must_overtrump=flags["must_overtrump"],
        protect_honours=flags["protect_honours"],
        match_hands=match_hands,
    )
