"""A club's store written by a newer tarocchi (its schema at a revision these migrations do not know): opening it
is one line naming the database and why (``tarocchi serve`` prints it and exits 2), not Alembic's traceback, and
the store is left as it was."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from tarocchi.storage import Storage, StorageError


def test_a_store_of_an_unknown_schema_revision_is_refused_in_one_line(tmp_path: Path) -> None:
    path = tmp_path / "club.sqlite3"
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE alembic_version (version_num VARCHAR(32) PRIMARY KEY)")
        db.execute("INSERT INTO alembic_version VALUES ('ffff9999')")
    db.close()
    with pytest.raises(StorageError) as refused:
        Storage(f"sqlite:///{path}")
    assert str(refused.value) == (
        f"database sqlite:///{path}: cannot open it (its schema is at revision 'ffff9999', which this tarocchi "
        "does not know: a newer version's?)"
    )
    with sqlite3.connect(path) as db:
        assert db.execute("SELECT version_num FROM alembic_version").fetchall() == [("ffff9999",)]
    db.close()


@pytest.mark.parametrize(
    ("url", "kept"),
    [
        ("sqlite://", False),
        ("sqlite:///:memory:", False),
        ("sqlite+pysqlite://", False),
        ("sqlite:////srv/club/games.sqlite3", True),
        ("postgresql+psycopg://club@db/games", True),
        ("not a url", True),
    ],
)
def test_a_store_in_memory_is_told_apart(url: str, kept: bool) -> None:
    """``tarocchi serve --db sqlite://`` keeps nothing once stopped: the server says so (cli/serve.py) by
    :func:`in_memory`."""
    from tarocchi.storage import in_memory

    assert in_memory(url) is not kept
