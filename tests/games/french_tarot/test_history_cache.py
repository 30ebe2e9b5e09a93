"""The state's ``history`` is built once and extended (observations ask at every step): it must always be
the actions applied, whatever undo, copies and playouts did in between (DESIGN.md §4: history)."""

from __future__ import annotations

import random

from tarocchi.engine.actions import Action
from tarocchi.games.french_tarot import FrenchTarot


def test_an_undone_action_replaced_by_another_is_not_remembered() -> None:
    """Undo, then another action at the same place: the history names the new one (no ``history`` asked
    between the undo and the new action, so nothing was rebuilt on the way)."""
    game = FrenchTarot.from_options({"players": 4})
    state = game.new_hand(0, game.deal(0, 7))
    seat = state.to_act
    assert seat is not None
    first = Action(seat, "bid", value="pass")
    other = Action(seat, "bid", value="garde")
    assert state.history == ()
    state.apply(first)
    assert state.history == (first,)
    state.undo()
    state.apply(other)
    assert state.history == (other,)


def test_history_follows_every_step_undo_and_copy_of_random_deals() -> None:
    """Random deals: after each action the history is the actions applied; an undo takes the last one away;
    a copy keeps its own history when the original goes on (a different action than the copy's)."""
    for seed in range(12):
        game = FrenchTarot.from_options({"players": 3 + seed % 3})
        rng = random.Random(seed)
        state = game.new_hand(0, game.deal(0, seed))
        applied: list[Action] = []
        while not state.is_over:
            legal = state.legal_actions()
            action = game.random_action(state, rng)
            twin = state.copy()
            state.apply(action)
            if rng.random() < 0.3:
                state.undo()
                action = game.random_action(state, rng)
                state.apply(action)
            applied.append(action)
            assert list(state.history) == applied
            others = [a for a in legal if a != action and a.seat == action.seat]
            if others:
                twin.apply(others[0])
                assert list(twin.history) == [*applied[:-1], others[0]]


def test_a_playout_of_a_state_whose_history_was_read_goes_on_from_it() -> None:
    """A playout copy made after ``history`` was read, played to its end at random (a playout records whole
    tricks at once), names every card in playing order, as the checked replay of the same actions does."""
    game = FrenchTarot.from_options({"players": 4})
    rng = random.Random(5)
    state = game.new_hand(1, game.deal(1, 11))
    while not any(a.verb == "play" for a in state.legal_actions()):
        state.apply(game.random_action(state, rng))
    read = state.history
    playout = state.playout()
    game.random_rollout(playout, rng)
    assert playout.history[: len(read)] == read
    replayed = game.new_hand(1, game.deal(1, 11))
    for action in playout.history:
        replayed.apply(action)
    assert replayed.history == playout.history
    assert replayed.result() == playout.result()
