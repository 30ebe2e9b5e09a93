"""Load check of ``tarocchi serve``: many tables of bots playing at once over real WebSockets.

Starts ``tarocchi serve`` (bots with no delay, a throw-away SQLite database, or with ``--postgres URL`` a
throw-away database on that PostgreSQL server) in a subprocess, creates
``--tables`` tables whose every seat is a remote bot: a WebSocket client choosing random legal actions
after ``--think`` seconds. The action latency is the time from sending an action to receiving the
state it produced (round trip: client, network stack, server check + apply + observation building +
broadcast); ``server_p95_ms`` is the server's own time per action (check, apply, store, build and queue
every seat's message). Actions chosen on a state another seat changed first (two seats may act in an
optional window) are refused as stale and counted apart from errors. Prints p50/p95/p99 and
the errors (refused actions, dropped connections, exceptions); ``--json`` prints one JSON object.

Persistence is always on (issue 15): every action is committed to the database before its state is
broadcast, so the round trip includes the commit. All clients share one address, so the server's
per-address HTTP rate limit is raised for the run (``TAROCCHI_WEB_HTTP_RATE``); every other limit is
the default.

    python benchmarks/web_load.py --tables 50 --hands 1 --game french-tarot
    python benchmarks/web_load.py --tables 50 --postgres postgresql+psycopg://postgres@127.0.0.1:5432/postgres
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
from collections.abc import Iterator
from typing import Any

import httpx
import websockets


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


async def player(url: str, token: str, hands: int, think: float, rng: random.Random, out: Result) -> None:
    async with websockets.connect(f"{url}?token={token}", max_size=2**22) as ws:
        sent_at: float | None = None
        done = 0
        seen_over = False
        acted: tuple[Any, ...] | None = None
        while True:
            msg = json.loads(await ws.recv())
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


async def table(
    base: str, game: str, options: dict[str, Any], seats: int, hands: int, think: float, seed: int, out: Result
) -> None:
    rng = random.Random(seed)
    tokens: list[str] = []
    async with httpx.AsyncClient(base_url=base, timeout=30, headers={"origin": base}) as http:
        r = await http.post("/api/guest", json={"name": f"t{seed}p0"})
        r.raise_for_status()
        t = (await http.post("/api/tables", json={"game": game, "options": options, "seats": ["human"] * seats})).json()
        tokens.append(t["token"])
        for i in range(1, seats):
            http.cookies.clear()
            (await http.post("/api/guest", json={"name": f"t{seed}p{i}"})).raise_for_status()
            tokens.append((await http.post(f"/api/tables/{t['id']}/join", json={"seat": i})).json()["token"])
    url = base.replace("http", "ws") + f"/ws/{t['id']}"
    results = await asyncio.gather(
        *(player(url, tok, hands, think, random.Random(rng.random()), out) for tok in tokens), return_exceptions=True
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
    await asyncio.gather(
        *(table(base, args.game, options, seats, args.hands, args.think, i, out) for i in range(args.tables))
    )
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
            "TAROCCHI_WEB_HTTP_RATE": "10000",
            "TAROCCHI_WEB_HTTP_BURST": "10000",
        }
        log = open(os.path.join(tmp, "server.log"), "wb")  # noqa: SIM115 - closed with the directory
        server = subprocess.Popen(
            [sys.executable, "-m", "tarocchi", "serve", "--port", str(port), "--db", db, "--bot-delay", "0"],
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
            before = httpx.get(base + "/api/stats", timeout=10).json()
            started, cpu_started = time.perf_counter(), time.process_time()
            out = asyncio.run(main_async(args, base))
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
