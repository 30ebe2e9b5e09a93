"""The storage tests' ``storage`` fixture: a fresh :class:`~tarocchi.storage.Storage` on each database
(:mod:`dbhelp`: SQLite always, PostgreSQL when ``TAROCCHI_TEST_POSTGRES_URL`` is set)."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
from dbhelp import database_urls, fresh_database

from tarocchi.storage import Storage


@pytest.fixture(params=database_urls(), ids=lambda p: p[0])
def storage(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Storage]:
    with fresh_database(request.param, tmp_path) as url:
        store = Storage(url)
        yield store
        store.close()
