"""``tarocchi bench``: throughput on one core (DESIGN.md §1), one line (or JSON object) per measurement.

For each game and each of its variants (``Game.variants()``):

* ``"agent": "random"``, ``hands_per_second``: whole random hands (deal, bids, discards,
  declarations, play, score) with every rule applied, uniformly among legal actions, on the game's
  trusted transition: ``Game.play_random_hand`` with the ``python`` kernel; with ``compiled``, the
  kernel's random hands (:func:`tarocchi.kernel.random_hand`: the game's seeded deal, its
  ``random_action`` for the decisions that are not cards, the card play in the compiled kernel and
  replayed by the game's step, then scored);

and for each player count (the variants that set only ``players``):

* ``"agent": "rollout"``, ``rollouts_per_second``: random card-play playouts to the end of the hand
  from positions just after the discard, tagged with the ``kernel`` that ran: ``python``,
  ``Game.random_rollout`` on a ``HandState.playout`` copy, scored by the game; ``compiled``, the
  kernel's batched rollouts (:func:`tarocchi.kernel.compiled.rollouts`: 100 a call from each
  position, each trick's card points to its winner, no score), and beside them
  ``scored_rollouts_per_second``, single rollouts replayed by the game's step and scored;
* ``"agent": "search"``, ``playouts_per_second`` and ``worlds_per_second``: the ``search`` agent at a
  fixed number of playouts per decision, on card decisions the ``heuristic`` agent reaches, and the
  cost of one sampled world (sampling plus rebuild) alone; ``"rollout"`` says how its playouts play
  the cards: ``greedy`` (the games' own policies, the agent's default) with the ``python`` kernel,
  ``random`` (uniform cards, the only card play the compiled kernel has) with ``compiled``;
* ``"agent": "pettingzoo"`` / ``"openspiel"``, ``steps_per_second``: environment steps with random
  masked actions through the RL adapters (:mod:`tarocchi.rl`), when the ``rl`` extra is installed.

``--kernel python|compiled`` chooses the playout kernel of every line (:mod:`tarocchi.kernel`). Without it
each line runs the kernel its path uses by default: the ``rollout`` line the compiled kernel when the
``fast`` extra is installed (else ``python``); the ``random`` and ``search`` lines ``python``
(``Game.play_random_hand`` replays and scores every card in the game's step anyway, and the search's
playouts follow each game's greedy policy, which the compiled kernel does not play). Every line says
which ran (``"kernel"``). The compiled kernel's
first compile (or its load from the on-disk cache) is timed apart and printed first, never inside a figure
(``"agent": "warm-up"``, ``compile_seconds``; with ``--json`` on stderr, so stdout holds only measurements).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from typing import Any

from tarocchi import kernel as kernels
from tarocchi.engine.actions import Action
from tarocchi.engine.game import Game, HandState
from tarocchi.engine.observation import Observation
from tarocchi.engine.rng import SplitMix64
from tarocchi.games import create_game, game_class, game_names

ROLLOUT_BATCH = 100
"""Compiled rollouts per kernel call from one position."""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Declare the subcommand's arguments."""
    parser.add_argument(
        "games", nargs="*", metavar="GAME", help=f"games to measure (default: all of {', '.join(game_names())})"
    )
    parser.add_argument("--seconds", type=float, default=2.0, help="time per measurement (default 2)")
    parser.add_argument("--players", type=int, help="only this player count")
    parser.add_argument("--seed", type=int, default=1, help="random seed")
    parser.add_argument(
        "--agent",
        choices=("all", "random", "rollout", "search", "pettingzoo", "openspiel"),
        default="all",
        help="which measurements (default: all)",
    )
    parser.add_argument("--playouts", type=int, default=200, help="search playouts per decision (default 200)")
    parser.add_argument("--decisions", type=int, default=12, help="search decisions measured (default 12)")
    parser.add_argument(
        "--kernel",
        choices=kernels.KERNELS,
        help="playout kernel of every line (default: each path's own: compiled rollouts when the fast extra "
        "is installed, python random hands and search)",
    )
    parser.add_argument("--json", action="store_true", help="one JSON object per measurement")


