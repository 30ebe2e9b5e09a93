"""The WebSocket protocol: what each client is sent, and how its messages are read.

Server to client (JSON text frames):

* ``{"type": "state", ...}``: the table as the receiving seat may see it: seats, the seat's
  :class:`~tarocchi.engine.observation.Observation` (hand, redacted history, tricks, public and private
  card sets, public info), its legal actions and card choices, under ``parts`` the indexes (into
  ``legal``) of the declarations it may also show only part of (an action with fewer of those cards,
  which the game's check decides), under ``worth`` ``[index, points]`` pairs of what listed declarations
  score (:meth:`~tarocchi.engine.game.Game.declaration_points`), the score sheet, and once the match is
  over ``winners``, the seats that won it (:meth:`~tarocchi.engine.game.Game.match_winners`), and ``drawn``
  when every seat shares the top total (:meth:`~tarocchi.engine.game.Game.match_drawn`). A spectator gets
  only what every seat sees (:func:`public_view`).
* ``{"type": "hand_over", "result": ...}``: the finished hand's result with its detail, sent when the
  hand has ended (everything of that hand may then be shown); ``winners`` too when it ends the match.
* ``{"type": "error", "reason": ..., "code": ..., "params": ...}``: a refused message, ``reason`` in
  English, ``code`` and ``params`` to word it in the page's language (:mod:`tarocchi.web.refusals`);
  the connection stays open.

Client to server: ``{"type": "action", "action": {"play": "KH"}, "version": 12}`` (record vocabulary,
DESIGN.md §5; the seat is the connection's own, or its dummy's (DESIGN.md §4), named by ``"seat"``
(without it, the dummy's when the dummy is to act); ``version``, optional, is that of the ``state`` the
action was chosen on, so an action chosen on an older state is refused as stale),
``{"type": "ready"}`` (deal the next hand), ``{"type": "pass"}`` (let the optional windows open to this seat
pass for the rest of the hand, while another seat is to act: the computer players wait for it there),
``{"type": "ping"}``.
"""

from __future__ import annotations

import functools
import itertools
import json
import math
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import replace
from typing import Any, Final

from tarocchi.cards import CODES, codes_of, is_card_code, parse_card
from tarocchi.engine.actions import CARD_VERBS, SET_VERBS, VERBS, Action, action_to_record
from tarocchi.engine.game import CardChoice, Game, HandState
from tarocchi.engine.observation import Observation, TrickView
from tarocchi.games.taken import points_taken
from tarocchi.web.refusals import JSON_SHAPES, Reason, reason

MAX_MESSAGE_BYTES = 4096
"""The largest client message accepted (a discard of 20 cards is well under 300 bytes)."""
MAX_MESSAGE_DEPTH = 4
"""The deepest nesting of a client message: the frame, its action, a card list (issue 15)."""
MAX_INT_DIGITS = 18
"""Integers in client JSON fit in 64 bits; longer digit strings are refused before Python parses them."""

_STRING = re.compile(r'"[^"\\]*+(?:\\.[^"\\]*+)*+(?:"|\\?\Z)', re.DOTALL)
"""A JSON string, or an unclosed one to the end of the text: possessive, so the scan is linear whatever
the text (a backtracking pattern rescans the rest of the text from every unclosed quote)."""
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_STEP: Final = {"[": 1, "{": 1, "]": -1, "}": -1}


class Frame:
    """A server message already encoded as compact JSON text, which several clients may be sent (a
    seat's state goes to each of its tabs, the public state to every spectator); the text is built
    once, by :func:`state_text` and its helpers, rather than as a dict encoded per message."""

    __slots__ = ("_text",)

    def __init__(self, text: str) -> None:
        self._text = text

    def text(self) -> str:
        """The message as compact JSON."""
        return self._text

    def data(self) -> dict[str, Any]:
        """The message decoded (for tests and logs; the server itself only sends the text)."""
        out: dict[str, Any] = json.loads(self._text)
        return out


dumps = json.JSONEncoder(separators=(",", ":")).encode
"""Compact JSON text of plain data (one encoder, made once)."""


