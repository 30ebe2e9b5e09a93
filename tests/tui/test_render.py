"""Rendering: the hand, the trick, the score sheets, the explanations, the tableau (pure functions)."""

from __future__ import annotations

import random

import pytest
from rich.text import Text

from tarocchi.cards import mask_of, parse_card
from tarocchi.engine.actions import Action
from tarocchi.engine.game import HandResult
from tarocchi.engine.observation import Observation, TrickView
from tarocchi.games import create_game
from tarocchi.tui.render import (
    STYLE_DIM,
    STYLE_SELECTED,
    View,
    explain_result,
    hand_rows,
    header_text,
    log_lines,
    public_lines,
    score_sheet,
    sides_of,
    start_cursor,
    table_panel,
    tableau,
)


def _m(*codes: str) -> int:
    return mask_of(parse_card(c) for c in codes)


def _style_of(text: Text, label: str) -> str:
    start = text.plain.index(label)
    styles = [str(span.style) for span in text.spans if span.start <= start < span.end]
    return " ".join(styles)


def test_hand_rows_sorted_by_suit_with_playable_cards_highlighted() -> None:
    view = View("french-tarot", "en", names=["You", "Ada", "Bruno", "Carla"])
    hand = _m("KH", "2H", "T21", "FOOL", "1S", "QC", "9D")
    text = hand_rows(view, hand, playable=_m("KH", "2H"), cursor=parse_card("2H"))
    lines = text.plain.splitlines()
    assert lines[0].split()[:2] == ["T", "trumps"] and lines[0].split()[2:] == ["21", "★"]
    assert [ln.split()[0] for ln in lines] == ["T", "♠", "♥", "♣", "♦"]
    assert "[2]" in lines[2] and " K" in lines[2]
    assert "bold" in _style_of(text, "K\n")
    assert STYLE_DIM in _style_of(text, "21 ")


def test_hand_rows_ascii_and_selection() -> None:
    view = View("tarocchino", "it", ascii=True)
    text = hand_rows(view, _m("KH", "FOOL", "T3"), selected=_m("KH"))
    assert text.plain.isascii() is False or "FOOL" in text.plain  # suit names may be accented
    assert "FOOL" in text.plain and "+K" in text.plain
    assert STYLE_SELECTED in _style_of(text, "+K")
    assert text.plain.splitlines()[0].startswith(" T trionfi")


def test_a_30_card_hand_fits_80_columns() -> None:
    view = View("piedmontese", "fr")
    hand = (1 << 21) - 1 | _m("FOOL", "KS", "QS", "NS", "JS", "10S", "9S", "8S", "7S")
    for line in hand_rows(view, hand, cursor=0).plain.splitlines():
        assert len(line) <= 80


def _obs(**kw: object) -> Observation:
    base: dict[str, object] = dict(
        game="french-tarot",
        seat=0,
        num_seats=4,
        dealer=3,
        phase="play",
        to_act=2,
        hand=_m("KH"),
        history=(),
        tricks=(),
        public_cards={},
        private_cards={},
        info={"contract": "garde", "taker": 1},
    )
    base.update(kw)
    return Observation(**base)  # type: ignore[arg-type]


def _trick(leader: int, codes: str, winner: int | None) -> TrickView:
    """A trick of four seats led by ``leader``, the cards (``"KS 6S 7S 8S"``) played in turn from there."""
    return TrickView(leader, tuple(((leader + i) % 4, parse_card(c)) for i, c in enumerate(codes.split())), winner)


def test_table_panel_shows_who_played_what_and_the_last_trick() -> None:
    view = View("french-tarot", "en", names=["You", "Ada", "Bruno", "Carla"])
    done = _trick(1, "7H KH 2H 1H", 2)
    current = _trick(2, "T5", None)
    text = table_panel(view, _obs(tricks=(done, current)), acting=None).plain
    bruno = next(ln for ln in text.splitlines() if "Bruno" in ln)
    assert "T5" in bruno and "tricks 1" in bruno
    assert "Ada" in text and "*" in next(ln for ln in text.splitlines() if "Ada" in ln)  # the taker
    assert "Last trick: 7♥ K♥ 2♥ 1♥ → Bruno" in text
    assert "#1 7♥ K♥ 2♥ 1♥ → Bruno" in log_lines(view, _obs(tricks=(done, current)))


