"""The terminal game's audit of the less-played games (Piedmontese 2/3/4, Tarocchino's declarations, Gatti with
dummies and a called king): each defect played as the player met it, in a pilot or a real terminal (tmux)."""

from __future__ import annotations

import random
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest
import tui_driver
from rich.text import Text
from tui_driver import game_screen, play_app, screen_text, type_line, until
from tui_tmux import TermSession, drive_one_hand, load_state, require_tmux

from tarocchi.engine.actions import Action
from tarocchi.games import create_game
from tarocchi.tui import render
from tarocchi.tui.app import HandOverScreen, TarocchiApp


def run_app(app: TarocchiApp, script: Callable[[Any], Awaitable[None]], size: tuple[int, int] = (60, 30)) -> None:
    """:func:`tui_driver.run_app` on a phone's terminal, 60 x 30 unless a test says otherwise."""
    tui_driver.run_app(app, script, size)


# ---------------------------------------------------------------- 1: who plays with me (fixed pairs)


@pytest.mark.parametrize(
    ("game", "options", "human", "partner"),
    [
        ("piedmontese", {"players": 4}, 0, "Bruno"),
        ("tarocchino", {}, 1, "Carla"),
        ("gatti", {"players": 4}, 3, "Bruno"),
    ],
)
def test_the_header_names_the_partner_of_a_fixed_pair(
    game: str, options: dict[str, Any], human: int, partner: str
) -> None:
    """Piedmontese 3.1, Tarocchino 1.1, Gatti 12.1: four play in fixed pairs, partners opposite. The table showed
    who plays with whom only on the sheet's headings (Tab, F2): the header names the partner all hand long."""
    rules = create_game(game, options)
    others = iter(["Ada", "Bruno", "Carla"])
    names = ["You" if seat == human else next(others) for seat in range(4)]
    view = render.View(rules, "en", names=names, human=human)
    obs = rules.new_hand(0, rules.deal(0, 3)).observation(human)
    assert f"your partner {partner}" in render.info_line(view, obs).split(" · ")


@pytest.mark.parametrize(
    ("game", "options"),
    [("piedmontese", {"players": 3}), ("piedmontese", {"players": 2}), ("gatti", {"players": 2})],
)
def test_no_partner_is_named_alone_or_beside_ones_own_dummy(game: str, options: dict[str, Any]) -> None:
    """Each for himself (Piedmontese 3.1) or a dummy of one's own (Gatti 12.2, named "Your dummy"): no partner."""
    rules = create_game(game, options)
    view = render.View(rules, "en", names=["You", "Ada", "Bruno", "Carla"][: rules.num_seats], human=0)
    obs = rules.new_hand(0, rules.deal(0, 3)).observation(0)
    assert "partner" not in render.info_line(view, obs)


# ---------------------------------------------------------------- 2: the options the table plays with


def test_the_help_names_the_options_in_force(tmp_path: Path) -> None:
    """Piedmontese 12.1 with must_overtrump and reference 57 for three: the help's summary says "Follow suit; if
    void you must trump" and nothing on screen told that the overtrump duty and another reference were on."""
    options = {"players": 3, "must_overtrump": True, "reference_3p": 57}
    app = play_app(tmp_path, "piedmontese", options=options, seed=7)

    async def script(pilot: Any) -> None:
        screen = game_screen(app)
        await until(pilot, lambda: screen.table.is_human_turn)
        await pilot.press("f1")
        await pilot.pause()
        text = screen_text(app)
        assert "Options" in text.splitlines(), text
        assert "  Must overtrump: yes" in text.splitlines(), text
        assert "  Reference (3 players): 57 points" in text.splitlines(), text
        assert "  Angelo beats Mondo: no" in text.splitlines(), text
        assert "  Hands in the match: 3" in text.splitlines(), text

    run_app(app, script, size=(100, 60))


# ---------------------------------------------------------------- 3: a card the pack leaves out


@pytest.mark.parametrize("typed", ["7cu", "4s", "7H"])
def test_a_card_the_pack_leaves_out_is_refused_with_the_games_reason(tmp_path: Path, typed: str) -> None:
    """Piedmontese 1.1, C3: the 62-card pack has no 7 of cups or 4 of swords. Typed, they read "Not understood",
    as if the player had typed nonsense; the game's own reason says what is wrong."""
    app = play_app(tmp_path, "piedmontese", seed=11, dealer=1)

    async def script(pilot: Any) -> None:
        screen = game_screen(app)
        await until(pilot, lambda: screen.table.is_human_turn and bool(screen.playable()))
        before = len(screen.table.state.history)
        await type_line(pilot, typed)
        message = screen.message.plain
        assert "not in the 62-card pack" in message, message
        assert "Not understood" not in message
        assert len(screen.table.state.history) == before

    run_app(app, script)


# ---------------------------------------------------------------- 4: a page's footer on a phone


