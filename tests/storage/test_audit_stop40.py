"""Storage audit (DESIGN.md §8): the same code gives the same results on SQLite and PostgreSQL (dates, text
limits, JSON), SQLite migrations land whole even when the process is killed part-way, and processes that
open and write one SQLite file together neither fail nor corrupt it."""

from __future__ import annotations

import datetime as dt
import os
import subprocess
import sys
import textwrap
import time
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import inspect, text

sys.path.insert(0, str(Path(__file__).parent))
from dbhelp import PG_ENV, fresh_database

from tarocchi.storage import (
    Storage,
    StorageRefused,
    current_revision,
    make_engine,
    op_event,
    op_finish_hand,
    op_start_match,
    op_table,
)

HEAD = "0003"


def scenario(store: Storage) -> dict[str, Any]:
    """A club evening on ``store``: users, a table, its events, a finished hand, an uploaded record; what
    each read gives back, with the generated ids and times replaced by their shape."""
    ann = store.add_user("Ann 😀", login="ann", password_hash="h")
    bob = store.add_user("Bøb")
    store.add_table("t1", "toy", {"b": 1, "a": [0.1, 2**62]}, [{"kind": "human", "user": ann.id}], ann.id, public=True)
    [match] = store.run(
        [
            op_start_match(
                "t1", 1, game="toy", options={}, names=["Ann 😀", "Bøb"], seed=2**63 - 1, seats=[], players={0: ann.id}
            )
        ]
    )
    store.run([op_event("t1", 2, "act", {"seat": 0, "card": "é\u0000😀"}), op_table("t1", status="playing")])
    record = {"format": "tarocchi-record/1", "hands": [{"dealer": 0, "actions": ["x"]}]}
    store.run([op_finish_hand(match, 0, record["hands"][0], {"scores": [3, -3]}, record, [3, -3], True)])
    store.add_uploaded_record(bob.id, '{"é": "😀"}', {"ok": True})
    table = store.table("t1")
    assert table is not None
    history = store.history(ann.id)
    times = [table.created, table.updated, *(e.created for e in store.events("t1"))]
    return {
        "users": [(u.name, u.login) for u in (store.user(ann.id), store.user(bob.id)) if u is not None],
        "login": store.user_by_login("ann") is not None,
        "table": (table.game, table.options, table.seats, table.status, table.public, table.settings),
        "events": [(e.seq, e.kind, e.data) for e in store.events("t1")],
        "hands": [(h.number, h.record, h.result) for h in store.hands(match)],
        "history": [{k: v for k, v in h.items() if k not in ("match", "created")} for h in history],
        "created": [h["created"][-6:] for h in history],  # the UTC offset of the text the web page shows
        "zones": sorted({str(t.utcoffset()) if t is not None else "none" for t in times}),
        "records": store.uploaded_records(bob.id),
        "live": [t.id for t in store.live_tables()],
    }


EXPECTED = {
    "users": [("Ann 😀", "ann"), ("Bøb", None)],
    "login": True,
    "table": ("toy", {"b": 1, "a": [0.1, 2**62]}, [], "playing", True, {}),  # op_start_match gave no seats
    "events": [
        (1, "start", {"seed": 2**63 - 1, "match": 1, "names": ["Ann 😀", "Bøb"], "dealer": 0}),
        (2, "act", {"seat": 0, "card": "é\u0000😀"}),
    ],
    "hands": [(0, {"dealer": 0, "actions": ["x"]}, {"scores": [3, -3]})],
    "history": [
        {"table": "t1", "game": "toy", "seat": 0, "names": ["Ann 😀", "Bøb"], "hands": 1, "totals": [3, -3]}
        | {"options": {}, "finished": True}
    ],
    "created": ["+00:00"],
    "zones": ["0:00:00"],
    "records": (1, len('{"é": "😀"}'.encode())),
    "live": ["t1"],
}


