"""The page words lines and refusals as :mod:`tarocchi.i18n.lines` does (its port in app.js: ``templateFor``,
``renderLine``): the "you" wording chosen for the field that holds the page's own seat (a pass for the dummy at
the player's own turn to declare: "you are to declare or pass, not Ann (dummy)"), a pair of winners that has the
page's seat ("you and Computer 3"), and a side of a player and its own dummy named once ("Computer 2 scores 47"; the
page's own, "You score 47").

The refusals are the server's error messages as it sends them (code and parameters), handed to the page's own
socket handler: the page words them, whatever brought them."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from browserutil import GuestPage, _create, _play_until
from test_browser import _need_game, browser, server  # noqa: F401 (fixtures)
from test_you_refusals_web import WATCH  # the page's sockets and the last state it was sent

LAPTOP = (1366, 768)


RECEIVE = """(error) => {
  const ws = window.__sockets[window.__sockets.length - 1];
  ws.dispatchEvent(new MessageEvent("message", { data: JSON.stringify(error) }));
}"""
"""The page's socket receives ``error`` as if the server had sent it."""


def _table(guest_page: GuestPage, game: str, seats: list[str], players: int, lang: str) -> tuple[Any, list[str]]:
    """Ann's page at a new table of ``game`` in ``lang``, once the table's first state has come."""
    _need_game(game)
    page, errors = guest_page(LAPTOP, "Ann")
    page.add_init_script(f"({WATCH})()")
    page.evaluate(WATCH)
    page.select_option("#lang", lang)
    page.wait_for_function(f"() => document.documentElement.lang === '{lang}'")
    _create(page, game, seats, players=players)
    page.wait_for_function("() => window.__state && window.__state.seat === 0", timeout=60_000)
    return page, errors


def _refused(page: Any, code: str, params: dict[str, Any]) -> str:
    """What the page says of the refusal ``code`` with ``params``: its flash message."""
    page.evaluate(RECEIVE, {"type": "error", "code": code, "params": params, "reason": "(the server's words)"})
    page.wait_for_function(
        "() => { const m = document.querySelector('#message'); return m && !m.hidden && m.textContent.length }"
    )
    return str(page.locator("#message").inner_text())


@pytest.mark.browser
@pytest.mark.one_database
def test_the_page_says_the_players_turn_and_names_its_side_once(guest_page: GuestPage) -> None:
    page, errors = _table(guest_page, "gatti", ["human", "random"], 2, "en")
    said = _refused(page, "not_your_turn_to_declare", {"seat": {"seat": 2}, "current": {"seat": 0}})
    assert said.endswith("you are to declare or pass, not Ann (dummy)"), said
    _play_until(page, "#explain")
    text = str(page.locator("#explain").inner_text())
    assert re.search(r"^You score -?\d+$", text, re.M), text  # not "Ann scores": the reader is Ann, alone on her side
    assert re.search(r"^Computer 2 scores -?\d+$", text, re.M), text
    assert not re.search(r"Ann, Ann|Computer 2, Computer 2|side of (Ann|Computer 2) \(dummy\)", text), text
    assert not errors, errors


WINNERS = {
    "en": "the match is over: you and Computer 3 have won it",
    "it": "la partita è finita: l'avete vinta tu e Computer 3",
    "fr": "la partie est finie : vous et Ordinateur 3 l'avez gagnée",
}


@pytest.mark.browser
@pytest.mark.one_database
@pytest.mark.parametrize("lang", ["en", "it", "fr"])
def test_the_page_says_its_pair_won_the_match(guest_page: GuestPage, lang: str) -> None:
    page, errors = _table(guest_page, "tarocchino", ["human", "random", "random", "random"], 4, lang)
    said = _refused(page, "match_over", {"winners": [{"seat": 0}, {"seat": 2}]})
    assert said.endswith(WINNERS[lang]), json.dumps(said)
    assert not errors, errors
