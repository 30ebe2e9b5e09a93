"""The hand state: order of faults (C4), observations (DESIGN §6), undo and copies."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from tarocchi.cards import mask_of, parse_card
from tarocchi.engine.actions import Action
from tarocchi.errors import IllegalActionError
from tarocchi.games.piedmontese import PiedmonteseState

StateMaker = Callable[..., PiedmonteseState]


DEALER_HAND = "QH 6S 5C KS KC T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12"
SEAT0 = "7S 8S 9S 10S JS NS QS 1H 2H 3H 4H 5H 6H JH NH"


def _mask(codes: str) -> int:
    return mask_of(parse_card(c) for c in codes.split())


def _play(seat: int, code: str) -> Action:
    return Action(seat, "play", card=parse_card(code))


def _reason(state: PiedmonteseState, action: Action) -> str:
    with pytest.raises(IllegalActionError) as info:
        state.check(action)
    return info.value.reason


@pytest.fixture
def state(state_of: StateMaker) -> PiedmonteseState:
    return state_of(4, 3, {3: DEALER_HAND, 0: SEAT0})


def test_the_dealer_holds_the_talon_until_the_discard(state: PiedmonteseState) -> None:
    assert state.hand(3).bit_count() == 17
    assert [state.hand(s).bit_count() for s in range(3)] == [15, 15, 15]
    assert state.to_act == 3 and state.phase == "discard"
    state.apply(Action(3, "discard", cards=_mask("QH 6S")))
    assert state.hand(3).bit_count() == 15
    assert state.to_act == 0 and state.phase == "play"  # R6.1: seat dealer + 1 leads
    assert state.expected() == (0, "play")


def test_c4_order_of_faults(state: PiedmonteseState) -> None:
    # A verb of another game comes before the turn.
    assert _reason(state, Action(1, "bid", value="pass")).startswith("this game has no 'bid' actions")
    # Wrong phase comes before the wrong seat.
    assert "must discard before" in _reason(state, _play(2, "T13"))
    state.apply(Action(3, "discard", cards=_mask("QH 6S")))
    # Wrong turn before the unknown card, before the card not held, before the follow rule.
    assert _reason(state, _play(1, "4S")) == "it is seat 0's turn to play"
    assert _reason(state, _play(0, "4S")) == "4S is not in the 62-card pack (C3)"
    assert _reason(state, _play(0, "KD")) == "does not hold KD"
    assert _reason(state, Action(0, "play")) == "no card given"
    state.apply(_play(0, "7S"))
    # Seat 1 was filled in deck order: T13-T21, FOOL, 5S, KH, 1D, 2D, 3D.
    assert state.hand(1) == _mask("T13 T14 T15 T16 T17 T18 T19 T20 T21 FOOL 5S KH 1D 2D 3D")
    assert _reason(state, _play(1, "T13")) == "must follow swords (holds 5S) (R6.2a)"
    state.check(_play(1, "FOOL"))
    state.check(_play(1, "5S"))


def test_fault_messages_name_seat_action_and_reason(state: PiedmonteseState) -> None:
    state.apply(Action(3, "discard", cards=_mask("QH 6S")))
    with pytest.raises(IllegalActionError) as info:
        state.apply(_play(1, "T13"))
    assert str(info.value) == "seat 1 cannot play T13: it is seat 0's turn to play"


def test_after_the_last_trick_everything_is_refused(state_of: StateMaker) -> None:
    import random

    from tarocchi.games.piedmontese import GAME

    state = state_of(2, 0, {})
    game = GAME.from_options({"players": 2})
    rng = random.Random(5)
    while not state.is_over:
        state.apply(game.random_action(state, rng))
    assert state.to_act is None and state.expected() == (None, "deal")
    assert _reason(state, _play(0, "KS")).startswith("the hand is over: all 30 tricks")
    assert _reason(state, Action(0, "discard", cards=_mask("5C 6C"))).startswith("the hand is over")
    assert state.legal_actions() == [] and state.card_choices() == []


def test_result_before_the_end_is_an_error(state: PiedmonteseState) -> None:
    with pytest.raises(ValueError, match="not over"):
        state.result()


def test_observations_hide_the_discard_and_the_talon(state: PiedmonteseState) -> None:
    talon = state.held_before_discard & ~_mask(DEALER_HAND.rsplit(" ", 2)[0])
    dealer_view = state.observation(3)
    assert dealer_view.hand.bit_count() == 17
    assert dealer_view.private_cards == {"discard_required": 0, "discard_pool": _mask("QH 6S 5C")}
    assert dealer_view.legal == ()  # the discard is a card choice
    for seat in range(3):
        view = state.observation(seat)
        assert not view.private_cards
        assert not view.visible_cards() & state.hand(3)
        assert not view.visible_cards() & talon
    state.apply(Action(3, "discard", cards=_mask("QH 6S")))
    assert state.observation(3).private_cards == {"discard": _mask("QH 6S")}
    assert state.observation(3).history == (Action(3, "discard", cards=_mask("QH 6S")),)
    for seat in range(3):
        view = state.observation(seat)
        assert view.history == (Action(3, "discard"),)  # who discarded, not what
        assert not view.visible_cards() & _mask("QH 6S")
    view = state.observation(0)
    assert view.to_act == 0 and len(view.legal) == 15
    assert state.observation(1).legal == ()


def test_observation_info_and_tricks(state: PiedmonteseState) -> None:
    state.apply(Action(3, "discard", cards=_mask("QH 6S")))
    state.apply(_play(0, "QS"))
    view = state.observation(2)
    assert view.current_trick is not None
    assert view.current_trick.plays == ((0, parse_card("QS")),)
    info = view.info
    assert info["players"] == 4 and info["sides"] == [0, 1, 0, 1]
    assert info["reference"] == 57 and info["balances"] == [0, 0, 0, 0]
    assert info["leader"] == 0 and info["trick_number"] == 0 and info["fool"] is None
    assert info["points_taken"] == [0, 0, 0, 0]


def test_undo_restores_across_a_finished_trick(state: PiedmonteseState) -> None:
    import random

    from tarocchi.games.piedmontese import GAME

    game = GAME.from_options({})
    rng = random.Random(11)
    snapshots = []
    while not state.is_over:
        snapshots.append(([state.observation(s) for s in range(4)], state.side_points(), state.copy()))
        state.apply(game.random_action(state, rng))
    final = state.result()
    for views, points, _ in reversed(snapshots):
        state.undo()
        assert [state.observation(s) for s in range(4)] == views
        assert state.side_points() == points
    assert state.history == () and state.phase == "discard"
    with pytest.raises(ValueError):
        state.undo()
    # Copies taken along the way are untouched by the undos and can finish the hand alone.
    _, _, copy = snapshots[30]
    assert len(copy.history) == 30
    rng = random.Random(3)
    while not copy.is_over:
        copy.apply(game.random_action(copy, rng))
    assert sum(copy.side_points()) == 114 and sum(final.points) == 2 * 114