def test_a_seat_row_shows_a_whole_bid_when_the_panel_has_room_and_always_fits_its_width() -> None:
    """At 80 columns the table panel is 46 wide: "Garde contre" (12) and "Garde sans" show whole (they were
    cut to "Garde sa…" at 46); a phone's narrower panel cuts them, and no row is ever wider than the panel."""
    bids = (Action(1, "bid", value="garde-sans"), Action(2, "bid", value="garde-contre"))
    names = ["You", "Alessandra", "Bruno", "Carla"]
    for lang, sans, contre in (("en", "Garde sans", "Garde contre"), ("it", "Guardia senza", "Guardia contro")):
        view = View("french-tarot", lang, names=names)
        obs = _obs(history=bids, info={})
        rows = table_panel(view, obs, acting=None, width=46).plain.splitlines()[1:5]
        assert sans in rows[1] and contre in rows[2] and "Alessandra" in rows[1], rows
        for width in (46, 43, 38):
            rows = table_panel(view, obs, acting=None, width=width).plain.splitlines()[1:5]
            assert max(len(row) for row in rows) <= width, (width, rows)
        narrow = table_panel(view, obs, acting=None, width=32).plain  # (38 shows them whole: no card column yet)
        assert sans not in narrow and sans[:7] in narrow and "…" in narrow
        # nothing said yet: the names take the room ("Your dumm" was cut at 44 in Gatti for two)
        quiet = table_panel(view, _obs(history=(), info={}), acting=None, width=36).plain
        assert "Alessandra" in quiet and max(len(row) for row in quiet.splitlines()) <= 36


def test_french_tarot_explanation_follows_r10() -> None:
    # french-tarot.md 10.A example 2: Garde, 2 bouts, 49 points, taker's poignée and petit au bout.
    detail = {
        "contract": "garde",
        "taker": 0,
        "called": None,
        "partner": None,
        "attack_points": 49,
        "bouts": 2,
        "target": 41,
        "diff": 8,
        "made": True,
        "multiplier": 2,
        "petit_au_bout": "attack",
        "poignees": [{"seat": 0, "as": "poignee-simple", "points": 20}],
        "chelem": None,
        "chelem_bonus": 0,
        "per_defender": 106,
    }
    result = HandResult((49, 42, 42, 42), (318, -106, -106, -106), detail)
    view = View("french-tarot", "en", names=["You", "Ada", "Bruno", "Carla"])
    lines = explain_result(view, result, game=create_game("french-tarot", {"players": 4}))
    text = "\n".join(lines)
    assert "Your Garde" in text  # the human's seat in a sentence about it (not "Garde by Seat 1 (you)")
    assert "Attack: 49 points with 2 bouts, needed 41" in text
    assert "Made by 8" in text and "Base 25 + difference = 33" in text
    assert "Petit au bout (" in text and "): +10" in text
    assert "× contract multiplier 2" in text
    assert "Your single poignée: 20" in text
    assert "Each defender pays 106" in text
    assert lines[0] == "Scores: You: 318  Ada: -106  Bruno: -106  Carla: -106"
    assert lines[-1] == "Each defender pays 106"  # the attack's card points are told above (R10.2)
    fr = "\n".join(explain_result(View("french-tarot", "fr"), result, game=create_game("french-tarot", {})))
    assert "Faite de 8" in fr and "Chaque défenseur paie 106" in fr
    # the margin is the "différence": "écart" is the taker's discard (R5.2), not a margin
    assert "Base 25 + différence = 33" in fr and "écart" not in fr


