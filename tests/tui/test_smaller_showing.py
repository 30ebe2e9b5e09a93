"""Tarocchino 13.4 at the terminal: a declaration is offered at its largest, and the player shows fewer of its
cards by typing them; cards that could be two combinations (C11) are asked about by the menu."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest
from tui_driver import screen_text, type_line, typed

from tarocchi.cards import CODES, cards_of
from tarocchi.engine.actions import Action
from tarocchi.tui.app import GameScreen, PlayConfig, TarocchiApp


def run_app(app: TarocchiApp, script: Callable[[Any], Awaitable[None]]) -> None:
    async def main() -> None:
        async with app.run_test(size=(100, 40)) as pilot:
            await pilot.pause()
            await script(pilot)

    asyncio.run(main())


async def _to_showable(app: TarocchiApp, pilot: Any) -> Action:
    """Play on (the first menu entry, the discard by its cards) until a declaration with smaller showings is offered."""
    screen = app.screen
    assert isinstance(screen, GameScreen)
    for _ in range(200):
        table = screen.table
        showable = [a for a in table.human_actions() if a.verb == "declare" and table.game.may_show_part(a)]
        if showable:
            return showable[0]
        if screen.choice is not None:
            c = screen.choice
            await type_line(pilot, " ".join(typed(app, x) for x in cards_of(c.pool)[: c.size]))
        elif screen.menu():
            await type_line(pilot, "1")
        await pilot.pause()
    raise AssertionError("no declaration with a smaller showing was offered")


def test_typing_part_of_a_declaration_shows_only_those_cards(tmp_path: Path) -> None:
    # seed 48: the player is offered the sequence of the four aces in the first hand
    app = TarocchiApp(PlayConfig(game="tarocchino", delay=0, seed=48, bots="random", save=str(tmp_path / "r.json")))

    async def script(pilot: Any) -> None:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        listed = await _to_showable(app, pilot)
        assert listed.value == "seq-aces" and listed.cards.bit_count() == 4
        assert "To show fewer cards of a combination, type the cards to show." in screen_text(app)
        aces = cards_of(listed.cards)
        await type_line(pilot, " ".join(typed(app, c) for c in aces[:2]))  # two aces are no sequence
        text = screen_text(app)
        assert "Refused — declare" in text, text
        assert not any(a.verb == "declare" and a.seat == screen.table.human for a in screen.table.state.history)
        await type_line(pilot, " ".join(typed(app, c) for c in aces[:3]))
        mine = [a for a in screen.table.state.history if a.verb == "declare" and a.seat == screen.table.human]
        assert mine == [Action(listed.seat, "declare", cards=listed.cards & ~(1 << aces[3]), value="seq-aces")]

    run_app(app, script)


def test_cards_that_form_two_combinations_are_asked_about(tmp_path: Path) -> None:
    """C11: T21 T20 T1 are both a cricca of the tarocchi and a Grande; the menu asks which is declared."""
    # seed 140: the player, not the dealer, holds T21 T20 T1 and is offered both at once
    app = TarocchiApp(PlayConfig(game="tarocchino", delay=0, seed=140, bots="random", save=str(tmp_path / "r.json")))

    async def script(pilot: Any) -> None:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        table = screen.table
        assert table.is_human_turn
        three = [c for c in cards_of(table.hand_cards()) if CODES[c] in ("T21", "T20", "T1")]
        words = " ".join(typed(app, c) for c in three)
        await type_line(pilot, words)
        text = screen_text(app)
        assert "more than one combination: which one?" in text, text
        assert [a.value for a in screen.menu()] == ["cricca-tarocchi", "seq-grande"]  # type: ignore[union-attr]
        await pilot.press("escape")  # back to the declarations on offer
        await pilot.pause()
        assert screen.showings == [] and len(screen.menu()) > 2
        await type_line(pilot, words)
        await type_line(pilot, "2")
        mine = [a for a in table.state.history if a.verb == "declare" and a.seat == table.human]
        assert [(a.value, a.cards) for a in mine] == [("seq-grande", sum(1 << c for c in three))]

    run_app(app, script)


def _gatti_trionfi_app(tmp_path: Path) -> TarocchiApp:
    # seed 108, four players: the player holds ten trumps and declares first (trionfi from 8 trumps)
    config = PlayConfig(
        game="gatti", options={"players": 4}, delay=0, seed=108, bots="random", save=str(tmp_path / "r.json")
    )
    return TarocchiApp(config)


@pytest.mark.parametrize("leave_out", [0, 1])
def test_gatti_typed_trionfi_go_to_the_step_they_complete(tmp_path: Path, leave_out: int) -> None:
    """Gatti 7.6 offers the lower steps as card choices (8 and 9 of the 10 trumps) beside the whole
    declaration: typed trumps are declared as the one they make, not refused by the first choice listed."""
    app = _gatti_trionfi_app(tmp_path)

    async def script(pilot: Any) -> None:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        table = screen.table
        [listed] = [a for a in table.human_actions() if a.verb == "declare" and a.value == "trionfi"]
        assert listed.cards.bit_count() == 10 and sorted(c.size for c in table.human_choices()) == [8, 9]
        shown = cards_of(listed.cards)[leave_out:]
        await type_line(pilot, " ".join(typed(app, c) for c in shown))
        mine = [a for a in table.state.history if a.verb == "declare" and a.seat == table.human]
        assert [(a.value, a.cards) for a in mine] == [("trionfi", sum(1 << c for c in shown))], screen_text(app)

    run_app(app, script)
