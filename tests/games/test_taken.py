"""``tarocchi.games.taken``: the tricks and card points each side has taken, from one seat's observation."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tarocchi.cards import FOOL, mask_of, parse_card, parse_cards
from tarocchi.engine.actions import Action
from tarocchi.engine.game import Game
from tarocchi.engine.observation import Observation, TrickView
from tarocchi.games import create_game
from tarocchi.games.piedmontese.deck import VALUE
from tarocchi.games.taken import Taken, known_sides, points_taken


def trick(leader: int, codes: str, winner: int | None) -> TrickView:
    n = len(codes.split())
    plays = tuple(((leader + i) % 4, parse_card(c)) for i, c in enumerate(codes.split()))
    assert len(plays) == n
    return TrickView(leader, plays, winner)


def obs(
    game: str,
    tricks: list[TrickView],
    *,
    seat: int = 0,
    n: int = 4,
    hand: tuple[str, ...] = (),
    info: dict[str, Any] | None = None,
    history: tuple[Action, ...] = (),
    private: dict[str, int] | None = None,
    dealer: int = 3,
) -> Observation:
    return Observation(
        game=game,
        seat=seat,
        num_seats=n,
        dealer=dealer,
        phase="play",
        to_act=0,
        hand=mask_of(parse_cards(hand)),
        history=history,
        tricks=tuple(tricks),
        private_cards=private or {},
        info=info or {},
    )


def test_french_tarot_four_players_taker_against_the_defence() -> None:
    game = create_game("french-tarot", {"players": 4})
    o = obs(
        "french-tarot",
        [
            trick(0, "KS 5S 6S 7S", 0),  # the defence: 4.5 + 3 x 0.5
            trick(0, "FOOL QS T2 8S", 2),  # seat 0's Excuse stays with the defence (R7.8)
            trick(2, "T3 T4 JH T6", 1),  # the taker: 4 x 0.5 + 1
            trick(1, "T7 T8", None),  # not finished: not counted
        ],
        info={"taker": 1, "partner_revealed": True, "partner": None},
    )
    assert points_taken(game, o) == [Taken((1,), 1, 3.0), Taken((0, 2, 3), 2, 6.0 + 4.5 + 3.5 + 2 * 0.5)]


def test_french_tarot_before_the_taker_is_known_every_seat_alone() -> None:
    game = create_game("french-tarot", {"players": 4})
    o = obs("french-tarot", [], info={"taker": None})
    assert [t.seats for t in points_taken(game, o)] == [(0,), (1,), (2,), (3,)]


def test_french_tarot_exchange_card_moves_to_the_winner_of_the_excuse_trick() -> None:
    game = create_game("french-tarot", {"players": 4})
    o = obs(
        "french-tarot",
        [trick(0, "FOOL QS T2 8S", 1), trick(1, "T3 T4 5H T6", 0)],
        info={"taker": 1, "partner_revealed": True, "partner": None},
        history=(Action(0, "give", card=parse_card("5H")),),
    )
    # the taker's QS T2 8S and the 5H given; the defence keeps the Excuse and T3 T4 T6
    assert points_taken(game, o) == [Taken((1,), 1, 3.5 + 3 * 0.5), Taken((0, 2, 3), 1, 4.5 + 3 * 0.5)]


def five(seat: int, hand: tuple[str, ...], info: dict[str, Any], private: dict[str, int] | None = None) -> Observation:
    tricks = [TrickView(0, tuple((s, parse_card(c)) for s, c in enumerate(["KS", "5S", "6S", "7S", "8S"])), 0)]
    return Observation(
        game="french-tarot",
        seat=seat,
        num_seats=5,
        dealer=4,
        phase="play",
        to_act=1,
        hand=mask_of(parse_cards(hand)),
        history=(),
        tricks=tuple(tricks),
        private_cards=private or {},
        info=info,
    )


def test_french_tarot_five_players_sides_only_once_the_partner_is_known_to_the_seat() -> None:
    game = create_game("french-tarot", {"players": 5})
    hidden = {"taker": 2, "called": "KH", "partner_revealed": False, "partner": None}
    # R6.3: seat 0 does not hold the called king and it is not played: every seat on its own
    assert [t.seats for t in points_taken(game, five(0, ("QS",), hidden))] == [(0,), (1,), (2,), (3,), (4,)]
    assert points_taken(game, five(0, ("QS",), hidden))[0] == Taken((0,), 1, 6.5)
    # seat 3 holds KH: it knows it is the partner
    assert known_sides(game, five(3, ("KH",), hidden)) == [(2, 3), (0, 1, 4)]
    # the taker holding the king it called plays alone, and knows it
    assert known_sides(game, five(2, ("KH",), hidden)) == [(2,), (0, 1, 3, 4)]
    # revealed to the table
    shown = {**hidden, "partner_revealed": True, "partner": 4}
    assert points_taken(game, five(0, ("QS",), shown)) == [Taken((2, 4), 0, 0.0), Taken((0, 1, 3), 1, 6.5)]


def test_gatti_called_king_sides() -> None:
    game = create_game("gatti", {"players": 4, "mode": "call"})
    base = {"mode": "call", "called": "KC"}
    t = [trick(0, "QS 5S 6S 7S", 0)]
    assert [x.seats for x in points_taken(game, obs("gatti", t, info=base, dealer=3))] == [(0,), (1,), (2,), (3,)]
    # 12.3: the dealer (seat 3) called KC, which seat 0 holds
    assert known_sides(game, obs("gatti", t, hand=("KC",), info=base, dealer=3)) == [(0, 3), (1, 2)]
    # the called card in the dealer's own discard: the dealer knows he is alone
    private = {"discard": mask_of(parse_cards(["KC", "2S"]))}
    assert known_sides(game, obs("gatti", t, seat=3, info=base, private=private, dealer=3)) == [(3,), (0, 1, 2)]
    revealed = {**base, "partner": 1}
    assert points_taken(game, obs("gatti", t, info=revealed, dealer=3)) == [Taken((1, 3), 0, 0), Taken((0, 2), 1, 3 + 1)]


def test_gatti_pairs_count_card_values_and_a_point_per_trick() -> None:
    game = create_game("gatti", {"players": 4})
    t = [trick(0, "T1 KS QS JS", 1), trick(1, "FOOL 2C 3C 4C", 2)]  # seat 1's Matto stays with pair 1+3
    assert points_taken(game, obs("gatti", t, info={"mode": "pairs"})) == [
        Taken((0, 2), 1, 0 + 1),  # R2.6: a point for the trick won
        Taken((1, 3), 1, 4 + 4 + 3 + 1 + 4 + 1),
    ]


def test_tarocchino_pairs_count_in_pairs() -> None:
    game = create_game("tarocchino", {})
    t = [trick(0, "KS 6S 7S 8S", 2), trick(2, "T21 T20 T13 6C", 1)]
    # R7.3: pair 0 has KS and 3 scartini, 8 - 2 = 6; pair 1 T21 T20 T13 6C, 12 - 2 = 10
    assert points_taken(game, obs("tarocchino", t)) == [Taken((0, 2), 1, 6), Taken((1, 3), 1, 10)]


def test_piedmontese_three_players_each_alone() -> None:
    game = create_game("piedmontese", {"players": 3})
    t = [TrickView(0, ((0, parse_card("KS")), (1, parse_card("6S")), (2, FOOL)), 1)]
    o = obs("piedmontese", t, n=3, dealer=2)
    assert points_taken(game, o) == [Taken((0,), 0, 0), Taken((1,), 1, 6), Taken((2,), 0, 5)]  # 6.6: the FOOL


def test_to_json_writes_whole_points_as_integers() -> None:
    assert Taken((0, 2), 3, 12.0).to_json() == {"seats": [0, 2], "tricks": 3, "points": 12}
    assert Taken((1,), 1, 2.5).to_json() == {"seats": [1], "tricks": 1, "points": 2.5}


def _play(game: Game, seed: int) -> Any:
    rng = random.Random(seed)
    state = game.new_hand(0, game.deal(0, seed))
    while not state.is_over:
        state.apply(game.random_action(state, rng))
    return state


@pytest.mark.parametrize("seed", range(20))
def test_piedmontese_taken_plus_discard_is_the_hand_points(seed: int) -> None:
    """R2.3: at the end, the won piles (FOOL with its side) plus the discard for the dealer's side."""
    game = create_game("piedmontese", {"players": 4})
    state = _play(game, seed)
    result = state.result()
    for seat in range(4):
        o = state.observation(seat)
        taken = points_taken(game, o)
        assert sum(t.tricks for t in taken) == 15
        discard = sum(VALUE[c] for c in parse_cards(result.detail["discard"]))
        for side in taken:
            extra = discard if state.dealer in side.seats else 0
            assert side.points + extra == result.points[side.seats[0]]


