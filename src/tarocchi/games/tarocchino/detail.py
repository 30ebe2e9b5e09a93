"""The typed detail of a Tarocchino deal's result (tarocchino.md §13.5), read as its record vocabulary.

:class:`TarocchinoDetail` keeps the deal's facts and the numbers :func:`~.scoring.score_hand` worked out; the
JSON of ``tarocchi replay`` (:meth:`TarocchinoDetail.to_json`) is built from them only when asked, so a playout
that reads ``unrounded`` pays for no card list.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tarocchi.cards import CODES, codes_of
from tarocchi.engine.actions import NO_CARD
from tarocchi.engine.game import Detail, JsonDict
from tarocchi.games.tarocchino.combinations import NAMES, UnitScore, score_pile
from tarocchi.games.tarocchino.match import PAIR_SEATS

if TYPE_CHECKING:
    from tarocchi.games.tarocchino.scoring import HandFacts


@dataclass(frozen=True, eq=False, slots=True)
class TarocchinoDetail(Detail):
    """§13.5 ``detail``: the declarations, the captured combinations, card points, last trick, monte, Matto,
    the unrounded totals and the end of the match, each pair's figures indexed by pair (0: seats 0 and 2)."""

    facts: HandFacts
    two_counters: bool
    seat_declared: tuple[int, int, int, int]
    """Each seat's declaration points after its doublings (R5.2, R5.3)."""
    pair_declared: tuple[int, int]
    captured_points: tuple[int, int]
    """R7.2: each pair's captured-combination points, with the doublings."""
    card_points: tuple[int | float, int | float]
    """R7.3: each pair's card points, counted in pairs."""
    pair_unrounded: tuple[int | float, int | float]
    """R7.6: each pair's total before rounding (R7.7)."""
    winner: int
    """The pair that won the match with this deal (R9.2-R9.4, C15), else -1."""

    @property
    def ended(self) -> str | None:
        """``declarations`` (C15), ``deal`` (the match ended with this deal) or ``None``."""
        if self.facts.ended >= 0:
            return "declarations"
        return "deal" if self.winner >= 0 else None

    @property
    def unrounded(self) -> tuple[int | float, int | float, int | float, int | float]:
        """Per seat, the pair's total before rounding."""
        u = self.pair_unrounded
        return (u[0], u[1], u[0], u[1])

    def captured(self) -> tuple[UnitScore, UnitScore]:
        """Each pair's captured combinations, listed (R7.2, C14)."""
        piles = self.facts.piles
        return (
            score_pile(piles[0], grande_two_counters=self.two_counters),
            score_pile(piles[1], grande_two_counters=self.two_counters),
        )

    def to_json(self) -> JsonDict:
        facts = self.facts
        declared: JsonDict = {
            "combinations": [
                {"seat": s, "as": NAMES[index], "cards": codes_of(cards), "points": points}
                for s, index, cards, points in facts.declared
            ],
            "seats": list(self.seat_declared),
            "pairs": list(self.pair_declared),
        }
        out: JsonDict
        if facts.ended >= 0:
            return {
                "declared": declared,
                "unrounded": list(self.unrounded),
                "winner": list(PAIR_SEATS[facts.ended]),
                "ended": "declarations",
            }
        captured = self.captured()
        points = self.card_points
        dealer = facts.dealer
        out = {
            "declared": declared,
            "captured": [
                {"seats": list(PAIR_SEATS[p]), "cards": codes_of(facts.piles[p]), **captured[p].to_json()}
                for p in (0, 1)
            ],
            "card_points": [points[0], points[1], points[0], points[1]],
            "last_trick": facts.last_trick,
            "monte_owner": dealer if facts.monte_pair == dealer & 1 else (dealer + 1) % 4,
            "matto": self._matto(),
            "unrounded": list(self.unrounded),
        }
        if self.winner >= 0:
            out["winner"] = list(PAIR_SEATS[self.winner])
            out["ended"] = "deal"
        return out

    def _matto(self) -> dict[str, Any] | None:
        """R6.5, C17: who played the Matto, in which trick, who was owed the exchange and what was given."""
        fool = self.facts.fool
        if fool is None:
            return None
        seat, trick, winner = fool
        owed_to: int | None = None
        given: str | None = None
        if self.facts.exchange != NO_CARD:
            owed_to, given = winner, CODES[self.facts.exchange]
        elif winner & 1 != seat & 1:
            owed_to, given = winner, "FOOL"  # R6.5 cappotto: the Matto itself passes
        return {"seat": seat, "trick": trick, "owed_to": owed_to, "given": given}


__all__ = ["TarocchinoDetail"]