def test_score_sheets_in_each_games_layout() -> None:
    view = View("piedmontese", "en", names=["You", "Ada", "Bruno", "Carla"])
    # piedmontese.md: the seed's example, 68/46 then 59/55: balances 11 then 13
    results = [
        HandResult((68, 46, 68, 46), (11, -11, 11, -11), {"delta": [11, -11, 11, -11]}),
        HandResult((59, 55, 59, 55), (13, -13, 13, -13), {"delta": [2, -2, 2, -2]}),
    ]
    text = score_sheet(view, create_game("piedmontese", {"players": 4}), results, [13, -13, 13, -13]).plain
    assert "You+Bruno" in text and "Ada+Carla" in text
    assert "11(+11)" in text and "13(+2)" in text and "-13(-2)" in text
    view = View("tarocchino", "en", names=["You", "Ada", "Bruno", "Carla"])
    results = [HandResult((40, 47, 40, 47), (120, 95, 120, 95), {}), HandResult((50, 37, 50, 37), (60, 45, 60, 45), {})]
    text = score_sheet(view, create_game("tarocchino", {}), results, [180, 140, 180, 140]).plain
    assert "to 800" in text and "120/120" in text and "60/180" in text and "45/140" in text
    view = View("french-tarot", "en", names=["You", "Ada", "Bruno", "Carla"])
    text = score_sheet(
        view, create_game("french-tarot", {}), [HandResult((0,) * 4, (198, -66, -66, -66), {})], [198, -66, -66, -66]
    ).plain
    assert text.splitlines()[2].split() == ["1", "198", "-66", "-66", "-66"]


def test_sides() -> None:
    assert sides_of(create_game("tarocchino", {})) == [(0, 2), (1, 3)]
    assert sides_of(create_game("piedmontese", {"players": 4})) == [(0, 2), (1, 3)]
    assert sides_of(create_game("piedmontese", {"players": 3})) == [(0,), (1,), (2,)]
    assert sides_of(create_game("gatti", {"players": 2})) == [(0, 2), (1, 3)]
    assert sides_of(create_game("gatti", {"players": 4})) == [(0, 2), (1, 3)]
    assert sides_of(create_game("gatti", {"players": 4, "mode": "call"})) == [(0,), (1,), (2,), (3,)]
    assert sides_of(create_game("gatti", {})) == [(0,), (1,), (2,)]
    assert sides_of(create_game("french-tarot", {"players": 5})) == [(s,) for s in range(5)]
    assert sides_of(create_game("french-tarot", {"players": 3})) == [(0,), (1,), (2,)]


def test_tarocchino_tableau_fixed_rows_and_marks() -> None:
    view = View("tarocchino", "en")
    pile = _m("KS", "KC", "KH", "1S", "T21", "T20", "T1", "FOOL", "T2")
    marks = {parse_card("KS"): "a", parse_card("KC"): "a", parse_card("KH"): "a"}
    lines = tableau(view, pile, marks).plain.splitlines()
    assert lines[0].split() == ["Trumps", "swords", "batons", "cups", "coins"]
    assert lines[1].split() == ["T21", "K♠a", "K♣a", "K♥a", "·"]  # kings in the top row
    assert lines[5].split()[1] == "1♠"  # the aces in the fifth row, below the jacks
    assert lines[2].split()[0] == "T20"
    assert lines[-1].split()[0] == "★" and lines[-2].split()[0] == "T1" and lines[-3].split()[0] == "T2"
    assert all(len(line) <= 80 for line in lines)


def test_menu_labels_and_the_declaration_pass() -> None:
    from tarocchi.engine.actions import declare_nothing
    from tarocchi.tui.render import describe_action, option_label

    view = View("tarocchino", "en", names=["You", "Ada", "Bruno", "Carla"])
    assert option_label(view, declare_nothing(0)) == "no (more) declarations"
    assert describe_action(view, declare_nothing(1)) == "Ada: no more declarations"
    shown = Action(0, "declare", cards=_m("JH", "NH", "KH", "FOOL"), value="seq-H")
    assert option_label(view, shown) == "declare sequence of cups ★ J♥ N♥ K♥"
    typed = Action(0, "declare", cards=_m("1S", "1H"))  # cards typed as a declaration, named by none
    assert option_label(view, typed) == "declare 1♠ 1♥"
    it = View("french-tarot", "it", names=["Tu", "Ada", "Bruno", "Carla"])
    assert option_label(it, Action(0, "bid", value="garde-contre")) == "Guardia contro"
    assert option_label(it, Action(0, "call", card=parse_card("KS"))) == "chiama R♠"  # the re: R in Italian
    assert describe_action(it, Action(2, "discard", cards=0), hidden=True) == "Bruno: scarto (coperto)"


