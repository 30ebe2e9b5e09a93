"""Issue 17, the terminal game finished: each finding as a test, driven through the keyboard (Textual's pilot)
with the fake game of ``tui_fakegame`` (codes and texts on its refusals) or a real game where one is needed."""

from __future__ import annotations

import json
import random
import re
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from tui_driver import run_app, screen_text, type_line
from tui_fakegame import MiniGame

from packs import pack_of
from tarocchi.cards import CODES, FOOL, TRUMPS, cards_of, code, mask_of, parse_card
from tarocchi.cards.names import card_label, input_words, shortest_input
from tarocchi.engine.actions import Action
from tarocchi.errors import RecordError, RecordReadError
from tarocchi.games import create_game
from tarocchi.games.taken import Taken
from tarocchi.session import MatchSession
from tarocchi.tui.app import GameScreen, InfoScreen, PlayConfig, TarocchiApp, make_table
from tarocchi.tui.controller import Table, resume_table
from tarocchi.tui.render import View, explain_result, fit, fmt_num, side_label, taken_lines


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


async def wait_until(pilot: Any, condition: Callable[[], bool], timeout: float = 60.0) -> bool:
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


# ---------------------------------------------------------------- refusals in the player's language


async def _to_a_refusable_turn(pilot: Any, screen: GameScreen) -> int:
    """Play on (bid ``take``, discard two suit cards, Enter on the cursor) until the human may not play
    some card of his hand; return that card."""
    table = screen.table
    for _ in range(400):
        await pilot.pause(0.01)
        if not table.is_human_turn:
            continue
        if screen.choice is not None:
            pool = cards_of(screen.choice.pool)
            await type_line(pilot, " ".join(CODES[c].lower() for c in pool[:2]))
            continue
        playable = screen.playable()
        if not playable:
            await type_line(pilot, "2")
            continue
        bad = [c for c in cards_of(table.hand_cards()) if not (playable >> c) & 1]
        if bad:
            return bad[0]
        await type_line(pilot, "")
    raise AssertionError("no refusable turn came: " + screen_text(pilot.app))


