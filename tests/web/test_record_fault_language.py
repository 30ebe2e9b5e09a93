"""A record the reader finds malformed (not JSON, a wrong format, a card code that is no card, a bad deal,
an option the game refuses...) and options refused when a table is opened are explained in the page's
language: the reader's code and parameters (``fault``) are worded with the server's texts, the JSON path
kept, hands and seats counted from 1 as the page counts them; the English page keeps the reader's line.
Review, replay and analysis alike. Italian is asked by the ``lang`` cookie, French by Accept-Language."""

from __future__ import annotations

import ast
import string
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeGuard

import pytest
from fastapi.testclient import TestClient
from recordedit import edited, set_at
from wsutil import SAME_ORIGIN, guest

from tarocchi.engine.explain import LANGUAGES
from tarocchi.errors import OptionError, RecordError
from tarocchi.games import create_game
from tarocchi.records.replay import error_line, replay_text
from tarocchi.web.app import available_games
from tarocchi.web.record_errors import FAULTS, OPTIONS_REFUSED, RECORD_MALFORMED, RECORD_MALFORMED_HAND
from tarocchi.web.refusals import TEXTS

SRC = Path(__file__).parents[2] / "src" / "tarocchi"
JSON = {"content-type": "application/json"}
LANGS = ["it", "fr"]
BOTS = ["random", "random", "random"]

pytestmark = pytest.mark.one_database  # words, not storage: SQLite is enough


def _client(app: Any, lang: str, **headers: str) -> TestClient:
    """A client whose page asks for ``lang``: Italian by the ``lang`` cookie, French by Accept-Language."""
    if lang == "it":
        return TestClient(app, headers={**SAME_ORIGIN, **headers}, cookies={"lang": "it"})
    if lang == "fr":
        return TestClient(app, headers={**SAME_ORIGIN, "accept-language": "fr-FR,fr;q=0.9", **headers})
    return TestClient(app, headers={**SAME_ORIGIN, **headers})


def _needs(*games: str) -> None:
    missing = set(games) - set(available_games())
    if missing:
        pytest.skip(f"{', '.join(sorted(missing))} not in this tree")


# name -> (game, change, fault code)
BROKEN: dict[str, tuple[str, Callable[[Any], Any], str]] = {
    "wrong_format": ("gatti", set_at("format", value="x"), "wrong_format"),
    "unknown_game": ("gatti", set_at("game", value="chess"), "unknown_game"),
    "option_not_in": ("gatti", set_at("options", "players", value=9), "option_not_in"),
    "option_not_boolean": ("gatti", set_at("options", "bagatto_last", value="yes"), "option_not_boolean"),
    "option_unknown": ("gatti", set_at("options", "colour", value=1), "option_unknown"),
    "option_positive_or_null": ("french-tarot", set_at("options", "target_score", value=0), "option_positive_or_null"),
    "names_count": ("french-tarot", set_at("names", value=["Ada"]), "names_count"),
    "no_deal": ("gatti", lambda r: r["hands"][0].pop("deal"), "no_deal"),
    "dealer_not_a_seat": ("gatti", set_at("hands", 0, "dealer", value=7), "dealer_not_a_seat"),
    "bad_dealer": ("gatti", set_at("hands", 1, "dealer", value=0), "bad_dealer"),
    "not_a_card": ("gatti", set_at("hands", 0, "deal", "hands", 1, 0, value="ZZ"), "not_a_card"),
    "deal_hand_size": ("gatti", lambda r: r["hands"][0]["deal"]["hands"][1].pop(), "deal_hand_size"),
    "deal_card_twice": ("gatti", set_at("hands", 0, "deal", "talon", 0, value="5H"), "deal_card_twice"),
    "deal_foreign_card": ("piedmontese", set_at("hands", 0, "deal", "talon", 0, value="2S"), "deal_foreign_card"),
    "hand_unfinished": ("piedmontese", lambda r: r["hands"][0]["actions"].pop(), "hand_unfinished"),
    "action_no_verb": ("french-tarot", set_at("hands", 0, "actions", 0, value={"seat": 2}), "action_no_verb"),
    "value_not_allowed": (
        "french-tarot",
        lambda r: r["hands"][0]["actions"].insert(0, {"seat": 2, "bid": "grande"}),
        "value_not_allowed",
    ),
}

