"""The terminal's audit at stop 41: French Tarot's dummy on the sheet, a phone's terminal (40 x 20), the match's
length on the setup screen; each defect as the player met it, in a pilot."""

from __future__ import annotations

import random
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest
import tui_driver
from textual.containers import VerticalScroll
from textual.widgets import Static
from tui_driver import game_screen, play_app, play_hands, screen_text, setup_app, to_option, until

from tarocchi.engine.game import HandResult
from tarocchi.games import create_game
from tarocchi.i18n import translate
from tarocchi.tui import render
from tarocchi.tui.app import GameScreen, SetupScreen, TarocchiApp


def run_app(app: TarocchiApp, script: Callable[[Any], Awaitable[None]], size: tuple[int, int] = (40, 20)) -> None:
    """:func:`tui_driver.run_app` on a phone's terminal (Termux), 40 x 20 unless a test says otherwise."""
    tui_driver.run_app(app, script, size)


def static_text(app: TarocchiApp, widget_id: str) -> str:
    """The plain text of one Static of the current screen."""
    content = app.screen.query_one(f"#{widget_id}", Static).content
    return content.plain if hasattr(content, "plain") else str(content)


# ---------------------------------------------------------------- 1: the two-player dummy scores nothing


def two_player_results(count: int) -> tuple[Any, list[HandResult]]:
    """French Tarot for two (§13, "avec le mort"): ``count`` hands with a score, random legal moves."""
    game = create_game("french-tarot", {"players": 2})
    rng = random.Random(3)
    results: list[HandResult] = []
    hand = 0
    while len(results) < count:
        state = game.new_hand(hand % 2, game.deal(hand % 2, hand))
        hand += 1
        while not state.is_over:
            state.apply(game.random_action(state, rng))
        result = state.result()
        if any(result.scores):
            results.append(result)
    return game, results


def test_the_two_player_sheet_has_no_column_for_the_dummy() -> None:
    """French Tarot §13: "the dummy seat 0", its controller scoring its share (−2D). The sheet showed a third
    column headed after the last hand's defender ("Dummy Ada"), always 0, and so did the hand's score line."""
    game, results = two_player_results(2)
    assert all(result.scores[2] == 0 for result in results)  # the rules' dummy: nothing of its own
    view = render.View(game, "en", names=["You", "Ada", "Bruno"], human=0)
    sheet = render.score_sheet(view, game, results, game.totals(results)).plain.splitlines()
    assert sheet[1].split() == ["#", "You", "Ada"], sheet
    assert sheet[-1].split() == ["Σ", *(render.fmt_num(t) for t in game.totals(results)[:2])], sheet
    narrow = render.score_sheet(view, game, results, game.totals(results), room=12).plain
    assert "Dummy" not in narrow, narrow
    scores = render.explain_result(view, results[-1], game=game)[0]
    assert "Dummy" not in scores and scores.count(":") == 3, scores  # "Scores: You: x  Ada: y"


@pytest.mark.parametrize(("game", "options"), [("gatti", {"players": 2}), ("french-tarot", {"players": 3})])
def test_a_dummy_with_a_fixed_controller_stays_in_its_side(game: str, options: dict[str, Any]) -> None:
    """Gatti 12.2: each dummy plays with the seat opposite, their side one column; every seat of three plays."""
    rules = create_game(game, options)
    assert render.sides_of(rules) == ([(0, 2), (1, 3)] if game == "gatti" else [(0,), (1,), (2,)])


# ---------------------------------------------------------------- 2: a phone's terminal, 40 x 20


def test_the_header_keeps_the_title_whole_and_says_the_score_at_40_columns(tmp_path: Path) -> None:
    """Piedmontese in Italian: " Tarocchi piemontesi · mano 1 · mazziere Ada" is 44 columns; the header cut it
    ("...mazziere A"). Its parts are whole now, the facts below; from the second hand it says the player's score,
    which a phone otherwise shows only behind Tab or F2."""
    app = play_app(tmp_path, "piedmontese", options={"players": 3}, seed=5, dealer=1, lang="it")

    async def script(pilot: Any) -> None:
        screen = game_screen(app)
        await until(pilot, lambda: screen.table.is_human_turn)
        await pilot.pause()
        header = static_text(app, "header").splitlines()
        assert all(len(line) <= 40 for line in header), header
        joined = " · ".join(line.strip() for line in header)
        assert "Tarocchi piemontesi" in joined and "mazziere Ada" in joined, header
        await play_hands(app, pilot, random.Random(1), try_illegal=False)
        await until(pilot, lambda: isinstance(app.screen, GameScreen) and screen.table.hand_index == 1)
        await pilot.pause()
        header = static_text(app, "header").splitlines()
        total = render.fmt_num(screen.table.totals()[0])
        assert all(len(line) <= 40 for line in header) and len(header) <= 3, header
        assert translate("header_score", "it", pts=total) in " · ".join(line.strip() for line in header), header

    run_app(app, script)


