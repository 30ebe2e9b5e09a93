"""One card chosen of a choice of two or more is said in the singular: typed, "1 di 2 scelta; ...", "1 sur 2
choisie ; ..." (catalogue ``choice_progress_one``), and confirmed, "Scegli esattamente 2 carte (1 scelta).",
"Choisissez exactement 2 cartes (1 choisie)." (``choose_exactly_one``); never "scelte", "choisies"."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from tui_driver import game_screen, play_app, run_app, type_line, typed, until

from tarocchi.cards import cards_of
from tarocchi.tui.app import TarocchiApp


async def _one_of_a_choice(app: TarocchiApp, pilot: Any, confirm: bool) -> str | None:
    """Play on (Enter on each menu and card) to the first card choice of two or more cards, type one of its cards
    (and ``confirm`` the choice): the message then; ``None`` if the hand ended first."""
    screen = game_screen(app)
    for _ in range(300):
        await until(pilot, lambda: screen.table.is_human_turn or screen.table.state.is_over)
        if screen.table.state.is_over:
            return None
        c = screen.choice
        if c is not None and c.size >= 2 and not c.required:
            await type_line(pilot, typed(app, cards_of(c.pool)[0]))
            if confirm:
                await type_line(pilot, "")
            return screen.message.plain
        if c is not None:
            await type_line(pilot, " ".join(typed(app, x) for x in cards_of(c.pool)[: c.size]))
            continue
        await type_line(pilot, "")
    return None


def _message(tmp_path: Path, lang: str, confirm: bool) -> str:
    """The message after one card of the first choice of two in 2-player Gatti (the first dealer giving one)."""
    for dealer in (0, 1, 2, 3):
        app = play_app(tmp_path, "gatti", options={"players": 2}, seed=3, lang=lang, dealer=dealer)
        seen: dict[str, str | None] = {}

        async def script(pilot: Any, app: TarocchiApp = app, seen: dict[str, str | None] = seen) -> None:
            seen["message"] = await _one_of_a_choice(app, pilot, confirm)

        run_app(app, script)
        message = seen.get("message")
        if message is not None:
            return message
    pytest.fail("no deal of the dealers tried gave the human a choice of two cards")


@pytest.mark.parametrize(("lang", "said"), [("it", "(1 scelta)"), ("fr", "(1 choisie)")])
def test_one_card_chosen_of_two_is_said_in_the_singular(tmp_path: Path, lang: str, said: str) -> None:
    message = _message(tmp_path, lang, confirm=True)
    assert message.endswith(f"{said}."), message


@pytest.mark.parametrize(("lang", "said"), [("it", " scelta; "), ("fr", " choisie ; ")])
def test_one_card_typed_of_a_choice_is_said_in_the_singular(tmp_path: Path, lang: str, said: str) -> None:
    message = _message(tmp_path, lang, confirm=False)
    assert message.startswith("1 ") and said in message, message