class ProtocolError(Exception):
    """A client message that is malformed: ``reason`` (a :class:`~tarocchi.web.refusals.Reason`, the
    refusal ``code`` with its ``params``) is shown to the user."""

    def __init__(self, code: str, **params: Any) -> None:
        self.reason: Reason = reason(code, **params)
        super().__init__(self.reason)


_PLAIN = frozenset({str, int, float, bool, type(None)})


def jsonable(value: Any) -> Any:
    """Plain JSON data from an observation's ``info`` or a result's ``detail`` (tuples become lists)."""
    if type(value) in _PLAIN:  # the common case first: an ABC check per leaf costs more than the leaf
        return value
    if isinstance(value, dict):
        return {str(k): jsonable(v) for k, v in value.items()}
    if isinstance(value, Mapping):
        return {str(k): jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple, set, frozenset)):
        return [jsonable(v) for v in value]
    if isinstance(value, (str, int, float, bool)) or value is None:
        return value
    if hasattr(value, "to_json"):
        return jsonable(value.to_json())
    return str(value)


CACHE_SIZE = 1 << 16
"""How many actions and tricks keep their JSON form (every broadcast of a table re-sends its history)."""


@functools.lru_cache(maxsize=CACHE_SIZE)
def action_json(action: Action) -> dict[str, Any]:
    """An action in record form (``{"seat": 1, "play": "KH"}``). The dict is shared: never change it."""
    return action_to_record(action)


@functools.lru_cache(maxsize=CACHE_SIZE)
def trick_json(trick: TrickView) -> dict[str, Any]:
    """A trick: leader, plays as ``[seat, code]`` pairs, winner. The dict is shared: never change it."""
    return {"leader": trick.leader, "plays": [[s, CODES[c]] for s, c in trick.plays], "winner": trick.winner}


def choice_json(choice: CardChoice) -> dict[str, Any]:
    """A set-valued decision: choose ``size`` cards including ``required``, the rest from ``pool``."""
    return {
        "seat": choice.seat,
        "verb": choice.verb,
        "required": codes_of(choice.required),
        "pool": codes_of(choice.pool),
        "size": choice.size,
        "value": choice.value,
    }


def observation_json(obs: Observation) -> dict[str, Any]:
    """The parts of an observation a client draws."""
    return {
        "phase": obs.phase,
        "dealer": obs.dealer,
        "to_act": obs.to_act,
        "hand": codes_of(obs.hand),
        "history": [action_json(a) for a in obs.history],
        "tricks": [trick_json(t) for t in obs.tricks],
        "public": {k: codes_of(v) for k, v in obs.public_cards.items()},
        "private": {k: codes_of(v) for k, v in obs.private_cards.items()},
        "info": jsonable(obs.info),
    }


class TextCache:
    """The JSON text of immutable values (actions, tricks), encoded once.

    Looked up first by identity (an engine hands the same frozen objects back state after state,
    and the cache holds each object it keys, so an id is never reused while its entry lives), then by
    value (an equal action built anew). Both maps are emptied when they reach ``limit`` entries.
    """

    def __init__(self, encode: Callable[[Any], str], limit: int = CACHE_SIZE) -> None:
        self._encode = encode
        self._limit = limit
        self._by_id: dict[int, tuple[Any, str]] = {}
        self._by_value: dict[Any, str] = {}

    def __call__(self, value: Any) -> str:
        entry = self._by_id.get(id(value))
        if entry is not None and entry[0] is value:
            return entry[1]
        text = self._by_value.get(value)
        if text is None:
            if len(self._by_value) >= self._limit:
                self._by_value.clear()
            text = self._by_value[value] = self._encode(value)
        if len(self._by_id) >= self._limit:
            self._by_id.clear()
        self._by_id[id(value)] = (value, text)
        return text


action_text = TextCache(lambda action: dumps(action_json(action)))
""":func:`action_json` as JSON text."""
trick_text = TextCache(lambda trick: dumps(trick_json(trick)))
""":func:`trick_json` as JSON text."""


def list_text(texts: Iterable[str]) -> str:
    """A JSON array of already encoded items."""
    return "[" + ",".join(texts) + "]"