EXACT = {
    ("not_a_card", "it"): "mano 1: registrazione malformata in $.hands[0].deal.hands[1][0]: "
    "'ZZ' non è il codice di una carta",
    ("not_a_card", "fr"): "donne 1 : enregistrement mal formé à $.hands[0].deal.hands[1][0] : "
    "'ZZ' n'est pas un code de carte",
    ("option_not_in", "it"): "registrazione malformata in $.options.players: "
    "l'opzione 'players' del gioco «Gatti (Mitigatti)» non ammette 9 (valori ammessi: 2, 3, 4)",
    ("option_not_in", "fr"): "enregistrement mal formé à $.options.players : "
    "l'option 'players' du jeu « Gatti » n'admet pas 9 (valeurs admises : 2, 3, 4)",
    ("deal_hand_size", "it"): "mano 1: registrazione malformata in $.hands[0].deal: "
    "la mano del posto 2 ha 24 carte invece di 25",
    ("deal_hand_size", "fr"): "donne 1 : enregistrement mal formé à $.hands[0].deal : "
    "la main de la place 2 a 24 cartes au lieu de 25",
    ("hand_unfinished", "it"): "mano 2: registrazione malformata in $.hands[1]: "
    "la mano 1 non è finita (si attende «play») ma ne segue un'altra",
    ("hand_unfinished", "fr"): "donne 2 : enregistrement mal formé à $.hands[1] : "
    "la donne 1 n'est pas finie (« play » attendu) mais une autre la suit",
    ("wrong_format", "it"): "registrazione malformata in $.format: deve essere 'tarocchi-record/1', non 'x'",
    ("wrong_format", "fr"): "enregistrement mal formé à $.format : doit être 'tarocchi-record/1', pas 'x'",
}
"""Whole lines, as the page shows them."""

OPENING = {
    "it": ("registrazione malformata in $", "mano "),
    "fr": ("enregistrement mal formé à $", "donne "),
}


# every code, in every language --------------------------------------------------------------------------
def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def _is_code(value: object) -> TypeGuard[str]:
    return isinstance(value, str) and value.islower() and "_" in value and " " not in value


def _raised_codes() -> set[str]:
    """Every code the record reader, the engine and the games give a ``RecordError``, an ``OptionError`` or
    a ``DealError`` (a literal: the third argument of ``RecordError``, the second of ``DealError``, the first of
    ``option_refusal``, the one wording of the options' refusals, ``code=``)."""
    codes: set[str] = set()
    for path in [*SRC.glob("records/*.py"), *SRC.glob("engine/*.py"), *SRC.glob("games/*/*.py")]:
        for node in ast.walk(ast.parse(path.read_text())):
            if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Name):
                continue
            place = {"RecordError": 2, "DealError": 1, "OptionError": None, "option_refusal": 0}.get(node.func.id, -1)
            if place == -1:
                continue
            args = [*node.args, *(k.value for k in node.keywords if k.arg == "code")]
            if place is not None and len(node.args) > place:
                args = [node.args[place]]
            for arg in args:
                for value in ast.walk(arg):
                    if isinstance(value, ast.Constant) and _is_code(value.value):
                        codes.add(value.value)
    return codes


def test_every_fault_code_has_its_text_in_every_language() -> None:
    raised = _raised_codes()
    assert {"not_a_card", "wrong_format", "option_not_in", "deal_card_twice", "value_not_allowed"} <= raised
    raised |= {"bad_options", "bad_deal"}  # what the reader and the server name a fault given without a code
    assert raised <= set(FAULTS), sorted(raised - set(FAULTS))
    for code, entry in FAULTS.items():
        assert set(entry) == set(LANGUAGES), code
        for lang in LANGUAGES:
            assert entry[lang] and "{{" not in entry[lang], (code, lang)
            assert lang == "en" or entry[lang] != entry["en"], (code, lang)
            assert _fields(entry[lang]) <= _fields(entry["en"]) | {"message"}, (code, lang)
    for code in (RECORD_MALFORMED, RECORD_MALFORMED_HAND, OPTIONS_REFUSED):
        assert set(TEXTS[code]) == set(LANGUAGES)
        assert {frozenset(_fields(t)) for t in TEXTS[code].values()} == {frozenset(_fields(TEXTS[code]["en"]))}


def test_each_broken_record_gives_the_code_the_web_words() -> None:
    _needs("gatti", "french-tarot", "piedmontese")
    for name, (game, change, code) in BROKEN.items():
        with pytest.raises(RecordError) as raised:
            replay_text(edited(game, change))
        assert raised.value.code == code, (name, str(raised.value))
        assert raised.value.code in FAULTS


