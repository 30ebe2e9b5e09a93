"""Fit the French Tarot heuristic's bid tables on the auctions the heuristic really meets.

For each deal one position of the auction is chosen (the seat that speaks ``k``-th, ``k`` turning
with the deal). The seats before it bid as the heuristic does; then the hand is played once for
every bid that seat may make, everyone else bidding and playing as the heuristic does. Each play
gives the seat's score after that bid, whether it stayed the taker, and the attack's margin over its
target (R10.1). The tables of :class:`~tarocchi.agents.heuristic.french_tarot.BidTables` follow:

* ``margin``: least squares of the margin, over the plays where the seat took and stayed the taker,
  on :func:`bid_features` of its hand and :func:`situation_features`, per player count and chien
  treatment (Petite and Garde play alike), with the residual standard deviation;
* ``keep``: per player count, position and contract, how often the seat stayed the taker, and its
  mean score when a later seat outbid it;
* ``passing``: ridge regression of the seat's score after a pass on the same features, per player
  count and highest earlier bid.

The auction of the later seats depends on the tables, so the fit is repeated: the first round's
auctions are bid with ``--start`` (``first-seat``: the older model; ``score``: the tables in the
module), each later round's with the previous round's tables. ``--write`` writes the last round's
tables to ``src/tarocchi/agents/heuristic/french_tarot_bids.py`` (keeping the tables there of the player
counts not refitted).

``--calibrate`` fits nothing: it collects the branches once with the tables in the module and prints,
per position, what :func:`bid_values` predicts a Garde is worth over a pass against what the two
branches of the same deal really scored (the paired difference, with its 95% interval), and the
forced Gardes' made-rate and mean margin by predicted margin. Bids are right for the card play when
the two agree: then taking more often costs points unless the play improves.

    PYTHONPATH=src python benchmarks/fit_french_tarot_bids.py --calibrate --players 4 --deals 3000

    PYTHONPATH=src python benchmarks/fit_french_tarot_bids.py --deals 4000 --rounds 2 --write
"""

from __future__ import annotations

import argparse
import contextlib
import itertools
import math
import random
import shutil
import statistics
import subprocess
import sys
import textwrap
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from tarocchi.agents.heuristic.french_tarot import (
    CHIEN_TREATMENT,
    CONTRACT_ORDER,
    BidTables,
    Heuristic,
    bid_features,
    bid_values,
    situation_features,
)
from tarocchi.agents.heuristic.french_tarot_bids import TABLES
from tarocchi.engine.actions import Action
from tarocchi.engine.game import CardChoice, Game
from tarocchi.engine.observation import Observation
from tarocchi.games import create_game
from tarocchi.sim.runner import deal_seed, play_hand, valid_dealers

MODULE = Path(__file__).resolve().parent.parent / "src/tarocchi/agents/heuristic/french_tarot_bids.py"
PRIORS = ("none", *CONTRACT_ORDER[:-1])
MIN_CELL = 30
RIDGE = 200.0


class Stop(Exception):
    """Raised by the probe once it has seen the position it looks for."""


class Brancher(Heuristic):
    """The heuristic, except at the ``position``-th bid of the auction: the probe records what
    that seat may bid and stops; a branch makes it bid ``forced``."""

    position = 0
    forced: str | None = None
    seen: tuple[int, int, str | None, list[str], bool] | None = None

    def decide_other(
        self, obs: Observation, legal: Sequence[Action], rng: random.Random, choices: Sequence[CardChoice]
    ) -> Action:
        bids = [a for a in legal if a.verb == "bid"]
        if bids:
            spoken = [a for a in obs.history if a.verb == "bid"]
            if len(spoken) == self.position:
                made = [str(a.value) for a in spoken if a.value != "pass"]
                prior = max(made, key=CONTRACT_ORDER.index) if made else None
                if self.forced is None:
                    petit_sec = any(a.verb == "declare" for a in legal)
                    self.seen = (obs.seat, obs.hand, prior, [str(a.value) for a in bids], petit_sec)
                    raise Stop
                return next(a for a in bids if a.value == self.forced)
        return super().decide_other(obs, legal, rng, choices)


@dataclass
class Row:
    """One play of one branch."""

    position: int
    prior: str
    features: tuple[float, ...]
    action: str
    score: float
    kept: bool
    margin: float | None
    hand: int = 0


def bidders(game: Game) -> int:
    """How many seats speak in the auction (§13: the dummy does not)."""
    return len(game.live_seats())


