"""``tarocchi play`` on the command line: bad arguments exit 2 with one clear line, never a traceback."""

from __future__ import annotations

import subprocess
import sys

import pytest

from tarocchi.cli import build_parser, main


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "tarocchi", *args], capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL
    )


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["play", "bridge"], "unknown game 'bridge'"),
        (["play", "french-tarot", "--variant", "nope=1"], "nope"),
        (["play", "french-tarot", "--players", "7"], "players"),
        (["play", "french-tarot", "--variant", "novalue"], "KEY=VALUE"),
        (["play", "french-tarot", "--bots", "grandmaster"], "grandmaster"),
        (["play", "french-tarot", "--seat", "9"], "seat"),
    ],
)
def test_bad_arguments_exit_2_with_one_line(args: list[str], message: str) -> None:
    pytest.importorskip("tarocchi.games.french_tarot")
    out = run(*args)
    assert out.returncode == 2, out.stderr
    assert message in out.stderr
    assert "Traceback" not in out.stderr and out.stdout == ""


def test_parser_knows_every_option() -> None:
    args = build_parser().parse_args(
        [
            "play",
            "gatti",
            "--players",
            "2",
            "--variant",
            "bonuses=both",
            "--seat",
            "1",
            "--bots",
            "random",
            "--seed",
            "4",
            "--lang",
            "it",
            "--save",
            "x.json",
            "--ascii",
            "--delay",
            "0",
        ]
    )
    assert (
        args.game,
        args.players,
        args.variant,
        args.seat,
        args.bots,
        args.seed,
        args.lang,
        args.save,
        args.ascii,
        args.delay,
    ) == ("gatti", 2, ["bonuses=both"], 1, "random", 4, "it", "x.json", True, 0.0)


def test_no_arguments_means_play() -> None:
    parser = build_parser()
    assert parser.parse_args(["play"]).game is None
    assert callable(main)
