"""The full-screen app driven headlessly by keystrokes (Textual's pilot) at 80x24."""

from __future__ import annotations

import importlib
import json
import random
from pathlib import Path
from typing import Any

import pytest
from tui_driver import play_hands, run_app, screen_text, type_line
from tui_fakegame import MiniGame

from packs import pack_of
from tarocchi.cards import FOOL, TRUMPS, cards_of, code
from tarocchi.cards.names import shortest_input
from tarocchi.games import GAME_MODULES
from tarocchi.records import replay_text
from tarocchi.tui import render
from tarocchi.tui.app import GameScreen, InfoScreen, PlayConfig, SetupScreen, TarocchiApp
from tarocchi.tui.controller import Table


def mini_app(tmp_path: Path, seed: int = 3) -> TarocchiApp:
    def factory(config: PlayConfig) -> Table:
        return Table(MiniGame(), human=0, bots="random", seed=seed, save_path=tmp_path / "mini.json", first_dealer=3)

    return TarocchiApp(PlayConfig(game="mini", delay=0), table_factory=factory)


def test_bid_by_number_then_discard_refusing_a_trump_with_the_engines_reason(tmp_path: Path) -> None:
    app = mini_app(tmp_path)

    async def script(pilot: Any) -> None:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        assert "1) pass  2) take" in screen_text(app)
        await type_line(pilot, "2")
        assert screen.choice is not None and screen.choice.verb == "discard"
        hand = screen.table.hand_cards()
        trump = next(c for c in cards_of(hand) if (TRUMPS >> c) & 1)
        screen.cursor = trump
        await pilot.press("space")
        assert "cannot be chosen: trumps may not be discarded" in screen_text(app)
        assert screen.selected == 0
        # typing two cards, one a trump: the engine refuses the whole discard and says why
        suit = [c for c in cards_of(hand) if not (TRUMPS >> c) & 1 and c != FOOL]
        await type_line(pilot, f"{code(suit[0]).lower()} {code(trump).lower()}")
        assert "Refused — discard" in screen_text(app) and "trumps may not be discarded" in screen_text(app)
        assert screen.table.state.phase == "discard"
        assert screen.selected == 1 << suit[0]  # the trump is dropped, the good card stays
        screen.cursor = suit[1]
        await pilot.press("space", "enter")
        await pilot.pause()
        assert screen.table.state.phase == "play"
        assert "Your discard:" in screen_text(app)

    run_app(app, script)


def test_nonsense_resize_help_and_ctrl_c_saves(tmp_path: Path) -> None:
    app = mini_app(tmp_path)

    async def script(pilot: Any) -> None:
        await type_line(pilot, "2")
        await type_line(pilot, "zzz")  # not a card, not a number
        assert "Not understood" in screen_text(app)
        await type_line(pilot, "99")
        assert "There is no option 99" in screen_text(app) or "Not understood" in screen_text(app)
        for keys in (["escape"], ["f5", "ctrl+x", "home", "delete", "pageup"], list("!!@#$%^&*()")):
            await pilot.press(*keys)
        await pilot.press("escape")
        await pilot.resize_terminal(40, 12)
        await pilot.pause()
        await pilot.resize_terminal(120, 40)
        await pilot.pause()
        await pilot.resize_terminal(80, 24)
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, InfoScreen)
        assert "Help: mini" in app.screen.body.plain or "Help:" in app.screen.body.plain
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        await pilot.press("ctrl+c")
        await pilot.pause()

    run_app(app, script)
    assert app.return_value == 130
    saved = json.loads((tmp_path / "mini.json").read_text())
    assert saved["format"] == "tarocchi-record/1" and saved["hands"][0]["actions"]


def test_help_lists_why_cards_are_illegal(tmp_path: Path) -> None:
    pytest.importorskip("tarocchi.games.french_tarot")
    app = TarocchiApp(PlayConfig(game="french-tarot", delay=0, seed=5, bots="random", save=str(tmp_path / "r.json")))

    async def script(pilot: Any) -> None:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        for _ in range(200):
            table = screen.table
            plays = screen.playable()
            hand = table.hand_cards()
            if plays and hand & ~plays:
                break
            await play_one(pilot, screen)
        else:
            pytest.skip("no hand position with an illegal card")
        await pilot.press("f1")
        await pilot.pause()
        body = app.screen.body.plain
        assert "Why the other cards may not be played" in body
        assert "must " in body.split("Why the other cards may not be played")[1]
        await pilot.press("enter")

    run_app(app, script)


