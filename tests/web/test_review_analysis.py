"""The analysis of a hand on the review page (issue 13 item 6): ``GET /api/matches/{id}/analysis`` and
``POST /api/analysis``. Who may read a match may analyse it (its players, its table's owner, anyone when
the table is public); a player gets their own seat unless they name one; the parameters are strict; a
mistake planted in the record is reported; a second ask is answered from memory; a busy or too slow
service refuses with 503."""

from __future__ import annotations

import asyncio
import json
import re
from typing import Any

import pytest
from analysisutil import planted_record, store_match
from fastapi.testclient import TestClient
from wsutil import SAME_ORIGIN, guest

SAMPLES = 40
JSON = {"content-type": "application/json"}
"""The page posts a record as JSON (a cross-site form may not post at all, issue 15)."""


def _me(c: TestClient) -> int:
    return int(c.get("/api/me").json()["user"]["id"])


def _planted_mistake(data: dict[str, Any], index: int, seat: int) -> None:
    assert data["ok"] is True and data["seat"] == seat and data["hand"] == 0
    assert index in data["mistakes"]
    (flagged,) = [d for d in data["decisions"] if d["index"] == index]
    assert flagged["mistake"] is True and flagged["loss"] >= 10
    assert flagged["chosen"] != flagged["best"] and flagged["options"][0]["action"] == flagged["best"]
    assert all(d["seat"] == seat for d in data["decisions"])
    assert data["samples"] == SAMPLES


def test_a_player_gets_their_own_seat_the_planted_mistake_and_a_second_ask_from_memory(app_factory: Any) -> None:
    record, index, seat = planted_record()
    app = app_factory(analysis_samples=SAMPLES)
    with TestClient(app, headers=SAME_ORIGIN) as c:
        guest(c, "Ann")
        match = store_match(app.state.storage, record, {seat: _me(c)}, owner=None, public=False)
        r = c.get(f"/api/matches/{match}/analysis?hand=0")  # no seat named: the player's own
        assert r.status_code == 200, r.text
        _planted_mistake(r.json(), index, seat)
        analyst = app.state.analyst
        assert analyst.computed == 1
        again = c.get(f"/api/matches/{match}/analysis?hand=0&seat={seat}")
        assert again.json() == r.json()
        assert analyst.computed == 1  # answered from memory
        other = (seat + 1) % 4  # the whole record is the player's to read: another seat too
        r = c.get(f"/api/matches/{match}/analysis?hand=0&seat={other}")
        assert r.status_code == 200 and r.json()["seat"] == other
        assert all(d["seat"] == other for d in r.json()["decisions"])
        assert analyst.computed == 2


def test_who_may_read_the_match_may_analyse_it(app_factory: Any) -> None:
    record, index, seat = planted_record()
    app = app_factory(analysis_samples=SAMPLES)
    storage = app.state.storage
    with TestClient(app, headers=SAME_ORIGIN) as c:
        guest(c, "Owner")
        owner, owner_cookies = _me(c), dict(c.cookies)
        ann = storage.add_user("Ann")
        private = store_match(storage, record, {seat: ann.id}, owner=owner, public=False)
        public = store_match(storage, record, {seat: ann.id}, owner=owner, public=True)
        # the table's owner, who held no seat, names one
        r = c.get(f"/api/matches/{private}/analysis?hand=0")
        assert r.status_code == 400 and "seat is needed" in r.json()["detail"]
        r = c.get(f"/api/matches/{private}/analysis?hand=0&seat={seat}")
        assert r.status_code == 200
        _planted_mistake(r.json(), index, seat)
        c.cookies.clear()
        guest(c, "Eve")  # a stranger: not the private match, any seat of the public one
        r = c.get(f"/api/matches/{private}/analysis?hand=0&seat={seat}")
        assert r.status_code == 403 and "players" in r.json()["detail"]
        r = c.get(f"/api/matches/{public}/analysis?hand=0&seat={seat}")
        assert r.status_code == 200
        _planted_mistake(r.json(), index, seat)
        c.cookies.clear()  # nobody signed in
        assert c.get(f"/api/matches/{private}/analysis?hand=0&seat={seat}").status_code == 403
        assert c.get(f"/api/matches/{public}/analysis?hand=0&seat={seat}").status_code == 200
        r = c.get(f"/api/matches/{public}/analysis?hand=0")
        assert r.status_code == 400 and "seat is needed" in r.json()["detail"]
        assert c.get(f"/api/matches/{public + 100}/analysis?hand=0&seat=0").status_code == 404
        assert c.get("/api/matches/0/analysis?hand=0&seat=0").status_code == 404
        assert c.get("/api/matches/abc/analysis?hand=0&seat=0").status_code == 422
        c.cookies.update(owner_cookies)
        assert c.get(f"/api/matches/{private}/analysis?hand=0&seat={seat}").status_code == 200


