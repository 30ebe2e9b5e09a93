"""A refusal that names the page's own seat is worded to its player (the game's ``you:refusal.<code>``, the
page's ``refusalText`` passing its seat): a card played in the auction, at the player's own turn to bid, is
refused "(you must bid)", never "(Ann must bid)". The server sends the code and the seat, the page words it."""

from __future__ import annotations

from typing import Any

import pytest
from browserutil import GuestPage, _create
from fastapi.testclient import TestClient
from test_browser import _need_game, browser, server  # noqa: F401 (fixtures)
from wsutil import SAME_ORIGIN, guest

from tarocchi.engine.explain import from_plain
from tarocchi.games import game_class
from tarocchi.i18n.lines import render_refusal
from tarocchi.web import gameinfo

GAME = "french-tarot"
LAPTOP = (1366, 768)
SAID = {"en": "(you must bid)", "it": "(devi dichiarare)", "fr": "(vous devez parler)"}
"""The end of the refusal of a card played at the player's own turn to bid, in each language."""


def _bidding(msg: dict[str, Any]) -> bool:
    return any("bid" in a for a in msg.get("legal") or [])


@pytest.mark.one_database
def test_the_server_names_the_refused_seat_for_the_page_to_word(app_factory: Any) -> None:
    """A card played at the player's own turn to bid: ``play_not_now`` naming the player's seat, which the
    game's texts word to him in each language."""
    with TestClient(app_factory(), headers=SAME_ORIGIN) as c:
        guest(c, "Ann")
        t = c.post("/api/tables", json={"game": GAME, "seats": ["human", "random", "random", "random"]}).json()
        with c.websocket_connect(f"/ws/{t['id']}?token={t['token']}") as ws:
            msg = ws.receive_json()
            while msg["type"] != "state" or not _bidding(msg):
                msg = ws.receive_json()
            seat = msg["seat"]
            ws.send_json({"type": "action", "action": {"play": msg["obs"]["hand"][0]}, "version": msg["version"]})
            error = ws.receive_json()
            while error["type"] != "error":
                error = ws.receive_json()
    assert error["code"] == "play_not_now", error
    assert error["params"]["expected"] == {"seat": seat}, error
    cls = game_class(GAME)
    for lang, said in SAID.items():
        texts = gameinfo.texts(GAME, cls, lang)
        as_sent = {f"refusal.{error['code']}", f"you:refusal.{error['code']}"}
        assert as_sent <= set(texts), lang  # the page is sent both templates
        params = {k: from_plain(v) for k, v in error["params"].items()}
        words = render_refusal(error["code"], params, "", cls.texts(), lang, _ann, str, you=seat)
        assert words.endswith(said) and "Ann" not in words, words


def _ann(seat: int) -> str:
    return "Ann" if seat == 0 else f"Computer {seat + 1}"


WATCH = """() => {
  if (window.__sockets) return;
  window.__sockets = [];
  const Base = window.WebSocket;
  window.WebSocket = class extends Base {
    constructor(...args) {
      super(...args);
      window.__sockets.push(this);
      this.addEventListener("message", (e) => {
        const m = JSON.parse(e.data);
        if (m.type === "state") window.__state = m;
      });
    }
  };
}"""
"""Keeps the page's sockets and the last state it was sent, so that the test may send what the page would
not offer (a card in the auction) on the page's own connection."""

PLAY_IN_THE_AUCTION = """() => {
  const st = window.__state;
  const action = { play: st.obs.hand[0] };
  window.__sockets[window.__sockets.length - 1].send(JSON.stringify({ type: "action", action, version: st.version }));
}"""


@pytest.mark.browser
@pytest.mark.one_database
@pytest.mark.parametrize("lang", ["en", "it", "fr"])
def test_the_page_words_a_refusal_of_its_own_seat_to_its_player(guest_page: GuestPage, lang: str) -> None:
    _need_game(GAME)
    page, errors = guest_page(LAPTOP, "Ann")
    page.add_init_script(f"({WATCH})()")
    page.evaluate(WATCH)
    page.select_option("#lang", lang)
    page.wait_for_function(f"() => document.documentElement.lang === '{lang}'")
    _create(page, GAME, ["human", "random", "random", "random"], players=4)
    page.wait_for_function(
        "() => window.__state && window.__state.seat === 0 && (window.__state.legal || []).some((a) => 'bid' in a)",
        timeout=60_000,
    )
    page.evaluate(PLAY_IN_THE_AUCTION)
    page.wait_for_function(  # the refusal, said in the flash message (whoever it names)
        "() => { const m = document.querySelector('#message'); return !m.hidden && /\\(.+\\)$/.test(m.textContent) }",
        timeout=30_000,
    )
    flash = str(page.locator("#message").inner_text())
    assert flash.endswith(SAID[lang]) and "Ann" not in flash, flash
    assert not errors, errors