def test_a_club_evening_reads_back_the_same_on_every_database(storage: Storage) -> None:
    """Every read gives the same values on SQLite and PostgreSQL; times come back aware, in UTC (SQLite
    gave naive ones: the history page's ``created`` had no offset there, so a browser read it as local
    time, and PostgreSQL answered in its session's time zone)."""
    assert scenario(storage) == EXPECTED


def test_times_are_utc_whatever_the_postgres_session_time_zone(tmp_path: Path) -> None:
    """A PostgreSQL server whose time zone is not UTC hands back the same UTC times."""
    base = os.environ.get(PG_ENV)
    if not base:
        pytest.skip(f"{PG_ENV} is not set")
    with fresh_database(("postgres", base), tmp_path) as url:
        with make_engine(url).connect() as conn:
            conn.execute(text(f"ALTER DATABASE \"{conn.engine.url.database}\" SET timezone TO 'Asia/Kolkata'"))
            conn.commit()
        store = Storage(url)
        try:
            before = dt.datetime.now(dt.UTC)
            got = scenario(store)
            assert got == EXPECTED
            table = store.table("t1")
            assert table is not None and before - dt.timedelta(minutes=5) < table.created <= dt.datetime.now(dt.UTC)
        finally:
            store.close()


@pytest.mark.parametrize(
    ("write", "code", "field"),
    [
        (lambda s: s.add_user("é" * 41), "storage_text_too_long", "users.name"),
        (lambda s: s.add_user("Ann", login="l" * 41), "storage_text_too_long", "users.login"),
        (lambda s: s.add_user("A\u0000nn"), "storage_text_nul", "users.name"),
        (lambda s: s.add_table("t" * 33, "toy", {}, [], None), "storage_text_too_long", "tables.id"),
        (lambda s: s.run([op_event("t1", 9, "k" * 17, {})]), "storage_text_too_long", "table_events.kind"),
        (lambda s: s.add_uploaded_record(None, "{\u0000}", {}), "storage_text_nul", "records.text"),  # type: ignore[arg-type]
    ],
    ids=["long-name", "long-login", "nul-name", "long-table-id", "long-kind", "nul-record"],
)
def test_text_no_database_may_hold_is_refused_alike(storage: Storage, write: Any, code: str, field: str) -> None:
    """SQLite kept any text; PostgreSQL raised a driver error for a NUL or a ``VARCHAR(n)`` overflow. Both
    now refuse it before the write, with a code and the field, and store nothing."""
    storage.add_table("t1", "toy", {}, [], None)
    with pytest.raises(StorageRefused) as refused:
        write(storage)
    assert refused.value.code == code and refused.value.params["field"] == field
    assert isinstance(refused.value, ValueError)
    assert [e.seq for e in storage.events("t1")] == [] and storage.user(1) is None


def test_the_longest_names_and_emoji_fit_alike(storage: Storage) -> None:
    """40 characters fit a 40-character column whatever their UTF-8 length (emoji, accents); JSON keeps a
    NUL escape; a look-up by a login no database may hold finds nobody rather than failing."""
    name = "😀" * 39 + "é"
    user = storage.add_user(name, login="ü" * 40)
    again = storage.user(user.id)
    assert again is not None and again.name == name and again.login == "ü" * 40
    assert storage.user_by_login("ü" * 40) is not None
    assert storage.user_by_login("a\u0000") is None and storage.user_by_login("x" * 500) is None
    assert storage.session_user("tok\u0000en") is None


def test_migrations_from_nothing_run_twice_and_from_every_revision(storage: Storage) -> None:
    """Opening an up-to-date database again changes nothing; the schema is the models'."""
    tables = set(inspect(storage.engine).get_table_names())
    again = Storage(storage.url)
    assert current_revision(again.engine) == HEAD and set(inspect(again.engine).get_table_names()) == tables
    again.close()


MIGRATE_THEN_DIE = """
import os, signal, sys
from alembic.operations import Operations
made = []
original = Operations.create_table
def create_table(self, name, *columns, **kw):
    made.append(name)
    if len(made) == {after}:
        os.kill(os.getpid(), signal.SIGKILL)  # killed between two tables of the first migration
    return original(self, name, *columns, **kw)
Operations.create_table = create_table
from tarocchi.storage import Storage
Storage(sys.argv[1])
"""


