"""Walk 3 (a server that dies mid-hand): a table of friends (people at every seat but one, a computer player at
the last) in the games test_durable.py does not play (it plays French Tarot). The real ``tarocchi serve`` is
killed (SIGKILL) or stopped (SIGTERM) mid-hand and started again on the same SQLite file: every person's seat,
hand, the cards played so far, who is to act and the score sheet come back as they were, and the hand is played
to its end. And a crash between a hand's last action and its score being stored (the two are separate
commits): the restarted server shows the hand over with the same score and stores the hand."""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import signal
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from serverproc import Server
from websockets.sync.client import connect
from wsutil import drain, random_move

from tarocchi.storage import Storage
from tarocchi.web.app import available_games
from tarocchi.web.tables import Table, TableManager, live_seats

KEPT = ("version", "hand_number", "legal", "choices", "hand_over", "scores", "totals", "taken", "obs")
"""What a seat's state must bring back after a restart: its hand and the history (``obs``), who is to act
and what it may do, the points taken, the score sheet, the version its next action is checked against."""


@pytest.fixture
def served(tmp_path: Path) -> Iterator[Server]:
    server = Server(str(tmp_path / "games.sqlite3"), tmp_path).start()
    yield server
    server.close()


class Friend:
    """One person's phone: a cookie jar (signed in as a guest) and, at the table, a WebSocket."""

    def __init__(self, server: Server, name: str) -> None:
        self.server = server
        self.http = server.client()
        assert self.http.post("/api/guest", json={"name": name}).status_code == 200
        self.token = ""

    def socket(self, table_id: str) -> Any:
        url = self.server.base.replace("http", "ws") + f"/ws/{table_id}?token={self.token}"
        return connect(url, origin=self.server.base, open_timeout=10)  # type: ignore[arg-type]


def seat_friends(server: Server, game: str, seats: int) -> tuple[str, list[Friend]]:
    """A table of ``game`` made by the first friend, the others joining by its link; the last seat a computer's."""
    friends = [Friend(server, name) for name in ("Ann", "Bea", "Cy", "Dan")[: seats - 1]]
    kinds = ["human"] * (seats - 1) + ["heuristic"]
    made = friends[0].http.post("/api/tables", json={"game": game, "seats": kinds})
    assert made.status_code == 200, made.text
    table = made.json()
    friends[0].token = table["token"]
    for i, friend in enumerate(friends[1:], start=1):
        joined = friend.http.post(f"/api/tables/{table['id']}/join", json={"seat": i})
        assert joined.status_code == 200, joined.text
        friend.token = joined.json()["token"]
    return str(table["id"]), friends


QUIET = 0.1
"""Seconds without a message on any seat's socket after which the table counts as settled while playing
(:func:`wsutil.drain` watches every socket at once). A computer's move that comes later only makes the next
person's action stale, which the server refuses and the friends play again from the newer state."""
SNAPSHOT_QUIET = 1.2
"""The longer quiet time before the states compared across the restart are taken: as long as the four
one-after-another quiet waits (0.3 s a seat) used to give a late computer move to arrive."""


def settle_all(
    sockets: list[Any], states: list[Any], *, quiet: float = QUIET, newer_than: dict[int, int] | None = None
) -> list[dict[str, Any]]:
    """Every seat's settled state (:func:`drain`), all at the table's one latest version (a computer may act
    in between)."""
    states = drain(sockets, states, quiet=quiet, newer_than=newer_than)
    for _ in range(50):
        versions = {st["version"] for st in states}
        if len(versions) == 1:
            return states
        newest = max(versions)
        behind = {i: newest - 1 for i, st in enumerate(states) if st["version"] < newest}
        states = drain(sockets, states, quiet=quiet, newer_than=behind)
    raise AssertionError("the seats never agreed on a version")


def play(
    sockets: list[Any], states: list[dict[str, Any]], rng: random.Random, moves: int | None = None
) -> list[dict[str, Any]]:
    """The friends play in turn, each a random legal move when it is theirs: ``moves`` of them (and the cards
    on the table then, and a person to act), or to the end of the hand. Returns every seat's settled state
    (after ``moves``, settled for :data:`SNAPSHOT_QUIET`: the state a restart must bring back)."""
    done = 0
    for _ in range(600):
        over = states[0]["hand_over"]
        if over:
            return states
        if moves is not None and done >= moves and states[0]["obs"]["history"]:
            states = settle_all(sockets, states, quiet=SNAPSHOT_QUIET)
            if any(st.get("legal") or st.get("choices") for st in states):
                return states  # a person to act: the computers wait for him
        for i, (ws, st) in enumerate(zip(sockets, states, strict=True)):
            move = random_move(st, rng)
            if move is not None:
                ws.send(json.dumps({"type": "action", "action": move, "version": st["version"]}))
                done += 1
                states = settle_all(sockets, states, newer_than={i: st["version"]})  # its answer, or refusal
                break
        else:  # a computer to act: wait for its move
            states = settle_all(sockets, states, newer_than={i: st["version"] for i, st in enumerate(states)})
    raise AssertionError("the hand did not end in 600 steps")


