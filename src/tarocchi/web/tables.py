"""Live tables: the server-side state of each table, its seats, connected clients and bots.

Everything runs on the server's event loop, one step at a time, so a table never sees two actions
at once (each table has a lock; bots think outside it). The server owns the
:class:`~tarocchi.session.MatchSession`; clients only send actions in record vocabulary, which the game
checks (``HandState.check``) before anything changes. Each client is sent only its own seat's
observation; spectators the public view.

Durability (issue 15): every change is first committed through the :class:`~tarocchi.web.journal.Journal`
as a table event (``start`` with the match seed, ``act``, ``next``, ``ready``) or a change of the table
row (seats, status), and only then applied and broadcast. :meth:`Table.restore` replays a table's events
on a new session, which deals the same cards from the same seed, so a restart or a crash loses nothing
that a client was told.

Seats over time: a person may leave a seat; a person away (no connection) longer than the table's
``away_seconds`` is played by a stand-in computer player until they come back, and a vacated seat of a
match under way is played by one until someone takes it. Tables nobody has connected to for
``idle_seconds`` are closed by the manager.

Dummies (DESIGN.md §4): the game's ``controller(seat)`` names the live
seat deciding for each seat. A dummy's seat has kind :data:`DUMMY`; its actions (which carry the
dummy's seat) are accepted only from its controller's connection, and a bot controller's agent plays
it too. The controller's own observation shows the dummy exactly when the rules allow.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
import math
import os
import random
import secrets
import time
from collections import Counter
from collections.abc import Callable, Mapping
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any, Protocol

from tarocchi.agents import Agent, agent_names, make_agent
from tarocchi.agents import levels as agent_levels
from tarocchi.agents.levels import computer_name
from tarocchi.engine.actions import Action
from tarocchi.engine.game import Game, HandState
from tarocchi.errors import IllegalActionError, TarocchiError
from tarocchi.session import MatchSession, draw_first_dealer, first_dealers
from tarocchi.storage import (
    LIVE,
    Storage,
    op_add_table,
    op_event,
    op_finish_hand,
    op_match_player,
    op_start_match,
    op_table,
)
from tarocchi.storage.models import TableEvent, TableRow
from tarocchi.web import gameinfo, protocol
from tarocchi.web.journal import Journal, JournalError
from tarocchi.web.refusals import Reason, Refused, reason
from tarocchi.web.security import Buckets

log = logging.getLogger("tarocchi.web")

HUMAN = "human"
DUMMY = "dummy"
"""The kind of a dummy's seat (DESIGN.md §4): played by its controller's seat."""
STALE = reason("web_stale")

OPEN, PLAYING, FINISHED, CLOSED = "open", "playing", "finished", "closed"
"""Table statuses: waiting for players, a match under way, the match over, closed (left or idle)."""


class Client(Protocol):
    """A connected browser (or test client): ``seat`` is ``None`` for a spectator."""

    seat: int | None

    def send(self, message: dict[str, Any] | protocol.Frame) -> None:
        """Queue a message for the client (never blocks); a :class:`~tarocchi.web.protocol.Frame` is
        already encoded."""

    def close(self, reason: str) -> None:
        """Tell the client why, then end its connection (its seat was left, or the table closed)."""


class LimitError(Refused):
    """A request over one of the server's limits; ``status`` is the HTTP code to answer with."""

    def __init__(self, code: str, status: int = 429, **params: Any) -> None:
        super().__init__(code, status, **params)


@dataclass(frozen=True)
class Limits:
    """What one user, one table and the whole server may hold at once (issue 15)."""

    tables_per_user: int = 4
    """Live tables (waiting or playing) a user may own."""
    tables_per_address: int = 8
    """Live tables opened from one client address, whoever signed in (guests are free to make: issue 15 §2)."""
    tables: int = 200
    """Live tables on the server."""
    sockets_per_user: int = 8
    """WebSocket connections of one user (or one address, for people not signed in)."""
    sockets_per_address: int = 100
    """WebSocket connections from one client address, whoever signed in (a client may mint guests, not
    addresses: without it one address fills the server's sockets and every table's spectator places)."""
    sockets: int = 2000
    """WebSocket connections on the server."""
    spectators_per_table: int = 20
    socket_opens_burst: float = 20.0
    """WebSockets one client address (and one user) may open to one table in a burst, then
    :attr:`socket_opens_per_second`: a page reload or a phone waking up opens one, a flood of
    reconnects is refused (``web_reconnecting_too_fast``, closed with 1013: the page tries again later)."""
    socket_opens_per_second: float = 1.0


def seat_params(seat: int) -> dict[str, int]:
    """A seat refusal's parameters: the seat's index (as a request names it) and its ``number`` as the page and
    the terminal show it ("Seat 2" is index 1): a friend who lost a race for a seat reads the seat they tapped."""
    return {"seat": seat, "number": seat + 1}


def controller_of(game: Game, seat: int) -> int:
    """The live seat deciding for ``seat``: itself, or for a dummy its controller (12.2)."""
    controller = getattr(game, "controller", None)
    return int(controller(seat)) if controller is not None else seat


def live_seats(game: Game) -> list[int]:
    """The seats a person or a bot fills (every seat but the dummies)."""
    return [s for s in range(game.num_seats) if controller_of(game, s) == s]


def action_data(action: Action) -> dict[str, Any]:
    """Every field of an action, for its ``act`` event (a card set is written in hex: it may pass 2**63)."""
    return {
        "seat": action.seat,
        "verb": action.verb,
        "card": action.card,
        "cards": format(action.cards, "x"),
        "value": action.value,
        "record": protocol.action_json(action),
    }


def action_from_data(data: Mapping[str, Any]) -> Action:
    """The action of an ``act`` event."""
    return Action(
        int(data["seat"]), data["verb"], card=int(data["card"]), cards=int(data["cards"], 16), value=data["value"]
    )


@dataclass
class Seat:
    """One seat: a person (``kind == "human"``) or a bot (``kind`` is an agent name)."""

    kind: str
    user_id: int | None = None
    name: str = ""

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "user": self.user_id, "name": self.name}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Seat:
        user = data.get("user")
        return cls(str(data["kind"]), int(user) if isinstance(user, int) else None, str(data.get("name") or ""))


