"""``tarocchi replay FILE... [--json]`` (DESIGN.md §5)."""

from __future__ import annotations

import argparse
import json
import sys

from tarocchi.errors import TarocchiError
from tarocchi.records.replay import Replay, error_line, replay_files


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Declare the subcommand's arguments."""
    parser.add_argument("files", nargs="+", metavar="FILE", help="tarocchi-record/1 files")
    parser.add_argument("--json", action="store_true", help="print JSON (one line per file with several files)")


def _text(replay: Replay) -> str:
    data = replay.to_json()
    lines = [f"{data['game']}: {len(data['hands'])} finished hand(s)" + ("" if data["complete"] else ", unfinished")]
    for i, hand in enumerate(data["hands"]):
        lines.append(f"  hand {i}: points {hand['points']}  scores {hand['scores']}")
    lines.append(f"  totals {data['totals']}" + ("  (match over)" if data["match_over"] else ""))
    if "next" in data:
        lines.append(f"  next: {data['next']}")
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    """Replay the files; exit 2 if any failed."""
    outcomes = replay_files(args.files)
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
