"""Scoring a deal (french-tarot.md §9, §10): target, margin, the per-defender amount D and the shares.

Every finished deal, played by the checked path, a playout or a random hand, is reduced to one
:class:`HandFacts` record and scored by the one function :func:`score_hand`; its typed detail is a
:class:`FrenchTarotDetail`, which reads as today's record dict (``to_json``).

Card points come in half-points (R1.6); the public figures (``points``, ``attack_points``) are points,
whole numbers where whole (C6).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final, NamedTuple

from tarocchi.cards import CODES, CardSet
from tarocchi.engine.game import Detail, HandResult

from .deck import BOUTS, half_points
from .declarations import PETIT_SEC, POIGNEE_BONUS

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


class Margin(NamedTuple):
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


def shares(players: int, taker: int, partner: int | None, per_defender: int, dummy: int = -1) -> list[int]:
    """R10.4, R6.6: each defender -D; the taker takes the rest (+2D with a partner, who takes +D).

    §13, two players (``dummy`` >= 0): the three-seat formula, the taker +2D, the defender -2D (its
    own share and the dummy's), the dummy's seat 0."""
    scores = [-per_defender] * players
    if dummy >= 0:
        scores[dummy] = 0
        for seat in range(players):
            if seat != dummy and seat != taker:
                scores[seat] = -2 * per_defender
        scores[taker] = 2 * per_defender
    elif partner is not None:
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


PAB_NAMES: Final = {1: "attack", -1: "defence", 0: None}
"""Petit au bout as the record writes it (R9.1)."""


class HandFacts(NamedTuple):
    """What a finished deal leaves for the score (R10): the only input of :func:`score_hand`.

    ``annulled``: the seat whose petit sec annulled the deal (R3.7, C7, C8), else -1; ``taker`` -1 when
    everyone passed (R4.3). ``attack``: every card that counts for the attack (its won tricks after the
    Excuse exchange, the discard in Petite / Garde R5.1, the chien in Garde Sans R5.5);
    ``attack_tricks`` of ``tricks`` won by the attack in play; ``petit_au_bout``: +1 attack, -1
    defence, 0 (R9.1, R9.2); ``poignees``: (seat, level) in order of declaration.
    """

    players: int
    """Seats at the table (three with two players, §13)."""
    dummy: int = -1
    """§13: the dummy's seat with two players (it scores 0), else -1."""
    annulled: int = -1
    taker: int = -1
    contract: str = ""
    called: int = -1
    partner: int = -1
    attack: CardSet = 0
    attack_tricks: int = 0
    tricks: int = 0
    petit_au_bout: int = 0
    poignees: tuple[tuple[int, str], ...] = ()
    chelem_announced: bool = False
    enable_chelem: bool = True
    defence_chelem: bool = False


@dataclass(frozen=True, slots=True)
class PoigneeScore:
    """One poignée in the detail: the seat, its level and its bonus (R8.1)."""

    seat: int
    level: str
    points: int


@dataclass(frozen=True, eq=False, repr=False, slots=True)
class FrenchTarotDetail(Detail):
    """The typed ``detail`` of a French Tarot :class:`~tarocchi.engine.game.HandResult`.

    ``kind`` is ``played``, ``passed`` (R4.3) or ``annulled`` (R3.7, ``seat`` holds the petit sec). A
    played deal keeps its :class:`HandFacts` alone; every figure of the score is worked out from them
    when read (the properties below, by the same functions :func:`score_hand` uses), and
    :meth:`to_json` is the record dict of each kind (``tarocchi replay --json``).
    """

    kind: str
    seat: int | None = None
    facts: HandFacts | None = None

    def _facts(self) -> HandFacts:
        if self.facts is None:
            raise AttributeError(f"a {self.kind} deal has no contract")
        return self.facts

    def _outcome(self) -> Margin:
        facts = self._facts()
        return margin(
            MULTIPLIERS[facts.contract],
            half_points(facts.attack),
            (facts.attack & BOUTS).bit_count(),
            facts.petit_au_bout,
            poignee_total(facts.poignees),
            self.chelem_bonus,
        )

    @property
    def outcome(self) -> Margin:
        """R10.1–R10.4: target, margin, made and D."""
        return self._outcome()

    @property
    def chelem(self) -> str | None:
        """R9.4–R9.7, C17: ``announced-made``, ``announced-failed``, ``made``, ``defence`` or ``None``."""
        facts = self.facts
        return None if facts is None else chelem_of(facts)

    @property
    def chelem_bonus(self) -> int:
        """R9.4, R9.7: the chelem bonus, from the attack's point of view."""
        chelem = self.chelem
        return CHELEM_BONUS[chelem] if chelem is not None else 0

    @property
    def attack_half(self) -> int:
        """The attack's card points in half-points (R1.6)."""
        facts = self.facts
        return 0 if facts is None else half_points(facts.attack)

    @property
    def contract(self) -> str:
        """The contract (R4.1)."""
        return self._facts().contract

    @property
    def taker(self) -> int:
        """The taker's seat."""
        return self._facts().taker

    @property
    def called(self) -> int | None:
        """The called card (five players, R6.2), else ``None``."""
        called = self._facts().called
        return called if called >= 0 else None

    @property
    def partner(self) -> int | None:
        """The partner's seat (five players, C10), else ``None``."""
        partner = self._facts().partner
        return partner if partner >= 0 else None

    @property
    def attack_points(self) -> int | float:
        """The attack's card points (C6: whole where whole)."""
        return points_value(self.attack_half)

    @property
    def bouts(self) -> int:
        """The bouts the attack holds (R1.5)."""
        return (self._facts().attack & BOUTS).bit_count()

    @property
    def target(self) -> int:
        """R10.1: the points the attack needs."""
        return self._outcome().target

    @property
    def diff(self) -> int:
        """R10.3: the margin, rounded up from a half."""
        return self._outcome().diff

    @property
    def made(self) -> bool:
        """R10.2: whether the contract is made."""
        return self._outcome().made

    @property
    def multiplier(self) -> int:
        """R4.1: the contract's multiplier."""
        return MULTIPLIERS[self.contract]

    @property
    def petit_au_bout(self) -> str | None:
        """R9.1, R9.2: ``attack``, ``defence`` or ``None``."""
        return PAB_NAMES[self._facts().petit_au_bout]

    @property
    def poignees(self) -> tuple[PoigneeScore, ...]:
        """The poignées in order of declaration, with their bonus (R8.1)."""
        return tuple(PoigneeScore(s, level, POIGNEE_BONUS[level]) for s, level in self._facts().poignees)

    @property
    def per_defender(self) -> int:
        """R10.4: D, what each defender pays."""
        return self._outcome().per_defender

    def to_json(self) -> dict[str, Any]:
        if self.kind == "annulled":
            return {"annulled": PETIT_SEC, "seat": self.seat}
        if self.kind == "passed":
            return {"passed": True}
        called = self.called
        return {
            "contract": self.contract,
            "taker": self.taker,
            "called": CODES[called] if called is not None else None,
            "partner": self.partner,
            "attack_points": self.attack_points,
            "bouts": self.bouts,
            "target": self.target,
            "diff": self.diff,
            "made": self.made,
            "multiplier": self.multiplier,
            "petit_au_bout": self.petit_au_bout,
            "poignees": [{"seat": p.seat, "as": p.level, "points": p.points} for p in self.poignees],
            "chelem": self.chelem,
            "chelem_bonus": self.chelem_bonus,
            "per_defender": self.per_defender,
        }

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Detail):
            return self.to_json() == other.to_json()
        if isinstance(other, dict):
            return self.to_json() == other
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]


