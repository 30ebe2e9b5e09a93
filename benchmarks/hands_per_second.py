"""Random full hands per second for every game and player count, one core, with ratios to peers.

    python benchmarks/hands_per_second.py [--seconds 3]

Runs the same measurement as ``tarocchi bench`` (deal, bidding, discard, declarations, play and
scoring with every rule applied, uniformly random legal choices), then prints each figure beside
its issue's target and, for French Tarot, beside the peer figures of shared/research/peer-bench.md
(a pure-Python French Tarot engine with its bots: about 640 hands/s; OpenSpiel's C++ Slovenian
tarok driven from Python, full-length hands: about 10,900 hands/s with 4 players). Pin it to one
core for stable figures: ``taskset -c 0 python benchmarks/hands_per_second.py``.
"""

from __future__ import annotations

import argparse
import importlib

from tarocchi.cli.bench import measure
from tarocchi.games import GAME_MODULES

TARGETS = {("french-tarot", 4): 5000, ("gatti", 3): 5000, ("piedmontese", 4): 6000, ("tarocchino", 4): 3000}
"""Hands per second the issues ask for, at each game's main player count."""
PEERS = {"pure-Python French Tarot peer (with its bots)": 640, "OpenSpiel tarok (C++, 4 players)": 10920}


def main() -> None:
    """Measure and print."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0)
    args = parser.parse_args()
    print(f"{'game':13} {'options':52} {'hands/s':>10} {'target':>8} {'ratio':>6}")
    for name, module_name in GAME_MODULES.items():
        for options in importlib.import_module(module_name).BENCH_OPTIONS:
            figure = measure(name, dict(options), args.seconds, seed=1)["hands_per_second"]
            target = TARGETS.get((name, options.get("players")))
            shown = ", ".join(f"{k}={v}" for k, v in options.items())
            ratio = f"{figure / target:5.1f}x" if target and len(options) == 1 else ""
            print(f"{name:13} {shown:52} {figure:>10,.0f} {target or '':>8} {ratio:>6}")
            if name == "french-tarot" and options == {"players": 4}:
                for peer, peer_figure in PEERS.items():
                    print(f"{'':13} {'vs ' + peer:52} {'':>10} {peer_figure:>8} {figure / peer_figure:5.1f}x")


if __name__ == "__main__":
    main()