async def play_one(pilot: Any, screen: GameScreen) -> None:
    table = screen.table
    if screen.choice is not None:
        c = screen.choice
        extra = cards_of(c.pool & ~c.required)[: c.size - c.required.bit_count()]
        await type_line(pilot, " ".join(code(x) for x in extra))
    elif screen.playable():
        await type_line(pilot, code(cards_of(screen.playable())[0]))
    elif screen.menu():
        await type_line(pilot, "1")
    await pilot.pause()
    del table


def _available(game: str) -> bool:
    try:
        return hasattr(importlib.import_module(GAME_MODULES[game]), "GAME")
    except ImportError:
        return False


@pytest.mark.parametrize(
    ("game", "options", "lang"),
    [
        ("french-tarot", {}, "fr"),
        ("french-tarot", {"players": 5}, "en"),
        ("gatti", {}, "it"),
        ("gatti", {"players": 2}, "en"),
        ("piedmontese", {}, "it"),
        ("tarocchino", {}, "en"),
    ],
)
def test_two_hands_by_keyboard_and_the_record_replays_to_the_same_scores(
    tmp_path: Path, game: str, options: dict[str, Any], lang: str
) -> None:
    if not _available(game):
        pytest.skip(f"{game} not in this tree yet")
    record = tmp_path / "r.json"
    app = TarocchiApp(
        PlayConfig(game=game, options=options, delay=0, seed=9, bots="random", lang=lang, save=str(record))
    )
    seen: dict[str, Any] = {}
    hands = 2 if game == "french-tarot" and lang == "fr" else 1  # the second hand checks the next deal

    async def script(pilot: Any) -> None:
        seen.update(await play_hands(app, pilot, random.Random(4), hands=hands, try_illegal=lang == "en"))

    run_app(app, script)
    assert app.table is not None
    results = app.table.results
    assert len(results) >= hands
    replay = replay_text(record.read_text(encoding="utf-8"))
    assert [r.scores for r in replay.results][:hands] == [r.scores for r in results][:hands]
    if lang == "en":
        assert seen["refusals"] and seen["refusals"][0].startswith("Refused — ")
    assert len(seen["result_pages"]) == hands


def test_setup_screen_defaults_to_french_tarot_for_four(tmp_path: Path) -> None:
    if not _available("french-tarot"):
        pytest.skip("french-tarot not in this tree yet")
    config = PlayConfig(game=None, delay=0, bots="random", seed=1, save=str(tmp_path / "r.json"))
    app = TarocchiApp(config)

    async def script(pilot: Any) -> None:
        assert isinstance(app.screen, SetupScreen)
        text = screen_text(app)
        assert "French Tarot" in text and "players" in text
        await pilot.press("l")  # language: Italian
        await pilot.pause()
        assert "scegli un gioco" in screen_text(app)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert app.screen.table.game.num_seats == 4
        assert "La tua mano" in screen_text(app)

    run_app(app, script)


def test_setup_screen_chooses_a_game_and_an_option(tmp_path: Path) -> None:
    if not _available("piedmontese"):
        pytest.skip("piedmontese not in this tree yet")
    config = PlayConfig(game=None, delay=0, bots="random", seed=1, save=str(tmp_path / "r.json"))
    app = TarocchiApp(config)

    async def script(pilot: Any) -> None:
        await pilot.press("3", "right", "enter")  # Piedmontese, players 4 -> 3
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert app.screen.table.game.num_seats == 3

    run_app(app, script)


class _PassingBot:
    """Passes every bid, otherwise plays like the random agent (so the human's Garde stands)."""

    name = "passing"

    def act(self, observation: Any, legal: Any, rng: Any, choices: Any = ()) -> Any:
        from tarocchi.agents.random_agent import RandomAgent

        for action in legal:
            if action.verb == "bid" and action.value == "pass":
                return action
        return RandomAgent().act(observation, legal, rng, choices)