def chelem_of(facts: HandFacts) -> str | None:
    """:func:`chelem_status` of a played deal's facts."""
    return chelem_status(
        enabled=facts.enable_chelem,
        announced=facts.chelem_announced,
        attack_all=facts.attack_tricks == facts.tricks,
        defence_all=facts.attack_tricks == 0,
        defence_chelem=facts.defence_chelem,
    )


def poignee_total(poignees: tuple[tuple[int, str], ...]) -> int:
    """R8.1: the sum of the poignées' bonuses (P of R10.4), whoever declared them."""
    total = 0
    for _, level in poignees:
        total += POIGNEE_BONUS[level]
    return total


def score_hand(facts: HandFacts) -> HandResult:
    """The deal's points, scores and detail from its facts (R3.7, R4.3, R9, R10).

    Only D and the points are worked out here; the detail keeps the facts and reads every other
    figure from them by the same functions (:class:`FrenchTarotDetail`).
    """
    (n, dummy, annulled, taker, contract, _, partner, attack, attack_tricks, tricks, pab, poignees, announced, enabled,
     defence_chelem) = facts  # fmt: skip
    if annulled >= 0 or taker < 0:
        zeros: tuple[int, ...] = (0,) * n
        if annulled >= 0:
            return HandResult(zeros, zeros, FrenchTarotDetail("annulled", annulled))
        return HandResult(zeros, zeros, FrenchTarotDetail("passed"))
    attack_half = half_points(attack)
    chelem = chelem_status(
        enabled=enabled,
        announced=announced,
        attack_all=attack_tricks == tricks,
        defence_all=attack_tricks == 0,
        defence_chelem=defence_chelem,
    )
    per_defender = margin(
        MULTIPLIERS[contract],
        attack_half,
        (attack & BOUTS).bit_count(),
        pab,
        poignee_total(poignees) if poignees else 0,
        CHELEM_BONUS[chelem] if chelem is not None else 0,
    ).per_defender
    scores = shares(n, taker, partner if partner >= 0 else None, per_defender, dummy)
    points: list[int | float] = [points_value(2 * 91 - attack_half)] * n  # R10: each side's card points
    points[taker] = points_value(attack_half)
    if partner >= 0:
        points[partner] = points[taker]
    return HandResult(tuple(points), tuple(scores), FrenchTarotDetail("played", None, facts))


__all__ = [
    "BASE",
    "CHELEM_BONUS",
    "MULTIPLIERS",
    "PAB_NAMES",
    "PETIT_AU_BOUT",
    "TARGETS",
    "FrenchTarotDetail",
    "HandFacts",
    "Margin",
    "PoigneeScore",
    "chelem_of",
    "chelem_status",
    "margin",
    "poignee_total",
    "points_value",
    "score_hand",
    "shares",
    "target_for",
]
