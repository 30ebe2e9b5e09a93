"""The page's controls for issue 15's seats over time, in a real Chromium: a table made public from the
lobby (anyone may then download its record), and a person leaving their seat from the table page."""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from browserutil import _create, _guest
from test_browser import browser, server  # noqa: F401 - the same server and browser fixtures

pytestmark = pytest.mark.browser


def _table(server: str, page: Any) -> dict[str, Any]:  # noqa: F811
    table_id = page.url.rsplit("/", 1)[1]
    summary: dict[str, Any] = httpx.get(f"{server}/api/tables/{table_id}").json()
    return summary


@pytest.mark.parametrize("public", [True, False], ids=["public", "private"])
def test_the_lobby_makes_a_table_public_and_the_table_page_leaves_the_seat(
    server: str,  # noqa: F811
    browser: Any,  # noqa: F811
    public: bool,
) -> None:
    ctx = browser.new_context(viewport={"width": 1100, "height": 800})
    page, other = ctx.new_page(), browser.new_context().new_page()
    page.goto(server + "/")
    _guest(page, "Ada")
    page.wait_for_selector("#create-form")
    if public:
        page.check("#public")
    _create(page, "french-tarot", ["human", "human", "heuristic", "heuristic"])
    table = _table(server, page)
    assert table["public"] is public
    other.goto(server + "/")
    _guest(other, "Bea")
    other.wait_for_selector("#table-list")
    row = other.locator("#table-list li").first.inner_text()
    assert (" · public" in row) is public  # the lobby marks public tables
    # Bea takes the other seat; the match starts; Ada leaves hers from the table page
    other.goto(page.url)
    other.click("#join-box button.join")
    other.wait_for_selector("#felt")
    page.wait_for_selector("#leave")
    page.on("dialog", lambda d: d.accept())
    page.click("#leave")
    page.wait_for_url(server + "/")
    page.wait_for_selector("#message:not([hidden])")
    assert page.inner_text("#message") == "You left the seat."
    after = _table(server, other)
    assert after["status"] == "playing" and after["seats"][0]["taken"] is False  # a stand-in plays it
    other.wait_for_selector("#leave")  # Bea keeps her seat and her button
    ctx.close()


def test_declining_the_confirmation_keeps_the_seat(server: str, browser: Any) -> None:  # noqa: F811
    page = browser.new_page()
    page.goto(server + "/")
    _guest(page, "Ada")
    _create(page, "french-tarot", ["human", "human", "heuristic", "heuristic"])
    page.wait_for_selector("#leave")
    page.on("dialog", lambda d: d.dismiss())
    page.click("#leave")
    page.wait_for_timeout(300)
    assert "/t/" in page.url and _table(server, page)["seats"][0]["taken"] is True
