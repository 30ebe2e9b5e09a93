"""Record replays in a worker process, with a time limit (issue 15).

Replaying an uploaded record is heavy work (a record of thousands of hands takes seconds); on the
event loop it would stall every table. The server keeps one worker process (``python -m
tarocchi.web.replayer``) and sends it one record at a time over its stdin, one JSON line each way. A
replay that runs past its time limit is refused and the worker is killed and started afresh, which a
thread could not do. Records are parsed with a depth limit first, so a deeply nested file is a
refusal, not a RecursionError.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import sys
from pathlib import Path
from typing import Any

from tarocchi.web.refusals import Refused, failed, number

MAX_RECORD_DEPTH = 64
"""A ``tarocchi-record/1`` nests a handful of levels; anything far deeper is refused unread."""


def replay_outcome(text: str) -> dict[str, Any]:
    """``{"ok": True, "replay": ...}`` or ``{"ok": False, "error": ...}`` for one record text (a refusal of
    the server's own with its ``code`` and ``params``, :func:`~tarocchi.web.refusals.failed`; the record
    reader's error as it words it)."""
    from tarocchi.errors import TarocchiError
    from tarocchi.records.replay import replay_text
    from tarocchi.web.protocol import JSONShapeError, jsonable, load_json
    from tarocchi.web.record_errors import record_failure

    try:
        load_json(text, max_depth=MAX_RECORD_DEPTH)
    except JSONShapeError as exc:
        return failed(exc.code("record"), **exc.params)
    except ValueError:
        pass  # not JSON at all: the record reader says where, in its own words
    try:
        return {"ok": True, "replay": jsonable(replay_text(text).to_json())}
    except TarocchiError as exc:
        return record_failure(exc)
    except RecursionError:
        return failed("web_record_nested")
    except Exception as exc:  # a game package that fails must not break the page
        return failed("web_replay_failed", error=type(exc).__name__)


def _warm_up() -> None:
    """Import the record reader (and the wording of its refusals) and every game before saying ``ready``,
    so that the time limit measures the replay and not the imports."""
    import tarocchi.records.replay
    import tarocchi.web.record_errors  # noqa: F401
    from tarocchi.games import game_class, game_names

    for name in game_names():
        with contextlib.suppress(Exception):
            game_class(name)


def _serve() -> None:
    """The worker: ``ready`` once warm, then one JSON string per line in, one JSON outcome per line
    out, until stdin closes."""
    _warm_up()
    sys.stdout.write("ready\n")
    sys.stdout.flush()
    for line in sys.stdin:
        try:
            text = json.loads(line)
            outcome = (
                replay_outcome(text) if isinstance(text, str) else failed("web_replay_failed", error="bad request")
            )
        except Exception as exc:
            outcome = failed("web_replay_failed", error=type(exc).__name__)
        sys.stdout.write(json.dumps(outcome, separators=(",", ":")) + "\n")
        sys.stdout.flush()


class ReplayBusy(Refused):
    """Too many replays are waiting, or the worker could not start (HTTP 503)."""

    def __init__(self, code: str) -> None:
        super().__init__(code, 503)


class ReplayTimeout(Refused):
    """A replay ran past its time limit of ``seconds`` (the worker was restarted)."""

    def __init__(self, seconds: float) -> None:
        super().__init__("web_replay_timeout", 503, seconds=number(seconds))


class Replayer:
    """One worker process, used one record at a time; at most ``queue`` requests wait for it."""

    STARTUP_SECONDS = 60.0

    def __init__(self, seconds: float = 5.0, queue: int = 4) -> None:
        self.seconds = seconds
        self.queue = queue
        self._waiting = 0
        self.running = 0
        """Records being replayed now (0 or 1; the load benchmark and the tests read it)."""
        self._lock: asyncio.Lock | None = None
        self._proc: asyncio.subprocess.Process | None = None

    async def _worker(self) -> asyncio.subprocess.Process:
        if self._proc is None or self._proc.returncode is not None:
            import tarocchi

            here = str(Path(tarocchi.__file__).resolve().parents[1])  # this very tarocchi, not another one
            paths = [here, *[p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p]]
            env = {**os.environ, "PYTHONPATH": os.pathsep.join(paths)}
            self._proc = await asyncio.create_subprocess_exec(
                sys.executable,
                "-m",
                "tarocchi.web.replayer",
                stdin=asyncio.subprocess.PIPE,
                stdout=asyncio.subprocess.PIPE,
                env=env,
                limit=64 * 1024 * 1024,
            )
            assert self._proc.stdout is not None
            try:
                ready = await asyncio.wait_for(self._proc.stdout.readline(), timeout=self.STARTUP_SECONDS)
            except TimeoutError:
                ready = b""
            if ready.strip() != b"ready":
                await self.stop()
                raise ReplayBusy("web_replay_not_started")
        return self._proc

    async def replay(self, text: str) -> dict[str, Any]:
        """The outcome of replaying ``text``. Raises :class:`ReplayBusy` or :class:`ReplayTimeout`."""
        if self._lock is None:
            self._lock = asyncio.Lock()
        if self._waiting >= self.queue:
            raise ReplayBusy("web_replay_busy")
        self._waiting += 1
        try:
            async with self._lock:
                proc = await self._worker()
                assert proc.stdin is not None and proc.stdout is not None
                self.running += 1
                try:
                    proc.stdin.write(json.dumps(text).encode() + b"\n")
                    await proc.stdin.drain()
                    line = await asyncio.wait_for(proc.stdout.readline(), timeout=self.seconds)
                except TimeoutError:
                    await self.stop()
                    raise ReplayTimeout(self.seconds) from None
                finally:
                    self.running -= 1
                if not line:
                    await self.stop()
                    return failed("web_replay_stopped")
                outcome: dict[str, Any] = json.loads(line)
                return outcome
        finally:
            self._waiting -= 1

    async def stop(self) -> None:
        """Kill the worker (a fresh one starts on the next replay)."""
        proc, self._proc = self._proc, None
        if proc is not None and proc.returncode is None:
            with contextlib.suppress(ProcessLookupError):
                proc.kill()
            with contextlib.suppress(Exception):
                await proc.wait()


if __name__ == "__main__":
    _serve()
