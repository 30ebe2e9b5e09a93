"""Walk 3 (friends on phones): two friends open the table's link and tap "Join" on the same free seat; the one
who taps second is told, in the page's language, that the seat they tapped ("Seat 2", as the page numbers it)
is taken and by whom, and the join box is drawn again without that seat on offer. The server's seat refusals
number a seat as the page does (they said "seat 1 is taken" of the page's "Seat 2", and "il posto 0")."""

from __future__ import annotations

from typing import Any

import pytest
from browserutil import _create, _guest, _shot
from fastapi.testclient import TestClient
from test_browser import browser, server  # noqa: F401 - the same server and browser fixtures
from wsutil import SAME_ORIGIN, guest

GAME = "tarocchino"
SAID = {
    "en": "Seat 2 is taken by Bea",
    "it": "Il posto 2 è occupato da Bea",
    "fr": "La place 2 est prise par Bea",
}


def _phone(browser: Any, url: str, name: str, lang: str) -> Any:  # noqa: F811
    """A friend's phone on the table's link, signed in as ``name``, then in ``lang``, the join box drawn again.

    The language is chosen once signed in, and the page waited for until it has drawn the table anew: a change
    of language draws the page again once its words have come, which would take away a name typed meanwhile
    (and choosing the language the page already has draws it again too)."""
    page = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True).new_page()
    page.goto(url)
    page.wait_for_selector("#guest-name")
    _guest(page, name)
    page.wait_for_selector("button.join[data-seat='1']")
    drawn = page.query_selector("#join-box")
    page.select_option("#lang", lang)
    page.wait_for_function("([l, old]) => document.documentElement.lang === l && !old.isConnected", arg=[lang, drawn])
    page.wait_for_selector("button.join[data-seat='1']")
    return page


@pytest.mark.browser
@pytest.mark.parametrize("lang", ["en", "it", "fr"])
def test_walk3_the_friend_who_taps_a_taken_seat_second_reads_its_number_and_sees_the_seats_again(
    server: str,  # noqa: F811
    browser: Any,  # noqa: F811
    lang: str,
) -> None:
    host = browser.new_context(viewport={"width": 1366, "height": 768}).new_page()
    host.goto(server + "/")
    _guest(host, "Ann")
    url = _create(host, GAME, ["human", "human", "human", "heuristic"])
    bea = _phone(browser, url, "Bea", "en")
    dan = _phone(browser, url, "Dan", lang)
    errors: list[str] = []
    dan.on("pageerror", lambda e: errors.append(str(e)))
    bea.tap("button.join[data-seat='1']")
    bea.wait_for_selector("#felt")
    dan.tap("button.join[data-seat='1']")  # his page still offers the seat Bea has just taken
    dan.wait_for_selector("#message:not([hidden])")
    assert dan.inner_text("#message") == SAID[lang]
    # the seats drawn again: seat 2 is Bea's, no longer on offer; seat 3 still is (the page is emptied before the
    # seats come back from the server, so the old button gone is not yet the new box drawn: wait for seat 3's)
    dan.wait_for_selector("button.join[data-seat='1']", state="detached")
    dan.wait_for_selector("button.join[data-seat='2']")
    assert dan.locator("button.join[data-seat='1']").count() == 0
    assert "Bea" in dan.inner_text("#join-seats li[data-seat='1']")
    _shot(dan, f"walk3-seat-race-{lang}-390x844")
    assert not errors, errors


@pytest.mark.parametrize(
    ("lang", "taken", "computer"),
    [
        ("en", "seat 1 is taken by Ada", "seat 3 is played by the computer"),
        ("it", "il posto 1 è occupato da Ada", "il posto 3 è giocato dal computer"),
        ("fr", "la place 1 est prise par Ada", "la place 3 est jouée par l'ordinateur"),
    ],
)
def test_walk3_the_seat_refusals_number_seats_as_the_page_does(
    app_factory: Any, lang: str, taken: str, computer: str
) -> None:
    app = app_factory()
    headers = {**SAME_ORIGIN, "accept-language": lang}
    with TestClient(app, headers=headers, cookies={"lang": lang}) as a, TestClient(app, headers=headers) as b:
        guest(a, "Ada")
        guest(b, "Bea")
        t = a.post("/api/tables", json={"game": "toy", "seats": ["human", "human", "random", "random"]}).json()
        first = b.post(f"/api/tables/{t['id']}/join", json={"seat": 0})
        bot = b.post(f"/api/tables/{t['id']}/join", json={"seat": 2})
        assert b.post(f"/api/tables/{t['id']}/join", json={"seat": 1}).status_code == 200
        again = b.post(f"/api/tables/{t['id']}/join", json={"seat": 0})
    assert first.status_code == 409
    assert first.json() == {
        "detail": taken,
        "code": "web_seat_taken",
        "params": {"seat": 0, "number": 1, "name": "Ada"},
    }
    assert bot.json()["detail"] == computer and bot.json()["params"] == {"seat": 2, "number": 3}
    assert again.json()["code"] == "web_seat_taken"  # Bea holds seat 2 now; seat 1 is still Ada's
