"""An id is taken by the seat to act (DESIGN.md §9), so an action of another seat has no ids: ``ids_for``
refuses it rather than compose ids that :func:`apply_id` would apply for the wrong seat (French Tarot's taker
may announce a chelem while the first leader is to act, R9.3, C13)."""

from __future__ import annotations

import random

import pytest

from tarocchi.engine.actions import Action
from tarocchi.engine.game import HandState
from tarocchi.errors import IllegalActionError
from tarocchi.games import create_game


def _out_of_turn_announce(players: int) -> tuple[HandState, Action]:
    game = create_game("french-tarot", {"players": players})
    rng = random.Random(0)
    for seed in range(200):
        state = game.new_hand(0, game.deal(0, seed))
        while not state.is_over:
            for action in state.legal_actions():
                if action.verb == "announce" and action.seat != state.to_act:
                    return state, action
            state.apply(game.random_action(state, rng))
    raise AssertionError("no chelem window out of turn in 200 deals")


@pytest.mark.parametrize("players", [3, 4, 5])
def test_an_action_out_of_turn_has_no_ids(players: int) -> None:
    state, action = _out_of_turn_announce(players)
    with pytest.raises(ValueError, match=rf"seat {action.seat} cannot announce by ids now: .*seat {state.to_act}"):
        state.ids_for(action)
    state.apply(action)  # the checked path takes it from its own seat


def test_the_seat_to_act_still_gets_its_ids() -> None:
    game = create_game("french-tarot", {"players": 4})
    state = game.new_hand(0, game.deal(0, 1))
    for action in state.legal_actions():
        assert action.seat == state.to_act
        ids = state.ids_for(action)
        probe = state.copy()
        for action_id in ids:
            probe.apply_id(action_id)
        assert probe.history[-1] == action
    with pytest.raises(IllegalActionError):
        state.apply_id(10_000)
