"""Database URLs for the storage and web tests: SQLite always, PostgreSQL when
``TAROCCHI_TEST_POSTGRES_URL`` is set (``.ci/run`` sets it). Each test gets a fresh database."""

from __future__ import annotations

import contextlib
import os
import secrets
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import create_engine, text
from sqlalchemy.engine import make_url

PG_ENV = "TAROCCHI_TEST_POSTGRES_URL"


def database_urls() -> list[Any]:
    """``(id, base url)`` pairs; the PostgreSQL one is skipped (or failed in CI) when absent."""
    params: list[Any] = [("sqlite", "sqlite")]
    pg = os.environ.get(PG_ENV)
    if pg:
        params.append(("postgres", pg))
    else:
        marks = [] if os.environ.get("TAROCCHI_REQUIRE_ALL") else [pytest.mark.skip(reason=f"{PG_ENV} is not set")]
        params.append(pytest.param(("postgres", ""), marks=marks, id="postgres"))
    return params


@contextlib.contextmanager
def fresh_database(param: tuple[str, str], tmp_path: Path) -> Iterator[str]:
    """A new empty database for one test; PostgreSQL ones are dropped afterwards."""
    kind, base = param
    if kind == "sqlite":
        yield f"sqlite:///{tmp_path / 'test.sqlite3'}"
        return
    if not base:
        pytest.fail(f"PostgreSQL tests are required (TAROCCHI_REQUIRE_ALL) but {PG_ENV} is not set")
    name = "tarocchi_test_" + secrets.token_hex(6)
    admin = create_engine(base, isolation_level="AUTOCOMMIT")
    try:
        with admin.connect() as conn:
            conn.execute(text(f'CREATE DATABASE "{name}"'))
    except Exception as exc:
        admin.dispose()
        pytest.fail(f"cannot create a PostgreSQL database at {base}: {exc}")
    try:
        yield make_url(base).set(database=name).render_as_string(hide_password=False)
    finally:
        with admin.connect() as conn:
            conn.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        admin.dispose()
