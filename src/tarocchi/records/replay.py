"""Reading and replaying records move by move (DESIGN.md §5, ``tarocchi replay``).

The record is read in order and each hand is replayed as it is read, so the error reported is the
first fault in the record: a malformed part (:class:`RecordError`, with its JSON path) or an action
the rules refuse (:class:`ReplayRefusal`, naming hand, action index, seat, action and reason).

Each :class:`RecordError` carries the code of its kind and its parameters (``path`` always; the
offending ``value`` as its ``repr``; numbers as the record counts them, from 0), so an edge can word
it in its language; the English ``reason`` is the line ``tarocchi replay`` prints. The codes:

- the text and the envelope: ``not_json`` (``line``, ``column``, ``detail``), ``too_deep``,
  ``not_object``, ``wrong_format`` (``value``, ``expected``), ``game_not_a_name`` (``value``),
  ``unknown_game`` (``value``, ``known``), ``options_not_object``, ``names_count`` (``seats``),
  ``hands_not_a_list``, ``too_many_hands`` (``limit``), ``hand_unfinished`` (``hand``, ``expected``);
- the game's options: the codes of :class:`~tarocchi.errors.OptionError` (:mod:`tarocchi.engine.options`),
  ``key`` among the parameters; ``bad_options`` (``key``) when the game named no kind;
- a hand: ``hand_not_object``, ``dealer_not_integer`` (``value``), ``dealer_not_a_seat`` (``value``,
  ``last``), ``bad_dealer`` (``value``: a seat the game's rotation refuses), ``deal_and_seed``, ``no_deal``,
  ``seed_invalid`` (``value``), ``actions_not_a_list``;
- a deal: ``deal_not_object``, ``deal_hands_not_a_list``, ``cards_not_a_list``, ``not_a_card`` (``value``),
  the codes of :class:`~tarocchi.errors.DealError` (:mod:`tarocchi.engine.deals`), ``bad_deal`` when
  the game named no kind;
- an action: ``action_not_object`` and the codes of :mod:`tarocchi.engine.parsing`; a game's reader
  may add ``value_not_allowed`` (``value``, ``choices``).
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from tarocchi.cards import is_card_code, parse_card
from tarocchi.engine.game import Deal, Game, HandResult, HandState
from tarocchi.errors import (
    DealError,
    IllegalActionError,
    InvalidActionError,
    OptionError,
    RecordError,
    RecordReadError,
    TarocchiError,
    UnknownGameError,
)
from tarocchi.games import game_class, game_names
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
        reason = f"not valid JSON ({exc.msg} at line {exc.lineno}, column {exc.colno})"
        params = {"line": exc.lineno, "column": exc.colno, "detail": exc.msg}
        raise RecordError("$", reason, "not_json", params) from None
    except RecursionError:
        raise RecordError("$", "not a record: its JSON is nested too deeply to read", "too_deep") from None


def replay_text(text: str) -> Replay:
    """Replay a record given as JSON text."""
    return replay_record(load_json(text))


def read_game(raw: Any) -> Game:
    """Check the record's envelope and build its game with its options."""
    if not isinstance(raw, Mapping):
        raise RecordError("$", "a record must be a JSON object", "not_object")
    if raw.get("format") != FORMAT:
        found = repr(raw.get("format"))
        params = {"value": found, "expected": repr(FORMAT)}
        raise RecordError("$.format", f"must be {FORMAT!r}, found {found}", "wrong_format", params)
    name = raw.get("game")
    if not isinstance(name, str):
        raise RecordError("$.game", "must be a game name", "game_not_a_name", {"value": repr(name)})
    try:
        cls = game_class(name)
    except UnknownGameError as exc:
        params = {"value": repr(name), "known": ", ".join(game_names())}
        raise RecordError("$.game", str(exc), "unknown_game", params) from None
    options = raw.get("options", {})
    if not isinstance(options, Mapping):
        raise RecordError("$.options", "must be an object", "options_not_object")
    try:
        return cls.from_options(options)
    except OptionError as exc:
        path = "$.options" if exc.key is None else f"$.options.{exc.key}"
        raise RecordError(path, str(exc), exc.code or "bad_options", exc.params) from None


def read_deal(game: Game, raw: Any, path: str) -> Deal:
    """Read and check ``hands[h].deal``."""
    if not isinstance(raw, Mapping):
        raise RecordError(path, "must be an object with 'hands' and 'talon'", "deal_not_object")
    hands = raw.get("hands")
    if not isinstance(hands, list):
        raise RecordError(f"{path}.hands", "must be a list of hands", "deal_hands_not_a_list")
    talon = raw.get("talon", [])
    if not isinstance(talon, list):
        raise RecordError(f"{path}.talon", "must be a list of card codes", "cards_not_a_list")
    parsed: list[tuple[int, ...]] = []
    for s, hand in enumerate(hands):
        if not isinstance(hand, list):
            raise RecordError(f"{path}.hands[{s}]", "must be a list of card codes", "cards_not_a_list")
        parsed.append(_codes(hand, f"{path}.hands[{s}]"))
    deal = Deal(tuple(parsed), _codes(talon, f"{path}.talon"))
    try:
        game.check_deal(deal)
    except DealError as exc:
        raise RecordError(path, str(exc), exc.code, exc.params) from None
    except ValueError as exc:
        raise RecordError(path, str(exc), "bad_deal") from None
    return deal


