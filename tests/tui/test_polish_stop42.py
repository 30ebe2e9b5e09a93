"""Terminal polish: the result page names the player's own contract naturally and writes a French colon with its
space; the last page of a match outlasts a hurried Enter; a digit acts on the setup row under the cursor; a long
menu entry wraps under its own text; the header names the game by its own title."""

from __future__ import annotations

import random
import time
from pathlib import Path
from typing import Any

from textual.widgets import Static
from tui_driver import play_app, play_to_page, run_app, screen_text, type_line, typed

from tarocchi.cards import cards_of
from tarocchi.engine.game import HandResult
from tarocchi.games import create_game
from tarocchi.i18n import translate
from tarocchi.tui import render
from tarocchi.tui.app import GameScreen, PlayConfig, SetupScreen, TarocchiApp
from tarocchi.tui.options import spec_values
from tarocchi.tui.render import View, explain_result

GARDE = HandResult(
    (49, 42, 42, 42),
    (318, -106, -106, -106),
    {
        "contract": "garde",
        "taker": 0,
        "called": None,
        "partner": None,
        "attack_points": 49,
        "bouts": 2,
        "target": 41,
        "diff": 8,
        "made": True,
        "multiplier": 2,
        "petit_au_bout": None,
        "poignees": [{"seat": 0, "as": "poignee-simple", "points": 20}],
        "chelem": None,
        "chelem_bonus": 0,
        "per_defender": 106,
    },
)


# ---------------------------------------------------------------- the result page


def test_the_result_page_says_your_garde() -> None:
    """It said "Garde by Seat 1 (you)"."""
    game = create_game("french-tarot", {"players": 4})
    said = {
        lang: explain_result(View(game, lang, names=["Ada", "Bruno", "Carla", "Dario"], human=0), GARDE, game=game)
        for lang in ("en", "it", "fr")
    }
    assert "Your Garde" in said["en"] and "Your single poignée: 20" in said["en"]
    assert "Il tuo contratto: Guardia" in said["it"] and "La tua poignée semplice: 20" in said["it"]
    assert "Votre Garde" in said["fr"] and "Votre poignée simple : 20" in said["fr"]
    assert not any("(you)" in line or "(tu)" in line or "(vous)" in line for lines in said.values() for line in lines)
    other = explain_result(View(game, "en", names=["Ada", "Bruno", "Carla", "Dario"], human=1), GARDE, game=game)
    assert "Garde by Ada" in other


def test_the_french_score_line_has_a_space_before_each_colon() -> None:
    """It read "Vous: -136"."""
    game = create_game("french-tarot", {"players": 4})
    first = explain_result(View(game, "fr", names=["Ada", "Bruno", "Carla", "Dario"], human=1), GARDE, game=game)[0]
    assert first == "Scores : Ada : 318  Vous : -106  Carla : -106  Dario : -106"
    english = explain_result(View(game, "en", names=["Ada", "Bruno", "Carla", "Dario"], human=1), GARDE, game=game)
    assert english[0] == "Scores: Ada: 318  You: -106  Carla: -106  Dario: -106"


# ---------------------------------------------------------------- the last page of a match


def test_a_hurried_enter_does_not_skip_the_last_page_of_the_match(tmp_path: Path) -> None:
    """Enter pressed again and again through the last tricks quit once 0.8 s had passed: the winner and the totals
    went by unseen. The last page now ignores its keys for longer; then Enter still quits."""
    config = PlayConfig(
        game="piedmontese", options={"match_hands": 1}, bots="random", delay=0, save=str(tmp_path / "r.json")
    )
    app = TarocchiApp(config)
    seen: dict[str, Any] = {}

    async def script(pilot: Any) -> None:
        page = await play_to_page(app, pilot, random.Random(3))
        assert page.new_match
        assert page.guard >= 2.0, "the last page of a match is held as briefly as any other"
        # counted from the page's own opening (the test may see it late on a loaded machine)
        while time.monotonic() - page._opened < page.guard - 0.5:
            await pilot.press("enter")
            await pilot.pause(0.05)
            assert app.screen is page, "the last page closed under a hurried Enter"
        seen["held"] = True
        for _ in range(200):
            await pilot.press("enter")
            await pilot.pause(0.05)
            if app.return_code is not None or app.screen is not page:
                break
        seen["closed"] = app.return_code

    run_app(app, script, (60, 30))
    assert seen == {"held": True, "closed": 0}


# ---------------------------------------------------------------- the setup screen


async def _down_to(pilot: Any, screen: SetupScreen, wanted: Any) -> None:
    for _ in range(15):
        if not screen.on_games and wanted(screen.shown_specs()[screen.cursor]):
            return
        await pilot.press("down")
        await pilot.pause()
    raise AssertionError("no such row")


