"""DESIGN.md §1/§5/§7 and README "Commands" checked from the outside, as a hidden-test author would: every
command, flag, exit code, JSON key and output line's shape they promise, and each command given bad input as a
user gives it (a missing, empty or foreign file, a folder, unknown names, counts of zero or below): a precise
one-line error and exit 2, never a traceback.
"""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).parents[2]
EXAMPLES = ROOT / "tests" / "data" / "examples"
GAMES = ("french-tarot", "gatti", "piedmontese", "tarocchino")
VALID = sorted(EXAMPLES.glob("*/valid-*.record.json"))
REFUSED = sorted(EXAMPLES.glob("*/refused-*.record.json"))
ERROR_LINE = re.compile(r"^hand (\d+), action (\d+): seat (\d+) cannot (.+): (.+)$")
"""DESIGN §5: ``hand 1, action 37: seat 2 cannot play 4S: must follow hearts (holds KH, 3H)``."""


def tarocchi(*args: str, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    """Run the installed command as a user does (``python -m tarocchi`` is the same entry point)."""
    return subprocess.run(
        [sys.executable, "-m", "tarocchi", *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        stdin=subprocess.DEVNULL,
    )


def _no_constant(name: str) -> None:
    raise AssertionError(f"{name} is not JSON (RFC 8259): a --json line must parse in any JSON reader")


def strict_json(text: str) -> Any:
    """JSON as any reader takes it: ``NaN`` and ``Infinity``, which Python writes by default, are refused."""
    return json.loads(text, parse_constant=_no_constant)


def one_line_error(done: subprocess.CompletedProcess[str], code: int = 2) -> str:
    """The refusal a user must get: the exit code, nothing on stdout, one line on stderr, no traceback."""
    assert "Traceback" not in done.stderr, done.stderr
    assert done.returncode == code, (done.returncode, done.stdout, done.stderr)
    assert done.stdout == "", done.stdout
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    return lines[0]


def last_line_error(done: subprocess.CompletedProcess[str]) -> str:
    """An argparse refusal: usage, then one ``error:`` line naming the fault; exit 2, no traceback."""
    assert "Traceback" not in done.stderr, done.stderr
    assert done.returncode == 2 and done.stdout == ""
    last = done.stderr.strip().splitlines()[-1]
    assert ": error: " in last
    return last


def record(game: str = "gatti", number: int = 0) -> dict[str, Any]:
    return strict_json((EXAMPLES / game / f"valid-{number:02d}.record.json").read_text(encoding="utf-8"))


def write(tmp_path: Path, name: str, content: object) -> Path:
    path = tmp_path / name
    path.write_text(content if isinstance(content, str) else json.dumps(content), encoding="utf-8")
    return path


# -- §1 and README "Commands": the commands exist ------------------------------------------------------------


def test_the_help_names_every_command_of_the_design_and_the_readme() -> None:
    done = tarocchi("--help")
    assert done.returncode == 0, done.stderr
    for command in ("play", "serve", "replay", "simulate", "match", "bench", "analyze"):
        assert command in done.stdout


@pytest.mark.parametrize("command", ["play", "serve", "replay", "simulate", "match", "bench", "analyze"])
def test_each_command_has_help_that_exits_0(command: str) -> None:
    done = tarocchi(command, "--help")
    assert done.returncode == 0 and done.stdout.startswith("usage: tarocchi"), done.stderr


@pytest.mark.parametrize(
    ("command", "flags"),
    [
        ("replay", ["--json"]),
        ("bench", ["--kernel", "--json"]),
        ("match", ["--agents", "--deals", "--option", "--variant", "--duplicate", "--same-dice", "--journal"]),
        ("match", ["--seed", "--players", "--workers", "--backend", "--records", "--json"]),
        ("analyze", ["--seat", "--hand", "--samples", "--seed", "--json"]),
        ("play", ["--players", "--variant", "--option", "--seat", "--level", "--bots", "--seed", "--dealer"]),
        ("play", ["--lang", "--save", "--resume", "--ascii", "--delay"]),
        ("serve", ["--host", "--port", "--db", "--bot-delay", "--allow-host", "--trust-proxy"]),
    ],
)
def test_each_flag_the_readme_names_is_taken(command: str, flags: list[str]) -> None:
    """README "Commands", "Playing in the terminal/browser", "Computer players": each flag is declared."""
    help_text = tarocchi(command, "--help").stdout
    for flag in flags:
        assert re.search(rf"(?<![\w-]){re.escape(flag)}(?![\w-])", help_text), flag


def test_an_unknown_command_is_one_error_line() -> None:
    assert "invalid choice: 'bogus'" in last_line_error(tarocchi("bogus"))


# -- §5 replay: the success shape ----------------------------------------------------------------------------


@pytest.mark.parametrize("path", VALID, ids=lambda p: f"{p.parent.name}-{p.stem}")
def test_replay_json_prints_one_object_with_the_designs_keys(path: Path) -> None:
    done = tarocchi("replay", str(path), "--json")
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    lines = done.stdout.strip().splitlines()
    assert len(lines) == 1
    out = strict_json(lines[0])
    raw = strict_json(path.read_text(encoding="utf-8"))
    assert out["game"] == raw["game"]
    assert isinstance(out["complete"], bool) and isinstance(out["match_over"], bool)
    assert out["complete"] is True  # every example is a whole record
    assert "next" not in out or not out["match_over"]  # a finished match expects nothing next
    seats = len(out["totals"])
    for hand in out["hands"]:
        assert set(hand) >= {"points", "scores", "detail"}
        assert len(hand["points"]) == len(hand["scores"]) == seats
        assert isinstance(hand["detail"], dict)
    expected = strict_json(path.with_name(path.name.replace(".record.", ".replay.")).read_text(encoding="utf-8"))
    assert [{k: h[k] for k in ("points", "scores")} for h in out["hands"]] == expected["hands"]
    assert out["totals"] == expected["totals"]


def test_replay_without_json_prints_readable_lines_and_exits_0() -> None:
    done = tarocchi("replay", str(EXAMPLES / "gatti" / "valid-00.record.json"))
    assert done.returncode == 0 and done.stderr == ""
    lines = done.stdout.splitlines()
    assert lines[0] == "gatti: 3 finished hands"
    assert lines[1].startswith("  hand 0: points ")  # hands counted as records count them (rules C2: from 0)
    assert lines[-1].startswith("  totals 71, 86, 77")


@pytest.mark.parametrize("path", REFUSED, ids=lambda p: f"{p.parent.name}-{p.stem}")
@pytest.mark.parametrize("as_json", [False, True])
def test_a_refused_record_gets_exit_2_and_the_designs_error_line(path: Path, as_json: bool) -> None:
    """§5: exit 2, nothing on stdout, one line naming hand, action index, seat, action and reason (the
    examples' ``refused_at``, counted from 0 as the rules' C2 says)."""
    done = tarocchi("replay", str(path), *(["--json"] if as_json else []))
    line = one_line_error(done)
    at = strict_json(path.with_name(path.name.replace(".record.", ".refused.")).read_text())["refused_at"]
    match = ERROR_LINE.match(line)
    if match is None:  # a malformed action: the JSON path of the fault instead of a reason
        assert line.startswith(f"hand {at['hand']}") or f"$.hands[{at['hand']}].actions[{at['action']}]" in line
    else:
        assert (int(match.group(1)), int(match.group(2))) == (at["hand"], at["action"]), line


# -- §5 replay: bad files ------------------------------------------------------------------------------------


def _bad_files(tmp_path: Path) -> dict[str, tuple[Path, str]]:
    """name -> (file, what the one error line must hold)."""
    unknown_key = record()
    unknown_key["options"]["nokey"] = 1
    bad_value = record()
    bad_value["options"]["players"] = 9
    negative_dealer = record()
    negative_dealer["hands"][0]["dealer"] = -1
    bad_seed = record()
    del bad_seed["hands"][0]["deal"]
    bad_seed["hands"][0]["seed"] = -1
    bad_card = record()
    bad_card["hands"][0]["actions"][3] = {"seat": 1, "play": "ZZ"}
    two_verbs = record()
    two_verbs["hands"][0]["actions"][3] = {"seat": 1, "play": "KH", "bid": "pass"}
    unknown_game = {**record(), "game": "chess"}
    folder = tmp_path / "a-folder"
    folder.mkdir()
    not_utf8 = tmp_path / "latin1.json"
    not_utf8.write_bytes(b'{"game": "caf\xe9"}')
    return {
        "missing": (tmp_path / "nope.json", "No such file or directory"),
        "folder": (folder, "Is a directory"),
        "empty": (write(tmp_path, "empty.json", ""), "not valid JSON"),
        "blank": (write(tmp_path, "blank.json", "  \n"), "not valid JSON"),
        "not utf-8": (not_utf8, "UTF-8"),
        "truncated": (write(tmp_path, "cut.json", json.dumps(record())[:200]), "not valid JSON"),
        "array": (write(tmp_path, "array.json", [record()]), "$"),
        "other format": (write(tmp_path, "pgn.json", {**record(), "format": "pgn"}), "$.format"),
        "no format": (write(tmp_path, "nofmt.json", {k: v for k, v in record().items() if k != "format"}), "$.format"),
        "unknown game": (write(tmp_path, "chess.json", unknown_game), "$.game"),
        "unknown option": (write(tmp_path, "key.json", unknown_key), "nokey"),
        "bad option value": (write(tmp_path, "value.json", bad_value), "$.options.players"),
        "negative dealer": (write(tmp_path, "dealer.json", negative_dealer), "$.hands[0].dealer"),
        "negative seed": (write(tmp_path, "seed.json", bad_seed), "$.hands[0].seed"),
        "not a card": (write(tmp_path, "card.json", bad_card), "$.hands[0].actions[3]"),
        "two verbs": (write(tmp_path, "verbs.json", two_verbs), "hand 0, action 3: seat 1"),  # as the rules' C2 say
        "hands not a list": (write(tmp_path, "hands.json", {**record(), "hands": {}}), "$.hands"),
        "a match record of another tool": (write(tmp_path, "other.json", {"moves": ["e4"]}), "$.format"),
    }


def test_replay_gives_each_bad_file_one_precise_line_and_exit_2(tmp_path: Path) -> None:
    for name, (path, said) in _bad_files(tmp_path).items():
        for extra in ([], ["--json"]):
            line = one_line_error(tarocchi("replay", str(path), *extra))
            assert said in line, (name, line)


def test_replay_of_several_files_prints_one_json_line_per_file_in_order(tmp_path: Path) -> None:
    """§5: one line per file, each with ``file``; an ``error`` line for a failed one; exit 2 if any failed."""
    good = EXAMPLES / "gatti" / "valid-00.record.json"
    refused = EXAMPLES / "gatti" / "refused-00.record.json"
    missing = tmp_path / "nope.json"
    done = tarocchi("replay", str(good), str(refused), str(missing), str(good), "--json")
    assert done.returncode == 2 and "Traceback" not in done.stderr
    lines = [strict_json(line) for line in done.stdout.splitlines()]
    assert [line["file"] for line in lines] == [str(good), str(refused), str(missing), str(good)]
    assert lines[0]["game"] == "gatti" and "error" not in lines[0] and lines[0] == lines[3]
    assert set(lines[1]) == {"file", "error"} and ERROR_LINE.match(lines[1]["error"])
    assert set(lines[2]) == {"file", "error"} and "No such file" in lines[2]["error"]
    ok = tarocchi("replay", str(good), str(EXAMPLES / "tarocchino" / "valid-00.record.json"), "--json")
    assert ok.returncode == 0 and len(ok.stdout.splitlines()) == 2


def test_a_record_that_stops_part_way_lists_finished_hands_and_what_comes_next(tmp_path: Path) -> None:
    """§5: ``complete`` false, ``hands`` only the finished ones, ``next`` = {hand, seat, verb}."""
    raw = record("gatti", 0)
    raw["hands"][1]["actions"] = raw["hands"][1]["actions"][:4]
    del raw["hands"][2]
    out = strict_json(tarocchi("replay", str(write(tmp_path, "part.json", raw)), "--json").stdout)
    assert out["complete"] is False and len(out["hands"]) == 1
    assert set(out["next"]) == {"hand", "seat", "verb"} and out["next"]["hand"] == 1
    assert isinstance(out["next"]["seat"], int) and out["next"]["verb"] == "play"
    raw["hands"] = raw["hands"][:1]
    out = strict_json(tarocchi("replay", str(write(tmp_path, "between.json", raw)), "--json").stdout)
    assert out["complete"] is True and out["next"] == {"hand": 1, "seat": None, "verb": "deal"}


@pytest.mark.parametrize("game", GAMES)
def test_an_unfinished_hand_followed_by_another_is_refused_at_its_number_of_actions(tmp_path: Path, game: str) -> None:
    """§5: refused at that hand, action index = its number of actions. Piedmontese's rules (C16) call the same
    record malformed instead: its line gives the JSON path of the hand that follows and names the unfinished one."""
    raw = next(r for r in (record(game, i) for i in range(6)) if len(r["hands"]) > 1)
    raw["hands"][0]["actions"] = raw["hands"][0]["actions"][:7]
    line = one_line_error(tarocchi("replay", str(write(tmp_path, "gap.json", raw))))
    if game == "piedmontese":
        assert line.startswith("hand 1: malformed record at $.hands[1]: hand 0 is unfinished"), line
    else:
        assert line.startswith("hand 0, action 7: seat "), line


# -- §7 match ------------------------------------------------------------------------------------------------


def test_match_json_is_the_designs_object_and_seat_s_gets_agent_s_mod_k() -> None:
    done = tarocchi("match", "french-tarot", "--agents", "heuristic,random", "--deals", "3", "--seed", "4", "--json")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.strip().splitlines()
    assert len(lines) == 1
    out = strict_json(lines[0])
    assert out["game"] == "french-tarot" and out["players"] == 4 and out["deals"] == 3 and out["duplicate"] is False
    assert [a["name"] for a in out["agents"]] == ["heuristic", "random"]
    assert [a["seats"] for a in out["agents"]] == [[0, 2], [1, 3]]
    for agent in out["agents"]:
        lo, hi = agent["ci95"]
        assert lo <= agent["mean"] <= hi
    assert set(out["diff"]) >= {"a", "b", "mean", "ci95"} and (out["diff"]["a"], out["diff"]["b"]) == (
        "heuristic",
        "random",
    )
    assert set(out["takers"]) == {"heuristic", "random"}
    for taken in out["takers"].values():
        assert 0 <= taken["made"] <= taken["taken"]


def test_simulate_is_match_and_a_seeded_match_repeats() -> None:
    argv = ["gatti", "--agents", "random,heuristic", "--deals", "2", "--duplicate", "--seed", "7", "--json"]
    first = tarocchi("match", *argv)
    assert first.returncode == 0, first.stderr
    assert tarocchi("simulate", *argv).stdout == first.stdout
    out = strict_json(first.stdout)
    assert out["duplicate"] is True and out["players"] == 3
    assert [a["seats"] for a in out["agents"]] == [[0, 2], [1]]


def test_match_with_players_and_option_reports_them() -> None:
    done = tarocchi(
        "match", "piedmontese", "--players", "3", "--option", "must_overtrump=true", "--agents", "random", "--json",
        "--deals", "1",
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    out = strict_json(done.stdout)
    assert out["players"] == 3 and out["agents"][0]["seats"] == [0, 1, 2]


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["gatti", "--deals", "0"], "--deals"),
        (["gatti", "--deals", "-4"], "--deals"),
        (["gatti", "--workers", "0"], "--workers"),
        (["gatti", "--workers", "-1"], "--workers"),
        (["gatti", "--agents", "nosuch"], "nosuch"),
        (["gatti", "--agents", ""], "--agents"),
        (["gatti", "--agents", "search:nokey=1"], "nokey"),
        (["gatti", "--agents", "search:playouts=0"], "playouts"),
        (["gatti", "--option", "nokey=1"], "nokey"),
        (["gatti", "--option", "must_overtrump=perhaps"], "must_overtrump"),
        (["gatti", "--option", "novalue"], "KEY=VALUE"),
        (["gatti", "--players", "9"], "9"),
        (["gatti", "--players", "0"], "players"),
        (["tarocchino", "--players", "3"], "players"),
        (["gatti", "--same-dice"], "--duplicate"),
    ],
)
def test_match_refuses_bad_input_in_one_line(argv: list[str], said: str) -> None:
    line = one_line_error(tarocchi("match", *argv, "--json"))
    assert line.startswith("tarocchi match: ") and said in line, line


