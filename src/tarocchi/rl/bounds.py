"""Facts about one hand that OpenSpiel's ``GameInfo`` states: the longest hand, the utilities' bounds
and their sum.

The longest hand follows from the action layout; the scores' bounds and their sum are the game's
(:meth:`~tarocchi.engine.game.Game.score_bounds`, :attr:`~tarocchi.engine.game.Game.hand_score_sum`,
derived from its rules), checked by the tests against random play; they are bounds, not the exact
extremes.
"""

from __future__ import annotations

from tarocchi.engine.game import Game


def max_decisions(game: Game) -> int:
    """An upper bound on the action ids of one hand.

    Every card is played at most once (``deck``); each seat bids at most once per value (``bids``)
    and announces at most once each; a call and a give at most once per seat; each seat takes each
    set family at most once per card it can hold plus a "done" and a declare-nothing per family
    (hand size + talon + 2 per family). Loose, but a true bound for every game here.
    """
    layout = game.action_layout
    n = game.num_seats
    deal = game.deal(0, 0)
    held = max(len(h) for h in deal.hands) + len(deal.talon)
    per_seat = len(layout.bids) + len(layout.announces) + 2 + len(layout.families) * (held + 2)
    return game.deck.bit_count() + n * per_seat


def utility_bounds(game: Game) -> tuple[float, float, float | None]:
    """``(min, max, sum)`` of one hand's scores for every seat: the game's :meth:`~Game.score_bounds`
    and :attr:`~Game.hand_score_sum` (``None`` unless the rules fix it)."""
    low, high = game.score_bounds()
    return low, high, game.hand_score_sum
