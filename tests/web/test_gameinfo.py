"""The web app asks the game (issue 11): titles, option specs, texts, card style, explanation lines, refusals."""

from __future__ import annotations

import json
import random
import re
import sys
from pathlib import Path
from typing import Any

from fastapi.testclient import TestClient

sys.path.insert(0, str(Path(__file__).parent))
from toygame import ToyGame
from wsutil import SAME_ORIGIN, all_games, guest, next_message, random_move

from tarocchi.cards import CODES
from tarocchi.games import GAME_MODULES, game_names
from tarocchi.web import gameinfo
from tarocchi.web.svg import card_svg

WEB = Path(__file__).parents[2] / "src" / "tarocchi" / "web"


def test_the_web_app_names_no_game() -> None:
    """DESIGN.md §9: no edge names a game; a fifth game needs nothing in the web app."""
    names = set(game_names()) | {module.rsplit(".", 1)[1] for module in GAME_MODULES.values()}
    names |= {name.replace("-", " ") for name in names} | {name.replace("-", "_") for name in names}
    pattern = re.compile("|".join(re.escape(n) for n in sorted(names, key=len, reverse=True)), re.IGNORECASE)
    files = [p for p in WEB.rglob("*") if p.is_file() and p.suffix in (".py", ".js", ".html", ".css")]
    assert len(files) > 8
    found = [
        f"{path.relative_to(WEB)}:{n}: {m.group(0)}"
        for path in files
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        for m in [pattern.search(line)]
        if m
    ]
    assert not found, found


def test_config_and_strings_come_from_the_game(app_factory: Any) -> None:
    with TestClient(app_factory(), headers=SAME_ORIGIN) as c:
        cfg = c.get("/api/config").json()
        toy = next(g for g in cfg["games"] if g["name"] == "toy")
        assert [o["key"] for o in toy["options"]] == ["hands", "stake"]
        assert toy["options"][1]["applies"] == {"hands": [2, 3]} and toy["card_style"] == "french"
        from tarocchi.agents.levels import LEVELS, level

        # the four strength levels of agents/levels.py, each with its agent and its name in three languages
        assert [lv["key"] for lv in cfg["levels"]] == [lv.key for lv in LEVELS]
        strong = next(lv for lv in cfg["levels"] if lv["key"] == "strong")
        assert strong["agent"] == level("strong").agent and strong["names"]["it"] == "forte"
        assert toy["levels"] == ["beginner"]  # the toy game has no heuristic or search player
        assert toy["default_level"] == "intermediate"
        it = c.get("/api/strings/it?game=toy").json()
        assert it["games"]["toy"] == "Gioco di prova" and it["texts"]["option.stake.double"] == "doppia"
        assert it["texts"]["refusal.must_follow"].startswith("Rispondi")
        assert it["order"][0] in CODES and len(it["order"]) == len(CODES)
        for game in cfg["games"]:  # every game has a title and a player count in the lobby
            assert c.get(f"/api/strings/fr?game={game['name']}").json()["texts"]["game.title"]
            assert game["seats"] >= 2


def test_card_drawings_follow_the_game_card_style(app_factory: Any) -> None:
    coin = "1D"
    assert card_svg(coin, "italian") != card_svg(coin, "french")
    with TestClient(app_factory(), headers=SAME_ORIGIN) as c:
        assert c.get(f"/cards/toy/{coin}.svg").text == card_svg(coin, "french", ToyGame.pack, "en")
        assert c.get("/cards/no-such-game/KH.svg").status_code == 404


