"""A card typed as its number and its suit's name, as one reads it on the screen ("2 coppe", "7 de pique",
"2 of cups"), was not understood: the number alone read as a trump and the suit's name was left over ("Non
capito: '2 coppe'"), in every game and language; only "2co" was taken. The number and the suit are one card."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from tui_driver import game_screen, play_app, run_app, type_line, until

from packs import pack_of
from tarocchi.cards import cards_of, is_trump, suit_of
from tarocchi.cards.names import suit_name

OF = {"en": " of ", "it": " di ", "fr": " de "}


@pytest.mark.parametrize("lang", ["en", "it", "fr"])
def test_a_number_and_a_suit_name_are_one_card_in_a_discard(tmp_path: Path, lang: str) -> None:
    app = play_app(tmp_path, "gatti", options={"players": 2}, seed=1, dealer=0, lang=lang)
    seen: dict[str, Any] = {}

    async def script(pilot: Any) -> None:
        screen = game_screen(app)
        await until(pilot, lambda: screen.table.is_human_turn and screen.choice is not None)
        choice = screen.choice
        assert choice is not None
        pips = [c for c in cards_of(choice.pool & ~choice.required) if not is_trump(c)]
        pips = [c for c in pips if screen.view.card(c)[:-1].isdigit()]
        first, second = pips[0], pips[1]
        number = screen.view.card(first)[:-1]
        await type_line(pilot, number + " " + suit_name(suit_of(first), pack_of("gatti"), lang))
        seen["first"] = (first, screen.selected, screen.message.plain)
        number = screen.view.card(second)[:-1]
        await type_line(pilot, number + OF[lang] + suit_name(suit_of(second), pack_of("gatti"), lang))
        seen["second"] = (second, screen.table.hand_cards(screen.table.human), screen.message.plain)

    run_app(app, script, size=(80, 24))
    card, selected, message = seen["first"]
    assert (selected >> card) & 1, message
    card, hand, message = seen["second"]  # the second card completes the discard: both leave the hand
    assert not (hand >> card) & 1 and not (hand >> seen["first"][0]) & 1, message
