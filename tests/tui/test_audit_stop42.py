"""The terminal's audit at stop 42: a long message on a phone's terminal (40 x 20) with five seats, the target score
on the setup screen; each defect as the player met it, in a pilot."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest
import tui_driver
from textual.content import Content
from textual.widgets import Static
from tui_driver import game_screen, play_app, setup_app, to_option, type_line, until

from tarocchi.cards import cards_of
from tarocchi.engine.actions import Action
from tarocchi.i18n import translate
from tarocchi.tui.app import GameScreen, InfoScreen, SetupScreen, TarocchiApp

NAMES = {"en": ["You", "Ada", "Bruno", "Carla", "Dario"], "it": ["Tu", "Ada", "Bruno", "Carla", "Dario"]}
NAMES["fr"] = ["Vous", *NAMES["en"][1:]]


def run_app(app: TarocchiApp, script: Callable[[Any], Awaitable[None]], size: tuple[int, int] = (40, 20)) -> None:
    """:func:`tui_driver.run_app` on a phone's terminal (Termux), 40 x 20 unless a test says otherwise."""
    tui_driver.run_app(app, script, size)


def static_text(app: TarocchiApp, widget_id: str) -> str:
    """The plain text of one Static of the current screen."""
    content = app.screen.query_one(f"#{widget_id}", Static).content
    return content.plain if hasattr(content, "plain") else str(content)


def needed_rows(app: TarocchiApp, widget_id: str) -> int:
    """The rows a Static's text takes in its width (what the player must see of it)."""
    widget = app.screen.query_one(f"#{widget_id}", Static)
    content = widget.content
    text = content.plain if hasattr(content, "plain") else str(content)
    return len(Content(text).wrap(widget.content_size.width)) if text else 0


async def all_in_view(pilot: Any, app: TarocchiApp, lang: str) -> None:
    """Every seat's row, the hand, the prompt, the message and the input wholly on the screen."""
    for _ in range(3):
        await pilot.pause()
    screen = app.screen
    assert isinstance(screen, GameScreen)
    height = app.size.height
    rows = static_text(app, "table").splitlines()[: screen.query_one("#table").size.height]
    names = NAMES[lang][: screen.table.game.num_seats]
    shown = [name for name in names if any(row[1:].startswith(name) for row in rows)]
    assert shown == names, (rows, screen.message.plain)
    for widget_id in ("hand", "prompt", "message", "input"):
        widget = screen.query_one(f"#{widget_id}", Static)
        if not widget.display:
            continue
        region = widget.content_region
        assert region.height >= needed_rows(app, widget_id), (widget_id, region, static_text(app, widget_id))
        assert region.y + region.height <= height, (widget_id, region)


# ---------------------------------------------------------------- 1: a message of three or four lines, five seats


def test_a_long_message_leaves_every_seat_on_a_phone_s_terminal(tmp_path: Path) -> None:
    """French Tarot for five in Italian at 40 x 20, at the auction: "Non capito: 'xyzzy'. Scrivi una carta (rcu,
    10p, t21, scusa), un numero, o ? per le parole." took three rows and three seats' rows went off the screen
    (Bruno, Carla, Dario). The footer's row and the header's title give way now, and what still does not fit is
    cut ("… (?)"), whole on the help page."""
    app = play_app(tmp_path, "french-tarot", options={"players": 5}, seed=9, dealer=3, lang="it")

    async def script(pilot: Any) -> None:
        screen = game_screen(app)
        await until(pilot, lambda: screen.table.is_human_turn and bool(screen.menu()))
        await all_in_view(pilot, app, "it")
        await type_line(pilot, "xyzzy")
        whole = screen.message.plain
        assert whole.startswith("Non capito: 'xyzzy'") and whole.endswith("per le parole."), whole
        await all_in_view(pilot, app, "it")
        shown = static_text(app, "message")
        assert shown.startswith("Non capito: 'xyzzy'"), shown
        assert shown.endswith("… (?)") or shown.replace("\n", " ") == whole, shown
        await pilot.press("question_mark")
        await until(pilot, lambda: isinstance(app.screen, InfoScreen))
        page = app.screen
        assert isinstance(page, InfoScreen)
        assert whole in page.body.plain.replace("\n", " ") or whole in page.body.plain
        await pilot.press("enter")
        await until(pilot, lambda: isinstance(app.screen, GameScreen))
        await pilot.press("1", "enter")  # pass: the message goes, the footer is back
        await until(pilot, lambda: not screen.message.plain or screen.message.plain != whole)
        await pilot.pause()
        assert screen.query_one("#footer", Static).display

    run_app(app, script)


