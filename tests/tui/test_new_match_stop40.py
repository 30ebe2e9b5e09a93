"""The end of a match in the terminal game: N starts a new match at once (the same settings, new deals, an empty
sheet, a new record beside the finished one), Enter still quits; and ``--resume`` on a file that is not UTF-8 says
so in ``tarocchi replay``'s words."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest
import tui_driver
from tui_driver import play_to_page, screen_text

from tarocchi.games import create_game
from tarocchi.i18n import LANGUAGES, translate
from tarocchi.tui.app import GameScreen, HandOverScreen, InfoScreen, PlayConfig, TarocchiApp
from tarocchi.tui.controller import Table, resume_table

GAME = "piedmontese"
"""A game whose match may be cut to a fixed number of hands (its ``match_hands`` option)."""


def short_match(tmp_path: Path, hands: int, **kw: Any) -> TarocchiApp:
    """A match of ``hands`` hands against random computer players, recorded in ``r.json``."""
    config = PlayConfig(
        game=GAME, options={"match_hands": hands}, bots="random", delay=0, save=str(tmp_path / "r.json"), **kw
    )
    return TarocchiApp(config)


def run_app(app: TarocchiApp, script: Callable[[Any], Awaitable[None]], size: tuple[int, int] = (60, 30)) -> None:
    tui_driver.run_app(app, script, size)


async def press_until(app: TarocchiApp, pilot: Any, key: str, page: InfoScreen) -> None:
    """Press ``key`` until ``page`` closes (a page ignores keys for a moment after it opens)."""
    for _ in range(100):
        await pilot.press(key)
        await pilot.pause(0.05)
        if app.screen is not page:
            return
    raise AssertionError(f"{key} did not close the page")


def record(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


# ---------------------------------------------------------------- 1: a new match from the match-over page


def test_n_on_the_match_over_page_starts_a_new_match_and_enter_still_quits(tmp_path: Path) -> None:
    """The match-over page offered only "Enter: quit": another match meant starting the program again. N deals
    hand 1 of a new match at once: the same game, options, seat, names and computer level, a fresh seed and
    deal, an empty sheet, recorded in ``r-2.json`` while ``r.json`` keeps the finished match. Enter on the new
    match's last page still quits (exit 0), naming both records."""
    app = short_match(tmp_path, 1, seed=7)
    rng = random.Random(3)
    seen: dict[str, Any] = {}

    async def script(pilot: Any) -> None:
        page = await play_to_page(app, pilot, rng)
        assert isinstance(page, HandOverScreen)
        assert page.footer.startswith("Enter: quit   N: new match"), page.footer
        assert "N starts a new match" in page.body.plain
        old = app.table
        assert old is not None and old.match_over
        old_deal = old.state.deal
        finished = record(tmp_path / "r.json")
        assert len(finished["hands"]) == 1
        await press_until(app, pilot, "n", page)
        screen = app.screen
        assert isinstance(screen, GameScreen)
        table = screen.table
        assert table is app.table and table is not old
        assert (table.hand_index, table.results, table.match_over) == (0, [], False)
        assert table.seed != old.seed
        assert table.state.deal != old_deal
        assert table.game.options_json() == old.game.options_json()
        assert (table.human, table.bot_level, table.names) == (old.human, old.bot_level, old.names)
        assert table.save_path == tmp_path / "r-2.json"
        assert "No hand finished yet." in screen.sheet().plain
        assert "· hand 1 ·" in screen_text(app)
        assert "New match" in screen.message.plain and "r-2.json" in screen.message.plain
        for _ in range(300):  # the new record is written at the player's first turn
            if (tmp_path / "r-2.json").exists():
                break
            await pilot.pause(0.02)
        fresh = record(tmp_path / "r-2.json")
        assert len(fresh["hands"]) == 1 and fresh["play"]["seed"] == table.seed
        assert record(tmp_path / "r.json") == finished  # the finished match's record is kept as it was
        page = await play_to_page(app, pilot, rng)
        assert page.new_match
        seen["pages"] = True
        await press_until(app, pilot, "enter", page)

    run_app(app, script)
    assert seen.get("pages")
    assert app.return_code == 0
    assert app.exit_note.splitlines() == [
        f"Record saved: {tmp_path / 'r.json'}",
        f"Record saved: {tmp_path / 'r-2.json'}",
    ]
    assert len(record(tmp_path / "r-2.json")["hands"]) == 1


