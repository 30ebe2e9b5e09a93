"""Scoring a hand (gatti.md §2, §8–§11, 12.5, 16.5, C17–C20).

Every path (the checked hand, playouts, random hands) reduces a finished hand to the same few facts,
:class:`HandFacts` (each side's final pile, its tricks, who owns the discard, the declarations, the
last trick), and :func:`score_hand` is the one function that scores them; the result's detail is a
typed :class:`GattiDetail` whose JSON is the record vocabulary of 16.5.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

from tarocchi.cards import CODES, CardSet, codes_of
from tarocchi.engine.game import Detail, HandResult, JsonDict

from .bonuses import Bonus, Thresholds, captured
from .deck import card_points

BAGATTO_WIN = 20
"""R11.2, R11.3: T1 wins the last trick."""
BAGATTO_LOSS_THREE = 10
"""R11.2: with 3 players, each of the two others scores 10 when T1 loses the last trick."""
BAGATTO_LOSS_FOUR = 20
"""R11.3: in the four-seat games the opposing side scores 20."""

_OWNS_DISCARD: Final = {n: {owner: tuple(k == owner for k in range(n)) for owner in range(-1, n)} for n in (2, 3)}
"""``_OWNS_DISCARD[sides][k]``: for each side, whether it is side ``k``, the discard's owner (R2.2, C17;
``k`` is -1 when no side owns it)."""


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


@dataclass(frozen=True, eq=False)
class GattiDetail(Detail):
    """The named parts of a hand's score (16.5); :meth:`to_json` is the record's ``detail``.

    ``tricks`` and ``card_points`` are per seat (a side's figure on each of its seats); ``declared``
    holds ``(seat, bonus)``, ``captured`` ``(seats of the side, bonus name, points)``; ``bagatto_last``
    is ``(seat of T1, won, points)``; ``fool`` the Fool's ``{seat, trick, owed_to, given}``. ``side_of``
    (each seat's side) is not written: it lets the explanation group the seats.
    """

    discard_owner: int
    tricks: tuple[int, ...]
    card_points: tuple[int, ...]
    declared: tuple[tuple[int, Bonus], ...]
    captured: tuple[tuple[tuple[int, ...], str, int], ...]
    bagatto_last: tuple[int, bool, int] | None
    fool: Mapping[str, Any] | None
    is_call: bool
    called: int
    partner: int
    side_of: tuple[int, ...]

    def to_json(self) -> JsonDict:
        """The detail in record vocabulary (16.5)."""
        out: JsonDict = {
            "discard_owner": self.discard_owner,
            "tricks": list(self.tricks),
            "card_points": list(self.card_points),
            "declared": [
                {"seat": seat, "as": bonus.name, "cards": codes_of(bonus.cards), "points": bonus.points}
                for seat, bonus in self.declared
            ],
            "captured": [{"seats": list(seats), "as": name, "points": points} for seats, name, points in self.captured],
            "bagatto_last": (
                None
                if self.bagatto_last is None
                else {"seat": self.bagatto_last[0], "won": self.bagatto_last[1], "points": self.bagatto_last[2]}
            ),
            "fool": dict(self.fool) if self.fool is not None else None,
        }
        if self.is_call:
            out["called"] = CODES[self.called] if self.called >= 0 else None
            out["partner"] = self.partner if self.partner >= 0 else None
        return out


def score_hand(facts: HandFacts, limits: Thresholds, captures: bool, is_call: bool) -> HandResult:
    """The hand's points, scores and detail (16.5)."""
    side_of = facts.side_of
    piles = facts.piles
    num_sides = len(piles)
    num_seats = len(side_of)
    # R2.2, C17: card values of the pile, one point per trick, one for the discard.
    card = list(map(card_points, piles, facts.tricks, _OWNS_DISCARD[num_sides][facts.discard_side]))
    total = card.copy()
    # R7.7, R7.9: declared bonuses are final and go to the declarer's side.
    for seat, bonus in facts.declared:
        total[side_of[seat]] += bonus.points
    # 12.5, C18: bonuses of each side's final pile.
    found: list[tuple[tuple[int, ...], str, int]] = []
    if captures:
        for k in range(num_sides):
            held = captured(piles[k], limits)
            if held:  # the side's seats are named only when it captured a bonus
                seats = tuple(s for s in range(num_seats) if side_of[s] == k)
                for name, points in held:
                    total[k] += points
                    found.append((seats, name, points))
    # R11, C19: Bagatto last.
    bagatto = None
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
        bagatto = (seat, won, points)
    points_of = tuple(map(card.__getitem__, side_of))
    # Positional, in field order (cheaper than keywords): discard_owner, tricks, card_points, declared,
    # captured, bagatto_last, fool, is_call, called, partner, side_of.
    detail = GattiDetail(
        facts.discard_owner,
        tuple(map(facts.tricks.__getitem__, side_of)),
        points_of,
        facts.declared,
        tuple(found),
        bagatto,
        facts.fool,
        is_call,
        facts.called,
        facts.partner,
        side_of,
    )
    return HandResult(points_of, tuple(map(total.__getitem__, side_of)), detail)


def sides_total(results: Sequence[HandResult], num_seats: int) -> list[int]:
    """R10.3, C20: each seat's sum of its hand scores."""
    totals = [0] * num_seats
    for result in results:
        for s in range(num_seats):
            totals[s] += int(result.scores[s])
    return totals