def test_a_digit_acts_on_the_row_under_the_cursor(tmp_path: Path) -> None:
    """On Gatti's players row "4" switched to the fourth game; now it is four players. On a row of words a digit
    is refused with a message; the games are chosen by number on their list (↑ from the first option)."""
    app = TarocchiApp(PlayConfig(game=None, delay=0, bots="random", seed=1, save=str(tmp_path / "r.json")))

    async def script(pilot: Any) -> None:
        screen = app.screen
        assert isinstance(screen, SetupScreen)
        await pilot.press("2")  # on the list of games: Gatti, then its first option
        await pilot.pause()
        assert screen.games[screen.game_index] == "gatti" and not screen.on_games
        assert screen.shown_specs()[screen.cursor].key == "players"
        await pilot.press("4")
        await pilot.pause()
        assert screen.games[screen.game_index] == "gatti" and screen.values["players"] == 4
        await pilot.press("7")  # not a number of players of the game
        await pilot.pause()
        assert screen.games[screen.game_index] == "gatti" and screen.values["players"] == 4
        assert "7 is not offered (2, 3, 4)" in screen.error
        await _down_to(
            pilot, screen, lambda spec: not spec.is_number and not any(isinstance(v, int) for v in spec_values(spec))
        )
        row = screen.shown_specs()[screen.cursor]
        before = dict(screen.values)
        await pilot.press("1")
        await pilot.pause()
        assert screen.games[screen.game_index] == "gatti" and screen.values == before, row
        assert "'1' does nothing here" in screen.error
        assert translate("setup_digit_row", "en", label="", char="1").split(" (")[0] in screen_text(app).replace(
            "\n", " "
        )
        for _ in range(15):
            await pilot.press("up")
        await pilot.pause()
        assert screen.on_games
        await pilot.press("3")
        await pilot.pause()
        assert screen.games[screen.game_index] == "piedmontese"
        await pilot.press("up", "9")
        await pilot.pause()
        assert screen.on_games and "There is no game 9" in screen.error

    run_app(app, script)


# ---------------------------------------------------------------- a long menu entry


def test_hanging_keeps_the_number_alone_on_the_left() -> None:
    entry = render.hanging("1) ", "dichiara sequenza di coppe ★ J♥ N♥ K♥ = 15", 38)
    assert entry.split("\n") == ["1) dichiara sequenza di coppe ★ J♥ N♥", "   K♥ = 15"]
    assert render.hanging("12) ", "passo", 38) == "12) passo"


def test_a_long_menu_entry_wraps_under_its_own_text_at_40_columns(tmp_path: Path) -> None:
    """At 40 columns "1) dichiara sequenza degli assi …" went on at the left edge, under its number."""
    # seed 48: the player is offered the sequence of the four aces in the first hand (test_smaller_showing)
    app = TarocchiApp(
        PlayConfig(game="tarocchino", delay=0, seed=48, bots="random", save=str(tmp_path / "r.json"), lang="it")
    )

    async def script(pilot: Any) -> None:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        for _ in range(200):
            table = screen.table
            if any(a.verb == "declare" for a in table.human_actions()) and screen.menu():
                break
            if screen.choice is not None:
                c = screen.choice
                await type_line(pilot, " ".join(typed(app, x) for x in cards_of(c.pool)[: c.size]))
            elif screen.menu():
                await type_line(pilot, "1")
            await pilot.pause()
        prompt = screen.query_one("#prompt", Static)
        room = prompt.content_region.width
        lines = screen.prompt_text().plain.split("\n")
        k = next(i for i, line in enumerate(lines) if line.startswith("1) dichiara"))
        assert len(lines[k]) <= room and lines[k + 1].startswith("   ") and lines[k + 1].strip(), lines
        assert lines[k + 2].startswith("2) "), lines

    run_app(app, script, (40, 20))


# ---------------------------------------------------------------- the header


def test_the_header_names_the_game_by_its_own_title(tmp_path: Path) -> None:
    """The English header said "Gatti (Mitigatti)", the setup screen and the help "Gatti"."""
    app = play_app(tmp_path, "gatti", seed=2)

    async def script(pilot: Any) -> None:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        header = screen.query_one("#header", Static).content
        text = header.plain if hasattr(header, "plain") else str(header)
        assert text.strip().startswith("Gatti ·") and "Mitigatti" not in text, text
        assert screen.view.title() == "Gatti"

    run_app(app, script)


def test_the_arrows_on_the_list_of_games_change_the_option_marked(tmp_path: Path) -> None:
    """At first the keys are on the list of games (a digit picks one), yet ←→ change the option marked ▶ as they
    always did, the keys going to it; then a digit is that row's."""
    app = TarocchiApp(PlayConfig(game=None, delay=0, bots="random", seed=1, save=str(tmp_path / "r.json")))

    async def script(pilot: Any) -> None:
        screen = app.screen
        assert isinstance(screen, SetupScreen) and screen.on_games
        await pilot.press("right")
        await pilot.pause()
        assert not screen.on_games and screen.games[screen.game_index] == "french-tarot"
        assert screen.values["players"] == 3
        await pilot.press("5")
        await pilot.pause()
        assert screen.games[screen.game_index] == "french-tarot" and screen.values["players"] == 5

    run_app(app, script)