@pytest.mark.parametrize(("name", "options"), [("french-tarot", {"players": 5}), ("gatti", {"players": 3})])
def test_real_hands_every_trick_counted_once(name: str, options: dict[str, Any]) -> None:
    game = create_game(name, options)
    for seed in range(10):
        state = _play(game, seed)
        for seat in range(game.num_seats):
            o = state.observation(seat)
            taken = points_taken(game, o)
            finished = [t for t in o.tricks if t.winner is not None]
            assert sum(t.tricks for t in taken) == len(finished)
            assert sorted(s for t in taken for s in t.seats) == list(range(game.num_seats))


@pytest.mark.parametrize("seed", range(10))
def test_gatti_running_points_count_the_point_per_trick(seed: int) -> None:
    """R2.2, R2.6: a side's running points are its counting cards plus one per trick won, so at the end they
    are the hand's points for every side but the discard's owner (whose discard counts at the score)."""
    game = create_game("gatti", {"players": 3})
    state = _play(game, seed)
    result = state.result()
    owner = result.detail["discard_owner"]
    fool = result.detail["fool"] or {}
    # The Matto counts for its owner while the hand is played; a Matto handed over at the end (9.x) moves at the score.
    moved = {fool.get("seat"), fool.get("owed_to")} if fool.get("given") == "FOOL" else set()
    checked = 0
    for seat in range(3):
        for side in points_taken(game, state.observation(seat)):
            if owner not in side.seats and not moved & set(side.seats):
                assert side.points == result.points[side.seats[0]]
                checked += 1
    assert checked