def test_a_pages_footer_is_read_whole_on_a_phones_terminal(tmp_path: Path) -> None:
    """At 60 columns the end-of-hand page's keys were cut: "Enter: next hand   Ctrl+C: save and quit   R: review
    this" (and no more). The footer wraps instead."""
    app = play_app(tmp_path, "piedmontese", seed=11)

    async def script(pilot: Any) -> None:
        screen = game_screen(app)
        await until(pilot, lambda: screen.table.is_human_turn)
        footer = screen.t("press_enter_next") + "   " + screen.t("review_offer")
        assert len(footer) > 60
        app.push_screen(HandOverScreen(Text("body"), footer))
        await pilot.pause()
        widget = app.screen.query_one("#page-footer")
        assert widget.size.height >= 2, widget.size
        assert widget.size.height * (widget.size.width - 2) >= len(footer)

    run_app(app, script)


# ---------------------------------------------------------------- 5: declarations made with the first card


def test_enter_alone_does_not_forgo_the_declarations_of_the_first_trick(tmp_path: Path) -> None:
    """Tarocchino 4.1 with declaration_timing=first-trick: a player declares before his card to trick 1, and never
    after. The cursor stood on a card, so Enter out of habit played it and threw away a cricca of tarocchi and
    two sequences. No card is under the cursor while declarations are on offer: Enter asks for a card."""
    app = play_app(tmp_path, "tarocchino", options={"declaration_timing": "first-trick"}, seed=36)

    async def script(pilot: Any) -> None:
        screen = game_screen(app)
        table = screen.table
        await until(pilot, lambda: table.is_human_turn)
        declarations = [a for a in table.human_actions() if a.verb == "declare" and a.cards]
        assert declarations and screen.playable(), table.human_actions()
        before = len(table.state.history)
        await type_line(pilot, "")
        assert len(table.state.history) == before, "Enter played a card"
        assert screen.message.plain == screen.t("choose_a_card")
        await type_line(pilot, "#1")  # declared; the other declarations are still there
        assert len(table.state.history) == before + 1
        assert table.state.history[-1].verb == "declare"
        assert screen.cursor is None
        while any(isinstance(e, Action) and e.verb == "declare" and e.cards for e in screen.menu()):
            await type_line(pilot, "#1")
        assert screen.cursor is not None  # all declared: the cursor is back on a card, Enter plays it
        await type_line(pilot, "")
        assert table.state.history[-1].verb == "play"

    run_app(app, script)


# ---------------------------------------------------------------- 6: the whole thing, in a real terminal


@pytest.mark.slow
def test_a_piedmontese_hand_for_four_in_a_phones_terminal(tmp_path: Path) -> None:
    """A real terminal at 60 x 30: the partner in the header, a card the pack leaves out refused with its reason,
    the options on the help page, and the hand played to its end."""
    require_tmux()
    record = tmp_path / "p.json"
    args = ["play", "piedmontese", "--seed", "11", "--bots", "random", "--delay", "0", "--save", str(record)]
    term = TermSession(args, tmp_path, width=60, height=30)
    try:
        text = term.wait_for(r"play a card")
        assert "partner Bruno" in text, text
        term.type("7cu")
        text = term.wait_for(r"Refused")
        assert "not in the 62-card pack" in text, text
        term.send("?")
        text = term.wait_for(r"Options")
        assert "Hands in the match: 4" in text, text
        term.send("Escape")
        term.wait_for(r"play a card")
        seen = drive_one_hand(term, record, random.Random(3), try_illegal=False)
        assert "End of hand 1" in seen["end_screen"]
        _, state = load_state(record)
        assert state is not None and state.is_over
        term.send("C-c")
        assert term.exit_code() == 0 or term.exit_code() == 130
    finally:
        term.close()


def test_the_holder_of_the_called_king_is_told_whom_he_plays_with(tmp_path: Path) -> None:
    """Gatti 12.3: the dealer calls a king; its holder is his partner, secretly. The holder (the human) saw
    "called K♠" and had to work out for himself that he plays with the dealer; the header says so (his own
    knowledge: :meth:`Game.known_sides` of his observation)."""
    app = play_app(tmp_path, "gatti", options={"players": 4, "mode": "call"}, seed=0, dealer=1)

    async def script(pilot: Any) -> None:
        screen = game_screen(app)
        table = screen.table
        await until(pilot, lambda: table.is_human_turn and bool(table.observation().info.get("called")))
        await pilot.pause()
        assert table.observation().info.get("called") == "KS" and not table.observation().info.get("partner")
        header = screen.query_one("#header").content.plain
        assert "partner Ada" in " ".join(header.split()), header
        for seat in (2, 3):  # the others know nothing yet
            obs = table.state.observation(seat)
            view = render.View(table.game, "en", names=table.names, human=seat)
            assert "partner" not in render.info_line(view, obs)

    run_app(app, script)
