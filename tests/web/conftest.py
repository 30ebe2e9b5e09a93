"""Fixtures of the web tests: a database (SQLite, and PostgreSQL when one is given) and the app."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).parent))
sys.path.insert(0, str(Path(__file__).parent.parent / "storage"))
sys.path.insert(0, str(Path(__file__).parent.parent / "engine"))  # passtake, under toygame

from browserutil import ARGS, CHROMIUM, GuestPage, _guest, _need_browser
from dbhelp import database_urls, fresh_database
from wsutil import all_games

from tarocchi.web.app import WebConfig, create_app


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Tests marked ``one_database`` (what the page looks like and how it plays: layout, words, taps,
    keyboard) do not depend on the store: they run on SQLite only. Everything about keeping data (the
    durable tables, the fault tests, the storage and the attack suite) still runs on both databases."""
    kept, dropped = [], []
    for item in items:
        callspec = getattr(item, "callspec", None)
        on_postgres = callspec is not None and callspec.params.get("db_url", ("",))[0] == "postgres"
        (dropped if on_postgres and item.get_closest_marker("one_database") else kept).append(item)
    if dropped:
        config.hook.pytest_deselected(items=dropped)
        items[:] = kept


@pytest.fixture(params=database_urls(), ids=lambda p: p[0])
def db_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    with fresh_database(request.param, tmp_path) as url:
        yield url


@pytest.fixture
def app_factory(db_url: str) -> Callable[..., Any]:
    def make(**kw: Any) -> Any:
        kw.setdefault("bot_delay", 0.0)
        kw.setdefault("games", all_games())
        kw.setdefault("allowed_hosts", ("testserver",))  # the test client's Host, as a public name would be
        return create_app(WebConfig(db_url=db_url, **kw))

    return make


@pytest.fixture(scope="module")
def chromium() -> Iterator[Any]:
    """One headless Chromium for a test module's browser tests, launched when the first asks for it and
    closed after the module's last test: a launch per test cost about a second. Each test still starts with
    no page or context open (test_browser's ``browser`` closes those a test opened)."""
    _need_browser()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield b
        b.close()


@pytest.fixture
def guest_page(server: str, browser: Any) -> Iterator[GuestPage]:
    """A new player's page in its own browser context at ``size`` (touch under 700 px wide), on the
    lobby signed in as the guest ``name`` (``None``: left on the sign-in form), with the list its page
    errors go to. The browser tests' one set-up; ``server`` and ``browser`` are test_browser's."""
    contexts: list[Any] = []

    def make(size: tuple[int, int], name: str | None = "Ann") -> tuple[Any, list[str]]:
        touch = size[0] < 700
        context = browser.new_context(viewport={"width": size[0], "height": size[1]}, has_touch=touch, is_mobile=touch)
        contexts.append(context)
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.goto(server + "/")
        if name is None:
            page.wait_for_selector("#guest-name")
        else:
            _guest(page, name)
            page.wait_for_selector("#create-form")
        return page, errors

    yield make
    for context in contexts:
        context.close()
