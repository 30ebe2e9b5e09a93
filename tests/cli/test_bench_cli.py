"""``tarocchi bench`` as a person runs it: the lines without ``--json`` (the compiled kernel's warm-up line
included), and a player count no variant has refused with one line."""

from __future__ import annotations

import pytest

from tarocchi import kernel
from tarocchi.cli import main
from tarocchi.cli.bench import _show


def test_the_warm_up_line_reads_as_text() -> None:
    warm = {"agent": "warm-up", "kernel": "compiled", "compile_seconds": 0.4712}
    assert _show(warm) == "compiled kernel: compiled or loaded from its cache in 0.47 s"


@pytest.mark.parametrize("chosen", [None, "python", "compiled"])
def test_text_lines_for_every_kernel(capsys: pytest.CaptureFixture[str], chosen: str | None) -> None:
    if chosen == "compiled" and not kernel.compiled_available():
        pytest.skip("the fast extra is not installed")
    ran = kernel.resolve(chosen)
    picked = [] if chosen is None else ["--kernel", chosen]
    args = ["bench", "gatti", "--players", "3", "--agent", "rollout", "--seconds", "0.01", *picked]
    assert main(args) == 0
    lines = capsys.readouterr().out.splitlines()
    if ran == "compiled":
        assert lines[0].startswith("compiled kernel: compiled or loaded from its cache in ")
        lines = lines[1:]
    assert len(lines) == 1 and lines[0].startswith("gatti         3 players: ")
    assert "card-play rollouts/s" in lines[0] and lines[0].endswith(f"({ran} kernel)")


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["gatti", "--players", "9"], "tarocchi bench: gatti has no variant for 9 players (2, 3, 4)\n"),
        (["tarocchino", "gatti", "--players", "3"], "tarocchi bench: tarocchino has no variant for 3 players (4)\n"),
        (["--players", "7"], "tarocchi bench: no game has a variant for 7 players\n"),
        (["chess"], "tarocchi bench: unknown game 'chess' (known: french-tarot, gatti, piedmontese, tarocchino)\n"),
    ],
)
def test_what_cannot_be_measured_is_one_line_on_stderr(
    capsys: pytest.CaptureFixture[str], argv: list[str], said: str
) -> None:
    assert main(["bench", *argv, "--seconds", "0.01"]) == 2
    out, err = capsys.readouterr()
    assert (out, err) == ("", said)


def test_all_games_run_those_with_the_player_count(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "--players", "5", "--agent", "random", "--seconds", "0.01", "--kernel", "python"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 1 and lines[0].startswith("french-tarot  5 players: ")
