"""Reviewing a record on the table: every hand replayed move by move into frames the page draws.

A frame is what the table shows after one action of the record, every hand face up (a record is
reviewed once the cards are known): the hands, the tricks, the cards shown, whose turn it is and, at
the end of a hand, the result with its explanation lines. The page steps through the frames forward
and back, move by move or trick by trick.
"""

from __future__ import annotations

from typing import Any

from tarocchi.cards import codes_of
from tarocchi.engine.game import HandState
from tarocchi.engine.observation import FACT_KEYS
from tarocchi.errors import TarocchiError
from tarocchi.records.replay import Replay, replay_text
from tarocchi.web import gameinfo, protocol
from tarocchi.web.record_errors import record_failure
from tarocchi.web.refusals import failed

MAX_FRAMES = 5000
"""A bound on the frames of one review (a long match of 78-card hands is well under)."""


def _frame(state: HandState, hand: int, step: int) -> dict[str, Any]:
    seats = state.game.num_seats
    obs = state.observation(0)
    public: dict[str, list[str]] = {}
    for seat in range(seats):
        seen = state.observation(seat)
        for key, cards in {**seen.public_cards, **seen.private_cards}.items():
            if cards and not key.startswith("controller:"):
                public.setdefault(key, codes_of(cards))
    history = obs.history
    frame: dict[str, Any] = {
        "hand": hand,
        "step": step,
        "dealer": state.dealer,
        "taker": protocol.taker_of(obs),  # where the game names one, else the caller (public once decided)
        "to_act": state.to_act if not state.is_over else None,
        "phase": state.phase,
        "hands": [codes_of(state.observation(s).hand) for s in range(seats)],
        "tricks": [protocol.trick_json(t) for t in obs.tricks],
        "public": public,
        "last": protocol.action_json(state.history[-1]) if state.history else None,
        "said": len(history),
        # who plays each seat in this hand, once the hand has settled it (a dummy's player may change)
        "controllers": [state.controller(s) if state.controller_settled(s) else None for s in range(seats)],
        # the hand's public facts the table shows under its status line (the contract, a called card...)
        "facts": protocol.jsonable({key: value for key, value in obs.info.items() if key in FACT_KEYS}),
    }
    if state.is_over:
        result = state.result()
        frame["result"] = protocol.jsonable(result.to_json())
        frame["explain"] = gameinfo.explanation(state.game, result)
    return frame


def frames(replay: Replay) -> list[dict[str, Any]]:
    """Every position of the record: the deal of each hand, then one frame per action."""
    game = replay.game
    out: list[dict[str, Any]] = []
    previous: HandState | None = None
    for h, replayed in enumerate(replay.hands):
        record = replayed.record
        deal = record.deal if record.deal is not None else game.deal(record.dealer, record.seed or 0)
        state = game.start_hand(record.dealer, deal, previous)
        out.append(_frame(state, h, 0))
        for i, action in enumerate(record.actions, start=1):
            state.apply(action)
            out.append(_frame(state, h, i))
            if len(out) >= MAX_FRAMES:
                return out
        previous = state
    return out


def review_text(text: str, max_depth: int = 64) -> dict[str, Any]:
    """``{"ok": true, "game", "options", "names", "frames", "totals"}`` or ``{"ok": false, "error"}`` (with
    ``code`` and ``params`` when the refusal is the server's own, :func:`~tarocchi.web.refusals.failed`).
    JSON nested deeper than ``max_depth`` is refused before the record reader sees it (issue 15)."""
    try:
        protocol.load_json(text, max_depth=max_depth)
    except protocol.JSONShapeError as exc:
        return failed(exc.code("record"), **exc.params)
    except ValueError:
        pass  # not JSON at all: the record reader says where, in its own words
    try:
        replay = replay_text(text)
        names = list(replay.record.names or [f"#{s + 1}" for s in range(replay.game.num_seats)])
        return {
            "ok": True,
            "game": replay.game.name,
            "options": protocol.jsonable(replay.game.options_json()),
            "names": names,
            "frames": frames(replay),
            "totals": protocol.jsonable(replay.game.totals(replay.results)),
        }
    except TarocchiError as exc:
        return record_failure(exc)
    except Exception as exc:  # a game package that fails must not break the page
        return failed("web_review_failed", error=type(exc).__name__)
