"""The duplicate matches that measure the computer players (issue 13), run in pieces and tabulated.

    python benchmarks/matches/campaign.py table [--markdown]     # what the journals hold so far
    python benchmarks/matches/campaign.py run [NAME...] [--lane K/N] [--workers K] [--until HH:MM]

Each match is ``tarocchi match GAME --agents A,B --deals 500 --duplicate --journal <name>.jsonl`` with its
journal beside this file, so a run stopped at any point (a killed process, the end of a working session)
goes on where it stopped the next time, and the finished figures are exactly an unbroken run's. ``run``
plays the unfinished matches one after another (``--lane K/N``: every N-th of them from the K-th, to keep
N cores busy with N commands); ``--until`` stops starting new matches after that time of day and lets the
one running stop at the next deal boundary it reaches by then (the journal keeps every deal done).

A journal is valid only for the code it was played with. ``run`` therefore plays every match on the whole
package as it is at :data:`RUN_ON` (a copy of its ``src/`` made for the run, :func:`played_tree`), whose
games, engine, cards and agents are those of :data:`PLAYED_ON`, the commit the journals were started on; the
checkout's own code, changed since, never plays a deal. A change to the players gets a new campaign (new
names, new commits).
"""

from __future__ import annotations

import argparse
import datetime
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tarocchi.sim import journal
from tarocchi.sim.runner import MatchConfig, summarize

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]

PLAYED_ON = "6886a81"
"""The commit every journal here was started on: its games, engine, cards and agents play every deal."""
RUN_ON = "670afca"
"""The commit whose whole package runs the matches: :data:`FROZEN` as at :data:`PLAYED_ON`, with the journal's
lock and Ctrl+C."""
FROZEN = ("src/tarocchi/games", "src/tarocchi/engine", "src/tarocchi/cards", "src/tarocchi/agents")
"""The folders that decide the play (the rules, the random streams, the players)."""
INFER_ON = "6235191"
"""The commit the second campaign (the new search with inference on, French Tarot) was started and runs on."""

NEW = "search:playouts=500:endgame=3:discards=search:discard_playouts=150:discard_rollout=heuristic"
"""The search as issue 13 built it, at the stated budget of 500 playouts a decision."""
OLD = "search:playouts=500:rollout=greedy:endgame=off:bids=heuristic:infer=off"
"""The search before issue 13 ("today's configuration"), at the same budget."""
HALVING_ON = "6340e3f"
"""The commit the third campaign (the new search with its budget spent by sequential halving) runs on."""
NEW_HALVING = f"{NEW}:select=halving"
"""The new search spending each decision's playouts by sequential halving over its options."""
NEW_HALVING_CRN = f"{NEW_HALVING}:crn=on"
"""... and every option's playout of a world on the same random numbers (common random numbers)."""
SAME_DICE_ON = "17d509d"
"""The commit the fourth campaign (the new search against the old one with the same dice) was started and runs on."""
NEW1000 = NEW.replace("playouts=500", "playouts=1000", 1)
NEW_INFER = f"{NEW}:infer=on"
"""The new search keeping only the worlds where the others' bids are the heuristic's with their cards."""


@dataclass(frozen=True)
class Match:
    """One duplicate match of the campaign."""

    name: str
    game: str
    players: int
    a: str
    b: str
    deals: int = 500
    played_on: str = PLAYED_ON
    """The commit the journal was started on (its players play every deal)."""
    run_on: str = RUN_ON
    """The commit whose whole ``src/`` plays the deals (its :data:`FROZEN` folders are ``played_on``'s)."""
    seed: int = 0
    """The match's seed (its deals and its agents' streams): another seed, other deals."""
    same_dice: bool = False
    """Whether every play of a deal gives a seat the same random numbers at the same point (``--same-dice``)."""

    def config(self) -> MatchConfig:
        return MatchConfig(
            self.game,
            (self.a, self.b),
            self.deals,
            {"players": self.players},
            duplicate=True,
            seed=self.seed,
            same_dice=self.same_dice,
        )

    @property
    def path(self) -> Path:
        return HERE / f"{self.name}.jsonl"

    def command(self, workers: int = 1) -> list[str]:
        return [
            sys.executable, "-m", "tarocchi.cli", "match", self.game, "--players", str(self.players),
            "--agents", f"{self.a},{self.b}", "--deals", str(self.deals), "--duplicate", "--json",
            "--no-progress", "--journal", str(self.path), "--workers", str(workers), "--seed", str(self.seed),
            *(["--same-dice"] if self.same_dice else []),
        ]  # fmt: skip


