"""How much ``tarocchi match --duplicate --same-dice`` narrows a match's paired difference.

    python benchmarks/same_dice.py [GAME] [--players N] [--agents A,B] [--deals N] [--seed N] [--workers K]

Plays the same duplicate match twice, each play of a deal with its own random streams and with the same
dice (:func:`tarocchi.sim.runner.play_hand`'s ``per_decision``), and prints for each the mean paired
difference (A - B per seat per deal), its standard deviation, the half-width of its 95% CI and the deals
both tables scored alike. The defaults are French Tarot's new search against the old one at 500 playouts
(``benchmarks/matches/campaign.py``'s ``NEW`` and ``OLD``), about five CPU-seconds a deal.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

from tarocchi.sim.runner import MatchConfig, run_deals
from tarocchi.sim.stats import mean_ci95

sys.path.insert(0, str(Path(__file__).resolve().parent / "matches"))
from campaign import NEW, OLD


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", nargs="?", default="french-tarot")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--agents", default=f"{NEW},{OLD}")
    parser.add_argument("--deals", type=int, default=60)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    a, b = args.agents.split(",")
    for same in (False, True):
        start = time.perf_counter()
        config = MatchConfig(
            args.game, (a, b), args.deals, {"players": args.players}, duplicate=True, seed=args.seed, same_dice=same
        )
        diffs = [o.agent_score(0) - o.agent_score(1) for o in run_deals(config, workers=args.workers)]
        mean, (lo, _) = mean_ci95(diffs)
        alike = sum(d == 0 for d in diffs)
        dice = "same dice" if same else "own dice "
        print(
            f"{dice}: {len(diffs)} deals, A - B {mean:+.2f} (95% CI +/- {mean - lo:.2f}),"
            f" sd {statistics.stdev(diffs):.1f}, alike at both tables in {alike}, {time.perf_counter() - start:.0f} s"
        )


if __name__ == "__main__":
    main()
