"""SQLite, the embedded store: a write waits for another process's write in progress (a second server on the same
file, ``tarocchi match --journal`` beside it, a migration on first start) instead of failing at once with
"database is locked"; on a loaded machine that write may hold the file for several seconds."""

from __future__ import annotations

import sqlite3
import threading
import time
from pathlib import Path

from tarocchi.storage import Storage


def _commit_after(other: sqlite3.Connection, seconds: float) -> tuple[threading.Thread, threading.Event]:
    """Another connection's transaction in progress, committed ``seconds`` from now on a thread of its own: the
    thread (to join) and the event set once it has committed."""
    released = threading.Event()

    def release() -> None:
        time.sleep(seconds)
        other.execute("COMMIT")
        released.set()

    holder = threading.Thread(target=release)
    holder.start()
    return holder, released


def test_a_write_waits_out_another_connections_write_of_six_seconds(tmp_path: Path) -> None:
    path = tmp_path / "busy.sqlite3"
    store = Storage(f"sqlite:///{path}")
    store.add_user("Ann")
    other = sqlite3.connect(path, timeout=1, check_same_thread=False, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # another process's write in progress
    other.execute("INSERT INTO users (name, created) VALUES ('Held', '2026-01-01 00:00:00')")
    holder, released = _commit_after(other, 6)
    try:
        user = store.add_user("Bob")  # waits for the other write, then goes through
        assert released.is_set()
        assert store.user(user.id) is not None and store.user(user.id).name == "Bob"  # type: ignore[union-attr]
    finally:
        holder.join()
        other.close()
        store.close()


def test_opening_a_new_file_waits_out_another_process_holding_it_for_six_seconds(tmp_path: Path) -> None:
    """A server started beside another on a new file: the file is still in SQLite's first journal mode and the
    other holds it (its first migration); turning on WAL takes a lock too, and it waited only the driver's 5 s
    (the 30 s busy timeout was set after it): "cannot open it (database is locked)", seen in a CI run of three
    writers opening one new file."""
    path = tmp_path / "new.sqlite3"
    other = sqlite3.connect(path, timeout=1, check_same_thread=False, isolation_level=None)
    other.execute("CREATE TABLE held (x)")
    other.execute("BEGIN EXCLUSIVE")  # the first process's migration, in rollback-journal mode
    other.execute("INSERT INTO held VALUES (1)")
    holder, released = _commit_after(other, 6)
    try:
        store = Storage(f"sqlite:///{path}")  # waits for the other's lock, then opens and migrates
        assert released.is_set()
        assert store.add_user("Ann").id == 1
        store.close()
    finally:
        holder.join()
        other.close()
