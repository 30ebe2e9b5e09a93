"""The terminal's review (R on the end-of-hand page) gave each loss without saying how sure it is: "loss 63.6"
called a mistake beside "loss 4.8" with no margin, while ``tarocchi analyze`` and the web's review give the
standard error. Each loss now carries it ("loss 14.1 ± 13.2", "perte 14,1 ± 13,2"), an exact figure says so, a
single deal gives none; a line above says what the values are and over how many deals."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from tui_driver import game_screen, play_app, run_app, until

from tarocchi.agents.analysis import Decision, HandReview, Option
from tarocchi.cards import parse_card
from tarocchi.engine.actions import Action
from tarocchi.tui.controller import REVIEW_SAMPLES

SAMPLED = {"en": "loss 14.1 ± 13.2", "it": "perdita 14,1 ± 13,2", "fr": "perte 14,1 ± 13,2"}
EXACT = {"en": "loss 3.0 (exact)", "it": "perdita 3,0 (esatta)", "fr": "perte 3,0 (exacte)"}
SINGLE = {"en": "loss 2.5\n", "it": "perdita 2,5\n", "fr": "perte 2,5\n"}
OVER = {
    "en": f"over {REVIEW_SAMPLES} deals",
    "it": f"su {REVIEW_SAMPLES} distribuzioni",
    "fr": f"sur {REVIEW_SAMPLES} donnes",
}


def _play(seat: int, card: str) -> Action:
    return Action(seat, "play", card=parse_card(card))


@pytest.mark.parametrize("lang", ["en", "it", "fr"])
def test_each_loss_says_its_margin_and_the_page_says_what_the_values_are(tmp_path: Path, lang: str) -> None:
    app = play_app(tmp_path, "gatti", options={"players": 3}, seed=1, dealer=0, lang=lang)
    sampled = Decision(
        3, 0, "play", _play(0, "T5"), (Option(_play(0, "KH"), 132.2), Option(_play(0, "T5"), 118.1, 13.2)), 20
    )
    exact = Decision(
        7,
        0,
        "play",
        _play(0, "2C"),
        (Option(_play(0, "QC"), 10.0), Option(_play(0, "2C"), 7.0)),
        1,
        distinct=1,
        exact=True,
    )
    single = Decision(9, 0, "play", _play(0, "3D"), (Option(_play(0, "KD"), 5.0), Option(_play(0, "3D"), 2.5)), 1)
    seen: dict[str, str] = {}

    async def script(pilot: Any) -> None:
        screen = game_screen(app)
        await until(pilot, lambda: screen.table.is_human_turn)

        def reviewed(samples: int = 0) -> HandReview:
            return HandReview(0, (sampled, exact, single))

        screen.table.review_hand = reviewed  # type: ignore[method-assign]
        seen["text"] = screen.review_text().plain

    run_app(app, script)
    text = seen["text"]
    assert SAMPLED[lang] in text, text
    assert EXACT[lang] in text, text
    assert SINGLE[lang] in text, text  # one deal: no error to give, and none made up
    assert OVER[lang] in text, text
    # the mistakes repeat the lines with their margins: the sampled loss (14.1 > 2 × 13.2 is false: not one),
    # the exact loss of 3 points (a mistake), not the single deal's (no evidence)
    mistakes = text.split("\n\n")[-1]
    assert EXACT[lang] in mistakes and SAMPLED[lang] not in mistakes and SINGLE[lang].strip() not in mistakes, text
