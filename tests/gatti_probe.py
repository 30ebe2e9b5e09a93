"""The card a Gatti search model's fast playout chooses first from a state, asked on a copy (the tests of the
playout policy: tests/agents/search/test_gatti_model.py, tests/agents/test_fool_greedy2.py)."""

from __future__ import annotations

import random

import pytest

from tarocchi.agents.search.gatti import Model
from tarocchi.games.gatti import GattiState
from tarocchi.games.gatti.state import CardPolicy


class _Played(Exception):
    def __init__(self, card: int) -> None:
        self.card = card


def first_card(model: Model, state: GattiState) -> int:
    """The card ``model``'s playout policy chooses first from ``state`` (a copy is asked)."""
    probe = state.playout()

    def first(choose: CardPolicy) -> None:
        decision = probe.card_decision()
        assert decision is not None
        raise _Played(choose(*decision))

    probe.play_out = first  # type: ignore[method-assign]
    with pytest.raises(_Played) as played:
        model.playout(probe, random.Random(0))
    return played.value.card