@pytest.mark.parametrize(("lang", "refused", "words"), [("it", "Rifiutato", "deve "), ("fr", "Refusé", "doit ")])
def test_refusals_are_in_the_chosen_language_with_cards_as_on_screen(
    tmp_path: Path, lang: str, refused: str, words: str
) -> None:
    app = mini_app(tmp_path, lang=lang, seed=7)

    async def script(pilot: Any) -> None:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        bad = await _to_a_refusable_turn(pilot, screen)
        await type_line(pilot, CODES[bad].lower())
        message = screen.message.plain
        assert message.startswith(refused) and words in message, message
        assert not re.search(r"\(R?\d+\.\d", message) and "must" not in message and "holds" not in message, message
        assert not re.search(r"\b(?:10|[1-9JNQK])[SH]\b", message), message  # cards as glyphs, not codes
        assert re.search(r"[♠♥]|T\d", message), message
        height = screen.query_one("#message").size.height
        assert height >= -(-len(message) // 76), (height, message)  # wrapped, not cut at 80 columns

    run_app(app, script)


async def _take_and_discard_a_trump(pilot: Any, screen: GameScreen) -> tuple[int, list[int]]:
    """The human takes ("2") and types a discard of his first suit card and a trump, which the fake game
    refuses (no template for its code); the trump, and the hand's suit cards in deck order."""
    await type_line(pilot, "2")
    hand = screen.table.hand_cards()
    trump = next(c for c in cards_of(hand) if (TRUMPS >> c) & 1)
    suits = [c for c in cards_of(hand) if not (TRUMPS >> c) & 1 and c != FOOL]
    await type_line(pilot, f"{CODES[suits[0]].lower()} {CODES[trump].lower()}")
    return trump, suits


def test_a_refusal_without_a_template_shows_cards_as_on_screen_and_no_rule_numbers(tmp_path: Path) -> None:
    app = mini_app(tmp_path)

    async def script(pilot: Any) -> None:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        trump, (suit, *_) = await _take_and_discard_a_trump(pilot, screen)
        message = screen.message.plain
        assert f"trumps may not be discarded ({card_label(trump)})" in message and "(R5.2)" not in message, message
        assert CODES[suit] not in message and card_label(suit) in message, message
        screen.set_message("Refused: " + "a reason long enough to need a second and a third line " * 3, error=True)
        screen.refresh_view()
        await pilot.pause()
        assert screen.query_one("#message").size.height >= 3

    run_app(app, script)


def test_typing_one_more_card_after_a_refused_discard_keeps_the_selection(tmp_path: Path) -> None:
    app = mini_app(tmp_path)

    async def script(pilot: Any) -> None:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        _, suits = await _take_and_discard_a_trump(pilot, screen)
        assert screen.table.state.phase == "discard" and screen.selected == 1 << suits[0]
        await type_line(pilot, CODES[suits[1]].lower())  # the second card of the discard
        assert screen.table.state.phase == "play", screen_text(app)
        assert screen.table.state.history[-1].cards == mask_of(suits[:2])

    run_app(app, script)


# ---------------------------------------------------------------- where the cursor starts


def test_the_cursor_never_starts_on_the_fool_or_a_bout(tmp_path: Path) -> None:
    seeds = [s for s in range(60) if Table(MiniGame(), seed=s, bots="random", first_dealer=3).hand_cards() & 1]
    assert seeds  # deals where the human holds the 1 of trumps
    app = mini_app(tmp_path, seed=seeds[0])

    async def script(pilot: Any) -> None:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        table = screen.table
        await type_line(pilot, "2")  # take: the human discards, then leads (the dealer is seat 3)
        if screen.choice is not None:
            pool = cards_of(screen.choice.pool)
            await type_line(pilot, " ".join(CODES[c].lower() for c in pool[:2]))
        assert await wait_until(pilot, lambda: table.is_human_turn and bool(screen.playable()))
        assert table.hand_cards() & 1 and screen.cursor is not None
        assert screen.cursor not in (0, 20, FOOL), code(screen.cursor)
        assert table.game.card_points(1 << screen.cursor) == min(
            table.game.card_points(1 << c) for c in cards_of(screen.playable())
        )

    run_app(app, script)


# ---------------------------------------------------------------- cards in the player's own words


@pytest.mark.parametrize(
    ("game", "lang", "text", "meant"),
    [
        ("gatti", "en", "kc", "could mean"),  # K♣ by its code, or the king of cups, or of coins
        ("gatti", "it", "rc", "può voler dire"),  # re di coppe, or K♣ by its code
        ("french-tarot", "fr", "rc", "peut vouloir dire"),  # roi de cœur, de carreau, or K♣
    ],
)
def test_ambiguous_card_input_is_refused_with_what_it_could_mean_and_words_are_in_help(
    tmp_path: Path, game: str, lang: str, text: str, meant: str
) -> None:
    pytest.importorskip(f"tarocchi.games.{game.replace('-', '_')}")
    config = PlayConfig(game=game, delay=0, seed=3, bots="random", lang=lang, save=str(tmp_path / "r.json"))
    app = TarocchiApp(config)

    async def script(pilot: Any) -> None:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        table = screen.table
        for _ in range(300):  # to the first card the human plays (bids and discards by the menu's first entry)
            await pilot.pause(0.01)
            if table.is_human_turn and screen.playable():
                break
            if screen.choice is not None:
                pool = cards_of(screen.choice.pool & ~screen.choice.required)
                need = screen.choice.size - screen.choice.required.bit_count()
                await type_line(
                    pilot, " ".join(shortest_input(c, pack_of(game), lang, table.game.deck) for c in pool[:need])
                )
            elif table.is_human_turn:
                await type_line(pilot, "1")
        before = len(table.state.history)
        await type_line(pilot, text)
        message = screen.message.plain
        kings = [card_label(parse_card(c), lang=lang) for c in ("KH", "KC")]  # R♥ R♣ in Italian and French
        assert meant in message and all(k in message for k in kings), message
        assert len(table.state.history) == before
        # a playable card typed in the player's words is played
        card = cards_of(screen.playable())[0]
        await type_line(pilot, shortest_input(card, pack_of(game), lang, table.game.deck))
        assert len(table.state.history) > before or table.state.is_over, screen_text(app)
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, InfoScreen)
        body = app.screen.body.plain
        _, suits = input_words(pack_of(game), lang)
        assert all(f"{prefix} {name}" in body for prefix, name in suits), body

    run_app(app, script)


