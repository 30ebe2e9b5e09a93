"""``tarocchi replay --csv``: a club's score sheet as CSV (RFC 4180), its totals those of ``replay --json``."""

from __future__ import annotations

import csv
import io
import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tarocchi.cli import main
from tarocchi.games import game_class, game_names
from tarocchi.session import MatchSession

EXAMPLES = Path(__file__).parents[1] / "data" / "examples"
VALID = sorted(EXAMPLES.glob("*/valid-*.record.json"))
REFUSED = sorted(EXAMPLES.glob("*/refused-*.record.json"))
VARIANTS = [(name, options) for name in game_names() for options in game_class(name).variants()]


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    """``tarocchi replay ARGS`` in this process: exit code, stdout, stderr."""
    code = main(["replay", *args])
    out = capsys.readouterr()
    return code, out.out, out.err


def number(cell: str) -> int | float:
    value = float(cell)
    return int(value) if value.is_integer() else value


def parse(text: str) -> list[list[str]]:
    """The CSV read back by :mod:`csv` (RFC 4180: CRLF line ends, quoted cells)."""
    assert text.endswith("\r\n")
    return list(csv.reader(io.StringIO(text, newline="")))


def totals_of(header: list[str], row: list[str]) -> list[int | float]:
    return [number(cell) for name, cell in zip(header, row, strict=True) if name.endswith(" total") and cell != ""]


def live_of(record: dict[str, Any]) -> list[int]:
    """The seats a player fills in the record's game (a dummy has no column on the sheet)."""
    return game_class(record["game"]).from_options(record.get("options") or {}).live_seats()


def check_sheet(
    text: str, replayed: dict[str, Any], names: list[str] | None, live: list[int] | None = None
) -> list[list[str]]:
    """The sheet has a row per finished hand, numbered as the record counts hands, each seat's score as
    ``replay --json`` gives it and, on its last row, ``replay --json``'s totals, for the ``live`` seats (all by
    default): a dummy has no column."""
    header, *rows = parse(text)
    assert header[:2] == ["hand", "dealer"] and "explanation" in header
    live = live if live is not None else list(range(len(replayed["totals"])))
    seats = len(live)
    labels = [names[s] for s in live] if names is not None else [f"seat {s}" for s in live]
    score = "balance" if game_class(replayed["game"]).score_sheet == "balance" else "score"  # Piedmontese 7.1
    assert header[-2 * seats :] == [f"{n} {score}" for n in labels] + [f"{n} total" for n in labels]
    assert len(rows) == len(replayed["hands"])
    for h, (row, hand) in enumerate(zip(rows, replayed["hands"], strict=True)):
        assert len(row) == len(header)
        assert row[0] == str(h)
        assert [number(c) for c in row[-2 * seats : -seats]] == [hand["scores"][s] for s in live]
    if rows:
        assert totals_of(header, rows[-1]) == [replayed["totals"][s] for s in live]
    return [header, *rows]


