"""Storage: migrations run programmatically, and the operations the web app uses, on SQLite and PostgreSQL."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import inspect

sys.path.insert(0, str(Path(__file__).parent))
from dbhelp import database_urls, fresh_database

from tarocchi.storage import Storage, current_revision, upgrade


@pytest.fixture(params=database_urls(), ids=lambda p: p[0])
def storage(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Storage]:
    with fresh_database(request.param, tmp_path) as url:
        store = Storage(url)
        yield store
        store.close()


def test_migrations_create_every_table_and_are_idempotent(storage: Storage) -> None:
    names = set(inspect(storage.engine).get_table_names())
    assert {"users", "tables", "matches", "match_players", "hands", "records", "settings", "alembic_version"} <= names
    assert current_revision(storage.engine) == "0001"
    upgrade(storage.engine)  # running again changes nothing
    assert current_revision(storage.engine) == "0001"


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


def test_uploaded_records_are_kept(storage: Storage) -> None:
    rid = storage.add_uploaded_record(None, "{}", {"ok": False, "error": "x"})
    assert rid > 0


def test_default_database_is_sqlite_in_the_user_data_directory(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from tarocchi.storage import default_url

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    url = default_url()
    assert url == f"sqlite:///{tmp_path / 'tarocchi' / 'tarocchi.sqlite3'}"
    store = Storage(url)
    assert current_revision(store.engine) == "0001"
    store.close()
