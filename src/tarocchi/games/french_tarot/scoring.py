"""Scoring a deal (french-tarot.md §9, §10): target, margin, the per-defender amount D and the shares.

Card points come in half-points (R1.6); the public figures (``points``, ``attack_points``) are points,
whole numbers where whole (C6).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

TARGETS: Final = (56, 51, 41, 36)
"""R10.1: the attack's target by the number of bouts it holds."""
MULTIPLIERS: Final = {"petite": 1, "garde": 2, "garde-sans": 4, "garde-contre": 6}
"""R4.1: the contract multipliers."""
BASE: Final = 25
"""R10.4: the fixed part of the contract's value."""
PETIT_AU_BOUT: Final = 10
"""R9.1: petit au bout, before the multiplier."""
CHELEM_BONUS: Final = {"announced-made": 400, "made": 200, "announced-failed": -200, "defence": -200}
"""R9.4, R9.7: the chelem bonuses from the attack's point of view (never multiplied)."""


@dataclass(frozen=True, slots=True)
class Margin:
    """The contract's outcome: target (R10.1), rounded margin (R10.3), made (R10.2) and D (R10.4)."""

    target: int
    diff: int
    made: bool
    per_defender: int


def target_for(bouts: int) -> int:
    """R10.1: 56 / 51 / 41 / 36 for 0 / 1 / 2 / 3 bouts."""
    return TARGETS[bouts]


def margin(
    multiplier: int, attack_half: int, bouts: int, petit_au_bout: int, poignees: int, chelem_bonus: int
) -> Margin:
    """R10.2–R10.4: ``petit_au_bout`` is +1 (attack), -1 (defence) or 0; ``poignees`` the sum of bonuses.

    ``D = (s·(25 + diff) + pab)·m + s·P + C`` with ``diff`` rounded up from a half (R10.3).
    """
    target = TARGETS[bouts]
    made = attack_half >= 2 * target  # R10.2: reaching the target exactly is made
    diff = (abs(attack_half - 2 * target) + 1) // 2  # R10.3: a .5 rounds up
    sign = 1 if made else -1
    per_defender = (sign * (BASE + diff) + PETIT_AU_BOUT * petit_au_bout) * multiplier + sign * poignees + chelem_bonus
    return Margin(target, diff, made, per_defender)


def shares(players: int, taker: int, partner: int | None, per_defender: int) -> list[int]:
    """R10.4, R6.6: each defender -D; the taker takes the rest (+2D with a partner, who takes +D)."""
    scores = [-per_defender] * players
    if partner is not None:
        scores[partner] = per_defender
        scores[taker] = 2 * per_defender
    else:
        scores[taker] = (players - 1) * per_defender
    assert sum(scores) == 0  # R10.5: zero-sum
    return scores


def chelem_status(
    *, enabled: bool, announced: bool, attack_all: bool, defence_all: bool, defence_chelem: bool
) -> str | None:
    """R9.4–R9.7, C17: ``announced-made``, ``announced-failed``, ``made``, ``defence`` or ``None``."""
    if not enabled:
        return None  # C17: no chelem bonus of any kind
    if announced:
        return "announced-made" if attack_all else "announced-failed"  # C17: -200 once, never -400
    if attack_all:
        return "made"
    if defence_all and defence_chelem:
        return "defence"
    return None


def points_value(half: int) -> int | float:
    """Half-points as points: ``91`` or ``40.5`` (C6)."""
    return half // 2 if half % 2 == 0 else half / 2


__all__ = [
    "BASE",
    "CHELEM_BONUS",
    "MULTIPLIERS",
    "PETIT_AU_BOUT",
    "TARGETS",
    "Margin",
    "chelem_status",
    "margin",
    "points_value",
    "shares",
    "target_for",
]
