"""The journal: every acknowledged change of a live table is committed before it is broadcast (issue 15).

A table awaits :meth:`Journal.write`; one writer thread takes whatever writes are waiting and commits
them in a single transaction (group commit), so the event loop never blocks on the database and many
tables share one commit. A write that fails is retried alone, so one bad write never sinks the others;
its caller gets the exception and refuses the action it was for.

The thread keeps one database connection for its commits (no pool checkout, no liveness ping per
commit); after a failed commit it is given back (the pool checks it before anyone reuses it) and the
next commit takes a fresh one, so a database restart costs only the writes in flight at that moment.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import queue
import threading
from collections.abc import Sequence
from typing import Any

from sqlalchemy import Connection

from tarocchi.storage import Op, Storage

log = logging.getLogger("tarocchi.web")

BATCH = 256
"""The most writes committed together."""

_Item = tuple[Sequence[Op], asyncio.AbstractEventLoop, "asyncio.Future[list[Any]]"]


class JournalError(Exception):
    """The database did not take a write; the change it was for did not happen."""


class Journal:
    """A single writer thread in front of a :class:`~tarocchi.storage.Storage`."""

    def __init__(self, storage: Storage) -> None:
        self.storage = storage
        self._connection: Connection | None = None
        self._queue: queue.SimpleQueue[_Item | None] = queue.SimpleQueue()
        self._thread = self._start()
        self.commits = 0

    def _start(self) -> threading.Thread:
        thread = threading.Thread(target=self._run, name="tarocchi-journal", daemon=True)
        thread.start()
        return thread

    async def write(self, *ops: Op) -> list[Any]:
        """Commit ``ops`` together; returns what each op returned. Raises :class:`JournalError`."""
        loop = asyncio.get_running_loop()
        future: asyncio.Future[list[Any]] = loop.create_future()
        if not self._thread.is_alive():  # closed by an earlier lifespan of the same app (tests)
            self._thread = self._start()
        self._queue.put((ops, loop, future))
        return await future

    def close(self) -> None:
        """Finish the waiting writes and stop the thread."""
        if self._thread.is_alive():
            self._queue.put(None)
            self._thread.join(timeout=30)
        self._drop()

    def _drop(self) -> None:
        """Give the thread's connection back to the pool (after a failure, or when the journal closes)."""
        connection, self._connection = self._connection, None
        if connection is not None:
            with contextlib.suppress(Exception):
                connection.close()

    def _run(self) -> None:
        stop = False
        while not stop:
            item = self._queue.get()
            if item is None:
                return
            batch = [item]
            while len(batch) < BATCH:
                try:
                    more = self._queue.get_nowait()
                except queue.Empty:
                    break
                if more is None:
                    stop = True
                    break
                batch.append(more)
            self._commit(batch)

    def _commit(self, batch: list[_Item]) -> None:
        try:
            if self._connection is None:
                self._connection = self.storage.engine.connect()
            out = self.storage.run([op for ops, _, _ in batch for op in ops], self._connection)
        except Exception:
            self._drop()
            if len(batch) > 1:
                for item in batch:
                    self._commit([item])
                return
            log.exception("the database refused a write")
            _resolve(batch[0], None, JournalError("the server could not save this change; try again"))
            return
        self.commits += 1
        at = 0
        for item in batch:
            n = len(item[0])
            _resolve(item, out[at : at + n], None)
            at += n


def _resolve(item: _Item, result: list[Any] | None, error: Exception | None) -> None:
    _, loop, future = item

    def settle() -> None:
        if future.done():
            return
        if error is not None:
            future.set_exception(error)
        else:
            future.set_result(result or [])

    with contextlib.suppress(RuntimeError):  # a closed loop: nobody is waiting any more
        loop.call_soon_threadsafe(settle)
