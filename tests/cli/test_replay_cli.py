"""``tarocchi replay`` exactly as DESIGN.md §5 says: JSON on success, exit 2 and one line on a fault."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

EXAMPLES = Path(__file__).parents[1] / "data" / "examples"


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "tarocchi", "replay", *args], capture_output=True, text=True, timeout=120
    )


def test_one_valid_file_prints_one_json_object() -> None:
    path = EXAMPLES / "french-tarot" / "valid-00.record.json"
    done = run(str(path), "--json")
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    expected = json.loads((EXAMPLES / "french-tarot" / "valid-00.replay.json").read_text())
    assert data["totals"] == expected["totals"]
    assert data["complete"] is True
    assert done.stderr == ""


def test_a_refused_file_exits_2_with_one_line_and_no_stdout() -> None:
    path = EXAMPLES / "french-tarot" / "refused-00.record.json"
    done = run(str(path), "--json")
    assert done.returncode == 2
    assert done.stdout == ""
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1
    assert lines[0].startswith("hand 1, action 34: seat ")
    assert "Traceback" not in done.stderr


def test_a_malformed_file_names_the_json_path(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "tarocchi-record/1", "game": "french-tarot", "hands": [{"dealer": "x"}]}')
    done = run(str(bad))
    assert done.returncode == 2
    assert done.stderr.strip() == "hand 0: malformed record at $.hands[0].dealer: must be an integer seat"


def test_a_missing_file_is_an_error_line_not_a_traceback(tmp_path: Path) -> None:
    done = run(str(tmp_path / "nope.json"))
    assert done.returncode == 2
    assert "cannot read" in done.stderr and "Traceback" not in done.stderr


def test_many_files_print_json_lines_in_order_with_errors_inline() -> None:
    files = [
        EXAMPLES / "french-tarot" / "valid-00.record.json",
        EXAMPLES / "french-tarot" / "refused-01.record.json",
        EXAMPLES / "french-tarot" / "valid-01.record.json",
    ]
    done = run(*map(str, files), "--json")
    assert done.returncode == 2
    lines = [json.loads(line) for line in done.stdout.splitlines()]
    assert [line["file"] for line in lines] == list(map(str, files))
    assert "totals" in lines[0] and "totals" in lines[2]
    assert lines[1]["error"].startswith("hand 2, action 3: ")
