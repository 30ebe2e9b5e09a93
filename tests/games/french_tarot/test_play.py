"""Legal moves: vectors L1–L21 of french-tarot.md §15.2, the trick winner, and the refusal messages."""

from __future__ import annotations

import pytest
from french_tarot_helpers import act, cards, codes, game, mask, stacked_deal
from hypothesis import given, settings
from hypothesis import strategies as st

from tarocchi.cards import FOOL, SUIT_MASK_OF, parse_card
from tarocchi.engine.actions import Action
from tarocchi.engine.tricks import TrickRules
from tarocchi.engine.tricks import legal_plays as engine_legal_plays
from tarocchi.engine.tricks import trick_winner as engine_trick_winner
from tarocchi.errors import IllegalActionError
from tarocchi.games.french_tarot.deck import STRENGTH
from tarocchi.games.french_tarot.play import TRICK_RULES, explain_illegal, legal_plays, trick_winner

KH = parse_card("KH")
HEARTS_CALLED = (KH, SUIT_MASK_OF[KH])

# id, hand, trick so far, legal set, 5-player first-trick restriction (called KH) or None
VECTORS = [
    ("L1", "3H KH 5S T7 FOOL", "", "3H KH 5S T7 FOOL", None),
    ("L2", "3H KH 5S T7 FOOL", "9H", "3H KH FOOL", None),
    ("L3", "5S 2C T7 T12 FOOL", "9H", "T7 T12 FOOL", None),
    ("L4", "5S T7 T12", "9H T10", "T12", None),
    ("L5", "5S T3 T7", "9H T10", "T3 T7", None),
    ("L6", "5S 2C 7D", "9H T10", "5S 2C 7D", None),
    ("L7", "T4 T15 2H FOOL", "T8", "T15 FOOL", None),
    ("L8", "T4 T6 2H", "T8 T12", "T4 T6", None),
    ("L9", "2H 3S", "T8", "2H 3S", None),
    ("L10", "2H KH T5 4S", "FOOL", "2H KH T5 4S", None),
    ("L11", "2H T5 4S", "FOOL 9H", "2H", None),
    ("L12", "T16 T3 4S", "5C T14", "T16", None),
    ("L13", "1D T21", "10D T5", "1D", None),
    ("L14", "T1 3S", "10S", "3S", None),
    ("L15", "T1 3C", "10S", "T1", None),
    ("L16", "FOOL T2", "T8", "T2 FOOL", None),
    ("L17", "FOOL", "4H", "FOOL", None),
    ("L18", "3H 7H 2S T9 FOOL", "", "2S T9 FOOL", HEARTS_CALLED),
    ("L19", "KH 7H 2S T9", "", "KH 2S T9", HEARTS_CALLED),
    ("L20", "3H 2S T9", "FOOL", "2S T9", HEARTS_CALLED),
    ("L21", "3H 2S", "", "3H 2S", None),  # second trick: no restriction any more
]


@pytest.mark.parametrize("vector", VECTORS, ids=[v[0] for v in VECTORS])
def test_legal_move_vector(vector: tuple) -> None:
    _, hand, trick, expected, restriction = vector
    assert codes(legal_plays(mask(hand), cards(trick), restriction)) == set(expected.split())


def test_first_trick_guard_lifts_the_restriction() -> None:
    # R6.4, C11: nothing left but the Excuse (or nothing at all): the restriction is lifted.
    assert codes(legal_plays(mask("3H 7H FOOL"), [], HEARTS_CALLED)) == {"3H", "7H", "FOOL"}
    assert codes(legal_plays(mask("3H 7H"), [], HEARTS_CALLED)) == {"3H", "7H"}
    # Once a suit is set, the restriction has nothing to say: hearts must be followed.
    assert codes(legal_plays(mask("3H 2S"), cards("9H"), HEARTS_CALLED)) == {"3H"}


@pytest.mark.parametrize(
    ("trick", "winner"),
    [
        ("9H KH 3H 2H", 1),  # R7.7: highest of the suit led
        ("9H KS KD KC", 0),  # other suits never win
        ("9H T1 KH QH", 1),  # any trump beats the suit
        ("T5 T3 T21 T20", 2),
        ("FOOL 3S KS T2", 3),  # R7.6: the Excuse sets nothing; the trump wins
        ("FOOL 3S KS 4S", 2),
        ("KH FOOL 2H 3H", 0),  # R1.4: the Excuse never wins
    ],
)
def test_trick_winner(trick: str, winner: int) -> None:
    assert trick_winner(cards(trick)) == winner


@pytest.mark.parametrize(
    ("hand", "trick", "card", "reason"),
    [
        ("KH 3H 4S", "9H", "4S", "must follow hearts (holds KH, 3H)"),
        ("5S T7 T12", "9H", "5S", "must trump, being void in hearts (holds T12, T7)"),
        ("5S T7 T12", "9H T10", "T7", "must overtrump T10 (holds T12)"),
        ("T4 T15 2H", "T8", "2H", "must overtrump T8 (holds T15)"),
        ("T4 T6 2H", "T8 T12", "2H", "must play a trump (holds T6, T4)"),
        ("T4 T6 2H", "T8 T12", "3S", "does not hold 3S"),
    ],
)
def test_explanations(hand: str, trick: str, card: str, reason: str) -> None:
    assert explain_illegal(mask(hand), cards(trick), parse_card(card)) == reason


