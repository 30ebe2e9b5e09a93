"""French Tarot for two (§13) at 40 x 20: the table's rows kept six columns for a trick's card before any card was
played and two digits for the tricks won, so the names and the contract were cut ("Dummy Ad", "Garde sa…") in
the bidding and in the play. The trick's column takes room only while a card lies in it, the count only its digits:
the names and the contract show whole."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.content import Content
from textual.widgets import Static
from tui_driver import game_screen, play_app, run_app, type_line, typed, until

from tarocchi.cards import cards_of
from tarocchi.tui.app import TarocchiApp


def shown_rows(app: TarocchiApp) -> list[str]:
    """The table panel's rows as the screen draws them: wrapped to its width, cut to its height."""
    panel = app.screen.query_one("#table", Static)
    rows = Content.from_rich_text(panel.content).wrap(panel.size.width)
    return [row.plain for row in rows][: panel.size.height]


def test_names_and_contract_show_whole_at_40_by_20(tmp_path: Path) -> None:
    app = play_app(tmp_path, "french-tarot", options={"players": 2}, seed=1, dealer=0, lang="en")
    seen: dict[str, list[str]] = {}

    async def script(pilot: Any) -> None:
        screen = game_screen(app)
        table = screen.table
        await until(pilot, lambda: table.is_human_turn)
        bids = [a.value for a in screen.menu() if hasattr(a, "value")]
        await type_line(pilot, str(bids.index("garde-sans") + 1))
        await until(pilot, lambda: any(a.verb == "announce" for a in table.human_actions()))
        await pilot.pause()
        seen["bidding"] = shown_rows(app)
        await type_line(pilot, str(len(screen.menu())))  # no chelem: play on
        await until(pilot, lambda: table.is_human_turn and any(a.verb == "play" for a in table.human_actions()))
        card = cards_of(screen.playable())[0]
        await type_line(pilot, typed(app, card))
        await until(pilot, lambda: any(t.plays for t in table.observation().tricks))
        await pilot.pause()
        seen["play"] = shown_rows(app)

    run_app(app, script, size=(40, 20))
    for moment, rows in seen.items():
        text = "\n".join(rows)
        assert "Dummy Ada " in text and "Garde sans" in text, (moment, text)
        assert "…" not in text, (moment, text)
