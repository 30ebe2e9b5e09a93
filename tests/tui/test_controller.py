"""The table behind the screens: typed cards, seats played, bots, refusals, the saved record."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest
from tui_fakegame import MiniGame

from tarocchi.agents import agent_names
from tarocchi.cards import FOOL, cards_of, parse_card
from tarocchi.engine.actions import Action
from tarocchi.errors import InvalidActionError
from tarocchi.games import create_game, game_class
from tarocchi.records import replay_text
from tarocchi.tui.controller import (
    Table,
    controlled_seats,
    data_dir,
    default_bot_level,
    default_save_path,
    draw_first_dealer,
    looks_like_card,
    parse_card_text,
    split_cards,
)
from tarocchi.tui.options import chosen_options, parse_variant


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("kh", "KH"),
        ("10s", "10S"),
        (" t21 ", "T21"),
        ("21", "T21"),
        ("fool", "FOOL"),
        ("ex", "FOOL"),
        ("Excuse", "FOOL"),
        ("★", "FOOL"),
        ("K♥", "KH"),
        ("nd", "ND"),
        ("1c", "1C"),
    ],
)
def test_typed_cards(text: str, code: str) -> None:
    assert parse_card_text(text) == parse_card(code)


@pytest.mark.parametrize("text", ["", "xx", "0", "22", "11z", "t22", "KHH", "kh kh", "🂡"])
def test_typed_nonsense_is_not_a_card(text: str) -> None:
    with pytest.raises(InvalidActionError):
        parse_card_text(text)


def test_menu_numbers_are_not_cards() -> None:
    assert not looks_like_card("2") and not looks_like_card("12")
    assert looks_like_card("2h") and looks_like_card("t2") and looks_like_card("fool")
    assert split_cards("2h 3h,4H;  5h") == ["2h", "3h", "4H", "5h"]


def test_seats_played_by_the_human() -> None:
    class Two(MiniGame):
        def controller(self, seat: int) -> int:
            return seat - 2 if seat >= 2 else seat  # seats 2 and 3 are dummies, as in Gatti for two

    assert controlled_seats(MiniGame(), 1) == {1}
    assert controlled_seats(Two(), 1) == {1, 3}  # Gatti for two: the dummy opposite


def test_default_level_and_paths(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert default_bot_level() == ("heuristic" if "heuristic" in agent_names() else "random")
    monkeypatch.setenv("TAROCCHI_DATA_DIR", str(tmp_path))
    assert data_dir() == tmp_path
    path = default_save_path("gatti")
    assert path.parent == tmp_path / "games" and path.name.startswith("gatti-") and path.suffix == ".json"


def test_refusal_keeps_the_state_and_gives_the_engines_reason(tmp_path: Path) -> None:
    table = Table(MiniGame(), bots="random", seed=2, save_path=tmp_path / "r.json", first_dealer=3)
    assert table.is_human_turn and table.acting_seat == 0
    refusal = table.submit(Action(0, "play", card=FOOL))
    assert refusal is not None and refusal.reason == "expected a bid"
    assert table.submit(Action(1, "bid", value="pass")) is not None  # not the human's seat
    assert table.state.history == ()
    assert table.submit(Action(0, "bid", value="pass")) is None
    table.run_bots()
    assert table.state.is_over or table.is_human_turn


def test_a_whole_match_saved_replays_to_the_same_scores(tmp_path: Path) -> None:
    import random

    rng = random.Random(1)
    table = Table(MiniGame(), bots="random", seed=5, save_path=tmp_path / "r.json", first_dealer=3)
    while True:
        table.run_bots()
        if table.state.is_over:
            if table.match_over:
                break
            table.next_hand()
            continue
        table.submit(table.game.random_action(table.state, rng))
    path = table.save()
    record = json.loads(path.read_text())
    assert record["names"][0] == "You" and len(record["hands"]) == 2
    replay = replay_text_mini(path.read_text())
    assert replay == [list(r.scores) for r in table.results]


def replay_text_mini(text: str) -> list[list[int]]:
    """The mini game is not registered: replay its hands by hand through the generic contract."""
    from tarocchi.engine.game import Deal
    from tarocchi.engine.parsing import parse_action

    data = json.loads(text)
    game = MiniGame()
    out = []
    for h, hand in enumerate(data["hands"]):
        deal = Deal(
            tuple(tuple(parse_card(c) for c in cards) for cards in hand["deal"]["hands"]),
            tuple(parse_card(c) for c in hand["deal"]["talon"]),
        )
        state = game.new_hand(hand["dealer"], deal)
        for i, raw in enumerate(hand["actions"]):
            state.apply(parse_action(raw, f"$.hands[{h}].actions[{i}]", num_seats=4))
        out.append(list(state.result().scores))
    return out


def test_real_game_record_replays(tmp_path: Path) -> None:
    pytest.importorskip("tarocchi.games.french_tarot")
    import random

    from tarocchi.games import create_game

    rng = random.Random(3)
    table = Table(create_game("french-tarot", {}), bots="random", seed=3, save_path=tmp_path / "r.json")
    while not table.state.is_over:
        table.run_bots()
        if not table.state.is_over:
            table.submit(table.game.random_action(table.state, rng))
    replay = replay_text(table.save().read_text())
    assert [r.scores for r in replay.results] == [r.scores for r in table.results]


def test_variant_options() -> None:
    assert parse_variant(
        ["petit_sec=optional", "discard_kings=true", "deals=8", "allowed_contracts=garde,garde-sans"]
    ) == {"petit_sec": "optional", "discard_kings": True, "deals": 8, "allowed_contracts": ["garde", "garde-sans"]}
    with pytest.raises(ValueError):
        parse_variant(["nokey"])
    gatti = game_class("gatti").option_specs()
    assert chosen_options(gatti, {"players": 3, "mode": "call", "bonuses": "none"}) == {"bonuses": "none"}
    assert chosen_options(gatti, {"players": 4, "mode": "call"}) == {"players": 4, "mode": "call"}


def test_variants_are_read_against_the_game_s_specs() -> None:
    specs = game_class("french-tarot").option_specs()
    assert parse_variant(
        [
            "petit_sec=optional",
            "discard_kings=yes",
            "deals=8",
            "allowed_contracts=garde,garde-sans",
            "target_score=null",
        ],
        specs,
    ) == {
        "petit_sec": "optional",
        "discard_kings": True,
        "deals": 8,
        "allowed_contracts": ["garde", "garde-sans"],
        "target_score": None,
    }
    # what does not fit is refused by the game's reader, in the words of every other way to give it (a record,
    # --players): the key, the game and the values it takes
    for item, message in [
        ("petit_sec=sometimes", "option 'petit_sec' for french-tarot must be 'annul' or 'optional', found 'sometimes'"),
        ("players=6", "option 'players' for french-tarot must be 2, 3, 4 or 5, found 6"),
        ("deals=0", "option 'deals' for french-tarot must be at least 1, found 0"),
        ("discard_kings=perhaps", "option 'discard_kings' for french-tarot must be true or false, found 'perhaps'"),
        ("allowed_contracts=garde,prize", "option 'allowed_contracts' for french-tarot: 'prize' is not one of petite"),
        ("chelem=true", "unknown option 'chelem' for french-tarot (known: players, authentic_deal"),
    ]:
        with pytest.raises(ValueError, match=re.escape(message)):
            create_game("french-tarot", parse_variant([item], specs))


def test_the_first_dealer_is_drawn_among_the_seats_that_deal() -> None:
    """A dummy that never deals (French Tarot for two, §13) is never drawn; ``--dealer`` refuses it."""
    from tarocchi.games import create_game
    from tarocchi.tui.controller import first_dealers

    two = create_game("french-tarot", {"players": 2})
    assert first_dealers(two) == [0, 1]
    assert {Table(two, seed=seed).first_dealer for seed in range(30)} == {0, 1}
    with pytest.raises(InvalidActionError, match="does not deal"):
        Table(two, seed=1, first_dealer=2)
    assert draw_first_dealer(31, 4) == draw_first_dealer(31, 4, [0, 1, 2, 3])


def test_the_human_plays_the_dummy_when_he_defends(tmp_path: Path) -> None:
    """French Tarot for two (§13): the dummy is the defender's, decided by the hand (HandState.controller)."""
    from tarocchi.games import create_game

    two = create_game("french-tarot", {"players": 2})
    table = Table(two, seed=47, first_dealer=0, save_path=tmp_path / "r.json")
    table.run_bots()  # the computer (seat 1) bids first
    assert table.controlled == {0}
    bid = next(a for a in table.human_actions() if a.value == "pass")
    assert table.submit(bid) is None
    assert table.state.controller(2) == 0  # seat 1 took (petite): the human defends
    assert table.controlled == {0, 2}
    assert controlled_seats(two, 0, table.state) == {0, 2}
    assert controlled_seats(two, 1, table.state) == {1}
    assert table.acting_seat in (0, 2) or table.bot_due() == 1


