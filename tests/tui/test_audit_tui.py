"""The terminal game's second user audit (/tmp/audit_tui2): each defect played as the player met it."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest
import tui_driver
from textual.widgets import Static
from tui_driver import game_screen, play_app, screen_text, type_line, until

from packs import pack_of
from tarocchi.cards import cards_of, code, mask_of, parse_card
from tarocchi.engine.actions import Action
from tarocchi.engine.explain import Line, SeatRef
from tarocchi.engine.game import HandResult
from tarocchi.games import create_game
from tarocchi.i18n import translate
from tarocchi.tui import render
from tarocchi.tui.app import GameScreen, InfoScreen, PlayConfig, TarocchiApp
from tarocchi.tui.controller import Table, typed_cards


def run_app(app: TarocchiApp, script: Callable[[Any], Awaitable[None]], size: tuple[int, int] = (100, 40)) -> None:
    """:func:`tui_driver.run_app` on the audit's terminal, 100 x 40 unless a test says otherwise."""
    tui_driver.run_app(app, script, size)


def run_french_tarot(
    tmp_path: Path,
    deal: dict[str, int],
    lines: list[str],
    ready: Callable[[GameScreen], bool],
    then: Callable[[Any, TarocchiApp, GameScreen], Awaitable[None]],
    size: tuple[int, int] = (100, 40),
) -> None:
    """A French Tarot app (``deal``: players, seed, dealer) where the human types each of ``lines`` on
    his turn; once ``ready(screen)``, ``then(pilot, app, screen)`` goes on."""
    app = play_app(
        tmp_path, "french-tarot", options={"players": deal["players"]}, seed=deal["seed"], dealer=deal["dealer"]
    )

    async def script(pilot: Any) -> None:
        screen = game_screen(app)
        for line in lines:
            await until(pilot, lambda: screen.table.is_human_turn)
            await type_line(pilot, line)
        await until(pilot, lambda: ready(screen))
        await then(pilot, app, screen)

    run_app(app, script, size)


# French Tarot for two, seed 5: the first hand, then the second up to the human's Excuse lead to trick 23
# (the audit's ft2_give2.json), written as seat, verb letter, value.
FT2_HANDS = (
    "0bpass 1bgarde 1dQS,6H,7H,8H,NH,JD 2p1S 0p3S 1pKS 1p3D 2p4D 0p1D 2p10S 0p4S 1pJS 1p5D 2p9D 0p2D 2p1H 0p3H "
    "1pT1 1p7D 2p10D 0p6D 2p2H 0p5H 1pT6 1p2S 2pT7 0p7S 2p4H 0p9H 1pT8 1p5S 2pT17 0p8S 2p10H 0pQH 1pT9 1p6S 2pT20 "
    "0p9S 2p1C 0pNC 1p2C 0p8D 1pFOOL 2pND 1gT6 2p5C 0pT2 1p3C 0pT3 1pT11 2pT21 2p9C 0pT4 1p4C 0pT5 1pT14 2p10C "
    "1p6C 2pJC 0pT10 0pT12 1pT15 2pJH 1p7C 2pQC 0pT13 0pT19 1pT16 2pQD 0pNS 1pT18 2pKC 1p8C 2pKD 0pKH",
    "1bpass 0bgarde 0d3S,10S,JS,7H,8H,10H 1pKD 2pJD 0p3D 1pKC 2pQC 0p4C 1p6H 2p2H 0p1H 1p1C 2p2C 0p7C 0p9C "
    "1pJC 2p3C 1p5C 2p6C 0p10C 0p10D 1p1D 2p2D 0pT3 1pT5 2pT8 2pKS 0pT4 1p4S 0pT6 1pT7 2pT9 2pKH 0pJH 1pNH 2p4D "
    "0pND 1p5D 0pT10 1pT14 2pT16 2p3H 0pQH 1pT2 1p8C 2pT12 0pNC 2p4H 0pT11 1pT15 1p5S 2p1S 0pT17 0pT18 1p7S "
    "2pT13 0pT19 1p8S 2p5H 0pT20 1p6D 2p9H 0pQD 1p7D 2p2S 0pT21 1p8D 2p6S",
)
VERBS = {"b": "bid", "d": "discard", "p": "play", "g": "give"}


