"""The web's score sheet as CSV: the table's and a stored match's, for whoever may download the record, and
the same CSV ``tarocchi replay --csv`` writes for that record."""

from __future__ import annotations

import csv
import io
import json
import time
from pathlib import Path
from typing import Any

import pytest
from analysisutil import store_match
from fastapi.testclient import TestClient
from test_browser import _guest, _need_game, browser, server  # noqa: F401 (fixtures)
from test_pages import _act
from wsutil import SAME_ORIGIN, guest

from tarocchi.cli import main
from tarocchi.records.replay import replay_record
from tarocchi.web import strings

STATIC = Path(__file__).parents[2] / "src" / "tarocchi" / "web" / "static"
GAME = {"game": "piedmontese", "options": {"players": 2, "match_hands": 2}, "seats": ["random", "random"]}
"""A short real match played by computer players (a record the command line replays too)."""


def _finished(c: TestClient, app: Any, public: bool) -> tuple[str, Any]:
    t = c.post("/api/tables", json={**GAME, "public": public}).json()
    table = app.state.manager.get(t["id"])
    deadline = time.monotonic() + 120
    while not table.finished and time.monotonic() < deadline:
        time.sleep(0.02)
    assert table.finished
    return t["id"], table


def _rows(text: str) -> list[list[str]]:
    return list(csv.reader(io.StringIO(text, newline="")))


def _cli_csv(record: dict[str, Any], tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> tuple[str, dict[str, Any]]:
    """``tarocchi replay --csv`` and ``--json`` of the record."""
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record))
    capsys.readouterr()
    assert main(["replay", "--csv", str(path)]) == 0
    text = capsys.readouterr().out
    assert main(["replay", "--json", str(path)]) == 0
    return text, json.loads(capsys.readouterr().out)


