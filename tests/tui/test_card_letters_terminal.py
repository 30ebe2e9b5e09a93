"""The terminal writes the courts with the letters of its language (``R♥``, ``D♠`` in French), the letters its help
tells the player to type, through the real app (Textual's pilot)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from textual.widgets import Static
from tui_driver import run_app, screen_text, type_line

from packs import pack_of
from tarocchi.cards import cards_of, rank_of, suit_of
from tarocchi.cards.names import fold, suit_name
from tarocchi.tui.app import GameScreen, PlayConfig, TarocchiApp

ENGLISH_COURT_LABEL = re.compile(r"(?<![\w])[JNQK][♠♥♦♣]")
FRENCH_LETTERS = {10: "V", 11: "C", 12: "D", 13: "R"}  # valet, cavalier, dame, roi


def _hand_rows(app: TarocchiApp) -> dict[str, list[str]]:
    """The hand's rows by suit name, each the labels it shows (the cursor's brackets, a ``+`` left out)."""
    content = app.screen.query_one("#hand", Static).content
    plain = content.plain if hasattr(content, "plain") else str(content)
    rows: dict[str, list[str]] = {}
    for line in plain.splitlines()[1:]:
        words = line.replace("[", " ").replace("]", " ").replace("+", " ").split()
        if len(words) > 2:
            rows[words[1]] = words[2:]
    return rows


def test_a_french_terminal_shows_and_takes_the_courts_by_their_french_letters(tmp_path: Path) -> None:
    game = "french-tarot"
    config = PlayConfig(
        game=game, options={"players": 4}, delay=0, seed=2, bots="random", lang="fr", save=str(tmp_path / "r.json")
    )
    app = TarocchiApp(config)

    async def script(pilot: Any) -> None:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        table = screen.table
        hand = table.hand_cards(table.human)
        courts = [c for c in cards_of(hand) if c >= 22 and rank_of(c) >= 10]
        assert {11, 12, 13} <= {rank_of(c) for c in courts}  # the deal of seed 2 holds knights, queens, kings
        rows = _hand_rows(app)
        for card in courts:
            row = rows[suit_name(suit_of(card), pack_of(game), "fr")[:8]]
            assert FRENCH_LETTERS[rank_of(card)] in row, (card, rows)
        assert not {"J", "N", "Q", "K"} & {label for row in rows.values() for label in row}, rows
        for _ in range(300):  # to the first card the human plays (bids and discards by the menu's first entry)
            await pilot.pause(0.01)
            if table.is_human_turn and screen.playable():
                break
            if table.is_human_turn and screen.choice is None:
                await type_line(pilot, "1")
        playable = [c for c in cards_of(screen.playable()) if c >= 22 and rank_of(c) >= 10]
        assert playable, screen_text(app)
        card = playable[0]
        label = screen.view.card(card)
        assert label[0] == FRENCH_LETTERS[rank_of(card)], label
        before = len(table.state.history)
        await type_line(pilot, f"{label[0].lower()} {fold(suit_name(suit_of(card), pack_of(game), 'fr'))}")  # "r coeur"
        assert len(table.state.history) > before and table.state.history[before].card == card, screen.message.plain
        text = screen_text(app)
        assert label in text and not ENGLISH_COURT_LABEL.search(text), text

    run_app(app, script, size=(100, 32))
