"""Helpers of the browser tests: the Debian Chromium, and a page that plays whatever it is offered."""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.parse import urljoin

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


def _create(page: Any, game: str, seats: list[str], players: int | None = None) -> str:
    """A table of ``game`` made in the lobby with these ``seats`` (``players`` of them chosen first when given);
    the table's address."""
    page.wait_for_selector("#create-form")
    page.select_option("#game", game)
    if players is not None:
        page.select_option("#players", str(players))
        page.wait_for_function(f"() => document.querySelectorAll('#seats select').length === {len(seats)}")
    for i, kind in enumerate(seats):
        page.select_option(f"select[data-seat='{i}']", LEVEL_OF_AGENT.get(kind, kind))
    page.click("#create")
    page.wait_for_url("**/t/*")
    return str(page.url)


def _api_table(page: Any, body: dict[str, Any]) -> str:
    """A table made through the API from the page (its cookie and origin) with ``body`` (game, seats, options),
    and the page opened on it; the table's id."""
    table = page.evaluate(
        """async (body) => {
            const r = await fetch('/api/tables', { method: 'POST', headers: { 'Content-Type': 'application/json' },
                body: JSON.stringify(body) });
            return r.json();
        }""",
        body,
    )
    assert "id" in table, table
    page.goto(urljoin(page.url, f"/t/{table['id']}"))
    return str(table["id"])


OFFERED = """() => {
    const confirm = document.querySelector('#confirm-choice');
    return {
        confirm: confirm ? !confirm.disabled : null,
        acts: [...document.querySelectorAll('#dialog button.act')].map((b) => b.dataset.action || ''),
        decline: !!document.querySelector('#decline'),
        cards: document.querySelectorAll('.hand .card.playable').length,
    };
}"""
"""What the page offers this player now, read in one call: a choice's confirm button (enabled or not), the
decisions' actions, a "no thanks" button beside the cards, the playable cards."""


def _play_until(page: Any, selector: str, seconds: float = 150, touch: bool = False) -> None:
    """Play what the page offers (:func:`_step`) until ``selector`` is on the page (a hand's result: ``#result``,
    its explanation: ``#explain``), within ``seconds``."""
    deadline = time.monotonic() + seconds
    while not page.locator(selector).count():
        assert time.monotonic() < deadline, f"{selector} did not come in {seconds} s"
        if not _step(page, touch):
            page.wait_for_timeout(50)


def _press(page: Any, locator: Any, touch: bool) -> None:
    """Tap (``touch``) or click ``locator``, waiting at most 2 s for it."""
    if touch:
        locator.tap(timeout=2000)
    else:
        locator.click(timeout=2000)


def _step(page: Any, touch: bool = False, decline: bool = False) -> bool:
    """Do one thing the page offers this player: confirm or pick a card of a choice, a decision (a bid other
    than a pass when there is one; with ``decline``, "no thanks" to an optional decision offered beside the
    cards), else a playable card; by tap with ``touch``. ``False`` when there is nothing to do.

    What is offered is read in one call (:data:`OFFERED`): the page re-renders as the other seats play, and
    an element asked about one by one may be gone by the next question (each waiting 30 s for it)."""
    try:
        offered = page.evaluate(OFFERED)
        if offered["confirm"] is not None:
            if offered["confirm"]:
                _press(page, page.locator("#confirm-choice"), touch)
            else:
                _press(page, page.locator(".hand .card.playable:not(.selected)").first, touch)
            return True
        acts = offered["acts"]
        if acts:
            if decline and offered["decline"]:
                _press(page, page.locator("#decline"), touch)
                return True
            pick = next((i for i, x in enumerate(acts) if '"bid"' in x and '"pass"' not in x), 0)
            _press(page, page.locator("#dialog button.act").nth(pick), touch)
            return True
        if offered["cards"]:
            _press(page, page.locator(".hand .card.playable").first, touch)
            return True
    except Exception:  # the page re-rendered under the tap: look again
        return True
    return False


class Answers:
    """Whether the table has answered this page's last action, read from its WebSocket's frames: the page
    draws the state an action was sent at until the answer comes, so a hand read in between still holds the
    card just played (on a loaded machine the answer may take seconds). Watch the page before it opens its
    table: ``answers = Answers(page)``, then ``answers.wait(page)`` before reading what the seat holds."""

    def __init__(self, page: Any) -> None:
        self.waiting: int | None = None
        """The version the last action was sent at, until a state of a later version or a refusal comes."""
        page.on("websocket", self._watch)

    def _watch(self, ws: Any) -> None:
        ws.on("framesent", self._sent)
        ws.on("framereceived", self._received)

    def _sent(self, payload: str | bytes) -> None:
        msg = _frame(payload)
        if msg.get("type") == "action":
            self.waiting = int(msg.get("version") or 0)

    def _received(self, payload: str | bytes) -> None:
        msg = _frame(payload)
        if self.waiting is None:
            return
        if msg.get("type") == "error" or (msg.get("type") == "state" and int(msg.get("version") or 0) > self.waiting):
            self.waiting = None

    def answered(self) -> bool:
        return self.waiting is None

    def wait(self, page: Any, seconds: float = 60) -> None:
        """Wait until the last action sent has its answer (the page pumps the frames' events as it waits)."""
        deadline = time.monotonic() + seconds
        page.wait_for_timeout(30)  # a frame sent by the last click is reported by now
        while not self.answered() and time.monotonic() < deadline:
            page.wait_for_timeout(30)
        assert self.answered(), f"no answer to the action sent at version {self.waiting} in {seconds} s"


def _frame(payload: str | bytes) -> dict[str, Any]:
    try:
        msg = json.loads(payload)
    except ValueError:
        return {}
    return msg if isinstance(msg, dict) else {}


def _deal_again(page: Any, touch: bool = False) -> None:
    """Close a hand's result with "next hand" and wait for the next deal: for a test that needs cards played,
    after a deal annulled before any card (a petit sec, French Tarot R3.7: about one deal in 350 with four
    players, one in 110 with five), which a table's random seed deals now and then."""
    _press(page, page.locator("#next-hand"), touch)
    page.wait_for_selector("#result", state="detached")


def _finished(page: Any) -> bool:
    return bool(page.locator("#result").count())


def _shot(page: Any, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)


def gatti_two_record(tmp_path: Path, names: list[str]) -> dict[str, Any]:
    """A hand of 2-player Gatti (12.2: two players, two dummies) played by computer players through ``tarocchi
    match``, its record's ``names`` replaced by ``names`` (as the web app stores people, computers and dummies)."""
    from tarocchi.cli import main

    main(["match", "gatti", "--players", "2", "--deals", "1", "--agents", "random", "--records", str(tmp_path)])
    record = json.loads(next(tmp_path.glob("*.json")).read_text())
    record["names"] = list(names)
    return dict(record)


def open_review(page: Any, record: dict[str, Any], ready: str = "#review-felt .seat-tag") -> None:
    """Open the review page and upload ``record`` there, waiting for ``ready`` to be drawn."""
    page.goto(page.url.split("/replay")[0].rstrip("/") + "/replay")
    upload = {"name": "r.json", "mimeType": "application/json", "buffer": json.dumps(record).encode()}
    page.set_input_files("#replay-file", files=[upload])
    page.wait_for_selector(ready)
