"""One card typed of a choice of two or more is said in the singular: "1 di 2 scelta; ...", "1 sur 2 choisie ; ...",
never "1 di 2 scelte", "1 sur 2 choisies" (catalogue ``choice_progress_one``, as ``choose_exactly_one``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from tui_driver import game_screen, play_app, run_app, type_line, typed, until

from tarocchi.cards import cards_of
from tarocchi.tui.app import TarocchiApp


async def _one_typed_of_a_choice(app: TarocchiApp, pilot: Any) -> str | None:
    """Play on (Enter on each menu and card) to the first card choice of two or more cards and type one of its
    cards: the message then; ``None`` if the hand ended first."""
    screen = game_screen(app)
    for _ in range(300):
        await until(pilot, lambda: screen.table.is_human_turn or screen.table.state.is_over)
        if screen.table.state.is_over:
            return None
        c = screen.choice
        if c is not None and c.size >= 2 and not c.required:
            await type_line(pilot, typed(app, cards_of(c.pool)[0]))
            return screen.message.plain
        if c is not None:
            await type_line(pilot, " ".join(typed(app, x) for x in cards_of(c.pool)[: c.size]))
            continue
        await type_line(pilot, "")
    return None


@pytest.mark.parametrize(("lang", "said"), [("it", " scelta; "), ("fr", " choisie ; ")])
def test_one_card_typed_of_a_choice_is_said_in_the_singular(tmp_path: Path, lang: str, said: str) -> None:
    for dealer in (0, 1, 2, 3):
        app = play_app(tmp_path, "gatti", options={"players": 2}, seed=3, lang=lang, dealer=dealer)
        seen: dict[str, str | None] = {}

        async def script(pilot: Any, app: TarocchiApp = app, seen: dict[str, str | None] = seen) -> None:
            seen["message"] = await _one_typed_of_a_choice(app, pilot)

        run_app(app, script)
        message = seen.get("message")
        if message is None:
            continue
        assert message.startswith("1 ") and said in message, message
        return
    pytest.fail("no deal of the dealers tried gave the human a choice of two cards")
