"""Simulation audit (DESIGN.md §7): a deal's outcome depends on its index alone (any number of workers, any
order), duplicate and same-dice plays pair deals as documented, the report's statistics match an independent
computation on the per-deal outcomes, and a journalled match killed part-way resumes to the unbroken report.
(The Ray backend is checked against one worker by ``test_runner.test_ray_backend_gives_the_same_report``.)"""

from __future__ import annotations

import json
import math
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from tarocchi.cli import main
from tarocchi.sim.runner import DealPlayer, MatchConfig, run_deals, summarize
from tarocchi.sim.stats import mean_ci95, t975

GAME = "piedmontese"


def cli_report(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, Any]:
    """``tarocchi match ... --json`` run in this process."""
    assert main(["match", *args, "--json", "--no-progress"]) == 0
    return dict(json.loads(capsys.readouterr().out))


@pytest.mark.parametrize("extra", [[], ["--duplicate"], ["--duplicate", "--same-dice"]], ids=["plain", "dup", "dice"])
def test_one_and_two_workers_print_the_same_report(capsys: pytest.CaptureFixture[str], extra: list[str]) -> None:
    args = ["french-tarot", "--agents", "heuristic,random,random", "--deals", "6", "--seed", "11", *extra]
    one = cli_report(capsys, *args, "--workers", "1")
    two = cli_report(capsys, *args, "--workers", "2")
    assert one == two and one["deals"] == 6


def test_a_deal_depends_on_its_index_alone() -> None:
    """Played alone, backwards or in a fresh player, deal ``i`` is the same; ``search`` agents included."""
    config = MatchConfig("tarocchino", ("search:playouts=12", "heuristic"), deals=3, duplicate=True, seed=2)
    forward = {o.index: o for o in run_deals(config)}
    player = DealPlayer(config)
    assert {i: player.play(i) for i in (2, 0, 1)} == forward
    assert list(run_deals(config, indices=[1])) == [forward[1]]


def test_duplicate_plays_every_deal_once_per_rotation_with_the_same_cards() -> None:
    """``--duplicate``: deal ``i`` is played ``k`` times with the same deal and dealer, seat ``s`` holding
    agent ``(s + r) mod k`` in rotation ``r``; an agent's deal score is the mean over its plays."""
    config = MatchConfig(GAME, ("heuristic", "random", "random"), deals=3, duplicate=True, seed=7, keep_records=True)
    agents = ["heuristic", "random", "random"]
    for outcome in run_deals(config):
        assert [p.rotation for p in outcome.plays] == [0, 1, 2]
        hands = [p.record["hands"][0] for p in outcome.plays if p.record is not None]
        assert len(hands) == 3 and all(
            (h["dealer"], h["deal"]) == (hands[0]["dealer"], hands[0]["deal"]) for h in hands
        )
        for play in outcome.plays:
            assert play.record is not None
            assert play.record["names"] == [agents[(s + play.rotation) % 3] for s in range(4)]
        for a in range(3):
            assert outcome.agent_score(a) == pytest.approx(sum(p.agent_scores[a] for p in outcome.plays) / 3)


def test_same_dice_replays_one_agent_against_itself_move_for_move() -> None:
    """``--same-dice``: every play of a deal draws the same numbers at the same point, so an agent that meets
    itself in every rotation plays the same moves; without it the plays' dice differ."""
    same = MatchConfig(GAME, ("random", "random"), deals=4, duplicate=True, seed=3, keep_records=True, same_dice=True)
    apart = MatchConfig(GAME, ("random", "random"), deals=4, duplicate=True, seed=3, keep_records=True)

    def moves(config: MatchConfig) -> list[list[Any]]:
        return [[p.record["hands"][0]["actions"] for p in o.plays if p.record] for o in run_deals(config)]

    assert all(a == b for a, b in moves(same))
    assert any(a != b for a, b in moves(apart))


def _independent(values: list[float]) -> tuple[float, float, float]:
    """Mean and 95% t interval computed with SciPy (the reference)."""
    stats = pytest.importorskip("scipy.stats")
    n = len(values)
    mean = math.fsum(values) / n
    sd = math.sqrt(math.fsum((v - mean) ** 2 for v in values) / (n - 1))
    half = float(stats.t.ppf(0.975, n - 1)) * sd / math.sqrt(n)
    return mean, mean - half, mean + half


@pytest.mark.parametrize(("deals", "duplicate"), [(23, True), (30, False)])
def test_report_statistics_match_an_independent_computation(deals: int, duplicate: bool) -> None:
    """Means, 95% intervals and the paired difference from the per-deal outcomes, against SciPy's t: the
    table of a few rows read the row below (df 22 as df 20, df 29 as df 25), up to 0.8% too wide."""
    config = MatchConfig(GAME, ("heuristic", "random"), deals=deals, duplicate=duplicate, seed=5)
    outcomes = list(run_deals(config))
    report = summarize(config, outcomes)
    per_deal = {
        a: [sum(p.agent_scores[a] for p in o.plays) / len(o.plays) for o in sorted(outcomes, key=lambda o: o.index)]
        for a in (0, 1)
    }
    for a in (0, 1):
        mean, lo, hi = _independent(per_deal[a])
        got = report["agents"][a]
        assert got["mean"] == pytest.approx(mean, abs=1e-3)
        assert got["ci95"] == pytest.approx([lo, hi], abs=1.5e-3), (a, got["ci95"], lo, hi)
    mean, lo, hi = _independent([x - y for x, y in zip(per_deal[0], per_deal[1], strict=True)])
    assert report["diff"]["mean"] == pytest.approx(mean, abs=1e-3)
    assert report["diff"]["ci95"] == pytest.approx([lo, hi], abs=1.5e-3)


def test_t_quantile_agrees_with_scipy_for_every_sample_size() -> None:
    stats = pytest.importorskip("scipy.stats")
    for df in [*range(1, 130), 150, 499, 999, 1001, 2500, 10**6]:
        assert t975(df) == pytest.approx(float(stats.t.ppf(0.975, df)), abs=5.1e-4), df
    assert mean_ci95([1.0, 3.0])[1] == pytest.approx((2 - 12.706, 2 + 12.706), abs=1e-3)


def test_a_journalled_match_killed_part_way_resumes_to_the_unbroken_report(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """SIGKILL while deals are being played (and maybe written): the same command plays what is missing and
    prints the report of a run that was never stopped."""
    journal = tmp_path / "match.jsonl"
    args = [GAME, "--agents", "search:playouts=25,random", "--deals", "10", "--duplicate", "--seed", "4"]
    command = [sys.executable, "-m", "tarocchi", "match", *args, "--journal", str(journal), "--json", "--no-progress"]
    proc = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 180  # three deals of a search: a loaded CI machine may take minutes
    while time.monotonic() < deadline and proc.poll() is None:
        if journal.exists() and journal.read_bytes().count(b"\n") >= 4:  # the header and three deals
            break
        time.sleep(0.01)
    assert proc.poll() is None, "the match ended before it could be killed"
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=30)
    kept = journal.read_bytes().count(b"\n") - 1
    assert 3 <= kept < 10
    resumed = cli_report(capsys, *args, "--journal", str(journal))
    capsys.readouterr()
    whole = cli_report(capsys, *args)
    assert resumed == whole
    assert journal.read_bytes().count(b"\n") == 11
