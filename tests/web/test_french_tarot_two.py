"""French Tarot for two (french-tarot.md §13) over the API and the WebSocket: two seats to fill, the
dummy (seat 2) is played by whichever player defends in the hand, decided when the auction ends."""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

sys.path.insert(0, str(Path(__file__).parent))
from wsutil import SAME_ORIGIN, all_games, as_new_guest, let_windows_pass, random_move

TWO = {"players": 2}


@pytest.fixture(autouse=True)
def _need_french_tarot() -> None:
    if "french-tarot" not in all_games():
        pytest.skip("french-tarot is not in this tree")


def test_the_lobby_offers_two_seats_labelled_unofficial(app_factory: Any) -> None:
    client = TestClient(app_factory(), headers=SAME_ORIGIN)
    with client:
        as_new_guest(client, "Ann")
        games = {g["name"]: g for g in client.get("/api/config").json()["games"]}
        assert 2 in games["french-tarot"]["players"]
        wanted = {"en": "unofficial variant", "it": "variante non ufficiale", "fr": "variante non officielle"}
        for lang, words in wanted.items():
            texts = client.get(f"/api/strings/{lang}?game=french-tarot").json()["texts"]
            assert words in texts["option.players.2"]  # the label the lobby shows for the choice 2
        refused = client.post("/api/tables", json={"game": "french-tarot", "options": TWO, "seats": ["human"] * 3})
        assert refused.status_code >= 400
        made = client.post("/api/tables", json={"game": "french-tarot", "options": TWO, "seats": ["human", "random"]})
        assert made.status_code == 200, made.text


def test_the_defender_plays_the_dummy_whoever_it_is(app_factory: Any) -> None:
    """Hands until the person has both taken and defended: it plays the dummy exactly when it defends."""
    takers: set[int] = set()
    for seed in range(1, 16):
        taker = _play_one(app_factory, seed)
        if taker is not None:
            takers.add(taker)
        if takers == {0, 1}:
            break
    assert takers == {0, 1}


def _play_a_hand(
    app_factory: Any, seed: int, check: Callable[[dict[str, Any], Any], None]
) -> tuple[Any, dict[str, Any], set[int]]:
    """One hand, the person at seat 0 (random moves for its seat and for the dummy when it plays it) against a
    random bot; ``check(msg, table)`` is called on every state of the started hand before anyone acts on it.
    Returns the table, the last message received and the seats the person moved for."""
    app = app_factory(rate_per_second=1e6, rate_burst=1e6)
    client = TestClient(app, headers=SAME_ORIGIN)
    rng = random.Random(seed)
    moved: set[int] = set()
    with client:
        as_new_guest(client, "Ann")
        info = client.post("/api/tables", json={"game": "french-tarot", "options": TWO, "seats": ["human", "random"]})
        info = info.json()
        table = app.state.manager.get(info["id"])
        with client.websocket_connect(f"/ws/{info['id']}?token={info['token']}") as ws:
            for _ in range(3000):
                msg = ws.receive_json()
                if msg["type"] != "state" or not msg.get("started"):
                    continue
                if msg["hand_over"]:
                    break
                check(msg, table)
                to_act = msg["obs"]["to_act"]
                if to_act is None or msg["seats"][to_act]["controller"] != 0:
                    let_windows_pass(ws, msg)
                    continue
                mine = {
                    "legal": [a for a in msg["legal"] if a["seat"] == to_act],
                    "choices": [c for c in msg["choices"] if c["seat"] == to_act],
                }
                move = random_move(mine, rng)
                if move is not None:
                    moved.add(to_act)
                    ws.send_json({"type": "action", "action": {**move, "seat": to_act}, "version": msg["version"]})
    return table, msg, moved


def _play_one(app_factory: Any, seed: int) -> int | None:
    """One hand of :func:`_play_a_hand`, checking who plays the dummy; returns the taker (``None``: passed)."""

    def check(msg: dict[str, Any], table: Any) -> None:
        taker = msg["obs"]["info"].get("taker")
        controllers = [s["controller"] for s in msg["seats"]]
        if taker is not None and msg["obs"]["phase"] == "play":
            assert controllers == [0, 1, 1 - taker]  # §13: the defender plays the dummy
            if taker == 1:
                # the person defends: the exposed dummy is in its view
                assert "dummy:2" in msg["obs"]["public"]
        to_act = msg["obs"]["to_act"]
        if to_act is None or controllers[to_act] != 0:
            assert not [a for a in msg["legal"] if a["seat"] == 2] or controllers[2] == 0

    table, msg, moved = _play_a_hand(app_factory, seed, check)
    assert msg.get("hand_over"), "the hand did not finish"
    hand = table.session.record.to_json()["hands"][0]
    assert not any(a["seat"] == 2 and "bid" in a for a in hand["actions"])
    result = table.session.results[0]
    assert result.scores[2] == 0 and sum(result.scores) == 0
    detail = dict(result.detail)
    if "taker" not in detail:
        return None
    assert (2 in moved) == (detail["taker"] == 1)
    assert any(a["seat"] == 2 for a in hand["actions"])
    return int(detail["taker"])


def test_the_dummy_is_named_after_its_player_only_once_the_auction_settles_it(app_factory: Any) -> None:
    """§13: who plays the dummy is settled when the auction ends, hand by hand; until then the state
    says so (``settled`` false) and neither the seat's name nor the record names anyone for it; the
    review frames give its player per hand once settled."""
    from tarocchi.records.replay import replay_text
    from tarocchi.web.review import frames

    seen: set[bool] = set()

    def check(msg: dict[str, Any], table: Any) -> None:
        dummy = msg["seats"][2]
        assert dummy["name"] == "dummy"  # never a player's: who plays it changes from hand to hand
        settled = msg["obs"]["phase"] != "auction" and isinstance(msg["obs"]["info"].get("taker"), int)
        assert dummy["settled"] is table.session.state.controller_settled(2)
        if msg["obs"]["phase"] == "auction":
            assert dummy["settled"] is False
        if settled:
            assert dummy["settled"] is True and dummy["controller"] == 1 - msg["obs"]["info"]["taker"]
        seen.add(dummy["settled"])

    table, _, _ = _play_a_hand(app_factory, 3, check)
    assert seen == {False, True}
    record = table.session.record
    assert record.names is not None and record.names[2] == "dummy"
    shown = frames(replay_text(json.dumps(record.to_json())))
    assert shown[0]["controllers"][2] is None and shown[0]["controllers"][:2] == [0, 1]
    taker = dict(table.session.results[0].detail).get("taker")
    if taker is not None:
        assert shown[-1]["controllers"][2] == 1 - taker
