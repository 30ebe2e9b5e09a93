"""The issue-13 match campaign (``benchmarks/matches/campaign.py``): its matches are distinct and well formed,
and every journal committed beside it is a journal of its match (so a later run resumes it)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

import pytest

from tarocchi.agents import make_agent
from tarocchi.games import create_game
from tarocchi.sim import journal

SCRIPT = "benchmarks/matches/campaign.py"
CAMPAIGN = Path(__file__).parents[2] / SCRIPT
Loader = Callable[[str], ModuleType]


def test_the_matches_are_distinct_and_their_agents_exist(load_script: Loader) -> None:
    campaign = load_script(SCRIPT)
    names = [m.name for m in campaign.MATCHES]
    assert len(names) == len(set(names))
    for match in campaign.MATCHES:
        game = create_game(match.game, {"players": match.players})
        make_agent(match.a, game)
        make_agent(match.b, game)
        assert match.a != match.b, match.name
        command = match.command()
        assert command[command.index("--journal") + 1] == str(match.path)


def test_every_committed_journal_belongs_to_its_match(load_script: Loader) -> None:
    campaign = load_script(SCRIPT)
    known = {m.path: m for m in campaign.MATCHES}
    for path in sorted(CAMPAIGN.parent.glob("*.jsonl")):
        assert path in known, f"{path.name} is the journal of no match of the campaign"
        match = known[path]
        kept = journal.read(path, match.config())  # raises for another match's journal or a bad line
        assert all(0 <= i < match.deals for i in kept), path.name


@pytest.mark.parametrize("campaign_index", [0, 1, 2, 3])
def test_the_matches_run_with_the_players_of_the_commit_the_journals_were_started_on(
    campaign_index: int, load_script: Loader
) -> None:
    campaign = load_script(SCRIPT)
    commits = sorted(
        {(m.played_on, m.run_on) for m in campaign.MATCHES},
        key=lambda pair: (pair != (campaign.PLAYED_ON, campaign.RUN_ON), pair),
    )
    # the first campaign, the second (inference on), the third (halving), the fourth (the same dice)
    assert len(commits) == 4, commits
    played_on, run_on = commits[campaign_index]
    root = CAMPAIGN.parents[2]
    for commit in (played_on, run_on):
        have = subprocess.run(["git", "-C", str(root), "cat-file", "-e", f"{commit}^{{commit}}"], check=False)
        if have.returncode != 0:
            pytest.skip(f"this checkout does not hold {commit} (a shallow clone)")
    same = subprocess.run(
        ["git", "-C", str(root), "diff", "--quiet", played_on, run_on, "--", *campaign.FROZEN],
        check=False,
    )
    assert same.returncode == 0, f"{run_on} does not play as {played_on}"
    tree = campaign.played_tree(run_on)
    try:
        listed = subprocess.run(
            ["git", "-C", str(root), "ls-tree", "-r", "--name-only", run_on, "--", "src"],
            check=True,
            capture_output=True,
            text=True,
        ).stdout.split()
        copied = sorted(str(p.relative_to(tree)) for p in (tree / "src").rglob("*") if p.is_file())
        assert copied == sorted(listed)
        for name in listed:
            if not name.startswith(campaign.FROZEN):
                continue
            at = subprocess.run(
                ["git", "-C", str(root), "show", f"{played_on}:{name}"], check=True, capture_output=True
            ).stdout
            assert (tree / name).read_bytes() == at, name
        # the copy runs: the match command imports and parses its arguments on it
        done = subprocess.run(
            [sys.executable, "-m", "tarocchi.cli", "match", "--help"],
            env={**os.environ, "PYTHONPATH": str(tree / "src")},
            capture_output=True,
            text=True,
            check=False,
        )
        assert done.returncode == 0 and "--journal" in done.stdout, done.stderr
    finally:
        shutil.rmtree(tree)
