"""``?`` on the setup screen shows the rules in short of the game marked ▶ (its texts' ``rules.summary``), in the
language chosen, before the player picks it: the rules were only in the help of a game already dealt."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tui_driver import run_app, screen_text

from tarocchi.games import game_class
from tarocchi.i18n import translate
from tarocchi.tui.app import InfoScreen, PlayConfig, SetupScreen, TarocchiApp


def _first_words(game: str, lang: str) -> list[str]:
    """The first words of each line of the game's rules in short (a page wraps the lines to its width)."""
    return [" ".join(line.split()[:4]) for line in game_class(game).texts()["rules.summary"][lang].split("\n")]


def test_question_mark_shows_the_marked_game_s_rules_and_closes_back_to_the_setup(tmp_path: Path) -> None:
    app = TarocchiApp(PlayConfig(game=None, delay=0, bots="random", seed=1, save=str(tmp_path / "r.json")))

    async def script(pilot: Any) -> None:
        setup = app.screen
        assert isinstance(setup, SetupScreen)
        assert "?" in screen_text(app)  # the key is said on the screen
        await pilot.press("3")  # Piedmontese
        await pilot.press("l")  # Italiano
        await pilot.pause()
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, InfoScreen)
        text = " ".join(screen_text(app).split())
        assert "Tarocchi piemontesi: le regole in breve" in text
        assert all(words in text for words in _first_words("piedmontese", "it")), text
        assert translate("press_enter_setup", "it") in text
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is setup and setup.games[setup.game_index] == "piedmontese"
        await pilot.press("up", "4")  # back on the list of games, the fourth
        await pilot.press("question_mark")
        await pilot.pause()
        text = " ".join(screen_text(app).split())
        assert all(words in text for words in _first_words("tarocchino", "it")), text

    run_app(app, script)


def test_question_mark_on_a_number_s_row_shows_the_rules_too(tmp_path: Path) -> None:
    """A number's row (the match's length) refuses every character but its digits, L and ?: the rules are shown
    there as on any other row, not refused as a number mistyped."""
    app = TarocchiApp(PlayConfig(game=None, delay=0, bots="random", seed=1, save=str(tmp_path / "r.json")))

    async def script(pilot: Any) -> None:
        setup = app.screen
        assert isinstance(setup, SetupScreen)
        await pilot.press("1")
        for _ in range(len(setup.shown_specs())):
            if setup.shown_specs()[setup.cursor].is_number:
                break
            await pilot.press("down")
        assert setup.shown_specs()[setup.cursor].is_number
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, InfoScreen)
        assert all(words in " ".join(screen_text(app).split()) for words in _first_words("french-tarot", "en"))
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is setup and not setup.error

    run_app(app, script)