def _plain(value: Any) -> Any:
    """:func:`jsonable` for what the JSON encoder does not take itself (its ``default`` hook)."""
    if isinstance(value, Mapping):
        return {str(k): v for k, v in value.items()}
    if isinstance(value, (set, frozenset)):
        return list(value)
    if hasattr(value, "to_json"):
        return value.to_json()
    return str(value)


_plain_encode = json.JSONEncoder(separators=(",", ":"), default=_plain).encode


def plain_text(value: Any) -> str:
    """``dumps(jsonable(value))`` in one pass of the C encoder: tuples are arrays, sets lists, objects
    with ``to_json`` their JSON, mappings objects. Keys are the one difference: the encoder writes a
    ``True``/``False``/``None`` key as ``"true"``/``"false"``/``"null"`` where :func:`jsonable` writes
    ``"True"``...; no game's ``info`` or result has such keys (string and integer keys come out the
    same), and a key the encoder refuses (a tuple) sends the value the slow way, through :func:`jsonable`."""
    try:
        return _plain_encode(value)
    except (TypeError, ValueError):
        return dumps(jsonable(value))


class HistoryMemo:
    """One seat's history as last sent, and its encoded items: a new history that extends it (the usual
    case, checked in full) only encodes its new actions."""

    __slots__ = ("body", "history")

    def __init__(self) -> None:
        self.history: tuple[Action, ...] = ()
        self.body = ""

    def text(self, history: tuple[Action, ...]) -> str:
        known = len(self.history)
        if known and len(history) >= known and history[:known] == self.history:
            new = history[known:]
            if new:
                self.body += ("," if self.body else "") + ",".join(map(action_text, new))
        else:
            self.body = ",".join(map(action_text, history))
        self.history = history
        return "[" + self.body + "]"


def observation_text(obs: Observation, memo: HistoryMemo | None = None) -> str:
    """:func:`observation_json` as JSON text: the history and the tricks, which grow all hand long and
    are re-sent on every action, are joined from their items' cached text rather than encoded again
    (``memo``, the seat's :class:`HistoryMemo`, keeps the history already joined)."""
    head = plain_text(
        {
            "phase": obs.phase,
            "dealer": obs.dealer,
            "to_act": obs.to_act,
            "hand": codes_of(obs.hand),
            "public": {k: codes_of(v) for k, v in obs.public_cards.items()},
            "private": {k: codes_of(v) for k, v in obs.private_cards.items()},
            "info": obs.info,
        }
    )
    history = tuple(obs.history)
    return (
        head[:-1]
        + ',"history":'
        + (memo.text(history) if memo is not None else list_text(map(action_text, history)))
        + ',"tricks":'
        + list_text(map(trick_text, obs.tricks))
        + "}"
    )


def object_text(*parts: str) -> str:
    """A JSON object from the encoded members of others: each part is an object's text, braces and
    all (``{}`` parts are skipped); members of a later part must not repeat an earlier part's keys."""
    inner = [p[1:-1] for p in parts if len(p) > 2]
    return "{" + ",".join(inner) + "}"


def taken_json(game: Game, obs: Observation) -> list[dict[str, Any]]:
    """Per side, the tricks and card points taken so far (issue 7), computed from ``obs`` alone:
    ``[{"seats": [0, 2], "tricks": 3, "points": 12.5}, ...]`` (:mod:`tarocchi.games.taken`)."""
    return [side.to_json() for side in points_taken(game, obs)]


class TakenMemo:
    """One seat's :func:`taken_json` as last worked out, kept while what it is computed from stays the
    same: the sides the seat knows, the finished tricks and the ``give`` actions of its history (all
    that :func:`~tarocchi.games.taken.points_taken` reads). Tuples compare element by element, and an
    engine that hands back the same trick objects makes that a pointer comparison."""

    __slots__ = ("key", "value")

    def __init__(self) -> None:
        self.key: tuple[Any, ...] | None = None
        self.value: list[dict[str, Any]] = []

    def taken(self, game: Game, obs: Observation, sides: tuple[tuple[int, ...], ...]) -> list[dict[str, Any]]:
        """:func:`taken_json` of ``obs`` (fresh dicts: the caller may change them)."""
        tricks = obs.tricks
        finished = tricks[:-1] if tricks and tricks[-1].winner is None else tricks
        key = (sides, finished, tuple(a for a in obs.history if a.verb == "give"))
        if key != self.key:
            self.key, self.value = key, taken_json(game, obs)
        return [dict(side) for side in self.value]


