"""French Tarot for two (§13, "avec le mort"): the dummy's 24 cards lie on the table, and at 40 x 20, while the
chelem was asked, they took two lines of which the second ran past the panel's width and wrapped below its last
row: "2♦ 5♦ 6♦ K♦" never showed; a refusal's message then took the panel's rows and no card of the dummy showed.
The player decides the chelem on them: every card shows, on as many rows as they need."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from textual.content import Content
from textual.widgets import Static
from tui_driver import game_screen, play_app, run_app, type_line, until

from tarocchi.tui.app import TarocchiApp


def shown_rows(app: TarocchiApp) -> list[str]:
    """The table panel's rows as the screen draws them: wrapped to its width, cut to its height."""
    panel = app.screen.query_one("#table", Static)
    rows = Content.from_rich_text(panel.content).wrap(panel.size.width)
    return [row.plain for row in rows][: panel.size.height]


def dummy_words(app: TarocchiApp) -> list[str]:
    """The dummy's cards as the table writes them (its open hand, French Tarot §13)."""
    screen = game_screen(app)
    obs = screen.table.observation()
    cards = next(c for key, c in obs.public_cards.items() if key.startswith("dummy"))
    assert cards.bit_count() == 24, obs.public_cards
    return screen.view.cards(cards).split()


@pytest.mark.parametrize("lang", ["en", "it", "fr"])
def test_the_dummys_cards_show_whole_at_40_by_20_while_the_chelem_is_asked(tmp_path: Path, lang: str) -> None:
    app = play_app(tmp_path, "french-tarot", options={"players": 2}, seed=1, dealer=0, lang=lang)
    seen: dict[str, list[str]] = {}

    async def script(pilot: Any) -> None:
        screen = game_screen(app)
        await until(pilot, lambda: screen.table.is_human_turn)
        bids = [a.value for a in screen.menu() if hasattr(a, "value")]
        await type_line(pilot, str(bids.index("garde-sans") + 1))  # no chien, no discard: the chelem at once
        await until(pilot, lambda: any(a.verb == "announce" for a in screen.table.human_actions()))
        await pilot.pause()
        seen["words"] = dummy_words(app)
        seen["asked"] = shown_rows(app)
        await type_line(pilot, "xyzzy")  # a refusal of three lines at 40 columns
        await pilot.pause()
        seen["refused"] = shown_rows(app)
        assert screen.message.plain, "no refusal shown"

    run_app(app, script, size=(40, 20))
    for moment in ("asked", "refused"):
        shown = " ".join(seen[moment]).split()
        missing = [word for word in seen["words"] if word not in shown]
        assert not missing, (moment, missing, "\n".join(seen[moment]))
