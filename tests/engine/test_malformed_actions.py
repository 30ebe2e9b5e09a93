"""An action of the wrong shape, built by hand through the Python API (a card number that is no card, a seat
that is no number), is refused naming it in every game (the game's own reason, else an InvalidActionError),
never an IndexError or a bare ValueError, and changes nothing."""

from __future__ import annotations

import random

import pytest

from tarocchi.engine.actions import Action
from tarocchi.engine.game import HandState
from tarocchi.errors import InvalidActionError, TarocchiError
from tarocchi.games import create_game, game_names


def _at_first_play(name: str) -> tuple[HandState, int]:
    game = create_game(name)
    state = game.new_hand(0, game.deal(0, 42))
    rng = random.Random(1)
    while not any(a.verb == "play" for a in state.legal_actions()):
        state.apply(game.random_action(state, rng))
    return state, next(a.seat for a in state.legal_actions() if a.verb == "play")


@pytest.mark.parametrize("name", game_names())
def test_malformed_actions_are_refused_by_name(name: str) -> None:
    state, seat = _at_first_play(name)
    before = (list(state.history), state.legal_actions())
    # the game's own refusal speaks first where it has one; else the shape is refused; never a crash
    cases = [
        ("x", "'x' is not an action"),
        (Action(seat, "play", card=999), "play card 999"),
        (Action(seat, "play", card=-5), "play card -5"),
        (Action(seat, "play", card=-1), "play card -1"),
        (Action(seat, "give", card=78), "give card 78"),
        (Action(seat, "discard", cards=1 << 90), "card 90"),
        (Action(-1, "play", card=3), "seat -1"),
    ]
    for action, said in cases:
        with pytest.raises(TarocchiError) as caught:
            state.apply(action)  # type: ignore[arg-type]
        assert said in str(caught.value), str(caught.value)
    assert (list(state.history), state.legal_actions()) == before


def test_a_card_number_that_trips_the_games_check_is_named_as_no_card() -> None:
    state, seat = _at_first_play("french-tarot")
    for card in (-1, 999):
        with pytest.raises(InvalidActionError, match=f"play card {card}: not a card \\(0 to 77\\)"):
            state.apply(Action(seat, "play", card=card))
