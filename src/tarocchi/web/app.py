"""The FastAPI application: lobby and account API, WebSocket tables, the static front end, card SVGs.

``create_app(WebConfig(...))`` builds an app around one :class:`~tarocchi.storage.Storage`; the
``tarocchi serve`` command runs it with uvicorn. On start-up the live tables of the database come back
(:meth:`TableManager.restore`); what keeps other sites and floods out is in :mod:`tarocchi.web.security`.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import json
import os
import time
import unicodedata
from collections.abc import AsyncIterator, Callable, Mapping, Sequence
from dataclasses import dataclass, field
from http import HTTPStatus
from pathlib import Path
from typing import Any, Literal, TypeVar

from fastapi import FastAPI, HTTPException, Request, Response, WebSocket, WebSocketDisconnect
from fastapi.exception_handlers import http_exception_handler
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, JSONResponse
from fastapi.staticfiles import StaticFiles
from pydantic import BaseModel, ConfigDict, Field, ValidationError
from starlette.exceptions import HTTPException as StarletteHTTPException

from tarocchi.agents.levels import worded_name
from tarocchi.engine.game import Game
from tarocchi.errors import OptionError, TarocchiError
from tarocchi.records.replay import replay_record
from tarocchi.records.sheet import sheet_csv, sheet_of, sheet_of_replay
from tarocchi.storage import LoginTaken, Storage, login_key
from tarocchi.storage.models import Match
from tarocchi.web import analysis, gameinfo, names, protocol, review, strings, svg
from tarocchi.web.auth import COOKIE, COOKIE_MAX_AGE, Signer, hash_password, needs_rehash, verify_password
from tarocchi.web.journal import Journal
from tarocchi.web.record_errors import OptionsRefused
from tarocchi.web.refusals import Refused, check_text, failed, in_language, number, reason
from tarocchi.web.replayer import MAX_RECORD_DEPTH, Replayer, ReplayTimeout
from tarocchi.web.security import Bucket, Buckets, Guard, Hosts, origin_refusal, read_body
from tarocchi.web.tables import CLOSED, HUMAN, STALE, Limits, Table, TableManager

STATIC = Path(__file__).with_name("static")
MAX_BODY_BYTES = 1_000_000
"""The largest request body (an uploaded record); anything longer is cut off while it is read."""
MAX_JSON_BYTES = 16_384
"""The largest body of the other API requests (a table's settings are a few hundred bytes)."""
MAX_JSON_DEPTH = 8
NAME_MAX = 24
LOGIN_KEY_MAX = 128
"""The longest login key (``users.login_key``): NFKC writes a few characters as many letters (U+FDFA)."""
LOGIN_FAILURES = (1 / 30, 10.0)
"""Failed sign-ins allowed per client address: one every 30 seconds, 10 in a burst. Past that a sign-in
is refused (429) before its password is checked, so guessing a password, or keeping the server's cores
busy hashing guesses, goes no faster than that."""
ACCOUNT_FAILURES = (1 / 10, 20.0)
"""Failed sign-ins allowed per login, from all addresses together: guessing from many addresses is held
too, and one address (held to :data:`LOGIN_FAILURES`) cannot keep an account's owner out."""
BLANK_LETTERS = frozenset("\u115f\u1160\u3164\uffa0\u2800")
"""Characters that are printable yet draw nothing (the Hangul fillers, the blank Braille pattern): a name of
them, with spaces and combining marks, would show as an empty seat."""
TRY_AGAIN_LATER = frozenset({"web_server_full", "web_reconnecting_too_fast"})
"""The socket refusals closed with 1013 (try again later: the page reconnects after a while), not 1008."""
ROUTE_REFUSALS = {404: "web_not_found", 405: "web_method_not_allowed"}
"""The framework's own refusals of a request no route serves, coded as the server's are."""


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


def _env(name: str, default: float) -> float:
    """A number from the environment (``tarocchi serve`` passes no flags for these), else ``default``."""
    raw = os.environ.get(name)
    if raw is None:
        return default
    try:
        return float(raw)
    except ValueError:
        raise TarocchiError(f"{name}={raw!r} is not a number") from None


def env_hosts(name: str = "TAROCCHI_WEB_ALLOWED_HOSTS") -> tuple[str, ...]:
    """Host names from the environment, separated by commas or spaces (``cards.example.org,cards.lan``)."""
    return tuple(h for h in os.environ.get(name, "").replace(",", " ").split() if h)


def _env_limits() -> Limits:
    base = Limits()
    return Limits(
        tables_per_user=int(_env("TAROCCHI_WEB_TABLES_PER_USER", base.tables_per_user)),
        tables_per_address=int(_env("TAROCCHI_WEB_TABLES_PER_ADDRESS", base.tables_per_address)),
        tables=int(_env("TAROCCHI_WEB_MAX_TABLES", base.tables)),
        sockets_per_user=int(_env("TAROCCHI_WEB_SOCKETS_PER_USER", base.sockets_per_user)),
        sockets_per_address=int(_env("TAROCCHI_WEB_SOCKETS_PER_ADDRESS", base.sockets_per_address)),
        sockets=int(_env("TAROCCHI_WEB_MAX_SOCKETS", base.sockets)),
        spectators_per_table=int(_env("TAROCCHI_WEB_SPECTATORS_PER_TABLE", base.spectators_per_table)),
    )


@dataclass
class WebConfig:
    """Server settings. ``bot_delay`` is the seconds a bot waits before acting (0 in tests).

    The settings without a ``tarocchi serve`` flag read ``TAROCCHI_WEB_*`` environment variables:
    ``ALLOWED_HOSTS`` (the host names, besides the address it listens on and ``localhost``, that the
    server answers to: its public name behind a proxy; anything else is refused, against DNS
    rebinding), ``AWAY_SECONDS`` (a person away this long is played by a stand-in), ``IDLE_SECONDS`` (a table
    nobody connects to this long is closed), ``UNWATCHED_SECONDS`` (the same for a table of computer
    players only), ``HTTP_RATE``/``HTTP_BURST`` (API requests per second per
    address), ``REPLAY_SECONDS``, ``ANALYSIS_SECONDS``/``ANALYSIS_SAMPLES`` (a hand's analysis on the
    review page, :mod:`tarocchi.web.analysis`) and the :class:`~tarocchi.web.tables.Limits`.
    """

    db_url: str | None = None
    bot_delay: float = 1.0
    host: str = "127.0.0.1"
    """The address the server listens on (a request must name it, or another host it answers to)."""
    allowed_hosts: tuple[str, ...] = field(default_factory=env_hosts)
    allowed_origins: tuple[str, ...] = ()
    games: Mapping[str, Callable[[Mapping[str, Any]], Game]] | None = None
    rate_per_second: float = 10.0
    rate_burst: float = 30.0
    secure_cookies: bool = False
    expose_stats: bool = False
    http_rate: float = field(default_factory=lambda: _env("TAROCCHI_WEB_HTTP_RATE", 20.0))
    http_burst: float = field(default_factory=lambda: _env("TAROCCHI_WEB_HTTP_BURST", 200.0))
    away_seconds: float = field(default_factory=lambda: _env("TAROCCHI_WEB_AWAY_SECONDS", 60.0))
    idle_seconds: float = field(default_factory=lambda: _env("TAROCCHI_WEB_IDLE_SECONDS", 1800.0))
    unwatched_seconds: float = field(default_factory=lambda: _env("TAROCCHI_WEB_UNWATCHED_SECONDS", 120.0))
    """A table of computer players only closes once nobody has watched it this long."""
    replay_seconds: float = field(default_factory=lambda: _env("TAROCCHI_WEB_REPLAY_SECONDS", 5.0))
    analysis_seconds: float = field(default_factory=lambda: _env("TAROCCHI_WEB_ANALYSIS_SECONDS", analysis.SECONDS))
    analysis_samples: int = field(default_factory=lambda: int(_env("TAROCCHI_WEB_ANALYSIS_SAMPLES", analysis.SAMPLES)))
    limits: Limits = field(default_factory=_env_limits)
    record_quota: int = 50
    """Uploaded records kept per signed-in user (the oldest go first)."""
    record_quota_bytes: int = 5_000_000
    stand_in: str | None = None
    """The agent that plays for a person away too long (default: ``heuristic`` when present)."""
    tune_gc: bool = False
    """Tune the garbage collector for serving once started (:func:`tune_gc`; ``tarocchi serve`` does)."""
    extra: dict[str, Any] = field(default_factory=dict)


GC_THRESHOLD = 10_000
"""Container objects allocated (net) between two young collections of a tuned server (Python's is 700)."""


def tune_gc() -> None:
    """Keep the cyclic garbage collector's pauses out of the tables' round trips (the server's own
    process only: ``tarocchi serve`` asks for it, tests do not).

    Everything alive once the server has started (modules, the app, restored tables) is collected once
    and frozen (``gc.freeze``): no later collection walks it again. Young collections run after
    :data:`GC_THRESHOLD` net allocations rather than 700, so far fewer short-lived objects are
    promoted to the old generations, whose collections walk every table and socket: with Python's
    defaults a 50-table load run spent up to 150 ms of CPU in one full collection while playing.
    """
    gc.collect()
    gc.freeze()
    _, older, oldest = gc.get_threshold()
    gc.set_threshold(GC_THRESHOLD, older, oldest)


class RateLimiter(Bucket):
    """A token bucket per WebSocket connection."""


# request bodies: strict types on every field, unknown fields refused (issue 15) ----------------------
class _Body(BaseModel):
    model_config = ConfigDict(strict=True, extra="forbid")


class GuestBody(_Body):
    name: str


class RegisterBody(_Body):
    login: str
    password: str
    name: str | None = None


class LoginBody(_Body):
    login: str
    password: str


class CreateBody(_Body):
    game: str
    options: dict[str, Any] = Field(default_factory=dict)
    seats: list[str]
    public: bool = False
    """Anyone may download the match record (otherwise only its players and the table's owner)."""
    away_seconds: int | None = Field(default=None, ge=1, le=86_400)


class JoinBody(_Body):
    seat: int | None = Field(default=None, ge=0, le=15)


class EmptyBody(_Body):
    pass


B = TypeVar("B", bound=_Body)


FIELD_REFUSALS: dict[str, str] = {
    "missing": "web_field_missing",
    "extra_forbidden": "web_field_extra",
    "string_type": "web_field_string",
    "int_type": "web_field_integer",
    "int_parsing": "web_field_integer",
    "bool_type": "web_field_boolean",
    "bool_parsing": "web_field_boolean",
    "dict_type": "web_field_object",
    "list_type": "web_field_list",
}
"""The refusal code of each kind of pydantic error the request schemas meet (the others are
``web_field_invalid``, with pydantic's English message)."""


def _invalid(errors: Sequence[Any]) -> Refused:
    """The first error of a request's schema, coded: its field path (``seats.0``) and what is wrong."""
    first = errors[0]
    where = ".".join(str(p) for p in first.get("loc", ())) or "body"
    kind = first.get("type", "")
    limits = first.get("ctx") or {}
    if kind == "greater_than_equal" and "ge" in limits:
        return Refused("web_field_at_least", where=where, limit=limits["ge"])
    if kind == "less_than_equal" and "le" in limits:
        return Refused("web_field_at_most", where=where, limit=limits["le"])
    if kind in FIELD_REFUSALS:
        return Refused(FIELD_REFUSALS[kind], where=where)
    return Refused("web_field_invalid", where=where, message=first.get("msg", "invalid"))


API_PREFIXES = ("/api/", "/ws/", "/static/", "/cards/")
"""Addresses a program reads (JSON, a socket, a file): a wrong one is answered as an API refusal."""


def _is_page_visit(request: Request) -> bool:
    """A browser navigating to a page (a GET that accepts HTML), not a program calling the API."""
    return (
        request.method in ("GET", "HEAD")
        and "text/html" in request.headers.get("accept", "")
        and not request.url.path.startswith(API_PREFIXES)
    )


def _close_reason(text: str) -> str:
    """A WebSocket close reason: at most 123 bytes of UTF-8 (RFC 6455), cut between two characters."""
    return text.encode("utf-8")[:123].decode("utf-8", "ignore")


class WsClient:
    """A WebSocket client of a table: messages go through a queue to a writer task."""

    MAX_QUEUE = 500

    def __init__(
        self, ws: WebSocket, seat: int | None, user_id: int | None = None, session_id: int | None = None
    ) -> None:
        self.ws = ws
        self.seat = seat
        self.user_id = user_id
        """The signed-in user of the connection (``None``: nobody), and the session it was opened in."""
        self.session_id = session_id
        self.ended = False
        """Set by :meth:`close`: the connection acts no more (its seat was left, its session ended)."""
        self.queue: asyncio.Queue[dict[str, Any] | protocol.Frame | tuple[int, str]] = asyncio.Queue()
        self.writer = asyncio.get_running_loop().create_task(self._write())

    def send(self, message: dict[str, Any] | protocol.Frame) -> None:
        if self.queue.qsize() > self.MAX_QUEUE:  # a client that stopped reading is dropped (it may retry)
            self.queue.put_nowait((1013, "too slow"))
            return
        self.queue.put_nowait(message)

    def close(self, reason: str) -> None:
        """Send the reason as an error (with its code, when it has one), then close with 1008 (the page
        shows it and does not retry)."""
        self.ended = True
        coded = getattr(reason, "code", None)
        extra = {"code": coded, "params": getattr(reason, "params", {})} if coded else {}
        self.queue.put_nowait({"type": "error", "reason": str(reason), "closed": True, **extra})
        self.queue.put_nowait((1008, str(reason)))

    async def _write(self) -> None:
        while True:
            message = await self.queue.get()
            if isinstance(message, tuple):
                code, reason = message
                with contextlib.suppress(Exception):
                    await self.ws.close(code=code, reason=_close_reason(reason))
                return
            try:
                text = (
                    message.text()
                    if isinstance(message, protocol.Frame)
                    else json.dumps(message, separators=(",", ":"))
                )
                await self.ws.send_text(text)
            except Exception:
                return

    async def flush(self, seconds: float = 5.0) -> None:
        """Wait (at most ``seconds``) until the writer has sent what is queued and closed the socket
        (after :meth:`close`)."""
        with contextlib.suppress(Exception):
            await asyncio.wait_for(asyncio.shield(self.writer), seconds)

    async def stop(self) -> None:
        self.writer.cancel()
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await self.writer


async def _refuse_socket(ws: WebSocket, reason: str, code: int = 1008) -> None:
    """Accept, say why, close: a browser sees the reason (a close before accept is a bare HTTP 403);
    a coded reason (:class:`~tarocchi.web.refusals.Reason`) carries its code, for the page's language."""
    await ws.accept()
    coded = getattr(reason, "code", None)
    extra = {"code": coded, "params": getattr(reason, "params", {})} if coded else {}
    with contextlib.suppress(Exception):
        await ws.send_text(json.dumps({"type": "error", "reason": str(reason), "closed": True, **extra}))
        await ws.close(code=code, reason=_close_reason(reason))


def create_app(config: WebConfig | None = None) -> FastAPI:
    """The web application."""
    config = config or WebConfig()
    storage = Storage(config.db_url)
    signer = Signer(storage.secret())
    games = dict(config.games) if config.games is not None else available_games()
    journal = Journal(storage)
    manager = TableManager(
        storage,
        bot_delay=config.bot_delay,
        games=games,
        journal=journal,
        limits=config.limits,
        away_seconds=config.away_seconds,
        idle_seconds=config.idle_seconds,
        unwatched_seconds=config.unwatched_seconds,
        stand_in=config.stand_in,
    )
    replayer = Replayer(seconds=config.replay_seconds)
    running = {"lifespans": 0}

    @contextlib.asynccontextmanager
    async def lifespan(_app: FastAPI) -> AsyncIterator[None]:
        # several test clients may share one app: the first start restores, the last stop closes
        if running["lifespans"] == 0:
            manager.restore()
            manager.start()
            if config.tune_gc:
                tune_gc()
        running["lifespans"] += 1
        try:
            yield
        finally:
            running["lifespans"] -= 1
            if running["lifespans"] == 0:
                await manager.close()
                await replayer.stop()
                journal.close()
                storage.close()

    app = FastAPI(title="tarocchi", lifespan=lifespan, docs_url=None, redoc_url=None, openapi_url=None)

    @app.exception_handler(Refused)
    async def refused(request: Request, exc: Refused) -> JSONResponse:
        """Every coded refusal answers ``{"detail", "code", "params"}``, ``detail`` in the page's language."""
        headers = dict(exc.headers) if exc.headers else None
        return JSONResponse(exc.json(strings.lang_of(request)), status_code=exc.status, headers=headers)

    @app.exception_handler(RequestValidationError)
    async def invalid_request(request: Request, exc: RequestValidationError) -> JSONResponse:
        """A path or query parameter of the wrong type (``/api/matches/abc/record``): 422, coded."""
        refusal = _invalid(exc.errors())
        return JSONResponse(refusal.json(strings.lang_of(request)), status_code=422)

    @app.exception_handler(StarletteHTTPException)
    async def no_route(request: Request, exc: StarletteHTTPException) -> Response:
        """The framework's own 404 (no such path) and 405 (no such method on it), coded; any other
        HTTP error (a game's own refusal) as FastAPI answers it."""
        code = ROUTE_REFUSALS.get(exc.status_code)
        if code is None or exc.detail != HTTPStatus(exc.status_code).phrase:
            return await http_exception_handler(request, exc)
        if exc.status_code == 404 and _is_page_visit(request):
            # a browser's visit to an address no page has: the page, which says so in its language (app.js)
            return FileResponse(STATIC / "index.html", status_code=404, headers={"Cache-Control": "no-cache"})
        headers = dict(exc.headers) if exc.headers else None
        body = Refused(code, exc.status_code).json(strings.lang_of(request))
        return JSONResponse(body, status_code=exc.status_code, headers=headers)

    http_buckets = Buckets(config.http_rate, config.http_burst)  # the HTTP rate limit, per client address
    app.add_middleware(
        Guard,  # type: ignore[arg-type]
        hosts=Hosts(config.host, config.allowed_hosts, config.allowed_origins),
        allowed_origins=config.allowed_origins,
        max_body=MAX_BODY_BYTES,
        buckets=http_buckets,
        hsts=config.secure_cookies,
    )
    app.state.http_buckets = http_buckets
    app.state.storage = storage
    app.state.manager = manager
    app.state.signer = signer
    app.state.config = config
    app.state.journal = journal
    app.state.replayer = replayer

    # helpers -------------------------------------------------------------------------------
    def session_of(request: Request) -> tuple[Any, int] | None:
        """The signed-in user and session id of the request (looked up once per request)."""
        if not hasattr(request.state, "auth"):
            request.state.auth = storage.session_user(request.cookies.get(COOKIE))
        auth: tuple[Any, int] | None = request.state.auth
        return auth

    def current_user(request: Request) -> Any:
        auth = session_of(request)
        return auth[0] if auth is not None else None

    def require_session(request: Request) -> tuple[Any, int]:
        auth = session_of(request)
        if auth is None:
            raise Refused("web_login_first", 401)
        return auth

    def require_user(request: Request) -> Any:
        return require_session(request)[0]

    async def raw_body(request: Request, limit: int) -> bytes:
        """The request's body, refused (413, :class:`~tarocchi.web.security.BodyTooLarge`) past ``limit``."""
        return await read_body(request.stream(), limit)

    async def body(request: Request, model: type[B]) -> B:
        """The request's JSON object, read within :data:`MAX_JSON_BYTES`, parsed strictly, typed by ``model``."""
        raw = await raw_body(request, MAX_JSON_BYTES)
        try:
            data = protocol.load_json(raw, max_depth=MAX_JSON_DEPTH) if raw.strip() else {}
        except protocol.JSONShapeError as exc:
            raise Refused(exc.code("json"), **exc.params) from None
        except ValueError:
            raise Refused("web_malformed_json") from None
        if not isinstance(data, dict):
            raise Refused("web_json_object_expected")
        try:
            parsed = model.model_validate(data)
        except ValidationError as exc:
            raise _invalid(exc.errors()) from None
        check_text(data)  # issue 15: refused alike on SQLite and PostgreSQL, before any lookup
        return parsed

    def end_sockets(user_id: int, session_id: int | None = None) -> None:
        """Close the WebSockets opened in the user's session ``session_id`` (``None``: in any of them): a
        session that ended acts nowhere, not even over a connection opened before (a seat token dies with
        its session)."""
        for table in list(manager.tables.values()):
            for client in list(table.clients):
                if (
                    isinstance(client, WsClient)
                    and client.user_id == user_id
                    and (session_id is None or client.session_id == session_id)
                ):
                    client.close(reason("web_session_ended"))

    def login_response(user: Any, request: Request) -> Response:
        old = session_of(request)
        if old is not None:  # the browser's previous session ends here, not only its cookie
            storage.end_session(old[1])
            end_sockets(old[0].id, old[1])
        token, _ = storage.add_session(user.id, COOKIE_MAX_AGE)
        response = JSONResponse({"id": user.id, "name": user.name, "guest": user.login is None})
        response.set_cookie(
            COOKIE,
            token,
            max_age=COOKIE_MAX_AGE,
            httponly=True,
            samesite="lax",
            secure=config.secure_cookies,
        )
        return response

    def clean_name(value: Any, what: Literal["name", "login"] = "name") -> str:
        """A name or a login with its spaces tidied; refused (``web_name_needed``, ``web_login_too_long``...)
        when empty, too long or holding control characters, when its letters mix scripts
        (``web_name_mixed_scripts``: ``аdmin`` beside ``admin``), and a name when it reads as a computer
        player's (``web_name_computer``): :mod:`tarocchi.web.names`."""
        if not isinstance(value, str) or not value.strip():
            raise Refused(f"web_{what}_needed")
        value = " ".join(value.split())
        if len(value) > NAME_MAX:
            raise Refused(f"web_{what}_too_long", limit=NAME_MAX)
        if any(not ch.isprintable() for ch in value):
            raise Refused(f"web_{what}_control")
        if all(ch.isspace() or ch in BLANK_LETTERS or unicodedata.category(ch).startswith("M") for ch in value):
            raise Refused(f"web_{what}_needed")  # nothing a person would see
        letters = names.mixed_letters(value)
        if letters is not None:
            raise Refused(f"web_{what}_mixed_scripts", letters=letters)
        if what == "name" and names.reads_as_computer(value):
            raise Refused("web_name_computer", name=value)
        return value

    def table_summary(table: Table, auth: tuple[Any, int] | None) -> dict[str, Any]:
        user = auth[0] if auth is not None else None
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
            "status": table.status,
            "public": table.public,
            "seat": seat,
        }
        if seat is not None and auth is not None:
            out["token"] = signer.seat_token(table.id, seat, auth[0].id, auth[1])
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
            raise Refused("web_no_such_game", 404)
        try:
            text = svg.card_svg(code, gameinfo.card_style(game, cls), cls.pack, lang)
        except (TarocchiError, KeyError, ValueError):
            raise Refused("web_no_such_card", 404) from None
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
            "levels": gameinfo.levels_json(),
            "langs": list(strings.LANGS),
            # the longest name or login taken (clean_name): the page says at once that a typed or pasted
            # one is too long, rather than cutting it silently
            "name_max": NAME_MAX,
        }

    @app.get("/api/strings/{lang}")
    async def api_strings(lang: str, game: str | None = None) -> dict[str, Any]:
        return strings.bundle(lang, games, game)

    @app.get("/api/stats", include_in_schema=False)
    async def api_stats() -> dict[str, Any]:
        """Server-side seconds per applied action (check, apply, store, build and queue every message),
        and the replays and reviews running now; only when the server was started with ``expose_stats``
        (the load benchmark, and tests that watch heavy work run beside the tables)."""
        if not config.expose_stats:
            raise Refused("web_not_found", 404)
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
            "cpu_s": round(time.process_time(), 3),
            "commits": journal.commits,
            "replays": replayer.running,
            "reviews": reviewing["now"],
        }

    @app.get("/api/me")
    async def api_me(request: Request) -> dict[str, Any]:
        user = current_user(request)
        if user is None:
            return {"user": None}
        return {"user": {"id": user.id, "name": user.name, "guest": user.login is None}}

    @app.post("/api/guest")
    async def api_guest(request: Request) -> Response:
        data = await body(request, GuestBody)
        user = storage.add_user(clean_name(data.name))
        return login_response(user, request)

    @app.post("/api/register")
    async def api_register(request: Request) -> Response:
        data = await body(request, RegisterBody)
        login = clean_name(data.login, "login").lower()
        if len(login_key(login)) > LOGIN_KEY_MAX:  # a few compatibility characters write as many letters
            raise Refused("web_login_too_long", limit=NAME_MAX)
        password = data.password
        if len(password) < 8 or len(password) > 256:
            raise Refused("web_password_rules")
        # taken also by a login that differs only by case or compatibility characters (𝐚dmin, ａｄｍｉｎ)
        if storage.user_by_login(login) is not None:
            raise Refused("web_login_taken", 409)
        name = clean_name(data.name or login)
        password_hash = await asyncio.to_thread(hash_password, password)
        try:
            user = storage.add_user(name, login=login, password_hash=password_hash)
        except LoginTaken:  # registered by someone else while the password was hashed
            raise Refused("web_login_taken", 409) from None
        return login_response(user, request)

    failed_addresses = Buckets(*LOGIN_FAILURES)
    failed_logins = Buckets(*ACCOUNT_FAILURES)
    app.state.login_buckets = (failed_addresses, failed_logins)  # a test may set their clocks

    @app.post("/api/login")
    async def api_login(request: Request) -> Response:
        data = await body(request, LoginBody)
        # failures are counted per login key: 𝐚dmin, ａｄｍｉｎ and ADMIN all try the account admin
        login = login_key(data.login[:64])[:64]
        address = request.client.host if request.client else "?"
        wait = max(failed_addresses.wait(address), failed_logins.wait(login))
        if wait > 0:
            seconds = max(1, round(wait))
            refusal = Refused("web_too_many_logins", 429, seconds=seconds)
            refusal.headers = {"Retry-After": str(seconds)}
            raise refusal
        user = storage.user_by_login(data.login) if len(data.login) <= 64 else None
        ok = (
            user is not None
            and user.password_hash is not None
            and len(data.password) <= 256
            and await asyncio.to_thread(verify_password, user.password_hash, data.password)
        )
        if not ok:
            failed_addresses.allow(address)
            failed_logins.allow(login)
            raise Refused("web_bad_login", 401)
        if needs_rehash(user.password_hash):
            storage.set_password_hash(user.id, await asyncio.to_thread(hash_password, data.password))
        return login_response(user, request)

    @app.post("/api/logout")
    async def api_logout(request: Request) -> Response:
        """Sign out everywhere: every session of this user ends, so a copied cookie is worthless."""
        await body(request, EmptyBody)
        auth = session_of(request)
        if auth is not None:
            storage.end_sessions(auth[0].id)
            end_sockets(auth[0].id)
        response = JSONResponse({"ok": True})
        response.delete_cookie(COOKIE)
        return response

    # api: tables ------------------------------------------------------------------------------------
    @app.get("/api/tables")
    async def api_tables(request: Request) -> dict[str, Any]:
        auth = session_of(request)
        return {"tables": [table_summary(t, auth) for t in manager.tables.values() if t.live]}

    @app.post("/api/tables")
    async def api_create_table(request: Request) -> dict[str, Any]:
        auth = require_session(request)
        user = auth[0]
        data = await body(request, CreateBody)
        try:
            table = await manager.create(
                data.game,
                data.options,
                data.seats,
                user.id,
                public=data.public,
                away_seconds=data.away_seconds,
                address=request.client.host if request.client else None,
            )
            humans = table.human_seats()  # the live seats in order (a dummy's seat is never a person's)
            if humans:
                await table.take_seat(humans[0], user.id, user.name)
        except Refused:
            raise
        except OptionError as exc:  # the game's options refused: said in the page's language
            raise OptionsRefused(exc) from None
        except TarocchiError as exc:
            raise HTTPException(400, str(exc)) from None
        return table_summary(table, auth)

    def get_table(table_id: str) -> Table:
        table = manager.load(table_id)
        if table is None:
            if manager.status_of(table_id) == CLOSED:
                raise Refused("web_table_closed", 410)
            raise Refused("web_no_such_table", 404)
        return table

    @app.get("/api/tables/{table_id}")
    async def api_table(table_id: str, request: Request) -> dict[str, Any]:
        return table_summary(get_table(table_id), session_of(request))

    @app.post("/api/tables/{table_id}/join")
    async def api_join(table_id: str, request: Request) -> dict[str, Any]:
        auth = require_session(request)
        user = auth[0]
        table = get_table(table_id)
        data = await body(request, JoinBody)
        seat = data.seat
        if seat is None:
            free = [i for i, s in enumerate(table.seats) if s.kind == HUMAN and s.user_id is None]
            if not free:
                raise Refused("web_no_free_seat", 409)
            seat = free[0]
        try:
            await table.take_seat(seat, user.id, user.name)
        except Refused:
            raise
        except TarocchiError as exc:
            raise HTTPException(409, str(exc)) from None
        return table_summary(table, auth)

    @app.post("/api/tables/{table_id}/leave")
    async def api_leave(table_id: str, request: Request) -> dict[str, Any]:
        """Give up one's seat: free again before the match, played by a stand-in during it."""
        auth = require_session(request)
        table = get_table(table_id)
        await body(request, EmptyBody)
        try:
            seat = await table.leave(auth[0].id)
        except Refused:
            raise
        except TarocchiError as exc:
            raise HTTPException(409, str(exc)) from None
        return {"left": seat, "status": table.status}

    def may_read(table: Table, user: Any) -> bool:
        if table.public:
            return True
        if user is None:
            return False
        if table.owner == user.id or table.seat_of(user.id) is not None:
            return True
        return table.match_id is not None and storage.may_read_match(table.match_id, user.id)

    @app.get("/api/tables/{table_id}/record")
    async def api_table_record(table_id: str, request: Request) -> Response:
        table = get_table(table_id)
        if not may_read(table, current_user(request)):
            raise Refused("web_table_record_private", 403)
        record = table.finished_record()
        if record is None:
            raise Refused("web_match_not_started", 404)
        return _record_response(record, f"tarocchi-{table_id}.json")

    def readable_match(match_id: int, request: Request, private: str) -> tuple[Match, int | None]:
        """The stored match with a record and the reader's user id (``None``: nobody signed in), when
        the reader may read it (its players, its table's owner, anyone when its table is public):
        404 when there is no such match, 403 ``private`` (``web_match_private_download``, ``_review``,
        ``_analyse``: what only its players may do) when the reader may not."""
        match = storage.match(match_id) if 0 < match_id < 2**62 else None
        if match is None or not match.record:
            raise Refused("web_no_such_match", 404)
        user = current_user(request)
        reader = user.id if user is not None else None
        if not storage.may_read_match(match_id, reader):
            raise Refused(private, 403)
        return match, reader

    @app.get("/api/matches/{match_id}/record")
    async def api_match_record(match_id: int, request: Request) -> Response:
        match, _ = readable_match(match_id, request, "web_match_private_download")
        return _record_response(match.record, f"tarocchi-match-{match_id}.json")

    @app.get("/api/tables/{table_id}/sheet")
    async def api_table_sheet(table_id: str, request: Request) -> Response:
        """The table's score sheet as CSV (:mod:`tarocchi.records.sheet`, as ``tarocchi replay --csv`` writes
        it): the hands the record download holds, to whoever may download that record."""
        table = get_table(table_id)
        if not may_read(table, current_user(request)):
            raise Refused("web_table_record_private", 403)
        session = table.session
        if session is None:  # as the record download: nothing before the match starts
            raise Refused("web_match_not_started", 404)
        results = list(session.results)
        dealers = [hand.dealer for hand in session.record.hands[: len(results)]]
        text = sheet_csv(
            sheet_of(session.game, results, dealers, session.record.names, sheet_lang(request), worded_name)
        )
        return _csv_response(text, f"tarocchi-{table_id}-sheet.csv")

    @app.get("/api/matches/{match_id}/sheet")
    async def api_match_sheet(match_id: int, request: Request) -> Response:
        """A stored match's score sheet as CSV, to whoever may download its record (its record replayed off the
        event loop, as ``tarocchi replay --csv`` replays a file)."""
        match, _ = readable_match(match_id, request, "web_match_private_download")
        lang = sheet_lang(request)
        try:
            text = await asyncio.to_thread(
                lambda: sheet_csv(sheet_of_replay(replay_record(match.record), lang, worded_name))
            )
        except TarocchiError:
            raise Refused("web_no_such_match", 404) from None  # a stored record the games here cannot replay
        return _csv_response(text, f"tarocchi-match-{match_id}-sheet.csv")

    def sheet_lang(request: Request) -> str:
        """A score sheet's language: the page's, which its download link carries (``?lang=``), else the
        ``lang`` cookie or the browser's (:func:`strings.lang_of`), as every coded refusal is worded."""
        lang = request.query_params.get("lang", "")
        return lang if lang in strings.LANGS else strings.lang_of(request)

    def _csv_response(text: str, filename: str) -> Response:
        return Response(
            text,
            media_type="text/csv; charset=utf-8",
            headers={"Content-Disposition": f'attachment; filename="{filename}"'},
        )

    def _record_response(record: dict[str, Any], filename: str) -> Response:
        return Response(
            json.dumps(record, indent=1),
            media_type="application/json",
            headers={"Content-Disposition": f'attachment; filename="{filename}"'},
        )

    reviews = asyncio.Semaphore(2)
    reviewing = {"now": 0}

    async def reviewed(text: str) -> dict[str, Any]:
        """A record's review frames, worked out in a thread (off the event loop), at most two at once,
        answered within the replay time limit (the record is parsed with the depth limit first)."""
        if reviews.locked():
            raise Refused("web_review_busy", 503)
        async with reviews:
            depth = await asyncio.to_thread(protocol.json_depth, text)  # a bounded scan of at most 1 MB
            if depth > MAX_RECORD_DEPTH:
                return failed("web_record_too_deep", depth=depth, limit=MAX_RECORD_DEPTH)
            reviewing["now"] += 1
            try:
                return await asyncio.wait_for(
                    asyncio.to_thread(review.review_text, text, MAX_RECORD_DEPTH), timeout=config.replay_seconds
                )
            except TimeoutError:
                return failed("web_review_timeout", seconds=number(config.replay_seconds))
            finally:
                reviewing["now"] -= 1

    @app.post("/api/review")
    async def api_review(request: Request) -> dict[str, Any]:
        """A record (uploaded) replayed into the frames the review page steps through."""
        raw = await raw_body(request, MAX_BODY_BYTES)
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            return in_language(failed("web_not_utf8"), strings.lang_of(request))
        return in_language(await reviewed(text), strings.lang_of(request))

    @app.get("/api/matches/{match_id}/review")
    async def api_match_review(match_id: int, request: Request) -> dict[str, Any]:
        """A stored match, for the review page: readable as its record is (its players, or anyone when
        its table is public)."""
        match, _ = readable_match(match_id, request, "web_match_private_review")
        return in_language(await reviewed(json.dumps(match.record)), strings.lang_of(request))

    analyst = analysis.Analyst(seconds=config.analysis_seconds, samples=max(1, config.analysis_samples))
    app.state.analyst = analyst

    @app.get("/api/matches/{match_id}/analysis")
    async def api_match_analysis(match_id: int, request: Request) -> dict[str, Any]:
        """``?hand=H&seat=S``: one hand of a stored match analysed for one seat (the reader's own when
        none is named), readable as its review is (its players, its owner, or anyone when public);
        refused (:class:`~tarocchi.web.analysis.AnalysisRefused`) as any coded refusal is."""
        match, reader = readable_match(match_id, request, "web_match_private_analyse")
        query = request.query_params.multi_items()
        return await analyst.of_match(storage, match_id, match.record, reader, query)

    @app.post("/api/analysis")
    async def api_analysis(request: Request) -> dict[str, Any]:
        """``?hand=H&seat=S``: one hand of an uploaded record (the body, as ``/api/review`` takes it)
        analysed for one seat."""
        raw = await raw_body(request, MAX_BODY_BYTES)
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            raise Refused("web_not_utf8") from None
        return await analyst.of_text(text, request.query_params.multi_items())

    @app.get("/api/history")
    async def api_history(request: Request) -> dict[str, Any]:
        user = require_user(request)
        matches = storage.history(user.id)
        for match in matches:
            match["seats"] = scored_seats(match.pop("options"), match["game"], len(match["names"] or ()))
        return {"user": user.name, "matches": matches}

    def scored_seats(options: Mapping[str, Any], game: str, seats: int) -> list[int]:
        """The seats a match's history gives a total: its players (:meth:`Game.live_seats`), no dummy (nobody
        plays it; its total is its side's, or 0); every seat of a game this server no longer offers."""
        try:
            return games[game](options).live_seats() if game in games else list(range(seats))
        except TarocchiError:
            return list(range(seats))

    @app.post("/api/replay")
    async def api_replay(request: Request) -> dict[str, Any]:
        """Replay an uploaded record in the worker process (off the event loop, time-limited); a
        signed-in user's record is kept under their quota, an anonymous one is not kept."""
        raw = await raw_body(request, MAX_BODY_BYTES)
        lang = strings.lang_of(request)
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            return in_language(failed("web_not_utf8"), lang)
        check_text(text)  # a record never holds one, and a signed-in user's is stored (issue 15)
        try:
            outcome = await replayer.replay(text)  # a busy service is refused (ReplayBusy, 503)
        except ReplayTimeout as exc:
            outcome = failed(exc.code, **exc.params)
        user = current_user(request)
        outcome["stored"] = False
        if user is not None:
            await asyncio.to_thread(
                storage.add_uploaded_record,
                user.id,
                text,
                {k: v for k, v in outcome.items() if k != "stored"},
                max_records=config.record_quota,
                max_bytes=config.record_quota_bytes,
            )
            outcome["stored"] = True
        return in_language(outcome, lang)  # stored in English, with its code; answered in the page's language

    # websocket ------------------------------------------------------------------------------------
    @app.websocket("/ws/{table_id}")
    async def ws_table(ws: WebSocket, table_id: str, token: str | None = None) -> None:
        origin, fetch_site = ws.headers.get("origin"), ws.headers.get("sec-fetch-site")
        if origin is not None or fetch_site is not None:  # a browser: only our own pages (no Origin: a program)
            refusal = origin_refusal(origin, fetch_site, ws.headers.get("host"), ws.url.scheme, config.allowed_origins)
            if refusal is not None:
                # closed before the upgrade (another site's page gets no socket, not even to read an
                # error frame): the close reason is the only word, in the language the request asks for
                text = Refused("web_origin_not_allowed").text(strings.lang_of(ws))
                await ws.close(code=1008, reason=_close_reason(text))
                return
        table = manager.load(table_id)
        if table is None:
            closed = manager.status_of(table_id) == CLOSED
            await _refuse_socket(ws, reason("web_table_closed") if closed else reason("web_no_such_table"))
            return
        seat: int | None = None
        user_id: int | None = None
        session_id: int | None = None
        if token:
            granted = signer.read_seat_token(token)
            if granted is None or granted[0] != table_id:
                await _refuse_socket(ws, reason("web_bad_seat_token"))
                return
            _, seat, user_id, session_id = granted
            if not (0 <= seat < len(table.seats)) or table.seats[seat].user_id != user_id:
                await _refuse_socket(ws, reason("web_seat_lost"))
                return
            if not storage.session_alive(session_id, user_id):
                await _refuse_socket(ws, reason("web_session_ended"))
                return
            key = f"u:{user_id}"
        else:
            auth = storage.session_user(ws.cookies.get(COOKIE))
            if auth is not None:
                user_id, session_id = auth[0].id, auth[1]
            key = f"u:{user_id}" if user_id is not None else f"ip:{ws.client.host if ws.client else '?'}"
        address = ws.client.host if ws.client else "?"
        refusal = manager.admit(key, table, seat, address)
        if refusal is not None:
            await _refuse_socket(ws, refusal, code=1013 if refusal.code in TRY_AGAIN_LATER else 1008)
            return
        try:
            await ws.accept()
            client = WsClient(ws, seat, user_id, session_id)
            limiter = RateLimiter(config.rate_per_second, config.rate_burst)
            strikes = 0
            table.connect(client)
            try:
                while True:
                    message = await ws.receive()
                    if message["type"] == "websocket.disconnect":
                        break
                    if client.ended:  # closed by the server (seat left, signed out): nothing more is read
                        await client.flush()  # the reason and the close go out first
                        break
                    text = message.get("text")
                    if text is None:
                        text = message.get("bytes") or b""
                    if not limiter.allow():
                        strikes += 1
                        slow = reason("web_slow_down")
                        client.send({"type": "error", "reason": slow, "code": slow.code, "params": {}})
                        if strikes > 50:  # told why (an error with its code), then closed
                            client.close(reason("web_rate_limited"))
                            await client.flush()
                            break
                        continue
                    try:
                        data = protocol.parse_client_message(text)
                    except protocol.ProtocolError as exc:
                        why = exc.reason
                        client.send({"type": "error", "reason": str(why), "code": why.code, "params": why.params})
                        continue
                    kind = data["type"]
                    if kind == "ping":
                        client.send({"type": "pong"})
                        continue
                    if kind == "ready":
                        refusal = await table.set_ready(seat)
                    elif kind == "pass":
                        refusal = await table.let_pass(seat)
                    else:
                        refusal = await table.submit(seat, data["action"], data.get("version"))
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
            except (WebSocketDisconnect, RuntimeError):
                pass
            finally:
                table.disconnect(client)
                await client.stop()
        finally:
            manager.release(key, address)

    return app
