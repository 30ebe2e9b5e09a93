"""Sampled deals are always consistent with the observation: sizes, voids, cards seen, the whole view."""

from __future__ import annotations

import random

from tarocchi.agents.search import search_model
from tarocchi.agents.search.model import played_by_seat
from tarocchi.cards import FOOL, SUIT_MASK_OF, TRUMPS
from tarocchi.engine.game import Game

from ..conftest import random_states
from ..test_hidden_information import same_view


def held(state, seat: int) -> int:  # type: ignore[no-untyped-def]
    """The cards ``seat`` holds: its own view's hand, or the engine's where that view hides it (a dummy
    not yet exposed sees nothing of its hand, French Tarot for two)."""
    hand = getattr(state, "hand", None)
    return int(hand(seat)) if callable(hand) else int(state.observation(seat).hand)


def follow_voids(obs, free: int) -> list[int]:  # type: ignore[no-untyped-def]
    """Suits each seat failed to follow (checked independently of the model's own inference)."""
    out = [0] * obs.num_seats
    for trick in obs.tricks:
        led = 0
        for seat, card in trick.plays:
            if not led:
                if not (free >> card) & 1:
                    led = TRUMPS if card < 21 else SUIT_MASK_OF[card]
                continue
            if not (free >> card) & 1 and not (led >> card) & 1:
                out[seat] |= led
    return out


def test_samples_are_consistent_with_everything_observed(game: Game) -> None:
    model = search_model(game)
    rng = random.Random(1)
    samples = 0
    for state in random_states(game, 25, seed=21):
        for seat in range(game.num_seats):
            obs = state.observation(seat)
            problem = model.problem(obs)
            # The true world satisfies the constraints (the inference is sound).
            for j, name in enumerate(problem.names):
                kind, _, who = name.partition(":")
                if kind == "hand":
                    # The part of the true hand that the seat does not know fits the slot.
                    hidden = held(state, int(who)) & problem.cards
                    assert hidden.bit_count() == problem.sizes[j], name
                    assert hidden & ~problem.allowed[j] == 0, name
            voids = follow_voids(obs, 1 << FOOL)
            played = played_by_seat(obs)
            for _ in range(4):
                world = model.determinize(obs, rng)
                assert problem.is_solution(world.parts)
                assert same_view(world.state.observation(seat), obs)
                for other in range(game.num_seats):
                    truth = state.observation(other)
                    sampled = world.state.observation(other)
                    assert sampled.hand.bit_count() == truth.hand.bit_count()
                    assert sampled.hand & voids[other] == 0
                    assert sampled.hand & played[other] == 0
                samples += 1
    assert samples >= 200
