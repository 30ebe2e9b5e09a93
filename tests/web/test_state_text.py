"""The ``state`` message a table sends is built as JSON text from cached parts (the history joined from
its actions' cached text, the points taken kept until a trick ends, the shared parts encoded once per
broadcast). Over whole hands of every game, for every seat and a spectator, at every step, it must
decode to exactly the message built the plain way: each part from its ``protocol`` function, the
whole encoded at once."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from wsutil import all_games

from tarocchi.web import gameinfo, protocol
from tarocchi.web.tables import HUMAN, Seat, Table

CASES = [("toy", {})]
_COUNTS = {"french-tarot": [3, 4, 5], "gatti": [3, 4, 2], "piedmontese": [2, 3, 4], "tarocchino": [4]}
for _name, _counts in _COUNTS.items():
    CASES += [(_name, {"players": n}) for n in _counts]


class Sink:
    """A connected client that keeps what it is sent."""

    def __init__(self, seat: int | None) -> None:
        self.seat = seat
        self.sent: list[Any] = []

    def send(self, message: Any) -> None:
        self.sent.append(message)

    def close(self, reason: str) -> None:
        pass


def plain_message(table: Table, seat: int | None) -> dict[str, Any]:
    """The ``state`` message of ``seat``, every part from its plain ``protocol`` function."""
    controllers = [table.controller(i) for i in range(len(table.seats))]
    connected = {c.seat for c in table.clients}
    msg: dict[str, Any] = {
        "type": "state",
        "table": table.id,
        "seat": seat,
        "game": table.game.name,
        "options": table.game.options_json(),
        "seats": [
            {
                "name": s.name or s.kind,
                "kind": s.kind,
                "taken": s.kind != HUMAN or s.user_id is not None,
                "connected": controllers[i] in connected,
                "controller": controllers[i],
                "settled": table.controller_settled(i),
                "stand_in": table.is_away(i),
            }
            for i, s in enumerate(table.seats)
        ],
        "started": table.session is not None,
        "status": table.status,
        "version": table.version,
    }
    session = table.session
    assert session is not None
    state = session.state
    msg.update(
        {
            "hand_number": session.hand_index,
            "scores": [protocol.jsonable(list(r.scores)) for r in session.results],
            "totals": protocol.jsonable(session.totals()),
            "match_over": session.is_over and session.hand_finished,
            "hand_over": session.hand_finished,
            "ready": sorted(table.ready),
        }
    )
    finished = session.hand_finished
    choices = [] if finished else state.card_choices()
    msg["taker"] = protocol.taker_of(state.observation(0 if seat is None else seat))
    if seat is None:
        msg["obs"] = protocol.public_view(state)
        msg["taken"] = protocol.public_taken(state)
        msg["legal"], msg["choices"], msg["parts"], msg["worth"] = [], [], [], []
    else:
        mine = [s for s, c in enumerate(controllers) if c == seat]
        obs = state.observation(seat)
        msg["obs"] = protocol.observation_json(obs)
        msg["taken"] = protocol.taken_json(table.game, obs)
        # what each of the seat's own views offers (a game may hide an action from a seat's view)
        offered = [] if finished else [a for s in mine for a in state.observation(s).legal]
        msg["legal"] = [protocol.action_json(a) for a in offered]
        msg["parts"] = [i for i, a in enumerate(offered) if a.verb == "declare" and table.game.may_show_part(a)]
        msg["worth"] = [[i, p] for i, a in enumerate(offered) if (p := table.game.declaration_points(a)) is not None]
        msg["choices"] = [protocol.choice_json(c) for c in choices if c.seat in mine]
        msg["sides"] = [list(side) for side in table.game.known_sides(obs)]
    if session.hand_finished:
        result = session.results[-1]
        msg["result"] = protocol.jsonable(result.to_json())
        msg["explain"] = gameinfo.explanation(table.game, result)
        if session.is_over:
            msg["winners"] = list(table.game.match_winners(session.results))
            msg["drawn"] = table.game.match_drawn(session.results)
        for side in msg["taken"]:
            points = result.points[side["seats"][0]] if side["seats"] else None
            if points is not None:
                side["points"] = protocol.jsonable(points)
    decoded: dict[str, Any] = json.loads(json.dumps(msg))  # tuples become lists, as on the wire
    return decoded


def move(msg: dict[str, Any], rng: random.Random) -> dict[str, Any] | None:
    """A random decision of the message's seat, naming the seat it is for (a seat may act for its dummy)."""
    legal, choices = msg["legal"], msg["choices"]
    if not legal and not choices:
        return None
    k = rng.randrange(len(legal) + len(choices))
    if k < len(legal):
        return dict(legal[k])
    ch = choices[k - len(legal)]
    action = {"seat": ch["seat"], ch["verb"]: ch["required"] + rng.sample(ch["pool"], ch["size"] - len(ch["required"]))}
    if ch.get("value"):
        action["as"] = ch["value"]
    return action


@pytest.mark.parametrize(("game_name", "options"), CASES, ids=lambda v: str(v))
def test_the_state_text_is_the_plain_message(game_name: str, options: dict[str, Any]) -> None:
    game = all_games()[game_name](options)
    rng = random.Random(f"{game_name}{options}")
    seats = [Seat(HUMAN, i, f"p{i}") for i in range(game.num_seats)]
    table = Table("t", game, seats, storage=None, journal=None, bot_delay=0)  # type: ignore[arg-type]
    table._start_session(rng.getrandbits(63), 1, [s.name for s in seats], 0)
    sinks = [Sink(s) for s in [*range(game.num_seats), None]]
    table.clients = list(sinks)
    session = table.session
    assert session is not None
    checked = 0
    for _ in range(3):  # hands
        for _ in range(400):  # actions
            table.broadcast()  # what each client is sent: one frame per seat, built from the shared parts
            for sink in sinks:
                assert sink.sent[-1].data() == plain_message(table, sink.seat), (game_name, sink.seat, checked)
            checked += 1
            if session.hand_finished:
                break
            movers = [table.controller(s) for s in range(game.num_seats)]
            to_act = session.state.to_act
            order = ([movers[to_act]] if to_act is not None else []) + movers
            for seat in order:
                raw = move(plain_message(table, seat), rng)
                if raw is None:
                    continue
                action = table._resolve(seat, raw)
                assert not isinstance(action, str), action
                session.apply(action)
                table.version += 1
                break
        assert session.hand_finished
        if session.is_over:
            break
        session.next_hand()
        table.version += 1
    assert checked > 10
