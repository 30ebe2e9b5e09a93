"""The ``select=halving`` knob: the search's budget spent by sequential halving over the options."""

from __future__ import annotations

import random

import pytest

from tarocchi.agents import make_agent
from tarocchi.agents.search import search_model
from tarocchi.agents.search.agent import SearchAgent
from tarocchi.engine.actions import Action
from tarocchi.engine.observation import Observation
from tarocchi.errors import TarocchiError
from tarocchi.games import create_game

from .test_agent import play_decisions


def _opening() -> tuple[Observation, list[Action]]:
    """A French Tarot card decision with six options or more the search tells apart, and those options."""
    game = create_game("french-tarot", {"players": 4})
    model = search_model(game)
    for obs, legal in play_decisions(game, 40):
        options = list(model.candidates(obs, [a for a in legal if a.verb == "play"]))
        if len(options) >= 6:
            return obs, options
    raise AssertionError("no card decision with six options")


def _agent(spec: str) -> SearchAgent:
    agent = make_agent(spec, create_game("french-tarot", {"players": 4}))
    assert isinstance(agent, SearchAgent)
    return agent


def test_the_worse_half_is_dropped_each_round_and_the_anchor_is_kept() -> None:
    obs, plays = _opening()
    agent = _agent("search:playouts=600:select=halving")
    # Values fixed by the option: the halving must keep the best ones and the anchor (the worst).
    rank = {action: i for i, action in enumerate(plays)}

    def fixed(obs: Observation, candidates: list[Action], rng: random.Random, **_: object) -> list[list[float]]:
        return [[float(rank[a])] * (100 // len(candidates)) for a in candidates]

    agent.evaluate = fixed  # type: ignore[method-assign]
    anchor = plays[0]
    per_world = agent.evaluate_halving(obs, plays, random.Random(1), 0, solve=False)
    most = max(len(values) for values in per_world)
    survivors = [plays[i] for i, values in enumerate(per_world) if len(values) == most]
    assert anchor in survivors and plays[-1] in survivors
    assert len(survivors) <= 3 < len(plays)
    dropped_first = [plays[i] for i, values in enumerate(per_world) if len(values) == min(map(len, per_world))]
    assert set(dropped_first) <= set(plays[1 : len(plays) // 2 + 1])
    # and the choice is the best of the survivors, the anchor overruled by a sure margin
    assert agent._search(obs, list(plays), random.Random(1), anchor, solve=False) == plays[-1]


def test_halving_spends_the_budget_on_the_last_options_and_counts_one_decision() -> None:
    obs, plays = _opening()
    budget = 480
    flat = _agent(f"search:playouts={budget}")
    halving = _agent(f"search:playouts={budget}:select=halving")
    flat_worlds = flat.evaluate(obs, plays, random.Random(4), solve=False)
    per_world = halving.evaluate_halving(obs, plays, random.Random(4), 0, solve=False)
    spent = sum(len(values) for values in per_world)
    assert budget <= spent <= budget + 2 * len(plays)
    assert max(map(len, per_world)) >= 1.4 * len(flat_worlds[0])  # the finalists saw more worlds than flat's
    before = halving.stats["decisions"]
    halving.act(obs, plays, random.Random(5))
    assert halving.stats["decisions"] == before + 1


def test_halving_chooses_a_legal_card_in_every_game() -> None:
    for name, players in (("french-tarot", 4), ("gatti", 3), ("piedmontese", 3), ("tarocchino", 4)):
        game = create_game(name, {"players": players})
        agent = make_agent("search:playouts=60:select=halving:endgame=3", game)
        for obs, legal in play_decisions(game, 12):
            assert agent.act(obs, legal, random.Random(2)) in legal


def test_flat_is_the_default_and_a_bad_value_is_refused() -> None:
    assert _agent("search:playouts=5").select == "flat"
    with pytest.raises(TarocchiError, match="select must be one of flat, halving, not 'sometimes'"):
        _agent("search:select=sometimes")
