"""An observation's public facts (its ``info``), kept from step to step, are those of a state built afresh.

French Tarot, Piedmontese and Tarocchino build the facts every seat sees once per step and hand the same dict to
every observation until the next step; an undo forgets it, a copy shares it until its own next step. Along seeded
random hands the facts are looked at after every step (so a kept dict is always there to go stale), and undos,
copies and playout copies come in between: an undo followed at once by another action, a copy that moves on while
the state it came from stays, each state's ``info`` for every seat must equal that of a fresh replay of its history.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from tarocchi.engine.game import HandState
from tarocchi.games import create_game
from tarocchi.session import first_dealers
from variant_ids import variant_id

CASES: list[tuple[str, dict[str, Any]]] = [
    ("french-tarot", {"players": 3}),
    ("french-tarot", {"players": 4}),
    ("french-tarot", {"players": 5}),
    ("french-tarot", {"players": 2}),
    ("piedmontese", {"players": 3}),
    ("piedmontese", {"players": 4}),
    ("tarocchino", {"players": 4}),
    ("tarocchino", {"players": 4, "declaration_timing": "first-trick", "grande_two_counters": True}),
]
HANDS = 8


def _infos(state: HandState, seats: int) -> list[Any]:
    return [dict(state.observation(seat).info) for seat in range(seats)]


def _fresh_infos(game: Any, state: HandState) -> list[Any]:
    """The facts of a fresh state of the same deal with the history applied."""
    fresh = game.new_hand(state.dealer, state.deal)
    for action in state.history:
        fresh.apply(action)
    return _infos(fresh, game.num_seats)


def _assert_fresh(game: Any, state: HandState) -> None:
    assert _infos(state, game.num_seats) == _fresh_infos(game, state)


def _step(game: Any, state: HandState, rng: random.Random) -> HandState:
    """One move along the hand: an action, an undo with another action at once, or a copy that moves on while
    the state it came from is checked to be unchanged. Returns the state to go on with."""
    roll = rng.random()
    if roll < 0.15 and state.history:
        state.undo()
        if state.to_act is not None:
            state.apply(game.random_action(state, rng))  # no look in between: the facts kept are from before
        return state
    if roll < 0.3:
        before = _infos(state, game.num_seats)
        other = state.copy()
        other.apply(game.random_action(other, rng))
        _assert_fresh(game, other)
        assert _infos(state, game.num_seats) == before
        return other if rng.random() < 0.5 else state
    state.apply(game.random_action(state, rng))
    return state


def _playout_steps(game: Any, state: HandState, rng: random.Random) -> None:
    """A playout copy moved on by trusted steps shows the facts of a fresh replay at each of them."""
    other = state.playout()
    for _ in range(3):
        if other.to_act is None:
            return
        other.apply_trusted(game.random_action(other, rng))
        _assert_fresh(game, other)


@pytest.mark.parametrize("case", CASES, ids=variant_id)
def test_info_is_that_of_a_fresh_replay(case: tuple[str, dict[str, Any]]) -> None:
    name, options = case
    game = create_game(name, options)
    rng = random.Random(11)
    dealers = first_dealers(game)
    compared = 0
    for hand in range(HANDS):
        dealer = dealers[hand % len(dealers)]
        state = game.new_hand(dealer, game.deal(dealer, rng.getrandbits(64)))
        while state.to_act is not None:
            _assert_fresh(game, state)
            compared += 1
            if rng.random() < 0.05:
                _playout_steps(game, state, rng)
            state = _step(game, state, rng)
        _assert_fresh(game, state)
    assert compared > 100


@pytest.mark.parametrize("case", CASES, ids=variant_id)
def test_every_seat_shares_the_facts_of_a_step(case: tuple[str, dict[str, Any]]) -> None:
    """Built once per step: every seat's observation hands back the same dict (counted work, not timings);
    Tarocchino's dealer, choosing the discard, sees its own copy with the cards it may discard added."""
    name, options = case
    game = create_game(name, options)
    rng = random.Random(3)
    state = game.new_hand(0, game.deal(0, rng.getrandbits(64)))
    while state.to_act is not None:
        infos = [state.observation(seat).info for seat in range(game.num_seats)]
        shared = [info for info in infos if "discard_pool" not in info]
        assert len(shared) >= game.num_seats - 1
        assert all(info is shared[0] for info in shared)
        state.apply(game.random_action(state, rng))