def test_the_header_lets_the_title_go_before_the_facts_on_a_phone() -> None:
    """Three lines of header at 40 columns left five seats no room: the title goes, the contract and score stay."""
    parts = ["Tarot français", "donne 1", "donneur Carla", "votre score 66"]
    facts = "Garde par Carla · appel K♦"
    assert render.header_lines(parts, facts, 100) == " " + " · ".join(parts) + " · " + facts
    lines = render.header_lines(parts, facts, 40, max_lines=2).splitlines()
    assert lines == [" donne 1 · donneur Carla", " votre score 66 · Garde par Carla", " appel K♦"] or all(
        len(line) <= 40 for line in lines
    )
    assert "Garde par Carla" in " ".join(lines) and "votre score 66" in " ".join(lines)
    assert render.header_lines(parts[:3], "", 40).splitlines() == [" Tarot français · donne 1", " donneur Carla"]


def test_five_seats_keep_their_rows_at_40_by_20(tmp_path: Path) -> None:
    """French Tarot for five at 40 x 20: the fifth seat's row (Dario) was not on the screen at all; it fell off
    the table again when a message took a row ("Donne 2 : nouvelle distribution."). The title line goes instead,
    and the empty row under the hand."""
    app = play_app(tmp_path, "french-tarot", options={"players": 5}, seed=9, dealer=3, lang="fr")

    async def script(pilot: Any) -> None:
        screen = game_screen(app)
        await until(pilot, lambda: screen.table.is_human_turn)
        await pilot.pause()
        names = ["Vous", "Ada", "Bruno", "Carla", "Dario"]

        async def seats_shown() -> list[str]:
            await pilot.pause()
            await pilot.pause()
            rows = static_text(app, "table").splitlines()[: screen.query_one("#table").size.height]
            return [name for name in names if any(row[1:].startswith(name) for row in rows)]

        assert await seats_shown() == names
        screen.set_message(translate("new_hand", "fr", n=2))  # a message of a line: one row less for the table
        screen.refresh_view()
        assert await seats_shown() == names

    run_app(app, script)


@pytest.mark.parametrize("lang", ["en", "it", "fr"])
def test_the_footer_keeps_f2_and_ctrl_c_at_40_columns(tmp_path: Path, lang: str) -> None:
    """Italian at 40 columns: "?:aiuto Tab:cronaca F2:punti Ctrl+C:esci" with its margin is 41; how to quit went."""
    app = play_app(tmp_path, "french-tarot", options={"players": 4}, seed=11, dealer=3, lang=lang)

    async def script(pilot: Any) -> None:
        await pilot.pause()
        footer = static_text(app, "footer")
        assert "F2" in footer and "C:" in footer and len(footer) <= 40, footer

    run_app(app, script)


def test_a_menu_entry_is_never_split_between_two_lines(tmp_path: Path) -> None:
    """The bids at 40 columns were one line that the screen wrapped at any space ("2) Garde" / "sans"): each
    entry is whole on its line now, the next one below when it does not fit."""
    app = play_app(tmp_path, "french-tarot", options={"players": 4}, seed=11, dealer=3, lang="it")

    async def script(pilot: Any) -> None:
        screen = game_screen(app)
        await until(pilot, lambda: screen.table.is_human_turn and bool(screen.menu()))
        await pilot.pause()
        lines = static_text(app, "prompt").splitlines()[1:]
        assert all(len(line) <= 38 for line in lines), lines  # (the prompt's padding)
        entries = [f"{i + 1}) {screen.entry_label(e)}" for i, e in enumerate(screen.menu())]
        for entry in entries:
            assert any(entry in line for line in lines), (entry, lines)

    run_app(app, script)


def test_a_long_path_breaks_between_its_folders() -> None:
    """The end-of-hand page at 40 columns broke the record's path in the middle of its name."""
    text = "Record saved: /tmp/h25/data/games/french-tarot-20261207-014809.json"
    assert render.wrap_path(text, 34).splitlines() == [
        "Record saved: /tmp/h25/data/games/",
        "french-tarot-20261207-014809.json",
    ]
    assert render.wrap_path("Record saved: r.json", 34) == "Record saved: r.json"


def test_the_cards_shown_to_all_break_between_seats() -> None:
    """Gatti for two at 40 columns: "Face up: You 8♠ · Ada 3♦ · Your dummy" / "9♦": a seat's card on the next
    line, under another's name."""
    line = "Face up: You 8♠ · Ada 3♦ · Your dummy 9♦ · Dummy Ada 10♥"
    assert render.wrap_groups(line, 38) == ["Face up: You 8♠ · Ada 3♦", " Your dummy 9♦ · Dummy Ada 10♥"]
    assert render.wrap_groups("Chien: T4 4♠ J♠", 38) == ["Chien: T4 4♠ J♠"]


