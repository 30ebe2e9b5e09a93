"""Storage: migrations run programmatically, and the operations the web app uses, on SQLite and PostgreSQL."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from sqlalchemy import inspect
from sqlalchemy.exc import IntegrityError

sys.path.insert(0, str(Path(__file__).parent))

from tarocchi.storage import Storage, current_revision, upgrade


def test_migrations_create_every_table_and_are_idempotent(storage: Storage) -> None:
    names = set(inspect(storage.engine).get_table_names())
    assert {"users", "tables", "matches", "match_players", "hands", "records", "settings", "alembic_version"} <= names
    assert {"table_events", "web_sessions"} <= names
    assert current_revision(storage.engine) == "0003"
    upgrade(storage.engine)  # running again changes nothing
    assert current_revision(storage.engine) == "0003"


def test_secret_is_created_once(storage: Storage) -> None:
    assert storage.secret() == storage.secret()
    assert len(storage.secret()) > 40


def test_users_and_logins(storage: Storage) -> None:
    guest = storage.add_user("Ann")
    account = storage.add_user("Bea", login="bea", password_hash="h")
    assert guest.id != account.id
    assert storage.user_by_login("bea").id == account.id
    assert storage.user_by_login("ann") is None
    assert storage.user(guest.id).name == "Ann"


def test_match_hands_and_history(storage: Storage) -> None:
    user = storage.add_user("Ann")
    storage.add_table("t1", "toy", {"hands": 2}, [{"kind": "human"}], user.id)
    match = storage.add_match("t1", "toy", {"hands": 2}, ["Ann", "random"])
    storage.set_match_player(match, 0, user.id)
    record = {"format": "tarocchi-record/1", "game": "toy", "options": {}, "hands": [{"dealer": 0, "actions": []}]}
    storage.finish_hand(match, 0, record["hands"][0], {"scores": [1, -1]}, record, [1, -1], finished=True)
    assert [h.number for h in storage.hands(match)] == [0]
    assert storage.match(match).record == record
    history = storage.history(user.id)
    assert history[0]["match"] == match and history[0]["hands"] == 1 and history[0]["finished"]
    assert history[0]["totals"] == [1, -1]
    assert storage.history(storage.add_user("Other").id) == []


def test_uploaded_records_are_kept_under_a_quota(storage: Storage) -> None:
    user = storage.add_user("Ann")
    rid = storage.add_uploaded_record(user.id, "{}", {"ok": False, "error": "x"})
    assert rid > 0 and storage.uploaded_records(user.id) == (1, 2)
    for _ in range(5):
        storage.add_uploaded_record(user.id, "x" * 100, {"ok": False}, max_records=3, max_bytes=250)
    assert storage.uploaded_records(user.id) == (2, 200)  # the oldest went first, to stay under 250 bytes
    for _ in range(5):
        storage.add_uploaded_record(user.id, "y", {"ok": False}, max_records=3, max_bytes=10_000)
    assert storage.uploaded_records(user.id) == (3, 3)


def test_sessions_are_server_side_and_end_everywhere(storage: Storage) -> None:
    ann, bob = storage.add_user("Ann"), storage.add_user("Bob")
    one, sid = storage.add_session(ann.id, 3600)
    two, _ = storage.add_session(ann.id, 3600)
    bobs, bob_sid = storage.add_session(bob.id, 3600)
    assert storage.session_user(one)[0].id == ann.id and storage.session_alive(sid, ann.id)
    assert not storage.session_alive(sid, bob.id)  # a session id is only good with its own user
    assert storage.session_user(one + "x") is None and storage.session_user("") is None
    assert storage.end_sessions(ann.id) == 2
    assert storage.session_user(one) is None and storage.session_user(two) is None
    assert not storage.session_alive(sid, ann.id)
    assert storage.session_user(bobs)[0].id == bob.id and storage.session_alive(bob_sid, bob.id)
    expired, _ = storage.add_session(bob.id, -1)
    assert storage.session_user(expired) is None


def test_table_events_and_ops_land_together(storage: Storage) -> None:
    from tarocchi.storage import op_event, op_start_match, op_table

    user = storage.add_user("Ann")
    storage.add_table("t1", "toy", {}, [{"kind": "human", "user": user.id, "name": "Ann"}], user.id, public=True)
    [match] = storage.run(
        [
            op_start_match(
                "t1",
                1,
                game="toy",
                options={},
                names=["Ann"],
                seed=2**62,
                seats=[{"kind": "human"}],
                players={0: user.id},
            )
        ]
    )
    storage.run([op_event("t1", 2, "act", {"seat": 0, "cards": "f" * 20})])
    with pytest.raises(IntegrityError):  # the same seq twice: the whole transaction is refused
        storage.run([op_table("t1", status="finished"), op_event("t1", 2, "act", {})])
    assert storage.table("t1").status == "playing"  # op_start_match set it, the failed run did not
    events = storage.events("t1")
    assert [(e.seq, e.kind) for e in events] == [(1, "start"), (2, "act")]
    assert events[0].data == {"seed": 2**62, "match": match, "names": ["Ann"], "dealer": 0}
    assert events[1].data["cards"] == "f" * 20
    assert [t.id for t in storage.live_tables()] == ["t1"]
    assert storage.may_read_match(match, None)  # a public table
    assert storage.history(user.id)[0]["match"] == match


def test_match_records_are_private_to_players_and_owner(storage: Storage) -> None:
    ann, bob, eve = storage.add_user("Ann"), storage.add_user("Bob"), storage.add_user("Eve")
    storage.add_table("t2", "toy", {}, [], ann.id)
    match = storage.add_match("t2", "toy", {}, ["Bob"])
    storage.set_match_player(match, 0, bob.id)
    assert storage.may_read_match(match, ann.id) and storage.may_read_match(match, bob.id)
    assert not storage.may_read_match(match, eve.id) and not storage.may_read_match(match, None)
    assert not storage.may_read_match(match + 1, ann.id)


def test_upgrade_from_0001_keeps_the_data(tmp_path: Path) -> None:
    from sqlalchemy import text

    from tarocchi.storage import make_engine

    engine = make_engine(f"sqlite:///{tmp_path / 'old.sqlite3'}")
    upgrade(engine, "0001")
    with engine.begin() as conn:
        conn.execute(text("INSERT INTO users (id, name, created) VALUES (1, 'Ann', '2024-01-01')"))
        conn.execute(
            text(
                "INSERT INTO tables (id, game, options, seats, owner_id, status, created) "
                "VALUES ('old', 'toy', '{}', '[]', 1, 'finished', '2024-01-01')"
            )
        )
        conn.execute(
            text("INSERT INTO records (user_id, text, outcome, created) VALUES (NULL, '{}', '{}', '2024-01-01')")
        )
    upgrade(engine)
    assert current_revision(engine) == "0003"
    store = Storage(f"sqlite:///{tmp_path / 'old.sqlite3'}")
    row = store.table("old")
    assert row.public is False and row.status == "finished" and store.user(1).name == "Ann"
    store.close()
    engine.dispose()


def test_default_database_is_sqlite_in_the_user_data_directory(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from tarocchi.storage import default_url

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    url = default_url()
    assert url == f"sqlite:///{tmp_path / 'tarocchi' / 'tarocchi.sqlite3'}"
    store = Storage(url)
    assert current_revision(store.engine) == "0003"
    store.close()
