"""A club's long commands stopped or tripped part-way: ``tarocchi match --records`` that cannot write a record, a
Ctrl-C while it writes one, a Ctrl-C during ``analyze`` or a match without a journal. Each ends with one line
naming what stopped and why, a non-zero exit and no traceback, and loses nothing it said it kept."""

from __future__ import annotations

import argparse
import json
import os
from pathlib import Path
from typing import Any

import pytest

from tarocchi.cli import analyze, main


def test_a_record_that_cannot_be_written_is_one_line_not_a_traceback(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A directory where deal 1's record goes (or a full disk): exit 2 and a line naming the file and the reason."""
    records = tmp_path / "records"
    (records / "deal-000001-r0.json").mkdir(parents=True)
    code = main(["match", "gatti", "--deals", "3", "--records", str(records), "--no-progress"])
    err = capsys.readouterr().err
    assert code == 2
    assert err.splitlines() == [
        f"tarocchi match: --records {records}: cannot write deal-000001-r0.json (Is a directory)"
    ]
    assert json.loads((records / "deal-000000-r0.json").read_text())["game"] == "gatti"


def test_ctrl_c_while_a_record_is_written_leaves_no_half_record_and_the_journal_matches(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Ctrl-C in the middle of writing deal 1's record: no file holds half a record, and every deal the journal
    keeps (which the same command will not play again) has its record."""
    records, journal = tmp_path / "records", tmp_path / "match.jsonl"
    writes: list[str] = []
    real = os.write

    def interrupted(fd: int, data: bytes | memoryview) -> int:
        target = Path(os.readlink(f"/proc/self/fd/{fd}"))
        if target.parent == records:
            writes.append(target.name)
            if len(writes) == 2:
                real(fd, data[: len(data) // 2])
                raise KeyboardInterrupt
        return real(fd, data)

    monkeypatch.setattr(os, "write", interrupted)
    argv = ["match", "gatti", "--deals", "4", "--records", str(records), "--journal", str(journal), "--no-progress"]
    assert main(argv) == 130
    assert "stopped" in capsys.readouterr().err
    for path in records.iterdir():
        json.loads(path.read_text())  # whole records only
    kept = [json.loads(line)["deal"] for line in journal.read_text().splitlines()[1:]]
    assert kept == [0]
    assert sorted(p.name for p in records.iterdir()) == ["deal-000000-r0.json"]


def test_ctrl_c_during_a_long_review_says_it_stopped(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    def stopped(args: argparse.Namespace) -> int:
        raise KeyboardInterrupt

    monkeypatch.setattr(analyze, "run", stopped)
    example = Path(__file__).parents[1] / "data" / "examples" / "gatti" / "valid-01.record.json"
    assert main(["analyze", str(example)]) == 130
    assert capsys.readouterr().err.splitlines() == ["tarocchi analyze: stopped (Ctrl-C)"]


def test_ctrl_c_during_a_match_without_a_journal_says_what_is_lost(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from tarocchi.sim import runner

    def stopped(*args: Any, **kwargs: Any) -> Any:
        raise KeyboardInterrupt
        yield

    monkeypatch.setattr(runner, "run_deals", stopped)
    assert main(["match", "gatti", "--deals", "3", "--no-progress"]) == 130
    [line] = capsys.readouterr().err.splitlines()
    assert line.startswith("tarocchi match: stopped") and "--journal" in line
