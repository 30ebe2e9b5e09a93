"""``tarocchi play --level``: the four strength levels name the computer players' agent."""

from __future__ import annotations

import subprocess
import sys

import pytest

from tarocchi.agents.levels import LEVELS
from tarocchi.cli import build_parser
from tarocchi.cli.play import bots_for
from tarocchi.errors import TarocchiError


@pytest.mark.parametrize("lvl", LEVELS, ids=lambda lvl: lvl.key)
def test_each_level_gives_its_agent(lvl) -> None:
    args = build_parser().parse_args(["play", "french-tarot", "--level", lvl.key])
    assert args.level == lvl.key
    assert bots_for(args.level, args.bots) == lvl.agent


def test_bots_alone_is_kept_and_both_are_refused() -> None:
    assert bots_for(None, "random") == "random"
    assert bots_for(None, None) is None
    with pytest.raises(TarocchiError, match="--level and --bots"):
        bots_for("expert", "random")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["play", "french-tarot", "--level", "godlike"], "tarocchi play: unknown level 'godlike' (known: beginner,"),
        (["play", "french-tarot", "--level", "strong", "--bots", "random"], "--level and --bots"),
    ],
)
def test_bad_levels_exit_2(args: list[str], message: str) -> None:
    out = subprocess.run(
        [sys.executable, "-m", "tarocchi", *args], capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL
    )
    assert out.returncode == 2, out.stderr
    assert message in out.stderr and "Traceback" not in out.stderr
