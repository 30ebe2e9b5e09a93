"""Legal plays and trick winners (piedmontese.md §6, P-L1–P-L10, C10, C12, C13)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tarocchi.cards import FOOL, TRUMPS, cards_of, mask_of, parse_card
from tarocchi.engine.tricks import TrickRules
from tarocchi.engine.tricks import legal_plays as engine_legal_plays
from tarocchi.engine.tricks import trick_winner as engine_trick_winner
from tarocchi.games.piedmontese.deck import DECK, STRENGTH
from tarocchi.games.piedmontese.play import TRICK_RULES, legal_plays, play_fault, trick_winner


def _mask(codes: str) -> int:
    return mask_of(parse_card(c) for c in codes.split())


def _trick(codes: str) -> list[int]:
    return [parse_card(c) for c in codes.split()]


def _legal(hand: str, trick: str, angel: bool = False, overtrump: bool = False) -> int:
    return legal_plays(_mask(hand), _trick(trick), angel, overtrump)


def test_p_l1_follow_suit_fool_free() -> None:
    assert _legal("2H KH T5 FOOL", "6H") == _mask("2H KH FOOL")
    assert play_fault(_mask("2H KH T5 FOOL"), _trick("6H"), parse_card("T5"), False, False) == (
        "must follow cups (holds 2H, KH) (R6.2a)"
    )


def test_p_l2_void_must_trump_no_overtrump_duty() -> None:
    assert _legal("T3 T18 KD FOOL", "7S") == _mask("T3 T18 FOOL")
    assert _legal("T3 T18 KD FOOL", "7S T20") == _mask("T3 T18 FOOL")
    assert play_fault(_mask("T3 T18 KD FOOL"), _trick("7S"), parse_card("KD"), False, False) == (
        "must play a trump, being void in swords (holds T3, T18) (R6.2b)"
    )


def test_p_l3_trump_led_must_answer_with_a_trump() -> None:
    assert _legal("T2 QC FOOL", "T10") == _mask("T2 FOOL")
    assert play_fault(_mask("T2 QC FOOL"), _trick("T10"), parse_card("QC"), False, False) == (
        "must answer trumps with a trump (holds T2) (R6.2d)"
    )


def test_p_l4_the_fool_is_not_a_trump_for_following() -> None:
    assert _legal("FOOL QC 5D", "T10") == _mask("FOOL QC 5D")


def test_p_l5_lower_pip_wins_in_cups_and_court_beats_pip() -> None:
    assert trick_winner(_trick("3H 5H 1H"), False) == 2
    assert trick_winner(_trick("3H 5H 1H JH"), False) == 3


def test_p_l6_higher_pip_wins_in_swords() -> None:
    assert trick_winner(_trick("7S 10S 5S 8S"), False) == 1


def test_p_l7_trumps_and_angel_beats_world() -> None:
    assert trick_winner(_trick("KD T1"), False) == 1
    assert trick_winner(_trick("T20 T21"), False) == 1
    assert trick_winner(_trick("T20 T21"), True) == 0
    assert trick_winner(_trick("T21 T20"), True) == 1
    assert trick_winner(_trick("T21 T19"), True) == 0  # C13: only T20 and T21 change places


def test_p_l9_a_led_fool_lets_the_next_card_set_the_suit() -> None:
    assert _legal("9C T6", "FOOL") == _mask("9C T6")
    assert _legal("9C T6", "FOOL 8C") == _mask("9C")
    assert trick_winner(_trick("FOOL 8C 9C"), False) == 2


def test_c10_a_trump_after_a_led_fool_makes_a_trump_lead() -> None:
    assert _legal("5S T3 KD", "FOOL T8") == _mask("T3")
    assert _legal("5S KD", "FOOL T8") == _mask("5S KD")
    assert trick_winner(_trick("FOOL T8 T3"), False) == 1


def test_p_l10_must_follow_even_when_unable_to_win() -> None:
    assert _legal("5S 6S T2", "QS") == _mask("5S 6S")
    assert play_fault(_mask("5S 6S T2"), _trick("QS"), parse_card("T2"), False, False) == (
        "must follow swords (holds 5S, 6S) (R6.2a)"
    )


def test_fool_never_wins_and_other_suits_cannot_win() -> None:
    assert trick_winner(_trick("8C FOOL 5C"), False) == 0
    assert trick_winner(_trick("6H KS 5H"), False) == 2
    assert trick_winner(_trick("5D KS KC 6D"), False) == 0


def test_void_in_suit_and_trumps_any_card() -> None:
    assert _legal("5S KC", "3H") == _mask("5S KC")
    assert _legal("5S KC FOOL", "T4") == _mask("5S KC FOOL")


# -- must_overtrump (C12) ----------------------------------------------------------------------


def test_c12_trump_led_must_beat_the_highest_trump() -> None:
    assert _legal("T2 T12 QC", "T10", overtrump=True) == _mask("T12")
    assert _legal("T2 T12 QC", "T10", overtrump=False) == _mask("T2 T12")
    assert play_fault(_mask("T2 T12 QC"), _trick("T10"), parse_card("T2"), False, True) == (
        "must beat T10 (holds T12) (must_overtrump, C12)"
    )


def test_c12_void_must_overtrump_a_trump_already_in_the_trick() -> None:
    assert _legal("T3 T18 KD", "7S T14", overtrump=True) == _mask("T18")
    assert _legal("T3 T9 KD", "7S T14", overtrump=True) == _mask("T3 T9")  # cannot beat: any trump
    assert _legal("T3 T18 KD", "7S", overtrump=True) == _mask("T3 T18")  # the first trump is free
    assert _legal("T3 T18 KD", "7S T14 T16", overtrump=True) == _mask("T18")  # the highest, not the last


def test_c12_also_when_the_partner_is_winning() -> None:
    # Seat 0 leads T15, seat 1 plays T2, seat 2 (seat 0's partner) must still beat T15.
    assert _legal("T16 T4", "T15 T2", overtrump=True) == _mask("T16")


def test_c12_never_makes_a_follower_trump() -> None:
    assert _legal("8S T18", "7S T14", overtrump=True) == _mask("8S")


def test_c12_and_c13_nothing_beats_t20_under_angel_beats_world() -> None:
    assert _legal("T21 T5", "T10 T20", angel=True, overtrump=True) == _mask("T21 T5")
    assert _legal("T21 T5", "T10 T20", angel=False, overtrump=True) == _mask("T21")
    assert _legal("T20 T5", "T10 T21", angel=True, overtrump=True) == _mask("T20")


def test_c10_the_fool_is_allowed_in_place_of_the_overtrump() -> None:
    assert _legal("T18 T2 FOOL", "T10 T15", overtrump=True) == _mask("T18 FOOL")
    assert _legal("T18 T2 FOOL", "5S T15", overtrump=True) == _mask("T18 FOOL")


# -- the engine's generic trick rules, configured for this game, agree -------------------------

DECK_CARDS = cards_of(DECK)


@settings(max_examples=400, deadline=None)
@given(
    cards=st.lists(st.sampled_from(DECK_CARDS), min_size=2, max_size=12, unique=True),
    split=st.integers(min_value=0, max_value=3),
    angel=st.booleans(),
    overtrump=st.booleans(),
)
def test_legal_plays_agree_with_the_engine_rules(cards: list[int], split: int, angel: bool, overtrump: bool) -> None:
    trick = cards[: min(split, len(cards) - 1)]
    hand = mask_of(cards[len(trick) :])
    rules = TRICK_RULES[angel, overtrump]
    assert rules == TrickRules(STRENGTH[angel], trumps=TRUMPS, free=1 << FOOL, must_overtrump=overtrump)
    assert legal_plays(hand, trick, angel, overtrump) == engine_legal_plays(rules, hand, trick)
    legal = legal_plays(hand, trick, angel, overtrump)
    for card in cards_of(hand):
        assert (play_fault(hand, trick, card, angel, overtrump) is None) == bool((legal >> card) & 1)
    full = [*trick, cards[len(trick)]]
    if any(c != FOOL for c in full):
        assert trick_winner(full, angel) == engine_trick_winner(rules, full)


@pytest.mark.parametrize("angel", [False, True])
def test_winner_is_never_the_fool_nor_an_off_suit_card(angel: bool) -> None:
    for trick in ("FOOL 5S 6S", "5S FOOL 6S 9C", "T3 FOOL 6S", "1H 2H KD FOOL"):
        cards = _trick(trick)
        winner = cards[trick_winner(cards, angel)]
        assert winner != FOOL
