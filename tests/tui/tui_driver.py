"""Drives the Textual app headlessly with keystrokes, as a player would (used by the tests)."""

from __future__ import annotations

import asyncio
import itertools
import random
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from textual.widgets import Static

from tarocchi.cards import CODES, cards_of
from tarocchi.cards.names import shortest_input
from tarocchi.tui.app import GameScreen, InfoScreen, PlayConfig, SetupScreen, TarocchiApp


def run_app(app: TarocchiApp, script: Callable[[Any], Awaitable[None]], size: tuple[int, int] = (80, 24)) -> None:
    """Runs ``script(pilot)`` on the app, headless in a terminal of ``size`` (columns, rows), once it has settled."""

    async def main() -> None:
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            await script(pilot)

    asyncio.run(main())


def play_app(tmp_path: Path, game: str, **kw: Any) -> TarocchiApp:
    """The terminal game of ``game`` against heuristic players without delay, saving to ``tmp_path/r.json``;
    ``options`` and the other :class:`PlayConfig` fields by keyword."""
    options = kw.pop("options", {})
    config = PlayConfig(game=game, options=options, bots="heuristic", delay=0, save=str(tmp_path / "r.json"), **kw)
    return TarocchiApp(config)


def setup_app(tmp_path: Path, lang: str = "en") -> TarocchiApp:
    """The app at its setup screen (no game chosen), random computer players, no delay."""
    return TarocchiApp(PlayConfig(game=None, delay=0, bots="random", seed=1, save=str(tmp_path / "r.json"), lang=lang))


async def to_option(pilot: Any, app: TarocchiApp, key: str) -> SetupScreen:
    """Down the setup screen's options to the option ``key``."""
    screen = app.screen
    assert isinstance(screen, SetupScreen)
    for _ in range(14):
        if screen.shown_specs()[screen.cursor].key == key:
            return screen
        await pilot.press("down")
        await pilot.pause()
    raise AssertionError(f"no option {key}")


def game_screen(app: TarocchiApp) -> GameScreen:
    """The table screen the app shows now."""
    screen = app.screen
    assert isinstance(screen, GameScreen)
    return screen


async def until(pilot: Any, done: Callable[[], bool], steps: int = 300, seconds: float = 60.0) -> None:
    """Wait until ``done()``, in pauses of 20 ms: given up only after ``steps`` pauses and ``seconds`` both.
    A count of pauses alone is short for work in another thread (a computer player paced by a delay, a
    hint, a review), which a loaded CI machine may make several times slower than the loop's own pauses."""
    deadline = time.monotonic() + seconds
    for step in itertools.count():
        if done():
            return
        if step >= steps and time.monotonic() >= deadline:
            raise AssertionError("the table did not get there")
        await pilot.pause(0.02)


def screen_text(app: TarocchiApp) -> str:
    """The plain text of every Static on the current screen (what the player reads)."""
    out = []
    for widget in app.screen.query(Static):
        content = widget.content
        out.append(content.plain if hasattr(content, "plain") else str(content))
    return "\n".join(out)


def typed(app: TarocchiApp, card: int) -> str:
    """What a player of this game types for ``card`` in the app's language (``rco``, ``kcu``, ``21``)."""
    game = app.table.game if app.table is not None else None
    if game is None:
        return CODES[card].lower()
    return shortest_input(card, game.pack, app.config.lang, game.deck)


def keys_for(text: str) -> list[str]:
    return ["space" if ch == " " else ch for ch in text]


async def type_line(pilot: Any, text: str) -> None:
    await pilot.press(*keys_for(text), "enter")
    await pilot.pause()


async def play_to_page(
    app: TarocchiApp,
    pilot: Any,
    rng: random.Random,
    *,
    seen: dict[str, Any] | None = None,
    max_steps: int = 3000,
) -> InfoScreen:
    """Play random legal choices through the keyboard until a page opens (the end of the hand); return it.
    With ``seen`` (:func:`play_hands`), one illegal card is tried first and its refusal kept there."""
    for _ in range(max_steps):
        await pilot.pause()
        screen = app.screen
        if isinstance(screen, InfoScreen):
            return screen
        if not isinstance(screen, GameScreen):
            continue
        table = screen.table
        if not table.is_human_turn or table.state.is_over:
            await pilot.pause(0.01)
            continue
        actions = table.human_actions()
        plays = [a for a in actions if a.verb == "play"]
        if screen.choice is not None:
            c = screen.choice
            extra = rng.sample(cards_of(c.pool & ~c.required), c.size - c.required.bit_count())
            await type_line(pilot, " ".join(typed(app, x) for x in extra))
            continue
        if plays and seen is not None and not seen["illegal_tried"]:
            playable = screen.playable()
            hand = table.hand_cards(table.acting_seat)
            bad = [c for c in cards_of(hand) if not (playable >> c) & 1]
            if bad:
                before = len(table.state.history)
                await type_line(pilot, typed(app, bad[0]))
                text = screen_text(app)
                assert "Refused" in text, text
                assert len(table.state.history) == before
                seen["refusals"].append(str(screen.message))
                seen["illegal_tried"] = True
                continue
        menu = screen.menu()
        options: list[tuple[str, Any]] = [("play", a) for a in plays] + [("menu", i) for i in range(len(menu))]
        options += [("give", a) for a in screen.gives()]  # exchange cards are typed, not numbered
        kind, what = rng.choice(options)
        if kind in ("play", "give"):
            await type_line(pilot, typed(app, what.card))
        else:
            await type_line(pilot, str(what + 1))
    raise AssertionError("the hand did not finish")


async def play_hands(
    app: TarocchiApp, pilot: Any, rng: random.Random, *, hands: int = 1, try_illegal: bool = True, max_steps: int = 3000
) -> dict[str, Any]:
    """Play ``hands`` hands through the keyboard (:func:`play_to_page`): random legal choices, one illegal card
    tried first; each end-of-hand page is read, then closed with Enter."""
    seen: dict[str, Any] = {"refusals": [], "result_pages": [], "illegal_tried": not try_illegal}
    for finished in range(1, hands + 1):
        page = await play_to_page(app, pilot, rng, seen=seen, max_steps=max_steps)
        seen["result_pages"].append(page.body.plain)
        for _ in range(100):  # the end-of-hand page ignores keys for a moment after it opens
            await pilot.press("enter")
            await pilot.pause(0.05)
            if app.screen is not page:
                break
        if finished >= hands:
            break
    return seen


__all__ = ["game_screen", "play_app", "play_hands", "play_to_page", "screen_text", "type_line", "until"]