def test_lobby_options_round_trip_into_the_table(app_factory: Any) -> None:
    with TestClient(app_factory(), headers=SAME_ORIGIN) as c:
        guest(c, "Ann")
        table = c.post(
            "/api/tables",
            json={"game": "toy", "options": {"hands": 3, "stake": "double"}, "seats": ["human"] + ["random"] * 3},
        ).json()
        assert table["options"] == {"hands": 3, "stake": "double"} and table["free"] == 0
        if "french-tarot" in all_games():  # only the offered computer players: no client-chosen budget
            seats = ["human", "search:seconds=1", "heuristic", "random"]
            strong = c.post("/api/tables", json={"game": "french-tarot", "seats": seats})
            assert strong.status_code == 400 and "search:seconds=1" in strong.json()["detail"]
            # a strength level's key is a seat kind too: the server plays it with the level's agent
            from tarocchi.agents.levels import level

            seats = ["human", "expert", "intermediate", "beginner"]
            by_level = c.post("/api/tables", json={"game": "french-tarot", "seats": seats})
            assert by_level.status_code == 200, by_level.text
            kinds = [s["kind"] for s in by_level.json()["seats"]]
            assert kinds == ["human", level("expert").agent, level("intermediate").agent, level("beginner").agent]
            seats = ["human", "grandmaster", "random", "random"]
            bad = c.post("/api/tables", json={"game": "french-tarot", "seats": seats})
            assert bad.status_code == 400 and "grandmaster" in bad.text


def _play_to_the_end(c: TestClient, ws: Any, rng: random.Random) -> dict[str, Any]:
    msg = next_message(ws)
    for _ in range(500):
        if msg.get("hand_over"):
            return msg
        move = random_move(msg, rng)
        if move is not None:
            ws.send_json({"type": "action", "action": move, "version": msg["version"]})
        msg = next_message(ws)
    raise AssertionError("the hand did not end")


def _toy_table(c: TestClient) -> dict[str, Any]:
    """A new toy table of three hands, Ann against three random seats."""
    body = {"game": "toy", "options": {"hands": 3}, "seats": ["human", "random", "random", "random"]}
    return dict(c.post("/api/tables", json=body).json())


def test_the_end_of_a_hand_is_explained_in_lines_of_the_game_texts(app_factory: Any) -> None:
    with TestClient(app_factory(), headers=SAME_ORIGIN) as c:
        guest(c, "Ann")
        rng = random.Random(0)
        msg: dict[str, Any] | None = None
        for _ in range(20):  # deals until someone takes (a passed hand has its own line); a match can end first
            t = _toy_table(c)
            with c.websocket_connect(f"/ws/{t['id']}?token={t['token']}") as ws:
                while True:
                    msg = _play_to_the_end(c, ws, rng)
                    if msg["result"]["detail"].get("taker") is not None or msg.get("match_over"):
                        break
                    ws.send_json({"type": "ready"})
            if msg["result"]["detail"].get("taker") is not None:
                break
        assert msg is not None and msg["result"]["detail"].get("taker") is not None, "nobody took in 20 matches"
        lines = msg["explain"]["lines"]
        assert [line["key"] for line in lines[:2]] == ["toy.taker", "toy.tricks"]
        assert lines[0]["params"]["taker"] == {"seat": msg["result"]["detail"]["taker"]}
        assert all(line["key"] in ToyGame.texts() for line in lines)
        # the points beside each seat are the result's once the hand is over (issue 16.6)
        for side in msg["taken"]:
            assert side["points"] == msg["result"]["points"][side["seats"][0]]


def test_a_refusal_carries_its_code_and_parameters(app_factory: Any) -> None:
    with TestClient(app_factory(), headers=SAME_ORIGIN) as c:
        guest(c, "Ann")
        rng = random.Random(3)
        for _ in range(20):  # a match whose every hand is passed has no card play: another table, then
            t = _toy_table(c)
            with c.websocket_connect(f"/ws/{t['id']}?token={t['token']}") as ws:
                for _ in range(400):
                    msg = next_message(ws)
                    if msg.get("match_over"):
                        break
                    plays = [a["play"] for a in msg.get("legal") or [] if "play" in a]
                    hand = msg.get("obs", {}).get("hand", [])
                    wrong = [code for code in hand if code not in plays]
                    if plays and wrong:
                        ws.send_json({"type": "action", "action": {"play": wrong[0]}, "version": msg["version"]})
                        error = next_message(ws, "error")
                        assert error["code"] == "must_follow"
                        assert sorted(error["params"]["cards"]["cards"]) == sorted(plays)
                        return
                    move = random_move(msg, rng)
                    if msg.get("hand_over"):
                        ws.send_json({"type": "ready"})
                    elif move is not None:
                        ws.send_json({"type": "action", "action": move, "version": msg["version"]})
        raise AssertionError("no position where a card had to follow suit in 20 matches")