def _ablation(name: str, game: str, players: int, knob: str) -> Match:
    return Match(f"{name}-new-vs-{knob.replace('=', '-')}", game, players, NEW, f"{NEW}:{knob}")


ABLATED = (("ft4", "french-tarot", 4), ("ga3", "gatti", 3), ("pm3", "piedmontese", 3), ("tq4", "tarocchino", 4))
"""The games (at their main player count) in which each component of the new search is switched off in turn."""

MATCHES: tuple[Match, ...] = (
    # against the heuristic (target: French Tarot 4p >= +15 with the CI above +10; twice the old margins)
    Match("ft4-new1000-vs-heuristic", "french-tarot", 4, NEW1000, "heuristic"),
    Match("tq4-new-vs-heuristic", "tarocchino", 4, NEW, "heuristic"),
    Match("pm4-new-vs-heuristic", "piedmontese", 4, NEW, "heuristic"),
    # Gatti's, left out of the first campaign by mistake, played on the fourth's commit
    Match("ga3-new-vs-heuristic", "gatti", 3, NEW, "heuristic", played_on=SAME_DICE_ON, run_on=SAME_DICE_ON),
    # against today's configuration (target: above zero, the CI's lower bound too)
    Match("ga3-new-vs-old", "gatti", 3, NEW, OLD),
    Match("ft4-new1000-vs-old1000", "french-tarot", 4, NEW1000, OLD.replace("playouts=500", "playouts=1000", 1)),
    # the ablation: each component of the new search switched off in turn
    *(
        _ablation(short, game, players, knob)
        for short, game, players in ABLATED
        for knob in ("endgame=off", "discards=heuristic", "rollout=random")
    ),
    # bolder bids for the search's better play: stopped at 187 deals, +1.36 [-13.37, +16.10] (README)
    Match("ft4-new-edge10-vs-heuristic", "french-tarot", 4, f"{NEW}:edge=10", "heuristic"),
    # the second campaign: inference on, in the one game where the new search did not beat the old one
    Match("ft4-newinfer-vs-old", "french-tarot", 4, NEW_INFER, OLD, played_on=INFER_ON, run_on=INFER_ON),
    Match(
        "ft4-newinfer400-vs-old",
        "french-tarot",
        4,
        NEW_INFER.replace("discard_playouts=150", "discard_playouts=400", 1),
        OLD,
        played_on=INFER_ON,
        run_on=INFER_ON,
    ),
    # the third campaign: the same budget spent by sequential halving over the options
    Match("ft4-newhalving-vs-old", "french-tarot", 4, NEW_HALVING, OLD, played_on=HALVING_ON, run_on=HALVING_ON),
    Match("ft4-newhalvingcrn-vs-old", "french-tarot", 4, NEW_HALVING_CRN, OLD, played_on=HALVING_ON, run_on=HALVING_ON),
    # its confirmation, chosen before it was played: 1,000 other deals (seed 1)
    Match(
        "ft4-newhalvingcrn-vs-old-seed1",
        "french-tarot",
        4,
        NEW_HALVING_CRN,
        OLD,
        deals=1000,
        played_on=HALVING_ON,
        run_on=HALVING_ON,
        seed=1,
    ),
    # the fourth campaign: the new search (the strong level's) against the old one, on 1,500 deals no match
    # has played (seed 2), with the same dice (a third of the spread's variance, benchmarks/same_dice.py);
    # decided before any of its deals was played: the gate is this match's 95% CI over all 1,500 deals
    Match(
        "ft4-new-vs-old-samedice-seed2",
        "french-tarot",
        4,
        NEW,
        OLD,
        deals=1500,
        played_on=SAME_DICE_ON,
        run_on=SAME_DICE_ON,
        seed=2,
        same_dice=True,
    ),
)


