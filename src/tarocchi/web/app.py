"""The FastAPI application: lobby and account API, WebSocket tables, the static front end, card SVGs.

``create_app(WebConfig(...))`` builds an app around one :class:`~tarocchi.storage.Storage`; the
``tarocchi serve`` command runs it with uvicorn.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
from collections.abc import AsyncIterator, Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from fastapi import FastAPI, HTTPException, Request, Response, WebSocket, WebSocketDisconnect
from fastapi.responses import FileResponse, JSONResponse
from fastapi.staticfiles import StaticFiles

from tarocchi.engine.game import Game
from tarocchi.errors import TarocchiError
from tarocchi.storage import Storage
from tarocchi.web import gameinfo, protocol, review, strings, svg
from tarocchi.web.auth import COOKIE, COOKIE_MAX_AGE, Signer, hash_password, needs_rehash, verify_password
from tarocchi.web.tables import HUMAN, STALE, Table, TableManager

STATIC = Path(__file__).with_name("static")
MAX_BODY_BYTES = 1_000_000
NAME_MAX = 24


def available_games() -> dict[str, Callable[[Mapping[str, Any]], Game]]:
    """The registered games whose package is present in this installation."""
    from tarocchi.games import game_class, game_names

    out: dict[str, Callable[[Mapping[str, Any]], Game]] = {}
    for name in game_names():
        try:
            cls = game_class(name)
        except (ImportError, AttributeError, TarocchiError):
            continue
        out[name] = cls.from_options
    return out


@dataclass
class WebConfig:
    """Server settings. ``bot_delay`` is the seconds a bot waits before acting (0 in tests)."""

    db_url: str | None = None
    bot_delay: float = 1.0
    allowed_origins: tuple[str, ...] = ()
    games: Mapping[str, Callable[[Mapping[str, Any]], Game]] | None = None
    rate_per_second: float = 10.0
    rate_burst: float = 30.0
    secure_cookies: bool = False
    expose_stats: bool = False
    extra: dict[str, Any] = field(default_factory=dict)


class RateLimiter:
    """A token bucket per connection."""

    def __init__(self, rate: float, burst: float) -> None:
        self.rate, self.burst = rate, burst
        self.tokens = burst
        self.stamp = time.monotonic()

    def allow(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        return False


class WsClient:
    """A WebSocket client of a table: messages go through a queue to a writer task."""

    MAX_QUEUE = 500

    def __init__(self, ws: WebSocket, seat: int | None) -> None:
        self.ws = ws
        self.seat = seat
        self.queue: asyncio.Queue[dict[str, Any] | None] = asyncio.Queue()
        self.writer = asyncio.get_running_loop().create_task(self._write())

    def send(self, message: dict[str, Any]) -> None:
        if self.queue.qsize() > self.MAX_QUEUE:  # a client that stopped reading is dropped
            self.queue.put_nowait(None)
            return
        self.queue.put_nowait(message)

    async def _write(self) -> None:
        while True:
            message = await self.queue.get()
            if message is None:
                with contextlib.suppress(Exception):
                    await self.ws.close(code=1008, reason="too slow")
                return
            try:
                await self.ws.send_text(json.dumps(message, separators=(",", ":")))
            except Exception:
                return

    async def stop(self) -> None:
        self.writer.cancel()
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await self.writer


def _origin_allowed(origin: str | None, host: str | None, allowed: tuple[str, ...]) -> bool:
    if origin is None:  # not a browser: Origin is what protects browsers' cookies and pages
        return True
    if origin in allowed:
        return True
    netloc = urlsplit(origin).netloc
    return bool(host) and netloc == host


def create_app(config: WebConfig | None = None) -> FastAPI:
    """The web application."""
    config = config or WebConfig()
    storage = Storage(config.db_url)
    signer = Signer(storage.secret())
    games = dict(config.games) if config.games is not None else available_games()
    manager = TableManager(storage, bot_delay=config.bot_delay, games=games)

    @contextlib.asynccontextmanager
    async def lifespan(_app: FastAPI) -> AsyncIterator[None]:
        yield
        await manager.close()
        storage.close()

    app = FastAPI(title="tarocchi", lifespan=lifespan, docs_url=None, redoc_url=None)
    app.state.storage = storage
    app.state.manager = manager
    app.state.signer = signer
    app.state.config = config

    # helpers -------------------------------------------------------------------------------
    def current_user(request: Request) -> Any:
        user_id = signer.read_session(request.cookies.get(COOKIE))
        return storage.user(user_id) if user_id is not None else None

    def require_user(request: Request) -> Any:
        user = current_user(request)
        if user is None:
            raise HTTPException(401, strings.text("login_first", request))
        return user

    async def body(request: Request) -> dict[str, Any]:
        raw = await request.body()
        if len(raw) > MAX_BODY_BYTES:
            raise HTTPException(413, "request too large")
        try:
            data = json.loads(raw or b"{}")
        except ValueError:
            raise HTTPException(400, "malformed JSON") from None
        if not isinstance(data, dict):
            raise HTTPException(400, "a JSON object is expected")
        return data

    def login_response(user: Any) -> Response:
        response = JSONResponse({"id": user.id, "name": user.name, "guest": user.login is None})
        response.set_cookie(
            COOKIE,
            signer.session_cookie(user.id),
            max_age=COOKIE_MAX_AGE,
            httponly=True,
            samesite="lax",
            secure=config.secure_cookies,
        )
        return response

    def clean_name(value: Any, what: str = "name") -> str:
        if not isinstance(value, str) or not value.strip():
            raise HTTPException(400, f"a {what} is needed")
        value = " ".join(value.split())
        if len(value) > NAME_MAX:
            raise HTTPException(400, f"the {what} is longer than {NAME_MAX} characters")
        return value

    def table_summary(table: Table, user: Any) -> dict[str, Any]:
        seat = table.seat_of(user.id) if user is not None else None
        out: dict[str, Any] = {
            "id": table.id,
            "game": table.game.name,
            "options": table.game.options_json(),
            "seats": [
                {"kind": s.kind, "name": s.name, "taken": s.kind != HUMAN or s.user_id is not None} for s in table.seats
            ],
            "started": table.session is not None,
            "finished": table.finished,
            "free": sum(1 for s in table.seats if s.kind == HUMAN and s.user_id is None),
            "seat": seat,
        }
        if seat is not None:
            out["token"] = signer.seat_token(table.id, seat, user.id)
        return out

    # pages ---------------------------------------------------------------------------------------
    app.mount("/static", StaticFiles(directory=STATIC), name="static")

    @app.get("/", include_in_schema=False)
    @app.get("/t/{table_id}", include_in_schema=False)
    @app.get("/history", include_in_schema=False)
    @app.get("/replay", include_in_schema=False)
    @app.get("/review", include_in_schema=False)
    async def page(table_id: str | None = None) -> FileResponse:
        return FileResponse(STATIC / "index.html", headers={"Cache-Control": "no-cache"})

    @app.get("/cards/{game}/{code}.svg", include_in_schema=False)
    async def card_image(game: str, code: str, lang: str = "en") -> Response:
        cls = gameinfo.game_class_of(games[game]) if game in games else None
        if cls is None:
            raise HTTPException(404, "no such game")
        try:
            text = svg.card_svg(code, gameinfo.card_style(game, cls), game, lang)
        except (TarocchiError, KeyError, ValueError):
            raise HTTPException(404, "no such card") from None
        return Response(text, media_type="image/svg+xml", headers={"Cache-Control": "public, max-age=86400"})

    @app.get("/cards/back.svg", include_in_schema=False)
    async def card_back() -> Response:
        return Response(svg.back_svg(), media_type="image/svg+xml", headers={"Cache-Control": "public, max-age=86400"})

    # api: configuration and accounts ------------------------------------------------------------
    @app.get("/api/config")
    async def api_config() -> dict[str, Any]:
        from tarocchi.agents import agent_names

        return {
            "games": [gameinfo.describe(name, factory) for name, factory in games.items()],
            "agents": agent_names(),
            "levels": [{"key": key, "agent": agent} for key, agent in gameinfo.LEVELS],
            "langs": list(strings.LANGS),
        }

    @app.get("/api/strings/{lang}")
    async def api_strings(lang: str, game: str | None = None) -> dict[str, Any]:
        return strings.bundle(lang, games, game)

    @app.get("/api/stats", include_in_schema=False)
    async def api_stats() -> dict[str, Any]:
        """Server-side seconds per applied action (check, apply, store, build and queue every message);
        only when the server was started with ``expose_stats`` (the load benchmark)."""
        if not config.expose_stats:
            raise HTTPException(404, "not found")
        times = sorted(manager.stats.action_times)
        pick = (
            (lambda q: round(times[min(len(times) - 1, int(q * len(times)))] * 1000, 3)) if times else (lambda q: None)
        )
        return {
            "actions": len(times),
            "p50_ms": pick(0.5),
            "p95_ms": pick(0.95),
            "p99_ms": pick(0.99),
            "errors": manager.stats.errors,
        }

    @app.get("/api/me")
    async def api_me(request: Request) -> dict[str, Any]:
        user = current_user(request)
        if user is None:
            return {"user": None}
        return {"user": {"id": user.id, "name": user.name, "guest": user.login is None}}

    @app.post("/api/guest")
    async def api_guest(request: Request) -> Response:
        data = await body(request)
        user = storage.add_user(clean_name(data.get("name")))
        return login_response(user)

    @app.post("/api/register")
    async def api_register(request: Request) -> Response:
        data = await body(request)
        login = clean_name(data.get("login"), "login").lower()
        password = data.get("password")
        if not isinstance(password, str) or len(password) < 8 or len(password) > 256:
            raise HTTPException(400, strings.text("password_rules", request))
        if storage.user_by_login(login) is not None:
            raise HTTPException(409, strings.text("login_taken", request))
        name = clean_name(data.get("name") or login)
        user = storage.add_user(name, login=login, password_hash=await asyncio.to_thread(hash_password, password))
        return login_response(user)

    @app.post("/api/login")
    async def api_login(request: Request) -> Response:
        data = await body(request)
        login, password = data.get("login"), data.get("password")
        user = storage.user_by_login(login.strip().lower()) if isinstance(login, str) else None
        ok = (
            user is not None
            and user.password_hash is not None
            and isinstance(password, str)
            and await asyncio.to_thread(verify_password, user.password_hash, password)
        )
        if not ok:
            raise HTTPException(401, strings.text("bad_login", request))
        if needs_rehash(user.password_hash):
            storage.set_password_hash(user.id, hash_password(password))
        return login_response(user)

    @app.post("/api/logout")
    async def api_logout() -> Response:
        response = JSONResponse({"ok": True})
        response.delete_cookie(COOKIE)
        return response

    # api: tables ------------------------------------------------------------------------------------
    @app.get("/api/tables")
    async def api_tables(request: Request) -> dict[str, Any]:
        user = current_user(request)
        return {"tables": [table_summary(t, user) for t in manager.tables.values() if not t.finished]}

    @app.post("/api/tables")
    async def api_create_table(request: Request) -> dict[str, Any]:
        user = require_user(request)
        data = await body(request)
        game, options, seats = data.get("game"), data.get("options", {}), data.get("seats")
        if not isinstance(game, str) or not isinstance(options, dict):
            raise HTTPException(400, "game (a name) and options (an object) are needed")
        if not isinstance(seats, list) or not all(isinstance(s, str) for s in seats):
            raise HTTPException(400, 'seats must be a list such as ["human", "random", ...]')
        try:
            table = manager.create(game, options, seats, user.id)
            humans = table.human_seats()  # the live seats in order (a dummy's seat is never a person's)
            if humans:
                table.take_seat(humans[0], user.id, user.name)
        except TarocchiError as exc:
            raise HTTPException(400, str(exc)) from None
        return table_summary(table, user)

    def get_table(table_id: str) -> Table:
        table = manager.get(table_id)
        if table is None:
            raise HTTPException(404, "no such table")
        return table

    @app.get("/api/tables/{table_id}")
    async def api_table(table_id: str, request: Request) -> dict[str, Any]:
        return table_summary(get_table(table_id), current_user(request))

    @app.post("/api/tables/{table_id}/join")
    async def api_join(table_id: str, request: Request) -> dict[str, Any]:
        user = require_user(request)
        table = get_table(table_id)
        data = await body(request)
        seat = data.get("seat")
        if not isinstance(seat, int):
            free = [i for i, s in enumerate(table.seats) if s.kind == HUMAN and s.user_id is None]
            if not free:
                raise HTTPException(409, "no free seat at this table")
            seat = free[0]
        try:
            table.take_seat(seat, user.id, user.name)
        except TarocchiError as exc:
            raise HTTPException(409, str(exc)) from None
        return table_summary(table, user)

    @app.get("/api/tables/{table_id}/record")
    async def api_table_record(table_id: str) -> Response:
        record = get_table(table_id).finished_record()
        if record is None:
            raise HTTPException(404, "the match has not started")
        return _record_response(record, f"tarocchi-{table_id}.json")

    @app.get("/api/matches/{match_id}/record")
    async def api_match_record(match_id: int) -> Response:
        match = storage.match(match_id)
        if match is None or not match.record:
            raise HTTPException(404, "no such match")
        return _record_response(match.record, f"tarocchi-match-{match_id}.json")

    def _record_response(record: dict[str, Any], filename: str) -> Response:
        return Response(
            json.dumps(record, indent=1),
            media_type="application/json",
            headers={"Content-Disposition": f'attachment; filename="{filename}"'},
        )

    @app.post("/api/review")
    async def api_review(request: Request) -> dict[str, Any]:
        """A record (uploaded) replayed into the frames the review page steps through."""
        raw = await request.body()
        if len(raw) > MAX_BODY_BYTES:
            raise HTTPException(413, "record too large")
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            return {"ok": False, "error": "the file is not UTF-8 text"}
        return await asyncio.to_thread(review.review_text, text)

    @app.get("/api/matches/{match_id}/review")
    async def api_match_review(match_id: int, request: Request) -> dict[str, Any]:
        """A finished or stored match of the user's history, for the review page."""
        require_user(request)
        match = storage.match(match_id)
        if match is None or not match.record:
            raise HTTPException(404, "no such match")
        return await asyncio.to_thread(review.review_text, json.dumps(match.record))

    @app.get("/api/history")
    async def api_history(request: Request) -> dict[str, Any]:
        user = require_user(request)
        return {"user": user.name, "matches": storage.history(user.id)}

    @app.post("/api/replay")
    async def api_replay(request: Request) -> dict[str, Any]:
        from tarocchi.records.replay import error_line, replay_text

        raw = await request.body()
        if len(raw) > MAX_BODY_BYTES:
            raise HTTPException(413, "record too large")
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            return {"ok": False, "error": "the file is not UTF-8 text"}
        try:
            outcome: dict[str, Any] = {"ok": True, "replay": protocol.jsonable(replay_text(text).to_json())}
        except TarocchiError as exc:
            outcome = {"ok": False, "error": error_line(exc)}
        except Exception as exc:  # a game package that fails must not break the page
            outcome = {"ok": False, "error": f"cannot replay this record here ({type(exc).__name__})"}
        user = current_user(request)
        storage.add_uploaded_record(user.id if user else None, text, outcome)
        return outcome

    # websocket ------------------------------------------------------------------------------------
    @app.websocket("/ws/{table_id}")
    async def ws_table(ws: WebSocket, table_id: str, token: str | None = None) -> None:
        if not _origin_allowed(ws.headers.get("origin"), ws.headers.get("host"), config.allowed_origins):
            await ws.close(code=1008, reason="origin not allowed")
            return
        table = manager.get(table_id)
        if table is None:
            await ws.close(code=1008, reason="no such table")
            return
        seat: int | None = None
        if token:
            granted = signer.read_seat_token(token)
            if granted is None or granted[0] != table_id:
                await ws.close(code=1008, reason="invalid seat token")
                return
            _, seat, user_id = granted
            if not (0 <= seat < len(table.seats)) or table.seats[seat].user_id != user_id:
                await ws.close(code=1008, reason="the seat is no longer yours")
                return
        await ws.accept()
        client = WsClient(ws, seat)
        limiter = RateLimiter(config.rate_per_second, config.rate_burst)
        strikes = 0
        table.connect(client)
        try:
            while True:
                message = await ws.receive()
                if message["type"] == "websocket.disconnect":
                    break
                text = message.get("text")
                if text is None:
                    text = message.get("bytes") or b""
                if not limiter.allow():
                    strikes += 1
                    client.send({"type": "error", "reason": "too many messages: slow down"})
                    if strikes > 50:
                        await ws.close(code=1008, reason="rate limit")
                        break
                    continue
                try:
                    data = protocol.parse_client_message(text)
                except protocol.ProtocolError as exc:
                    client.send({"type": "error", "reason": exc.reason})
                    continue
                kind = data["type"]
                if kind == "ping":
                    client.send({"type": "pong"})
                    continue
                if kind == "ready":
                    refusal = table.set_ready(seat)
                else:
                    refusal = table.submit(seat, data["action"], data.get("version"))
                if refusal is not None:
                    coded = getattr(refusal, "code", None)  # a rule's reason code, for translation
                    client.send(
                        {
                            "type": "error",
                            "reason": str(refusal),
                            "action": data.get("action"),
                            "stale": refusal == STALE,
                            **({"code": coded, "params": getattr(refusal, "params", {})} if coded else {}),
                        }
                    )
        except WebSocketDisconnect:
            pass
        finally:
            table.disconnect(client)
            await client.stop()

    return app
