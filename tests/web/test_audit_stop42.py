"""A web audit (stop 42): long names, and the page as a person plays it in Italian and French.

* A name or login longer than the server takes was cut to 24 characters by the field itself (``maxlength``),
  without a word: pasted whole, it is kept whole, and the page says under the field, in its language, that
  it is too long (with its length); the form is not sent. The server refuses one too, with its code.
* A long name without spaces broke inside the word: a name wraps between its words now, and a word too long
  for its box is on one line, cut with an ellipsis, the whole name in a ``title``: under a trick card, in the
  seat tags, in the lobby's list of tables and the join page's seat rows (a name with spaces or hyphens still
  shows whole, ``test_pages``'s "Annabelle-Marguerite").
"""

from __future__ import annotations

import time
from typing import Any

import pytest
from browserutil import GuestPage, _create, _shot
from fastapi.testclient import TestClient
from test_browser import browser, server  # noqa: F401 (fixtures)
from wsutil import SAME_ORIGIN

from tarocchi.web.app import NAME_MAX

LONG = "Bartholomew-Maximilian-Featherstonehaugh"[:40]
"""A pasted name longer than the server takes."""
assert len(LONG) > NAME_MAX


def test_the_config_says_how_long_a_name_may_be(app_factory: Any) -> None:
    """The page learns the limit from the server (it never hard-codes it), and the server refuses a longer
    name and login with a code and the limit."""
    with TestClient(app_factory(), headers=SAME_ORIGIN) as c:
        assert c.get("/api/config").json()["name_max"] == NAME_MAX
        r = c.post("/api/guest", json={"name": LONG})
        assert r.status_code == 400 and r.json()["code"] == "web_name_too_long"
        assert r.json()["params"] == {"limit": NAME_MAX}
        r = c.post("/api/register", json={"login": LONG, "password": "long enough"})
        assert r.status_code == 400 and r.json()["code"] == "web_login_too_long"


@pytest.mark.browser
@pytest.mark.one_database
@pytest.mark.parametrize(
    ("lang", "name_text", "login_text"),
    [
        ("it", "Il nome supera i 24 caratteri", "Il nome utente supera i 24 caratteri"),
        ("fr", "Le nom dépasse 24 caractères", "L'identifiant dépasse 24 caractères"),
    ],
)
def test_a_pasted_long_name_is_kept_whole_and_said_too_long(
    guest_page: GuestPage, lang: str, name_text: str, login_text: str
) -> None:
    page, errors = guest_page((390, 844), None)
    page.select_option("#lang", lang)
    page.wait_for_function(f"() => document.documentElement.lang === '{lang}'")
    page.wait_for_selector("#guest-name")
    page.fill("#guest-name", LONG)  # as a paste: the whole text at once
    assert page.input_value("#guest-name") == LONG, "the field cut the name"
    note = page.locator("#guest-name-note")
    note.wait_for(state="visible")
    assert note.inner_text() == f"{name_text} ({len(LONG)}/{NAME_MAX})"
    assert page.get_attribute("#guest-name", "aria-describedby") == "guest-name-note"
    assert page.get_attribute("#guest-name", "aria-invalid") == "true"
    _shot(page, f"stop42-long-name-{lang}")
    page.click("#guest-submit")
    page.wait_for_timeout(300)
    assert page.locator("#create-form").count() == 0  # not signed in
    assert page.evaluate("document.activeElement.id") == "guest-name"
    page.fill("#guest-name", "Ann")
    assert note.is_hidden()
    page.fill("#account-login", LONG)
    assert page.input_value("#account-login") == LONG
    assert page.inner_text("#account-login-note") == f"{login_text} ({len(LONG)}/{NAME_MAX})"
    page.fill("input[name=password]", "long enough")
    page.click("#register")
    page.wait_for_timeout(300)
    assert page.locator("#create-form").count() == 0
    page.fill("#account-login", "ann")
    assert page.locator("#account-login-note").is_hidden()
    page.click("#guest-submit")
    page.wait_for_selector("#create-form")
    assert not errors


NO_SPACES = "Wolfeschlegelsteinhausen"
"""A name as long as the server takes, without a space or a hyphen to wrap at."""
assert len(NO_SPACES) == NAME_MAX

ONE_LINE = """(sel) => [...document.querySelectorAll(sel)].map((el) => {
    const cs = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    const line = cs.lineHeight === 'normal' ? 1.2 * parseFloat(cs.fontSize) : parseFloat(cs.lineHeight);
    const lines = Math.round(box.height / line);
    return { text: el.textContent, title: el.title || (el.closest('[title]') || {}).title || '', lines,
             cut: el.scrollWidth > el.clientWidth + 0.5, right: box.right, width: document.documentElement.clientWidth,
             nowrap: cs.whiteSpace === 'nowrap', ellipsis: cs.textOverflow === 'ellipsis' };
})"""
"""Each element of a selector: its text, the title it or an ancestor has, how many lines it takes, whether it is
cut, and whether it ends before the window's right edge."""


