"""A card refused on the terminal's screen reads with one colon before the reason, in each language: "Refusé —
4♠ : doit fournir à carreau (en main : …)", never "Refusé : 4♠ : doit fournir … (en main : …)" (catalog
"refused")."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from tui_driver import game_screen, play_app, run_app, type_line, typed, until

from tarocchi.cards import cards_of
from tarocchi.tui.app import TarocchiApp


async def _refuse_a_card(app: TarocchiApp, pilot: Any) -> tuple[str, str] | None:
    """Play on (Enter on each menu and card) to a turn where the human holds a card he may not play, and type it:
    the card as the screen shows it, and the message; ``None`` if no such turn came."""
    screen = game_screen(app)
    for _ in range(300):
        await until(pilot, lambda: screen.table.is_human_turn or screen.table.state.is_over)
        if screen.table.state.is_over:
            return None
        if screen.choice is not None:
            c = screen.choice
            await type_line(pilot, " ".join(typed(app, x) for x in cards_of(c.pool)[: c.size]))
            continue
        playable = screen.playable()
        bad = [c for c in cards_of(screen.table.hand_cards()) if playable and not (playable >> c) & 1]
        if bad:
            await type_line(pilot, typed(app, bad[0]))
            return screen.view.card(bad[0]), screen.message.plain
        await type_line(pilot, "")
    return None


@pytest.mark.parametrize(("lang", "refused"), [("en", "Refused — "), ("it", "Rifiutato — "), ("fr", "Refusé — ")])
def test_a_refused_card_reads_with_one_colon_before_why(tmp_path: Path, lang: str, refused: str) -> None:
    for seed in range(1, 8):
        app = play_app(tmp_path, "french-tarot", seed=seed, lang=lang, dealer=3)
        seen: dict[str, tuple[str, str] | None] = {}

        async def script(pilot: Any, app: TarocchiApp = app, seen: dict[str, Any] = seen) -> None:
            seen["refusal"] = await _refuse_a_card(app, pilot)

        run_app(app, script)
        if seen.get("refusal") is None:
            continue
        shown, message = seen["refusal"] or ("", "")
        assert message.startswith(f"{refused}{shown}"), message
        reason = message.removeprefix(f"{refused}{shown}")
        assert reason.startswith(" : " if lang == "fr" else ": "), message
        assert ":" not in message.removesuffix(reason), message  # the only colon before the reason is its own
        return
    pytest.fail("no deal of the seeds tried refused a card of the human")