@pytest.mark.parametrize(
    ("argv", "said"),
    [(["chess"], "invalid choice: 'chess'"), (["gatti", "--deals", "many"], "--deals"), ([], "GAME")],
)
def test_match_argument_errors_end_in_one_error_line(argv: list[str], said: str) -> None:
    assert said in last_line_error(tarocchi("match", *argv))


def test_the_records_a_match_keeps_replay(tmp_path: Path) -> None:
    """README: ``--records DIR`` keeps every deal's record; each is a ``tarocchi-record/1`` that replays."""
    kept = tmp_path / "records"
    done = tarocchi("match", "tarocchino", "--agents", "random,heuristic", "--deals", "2", "--duplicate", "--records",
                    str(kept), "--json")  # fmt: skip
    assert done.returncode == 0, done.stderr
    files = sorted(str(p) for p in kept.iterdir())
    assert len(files) == 4  # two deals, each played once per rotation
    replayed = tarocchi("replay", *files, "--json")
    assert replayed.returncode == 0, replayed.stdout
    assert all(strict_json(line)["complete"] for line in replayed.stdout.splitlines())


def test_a_journal_goes_on_and_refuses_another_matchs(tmp_path: Path) -> None:
    """README: the same command run again plays only the deals the journal lacks and reports what an unbroken
    run reports; a journal of another match is refused, naming what differs."""
    journal = str(tmp_path / "m.jsonl")
    argv = ["match", "gatti", "--agents", "random,heuristic", "--seed", "3", "--json", "--journal", journal]
    tarocchi(*argv, "--deals", "2")
    grown = tarocchi(*argv, "--deals", "4")
    assert grown.returncode == 0, grown.stderr
    whole = tarocchi("match", "gatti", "--agents", "random,heuristic", "--seed", "3", "--json", "--deals", "4")
    assert strict_json(grown.stdout) == strict_json(whole.stdout)
    other = tarocchi("match", "gatti", "--agents", "random", "--seed", "3", "--json", "--journal", journal)
    line = one_line_error(other)
    assert line.startswith("tarocchi match: journal ") and "agents" in line, line


