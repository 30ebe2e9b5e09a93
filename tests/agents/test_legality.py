"""Agents only ever choose legal actions, in every game and variant, over thousands of decisions."""

from __future__ import annotations

import random

import pytest

from tarocchi.agents import Agent, agent_names, make_agent, parse_agent_spec
from tarocchi.agents.base import optional_action
from tarocchi.engine.actions import Action
from tarocchi.engine.game import CardChoice, Game
from tarocchi.errors import TarocchiError
from tarocchi.session import first_dealers
from tarocchi.sim.runner import play_hand


def is_offered(action: Action, legal: list[Action], choices: list[CardChoice]) -> bool:
    if action in legal:
        return True
    for choice in choices:
        if action.seat != choice.seat or action.verb != choice.verb or action.value != choice.value:
            continue
        extra = action.cards & ~choice.required
        if (
            action.cards & choice.required == choice.required
            and extra & ~choice.pool == 0
            and action.cards.bit_count() == choice.size
        ):
            return True
    return False


class Checked:
    """Wraps an agent: every action it chooses, in a turn or an optional window, must be offered."""

    def __init__(self, agent: Agent) -> None:
        self.agent = agent
        self.name = agent.name
        self.decisions = 0

    def act(self, observation, legal, rng, choices=()):  # type: ignore[no-untyped-def]
        action = self.agent.act(observation, legal, rng, choices)
        assert is_offered(action, list(legal), list(choices)), f"{self.name} chose {action.describe()}"
        assert action.seat == observation.seat
        self.decisions += 1
        return action

    def optional(self, observation, legal, rng, choices=()):  # type: ignore[no-untyped-def]
        action = optional_action(self.agent, observation, legal, rng, choices)
        if action is not None:
            assert is_offered(action, list(legal), list(choices)), f"{self.name} chose {action.describe()}"
            self.decisions += 1
        return action


def play_hands(game: Game, agent_spec: str, hands: int, seed: int, min_decisions: int = 0) -> int:
    """Play whole hands with the agent at every seat through the match runner (every action is
    checked by the engine too); returns the decisions made."""
    agent = Checked(make_agent(agent_spec, game))
    rng = random.Random(seed)
    dealers = first_dealers(game)
    h = 0
    while h < hands or (min_decisions and agent.decisions < min_decisions and h < 20 * hands):
        h += 1
        result, _ = play_hand(game, [agent] * game.num_seats, dealers[h % len(dealers)], rng.getrandbits(64), f"t/{h}")
        assert len(result.scores) >= 1
    return agent.decisions


@pytest.mark.parametrize("agent", ["random", "heuristic"])
def test_fast_agents_choose_only_legal_actions(game: Game, agent: str) -> None:
    assert play_hands(game, agent, hands=40, seed=11, min_decisions=1000) >= 1000


def test_search_agent_chooses_only_legal_actions(game: Game) -> None:
    assert play_hands(game, "search:playouts=12:samples=3", hands=3, seed=5) > 0


def test_registry_names_and_parameters() -> None:
    assert {"random", "heuristic", "search"} <= set(agent_names())
    assert parse_agent_spec("search:seconds=0.5:playouts=10") == ("search", {"seconds": 0.5, "playouts": 10})
    with pytest.raises(TarocchiError):
        make_agent("nobody", "piedmontese")
    with pytest.raises(TarocchiError):
        make_agent("search:colour=blue", "piedmontese")
    with pytest.raises(TarocchiError):
        parse_agent_spec("search:oops")


@pytest.mark.parametrize("spec", ["heuristic", "search:playouts=8:samples=2"])
def test_agents_made_from_a_game_name_adapt_to_the_table(game: Game, spec: str) -> None:
    """A front end that knows only the game's name gets agents that follow the table's variant."""
    agent = Checked(make_agent(spec, game.name))
    rng = random.Random(3)
    dealers = first_dealers(game)
    for h in range(2 if spec == "heuristic" else 1):
        play_hand(game, [agent] * game.num_seats, dealers[h % len(dealers)], rng.getrandbits(64), f"a/{h}")
    assert agent.decisions > 0


def test_agents_plug_in_by_entry_point(monkeypatch: pytest.MonkeyPatch) -> None:
    import tarocchi.agents as registry
    from tarocchi.agents.random_agent import RandomAgent

    class FakeEntryPoint:
        name = "plugged"

        def load(self):  # type: ignore[no-untyped-def]
            return lambda game, **params: RandomAgent()

    monkeypatch.setattr(
        registry, "entry_points", lambda group: [FakeEntryPoint()] if group == "tarocchi.agents" else []
    )
    assert "plugged" in registry.agent_names()
    assert isinstance(registry.make_agent("plugged", "piedmontese"), RandomAgent)
