"""Gatti's options, read strictly (gatti.md §16.1 and C1)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Final

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


def _int(raw: Mapping[str, Any], key: str) -> int | None:
    if key not in raw:
        return None
    value = raw[key]
    # C1: an integer option given as a boolean is malformed.
    if isinstance(value, bool) or not isinstance(value, int):
        raise OptionError(f"option {key!r} must be an integer, found {value!r}", key=key)
    return value


def read_options(raw: Mapping[str, Any]) -> Options:
    """Read options strictly (C1); raise :class:`OptionError` naming the faulty key."""
    if not isinstance(raw, Mapping):
        raise OptionError("options must be an object")
    for key in raw:
        if key not in KEYS:
            raise OptionError(f"unknown option {key!r} for gatti (known: {', '.join(KEYS)})", key=str(key))
    players = _int(raw, "players")
    if players is None:
        players = 3
    elif players not in PLAYER_COUNTS:
        raise OptionError(f"option 'players' must be 2, 3 or 4, found {players}", key="players")
    mode = "pairs"
    if "mode" in raw:
        # C1: ``mode`` is read only with 4 players, even when it says "pairs".
        if players != 4:
            raise OptionError(f"option 'mode' is used only with 4 players (players is {players})", key="mode")
        mode = raw["mode"]
        if mode not in MODES:
            raise OptionError(f"option 'mode' must be 'pairs' or 'call', found {mode!r}", key="mode")
    bonuses = raw.get("bonuses", "declared")
    if bonuses not in BONUS_MODES:
        raise OptionError(f"option 'bonuses' must be one of {', '.join(BONUS_MODES)}, found {bonuses!r}", key="bonuses")
    flags: dict[str, bool] = {}
    for key in BOOL_KEYS:
        value = raw.get(key, False)
        # C1: a boolean option is JSON true or false, nothing else.
        if not isinstance(value, bool):
            raise OptionError(f"option {key!r} must be true or false, found {value!r}", key=key)
        flags[key] = value
    match_hands = _int(raw, "match_hands")
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