# ---------------------------------------------------------------- the wording of scores and prompts


def _first_scored_hand(name: str, options: dict[str, Any]) -> tuple[Any, Any, Any]:
    game = create_game(name, options)
    for seed in range(20):
        session = MatchSession(game, seed=seed)
        rng = random.Random(seed)
        while not session.state.is_over:
            session.apply(game.random_action(session.state, rng))
        result = session.results[-1]
        if not result.detail.get("passed") and "annulled" not in result.detail:
            return game, session, result
    raise AssertionError("no scored hand")


@pytest.mark.parametrize("name", ["french-tarot", "gatti", "piedmontese", "tarocchino"])
def test_the_end_of_hand_page_tells_the_card_points_once(name: str) -> None:
    pytest.importorskip(f"tarocchi.games.{name.replace('-', '_')}")
    game, _, result = _first_scored_hand(name, {})
    view = View(game, "en", names=["You", "Ada", "Bruno", "Carla"])
    lines = explain_result(view, result, game=game)
    # The game's own explanation tells each side's card points once; nothing repeats it after.
    assert len(lines) == len(set(lines)), lines
    assert sum(1 for line in lines if line.startswith("Card points")) <= 1, lines
    assert not any("{" in line for line in lines), lines  # every placeholder filled
    if name == "french-tarot":  # what each defender pays, or receives: never "pays D = -48"
        per = result.detail["per_defender"]
        said = f"Each defender pays {fmt_num(per)}" if per >= 0 else f"Each defender receives {fmt_num(-per)}"
        assert said in lines and not any("pays D" in line or "pays -" in line for line in lines), lines
        defender = next(s for s in range(game.num_seats) if s != result.detail["taker"])
        assert result.scores[defender] == -per


def test_the_lowest_french_contract_reads_prise_petite_and_labels_are_not_cut() -> None:
    for lang in ("en", "it", "fr"):
        assert View("french-tarot", lang).term("prise") == "Prise (Petite)"  # R4.1
    assert fit("trionfi (trumps)", 14) == "trionfi" and fit("terno (3 kings)", 14) == "terno"
    view = View("gatti", "en", names=["You", "Ada", "Bruno", "Carla"])
    label = side_label(view, (1, 2, 3), 13)
    assert label == "Ada+Brun+Carl" and len(label) <= 13
    lines = taken_lines(view, [Taken((1, 2, 3), 2, 7.0), Taken((0,), 1, 3.0)], 27)  # the side panel at 80 columns
    parts = lines[1].split()[0].split("+")
    k = max(len(p) for p in parts)
    names = ("Ada", "Bruno", "Carla")
    assert parts == [n[:k] for n in names], lines  # every name cut evenly (not "Ada+Bruno+Car")


