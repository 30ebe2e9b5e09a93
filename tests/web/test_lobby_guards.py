"""The lobby offers only its computer players, keeps bots off the request path's threads, and limits
open tables per client address as well as per user (issue 15 §2)."""

from __future__ import annotations

import os
import threading
import time
from typing import Any

import pytest
from fastapi.testclient import TestClient
from wsutil import SAME_ORIGIN, all_games, as_new_guest, guest

from tarocchi.agents.levels import LEVELS, level
from tarocchi.storage import op_table
from tarocchi.web.tables import Limits

TOY_BOTS = ["random"] * 4


@pytest.mark.parametrize("kind", ["search:seconds=3600", "search", "heuristic:x=1", "random:seconds=9"])
def test_a_client_may_seat_only_the_offered_computer_players(app_factory: Any, kind: str) -> None:
    with TestClient(app_factory(), headers=SAME_ORIGIN, cookies={"lang": "it"}) as c:
        guest(c, "Ann")
        r = c.post("/api/tables", json={"game": "toy", "seats": ["human", kind, "random", "random"]})
        assert r.status_code == 400, r.text
        body = r.json()
        assert body["code"] == "web_unknown_seat_kind" and body["params"]["kind"] == kind
        assert body["detail"].startswith(f"tipo di posto sconosciuto '{kind}'")  # the page's language
        assert not c.get("/api/tables").json()["tables"]
        # the levels, and their agents as stored tables name them, stay seats
        r = c.post("/api/tables", json={"game": "toy", "seats": ["human", "beginner", "random", "beginner"]})
        assert r.status_code == 200, r.text
        if "french-tarot" in all_games():
            seats = ["human", "intermediate", "heuristic", "strong"]
            r = c.post("/api/tables", json={"game": "french-tarot", "seats": seats})
            assert r.status_code == 200, r.text
    assert {lv.key for lv in LEVELS} == {"beginner", "intermediate", "strong", "expert"}


class _Stuck:
    """A computer player that thinks until the test lets it go."""

    name = "stuck"

    def __init__(self, release: threading.Event, thinking: threading.Semaphore) -> None:
        self.release, self.thinking = release, thinking

    def act(self, *args: Any) -> Any:
        self.thinking.release()
        self.release.wait(60)
        raise RuntimeError("let go")


def test_thinking_bots_leave_sign_in_its_threads(app_factory: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """More thinking bots than the default thread pool has workers: registering (its password hash
    runs in a thread) still answers, as the bots think in a bounded pool of their own."""
    release, thinking = threading.Event(), threading.Semaphore(0)
    monkeypatch.setattr("tarocchi.web.tables.make_agent", lambda spec, game: _Stuck(release, thinking))
    tables = min(32, (os.cpu_count() or 1) + 4) + 2
    app = app_factory(limits=Limits(tables_per_user=tables, tables_per_address=tables))
    answer: dict[str, int] = {}
    with TestClient(app, headers=SAME_ORIGIN) as c:
        try:
            guest(c, "Ann")
            for _ in range(tables):
                made = c.post("/api/tables", json={"game": "toy", "seats": ["intermediate"] * 4})
                assert made.status_code == 200, made.text
            assert thinking.acquire(timeout=10)  # the bots are thinking
            time.sleep(0.2)  # and every pool they may use has filled up
            # the same client: its requests run on the event loop (and default pool) the bots use
            worker = threading.Thread(
                target=lambda: answer.setdefault(
                    "status", c.post("/api/register", json={"login": "carla", "password": "long enough"}).status_code
                ),
                daemon=True,
            )
            worker.start()
            worker.join(30)
        finally:
            release.set()
    assert answer.get("status") == 200


def test_open_tables_are_limited_per_client_address(app_factory: Any) -> None:
    """New guests from one client do not bring new tables: the address has its own limit, and tables
    of computer players only count against it too."""
    app = app_factory(limits=Limits(tables_per_user=2, tables_per_address=3, tables=50), bot_delay=60.0)
    with TestClient(app, headers=SAME_ORIGIN) as c:
        guest(c, "G0")
        codes = [c.post("/api/tables", json={"game": "toy", "seats": TOY_BOTS}).status_code for _ in range(3)]
        assert codes == [200, 200, 429]
        as_new_guest(c, "G1")
        assert c.post("/api/tables", json={"game": "toy", "seats": TOY_BOTS}).status_code == 200
        as_new_guest(c, "G2")
        r = c.post("/api/tables", json={"game": "toy", "seats": ["human"] * 4})
        assert r.status_code == 429 and r.json()["code"] == "web_address_tables_full"
        assert "3 tables are already open from your network address" in r.json()["detail"]
        assert len(c.get("/api/tables").json()["tables"]) == 3


def test_a_table_of_computers_only_closes_once_nobody_watches(app_factory: Any) -> None:
    # a minute unwatched, not 5 s: the clock runs from the table's creation, and on a loaded CI machine the
    # requests between it and the first reap below may take seconds
    app = app_factory(unwatched_seconds=60.0, idle_seconds=3600.0)
    manager = app.state.manager
    with TestClient(app, headers=SAME_ORIGIN) as c:
        guest(c, "Ann")
        bots = c.post("/api/tables", json={"game": "toy", "seats": TOY_BOTS}).json()["id"]
        mine = c.post("/api/tables", json={"game": "toy", "seats": ["human", "human", "random", "random"]}).json()["id"]
        assert c.portal.call(manager.reap, time.monotonic() + 1) == []  # watched a moment ago
        gone = c.portal.call(manager.reap, time.monotonic() + 61)
        assert gone == [bots]  # a person's table waits for idle_seconds
        assert [t["id"] for t in c.get("/api/tables").json()["tables"]] == [mine]


@pytest.mark.parametrize("game", ["toy", "french-tarot"])
def test_a_stored_computer_player_the_lobby_does_not_offer_plays_at_a_level_after_a_restart(
    app_factory: Any, game: str
) -> None:
    """A table stored before the lobby limited its computer players (or a database edited by hand) keeps
    no agent budget of its own across a restart: that seat plays at the default level (the weakest that
    plays the game when the default does not)."""
    if game not in all_games():
        pytest.skip(f"{game} is not in this tree")
    app = app_factory()
    with TestClient(app, headers=SAME_ORIGIN) as c:
        guest(c, "Ann")
        seats = ["human", "random", "random", "random"]
        made = c.post("/api/tables", json={"game": game, "seats": seats}).json()
        storage = app.state.storage
        stored = [dict(s) for s in storage.table(made["id"]).seats]
        stored[1]["kind"] = "search:seconds=3600"
        storage.run([op_table(made["id"], seats=stored)])
    again = app_factory()
    with TestClient(again, headers=SAME_ORIGIN):
        table = again.state.manager.get(made["id"])
        assert table is not None
        expected = "intermediate" if game != "toy" else "beginner"
        assert [s.kind for s in table.seats] == ["human", level(expected).agent, "random", "random"]
