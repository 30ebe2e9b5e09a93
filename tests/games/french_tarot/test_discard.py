"""The chien and the discard (french-tarot.md R5.1–R5.6, C12, §15.3 discard tests)."""

from __future__ import annotations

import pytest
from french_tarot_helpers import act, codes, game, mask, parse, stacked_deal

from tarocchi.errors import IllegalActionError
from tarocchi.games.french_tarot.discard import discard_choice, discard_error

# 4 players, dealer 3, taker seat 0. With the chien the taker holds 24 cards: 5 non-king suit cards,
# 4 kings, FOOL, T1, T21 and 12 other trumps (§15.3).
SHORT_HAND = "KS KH KD KC FOOL T1 T21 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12"
SHORT_CHIEN = "T13 1S 2S 3S 4S 5S"


def _taker_state(hand: str, chien: str, **options: object):
    state = game(players=4, **options).new_hand(3, stacked_deal(4, {0: hand}, chien))
    return act(state, "0 bid garde", "1 bid pass", "2 bid pass", "3 bid pass")


def test_short_of_suit_cards_the_discard_is_them_plus_one_trump() -> None:
    state = _taker_state(SHORT_HAND, SHORT_CHIEN)
    assert state.phase == "discard" and state.to_act == 0
    (choice,) = state.card_choices()
    assert codes(choice.required) == {"1S", "2S", "3S", "4S", "5S"}
    assert codes(choice.pool) == {f"T{i}" for i in range(2, 14)}
    assert choice.size == 6
    act(state, "0 discard 1S 2S 3S 4S 5S T7")
    # R5.2: the discarded trump is shown to everyone; the rest of the discard stays private.
    for seat in (1, 2, 3):
        obs = state.observation(seat)
        assert codes(obs.public_cards["discard"]) == {"T7"}
        assert "discard" not in obs.private_cards
        (discard,) = [a for a in obs.history if a.verb == "discard"]
        assert codes(discard.cards) == {"T7"}
    assert codes(state.observation(0).private_cards["discard"]) == {"1S", "2S", "3S", "4S", "5S", "T7"}


@pytest.mark.parametrize(
    ("discard", "reason"),
    [
        ("1S 2S 3S 4S 5S KS", "kings may not be discarded (KS)"),
        ("1S 2S 3S 4S 5S T1", "bouts may not be discarded (T1)"),
        ("1S 2S 3S 4S 5S T21", "bouts may not be discarded (T21)"),
        ("1S 2S 3S 4S 5S FOOL", "bouts may not be discarded (FOOL)"),
        ("1S 2S 3S 4S T13 T12", "must hold every discardable suit card (missing 5S)"),
        ("1S 2S 3S 4S 5S", "exactly 6 cards, not 5"),
        ("1S 2S 3S 4S 5S 6S", "does not hold 6S"),
    ],
)
def test_illegal_discards_when_short(discard: str, reason: str) -> None:
    state = _taker_state(SHORT_HAND, SHORT_CHIEN)
    with pytest.raises(IllegalActionError) as info:
        state.apply(parse(f"0 discard {discard}"))
    assert reason in info.value.reason
    assert str(info.value).startswith("seat 0 cannot discard ")
    assert state.phase == "discard"  # nothing changed


def test_with_enough_suit_cards_no_trump_may_go() -> None:
    # §15.3: 6 or more non-king suit cards: any discard holding a trump is refused.
    state = _taker_state("KS KH 1H 2H 3H 4H 5H 6H T2 T3 T4 T5 T6 T7 T8 T9 T10 T11", "T12 T13 T14 T15 T16 T17")
    with pytest.raises(IllegalActionError, match="trumps may be discarded only when unavoidable"):
        state.apply(parse("0 discard 1H 2H 3H 4H 5H T2"))
    act(state, "0 discard 1H 2H 3H 4H 5H 6H")
    assert state.phase == "play"
    assert "discard" not in state.observation(1).public_cards


def test_the_chien_is_shown_and_taken() -> None:
    state = _taker_state(SHORT_HAND, SHORT_CHIEN)
    for seat in range(4):
        assert codes(state.observation(seat).public_cards["chien"]) == set(SHORT_CHIEN.split())
    assert state.hand(0).bit_count() == 24  # R5.1: hand plus chien before the discard


def test_discard_kings_option() -> None:
    # R5.4, C12: kings become discardable (and shown); they count as suit cards for the trump test.
    state = _taker_state(SHORT_HAND, SHORT_CHIEN, discard_kings=True)
    with pytest.raises(IllegalActionError, match="only when unavoidable"):
        state.apply(parse("0 discard 1S 2S 3S 4S 5S T13"))
    act(state, "0 discard 1S 2S 3S 4S 5S KS")
    assert codes(state.observation(2).public_cards["discard"]) == {"KS"}


def test_discard_kings_short_even_with_kings() -> None:
    # 2 suit cards + 3 kings = 5 < 6: all five must go, plus one trump.
    hand = "KS KH KD FOOL T1 T21 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13"
    required, _pool = discard_choice(mask(hand + " 1S 2S T14 T15 T16 T17"), 6, True)
    assert codes(required) == {"KS", "KH", "KD", "1S", "2S"}
    full = mask(hand + " 1S 2S T14 T15 T16 T17")
    assert discard_error(full, mask("KS KH KD 1S 2S T14"), 6, True) is None
    assert "missing KD" in (discard_error(full, mask("KS KH 1S 2S T14 T15"), 6, True) or "")


def test_discard_order_does_not_matter() -> None:
    # C12: a set of distinct cards in any order (the action carries a set).
    state = _taker_state(SHORT_HAND, SHORT_CHIEN)
    act(state, "0 discard T13 5S 4S 3S 2S 1S")
    assert state.phase == "play"


@pytest.mark.parametrize("contract", ["garde-sans", "garde-contre"])
def test_no_discard_and_unseen_chien_in_garde_sans_and_contre(contract: str) -> None:
    # R5.5
    state = game(players=4).new_hand(3, stacked_deal(4, {}))
    act(state, f"0 bid {contract}", "1 bid pass", "2 bid pass", "3 bid pass")
    assert state.phase == "play"
    for seat in range(4):
        assert "chien" not in state.observation(seat).public_cards
    with pytest.raises(IllegalActionError, match=f"no discard in a {contract}"):
        state.apply(parse("0 discard 1S 2S 3S 4S 5S 6S"))


def test_only_the_taker_discards() -> None:
    state = _taker_state(SHORT_HAND, SHORT_CHIEN)
    with pytest.raises(IllegalActionError, match="only the taker"):
        state.apply(parse("1 discard 1S 2S 3S 4S 5S T13"))