def test_a_journal_flag_never_empties_a_file_that_is_no_journal(tmp_path: Path) -> None:
    """A mistyped ``--journal`` (a record written on one line, as ``json.dump`` writes it) must be refused as no
    journal, not emptied and written over."""
    path = tmp_path / "record.json"
    text = json.dumps(record())
    path.write_text(text, encoding="utf-8")  # no final newline
    done = tarocchi("match", "gatti", "--agents", "random", "--deals", "1", "--journal", str(path))
    assert path.read_text(encoding="utf-8") == text
    assert "not a match journal" in one_line_error(done)


STARTED = """import sys
from pathlib import Path
from tarocchi.cli import build_parser, main
build_parser()  # every subcommand's module imported, as main's own start does
Path(sys.argv[1]).touch()
sys.exit(main(sys.argv[2:]))
"""
"""``python -m tarocchi`` (``tarocchi.cli.main``) that touches a file once Python has imported what the command
starts with: a Ctrl-C before that is Python's own ``KeyboardInterrupt`` in an import, not the command's."""


def _interrupt(argv: list[str], wait: float, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    """Ctrl-C as a terminal sends it: SIGINT to the command's whole process group, ``wait`` s into its work.
    Counted from the end of its start-up, not from its launch: on a loaded CI machine the imports alone can
    take longer than ``wait``, and the Ctrl-C then lands in an import (a traceback the test is not about)."""
    started = tmp_path / "started"
    child = subprocess.Popen(
        [sys.executable, "-c", STARTED, str(started), *argv],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    deadline = time.monotonic() + 120
    while not started.exists() and child.poll() is None and time.monotonic() < deadline:
        time.sleep(0.05)
    assert started.exists(), f"the command did not start within 120 s: {' '.join(argv)}"
    time.sleep(wait)
    os.killpg(child.pid, signal.SIGINT)
    try:
        out, err = child.communicate(timeout=60)
    except subprocess.TimeoutExpired:  # hung after Ctrl-C: leave nothing behind, and say so
        os.killpg(child.pid, signal.SIGKILL)
        out, err = child.communicate()
        raise AssertionError(f"still running 60 s after Ctrl-C: {' '.join(argv)}\n{err[-2000:]}") from None
    return subprocess.CompletedProcess(child.args, child.returncode, out, err)


def test_ctrl_c_on_a_long_match_exits_130_without_a_traceback(tmp_path: Path) -> None:
    done = _interrupt(["match", "french-tarot", "--agents", "heuristic", "--deals", "100000", "--json"], 4, tmp_path)
    assert done.returncode == 130 and "Traceback" not in done.stderr, done.stderr
    assert done.stdout == ""


def test_ctrl_c_on_a_match_with_workers_exits_130_without_a_traceback(tmp_path: Path) -> None:
    argv = ["match", "french-tarot", "--agents", "heuristic", "--deals", "100000", "--workers", "2", "--json"]
    for wait in (4, 5, 6):
        (tmp_path / "started").unlink(missing_ok=True)
        done = _interrupt(argv, wait, tmp_path)
        assert done.returncode == 130 and "Traceback" not in done.stderr, done.stderr[-2000:]


def test_ctrl_c_on_a_long_analysis_exits_130_without_a_traceback(tmp_path: Path) -> None:
    record = str(EXAMPLES / "french-tarot" / "valid-05.record.json")
    done = _interrupt(["analyze", record, "--samples", "500"], 3, tmp_path)
    assert done.returncode == 130 and "Traceback" not in done.stderr, done.stderr


# -- §1 bench --------------------------------------------------------------------------------------------------


def test_bench_json_prints_one_object_per_measurement_of_the_designs_shape() -> None:
    """§1: random hands ``hands_per_second``; rollouts ``kernel`` and ``rollouts_per_second``; search
    ``playouts_per_second`` and ``worlds_per_second``; each with game, players and agent."""
    done = tarocchi(
        "bench", "piedmontese", "--players", "3", "--seconds", "0.2", "--playouts", "4", "--decisions", "1", "--json",
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    lines = [strict_json(line) for line in done.stdout.splitlines()]
    by_agent = {line["agent"]: line for line in lines}
    assert {"random", "rollout", "search"} <= set(by_agent)
    for line in lines:
        assert line["game"] == "piedmontese" and line["players"] == 3
    assert by_agent["random"]["hands_per_second"] > 0
    assert by_agent["rollout"]["kernel"] in ("python", "compiled") and by_agent["rollout"]["rollouts_per_second"] > 0
    assert by_agent["search"]["playouts_per_second"] > 0 and by_agent["search"]["worlds_per_second"] > 0


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["chess"], "chess"),
        (["gatti", "--players", "9"], "9"),
        (["gatti", "--players", "0"], "0"),
        (["gatti", "--seconds", "0"], "--seconds"),
        (["gatti", "--seconds", "-1"], "--seconds"),
        (["gatti", "--playouts", "0"], "--playouts"),
        (["gatti", "--decisions", "-2"], "--decisions"),
    ],
)
def test_bench_refuses_bad_input_in_one_line(argv: list[str], said: str) -> None:
    line = one_line_error(tarocchi("bench", *argv, "--json"))
    assert line.startswith("tarocchi bench: ") and said in line, line