def _head(game: Game, name: str, options: dict[str, Any], agent: str) -> dict[str, Any]:
    out: dict[str, Any] = {"game": name, "players": options.get("players", game.num_seats), "agent": agent}
    variant = {k: v for k, v in options.items() if k != "players"}
    if variant:
        out["options"] = variant
    return out


def next_dealer_seat(game: Game, dealer: int) -> int:
    """The next seat after ``dealer`` that may deal (:meth:`Game.check_dealer`: a dummy never does)."""
    for step in range(1, game.num_seats + 1):
        seat = (dealer + step) % game.num_seats
        try:
            game.check_dealer(seat, None)
        except ValueError:
            continue
        return seat
    return dealer


def dealer_rotation(game: Game) -> list[int]:
    """About 20 dealers in turn from the first seat that may deal (:func:`next_dealer_seat`), a whole
    number of rotations."""
    turn = [next_dealer_seat(game, game.num_seats - 1)]
    while (seat := next_dealer_seat(game, turn[-1])) != turn[0]:
        turn.append(seat)
    return turn * max(1, 20 // len(turn))


def measure(name: str, options: dict[str, Any], seconds: float, seed: int, kernel: str = "python") -> dict[str, Any]:
    """Play random hands for about ``seconds`` and return the ``random`` measurement."""
    game = create_game(name, options)
    rng = random.Random(seed)
    stream = SplitMix64(seed)
    hands = 0
    dealers = dealer_rotation(game)  # worked out before the clock starts: only the hands are timed
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        for dealer in dealers:
            if kernel == "python":
                game.play_random_hand(dealer, rng)
            else:
                kernels.random_hand(game, dealer, stream, kernel).result()
        hands += len(dealers)
        now = time.perf_counter()
        if now >= deadline:
            break
    out = _head(game, name, options, "random")
    out["kernel"] = kernel
    out["hands"] = hands
    out["hands_per_second"] = round(hands / (now - start), 1)
    return out


def positions_after_discard(game: Game, count: int, rng: random.Random) -> list[HandState]:
    """``count`` random hands stopped at their first card to play (after bids, calls and discards)."""
    out: list[HandState] = []
    dealer = 0
    while len(out) < count:
        state = game.new_hand(dealer, game.deal(dealer, rng.getrandbits(64)))
        dealer = next_dealer_seat(game, dealer)
        while not state.is_over and not any(a.verb == "play" for a in state.legal_actions()):
            state.apply(game.random_action(state, rng))
        if not state.is_over:
            out.append(state)
    return out


def measure_rollouts(
    name: str, options: dict[str, Any], seconds: float, seed: int, kernel: str = "python"
) -> dict[str, Any]:
    """Random card-play playouts per second from positions just after the discard."""
    game = create_game(name, options)
    rng = random.Random(seed)
    positions = positions_after_discard(game, 50, rng)
    out = _head(game, name, options, "rollout")
    out["kernel"] = kernel
    if kernel == "python":
        rollouts, elapsed = _timed(seconds, lambda: [game.random_rollout(s.playout(), rng) for s in positions])
    else:
        from tarocchi.kernel import compiled

        plays = [p for p in (s.card_play() for s in positions) if p is not None]
        stream = SplitMix64(seed)

        def batch() -> list[Any]:
            for position in plays:
                _, stream.state = compiled.rollouts(game, position, stream.state, ROLLOUT_BATCH)
            return [None] * (ROLLOUT_BATCH * len(plays))

        def scored() -> list[Any]:
            return [kernels.random_rollout(game, s.playout(), stream, kernel).result() for s in positions]

        rollouts, elapsed = _timed(seconds, batch)
        scored_count, scored_elapsed = _timed(seconds / 2, scored)
        out["scored_rollouts_per_second"] = round(scored_count / scored_elapsed, 1)
    out["rollouts"] = rollouts
    out["rollouts_per_second"] = round(rollouts / elapsed, 1)
    return out


def _timed(seconds: float, run: Any) -> tuple[int, float]:
    """Call ``run`` (which returns one item per rollout) until ``seconds`` have passed: the count and the time."""
    count = 0
    start = time.perf_counter()
    while True:
        count += len(run())
        now = time.perf_counter()
        if now >= start + seconds:
            return count, now - start


def card_decisions(game: Game, count: int, rng: random.Random) -> list[tuple[Observation, list[Action]]]:
    """The first ``count`` card decisions with two cards or more (and nothing else to choose) that the
    ``heuristic`` agent reaches in hands dealt from ``rng``, dealers in turn: each observation and its cards."""
    from tarocchi.agents import make_agent

    heuristic = make_agent("heuristic", game)
    observations: list[tuple[Observation, list[Action]]] = []
    dealer = 0
    while len(observations) < count:
        state = game.new_hand(dealer, game.deal(dealer, rng.getrandbits(64)))
        dealer = next_dealer_seat(game, dealer)
        while state.to_act is not None and not state.is_over:
            seat = state.to_act
            legal = [a for a in state.legal_actions() if a.seat == seat]
            choices = [c for c in state.card_choices() if c.seat == seat]
            obs = state.observation(seat)
            plays = [a for a in legal if a.verb == "play"]
            if len(plays) >= 2 and len(plays) == len(legal) and not choices:
                observations.append((obs, plays))
            state.apply(heuristic.act(obs, legal, rng, choices))
    return observations[:count]


def measure_search(
    name: str, options: dict[str, Any], decisions: int, playouts: int, seed: int, kernel: str = "python"
) -> dict[str, Any]:
    """The ``search`` agent at ``playouts`` per decision on card decisions the heuristic reaches."""
    from tarocchi.agents import make_agent
    from tarocchi.agents.search import SearchAgent, search_model

    game = create_game(name, options)
    # The compiled kernel plays the uniform card play only: with it the search's rollouts are random.
    rollout = "greedy" if kernel == "python" else "random"
    search = make_agent(f"search:playouts={playouts}:rollout={rollout}:kernel={kernel}", game)
    assert isinstance(search, SearchAgent)
    model = search_model(game)
    rng = random.Random(seed)
    observations = card_decisions(game, decisions, rng)
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
    out = _head(game, name, options, "search")
    out["kernel"] = kernel
    out["rollout"] = rollout
    out["decisions"] = stats["decisions"]
    out["playouts_per_decision"] = playouts
    out["playouts_per_second"] = round(stats["playouts"] / elapsed, 1)
    out["worlds_per_second"] = round(1 / world_seconds, 1)
    out["seconds_per_decision"] = round(elapsed / max(1, stats["decisions"]), 4)
    return out


def _rl_measures(wanted: set[str], *, explicit: bool) -> list[Any] | None:
    """The adapter measurements asked for; ``None`` when one was asked for by name but the extra is missing."""
    asked = [agent for agent in ("pettingzoo", "openspiel") if agent in wanted]
    if not asked:
        return []
    try:
        from tarocchi.rl import bench as rl_bench
    except ImportError:
        return None if explicit else []
    return [getattr(rl_bench, f"measure_{agent}") for agent in asked]


def _show(result: dict[str, Any]) -> str:
    agent = result["agent"]
    if agent == "warm-up":
        return f"{result['kernel']} kernel: compiled or loaded from its cache in {result['compile_seconds']:.2f} s"
    extra = "".join(f" {k}={v}" for k, v in result.get("options", {}).items())
    head = f"{result['game']:13} {result['players']} players{extra}"
    tag = f" ({result['kernel']} kernel)" if "kernel" in result else ""
    if agent == "random":
        return f"{head}: {result['hands_per_second']:>10,.1f} random hands/s{tag}"
    if agent in ("pettingzoo", "openspiel"):
        return f"{head}: {result['steps_per_second']:>10,.1f} {agent} env steps/s{tag}"
    if agent == "rollout":
        scored = result.get("scored_rollouts_per_second")
        also = f", {scored:,.1f} scored" if scored is not None else ""
        return f"{head}: {result['rollouts_per_second']:>10,.1f} card-play rollouts/s{also}{tag}"
    return (
        f"{head}: {result['playouts_per_second']:>10,.1f} search playouts/s, "
        f"{result['worlds_per_second']:,.1f} sampled worlds/s "
        f"({result['playouts_per_decision']} playouts a decision){tag}"
    )


def run(args: argparse.Namespace) -> int:
    """Run the measurements and print them."""
    names = args.games or game_names()
    known = game_names()
    for name in names:
        if name not in known:
            print(f"tarocchi bench: unknown game {name!r} (known: {', '.join(known)})", file=sys.stderr)
            return 2
    for flag, value in (("--seconds", args.seconds), ("--playouts", args.playouts), ("--decisions", args.decisions)):
        if not 0 < value < math.inf:
            print(f"tarocchi bench: {flag} must be a finite number above 0, not {value}", file=sys.stderr)
            return 2
    wanted = {"random", "rollout", "search", "pettingzoo", "openspiel"} if args.agent == "all" else {args.agent}
    adapters = _rl_measures(wanted, explicit=args.agent != "all")
    if adapters is None:
        print("tarocchi bench: the RL adapters need the rl extra (pip install 'tarocchi[rl]')", file=sys.stderr)
        return 2
    try:
        kernel = kernels.resolve(args.kernel)
    except kernels.KernelError as exc:
        print(f"tarocchi bench: {exc}", file=sys.stderr)
        return 2
    variants_of: dict[str, list[dict[str, Any]]] = {}
    for name in names:
        try:
            variants_of[name] = [dict(options) for options in game_class(name).variants()]
        except ModuleNotFoundError:  # a game whose package cannot be imported here is left out
            continue
    if args.players is not None:
        counts = {name: sorted({int(v["players"]) for v in found}) for name, found in variants_of.items()}
        # a game named must have the count; of all the games (none named), at least one
        lacking = [name for name in counts if args.players not in counts[name]]
        if lacking and not args.games and len(lacking) == len(counts):
            print(f"tarocchi bench: no game has a variant for {args.players} players", file=sys.stderr)
            return 2
        if lacking and args.games:
            name = lacking[0]
            print(
                f"tarocchi bench: {name} has no variant for {args.players} players "
                f"({', '.join(str(c) for c in counts[name])})",
                file=sys.stderr,
            )
            return 2
    # Without --kernel, the random hands and the search run the kernel their paths use by default.
    path_kernel = kernel if args.kernel is not None else "python"
    if kernel != "python" and (args.kernel is not None or "rollout" in wanted):
        warm = {"agent": "warm-up", "kernel": kernel, "compile_seconds": round(kernels.warm_up(kernel), 3)}
        # DESIGN.md §1: --json prints one object per measurement on stdout; the warm-up is no measurement.
        print(json.dumps(warm) if args.json else _show(warm), file=sys.stderr if args.json else sys.stdout, flush=True)
    for name, variants in variants_of.items():
        for options in variants:
            if args.players is not None and options.get("players", args.players) != args.players:
                continue
            results = []
            if "random" in wanted:
                results.append(measure(name, options, args.seconds, args.seed, path_kernel))
            if set(options) <= {"players"}:
                if "rollout" in wanted:
                    results.append(measure_rollouts(name, options, args.seconds, args.seed, kernel))
                if "search" in wanted:
                    results.append(measure_search(name, options, args.decisions, args.playouts, args.seed, path_kernel))
                for measure_adapter in adapters:
                    results.append(measure_adapter(name, options, args.seconds, args.seed))
            for result in results:
                print(json.dumps(result) if args.json else _show(result), flush=True)
    return 0