@pytest.mark.parametrize("lang", ["fr", "it", "en"])
def test_a_refused_card_with_a_long_reason_keeps_the_table_on_a_phone(tmp_path: Path, lang: str) -> None:
    """A card refused while the tricks are played, with a long reason (a message of four lines): the seats, the
    trick, the hand and the prompt stay on the screen."""
    app = play_app(tmp_path, "french-tarot", options={"players": 5}, seed=9, dealer=3, lang=lang)

    async def script(pilot: Any) -> None:
        screen = game_screen(app)
        table = screen.table
        for _ in range(400):  # to a trick where a card of the hand is refused, moves made directly
            await until(pilot, lambda: table.is_human_turn)
            playable = screen.playable()
            bad = [c for c in cards_of(table.hand_cards(table.acting_seat)) if playable and not (playable >> c) & 1]
            if bad:
                break
            if playable:
                screen.do(table.play_action(cards_of(playable)[0]))
            elif table.human_actions():
                screen.do(table.human_actions()[0])
            else:
                c = table.human_choices()[0]
                extra = cards_of(c.pool & ~c.required)[: c.size - c.required.bit_count()]
                cards = c.required
                for card in extra:
                    cards |= 1 << card
                screen.do(Action(c.seat, c.verb, cards=cards, value=c.value))
            await pilot.pause()
        screen.do(table.play_action(bad[0]))
        screen.refresh_view()
        assert screen.message.plain, "no refusal"
        await all_in_view(pilot, app, lang)
        long_why = " ".join([translate("refused", lang, what="T4", why=screen.message.plain)] * 3)
        screen.set_message(long_why, error=True)  # four lines and more at 38 columns
        screen.refresh_view()
        await all_in_view(pilot, app, lang)
        assert static_text(app, "message").endswith("… (?)"), static_text(app, "message")

    run_app(app, script)


# ---------------------------------------------------------------- 2: the target score on the setup screen


def row_of(app: TarocchiApp, label: str) -> str:
    """The setup screen's row of an option, its value included (below the label on a phone's terminal)."""
    lines = static_text(app, "setup").splitlines()
    k = next(i for i, line in enumerate(lines) if line[3:].startswith(label))
    return lines[k] + " " + lines[k + 1]


def test_the_target_score_is_typed_next_to_the_deals(tmp_path: Path) -> None:
    """French Tarot R11.2 (``target_score``, none by default): only ``--variant target_score=N`` set it. It is on
    the setup screen now, under the deals: "none (default)", 0 refused saying what is allowed and what was typed,
    a letter saying a number is typed, ← below 1 back to none, and 500 starts a match to 500."""
    app = setup_app(tmp_path)

    async def script(pilot: Any) -> None:
        screen = await to_option(pilot, app, "target_score")
        keys = [spec.key for spec in screen.shown_specs()]
        assert keys.index("target_score") == keys.index("deals") + 1, keys
        assert "< none (default) >" in row_of(app, "Target score"), row_of(app, "Target score")
        assert "← below the least: none" in static_text(app, "setup-message").replace("\n", " ")
        await pilot.press("0")
        await pilot.pause()
        wrong = "Target score: a whole number, at least 1 (0 typed)"
        assert wrong in static_text(app, "setup-message").replace("\n", " "), static_text(app, "setup-message")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        await pilot.press("x")
        await pilot.pause()
        assert "'x' is not a digit" in static_text(app, "setup-message").replace("\n", " ")
        await pilot.press("backspace", "right", "left")
        await pilot.pause()
        assert screen.values["target_score"] is None and "none" in row_of(app, "Target score")
        await pilot.press("5", "0", "0")
        await pilot.pause()
        assert "< 500 >" in row_of(app, "Target score") and not static_text(app, "setup-message").count("(0 typed)")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert app.screen.table.game.options_json()["target_score"] == 500

    run_app(app, script)


