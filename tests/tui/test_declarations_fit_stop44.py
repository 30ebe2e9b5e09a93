"""Tarocchino at 40 x 20 (C6, the declaration round): with four entries to choose from (three declarations and "no
(other) declaration"), two of the four seats' rows were lost and the menu's last entry too; a card typed then
("your turn to declare or pass") took a third seat's row. The sentence over the menu goes, and then the dealer from
the header (his row on the table is marked): every seat and every entry shows."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from textual.content import Content
from textual.widgets import Static
from tui_driver import game_screen, play_app, run_app, type_line, until

from tarocchi.tui.app import TarocchiApp


def shown(app: TarocchiApp, widget: str) -> list[str]:
    """A widget's rows as the screen draws them: wrapped to its width, cut to its height."""
    static = app.screen.query_one(f"#{widget}", Static)
    rows = Content.from_rich_text(static.content).wrap(max(static.size.width, 1))
    return [row.plain for row in rows][: static.size.height]


@pytest.mark.parametrize("lang", ["en", "it", "fr"])
def test_every_seat_and_every_declaration_show_at_40_by_20(tmp_path: Path, lang: str) -> None:
    app = play_app(tmp_path, "tarocchino", seed=22, dealer=1, lang=lang)
    seen: dict[str, Any] = {}

    async def script(pilot: Any) -> None:
        screen = game_screen(app)
        table = screen.table
        await until(pilot, lambda: table.is_human_turn)
        seen["names"] = [screen.view.name(seat) for seat in range(4)]
        seen["entries"] = len(screen.menu())
        await pilot.pause()
        seen["asked"] = (shown(app, "table"), shown(app, "prompt"))
        await type_line(pilot, "xyzzy")  # a refusal: a row more
        await pilot.pause()
        await pilot.pause()
        seen["refused"] = (shown(app, "table"), shown(app, "prompt"))
        assert screen.message.plain

    run_app(app, script, size=(40, 20))
    assert seen["entries"] == 4
    for moment in ("asked", "refused"):
        table, prompt = seen[moment]
        missing = [name for name in seen["names"] if not any(row[1:].startswith(name) for row in table)]
        assert not missing, (moment, missing, table)
        text = " " + " ".join(prompt)
        assert all(f" {k}) " in text for k in range(1, 5)), (moment, prompt)
