"""The analysis of one hand for the review page: what the search finds each option of a seat's decisions
worth, the loss of the choice made and the hand's biggest mistakes (issue 13 item 6, the same review as
``tarocchi analyze``, :mod:`tarocchi.agents.analysis`).

A hand of a stored match is analysed for a seat its reader chooses: who may read the match may read
every hand of it (a stored match holds only finished hands, every card of which its readers may see),
so any of its seats may be analysed; a player who names no seat gets their own. An uploaded record is
analysed for the seat asked (the uploader holds the whole file).

The work is pure CPU: it runs in a thread, off the event loop, one hand at a time (a second ask of
the same hand waits for the first; any other is refused with 503 while one runs, as the review's
frames are), and stops itself at the time limit (between two decisions, so the thread never outlives
its slot). Answers are kept in memory per (match or record, hand, seat, samples): a second ask is instant.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import re
import time
from collections import OrderedDict
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from sqlalchemy import select

from tarocchi.agents.analysis import DISCARD_SAMPLES, AnalysisTimeout, analyze_hand
from tarocchi.errors import TarocchiError
from tarocchi.records.replay import Replay, replay_record
from tarocchi.storage import Storage
from tarocchi.storage.models import MatchPlayer
from tarocchi.web import protocol
from tarocchi.web.record_errors import record_failure
from tarocchi.web.refusals import Refused, in_language, number, render
from tarocchi.web.replayer import MAX_RECORD_DEPTH

SAMPLES = 100
"""Worlds sampled per decision. Measured on the development machine (2 cores), one seat's whole hand
takes 0.15 to 1.6 s of CPU at 100 in every game and player count (17 to 25 decisions), about a tenth
of a second per decision; at the command line's 40 the biggest mistakes of a hand change more from
one seed to the next."""
SECONDS = 20.0
"""The default time limit of one analysis (``TAROCCHI_WEB_ANALYSIS_SECONDS``)."""
AT_ONCE = 1
"""Analyses that run at the same time: each holds a core (the machine serves the tables on the other)."""
CACHE_SIZE = 512
"""Answers kept in memory (a few kilobytes each), the least recently asked dropped first."""
SEED = 0
"""The seed of the sampled worlds, given in the answer (``seed``) as ``tarocchi analyze --json`` gives it: the same
hand, seat, samples and seed at the command line give the same figures."""
MAX_QUERY_NUMBER = 9999

_NUMBER = re.compile(r"[0-9]{1,4}")
Key = tuple[str, int, int, int]
"""What an answer is kept under: the match or record, the hand, the seat and the samples."""


class AnalysisRefused(Refused):
    """An ask the server does not answer: the refusal ``code`` with its ``params``
    (:mod:`tarocchi.web.refusals`), ``status`` its HTTP code (400 bad parameters or record, 503 busy or
    too slow), ``retry_after`` the seconds a busy server asks the client to wait."""

    def __init__(self, code: str, status: int = 400, *, retry_after: int | None = None, **params: Any) -> None:
        super().__init__(code, status, **params)
        self.headers = {"Retry-After": str(retry_after)} if retry_after is not None else None


class RecordAnalysisRefused(AnalysisRefused):
    """A record that does not replay, refused for analysis: the reason is the record reader's English line,
    or a game's refusal of a recorded action worded in the page's language
    (:func:`~tarocchi.web.record_errors.record_failure`)."""

    def __init__(self, outcome: dict[str, Any]) -> None:
        super().__init__("web_analysis_refused", reason=outcome["error"])
        self.outcome = outcome

    def text(self, lang: str) -> str:
        return render("web_analysis_refused", {"reason": in_language(self.outcome, lang)["error"]}, lang)


@dataclass(frozen=True, slots=True)
class Asked:
    """The query of an ask: the hand (0-based) and the seat, when one is named."""

    hand: int
    seat: int | None


def read_query(items: Iterable[tuple[str, str]], *, seat_needed: bool) -> Asked:
    """``hand`` (required) and ``seat`` as plain decimal numbers, each given once, nothing else."""
    seen: dict[str, str] = {}
    for name, value in items:
        if name not in ("hand", "seat"):
            raise AnalysisRefused("web_analysis_unknown_parameter", name=repr(name[:40]))
        if name in seen:
            raise AnalysisRefused("web_analysis_given_twice", name=name)
        seen[name] = value
    numbers: dict[str, int] = {}
    for name, value in seen.items():
        if not _NUMBER.fullmatch(value):
            raise AnalysisRefused(
                "web_analysis_not_a_number", name=name, limit=MAX_QUERY_NUMBER, value=repr(value[:40])
            )
        numbers[name] = int(value)
    if "hand" not in numbers:
        raise AnalysisRefused("web_analysis_hand_needed")
    if seat_needed and "seat" not in numbers:
        raise AnalysisRefused("web_analysis_seat_needed")
    return Asked(numbers["hand"], numbers.get("seat"))


def seat_in_match(storage: Storage, match_id: int, user_id: int) -> int | None:
    """The seat ``user_id`` held in the match (the lowest, should they have held several), else ``None``."""
    with storage.session() as s:
        seat = s.scalars(
            select(MatchPlayer.seat)
            .where(MatchPlayer.match_id == match_id, MatchPlayer.user_id == user_id)
            .order_by(MatchPlayer.seat)
        ).first()
    return seat


def analyse(raw: Any, hand: int, seat: int, samples: int, deadline: float) -> dict[str, Any]:
    """``hand`` of the record ``raw`` (its JSON text, or parsed) reviewed for ``seat`` and the dummies it
    controls: ``{"ok": true, "hand", "seat", "samples", "seed", "decisions", "mistakes", "total_loss",
    "nothing_to_review"}``, the hand as ``tarocchi analyze --json`` writes it (README): ``nothing_to_review``
    tells a hand whose every decision was forced from one with no mistake found; a decision valued over every
    deal its seat could be in carries their number (``distinct_worlds``), and ``exact`` ones an ``error`` of 0 (the
    panel then shows no ±). A bad record, hand or
    seat is refused with 400; a review still running at ``deadline`` (a :func:`time.monotonic`
    instant) stops with :class:`~tarocchi.agents.analysis.AnalysisTimeout`."""
    if isinstance(raw, str):
        try:
            raw = protocol.load_json(raw, max_depth=MAX_RECORD_DEPTH)
        except protocol.JSONShapeError as exc:
            raise AnalysisRefused(exc.code("record"), **exc.params) from None
        except ValueError:
            raise AnalysisRefused("web_record_not_json") from None
    try:
        hands = raw.get("hands") if isinstance(raw, dict) else None
        if isinstance(hands, list) and not 0 <= hand < len(hands):
            raise _out_of_range("hand", len(hands), "web_analysis_record_no_hand")
        if isinstance(hands, list):  # the hands after the one analysed play no part in it
            raw = {**raw, "hands": hands[: hand + 1]}
        replay = replay_record(raw)
        game = replay.game
        if not 0 <= hand < len(replay.hands):
            raise _out_of_range("hand", len(replay.hands), "web_analysis_record_no_hand")
        if not 0 <= seat < game.num_seats:
            raise _out_of_range("seat", game.num_seats, "web_analysis_game_no_seat")
        review = _review(replay, hand, seat, samples, deadline)
    except (AnalysisRefused, AnalysisTimeout):
        raise
    except TarocchiError as exc:
        raise RecordAnalysisRefused(record_failure(exc)) from None
    except RecursionError:
        raise AnalysisRefused("web_record_nested") from None
    except Exception as exc:  # a game package that fails must not break the page
        raise AnalysisRefused("web_analysis_failed", error=type(exc).__name__) from None
    # a discard is valued over fewer worlds (each one's playouts are whole hands): the page says how many
    discard = min(samples, DISCARD_SAMPLES)
    out = {"ok": True, "seat": seat, "samples": samples, "seed": SEED, "discard_samples": discard}
    return {**out, **protocol.jsonable(review)}


def _out_of_range(name: str, count: int, empty: str) -> AnalysisRefused:
    """The parameter ``name`` is not one of ``count`` (from 0): refused, or ``empty`` when there is none."""
    return AnalysisRefused("web_analysis_out_of_range", name=name, last=count - 1) if count else AnalysisRefused(empty)


def _review(replay: Replay, hand: int, seat: int, samples: int, deadline: float) -> dict[str, Any]:
    played = replay.hands[hand]
    record = played.record
    game = replay.game
    deal = record.deal if record.deal is not None else game.deal(record.dealer, record.seed or 0)
    previous = replay.hands[hand - 1].state if hand > 0 else None
    review = analyze_hand(
        game,
        record.dealer,
        deal,
        record.actions,
        seats=[seat],
        previous=previous,
        hand=hand,
        samples=samples,
        seed=SEED,
        deadline=deadline,
    )
    return review.to_json()


def _hands_digest(record: Any, hand: int) -> str:
    """What the analysis of ``hand`` depends on in a stored match's record (its game, options and the hands
    up to that one), hashed: a stored hand may be written again (the final give of a hand stored before
    it was made, :func:`~tarocchi.storage.op_finish_hand`), and its answer kept before would then be stale."""
    if not isinstance(record, dict):
        return ""
    hands = record.get("hands")
    kept = {**record, "hands": hands[: hand + 1] if isinstance(hands, list) else hands, "names": None}
    text = json.dumps(kept, sort_keys=True, default=str)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


class Analyst:
    """The server's hand analyses: one at a time in a thread, within ``seconds``, answers kept in memory."""

    def __init__(self, *, seconds: float = SECONDS, samples: int = SAMPLES, at_once: int = AT_ONCE) -> None:
        self.seconds = seconds
        self.samples = samples
        self.slots = asyncio.Semaphore(at_once)
        self.cache: OrderedDict[Key, dict[str, Any]] = OrderedDict()
        self.running: dict[Key, asyncio.Task[dict[str, Any]]] = {}
        self.computed = 0
        """Analyses worked out (not answered from the cache)."""

    async def of_match(
        self, storage: Storage, match_id: int, record: Any, user_id: int | None, query: Iterable[tuple[str, str]]
    ) -> dict[str, Any]:
        """A hand of a stored match its reader may read (the caller checks): for the seat named, else
        for the reader's own seat in it."""
        asked = read_query(query, seat_needed=user_id is None)
        seat = asked.seat
        if seat is None and user_id is not None:
            seat = seat_in_match(storage, match_id, user_id)
        if seat is None:
            raise AnalysisRefused("web_analysis_no_own_seat")
        hands = record.get("hands") if isinstance(record, dict) else None
        if isinstance(hands, list) and not 0 <= asked.hand < len(hands):
            raise _out_of_range("hand", len(hands), "web_analysis_match_no_hand")
        return await self.answer(f"match:{match_id}:{_hands_digest(record, asked.hand)}", record, asked.hand, seat)

    async def of_text(self, text: str, query: Iterable[tuple[str, str]]) -> dict[str, Any]:
        """A hand of an uploaded record, for the seat named."""
        asked = read_query(query, seat_needed=True)
        assert asked.seat is not None
        digest = hashlib.sha256(text.encode("utf-8")).hexdigest()
        return await self.answer(f"record:{digest}", text, asked.hand, asked.seat)

    async def answer(self, source: str, raw: Any, hand: int, seat: int) -> dict[str, Any]:
        """The analysis of ``hand`` of the record ``raw`` (known as ``source``) for ``seat``: from the
        cache when it was asked before; the same ask in progress is awaited; another one is refused
        with 503 while one runs."""
        key = (source, hand, seat, self.samples)
        done = self.cache.get(key)
        if done is not None:
            self.cache.move_to_end(key)
            return done
        task = self.running.get(key)
        if task is None:
            if self.slots.locked():
                raise AnalysisRefused("web_analysis_busy", 503, retry_after=2)
            task = asyncio.get_running_loop().create_task(self._work(key, raw))
            self.running[key] = task
        # shielded: a page that goes away does not stop the work, whose answer is kept for the next ask
        return await asyncio.shield(task)

    async def _work(self, key: Key, raw: Any) -> dict[str, Any]:
        _, hand, seat, samples = key
        try:
            async with self.slots:
                deadline = time.monotonic() + self.seconds
                try:
                    out = await asyncio.to_thread(analyse, raw, hand, seat, samples, deadline)
                except AnalysisTimeout:
                    raise AnalysisRefused(
                        "web_analysis_timeout", 503, seconds=number(self.seconds), hand=hand, seat=seat
                    ) from None
                self.computed += 1
                self.cache[key] = out
                while len(self.cache) > CACHE_SIZE:
                    self.cache.popitem(last=False)
                return out
        finally:
            self.running.pop(key, None)


__all__ = ["SAMPLES", "SECONDS", "AnalysisRefused", "Analyst", "Asked", "analyse", "read_query", "seat_in_match"]
