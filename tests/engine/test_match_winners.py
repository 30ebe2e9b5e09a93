"""Who won a match (Game.match_winners): the highest total of the game's own standing (Gatti 3.6,
Piedmontese 7.5, Tarocchino R9.2), partners together, a tie shared, a dummy never among them."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tarocchi.engine.game import HandResult
from tarocchi.games import create_game
from tarocchi.session import MatchSession

CASES = [
    ("french-tarot", {"players": 2}),
    ("gatti", {"players": 2}),
    ("gatti", {"players": 3}),
    ("gatti", {"players": 4, "mode": "call"}),
    ("piedmontese", {"players": 4}),
    ("tarocchino", {}),
]


def _play_match(name: str, options: dict[str, Any], seed: int) -> tuple[Any, list[HandResult]]:
    game = create_game(name, options)
    session = MatchSession(game, seed=seed)
    rng = random.Random(seed)
    while True:
        while not session.hand_finished:
            session.apply(game.random_action(session.state, rng))
        if session.is_over:
            return game, session.results
        session.next_hand()


@pytest.mark.parametrize(("name", "options"), CASES, ids=lambda v: str(v))
def test_the_winners_are_the_live_seats_with_the_highest_total(name: str, options: dict[str, Any]) -> None:
    for seed in range(3):
        game, results = _play_match(name, options, seed)
        totals = game.totals(results)
        winners = game.match_winners(results)
        live = game.live_seats()
        assert winners and set(winners) <= set(live)
        assert all(totals[w] == max(totals[s] for s in live) for w in winners)
        assert all(totals[s] < totals[winners[0]] for s in live if s not in winners)
        sides = game.known_sides(game.new_hand(0, game.deal(0, 1)).observation(0))
        for side in sides:  # fixed partners win together
            if len(side) > 1 and set(side) <= set(live) and set(side) & set(winners):
                assert set(side) <= set(winners), (side, winners)


def test_a_dummy_is_not_a_winner_and_a_tie_is_shared() -> None:
    game, results = _play_match("french-tarot", {"players": 2}, 0)
    assert game.live_seats() == [0, 1] and 2 not in game.match_winners(results)
    tied = create_game("piedmontese", {"players": 2})
    tied.totals = lambda results: [5, 5]  # type: ignore[method-assign]
    assert tied.match_winners([]) == (0, 1)


def test_a_match_is_drawn_only_when_every_seat_that_plays_shares_the_top() -> None:
    """``match_drawn``: the terminal and the web say "nobody wins" rather than naming everyone a winner."""
    three = create_game("gatti", {"players": 3})
    three.totals = lambda results: [7, 7, 7]  # type: ignore[method-assign]
    assert three.match_drawn([])
    three.totals = lambda results: [7, 7, 3]  # type: ignore[method-assign]
    assert three.match_winners([]) == (0, 1) and not three.match_drawn([])
    dummy = create_game("french-tarot", {"players": 2})
    dummy.totals = lambda results: [4, 4, 9]  # type: ignore[method-assign]  # the dummy's total counts for nothing
    assert dummy.match_drawn([])
    pairs = create_game("tarocchino", {})
    pairs.totals = lambda results: [800, 810, 800, 810]  # type: ignore[method-assign]
    assert not pairs.match_drawn([])