def test_a_player_downloads_the_tables_sheet_a_stranger_is_refused_as_for_the_record(
    app_factory: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    app = app_factory()
    with TestClient(app, headers=SAME_ORIGIN) as c:
        guest(c, 'Ann, "the" =first')
        ann = dict(c.cookies)
        table_id, table = _finished(c, app, public=False)
        r = c.get(f"/api/tables/{table_id}/sheet")
        assert r.status_code == 200
        assert r.headers["content-type"].startswith("text/csv")
        assert r.headers["content-disposition"] == f'attachment; filename="tarocchi-{table_id}-sheet.csv"'
        record = c.get(f"/api/tables/{table_id}/record").json()
        cli, replayed = _cli_csv(record, tmp_path, capsys)
        assert r.text == cli  # the same function as the command line
        header, *rows = _rows(r.text)
        assert len(rows) == len(replayed["hands"]) == len(table.session.results)
        totals = [float(x) for name, x in zip(header, rows[-1], strict=True) if name.endswith(" total")]
        assert totals == [float(x) for x in replayed["totals"]] == [float(x) for x in table.session.totals()]
        match_id = int(table.match_id)
        assert c.get(f"/api/matches/{match_id}/sheet").text == cli
        c.cookies.clear()
        guest(c, "Eve")
        for path in (f"/api/tables/{table_id}/sheet", f"/api/matches/{match_id}/sheet"):
            record_path = path.replace("/sheet", "/record")
            r = c.get(path)
            assert r.status_code == 403 == c.get(record_path).status_code, path
            assert r.json()["code"] == c.get(record_path).json()["code"]
        c.cookies.clear()
        assert c.get(f"/api/tables/{table_id}/sheet").status_code == 403  # nobody signed in
        assert c.get(f"/api/matches/{match_id}/sheet").status_code == 403
        assert c.get(f"/api/matches/{match_id + 100}/sheet").status_code == 404
        assert c.get("/api/tables/nosuchtable/sheet").status_code == 404
        c.cookies.update(ann)
        assert c.get(f"/api/tables/{table_id}/sheet").status_code == 200


def test_a_public_tables_sheet_is_anyones(app_factory: Any) -> None:
    app = app_factory()
    with TestClient(app, headers=SAME_ORIGIN) as c:
        guest(c, "Ann")
        table_id, table = _finished(c, app, public=True)
        c.cookies.clear()
        guest(c, "Eve")
        assert c.get(f"/api/tables/{table_id}/sheet").status_code == 200
        assert c.get(f"/api/matches/{int(table.match_id)}/sheet").status_code == 200


def test_a_table_not_started_has_no_sheet_yet(app_factory: Any) -> None:
    app = app_factory()
    with TestClient(app, headers=SAME_ORIGIN) as c:
        guest(c, "Ann")
        t = c.post("/api/tables", json={**GAME, "seats": ["human", "human"]}).json()
        r = c.get(f"/api/tables/{t['id']}/sheet")
        assert r.status_code == 404 == c.get(f"/api/tables/{t['id']}/record").status_code
        assert r.json()["code"] == "web_match_not_started"


def test_a_stored_matchs_sheet_guards_its_names(app_factory: Any) -> None:
    """A stored record's player named like a formula is written with a leading quote."""
    app = app_factory()
    storage = app.state.storage
    root = Path(__file__).parents[1] / "data" / "examples" / "piedmontese"
    record = json.loads((root / "valid-02.record.json").read_text())
    record["names"] = ["=cmd|' /C calc'!A0", "@Bea", "+Cid", "-Dan"]
    with TestClient(app, headers=SAME_ORIGIN) as c:
        guest(c, "Ann")
        match = store_match(storage, record, {}, owner=None, public=True)
        r = c.get(f"/api/matches/{match}/sheet")
        assert r.status_code == 200
        header, *rows = _rows(r.text)
        assert header[-4:] == ["'" + n + " total" for n in record["names"]]
        assert rows[-1][-4:] == [str(x) for x in replay_record(record).to_json()["totals"]]
        assert all(row[1].startswith("'") for row in rows)


def test_a_player_of_a_private_stored_match_gets_its_sheet_a_stranger_does_not(
    app_factory: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    app = app_factory()
    storage = app.state.storage
    root = Path(__file__).parents[1] / "data" / "examples" / "gatti"
    record = json.loads((root / "valid-03.record.json").read_text())
    record["names"] = ['Ann, "la" Rossa', "Bea\nBianchi", "Cid"]
    with TestClient(app, headers=SAME_ORIGIN) as ann, TestClient(app, headers=SAME_ORIGIN) as eve:
        ann_id = ann.post("/api/guest", json={"name": "Ann"}).json()["id"]
        guest(eve, "Eve")
        match = store_match(storage, record, {0: ann_id}, owner=None, public=False)
        r = ann.get(f"/api/matches/{match}/sheet")
        assert r.status_code == 200
        assert r.text == _cli_csv(record, tmp_path, capsys)[0]
        assert _rows(r.text)[0][-6:-3] == [f"{n} score" for n in record["names"]]
        for who in (eve, TestClient(app, headers=SAME_ORIGIN)):
            refused, record_refused = who.get(f"/api/matches/{match}/sheet"), who.get(f"/api/matches/{match}/record")
            assert refused.status_code == record_refused.status_code == 403
            assert refused.json()["code"] == record_refused.json()["code"] == "web_match_private_download"


@pytest.mark.browser
@pytest.mark.one_database
def test_the_table_and_history_pages_link_the_sheet(server: str, browser: Any) -> None:  # noqa: F811
    """A player's table shows "Download the score sheet (CSV)" beside the record once a hand is over, and the
    history page beside each match's record; both links serve the CSV."""
    _need_game("piedmontese")
    page = browser.new_context(viewport={"width": 1280, "height": 800}).new_page()
    page.goto(server + "/")
    _guest(page, "Kim")
    page.wait_for_selector("#create-form")
    body = {"game": "piedmontese", "options": {"players": 2, "match_hands": 1}, "seats": ["human", "random"]}
    headers = {"Origin": server, "Content-Type": "application/json"}
    table = page.request.post(f"{server}/api/tables", data=json.dumps(body), headers=headers).json()
    page.goto(f"{server}/t/{table['id']}")
    page.wait_for_selector("#hand .card")
    assert page.locator("#download-sheet").count() == 0  # nothing over yet, as the record
    deadline = time.monotonic() + 150
    while not page.locator("#result").count() and time.monotonic() < deadline:
        if not _act(page, touch=False):
            page.wait_for_timeout(40)
    page.wait_for_selector("#download-sheet")
    link = page.locator("#download-sheet")
    assert link.inner_text() == "Download the score sheet (CSV)"
    sheet = page.request.get(server + str(link.get_attribute("href")))
    assert sheet.status == 200 and sheet.text().startswith("hand,dealer,")
    page.goto(server + "/history")
    page.wait_for_selector("#history a[data-sheet]")
    href = page.locator("#history a[data-sheet]").first.get_attribute("href")
    assert page.request.get(server + str(href)).text() == sheet.text()
    page.context.close()


def test_the_pages_link_the_sheet_in_every_language() -> None:
    js = (STATIC / "app.js").read_text()
    assert "/api/tables/${v.id}/sheet" in js and "/api/matches/${m.match}/sheet" in js
    assert 't("download_sheet")' in js
    texts = {lang: strings.STRINGS[lang]["download_sheet"] for lang in strings.LANGS}
    assert len(set(texts.values())) == 3 and all("CSV" in t for t in texts.values())
