"""The end-of-hand review and the hint key of ``tarocchi play`` (the table, then the screen)."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path
from typing import Any

import pytest
from tui_driver import until

from tarocchi.agents import make_agent
from tarocchi.i18n import translate
from tarocchi.tui.app import GameScreen, HandOverScreen, InfoScreen, PlayConfig, TarocchiApp
from tarocchi.tui.controller import Table

pytest.importorskip("tarocchi.games.french_tarot")


def finished_table(tmp_path: Path, seed: int) -> Table:
    """A French Tarot table where the human's moves are the heuristic's, played to the end of a hand."""
    from tarocchi.games import create_game

    game = create_game("french-tarot", {"players": 4})
    table = Table(game, human=0, bots="heuristic", seed=seed, save_path=tmp_path / "t.json")
    mine = make_agent("heuristic", game)
    rng = random.Random(seed)
    while not table.state.is_over:
        if table.is_human_turn:
            seat = table.acting_seat
            assert seat is not None
            obs = table.state.observation(seat)
            legal = [a for a in table.human_actions() if a.seat == seat]
            choices = [c for c in table.human_choices() if c.seat == seat]
            assert table.submit(mine.act(obs, legal, rng, choices)) is None
        else:
            table.bot_step()
    return table


def test_the_review_covers_the_humans_decisions_only(tmp_path: Path) -> None:
    for seed in range(20):
        table = finished_table(tmp_path, seed)
        if table.state.result().detail.get("taker") is not None:
            break
    review = table.review_hand(samples=6)
    assert review.decisions, "a played hand has decisions with a choice"
    assert {d.seat for d in review.decisions} == {0}
    for d in review.decisions:
        assert d.chosen in [o.action for o in d.options]
        assert d.loss >= 0 and d.best.value >= d.chosen_option.value


def test_the_hint_is_a_legal_move_of_the_human(tmp_path: Path) -> None:
    from tarocchi.games import create_game

    game = create_game("french-tarot", {"players": 4})
    table = Table(game, human=0, bots="heuristic", seed=3, save_path=tmp_path / "h.json")
    table.hint_agent = make_agent("search:playouts=8", game)  # a small budget for the test
    while not table.is_human_turn:
        table.bot_step()
    hint = table.hint()
    assert hint is not None
    assert hint in table.human_actions() or any(
        hint.seat == c.seat and hint.verb == c.verb for c in table.human_choices()
    )


def test_f3_shows_a_hint_and_r_on_the_end_of_hand_page_shows_the_review(tmp_path: Path) -> None:
    app = TarocchiApp(PlayConfig(game="french-tarot", delay=0, seed=5, bots="heuristic", save=str(tmp_path / "r.json")))

    async def script(pilot: Any) -> None:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        from tarocchi.games import create_game

        screen.table.hint_agent = make_agent("search:playouts=8", create_game("french-tarot", {"players": 4}))
        hints: list[Any] = []
        hint = screen.table.hint
        screen.table.hint = lambda: hints.append(hint()) or hints[-1]  # type: ignore[method-assign]
        for _ in range(3):  # the hint of a bid (a menu option), then of cards: Enter takes what it names
            while not screen.table.is_human_turn:
                await pilot.pause(0.05)
            said = len(screen.table.state.history)
            await pilot.press("f3")
            await until(pilot, lambda: "Hint: the expert chooses" in screen.message.plain)  # worked out in a thread
            await pilot.press("enter")
            await pilot.pause(0.05)
            assert screen.table.state.history[said] == hints[-1], (screen.table.state.history[said:], hints)
        # Play the hand out with the heuristic's moves for the human.
        mine = make_agent("heuristic", screen.table.game)
        rng = random.Random(0)
        for _ in range(400):
            await pilot.pause(0.01)
            if isinstance(app.screen, HandOverScreen):
                break
            table = screen.table
            if table.is_human_turn and not table.state.is_over:
                seat = table.acting_seat
                assert seat is not None
                obs = table.state.observation(seat)
                legal = [a for a in table.human_actions() if a.seat == seat]
                choices = [c for c in table.human_choices() if c.seat == seat]
                table.submit(mine.act(obs, legal, rng, choices))
                screen.advance()
        page = app.screen
        assert isinstance(page, HandOverScreen)
        assert "R: review this hand" in page.footer
        for _ in range(100):  # the page ignores keys for a moment after it opens
            await pilot.press("r")
            await pilot.pause(0.05)
            if app.screen is not page:
                break
        # the review is worked out in a thread: a deadline, not a count of pauses, on a loaded machine
        await until(pilot, lambda: isinstance(app.screen, InfoScreen) and app.screen is not page, 600, 180)
        review = app.screen
        assert isinstance(review, InfoScreen) and not isinstance(review, HandOverScreen)
        assert "Review of hand 1" in review.body.plain and "Biggest mistakes" in review.body.plain
        await pilot.press("enter")
        await pilot.pause(0.2)
        assert isinstance(app.screen, GameScreen) and screen.table.hand_index == 1

    async def main() -> None:
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.pause()
            await script(pilot)

    asyncio.run(main())


def hint_said(message: str) -> bool:
    """The hint's answer is on the screen: the expert's choice, or that there is none to give."""
    return "Hint: the expert chooses" in message or translate("hint_none", "en") in message


def test_enter_after_f3_takes_the_hint_whatever_the_decision(tmp_path: Path) -> None:
    """F3 puts the cursor on the hinted card, the menu's cursor on the hinted bid, and selects the hinted
    discard, so Enter alone takes each (over hands until the human has bid, discarded and played)."""
    from tarocchi.games import create_game

    seen: set[str] = set()
    for seed in range(12):
        app = TarocchiApp(
            PlayConfig(game="french-tarot", delay=0, seed=seed, bots="heuristic", save=str(tmp_path / f"{seed}.json"))
        )

        async def script(pilot: Any, app: TarocchiApp = app) -> None:
            screen = app.screen
            assert isinstance(screen, GameScreen)
            table = screen.table
            table.hint_agent = make_agent(
                "search:playouts=8:discards=search:discard_playouts=8", create_game("french-tarot", {"players": 4})
            )
            hints: list[Any] = []
            hint = table.hint
            table.hint = lambda: hints.append(hint()) or hints[-1]  # type: ignore[method-assign]
            for _ in range(60):
                for _ in range(200):
                    if table.is_human_turn or table.state.is_over:
                        break
                    await pilot.pause(0.02)
                if table.state.is_over:
                    return
                said, asked = len(table.state.history), len(hints)
                screen.message.plain = ""
                await pilot.press("f3")
                # the hint is worked out in a thread: Enter before it came would take the default, not the hint
                await until(pilot, lambda asked=asked: len(hints) > asked and hint_said(screen.message.plain))
                await pilot.press("enter")
                for _ in range(50):
                    await pilot.pause(0.02)
                    if len(table.state.history) > said:
                        break
                if hints[-1] is None:  # an optional window (a chelem before a computer player leads) let pass
                    assert table.state.history[said].seat not in table.controlled, table.state.history[said:]
                    continue
                assert table.state.history[said] == hints[-1], (table.state.history[said:], hints[-1])
                seen.add(hints[-1].verb)

        async def main(app: TarocchiApp = app, script: Any = script) -> None:
            async with app.run_test(size=(100, 30)) as pilot:
                await pilot.pause()
                await script(pilot)

        asyncio.run(main())
        if {"bid", "discard", "play"} <= seen:
            break
    assert {"bid", "discard", "play"} <= seen, seen


@pytest.mark.parametrize("lang", ["en", "it", "fr"])
def test_a_hand_whose_every_decision_was_forced_has_nothing_to_review(lang: str) -> None:
    """A hand in which the human had no choice to weigh (``HandReview.nothing_to_review``) says so, not "no
    mistake found", which would say its choices were valued."""
    from types import SimpleNamespace

    from tarocchi.agents.analysis import HandReview

    fake = SimpleNamespace(
        table=SimpleNamespace(review_hand=lambda: HandReview(0, (), 9), hand_index=0),
        t=lambda key, **kw: translate(key, lang, **kw),
    )
    text = GameScreen.review_text(fake).plain  # type: ignore[arg-type]
    assert translate("review_nothing", lang) in text
    assert translate("review_none", lang) not in text
