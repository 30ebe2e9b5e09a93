"""French Tarot for two (§13, "avec le mort"): when the player plays for his dummy, its hand is shown below the
table to pick a card from, and its 24 cards were written a second time on the table ("Your dummy: T7 T17 ..."),
three of a phone's 20 rows, which pushed the table's title and the keys' footer off. The table lists the dummy's
open hand while the player plays his own cards, not while the dummy's are the hand on screen."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from test_dummy_cards_cut import shown_rows
from tui_driver import game_screen, play_app, run_app, until

from tarocchi.tui.app import TarocchiApp


def dummy_cards_now(app: TarocchiApp) -> list[str]:
    """The dummy's open hand as the table writes it (French Tarot §13)."""
    screen = game_screen(app)
    obs = screen.table.observation()
    cards = next(c for key, c in obs.public_cards.items() if key.startswith("dummy"))
    return screen.view.cards(cards).split()


def acting_for_dummy(app: TarocchiApp) -> bool:
    table = game_screen(app).table
    return table.is_human_turn and table.acting_seat is not None and table.acting_seat != table.human


def test_the_dummys_cards_are_shown_once_when_the_player_plays_them(tmp_path: Path) -> None:
    app = play_app(tmp_path, "french-tarot", options={"players": 2}, seed=5, dealer=1, lang="fr")
    seen: dict[str, list[str]] = {}

    async def script(pilot: Any) -> None:
        screen = game_screen(app)
        await until(pilot, lambda: screen.table.is_human_turn)
        await pilot.press("enter")  # a pass: the computer takes, the dummy leads
        await until(pilot, lambda: acting_for_dummy(app))
        await pilot.pause()
        seen["dummy"] = shown_rows(app)
        await pilot.press("enter")  # the dummy's card: then the player's own turn
        await until(pilot, lambda: screen.table.is_human_turn and not acting_for_dummy(app))
        await pilot.pause()
        seen["own"] = shown_rows(app)
        seen["words"] = dummy_cards_now(app)

    run_app(app, script, size=(40, 20))
    dummy_row = [row for row in seen["dummy"] if row.strip().startswith("Votre mort :")]
    assert not dummy_row, "\n".join(seen["dummy"])
    assert seen["dummy"][0].strip() == "Table", seen["dummy"]  # the title has its row again
    own = " ".join(seen["own"])
    assert "Votre mort :" in own and len(seen["words"]) == 23 and all(w in own.split() for w in seen["words"]), seen[
        "own"
    ]