def collect(players: int, deals: int, seed: int, mode: str, tables: BidTables | None) -> list[Row]:
    """The branches' rows of ``deals`` deals, the auction bid by ``mode`` (and ``tables``)."""
    game = create_game("french-tarot", {"players": players})
    n_bid = bidders(game)
    dealers = valid_dealers(game)
    agent = Brancher(game, bids=mode, tables=tables)
    rows: list[Row] = []
    for index in range(deals):
        dealer = dealers[index % len(dealers)]
        shuffle = deal_seed(seed, index)
        first = game.new_hand(dealer, game.deal(dealer, shuffle))
        if first.is_over or first.phase != "bidding":
            continue
        agent.position = (index // len(dealers)) % n_bid
        agent.forced = None
        agent.seen = None
        with contextlib.suppress(Stop):
            play_hand(game, [agent] * game.num_seats, dealer, shuffle, f"fit/{seed}/{index}")
        if agent.seen is None:
            continue  # an earlier seat annulled the deal (petit sec, R3.7)
        seat, hand, prior, offered, petit_sec = agent.seen
        if petit_sec:
            continue
        features = bid_features(hand) + situation_features(agent.position, prior)
        for value in offered:
            if value != "pass" and value not in game.options.allowed_contracts:
                continue
            agent.forced = value
            result, _ = play_hand(game, [agent] * game.num_seats, dealer, shuffle, f"fit/{seed}/{index}")
            detail = result.detail
            kept = detail.get("taker") == seat and value != "pass"
            margin = None
            if kept and "attack_points" in detail:
                margin = float(detail["attack_points"]) - float(detail["target"])
            score = float(result.scores[seat])
            rows.append(Row(agent.position, prior or "none", features, value, score, kept, margin, hand))
    return rows


def fit(players: int, rows: list[Row], n_bid: int) -> BidTables:
    """The tables of one player count from its rows."""
    margin: dict[tuple[int, str], tuple[tuple[float, ...], float]] = {}
    for treatment in sorted(set(CHIEN_TREATMENT.values())):
        chosen = [r for r in rows if r.margin is not None and CHIEN_TREATMENT[r.action] == treatment]
        if len(chosen) < MIN_CELL:
            continue
        x = np.array([r.features for r in chosen])
        y = np.array([r.margin for r in chosen])
        coef, *_ = np.linalg.lstsq(x, y, rcond=None)
        resid = y - x @ coef
        sigma = float(np.sqrt((resid**2).sum() / max(1, len(y) - len(coef))))
        margin[(players, treatment)] = (tuple(round(float(c), 3) for c in coef), round(sigma, 2))
        print(f"# {players}p {treatment}: n={len(y)} made={(y >= 0).mean():.3f} sigma={sigma:.2f}", file=sys.stderr)
    keep: dict[tuple[int, int, str], tuple[float, float]] = {}
    for contract in CONTRACT_ORDER:
        pooled = [r for r in rows if r.action == contract]
        for position in range(n_bid):
            cell = [r for r in pooled if r.position == position]
            if len(cell) < MIN_CELL:
                cell = pooled
            if not cell:
                continue
            kept = sum(r.kept for r in cell) / len(cell)
            outbid = [r.score for r in cell if not r.kept]
            keep[(players, position, contract)] = (round(kept, 4), round(float(np.mean(outbid)), 2) if outbid else 0.0)
    passing: dict[tuple[int, str], tuple[float, ...]] = {}
    for prior in PRIORS:
        cell = [r for r in rows if r.action == "pass" and r.prior == prior]
        if not cell:
            continue
        x = np.array([r.features for r in cell])
        y = np.array([r.score for r in cell])
        penalty = RIDGE * np.eye(x.shape[1])
        penalty[0, 0] = 0.0  # the constant is not shrunk
        coef = np.linalg.solve(x.T @ x + penalty, x.T @ y)
        passing[(players, prior)] = tuple(round(float(c), 3) for c in coef)
        print(f"# {players}p pass after {prior}: n={len(y)} mean={y.mean():.2f}", file=sys.stderr)
    return BidTables(margin, keep, passing)


BUCKETS = (-math.inf, -150.0, -100.0, -60.0, -30.0, 0.0, 30.0, math.inf)
"""Edges of the predicted (Garde - pass) bins of :func:`calibrate`, in points for the seat."""
MARGIN_BUCKETS = (-math.inf, -20.0, -10.0, -5.0, 0.0, 5.0, math.inf)


def _interval(values: Sequence[float]) -> str:
    if len(values) < 2:
        return f"{values[0]:+.1f}" if values else "-"
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values))
    return (
        f"{statistics.mean(values):+.1f} [{statistics.mean(values) - half:+.1f}, {statistics.mean(values) + half:+.1f}]"
    )


