"""Issue 17, the terminal game finished: each finding as a test, driven through the keyboard (Textual's pilot)
with the fake game of ``tui_fakegame`` (codes and texts on its refusals) or a real game where one is needed."""

from __future__ import annotations

import asyncio
import json
import random
import subprocess
import sys
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest
from tui_driver import screen_text, type_line
from tui_fakegame import MiniGame

from tarocchi.cards import cards_of, mask_of
from tarocchi.engine.actions import Action
from tarocchi.errors import RecordError, RecordReadError
from tarocchi.games import create_game
from tarocchi.tui.app import GameScreen, InfoScreen, PlayConfig, TarocchiApp
from tarocchi.tui.controller import Table, resume_table


def run_app(app: TarocchiApp, script: Callable[[Any], Awaitable[None]], size: tuple[int, int] = (80, 24)) -> None:
    async def main() -> None:
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            await script(pilot)

    asyncio.run(main())


def mini_app(
    tmp_path: Path, *, seed: int = 3, delay: float = 0.0, lang: str = "en", first_dealer: int | None = 3
) -> TarocchiApp:
    def factory(config: PlayConfig) -> Table:
        return Table(
            MiniGame(),
            human=0,
            bots="random",
            seed=seed,
            save_path=tmp_path / "mini.json",
            first_dealer=first_dealer,
        )

    return TarocchiApp(PlayConfig(game="mini", delay=delay, lang=lang), table_factory=factory)


async def wait_until(pilot: Any, condition: Callable[[], bool], timeout: float = 10.0) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return True
        await pilot.pause(0.05)
    return condition()


# ---------------------------------------------------------------- the bots do not wait for a page


def test_bots_go_on_while_help_or_the_score_sheet_is_open(tmp_path: Path) -> None:
    """Help (``?``) or the sheet (F2) opened while a computer player thinks must not freeze the table."""
    for key in ("question_mark", "f2"):
        app = mini_app(tmp_path, delay=0.3)

        async def script(pilot: Any, key: str = key, app: TarocchiApp = app) -> None:
            screen = app.screen
            assert isinstance(screen, GameScreen)
            table = screen.table
            assert table.is_human_turn
            await type_line(pilot, "1")  # pass: the three computer players bid next, 0.3 s apart
            await pilot.press(key)
            await pilot.pause(0.1)
            assert isinstance(app.screen, InfoScreen)
            await pilot.pause(0.5)
            await pilot.press("escape")
            # every bid made: the hand goes on (to the discard, the play, or its end if all passed)
            assert await wait_until(pilot, lambda: len(table.state.history) >= 4), screen_text(app)
            assert await wait_until(pilot, lambda: table.is_human_turn or table.state.is_over), screen_text(app)

        run_app(app, script)


# ---------------------------------------------------------------- the first dealer


def test_the_first_dealer_is_drawn_from_the_seed_and_recorded() -> None:
    dealers = {
        seed: Table(MiniGame(), seed=seed, bots="random").record_json()["hands"][0]["dealer"] for seed in range(40)
    }
    assert set(dealers.values()) == {0, 1, 2, 3}  # not always the seat before the human
    assert all(Table(MiniGame(), seed=s, bots="random").first_dealer == d for s, d in dealers.items())


def test_the_first_dealer_can_be_chosen(tmp_path: Path) -> None:
    for dealer in range(4):
        assert (
            Table(MiniGame(), seed=1, bots="random", first_dealer=dealer).record_json()["hands"][0]["dealer"] == dealer
        )
    out = subprocess.run(
        [sys.executable, "-m", "tarocchi", "play", "french-tarot", "--dealer", "9", "--save", str(tmp_path / "r.json")],
        capture_output=True,
        text=True,
        timeout=60,
        stdin=subprocess.DEVNULL,
    )
    assert out.returncode == 2 and "--dealer 9" in out.stderr and "Traceback" not in out.stderr


# ---------------------------------------------------------------- going on with a saved game


def _play_on(table: Table, rng: random.Random, *, stop_after: int | None = None, hands: int = 2) -> None:
    """Play as the human would (random legal decisions), the computer players in turn, until ``hands``
    hands are over or ``stop_after`` actions of the current hand are recorded."""
    for _ in range(5000):
        if table.state.is_over:
            if table.match_over or table.hand_index + 1 >= hands:
                return
            table.next_hand()
            continue
        if stop_after is not None and len(table.session.record.hands[-1].actions) >= stop_after:
            return
        if not table.is_human_turn:
            table.bot_step()
            continue
        actions = table.human_actions()
        choices = table.human_choices()
        k = rng.randrange(len(actions) + len(choices))
        if k < len(actions):
            action = actions[k]
        else:
            c = choices[k - len(actions)]
            extra = rng.sample(cards_of(c.pool & ~c.required), c.size - c.required.bit_count())
            action = Action(c.seat, c.verb, cards=c.required | mask_of(extra), value=c.value)
        assert table.submit(action) is None
    raise AssertionError("the match did not get there")


@pytest.mark.parametrize("stop_after", [0, 7, 30])
def test_a_resumed_game_ends_with_the_same_record_as_one_played_straight(tmp_path: Path, stop_after: int) -> None:
    pytest.importorskip("tarocchi.games.french_tarot")
    game = create_game("french-tarot", {})
    straight = Table(game, bots="random", seed=21, save_path=tmp_path / "straight.json")
    _play_on(straight, random.Random(5))
    left = Table(game, bots="random", seed=21, save_path=tmp_path / "left.json")
    rng = random.Random(5)
    _play_on(left, rng, stop_after=stop_after)
    left.save()
    resumed = resume_table(tmp_path / "left.json")
    assert resumed.state.history == left.state.history and resumed.human == left.human
    _play_on(resumed, rng)
    assert resumed.record_json() == straight.record_json()
    assert len(straight.record_json()["hands"]) == 2


def test_resume_refuses_a_record_it_cannot_go_on_with(tmp_path: Path) -> None:
    pytest.importorskip("tarocchi.games.french_tarot")
    table = Table(create_game("french-tarot", {}), bots="random", seed=4, save_path=tmp_path / "r.json")
    record = table.record_json()
    del record["play"]
    (tmp_path / "bare.json").write_text(json.dumps(record))
    with pytest.raises(RecordError, match="no seed"):
        resume_table(tmp_path / "bare.json")
    with pytest.raises(RecordReadError):
        resume_table(tmp_path / "missing.json")
    out = subprocess.run(
        [sys.executable, "-m", "tarocchi", "play", "--resume", str(tmp_path / "bare.json")],
        capture_output=True,
        text=True,
        timeout=60,
        stdin=subprocess.DEVNULL,
    )
    assert out.returncode == 2 and "no seed" in out.stderr and "Traceback" not in out.stderr