@pytest.mark.parametrize("path", VALID, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_each_example_record_sheet_totals_are_replays(path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, text, err = run(capsys, "--csv", str(path))
    assert code == 0 and err == ""
    _, replayed, _ = run(capsys, "--json", str(path))
    record = json.loads(path.read_text())
    check_sheet(text, json.loads(replayed), record.get("names"), live_of(record))


def _played(name: str, options: dict[str, Any], seed: int, names: list[str] | None) -> dict[str, Any]:
    """A record of up to three hands played with random legal actions through the session API."""
    game = game_class(name).from_options(options)
    session = MatchSession(game, seed=seed, names=names)
    rng = random.Random(seed)
    for _ in range(3):
        while not session.state.is_over:
            session.apply(game.random_action(session.state, rng))
        if session.is_over or len(session.results) == 3:
            break
        session.next_hand()
    return session.record.to_json()


@pytest.mark.parametrize(("name", "options"), VARIANTS, ids=[f"{n}-{json.dumps(o)}" for n, o in VARIANTS])
def test_every_game_and_player_count_played_through_the_session(
    name: str, options: dict[str, Any], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    seats = game_class(name).from_options(options).num_seats
    names = [f'Player, {s} "the {s}"\nsecond line' for s in range(seats)]
    path = tmp_path / "played.json"
    path.write_text(json.dumps(_played(name, options, 7, names)))
    code, text, err = run(capsys, "--csv", str(path))
    assert code == 0, err
    _, replayed, _ = run(capsys, "--json", str(path))
    live = game_class(name).from_options(options).live_seats()
    rows = check_sheet(text, json.loads(replayed), names, live)
    # a dummy (nobody plays it; its score is its side's, or 0) has no column (records/sheet.py)
    assert not [cell for cell in rows[0] for s in range(seats) if s not in live and cell.startswith(names[s])]
    dealers = [hand["dealer"] for hand in json.loads(path.read_text())["hands"]]
    assert [row[1] for row in rows[1:]] == [names[d] for d in dealers]
    # the same record without names: seats counted from 0 as the record counts them
    unnamed = tmp_path / "unnamed.json"
    unnamed.write_text(json.dumps({**_played(name, options, 7, None)}))
    code, text, _ = run(capsys, "--csv", str(unnamed))
    _, replayed, _ = run(capsys, "--json", str(unnamed))
    check_sheet(text, json.loads(replayed), None, live)


def test_names_with_commas_quotes_and_line_breaks_are_quoted(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    names = ['Ada, "la" Rossa', "Bruno\r\nBianchi", 'Carla""', "Dario;"]
    path = tmp_path / "names.json"
    path.write_text(json.dumps(_played("piedmontese", {"players": 4}, 3, names)))
    _, text, _ = run(capsys, "--csv", str(path))
    assert '"Ada, ""la"" Rossa balance"' in text  # RFC 4180: the cell quoted, its quotes doubled
    assert '"Bruno\r\nBianchi balance"' in text
    header = parse(text)[0]
    assert header[-8:-4] == [f"{n} balance" for n in names]
    assert parse(text)[1][1] in names


@pytest.mark.parametrize("start", ["=", "+", "-", "@", "\t", "\r"])
def test_a_name_that_looks_like_a_formula_is_prefixed(
    start: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    evil = f'{start}HYPERLINK("http://x","y")'
    names = [evil, "Bruno"]
    path = tmp_path / "evil.json"
    path.write_text(json.dumps(_played("piedmontese", {"players": 2}, 5, names)))
    _, text, _ = run(capsys, "--csv", str(path))
    rows = parse(text)
    cells = [cell for row in rows for cell in row]
    assert "'" + evil + " balance" in rows[0] and "'" + evil + " total" in rows[0]
    assert not any(cell.startswith(("=", "+", "@", "\t", "\r")) for cell in cells)
    # a dealer cell names the player guarded; numbers keep their sign (a balance below zero stays a number)
    assert {row[1] for row in rows[1:]} <= {"'" + evil, "Bruno"}
    negative = [c for c in cells if c.startswith("-")]
    assert all(c[1:].replace(".", "").isdigit() for c in negative)


def test_several_files_have_a_file_column_and_each_files_totals(capsys: pytest.CaptureFixture[str]) -> None:
    paths = [str(EXAMPLES / game / "valid-01.record.json") for game in ("french-tarot", "gatti", "piedmontese")]
    code, text, err = run(capsys, "--csv", *paths)
    assert code == 0 and err == ""
    header, *rows = parse(text)
    assert header[:3] == ["file", "hand", "dealer"]
    assert all(len(row) == len(header) for row in rows)
    _, lines, _ = run(capsys, "--json", *paths)
    for line in lines.splitlines():
        replayed = json.loads(line)
        mine = [row for row in rows if row[0] == replayed["file"]]
        assert len(mine) == len(replayed["hands"])
        assert [row[1] for row in mine] == [str(h) for h in range(len(mine))]
        assert totals_of(header, mine[-1]) == replayed["totals"]


def test_the_same_players_keep_their_names_across_files(capsys: pytest.CaptureFixture[str]) -> None:
    paths = [str(p) for p in sorted((EXAMPLES / "gatti").glob("valid-0[01].record.json"))]
    _, text, _ = run(capsys, "--csv", *paths)
    header = parse(text)[0]
    assert header[-6:] == [f"{n} {what}" for what in ("score", "total") for n in ("Ada", "Bruno", "Carla")]


@pytest.mark.parametrize("path", REFUSED, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_a_bad_record_fails_as_replay_does(path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, text, err = run(capsys, "--csv", str(path))
    expected = run(capsys, str(path))
    assert (code, text, err) == (expected[0], "", expected[2])
    assert code == 2 and len(err.splitlines()) == 1


def test_a_bad_file_among_good_ones_writes_none_of_its_rows(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    good = str(EXAMPLES / "gatti" / "valid-00.record.json")
    refused = str(EXAMPLES / "gatti" / "refused-00.record.json")
    missing = str(tmp_path / "missing.json")
    code, text, err = run(capsys, "--csv", good, refused, missing)
    expected = run(capsys, good, refused, missing)
    assert code == expected[0] == 2
    assert err == expected[2] and err.startswith(refused + ": hand ")
    assert {row[0] for row in parse(text)[1:]} == {good}


def test_the_command_line_exits_as_replay_does() -> None:
    """The installed command: a refused record's line on stderr, exit 2, nothing on stdout; ``--csv`` with
    ``--json`` is a usage error."""
    refused = EXAMPLES / "french-tarot" / "refused-00.record.json"
    args = [sys.executable, "-m", "tarocchi", "replay"]
    done = subprocess.run([*args, "--csv", str(refused)], capture_output=True, text=True, timeout=120)
    plain = subprocess.run([*args, str(refused)], capture_output=True, text=True, timeout=120)
    assert (done.returncode, done.stdout, done.stderr) == (2, "", plain.stderr)
    both = subprocess.run([*args, "--csv", "--json", str(refused)], capture_output=True, text=True, timeout=120)
    assert both.returncode == 2 and "not allowed" in both.stderr
    good = subprocess.run(
        [*args, "--csv", str(EXAMPLES / "french-tarot" / "valid-02.record.json")],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert good.returncode == 0 and good.stdout.startswith("hand,dealer,contract,taker,called,partner,")


@pytest.mark.parametrize("path", VALID, ids=lambda p: f"{p.parent.name}-{p.name}")
def test_a_seat_in_the_facts_is_written_as_its_players_name(path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The record vocabulary's seats (taker, partner, discard and monte owner, last trick, the Fool's keeper)
    read as the players' names, not as seat numbers."""
    record = json.loads(path.read_text(encoding="utf-8"))
    code, out, _ = run(capsys, "--csv", str(path))
    if code != 0 or not record.get("names"):
        pytest.skip("a record without names or that does not replay")
    header, *rows = parse(out)
    seats = [k for k in ("taker", "partner", "discard_owner", "monte_owner", "last_trick", "fool") if k in header]
    names = set(record["names"])
    for row in rows:
        for key in seats:
            cell = row[header.index(key)]
            assert cell == "" or cell in names, (key, cell, names)
