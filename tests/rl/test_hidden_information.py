"""No tensor of a seat changes when the cards hidden from it are moved among the places they could be.

For every game and variant, over 200 random hands: at random points, every seat's observation is
given to the search agent's exact sampler, which deals the hidden cards again (any consistent
placement); the seat's vector (the PettingZoo observation and the OpenSpiel tensors, which are the
same encoding) in the re-dealt world must equal the true one's. ``test_openspiel`` checks the
OpenSpiel strings and tensors the same way through ``resample_from_infostate``. A check that the
re-deal did move cards keeps the test honest.
"""

from __future__ import annotations

import random
from typing import Any

import numpy as np
import pytest
from rlhelp import all_variants, create_game, need, variant_id

from tarocchi.games import game_class

need("numpy")

from tarocchi.agents.search import search_model  # noqa: E402
from tarocchi.engine.game import Game, HandState  # noqa: E402
from tarocchi.errors import TarocchiError  # noqa: E402
from tarocchi.rl.encoding import Encoder  # noqa: E402
from tarocchi.session import first_dealers  # noqa: E402


def _checked(game: Game, world: HandState) -> HandState | None:
    """The sampled world replayed through the checking ``apply`` (``None`` when a rule refuses it).

    The sampler does not know every rule (French Tarot's give window between camps, a Tarocchino
    sequence declared whole); a world it draws that the rules refuse is not one the hidden cards can be in.
    """
    state = game.new_hand(world.dealer, world.deal)
    try:
        for action in world.history:
            state.apply(action)
    except TarocchiError:
        return None
    return state


HANDS = 200
"""Hands for the first variant of each game (the issue asks for 200 per game)."""
OTHER_VARIANT_HANDS = 60


@pytest.mark.parametrize("variant", all_variants(), ids=variant_id)
def test_hidden_cards_do_not_change_any_tensor(variant: tuple[str, dict[str, Any]]) -> None:
    name, options = variant
    game = create_game(name, options)
    encoder = Encoder(game)
    model = search_model(game)
    rng = random.Random(f"hidden/{name}/{options}")
    first = game_class(name).variants()[0]
    hands = HANDS if options == first else OTHER_VARIANT_HANDS
    compared = moved = impossible = 0
    dealers = first_dealers(game)  # a dummy never deals (French Tarot for two)
    for h in range(hands):
        dealer = dealers[h % len(dealers)]
        state = game.new_hand(dealer, game.deal(dealer, rng.getrandbits(64)))
        stops = sorted(rng.sample(range(1, 60), 2))
        step = 0
        while state.to_act is not None:
            if step in stops:
                for seat in game.live_seats():
                    obs = state.observation(seat)
                    world = _checked(game, model.determinize(obs, rng).state)
                    # A world whose public facts differ (French Tarot 5p: a give window that shows the
                    # trick winner is not the hidden partner) is not one the cards can be in either.
                    if world is None or world.to_act != obs.to_act or world.observation(seat).info != obs.info:
                        impossible += 1
                        continue
                    selection = state.selection if state.controller(state.to_act) == seat else None
                    mine = encoder.encode(obs, selection, [0.0] * game.num_seats)
                    theirs = encoder.encode(world.observation(seat), selection, [0.0] * game.num_seats)
                    assert np.array_equal(mine, theirs), (name, options, h, step, seat)
                    compared += 1
                    others = [s for s in range(game.num_seats) if state.controller(s) != seat]
                    moved += any(world.observation(s).hand != state.observation(s).hand for s in others)
            state.apply_id(rng.choice(state.legal_ids()))
            step += 1
    # Some seats cannot see anything move (the dealer of two-handed Piedmontese knows the talon and its
    # discard, so the other hand is known), hence a quarter.
    assert (
        compared >= hands and moved > compared // 4 and impossible < compared
    )  # most draws are consistent (see _checked)
