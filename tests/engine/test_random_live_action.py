"""``Game.random_live_action``: a live table's stand-in for a faulty computer player draws only what the seat's
own view offers, so it never sends an action the game withholds from the seat (Gatti's called king, 12.3: a
``give`` from the Matto's player while he does not know the sides), which ``random_action``, a playout's
policy over every listed action, may draw."""

from __future__ import annotations

import random

import pytest

from tarocchi.engine.game import HandState
from tarocchi.games import create_game, game_class, game_names

VARIANTS = [(name, dict(v)) for name in game_names() for v in game_class(name).variants()]


def _hidden_give_states(hands: int) -> list[HandState]:
    """States of random called-king hands where the seat to act is the Matto's player, does not know the sides
    and has a ``give`` among the listed actions."""
    game = create_game("gatti", {"players": 4, "mode": "call"})
    rng = random.Random(3)
    found: list[HandState] = []
    for _ in range(hands):
        state = game.new_hand(0, game.deal(0, rng.getrandbits(64)))
        while not state.is_over:
            seat = state.to_act
            if (
                seat is not None
                and seat == state._fool_seat  # type: ignore[attr-defined]
                and not state.knows_sides(seat)  # type: ignore[attr-defined]
                and any(a.verb == "give" and a.seat == seat for a in state.legal_actions())
            ):
                found.append(state.copy())
            state.apply(game.random_action(state, rng))
    return found


def test_a_hidden_give_is_never_the_live_stand_in() -> None:
    states = _hidden_give_states(80)
    assert len(states) >= 3
    game = states[0].game
    drawn_by_playout = 0
    for state in states:
        for k in range(40):
            live = game.random_live_action(state, random.Random(k))
            assert live.verb != "give"
            state.check_live(live)
            drawn_by_playout += game.random_action(state, random.Random(k)).verb == "give"
    assert drawn_by_playout  # the playout policy does draw them: the case is real


@pytest.mark.parametrize(("name", "options"), VARIANTS)
def test_the_live_stand_in_is_always_accepted_at_a_live_table(name: str, options: dict[str, object]) -> None:
    game = create_game(name, options)
    rng = random.Random(7)
    for _ in range(3):
        state = game.new_hand(0, game.deal(0, rng.getrandbits(64)))
        while not state.is_over and state.to_act is not None:
            action = game.random_live_action(state, rng)
            assert action.seat == state.to_act
            state.check_live(action)
            state.apply(action)
