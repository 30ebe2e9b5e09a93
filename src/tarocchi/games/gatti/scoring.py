"""Scoring a hand (gatti.md §2, §8–§11, 12.5, 16.5, C17–C20).

Both the checking hand state and the fast random path reduce a finished hand to the same few
facts (each side's final pile, its tricks, who owns the discard, the declarations, the last trick)
and score them here, so they cannot disagree.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from tarocchi.cards import CODES, CardSet, codes_of
from tarocchi.engine.game import HandResult

from .bonuses import Bonus, Thresholds, captured
from .deck import card_points

BAGATTO_WIN = 20
"""R11.2, R11.3: T1 wins the last trick."""
BAGATTO_LOSS_THREE = 10
"""R11.2: with 3 players, each of the two others scores 10 when T1 loses the last trick."""
BAGATTO_LOSS_FOUR = 20
"""R11.3: in the four-seat games the opposing side scores 20."""


@dataclass(frozen=True, slots=True)
class HandFacts:
    """What a finished hand leaves on the table, by side.

    ``side_of[s]``: the side of seat ``s`` (3 players: the seat itself; four seats: 0 for the dealer's
    side in the called-king game, else ``s % 2``). ``piles[k]``: every card side ``k`` ends with,
    after the Fool exchange, the discard included when it owns it. ``tricks[k]``: tricks won in play.
    """

    side_of: tuple[int, ...]
    piles: tuple[CardSet, ...]
    tricks: tuple[int, ...]
    discard_side: int
    discard_owner: int
    declared: tuple[tuple[int, Bonus], ...]
    bagatto: tuple[int, bool] | None
    """``(seat of T1, whether T1 won the last trick)`` when the rule applies (C19), else ``None``."""
    fool: dict[str, Any] | None
    called: int = -1
    partner: int = -1


def score_hand(facts: HandFacts, limits: Thresholds, captures: bool, is_call: bool) -> HandResult:
    """The hand's points, scores and detail (16.5)."""
    side_of = facts.side_of
    num_sides = len(facts.piles)
    num_seats = len(side_of)
    # R2.2, C17: card values of the pile, one point per trick, one for the discard.
    card = [card_points(facts.piles[k], facts.tricks[k], k == facts.discard_side) for k in range(num_sides)]
    total = list(card)
    # R7.7, R7.9: declared bonuses are final and go to the declarer's side.
    declared_detail = []
    for seat, bonus in facts.declared:
        total[side_of[seat]] += bonus.points
        declared_detail.append({"seat": seat, "as": bonus.name, "cards": codes_of(bonus.cards), "points": bonus.points})
    # 12.5, C18: bonuses of each side's final pile.
    captured_detail = []
    if captures:
        for k in range(num_sides):
            seats = [s for s in range(num_seats) if side_of[s] == k]
            for name, points in captured(facts.piles[k], limits):
                total[k] += points
                captured_detail.append({"seats": seats, "as": name, "points": points})
    # R11, C19: Bagatto last.
    bagatto_detail = None
    if facts.bagatto is not None:
        seat, won = facts.bagatto
        mine = side_of[seat]
        if won:
            total[mine] += BAGATTO_WIN
            points = BAGATTO_WIN
        else:
            points = BAGATTO_LOSS_THREE if num_sides == 3 else BAGATTO_LOSS_FOUR
            for k in range(num_sides):
                if k != mine:
                    total[k] += points
        bagatto_detail = {"seat": seat, "won": won, "points": points}
    detail: dict[str, Any] = {
        "discard_owner": facts.discard_owner,
        "tricks": [facts.tricks[side_of[s]] for s in range(num_seats)],
        "card_points": [card[side_of[s]] for s in range(num_seats)],
        "declared": declared_detail,
        "captured": captured_detail,
        "bagatto_last": bagatto_detail,
        "fool": facts.fool,
    }
    if is_call:
        detail["called"] = CODES[facts.called] if facts.called >= 0 else None
        detail["partner"] = facts.partner if facts.partner >= 0 else None
    return HandResult(
        points=tuple(card[side_of[s]] for s in range(num_seats)),
        scores=tuple(total[side_of[s]] for s in range(num_seats)),
        detail=detail,
    )


def sides_total(results: Sequence[HandResult], num_seats: int) -> list[int]:
    """R10.3, C20: each seat's sum of its hand scores."""
    totals = [0] * num_seats
    for result in results:
        for s in range(num_seats):
            totals[s] += int(result.scores[s])
    return totals