def seen(states: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [{k: st.get(k) for k in KEPT} for st in states]


def open_all(stack: contextlib.ExitStack, friends: list[Friend], table_id: str) -> list[Any]:
    """Every friend's WebSocket to the table, closed when ``stack`` is."""
    return [stack.enter_context(friend.socket(table_id)) for friend in friends]


@pytest.mark.parametrize(
    ("game", "seats", "sig"),
    [
        pytest.param("tarocchino", 4, signal.SIGKILL, id="tarocchino-sigkill"),
        pytest.param("gatti", 3, signal.SIGTERM, id="gatti-sigterm"),
        pytest.param("piedmontese", 4, signal.SIGKILL, id="piedmontese-sigkill"),
    ],
)
def test_walk3_friends_hand_comes_back_after_the_server_dies_mid_hand(
    served: Server, game: str, seats: int, sig: int
) -> None:
    table_id, friends = seat_friends(served, game, seats)
    rng = random.Random(11)
    with contextlib.ExitStack() as stack:
        sockets = open_all(stack, friends, table_id)
        before = play(sockets, settle_all(sockets, [None] * len(sockets)), rng, moves=len(friends) * 3)
    assert not before[0]["hand_over"] and before[0]["obs"]["history"]
    served.restart(sig)
    for i, friend in enumerate(friends):  # the same cookie still holds the same seat after the restart
        again = friend.http.get(f"/api/tables/{table_id}").json()
        assert again["seat"] == i and again["status"] == "playing"
    with contextlib.ExitStack() as stack:
        sockets = open_all(stack, friends, table_id)  # and each page's old seat token still opens it
        after = settle_all(sockets, [None] * len(sockets), quiet=SNAPSHOT_QUIET)
        assert seen(after) == seen(before)
        end = play(sockets, after, rng)
    assert end[0]["hand_over"] and len(end[0]["scores"]) == 1
    history = friends[1].http.get("/api/history").json()["matches"]
    assert history[0]["table"] == table_id and history[0]["hands"] == 1


# -- a crash between the hand's last action and its stored score ------------------------------------------
class Crash(BaseException):
    """The server dying after the last action's commit and before the hand's (not an error it could catch)."""


def _crash_at_the_score(table: Table) -> None:
    def die(number: int) -> list[Any]:
        raise Crash

    table._finish_ops = die  # type: ignore[method-assign]


async def _play_to_the_crash(url: str, game: str) -> tuple[str, int, dict[str, Any]]:
    """People at every seat play a hand at random; the server dies as the hand's score is to be stored.
    Returns the table, its match and the last state seat 0 was sent before the crash."""
    storage = Storage(url)
    manager = TableManager(storage, bot_delay=0.0, games=available_games())
    seats = len(live_seats(manager.games[game]({})))
    table = await manager.create(game, {}, ["human"] * seats, None)
    for i in range(seats):
        await table.take_seat(i, storage.add_user(f"P{i}").id, f"P{i}")
    assert table.match_id is not None
    _crash_at_the_score(table)
    rng = random.Random(5)
    for _ in range(3000):
        for seat in range(seats):
            msg = table.state_message(seat)
            move = random_move(msg, rng)
            if move is None:
                continue
            last = table.state_message(0)
            try:
                assert await table.submit(seat, move, msg["version"]) is None
            except Crash:
                return table.id, table.match_id, last
    raise AssertionError("the hand did not end")


@pytest.mark.parametrize("game", ["french-tarot", "tarocchino", "gatti", "piedmontese"])
def test_walk3_a_crash_between_the_last_card_and_the_score_shows_and_stores_the_hand(tmp_path: Path, game: str) -> None:
    url = f"sqlite:///{tmp_path / 'games.sqlite3'}"
    table_id, match_id, last = asyncio.run(_play_to_the_crash(url, game))
    storage = Storage(url)
    assert storage.hands(match_id) == []  # the last action is stored, the hand's score is not
    manager = TableManager(storage, bot_delay=0.0, games=available_games())
    assert manager.restore() == 1
    back = manager.tables[table_id].state_message(0)
    assert back["hand_over"] and back["version"] == last["version"] + 1 and len(back["scores"]) == 1
    assert [hand.number for hand in storage.hands(match_id)] == [0]
    stored = storage.hands(match_id)[0].result
    assert stored["scores"] == back["scores"][0] == back["result"]["scores"]
    record = storage.match(match_id)
    assert record is not None and len(record.record["hands"]) == 1
