"""Audit stop 39: Tarocchino against tarocchino.md, points where the code disagreed with the spec."""

from __future__ import annotations

from tarocchino_helpers import declare, fill_deal, game, m, new_state

from tarocchi.engine.actions import Action
from tarocchi.engine.game import HandResult


def test_match_winners_name_the_pair_that_reached_800_in_the_declarations() -> None:
    """R9.2, C15: the pair that reaches 800 during the declarations wins, even when the other pair's rounded
    total also reads 800 (its unrounded 798 stayed below): the winners are that pair alone, not a shared tie."""
    g = game()
    deal = fill_deal(
        "T6 T7 T8 T9 T10 T11 T12 T13 T14 T15 T16 T17 6S 7S 8S",
        0,
        talon="9S 10S",
        s1="NS NC NH 6H 7H 8H 9H 10H 6D 7D 8D 9D 10D 6C 7C",
        s2="JS JC JH 1S 1C 1H T2 T3 8C 9C 10C T18 T19 T20 T21",
    )
    state = new_state(g, 0, deal, (780, 785))
    state.apply(Action(0, "discard", cards=m("9S 10S")))
    state.apply(declare(1, "NS NC NH"))  # pair 1-3: 785 + 13 = 798, below 800
    state.apply(declare(2, "JS JC JH"))
    state.apply(declare(2, "1S 1C 1H"))  # pair 0-2: 780 + 12 + 10 = 802: wins at once
    assert state.is_over
    result = state.result()
    assert result.detail["winner"] == [0, 2]
    assert result.scores == (20, 15, 20, 15)
    before = HandResult((0, 0, 0, 0), (780, 785, 780, 785), {})
    results = [before, result]
    assert g.totals(results) == [800, 800, 800, 800]
    assert g.match_over(results)
    assert g.match_winners(results) == (0, 2)


def test_match_winners_after_a_deal_is_the_higher_total() -> None:
    """R9.3, R9.4: a match decided at the end of a deal is won by the pair with the higher total."""
    g = game()
    results = [HandResult((0, 0, 0, 0), (810, 400, 810, 400), {"winner": [0, 2], "ended": "deal"})]
    assert g.match_winners(results) == (0, 2)
