"""The test id of a game variant, for the suites that run every game and player count alike (the "same" tests)."""

from __future__ import annotations

from typing import Any


def variant_id(case: tuple[str, dict[str, Any]]) -> str:
    """``french-tarot-players=4``: the game's name, then its options in key order."""
    name, options = case
    return name + "".join(f"-{k}={v}" for k, v in sorted(options.items()))