JSON = {"content-type": "application/json"}
"""The app's own uploads are JSON bodies (issue 15: other content types are refused)."""


def test_review_frames_step_through_a_record(app_factory: Any) -> None:
    root = Path(__file__).parents[1] / "data" / "examples"
    with TestClient(app_factory(), headers=SAME_ORIGIN) as c:
        for path in sorted(root.glob("*/valid-00.record.json")):
            record = json.loads(path.read_text())
            out = c.post("/api/review", content=path.read_bytes(), headers=JSON).json()
            assert out["ok"] is True, out
            frames = out["frames"]
            assert len(frames) == len(record["hands"]) + sum(len(h.get("actions", [])) for h in record["hands"])
            first, last = frames[0], frames[-1]
            assert first["step"] == 0 and first["tricks"] == [] and all(first["hands"])
            assert last["result"]["scores"] and "lines" in last["explain"]
        assert c.post("/api/review", content=b"{}", headers=JSON).json()["ok"] is False


def test_review_frames_carry_the_hands_public_facts() -> None:
    """The review's table shows the facts the live table does (the contract, the called king: french-tarot
    R6.2), each frame from the action that makes them public."""
    from tarocchi.engine.actions import is_declare_nothing
    from tarocchi.games import create_game
    from tarocchi.records.model import HandRecord, MatchRecord
    from tarocchi.records.replay import replay_text
    from tarocchi.web.review import frames

    game = create_game("french-tarot", {"players": 5})
    for seed in range(40):
        state = game.new_hand(0, game.deal(0, seed))
        rng = random.Random(seed)
        while not state.is_over:
            state.apply(game.random_action(state, rng))
        if any(a.verb == "call" for a in state.history):
            break
    actions = [a for a in state.history if not is_declare_nothing(a)]
    record = MatchRecord(game.name, game.options_json(), None)
    record.hands.append(HandRecord(0, deal=state.deal, actions=actions))
    shown = frames(replay_text(json.dumps(record.to_json())))
    call_at = next(i for i, a in enumerate(actions, start=1) if a.verb == "call")
    called = CODES[actions[call_at - 1].card]
    assert [f["facts"].get("called") for f in shown[:call_at]] == [None] * call_at
    assert {f["facts"]["called"] for f in shown[call_at:]} == {called}
    taker = actions[call_at - 1].seat
    assert shown[-1]["facts"]["taker"] == taker and shown[-1]["facts"]["contract"] in {
        "petite",
        "garde",
        "garde-sans",
        "garde-contre",
    }


def test_the_end_of_a_hand_is_the_games_own_lines_in_every_language() -> None:
    """Every variant's explanation is lines the game's texts hold in en, it and fr: sentences, no detail key."""
    from tarocchi.games import create_game, game_class

    for name in game_names():
        for options in game_class(name).variants():
            game = create_game(name, options)
            texts = game.texts()
            for seed in range(3):
                result = game.play_random_hand(seed % game.num_seats, random.Random(seed))
                explained = gameinfo.explanation(game, result)
                assert explained["lines"], (name, options)
                keys = [k for k in dict(result.detail) if "_" in k]
                for line in explained["lines"]:
                    entry = texts[line["key"]]
                    for lang in ("en", "it", "fr"):
                        template = entry[lang]
                        assert not any(k in template for k in keys), (name, line["key"], template)
                        # the page's renderer knows {name} and {name:+d} only
                        assert set(re.findall(r"\{\w+(:[^}]*)\}", template)) <= {":+d", ":d"}, template
                        rendered = re.sub(r"\{[a-z_0-9]+(:[^}]*)?\}", "x", template)
                        assert not re.search(r"[{}\[\]]", rendered), (name, line["key"], template)
