"""Data-driven trick constraints and winners (engine/tricks.py), on a French-Tarot-like table."""

from __future__ import annotations

from tarocchi.cards import FOOL, NUM_CARDS, RANK_OF, mask_of, parse_card
from tarocchi.engine.tricks import TrickRules, legal_plays, trick_winner

STRENGTH = tuple(RANK_OF[c] for c in range(NUM_CARDS))
TAROT = TrickRules(strength=STRENGTH, must_overtrump=True)
NO_OVERTRUMP = TrickRules(strength=STRENGTH, must_overtrump=False)


def cs(*codes: str) -> int:
    return mask_of(parse_card(c) for c in codes)


def trick(*codes: str) -> list[int]:
    return [parse_card(c) for c in codes]


def test_must_follow_suit_and_fool_is_free() -> None:
    hand = cs("KH", "3H", "T5", "FOOL", "2S")
    assert legal_plays(TAROT, hand, trick("7H")) == cs("KH", "3H", "FOOL")


def test_void_must_trump_and_overtrump() -> None:
    hand = cs("T5", "T12", "2S")
    assert legal_plays(TAROT, hand, trick("7H", "T8")) == cs("T12")
    assert legal_plays(NO_OVERTRUMP, hand, trick("7H", "T8")) == cs("T5", "T12")


def test_undertrump_when_cannot_overtrump() -> None:
    hand = cs("T5", "T6", "2S")
    assert legal_plays(TAROT, hand, trick("7H", "T8")) == cs("T5", "T6")


def test_trump_lead_must_overtrump() -> None:
    hand = cs("T5", "T12", "2S")
    assert legal_plays(TAROT, hand, trick("T8")) == cs("T12")


def test_void_of_suit_and_trumps_plays_anything() -> None:
    hand = cs("2S", "KC")
    assert legal_plays(TAROT, hand, trick("7H", "T8")) == hand


def test_fool_lead_lets_next_card_set_suit() -> None:
    hand = cs("KH", "2S")
    assert legal_plays(TAROT, hand, trick("FOOL")) == hand
    assert legal_plays(TAROT, hand, trick("FOOL", "3S")) == cs("2S")


def test_winner_best_trump_else_best_of_led_suit() -> None:
    assert trick_winner(TAROT, trick("7H", "KH", "2S", "QH")) == 1
    assert trick_winner(TAROT, trick("7H", "KH", "T1", "QH")) == 2
    assert trick_winner(TAROT, trick("FOOL", "3S", "KH", "10S")) == 3
    assert trick_winner(TAROT, trick("T3", "FOOL", "T2")) == 0


def test_equal_strength_goes_to_the_later_card() -> None:
    moors = list(STRENGTH)
    for number in (2, 3, 4, 5):
        moors[parse_card(f"T{number}")] = 2
    rules = TrickRules(strength=tuple(moors))
    assert trick_winner(rules, trick("T2", "T5", "T3")) == 2
    assert rules.higher[parse_card("T2")] & cs("T3", "T4", "T5") == 0


def test_fool_alone_is_index_zero() -> None:
    assert trick_winner(TAROT, [FOOL]) == 0