# -- §1 analyze ----------------------------------------------------------------------------------------------


def _canonical(action: dict[str, Any]) -> dict[str, Any]:
    """A record action with its cards in deck order (the order records are written in)."""
    from tarocchi.cards import parse_card

    return {k: sorted(v, key=parse_card) if isinstance(v, list) else v for k, v in action.items()}


def test_analyze_json_is_the_readmes_object_and_names_the_records_own_actions() -> None:
    """README "Reviewing a hand": the keys, ``chosen`` the record's action at ``index`` of hand ``hand`` (both
    counted from 0, as the record, ``tarocchi replay``'s error lines and the web's ``?hand=H`` count them),
    options best first, ``loss`` = best - chosen >= 0, ``mistakes`` the indexes of the mistakes, largest first."""
    path = EXAMPLES / "piedmontese" / "valid-00.record.json"
    raw = strict_json(path.read_text(encoding="utf-8"))
    done = tarocchi("analyze", str(path), "--hand", "1", "--seat", "0", "--samples", "3", "--json")
    assert done.returncode == 0, done.stderr
    out = strict_json(done.stdout)
    assert (out["game"], out["seat"], out["samples"]) == ("piedmontese", 0, 3)
    (hand,) = out["hands"]
    assert hand["hand"] == 1 and set(hand) == {"hand", "decisions", "mistakes", "total_loss", "nothing_to_review"}
    actions = raw["hands"][1]["actions"]
    indexes = [d["index"] for d in hand["decisions"]]
    assert indexes == sorted(indexes) and indexes
    for d in hand["decisions"]:
        assert set(d) == {"index", "seat", "phase", "chosen", "best", "loss", "error", "mistake", "options", "worlds",
                          "distinct_worlds", "exact"}  # fmt: skip
        assert d["seat"] == 0 and _canonical(d["chosen"]) == _canonical(actions[d["index"]])
        values = [o["value"] for o in d["options"]]
        assert values == sorted(values, reverse=True) and d["best"] == d["options"][0]["action"]
        chosen = next(o for o in d["options"] if o["action"] == d["chosen"])
        assert d["loss"] >= 0 and abs(d["loss"] - (values[0] - chosen["value"])) <= 0.011
        assert d["error"] == chosen["error"]
        assert all(set(o) == {"action", "text", "value", "error"} for o in d["options"])
    mistakes = [d for d in hand["decisions"] if d["mistake"]]
    assert set(hand["mistakes"]) <= {d["index"] for d in mistakes} and len(hand["mistakes"]) <= 5
    losses = {d["index"]: d["loss"] for d in hand["decisions"]}
    assert [losses[i] for i in hand["mistakes"]] == sorted((losses[i] for i in hand["mistakes"]), reverse=True)
    assert abs(hand["total_loss"] - sum(losses.values())) <= 0.01 * len(losses) + 0.01


