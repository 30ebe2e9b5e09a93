"""The agents that wrap a policy, their entry points, and the throughput measurements."""

from __future__ import annotations

import random
import tomllib
from pathlib import Path

import numpy as np
import pytest
from rlhelp import create_game, need

need("numpy", "pyspiel")

from open_spiel.python.algorithms import ismcts, mcts  # noqa: E402

from tarocchi.agents import make_agent  # noqa: E402
from tarocchi.errors import TarocchiError  # noqa: E402
from tarocchi.rl import openspiel  # noqa: E402
from tarocchi.rl.agent import (  # noqa: E402
    LinearPolicy,
    PolicyAgent,
    make_ismcts_agent,
    make_linear_agent,
    make_policy_agent,
)
from tarocchi.rl.bench import measure_openspiel, measure_pettingzoo  # noqa: E402
from tarocchi.rl.encoding import Encoder  # noqa: E402
from tarocchi.sim.runner import play_hand  # noqa: E402

CALLS: list[int] = []


def highest_id(observation: np.ndarray, mask: np.ndarray) -> int:
    """A policy for the tests: the legal id with the highest number (``ref=test_agent_and_bench.highest_id``)."""
    CALLS.append(int(mask.sum()))
    return int(np.flatnonzero(mask)[-1])


@pytest.mark.parametrize(("name", "options"), [("french-tarot", {"players": 5}), ("gatti", {"players": 2}),
                                               ("piedmontese", {}), ("tarocchino", {})])  # fmt: skip
def test_a_callable_policy_plays_whole_hands(name: str, options: dict[str, object]) -> None:
    game = create_game(name, options)
    agent = PolicyAgent(game, highest_id)
    agents = [agent if game.controller(s) % 2 == 0 else make_agent("random", game) for s in range(game.num_seats)]
    CALLS.clear()
    result, _ = play_hand(game, agents, 0, 17, "policy")
    assert CALLS and all(c > 1 for c in CALLS) and len(result.scores) == game.num_seats


def test_an_openspiel_bot_plays_through_a_world_drawn_for_its_observation() -> None:
    game = create_game("piedmontese", {"players": 3})
    og = openspiel.load_tarocchi(game)
    evaluator = mcts.RandomRolloutEvaluator(1, np.random.RandomState(0))
    bot = ismcts.ISMCTSBot(og, evaluator, 2.0, 4, random_state=np.random.RandomState(0))
    agents = [PolicyAgent(game, bot, name="ismcts"), make_agent("random", game), make_agent("random", game)]
    result, _ = play_hand(game, agents, 0, 3, "bot")
    assert len(result.scores) == 3


def test_registered_agents_by_name(tmp_path: Path) -> None:
    project = tomllib.loads((Path(__file__).parents[2] / "pyproject.toml").read_text())
    entries = project["project"]["entry-points"]["tarocchi.agents"]
    assert entries == {
        "policy": "tarocchi.rl.agent:make_policy_agent",
        "linear": "tarocchi.rl.agent:make_linear_agent",
        "ismcts": "tarocchi.rl.agent:make_ismcts_agent",
    }
    game = create_game("french-tarot", {"players": 4})
    encoder = Encoder(game)
    weights = np.zeros((game.num_distinct_actions, encoder.size), dtype=np.float32)
    bias = -np.arange(game.num_distinct_actions, dtype=np.float32)  # prefers the lowest legal id
    path = tmp_path / "w.npz"
    np.savez(path, W=weights, b=bias)
    linear = make_linear_agent("french-tarot", weights=str(path))
    state = game.new_hand(0, game.deal(0, 1))
    seat = state.to_act
    action = linear.act(state.observation(seat), state.legal_actions(), random.Random(0), state.card_choices())
    assert state.ids_for(action) == [min(state.legal_ids())]
    small = LinearPolicy(np.zeros((3, 2), np.float32), np.array([0.0, 2.0, 1.0], np.float32))
    assert small(np.zeros(2, np.float32), np.array([1, 0, 1], np.int8)) == 2
    policy = make_policy_agent("french-tarot", ref="test_agent_and_bench.highest_id")
    action = policy.act(state.observation(seat), state.legal_actions(), random.Random(0), state.card_choices())
    assert state.ids_for(action) == [max(state.legal_ids())]
    with pytest.raises(TarocchiError):
        make_policy_agent("gatti", ref="no_such_module.policy")
    gatti = create_game("gatti")
    other = gatti.new_hand(0, gatti.deal(0, 1))
    with pytest.raises(TarocchiError, match="shape"):  # French Tarot weights at a Gatti table
        make_linear_agent("gatti", weights=str(path)).act(
            other.observation(other.to_act), other.legal_actions(), random.Random(0), other.card_choices()
        )


def test_openspiels_ismcts_plays_at_a_table_and_a_seeded_hand_replays_exactly() -> None:
    """The outside player of issue 13's duplicate check: OpenSpiel's ISMCTS, drawing only from the table's rng."""
    game = create_game("gatti", {"players": 3})
    results = []
    for _ in range(2):
        bot = make_ismcts_agent("gatti", simulations=6)
        agents = [bot, make_agent("heuristic", game), make_agent("heuristic", game)]
        result, record = play_hand(game, agents, 0, 11, "ismcts", keep_record=True)
        assert record is not None
        results.append((result.scores, record["hands"]))
    assert results[0] == results[1]
    other, _ = play_hand(game, [make_ismcts_agent("gatti", simulations=6), *agents[1:]], 0, 12, "ismcts")
    assert len(other.scores) == 3


@pytest.mark.parametrize(
    ("params", "message"),
    [({"simulations": 0}, "simulations"), ({"rollouts": 1.5}, "rollouts"), ({"uct": -1}, "uct"),
     ({"depth": 3}, "takes no parameter 'depth'")],
)  # fmt: skip
def test_ismcts_refuses_bad_parameters(params: dict[str, object], message: str) -> None:
    spec = "ismcts:" + ":".join(f"{k}={v}" for k, v in params.items())
    with pytest.raises(TarocchiError, match=message):
        make_agent(spec, "gatti")


def test_bench_lines() -> None:
    pz = measure_pettingzoo("french-tarot", {"players": 4}, 0.2, 1)
    assert pz["agent"] == "pettingzoo" and pz["players"] == 4 and pz["steps"] > 0 and pz["steps_per_second"] > 0
    os_ = measure_openspiel("gatti", {"players": 4, "mode": "call"}, 0.2, 1)
    assert os_["agent"] == "openspiel" and os_["options"] == {"mode": "call"} and os_["steps_per_second"] > 0