# review, replay, analysis -------------------------------------------------------------------------------
@pytest.mark.parametrize("lang", LANGS)
def test_a_malformed_record_is_explained_in_the_pages_language(app_factory: Any, lang: str) -> None:
    _needs("gatti", "french-tarot", "piedmontese")
    with _client(app_factory(), lang, **JSON) as c:
        for name, (game, change, code) in BROKEN.items():
            text = edited(game, change)
            with pytest.raises(RecordError) as raised:
                replay_text(text)
            english = error_line(raised.value)
            out = c.post("/api/review", content=text.encode()).json()
            assert out["ok"] is False and out["code"] in (RECORD_MALFORMED, RECORD_MALFORMED_HAND), (name, out)
            assert out["fault"]["code"] == code and out["fault"]["params"]["path"] == raised.value.path, out
            assert out["params"]["path"] == raised.value.path
            assert out["error"] != english and raised.value.reason not in out["error"], (name, out["error"])
            opening = OPENING[lang][0] if out["code"] == RECORD_MALFORMED else OPENING[lang][1]
            assert out["error"].startswith(opening), (name, out["error"])
            if (name, lang) in EXACT:
                assert out["error"] == EXACT[name, lang], (name, out["error"])
            if out["code"] == RECORD_MALFORMED_HAND:  # the record's numbers stay in params, from 0
                assert out["params"]["hand"] == int(raised.value.path.split("[")[1].split("]")[0])
        # not JSON at all: the reader's line, worded
        out = c.post("/api/review", content=b'{"format": ').json()
        assert out["fault"]["code"] == "not_json" and "JSON" in out["error"]
        assert out["error"] != error_line(_reader_error('{"format": ')), out["error"]
        # the replay service (a worker process) answers the same
        text = edited(*BROKEN["not_a_card"][:2])
        out = c.post("/api/replay", content=text.encode()).json()
        assert out["ok"] is False and out["code"] == RECORD_MALFORMED_HAND and out["fault"]["code"] == "not_a_card"
        assert out["error"] == EXACT["not_a_card", lang], out["error"]


def _reader_error(text: str) -> RecordError:
    with pytest.raises(RecordError) as raised:
        replay_text(text)
    return raised.value


@pytest.mark.parametrize("lang", LANGS)
def test_the_analysis_of_a_malformed_record_says_why_in_the_pages_language(app_factory: Any, lang: str) -> None:
    _needs("gatti")
    text = edited(*BROKEN["option_not_in"][:2])
    with _client(app_factory(), lang, **JSON) as c:
        r = c.post("/api/analysis?hand=0&seat=0", content=text.encode())
    body = r.json()
    assert r.status_code == 400 and body["code"] == "web_analysis_refused", body
    prefix = {"it": "questa mano non si può analizzare: ", "fr": "cette donne ne peut pas être analysée : "}[lang]
    assert body["detail"] == prefix + EXACT["option_not_in", lang], body["detail"]


def test_an_english_page_keeps_the_readers_line(app_factory: Any) -> None:
    _needs("gatti")
    with _client(app_factory(), "en", **JSON) as c:
        for name in ("wrong_format", "option_not_in", "unknown_game"):
            text = edited(*BROKEN[name][:2])
            out = c.post("/api/review", content=text.encode()).json()
            assert out["error"] == error_line(_reader_error(text)), out
        # a hand's part: the page counts the hand from 1, the reader's reason is its own
        text = edited(*BROKEN["not_a_card"][:2])
        out = c.post("/api/review", content=text.encode()).json()
        assert out["error"] == "hand 1: malformed record at $.hands[0].deal.hands[1][0]: 'ZZ' is not a card code"


# opening a table -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("lang", LANGS)
def test_options_refused_at_a_new_table_are_said_in_the_pages_language(app_factory: Any, lang: str) -> None:
    _needs("gatti")
    with _client(app_factory(), lang) as c:
        guest(c, "Ann")
        r = c.post("/api/tables", json={"game": "gatti", "options": {"players": 9}, "seats": BOTS})
        body = r.json()
        assert r.status_code == 400 and body["code"] == OPTIONS_REFUSED, body
        assert body["fault"] == {
            "code": "option_not_in",
            "params": {"key": "players", "value": "9", "allowed": "2, 3, 4", "game": "gatti"},
        }
        expected = {
            "it": "impossibile aprire il tavolo: "
            "l'opzione 'players' del gioco «Gatti (Mitigatti)» non ammette 9 (valori ammessi: 2, 3, 4)",
            "fr": "impossible d'ouvrir la table : "
            "l'option 'players' du jeu « Gatti » n'admet pas 9 (valeurs admises : 2, 3, 4)",
        }[lang]
        assert body["detail"] == expected, body["detail"]
        r = c.post("/api/tables", json={"game": "gatti", "options": {"mode": "call"}, "seats": BOTS})
        assert r.json()["fault"]["code"] == "option_not_applicable"
        assert r.json()["detail"].startswith(expected.split(":")[0] + ":") and "'mode'" in r.json()["detail"]
        # a game that names no kind of fault (the toy game): its own words, inside the page's language
        r = c.post("/api/tables", json={"game": "toy", "options": {"colour": 1}, "seats": [*BOTS, "random"]})
        body = r.json()
        assert r.status_code == 400 and body["code"] == OPTIONS_REFUSED and body["fault"]["code"] == "bad_options"
        assert body["detail"].startswith(expected.split(":")[0]) and "colour" in body["detail"], body["detail"]


def test_options_refused_at_a_new_table_keep_the_games_words_in_english(app_factory: Any) -> None:
    _needs("gatti")
    with pytest.raises(OptionError) as refused:
        create_game("gatti", {"players": 9})
    with _client(app_factory(), "en") as c:
        guest(c, "Ann")
        r = c.post("/api/tables", json={"game": "gatti", "options": {"players": 9}, "seats": BOTS})
    assert r.status_code == 400 and r.json()["detail"] == str(refused.value)