def progress(match: Match) -> tuple[int, dict[str, Any] | None]:
    """Deals the journal holds and, when it holds any, the report over them."""
    kept = journal.read(match.path, match.config())
    done = [kept[i] for i in sorted(kept) if i < match.deals]
    return len(done), (summarize(match.config(), done) if done else None)


def table(markdown: bool) -> None:
    """One line per match: deals done, A - B per seat per deal with its 95% CI."""
    if markdown:
        print("| match | deals | A - B per seat per deal | 95% CI |")
        print("|---|---|---|---|")
    for match in MATCHES:
        done, report = progress(match)
        if report is None:
            diff, ci = "", ""
        else:
            d = report["diff"]
            diff, ci = f"{d['mean']:+.2f}", f"{d['ci95'][0]:+.2f} to {d['ci95'][1]:+.2f}"
        if markdown:
            print(f"| {match.name} | {done}/{match.deals} | {diff} | {ci} |")
        else:
            print(f"{match.name:<36} {done:>4}/{match.deals:<4} {diff:>8}  {ci}")


def played_tree(commit: str = RUN_ON) -> Path:
    """A copy of ``src/`` as it is at ``commit`` (a match's ``run_on``, from ``git archive``) in a new temporary
    folder; the matches run on it (``PYTHONPATH``)."""
    tree = Path(tempfile.mkdtemp(prefix="tarocchi-campaign-"))
    archive = subprocess.run(
        ["git", "-C", str(ROOT), "archive", "--format=tar", commit, "--", "src"], check=True, capture_output=True
    ).stdout
    subprocess.run(["tar", "-x", "-C", str(tree)], input=archive, check=True)
    return tree


def run(names: list[str], lane: tuple[int, int], until: datetime.time | None, workers: int = 1) -> int:
    """Play the unfinished matches (of ``names``, else all) of this lane one after another, each on ``workers``
    processes."""
    chosen = [m for m in MATCHES if not names or m.name in names]
    unknown = set(names) - {m.name for m in MATCHES}
    if unknown:
        print(f"unknown match: {', '.join(sorted(unknown))}", file=sys.stderr)
        return 2
    k, n = lane
    trees: dict[str, Path] = {}
    try:
        for match in chosen[k - 1 :: n]:
            if progress(match)[0] >= match.deals:
                continue
            if until is not None and datetime.datetime.now().time() >= until:
                break
            if match.run_on not in trees:
                trees[match.run_on] = played_tree(match.run_on)
            tree = trees[match.run_on]
            print(
                f"{match.name}: playing on {match.run_on} (its {', '.join(FROZEN)} as at {match.played_on}): "
                f"{' '.join(match.command(workers)[2:])}",
                file=sys.stderr,
                flush=True,
            )
            env = {**os.environ, "PYTHONPATH": str(tree / "src")}
            proc = subprocess.Popen(match.command(workers), stdout=subprocess.DEVNULL, env=env)
            while proc.poll() is None:
                time.sleep(5)
                if until is not None and datetime.datetime.now().time() >= until:
                    proc.send_signal(signal.SIGTERM)  # the journal holds every finished deal
                    proc.wait()
                    return 0
            if proc.returncode != 0:
                return proc.returncode
        return 0
    finally:
        for tree in trees.values():
            shutil.rmtree(tree, ignore_errors=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    show = sub.add_parser("table", help="the figures the journals hold so far")
    show.add_argument("--markdown", action="store_true")
    play = sub.add_parser("run", help="play the unfinished matches")
    play.add_argument("names", nargs="*")
    play.add_argument("--lane", default="1/1", help="K/N: every N-th match from the K-th (default 1/1)")
    play.add_argument("--workers", type=int, default=1, help="processes per match (default 1)")
    play.add_argument("--until", help="HH:MM: start no match after this time of day, and stop the one running")
    args = parser.parse_args(argv)
    if args.command == "table":
        table(args.markdown)
        return 0
    k, _, n = args.lane.partition("/")
    until = datetime.time.fromisoformat(args.until) if args.until else None
    return run(args.names, (int(k), int(n or 1)), until, args.workers)


if __name__ == "__main__":
    sys.exit(main())