def test_analyze_numbers_hands_as_replay_does_so_a_refusal_and_a_review_meet() -> None:
    """The open point settled: ``--hand H`` and the JSON's ``hand`` are the record's hand index, the number
    ``tarocchi replay`` names in ``hand H, action I`` (rules C2: from 0); the text says the same numbers."""
    path = EXAMPLES / "gatti" / "valid-00.record.json"
    text = tarocchi("analyze", str(path), "--hand", "0", "--seat", "1", "--samples", "2")
    assert text.returncode == 0, text.stderr
    assert text.stdout.startswith("hand 0: ")
    full = tarocchi("analyze", str(path), "--seat", "1", "--samples", "2", "--json")
    assert [h["hand"] for h in strict_json(full.stdout)["hands"]] == [0, 1, 2]
    line = one_line_error(tarocchi("analyze", str(path), "--hand", "3"))
    assert line == "tarocchi analyze: --hand must be from 0 to 2"
    assert "counted from 0" in text.stdout.splitlines()[-1]  # the text says how it counts


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["--seat", "9"], "--seat"),
        (["--seat", "-1"], "--seat"),
        (["--hand", "-1"], "--hand"),
        (["--hand", "99"], "--hand"),
        (["--samples", "0"], "--samples"),
        (["--samples", "-3"], "--samples"),
    ],
)
def test_analyze_refuses_bad_numbers_in_one_line(argv: list[str], said: str) -> None:
    line = one_line_error(tarocchi("analyze", str(EXAMPLES / "gatti" / "valid-00.record.json"), *argv))
    assert line.startswith("tarocchi analyze: ") and said in line, line


