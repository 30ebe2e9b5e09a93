"""The game object: rotation (R3.4, C6), the carry between hands (R7.1, C14), the match (R7.5, C16)."""

from __future__ import annotations

import random

import pytest

from tarocchi.games.piedmontese import BENCH_OPTIONS, GAME, PiedmonteseGame, PiedmonteseState


def _finished(game: PiedmonteseGame, dealer: int, seed: int) -> PiedmonteseState:
    state = game.new_hand(dealer, game.deal(dealer, seed))
    rng = random.Random(seed)
    while not state.is_over:
        state.apply(game.random_action(state, rng))
    return state


def test_next_dealer_is_the_seat_after_the_dealer() -> None:
    game = GAME.from_options({"players": 3})
    first = _finished(game, 2, 1)
    assert game.next_dealer(first) == 0
    game.new_hand(0, game.deal(0, 2))  # consume the remembered hand


def test_check_dealer_c6() -> None:
    game = GAME.from_options({})
    game.check_dealer(2, None)  # the first dealer is free
    with pytest.raises(ValueError, match="not a seat"):
        game.check_dealer(4, None)
    first = _finished(game, 2, 1)
    game.check_dealer(3, first)
    with pytest.raises(ValueError, match=r"dealer 0 breaks the rotation: after dealer 2 comes 3 \(C6\)"):
        game.check_dealer(0, first)


def test_the_carry_passes_to_the_next_hand() -> None:
    game = GAME.from_options({"players": 2})
    first = _finished(game, 0, 5)
    balances = first.balances
    assert balances == tuple(int(s) for s in first.result().scores)
    # Explicitly:
    second = game.new_hand(1, game.deal(1, 6), previous=first)
    assert second.carry == balances
    # As replay and live sessions start each hand of a match:
    assert game.start_hand(1, game.deal(1, 6), first).carry == balances
    # A fresh hand with no previous one starts from zero.
    assert game.new_hand(1, game.deal(1, 6)).carry == (0, 0)


def test_the_carry_needs_a_finished_hand_in_rotation() -> None:
    game = GAME.from_options({})
    first = _finished(game, 0, 5)
    assert game.start_hand(2, game.deal(2, 6), first).carry == (0, 0, 0, 0)  # not the rotation: a new match
    unfinished = game.new_hand(0, game.deal(0, 7))
    assert game.new_hand(1, game.deal(1, 8), previous=unfinished).carry == (0, 0, 0, 0)


def test_second_hand_scores_include_the_carry() -> None:
    game = GAME.from_options({})
    first = _finished(game, 0, 5)
    second = game.new_hand(1, game.deal(1, 9), previous=first)
    rng = random.Random(9)
    while not second.is_over:
        second.apply(game.random_action(second, rng))
    results = [first.result(), second.result()]
    assert list(results[1].scores) == [c + d for c, d in zip(first.balances, results[1].detail["delta"], strict=True)]
    assert game.totals(results) == list(results[1].scores)


def test_play_random_hand_is_reproducible_and_scores_114() -> None:
    for options in BENCH_OPTIONS:
        game = GAME.from_options(options)
        one = game.play_random_hand(0, random.Random(42))
        two = game.play_random_hand(0, random.Random(42))
        assert one == two
        sides = 2 if game.num_seats == 4 else game.num_seats
        assert sum(one.points[:sides]) == 114
        assert game.match_over([one] * game.options.match_hands)
        assert not game.match_over([one] * (game.options.match_hands - 1))


def test_games_and_states_pickle_for_worker_processes() -> None:
    import pickle

    game = GAME.from_options({"players": 3, "must_overtrump": True})
    assert pickle.loads(pickle.dumps(game)) == game
    state = game.new_hand(1, game.deal(1, 3))
    rng = random.Random(3)
    for _ in range(10):
        state.apply(game.random_action(state, rng))
    again = pickle.loads(pickle.dumps(state))
    assert [again.observation(s) for s in range(3)] == [state.observation(s) for s in range(3)]