def public_taken(state: HandState) -> list[dict[str, Any]]:
    """:func:`taken_json` for a spectator: seat 0's finished tricks and public info, without its hand,
    private cards or history, so the sides shown are only those the whole table knows."""
    obs = replace(state.observation(0), hand=0, private_cards={}, history=())
    return taken_json(state.game, obs)


def public_mask(state: HandState) -> int:
    """The cards every seat sees: what a spectator may see of a hand in progress."""
    mask = -1
    for seat in range(state.game.num_seats):
        mask &= state.observation(seat).visible_cards()
    return mask if mask != -1 else 0


def _card_codes(value: Any) -> set[str]:
    if isinstance(value, dict):
        return set().union(*(_card_codes(v) for v in value.values())) if value else set()
    if isinstance(value, list):
        return set().union(*(_card_codes(v) for v in value)) if value else set()
    return {value} if is_card_code(value) else set()


def public_info(state: HandState, public: int) -> dict[str, Any]:
    """The ``info`` entries that are the same for every seat and name only public cards."""
    infos = [jsonable(state.observation(seat).info) for seat in range(state.game.num_seats)]
    out: dict[str, Any] = {}
    for key, value in infos[0].items():
        if any(other.get(key) != value for other in infos[1:]):
            continue
        if all((public >> parse_card(code)) & 1 for code in _card_codes(value)):
            out[key] = value
    return out


def _redact(action: Action, public: int) -> Action:
    if action.verb in SET_VERBS:
        return Action(action.seat, action.verb, cards=action.cards & public, value=action.value)
    if action.verb in CARD_VERBS and action.card >= 0 and not (public >> action.card) & 1:
        return Action(action.seat, action.verb, value=action.value)
    return action


def taker_of(obs: Observation) -> int | None:
    """The seat to mark as the taker, from public facts only: the game's ``info["taker"]`` where it
    names one, else the seat that called a partner (a call is announced to all: the caller leads the
    attack); ``None`` before either is known. The partner is never read here: only ``known_sides``
    reveals him, once the seat may know him."""
    taker = obs.info.get("taker")
    if isinstance(taker, int) and not isinstance(taker, bool):
        return taker
    return next((a.seat for a in obs.history if a.verb == "call"), None)


def public_view(state: HandState) -> dict[str, Any]:
    """A spectator's view: seat 0's observation with its private parts removed and every card not
    seen by all seats taken out of the history (DESIGN.md §6: spectators get public information only)."""
    public = public_mask(state)
    obs = state.observation(0)
    history = []
    for action in obs.history:
        red = _redact(action, public)
        out = (
            action_to_record(red) if red.verb not in CARD_VERBS or red.card >= 0 else {"seat": red.seat, red.verb: None}
        )
        history.append(out)
    return {
        "phase": obs.phase,
        "dealer": obs.dealer,
        "to_act": obs.to_act,
        "hand": [],
        "history": history,
        "tricks": [trick_json(t) for t in obs.tricks],
        "public": {k: codes_of(v & public) for k, v in obs.public_cards.items()},
        "private": {},
        "info": public_info(state, public),
    }


class JSONShapeError(ValueError):
    """JSON that parses but that the server will not take: too deep, duplicate keys, huge or odd numbers.
    ``shape`` names which (:data:`~tarocchi.web.refusals.JSON_SHAPES`), with its ``params``; the
    message is the English text."""

    def __init__(self, shape: str, **params: Any) -> None:
        super().__init__(JSON_SHAPES[shape]["en"].format(**params))
        self.shape = shape
        self.params = params

    def code(self, place: str) -> str:
        """The refusal's code where the JSON was read: ``json`` (a request's body), ``message`` (a
        WebSocket message) or ``record`` (:data:`~tarocchi.web.refusals.MALFORMED`)."""
        return f"web_{place}_{self.shape}"


