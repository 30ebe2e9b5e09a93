"""No message to a client ever holds a card that client may not see, over complete hands of every game.

Every seat is a person on its own WebSocket, plus a spectator. In Gatti for two the dummies' seats
are played over their controllers' connections (12.2): the controller's messages may show its dummy
only when its own observation does, the other player's only once the dummies are exposed. After
each action every message is checked: while a hand is going on, a seat's messages may name only
cards of that seat's ``observation(seat).visible_cards()``, a spectator's only cards every seat
sees. Once the hand is over its cards may be shown (the score is explained from them); the next
hand's messages are checked again.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

sys.path.insert(0, str(Path(__file__).parent))

from wsutil import SAME_ORIGIN, all_games, as_new_guest, cards_in, random_move

from tarocchi.cards import CODES
from tarocchi.web.protocol import action_json, jsonable
from tarocchi.web.tables import live_seats

CASES = [("toy", {})]
_COUNTS = {"french-tarot": [3, 4, 5], "gatti": [3, 4, 2], "piedmontese": [2, 3, 4], "tarocchino": [4]}
for _name, _counts in _COUNTS.items():
    CASES += [(_name, {"players": n}) for n in _counts]
CASES.append(("gatti", {"players": 4, "mode": "call"}))  # 12.3: the sides are hidden until the called king shows


def _visible(state: Any, seat: int | None) -> int:
    """What the seat may see, plus cards named by public facts (``info`` entries equal for every seat,
    such as the called king: naming a card is not showing where it lies)."""
    infos = [jsonable(state.observation(s).info) for s in range(state.game.num_seats)]
    named = 0
    for key, value in infos[0].items():
        if all(other.get(key) == value for other in infos[1:]):
            for card in cards_in(value):
                named |= 1 << card
    if seat is not None:
        return state.observation(seat).visible_cards() | named
    mask = -1
    for s in range(state.game.num_seats):
        mask &= state.observation(s).visible_cards()
    return mask | named


def _check(msg: dict[str, Any], state: Any, seat: int | None) -> None:
    if msg["type"] != "state" or msg.get("hand_over") or not msg.get("started"):
        return
    allowed = _visible(state, seat)
    # a legal ``call`` names a card to call, not where it lies: it reveals nothing
    scanned = {**msg, "legal": [a for a in msg.get("legal", []) if "call" not in a]}
    leaked = [CODES[c] for c in cards_in(scanned) if not (allowed >> c) & 1]
    where = [k for k, v in scanned.items() if any(CODES[c] in leaked for c in cards_in(v))]
    assert not leaked, f"seat {seat} was sent hidden cards {leaked} in phase {msg['obs']['phase']} ({where})"
    if seat is not None:
        # a seat is offered what its own views offer (its dummy's too), never the engine's whole list: in
        # Gatti's called king a give to a Fool player who does not know the sides would tell him who won
        # for whom (12.3)
        mine = [s for s in range(state.game.num_seats) if state.controller(s) == seat]
        offered = [action_json(a) for s in mine for a in state.observation(s).legal]
        assert sorted(map(repr, msg.get("legal", []))) == sorted(map(repr, offered)), (seat, msg["obs"]["phase"])


IDS = [f"{g}-{o.get('players', '')}{o.get('mode', '')}" for g, o in CASES]


@pytest.mark.parametrize(("game", "options"), CASES, ids=IDS)
def test_no_message_reveals_a_hidden_card(app_factory: Any, game: str, options: dict[str, Any]) -> None:
    if game not in all_games():
        pytest.skip(f"{game} is not in this tree yet")
    app = app_factory(rate_per_second=1e6, rate_burst=1e6)
    factory = all_games()[game]
    try:
        seats = len(live_seats(factory(options)))
    except Exception as exc:  # the game does not offer this player count
        pytest.skip(f"{game} {options}: {exc}")
    client = TestClient(app, headers=SAME_ORIGIN)
    client.__enter__()
    as_new_guest(client, "P0")
    table = client.post("/api/tables", json={"game": game, "options": options, "seats": ["human"] * seats}).json()
    assert "id" in table, table
    tokens = [table["token"]]
    for i in range(1, seats):
        as_new_guest(client, f"P{i}")
        tokens.append(client.post(f"/api/tables/{table['id']}/join", json={"seat": i}).json()["token"])
    live = app.state.manager.get(table["id"])
    rng = random.Random(7)
    sockets = [client.websocket_connect(f"/ws/{table['id']}?token={tok}").__enter__() for tok in tokens]
    spectator = client.websocket_connect(f"/ws/{table['id']}").__enter__()
    watchers: list[tuple[Any, int | None]] = [(ws, i) for i, ws in enumerate(sockets)] + [(spectator, None)]
    last: dict[int | None, dict[str, Any]] = {}

    def drain(expect: int, first: int = 0) -> None:
        """Each watcher receives ``expect`` state messages (and any others before them); check them all."""
        for ws, seat in [watchers[first], *watchers[:first], *watchers[first + 1 :]]:
            got = 0
            while got < expect:
                msg = ws.receive_json()
                assert msg["type"] != "error", msg
                _check(msg, live.session.state, seat)
                if msg["type"] == "state":
                    got += 1
                    last[seat] = msg

    # connecting sends one state to each newcomer; a seat's arrival also to those already there (its
    # seat shows as connected), a spectator's to nobody else
    for k, (ws, seat) in enumerate(watchers):
        for _ in range(len(watchers) - k - (1 if seat is not None else 0)):
            msg = ws.receive_json()
            _check(msg, live.session.state, seat)
            last[seat] = msg
    hands, actions = 0, 0
    while hands < 2 and actions < 3000:
        state = live.session.state
        if live.session.hand_finished:  # a final give, when one is open, is made before the next hand
            hands += 1
            if live.session.is_over:
                break
            for ws, _seat in watchers[:-1]:
                ws.send_json({"type": "ready"})
                drain(1)
            continue
        seat = state.to_act
        owner = live.controller(seat)  # a dummy's seat is played over its controller's connection
        msg = last[owner]
        offered = {
            "legal": [a for a in msg["legal"] if a["seat"] == seat],
            "choices": [c for c in msg["choices"] if c["seat"] == seat],
        }
        move = random_move(offered, rng)
        assert move is not None, f"seat {seat} to act but offered nothing"
        sockets[owner].send_json({"type": "action", "action": {**move, "seat": seat}})
        actions += 1
        drain(1, first=owner)
    assert hands >= 1
    if game != "toy":  # the downloaded record of the finished hands replays to the same scores
        from tarocchi.records.replay import replay_text

        text = client.get(f"/api/tables/{table['id']}/record").text
        replayed = replay_text(text).to_json()
        assert len(replayed["hands"]) == len(live.session.results)
        assert replayed["totals"] == jsonable(live.game.totals(live.session.results))
    for ws in [*sockets, spectator]:
        ws.__exit__(None, None, None)
    client.__exit__(None, None, None)
