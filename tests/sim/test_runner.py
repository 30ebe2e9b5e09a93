"""The match runner: seat assignment, duplicate rotation, statistics, JSON report, workers, records."""

from __future__ import annotations

import json
import math
import random

import pytest

from tarocchi.agents.random_agent import RandomAgent
from tarocchi.cli import main
from tarocchi.engine.actions import Action
from tarocchi.games import create_game
from tarocchi.sim.runner import DealOutcome, MatchConfig, Play, play_hand, run_deals, seat_agent, summarize
from tarocchi.sim.stats import mean_ci95, t975

GAME = "piedmontese"


def test_seat_s_gets_agent_s_mod_k_and_rotations_cover_every_seat() -> None:
    assert [seat_agent(s, 0, 2) for s in range(4)] == [0, 1, 0, 1]
    assert [seat_agent(s, 0, 3) for s in range(4)] == [0, 1, 2, 0]
    for k in (1, 2, 3, 4):
        for seat in range(4):
            assert {seat_agent(seat, r, k) for r in range(k)} == set(range(k))


def test_mean_and_confidence_interval() -> None:
    mean, (lo, hi) = mean_ci95([1.0, 2.0, 3.0, 4.0])
    half = t975(3) * math.sqrt((2.25 + 0.25 + 0.25 + 2.25) / 3 / 4)
    assert mean == 2.5 and lo == pytest.approx(2.5 - half) and hi == pytest.approx(2.5 + half)
    assert mean_ci95([5.0]) == (5.0, (5.0, 5.0))
    assert t975(10_000) == 1.96 and t975(1) == 12.706


def test_summary_of_hand_made_outcomes() -> None:
    config = MatchConfig(GAME, ("a", "b"), deals=2, duplicate=True)
    outcomes = [
        DealOutcome(1, [Play(0, [10.0, -10.0], []), Play(1, [-4.0, 4.0], [])]),
        DealOutcome(0, [Play(0, [2.0, -2.0], []), Play(1, [2.0, -2.0], [])]),
    ]
    report = summarize(config, outcomes)
    assert report["deals"] == 2 and report["duplicate"] is True and report["players"] == 4
    a, b = report["agents"]
    assert a["name"] == "a" and a["seats"] == [0, 2] and b["seats"] == [1, 3]
    assert a["mean"] == pytest.approx(2.5) and b["mean"] == pytest.approx(-2.5)
    assert report["diff"]["mean"] == pytest.approx(5.0)  # per deal: 6 and 4
    assert a["win_rate"] == pytest.approx(0.75)


def test_french_tarot_reports_every_agents_contracts_even_when_nobody_took() -> None:
    """DESIGN.md §7: French Tarot adds ``takers`` per agent; an agent that never took shows zeros."""
    outcomes = [DealOutcome(0, [Play(0, [0.0, 0.0], [])])]
    report = summarize(MatchConfig("french-tarot", ("a", "b"), deals=1), outcomes)
    assert report["takers"] == {
        "a": {"taken": 0, "made": 0, "by_contract": {}},
        "b": {"taken": 0, "made": 0, "by_contract": {}},
    }
    took = [DealOutcome(0, [Play(0, [75.0, -25.0], [(1, "garde", True)])])]
    report = summarize(MatchConfig("french-tarot", ("a", "b"), deals=1), took)
    assert report["takers"]["a"] == {"taken": 0, "made": 0, "by_contract": {}}
    assert report["takers"]["b"] == {"taken": 1, "made": 1, "by_contract": {"garde": {"taken": 1, "made": 1}}}
    assert "takers" not in summarize(MatchConfig("piedmontese", ("a", "b"), deals=1, options={"players": 3}), outcomes)


def test_two_agents_of_one_name_keep_their_own_takers() -> None:
    """``random,random`` (a self-play's spread): each agent's contracts stay its own, keyed ``name#i``."""
    took = [
        DealOutcome(
            0,
            [
                Play(0, [75.0, -25.0, -50.0], [(1, "garde", True)]),
                Play(1, [-25.0, 75.0, -50.0], [(0, "petite", False)]),
            ],
        )
    ]
    report = summarize(MatchConfig("french-tarot", ("random", "random", "heuristic"), deals=1), took)
    assert report["takers"] == {
        "random#1": {"taken": 1, "made": 0, "by_contract": {"petite": {"taken": 1, "made": 0}}},
        "random#2": {"taken": 1, "made": 1, "by_contract": {"garde": {"taken": 1, "made": 1}}},
        "heuristic": {"taken": 0, "made": 0, "by_contract": {}},
    }


def test_duplicate_match_is_zero_sum_and_reproducible_across_workers() -> None:
    config = MatchConfig(GAME, ("heuristic", "random"), deals=6, duplicate=True, seed=4)
    one = summarize(config, run_deals(config, workers=1))
    two = summarize(config, run_deals(config, workers=2))
    assert one == two
    assert one["agents"][0]["mean"] == pytest.approx(-one["agents"][1]["mean"])


