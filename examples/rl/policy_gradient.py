"""A linear policy learns Piedmontese tarocchi for two by policy gradient (REINFORCE), with NumPy only.

    python examples/rl/policy_gradient.py [--hands 4000] [--deals 300] [--out /tmp/linear.npz]

The learner plays seat ``player_0`` of the PettingZoo environment against a uniformly random
opponent; every decision (the dealer's discard card by card, then the cards) is a softmax over the
legal ids of ``W @ observation + b``. After each hand the log-probabilities of its choices are pushed
up or down by the hand's score less a running baseline. The weights are saved as ``.npz`` and played
back, greedily, as the ``linear`` agent in a duplicate match against ``random``:

    tarocchi match piedmontese --players 2 --agents linear:weights=/tmp/linear.npz,random --duplicate

(which this script runs itself; when the ``linear`` entry point is not installed it plays the same
match through :mod:`tarocchi.sim.runner` directly). A few minutes of one CPU core.
"""

from __future__ import annotations

import argparse
import json
import time
from dataclasses import replace
from typing import Any

import numpy as np

from tarocchi.rl.agent import LinearPolicy, PolicyAgent
from tarocchi.rl.pettingzoo import raw_env

GAME = "piedmontese"
OPTIONS: dict[str, Any] = {"players": 2}


def train(hands: int, seed: int, lr: float = 0.05) -> tuple[np.ndarray, np.ndarray, list[float]]:
    """REINFORCE with a running-mean baseline; returns ``W``, ``b`` and the mean reward per 500 hands."""
    table = raw_env(GAME, **OPTIONS)
    rng = np.random.default_rng(seed)
    size = table.encoder.size
    n_actions = table.game.num_distinct_actions
    weights = np.zeros((n_actions, size), dtype=np.float32)
    bias = np.zeros(n_actions, dtype=np.float32)
    scale = 1.0 / 57.0  # the reference: a hand's score is T - 57
    baseline = 0.0
    curve: list[float] = []
    window: list[float] = []
    for _ in range(hands):
        table.reset(seed=int(rng.integers(2**62)))
        trace: list[tuple[np.ndarray, np.ndarray, int, np.ndarray]] = []
        reward = 0.0
        for agent in table.agent_iter():
            obs, r, terminated, truncated, _ = table.last()
            if agent == "player_0":
                reward += r
            if terminated or truncated:
                table.step(None)
                continue
            legal = np.flatnonzero(obs["action_mask"])
            if agent != "player_0" or len(legal) == 1:
                table.step(int(legal[rng.integers(len(legal))]) if agent != "player_0" else int(legal[0]))
                continue
            x = obs["observation"]
            logits = weights[legal] @ x + bias[legal]
            p = np.exp(logits - logits.max())
            p /= p.sum()
            k = int(rng.choice(len(legal), p=p))
            trace.append((x, legal, k, p))
            table.step(int(legal[k]))
        advantage = reward * scale - baseline
        baseline += 0.01 * (reward * scale - baseline)
        for x, legal, k, p in trace:
            grad = -p
            grad[k] += 1.0
            weights[legal] += (lr * advantage) * np.outer(grad, x).astype(np.float32)
            bias[legal] += lr * advantage * grad.astype(np.float32)
        window.append(reward)
        if len(window) == 500:
            curve.append(float(np.mean(window)))
            window = []
    return weights, bias, curve


def duplicate_match(path: str, deals: int, seed: int) -> dict[str, Any]:
    """The duplicate match of ``linear`` against ``random`` (through ``tarocchi match`` when it can)."""
    from tarocchi.agents import agent_names
    from tarocchi.games import create_game
    from tarocchi.sim.runner import DealPlayer, MatchConfig, summarize

    agents = (f"linear:weights={path}", "random")
    if "linear" in agent_names():
        import contextlib
        import io

        from tarocchi.cli import main

        out = io.StringIO()
        args = ["match", GAME, "--players", "2", "--agents", ",".join(agents), "--duplicate"]
        args += ["--deals", str(deals), "--seed", str(seed), "--json", "--no-progress"]
        with contextlib.redirect_stdout(out):
            main(args)
        report: dict[str, Any] = json.loads(out.getvalue())
        return report
    config = MatchConfig(GAME, ("random", "random"), deals, dict(OPTIONS), duplicate=True, seed=seed)
    player = DealPlayer(config)
    player.agents[0] = PolicyAgent(create_game(GAME, OPTIONS), LinearPolicy.load(path), name="linear")
    outcomes = [player.play(i) for i in range(deals)]
    return summarize(replace(config, agents=agents), outcomes)


def main() -> None:
    """Train, save, and report the duplicate result against ``random``."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=4000, help="training hands (default 4000)")
    parser.add_argument("--deals", type=int, default=300, help="deals of the duplicate match (default 300)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", default="/tmp/tarocchi-linear.npz", help="where to save W and b")
    args = parser.parse_args()
    start = time.perf_counter()
    weights, bias, curve = train(args.hands, args.seed)
    np.savez(args.out, W=weights, b=bias)
    print(f"trained {args.hands} hands in {time.perf_counter() - start:.0f} s; mean score per 500 hands: {curve}")
    report = duplicate_match(args.out, args.deals, args.seed + 1000)
    diff = report["diff"]
    lo, hi = diff["ci95"]
    print(
        f"duplicate, {args.deals} deals: linear - random = {diff['mean']:+.2f} per deal, 95% CI [{lo:+.2f}, {hi:+.2f}]"
    )
    print(json.dumps(report))


if __name__ == "__main__":
    main()
