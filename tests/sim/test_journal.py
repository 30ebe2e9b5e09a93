"""``tarocchi match --journal FILE``: a match stopped at any point goes on where it stopped, and its report is
the one an unbroken run gives; another match's journal, or a line that is not a deal's outcome, is refused."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tarocchi.cli import main
from tarocchi.sim.journal import FORMAT, Journal, outcome_from_json, outcome_json
from tarocchi.sim.runner import DealOutcome, MatchConfig, Play

GAME = "piedmontese"
MATCH = ["match", GAME, "--agents", "heuristic,random", "--duplicate", "--seed", "3", "--json", "--no-progress"]


def _report(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, Any]:
    assert main([*MATCH, *args]) == 0
    report: dict[str, Any] = json.loads(capsys.readouterr().out)
    return report


def _lines(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def test_a_match_goes_on_from_its_journal_to_the_report_of_an_unbroken_run(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    journal = tmp_path / "match.jsonl"
    unbroken = _report(capsys, "--deals", "7")
    first = _report(capsys, "--deals", "3", "--journal", str(journal))
    assert first["deals"] == 3 and first != unbroken
    lines = _lines(journal)
    assert lines[0]["format"] == FORMAT and lines[0]["agents"] == ["heuristic", "random"] and lines[0]["seed"] == 3
    assert sorted(line["deal"] for line in lines[1:]) == [0, 1, 2]
    assert _report(capsys, "--deals", "7", "--journal", str(journal)) == unbroken
    assert sorted(line["deal"] for line in _lines(journal)[1:]) == list(range(7))  # each deal once
    # all seven are there: nothing is played again, and a shorter match reads the first deals only
    before = journal.read_bytes()
    assert _report(capsys, "--deals", "7", "--journal", str(journal)) == unbroken
    assert _report(capsys, "--deals", "3", "--journal", str(journal)) == first
    assert journal.read_bytes() == before


def test_a_search_agent_resumed_plays_each_deal_as_an_unbroken_match_does(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The deals played before a deal (in this process or another) change nothing of it."""
    args = ["match", "french-tarot", "--agents", "search:playouts=6,heuristic", "--duplicate", "--json"]
    journal = tmp_path / "search.jsonl"
    assert main([*args, "--no-progress", "--deals", "3"]) == 0
    unbroken = json.loads(capsys.readouterr().out)
    for deals in ("1", "3"):
        assert main([*args, "--no-progress", "--deals", deals, "--journal", str(journal)]) == 0
        resumed = json.loads(capsys.readouterr().out)
    assert resumed == unbroken