def test_analyze_refuses_bad_files_as_replay_does(tmp_path: Path) -> None:
    for name, (path, said) in _bad_files(tmp_path).items():
        line = one_line_error(tarocchi("analyze", str(path)))
        assert line.startswith("tarocchi analyze: ") and said in line, (name, line)
    line = one_line_error(tarocchi("analyze", str(EXAMPLES / "gatti" / "refused-00.record.json")))
    assert ERROR_LINE.match(line.removeprefix("tarocchi analyze: ")), line


# -- README "Playing in the terminal": refusals before the screen opens --------------------------------------


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["chess"], "chess"),
        (["gatti", "--players", "9"], "players"),
        (["gatti", "--seat", "9"], "--seat 9"),
        (["gatti", "--seat", "-1"], "--seat -1"),
        (["french-tarot", "--dealer", "4"], "--dealer 4"),
        (["french-tarot", "--variant", "nokey=1"], "nokey"),
        (["french-tarot", "--option", "petit_sec=maybe"], "petit_sec"),
        (["french-tarot", "--bots", "nosuch"], "nosuch"),
        (["french-tarot", "--level", "godlike"], "godlike"),
        (["french-tarot", "--level", "strong", "--bots", "random"], "--level"),
        (["--resume", "/nonexistent/record.json"], "No such file"),
    ],
)
def test_play_refuses_bad_input_in_one_line_before_the_game_starts(argv: list[str], said: str) -> None:
    line = one_line_error(tarocchi("play", *argv, timeout=60))
    assert line.startswith("tarocchi play: ") and said in line, line


