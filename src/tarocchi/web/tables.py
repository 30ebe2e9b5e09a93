"""Live tables: the server-side state of each table, its seats, connected clients and bots.

Everything runs on the server's event loop, one step at a time, so a table never sees two actions
at once. The server owns the :class:`~tarocchi.session.MatchSession`; clients only send actions in
record vocabulary, which the game checks (``HandState.check``) before anything changes. Each client
is sent only its own seat's observation; spectators the public view.

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
import random
import secrets
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from tarocchi.agents import Agent, make_agent
from tarocchi.engine.game import Game
from tarocchi.errors import IllegalActionError, TarocchiError
from tarocchi.session import MatchSession
from tarocchi.storage import Storage
from tarocchi.web import gameinfo, protocol

log = logging.getLogger("tarocchi.web")

HUMAN = "human"
DUMMY = "dummy"
"""The kind of a dummy's seat (DESIGN.md §4): played by its controller's seat."""
STALE = "the table moved on before your action arrived; choose again"


class Client(Protocol):
    """A connected browser (or test client): ``seat`` is ``None`` for a spectator."""

    seat: int | None

    def send(self, message: dict[str, Any]) -> None:
        """Queue a message for the client (never blocks)."""


def controller_of(game: Game, seat: int) -> int:
    """The live seat deciding for ``seat``: itself, or for a dummy its controller (12.2)."""
    controller = getattr(game, "controller", None)
    return int(controller(seat)) if controller is not None else seat


def live_seats(game: Game) -> list[int]:
    """The seats a person or a bot fills (every seat but the dummies)."""
    return [s for s in range(game.num_seats) if controller_of(game, s) == s]


@dataclass
class Seat:
    """One seat: a person (``kind == "human"``) or a bot (``kind`` is an agent name)."""

    kind: str
    user_id: int | None = None
    name: str = ""

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "user": self.user_id, "name": self.name}


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
        bot_delay: float,
        seed: int | None = None,
        stats: Stats | None = None,
    ) -> None:
        self.id = table_id
        self.game = game
        self.seats = seats
        self.storage = storage
        self.bot_delay = bot_delay
        self.seed = seed if seed is not None else secrets.randbits(63)
        self.rng = random.Random(self.seed)
        self.session: MatchSession | None = None
        self.match_id: int | None = None
        self.clients: list[Client] = []
        self.ready: set[int] = set()
        self.agents: dict[int, Agent] = {}
        self.stats = stats or Stats()
        self.version = 0
        """Bumped on every change of the game state; a client may send it with an action (stale check)."""
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self.finished = False

    # seats ---------------------------------------------------------------------------------
    def controller(self, seat: int) -> int:
        """The live seat deciding for ``seat`` (a dummy's controller; otherwise the seat itself)."""
        return controller_of(self.game, seat)

    def controlled(self, seat: int) -> list[int]:
        """The seats the live ``seat`` acts for: itself and its dummy, if any."""
        return [s for s in range(len(self.seats)) if self.controller(s) == seat]

    def human_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.kind == HUMAN]

    def seat_of(self, user_id: int) -> int | None:
        for i, s in enumerate(self.seats):
            if s.kind == HUMAN and s.user_id == user_id:
                return i
        return None

    def take_seat(self, seat: int, user_id: int, name: str) -> None:
        """Seat a person (one seat per person per table; a taken seat stays its holder's)."""
        if not 0 <= seat < len(self.seats):
            raise TarocchiError(f"no seat {seat} at this table")
        place = self.seats[seat]
        if place.kind == DUMMY:
            raise TarocchiError(f"seat {seat} is a dummy, played by seat {self.controller(seat)}")
        if place.kind != HUMAN:
            raise TarocchiError(f"seat {seat} is played by the computer")
        if place.user_id is not None and place.user_id != user_id:
            raise TarocchiError(f"seat {seat} is taken by {place.name}")
        current = self.seat_of(user_id)
        if current is not None and current != seat:
            raise TarocchiError(f"you already hold seat {current} at this table")
        place.user_id, place.name = user_id, name
        if self.match_id is not None:
            self.storage.set_match_player(self.match_id, seat, user_id)
        self.maybe_start()
        self.broadcast()

    # the match ------------------------------------------------------------------------------
    def maybe_start(self) -> None:
        """Deal the first hand once every human seat is taken."""
        if self.session is not None or any(s.kind == HUMAN and s.user_id is None for s in self.seats):
            return
        for i, s in enumerate(self.seats):
            if s.kind not in (HUMAN, DUMMY) and not s.name:
                s.name = f"{s.kind} {i}"
        for i, s in enumerate(self.seats):
            if s.kind == DUMMY:
                s.name = f"{self.seats[self.controller(i)].name} ({DUMMY})"
        names = [s.name or s.kind for s in self.seats]
        self.session = MatchSession(self.game, seed=self.rng.getrandbits(63), names=names)
        self.match_id = self.storage.add_match(self.id, self.game.name, self.game.options_json(), names)
        for i, s in enumerate(self.seats):
            if s.kind == HUMAN and s.user_id is not None:
                self.storage.set_match_player(self.match_id, i, s.user_id)
            elif s.kind != HUMAN:
                boss = self.seats[self.controller(i)]
                if boss.kind != HUMAN:  # a bot plays its dummy too (12.2)
                    self.agents[i] = make_agent(boss.kind, self.game)
        self._wake.set()

    def start_bots(self) -> None:
        """Start the table's bot/next-hand loop on the running event loop."""
        if self._task is None:
            self._task = asyncio.get_running_loop().create_task(self._loop())

    async def close(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._task
            self._task = None

    def submit(self, seat: int | None, raw: Mapping[str, Any], version: Any = None) -> str | None:
        """Apply a client's action for ``seat``; returns the refusal reason, or ``None`` when applied.

        ``version``, when given, is the state the client chose on: an action chosen on an older state
        (a double click, or another seat acting first in an optional window) is refused as stale.
        """
        if version is not None and version != self.version:
            return STALE
        if seat is None:
            return "spectators cannot act"
        if self.session is None:
            return "the match has not started: waiting for players"
        state = self.session.state
        if self.session.hand_finished:
            return "the hand is over"
        mine = self.controlled(seat)
        # without a seat, the action is for the seat's dummy when the dummy is to act (12.2)
        claimed = raw.get("seat", state.to_act if state.to_act in mine else seat)
        if not isinstance(claimed, int) or isinstance(claimed, bool) or claimed not in mine:
            return f"you hold seat {seat}; you cannot act for seat {claimed}"
        wanted = {**raw, "seat": claimed}
        # a listed legal action is taken as listed (some, like an empty declare, have no record form
        # the game's reader accepts); anything else goes through the game's reader and its check
        for listed in state.legal_actions():
            if listed.seat == claimed and protocol.action_json(listed) == wanted:
                return self._apply(listed)
        try:
            action = self.game.parse_action(wanted, "$.action")
        except TarocchiError as exc:
            return str(getattr(exc, "reason", exc))
        return self._apply(action)

    def _apply(self, action: Any) -> str | None:
        assert self.session is not None
        started = time.perf_counter()
        try:
            self.session.apply(action)
        except IllegalActionError as exc:
            return gameinfo.Refusal.of(exc)  # the reason, with its code and parameters for translation
        except TarocchiError as exc:
            return str(exc)
        self.version += 1
        if self.session.hand_finished:
            self._hand_finished()
        self.broadcast()
        self.stats.action_times.append(time.perf_counter() - started)
        self._wake.set()
        return None

    def _hand_finished(self) -> None:
        assert self.session is not None and self.match_id is not None
        session = self.session
        number = len(session.results) - 1
        record = session.record.to_json()
        result = session.results[-1].to_json()
        finished = session.is_over
        try:
            self.storage.finish_hand(
                self.match_id,
                number,
                record["hands"][number],
                protocol.jsonable(result),
                record,
                protocol.jsonable(session.totals()),
                finished,
            )
        except Exception:  # the game goes on even if the database hiccups; the record is kept in memory
            log.exception("could not store hand %s of table %s", number, self.id)
            self.stats.errors += 1
        self.ready = set()
        if finished:
            self.finished = True
            with contextlib.suppress(Exception):
                self.storage.update_table(self.id, status="finished")
        message = {
            "type": "hand_over",
            "hand": number,
            "result": protocol.jsonable(result),
            "totals": protocol.jsonable(session.totals()),
            "match_over": finished,
        }
        for client in list(self.clients):
            client.send(message)

    def set_ready(self, seat: int | None) -> str | None:
        """A person asks for the next hand; it is dealt when every person at the table has asked."""
        if seat is None:
            return "spectators cannot act"
        if self.session is None or not self.session.hand_finished:
            return "the hand is not over"
        if self.session.is_over:
            return "the match is over"
        self.ready.add(seat)
        if set(self.human_seats()) <= self.ready:
            self._next_hand()
        else:
            self.broadcast()
        return None

    def _next_hand(self) -> None:
        assert self.session is not None
        self.session.next_hand()
        self.version += 1
        self.ready = set()
        self.broadcast()
        self._wake.set()

    async def _loop(self) -> None:
        """Bots play at ``bot_delay`` seconds per action; bot-only tables go on to the next hand."""
        while True:
            await self._wake.wait()
            self._wake.clear()
            while self.session is not None:
                state = self.session.state
                if self.session.hand_finished:
                    if not self.human_seats() and not self.session.is_over:
                        await asyncio.sleep(self.bot_delay)
                        self._next_hand()
                        continue
                    break
                seat = state.to_act
                if seat is None:
                    break
                if seat not in self.agents:
                    if not await self._offer_optional(state, seat):
                        break  # a person is to act
                    continue
                await asyncio.sleep(self.bot_delay)
                if self.session.state is not state or state.to_act != seat or self.session.hand_finished:
                    continue
                version = self.version
                try:
                    action = await self._think(self.agents[seat], state, seat, optional=False)
                except Exception:
                    log.exception("bot %s at table %s failed", self.seats[seat].kind, self.id)
                    self.stats.errors += 1
                    break
                if self.version != version or action is None:
                    continue  # someone acted while the bot was thinking: think again
                refusal = self._apply(action)
                if refusal is not None:
                    self.stats.errors += 1
                    log.error("bot at table %s seat %s refused: %s", self.id, seat, refusal)
                    break

    async def _think(self, agent: Agent, state: Any, seat: int, *, optional: bool) -> Any:
        """The bot's choice; slow agents (anything but ``random``) think in a worker thread."""
        obs = state.observation(seat)
        legal = [a for a in state.legal_actions() if a.seat == seat]
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
        return await asyncio.to_thread(call)

    async def _offer_optional(self, state: Any, to_act: int) -> bool:
        """While a person is to act, offer optional windows (a declaration, a give) to the bots."""
        for seat, agent in self.agents.items():
            if seat == to_act:
                continue
            version = self.version
            try:
                action = await self._think(agent, state, seat, optional=True)
            except Exception:
                log.exception("bot %s at table %s failed in an optional window", self.seats[seat].kind, self.id)
                continue
            if action is not None and self.version == version and self._apply(action) is None:
                return True
        return False

    # messages ---------------------------------------------------------------------------------
    def state_message(self, seat: int | None) -> dict[str, Any]:
        """The ``state`` message for one seat (``None``: a spectator)."""
        msg: dict[str, Any] = {
            "type": "state",
            "table": self.id,
            "game": self.game.name,
            "options": self.game.options_json(),
            "seat": seat,
            "seats": [
                {
                    "name": s.name or s.kind,
                    "kind": s.kind,
                    "taken": s.kind != HUMAN or s.user_id is not None,
                    "connected": any(c.seat == self.controller(i) for c in self.clients),
                    "controller": self.controller(i),
                }
                for i, s in enumerate(self.seats)
            ],
            "started": self.session is not None,
            "version": self.version,
        }
        if self.session is None:
            return msg
        session = self.session
        state = session.state
        msg["hand_number"] = session.hand_index
        msg["scores"] = [protocol.jsonable(list(r.scores)) for r in session.results]
        msg["totals"] = protocol.jsonable(session.totals())
        msg["match_over"] = session.is_over and session.hand_finished
        msg["hand_over"] = session.hand_finished
        msg["ready"] = sorted(self.ready)
        if seat is None:
            msg["obs"] = protocol.public_view(state)
            msg["taken"] = protocol.public_taken(state)
            msg["legal"], msg["choices"] = [], []
        else:
            # the seat's own observation covers its dummy exactly as the rules allow (12.2); the
            # dummy's decisions are listed under the dummy's seat number
            mine = self.controlled(seat)
            obs = state.observation(seat)
            msg["obs"] = protocol.observation_json(obs)
            msg["taken"] = protocol.taken_json(self.game, obs)  # issue 7: from the seat's observation only
            msg["legal"] = [protocol.action_json(a) for a in state.legal_actions() if a.seat in mine]
            msg["choices"] = [protocol.choice_json(c) for c in state.card_choices() if c.seat in mine]
            msg["sides"] = [list(side) for side in self.game.known_sides(obs)]
        if session.hand_finished:
            result = session.results[-1]
            msg["result"] = protocol.jsonable(result.to_json())
            msg["explain"] = self.explanation()
            # issue 16.6: once the hand is over the points beside each seat are the result's
            for side in msg["taken"]:
                points = result.points[side["seats"][0]] if side["seats"] else None
                if points is not None:
                    side["points"] = protocol.jsonable(points)
        else:
            self._explained = None
        return msg

    _explained: tuple[int, dict[str, Any]] | None = None

    def explanation(self) -> dict[str, Any]:
        """The finished hand's explanation lines (``{"lines", "texts"}``), worked out once per hand."""
        assert self.session is not None
        number = len(self.session.results) - 1
        if self._explained is None or self._explained[0] != number:
            self._explained = (number, gameinfo.explanation(self.game, self.session.results[-1]))
        return self._explained[1]

    def broadcast(self) -> None:
        cache: dict[int | None, dict[str, Any]] = {}
        for client in list(self.clients):
            if client.seat not in cache:
                cache[client.seat] = self.state_message(client.seat)
            client.send(cache[client.seat])

    def connect(self, client: Client) -> None:
        self.clients.append(client)
        self.broadcast()

    def disconnect(self, client: Client) -> None:
        if client in self.clients:
            self.clients.remove(client)
            self.broadcast()

    def finished_record(self) -> dict[str, Any] | None:
        """The ``tarocchi-record/1`` of the finished hands (never the hand in progress)."""
        if self.session is None:
            return None
        record = self.session.record.to_json()
        record["hands"] = record["hands"][: len(self.session.results)]
        return record


class TableManager:
    """The live tables of a server."""

    def __init__(
        self,
        storage: Storage,
        *,
        bot_delay: float,
        games: Mapping[str, Callable[[Mapping[str, Any]], Game]],
    ) -> None:
        self.storage = storage
        self.bot_delay = bot_delay
        self.games = games
        self.tables: dict[str, Table] = {}
        self.stats = Stats()

    def create(
        self,
        game_name: str,
        options: Mapping[str, Any],
        seat_kinds: list[str],
        owner: int | None,
        *,
        seed: int | None = None,
    ) -> Table:
        factory = self.games.get(game_name)
        if factory is None:
            raise TarocchiError(f"unknown game {game_name!r} (available: {', '.join(self.games)})")
        game = factory(options)
        live = live_seats(game)
        if len(seat_kinds) != len(live):
            raise TarocchiError(f"{game_name} with these options has {len(live)} seats, not {len(seat_kinds)}")
        from tarocchi.agents import agent_names

        known = set(agent_names())
        for kind in seat_kinds:  # an agent name, with parameters after colons (``search:seconds=1``)
            if kind != HUMAN and kind.split(":")[0] not in known:
                raise TarocchiError(f"unknown seat kind {kind!r} (human or a bot: {', '.join(sorted(known))})")
        table_id = secrets.token_urlsafe(9)
        kinds = dict(zip(live, seat_kinds, strict=True))
        seats = [Seat(kinds.get(s, DUMMY)) for s in range(game.num_seats)]
        table = Table(
            table_id, game, seats, storage=self.storage, bot_delay=self.bot_delay, seed=seed, stats=self.stats
        )
        self.storage.add_table(table_id, game_name, game.options_json(), [s.to_json() for s in seats], owner)
        self.tables[table_id] = table
        with contextlib.suppress(RuntimeError):
            table.start_bots()
        table.maybe_start()
        return table

    def get(self, table_id: str) -> Table | None:
        return self.tables.get(table_id)

    async def close(self) -> None:
        for table in self.tables.values():
            await table.close()
