"""2.2: the 2 to 5 of each suit are not in Tarocchino's 62-card pack; a play, discard, declaration or give of one
is refused as a card outside the pack (``not_in_pack``), not as a card the seat lacks (``not_held``), and worded
in every language (the terminal reads typed cards against the whole 78-card pack)."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from tarocchino_helpers import declare, discard, game, play

from tarocchi.cards import cards_of
from tarocchi.engine.actions import Action
from tarocchi.engine.explain import LANGUAGES
from tarocchi.errors import IllegalActionError
from tarocchi.games.tarocchino import TarocchinoState
from tarocchi.games.tarocchino.deck import DECK
from tarocchi.i18n.lines import render_refusal


def _state_where(wanted: Callable[[TarocchinoState], bool]) -> TarocchinoState:
    """The first state of random deals where ``wanted`` holds."""
    g = game()
    rng = random.Random(5)
    for seed in range(50):
        state = g.new_hand(0, g.deal(0, seed))
        assert isinstance(state, TarocchinoState)
        while not state.is_over:
            if wanted(state):
                return state
            state.apply(g.random_action(state, rng))
    raise AssertionError("no such state in 50 deals")


def _offers(verb: str) -> Callable[[TarocchinoState], bool]:
    return lambda s: any(a.verb == verb and a.seat == s.to_act for a in [*s.legal_actions(), *s.card_choices()])


def _refusal(state: TarocchinoState, action: Action) -> IllegalActionError:
    with pytest.raises(IllegalActionError) as info:
        state.check(action)
    return info.value


def test_a_card_outside_the_pack_is_refused_as_such_in_each_decision() -> None:
    dealing = _state_where(lambda s: s.phase == "discard")
    dealer = dealing.to_act
    assert dealer is not None
    refused = _refusal(dealing, discard(dealer, "2S 5C"))
    assert refused.code == "not_in_pack"
    assert str(refused).endswith(": not in the 62-card pack: 2S, 5C (2.2)"), str(refused)
    declaring = _state_where(_offers("declare"))
    assert _refusal(declaring, declare(declaring.to_act or 0, "2D 3D 4D")).code == "not_in_pack"
    playing = _state_where(_offers("play"))
    assert _refusal(playing, play(playing.to_act or 0, "3H")).code == "not_in_pack"
    hand = playing.observation(playing.to_act or 0).hand
    missing = next(c for c in cards_of(DECK) if not (hand >> c) & 1)
    assert _refusal(playing, Action(playing.to_act or 0, "play", card=missing)).code == "not_held"


def test_the_refusal_is_worded_in_every_language() -> None:
    playing = _state_where(_offers("play"))
    seat = playing.to_act
    assert seat is not None
    error = _refusal(playing, play(seat, "4C"))
    texts = type(playing.game).texts()
    for lang in LANGUAGES:
        line = render_refusal(error.code, error.params, str(error), texts, lang, str, lambda c: str(c))
        assert "62" in line and line != str(error), (lang, line)