def _offered_seat(table_id: str, game: Game, seat: Seat) -> Seat:
    """A stored seat as the lobby offers seats today: a computer player that is none of the offered ones
    (a table stored before the lobby limited them, or a database written by hand) plays at the default
    level instead (the weakest when that one does not play the game), so that no stored budget holds a
    core (``search:seconds=3600``)."""
    if seat.kind in (HUMAN, DUMMY):
        return seat
    try:
        gameinfo.seat_kind(seat.kind)
    except Refused:
        playable = gameinfo.levels(game)
        key = agent_levels.DEFAULT_LEVEL if agent_levels.DEFAULT_LEVEL in playable else playable[0]
        kind = agent_levels.level(key).agent
        log.warning(
            "table %s: seat %r played by %r, not an offered computer player: %r instead",
            table_id,
            seat.name,
            seat.kind,
            kind,
        )
        return Seat(kind, seat.user_id, seat.name)
    return seat


class BotPool:
    """The threads the computer players think in: a bounded pool of their own, so bots (however many
    tables) never queue the request path's work (sign-in's password check, reviews) behind them in the
    event loop's default pool (issue 15). Made on first use, again after :meth:`shutdown`."""

    def __init__(self, workers: int | None = None) -> None:
        self.workers = workers or max(1, min(4, os.cpu_count() or 1))
        self._executor: ThreadPoolExecutor | None = None

    async def run(self, call: Callable[[], Any]) -> Any:
        """``call()`` in one of the pool's threads."""
        if self._executor is None:
            self._executor = ThreadPoolExecutor(self.workers, thread_name_prefix="tarocchi-bot")
        return await asyncio.get_running_loop().run_in_executor(self._executor, call)

    def shutdown(self) -> None:
        """Stop the threads (a decision under way finishes on its own; nothing waits for it)."""
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None


@dataclass
class Stats:
    """Server-side timings, for the load benchmark (seconds per applied action)."""

    action_times: list[float] = field(default_factory=list)
    errors: int = 0