def calibrate(players: int, rows: list[Row]) -> list[str]:
    """The report of ``--calibrate``: predicted against paired realized value of a Garde over a pass."""
    groups: dict[tuple[int, str, int], dict[str, Row]] = {}
    for r in rows:
        groups.setdefault((r.position, r.prior, r.hand), {})[r.action] = r
    lines = [f"{players} players: predicted Garde - pass (bid_values) against the paired branches' scores"]
    by_position: dict[int, list[tuple[float, float]]] = {}
    forced: list[tuple[float, float]] = []
    for (position, prior, hand), acts in groups.items():
        if "pass" not in acts or "garde" not in acts:
            continue
        values = bid_values(hand, players, position, None if prior == "none" else prior)
        if "garde" not in values:
            continue
        real = acts["garde"].score - acts["pass"].score
        by_position.setdefault(position, []).append((values["garde"] - values["pass"], real))
        margin = acts["garde"].margin
        fitted = TABLES.margin.get((players, "garde"))
        if margin is not None and fitted is not None:
            features = bid_features(hand) + situation_features(position, None if prior == "none" else prior)
            forced.append((sum(c * f for c, f in zip(fitted[0], features, strict=True)), margin))
    for position in sorted(by_position):
        cell = by_position[position]
        lines.append(f"  position {position} ({len(cell)} hands)")
        for lo, hi in itertools.pairwise(BUCKETS):
            part = [(p, r) for p, r in cell if lo <= p < hi]
            if part:
                predicted = statistics.mean(p for p, _ in part)
                lines.append(
                    f"    [{lo:+.0f}, {hi:+.0f}): n={len(part)} predicted {predicted:+.1f}"
                    f" realized {_interval([r for _, r in part])}"
                )
    lines.append("  Gardes kept by the seat, by predicted margin: n, made, mean margin")
    for lo, hi in itertools.pairwise(MARGIN_BUCKETS):
        part = [m for p, m in forced if lo <= p < hi]
        if part:
            made = sum(m >= 0 for m in part) / len(part)
            lines.append(
                f"    [{lo:+.0f}, {hi:+.0f}): n={len(part)} made {made:.3f} margin {statistics.mean(part):+.2f}"
            )
    return lines


def merge(parts: Sequence[BidTables]) -> BidTables:
    """One table set from the player counts' sets."""
    margin: dict[tuple[int, str], tuple[tuple[float, ...], float]] = {}
    keep: dict[tuple[int, int, str], tuple[float, float]] = {}
    passing: dict[tuple[int, str], tuple[float, ...]] = {}
    for part in parts:
        margin.update(part.margin)
        keep.update(part.keep)
        passing.update(part.passing)
    return BidTables(margin, keep, passing)


def module_text(tables: BidTables, command: str) -> str:
    """The source of ``french_tarot_bids.py`` holding ``tables``."""
    lines = [
        '"""The French Tarot heuristic\'s bid tables (:class:`~tarocchi.agents.heuristic.french_tarot.BidTables`).',
        "",
        "Generated by ``benchmarks/fit_french_tarot_bids.py``; do not edit by hand. Made by:",
        "",
        *(f"    {line}" for line in textwrap.wrap(command, 96, break_on_hyphens=False, subsequent_indent="    ")),
        '"""',
        "",
        "from __future__ import annotations",
        "",
        "from tarocchi.agents.heuristic.french_tarot import BidTables",
        "",
        "TABLES = BidTables(",
        "    margin={",
    ]
    for key, (coef, sigma) in sorted(tables.margin.items()):
        lines.append(f"        {key!r}: ({coef!r}, {sigma!r}),")
    lines += ["    },", "    keep={"]
    for key, value in sorted(tables.keep.items()):
        lines.append(f"        {key!r}: {value!r},")
    lines += ["    },", "    passing={"]
    for key, coef in sorted(tables.passing.items()):
        lines.append(f"        {key!r}: {coef!r},")
    lines += ["    },", ")", '"""The tables :func:`~tarocchi.agents.heuristic.french_tarot.bid_values` reads."""', ""]
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--deals", type=int, default=4000, help="deals per player count and round")
    parser.add_argument("--players", type=int, nargs="*", default=[2, 3, 4, 5])
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--start", choices=["first-seat", "score"], default="first-seat")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--write", action="store_true", help=f"write the tables to {MODULE.name}")
    parser.add_argument("--calibrate", action="store_true", help="report the module's tables against play; fit nothing")
    args = parser.parse_args()
    if args.calibrate:
        for players in args.players:
            rows = collect(players, args.deals, args.seed + 100, "score", None)
            print("\n".join(calibrate(players, rows)))
        return
    parts = []
    for players in args.players:
        n_bid = bidders(create_game("french-tarot", {"players": players}))
        mode, tables = args.start, None
        for round_ in range(args.rounds):
            started = time.process_time()
            rows = collect(players, args.deals, args.seed + round_, mode, tables)
            tables = fit(players, rows, n_bid)
            mode = "score"
            print(
                f"# {players}p round {round_ + 1}: {len(rows)} plays, {time.process_time() - started:.0f} s CPU",
                file=sys.stderr,
            )
        assert tables is not None
        parts.append(tables)
    if args.write and MODULE.exists():
        others = BidTables(
            {k: v for k, v in TABLES.margin.items() if k[0] not in args.players},
            {k: v for k, v in TABLES.keep.items() if k[0] not in args.players},
            {k: v for k, v in TABLES.passing.items() if k[0] not in args.players},
        )
        parts.insert(0, others)  # the other player counts' tables stay as they are
    merged = merge(parts)
    command = "PYTHONPATH=src python benchmarks/fit_french_tarot_bids.py " + " ".join(sys.argv[1:])
    text = module_text(merged, command)
    if args.write:
        MODULE.write_text(text)
        ruff = shutil.which("ruff") or str(Path(sys.executable).with_name("ruff"))
        if Path(ruff).exists():
            subprocess.run([ruff, "format", str(MODULE)], check=False)
    else:
        print(text)


if __name__ == "__main__":
    main()
