"""A table page whose connection the server closes for good (the person signed out in another tab): the reason
stays on top, the table can no longer be played, and the page does not reconnect (issue 15's banner is for a
server away, not for a session that ended)."""

from __future__ import annotations

from typing import Any

import pytest
from browserutil import _create
from test_browser import browser, server  # noqa: F401 (fixtures)

from tarocchi.web.app import available_games


@pytest.mark.browser
def test_signing_out_in_another_tab_ends_the_table_page(guest_page: Any, server: str) -> None:  # noqa: F811
    game = "tarocchino" if "tarocchino" in available_games() else "toy"
    page, errors = guest_page((390, 844), "Ann")
    _create(page, game, ["human", "heuristic", "heuristic", "heuristic"])
    page.wait_for_selector("#hand .card")
    other_tab = page.context.new_page()  # the same browser signs out in another tab
    other_tab.goto(server + "/")
    signed_out = "fetch('/api/logout', {method: 'POST', headers: {'Content-Type': 'application/json'}, body: '{}'})"
    assert other_tab.evaluate(f"{signed_out}.then((r) => r.ok)")
    page.wait_for_selector("#server-away[data-closed='true']")
    assert page.inner_text("#server-away") == "Your session has ended; sign in again"
    # nothing on the table can be played over the closed connection
    assert page.locator("#felt button:not([disabled])").count() == 0
    assert page.locator("#hand button:not([disabled])").count() == 0
    # no "Refused: ..." notice on top of the banner, and no reconnection: the banner stays
    assert page.locator("#message:not([hidden])").count() == 0
    page.wait_for_timeout(2500)
    assert page.inner_text("#server-away") == "Your session has ended; sign in again"
    assert not errors, errors
