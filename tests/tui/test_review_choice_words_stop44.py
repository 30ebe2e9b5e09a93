"""The review page (R on the end-of-hand page) wrote a decision that is not a card as a verb after "you chose":
"vous avez choisi écarter T18 4♣", "hai scelto scarta …", "you chose discard …". It names the choice: "votre
choix écarter T18 4♣"."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from tui_driver import game_screen, play_app, run_app, until

from tarocchi.agents.analysis import Decision, HandReview, Option
from tarocchi.cards import mask_of, parse_card
from tarocchi.engine.actions import Action
from tarocchi.tui import render

YOUR_CHOICE = {"en": "your choice", "it": "la tua scelta", "fr": "votre choix"}


@pytest.mark.parametrize("lang", ["en", "it", "fr"])
def test_a_discard_in_the_review_reads_as_the_players_choice(tmp_path: Path, lang: str) -> None:
    app = play_app(tmp_path, "gatti", options={"players": 2}, seed=1, dealer=0, lang=lang)
    seen: dict[str, str] = {}
    chosen = Action(0, "discard", cards=mask_of(parse_card(c) for c in ("T18", "4C")))
    best = Action(0, "discard", cards=mask_of(parse_card(c) for c in ("4C", "8C")))
    decision = Decision(0, 0, "discard", chosen, (Option(best, 50.9), Option(chosen, 39.5, 1.0)), 30)

    async def script(pilot: Any) -> None:
        screen = game_screen(app)
        await until(pilot, lambda: screen.table.is_human_turn)

        def reviewed(samples: int = 0) -> HandReview:
            return HandReview(0, (decision,))

        screen.table.review_hand = reviewed  # type: ignore[method-assign]
        seen["text"] = screen.review_text().plain
        seen["chosen"] = render.option_label(screen.view, chosen)

    run_app(app, script)
    text = seen["text"]
    assert f"{YOUR_CHOICE[lang]} {seen['chosen']} (" in text, text
