"""Fixtures of the web tests: a database (SQLite, and PostgreSQL when one is given) and the app."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).parent))
sys.path.insert(0, str(Path(__file__).parent.parent / "storage"))

from dbhelp import database_urls, fresh_database
from wsutil import all_games

from tarocchi.web.app import WebConfig, create_app


@pytest.fixture(params=database_urls(), ids=lambda p: p[0])
def db_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    with fresh_database(request.param, tmp_path) as url:
        yield url


@pytest.fixture
def app_factory(db_url: str) -> Callable[..., Any]:
    def make(**kw: Any) -> Any:
        kw.setdefault("bot_delay", 0.0)
        kw.setdefault("games", all_games())
        return create_app(WebConfig(db_url=db_url, **kw))

    return make
