"""Gatti 7.6: a player may show fewer trionfi or frilli than he holds. The game offers those smaller showings
as card choices (the engine's ``Game.shows_part`` stays at its default), so every one its ``check`` accepts
must be among them."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tarocchi.cards import cards_of
from tarocchi.engine.actions import Action
from tarocchi.engine.game import HandState
from tarocchi.errors import IllegalActionError
from tarocchi.games import create_game


def _accepted(state: HandState, action: Action) -> bool:
    try:
        state.check(action)
    except IllegalActionError:
        return False
    return True


@pytest.mark.parametrize("options", [{"players": 3}, {"players": 4}, {"players": 2}], ids=["3p", "4p", "2p"])
def test_gatti_offers_its_smaller_showings_as_card_choices(options: dict[str, Any]) -> None:
    """Gatti (7.6) leaves ``shows_part`` at its default: each smaller showing its ``check`` accepts is offered
    as a card choice of the same seat and name instead, so the front ends offer it either way."""
    g = create_game("gatti", options)
    rng = random.Random(3)
    parts = 0
    for _ in range(300):
        state = g.new_hand(0, g.deal(0, rng.getrandbits(48)))
        while state.to_act is not None:
            choices = state.card_choices()
            for listed in state.legal_actions():
                if not listed.cards:
                    continue
                assert not g.may_show_part(listed)
                for card in cards_of(listed.cards):
                    part = Action(listed.seat, "declare", cards=listed.cards & ~(1 << card), value=listed.value)
                    if _accepted(state, part):
                        parts += 1
                        assert any(
                            (c.seat, c.verb, c.value) == (part.seat, part.verb, part.value) and c.allows(part.cards)
                            for c in choices
                        ), part.describe()
            state.apply(g.random_action(state, rng))
    assert parts > 0