def _one_line(page: Any, sel: str, name: str) -> None:
    """Every ``sel`` holding ``name`` is on one line, within the window, cut with an ellipsis when cut, with
    the whole name in a title."""
    _check([x for x in page.evaluate(ONE_LINE, sel) if name[:8] in x["text"]], sel, name)


def _check(found: list[dict[str, Any]], sel: str, name: str) -> None:
    """:func:`_one_line` of what :data:`ONE_LINE` found."""
    assert found, f"no {sel} names {name}"
    for x in found:
        assert x["lines"] <= 1, (sel, x)
        assert x["right"] <= x["width"] + 0.5, (sel, x)
        assert name in x["title"], (sel, x)
        if x["cut"]:
            assert x["nowrap"] and x["ellipsis"], (sel, x)


@pytest.mark.browser
@pytest.mark.one_database
@pytest.mark.parametrize("size", [(390, 844), (1366, 768)], ids=["phone", "laptop"])
def test_a_long_name_without_spaces_stays_on_one_line(guest_page: GuestPage, size: tuple[int, int]) -> None:
    """Under a trick card, in the seat tags, the lobby's list of tables and the join page's seat rows, a long
    name without spaces is one word on one line, cut with an ellipsis, whole in a title (it broke inside the
    word)."""
    from browserutil import _deal_again, _step

    touch = size[0] < 700
    game = "french-tarot"
    page, errors = guest_page(size, NO_SPACES)
    page.select_option("#lang", "it")
    page.wait_for_function("() => document.documentElement.lang === 'it'")
    page.wait_for_selector("#create-form")
    url = _create(page, game, ["human", "random", "random", "random"])
    deadline = time.monotonic() + 120
    # the trick is gathered 1.2 s after its last card: looked at as soon as this seat's card is on it
    while not (mine := [x for x in page.evaluate(ONE_LINE, "#trick figcaption .word") if NO_SPACES[:8] in x["text"]]):
        assert time.monotonic() < deadline, "this seat played no card in 120 s"
        if page.locator("#next-hand").count():  # a deal over before any card (a petit sec, R3.7): the next one
            _deal_again(page, touch)
        elif not _step(page, touch):
            page.wait_for_timeout(50)
    _shot(page, f"stop42-long-name-trick-{size[0]}")
    _check(mine, "#trick figcaption .word", NO_SPACES)
    _one_line(page, ".seat-tag .who .word", NO_SPACES)
    page.goto(url.rsplit("/t/", 1)[0] + "/")
    page.wait_for_selector("#table-list")
    _shot(page, f"stop42-long-name-lobby-{size[0]}")
    _one_line(page, "#table-list .names .word", NO_SPACES)
    other = page.context.browser.new_context(
        viewport={"width": size[0], "height": size[1]}, has_touch=touch, is_mobile=touch
    )
    try:
        visitor = other.new_page()
        visitor.goto(url)
        visitor.wait_for_selector("#join-seats")
        _one_line(visitor, "#join-seats li .word", NO_SPACES)
        _shot(visitor, f"stop42-long-name-join-{size[0]}")
    finally:
        other.close()
    assert not errors


def test_the_score_sheet_is_in_the_pages_language(app_factory: Any) -> None:
    """The table's and the stored match's score sheet in the language the page's link asks (``?lang=``), else
    the ``lang`` cookie the page sets, else English as ``tarocchi replay --csv`` writes it; and the pages' links
    carry the page's language."""
    from test_sheet_csv import GAME, STATIC, _finished

    app = app_factory()
    with TestClient(app, headers=SAME_ORIGIN) as c:
        c.post("/api/guest", json={"name": "Ann"})
        table_id, table = _finished(c, app, public=False)
        match_id = int(table.match_id)
        for path in (f"/api/tables/{table_id}/sheet", f"/api/matches/{match_id}/sheet"):
            assert c.get(path).text.startswith("hand,dealer,")
            it = c.get(path + "?lang=it").text
            assert it.startswith("mano,mazziere,") and "spiegazione" in it.splitlines()[0]
            assert c.get(path + "?lang=xx").text.startswith("hand,dealer,")
            c.cookies.set("lang", "fr")
            assert c.get(path).text.startswith("donne,donneur,")
            assert c.get(path + "?lang=it").text == it
            c.cookies.delete("lang")
    assert GAME["game"] == "piedmontese"
    js = (STATIC / "app.js").read_text()
    assert "/api/tables/${v.id}/sheet?lang=${lang}" in js and "/api/matches/${m.match}/sheet?lang=${lang}" in js