class _DiceLog:
    """The ``random`` agent, noting the first number of every ``Random`` it is given."""

    name = "dice-log"

    def __init__(self) -> None:
        self.agent = RandomAgent()
        self.draws: list[float] = []

    def act(self, observation, legal, rng, choices=()):  # type: ignore[no-untyped-def]
        copy = random.Random()
        copy.setstate(rng.getstate())  # the agent's own draws are left as they were
        self.draws.append(copy.random())
        return self.agent.act(observation, legal, rng, choices)


def test_same_dice_gives_each_decision_its_own_numbers() -> None:
    """Within one play every decision draws fresh numbers (the agents' play stays as random as it was)."""
    agent = _DiceLog()
    game = create_game(GAME, {})
    play_hand(game, [agent] * 4, 0, 11, "k", per_decision=True)
    assert len(agent.draws) > 40 and len(set(agent.draws)) == len(agent.draws)
    again = _DiceLog()
    play_hand(game, [again] * 4, 0, 11, "k", per_decision=True)
    assert again.draws == agent.draws


def test_same_dice_make_agents_that_decide_alike_play_alike() -> None:
    """Two ``random`` agents differ on most deals with each play's own dice, on none with the same dice."""
    config = MatchConfig(GAME, ("random", "random"), deals=12, duplicate=True, seed=5)
    apart = [o.agent_score(0) - o.agent_score(1) for o in run_deals(config)]
    paired = MatchConfig(GAME, ("random", "random"), deals=12, duplicate=True, seed=5, same_dice=True)
    together = [o.agent_score(0) - o.agent_score(1) for o in run_deals(paired)]
    assert sum(d != 0 for d in apart) >= 6
    assert together == [0.0] * 12
    report = summarize(paired, run_deals(paired))
    assert report["same_dice"] is True and report["diff"]["mean"] == 0
    assert "same_dice" not in summarize(config, run_deals(config, indices=[0]))


def test_cli_json_report_and_records(tmp_path, capsys) -> None:  # type: ignore[no-untyped-def]
    code = main(
        [
            "match",
            GAME,
            "--agents",
            "random,heuristic",
            "--deals",
            "3",
            "--duplicate",
            "--seed",
            "2",
            "--json",
            "--records",
            str(tmp_path),
            "--no-progress",
        ]
    )
    assert code == 0
    report = json.loads(capsys.readouterr().out)
    assert set(report) >= {"game", "players", "deals", "duplicate", "agents", "diff"}
    assert report["game"] == GAME and report["deals"] == 3 and report["duplicate"] is True
    assert [a["name"] for a in report["agents"]] == ["random", "heuristic"]
    assert all(set(a) >= {"name", "seats", "mean", "ci95"} for a in report["agents"])
    assert report["diff"]["a"] == "random" and report["diff"]["b"] == "heuristic"
    files = sorted(tmp_path.glob("*.json"))
    assert len(files) == 6  # 3 deals x 2 rotations
    # The records replay.
    assert main(["replay", *map(str, files), "--json"]) == 0


def test_cli_refuses_bad_input(capsys) -> None:  # type: ignore[no-untyped-def]
    assert main(["match", GAME, "--agents", "nobody", "--deals", "1", "--no-progress"]) == 2
    assert "unknown agent" in capsys.readouterr().err
    assert main(["match", GAME, "--deals", "0", "--no-progress"]) == 2
    capsys.readouterr()
    assert main(["match", GAME, "--deals", "1", "--same-dice", "--no-progress"]) == 2
    assert "--same-dice pairs the plays of a duplicate deal: give --duplicate too" in capsys.readouterr().err


@pytest.mark.slow
def test_ray_backend_gives_the_same_report() -> None:
    pytest.importorskip("ray")
    config = MatchConfig(GAME, ("heuristic", "random"), deals=3, duplicate=True, seed=1)
    assert summarize(config, run_deals(config, workers=1, backend="ray")) == summarize(config, run_deals(config))


def test_ray_is_not_imported_unless_asked_for() -> None:
    import subprocess
    import sys

    code = "import sys, tarocchi.sim, tarocchi.cli.match; assert 'ray' not in sys.modules"
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0


def test_an_agent_is_offered_only_what_its_observation_offers() -> None:
    """Gatti's called king (12.3): a Matto player who does not know the sides is offered no give, not even
    in another seat's turn (whether one is owed would tell him who won for whom)."""

    offers: list[tuple[int, list[Action], tuple[Action, ...]]] = []

    class Spy(RandomAgent):
        def optional(self, observation, legal, rng, choices=()):  # type: ignore[no-untyped-def]
            offers.append((observation.seat, list(legal), observation.legal))
            return super().optional(observation, legal, rng, choices)

    game = create_game("gatti", {"players": 4, "mode": "call"})
    for seed in range(40):
        play_hand(game, [Spy()] * 4, seed % 4, seed, f"spy/{seed}")
    gives = [(seat, legal, shown) for seat, legal, shown in offers if any(a.verb == "give" for a in legal)]
    assert offers and all(set(legal) <= set(shown) for _, legal, shown in offers), gives[:1]
