"""``tarocchi serve [--host 127.0.0.1] [--port 8000] [--db URL] [settings]``: the web app (DESIGN.md §1, §8).

Every setting of issue 15 (how long a person may be away before a computer player takes their seat,
when idle tables close, the limits on tables, sockets and spectators, the HTTP rate limit, the replay
time limit, the upload quota) has a flag; without the flag it is read from its ``TAROCCHI_WEB_*``
environment variable, else the built-in default. Bad values, from either, are refused before the
server starts, with the setting's name and what it must be.
"""

from __future__ import annotations

import argparse
import math
import os
import socket
import sys
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Setting:
    """A numeric server setting: its flag, environment variable, type, smallest value and default."""

    dest: str
    env: str
    kind: type
    minimum: float
    default: float
    help: str
    metavar: str

    @property
    def flag(self) -> str:
        return "--" + self.dest.replace("_", "-")

    def parse(self, raw: str) -> Any:
        """``raw`` as this setting's value; ``ValueError`` with what it must be."""
        what = "a whole number" if self.kind is int else "a number"
        try:
            value = self.kind(raw.strip())
        except ValueError:
            raise ValueError(f"{raw!r} is not {what}") from None
        if value != value or value in (float("inf"), float("-inf")):  # NaN and infinities
            raise ValueError(f"{raw!r} is not a finite number")
        if value < self.minimum:
            raise ValueError(f"{raw!r} is below the smallest allowed value, {self.kind(self.minimum)}")
        return value


SETTINGS = (
    Setting(
        "away_seconds", "TAROCCHI_WEB_AWAY_SECONDS", float, 0.01, 60,
        "seconds a person may be disconnected before a computer player plays their seat "
        "(until they come back; a table may set its own)", "SECONDS",
    ),
    Setting(
        "idle_seconds", "TAROCCHI_WEB_IDLE_SECONDS", float, 0.01, 1800,
        "seconds a table may stay with nobody connected before it closes", "SECONDS",
    ),
    Setting("max_tables", "TAROCCHI_WEB_MAX_TABLES", int, 1, 200, "open tables on the server", "N"),
    Setting("tables_per_user", "TAROCCHI_WEB_TABLES_PER_USER", int, 1, 4, "open tables one user may own", "N"),
    Setting(
        "tables_per_address", "TAROCCHI_WEB_TABLES_PER_ADDRESS", int, 1, 8,
        "open tables created from one client address, whoever signed in", "N",
    ),
    Setting("max_sockets", "TAROCCHI_WEB_MAX_SOCKETS", int, 1, 2000, "WebSocket connections on the server", "N"),
    Setting(
        "sockets_per_user", "TAROCCHI_WEB_SOCKETS_PER_USER", int, 1, 8,
        "WebSocket connections of one user (or one address, when not signed in)", "N",
    ),
    Setting(
        "sockets_per_address", "TAROCCHI_WEB_SOCKETS_PER_ADDRESS", int, 1, 100,
        "WebSocket connections from one client address, whoever signed in", "N",
    ),
    Setting(
        "spectators_per_table", "TAROCCHI_WEB_SPECTATORS_PER_TABLE", int, 0, 20, "spectators at one table", "N"
    ),
    Setting(
        "socket_opens_burst", "TAROCCHI_WEB_SOCKET_OPENS_BURST", float, 1, 20,
        "WebSockets one address (and one user) may open to one table in a burst", "N",
    ),
    Setting(
        "socket_opens_per_second", "TAROCCHI_WEB_SOCKET_OPENS_PER_SECOND", float, 0.01, 1,
        "WebSockets one address (and one user) may open to one table per second after the burst", "PER_SECOND",
    ),
    Setting(
        "http_rate", "TAROCCHI_WEB_HTTP_RATE", float, 0.01, 20,
        "API requests per second per client address (sustained)", "PER_SECOND",
    ),
    Setting("http_burst", "TAROCCHI_WEB_HTTP_BURST", float, 1, 200, "API requests per address in a burst", "N"),
    Setting(
        "replay_seconds", "TAROCCHI_WEB_REPLAY_SECONDS", float, 0.01, 5,
        "time limit of replaying one uploaded record", "SECONDS",
    ),
    Setting(
        "record_quota", "TAROCCHI_WEB_RECORD_QUOTA", int, 1, 50,
        "uploaded records kept per signed-in user (the oldest go first)", "N",
    ),
    Setting(
        "record_quota_bytes", "TAROCCHI_WEB_RECORD_QUOTA_BYTES", int, 1, 5_000_000,
        "bytes of uploaded records kept per signed-in user", "BYTES",
    ),
)  # fmt: skip