def ft2_table(tmp_path: Path) -> Table:
    """The two-player French Tarot table of the audit, the human about to lead the Excuse to trick 23."""
    table = Table(
        create_game("french-tarot", {"players": 2}),
        human=0,
        bots="heuristic",
        seed=5,
        first_dealer=1,
        names=["You", "Ada", "Bruno"],
        save_path=tmp_path / "ft2.json",
    )
    for h, hand in enumerate(FT2_HANDS):
        if h:
            table.session.next_hand()
        for token in hand.split():
            seat, verb, value = int(token[0]), VERBS[token[1]], token[2:]
            if verb == "bid":
                action = Action(seat, verb, value=value)
            elif verb == "discard":
                action = Action(seat, verb, cards=mask_of(parse_card(c) for c in value.split(",")))
            else:
                action = Action(seat, verb, card=parse_card(value))
            table.session.apply(action)
    return table


def table_app(table: Table, **kw: Any) -> TarocchiApp:
    return TarocchiApp(PlayConfig(game=table.game.name, delay=0, **kw), table_factory=lambda _: table)


# ---------------------------------------------------------------- 1: a bare number


def test_a_number_that_is_an_option_and_a_held_trump_is_refused_naming_both(tmp_path: Path) -> None:
    app = play_app(tmp_path, "french-tarot", options={"players": 4}, seed=11, dealer=3)

    async def script(pilot: Any) -> None:
        screen = game_screen(app)
        table = screen.table
        await type_line(pilot, "3")
        await type_line(pilot, "js 2h 3h 9h 1c 3c")
        await until(pilot, lambda: table.is_human_turn and bool(screen.playable()))
        assert "1) announce Chelem" in screen_text(app)
        assert (table.hand_cards() >> parse_card("T1")) & 1  # the Petit is held: "1" may mean it
        before = len(table.state.history)
        await type_line(pilot, "1")
        assert len(table.state.history) == before  # no chelem announced by a trump's number
        text = screen_text(app)
        assert "'1' could mean option 1 (announce Chelem (slam)) or T1" in text and "type t1" in text, text
        await type_line(pilot, "#1")  # the option, by its number alone
        assert list(table.state.history[before:]) == [Action(0, "announce", value="chelem")], screen_text(app)
        before += 1
        # a number that is no option is the trump of that number
        trump = next(c for c in range(1, 22) if (table.hand_cards() >> parse_card(f"T{c}")) & 1 and c > 1)
        await type_line(pilot, str(trump))
        assert "There is no option" not in screen_text(app)
        played = table.state.history[before:]
        refused = "Refused" in screen_text(app)
        assert refused or Action(0, "play", card=parse_card(f"T{trump}")) in played, screen_text(app)

    run_app(app, script)


def test_in_gatti_21_with_no_menu_is_the_21_of_trumps(tmp_path: Path) -> None:
    app = play_app(tmp_path, "gatti", options={"players": 3}, seed=21, dealer=0)

    async def script(pilot: Any) -> None:
        screen = game_screen(app)
        await until(pilot, lambda: screen.table.is_human_turn)
        for _ in range(40):  # on to the first card to play, the declarations passed
            if screen.playable():
                break
            await type_line(pilot, "3s 5s 7s" if screen.menu() and not screen.table.state.history else "")
            await pilot.pause()
        await type_line(pilot, "21")
        assert "There is no option 21" not in screen_text(app), screen_text(app)

    run_app(app, script)


# ---------------------------------------------------------------- 2: the chelem before a computer player leads


CHELEM_WINDOW = {"players": 4, "seed": 5, "dealer": 0}
"""The human bids Garde contre ("4": no discard, a computer player leads) and is asked about the chelem."""


def test_a_taker_who_does_not_lead_is_offered_the_chelem_before_the_first_card(tmp_path: Path) -> None:
    async def then(pilot: Any, app: TarocchiApp, screen: GameScreen) -> None:
        table = screen.table
        assert not any(a.verb == "play" for a in table.state.history)  # the computer player waits
        assert table.state.to_act != 0
        text = screen_text(app)
        assert "1) announce Chelem (slam)" in text and "2) no, play on" in text, text
        await pilot.press("enter")  # Enter alone lets the window pass: never a chelem by habit
        await until(pilot, lambda: any(a.verb == "play" for a in table.state.history))
        assert not any(a.verb == "announce" for a in table.state.history)

    run_french_tarot(tmp_path, CHELEM_WINDOW, ["4"], lambda screen: screen.table.is_human_turn, then)


