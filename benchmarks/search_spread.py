"""How much common random numbers tighten the search's comparison of two options (the ``crn`` knob).

    python benchmarks/search_spread.py [GAME] [--players N] [--decisions N] [--worlds N] [--json]

Hands are played by the heuristic agent from seeded deals (``tarocchi bench``'s search decisions,
:func:`tarocchi.cli.bench.card_decisions`); at each card decision with two options or more
the search agent values every option on the same ``--worlds`` sampled worlds, with ``crn=off`` (one random
stream for all the playouts) and ``crn=on`` (each option's playout of a world on the same random numbers).
Printed: the standard deviation of the paired difference (an option's value minus the first option's,
world by world), averaged over the options and decisions. The smaller it is, the fewer worlds the search
needs to tell two options apart (halving it is worth four times the worlds).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics

from tarocchi.agents import make_agent
from tarocchi.agents.search.agent import SearchAgent
from tarocchi.cli.bench import card_decisions
from tarocchi.games import create_game


def spread(game_name: str, players: int, count: int, worlds: int, seed: int) -> dict[str, float]:
    """Mean standard deviation of the paired differences, with ``crn`` off and on."""
    game = create_game(game_name, {"players": players})
    out: dict[str, list[float]] = {"off": [], "on": []}
    for k, (obs, legal) in enumerate(card_decisions(game, count, random.Random(seed))):
        for crn in out:
            agent = make_agent(f"search:samples={worlds}:playouts=1000000000:crn={crn}", game)
            assert isinstance(agent, SearchAgent)
            options = list(agent.model.candidates(obs, legal))
            if len(options) < 2:
                break
            values = agent.evaluate(obs, options, random.Random(k), solve=False)
            sds = [statistics.stdev([a - b for a, b in zip(v, values[0], strict=True)]) for v in values[1:]]
            out[crn].append(statistics.mean(sds))
    return {crn: statistics.mean(sds) for crn, sds in out.items() if sds} | {"decisions": len(out["on"])}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", nargs="?", default="french-tarot")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--decisions", type=int, default=20)
    parser.add_argument("--worlds", type=int, default=80)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    result = spread(args.game, args.players, args.decisions, args.worlds, args.seed)
    if args.json:
        print(json.dumps({"game": args.game, "players": args.players, **result}))
    else:
        off, on = result["off"], result["on"]
        print(
            f"{args.game} {args.players}p, {result['decisions']:.0f} decisions: paired spread {off:.1f} with crn=off, "
            f"{on:.1f} with crn=on ({1 - on / off:.0%} less)"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
