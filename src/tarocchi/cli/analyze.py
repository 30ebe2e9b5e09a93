"""``tarocchi analyze RECORD [--seat S] [--hand H] [--samples N] [--seed N] [--json]``: review a played record.

For every decision of the seat (or of every seat) that had a choice among listed actions, the
value the search finds for each option from that seat's observation, the loss of the choice made
against the best, and each hand's biggest mistakes (:mod:`tarocchi.agents.analysis`; the JSON is
documented in the README). The JSON carries the ``samples`` and ``seed`` it was made with, so an output
says how to reproduce itself (the same record, seat, hand, samples and seed give the same figures); a hand
where no decision had a choice says so (``nothing_to_review``) rather than "no mistakes found". With
``--samples 1`` no sampled decision is called a mistake: one world gives no standard error, so no evidence.
A decision whose seat could be in no more distinct deals than the samples is valued over each of them once
(``distinct_worlds`` in the JSON): its figures are then ``exact`` (``error`` 0) when each deal's value is
deterministic, and a loss of a point or more is a mistake however few the deals. A card decision whose seat knows
where every card is (the only possible deal: the 2-player Piedmontese dealer's) is solved exactly once the hands
hold no more than :data:`~tarocchi.agents.analysis.KNOWN_ENDGAME` cards, not valued by greedy playouts.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from tarocchi.agents.analysis import (
    DEFAULT_SAMPLES,
    DISCARD_SAMPLES,
    EVIDENCE,
    MISTAKE,
    Decision,
    HandReview,
    analyze_hand,
)
from tarocchi.errors import TarocchiError
from tarocchi.records.replay import Replay, error_line, replay_files

MAX_SAMPLES = 10_000
"""The most worlds per decision ``--samples`` takes: about 0.1 s of CPU per decision at 40, so a whole record at
this bound takes hours; a larger number is a slip (an extra digit), refused rather than left running for days."""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Declare the subcommand's arguments."""
    parser.add_argument("record", metavar="RECORD", help="a tarocchi-record/1 file")
    parser.add_argument(
        "--seat",
        type=int,
        default=None,
        help="review this seat's decisions and those of the dummies it plays for (seats 0..n-1; default: every seat)",
    )
    parser.add_argument(
        "--hand",
        type=int,
        default=None,
        help="review this hand only (counted from 0, as the record and tarocchi replay count; default: every hand)",
    )
    parser.add_argument(
        "--samples",
        type=int,
        default=DEFAULT_SAMPLES,
        help=f"worlds sampled per decision, 1 to {MAX_SAMPLES} (default {DEFAULT_SAMPLES}; at most {DISCARD_SAMPLES}"
        " for a discard)",
    )
    parser.add_argument("--seed", type=int, default=0, help="seed of the sampled worlds (default 0)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")


def review(replay: Replay, seat: int | None, hand: int | None, samples: int, seed: int) -> list[HandReview]:
    """The reviews of the record's hands (or of one)."""
    game = replay.game
    out: list[HandReview] = []
    for h, played in enumerate(replay.hands):
        if hand is not None and h != hand:
            continue
        record = played.record
        deal = record.deal if record.deal is not None else game.deal(record.dealer, record.seed or 0)
        previous = replay.hands[h - 1].state if h > 0 else None
        out.append(
            analyze_hand(
                game,
                record.dealer,
                deal,
                record.actions,
                seats=None if seat is None else [seat],
                previous=previous,
                hand=h,
                samples=samples,
                seed=seed,
            )
        )
    return out


COUNTING = "(hands and #actions counted from 0, as in the record and in tarocchi replay's messages)"
"""The text's last line: its numbers are the record's (rules C2, ``--hand``, the JSON's ``hand`` and ``index``),
not a count from 1, so ``hand 1, action 37`` from ``tarocchi replay`` is ``hand 1`` and ``#37`` here."""


def legend(samples: int) -> str:
    """The text's footnote (before :data:`COUNTING`): what its figures are (README, "Reviewing a hand"), so
    that a reader of the text alone knows whose points they are and what a loss and a mistake mean; with
    fewer than :data:`~tarocchi.agents.analysis.EVIDENCE` deals, that no loss is evidence of a mistake."""
    over = f"over {samples} deals" if samples != 1 else "over a single deal"
    mistake = (
        f"a mistake loses at least {MISTAKE:g} point and more than two standard errors"
        if samples >= EVIDENCE
        else f"one deal gives no standard error, so no decision is called a mistake (--samples {EVIDENCE} or more)"
    )
    return (
        "values: the deciding seat's own expected score for the hand (the game's points, higher is better for"
        f" it), {over} of the cards it could not see (at most {min(samples, DISCARD_SAMPLES)} for a"
        f" discard), or over each deal it could be in once when there are no more (then said, and exact with no ±"
        f" when each deal's value is solved or the heuristic's play); loss = best value - chosen value, ± its"
        f" standard error; {mistake}"
    )