def _checked(setting: Setting) -> Callable[[str], Any]:
    def parse(raw: str) -> Any:
        try:
            return setting.parse(raw)
        except ValueError as exc:
            raise argparse.ArgumentTypeError(str(exc)) from None

    parse.__name__ = setting.kind.__name__  # argparse names the type in its messages
    return parse


def _port(raw: str) -> int:
    try:
        port = int(raw)
    except ValueError:
        port = -1
    if not 1 <= port <= 65535:
        raise argparse.ArgumentTypeError(f"{raw!r} is not a port (1 to 65535)")
    return port


def _delay(raw: str) -> float:
    try:
        seconds = float(raw)
    except ValueError:
        seconds = math.nan
    if not 0 <= seconds <= 3600:
        raise argparse.ArgumentTypeError(f"{raw!r} is not a number of seconds from 0 to 3600")
    return seconds


def cannot_listen(host: str, port: int) -> str | None:
    """Why the server could not listen on ``host:port`` (a name that does not resolve, an address in use or
    not this machine's), or ``None``: checked before the database is opened and the address printed."""
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
    except socket.gaierror as exc:
        return f"{host}: {exc.strerror}"
    family, kind, proto, _, address = infos[0]
    with socket.socket(family, kind, proto) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as uvicorn binds
        try:
            probe.bind(address)
        except OSError as exc:
            return exc.strerror or str(exc)
    return None


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Declare the subcommand's arguments."""
    parser.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    parser.add_argument("--port", type=_port, default=8000, help="port, 1 to 65535 (default 8000)")
    parser.add_argument(
        "--db",
        default=os.environ.get("TAROCCHI_DB"),
        help="SQLAlchemy database URL, or the path of a SQLite file (default: SQLite in the user's data "
        "directory; e.g. games.sqlite3 or postgresql+psycopg://user@host/db)",
    )
    parser.add_argument(
        "--bot-delay",
        type=_delay,
        default=1.0,
        metavar="SECONDS",
        help="seconds a computer player waits before acting (default 1.0; 0 for none)",
    )
    parser.add_argument(
        "--allow-origin",
        action="append",
        default=[],
        metavar="ORIGIN",
        help="extra WebSocket origin to accept (e.g. https://cards.example.org); repeatable",
    )
    parser.add_argument(
        "--allow-host",
        action="append",
        default=[],
        metavar="HOST",
        help="a host name the server answers to besides the --host address and localhost (its public "
        "name behind a proxy, e.g. cards.example.org); others are refused (DNS rebinding); repeatable; "
        "also read from $TAROCCHI_WEB_ALLOWED_HOSTS (comma-separated)",
    )
    parser.add_argument(
        "--trust-proxy",
        action="append",
        default=[],
        metavar="ADDRESS",
        help="the address of a reverse proxy whose X-Forwarded-For names the client (the per-address limits "
        "then count each player, not the proxy); repeatable; also read from $TAROCCHI_WEB_TRUSTED_PROXIES "
        "(comma-separated); default 127.0.0.1 (a proxy on this machine)",
    )
    parser.add_argument("--secure-cookies", action="store_true", help="mark cookies Secure (behind HTTPS)")
    group = parser.add_argument_group("settings (each also read from its environment variable)")
    for s in SETTINGS:
        default = s.kind(s.default)
        group.add_argument(
            s.flag,
            dest=s.dest,
            type=_checked(s),
            default=None,
            metavar=s.metavar,
            help=f"{s.help} (default {default}; ${s.env}; at least {s.kind(s.minimum)})",
        )


