"""Load check of ``tarocchi serve``: many tables of bot clients playing at once over real WebSockets.

Starts ``tarocchi serve`` (a throw-away SQLite database, or with ``--postgres URL`` a throw-away
database on that PostgreSQL server; persistence is always on) in a subprocess, and creates ``--tables``
tables whose every seat is a remote bot client: a WebSocket client that, when its seat is to act,
waits ``--think`` seconds (uniform in 0.5x..1.5x) and sends a random legal action, as a person's page
would. All tables are set up and every client is connected before play begins, so the figures are of
play, not of sign-ups.

What is measured, per action, on the client that sent it (``p50_ms``/``p95_ms``/``p99_ms``): the
round trip from sending the action to receiving the ``state`` message it produced, which is the
server's acknowledgement (a refusal comes back as an ``error`` instead, and is counted as an error).
That span holds the client's and the server's network stacks, the server's parsing and checking of
the frame, the **commit of the action to the database** (the server broadcasts nothing before its
write is committed), applying it, building every seat's observation and sending every seat's message.
``server_p95_ms`` is the server's own part (from the check to the last message queued, the commit
included). ``server_cpu_s`` and ``client_cpu_s`` are the CPU seconds each process spent during play:
both run on this machine's cores, so the clients compete with the server for them. Actions chosen on
a state another seat changed first (two seats may act in an optional window) are refused as stale and
counted apart from errors. Errors are refused actions, dropped connections and exceptions; the exit
status is 1 when there is any. ``--json`` prints one JSON object.

All clients share one address, so the server's per-address limits are raised for the run (the HTTP
rate, ``--http-rate``; the tables and the WebSockets of one address); every other limit is the server's
default.

The clients are kept lean, since they share this machine's cores with the server: they run on uvloop
when it is installed (``uvicorn[standard]`` brings it), and a client does not decode a ``state``
message that leaves its seat nothing to do (``"legal":[]``, ``"choices":[]``, ``"hand_over":false``)
while it has no action of its own waiting for its answer. What is measured is unchanged: the span from
sending an action to the first ``state`` message received after it, decoded.

Figures wander with the machine's load: run it several times and note ``load_average`` with each.

    python benchmarks/web_load.py --tables 50 --hands 1
    python benchmarks/web_load.py --tables 50 --hands 1 --postgres postgresql+psycopg://postgres@127.0.0.1:5432/postgres
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Coroutine, Iterator
from typing import Any

import httpx
import websockets

IDLE_STATE, NO_CHOICES, OPEN_HAND = '"legal":[]', '"choices":[]', '"hand_over":false'
"""Members of a compact ``state`` message with nothing for the seat to do (the server writes compact
JSON; these spellings cannot occur inside a string, where quotes are escaped)."""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def move(msg: dict[str, Any], rng: random.Random) -> dict[str, Any] | None:
    legal, choices = msg.get("legal") or [], msg.get("choices") or []
    if not legal and not choices:
        return None
    k = rng.randrange(len(legal) + len(choices))
    if k < len(legal):
        return {key: v for key, v in legal[k].items() if key != "seat"}
    ch = choices[k - len(legal)]
    action: dict[str, Any] = {ch["verb"]: ch["required"] + rng.sample(ch["pool"], ch["size"] - len(ch["required"]))}
    if ch.get("value"):
        action["as"] = ch["value"]
    return action


class Result:
    def __init__(self) -> None:
        self.latencies: list[float] = []
        self.errors: list[str] = []
        self.superseded = 0
        self.hands = 0
        self.at_start: tuple[float, float, dict[str, Any]] = (0.0, 0.0, {})


async def player(
    url: str, token: str, hands: int, think: float, rng: random.Random, out: Result, start: Barrier
) -> None:
    try:
        ws = await websockets.connect(f"{url}?token={token}", max_size=2**22, open_timeout=60)
    except BaseException:
        start.leave()
        raise
    async with ws:
        await start.arrive()  # play begins once every client of every table is connected
        sent_at: float | None = None
        done = 0
        seen_over = False
        acted: tuple[Any, ...] | None = None
        while True:
            text = await ws.recv()
            if sent_at is None and IDLE_STATE in text and NO_CHOICES in text and OPEN_HAND in text:
                continue  # a state with nothing for this seat to do, while no action of its own is pending
            msg = json.loads(text)
            if msg["type"] == "error":
                sent_at = None
                if msg.get("stale"):
                    # an optional window (Excuse exchange, an announcement) lets two seats act at one point;
                    # the first action wins and the other, chosen on the same state, is refused as stale
                    out.superseded += 1
                else:
                    out.errors.append(f"{msg['reason']} (sent {msg.get('action')})")
                continue
            if msg["type"] == "hand_over":
                done += 1
                seen_over = True
                continue
            if msg["type"] != "state" or not msg.get("started"):
                continue
            if sent_at is not None:
                out.latencies.append(time.perf_counter() - sent_at)
                sent_at = None
            if done >= hands or msg.get("match_over"):
                return
            if msg.get("hand_over"):
                if seen_over and msg["seat"] not in msg.get("ready", []):
                    seen_over = False
                    await ws.send(json.dumps({"type": "ready"}))
                continue
            key = (msg.get("hand_number"), len(msg["obs"]["history"]), msg["obs"]["phase"])
            action = move(msg, rng)
            if action is None or key == acted:  # one action per decision point (state is re-sent on joins)
                continue
            acted = key
            if think:
                await asyncio.sleep(think * (0.5 + rng.random()))
            sent_at = time.perf_counter()
            await ws.send(json.dumps({"type": "action", "action": action, "version": msg["version"]}))


class Barrier:
    """Every client waits here until ``parties`` clients have arrived."""

    def __init__(self, parties: int) -> None:
        self.parties, self.arrived = parties, 0
        self.event = asyncio.Event()

    async def arrive(self) -> None:
        self.arrived += 1
        if self.arrived >= self.parties:
            self.event.set()
        await self.event.wait()

    def leave(self, parties: int = 1) -> None:
        """Clients that failed before arriving (their error is counted) are waited for no more."""
        self.parties -= parties
        if self.arrived >= self.parties:
            self.event.set()


async def setup(
    base: str, game: str, options: dict[str, Any], seats: int, seed: int, tokens: list[str]
) -> dict[str, Any]:
    """A table whose every seat is a guest's; each seat's token is appended to ``tokens``."""
    async with httpx.AsyncClient(base_url=base, timeout=60, headers={"origin": base}) as http:
        r = await http.post("/api/guest", json={"name": f"t{seed}p0"})
        r.raise_for_status()
        t: dict[str, Any] = (
            await http.post("/api/tables", json={"game": game, "options": options, "seats": ["human"] * seats})
        ).json()
        tokens.append(t["token"])
        for i in range(1, seats):
            http.cookies.clear()
            (await http.post("/api/guest", json={"name": f"t{seed}p{i}"})).raise_for_status()
            tokens.append((await http.post(f"/api/tables/{t['id']}/join", json={"seat": i})).json()["token"])
    return t


async def table(
    base: str,
    game: str,
    options: dict[str, Any],
    seats: int,
    hands: int,
    think: float,
    seed: int,
    out: Result,
    start: Barrier,
) -> None:
    rng = random.Random(seed)
    tokens: list[str] = []
    try:
        t = await setup(base, game, options, seats, seed, tokens)
    except BaseException as exc:
        start.leave(seats)
        out.errors.append(f"setting up table {seed}: {type(exc).__name__}: {exc}")
        return
    url = base.replace("http", "ws") + f"/ws/{t['id']}"
    results = await asyncio.gather(
        *(player(url, tok, hands, think, random.Random(rng.random()), out, start) for tok in tokens),
        return_exceptions=True,
    )
    for res in results:
        if isinstance(res, BaseException):
            out.errors.append(f"{type(res).__name__}: {res}")
    out.hands += hands


async def main_async(args: argparse.Namespace, base: str) -> Result:
    out = Result()
    options = json.loads(args.options)
    from tarocchi.games import create_game

    seats = create_game(args.game, options).num_seats
    start = Barrier(args.tables * seats)

    async def mark() -> None:  # the server's and this process's CPU and the clock when play begins
        await start.event.wait()
        async with httpx.AsyncClient(base_url=base, timeout=30) as http:
            out.at_start = (time.perf_counter(), time.process_time(), (await http.get("/api/stats")).json())

    marker = asyncio.create_task(mark())
    await asyncio.gather(
        *(table(base, args.game, options, seats, args.hands, args.think, i, out, start) for i in range(args.tables))
    )
    await marker
    return out


@contextlib.contextmanager
def database(postgres: str | None, tmp: str) -> Iterator[str]:
    """A throw-away database: SQLite in ``tmp``, or a new database on the PostgreSQL server ``postgres``."""
    if not postgres:
        yield f"sqlite:///{tmp}/load.sqlite3"
        return
    from sqlalchemy import create_engine, text
    from sqlalchemy.engine import make_url

    name = f"tarocchi_load_{os.getpid()}"
    admin = create_engine(postgres, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(text(f'CREATE DATABASE "{name}"'))
    try:
        yield make_url(postgres).set(database=name).render_as_string(hide_password=False)
    finally:
        with admin.connect() as conn:
            conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()


def run_loop(main: Coroutine[Any, Any, Result]) -> Result:
    """Run the clients on uvloop when it is installed (``uvicorn[standard]`` brings it), else asyncio."""
    try:
        import uvloop
    except ImportError:
        return asyncio.run(main)
    return uvloop.run(main)


def pct(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=50)
    parser.add_argument("--hands", type=int, default=1, help="hands per table")
    parser.add_argument("--game", default="french-tarot")
    parser.add_argument("--options", default='{"players": 4}')
    parser.add_argument("--think", type=float, default=0.1, help="mean seconds a bot client thinks (0: none)")
    parser.add_argument("--json", action="store_true")
    parser.add_argument(
        "--postgres", metavar="URL", help="a PostgreSQL server URL: the run uses a new database there, dropped after"
    )
    args = parser.parse_args()
    port = free_port()
    with tempfile.TemporaryDirectory() as tmp, database(args.postgres, tmp) as db:
        env = {
            **os.environ,
            "PYTHONUNBUFFERED": "1",
            "TAROCCHI_WEB_STATS": "1",
        }
        log = open(os.path.join(tmp, "server.log"), "wb")  # noqa: SIM115 - closed with the directory
        server = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "tarocchi",
                "serve",
                "--port",
                str(port),
                "--db",
                db,
                "--bot-delay",
                "0",
                "--http-rate",
                "10000",
                "--http-burst",
                "10000",
                "--tables-per-address",  # every table and socket comes from this one address
                "100000",
                "--sockets-per-address",
                "100000",
            ],
            env=env,
            stdout=log,
            stderr=log,
        )
        base = f"http://127.0.0.1:{port}"
        try:
            for _ in range(300):
                try:
                    if httpx.get(base + "/api/me", timeout=1).status_code == 200:
                        break
                except httpx.HTTPError:
                    time.sleep(0.05)
            out = run_loop(main_async(args, base))
            started, cpu_started, before = out.at_start
            elapsed, client_cpu = time.perf_counter() - started, time.process_time() - cpu_started
            server_side = httpx.get(base + "/api/stats", timeout=10).json()
        finally:
            server.terminate()
            server.wait(timeout=30)
            log.close()
    lat = out.latencies
    report = {
        "database": "postgresql" if args.postgres else "sqlite",
        "tables": args.tables,
        "game": args.game,
        "hands_per_table": args.hands,
        "think_s": args.think,
        "actions": len(lat),
        "seconds": round(elapsed, 2),
        "actions_per_second": round(len(lat) / elapsed, 1),
        "p50_ms": round(pct(lat, 0.50) * 1000, 2),
        "p95_ms": round(pct(lat, 0.95) * 1000, 2),
        "p99_ms": round(pct(lat, 0.99) * 1000, 2),
        "mean_ms": round(statistics.fmean(lat) * 1000, 2) if lat else None,
        "server_p50_ms": server_side["p50_ms"],
        "server_p95_ms": server_side["p95_ms"],
        "server_p99_ms": server_side["p99_ms"],
        "server_errors": server_side["errors"],
        "server_cpu_s": round(server_side["cpu_s"] - before["cpu_s"], 2),
        "client_cpu_s": round(client_cpu, 2),
        "commits": server_side["commits"] - before["commits"],
        "load_average": os.getloadavg()[0],
        "stale_refused": out.superseded,
        "errors": len(out.errors),
        "error_samples": sorted(set(out.errors))[:5],
    }
    if args.json:
        print(json.dumps(report))
    else:
        for key, value in report.items():
            print(f"{key:>18}: {value}")
    return 0 if not out.errors and not server_side["errors"] else 1


if __name__ == "__main__":
    raise SystemExit(main())