def test_the_prompt_for_the_dummy_says_so_once(tmp_path: Path) -> None:
    pytest.importorskip("tarocchi.games.gatti")
    config = PlayConfig(game="gatti", options={"players": 2}, delay=0, seed=4, bots="random")
    config.save = str(tmp_path / "r.json")
    app = TarocchiApp(config)

    async def script(pilot: Any) -> None:
        screen = app.screen
        assert isinstance(screen, GameScreen)
        table = screen.table
        menus = []  # the prompts of the dummy's declarations (a menu), before its first card
        for _ in range(300):
            await pilot.pause(0.01)
            if table.acting_seat is not None and table.acting_seat != table.human and screen.playable():
                break
            if table.is_human_turn and table.acting_seat != table.human and screen.menu() and not screen.playable():
                menus.append(screen.prompt_text().plain)
            if screen.choice is not None:
                c = screen.choice
                pool = cards_of(c.pool & ~c.required)[: c.size - c.required.bit_count()]
                await type_line(pilot, " ".join(CODES[x] for x in pool))
            elif table.is_human_turn and screen.playable():
                screen.cursor = cards_of(screen.playable())[0]
                await type_line(pilot, "")
            elif table.is_human_turn:
                await type_line(pilot, "1")
        else:
            raise AssertionError("the dummy never played")
        prompt = screen.prompt_text().plain
        assert prompt.startswith("Your dummy's turn: play a card of its hand"), prompt
        assert "[for the dummy" not in prompt and "Your turn" not in prompt, prompt
        assert menus, "the dummy was never asked to declare"
        for menu in menus:  # it read "Your dummy's turn: Your turn: type a number..."
            assert menu.startswith("Your dummy's turn: type a number and Enter"), menu
            assert "Your turn" not in menu, menu

    run_app(app, script)


def test_tarocchino_declared_points_are_on_the_score_sheet_at_once() -> None:
    """10.2: declarations count toward 800 as soon as they are shown, so the sheet shows them mid-hand."""
    import random as _random

    from tarocchi.games import create_game
    from tarocchi.tui.render import score_sheet

    game = create_game("tarocchino", {})
    rng = _random.Random(2)
    state = game.new_hand(0, game.deal(0, 7))
    while state.phase != "play":
        state.apply(game.random_action(state, rng))
    obs = state.observation(0)
    so_far = game.points_so_far(obs)
    assert so_far is not None and so_far[0] == so_far[2] == 10  # seat 0 showed the aces' sequence
    view = View(game, "en", names=["You", "Ada", "Bruno", "Carla"])
    text = score_sheet(view, game, [], game.totals([]), so_far).plain
    assert "+10" in text and "declared in this hand" in text
    assert "10" in text.splitlines()[-1]  # the totals line counts them
    assert create_game("french-tarot", {}).points_so_far(obs) is None


def _play(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "tarocchi", "play", *args],
        capture_output=True,
        text=True,
        timeout=60,
        stdin=subprocess.DEVNULL,
    )


def test_a_record_file_that_cannot_be_written_is_refused_before_the_game(tmp_path: Path) -> None:
    pytest.importorskip("tarocchi.games.gatti")
    out = _play("gatti", "--save", str(tmp_path))
    assert out.returncode == 2 and out.stdout == ""
    assert out.stderr == f"tarocchi play: --save {tmp_path}: cannot write the record there (it is a folder)\n"
    (tmp_path / "notes.txt").write_text("x")
    out = _play("gatti", "--save", str(tmp_path / "notes.txt" / "game.json"))
    assert (
        out.returncode == 2
        and f"cannot write the record there ({tmp_path / 'notes.txt'} is a file, not a folder)" in out.stderr
    )
    assert sorted(p.name for p in tmp_path.iterdir()) == ["notes.txt"]  # no probe left behind


def test_a_save_that_fails_says_so_and_a_resumed_game_may_go_on_in_another_file(tmp_path: Path) -> None:
    pytest.importorskip("tarocchi.games.gatti")
    first = tmp_path / "first.json"
    table = Table(create_game("gatti", {"players": 3}), bots="random", seed=3, save_path=first)
    table.save()
    config = PlayConfig(game=None, resume=str(first), save=str(tmp_path / "second.json"))
    app = TarocchiApp(config)
    app.table = make_table(config)
    assert app.save() == str(tmp_path / "second.json") and app.save_error is None
    assert json.loads((tmp_path / "second.json").read_text()) == json.loads(first.read_text())
    app.table.save_path = tmp_path / "notes.txt" / "x.json"
    (tmp_path / "notes.txt").write_text("x")
    assert app.save() is None and app.save_error is not None and "x.json" in app.save_error
    app.exit = lambda *args, **kwargs: None  # type: ignore[method-assign]
    app.action_save_quit()
    assert app.exit_note.startswith("Could not save the record: ")
