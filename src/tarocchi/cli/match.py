"""``tarocchi match GAME --agents A,B,... --deals N [--duplicate [--same-dice]] [--workers K] [--journal FILE]
[--json]`` (DESIGN.md §7).

Plays agents against each other over many deals and reports each agent's mean score per deal with
its 95% confidence interval, the paired difference between the first two agents, win rates and,
where a hand's result names a taker and a contract, the takers' success by contract. Seat ``s`` gets agent ``s mod k``.
With ``--journal FILE`` every finished deal is kept in ``FILE`` and a run of the same match plays only the
deals it lacks (:mod:`tarocchi.sim.journal`). ``--same-dice`` gives a seat the same random numbers at the
same point of a duplicate deal in every play of it (:func:`tarocchi.sim.runner.play_hand`).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from tarocchi.engine.options import parse_option_items
from tarocchi.errors import TarocchiError
from tarocchi.games import game_class, game_names
from tarocchi.records.files import write_json


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Declare the subcommand's arguments."""
    parser.add_argument("game", metavar="GAME", choices=game_names(), help=", ".join(game_names()))
    parser.add_argument(
        "--agents",
        default="heuristic,random",
        help="comma-separated agent names; seat s gets agent s mod k. Parameters after colons, "
        "e.g. search:seconds=0.2 or search:playouts=300 (default: heuristic,random)",
    )
    parser.add_argument("--deals", type=int, default=100, help="number of deals (default 100)")
    parser.add_argument("--duplicate", action="store_true", help="replay each deal once per rotation of the agents")
    parser.add_argument(
        "--same-dice",
        action="store_true",
        help="with --duplicate: a seat draws the same random numbers at the same point of a deal whichever agent"
        " holds it, so agents that decide alike there play alike (common random numbers; a narrower CI)",
    )
    parser.add_argument("--seed", type=int, default=0, help="seed of the deals and of the agents (default 0)")
    parser.add_argument("--players", type=int, help="player count (the game's default otherwise)")
    parser.add_argument(
        "--option",
        "--variant",
        dest="option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a game option of the rules specification as KEY=VALUE (e.g. --option must_overtrump=true); repeatable",
    )
    parser.add_argument("--workers", type=int, default=1, help="worker processes (default 1)")
    parser.add_argument(
        "--backend", choices=["multiprocessing", "ray"], default="multiprocessing", help="how workers run"
    )
    parser.add_argument("--records", metavar="DIR", help="write each played deal as a tarocchi-record/1 file in DIR")
    parser.add_argument(
        "--journal",
        metavar="FILE",
        help="keep each finished deal's outcome in FILE (JSON lines); run the same match again with it to play "
        "only the deals it lacks (a stopped match goes on; --deals may grow)",
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object (DESIGN.md §7)")
    parser.add_argument("--no-progress", action="store_true", help="no progress bar")


def _parse_options(args: argparse.Namespace) -> dict[str, Any]:
    """``--players`` and the ``--option KEY=VALUE`` items, read against the game's option specifications as
    ``tarocchi play --variant`` reads them (``must_overtrump=yes``, ``allowed_contracts=garde,garde-sans``)."""
    try:
        options = parse_option_items(args.option, game_class(args.game).option_specs(), "--option")
    except ValueError as exc:
        raise TarocchiError(str(exc)) from None
    if args.players is not None:
        options["players"] = args.players
    return options


class _Progress:
    """tqdm when it is installed, else a plain counter on stderr; nothing when disabled."""

    def __init__(self, total: int, enabled: bool) -> None:
        self.total = total
        self.done = 0
        self.enabled = enabled
        self.bar: Any = None
        if enabled:
            try:
                from tqdm import tqdm  # type: ignore[import-untyped]

                self.bar = tqdm(total=total, unit="deal", file=sys.stderr, dynamic_ncols=True)
            except ImportError:
                self.bar = None

    def update(self) -> None:
        self.done += 1
        if not self.enabled:
            return
        if self.bar is not None:
            self.bar.update(1)
        else:
            print(f"\r{self.done}/{self.total} deals", end="", file=sys.stderr, flush=True)

    def close(self) -> None:
        if not self.enabled:
            return
        if self.bar is not None:
            self.bar.close()
        else:
            print(file=sys.stderr)


def write_record(records_dir: Path, name: str, record: dict[str, Any]) -> None:
    """Write one played deal's record in ``records_dir`` whole or not at all
    (:func:`~tarocchi.records.files.write_json`: a Ctrl-C or a full disk never leaves half a record); a
    :class:`TarocchiError` naming the file and the system's reason."""
    try:
        write_json(records_dir / name, record)
    except OSError as exc:
        raise TarocchiError(f"--records {records_dir}: cannot write {name} ({exc.strerror or exc})") from None


def _print_text(report: dict[str, Any]) -> None:
    head = f"{report['game']}, {report['players']} players, {report['deals']} deals"
    if report["duplicate"]:
        head += " (duplicate, same dice)" if report.get("same_dice") else " (duplicate)"
    print(head)
    for agent in report["agents"]:
        lo, hi = agent["ci95"]
        line = (
            f"  {agent['name']:<24} seats {agent['seats']}: mean {agent['mean']:+9.2f}  95% CI [{lo:+.2f}, {hi:+.2f}]"
        )
        if "win_rate" in agent:
            line += f"  wins {100 * agent['win_rate']:.1f}%"
        print(line)
    if "diff" in report:
        d = report["diff"]
        lo, hi = d["ci95"]
        print(f"  difference {d['a']} - {d['b']}: {d['mean']:+.2f}  95% CI [{lo:+.2f}, {hi:+.2f}]")
    for name, t in report.get("takers", {}).items():
        if not t["taken"]:
            print(f"  takers {name}: took no contract")
            continue
        rate = 100 * t["made"] / t["taken"]
        parts = ", ".join(f"{c} {v['made']}/{v['taken']}" for c, v in sorted(t["by_contract"].items()))
        print(f"  takers {name}: made {t['made']}/{t['taken']} ({rate:.1f}%)  [{parts}]")


def run(args: argparse.Namespace) -> int:
    """Play the match and print its report."""
    from tarocchi.agents import make_agent, split_agent_specs
    from tarocchi.games import create_game
    from tarocchi.sim import journal
    from tarocchi.sim.runner import MatchConfig, run_deals, summarize

    try:
        options = _parse_options(args)
        agents = tuple(split_agent_specs(args.agents))
        if not agents:
            raise TarocchiError("--agents: give at least one agent")
        if args.deals < 1:
            raise TarocchiError("--deals must be at least 1")
        if args.workers < 1:
            raise TarocchiError(f"--workers must be at least 1, not {args.workers}")
        if args.same_dice and not args.duplicate:
            raise TarocchiError("--same-dice pairs the plays of a duplicate deal: give --duplicate too")
        game = create_game(args.game, options)
        seats = len(game.live_seats())
        if len(agents) > seats and not args.duplicate:  # DESIGN §7: seat s gets agent s mod k (rotated in duplicate)
            raise TarocchiError(
                f"--agents: {len(agents)} agents for {seats} seats; {', '.join(agents[seats:])} would never play "
                "(give --duplicate to rotate them through the seats)"
            )
        for name in set(agents):
            make_agent(name, game)  # fail early on an unknown agent
        config = MatchConfig(
            game=args.game,
            agents=agents,
            deals=args.deals,
            options=options,
            duplicate=args.duplicate,
            seed=args.seed,
            keep_records=args.records is not None,
            same_dice=args.same_dice,
        )
        records_dir = Path(args.records) if args.records else None
        if records_dir is not None:
            try:
                records_dir.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                raise TarocchiError(f"--records {args.records}: cannot write records there ({exc.strerror})") from None
        log = journal.Journal(Path(args.journal), config) if args.journal else None
        kept = log.kept if log is not None else {}
        outcomes = [kept[i] for i in sorted(kept) if i < args.deals]
        todo = [i for i in range(args.deals) if i not in kept]
        if kept and not args.no_progress:
            print(f"journal {args.journal}: {len(outcomes)} deals kept, {len(todo)} to play", file=sys.stderr)
        progress = _Progress(len(todo), enabled=not args.no_progress and sys.stderr.isatty())
        try:
            for outcome in run_deals(config, workers=args.workers, backend=args.backend, indices=todo):
                if records_dir is not None:  # before the journal: a deal it keeps has its records
                    for play in outcome.plays:
                        write_record(records_dir, f"deal-{outcome.index:06d}-r{play.rotation}.json", play.record)
                outcomes.append(outcome)
                if log is not None:
                    log.append(outcome)
                progress.update()
        finally:
            progress.close()
            if log is not None:
                log.close()
        report = summarize(config, outcomes)
    except TarocchiError as exc:
        print(f"tarocchi match: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        if not args.journal:
            print(
                "tarocchi match: stopped (Ctrl-C) before its report; give --journal FILE to keep the deals played "
                "and go on where it stopped",
                file=sys.stderr,
            )
            return 130
        print(
            f"tarocchi match: stopped; the deals played are in {args.journal}: the same command goes on",
            file=sys.stderr,
        )
        return 130
    if args.json:
        print(json.dumps(report))
    else:
        _print_text(report)
    return 0
