"""The match around a deal (tarocchino.md §9, C15, C16): running totals, the immediate win, the winner.

A deal needs to know the running score of both pairs: a pair whose running total plus its declarations reaches
800 wins at once (R9.2, C15), except in a deal played after an exact tie at 800 or more (C16). The record reader
and live sessions start each deal with ``Game.start_hand(dealer, deal, previous)``, and the game reads the
:class:`MatchContext` after ``previous`` from it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from tarocchi.games.tarocchino.deck import TARGET

PAIR_SEATS: Final = ((0, 2), (1, 3))


@dataclass(frozen=True, slots=True)
class MatchContext:
    """The match standing before a deal: each pair's rounded running total, and the winner if already decided."""

    totals: tuple[int, int] = (0, 0)
    winner: int | None = None
    """The pair that has already won the match; every action of a later deal is refused (C15)."""

    @property
    def immediate_win(self) -> bool:
        """C16: reaching 800 during the declarations wins, except while both pairs are already at 800 or more."""
        return min(self.totals) < TARGET

    def seats_of(self, pair: int) -> list[int]:
        """The seats of a pair, as ``detail.winner`` lists them."""
        return list(PAIR_SEATS[pair])


FRESH: Final = MatchContext()