@pytest.mark.parametrize(
    ("query", "words"),
    [
        ("", "hand is needed"),
        ("seat=0", "hand is needed"),
        ("hand=", "hand must be a whole number"),
        ("hand=-1", "hand must be a whole number"),
        ("hand=1.5", "hand must be a whole number"),
        ("hand=%200", "hand must be a whole number"),
        ("hand=abc", "hand must be a whole number"),
        ("hand=123456", "hand must be a whole number"),
        ("hand=1", "hand must be from 0 to 0"),
        ("hand=0&seat=4", "seat must be from 0 to 3"),
        ("hand=0&seat=x", "seat must be a whole number"),
        ("hand=0&hand=0&seat=0", "hand is given twice"),
        ("hand=0&seat=0&samples=9999", "unknown parameter 'samples'"),
    ],
)
def test_bad_parameters_are_refused_with_400(app_factory: Any, query: str, words: str) -> None:
    record, _, seat = planted_record()
    app = app_factory(analysis_samples=SAMPLES)
    with TestClient(app, headers=SAME_ORIGIN) as c:
        guest(c, "Ann")
        match = store_match(app.state.storage, record, {seat: _me(c)}, owner=None, public=False)
        r = c.get(f"/api/matches/{match}/analysis?{query}")
        assert r.status_code == 400 and words in r.json()["detail"], r.text
        r = c.post(f"/api/analysis?{query}", content=json.dumps(record), headers=JSON)
        assert r.status_code == 400 and (words in r.json()["detail"] or "seat is needed" in r.json()["detail"]), r.text
    assert app.state.analyst.computed == 0


def test_an_uploaded_record_is_analysed_for_the_seat_named(app_factory: Any) -> None:
    record, index, seat = planted_record()
    app = app_factory(analysis_samples=SAMPLES)
    text = json.dumps(record)
    with TestClient(app, headers=SAME_ORIGIN) as c:  # nobody signed in: the uploader holds the file
        r = c.post(f"/api/analysis?hand=0&seat={seat}", content=text, headers=JSON)
        assert r.status_code == 200, r.text
        _planted_mistake(r.json(), index, seat)
        assert c.post(f"/api/analysis?hand=0&seat={seat}", content=text, headers=JSON).json() == r.json()
        assert app.state.analyst.computed == 1
        r = c.post("/api/analysis?hand=0", content=text, headers=JSON)
        assert r.status_code == 400 and "seat is needed" in r.json()["detail"]
        for body, words in [
            ("{", "not valid JSON"),
            ("[" * 200 + "]" * 200, "malformed record"),
            (json.dumps({**record, "game": "no-such-game"}), "malformed record at $.game"),
            (json.dumps({**record, "hands": []}), "the record holds no hand"),
        ]:
            r = c.post(f"/api/analysis?hand=0&seat={seat}", content=body, headers=JSON)
            assert r.status_code == 400 and words in r.json()["detail"], (body[:40], r.text)
        r = c.post(f"/api/analysis?hand=0&seat={seat}", content=b"\xff\xfe", headers=JSON)
        assert r.status_code == 400 and "UTF-8" in r.json()["detail"]
        # a cross-site page may not make the server work for it
        r = c.post(f"/api/analysis?hand=0&seat={seat}", content=text, headers={**JSON, "origin": "http://evil.example"})
        assert r.status_code == 403
    assert app.state.analyst.computed == 1


def test_a_busy_or_too_slow_service_refuses_with_503(app_factory: Any) -> None:
    record, _, seat = planted_record()
    app = app_factory(analysis_samples=SAMPLES, analysis_seconds=0.0)
    text = json.dumps(record)
    with TestClient(app, headers=SAME_ORIGIN) as c:
        r = c.post(f"/api/analysis?hand=0&seat={seat}", content=text, headers=JSON)
        assert r.status_code == 503 and "takes longer than 0 s" in r.json()["detail"], r.text
        assert "tarocchi analyze" in r.json()["detail"]
        assert app.state.analyst.computed == 0 and not app.state.analyst.running
        analyst = app.state.analyst
        analyst.seconds = 60.0
        slots = analyst.slots
        analyst.slots = asyncio.Semaphore(0)  # another analysis holds the only slot
        r = c.post(f"/api/analysis?hand=0&seat={seat}", content=text, headers=JSON)
        assert r.status_code == 503 and "busy" in r.json()["detail"] and r.headers["retry-after"] == "2"
        analyst.slots = slots
        assert c.post(f"/api/analysis?hand=0&seat={seat}", content=text, headers=JSON).status_code == 200
        assert analyst.computed == 1


ANALYSIS_KEYS = [
    "analysis_of",
    "analysis_for",
    "analyse_hand",
    "analysing",
    "analysing_help",
    "analysis_help",
    "analysis_summary",
    "mistakes_title",
    "no_mistakes",
    "nothing_to_review",
    "mistake",
    "instead_of",
    "show_decision",
    "trick_n",
    "chosen",
    "best_option",
    "best_choice",
    "loss",
    "all_options",
]


def test_the_panel_speaks_english_italian_and_french() -> None:
    from tarocchi.web.strings import LANGS, STRINGS

    for key in ANALYSIS_KEYS:
        words = {lang: STRINGS[lang].get(key) for lang in LANGS}
        assert all(words.values()), (key, words)
        assert len(set(words.values())) == len(LANGS), (key, words)  # each in its own words
        fields = {lang: sorted(re.findall(r"\{(\w+)\}", text or "")) for lang, text in words.items()}
        assert len({tuple(f) for f in fields.values()}) == 1, (key, fields)
