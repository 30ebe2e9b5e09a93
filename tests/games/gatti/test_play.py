"""Trick play: legal cards and trick winners (gatti.md §6, C13; vectors G-L1–G-L8, G-L10)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from tarocchi.cards import CODES, FOOL, cards_of, parse_card
from tarocchi.engine.tricks import TrickRules
from tarocchi.engine.tricks import legal_plays as engine_legal_plays
from tarocchi.engine.tricks import trick_winner as engine_trick_winner
from tarocchi.games.gatti.deck import STRENGTH
from tarocchi.games.gatti.play import TRICK_RULES, legal_plays, play_refusal, trick_winner

from .conftest import codes, mask, ref_legal, ref_winner


def _trick(text: str) -> tuple[int, ...]:
    return tuple(parse_card(c) for c in text.split())


def _legal(hand: str, trick: str, overtrump: bool = False) -> set[str]:
    return set(codes(legal_plays(mask(hand), _trick(trick), overtrump)))


def test_g_l1_follow_suit_or_the_fool() -> None:
    assert _legal("2H KH T5 FOOL", "7H") == {"2H", "KH", "FOOL"}


def test_g_l2_void_must_trump_without_overtrumping() -> None:
    assert _legal("T3 T18 KS FOOL", "7H T10") == {"T3", "T18", "FOOL"}


def test_g_l3_void_without_trumps_plays_anything() -> None:
    assert _legal("KS 2D FOOL", "7H") == {"KS", "2D", "FOOL"}


def test_g_l4_trump_led_any_trump() -> None:
    assert _legal("T2 T15 KH FOOL", "T10") == {"T2", "T15", "FOOL"}


def test_g_l5_trump_led_without_trumps_anything() -> None:
    assert _legal("FOOL KH 3S", "T10") == {"FOOL", "KH", "3S"}


def test_g_l6_after_a_fool_lead_the_next_card_sets_the_suit() -> None:
    assert _legal("9C T4 2H", "FOOL") == {"9C", "T4", "2H"}
    assert _legal("9C T4", "FOOL 5C") == {"9C"}
    assert trick_winner(_trick("FOOL 5C 9C")) == 2


def test_g_l7_judgement_beats_the_world_and_trumps_beat_suits() -> None:
    assert trick_winner(_trick("T21 T20 T19")) == 1
    assert trick_winner(_trick("3H T1 KH")) == 1


def test_g_l8_pips_are_not_reversed_and_off_suit_never_wins() -> None:
    assert trick_winner(_trick("10S 3S JS")) == 2
    assert trick_winner(_trick("2H 9H KD")) == 1


def test_g_l10_void_in_hearts_with_t1() -> None:
    assert _legal("T1 FOOL 4S", "7H") == {"T1", "FOOL"}


def test_the_fool_never_wins_and_a_late_fool_changes_nothing() -> None:
    assert trick_winner(_trick("2C FOOL 3C")) == 2
    assert trick_winner(_trick("KS 2S FOOL T1")) == 3
    assert _legal("3S T2", "2S FOOL") == {"3S"}


def test_c13_must_overtrump_when_possible() -> None:
    # A trump led: beat the best trump if you can, or play the FOOL.
    assert _legal("T2 T15 KH FOOL", "T10", overtrump=True) == {"T15", "FOOL"}
    # Void in the suit led, a trump already in the trick.
    assert _legal("T3 T18 KS FOOL", "7H T10", overtrump=True) == {"T18", "FOOL"}
    # Nothing beats it: any trump.
    assert _legal("T3 T5", "7H T10", overtrump=True) == {"T3", "T5"}
    # T20 beats T21 (R1.3): only T20 beats the World.
    assert _legal("T19 T20", "T21", overtrump=True) == {"T20"}
    assert _legal("T19 T21", "T20", overtrump=True) == {"T19", "T21"}
    # No trump in the trick yet: any trump; following a suit lead is never affected.
    assert _legal("T3 T18", "7H 2H", overtrump=True) == {"T3", "T18"}
    assert _legal("2H KH T18", "7H T10", overtrump=True) == {"2H", "KH"}
    # The card that sets the suit after a FOOL lead is free.
    assert _legal("T3 T18 KS", "FOOL", overtrump=True) == {"T3", "T18", "KS"}


def test_refusals_name_the_rule() -> None:
    assert play_refusal(mask("2H KH T5"), _trick("7H"), parse_card("T5")) == "must follow hearts (holds 2H, KH; R6.3)"
    assert play_refusal(mask("T3 KS"), _trick("7H"), parse_card("KS")) == (
        "void in hearts, must play a trump (holds T3; R6.3b)"
    )
    assert play_refusal(mask("T2 KH"), _trick("T10"), parse_card("KH")) == "must play a trump (holds T2; R6.3d)"
    assert play_refusal(mask("T2 T15"), _trick("T10"), parse_card("T2"), True) == (
        "must beat T10 with a higher trump (holds T15; must_overtrump, C13)"
    )
    assert play_refusal(mask("T2"), _trick("T10"), parse_card("KH")) == "does not hold KH"
    assert play_refusal(mask("FOOL 2H"), _trick("7H"), FOOL) is None


_RULES = TRICK_RULES[False]
_RULES_OVER = TRICK_RULES[True]


def test_the_game_trick_rules_are_the_engine_defaults_with_gatti_strengths() -> None:
    assert TrickRules(strength=STRENGTH) == _RULES
    assert TrickRules(strength=STRENGTH, must_overtrump=True) == _RULES_OVER


@settings(max_examples=400, deadline=None)
@given(st.permutations(range(78)), st.integers(1, 12), st.integers(0, 3), st.booleans())
def test_legal_plays_and_winners_agree_with_the_reference_and_the_engine(
    perm: list[int], size: int, played: int, overtrump: bool
) -> None:
    hand = perm[:size]
    trick = tuple(perm[size : size + played])
    expected = ref_legal([CODES[c] for c in hand], [CODES[c] for c in trick], overtrump)
    got = legal_plays(sum(1 << c for c in hand), trick, overtrump)
    assert set(codes(got)) == expected
    engine = engine_legal_plays(_RULES_OVER if overtrump else _RULES, sum(1 << c for c in hand), trick)
    assert engine == got
    for card in hand:
        assert (play_refusal(sum(1 << c for c in hand), trick, card, overtrump) is None) == (CODES[card] in expected)
    full = tuple(perm[size : size + 3])
    if any(c != FOOL for c in full):
        assert trick_winner(full) == ref_winner([CODES[c] for c in full]) == engine_trick_winner(_RULES, full)
    assert all(c in cards_of(sum(1 << x for x in hand)) for c in cards_of(got))