def test_a_give_hidden_by_the_called_king_is_neither_offered_nor_taken() -> None:
    """Gatti 12.3: while the person who played the Matto does not know the sides, the terminal offers no
    give (it would tell who won for whom) and one typed anyway is refused with the game's neutral reason."""
    from tarocchi.games import create_game

    game = create_game("gatti", {"players": 4, "mode": "call"})
    rng = random.Random(5)
    met = 0
    for seed in range(120):
        table = Table(game, human=0, bots="random", seed=seed)
        state = table.state
        while not state.is_over and met < 5:
            hidden = [a for a in state.legal_actions() if a.verb == "give" and a.seat == 0]
            if hidden and not state.knows_sides(0):
                met += 1
                assert not [a for a in table.human_actions() if a.verb == "give"]
                refusal = table.submit(Action(0, "give", card=hidden[0].card))
                assert refusal is not None and refusal.code == "give_sides_hidden"
            choices = state.card_choices()
            legal = [a for a in state.legal_actions() if a.seat == state.to_act]
            if not legal and choices:
                choice = choices[0]
                picked = rng.sample(cards_of(choice.pool), choice.size - choice.required.bit_count())
                table.session.apply(choice.action(sum(1 << c for c in picked)))
            else:
                table.session.apply(rng.choice(legal))
            state = table.state
        if met >= 5:
            break
    assert met >= 5
