"""French Tarot's search model: its greedy playouts are the shared policy; worlds are playout states."""

from __future__ import annotations

import random

import pytest

from tarocchi.agents.search.french_tarot import Model, greedy_card
from tarocchi.agents.search.model import TrickModel
from tarocchi.cards import cards_of
from tarocchi.engine.game import HandState
from tarocchi.games import create_game
from tarocchi.games.french_tarot import FrenchTarot, FrenchTarotState

PLAYERS = [3, 4, 5]


def _positions(game: FrenchTarot, count: int, seed: int) -> list[FrenchTarotState]:
    """States in the play phase, at every point of the play, from random hands."""
    rng = random.Random(seed)
    out: list[FrenchTarotState] = []
    while len(out) < count:
        state = game.new_hand(0, game.deal(0, rng.getrandbits(64)))
        while not state.is_over:
            if state.playing and rng.random() < 0.3:
                out.append(state.playout())
            state.apply(game.random_action(state, rng))
    return out


def _trick_of(state: FrenchTarotState) -> int:
    mask = 0
    for card in state.current_trick:
        mask |= 1 << card
    return mask


@pytest.mark.parametrize("players", PLAYERS)
def test_the_greedy_card_is_the_shared_policys(players: int) -> None:
    game = FrenchTarot.from_options({"players": players})
    model = Model(game)
    model.epsilon = 0.0
    compared = 0
    for state in _positions(game, 400, players):
        view = state.play_view()
        assert view is not None
        if not view.trick or not view.legal & (view.legal - 1):
            continue
        expected = TrickModel.rollout_card(model, state, view, random.Random(0))
        winner = state.trick_winner
        best = -1 if winner < 0 else next(c for s, c in view.trick if s == winner)
        partner = winner >= 0 and state.same_side(view.seat, winner)
        assert greedy_card(view.legal, len(view.trick), players, partner, best, _trick_of(state)) == expected
        compared += 1
    assert compared > 200


def _reference_playout(state: FrenchTarotState, rng: random.Random) -> HandState:
    """The model's playout written with play_view / play_card and greedy_card, drawing the same numbers."""
    rnd = rng.random
    while not state.is_over:
        view = state.play_view()
        assert view is not None
        legal = view.legal
        if not legal & (legal - 1):
            state.play_card(legal.bit_length() - 1)
            continue
        if not view.trick:
            cards = cards_of(legal)
            state.play_card(cards[int(rnd() * len(cards))])
            continue
        rnd()  # the epsilon draw (epsilon 0: never random)
        winner = state.trick_winner
        best = -1 if winner < 0 else next(c for s, c in view.trick if s == winner)
        partner = winner >= 0 and state.same_side(view.seat, winner)
        state.play_card(greedy_card(legal, len(view.trick), view.players, partner, best, _trick_of(state)))
    return state


@pytest.mark.parametrize("players", PLAYERS)
def test_playouts_play_the_greedy_policy(players: int) -> None:
    game = FrenchTarot.from_options({"players": players})
    model = Model(game)
    model.epsilon = 0.0
    for i, state in enumerate(_positions(game, 60, 10 + players)):
        fast = model.playout(state.playout(), random.Random(i))
        slow = _reference_playout(state.playout(), random.Random(i))
        assert fast.history == slow.history
        assert fast.result() == slow.result()


def test_rebuilt_worlds_are_playout_states_with_the_observed_history() -> None:
    game = create_game("french-tarot", {"players": 5})
    model = Model(game)
    rng = random.Random(8)
    for state in _positions(game, 40, 2):
        seat = state.to_play
        assert seat is not None
        obs = state.observation(seat)
        world = model.determinize(obs, rng).state
        assert isinstance(world, FrenchTarotState)
        assert world.observation(seat).hand == obs.hand
        assert [a for a in world.history if a.verb != "call"] == [a for a in state.history if a.verb != "call"] or any(
            a.verb == "discard" for a in state.history
        )
        with pytest.raises(ValueError):
            world.undo()
