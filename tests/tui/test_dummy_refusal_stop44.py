"""French Tarot for two (§13): the player plays his dummy's cards in its turn, from its hand on the screen; a card
typed that the dummy does not hold was refused as the player's own ("Vous n'avez pas R♥.", while the screen asks
"Au tour de votre mort : jouez une carte de sa main"). The refusal speaks of the dummy."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from tui_driver import game_screen, play_app, run_app, type_line, typed, until

from tarocchi.cards import cards_of

EXPECTED = {
    "en": "Your dummy does not hold {card}.",
    "it": "Il tuo morto non ha {card}.",
    "fr": "Votre mort n'a pas {card}.",
}


@pytest.mark.parametrize("lang", ["en", "it", "fr"])
def test_a_card_the_dummy_lacks_is_refused_as_the_dummys(tmp_path: Path, lang: str) -> None:
    app = play_app(tmp_path, "french-tarot", options={"players": 2}, seed=1, dealer=0, lang=lang)
    seen: dict[str, str] = {}

    async def script(pilot: Any) -> None:
        screen = game_screen(app)
        table = screen.table
        for _ in range(60):  # the player passes, the computer takes: the player plays for his dummy
            await until(pilot, lambda: table.is_human_turn)
            if table.acting_seat not in (None, table.human):
                break
            playable = cards_of(screen.playable())
            await type_line(pilot, typed(app, playable[0]) if playable else "1")
        dummy = table.acting_seat
        assert dummy is not None and dummy != table.human
        mine = cards_of(table.hand_cards(table.human) & ~table.hand_cards(dummy))[0]
        await type_line(pilot, typed(app, mine))
        seen["dummy"] = screen.message.plain
        seen["card"] = screen.view.card(mine)

    run_app(app, script, size=(80, 24))
    assert seen["dummy"] == EXPECTED[lang].format(card=seen["card"]), seen
