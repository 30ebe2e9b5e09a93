"""Helpers of the browser tests: the Debian Chromium, and a page that plays whatever it is offered."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from wsutil import require_all

CHROMIUM = os.environ.get("TAROCCHI_CHROMIUM", "/usr/bin/chromium")
SHOTS = Path(os.environ.get("TAROCCHI_SCREENSHOTS", "/tmp/tarocchi-screens"))
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


GuestPage = Callable[..., tuple[Any, list[str]]]
"""``page, errors = guest_page(size, name)``: the ``guest_page`` fixture of :file:`conftest.py`."""


def _need_browser() -> None:
    if not Path(CHROMIUM).exists():
        if require_all():
            pytest.fail(f"Chromium is required (TAROCCHI_REQUIRE_ALL) but {CHROMIUM} is missing")
        pytest.skip(f"{CHROMIUM} is not installed")
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        if require_all():
            pytest.fail("playwright is required (TAROCCHI_REQUIRE_ALL) but not installed")
        pytest.skip("playwright is not installed")


def _guest(page: Any, name: str) -> None:
    page.fill("#guest-name", name)
    page.click("#guest-submit")


LEVEL_OF_AGENT = {"random": "beginner", "heuristic": "intermediate", "search:seconds=0.5": "strong"}
"""The lobby offers strength levels (agents/levels.py); a test that names an agent picks its level."""


def _create(page: Any, game: str, seats: list[str]) -> str:
    page.wait_for_selector("#create-form")
    page.select_option("#game", game)
    for i, kind in enumerate(seats):
        page.select_option(f"select[data-seat='{i}']", LEVEL_OF_AGENT.get(kind, kind))
    page.click("#create")
    page.wait_for_url("**/t/*")
    return str(page.url)


def _step(page: Any) -> bool:
    """Do one thing the page offers this player; ``False`` when there is nothing to do."""
    try:
        if page.locator("#confirm-choice").count():
            if page.locator("#confirm-choice").is_enabled():
                page.click("#confirm-choice", timeout=2000)
            else:
                page.locator(".hand .card.playable:not(.selected)").first.click(timeout=2000)
            return True
        acts = page.locator("#dialog button.act")
        if acts.count():
            labels = [acts.nth(i).get_attribute("data-action") or "" for i in range(acts.count())]
            pick = next((i for i, x in enumerate(labels) if '"bid"' in x and '"pass"' not in x), 0)
            acts.nth(pick).click(timeout=2000)
            return True
        cards = page.locator(".hand .card.playable")
        if cards.count():
            cards.first.click(timeout=2000)
            return True
    except Exception:  # the page re-rendered under the click: try again
        return True
    return False


def _finished(page: Any) -> bool:
    return bool(page.locator("#result").count())


def _shot(page: Any, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)
