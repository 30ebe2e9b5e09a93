"""The end of a match names each winner once, by its player: a 2-player match's dummy sits on its player's
side (Gatti 12.2, French Tarot §13), so winners that list a player and its dummy read "Ann wins the match",
never "Ann and Ann (dummy) win the match". The winners are put in the state on its way to the page."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from browserutil import GuestPage, _api_table, _play_until
from test_browser import _need_game, browser, server  # noqa: F401 (fixtures)

GAME = "gatti"
LAPTOP = (1366, 768)


def _winners_become(page: Any, winners: list[int]) -> None:
    """The table's socket through a relay that sets the ``winners`` of a finished match's state."""

    def handler(ws: Any) -> None:
        server_side = ws.connect_to_server()

        def down(message: Any) -> None:
            if isinstance(message, str) and '"match_over"' in message:
                msg = json.loads(message)
                if msg.get("type") == "state" and msg.get("match_over"):
                    msg["winners"], msg["drawn"] = winners, False
                    message = json.dumps(msg)
            ws.send(message)

        server_side.on_message(down)
        ws.on_message(lambda message: server_side.send(message))

    page.route_web_socket(re.compile(r".*/ws/.*"), handler)


def _one_hand_match(page: Any) -> None:
    """A 2-player match of one hand (Ann against a computer, each with a dummy opposite), played to its end."""
    body = {"game": GAME, "seats": ["human", "random"], "options": {"players": 2, "match_hands": 1}}
    _api_table(page, body)
    _play_until(page, "#match-winners")


@pytest.mark.browser
@pytest.mark.one_database
@pytest.mark.parametrize(
    ("lang", "winners", "line"),
    [
        ("en", [0, 2], "You win the match"),  # Ann (on her own page) and the dummy opposite, which Ann plays
        ("fr", [3, 1], "Ordinateur 2 gagne la partie"),  # the computer's dummy first: still its player
    ],
)
def test_a_winner_and_its_dummy_are_named_once_by_the_player(
    guest_page: GuestPage, lang: str, winners: list[int], line: str
) -> None:
    _need_game(GAME)
    page, errors = guest_page(LAPTOP, "Ann")
    page.select_option("#lang", lang)
    page.wait_for_function("(l) => document.documentElement.lang === l", arg=lang)
    _winners_become(page, winners)
    _one_hand_match(page)
    assert page.locator("#match-winners").inner_text() == line
    assert not errors, errors
