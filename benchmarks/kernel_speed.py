"""The playout kernels side by side, on CPU time: the Python and compiled kernels, and optionally a C program.

    python benchmarks/kernel_speed.py [GAME...] [--seconds S] [--c-source tarot_playout.c] [--json]

For each game at each player count, interleaved in one run: ``tarocchi bench``'s ``rollout``, ``random``
and ``search`` measurements with ``--kernel python`` then ``--kernel compiled`` (the compiled kernel needs
the ``fast`` extra), each figure over the process's CPU time, and the ratio compiled / python. With
``--c-source`` (the minimal bit-board C program of ``shared/tools/bitboard-bench/``), the program is built
with ``gcc -O3 -march=native`` into a temporary directory and run on one core beside them; its rollouts per
second are counted over its own CPU time.
"""

from __future__ import annotations

import argparse
import json
import re
import resource
import subprocess
import tempfile
import time
from pathlib import Path
from typing import Any

time.perf_counter = time.process_time  # every figure below is CPU time of this process, one core

from tarocchi import kernel  # noqa: E402
from tarocchi.cli import bench  # noqa: E402
from tarocchi.games import game_class, game_names  # noqa: E402

FIGURE = {"random": "hands_per_second", "rollout": "rollouts_per_second", "search": "playouts_per_second"}


def run_c(source: Path, rollouts: int) -> dict[str, Any]:
    """Build and run the C program: its rollouts per CPU second from its fixed deal."""
    with tempfile.TemporaryDirectory() as tmp:
        binary = Path(tmp) / "tarot_playout"
        subprocess.run(["gcc", "-O3", "-march=native", "-o", str(binary), str(source)], check=True)
        before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_utime
        out = subprocess.run(
            ["taskset", "-c", "0", str(binary), "1", str(rollouts)], check=True, capture_output=True, text=True
        ).stdout
        cpu = resource.getrusage(resource.RUSAGE_CHILDREN).ru_utime - before
    found = re.search(r"clone\+rollout from a fixed deal: (\d+)", out)
    count = int(found.group(1)) if found else rollouts
    return {"program": "c", "rollouts": count, "rollouts_per_second": round(count / cpu, 1)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", default=game_names())
    parser.add_argument("--seconds", type=float, default=2.0)
    parser.add_argument("--decisions", type=int, default=12)
    parser.add_argument("--playouts", type=int, default=200)
    parser.add_argument("--c-source", type=Path)
    parser.add_argument("--c-rollouts", type=int, default=3_000_000)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    compiled = kernel.compiled_available()
    lines: list[dict[str, Any]] = []
    if compiled:
        warm = round(kernel.warm_up("compiled"), 3)
        lines.append({"agent": "warm-up", "kernel": "compiled", "compile_seconds": warm})
    if args.c_source is not None:
        lines.append(run_c(args.c_source, args.c_rollouts))
    for line in lines:
        print(json.dumps(line), flush=True)
    for name in args.games:
        for count in game_class(name).player_counts():
            options = {"players": count}
            for agent in ("rollout", "random", "search"):
                pair = []
                for which in ("python", "compiled") if compiled else ("python",):
                    if agent == "rollout":
                        result = bench.measure_rollouts(name, options, args.seconds, 1, which)
                    elif agent == "random":
                        result = bench.measure(name, options, args.seconds, 1, which)
                    else:
                        result = bench.measure_search(name, options, args.decisions, args.playouts, 1, which)
                    pair.append(result)
                    if args.json:
                        print(json.dumps(result), flush=True)
                if len(pair) == 2 and not args.json:
                    key = FIGURE[agent]
                    py, c = pair[0][key], pair[1][key]
                    print(f"{name:13} {count}p {agent:8} python {py:>11,.1f}  compiled {c:>11,.1f}  x{c / py:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
