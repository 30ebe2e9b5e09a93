"""Live tables (engine contract: ``to_act``, ``declare_nothing``, the final give) driven through MatchSession.

Under ``round`` timing (C6) a live table asks every seat in turn from seat ``dealer + 1``; each may declare, again
and again, then passes with ``declare_nothing``; the passes never reach the record, which replays to the same
scores. After the last play the Matto's player is asked for its give (C17) while one is possible.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tarocchino_helpers import DEAL2, TRICKS2, declare, discard, game, give, new_state, play

from tarocchi.cards import cards_of
from tarocchi.engine.actions import Action, declare_nothing, is_declare_nothing
from tarocchi.errors import IllegalActionError
from tarocchi.games.tarocchino import Tarocchino, TarocchinoState
from tarocchi.records import replay_record
from tarocchi.records.model import HandRecord, MatchRecord
from tarocchi.session import MatchSession

Asked = list[tuple[int, str]]


def _refusal(state: TarocchinoState, action: Action) -> str:
    before = (state.to_act, len(state.history), state.phase)
    with pytest.raises(IllegalActionError) as info:
        state.apply(action)
    assert (state.to_act, len(state.history), state.phase) == before
    if is_declare_nothing(action):
        assert str(info.value) == f"seat {action.seat} cannot pass: {info.value.reason}"
    return info.value.reason


def _offered(state: TarocchinoState) -> list[Action]:
    seat = state.to_act
    assert seat is not None
    offered = [a for a in state.legal_actions() if a.seat == seat]
    assert len(offered) == len(state.legal_actions()), "only the seat asked has actions"
    return offered


def _drive_hand(session: MatchSession, rng: random.Random, asked: Asked, give_at_end: bool = True) -> None:
    """Play the current deal as a live table: ask ``to_act`` and take one of the actions it is offered; in the
    round a seat declares its first offer once and then passes."""
    state = session.state
    assert isinstance(state, TarocchinoState)
    while state.to_act is not None:
        seat = state.to_act
        asked.append((seat, state.phase))
        if state.phase == "discard":
            [choice] = state.card_choices()
            session.apply(choice.action(sum(1 << c for c in cards_of(choice.pool)[:2])))
            continue
        offered = _offered(state)
        if state.phase == "declare":
            assert offered[-1] == declare_nothing(seat) and {a.verb for a in offered} == {"declare"}
            declared = any(a.seat == seat and a.cards for a in state.history)
            session.apply(offered[0] if len(offered) > 1 and not declared else declare_nothing(seat))
        elif state.is_over:
            assert {a.verb for a in offered} == {"give"} and not session.hand_finished
            if not give_at_end:
                return
            session.apply(rng.choice(offered))
        else:
            session.apply(rng.choice([a for a in offered if a.verb == "play"]))


def test_a_live_match_asks_every_seat_in_turn_and_hands_the_standing_on() -> None:
    g = game()
    session = MatchSession(g, seed=3, first_dealer=2)
    rng = random.Random(3)
    declared = 0
    for _ in range(3):
        state = session.state
        assert isinstance(state, TarocchinoState)
        # start_hand gave the deal the standing after the deals before it (R9.2, C15).
        totals = session.totals()
        assert state.context.totals == (totals[0], totals[1])
        asked: Asked = []
        _drive_hand(session, rng, asked)
        if state.result().detail.get("ended") == "declarations":
            break
        order = [(state.dealer + 1 + i) % 4 for i in range(4)]
        round_seats = [seat for seat, phase in asked if phase == "declare"]
        assert [s for i, s in enumerate(round_seats) if i == 0 or round_seats[i - 1] != s] == order
        assert [a.seat for a in state.history if is_declare_nothing(a)] == order
        declared += sum(1 for a in state.history if a.verb == "declare" and a.cards)
        first_play = next(i for i, (_, phase) in enumerate(asked) if phase == "play")
        assert asked[first_play][0] == order[0]
        assert session.hand_finished
        written = session.record.hands[-1].actions
        assert written == [a for a in state.history if not is_declare_nothing(a)]
        assert len(written) == len(state.history) - 4
        if session.is_over:
            break
        session.next_hand()
    assert declared
    replay = replay_record(session.record.to_json())
    assert [r.scores for r in replay.results] == [r.scores for r in session.results]
    assert replay.to_json()["totals"] == session.totals()


def test_first_trick_timing_offers_declarations_beside_the_plays_and_no_pass() -> None:
    state = new_state(game(declaration_timing="first-trick"), 0, DEAL2)
    state.apply(discard(0, "JD 1D"))
    assert state.phase == "play" and state.to_act == 1
    offered = state.legal_actions()
    assert {a.seat for a in offered} == {1} and {a.verb for a in offered} == {"declare", "play"}
    assert declare_nothing(1) not in offered
    assert _refusal(state, declare_nothing(1)) == (
        "there is no declaration round with first-trick timing: a seat declares before its card (C7)"
    )


def test_declare_nothing_only_from_the_seat_whose_turn_it_is() -> None:
    state = new_state(game(), 0, DEAL2)
    assert _refusal(state, declare_nothing(1)) == "the dealer (seat 0) must discard 2 cards first (3.3, C5)"
    state.apply(discard(0, "JD 1D"))
    assert state.to_act == 1 and state.legal_actions()[-1] == declare_nothing(1)
    assert not [a for a in state.legal_actions() if a.verb == "play"]
    assert state.to_play == 1 and state.expected() == (1, "declare")
    assert _refusal(state, declare_nothing(2)) == "it is seat 1's turn to declare or pass, not seat 2's (C6)"
    assert _refusal(state, declare_nothing(0)) == "it is seat 1's turn to declare or pass, not seat 0's (C6)"
    state.apply(declare_nothing(1))
    assert state.to_act == 2 and state.expected() == (2, "declare")
    assert _refusal(state, declare_nothing(1)) == "it is seat 2's turn to declare or pass, not seat 1's (C6)"
    assert _refusal(state, declare(1, "KS QS NS JS 1S")) == (
        "seat 1's turn to declare has passed: it is seat 2's turn (C6)"
    )
    state.apply(declare(3, "KC QC NC JC 1C"))  # as in a record: seat 2's turn closes implicitly
    assert state.to_act == 3 and _offered(state) == [declare_nothing(3)]
    assert _refusal(state, declare(2, "KH QH NH JH 1H")) == (
        "seat 2's turn to declare has passed: seat 3 has declared (C6)"
    )
    state.apply(declare_nothing(3))
    state.apply(declare_nothing(0))
    # Every seat has passed: the leader is asked for his card, and the round is closed.
    assert state.phase == "play" and state.to_act == 1 and state.declaring_seats() == []
    assert {a.verb for a in state.legal_actions()} == {"play"} and state.expected() == (1, "play")
    assert _refusal(state, declare_nothing(1)) == "the declaration round is over: every seat has passed (C6)"
    assert _refusal(state, declare(0, "T2 T3 T4 T5")) == "the declaration round is over: every seat has passed (C6)"
    state.apply(play(1, "T21"))
    assert (
        _refusal(state, declare_nothing(2)) == "the declaration round is over: the first card has been played (4.1, C6)"
    )


def test_declare_nothing_is_refused_once_the_match_is_won() -> None:
    state = new_state(game(), 0, DEAL2, (700, 760))
    state.apply(discard(0, "JD 1D"))
    state.apply(declare(1, "T21 T20 T19 T18 T17 T16 T15 T14 T13 T12"))  # 805: the match ends (C15)
    assert state.is_over and state.to_act is None and state.legal_actions() == []
    assert _refusal(state, declare_nothing(1)).startswith("the match is over")


def test_the_leaders_first_card_closes_the_round_as_in_a_record() -> None:
    state = new_state(game(), 0, DEAL2)
    state.apply(discard(0, "JD 1D"))
    state.apply(declare(2, "KH QH NH JH 1H"))
    state.apply(play(1, "T21"))  # no pass: the turns of seats 2, 3 and 0 close
    assert state.phase == "play" and state.to_act == 2 and state.declaring_seats() == []


def test_undo_across_a_pass_and_copies() -> None:
    state = new_state(game(), 0, DEAL2)
    state.apply(discard(0, "JD 1D"))
    before = [state.observation(s) for s in range(4)], state.legal_actions()
    state.apply(declare_nothing(1))
    copy = state.copy()
    state.apply(declare(2, "KH QH NH JH 1H"))
    state.apply(declare_nothing(2))
    assert state.to_act == 3
    assert state.undo() == declare_nothing(2) and state.to_act == 2
    assert state.undo() == declare(2, "KH QH NH JH 1H")
    assert state.undo() == declare_nothing(1)
    assert ([state.observation(s) for s in range(4)], state.legal_actions()) == before
    assert copy.to_act == 2 and copy.history[-1] == declare_nothing(1) and copy.declarations == []


def test_the_final_give_is_asked_of_the_mattos_player() -> None:
    state = new_state(game(), 0, DEAL2)
    state.apply(discard(0, "JD 1D"))
    for trick in TRICKS2:
        for token in trick.split():
            seat, card = token.split(":")
            if state.phase == "declare":
                state.apply(declare_nothing(state.to_act or 0))  # the table asks each seat; all pass
            state.apply(play(int(seat), card))
    assert state.is_over and state.phase == "over" and state.expected() == (None, "deal")
    assert state.to_act == 0 and _offered(state)[0].verb == "give"
    default = state.result()
    assert default.detail["matto"]["given"] == "T10"  # the hand can be scored with the default card (C18)
    state.apply(give(0, "6S"))
    assert state.to_act is None and state.legal_actions() == []
    state.undo()
    assert state.to_act == 0 and state.result() == default


def test_a_session_waits_for_the_final_give_and_can_deal_on_without_it() -> None:
    found = 0
    for seed in range(40):
        session = MatchSession(game(), seed=seed)
        rng = random.Random(seed)
        asked: Asked = []
        _drive_hand(session, rng, asked, give_at_end=False)
        state = session.state
        assert isinstance(state, TarocchinoState)
        if state.to_act is None:
            continue
        found += 1
        assert state.to_act == state.result().detail["matto"]["seat"] and not session.is_over
        if found == 1:
            before = session.results
            session.next_hand()  # the default card stands, as in a record without the give
            assert session.results[:1] == before
        else:
            offered = _offered(state)
            session.apply(offered[-1])
            assert session.hand_finished and session.record.hands[0].actions[-1] == offered[-1]
            assert replay_record(session.record.to_json()).results == session.results
            break
    assert found == 2, "no deal among the seeds ended with a give still possible"


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**32), st.sampled_from([{}, {"declaration_timing": "first-trick"}]))
def test_live_deals_undo_copy_and_replay(seed: int, options: dict[str, str]) -> None:
    """Deals driven only by what a live table offers ``to_act``: undo and copies restore, the record replays."""
    g = Tarocchino.from_options(options)
    rng = random.Random(seed)
    dealer = seed % 4
    state = g.new_hand(dealer, g.deal(dealer, seed))
    seen = []
    while state.to_act is not None:
        seen.append([state.observation(s) for s in range(4)])
        copy = state.copy()
        state.apply(g.random_action(state, rng))
        assert copy.observation(0) == seen[-1][0]
    written = [a for a in state.history if not is_declare_nothing(a)]
    record = MatchRecord(g.name, g.options_json(), None, [HandRecord(dealer, deal=state.deal, actions=written)])
    assert replay_record(record.to_json()).results == [state.result()]
    while seen:
        state.undo()
        assert [state.observation(s) for s in range(4)] == seen.pop()
