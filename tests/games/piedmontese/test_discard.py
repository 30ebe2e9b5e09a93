"""The dealer's discard (piedmontese.md §5, P-L8, P-S6, C8, C9)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tarocchi.cards import CODES, mask_of, parse_card
from tarocchi.engine.actions import Action
from tarocchi.errors import IllegalActionError
from tarocchi.games.piedmontese import PiedmonteseState
from tarocchi.games.piedmontese.discard import discard_choice, discard_fault

StateMaker = Callable[..., PiedmonteseState]


def _mask(codes: str) -> int:
    return mask_of(parse_card(c) for c in codes.split())


NO_SUIT_CARD = "KS KH KD KC FOOL T1 T21 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11"
ONE_SUIT_CARD = "KS KH KD KC FOOL T1 T21 5C T2 T3 T4 T5 T6 T7 T8 T9 T10"
MANY_SUIT_CARDS = "KS KH 5C 6C 2H QD T1 T21 FOOL T2 T3 T4 T5 T6 T7 T8 T9"


def test_p_l8_no_non_king_suit_card_two_trumps_from_t2_to_t20() -> None:
    held = _mask(NO_SUIT_CARD)
    required, pool = discard_choice(held)
    assert required == 0
    assert pool == _mask("T2 T3 T4 T5 T6 T7 T8 T9 T10 T11")
    assert discard_fault(held, _mask("T2 T3")) is None
    assert discard_fault(held, _mask("T11 T7")) is None


def test_p_l8_one_non_king_suit_card_goes_with_one_trump() -> None:
    held = _mask(ONE_SUIT_CARD)
    required, pool = discard_choice(held)
    assert required == _mask("5C")
    assert pool == _mask("T2 T3 T4 T5 T6 T7 T8 T9 T10")
    assert discard_fault(held, _mask("5C T2")) is None
    assert discard_fault(held, _mask("T2 T3")) == (
        "must discard 5C, the only non-King suit card, with one trump from T2–T20 (R5.3, C9)"
    )


def test_p_l8_two_or_more_non_king_suit_cards_no_trump() -> None:
    held = _mask(MANY_SUIT_CARDS)
    required, pool = discard_choice(held)
    assert required == 0
    assert pool == _mask("5C 6C 2H QD")
    for pair in ("5C 6C", "2H QD", "QD 5C"):
        assert discard_fault(held, _mask(pair)) is None
    assert discard_fault(held, _mask("5C T2")) == (
        "no trump may be discarded (T2) while non-King suit cards can go (holds 2H, QD, 5C, 6C) (R5.3)"
    )
    assert "no trump may be discarded" in str(discard_fault(held, _mask("T2 T3")))


@pytest.mark.parametrize("hand", [NO_SUIT_CARD, ONE_SUIT_CARD, MANY_SUIT_CARDS])
@pytest.mark.parametrize("bad", ["KS", "KH", "FOOL", "T1", "T21"])
def test_p_l8_kings_fool_t1_t21_never(hand: str, bad: str) -> None:
    held = _mask(hand)
    partner = "T5" if "5C" not in hand else "5C"
    fault = discard_fault(held, _mask(f"{bad} {partner}"))
    assert fault is not None
    assert ("King" in fault) if bad.startswith("K") else ("FOOL, T1 and T21 may never be discarded" in fault)


def test_every_choice_offered_is_legal_and_nothing_else() -> None:
    for hand in (NO_SUIT_CARD, ONE_SUIT_CARD, MANY_SUIT_CARDS):
        held = _mask(hand)
        required, pool = discard_choice(held)
        offered = set()
        cards = [parse_card(c) for c in hand.split()]
        for i, a in enumerate(cards):
            for b in cards[i + 1 :]:
                pair = (1 << a) | (1 << b)
                legal = discard_fault(held, pair) is None
                inside = pair & required == required and not (pair & ~required & ~pool)
                assert legal == inside, (CODES[a], CODES[b])
                if legal:
                    offered.add(pair)
        assert offered


# -- through the hand state --------------------------------------------------------------------


def test_discard_choice_of_the_state(state_of: StateMaker) -> None:
    state = state_of(4, 3, {3: ONE_SUIT_CARD})
    [choice] = state.card_choices()
    assert (choice.seat, choice.verb, choice.size) == (3, "discard", 2)
    assert choice.required == _mask("5C")
    assert choice.pool == _mask("T2 T3 T4 T5 T6 T7 T8 T9 T10")
    assert state.legal_actions() == []
    assert state.expected() == (3, "discard")


def test_p_s6_the_discard_counts_for_the_dealers_side(state_of: StateMaker) -> None:
    state = state_of(4, 0, {0: "QH 6S KS KC T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13"})
    state.apply(Action(0, "discard", cards=_mask("QH 6S")))
    assert state.side_points() == [5, 0]
    assert state.discard == _mask("QH 6S")


def _refusal(state: Any, action: Action) -> str:
    with pytest.raises(IllegalActionError) as info:
        state.apply(action)
    return str(info.value)


@pytest.mark.parametrize(
    ("cards", "reason"),
    [
        ("5C KS", "a King may not be discarded (KS) (R5.2)"),
        ("5C FOOL", "FOOL, T1 and T21 may never be discarded (FOOL) (R5.2)"),
        ("T21 5C", "FOOL, T1 and T21 may never be discarded (T21) (R5.2)"),
        ("T1 6C", "FOOL, T1 and T21 may never be discarded (T1) (R5.2)"),
        ("5C 7S", "does not hold 7S (C9)"),
        ("5C 4S", "4S is not in the 62-card pack (C3, C9)"),
        ("5C 6C 2H", "must discard exactly 2 cards, not 3 (R5.1, C9)"),
        ("5C", "must discard exactly 2 cards, not 1 (R5.1, C9)"),
    ],
)
def test_refused_discards_name_the_reason(state_of: StateMaker, cards: str, reason: str) -> None:
    state = state_of(4, 3, {3: MANY_SUIT_CARDS})
    action = Action(3, "discard", cards=_mask(cards))
    assert _refusal(state, action) == f"seat 3 cannot {action.describe()}: {reason}"
    assert state.phase == "discard" and state.history == ()


def test_order_of_the_discard_does_not_matter(state_of: StateMaker) -> None:
    from tarocchi.games.piedmontese import GAME

    state = state_of(4, 3, {3: MANY_SUIT_CARDS})
    game = GAME.from_options({})
    for raw in (["6C", "5C"], ["5C", "6C"]):
        copy = state.copy()
        copy.apply(game.parse_action({"seat": 3, "discard": raw}, "$"))
        assert copy.discard == _mask("5C 6C")


@pytest.mark.parametrize(
    ("raw", "shown", "reason"),
    [
        (["5C", "5C"], "5C, 5C", "lists 5C twice (C9)"),
        ([], "(no cards)", "must discard exactly 2 cards, not 0 (R5.1, C9)"),
        (["5C", "XX"], "5C, XX", "'XX' is not a card code (C4)"),
        (["T0", "5C"], "FOOL, 5C", "FOOL, T1 and T21 may never be discarded (FOOL) (R5.2)"),
        (["EX", "5C"], "FOOL, 5C", "FOOL, T1 and T21 may never be discarded (FOOL) (R5.2)"),
        (["T0", "FOOL"], "T0, FOOL", "lists FOOL twice (C9)"),
    ],
)
def test_record_discards_refused_as_written(state_of: StateMaker, raw: list[str], shown: str, reason: str) -> None:
    from tarocchi.games.piedmontese import GAME

    state = state_of(4, 3, {3: MANY_SUIT_CARDS})
    action = GAME.from_options({}).parse_action({"seat": 3, "discard": raw}, "$.hands[0].actions[0]")
    message = _refusal(state, action)
    assert message == f"seat 3 cannot discard {shown}: {reason}"


def test_c8_discard_by_another_seat_and_a_second_discard(state_of: StateMaker) -> None:
    state = state_of(4, 3, {3: MANY_SUIT_CARDS, 0: "5S 6S 7S 8S 9S 10S JS NS QS 1H 3H 4H 5H 6H JH"})
    assert _refusal(state, Action(0, "discard", cards=_mask("5S 6S"))).endswith(
        "only the dealer (seat 3) discards (R5.1, C8)"
    )
    assert _refusal(state, Action(3, "play", card=parse_card("5C"))).endswith(
        "the dealer (seat 3) must discard before the first card is played (C8)"
    )
    state.apply(Action(3, "discard", cards=_mask("5C 6C")))
    assert _refusal(state, Action(3, "discard", cards=_mask("2H QD"))).endswith(
        "the discard has already been made; only one discard per hand (C8)"
    )