def test_a_last_line_cut_short_is_played_again(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    journal = tmp_path / "match.jsonl"
    unbroken = _report(capsys, "--deals", "4", "--journal", str(journal))
    text = journal.read_text(encoding="utf-8")
    journal.write_text(text[: len(text) - 20], encoding="utf-8")  # killed while writing deal 3's line
    assert len(_lines_whole(journal)) == 4
    assert _report(capsys, "--deals", "4", "--journal", str(journal)) == unbroken
    assert sorted(line["deal"] for line in _lines(journal)[1:]) == [0, 1, 2, 3]


def _lines_whole(path: Path) -> list[str]:
    return path.read_text(encoding="utf-8").split("\n")[:-1]


def test_a_header_cut_short_starts_the_journal_again(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    journal = tmp_path / "match.jsonl"
    journal.write_text('{"format": "tarocchi-match-jour', encoding="utf-8")
    report = _report(capsys, "--deals", "2", "--journal", str(journal))
    assert report["deals"] == 2 and _lines(journal)[0]["format"] == FORMAT and len(_lines(journal)) == 3


@pytest.mark.parametrize(
    ("change", "named"),
    [
        (["--agents", "heuristic,heuristic"], "agents"),
        (["--seed", "4"], "seed"),
        (["--players", "3"], "options"),
        (["--same-dice"], "same_dice"),
    ],
)
def test_another_matchs_journal_is_refused_naming_what_differs(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], change: list[str], named: str
) -> None:
    journal = tmp_path / "match.jsonl"
    _report(capsys, "--deals", "2", "--journal", str(journal))
    before = journal.read_bytes()
    assert main([*MATCH, "--deals", "2", "--journal", str(journal), *change]) == 2
    err = capsys.readouterr().err
    assert "is another match's" in err and named in err, err
    assert journal.read_bytes() == before  # nothing written


def test_a_same_dice_journal_names_it_and_goes_on(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The header says ``same_dice`` only when it is on (older journals, without the key, are matches without it)."""
    plain, paired = tmp_path / "plain.jsonl", tmp_path / "paired.jsonl"
    _report(capsys, "--deals", "1", "--journal", str(plain))
    assert "same_dice" not in _lines(plain)[0]
    unbroken = _report(capsys, "--deals", "3", "--same-dice")
    _report(capsys, "--deals", "1", "--same-dice", "--journal", str(paired))
    assert _lines(paired)[0]["same_dice"] is True
    assert _report(capsys, "--deals", "3", "--same-dice", "--journal", str(paired)) == unbroken
    assert main([*MATCH, "--deals", "3", "--journal", str(paired)]) == 2
    assert "same_dice True (this match: False)" in capsys.readouterr().err
    assert main([*MATCH, "--deals", "3", "--same-dice", "--journal", str(plain)]) == 2
    assert "same_dice False (this match: True)" in capsys.readouterr().err


def test_another_games_journal_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    journal = tmp_path / "match.jsonl"
    _report(capsys, "--deals", "1", "--journal", str(journal))
    code = main(["match", "gatti", *MATCH[2:], "--deals", "1", "--journal", str(journal)])
    assert code == 2 and "game 'piedmontese' (this match: 'gatti')" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("line", "reason"),
    [
        ("not json", "line 3: not a deal's outcome"),
        ('{"deal": 1}', "line 3: not a deal's outcome (expected an object with 'deal' and 'plays')"),
        ('{"deal": -1, "plays": []}', "'deal' must be a deal number"),
        ('{"deal": 1, "plays": [{"rotation": 2, "scores": [1, -1], "takers": []}]}', "'rotation' must be 0 to 1"),
        ('{"deal": 1, "plays": [{"rotation": 0, "scores": [1], "takers": []}]}', "'scores' must be 2 numbers"),
        ('{"deal": 1, "plays": [{"rotation": 0, "scores": [1, -1], "takers": [[5, "x", true]]}]}', "'takers'"),
        ('{"deal": 0, "plays": [{"rotation": 0, "scores": [1, -1], "takers": []}]}', "line 3: deal 0 is there twice"),
    ],
)
def test_a_line_that_is_not_a_deals_outcome_is_refused_with_its_number(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], line: str, reason: str
) -> None:
    journal = tmp_path / "match.jsonl"
    _report(capsys, "--deals", "1", "--journal", str(journal))
    journal.write_text(journal.read_text(encoding="utf-8") + line + "\n", encoding="utf-8")
    assert main([*MATCH, "--deals", "2", "--journal", str(journal)]) == 2
    assert reason in capsys.readouterr().err


def test_bytes_that_are_not_utf8_are_refused_with_the_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    journal = tmp_path / "match.jsonl"
    _report(capsys, "--deals", "1", "--journal", str(journal))
    journal.write_bytes(journal.read_bytes() + b'{"deal": 1, "plays": "\xff"}\n')
    assert main([*MATCH, "--deals", "2", "--journal", str(journal)]) == 2
    assert "line 3: not a deal's outcome (byte 23 is not UTF-8)" in capsys.readouterr().err
    binary = tmp_path / "photo.jsonl"
    binary.write_bytes(b"\x89PNG\r\n\x1a\n")
    assert main([*MATCH, "--deals", "1", "--journal", str(binary)]) == 2
    assert "line 1: not a match journal (byte 1 is not UTF-8)" in capsys.readouterr().err
    assert binary.read_bytes() == b"\x89PNG\r\n\x1a\n"


def test_a_file_that_is_no_journal_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    other = tmp_path / "notes.txt"
    other.write_text("shopping list\n", encoding="utf-8")
    assert main([*MATCH, "--deals", "1", "--journal", str(other)]) == 2
    assert "line 1: not a match journal" in capsys.readouterr().err
    assert other.read_text(encoding="utf-8") == "shopping list\n"
    record = tmp_path / "record.json"
    record.write_text('{"format": "tarocchi-record/1"}\n', encoding="utf-8")
    assert main([*MATCH, "--deals", "1", "--journal", str(record)]) == 2
    assert f"line 1: not a {FORMAT} header" in capsys.readouterr().err
    assert main([*MATCH, "--deals", "1", "--journal", str(tmp_path / "no" / "such" / "dir.jsonl")]) == 2
    assert "cannot write it" in capsys.readouterr().err


def test_an_outcome_reads_back_as_written() -> None:
    outcome = DealOutcome(12, [Play(0, [3.5, -3.5], [(1, "garde", True)]), Play(1, [0.0, 0.0], [])])
    again = outcome_from_json(json.loads(json.dumps(outcome_json(outcome))), 2)
    assert again == outcome
    with pytest.raises(ValueError, match="'takers'"):
        outcome_from_json({"deal": 0, "plays": [{"rotation": 0, "scores": [1, 2], "takers": [[0, "g", 1]]}]}, 2)


def test_a_journal_another_run_is_writing_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Two runs of one match on one journal would play and write the same deals twice: the second is refused."""
    path = tmp_path / "match.jsonl"
    _report(capsys, "--deals", "1", "--journal", str(path))
    config = MatchConfig(GAME, ("heuristic", "random"), 2, {}, duplicate=True, seed=3)
    with Journal(path, config) as running:
        assert sorted(running.kept) == [0]
        before = path.read_bytes()
        assert main([*MATCH, "--deals", "2", "--journal", str(path)]) == 2
        assert "is being written by another run" in capsys.readouterr().err
        assert path.read_bytes() == before
    assert _report(capsys, "--deals", "2", "--journal", str(path))["deals"] == 2  # free again once it stops


def test_ctrl_c_stops_a_journalled_match_with_its_deals_kept(tmp_path: Path) -> None:
    """Ctrl+C (SIGINT) mid-match: exit 130 and a line saying where the deals are; they are all there, whole."""
    import signal
    import subprocess
    import sys
    import time

    path = tmp_path / "match.jsonl"
    command = [sys.executable, "-m", "tarocchi.cli", *MATCH[:-2], "--deals", "100000", "--journal", str(path)]
    proc = subprocess.Popen(
        [*command, "--no-progress"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),  # as at a terminal
    )
    deadline = time.monotonic() + 120
    while (not path.exists() or len(path.read_text(encoding="utf-8").splitlines()) < 4) and time.monotonic() < deadline:
        time.sleep(0.05)
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=120)
    assert proc.returncode == 130, err
    assert out == "" and f"stopped; the deals played are in {path}" in err
    deals = [line["deal"] for line in _lines(path)[1:]]
    assert len(deals) >= 3 and sorted(deals) == list(range(len(deals)))
