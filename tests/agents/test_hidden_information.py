"""Agents see only the observation: it reaches no engine state, and hidden cards cannot change a choice."""

from __future__ import annotations

import gc
import random
import types

import pytest

from tarocchi.agents import make_agent
from tarocchi.agents.search import search_model
from tarocchi.engine.actions import Action
from tarocchi.engine.game import CardChoice, Game, HandState
from tarocchi.engine.observation import Observation, TrickView

from .conftest import random_states

PLAIN = (
    int,
    str,
    float,
    bool,
    type(None),
    tuple,
    list,
    dict,
    frozenset,
    set,
    Action,
    TrickView,
    Observation,
    CardChoice,
    types.MappingProxyType,
)


def reachable(root: object) -> list[object]:
    seen: dict[int, object] = {}
    todo = [root]
    while todo:
        obj = todo.pop()
        if id(obj) in seen or isinstance(obj, type | types.ModuleType | types.FunctionType):
            continue
        seen[id(obj)] = obj
        todo.extend(gc.get_referents(obj))
    return list(seen.values())


def test_an_observation_holds_only_plain_data(game: Game) -> None:
    for state in random_states(game, 30, seed=3):
        for seat in range(game.num_seats):
            obs = state.observation(seat)
            for obj in reachable(obs):
                assert isinstance(obj, PLAIN), f"observation reaches a {type(obj).__name__}"
                assert not isinstance(obj, HandState)


def same_view(a: Observation, b: Observation) -> bool:
    return (a.hand, a.tricks, a.history, dict(a.public_cards), dict(a.private_cards), a.phase, a.to_act, a.legal) == (
        b.hand,
        b.tricks,
        b.history,
        dict(b.public_cards),
        dict(b.private_cards),
        b.phase,
        b.to_act,
        b.legal,
    )


@pytest.mark.parametrize("spec", ["heuristic", "search:playouts=16:samples=4"])
def test_choices_do_not_depend_on_hidden_cards(game: Game, spec: str) -> None:
    """Two tables that look the same to a seat but hide different cards get the same choice."""
    model = search_model(game)
    agent = make_agent(spec, game)
    checked = 0
    for i, state in enumerate(random_states(game, 40, seed=7)):
        seat = state.to_act
        assert seat is not None
        obs = state.observation(seat)
        other = model.determinize(obs, random.Random(i)).state  # another world behind the same view
        other_obs = other.observation(seat)
        assert same_view(obs, other_obs)
        picks = []
        for table in (state, other):
            legal = [a for a in table.legal_actions() if a.seat == seat]
            choices = [c for c in table.card_choices() if c.seat == seat]
            picks.append(agent.act(table.observation(seat), legal, random.Random(99), choices))
        assert picks[0] == picks[1]
        checked += 1
        # The agent keeps no engine state of the table after acting.
        assert not any(obj is state or obj is other for obj in reachable(agent))
    assert checked == 40
