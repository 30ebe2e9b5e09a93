"""Facts about one hand that OpenSpiel's ``GameInfo`` states: the longest hand and the utilities' bounds.

Each bound is derived from the rules (the derivation is beside it) and checked by the tests against
random play; they are bounds, not the exact extremes.
"""

from __future__ import annotations

from typing import Any

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
    """``(min, max, sum)`` of one hand's scores for every seat (``sum`` is ``None`` unless constant)."""
    n = game.num_seats
    options: dict[str, Any] = game.options_json()
    if game.name == "french-tarot":
        # R10.4: per-defender amount D = (25 + margin + 10 petit au bout) * multiplier (6 at most)
        # + poignées (at most 80 in all: two simple ones or one triple) + chelem (400 at most); the
        # margin is at most 56 (attack 0 with no bout, target 56). |D| <= 91 * 6 + 80 + 400 = 1026;
        # the taker takes D from each of the others (n - 1 shares), alone in 5p at most 4.
        bound = 1026.0 * (n - 1)
        return -bound, bound, 0.0
    if game.name == "piedmontese":
        # R7.1: a hand scores T - REF, T in [0, 114] (all card points), REF 57 (38 by option in 3p).
        ref = float(options.get("reference_3p", 38)) if n == 3 else 57.0
        total = float(game.card_points(game.deck))
        return -ref, total - ref, 0.0
    if game.name == "gatti":
        # R2.2: card values (52) + a point per trick (at most 26) + 1 for the discard; bonuses declared
        # and captured (each at most trionfi 22 + frilli 40 + four famiglie 40 + quaterno 10); Bagatto 20.
        bonuses = 22 + 40 + 40 + 10
        return 0.0, float(game.card_points(game.deck)) + 26 + 1 + 2 * bonuses + 20, None
    if game.name == "tarocchino":
        # §7: card points (93 counted in pairs) + declared and captured combinations (each at most
        # the combinations of the whole pack, 836) rounded to 5.
        from tarocchi.games.tarocchino.combinations import combination_points

        combos = combination_points(game.deck, bool(options.get("grande_two_counters", False)))
        return 0.0, 93.0 + 2 * combos + 5, None
    raise ValueError(f"no utility bounds known for {game.name!r}")
