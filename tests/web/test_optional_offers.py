"""While a person is to act, each computer player is offered the table's optional windows (a declaration, a
give, a card that closes a give window) once per state of the table, not again at every wake-up: a
spectator coming or going changes nothing it sees, and a random player asked again and again would take
a window it had let pass (and a searching one would think again for nothing)."""

from __future__ import annotations

import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

from fastapi.testclient import TestClient

sys.path.insert(0, str(Path(__file__).parent))
from wsutil import SAME_ORIGIN, guest, next_message

from tarocchi.web.tables import Table


def _wait_for(condition: Any, seconds: float = 10.0) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.02)


def test_a_bot_is_offered_an_optional_window_once_per_state_of_the_table(app_factory: Any, monkeypatch: Any) -> None:
    offers: Counter[tuple[int, int]] = Counter()  # (version, seat) -> optional offers
    think = Table._think

    async def counting(self: Table, agent: Any, state: Any, seat: int, *, optional: bool) -> Any:
        if optional:
            offers[self.version, seat] += 1
            return None  # the bot lets the window pass
        return await think(self, agent, state, seat, optional=optional)

    monkeypatch.setattr(Table, "_think", counting)  # before the table's loop starts
    app = app_factory()
    with TestClient(app, headers=SAME_ORIGIN) as client:
        guest(client, "Ann")
        t = client.post("/api/tables", json={"game": "toy", "seats": ["human", "random", "random", "random"]}).json()
        table = app.state.manager.get(t["id"])
        with client.websocket_connect(f"/ws/{t['id']}?token={t['token']}") as ws:
            msg = next_message(ws)
            while not msg["legal"] and not msg["choices"]:
                msg = next_message(ws)  # the computers play until Ann is to act
            version = msg["version"]
            _wait_for(lambda: all(offers[version, seat] for seat in (1, 2, 3)))
            for _ in range(4):  # spectators come and go: each wakes the table's loop
                with client.websocket_connect(f"/ws/{t['id']}") as spectator:
                    next_message(spectator)
                time.sleep(0.2)
            assert table.version == version and table.session.state.to_act == 0
            assert {seat: offers[version, seat] for seat in (1, 2, 3)} == {1: 1, 2: 1, 3: 1}