def test_the_chelem_announced_out_of_turn_is_the_human_s(tmp_path: Path) -> None:
    async def then(pilot: Any, app: TarocchiApp, screen: GameScreen) -> None:
        await type_line(pilot, "chelem")
        assert Action(0, "announce", value="chelem") in screen.table.state.history, screen_text(app)

    run_french_tarot(tmp_path, CHELEM_WINDOW, ["4"], lambda screen: screen.table.is_human_turn, then)


# ---------------------------------------------------------------- 3, 4: the Excuse's exchange card


def test_every_exchange_card_is_shown_and_typed_and_a_held_card_is_not_given(tmp_path: Path) -> None:
    table = ft2_table(tmp_path)
    app = table_app(table)

    async def script(pilot: Any) -> None:
        screen = game_screen(app)
        await type_line(pilot, "fool")
        await until(pilot, lambda: bool(screen.gives()))
        gives = screen.gives()
        assert len(gives) > 20
        prompt = screen.query_one("#prompt", Static)
        shown = prompt.content.plain  # type: ignore[union-attr]
        assert "type the card to give" in shown
        assert all(screen.view.card(a.card) in shown for a in gives), shown  # every one, none cut off
        assert prompt.size.height >= len(shown.splitlines())
        before = len(table.state.history)
        await type_line(pilot, "t1")  # his last card: never taken for a give
        assert len(table.state.history) == before
        assert "T1 is in your hand" in screen_text(app), screen_text(app)
        last = gives[-1]
        await type_line(pilot, render.View("french-tarot").card(last.card).lower().replace("♣", "c"))
        assert Action(0, "give", card=last.card) in table.state.history, screen_text(app)

    run_app(app, script)


def test_the_give_is_logged_after_its_trick(tmp_path: Path) -> None:
    table = ft2_table(tmp_path)
    table.submit(Action(0, "play", card=parse_card("FOOL")))
    table.run_bots()
    give = next(a for a in table.human_actions() if a.verb == "give")
    assert table.submit(give) is None
    view = render.View(table.game, "en", names=table.names, human=0)
    lines = render.log_lines(view, table.observation())
    at = next(i for i, line in enumerate(lines) if "gives" in line)
    assert lines[at - 1].startswith("#23 "), lines
    assert not any(line.startswith("#") for line in lines[: at - 23])


# ---------------------------------------------------------------- 5, 6: choosing a discard


FIVE_DISCARD = {"players": 5, "seed": 3, "dealer": 4}
"""The human bids "3" and calls the king of clubs ("kc"), then chooses his discard."""


def test_esc_clears_a_discard_and_a_card_typed_again_is_unchosen(tmp_path: Path) -> None:
    async def then(pilot: Any, app: TarocchiApp, screen: GameScreen) -> None:
        await type_line(pilot, "2s 1h")
        assert screen.selected.bit_count() == 2, screen_text(app)
        await type_line(pilot, "2s")  # typed again: unchosen
        assert not (screen.selected >> parse_card("2S")) & 1 and screen.selected.bit_count() == 1
        await type_line(pilot, "2s")
        assert screen.selected.bit_count() == 2
        await pilot.press("escape")
        await pilot.pause()
        assert screen.choice is not None and screen.selected == screen.choice.required == 0, screen_text(app)
        assert "0/3 chosen" in screen_text(app)

    run_french_tarot(tmp_path, FIVE_DISCARD, ["3", "kc"], lambda screen: screen.choice is not None, then, (45, 30))


def test_a_card_not_held_is_refused_at_once_in_a_discard(tmp_path: Path) -> None:
    async def then(pilot: Any, app: TarocchiApp, screen: GameScreen) -> None:
        held = screen.shown_hand()
        missing = next(c for c in ("KH", "QH", "KD", "QD", "KS") if not (held >> parse_card(c)) & 1)
        await type_line(pilot, missing.lower())
        assert screen.selected.bit_count() == 0
        shown = render.View("french-tarot").card(parse_card(missing))
        assert f"You do not hold {shown}." in screen_text(app), screen_text(app)

    run_french_tarot(tmp_path, FIVE_DISCARD, ["3", "kc"], lambda screen: screen.choice is not None, then)