class Table:
    """A live table."""

    def __init__(
        self,
        table_id: str,
        game: Game,
        seats: list[Seat],
        *,
        storage: Storage,
        journal: Journal,
        bot_delay: float,
        owner: int | None = None,
        public: bool = False,
        away_seconds: float = 60.0,
        stand_in: str = "random",
        seed: int | None = None,
        stats: Stats | None = None,
        bots: BotPool | None = None,
    ) -> None:
        self.id = table_id
        self.bots = bots or BotPool()
        self.game = game
        self.seats = seats
        self.storage = storage
        self.journal = journal
        self.bot_delay = bot_delay
        self.owner = owner
        self.public = public
        self.away_seconds = away_seconds
        self.stand_in = stand_in
        self.seed = seed if seed is not None else secrets.randbits(63)
        self.rng = random.Random(self.seed)
        self.session: MatchSession | None = None
        self.match_id: int | None = None
        self.clients: list[Client] = []
        self.ready: set[int] = set()
        self.agents: dict[int, Agent] = {}
        self.stand_ins: dict[int, Agent] = {}
        self.stats = stats or Stats()
        self.status = OPEN
        self.version = 0
        """Bumped on every change of the game state; a client may send it with an action (stale check)."""
        self.seq = 0
        """The number of the table's last stored event."""
        now = time.monotonic()
        self.away_since: dict[int, float] = {}
        """For each person's seat with no connection, since when (monotonic seconds)."""
        self.last_seen = now
        """When a client last connected or left, or something happened (the idle clock)."""
        """Each seat's controller: a property of the game and its options (DESIGN.md §4)."""
        self._memos: dict[int, protocol.HistoryMemo] = {}
        """Each seat's history as last encoded (its next message only encodes the new actions)."""
        self._taken: dict[int, protocol.TakenMemo] = {}
        """Each seat's points taken, kept until a trick or a give changes them."""
        self.address: str | None = None
        """The network address of the client that opened the table (counted against its limit)."""
        self.lock = asyncio.Lock()
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self._offered = -1
        """The :attr:`version` at which the bots were last offered the optional windows (once per state)."""
        self._passed: set[tuple[int, int, str]] = set()
        """The optional windows a person let pass: (hand index, seat, verb) (:meth:`let_pass`)."""

    @property
    def finished(self) -> bool:
        return self.status == FINISHED

    @property
    def live(self) -> bool:
        """Waiting for players or playing: listed in the lobby and counted against the limits."""
        return self.status in LIVE

    # seats ---------------------------------------------------------------------------------
    def controller(self, seat: int) -> int:
        """The live seat deciding for ``seat`` (a dummy's controller; otherwise the seat itself), in the
        hand being played once there is one (a hand may give a dummy to whoever defends)."""
        if self.session is not None:
            return self.session.state.controller(seat)
        return controller_of(self.game, seat)

    def controller_settled(self, seat: int) -> bool:
        """Whether :meth:`controller` is final for ``seat`` in the hand being played (a dummy given to
        whoever defends is settled only when the auction ends; before the first deal, never)."""
        if self.seats[seat].kind != DUMMY:
            return True
        return self.session is not None and self.session.state.controller_settled(seat)

    def controlled(self, seat: int) -> list[int]:
        """The seats the live ``seat`` acts for: itself and its dummy, if any."""
        return [s for s in range(len(self.seats)) if self.controller(s) == seat]

    def nobody_seated(self) -> bool:
        """True when no person holds a seat (computer players only): it plays for whoever watches."""
        return all(s.user_id is None for s in self.seats)

    def human_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.kind == HUMAN]

    def seat_of(self, user_id: int) -> int | None:
        for i, s in enumerate(self.seats):
            if s.kind == HUMAN and s.user_id == user_id:
                return i
        return None

    def is_connected(self, seat: int) -> bool:
        return any(c.seat == seat for c in self.clients)

    def is_away(self, seat: int, now: float | None = None) -> bool:
        """True when a stand-in plays this person's seat: vacated mid-match, or away past ``away_seconds``."""
        place = self.seats[seat]
        if place.kind != HUMAN or self.session is None:
            return False
        if place.user_id is None:
            return True
        if self.is_connected(seat):
            return False
        since = self.away_since.get(seat)
        return since is not None and (now if now is not None else time.monotonic()) - since >= self.away_seconds

    def _next_away_deadline(self) -> float | None:
        """Seconds until the next person's seat turns over to a stand-in (``None``: none pending)."""
        now = time.monotonic()
        waits = [
            self.away_since[s] + self.away_seconds - now
            for s in self.human_seats()
            if self.seats[s].user_id is not None and not self.is_connected(s) and s in self.away_since
        ]
        waits = [w for w in waits if w > 0]
        return min(waits) + 0.01 if waits else None

    def _seats_json(self, seats: list[Seat] | None = None) -> list[dict[str, Any]]:
        return [s.to_json() for s in (seats if seats is not None else self.seats)]

    async def take_seat(self, seat: int, user_id: int, name: str) -> None:
        """Seat a person (one seat per person per table; a taken seat stays its holder's)."""
        async with self.lock:
            if not self.live:
                raise Refused("web_table_not_live", 409, status=self.status)
            if not 0 <= seat < len(self.seats):
                raise Refused("web_no_such_seat", 409, seat=seat)
            place = self.seats[seat]
            # each refusal names the seat as the page numbers it ("Seat 2": ``number``), beside its index
            if place.kind == DUMMY:
                controller = self.controller(seat)
                played_by = {"controller": controller, "controller_number": controller + 1}
                raise Refused("web_dummy_seat", 409, **seat_params(seat), **played_by)
            if place.kind != HUMAN:
                raise Refused("web_computer_seat", 409, **seat_params(seat))
            if place.user_id is not None and place.user_id != user_id:
                raise Refused("web_seat_taken", 409, **seat_params(seat), name=place.name)
            current = self.seat_of(user_id)
            if current is not None and current != seat:
                raise Refused("web_already_seated", 409, **seat_params(current))
            if current == seat:
                return
            seats = [Seat(s.kind, s.user_id, s.name) for s in self.seats]
            seats[seat] = Seat(HUMAN, user_id, name)
            ops = [op_table(self.id, seats=self._seats_json(seats))]
            if self.match_id is not None:
                ops.append(op_match_player(self.match_id, seat, user_id))
            await self._write(*ops)
            self.seats = seats
            self.away_since[seat] = time.monotonic()
            self.last_seen = time.monotonic()
            await self._maybe_start()
        self.broadcast()
        self._wake.set()

    async def leave(self, user_id: int) -> int:
        """The person gives up their seat; returns it. Before the match the seat is free again; during it a
        stand-in plays it until someone takes it. A table left by its last person closes."""
        async with self.lock:
            seat = self.seat_of(user_id)
            if seat is None:
                raise Refused("web_no_seat_held", 409)
            seats = [Seat(s.kind, s.user_id, s.name) for s in self.seats]
            seats[seat] = Seat(HUMAN)
            nobody = all(s.user_id is None for s in seats if s.kind == HUMAN)
            status = CLOSED if nobody and self.live else None
            await self._write(op_table(self.id, seats=self._seats_json(seats), status=status))
            self.seats = seats
            self.away_since.pop(seat, None)
            for client in [c for c in self.clients if c.seat == seat]:
                self.clients.remove(client)
                client.close(reason("web_seat_left"))
            if status is not None:
                self._closed(reason("web_last_person_left"))
        self.broadcast()
        self._wake.set()
        return seat

    # the match ------------------------------------------------------------------------------
    def _start_session(self, seed: int, match_id: int, names: list[str], dealer: int) -> None:
        """The in-memory side of a ``start`` event (also replayed by :meth:`restore`)."""
        self.session = MatchSession(self.game, seed=seed, names=names, first_dealer=dealer)
        self.match_id = match_id
        self.status = PLAYING
        self.agents = {}
        for i, s in enumerate(self.seats):
            if s.kind not in (HUMAN, DUMMY):  # a bot plays its dummy too (12.2): see _agent_for
                self.agents[i] = make_agent(s.kind, self.game)

    async def _maybe_start(self) -> None:
        """Deal the first hand once every human seat is taken (under the lock)."""
        if self.session is not None or not self.live or any(s.kind == HUMAN and s.user_id is None for s in self.seats):
            return
        seats = [Seat(s.kind, s.user_id, s.name) for s in self.seats]
        for i, s in enumerate(seats):
            if s.kind not in (HUMAN, DUMMY) and not s.name:
                s.name = computer_name(s.kind, i)
            if s.kind == DUMMY:
                s.name = DUMMY  # its player may change from hand to hand: the state names it per hand
        names = [s.name or s.kind for s in seats]
        seed = self.rng.getrandbits(63)
        dealer = draw_first_dealer(seed, self.game.num_seats, first_dealers(self.game))  # drawn by lot
        players = {i: s.user_id for i, s in enumerate(seats) if s.kind == HUMAN and s.user_id is not None}
        op = op_start_match(
            self.id,
            self.seq + 1,
            game=self.game.name,
            options=self.game.options_json(),
            names=names,
            seed=seed,
            seats=self._seats_json(seats),
            players=players,
            dealer=dealer,
        )
        [match_id] = await self._write(op)
        self.seq += 1
        self.seats = seats
        self._start_session(seed, match_id, names, dealer)
        if self.session is not None and self.session.hand_finished:  # the first deal may end its hand at once
            await self._hand_finished()
        self._wake.set()

    async def _write(self, *ops: Any) -> list[Any]:
        """Commit ``ops``; a write the database did not take is refused (:class:`Refused`, ``web_not_saved``)."""
        try:
            return await self.journal.write(*ops)
        except JournalError:
            self.stats.errors += 1
            raise Refused("web_not_saved", 503) from None

    def start_bots(self) -> None:
        """Start the table's bot/next-hand loop on the running event loop."""
        if self._task is None and self.live:
            self._task = asyncio.get_running_loop().create_task(self._loop())

    async def close(self) -> None:
        """Stop the table's loop (the server is stopping, or the table closed)."""
        if self._task is not None and self._task is not asyncio.current_task():
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._task
        self._task = None

    async def shut(self, reason: str) -> None:
        """Close the table for good (nobody came for too long): stored as closed, clients told why."""
        async with self.lock:
            if not self.live:
                return
            await self._write(op_table(self.id, status=CLOSED))
            self._closed(reason)
        await self.close()

    def _closed(self, reason: str) -> None:
        self.status = CLOSED
        for client in list(self.clients):
            client.close(reason)
        self.clients = []
        if self._task is not None and self._task is not asyncio.current_task():
            self._task.cancel()
            self._task = None

    def _resolve(self, seat: int, raw: Mapping[str, Any]) -> Action | str:
        """The action a client of ``seat`` asks for, or why it is refused."""
        assert self.session is not None
        state = self.session.state
        mine = self.controlled(seat)
        # without a seat, the action is for the seat's dummy when the dummy is to act (12.2)
        claimed = raw.get("seat", state.to_act if state.to_act in mine else seat)
        if not isinstance(claimed, int) or isinstance(claimed, bool) or claimed not in mine:
            # counted as the page counts ("Seat 2" is index 1), beside the indexes the request used
            claimed_number = claimed + 1 if isinstance(claimed, int) and not isinstance(claimed, bool) else claimed
            return reason("web_not_your_seat", **seat_params(seat), claimed=claimed, claimed_number=claimed_number)
        wanted = {**raw, "seat": claimed}
        # a listed legal action is taken as listed (some, like an empty declare, have no record form
        # the game's reader accepts); anything else goes through the game's reader and its check
        for listed in state.legal_actions():
            if listed.seat == claimed and protocol.action_json(listed) == wanted:
                return listed
        bad = protocol.bad_card_code(wanted)
        if bad is not None:
            return reason("web_not_a_card", card=bad)
        try:
            return self.game.parse_action(wanted, "$.action")
        except IllegalActionError as exc:
            return gameinfo.refusal_of(exc)
        except TarocchiError as exc:
            return reason("web_malformed_action", reason=str(getattr(exc, "reason", exc)))

    async def submit(self, seat: int | None, raw: Mapping[str, Any], version: Any = None) -> str | None:
        """Apply a client's action for ``seat``; returns the refusal reason, or ``None`` when applied.

        ``version``, when given, is the state the client chose on: an action chosen on an older state
        (a double click, or another seat acting first in an optional window) is refused as stale.
        """
        async with self.lock:
            if version is not None and version != self.version:
                return STALE
            if seat is None:
                return reason("web_spectator_cannot_act")
            if self.status == CLOSED:
                return reason("web_table_closed")
            if self.session is None:
                return reason("web_not_started")
            if self.session.hand_finished:
                return reason("web_hand_over")
            action = self._resolve(seat, raw)
            if isinstance(action, str):
                return action
            self.last_seen = time.monotonic()
            return await self._commit(action)

    async def _commit(self, action: Action) -> str | None:
        """Check, store, apply and broadcast an action (under the lock): stored before anyone is told."""
        assert self.session is not None
        started = time.perf_counter()
        try:
            self.session.state.check_live(action)  # as a seat sends it: nothing hidden from it shows through
        except IllegalActionError as exc:
            return gameinfo.refusal_of(exc)  # the reason, with its code and parameters for translation
        except TarocchiError as exc:
            return str(exc)
        try:
            await self._write(op_event(self.id, self.seq + 1, "act", action_data(action)))
        except Refused as exc:
            return exc.as_reason()
        self.seq += 1
        self.session.apply(action)
        self.version += 1
        if self.session.hand_finished:
            await self._hand_finished()
        self.broadcast()
        self.stats.action_times.append(time.perf_counter() - started)
        self._wake.set()
        return None

    def _finish_ops(self, number: int) -> list[Any]:
        assert self.session is not None and self.match_id is not None
        session = self.session
        record = self.finished_record() or {}
        result = protocol.jsonable(session.results[number].to_json())
        finished = session.is_over and session.hand_finished and number == len(session.results) - 1
        ops = [
            op_finish_hand(
                self.match_id,
                number,
                record["hands"][number],
                result,
                record,
                protocol.jsonable(session.totals()),
                finished,
            )
        ]
        if finished:
            ops.append(op_table(self.id, status=FINISHED))
        return ops

    async def _hand_finished(self) -> None:
        assert self.session is not None
        session = self.session
        number = len(session.results) - 1
        try:
            await self._write(*self._finish_ops(number))
        except TarocchiError:  # the action is stored; restore() writes the hand again
            log.error("could not store hand %s of table %s", number, self.id)
        self.ready = set()
        if session.is_over:
            self.status = FINISHED
        message = {
            "type": "hand_over",
            "hand": number,
            "result": protocol.jsonable(session.results[-1].to_json()),
            "totals": protocol.jsonable(session.totals()),
            "match_over": session.is_over,
        }
        if session.is_over:
            message["winners"] = list(self.game.match_winners(session.results))
            message["drawn"] = self.game.match_drawn(session.results)
        for client in list(self.clients):
            client.send(message)

    async def set_ready(self, seat: int | None) -> str | None:
        """A person asks for the next hand; it is dealt when every person at the table has asked
        (a person away past the table's limit counts as having asked)."""
        async with self.lock:
            if seat is None:
                return reason("web_spectator_cannot_act")
            if self.session is None or not self.session.hand_finished:
                return reason("web_hand_not_over")
            if self.session.is_over:
                return reason("web_match_over")
            if self.status == CLOSED:
                return reason("web_table_closed")
            if seat not in self.ready:
                try:
                    await self._write(op_event(self.id, self.seq + 1, "ready", {"seat": seat}))
                except Refused as exc:
                    return exc.as_reason()
                self.seq += 1
                self.ready.add(seat)
            self.last_seen = time.monotonic()
            if self._all_ready():
                await self._next_hand()
                return None
        self.broadcast()
        return None

    async def let_pass(self, seat: int | None) -> str | None:
        """The person at ``seat`` lets the optional windows open to him (and his dummies) pass for the rest of
        the hand (the game's default applies: nothing announced, the card the game gives); the computer
        players, who wait for him there (:meth:`_waits_for_person`), play on."""
        async with self.lock:
            if seat is None:
                return reason("web_spectator_cannot_act")
            if self.session is None:
                return reason("web_not_started")
            if self.session.hand_finished:
                return reason("web_hand_over")
            state, hand = self.session.state, self.session.hand_index
            for s in range(len(self.seats)):
                if self.controller(s) == seat:
                    self._passed.update((hand, s, a.verb) for a in state.observation(s).legal if a.verb != "play")
            self.last_seen = time.monotonic()
        self._wake.set()
        return None

    def _waits_for_person(self, state: HandState, to_act: int) -> bool:
        """Whether a computer player to act at ``to_act`` waits: a person (present, not stood in for) has an
        optional window before it, an action the game lists for one of his seats while another seat is to act
        (an announcement before another player leads, a give between tricks), that he has neither used nor
        let pass."""
        hand = self.session.hand_index if self.session is not None else -1
        for s in range(len(self.seats)):
            if s == to_act or self._agent_for(s) is not None:
                continue
            for action in state.observation(s).legal:
                if (
                    action.verb != "play"
                    and action.seat != to_act
                    and (hand, action.seat, action.verb) not in self._passed
                ):
                    return True
        return False

    def _all_ready(self) -> bool:
        now = time.monotonic()
        return all(s in self.ready or self.is_away(s, now) for s in self.human_seats())

    async def _next_hand(self) -> None:
        """Deal the next hand (under the lock)."""
        assert self.session is not None
        await self._write(op_event(self.id, self.seq + 1, "next", {}))
        self.seq += 1
        self.session.next_hand()
        self.version += 1
        self.ready = set()
        if self.session.hand_finished:  # a deal may end the hand at once (a hand that annuls the deal)
            await self._hand_finished()
        self.broadcast()
        self._wake.set()

    def _bot_of(self, seat: int) -> Agent | None:
        """The bot deciding for ``seat``: its own, or for a dummy its controller's in this hand."""
        return self.agents.get(self.controller(seat) if self.seats[seat].kind == DUMMY else seat)

    def _agent_for(self, seat: int) -> Agent | None:
        """Who acts for ``seat`` now: its bot (a dummy's: its controller's), a stand-in for an away person,
        or nobody (a person acts)."""
        agent = self._bot_of(seat)
        if agent is not None:
            return agent
        if self.is_away(self.controller(seat)):
            if seat not in self.stand_ins:
                try:
                    self.stand_ins[seat] = make_agent(self.stand_in, self.game)
                except Exception:  # the stand-in does not know this game: any legal move beats a frozen table
                    self.stand_ins[seat] = make_agent("random", self.game)
            return self.stand_ins[seat]
        return None

    async def _loop(self) -> None:
        """Bots (and stand-ins) play at ``bot_delay`` seconds per action; the next hand is dealt once
        every person is ready or away. Sleeps until woken, or until a person's seat goes to a stand-in."""
        while self.live:
            self._wake.clear()
            try:
                wait = await self._play()
            except TarocchiError as exc:  # the database refused a write: try again shortly
                log.error("table %s: %s", self.id, exc)
                wait = 1.0
            except Exception:  # a bug must not silently stop the table for good
                log.exception("table %s: the bot loop failed", self.id)
                self.stats.errors += 1
                wait = 5.0
            if self._wake.is_set():
                continue
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), timeout=wait)

    async def _play(self) -> float | None:
        """Play every bot move due now; returns the seconds to wait (``None``: until woken)."""
        if self.session is None:
            async with self.lock:
                await self._maybe_start()
        while self.session is not None and self.live:
            state = self.session.state
            if self.session.hand_finished:
                if self.session.is_over or not self._all_ready():
                    return self._next_away_deadline()
                await asyncio.sleep(self.bot_delay)
                async with self.lock:
                    if self.session.state is state and self.session.hand_finished and self._all_ready():
                        await self._next_hand()
                continue
            seat = state.to_act
            if seat is None:
                return None
            agent = self._agent_for(seat)
            if agent is None:
                if not await self._offer_optional(state, seat):
                    return self._next_away_deadline()  # a person is to act
                continue
            if self._waits_for_person(state, seat):
                return self._next_away_deadline()  # a person's optional window comes first
            await asyncio.sleep(self.bot_delay)
            if self.session.state is not state or state.to_act != seat or self.session.hand_finished:
                continue
            version = self.version
            try:
                action = await self._think(agent, state, seat, optional=False)
            except Exception:
                log.exception("bot %s at table %s failed", self.seats[self.controller(seat)].kind, self.id)
                self.stats.errors += 1
                return None
            async with self.lock:
                if self.version != version or action is None or not self.live:
                    continue  # someone acted while the bot was thinking: think again
                refusal = await self._commit(action)
            if refusal is not None:
                self.stats.errors += 1
                log.error("bot at table %s seat %s refused: %s", self.id, seat, refusal)
                return None
        return None

    async def _think(self, agent: Agent, state: Any, seat: int, *, optional: bool) -> Any:
        """The bot's choice; slow agents (anything but ``random``) think in a worker thread."""
        obs = state.observation(seat)
        legal = list(obs.legal)  # what its seat's view offers (never an action withheld from it)
        choices = [c for c in state.card_choices() if c.seat == seat]
        if optional:
            if not legal and not choices:
                return None
            from tarocchi.agents.base import optional_action

            call: Any = functools.partial(optional_action, agent, obs, legal, self.rng, choices)
        else:
            call = functools.partial(agent.act, obs, legal, self.rng, choices)
        if getattr(agent, "name", "") == "random":
            return call()
        return await self.bots.run(call)

    async def _offer_optional(self, state: Any, to_act: int) -> bool:
        """While a person is to act, offer optional windows (a declaration, a give) to the bots, once per
        state of the table: a bot that let a window pass is asked again only after someone acts (a wake-up
        by a connection or a timer changes nothing it sees; a random bot asked at each one would end up
        taking the window, and a searching one would think again for nothing)."""
        if self._offered == self.version:
            return False
        self._offered = self.version
        for seat in range(len(self.seats)):
            agent = self._bot_of(seat)
            if agent is None or seat == to_act:
                continue
            version = self.version
            try:
                action = await self._think(agent, state, seat, optional=True)
            except Exception:
                log.exception("bot %s at table %s failed in an optional window", self.seats[seat].kind, self.id)
                continue
            if action is None:
                continue
            async with self.lock:
                if self.version == version and self.live and await self._commit(action) is None:
                    return True
        return False

    # restore ------------------------------------------------------------------------------------
    def replay(self, events: list[TableEvent]) -> None:
        """Bring the table to where its stored events left it (issue 15: same deal, history, seats)."""
        for event in events:
            data = event.data
            if event.kind == "start":
                # a match started before the first dealer was drawn (no "dealer") had seat 0 deal
                self._start_session(
                    int(data["seed"]), int(data["match"]), list(data["names"]), int(data.get("dealer", 0))
                )
            elif event.kind == "act":
                assert self.session is not None
                self.session.apply(action_from_data(data))
                self.version += 1
                if self.session.hand_finished:
                    self.ready = set()
            elif event.kind == "next":
                assert self.session is not None
                self.session.next_hand()
                self.version += 1
                self.ready = set()
            elif event.kind == "ready":
                self.ready.add(int(data["seat"]))
            else:
                raise TarocchiError(f"unknown event kind {event.kind!r} at seq {event.seq}")
            self.seq = event.seq
        if self.session is not None and self.session.is_over and self.session.hand_finished:
            self.status = FINISHED
        now = time.monotonic()
        for seat in self.human_seats():  # people come back through the same seat tokens
            self.away_since[seat] = now

    def repair_ops(self) -> list[Any]:
        """Writes that make the stored hands match the events (a crash may fall between the two)."""
        if self.session is None or self.match_id is None:
            return []
        ops = [op for n in range(len(self.session.results)) for op in self._finish_ops(n)]
        if self.status == FINISHED:
            ops.append(op_table(self.id, status=FINISHED))
        return ops

    # messages ---------------------------------------------------------------------------------
    def state_message(self, seat: int | None) -> dict[str, Any]:
        """The ``state`` message for one seat (``None``: a spectator), decoded (:meth:`state_text`)."""
        return protocol.Frame(self.state_text(seat)).data()

    def state_text(self, seat: int | None, shared: dict[str, Any] | None = None) -> str:
        """The ``state`` message for one seat (``None``: a spectator) as JSON text. ``shared`` is
        :meth:`_shared_parts` of the current state, when a broadcast builds several seats' messages
        from one state: what they share is worked out and encoded once."""
        parts = shared if shared is not None else self._shared_parts()
        own: dict[str, Any] = {"type": "state", "table": self.id, "seat": seat}
        if self.session is None:
            return protocol.object_text(protocol.dumps(own), parts["text"])
        session = self.session
        state = session.state
        if seat is None:
            own["taker"] = protocol.taker_of(state.observation(0))  # public facts only (a call, info.taker)
            obs_text = protocol.dumps(protocol.public_view(state))
            own["taken"] = protocol.public_taken(state)
            own["legal"], own["choices"], own["parts"], own["worth"] = [], [], [], []
            legal_text = None
        else:
            # the seat's own observation covers its dummy exactly as the rules allow (12.2); the
            # dummy's decisions are listed under the dummy's seat number
            controllers: list[int] = parts["controllers"]
            mine = [s for s, c in enumerate(controllers) if c == seat]
            obs = state.observation(seat)
            memo = self._memos.get(seat)
            if memo is None:
                memo = self._memos[seat] = protocol.HistoryMemo()
            obs_text = protocol.observation_text(obs, memo)
            own["taker"] = protocol.taker_of(obs)
            sides = tuple(tuple(side) for side in self.game.known_sides(obs))
            taken = self._taken.get(seat)
            if taken is None:
                taken = self._taken[seat] = protocol.TakenMemo()
            own["taken"] = taken.taken(self.game, obs, sides)  # issue 7: from the seat's observation only
            # what each of the seat's own views offers (a game may withhold an action from a seat's view:
            # one whose legality would tell it something hidden), never the engine's whole list
            offered = (
                []
                if session.hand_finished
                else [a for s in mine for a in (obs if s == seat else state.observation(s)).legal]
            )
            legal_text = protocol.list_text(protocol.action_text(a) for a in offered)
            # the listed declarations the seat may also show only part of (a smaller showing the game accepts)
            own["parts"] = [i for i, a in enumerate(offered) if a.verb == "declare" and self.game.may_show_part(a)]
            # what each listed declaration scores, shown beside it (the game's own value, before any doubling)
            own["worth"] = [
                [i, points] for i, a in enumerate(offered) if (points := self.game.declaration_points(a)) is not None
            ]
            own["choices"] = [protocol.choice_json(c) for c in parts["choices"] if c.seat in mine]
            own["sides"] = [list(side) for side in sides]
        if session.hand_finished:
            result = session.results[-1]
            # issue 16.6: once the hand is over the points beside each seat are the result's
            for side in own["taken"]:
                points = result.points[side["seats"][0]] if side["seats"] else None
                if points is not None:
                    side["points"] = protocol.jsonable(points)
        text = protocol.object_text(protocol.dumps(own), parts["text"])
        return text[:-1] + (',"legal":' + legal_text if legal_text is not None else "") + ',"obs":' + obs_text + "}"

    def _shared_parts(self) -> dict[str, Any]:
        """What every seat's ``state`` message shares, worked out once per broadcast: the seats, the
        score sheet and the finished hand's result (encoded, under ``text``), each seat's controller,
        the card choices of all seats (each message keeps its own; its legal actions come from its views)."""
        now = time.monotonic()
        connected = {c.seat for c in self.clients}
        controllers = [self.controller(i) for i in range(len(self.seats))]
        settled = [self.controller_settled(i) for i in range(len(self.seats))]
        shared: dict[str, Any] = {
            "game": self.game.name,
            "options": self._options_json(),
            "seats": [
                {
                    "name": s.name or s.kind,
                    "kind": s.kind,
                    "taken": s.kind != HUMAN or s.user_id is not None,
                    "connected": controllers[i] in connected,
                    "controller": controllers[i],
                    "settled": settled[i],
                    "stand_in": self.is_away(i, now),
                }
                for i, s in enumerate(self.seats)
            ],
            "started": self.session is not None,
            "status": self.status,
            "version": self.version,
        }
        out: dict[str, Any] = {"controllers": controllers}
        if self.session is not None:
            session = self.session
            state = session.state
            shared.update(
                {
                    "hand_number": session.hand_index,
                    "scores": [protocol.jsonable(list(r.scores)) for r in session.results],
                    "totals": protocol.jsonable(session.totals()),
                    "match_over": session.is_over and session.hand_finished,
                    "hand_over": session.hand_finished,
                    "ready": sorted(self.ready),
                }
            )
            if session.hand_finished:
                out["choices"] = []
                shared["result"] = protocol.jsonable(session.results[-1].to_json())
                shared["explain"] = self.explanation()
                if session.is_over:
                    shared["winners"] = list(self.game.match_winners(session.results))
                    shared["drawn"] = self.game.match_drawn(session.results)
            else:
                self._explained = None
                out["choices"] = state.card_choices()
        out["text"] = protocol.dumps(shared)
        return out

    _explained: tuple[int, dict[str, Any]] | None = None
    _options: dict[str, Any] | None = None

    def _options_json(self) -> dict[str, Any]:
        """The game's options in record form, worked out once (they never change at a table)."""
        if self._options is None:
            self._options = self.game.options_json()
        return self._options

    def explanation(self) -> dict[str, Any]:
        """The finished hand's explanation lines (``{"lines", "texts"}``), worked out once per hand."""
        assert self.session is not None
        number = len(self.session.results) - 1
        if self._explained is None or self._explained[0] != number:
            self._explained = (number, gameinfo.explanation(self.game, self.session.results[-1]))
        return self._explained[1]

    def broadcast(self) -> None:
        """Send each client its seat's ``state`` (built and encoded once per seat)."""
        if not self.clients:
            return
        shared = self._shared_parts()
        cache: dict[int | None, protocol.Frame] = {}
        for client in list(self.clients):
            frame = cache.get(client.seat)
            if frame is None:
                frame = cache[client.seat] = protocol.Frame(self.state_text(client.seat, shared))
            client.send(frame)

    def connect(self, client: Client) -> None:
        """A new connection gets the table's ``state``. The others are sent it again only when a seat's
        presence changed (its holder's first connection: the seats' ``connected`` and ``stand_in``, all
        the page shows of who is there); a spectator, or a second tab of a seat, changes nothing they see,
        so reconnecting again and again cannot flood the table (a security audit: a spectator's
        reconnects made every client at the table rebuild and read the whole state each time)."""
        arrives = client.seat is not None and not self.is_connected(client.seat)
        self.clients.append(client)
        self.last_seen = time.monotonic()
        if arrives:
            self.broadcast()
            self._wake.set()  # a returning person takes their seat back from the stand-in
        else:
            client.send(protocol.Frame(self.state_text(client.seat)))

    def disconnect(self, client: Client) -> None:
        """A connection ends: the others are told only when its seat has no connection left (the seat
        shows as away; the loop times the stand-in's turn), never when a spectator leaves."""
        if client in self.clients:
            self.clients.remove(client)
            now = time.monotonic()
            self.last_seen = now
            if client.seat is not None and not self.is_connected(client.seat):
                self.away_since[client.seat] = now
                self.broadcast()
                self._wake.set()  # the loop times the stand-in's turn

    def spectators(self) -> int:
        return sum(1 for c in self.clients if c.seat is None)

    def finished_record(self) -> dict[str, Any] | None:
        """The ``tarocchi-record/1`` of the finished hands (never the hand in progress)."""
        if self.session is None:
            return None
        record = self.session.record.to_json()
        record["hands"] = record["hands"][: len(self.session.results)]
        return record