def _deals(distinct: int) -> str:
    """The possible deals a decision was valued over, every one of them."""
    return "the only possible deal" if distinct == 1 else f"all {distinct} possible deals"


def _error(decision: Decision) -> str:
    """The loss's standard error as the text writes it: none over a single sampled world (no estimate, not
    0), none for exact figures; when every possible deal was valued, how many there were."""
    if decision.distinct is not None:
        if decision.exact:
            return f"exact, {_deals(decision.distinct)}"
        return f"± {decision.chosen_option.error:.1f} of playouts, {_deals(decision.distinct)}"
    if decision.worlds < EVIDENCE:
        return "no error estimate"
    return f"± {decision.chosen_option.error:.1f}"


def _nothing(review: HandReview) -> str:
    """What a hand with no decision reviewed says: not "no mistakes found" (nothing was valued)."""
    if review.forced:
        return "  nothing to review (every decision was forced)"
    return "  nothing to review (no decision was made)"


def _text(reviews: list[HandReview], samples: int) -> str:
    lines: list[str] = []
    for rev in reviews:
        lines.append(f"hand {rev.hand}: {len(rev.decisions)} decisions reviewed")
        for d in rev.decisions:
            mark = "  <- mistake" if d.is_mistake else ""
            best = "" if d.best.action == d.chosen else f", best {d.best.action.describe()} ({d.best.value:+.1f})"
            chosen = next(o.value for o in d.options if o.action == d.chosen)
            lines.append(
                f"  #{d.index} seat {d.seat} {d.phase}: {d.chosen.describe()} ({chosen:+.1f}){best};"
                f" loss {d.loss:.1f} ({_error(d)}){mark}"
            )
        mistakes = rev.mistakes()
        if rev.nothing_to_review:
            lines.append(_nothing(rev))
        elif mistakes:
            lines.append("  biggest mistakes:")
            for d in mistakes:
                lines.append(
                    f"    #{d.index} seat {d.seat}: {d.chosen.describe()} instead of {d.best.action.describe()},"
                    f" losing {d.loss:.1f}"
                )
        elif all(d.worlds < EVIDENCE and not d.exact for d in rev.decisions):
            lines.append(f"  no mistake called: a single deal is no evidence (--samples {EVIDENCE} or more)")
        else:
            lines.append("  no mistakes found")
    lines.append(legend(samples))
    lines.append(COUNTING)
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    """Review the record; exit 2 on a bad record or bad arguments."""
    ((_, outcome),) = replay_files([args.record])
    if isinstance(outcome, TarocchiError):
        print(f"tarocchi analyze: {error_line(outcome)}", file=sys.stderr)
        return 2
    game = outcome.game
    if args.seat is not None and not 0 <= args.seat < game.num_seats:
        print(f"tarocchi analyze: --seat must be a seat from 0 to {game.num_seats - 1}", file=sys.stderr)
        return 2
    if not outcome.hands:
        print(f"tarocchi analyze: {args.record}: the record has no hands to review", file=sys.stderr)
        return 2
    if args.hand is not None and not 0 <= args.hand < len(outcome.hands):
        print(f"tarocchi analyze: --hand must be from 0 to {len(outcome.hands) - 1}", file=sys.stderr)
        return 2
    if not 1 <= args.samples <= MAX_SAMPLES:
        print(f"tarocchi analyze: --samples must be from 1 to {MAX_SAMPLES}", file=sys.stderr)
        return 2
    try:
        reviews = review(outcome, args.seat, args.hand, args.samples, args.seed)
    except TarocchiError as exc:
        print(f"tarocchi analyze: {exc}", file=sys.stderr)
        return 2
    if args.json:
        data: dict[str, Any] = {
            "game": game.name,
            "seat": args.seat,
            "samples": args.samples,
            "seed": args.seed,
            "hands": [r.to_json() for r in reviews],
        }
        print(json.dumps(data))
    else:
        print(_text(reviews, args.samples))
    return 0
