"""Gatti's search model: its playout policy is TrickModel's greedy policy, decided on masks."""

from __future__ import annotations

import random

import pytest

from gatti_probe import first_card
from tarocchi.agents.search import search_model
from tarocchi.agents.search.gatti import BEATS, CHEAP, LOWEST_WINNER, Model, cheapest, lowest_winner
from tarocchi.agents.search.model import TrickModel
from tarocchi.cards import FOOL, SUIT_MASKS, TRUMPS, cards_of
from tarocchi.games.gatti import GattiGame


def test_cheapest_and_lowest_winner_equal_the_sorted_choice() -> None:
    rng = random.Random(1)
    for _ in range(20000):
        kind = rng.randrange(4)
        cards = rng.getrandbits(78)
        if kind == 1:
            cards &= SUIT_MASKS[rng.randrange(4)]
        elif kind == 2:
            cards &= TRUMPS
        elif kind == 3:
            cards = (cards & SUIT_MASKS[rng.randrange(4)]) | (1 << FOOL)
        if not cards:
            continue
        assert cheapest(cards) == min(cards_of(cards), key=CHEAP.__getitem__)
        best = rng.choice([-1, *(c for c in range(78) if c != FOOL)])
        winners = cards & BEATS[best]
        if winners:
            assert lowest_winner(winners) == min(cards_of(winners), key=LOWEST_WINNER.__getitem__)


@pytest.mark.parametrize(
    "options", [{"players": 3}, {"players": 4}, {"players": 4, "mode": "call", "must_overtrump": True}, {"players": 2}]
)
def test_the_playout_policy_decides_as_the_generic_greedy_policy(options: dict[str, object]) -> None:
    game = GattiGame.from_options(options)
    model = search_model(game)
    assert isinstance(model, Model)
    model.epsilon = 0.0  # no random moves: the decisions are the policy's alone
    rng = random.Random(4)
    compared = 0
    for hand in range(40):
        state = game.random_state(hand % game.num_seats, rng)
        # Replay the same hand from its deal and compare the decisions in the middle of tricks.
        replay = game.new_hand(state.dealer, state.deal)
        for action in state.history:
            view = replay.play_view()
            if view is not None and view.trick and view.legal & (view.legal - 1):
                expected = TrickModel.rollout_card(model, replay, view, random.Random(0))
                assert first_card(model, replay) == expected
                compared += 1
            replay.apply(action)
    assert compared > 500
