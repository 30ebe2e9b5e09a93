"""``tarocchi bench``: random full hands per second, one core (DESIGN.md §1).

Each game lists its benchmark configurations (``BENCH_OPTIONS`` in its module: the player counts
and variants worth measuring); a hand is dealt, bid, discarded, declared, played and scored with
every rule applied, choosing uniformly among legal actions.
"""

from __future__ import annotations

import argparse
import importlib
import json
import random
import time
from typing import Any

from tarocchi.games import GAME_MODULES, create_game


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Declare the subcommand's arguments."""
    parser.add_argument(
        "games", nargs="*", metavar="GAME", help=f"games to measure (default: all of {', '.join(GAME_MODULES)})"
    )
    parser.add_argument("--seconds", type=float, default=2.0, help="time per measurement (default 2)")
    parser.add_argument("--players", type=int, help="only this player count")
    parser.add_argument("--seed", type=int, default=1, help="random seed")
    parser.add_argument("--json", action="store_true", help="one JSON object per measurement")


def measure(name: str, options: dict[str, Any], seconds: float, seed: int) -> dict[str, Any]:
    """Play random hands for about ``seconds`` and return the measurement."""
    game = create_game(name, options)
    rng = random.Random(seed)
    hands = 0
    dealer = 0
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        for _ in range(20):
            game.play_random_hand(dealer, rng)
            dealer = (dealer + 1) % game.num_seats
        hands += 20
        now = time.perf_counter()
        if now >= deadline:
            break
    elapsed = now - start
    out: dict[str, Any] = {"game": name, "players": options.get("players"), "agent": "random"}
    variant = {k: v for k, v in options.items() if k != "players"}
    if variant:
        out["options"] = variant
    out["hands"] = hands
    out["hands_per_second"] = round(hands / elapsed, 1)
    return out


def run(args: argparse.Namespace) -> int:
    """Run the measurements and print them."""
    names = args.games or list(GAME_MODULES)
    for name in names:
        if name not in GAME_MODULES:
            print(f"tarocchi bench: unknown game {name!r}")
            return 2
        try:
            module = importlib.import_module(GAME_MODULES[name])
        except ModuleNotFoundError:
            continue
        for options in getattr(module, "BENCH_OPTIONS", [{}]):
            if args.players is not None and options.get("players") != args.players:
                continue
            result = measure(name, dict(options), args.seconds, args.seed)
            if args.json:
                print(json.dumps(result), flush=True)
            else:
                extra = "".join(f" {k}={v}" for k, v in result.get("options", {}).items())
                print(
                    f"{name:13} {result['players']} players{extra}: {result['hands_per_second']:>10,.1f} hands/s",
                    flush=True,
                )
    return 0