def test_the_deals_show_the_game_s_own_number(tmp_path: Path) -> None:
    """French Tarot R11.2: a session is one deal per player; the row read "Deals < (default) >", no number (the
    record leaves the default out). It says 4 for four players, 5 for five."""
    app = setup_app(tmp_path)

    async def script(pilot: Any) -> None:
        assert "< 4 (default) >" in row_of(app, "Deals"), row_of(app, "Deals")
        await pilot.press("right", "right")  # players: 4, 3, 5
        await pilot.pause()
        assert "< 5 (default) >" in row_of(app, "Deals"), row_of(app, "Deals")

    run_app(app, script, (80, 24))


@pytest.mark.parametrize("lang", ["en", "it", "fr"])
def test_a_refused_number_is_read_whole_under_its_keys_on_a_phone(tmp_path: Path, lang: str) -> None:
    """French at 40 x 20: the keys of the row (two lines) and "Score à atteindre : tapez un nombre entier, au moins
    1 (« x » n'est pas un chiffre)" (three) took five rows; the message had four, "chiffre)" was cut."""
    app = setup_app(tmp_path, lang)

    async def script(pilot: Any) -> None:
        screen = await to_option(pilot, app, "target_score")
        await pilot.press("x")
        await pilot.pause()
        await pilot.pause()
        widget = screen.query_one("#setup-message", Static)
        assert widget.content_region.height >= needed_rows(app, "setup-message"), static_text(app, "setup-message")

    run_app(app, script)


def test_a_refused_discard_keeps_the_fifth_seat_on_a_phone(tmp_path: Path) -> None:
    """French Tarot for five in French at 40 x 20, a king typed for the écart (R5.4): "K♠ ne peut pas être choisie :
    les rois ne vont pas à l'écart (K♠)" took two rows; the table kept its title line, drawn for the rows it had
    before the message, and Dario's row went off the screen."""
    app = play_app(tmp_path, "french-tarot", options={"players": 5}, seed=9, dealer=3, lang="fr")

    async def script(pilot: Any) -> None:
        screen = game_screen(app)
        await until(pilot, lambda: screen.table.is_human_turn and bool(screen.menu()))
        await type_line(pilot, "3")  # Garde
        await until(pilot, lambda: screen.table.is_human_turn and bool(screen.menu()))
        await type_line(pilot, "2")  # the king of hearts called
        await until(pilot, lambda: screen.choice is not None)
        await all_in_view(pilot, app, "fr")
        await type_line(pilot, "rp")
        assert "les rois" in screen.message.plain, screen.message.plain
        await all_in_view(pilot, app, "fr")

    run_app(app, script)


def test_every_card_face_up_is_on_a_phone_s_table(tmp_path: Path) -> None:
    """Gatti for four in Italian at 40 x 20 (5.3: the cards turned face up): "Scoperte: Tu 2♣ · Ada T5 · Bruno 7♣"
    and an empty row under it; Carla's card, on the line after, was left out though the row was there."""
    app = play_app(tmp_path, "gatti", options={"players": 4}, seed=3, lang="it")

    async def script(pilot: Any) -> None:
        screen = game_screen(app)
        await until(pilot, lambda: screen.table.is_human_turn)
        for _ in range(3):
            await pilot.pause()
        height = screen.query_one("#table").size.height
        rows = static_text(app, "table").splitlines()[:height]
        k = next(i for i, line in enumerate(rows) if line.startswith("Scoperte"))
        assert "Carla" in " ".join(rows[k:]), rows

    run_app(app, script)


def test_a_long_prompt_leaves_every_seat_on_a_phone_s_terminal(tmp_path: Path) -> None:
    """Tarocchino in Italian at 40 x 20: a declaration on offer, its menu and the hint on showing fewer cards took
    seven rows, and only "Tu" and "Ada" of the four seats were on the table. The footer's row and the header's
    title give way; a message then takes the hint's rows (the help page says it), never a seat's."""
    app = play_app(tmp_path, "tarocchino", seed=5, lang="it")

    async def script(pilot: Any) -> None:
        screen = game_screen(app)
        await until(pilot, lambda: screen.table.is_human_turn and bool(screen.menu()))
        assert any(isinstance(e, Action) and e.verb == "declare" for e in screen.menu()), screen.menu()
        await all_in_view(pilot, app, "it")
        await type_line(pilot, "xyzzy")
        await all_in_view(pilot, app, "it")
        hint = translate("show_part_hint", "it")
        await pilot.press("question_mark")
        await until(pilot, lambda: isinstance(app.screen, InfoScreen))
        page = app.screen
        assert isinstance(page, InfoScreen) and hint in page.body.plain

    run_app(app, script)