def settings(args: argparse.Namespace, environ: Any = None) -> dict[str, Any]:
    """Each setting's value: its flag, else its environment variable, else the default.
    Raises ``ValueError`` naming the variable when the environment holds a bad value."""
    environ = os.environ if environ is None else environ
    out: dict[str, Any] = {}
    for s in SETTINGS:
        value = getattr(args, s.dest, None)
        if value is None and environ.get(s.env) is not None:
            try:
                value = s.parse(environ[s.env])
            except ValueError as exc:
                raise ValueError(f"{s.env}: {exc} (see tarocchi serve --help, {s.flag})") from None
        out[s.dest] = s.kind(s.default) if value is None else value
    return out


def run(args: argparse.Namespace) -> int:
    """Run the server until interrupted."""
    try:
        import uvicorn

        from tarocchi.storage import StorageError, database_url, in_memory, shown_url
        from tarocchi.web.app import WebConfig, create_app, env_hosts
        from tarocchi.web.tables import Limits
    except ModuleNotFoundError as exc:
        print(
            f"tarocchi serve needs the web extra: pip install 'tarocchi[web]' ({exc.name} is missing)", file=sys.stderr
        )
        return 2
    try:
        values = settings(args)
    except ValueError as exc:
        print(f"tarocchi serve: {exc}", file=sys.stderr)
        return 2
    config = WebConfig(
        db_url=database_url(args.db) if args.db else None,
        bot_delay=args.bot_delay,
        host=args.host,
        allowed_hosts=(*env_hosts(), *args.allow_host),
        allowed_origins=tuple(args.allow_origin),
        secure_cookies=args.secure_cookies,
        expose_stats=bool(os.environ.get("TAROCCHI_WEB_STATS")),
        http_rate=values["http_rate"],
        http_burst=values["http_burst"],
        away_seconds=values["away_seconds"],
        idle_seconds=values["idle_seconds"],
        replay_seconds=values["replay_seconds"],
        limits=Limits(
            tables_per_user=values["tables_per_user"],
            tables_per_address=values["tables_per_address"],
            tables=values["max_tables"],
            sockets_per_user=values["sockets_per_user"],
            sockets_per_address=values["sockets_per_address"],
            sockets=values["max_sockets"],
            spectators_per_table=values["spectators_per_table"],
            socket_opens_burst=values["socket_opens_burst"],
            socket_opens_per_second=values["socket_opens_per_second"],
        ),
        record_quota=values["record_quota"],
        record_quota_bytes=values["record_quota_bytes"],
        tune_gc=True,
    )
    # the journal thread commits while the event loop works: hand the GIL over every 0.5 ms rather than
    # every 5 ms, so a commit's acknowledgement does not wait behind a busy loop (benchmarks/web_load.py)
    sys.setswitchinterval(0.0005)
    problem = cannot_listen(args.host, args.port)
    if problem is not None:
        print(f"tarocchi serve: cannot listen on {args.host}:{args.port} ({problem})", file=sys.stderr)
        return 2
    try:
        app = create_app(config)
    except StorageError as exc:
        print(f"tarocchi serve: {exc}", file=sys.stderr)
        return 2
    print(f"tarocchi: http://{args.host}:{args.port}/  (database: {shown_url(app.state.storage.url)})", flush=True)
    if in_memory(app.state.storage.url):  # a club that typed sqlite:// would lose every match at the server's stop
        print(
            f"tarocchi serve: database {app.state.storage.url} is in memory: the matches and accounts are lost when "
            "the server stops (--db FILE keeps them)",
            file=sys.stderr,
            flush=True,
        )
    # no permessage-deflate: a state message is a few kB, and compressing each one for every seat
    # cost more CPU than anything else in a broadcast (and a zlib context per connection)
    proxies = (*env_hosts("TAROCCHI_WEB_TRUSTED_PROXIES"), *args.trust_proxy) or ("127.0.0.1",)
    uvicorn.run(
        app,
        host=args.host,
        port=args.port,
        log_level="warning",
        ws_max_size=65536,
        ws_per_message_deflate=False,
        proxy_headers=True,  # the client's address from a trusted proxy's X-Forwarded-For (limits per address)
        forwarded_allow_ips=",".join(proxies),
    )
    return 0
