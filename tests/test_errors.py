"""The project's exceptions subclass the built-ins they refine (STYLE.md): code that knows only Python's
exceptions catches a bad action, record or option as a ``ValueError`` and an unknown game as a
``LookupError``, and every one is still a :class:`TarocchiError` naming what, where and why."""

from __future__ import annotations

import random

import pytest

from tarocchi.engine.actions import Action
from tarocchi.errors import (
    IllegalActionError,
    InvalidActionError,
    OptionError,
    RecordError,
    TarocchiError,
    UnknownGameError,
)
from tarocchi.games import create_game
from tarocchi.records import replay_text


@pytest.mark.parametrize(
    ("error", "builtin"),
    [
        (InvalidActionError, ValueError),
        (IllegalActionError, ValueError),
        (RecordError, ValueError),
        (OptionError, ValueError),
        (UnknownGameError, LookupError),
    ],
)
def test_each_error_is_the_builtin_it_refines(error: type[Exception], builtin: type[Exception]) -> None:
    assert issubclass(error, TarocchiError) and issubclass(error, builtin)


def test_what_the_rules_and_readers_raise_is_caught_as_a_builtin() -> None:
    with pytest.raises(LookupError, match="unknown game 'chess'"):
        create_game("chess")
    with pytest.raises(ValueError, match="players"):
        create_game("gatti", {"players": 9})
    with pytest.raises(ValueError, match=r"\$"):
        replay_text("[]")
    game = create_game("piedmontese", {"players": 3})
    state = game.new_hand(0, game.deal(0, 1))
    while state.phase != "play":
        state.apply(game.random_action(state, random.Random(2)))
    seat = state.to_act
    held = {a.card for a in state.legal_actions() if a.verb == "play"}
    other = next(c for c in range(78) if c not in held and not (state.observation(seat).hand >> c) & 1)
    with pytest.raises(ValueError, match=f"seat {seat} cannot play"):
        state.apply(Action(seat, "play", card=other))