@pytest.mark.parametrize("after", [3, 9])
def test_a_migration_killed_part_way_leaves_a_file_that_opens(tmp_path: Path, after: int) -> None:
    """SIGKILL in the middle of the migrations (after 2 tables of 0001, or in 0002): the next start finds
    the file as it was before and migrates it. SQLite committed each CREATE TABLE at once, so the next
    start failed for ever with ``table settings already exists``."""
    url = f"sqlite:///{tmp_path / 'kill.sqlite3'}"
    script = textwrap.dedent(MIGRATE_THEN_DIE).replace("{after}", str(after))
    done = subprocess.run([sys.executable, "-c", script, url], check=False, capture_output=True, timeout=60)
    assert done.returncode == -9, done.stderr.decode()
    store = Storage(url)
    assert current_revision(store.engine) == HEAD
    assert store.add_user("Ann").id == 1 and store.secret()
    store.close()


WRITER = """
import sys, time
from tarocchi.storage import Storage, op_event, op_finish_hand, op_table
url, who, start = sys.argv[1], sys.argv[2], float(sys.argv[3])
while time.time() < start:
    time.sleep(0.001)
store = Storage(url)  # every writer opens (and migrates) the new file at the same moment
store.secret()
user = store.add_user(who).id
for i in range(40):
    tid = f"{who}{i}"
    store.add_table(tid, "toy", {}, [], user)
    match = store.add_match(tid, "toy", {}, [who])
    store.run([op_event(tid, 1, "act", {"i": i}), op_table(tid, status="playing")])
    store.run([op_event(tid, 2, "act", {"i": i}), op_finish_hand(match, 0, {}, {"i": i}, {"hands": [{}]}, [i], True)])
    store.add_uploaded_record(user, "x" * 10, {}, max_records=5)
print("ok")
"""


def test_writers_in_three_processes_on_a_new_sqlite_file(tmp_path: Path) -> None:
    """Three processes open a new SQLite file at the same moment and write to it: none fails (the second
    and third opened ``table ... already exists`` before), none waits for ever, and the file is whole."""
    path = tmp_path / "shared.sqlite3"
    url = f"sqlite:///{path}"
    start = time.time() + 1.0
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", WRITER, url, who, str(start)], stdout=subprocess.PIPE, stderr=subprocess.PIPE
        )
        for who in "ABC"
    ]
    outs = [p.communicate(timeout=120) for p in procs]
    assert [p.returncode for p in procs] == [0, 0, 0], [err.decode()[-400:] for _, err in outs]
    store = Storage(url)
    with store.engine.connect() as conn:
        assert conn.exec_driver_sql("PRAGMA integrity_check").scalar() == "ok"
        assert conn.execute(text("SELECT count(*) FROM table_events")).scalar() == 3 * 40 * 2
        assert conn.execute(text("SELECT count(*) FROM hands")).scalar() == 3 * 40
        assert conn.execute(text("SELECT count(*) FROM settings")).scalar() == 1
    assert [store.uploaded_records(u) for u in (1, 2, 3)] == [(5, 50)] * 3
    store.close()


def test_two_servers_creating_the_secret_together_agree_on_it(storage: Storage) -> None:
    """Both find no secret; the other one's lands first: this one's insert is refused and it takes the other's
    (it raised ``IntegrityError``, so a server started beside another on a new database stopped)."""
    from sqlalchemy import event
    from sqlalchemy.orm import Session

    other = Storage(storage.url, migrate=False)
    theirs: list[str] = []

    def meanwhile(session: Session, *_: Any) -> None:
        if not theirs:
            theirs.append("")
            theirs[0] = other.secret()  # the other server commits its secret between this one's read and write

    event.listen(Session, "before_flush", meanwhile)
    try:
        mine = storage.secret()
    finally:
        event.remove(Session, "before_flush", meanwhile)
        other.close()
    assert mine == theirs[0] == storage.secret()
