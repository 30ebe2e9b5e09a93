"""Reading and replaying records move by move (DESIGN.md §5, ``tarocchi replay``).

The record is read in order and each hand is replayed as it is read, so the error reported is the
first fault in the record: a malformed part (:class:`RecordError`, with its JSON path) or an action
the rules refuse (:class:`ReplayRefusal`, naming hand, action index, seat, action and reason).
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from tarocchi.cards import is_card_code, parse_card
from tarocchi.engine.game import Deal, Game, HandResult, HandState
from tarocchi.errors import (
    IllegalActionError,
    InvalidActionError,
    OptionError,
    RecordError,
    RecordReadError,
    TarocchiError,
    UnknownGameError,
)
from tarocchi.games import game_class
from tarocchi.records.model import FORMAT, HandRecord, MatchRecord


class ReplayRefusal(TarocchiError):
    """An action refused by the rules while replaying (DESIGN.md §5 error line)."""

    def __init__(
        self,
        hand: int,
        index: int,
        seat: int | None,
        action: str | None,
        reason: str,
        *,
        game: str | None = None,
        code: str | None = None,
        params: Mapping[str, Any] | None = None,
    ) -> None:
        self.hand = hand
        self.index = index
        self.seat = seat
        self.action = action
        self.reason = reason
        self.game = game
        """The game whose rule refused the action, and the rule's ``code`` and ``params`` (as the
        :class:`~tarocchi.errors.IllegalActionError` gave them), for an edge to say why in its language."""
        self.code = code
        self.params: Mapping[str, Any] = dict(params) if params else {}
        if seat is not None and action is not None:
            what = f"seat {seat} cannot {action}: {reason}"
        elif seat is not None:
            what = f"seat {seat}: {reason}"
        else:
            what = reason
        super().__init__(f"hand {hand}, action {index}: {what}")


@dataclass
class ReplayedHand:
    """A hand replayed: its record, its final state and, when finished, its result."""

    record: HandRecord
    state: HandState
    result: HandResult | None


@dataclass
class Replay:
    """The outcome of a successful replay."""

    game: Game
    record: MatchRecord
    hands: list[ReplayedHand] = field(default_factory=list)

    @property
    def results(self) -> list[HandResult]:
        """Results of the finished hands."""
        return [h.result for h in self.hands if h.result is not None]

    @property
    def complete(self) -> bool:
        """``complete`` as the game defines it (DESIGN.md §5; every hand finished, by default)."""
        return bool(self._status()["complete"])

    def _status(self) -> dict[str, Any]:
        return self.game.replay_status([h.state for h in self.hands], self.results)

    def to_json(self) -> dict[str, Any]:
        """The object ``tarocchi replay --json`` prints (DESIGN.md §5)."""
        results = self.results
        status = self._status()
        out: dict[str, Any] = {
            "game": self.game.name,
            "complete": status["complete"],
            "match_over": status["match_over"],
            "hands": [_numbers(r.to_json()) for r in results],
            "totals": _numbers(self.game.totals(results)),
        }
        if "next" in status:
            out["next"] = status["next"]
        return out


def _numbers(value: Any) -> Any:
    """Whole floats as ints, recursively (records write ``91`` and ``40.5``, DESIGN.md §5)."""
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, list):
        return [_numbers(v) for v in value]
    if isinstance(value, dict):
        return {k: _numbers(v) for k, v in value.items()}
    return value


def load_json(text: str) -> Any:
    """Parse JSON text; a syntax fault, or nesting deeper than the parser can follow, is a :class:`RecordError`
    at ``$`` (DESIGN.md §5: exit 2, never a traceback)."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise RecordError("$", f"not valid JSON ({exc.msg} at line {exc.lineno}, column {exc.colno})") from None
    except RecursionError:
        raise RecordError("$", "not a record: its JSON is nested too deeply to read") from None