def test_taken_lines_per_side_with_exact_figures() -> None:
    from tarocchi.games import create_game
    from tarocchi.games.taken import points_taken
    from tarocchi.tui.render import taken_lines

    view = View("tarocchino", "en", names=["You", "Ada", "Bruno", "Carla"])
    tricks = (_trick(0, "KS 6S 7S 8S", 2), _trick(2, "T21 T20 T13 6C", 1), _trick(1, "QC", None))
    obs = _obs(game="tarocchino", hand=0, tricks=tricks, info={})
    lines = taken_lines(view, points_taken(create_game("tarocchino", {}), obs), width=30)
    # R7.3: KS with three scartini 8 - 2 = 6; T21 T20 T13 6C 12 - 2 = 10; the unfinished trick not counted
    assert lines == [
        "Taken           tricks  points",
        "You+Bruno            1       6",
        "Ada+Carla            1      10",
    ]
    assert all(len(line) == 30 for line in lines)


def test_taken_lines_half_points_and_italian() -> None:
    from tarocchi.games import create_game
    from tarocchi.games.taken import points_taken
    from tarocchi.tui.render import taken_lines

    view = View("french-tarot", "it", names=["Tu", "Ada", "Bruno", "Carla"])
    obs = _obs(
        to_act=0,
        hand=0,
        tricks=(_trick(0, "KS 5S JS T2", 3),),
        info={"taker": 1, "partner_revealed": True, "partner": None},
    )
    taken = points_taken(create_game("french-tarot", {"players": 4}), obs)
    lines = taken_lines(view, taken, width=30)
    assert lines[0].split() == ["Prese", "prese", "punti"]
    assert lines[1].split() == ["Ada", "0", "0"]
    assert lines[2].split() == ["Tu+Bruno+Carla", "1", "7"]  # R1.6: 4.5 + 0.5 + 1.5 + 0.5


def test_explanation_lines_and_refusals_are_rendered_with_the_screen_s_cards_and_names() -> None:
    from tarocchi.engine.explain import CardRef, CardsRef, Line, SeatRef, TermRef
    from tarocchi.tui.render import render_line

    texts = {
        "x.taker": {"en": "{who} takes {contract} and calls {card}", "it": "{who} prende {contract}, chiama {card}"},
        "x.shown": {"en": "{who} shows {cards}"},
        "contract.garde": {"en": "Garde", "it": "Garde"},
        "refusal.must_follow": {"en": "must follow, holds {held}", "it": "deve rispondere: {held}"},
    }
    view = View("french-tarot", "it", names=["Tu", "Ada", "Bruno", "Carla"])
    view.texts = texts
    line = Line(
        "x.taker", {"who": SeatRef(0), "contract": TermRef("contract.garde"), "card": CardRef(parse_card("KH"))}
    )
    assert view.line(line) == "Posto 1 (tu) prende Garde, chiama R♥"  # the human's seat, in the third person
    assert render_line(line, texts, "en", view.name, view.card) == "Tu takes Garde and calls R♥"  # the view's cards
    shown = Line("x.shown", {"who": SeatRef(2), "cards": CardsRef(_m("KH", "T21", "2H"))})
    assert view.line(shown) == "Bruno shows " + view.cards(_m("KH", "T21", "2H"))  # the hand's display order
    assert view.refusal("must_follow", {"held": CardsRef(_m("KH"))}, "must follow hearts") == "deve rispondere: R♥"
    assert view.refusal("other", {}, "must follow hearts") == "must follow hearts"


def test_a_game_s_explanation_lines_replace_the_detail_reading() -> None:
    from tarocchi.engine.explain import Line, SeatRef

    game = create_game("piedmontese", {"players": 4})

    class Explained(type(game)):  # type: ignore[misc]
        def explain(self, result: HandResult) -> list[Line]:
            return [Line("option.players", {}), Line("pm.none", {"who": SeatRef(1)})]

    explained = Explained(game.options)
    view = View(explained, "it", names=["Tu", "Ada", "Bruno", "Carla"])
    result = HandResult((68, 46, 68, 46), (11, -11, 11, -11), {"delta": [11, -11, 11, -11], "reference": 57})
    lines = explain_result(view, result, game=explained)
    assert lines[2:4] == ["Giocatori", "none: who Ada"]
    assert not any("57" in line for line in lines)  # the detail is not read a second time


