"""Tarocchino's declaration round (C6): at the player's turn to declare, before the first card, a card he typed was
refused with "Rifiutato — T21: tocca a Carla" (the leader, who plays the first card once the round is over) under a
prompt saying "Tocca a te": the refusal now names the player, in the words the app uses for his own turn."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from tui_driver import game_screen, play_app, run_app, type_line, typed, until

from tarocchi.cards import cards_of
from tarocchi.tui.app import TarocchiApp

YOURS = {
    "en": "your turn to declare or pass",
    "it": "tocca a te dichiarare o passare",
    "fr": "à vous de déclarer ou de passer",
}


@pytest.mark.parametrize("lang", ["en", "it", "fr"])
def test_a_card_at_the_players_turn_to_declare_says_it_is_his_turn(tmp_path: Path, lang: str) -> None:
    """Dealer seat 2: seat 3 leads and declares first, the player (seat 0) second."""
    app = play_app(tmp_path, "tarocchino", seed=5, dealer=2, lang=lang)
    seen: dict[str, Any] = {}

    async def script(pilot: Any, app: TarocchiApp = app) -> None:
        screen = game_screen(app)
        await until(pilot, lambda: screen.table.is_human_turn)
        table = screen.table
        assert table.state.phase == "declare" and table.state.to_play == 3, table.state.phase
        before = len(table.state.history)
        card = cards_of(table.observation().hand)[-1]
        await type_line(pilot, typed(app, card))
        seen["message"] = screen.message.plain
        seen["prompt"] = screen.prompt_text().plain
        seen["moved"] = len(table.state.history) != before
        seen["leader"] = screen.view.name(3)

    run_app(app, script)
    message = seen["message"]
    assert YOURS[lang] in message, message
    assert seen["leader"] not in message, message  # not "tocca a Carla"
    assert not seen["moved"], "the card was played"
