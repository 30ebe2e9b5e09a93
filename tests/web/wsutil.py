"""Helpers to drive tables over the WebSocket in tests."""

from __future__ import annotations

import json
import os
import random
import time
from collections.abc import Callable
from typing import Any

from tarocchi.cards import is_card_code, parse_card

SAME_ORIGIN = {"origin": "http://testserver"}
"""What the app's own page sends with every request (issue 15: writes from elsewhere are refused)."""


def all_games() -> dict[str, Callable[[Any], Any]]:
    """The toy game and every real game present in the tree."""
    from toygame import ToyGame

    from tarocchi.web.app import available_games

    games: dict[str, Callable[[Any], Any]] = {"toy": ToyGame.from_options}
    games.update(available_games())
    return games


def require_all() -> bool:
    """True in CI: a missing browser or database server must fail, not skip."""
    return bool(os.environ.get("TAROCCHI_REQUIRE_ALL"))


def next_message(ws: Any, kind: str = "state") -> dict[str, Any]:
    """Receive until a message of ``kind`` arrives (others are returned in order by the caller if needed)."""
    while True:
        msg = ws.receive_json()
        if msg["type"] == kind:
            return msg


def let_windows_pass(ws: Any, msg: dict[str, Any]) -> None:
    """While another seat is to act, let the optional windows open to this one pass (an announcement, a give:
    the computer players wait for a person there), as the page's "No, play on" does."""
    if any("play" not in a for a in msg.get("legal") or []):
        ws.send_json({"type": "pass"})


def random_move(msg: dict[str, Any], rng: random.Random) -> dict[str, Any] | None:
    """A random legal action (record form, without the seat) from a ``state`` message."""
    legal, choices = msg.get("legal") or [], msg.get("choices") or []
    if not legal and not choices:
        return None
    k = rng.randrange(len(legal) + len(choices))
    if k < len(legal):
        return {key: v for key, v in legal[k].items() if key != "seat"}
    ch = choices[k - len(legal)]
    picked = rng.sample(ch["pool"], ch["size"] - len(ch["required"]))
    action: dict[str, Any] = {ch["verb"]: ch["required"] + picked}
    if ch.get("value"):
        action["as"] = ch["value"]
    return action


def drain(
    sockets: list[Any],
    states: list[Any],
    *,
    quiet: float,
    newer_than: dict[int, int] | None = None,
    timeout: float = 60,
) -> list[Any]:
    """Every seat's last ``state`` once no socket (of ``websockets.sync``) has received anything for ``quiet``
    seconds, all the sockets watched at once; a seat in ``newer_than`` (the version its action was sent at)
    waits for a state of a later version (or a refusal): a busy server may answer later than the quiet time.
    Fails after ``timeout`` seconds without settling."""
    states = list(states)
    waiting = dict(newer_than or {})
    deadline = time.monotonic() + timeout
    heard = time.monotonic()
    while time.monotonic() < deadline:
        got = False
        for i, ws in enumerate(sockets):
            try:
                msg = json.loads(ws.recv(timeout=0))
            except TimeoutError:
                continue
            got = True
            if msg["type"] == "state":
                states[i] = msg
                if i in waiting and msg["version"] > waiting[i]:
                    del waiting[i]
            elif msg["type"] == "error":
                waiting.pop(i, None)
        now = time.monotonic()
        if got:
            heard = now
        elif now - heard >= quiet and not waiting and all(st is not None for st in states):
            return states
        else:
            time.sleep(0.01)
    raise AssertionError("the table never settled")


def cards_in(value: Any) -> set[int]:
    """Every card code anywhere in a JSON value (keys included)."""
    out: set[int] = set()
    if isinstance(value, dict):
        for k, v in value.items():
            out |= cards_in(k) | cards_in(v)
    elif isinstance(value, list):
        for v in value:
            out |= cards_in(v)
    elif is_card_code(value):
        out.add(parse_card(value))
    return out


def refusal(client: Any, url: str, **kw: Any) -> str:
    """Why the server refuses a WebSocket: it accepts, sends an error saying why, and closes (1008)."""
    import pytest
    from starlette.websockets import WebSocketDisconnect

    with client.websocket_connect(url, **kw) as ws:
        msg = ws.receive_json()
        assert msg["type"] == "error" and msg.get("closed") is True, msg
        with pytest.raises(WebSocketDisconnect) as closed:
            ws.receive_json()
        assert closed.value.code in (1008, 1013), closed.value.code
        return str(msg["reason"])


def guest(client: Any, name: str) -> None:
    r = client.post("/api/guest", json={"name": name})
    assert r.status_code == 200, r.text


def as_new_guest(client: Any, name: str) -> None:
    """Switch the (single) test client to a new guest; WebSockets use seat tokens, not cookies.

    One TestClient means one event loop for every connection, as in the real server.
    """
    client.cookies.clear()
    guest(client, name)
