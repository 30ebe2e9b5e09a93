"""The first dealer of a table's match is drawn by lot (French Tarot R3.1, Gatti 3.4, Piedmontese 3.4,
Tarocchino 1.3), from the match seed as the terminal draws him, and kept in the ``start`` event; a match
stored before he was drawn (no ``dealer`` in its event) comes back with seat 0 dealing, as it was dealt."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient
from wsutil import SAME_ORIGIN, guest

from tarocchi.games import create_game
from tarocchi.session import draw_first_dealer, first_dealers
from tarocchi.storage.models import TableEvent
from tarocchi.web.tables import HUMAN, Seat, Table


def test_the_first_dealer_is_drawn_from_the_match_seed_and_stored(app_factory: Any) -> None:
    app = app_factory()
    manager, storage = app.state.manager, app.state.storage
    dealers = set()
    with TestClient(app, headers=SAME_ORIGIN) as c:
        guest(c, "Ann")
        ann = c.get("/api/me").json()["user"]["id"]
        for seed in range(12):
            table = c.portal.call(
                lambda s=seed: manager.create("gatti", {"players": 3}, ["human", "random", "random"], ann, seed=s)
            )
            c.portal.call(table.take_seat, 0, ann, "Ann")
            [start] = [e for e in storage.events(table.id) if e.kind == "start"]
            drawn = draw_first_dealer(start.data["seed"], 3, first_dealers(table.game))
            assert start.data["dealer"] == drawn == table.session.states[0].dealer
            dealers.add(drawn)
            c.portal.call(table.leave, ann)
    assert dealers == {0, 1, 2}, dealers  # not always the table's first seat


def test_a_match_stored_without_its_first_dealer_comes_back_with_seat_0_dealing() -> None:
    game = create_game("piedmontese", {"players": 2})
    seats = [Seat(HUMAN, i, f"p{i}") for i in range(2)]
    table = Table("t", game, seats, storage=None, journal=None, bot_delay=0)  # type: ignore[arg-type]
    seed = next(s for s in range(100) if draw_first_dealer(s, 2) == 1)  # the draw would say seat 1
    table.replay([TableEvent(table_id="t", seq=1, kind="start", data={"seed": seed, "match": 1, "names": ["a", "b"]})])
    assert table.session is not None and table.session.states[0].dealer == 0
