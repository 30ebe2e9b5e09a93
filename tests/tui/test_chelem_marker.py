"""The table's ``▶`` marks the seat the player is asked for. The chelem is offered to the taker out of turn, after
the discard and before the forehand leads (French Tarot R9.3, C13): the table marked the forehand ("▶Ada") while the
prompt asked the player "announce Chelem?"; at 2, 3, 4 and 5 players. The other non-card decisions (the auction,
the king's call, the discard, a poignée) are asked in turn and were marked rightly; they stay so."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from tui_driver import game_screen, play_app, run_app, screen_text, type_line, typed, until

from tarocchi.cards import cards_of
from tarocchi.tui.app import GameScreen, TarocchiApp


def marked_rows(app: TarocchiApp) -> list[str]:
    """The table's rows the ``▶`` marks (the setup screen's marker is not on this screen)."""
    return [line for line in screen_text(app).splitlines() if line.startswith("▶")]


async def take_to_the_chelem(app: TarocchiApp, pilot: Any, seen: list[tuple[str, list[str]]]) -> None:
    """Bid the highest contract, call the first king, discard the first cards the discard may hold, until the
    chelem is offered; ``seen`` gets each decision's verbs and the rows the ``▶`` marks then."""
    screen = game_screen(app)
    for _ in range(20):
        await until(pilot, lambda: screen.table.is_human_turn)
        verbs = {a.verb for a in screen.table.human_actions()} | ({"discard"} if screen.choice else set())
        seen.append((",".join(sorted(verbs)), marked_rows(app)))
        if "announce" in verbs:
            return
        if screen.choice is not None:
            c = screen.choice
            cards = cards_of(c.pool & ~c.required)[: c.size - c.required.bit_count()]
            await type_line(pilot, " ".join(typed(app, card) for card in cards))
        elif "bid" in verbs:
            await type_line(pilot, str(len(screen.menu())))  # the last entry: the highest bid
        else:
            await type_line(pilot, "1")
    raise AssertionError("the chelem was never offered")


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_chelem_question_marks_the_player_not_the_forehand(tmp_path: Path, players: int) -> None:
    app = play_app(tmp_path, "french-tarot", options={"players": players}, seed=1, dealer=0)
    seen: list[tuple[str, list[str]]] = []
    after: list[str] = []

    async def script(pilot: Any) -> None:
        await take_to_the_chelem(app, pilot, seen)
        screen = game_screen(app)
        await type_line(pilot, str(screen.menu().index("decline") + 1))  # no chelem: the forehand leads
        await until(pilot, lambda: isinstance(app.screen, GameScreen) and len(screen.table.state.history) > 0)
        await until(pilot, lambda: screen.table.is_human_turn)
        after.extend(marked_rows(app))

    run_app(app, script)
    assert seen[-1][0] == "announce", seen
    for verbs, rows in seen:  # the auction, the call, the discard, the chelem: the player's own row
        assert len(rows) == 1 and rows[0].startswith("▶You"), (verbs, rows)
    assert len(after) == 1 and after[0].startswith("▶You"), after  # (his card: marked in turn)