def test_play_refuses_a_record_to_resume_that_is_no_record(tmp_path: Path) -> None:
    for name, (path, said) in _bad_files(tmp_path).items():
        if name in ("unknown option", "bad option value", "negative dealer", "negative seed"):
            said = "$"
        line = one_line_error(tarocchi("play", "--resume", str(path), timeout=60))
        assert line.startswith("tarocchi play: ") and said.lower() in line.lower(), (name, line)


def test_play_refuses_to_save_into_a_folder(tmp_path: Path) -> None:
    line = one_line_error(tarocchi("play", "gatti", "--save", str(tmp_path), timeout=60))
    assert line.startswith("tarocchi play: --save") and "folder" in line


# -- README "Playing in the browser": a database that cannot be opened ---------------------------------------


def test_serve_with_a_database_it_cannot_open_says_why_in_one_line_with_the_password_masked() -> None:
    line = one_line_error(tarocchi("serve", "--db", "postgresql+psycopg://ada:s3cret@127.0.0.1:1/db", timeout=120))
    assert line.startswith("tarocchi serve: database ") and "s3cret" not in line and "***" in line


@pytest.mark.parametrize("port", ["0", "65536", "-1", "http"])
def test_serve_refuses_a_port_that_is_none(port: str) -> None:
    assert "--port" in last_line_error(tarocchi("serve", "--port", port))
