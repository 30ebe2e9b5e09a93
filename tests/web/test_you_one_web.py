"""The page words a line about its own side as :mod:`tarocchi.i18n.lines` does, agreeing with the points' count
(app.js ``templateFor``: the ``you:<field>:one:<field2>:<key>`` variant before ``you:<field>:<key>``): "Your side:
1 card point (…)", "La tua parte: 32 punti (…)", in the order of the others' line.

A real hand of Gatti is played to its end; then the page's socket receives that end again with explanation lines
of the test's own (the reader's side with 1 point and with several, another side's), which the page renders as
any end of a hand, in each language."""

from __future__ import annotations

from typing import Any

import pytest
from browserutil import GuestPage, _play_until
from test_browser import browser, server  # noqa: F401 (fixtures)
from test_you_fields_web import _table

from tarocchi.cards import CODES
from tarocchi.engine.explain import Line, SeatRef
from tarocchi.games import game_class
from tarocchi.i18n.lines import colon, render_line

SHOWN = """(lines) => {
  const items = [...document.querySelectorAll('#explain li')];
  if (items.length === lines.length) return items.map((li) => li.textContent);
  // (again) the end of the hand through the page's newest socket, with the test's lines: a state the server sends
  // after it (a socket opened again by the language's change) draws the hand's own lines, and the next poll
  // gives the page these again
  const ws = window.__sockets[window.__sockets.length - 1];
  const state = { ...window.__state, explain: { lines, texts: {} } };
  ws.dispatchEvent(new MessageEvent("message", { data: JSON.stringify(state) }));
  return null;
}"""
"""The explanation's lines as the page shows them once they are the test's ``lines``, given to the page's socket
as the end of the hand (again at each poll until they show)."""

POINTS = [1, 32, 1, 0]
"""The points of each line: the reader's side (seat 0) with 1 and 32, then seat 1's side with 1; 0 (singular in
French only)."""


def _side_points(seat: int, points: int) -> dict[str, Any]:
    """Gatti's line of a side's card points, as the server sends it."""
    return {"key": "gatti.side_points", "params": {"side": [{"seat": seat}], "tricks": 1, "points": points}}


def _python_said(points: int, lang: str) -> str:
    """What :mod:`tarocchi.i18n.lines` says of the reader's side with ``points``, read by its seat 0."""
    line = Line("gatti.side_points", {"side": [SeatRef(0)], "tricks": 1, "points": points})
    return render_line(line, game_class("gatti").texts(), lang, lambda s: f"Seat {s}", CODES.__getitem__, you=0)


def _switch(page: Any, lang: str) -> None:
    """The page in ``lang``, back at the table with the hand's end (its explanation) shown."""
    page.select_option("#lang", lang)
    page.wait_for_function(f"() => document.documentElement.lang === '{lang}'")
    page.wait_for_selector("#explain", timeout=30_000)


@pytest.mark.browser
@pytest.mark.one_database
def test_the_page_says_its_own_side_s_points_as_python_does(guest_page: GuestPage) -> None:
    page, errors = _table(guest_page, "gatti", ["human", "random"], 2, "en")
    _play_until(page, "#explain")
    lines = [_side_points(0, POINTS[0]), _side_points(0, POINTS[1]), _side_points(1, POINTS[2]), _side_points(0, 0)]
    for lang in ("en", "it", "fr"):
        if lang != "en":
            _switch(page, lang)
        shown = page.wait_for_function(SHOWN, arg=lines, polling=250, timeout=30_000).json_value()
        assert [shown[0], shown[1], shown[3]] == [_python_said(p, lang) for p in (1, 32, 0)], (lang, shown)
        sep = colon(lang)
        assert shown[0].partition(sep)[2] == shown[2].partition(sep)[2], (lang, shown)  # the others' words
    assert not errors, errors
