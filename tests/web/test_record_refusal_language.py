"""A record that a game's rule refuses is answered in the page's language: where (hand, action, seat, as
the record numbers them) and why, the rule's reason worded with the game's own texts and card names; the
record reader's English line stays under the same answer for tools. Review and replay alike."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from test_browser import browser, server  # noqa: F401 (fixtures)
from wsutil import SAME_ORIGIN

from tarocchi.records.replay import ReplayRefusal, error_line, replay_text
from tarocchi.web.app import available_games

EXAMPLES = Path(__file__).parents[1] / "data" / "examples"
OPENING = {
    "en": "hand {h}, action {a}: seat ",
    "it": "mano {h}, mossa {a}: il posto ",
    "fr": "donne {h}, action {a} : la place ",
}


def _refused() -> list[Path]:
    games = available_games()
    return [p for p in sorted(EXAMPLES.glob("*/refused-0*.record.json")) if p.parent.name in games]


@pytest.mark.parametrize("lang", ["it", "fr", "en"])
def test_a_refused_record_is_explained_in_the_pages_language(app_factory: Any, lang: str) -> None:
    records = _refused()
    assert records
    with TestClient(
        app_factory(), headers={**SAME_ORIGIN, "content-type": "application/json"}, cookies={"lang": lang}
    ) as c:
        for path in records:
            text = path.read_text()
            at = json.loads(path.with_name(path.name.replace(".record.", ".refused.")).read_text())["refused_at"]
            with pytest.raises(ReplayRefusal) as refused:
                replay_text(text)
            english, reason = error_line(refused.value), refused.value.reason
            out = c.post("/api/review", content=text.encode()).json()
            assert out["ok"] is False and out["code"] == "web_record_refused", (path, out)
            assert out["params"]["hand"] == at["hand"] and out["params"]["action"] == at["action"]
            # the words count from 1 as the page does; the params keep the record's numbers (from 0, C2)
            opening = OPENING[lang].format(h=at["hand"] + 1, a=at["action"] + 1)
            assert out["error"].startswith(opening), (path, out["error"])
            if lang != "en":
                assert out["error"] != english
                assert reason not in out["error"]  # the rule's English reason is not shown
            assert out["refusal"]["game"] == path.parent.name and out["refusal"]["code"]
        # the replay service (a worker process) answers the same
        out = c.post("/api/replay", content=records[0].read_text().encode()).json()
        assert out["ok"] is False and out["code"] == "web_record_refused"
        assert out["error"].startswith(OPENING[lang].split("{")[0])


def test_cards_in_the_reason_are_named_in_the_language(app_factory: Any) -> None:
    """French Tarot's first refused example: the seat must trump and holds five trumps, named in Italian."""
    path = EXAMPLES / "french-tarot" / "refused-00.record.json"
    if "french-tarot" not in available_games():
        pytest.skip("french-tarot is not in this tree")
    with TestClient(
        app_factory(), headers={**SAME_ORIGIN, "content-type": "application/json"}, cookies={"lang": "it"}
    ) as c:
        out = c.post("/api/review", content=path.read_bytes()).json()
    assert out["error"] == (
        "mano 2, mossa 35: il posto 2 non può fare «play 2C»: deve tagliare, non avendo quadri "
        "(in mano: Petit, 2 di atout, 3 di atout, 8 di atout, 11 di atout)"
    ), out["error"]


@pytest.mark.parametrize("lang", ["it", "en"])
def test_the_analysis_of_a_refused_record_says_why_in_the_pages_language(app_factory: Any, lang: str) -> None:
    path = EXAMPLES / "french-tarot" / "refused-00.record.json"
    if "french-tarot" not in available_games():
        pytest.skip("french-tarot is not in this tree")
    headers = {**SAME_ORIGIN, "content-type": "application/json"}
    with TestClient(app_factory(), headers=headers, cookies={"lang": lang}) as c:
        r = c.post("/api/analysis?hand=1&seat=1", content=path.read_bytes())
    body = r.json()
    assert r.status_code == 400 and body["code"] == "web_analysis_refused", body
    expected = {
        "it": "questa mano non si può analizzare: mano 2, mossa 35: il posto 2 non può fare «play 2C»: deve tagliare",
        "en": "this hand cannot be analysed: hand 2, action 35: seat 2 cannot play 2C: must trump, being void in",
    }[lang]
    assert body["detail"].startswith(expected), body["detail"]


@pytest.mark.browser
def test_the_replay_page_says_why_in_italian_on_a_phone(guest_page: Any, server: str) -> None:  # noqa: F811
    if "french-tarot" not in available_games():
        pytest.skip("french-tarot is not in this tree")
    page, errors = guest_page((390, 844))
    page.select_option("#lang", "it")
    page.goto(server + "/replay")
    record = (EXAMPLES / "french-tarot" / "refused-00.record.json").read_bytes()
    page.set_input_files("#replay-file", files=[{"name": "r.json", "mimeType": "application/json", "buffer": record}])
    page.wait_for_function("() => document.querySelector('#replay-error').textContent.length > 0")
    shown = page.locator("#replay-error").inner_text()
    # the page's message begins with a capital (the line itself starts with the word "mano")
    assert shown.startswith("Mano 2, mossa 35: il posto 2 non può fare «play 2C»: deve tagliare"), shown
    assert page.locator("#replay-error").evaluate("e => getComputedStyle(e).color") == "rgb(139, 29, 29)"
    page.screenshot(path="/tmp/replay-it-390.png")
    assert not errors, errors


@pytest.mark.browser
def test_the_replay_page_says_a_record_is_too_large(guest_page: Any, server: str) -> None:  # noqa: F811
    """A record over the server's size limit is refused before it is read (HTTP 413): the page says so, in its
    language, where it said nothing before; the page's title is not its file field's label again."""
    page, errors = guest_page((390, 844))
    page.select_option("#lang", "fr")
    page.goto(server + "/replay")
    page.wait_for_selector("#replay-file")
    assert page.locator("h2").inner_text() == "Revoir un enregistrement"
    huge = b'{"format": "tarocchi-record/1", "pad": "' + b"x" * 2_000_000 + b'"}'
    page.set_input_files("#replay-file", files=[{"name": "r.json", "mimeType": "application/json", "buffer": huge}])
    page.wait_for_function("() => document.querySelector('#replay-error').textContent.length > 0")
    shown = page.locator("#replay-error").inner_text()
    assert shown.startswith("Le corps de la requête dépasse"), shown
    assert not errors, errors