def test_french_tarot_discard_refuses_a_king_and_explains(tmp_path: Path) -> None:
    if not _available("french-tarot"):
        pytest.skip("french-tarot not in this tree yet")
    from tarocchi.cards import KINGS
    from tarocchi.games import create_game

    game = create_game("french-tarot", {})
    seed = next(s for s in range(100) if Table(game, seed=s, bots="random").observation().hand & KINGS)

    def factory(config: PlayConfig) -> Table:
        bots = {s: _PassingBot() for s in (1, 2, 3)}
        return Table(game, human=0, seed=seed, agents=bots, save_path=tmp_path / "r.json")  # type: ignore[dict-item]

    app = TarocchiApp(PlayConfig(game="french-tarot", delay=0), table_factory=factory)

    async def script(pilot: Any) -> None:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        await type_line(pilot, "garde")  # a bid by its name
        assert screen.table.state.phase == "discard", screen_text(app)
        assert screen.choice is not None and screen.choice.size == 6
        assert "Chien:" in screen_text(app)
        hand = screen.shown_hand()
        king = next(c for c in cards_of(hand) if code(c).startswith("K"))
        screen.cursor = king
        await pilot.press("space")
        text = screen_text(app)
        assert f"{screen.view.card(king)} cannot be chosen:" in text and "king" in text.lower(), text
        # six cards typed at once, one of them a king: the engine refuses and says why
        pool = cards_of(screen.choice.pool & ~screen.choice.required)
        typed = [king, *pool[:5]]
        await type_line(pilot, " ".join(code(c) for c in typed))
        text = screen_text(app)
        assert "Refused — discard" in text and "king" in text.lower(), text
        assert screen.table.state.phase == "discard"
        await type_line(pilot, " ".join(code(c) for c in pool[:6]))
        assert screen.table.state.phase == "play", screen_text(app)
        assert "Your discard:" in screen_text(app)

    run_app(app, script)


@pytest.mark.parametrize("game", ["french-tarot", "gatti"])
def test_the_fool_exchange_is_offered_and_the_player_chooses_the_card(tmp_path: Path, game: str) -> None:
    if not _available(game):
        pytest.skip(f"{game} not in this tree yet")
    app = TarocchiApp(PlayConfig(game=game, delay=0, seed=0, bots="random", save=str(tmp_path / "r.json")))
    rng = random.Random(0)

    async def script(pilot: Any) -> None:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        for _ in range(400):
            table = screen.table
            gives = [a for a in table.human_actions() if a.verb == "give"]
            if gives:
                break
            if screen.choice is not None:
                c = screen.choice
                extra = rng.sample(cards_of(c.pool & ~c.required), c.size - c.required.bit_count())
                await type_line(pilot, " ".join(code(x) for x in extra))
            elif (screen.playable() >> FOOL) & 1:
                await type_line(pilot, "fool")
            elif screen.playable():
                # The card in the player's own words: a record code such as QC is ambiguous in Gatti.
                card = rng.choice(cards_of(screen.playable()))
                await type_line(pilot, shortest_input(card, pack_of(game), "en", table.game.deck))
            elif screen.menu():
                await type_line(pilot, "1")
            elif table.state.is_over:
                await pilot.press("enter")  # the end-of-hand page: on to the next hand
            await pilot.pause()
        else:
            pytest.fail("no Fool exchange came up in 400 moves")
        text = screen_text(app)
        gives = screen.gives()
        assert "type the card to give: " in text  # every exchange card on offer, typed (not numbered)
        chosen = gives[-1]
        assert all(render.View(game).card(a.card) in text for a in gives)
        await type_line(pilot, code(chosen.card))
        history = screen.table.state.history
        assert any(a.verb == "give" and a.card == chosen.card for a in history)

    run_app(app, script)