def _codes(items: list[Any], path: str) -> tuple[int, ...]:
    cards = []
    for i, text in enumerate(items):
        if not is_card_code(text):
            raise RecordError(f"{path}[{i}]", f"{text!r} is not a card code", "not_a_card", {"value": repr(text)})
        cards.append(parse_card(text))
    return tuple(cards)


def replay_record(raw: Any) -> Replay:
    """Replay a parsed record; raises :class:`RecordError` or :class:`ReplayRefusal` at the first fault."""
    game = read_game(raw)
    names = raw.get("names")
    if names is not None and game.names_checked and (not isinstance(names, list) or len(names) != game.num_seats):
        reason = f"must list one name per seat ({game.num_seats}, dummy seats included)"
        raise RecordError("$.names", reason, "names_count", {"seats": game.num_seats})
    record = MatchRecord(game.name, game.options_json(), list(names) if isinstance(names, list) else None)
    replay = Replay(game, record)
    hands = raw.get("hands")
    if not isinstance(hands, list):
        raise RecordError("$.hands", "must be a list of hands", "hands_not_a_list")
    limit = game.max_hands()
    previous: HandState | None = None
    for h, raw_hand in enumerate(hands):
        path = f"$.hands[{h}]"
        if limit is not None and h >= limit:
            raise RecordError(path, f"the match has at most {limit} hands", "too_many_hands", {"limit": limit})
        if previous is not None and not previous.is_over:
            seat, verb = previous.expected()
            if game.unfinished_followed_is_malformed:
                reason = f"hand {h - 1} is unfinished ({verb} expected) but another hand follows"
                raise RecordError(path, reason, "hand_unfinished", {"hand": h - 1, "expected": verb})
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
        raise RecordError(path, "a hand must be an object", "hand_not_object")
    dealer = raw.get("dealer")
    if isinstance(dealer, bool) or not isinstance(dealer, int):
        raise RecordError(f"{path}.dealer", "must be an integer seat", "dealer_not_integer", {"value": repr(dealer)})
    try:
        game.check_dealer(dealer, previous)
    except ValueError as exc:
        if not 0 <= dealer < game.num_seats:  # the check every game makes first (Game.check_dealer)
            params = {"value": repr(dealer), "last": game.num_seats - 1}
            raise RecordError(f"{path}.dealer", str(exc), "dealer_not_a_seat", params) from None
        raise RecordError(f"{path}.dealer", str(exc), "bad_dealer", {"value": repr(dealer)}) from None
    if "deal" in raw and "seed" in raw:
        raise RecordError(path, "a hand gives either 'deal' or 'seed', not both", "deal_and_seed")
    if "deal" in raw:
        deal = read_deal(game, raw["deal"], f"{path}.deal")
        hand = HandRecord(dealer, deal=deal)
    elif "seed" in raw:
        seed = raw["seed"]
        if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
            raise RecordError(f"{path}.seed", "must be a non-negative integer", "seed_invalid", {"value": repr(seed)})
        deal = game.deal(dealer, seed)
        hand = HandRecord(dealer, seed=seed)
    else:
        raise RecordError(path, "a hand needs 'deal' or 'seed'", "no_deal")
    actions = raw.get("actions", [])
    if not isinstance(actions, list):
        raise RecordError(f"{path}.actions", "must be a list of actions", "actions_not_a_list")
    state = game.start_hand(dealer, deal, previous)
    for i, raw_action in enumerate(actions):
        apath = f"{path}.actions[{i}]"
        action = game.parse_action(raw_action, apath) if isinstance(raw_action, Mapping) else None
        if action is None:
            raise RecordError(apath, "an action must be an object", "action_not_object")
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


def hand_part(path: str) -> int | None:
    """The hand whose own part ``path`` is (its deal, dealer, seed or action list, not an action), else ``None``."""
    hand = _HAND_PART.match(path)
    return int(hand.group(1)) if hand else None


def error_line(error: TarocchiError) -> str:
    """The one line ``tarocchi replay`` prints for a fault. A malformed part of a hand outside its actions (its
    deal, dealer or seed) names the hand first, without an action index (``hand 0: malformed record at
    $.hands[0].deal: ...``; tarocchino.md C2)."""
    if isinstance(error, RecordError):
        line = f"malformed record at {error.path}: {error.reason}"
        hand = hand_part(error.path)
        return f"hand {hand}: {line}" if hand is not None else line
    return str(error)


def read_record_text(path: str | os.PathLike[str]) -> str:
    """The text of a record file; :class:`~tarocchi.errors.RecordReadError` naming the file and the system's
    reason, or "it is not UTF-8 text" rather than the codec's message about a byte."""
    try:
        with open(path, encoding="utf-8") as handle:
            return handle.read()
    except OSError as exc:
        raise RecordReadError(f"cannot read {path}: {exc.strerror or exc}") from None
    except UnicodeDecodeError:
        raise RecordReadError(f"cannot read {path}: it is not UTF-8 text") from None


def replay_files(paths: Sequence[str]) -> list[tuple[str, Replay | TarocchiError]]:
    """Replay several files; each gives its replay or its error (never raises for a bad record)."""
    out: list[tuple[str, Replay | TarocchiError]] = []
    for path in paths:
        try:
            text = read_record_text(path)
        except RecordReadError as exc:
            out.append((path, exc))
            continue
        try:
            out.append((path, replay_text(text)))
        except TarocchiError as exc:
            out.append((path, exc))
    return out