def _four_player_in_play():
    # Dealer 3: seat 0 leads. Seat 1 holds hearts; garde-sans by seat 0 so play starts at once.
    clubs = "1C 2C 3C 4C 5C 6C 7C 8C 9C 10C JC NC QC KC"
    deal = stacked_deal(4, {0: "9H T21 T20", 1: "KH 3H 4S T7 " + clubs, 2: "2S 3S 4D", 3: "5S"})
    state = game(players=4).new_hand(3, deal)
    return act(state, "0 bid garde-sans", "1 bid pass", "2 bid pass", "3 bid pass")


def test_refusal_names_seat_action_and_rule() -> None:
    state = _four_player_in_play()
    act(state, "0 play 9H")
    with pytest.raises(IllegalActionError) as info:
        state.apply(Action(1, "play", card=parse_card("4S")))
    assert info.value.reason == "must follow hearts (holds KH, 3H)"
    assert str(info.value) == "seat 1 cannot play 4S: must follow hearts (holds KH, 3H)"


def test_out_of_turn_and_unheld_cards_are_refused() -> None:
    state = _four_player_in_play()
    with pytest.raises(IllegalActionError, match="out of turn: seat 0 plays now"):
        state.apply(Action(1, "play", card=parse_card("KH")))
    with pytest.raises(IllegalActionError, match="does not hold KH"):
        state.apply(Action(0, "play", card=parse_card("KH")))


def test_legal_actions_list_exactly_the_legal_cards() -> None:
    state = _four_player_in_play()
    act(state, "0 play 9H")
    plays = {a for a in state.legal_actions() if a.verb == "play"}
    assert {a.seat for a in plays} == {1}
    assert codes(sum(1 << a.card for a in plays)) == {"KH", "3H"}


def _five_player_called_kh(seat0: str):
    # Dealer 4, forehand 0; seat 1 takes a garde sans and calls KH, held by seat 2.
    deal = stacked_deal(5, {0: seat0, 1: "KS KD KC T19 T18", 2: "KH"})
    state = game(players=5).new_hand(4, deal)
    return act(state, "0 bid pass", "1 bid garde-sans", "2 bid pass", "3 bid pass", "4 bid pass", "1 call KH")


def test_l18_through_the_state() -> None:
    state = _five_player_called_kh("3H 7H 2S T9 FOOL")
    assert state.partner == 2
    assert {"3H", "7H"}.isdisjoint(codes(state.legal_cards()))
    with pytest.raises(IllegalActionError) as info:
        state.apply(Action(0, "play", card=parse_card("3H")))
    assert "called suit" in info.value.reason and "KH" in info.value.reason and "C11" in info.value.reason


def test_l20_through_the_state() -> None:
    # After an Excuse lead the next card sets the suit, under the same restriction (L20, C11).
    state = _five_player_called_kh("FOOL 2S")
    deal_seat1 = codes(state.hand(1))
    act(state, "0 play FOOL")
    legal = codes(state.legal_cards())
    assert legal and not any(c.endswith("H") for c in legal)
    assert legal <= deal_seat1


def test_l21_restriction_lifted_after_the_first_trick() -> None:
    state = _five_player_called_kh("T21 3H 7H 2S FOOL")
    assert "3H" not in codes(state.legal_cards())
    act(state, "0 play T21")
    while state.trick_index == 0:
        legal = state.legal_cards()
        state.apply(Action(state.to_act, "play", card=(legal & -legal).bit_length() - 1))
    assert state.to_act == 0  # T21 won trick 1
    assert {"3H", "7H"} <= codes(state.legal_cards())
    assert state.legal_cards() == state.hand(0)


def test_taker_is_restricted_too_even_calling_his_own_king() -> None:
    # C11: the taker too, also when he called his own card.
    deal = stacked_deal(5, {0: "KH 3H T21 T20 2S", 1: "KS"})
    state = game(players=5).new_hand(4, deal)
    act(state, "0 bid garde-sans", "1 bid pass", "2 bid pass", "3 bid pass", "4 bid pass", "0 call KH")
    assert state.partner is None  # alone (C10)
    legal = codes(state.legal_cards())
    assert "KH" in legal and "3H" not in legal


# -- the engine's generic trick rules, configured for this game, agree -------------------------------------


@settings(max_examples=500, deadline=None)
@given(st.permutations(range(78)), st.integers(1, 18), st.integers(0, 4), st.booleans())
def test_legal_plays_and_winners_agree_with_the_engine_rules(
    perm: list[int], size: int, played: int, restricted: bool
) -> None:
    """R7.2-R7.7: the game's functions and ``TRICK_RULES`` on the generic engine give the same cards and winner.

    The 5-player first-trick restriction (R6.4, C11) is the game's own: it only narrows a lead.
    """
    hand = sum(1 << c for c in perm[:size])
    trick = perm[size : size + played]
    restriction = HEARTS_CALLED if restricted else None
    engine = engine_legal_plays(TRICK_RULES, hand, trick)
    got = legal_plays(hand, trick, restriction)
    if trick and any(c != FOOL for c in trick):
        assert got == engine
    elif restriction is None:
        assert got == engine == hand
    else:
        assert got & ~engine == 0 and got
    full = perm[size : size + 5]
    assert trick_winner(full) == engine_trick_winner(TRICK_RULES, full)
    assert trick_winner(full[:3]) == engine_trick_winner(TRICK_RULES, full[:3])


def test_the_trick_rules_are_french_tarot_strengths_with_overtrumping() -> None:
    assert TrickRules(strength=STRENGTH, must_overtrump=True) == TRICK_RULES