def test_captured_piles_come_from_a_result_that_lists_them() -> None:
    from tarocchi.tui.gamedata import captured_piles

    unit = {"seats": [0, 2], "cards": ["KS", "KC", "KH", "T5"], "cricche": [{"as": "cricca-kings", "points": 17}]}
    piles = captured_piles(HandResult((0,) * 4, (0,) * 4, {"captured": [unit, {**unit, "seats": [1, 3], "cards": []}]}))
    assert [(seats, pile) for seats, pile, _, _ in piles] == [((0, 2), _m("KS", "KC", "KH", "T5")), ((1, 3), 0)]
    assert piles[0][2] == [{"as": "cricca-kings", "points": 17}]
    gatti_like = {"captured": [{"seats": [0], "as": "terno", "points": 5}]}  # no piles: no tableau
    assert captured_piles(HandResult((0,) * 3, (0,) * 3, gatti_like)) == []


def test_the_dummy_is_named_after_its_player_only_once_the_auction_settles_it() -> None:
    """French Tarot for two (§13): the dummy is the defender's; during the auction nobody plays it yet."""
    game = create_game("french-tarot", {"players": 2})
    state = game.new_hand(0, game.deal(0, 47))
    view = View(game, "en", names=["You", "Ada", "Dummy"], human=0)
    view.follow(state)
    assert not state.controller_settled(2) and state.controller_settled(0)
    assert view.name(2) == "Dummy"  # not "Dummy Ada": seat 1 may yet take
    first = state.to_act
    assert first is not None
    state.apply(Action(first, "bid", value="garde"))
    other = state.to_act
    assert other is not None and other != first
    state.apply(Action(other, "bid", value="pass"))
    view.follow(state)
    assert state.controller_settled(2) and state.controller(2) == other
    assert view.name(2) == ("Your dummy" if other == 0 else "Dummy Ada")
    french = View(game, "fr", names=["Vous", "Ada", "Mort"], human=0)
    french.follow(game.new_hand(0, game.deal(0, 47)))
    assert french.name(2) == "Mort"


def test_the_header_keeps_one_line_when_it_fits_and_wraps_the_facts_whole_when_not() -> None:
    title, facts = " French Tarot · hand 1 · dealer Dario", "Garde by Bruno · called K♦ · partner Ada"
    assert header_text(title, facts, 100) == f"{title} · {facts}"
    assert header_text(title, "", 30) == title[:30]
    assert header_text(title, facts, 45).splitlines() == [title, " Garde by Bruno · called K♦ · partner Ada"]
    short = " Tarot · hand 1"
    assert header_text(short, facts, 30).splitlines() == [short, " Garde by Bruno · called K♦", " partner Ada"]
    assert header_text(title, "x" * 60, 45).splitlines() == [title, " " + "x" * 44]


def test_the_log_tells_the_call_a_game_keeps_out_of_the_history_after_the_bids() -> None:
    """French Tarot for five keeps its call in ``info["called"]`` (R6.3); every seat heard it, so the log says it."""
    game = create_game("french-tarot", {"players": 5})
    state = game.new_hand(0, game.deal(0, 11))
    first = state.to_act
    while state.phase == "bidding":  # the first seat takes a Garde, the others pass
        seat = state.to_act
        assert seat is not None
        state.apply(Action(seat, "bid", value="garde" if seat == first else "pass"))
    taker = state.to_act
    assert taker is not None
    call = next(a for a in state.legal_actions() if a.verb == "call")
    state.apply(call)
    names = ["You", "Ada", "Bruno", "Carla", "Dario"]
    for seat in range(5):
        obs = state.observation(seat)
        assert not any(a.verb == "call" for a in obs.history)
        view = View(game, "en", names=names, human=seat)
        lines = log_lines(view, obs)
        said = [line for line in lines if ": call " in line]
        assert said == [f"{view.name(taker)}: call {view.card(call.card)}"], lines
        assert lines.index(said[0]) == 5  # after the five bids, before anything else
    # a game whose history holds the call (Gatti's called king, 12.3) gets it once, where it was made
    gatti = create_game("gatti", {"players": 4, "mode": "call"})
    state = gatti.new_hand(0, gatti.deal(3, 0))
    rng = random.Random(2)
    while state.phase != "play":
        state.apply(gatti.random_action(state, rng))
    lines = log_lines(View(gatti, "en", human=1), state.observation(1))
    assert len([line for line in lines if ": call " in line]) == 1, lines


