"""Hand and match scoring (gatti.md §2, §8, §10, §11, C17–C20; vectors G-S2, G-S4, G-S8, G-S9, G-S11, G-S13)."""

from __future__ import annotations

from typing import Any

from tarocchi.engine.game import HandResult
from tarocchi.games.gatti import GattiGame
from tarocchi.games.gatti.bonuses import FOUR_SEATS, THREE_PLAYERS, identify
from tarocchi.games.gatti.scoring import HandFacts, score_hand

from .conftest import mask


def _facts(**kw: Any) -> HandFacts:
    base: dict[str, Any] = {
        "side_of": (0, 1, 2),
        "piles": (0, 0, 0),
        "tricks": (0, 0, 0),
        "discard_side": -1,
        "discard_owner": 0,
        "declared": (),
        "bagatto": None,
        "fool": None,
    }
    base.update(kw)
    return HandFacts(**base)


def test_g_s4_an_uncovered_discard_goes_to_the_last_trick_winner() -> None:
    # Dealer 0 won no trick; eldest (1) won the last: the discard QH JC 5S is 3 + 1 + 0, plus one trick point.
    discard = mask("QH JC 5S")
    with_discard = score_hand(
        _facts(piles=(0, discard, 0), tricks=(0, 12, 13), discard_side=1, discard_owner=1), THREE_PLAYERS, False, False
    )
    without = score_hand(_facts(piles=(0, 0, 0), tricks=(0, 12, 13)), THREE_PLAYERS, False, False)
    assert with_discard.points[1] - without.points[1] == 5
    assert with_discard.points[0] == 0
    assert with_discard.detail["discard_owner"] == 1


def test_g_s8_bagatto_last_three_players() -> None:
    won = score_hand(_facts(bagatto=(0, True)), THREE_PLAYERS, False, False)
    assert won.scores == (20, 0, 0)
    assert won.detail["bagatto_last"] == {"seat": 0, "won": True, "points": 20}
    lost = score_hand(_facts(bagatto=(0, False)), THREE_PLAYERS, False, False)
    assert lost.scores == (0, 10, 10)
    assert lost.detail["bagatto_last"] == {"seat": 0, "won": False, "points": 10}


def test_g_s9_bagatto_last_four_seats_even_when_the_partner_wins() -> None:
    sides = {"side_of": (0, 1, 0, 1), "piles": (0, 0), "tricks": (0, 0)}
    lost = score_hand(_facts(**sides, bagatto=(0, False)), FOUR_SEATS, False, False)
    assert lost.scores == (0, 20, 0, 20)
    won = score_hand(_facts(**sides, bagatto=(2, True)), FOUR_SEATS, False, False)
    assert won.scores == (20, 0, 20, 0)


def test_g_s11_four_seat_card_points_add_up_to_72() -> None:
    everything = (1 << 78) - 1
    pile_x = mask("T1 T21 FOOL KS KH KD KC QS")  # 7 * 4 + 3 = 31, + 9 tricks + the discard = 41
    result = score_hand(
        _facts(side_of=(0, 1, 0, 1), piles=(pile_x, everything & ~pile_x), tricks=(9, 10), discard_side=0),
        FOUR_SEATS,
        False,
        False,
    )
    assert result.points == (41, 31, 41, 31)
    assert result.points[0] + result.points[1] == 72


def test_declared_bonuses_go_to_the_declarers_side_and_partners_show_the_same() -> None:
    terno = identify(mask("KH KD KC"), FOUR_SEATS)
    trumps = identify(mask("T1 T2 T3 T4 T5 T6 T7 T8"), FOUR_SEATS)
    result = score_hand(
        _facts(side_of=(0, 1, 0, 1), piles=(0, 0), tricks=(0, 0), discard_side=0, declared=((2, terno), (1, trumps))),
        FOUR_SEATS,
        False,
        False,
    )
    assert result.scores == (5 + 1, 8, 5 + 1, 8)
    assert result.detail["declared"] == [
        {"seat": 2, "as": "terno", "cards": ["KH", "KD", "KC"], "points": 5},
        {"seat": 1, "as": "trionfi", "cards": ["T1", "T2", "T3", "T4", "T5", "T6", "T7", "T8"], "points": 8},
    ]


def test_captured_bonuses_pool_the_side_pile() -> None:
    pile = mask("KH QH NH JH KD KC")
    result = score_hand(
        _facts(side_of=(0, 1, 0, 1), piles=(pile, 0), tricks=(0, 0), discard_side=1), FOUR_SEATS, True, False
    )
    assert result.detail["captured"] == [
        {"seats": [0, 2], "as": "famiglia", "points": 10},
        {"seats": [0, 2], "as": "terno", "points": 5},
    ]
    assert result.scores[0] == result.points[0] + 15


def _result(points: tuple[int, ...], scores: tuple[int, ...]) -> HandResult:
    return HandResult(points, scores, {})


def test_g_s13_totals_are_plain_sums_and_the_highest_wins() -> None:
    game = GattiGame.from_options({})
    results = [
        _result((30, 26, 22), (30, 26, 22)),
        _result((22, 30, 26), (22, 30, 26)),
        _result((26, 22, 30), (26, 22, 30)),
    ]
    assert game.totals(results) == [78, 78, 78]
    assert not game.match_over(results[:2]) and game.match_over(results)
    results[2] = _result((40, 20, 18), (40, 20, 18))
    totals = game.totals(results)
    assert totals == [92, 76, 66] and max(range(3), key=totals.__getitem__) == 0


def test_g_s2_running_totals_of_the_seeds_sheet() -> None:
    # The seed's own figures (its hand 1 credits C with the impossible quaterno, C21; hand 2's card
    # points add up to 72, impossible with three players, A-7): totals are still plain sums.
    game = GattiGame.from_options({})
    hand1 = _result((0, 39, 39), (20, 49, 49))
    hand2 = _result((7, 58, 7), (7, 69, 7))
    assert game.totals([hand1, hand2]) == [27, 118, 56]
    assert sum(hand2.points) == 72 != 78  # why no deal can produce hand 2 (2.4)