def _pairs(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise JSONShapeError("duplicate_key", key=repr(key))
        out[key] = value
    return out


def _int(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_INT_DIGITS:
        raise JSONShapeError("long_number", limit=MAX_INT_DIGITS)
    return int(digits)


def _float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise JSONShapeError("number_range", number=text[:20])
    return value


def _constant(name: str) -> Any:
    raise JSONShapeError("constant", name=name)


def json_depth(text: str) -> int:
    """How deeply arrays and objects nest in ``text`` (strings skipped), without parsing it; in time linear
    in the text, the brackets counted by C loops (a megabyte in a few hundredths of a second)."""
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    return max(itertools.accumulate(map(_STEP.__getitem__, brackets), initial=0))


def load_json(text: str | bytes, *, max_depth: int) -> Any:
    """Parse JSON strictly (issue 15): nesting checked *before* parsing (a refusal, never a
    RecursionError), no duplicate keys, integers of at most :data:`MAX_INT_DIGITS` digits, finite
    numbers only. Raises ``ValueError`` (:class:`JSONShapeError` for the shapes refused here)."""
    if isinstance(text, bytes):
        text = text.decode("utf-8")
    depth = json_depth(text)
    if depth > max_depth:
        raise JSONShapeError("too_deep", depth=depth, limit=max_depth)
    try:
        return json.loads(text, object_pairs_hook=_pairs, parse_int=_int, parse_float=_float, parse_constant=_constant)
    except RecursionError:  # pragma: no cover - the depth check comes first
        raise JSONShapeError("nested") from None


_FIELDS = {"action": {"type", "action", "version"}, "ready": {"type"}, "pass": {"type"}, "ping": {"type"}}
_ACTION_KEYS = set(VERBS) | {"seat", "as"}


def _check_action(action: Any) -> None:
    """Types of every field of a client's action; the game's reader checks the values (issue 15)."""
    if not isinstance(action, dict):
        raise ProtocolError("web_message_action_object", example='{"play": "KH"}')
    for key, value in action.items():
        if key not in _ACTION_KEYS:
            raise ProtocolError("web_message_action_field", field=repr(key))
        if key == "seat":
            if not isinstance(value, int) or isinstance(value, bool):
                raise ProtocolError("web_message_seat_integer")
        elif key in SET_VERBS:
            if not isinstance(value, list) or not all(isinstance(v, str) for v in value) or len(value) > 78:
                raise ProtocolError("web_message_card_list", field=repr(key))
        elif not isinstance(value, str):
            raise ProtocolError("web_message_string", field=repr(key))


def bad_card_code(action: Mapping[str, Any]) -> str | None:
    """The first text of a client's action that stands for a card and is no card code (the page
    names it in the player's language: issue 16), or ``None``."""
    for verb, value in action.items():
        texts = [value] if verb in CARD_VERBS else value if verb in SET_VERBS and isinstance(value, list) else []
        for text in texts:
            if isinstance(text, str) and not is_card_code(text):
                return text[:20]
    return None


def parse_client_message(text: str | bytes) -> dict[str, Any]:
    """Read a client frame: size and depth limits, strict JSON, a known ``type`` and strict field types."""
    size = len(text.encode("utf-8")) if isinstance(text, str) else len(text)
    if size > MAX_MESSAGE_BYTES:
        raise ProtocolError("web_message_too_large", size=size, limit=MAX_MESSAGE_BYTES)
    try:
        data = load_json(text, max_depth=MAX_MESSAGE_DEPTH)
    except JSONShapeError as exc:
        raise ProtocolError(exc.code("message"), **exc.params) from None
    except ValueError:
        raise ProtocolError("web_message_not_json") from None
    if not isinstance(data, dict):
        raise ProtocolError("web_message_object_expected")
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in _FIELDS:
        raise ProtocolError("web_message_unknown_type", kind=repr(kind))
    extra = sorted(set(data) - _FIELDS[kind])
    if extra:
        raise ProtocolError("web_message_unknown_field", field=repr(extra[0]), kind=repr(kind))
    if kind == "action":
        _check_action(data.get("action"))
        version = data.get("version")
        if version is not None and (not isinstance(version, int) or isinstance(version, bool)):
            raise ProtocolError("web_message_version_integer")
    return data
