"""Search speed per game: playouts per second and sampled worlds per second of the ``search`` agent.

    python benchmarks/search_speed.py [GAME...] [--decisions N] [--playouts P] [--json]

For each game at its usual player count, hands are played by the heuristic agent; at each card
decision with a choice the search agent runs a fixed number of playouts, and the time it takes is
measured (one core). Also reported: the cost of one sampled world (sampling plus rebuild) alone.
The measurement is ``tarocchi bench --agent search``'s (:func:`tarocchi.cli.bench.measure_search`).
"""

from __future__ import annotations

import argparse
import json
import sys

from tarocchi.cli.bench import measure_search
from tarocchi.games import game_class, game_names


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", default=game_names())
    parser.add_argument("--decisions", type=int, default=20)
    parser.add_argument("--playouts", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    for name in args.games:
        try:
            players = game_class(name).player_counts()[:1]
            result = measure_search(
                name, {"players": players[0]} if players else {}, args.decisions, args.playouts, args.seed
            )
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
