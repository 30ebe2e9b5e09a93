"""``tarocchi replay FILE... [--json | --csv] [--lang en|it|fr]`` (DESIGN.md §5; ``--csv``: the score sheet,
:mod:`tarocchi.records.sheet`, in ``--lang``: by default the environment's, as ``tarocchi play`` chooses it)."""

from __future__ import annotations

import argparse
import json
import os
import sys

from tarocchi.agents.levels import worded_name
from tarocchi.errors import TarocchiError
from tarocchi.records.replay import Replay, error_line, replay_files
from tarocchi.records.sheet import sheet_csv, sheet_of_replay, sheets_csv


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Declare the subcommand's arguments."""
    parser.add_argument("files", nargs="+", metavar="FILE", help="tarocchi-record/1 files")
    form = parser.add_mutually_exclusive_group()
    form.add_argument("--json", action="store_true", help="print JSON (one line per file with several files)")
    form.add_argument(
        "--csv",
        action="store_true",
        help="print the score sheet as CSV: a row per hand, each seat's score and running total "
        "(a 'file' column first with several files)",
    )
    parser.add_argument(
        "--lang",
        default=None,
        choices=("en", "it", "fr"),
        help="the score sheet's language (--csv: column names, explanation; default from LANG, as tarocchi play)",
    )


def _lang(args: argparse.Namespace) -> str:
    """The sheet's language: ``--lang``, else the environment's as ``tarocchi play`` reads it."""
    from tarocchi.i18n import normalize_lang

    return str(args.lang or normalize_lang(os.environ.get("TAROCCHI_LANG") or os.environ.get("LANG")))


def _numbers(values: list[object]) -> str:
    return ", ".join("-" if v is None else str(v) for v in values)


def _next_text(expected: dict[str, object]) -> str:
    """``hand 1, seat 2 to play`` or ``hand 2 to be dealt`` (the ``next`` of DESIGN.md §5, in words)."""
    if expected.get("seat") is None:
        return f"hand {expected['hand']} to be dealt"
    return f"hand {expected['hand']}, seat {expected['seat']} to {expected['verb']}"


def _text(replay: Replay) -> str:
    data = replay.to_json()
    finished = len(data["hands"])
    lines = [
        f"{data['game']}: {finished} finished hand{'s' if finished != 1 else ''}"
        + ("" if data["complete"] else ", unfinished")
    ]
    for i, hand in enumerate(data["hands"]):
        lines.append(f"  hand {i}: points {_numbers(hand['points'])}; scores {_numbers(hand['scores'])}")
    lines.append(f"  totals {_numbers(data['totals'])}" + ("  (match over)" if data["match_over"] else ""))
    if "next" in data:
        lines.append(f"  next: {_next_text(data['next'])}")
    return "\n".join(lines)


def _csv(outcomes: list[tuple[str, Replay | TarocchiError]], lang: str) -> int:
    """The score sheets as CSV on stdout, written once every file is replayed (a bad record writes none of
    its rows); each bad record's line on stderr as ``replay`` words it (``FILE: `` first with several files),
    exit 2 if any."""
    good = [(path, outcome) for path, outcome in outcomes if not isinstance(outcome, TarocchiError)]
    for path, outcome in outcomes:
        if isinstance(outcome, TarocchiError):
            prefix = f"{path}: " if len(outcomes) > 1 else ""
            print(prefix + error_line(outcome), file=sys.stderr)
    if len(outcomes) == 1 and good:
        sys.stdout.write(sheet_csv(sheet_of_replay(good[0][1], lang, worded_name)))
    elif len(outcomes) > 1 and good:
        sys.stdout.write(
            sheets_csv([(path, sheet_of_replay(replay, lang, worded_name)) for path, replay in good], lang)
        )
    return 2 if len(good) < len(outcomes) else 0


def run(args: argparse.Namespace) -> int:
    """Replay the files; exit 2 if any failed."""
    outcomes = replay_files(args.files)
    if args.csv:
        return _csv(outcomes, _lang(args))
    failed = False
    if len(outcomes) == 1:
        _, outcome = outcomes[0]
        if isinstance(outcome, TarocchiError):
            print(error_line(outcome), file=sys.stderr)
            return 2
        print(json.dumps(outcome.to_json()) if args.json else _text(outcome))
        return 0
    for path, outcome in outcomes:
        if isinstance(outcome, TarocchiError):
            failed = True
            if args.json:
                print(json.dumps({"file": path, "error": error_line(outcome)}))
            else:
                print(f"{path}: {error_line(outcome)}", file=sys.stderr)
        elif args.json:
            print(json.dumps({"file": path, **outcome.to_json()}))
        else:
            print(f"{path}: {_text(outcome)}")
    return 2 if failed else 0