# ---------------------------------------------------------------- 7: record codes


def test_an_upper_case_record_code_is_that_card_in_gatti() -> None:
    deck = create_game("gatti", {"players": 3}).deck
    assert typed_cards("9C", pack_of("gatti"), "en", deck) == [parse_card("9C")]
    assert typed_cards("KH 10S T21 FOOL", pack_of("gatti"), "en", deck) == [
        parse_card(c) for c in ("KH", "10S", "T21", "FOOL")
    ]


# ---------------------------------------------------------------- 8, 9, 14: a phone's terminal


def test_the_log_fills_a_narrow_terminal_at_its_width_from_the_start(tmp_path: Path) -> None:
    app = play_app(tmp_path, "french-tarot", options={"players": 4}, seed=11, dealer=3)

    async def script(pilot: Any) -> None:
        screen = game_screen(app)
        await until(pilot, lambda: screen.table.is_human_turn)
        await type_line(pilot, "1")  # pass: the others' bids fill the log
        await pilot.pause()
        await pilot.press("tab")
        await pilot.pause()
        side = screen.query_one("#side", Static)
        shown = side.content.plain.splitlines()  # type: ignore[union-attr]
        view = render.View(screen.table.game, "en", names=screen.table.names)
        log = render.log_lines(view, screen.table.observation())
        assert len(log) >= 3 and all(line in shown for line in log), (shown, log)

    run_app(app, script, size=(45, 30))


def test_the_five_player_sheet_fits_a_narrow_page(tmp_path: Path) -> None:
    app = play_app(tmp_path, "french-tarot", options={"players": 5}, seed=3, dealer=4)

    async def script(pilot: Any) -> None:
        await pilot.press("f2")
        await pilot.pause()
        page = app.screen
        assert isinstance(page, InfoScreen)
        room = 45 - 6
        rows = [line for line in page.body.plain.splitlines() if line.split() and line.split()[-1][-1].isdigit()]
        assert len(rows) == 5 and all(len(line) <= room for line in rows), page.body.plain  # no row wrapped
        for row, name in zip(rows, ["You", "Ada", "Bruno", "Carla", "Dario"], strict=True):
            assert row.split() == [name, "0"], page.body.plain  # a side's total on its line

    run_app(app, script, size=(45, 30))


@pytest.mark.parametrize("lang", ["en", "it", "fr"])
def test_the_footer_keeps_f2_and_ctrl_c_at_45_columns(tmp_path: Path, lang: str) -> None:
    app = play_app(tmp_path, "french-tarot", options={"players": 4}, seed=11, dealer=3, lang=lang)

    async def script(pilot: Any) -> None:
        footer = game_screen(app).query_one("#footer", Static).content.plain  # type: ignore[union-attr]
        assert "F2" in footer and "Ctrl+C" in footer and len(footer) <= 45, footer

    run_app(app, script, size=(45, 30))


# ---------------------------------------------------------------- 10: the match's winner


