"""The status line names whose turn it is in the page's own wording: French elides "de" before a name that
starts with a vowel ("Au tour d'Eva"), as the game's lines do (i18n/lines.py), never "Au tour de Eva"."""

from __future__ import annotations

from typing import Any

import pytest
from browserutil import GuestPage, _step
from test_browser import _need_game, browser, server  # noqa: F401 (fixtures)

GAME = "piedmontese"
LAPTOP = (1366, 768)


def _api(page: Any, path: str, body: dict[str, Any]) -> dict[str, Any]:
    """A POST to the app from the page (its cookie and origin)."""
    answer = page.evaluate(
        """async ([path, body]) => {
            const r = await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' },
                body: JSON.stringify(body) });
            return r.json();
        }""",
        [path, body],
    )
    return dict(answer)


@pytest.mark.browser
@pytest.mark.one_database
def test_the_status_line_elides_before_a_players_name(guest_page: GuestPage) -> None:
    """Ann and Eva at a table of three; Eva never plays: Ann's page comes to wait on her."""
    _need_game(GAME)
    ann, errors = guest_page(LAPTOP, "Ann")
    eva, _ = guest_page(LAPTOP, "Eva")
    ann.select_option("#lang", "fr")
    ann.wait_for_function("() => document.documentElement.lang === 'fr'")
    table = _api(ann, "/api/tables", {"game": GAME, "seats": ["human", "human", "random"], "options": {"players": 3}})
    assert "id" in table, table
    assert _api(eva, f"/api/tables/{table['id']}/join", {"seat": 1}).get("seat") == 1
    ann.goto(f"{ann.url.rstrip('/')}/t/{table['id']}")
    status = ""
    while "Eva" not in status:
        if not _step(ann):
            ann.wait_for_timeout(50)
        status = str(ann.evaluate("() => (document.querySelector('#status') || {}).textContent || ''"))
    assert status == "Au tour d'Eva", status
    assert not errors, errors