class TableManager:
    """The tables of a server: the live ones in memory, finished ones loaded when asked for."""

    def __init__(
        self,
        storage: Storage,
        *,
        bot_delay: float,
        games: Mapping[str, Callable[[Mapping[str, Any]], Game]],
        journal: Journal | None = None,
        limits: Limits | None = None,
        away_seconds: float = 60.0,
        idle_seconds: float = 1800.0,
        unwatched_seconds: float = 120.0,
        stand_in: str | None = None,
        bot_threads: int | None = None,
    ) -> None:
        self.storage = storage
        self.unwatched_seconds = unwatched_seconds
        """A live table of computer players only (nobody seated) closes once nobody has watched it this long."""
        self.bots = BotPool(bot_threads)
        self.journal = journal or Journal(storage)
        self.bot_delay = bot_delay
        self.games = games
        self.limits = limits or Limits()
        self.away_seconds = away_seconds
        self.idle_seconds = idle_seconds
        known = agent_names()
        self.stand_in = stand_in or ("heuristic" if "heuristic" in known else "random")
        self.tables: dict[str, Table] = {}
        self.stats = Stats()
        self.sockets: Counter[str] = Counter()
        self.addresses: Counter[str] = Counter()
        """The WebSockets open per client address (:attr:`Limits.sockets_per_address`)."""
        self.opens = Buckets(self.limits.socket_opens_per_second, self.limits.socket_opens_burst)
        """The WebSockets opened to each table per client address and per user (:meth:`admit`)."""
        self._reaper: asyncio.Task[None] | None = None

    # creation and restore -------------------------------------------------------------------
    def _table(
        self,
        table_id: str,
        game: Game,
        seats: list[Seat],
        owner: int | None,
        *,
        public: bool,
        away_seconds: float,
        seed: int | None = None,
    ) -> Table:
        return Table(
            table_id,
            game,
            seats,
            storage=self.storage,
            journal=self.journal,
            bot_delay=self.bot_delay,
            owner=owner,
            public=public,
            away_seconds=away_seconds,
            stand_in=self.stand_in,
            seed=seed,
            stats=self.stats,
            bots=self.bots,
        )

    async def create(
        self,
        game_name: str,
        options: Mapping[str, Any],
        seat_kinds: list[str],
        owner: int | None,
        *,
        public: bool = False,
        away_seconds: float | None = None,
        seed: int | None = None,
        address: str | None = None,
    ) -> Table:
        """A new table, stored before it is announced. Raises :class:`LimitError` over the limits, and
        :class:`~tarocchi.web.refusals.Refused` for a seat kind the lobby does not offer.
        ``address`` is the client's network address (counted by :attr:`Limits.tables_per_address`)."""
        self._check_limits(owner, address)
        factory = self.games.get(game_name)
        if factory is None:
            raise Refused("web_unknown_game", game=repr(game_name), known=", ".join(self.games))
        game = factory(options)
        seats_live = live_seats(game)
        if len(seat_kinds) != len(seats_live):
            raise Refused("web_seat_count", game=game_name, seats=len(seats_live), given=len(seat_kinds))
        seat_kinds = [gameinfo.seat_kind(kind) for kind in seat_kinds]  # only the offered computer players
        table_id = secrets.token_urlsafe(9)
        kinds = dict(zip(seats_live, seat_kinds, strict=True))
        seats = [Seat(kinds.get(s, DUMMY)) for s in range(game.num_seats)]
        away = self.away_seconds if away_seconds is None else away_seconds
        table = self._table(table_id, game, seats, owner, public=public, away_seconds=away, seed=seed)
        table.address = address
        settings = {"away_seconds": away, "seed": table.seed}
        try:
            await self.journal.write(
                op_add_table(
                    table_id,
                    game_name,
                    game.options_json(),
                    [s.to_json() for s in seats],
                    owner,
                    public=public,
                    settings=settings,
                )
            )
        except JournalError:
            raise Refused("web_not_saved", 503) from None
        self.tables[table_id] = table
        table.start_bots()
        async with table.lock:
            await table._maybe_start()
        return table

    def _check_limits(self, owner: int | None, address: str | None) -> None:
        """Raise :class:`LimitError` when a new table would pass the server's, the user's or the client
        address's limit of open tables (issue 15 §2; a client may mint guests, not addresses)."""
        live = [t for t in self.tables.values() if t.live]
        limits = self.limits
        if len(live) >= limits.tables:
            raise LimitError("web_server_tables_full", 503, limit=limits.tables)
        if owner is not None and sum(1 for t in live if t.owner == owner) >= limits.tables_per_user:
            raise LimitError("web_user_tables_full", limit=limits.tables_per_user)
        if address is not None and sum(1 for t in live if t.address == address) >= limits.tables_per_address:
            raise LimitError("web_address_tables_full", limit=limits.tables_per_address)

    def _rebuild(self, row: TableRow) -> Table:
        """A table from its row and events (raises if the stored table no longer makes sense here)."""
        factory = self.games.get(row.game)
        if factory is None:
            raise TarocchiError(f"game {row.game!r} is not available on this server")
        game = factory(row.options)
        settings = row.settings or {}
        seed = settings.get("seed")
        table = self._table(
            row.id,
            game,
            [_offered_seat(row.id, game, Seat.from_json(x)) for x in row.seats],
            row.owner_id,
            public=bool(row.public),
            away_seconds=float(settings.get("away_seconds", self.away_seconds)),
            seed=int(seed) if isinstance(seed, int) else None,
        )
        table.replay(self.storage.events(row.id))  # the status follows the events: open, playing, finished
        if row.status == CLOSED:
            table.status = CLOSED
        return table

    def restore(self) -> int:
        """Bring back every table that was waiting or playing when the server stopped; returns how many.

        A table whose events no longer replay (a game changed under it) is logged and left in the
        database untouched rather than lost.
        """
        restored = 0
        repairs: list[Any] = []
        for row in self.storage.live_tables():
            if row.id in self.tables:
                continue
            try:
                table = self._rebuild(row)
            except Exception:
                log.exception("table %s could not be restored; it stays in the database as it was", row.id)
                continue
            self.tables[row.id] = table
            repairs += table.repair_ops()
            restored += 1
        if repairs:
            try:
                self.storage.run(repairs)
            except Exception:
                log.exception("could not rewrite the stored hands of the restored tables")
        return restored

    def start(self) -> None:
        """Start the restored tables' loops and the idle reaper (on the running event loop)."""
        for table in self.tables.values():
            table.start_bots()
        if self._reaper is None:
            self._reaper = asyncio.get_running_loop().create_task(self._reap())

    def get(self, table_id: str) -> Table | None:
        """A table in memory (the live ones, and finished ones recently asked for)."""
        return self.tables.get(table_id)

    def load(self, table_id: str) -> Table | None:
        """A table, loading a finished one from the database so its page shows the final score sheet."""
        table = self.tables.get(table_id)
        if table is not None and table.status == CLOSED:  # left by its last person: gone from memory too
            self.tables.pop(table_id, None)
            return None
        if table is not None or len(table_id) > 32:
            return table
        row = self.storage.table(table_id)
        if row is None or row.status != FINISHED:
            return None
        try:
            table = self._rebuild(row)
        except Exception:
            log.exception("finished table %s could not be loaded", table_id)
            return None
        self.tables[table_id] = table
        return table

    def status_of(self, table_id: str) -> str | None:
        """The stored status of a table that is not in memory (``closed``), or ``None`` if unknown."""
        if len(table_id) > 32:
            return None
        row = self.storage.table(table_id)
        return row.status if row is not None else None

    # idle tables ----------------------------------------------------------------------------------
    async def reap(self, now: float | None = None) -> list[str]:
        """Close live tables nobody has connected to for ``idle_seconds`` (tables of computer players
        only: ``unwatched_seconds``); forget idle finished ones."""
        now = time.monotonic() if now is None else now
        gone = []
        for table in list(self.tables.values()):
            idle = self.unwatched_seconds if table.live and table.nobody_seated() else self.idle_seconds
            if table.clients or now - table.last_seen < idle:
                continue
            if table.live:
                minutes = max(1, round(idle / 60))
                try:
                    await table.shut(reason("web_idle_closed", minutes=minutes))
                except TarocchiError as exc:
                    log.error("could not close idle table %s: %s", table.id, exc)
                    continue
            else:
                await table.close()
            self.tables.pop(table.id, None)
            gone.append(table.id)
        return gone

    async def _reap(self) -> None:
        interval = max(0.05, min(30.0, self.idle_seconds / 4))
        while True:
            await asyncio.sleep(interval)
            try:
                await self.reap()
            except Exception:
                log.exception("the idle-table reaper failed")

    # sockets ------------------------------------------------------------------------------------
    def admit(self, key: str, table: Table, seat: int | None, address: str | None = None) -> Reason | None:
        """Count a new WebSocket of ``key`` (a user or an address) from the client ``address``; returns the
        refusal, if over a limit."""
        if sum(self.sockets.values()) >= self.limits.sockets:
            return reason("web_server_full")
        if self.sockets[key] >= self.limits.sockets_per_user:
            return reason("web_too_many_sockets", limit=self.limits.sockets_per_user)
        if address is not None and self.addresses[address] >= self.limits.sockets_per_address:
            return reason("web_too_many_sockets", limit=self.limits.sockets_per_address)
        if seat is None and table.spectators() >= self.limits.spectators_per_table:
            return reason("web_too_many_spectators", limit=self.limits.spectators_per_table)
        too_fast = self._opening_too_fast(table, key, address if seat is None else None)
        if too_fast is not None:
            return too_fast
        self.sockets[key] += 1
        if address is not None:
            self.addresses[address] += 1
        return None

    def _opening_too_fast(self, table: Table, key: str, address: str | None) -> Reason | None:
        """The refusal of a socket opened to ``table`` faster than :attr:`Limits.socket_opens_burst` and
        :attr:`Limits.socket_opens_per_second` allow, counted per ``key`` (a user, wherever they connect
        from) and per client ``address`` (``None`` for a seat's holder: a spectator flooding from the same
        network, guests minted or not, never keeps a player from their seat, and seats cannot be minted);
        ``None`` takes one opening from each. Only sockets the other limits admit are counted: a refused
        one costs the table nothing."""
        keys = {f"{table.id} {key}"} | ({f"{table.id} ip:{address}"} if address is not None else set())
        wait = max(self.opens.wait(k) for k in keys)
        if wait > 0:
            return reason("web_reconnecting_too_fast", seconds=max(1, math.ceil(wait)))
        for k in keys:
            self.opens.allow(k)
        return None

    def release(self, key: str, address: str | None = None) -> None:
        """Let go of a WebSocket counted by :meth:`admit` (the same ``key`` and ``address``)."""
        for counter, name in ((self.sockets, key), (self.addresses, address)):
            if name is None:
                continue
            counter[name] -= 1
            if counter[name] <= 0:
                del counter[name]

    async def close(self) -> None:
        if self._reaper is not None:
            self._reaper.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._reaper
            self._reaper = None
        for table in self.tables.values():
            await table.close()
        self.bots.shutdown()