@pytest.mark.parametrize(
    ("game", "options"),
    [("french-tarot", {}), ("french-tarot", {"players": 5}), ("tarocchino", {}), ("gatti", {"players": 3})],
)
def test_the_side_panel_shows_tricks_and_points_taken_per_side(
    tmp_path: Path, game: str, options: dict[str, Any]
) -> None:
    """Issue 7: per side, the tricks and card points taken so far, from the human's observation, at 80x24."""
    from textual.widgets import Static

    from tarocchi.tui.render import fmt_num

    if not _available(game):
        pytest.skip(f"{game} not in this tree yet")
    app = TarocchiApp(
        PlayConfig(game=game, options=options, delay=0, seed=5, bots="random", save=str(tmp_path / "r.json"))
    )
    rng = random.Random(5)

    async def script(pilot: Any) -> None:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        for _ in range(400):
            finished = [t for t in screen.table.observation().tricks if t.winner is not None]
            if len(finished) >= 3 and screen.table.is_human_turn:
                break
            if screen.choice is not None:
                c = screen.choice
                extra = rng.sample(cards_of(c.pool & ~c.required), c.size - c.required.bit_count())
                await type_line(pilot, " ".join(code(x) for x in extra))
            elif screen.playable():
                await type_line(pilot, code(rng.choice(cards_of(screen.playable()))))
            elif screen.menu():
                await type_line(pilot, str(len(screen.menu()) if game == "french-tarot" else 1))
            await pilot.pause()
        else:
            pytest.fail("three tricks were not played")
        taken = screen.table.taken()
        assert sum(t.tricks for t in taken) == len(finished)
        side = screen.query_one("#side", Static)
        lines = side.content.plain.splitlines()
        assert lines[0].split()[0] == "Taken"
        end = next(i for i, line in enumerate(lines) if "What happened" in line)
        # a side whose names do not fit beside its numbers has them whole on a line of their own, above
        figures = [line for line in lines[1:end] if line.split()[-1][0].isdigit()]
        assert len(figures) == len(taken) and end - 1 <= 2 * len(taken)
        for line, part in zip(figures, taken, strict=True):
            assert line.split()[-2:] == [str(part.tricks), fmt_num(float(part.points))]
        assert all(len(line) <= side.size.width - 2 for line in lines[:end])

    run_app(app, script)


def test_setup_screen_offers_the_game_s_specs_in_its_words(tmp_path: Path) -> None:
    if not _available("gatti"):
        pytest.skip("gatti not in this tree yet")
    config = PlayConfig(game=None, delay=0, bots="random", seed=1, save=str(tmp_path / "r.json"), lang="it")
    app = TarocchiApp(config)

    async def script(pilot: Any) -> None:
        await pilot.press("2")  # Gatti, 3 players: no partners to choose
        await pilot.pause()
        text = screen_text(app)
        assert "Gatti (Mitigatti)" in text and "Tarocco francese" in text
        assert "3 giocatori (predefinito)" in text and "Bagatto all'ultima" in text
        assert "Compagni" not in text
        for raw in ("bagatto_last", "must_overtrump", "match_hands", "declared", "option."):
            assert raw not in text
        await pilot.press("right")  # players 3 -> 4: the called king may be chosen
        await pilot.pause()
        assert "Compagni" in screen_text(app) and "coppie fisse" in screen_text(app)
        await pilot.press("down", "right", "enter")  # mode: re chiamato
        await pilot.pause()
        assert isinstance(app.screen, GameScreen)
        assert app.screen.table.game.options_json()["mode"] == "call"

    run_app(app, script)


def five_seat_app(tmp_path: Path, bots: str, seed: int) -> TarocchiApp:
    """The terminal game on a five-player French Tarot table: the person at seat 0, ``bots`` elsewhere."""
    pytest.importorskip("tarocchi.games.french_tarot")
    game = importlib.import_module("tarocchi.games").create_game("french-tarot", {"players": 5})

    def factory(config: PlayConfig) -> Table:
        return Table(game, human=0, bots=bots, seed=seed, save_path=tmp_path / "ft5.json")

    return TarocchiApp(PlayConfig(game="french-tarot", delay=0), table_factory=factory)


def test_a_narrow_terminal_shows_the_table_or_the_log_or_the_sheet_and_rows_fit(tmp_path: Path) -> None:
    """A phone's terminal (45 columns): one pane in the middle, Tab cycling table, log, score sheet; every
    seat's row of the table and every line of the sheet fits the width (nothing wraps, no number cut)."""
    app = five_seat_app(tmp_path, "random", 3)

    async def script(pilot: Any) -> None:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        table, side = screen.query_one("#table"), screen.query_one("#side")
        assert screen.narrow() and table.display and not side.display
        rows = table.content.plain.splitlines()
        assert len(rows) >= 6 and all(len(row) <= 43 for row in rows), rows
        for shown in ("What happened", "Score sheet", "Table"):
            await pilot.press("tab")
            await pilot.pause()
            pane = side if shown != "Table" else table
            assert pane.display and not (table if pane is side else side).display, shown
            assert pane.content.plain.splitlines()[0].startswith(shown)
            assert all(len(line) <= 43 for line in pane.content.plain.splitlines()), pane.content.plain
        await pilot.resize_terminal(100, 30)
        await pilot.pause()
        assert not screen.narrow() and table.display and side.display
        await pilot.press("tab")  # wide: Tab switches the side panel between the log and the sheet
        await pilot.pause()
        sheet = side.content.plain.splitlines()
        assert sheet[0].startswith("Score sheet") and sheet[1].startswith("Totals after 0 hands"), sheet
        assert [line.split()[0] for line in sheet[2:7]] == ["You", "Ada", "Bruno", "Carla", "Dario"]

    run_app(app, script, size=(45, 20))


