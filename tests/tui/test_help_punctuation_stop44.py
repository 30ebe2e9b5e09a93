"""The help page in French at 40 x 20: the screen broke the rules' lines at the space French puts before a
semicolon or a colon, so a row began with ";" ("Fournir la couleur ; sinon couper" / "; un atout doit monter").
The punctuation stays with its word."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.content import Content
from textual.widgets import Static
from tui_driver import game_screen, play_app, run_app, until

from tarocchi.tui.app import InfoScreen


def test_no_help_row_begins_with_a_semicolon_or_a_colon_in_french(tmp_path: Path) -> None:
    app = play_app(tmp_path, "french-tarot", seed=2, dealer=0, lang="fr")
    seen: dict[str, list[str]] = {}

    async def script(pilot: Any) -> None:
        screen = game_screen(app)
        await until(pilot, lambda: screen.table.is_human_turn)
        await pilot.press("question_mark")
        await until(pilot, lambda: isinstance(app.screen, InfoScreen))
        await pilot.pause()
        body = app.screen.query_one("#page-body", Static)
        rows = Content.from_rich_text(body.content).wrap(body.size.width)
        seen["rows"] = [row.plain for row in rows]

    run_app(app, script, size=(40, 20))
    rows = seen["rows"]
    assert any("Fournir la couleur" in row for row in rows), rows
    starting = [row for row in rows if row.lstrip()[:1] in (";", ":", "!", "?", "»")]
    assert not starting, starting