def test_no_hint_not_your_turn_goes_away_when_it_is_your_turn(tmp_path: Path) -> None:
    """F3 while a computer player thinks says "No hint: it is not your turn."; it stayed under "Your turn"."""
    app = play_app(tmp_path, "french-tarot", options={"players": 4}, seed=11, dealer=0)
    # a computer's move is applied at once and its pause follows: F3 must land within that pause, which a
    # loaded CI machine could outlast at 1 s (then it is one's turn and F3 gives a hint)
    app.config.delay = 6.0

    async def script(pilot: Any) -> None:
        screen = game_screen(app)
        table = screen.table
        await until(pilot, lambda: not table.is_human_turn)
        await pilot.press("f3")
        await pilot.pause()
        assert screen.message.plain == translate("hint_none", "en")
        await until(pilot, lambda: table.is_human_turn, 800)
        await pilot.pause()
        assert translate("hint_none", "en") not in screen_text(app)

    run_app(app, script, (80, 24))


# ---------------------------------------------------------------- 3: the match's length on the setup screen


def test_the_hands_of_a_match_are_typed_on_the_setup_screen(tmp_path: Path) -> None:
    """Gatti 3.5 / A-8 (``match_hands``, 3 with three players): the setup screen did not offer it, only
    ``--variant match_hands=N`` did. It is typed on its row now: 0 is refused saying what is allowed and what was
    typed, a letter says a number is typed, and 5 starts a match of five hands."""
    app = setup_app(tmp_path)

    async def script(pilot: Any) -> None:
        await pilot.press("2")  # Gatti
        await pilot.pause()
        screen = await to_option(pilot, app, "match_hands")
        lines = screen_text(app).splitlines()
        k = next(i for i, line in enumerate(lines) if line.startswith(" ▶ Hands in the match"))
        assert "< 3 (default) >" in lines[k] + lines[k + 1], lines  # the game's own default for three
        assert translate("setup_number_keys", "en").split(",")[0] in screen_text(app)
        scroll = screen.query_one("#setup-scroll", VerticalScroll)
        assert scroll.scroll_offset.y + scroll.size.height >= k + 2, (scroll.scroll_offset, scroll.size, k)
        await pilot.press("0")
        await pilot.pause()
        wrong = "Hands in the match: a whole number, at least 1 (0 typed)"
        assert wrong in static_text(app, "setup-message"), static_text(app, "setup-message")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen) and wrong in static_text(app, "setup-message")
        await pilot.press("x")
        await pilot.pause()
        assert "'x' is not a digit" in static_text(app, "setup-message")
        await pilot.press("backspace", "5")
        await pilot.pause()
        assert "< 5 >" in screen_text(app) and not static_text(app, "setup-message").count("at least 1 (")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert app.screen.table.game.options_json()["match_hands"] == 5

    run_app(app, script)


def test_the_arrows_step_the_hands_from_the_game_s_default(tmp_path: Path) -> None:
    """←→ on the row step the number shown (Piedmontese 7.5: one deal each, 4 for four), never below 1; the
    first game's own session length (French Tarot R11.2 ``deals``) is on its setup too."""
    app = setup_app(tmp_path, lang="it")

    async def script(pilot: Any) -> None:
        screen = await to_option(pilot, app, "deals")
        assert screen.shown_specs()[screen.cursor].key == "deals"
        await pilot.press("3")  # Piedmontese: its own options from the top
        await pilot.pause()
        assert screen.shown_specs()[screen.cursor].key == "deals"  # (a digit on a number's row types it)
        await pilot.press("backspace")
        while not screen.on_games:  # a digit picks a game on the list of games (on an option's row, its value)
            await pilot.press("up")
            await pilot.pause()
        await pilot.press("3")
        await pilot.pause()
        screen = await to_option(pilot, app, "match_hands")
        for _ in range(5):
            await pilot.press("left")
        await pilot.pause()
        assert screen.values["match_hands"] == 1
        await pilot.press("right", "right")
        await pilot.pause()
        assert screen.values["match_hands"] == 3
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert app.screen.table.game.options_json()["match_hands"] == 3

    run_app(app, script, (80, 24))


def test_enter_at_once_on_one_s_turn_plays_a_card_one_holds(tmp_path: Path) -> None:
    """A computer player's move was followed by the pause (``--delay``) before the turn was set up: Enter pressed
    as soon as the table showed "Your turn" played the card of the last trick still under the cursor, refused as
    "does not hold 3♣". The turn is set up as soon as it is his."""
    app = play_app(tmp_path, "french-tarot", options={"players": 4}, seed=11, dealer=3)
    app.config.delay = 2.0

    async def script(pilot: Any) -> None:
        screen = game_screen(app)
        table = screen.table
        played = 0
        while played < 2:
            await until(pilot, lambda: table.is_human_turn, 1500)
            if screen.playable():
                hand = table.hand_cards(table.acting_seat)
                assert screen.cursor is None or (hand >> screen.cursor) & 1, screen.cursor
                await pilot.press("enter")
                await pilot.pause()
                assert not screen.message.plain.startswith("Refused"), screen.message.plain
                played += 1
            else:
                await pilot.press("enter")  # a bid: the menu's first entry (pass)
            await until(pilot, lambda: not table.is_human_turn, 300)

    run_app(app, script, (80, 24))
