"""The match around a deal (tarocchino.md §9, C15, C16): running totals, the immediate win, the winner.

A deal needs to know the running score of both pairs: a pair whose running total plus its declarations reaches
800 wins at once (R9.2, C15), except in a deal played after an exact tie at 800 or more (C16). The generic
``Game.new_hand(dealer, deal)`` does not carry the previous hands, so the record reader and the live session hand
the previous :class:`~tarocchi.engine.game.HandState` over through ``check_dealer`` / ``next_dealer``, which they
call just before ``new_hand``: the game keeps it in a per-thread slot that ``new_hand`` takes once.
"""

from __future__ import annotations

import threading
import weakref
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

_pending = threading.local()


def hand_over(game: object, dealer: int, context: MatchContext) -> None:
    """Remember the context of the next deal of ``game`` dealt by ``dealer`` (this thread only)."""
    _pending.value = (weakref.ref(game), dealer, context)


def take(game: object, dealer: int) -> MatchContext:
    """The context handed over for this game object and dealer, once; a fresh match otherwise."""
    value = getattr(_pending, "value", None)
    _pending.value = None
    if value is not None and value[0]() is game and value[1] == dealer:
        context: MatchContext = value[2]
        return context
    return FRESH