def test_the_end_of_hand_page_in_the_middle_of_a_match_is_unchanged(tmp_path: Path) -> None:
    """Before the last hand the page still says "Enter: next hand" and N does nothing there; Enter deals hand 2."""
    app = short_match(tmp_path, 2, seed=5)
    rng = random.Random(1)

    async def script(pilot: Any) -> None:
        page = await play_to_page(app, pilot, rng)
        assert isinstance(page, HandOverScreen) and not page.new_match
        assert page.footer == "Enter: next hand   Ctrl+C: save and quit   R: review this hand"
        assert "N starts a new match" not in page.body.plain
        table = app.table
        assert table is not None
        for _ in range(20):  # (past the page's guard)
            await pilot.press("n")
            await pilot.pause(0.05)
        assert app.screen is page and app.table is table
        await press_until(app, pilot, "enter", page)
        assert app.table is table and table.hand_index == 1 and len(table.results) == 1

    run_app(app, script)


def test_a_new_match_without_save_goes_to_a_new_file_of_the_data_directory(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Without ``--save`` each match has its own file in the data directory (never the finished one's, even
    within the same second); the first dealer is drawn by lot from the new seed, as at the start."""
    monkeypatch.setenv("TAROCCHI_DATA_DIR", str(tmp_path / "data"))
    game = create_game(GAME, {"match_hands": 1})
    table = Table(game, bots="random", seed=3)
    first = table.save()
    second = table.new_match(seed=4)
    assert second.save_path != first and second.save_path.parent == first.parent
    assert not second.save_named and second.seed == 4
    assert second.session.record.hands[0].dealer == Table(game, bots="random", seed=4).first_dealer
    second.save()
    third = second.new_match()
    assert third.save_path not in (first, second.save_path)


def test_new_matches_are_numbered_after_a_named_record(tmp_path: Path) -> None:
    """``--save r.json``: the next matches go to ``r-2.json``, ``r-3.json``; no record is written over."""
    game = create_game(GAME, {"match_hands": 1})
    table = Table(game, bots="random", seed=3, save_path=tmp_path / "r.json")
    table.save()
    second = table.new_match()
    assert second.save_path == tmp_path / "r-2.json"
    second.save()
    third = second.new_match()
    assert third.save_path == tmp_path / "r-3.json"


def test_the_new_match_keys_are_in_every_language() -> None:
    for lang in LANGUAGES:
        footer = translate("press_enter_quit_or_new", lang)
        assert footer.startswith(translate("press_enter_quit", lang)) and "N" in footer
        assert "{path}" not in translate("new_match_started", lang, path="x.json")


# ---------------------------------------------------------------- 2: --resume on a file that is not UTF-8


def test_resume_of_a_file_that_is_not_utf8_says_so_as_replay_does(tmp_path: Path) -> None:
    """``tarocchi play --resume`` printed the codec's message ("'utf-8' codec can't decode byte 0xe9..."); it says
    "it is not UTF-8 text", as ``tarocchi replay`` does, in one line, and exits 2."""
    bad = tmp_path / "latin1.json"
    bad.write_bytes('{"format": "tarocchi-record/1", "game": "caf\u00e9"}'.encode("latin-1"))
    play = subprocess.run(
        [sys.executable, "-m", "tarocchi", "play", "--resume", str(bad)], capture_output=True, text=True, timeout=60
    )
    replay = subprocess.run(
        [sys.executable, "-m", "tarocchi", "replay", str(bad)], capture_output=True, text=True, timeout=60
    )
    assert play.returncode == 2
    assert play.stderr.splitlines() == [f"tarocchi play: cannot read {bad}: it is not UTF-8 text"]
    assert "codec" not in play.stderr + play.stdout
    assert f"cannot read {bad}: it is not UTF-8 text" in replay.stdout + replay.stderr


def test_a_resumed_numbered_record_goes_on_with_the_next_number(tmp_path: Path) -> None:
    """A match resumed from ``r-2.json`` and played to its end: the next one goes to ``r-3.json``."""
    game = create_game(GAME, {"match_hands": 1})
    Table(game, bots="random", seed=3, save_path=tmp_path / "r.json").save()
    Table(game, bots="random", seed=4, save_path=tmp_path / "r-2.json").save()
    resumed = resume_table(tmp_path / "r-2.json")
    assert resumed.new_match().save_path == tmp_path / "r-3.json"