def test_a_narrow_terminal_shows_every_fact_of_the_hand_in_the_header(tmp_path: Path) -> None:
    """At 45 columns the contract, its taker and the called king (french-tarot R6.2) go on a line of their
    own below the title instead of being cut off, and every seat's row still shows."""
    app = five_seat_app(tmp_path, "heuristic", 7)

    async def script(pilot: Any) -> None:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        table = screen.table
        for _ in range(200):
            if table.is_human_turn:
                break
            await pilot.pause(0.02)
        await type_line(pilot, "1")  # pass: another seat takes and calls a king
        for _ in range(400):
            if table.state.observation(0).info.get("called"):
                break
            await pilot.pause(0.02)
        await pilot.pause(0.1)
        screen.refresh_view()
        await pilot.pause()
        header = screen.query_one("#header").content.plain.splitlines()
        facts = render.info_line(screen.view, table.observation())
        assert "called" in facts and " by " in facts, facts
        assert len(header) >= 2 and all(len(line) <= 45 for line in header), header
        assert " · ".join(line.strip() for line in header[1:]) == facts, (header, facts)
        rows = screen.query_one("#table").content.plain.splitlines()
        assert [row.split()[0].lstrip("▶") for row in rows[1:6]] == ["You", "Ada", "Bruno", "Carla", "Dario"], rows

    run_app(app, script, size=(45, 20))


def test_the_end_of_hand_page_says_the_record_could_not_be_saved_when_it_could_not(tmp_path: Path) -> None:
    """A record that cannot be written is never announced as saved (the page gives the reason instead)."""
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("")

    def factory(config: PlayConfig) -> Table:
        return Table(MiniGame(), human=0, bots="random", seed=3, save_path=blocker / "mini.json", first_dealer=3)

    app = TarocchiApp(PlayConfig(game="mini", delay=0), table_factory=factory)

    async def script(pilot: Any) -> None:
        seen = await play_hands(app, pilot, random.Random(1), try_illegal=False)
        page = seen["result_pages"][0]
        assert "Could not save the record" in page and "not-a-folder" in page
        assert "Record saved" not in page

    run_app(app, script)
    assert not (blocker / "mini.json").exists()


def test_the_end_of_hand_page_names_the_saved_record(tmp_path: Path) -> None:
    app = mini_app(tmp_path)

    async def script(pilot: Any) -> None:
        seen = await play_hands(app, pilot, random.Random(1), try_illegal=False)
        assert f"Record saved: {tmp_path / 'mini.json'}" in seen["result_pages"][0].replace("\n", "")

    run_app(app, script)


def test_the_setup_screen_fits_a_phone_s_terminal(tmp_path: Path) -> None:
    """At 45 columns each option's value goes under its label instead of wrapping in the middle of a word;
    at 80 they share a line."""
    if not _available("french-tarot"):
        pytest.skip("french-tarot not in this tree yet")
    app = TarocchiApp(PlayConfig(game=None, delay=0, bots="random", seed=1, save=str(tmp_path / "r.json"), lang="it"))

    async def script(pilot: Any) -> None:
        assert isinstance(app.screen, SetupScreen)
        wide = screen_text(app).splitlines()
        assert any(line.startswith(" ▶ Giocatori") and line.endswith("< 4 giocatori (predefinito) >") for line in wide)
        await pilot.resize_terminal(45, 30)
        await pilot.pause()
        lines = screen_text(app).splitlines()
        assert max(len(line) for line in lines) <= 45, [line for line in lines if len(line) > 45]
        k = lines.index(" ▶ Giocatori")
        assert lines[k + 1] == "     < 4 giocatori (predefinito) >"
        values = [line for line in lines if line.startswith("     <")]
        assert len(values) >= 5 and all(line.endswith(">") for line in values), values

    run_app(app, script)