def replay_text(text: str) -> Replay:
    """Replay a record given as JSON text."""
    return replay_record(load_json(text))


def read_game(raw: Any) -> Game:
    """Check the record's envelope and build its game with its options."""
    if not isinstance(raw, Mapping):
        raise RecordError("$", "a record must be a JSON object")
    if raw.get("format") != FORMAT:
        raise RecordError("$.format", f"must be {FORMAT!r}, found {raw.get('format')!r}")
    name = raw.get("game")
    if not isinstance(name, str):
        raise RecordError("$.game", "must be a game name")
    try:
        cls = game_class(name)
    except UnknownGameError as exc:
        raise RecordError("$.game", str(exc)) from None
    options = raw.get("options", {})
    if not isinstance(options, Mapping):
        raise RecordError("$.options", "must be an object")
    try:
        return cls.from_options(options)
    except OptionError as exc:
        path = "$.options" if exc.key is None else f"$.options.{exc.key}"
        raise RecordError(path, str(exc)) from None


def read_deal(game: Game, raw: Any, path: str) -> Deal:
    """Read and check ``hands[h].deal``."""
    if not isinstance(raw, Mapping):
        raise RecordError(path, "must be an object with 'hands' and 'talon'")
    hands = raw.get("hands")
    if not isinstance(hands, list):
        raise RecordError(f"{path}.hands", "must be a list of hands")
    talon = raw.get("talon", [])
    if not isinstance(talon, list):
        raise RecordError(f"{path}.talon", "must be a list of card codes")
    parsed: list[tuple[int, ...]] = []
    for s, hand in enumerate(hands):
        if not isinstance(hand, list):
            raise RecordError(f"{path}.hands[{s}]", "must be a list of card codes")
        parsed.append(_codes(hand, f"{path}.hands[{s}]"))
    deal = Deal(tuple(parsed), _codes(talon, f"{path}.talon"))
    try:
        game.check_deal(deal)
    except ValueError as exc:
        raise RecordError(path, str(exc)) from None
    return deal


def _codes(items: list[Any], path: str) -> tuple[int, ...]:
    cards = []
    for i, text in enumerate(items):
        if not is_card_code(text):
            raise RecordError(f"{path}[{i}]", f"{text!r} is not a card code")
        cards.append(parse_card(text))
    return tuple(cards)


def replay_record(raw: Any) -> Replay:
    """Replay a parsed record; raises :class:`RecordError` or :class:`ReplayRefusal` at the first fault."""
    game = read_game(raw)
    names = raw.get("names")
    if names is not None and game.names_checked and (not isinstance(names, list) or len(names) != game.num_seats):
        raise RecordError("$.names", f"must list one name per seat ({game.num_seats}, dummy seats included)")
    record = MatchRecord(game.name, game.options_json(), list(names) if isinstance(names, list) else None)
    replay = Replay(game, record)
    hands = raw.get("hands")
    if not isinstance(hands, list):
        raise RecordError("$.hands", "must be a list of hands")
    limit = game.max_hands()
    previous: HandState | None = None
    for h, raw_hand in enumerate(hands):
        path = f"$.hands[{h}]"
        if limit is not None and h >= limit:
            raise RecordError(path, f"the match has at most {limit} hands")
        if previous is not None and not previous.is_over:
            seat, verb = previous.expected()
            if game.unfinished_followed_is_malformed:
                raise RecordError(path, f"hand {h - 1} is unfinished ({verb} expected) but another hand follows")
            raise ReplayRefusal(
                h - 1,
                _action_count(hands[h - 1]),
                seat,
                None,
                f"hand {h - 1} stops before its end ({verb} expected) while another hand follows",
            )
        closed = game.no_hand_after(previous) if previous is not None else None
        replayed = _replay_hand(game, raw_hand, h, path, previous)
        if closed is not None and not replayed.record.actions:
            raise ReplayRefusal(h, 0, None, None, closed)  # a later hand with actions is refused at its first
        replay.hands.append(replayed)
        record.hands.append(replayed.record)
        previous = replayed.state
    return replay


