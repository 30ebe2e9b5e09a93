"""Search speed per game: playouts per second and sampled worlds per second of the ``search`` agent.

    python benchmarks/search_speed.py [GAME...] [--decisions N] [--playouts P] [--json]

For each game at its main player count, hands are played by the heuristic agent; at each card
decision with a choice the search agent runs a fixed number of playouts, and the time it takes is
measured (one core). Also reported: the cost of one sampled world (sampling plus rebuild) alone.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time

from tarocchi.agents import make_agent
from tarocchi.agents.search import SearchAgent, search_model
from tarocchi.games import create_game

MAIN = {"french-tarot": {"players": 4}, "gatti": {"players": 3}, "piedmontese": {"players": 4}, "tarocchino": {}}


def measure(name: str, decisions: int, playouts: int, seed: int) -> dict[str, object]:
    options = MAIN[name]
    game = create_game(name, options)
    heuristic = make_agent("heuristic", game)
    search = make_agent(f"search:playouts={playouts}", game)
    assert isinstance(search, SearchAgent)
    model = search_model(game)
    rng = random.Random(seed)
    observations = []
    dealer = 0
    while len(observations) < decisions:
        state = game.new_hand(dealer, game.deal(dealer, rng.getrandbits(64)))
        dealer = (dealer + 1) % game.num_seats
        while not state.is_over:
            seat = state.to_act
            assert seat is not None
            legal = [a for a in state.legal_actions() if a.seat == seat]
            choices = [c for c in state.card_choices() if c.seat == seat]
            obs = state.observation(seat)
            plays = [a for a in legal if a.verb == "play"]
            if len(plays) >= 2 and len(plays) == len(legal) and not choices:
                observations.append((obs, plays))
            state.apply(heuristic.act(obs, legal, rng, choices))
    observations = observations[:decisions]
    start = time.perf_counter()
    for obs, _ in observations:
        for _ in range(10):
            model.determinize(obs, rng)
    world_seconds = (time.perf_counter() - start) / (10 * len(observations))
    start = time.perf_counter()
    for obs, plays in observations:
        search.search(obs, plays, rng)
    elapsed = time.perf_counter() - start
    stats = search.stats
    return {
        "game": name,
        "players": game.options_json().get("players", game.num_seats),
        "agent": "search",
        "decisions": stats["decisions"],
        "playouts_per_second": round(stats["playouts"] / elapsed, 1),
        "worlds_per_second": round(1 / world_seconds, 1),
        "seconds_per_decision": round(elapsed / max(1, stats["decisions"]), 4),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", default=list(MAIN))
    parser.add_argument("--decisions", type=int, default=20)
    parser.add_argument("--playouts", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    for name in args.games:
        try:
            result = measure(name, args.decisions, args.playouts, args.seed)
        except ImportError as exc:
            print(f"{name}: not available ({exc})", file=sys.stderr)
            continue
        if args.json:
            print(json.dumps(result), flush=True)
        else:
            print(
                f"{name:13} {result['players']} players: {result['playouts_per_second']:>9,.0f} playouts/s, "
                f"{result['worlds_per_second']:>8,.0f} sampled worlds/s, "
                f"{result['seconds_per_decision']:.3f} s per decision ({args.playouts} playouts)",
                flush=True,
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