def test_the_end_of_the_match_names_the_winners(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = play_app(tmp_path, "gatti", options={"players": 3}, seed=21, dealer=0)

    async def script(pilot: Any) -> None:
        screen = game_screen(app)
        game = screen.table.game
        for seats, said in [
            ((1,), "Ada wins the match."),
            ((0,), "You win the match."),
            ((1, 2), "Ada and Bruno win"),
            ((0, 2), "You and Bruno win the match."),
        ]:
            monkeypatch.setattr(game, "match_winners", lambda results, seats=seats: seats)
            assert said in screen.winners_text()
        monkeypatch.setattr(game, "match_winners", lambda results: (0, 1, 2))  # all three level
        assert screen.winners_text() == "The match ends level: nobody wins it."
        monkeypatch.setattr(type(screen.table), "match_over", property(lambda self: True))
        result = HandResult((0, 0, 0), (10, -5, -5), {})
        monkeypatch.setattr(type(screen.table), "results", property(lambda self: [result]))
        monkeypatch.setattr(game, "match_winners", lambda results: (0,))
        monkeypatch.setattr(game, "explain", lambda result: [])
        screen.show_hand_result()
        await pilot.pause()
        page = app.screen
        assert isinstance(page, InfoScreen) and "The match is over. You win the match." in page.body.plain

    run_app(app, script)


# ---------------------------------------------------------------- 11, 12: names


def test_long_names_are_whole_in_the_taken_panel_the_sheet_and_the_table() -> None:
    view = render.View("french-tarot", "en", names=["You", "Ada", "Bruno", "Carla", "Dario"])
    from tarocchi.games.taken import Taken

    lines = render.taken_lines(view, [Taken((0, 1, 3), 2, 30.5), Taken((2, 4), 1, 10.0)], 27)  # at 100 columns
    # a label as wide as its column (13 of 27) stays beside its figures, whole
    assert lines[1].split() == ["You+Ada+Carla", "2", "30.5"] and all(len(line) <= 27 for line in lines), lines
    game = create_game("french-tarot", {"players": 2})
    view = render.View(game, "en", names=["You", "Ada", "Bruno"])
    sheet = render.score_sheet(view, game, [], [0, 0, 0], None, 80).plain
    # the dummy scores nothing of its own (its controller scores its share): no column for it
    assert sheet.splitlines()[1].split() == ["#", "You", "Ada"], sheet
    assert "ummy" not in sheet, sheet


def test_said_words_are_not_cut_on_a_wide_table(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    table = Table(create_game("tarocchino", {}), seed=21, first_dealer=0, save_path=tmp_path / "t.json")
    view = render.View(table.game, "en", names=table.names)
    said = {1: "sequence of Moors", 2: "cricca of kings"}
    monkeypatch.setattr(render, "said_text", lambda view, act: said.get(act.seat, "") if act else "")
    monkeypatch.setattr(render, "last_actions", lambda obs: {s: Action(s, "declare") for s in said})
    text = render.table_panel(view, table.observation(), None, width=66).plain  # the table at 100 columns
    assert "sequence of Moors" in text and "cricca of kings" in text, text


def test_explanation_lines_name_the_human_in_the_third_person() -> None:
    texts = {"x.scores": {"en": "{who} scores {n}", "it": "{who} fa {n}", "fr": "{who} marque {n}"}}
    for lang, want in [("en", "Seat 1 (you) scores 9"), ("it", "Posto 1 (tu) fa 9"), ("fr", "Place 1 (vous) marque 9")]:
        view = render.View("gatti", lang, names=["You", "Ada", "Bruno"])
        view.texts = texts
        assert view.line(Line("x.scores", {"who": SeatRef(0), "n": 9})) == want
        assert view.line(Line("x.scores", {"who": SeatRef(1), "n": 9})).startswith("Ada ")
    game = create_game("french-tarot", {"players": 5})
    view = render.View(game, "en", names=["You", "Ada", "Bruno", "Carla", "Dario"])
    result = HandResult((0,) * 5, (10, -5, 5, -5, -5), {})
    sheet = render.score_sheet(view, game, [result], [10, -5, 5, -5, -5], None, 20).plain
    assert "Totals after 1 hand " in sheet, sheet


# ---------------------------------------------------------------- 13: not your turn


def test_not_your_turn_goes_away_when_it_is_your_turn(tmp_path: Path) -> None:
    app = play_app(tmp_path, "gatti", options={"players": 3}, seed=9, dealer=2)
    # a computer player's move is applied at once and the pause comes after it: with 1 s, typing "5s" on a
    # loaded CI machine outlasted the computers' turn (the seat was due again and was told it lacks 5♠)
    app.config.delay = 6.0

    async def script(pilot: Any) -> None:
        screen = game_screen(app)
        table = screen.table
        for _ in range(20):  # act (Enter: the default) until a computer player is thinking
            await until(pilot, lambda: table.is_human_turn, 600)
            if screen.choice is not None:
                c = screen.choice
                await type_line(pilot, " ".join(code(x) for x in cards_of(c.pool)[: c.size - c.required.bit_count()]))
            else:
                await pilot.press("enter")
            await pilot.pause()
            if not table.is_human_turn:
                break
        await type_line(pilot, "5s")
        assert translate("not_your_turn", "en") in screen.message.plain
        await until(pilot, lambda: table.is_human_turn, 600)
        await pilot.pause()
        assert translate("not_your_turn", "en") not in screen_text(app)

    run_app(app, script)
