"""Scoring against the reference with the carry (piedmontese.md §7, 12.3, P-S1–P-S9, C11, C14, C15)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from tarocchi.cards import mask_of, parse_card
from tarocchi.engine.actions import Action
from tarocchi.engine.game import HandResult
from tarocchi.games import create_game
from tarocchi.games.piedmontese import GAME, PiedmonteseState
from tarocchi.games.piedmontese.game import PiedmonteseGame
from tarocchi.games.piedmontese.scoring import balances, hand_result, winners

StateMaker = Callable[..., PiedmonteseState]


def _mask(codes: str) -> int:
    return mask_of(parse_card(c) for c in codes.split())


def _hand(players: int, ref: int, points: list[int], carry: tuple[int, ...]) -> HandResult:
    return hand_result(players, ref, points, carry, _mask("5C 6C"), 0, 1)


def test_p_s1_seed_hand_1() -> None:
    result = _hand(4, 57, [68, 46], (0, 0, 0, 0))
    assert result.points == (68, 46, 68, 46)
    assert result.scores == (11, -11, 11, -11)


def test_p_s2_seed_hand_2_carries_the_residue() -> None:
    first = _hand(4, 57, [68, 46], (0, 0, 0, 0))
    second = _hand(4, 57, [59, 55], tuple(int(s) for s in first.scores))
    assert second.scores == (13, -13, 13, -13)
    # The seed's own arithmetic: 11 + 59 = 70, 70 - 57 = 13; -11 + 55 = 44, 57 - 44 = 13 paid.
    assert second.scores[0] == 11 + 59 - 57 and second.scores[1] == -(57 - (-11 + 55))
    game = GAME.from_options({})
    # A-5, 12.3: the total is the balance after the last hand, not the sum of the written scores.
    assert game.totals([first, second]) == [13, -13, 13, -13]
    assert sum(r.scores[0] for r in (first, second)) == 24


def test_p_s3_continuation_and_the_winner() -> None:
    carry: tuple[int, ...] = (0, 0, 0, 0)
    results = []
    for points in ([68, 46], [59, 55], [50, 64]):
        result = _hand(4, 57, points, carry)
        results.append(result)
        carry = tuple(int(s) for s in result.scores)
    assert results[-1].scores == (6, -6, 6, -6)
    assert balances(results, 4) == [6, -6, 6, -6]
    assert winners(results, 4) == [0, 2]


def test_p_s4_exactly_57_keeps_the_balance() -> None:
    assert _hand(4, 57, [57, 57], (6, -6, 6, -6)).scores == (6, -6, 6, -6)


def test_p_s8_three_players_reference_38_and_57() -> None:
    assert _hand(3, 38, [40, 44, 30], (0, 0, 0)).scores == (2, 6, -8)
    with_57 = _hand(3, 57, [40, 44, 30], (0, 0, 0))
    assert with_57.scores == (-17, -13, -27)
    order_38 = sorted(range(3), key=lambda s: (2, 6, -8)[s])
    assert sorted(range(3), key=lambda s: with_57.scores[s]) == order_38
    # C15: with 57 the balances fall by 57 every hand.
    second = _hand(3, 57, [40, 44, 30], tuple(int(s) for s in with_57.scores))
    assert sum(with_57.scores) == -57 and sum(second.scores) == -114


def test_p_s9_two_players() -> None:
    assert _hand(2, 57, [70, 44], (0, 0)).scores == (13, -13)


def test_the_sides_must_hold_114() -> None:
    with pytest.raises(AssertionError, match="113"):
        _hand(4, 57, [68, 45], (0, 0, 0, 0))


def test_detail_names_every_part() -> None:
    result = hand_result(4, 57, [60, 54], (3, -3, 3, -3), _mask("QH 6S"), 2, 1)
    assert dict(result.detail) == {
        "reference": 57,
        "delta": [3, -3, 3, -3],
        "discard": ["6S", "QH"],
        "discard_owner": 2,
        "fool": 1,
    }
    assert result.scores == (6, -6, 6, -6)


def test_match_over_and_winners_on_a_tie() -> None:
    game = GAME.from_options({"players": 2})
    first = _hand(2, 57, [60, 54], (0, 0))
    second = _hand(2, 57, [54, 60], (3, -3))
    assert not game.match_over([first])
    assert game.match_over([first, second])
    assert game.totals([first, second]) == [0, 0]
    assert game.winners([first, second]) == [0, 1]  # R7.5: equal R is a tie


def test_p_s7_the_fool_goes_back_to_the_side_that_played_it(state_of: StateMaker) -> None:
    state = state_of(
        4,
        3,
        {
            0: "KS 5C 6C 7C 8C 9C 10C JC NC QC KC 1H 2H 3H 4H",
            1: "FOOL 5H 6H JH NH QH KH 1D 2D 3D 4D 5D 6D JD ND",
            2: "5S QD KD T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12",
        },
    )
    state.apply(Action(3, "discard", cards=_mask("7S 8S")))
    for seat, card in ((0, "KS"), (1, "FOOL"), (2, "5S"), (3, "6S")):
        state.apply(Action(seat, "play", card=parse_card(card)))
    assert state.tricks == ((0, tuple(parse_card(c) for c in ("KS", "FOOL", "5S", "6S")), 0),)
    # A (seats 0, 2) takes only KS, 5S, 6S; B (seats 1, 3) has the FOOL and the discard.
    assert state.side_points() == [5 + 1 + 1, 5 + 1 + 1]
    assert state.fool_seat == 1
    assert state.observation(0).info["points_taken"] == [7, 5, 7, 5]


def test_the_fool_seat_is_none_until_played_and_none_in_a_position_dealt_without_it() -> None:
    """Before the FOOL is played no side gets it (C11); once played it is its holder's (R6.6); a
    position dealt without the FOOL (as explanations and tests build) has no FOOL seat at all."""
    game = create_game("piedmontese", {"players": 2})
    assert isinstance(game, PiedmonteseGame)
    state = PiedmonteseState.from_masks(game, 1, [_mask("FOOL T1"), _mask("T2 T3")], _mask("5C 6C"))
    assert state.fool_seat == -1
    state.discard_cards(_mask("5C 6C"))
    state.play_card(parse_card("FOOL"))  # seat 0 leads it (R6.1)
    assert state.fool_seat == 0
    assert state.facts().fool_seat == 0
    without = PiedmonteseState.from_masks(game, 1, [_mask("T4 T1"), _mask("T2 T3")], _mask("5C 6C"))
    assert without.fool_seat == -1
    in_talon = PiedmonteseState.from_masks(game, 0, [_mask("T4 T1"), _mask("T2 T3")], _mask("FOOL 6C"))
    assert in_talon.fool_seat == -1  # the dealer's, not yet played
    in_talon.discard_cards(_mask("T4 6C"))
    in_talon.play_cards([parse_card("T2"), parse_card("FOOL")])
    assert in_talon.fool_seat == 0