def test_the_cursor_starts_on_the_cheapest_ordinary_card_and_on_a_special_card_only_when_it_is_forced() -> None:
    """Enter must not throw the Fool, the 1 or the 21 by accident; but a last card that is one of them is the
    only card to play, and Enter plays it (it was a dead key in Tarocchino's last trick with the Matto)."""
    game = create_game("tarocchino")
    fool, one, twenty_one = parse_card("EX"), parse_card("T1"), parse_card("T21")
    order = [one, parse_card("T7"), twenty_one, fool, parse_card("8S"), parse_card("KH")]
    every = _m("EX", "T1", "T7", "T21", "8S", "KH")
    assert start_cursor(game, every, order) == parse_card("8S")
    assert start_cursor(game, _m("T1", "T7", "T21"), order) == parse_card("T7")
    assert start_cursor(game, _m("T1", "T21", "EX"), order) is None
    assert start_cursor(game, _m("T21", "EX"), order) is None
    for alone in (fool, one, twenty_one):
        assert start_cursor(game, 1 << alone, order) == alone


@pytest.mark.parametrize(
    ("name", "options"),
    [
        ("french-tarot", {"players": 2}),
        ("french-tarot", {"players": 5}),
        ("gatti", {"players": 2}),
        ("gatti", {"players": 3}),
        ("gatti", {"players": 4, "mode": "call"}),
        ("piedmontese", {"players": 2}),
        ("tarocchino", {}),
    ],
)
def test_every_set_of_cards_on_the_table_is_labelled_in_every_language(name: str, options: dict[str, int]) -> None:
    """A pile the table lists (a called card, the cards a dealer may discard...) has a label in the player's
    language, never the game's internal key ("called: K♦", "discard_pool: Q♠ J♣" were shown)."""
    game = create_game(name, options)
    for seed in range(6):
        rng = random.Random(seed)
        state = game.new_hand(seed % 2, game.deal(seed, seed % 2))
        while not state.is_over:
            for seat in range(game.num_seats):
                obs = state.observation(seat)
                keys = {k.partition(":")[0] for k in (*obs.public_cards, *obs.private_cards)}
                for lang in ("en", "it", "fr"):
                    for line in public_lines(View(game, lang, human=seat), obs):
                        label = line.split(": ", 1)[0].split(" (", 1)[0]
                        assert label not in keys, (lang, line)
            state.apply(game.random_action(state, rng))


def test_a_private_set_that_is_the_choice_being_made_is_not_listed_beside_the_hand() -> None:
    """Piedmontese's dealer is told which cards he may discard (``discard_pool``, 5.2-5.3); while he chooses,
    the hand shows them, so the table does not list the same cards a second time (it did, 17 of them)."""
    game = create_game("piedmontese", {"players": 4})
    state = game.new_hand(0, game.deal(1, 0))
    obs = state.observation(0)
    (choice,) = state.card_choices()  # the discard, as the terminal and the browser offer it
    view = View(game, "en", human=0)
    assert any(line.startswith("May be discarded: ") for line in public_lines(view, obs))
    assert public_lines(view, obs, choosing=choice.pool | choice.required) == []


def test_a_side_name_as_wide_as_its_column_stays_on_the_line_of_its_numbers() -> None:
    """A side's label of exactly the column's width ("Ada+Dummy Ada" in 13 columns) fits beside its figures: the
    tricks column is right-aligned, so blanks still part them; only a longer one takes a line of its own."""
    from tarocchi.games.taken import Taken
    from tarocchi.tui.render import taken_lines

    view = View("french-tarot", "en", names=["You", "Ada", "Bruno", "Carla"])
    label = 30 - 14
    side = Taken((1,), 3, 12.5)
    fits = "x" * label
    view.names[1] = fits
    lines = taken_lines(view, [side], width=30)
    assert lines[1].startswith(fits) and lines[1].split() == [fits, "3", "12.5"], lines
    view.names[1] = fits + "y"
    lines = taken_lines(view, [side], width=30)
    assert lines[1] == fits + "y" and lines[2].split() == ["3", "12.5"], lines