def _action_count(raw_hand: Any) -> int:
    actions = raw_hand.get("actions") if isinstance(raw_hand, Mapping) else None
    return len(actions) if isinstance(actions, list) else 0


def _replay_hand(game: Game, raw: Any, h: int, path: str, previous: HandState | None) -> ReplayedHand:
    if not isinstance(raw, Mapping):
        raise RecordError(path, "a hand must be an object")
    dealer = raw.get("dealer")
    if isinstance(dealer, bool) or not isinstance(dealer, int):
        raise RecordError(f"{path}.dealer", "must be an integer seat")
    try:
        game.check_dealer(dealer, previous)
    except ValueError as exc:
        raise RecordError(f"{path}.dealer", str(exc)) from None
    if "deal" in raw and "seed" in raw:
        raise RecordError(path, "a hand gives either 'deal' or 'seed', not both")
    if "deal" in raw:
        deal = read_deal(game, raw["deal"], f"{path}.deal")
        hand = HandRecord(dealer, deal=deal)
    elif "seed" in raw:
        seed = raw["seed"]
        if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
            raise RecordError(f"{path}.seed", "must be a non-negative integer")
        deal = game.deal(dealer, seed)
        hand = HandRecord(dealer, seed=seed)
    else:
        raise RecordError(path, "a hand needs 'deal' or 'seed'")
    actions = raw.get("actions", [])
    if not isinstance(actions, list):
        raise RecordError(f"{path}.actions", "must be a list of actions")
    state = game.start_hand(dealer, deal, previous)
    for i, raw_action in enumerate(actions):
        apath = f"{path}.actions[{i}]"
        action = game.parse_action(raw_action, apath) if isinstance(raw_action, Mapping) else None
        if action is None:
            raise RecordError(apath, "an action must be an object")
        try:
            state.apply(action)
        except IllegalActionError as exc:
            raise ReplayRefusal(
                h, i, action.seat, action.describe(), exc.reason, game=game.name, code=exc.code, params=exc.params
            ) from None
        except InvalidActionError as exc:
            raise ReplayRefusal(h, i, action.seat, action.describe(), str(exc)) from None
        hand.actions.append(action)
    result = state.result() if state.is_over else None
    return ReplayedHand(hand, state, result)


_HAND_PART: Final = re.compile(r"\$\.hands\[(\d+)\](?!\.actions\[)")
"""A path in a hand but in none of its actions: the hand itself, its dealer, seed, deal or action list."""


def error_line(error: TarocchiError) -> str:
    """The one line ``tarocchi replay`` prints for a fault. A malformed part of a hand outside its actions (its
    deal, dealer or seed) names the hand first, without an action index (``hand 0: malformed record at
    $.hands[0].deal: ...``; tarocchino.md C2)."""
    if isinstance(error, RecordError):
        line = f"malformed record at {error.path}: {error.reason}"
        hand = _HAND_PART.match(error.path)
        return f"hand {hand.group(1)}: {line}" if hand else line
    return str(error)


def replay_files(paths: Sequence[str]) -> list[tuple[str, Replay | TarocchiError]]:
    """Replay several files; each gives its replay or its error (never raises for a bad record)."""
    out: list[tuple[str, Replay | TarocchiError]] = []
    for path in paths:
        try:
            with open(path, encoding="utf-8") as handle:
                text = handle.read()
        except OSError as exc:
            out.append((path, RecordReadError(f"cannot read {path}: {exc.strerror or exc}")))
            continue
        except UnicodeDecodeError:
            out.append((path, RecordReadError(f"cannot read {path}: it is not UTF-8 text")))
            continue
        try:
            out.append((path, replay_text(text)))
        except TarocchiError as exc:
            out.append((path, exc))
    return out
