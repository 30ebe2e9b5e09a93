"""Live tables (engine contract: ``to_act``, ``declare_nothing``, the final give) driven through MatchSession.

A live table asks ``state.to_act`` and offers it the legal actions that carry its seat. In the declaration
round (C10) every seat is asked in turn from eldest and may pass; the passes never reach the record, which
replays to the same scores. After the last play the Fool player is asked for its give (C15) while one is
possible.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tarocchi.cards import cards_of, parse_card
from tarocchi.engine.actions import Action, declare_nothing, is_declare_nothing
from tarocchi.games.gatti import GattiGame, GattiState
from tarocchi.records import replay_record
from tarocchi.records.model import HandRecord, MatchRecord
from tarocchi.session import MatchSession

from .conftest import live_step, lowest_play, mask, new_state, play_out, plays_of, record_actions, run

Asked = list[tuple[int, str]]


def _offered(state: GattiState) -> list[Action]:
    seat = state.to_act
    assert seat is not None
    offered = [a for a in state.legal_actions() if a.seat == seat]
    assert offered or any(c.seat == seat for c in state.card_choices()), f"seat {seat} asked with nothing to do"
    return offered


def _drive_hand(session: MatchSession, declare_once: bool, asked: Asked) -> None:
    """Play the current hand as a live table: ask ``to_act``; in the round declare the first offer once, then
    pass; discard with the first card choice; play the lowest card; give the first card offered."""
    state = session.state
    assert isinstance(state, GattiState)
    while state.to_act is not None:
        seat = state.to_act
        asked.append((seat, state.phase))
        offered = _offered(state)
        if state.phase == "discard":
            choice = state.card_choices()[0]
            session.apply(choice.action(_low(choice.pool, choice.size)))
        elif state.phase == "declare":
            assert {a.verb for a in offered} == {"declare"} and offered[-1] == declare_nothing(seat)
            declared_before = any(a.seat == seat and a.cards for a in state.history)
            if declare_once and len(offered) > 1 and not declared_before:
                session.apply(offered[0])
            else:
                session.apply(declare_nothing(seat))
        elif state.phase == "call":
            session.apply(offered[0])
        elif state.is_over:
            assert {a.verb for a in offered} == {"give"}
            assert not session.hand_finished and not session.is_over
            session.apply(offered[0])
        else:
            session.apply(lowest_play(state))


@pytest.mark.parametrize(
    "options",
    [{"players": 3}, {"players": 4}, {"players": 4, "mode": "call"}, {"players": 2}, {"bonuses": "both"}],
    ids=["three", "pairs", "call", "dummies", "both"],
)
def test_a_live_match_asks_every_seat_in_turn_and_records_no_pass(options: dict[str, Any]) -> None:
    game = GattiGame.from_options(options)
    session = MatchSession(game, seed=5)
    n = game.num_seats
    declared = 0
    for hand in range(game.options.match_hands):
        asked: Asked = []
        _drive_hand(session, declare_once=hand % 2 == 0, asked=asked)
        state = session.state
        assert isinstance(state, GattiState)
        eldest = (state.dealer + 1) % n
        round_seats = [seat for seat, phase in asked if phase == "declare"]
        # C10: each seat in turn from eldest (dummies under their own seat), a seat asked again after declaring.
        order = [(eldest + i) % n for i in range(n)]
        assert [s for i, s in enumerate(round_seats) if i == 0 or round_seats[i - 1] != s] == order
        declared += sum(1 for a in state.history if a.verb == "declare" and a.cards)
        passes = [a for a in state.history if is_declare_nothing(a)]
        assert [a.seat for a in passes] == order
        first_play = next(i for i, (_, phase) in enumerate(asked) if phase == "play")
        assert asked[first_play][0] == eldest
        assert session.hand_finished
        # The record holds no pass and replays to the same result.
        written = session.record.hands[-1].actions
        assert written == record_actions(state.history) and len(written) == len(state.history) - n
        if not session.is_over:
            session.next_hand()
    assert session.is_over and declared  # some seat declared, then was asked again and passed
    replay = replay_record(session.record.to_json())
    assert [r.scores for r in replay.results] == [r.scores for r in session.results]
    assert replay.to_json()["totals"] == session.totals()
    assert all(not is_declare_nothing(a) for h in replay.record.hands for a in h.actions)


def test_without_declarations_there_is_no_round() -> None:
    session = MatchSession(GattiGame.from_options({"bonuses": "none"}), seed=2)
    asked: Asked = []
    _drive_hand(session, declare_once=True, asked=asked)
    assert "declare" not in {phase for _, phase in asked}
    assert asked[1] == ((session.state.dealer + 1) % 3, "play")


# ------------------------------------------------------------------------------------------- the final give


def _low(pool: int, size: int, keep: int = 0) -> int:
    """The ``size`` lowest cards of ``pool`` in deck order, none of ``keep``."""
    out = 0
    for card in cards_of(pool & ~keep):
        if out.bit_count() < size:
            out |= 1 << card
    return out


def _covered_fool_state() -> GattiState:
    """G-S10: seat 0 plays the FOOL to trick 0 (lost to seat 2), then its side wins trick 1: a give is owed."""
    state = new_state({}, dealer=0, fixed={0: "FOOL T4", 1: "6D 8C", 2: "9D 3C"}, void={0: "C"})
    choice = state.card_choices()[0]
    state.apply(choice.action(_low(choice.pool, 3, keep=mask("FOOL T4"))))
    return run(state, "1:6D 2:9D 0:FOOL 2:3C 0:T4 1:8C")


def test_the_final_give_is_asked_of_the_fool_player() -> None:
    state = _covered_fool_state()
    assert state.to_act == 0 and state.phase == "play"  # seat 0 won trick 1 and leads
    play_out(state)
    assert state.is_over and state.phase == "over"
    assert state.to_act == 0 and state.expected() == (None, "deal")
    offered = [a for a in state.legal_actions() if a.seat == 0]
    assert offered and {a.verb for a in offered} == {"give"} and len(offered) == len(state.legal_actions())
    default = state.result()  # the hand can be scored already, with the default card (C16)
    assert default.detail["fool"]["given"] == "T4"  # C16: the cheapest eligible card
    give = next(a for a in offered if a.card == parse_card("8C"))
    state.apply(give)
    assert state.to_act is None and state.legal_actions() == [] and state.result().detail["fool"]["given"] == "8C"
    state.undo()
    assert state.to_act == 0 and state.result() == default


def test_no_final_give_asked_when_nothing_is_owed_or_eligible() -> None:
    # The FOOL kept to the last trick: nothing can cover it, it passes itself (R9.4, C16).
    state = new_state({}, dealer=0, fixed={0: "FOOL"})
    choice = state.card_choices()[0]
    state.apply(choice.action(_low(choice.pool, 3, keep=mask("FOOL"))))
    play_out(state)
    assert state.is_over and state.to_act is None and state.legal_actions() == []


def test_a_session_waits_for_the_final_give_and_can_deal_on_without_it() -> None:
    found = 0
    for seed in range(60):
        session = MatchSession(GattiGame.from_options({"bonuses": "none"}), seed=seed)
        state = session.state
        assert isinstance(state, GattiState)
        session.apply(state.card_choices()[0].action(_low(state.card_choices()[0].pool, 3)))
        rng = random.Random(seed)
        while not state.is_over:
            session.apply(rng.choice(plays_of(state)))
        if state.to_act is None:
            continue
        found += 1
        fool = state.facts().fool
        assert fool is not None and state.to_act == fool["seat"]
        assert not session.hand_finished and not session.is_over
        if found == 1:
            # The next hand may be dealt at once: the default card stands, as in a record without the give.
            before = session.results[0]
            session.next_hand()
            assert session.results[0] == before and len(session.record.hands[0].actions) == len(state.history)
        else:
            give = next(a for a in state.legal_actions() if a.seat == state.to_act)
            session.apply(give)
            assert session.hand_finished and session.record.hands[0].actions[-1] == give
            assert replay_record(session.record.to_json()).results == session.results
        if found == 2:
            break
    assert found == 2, "no hand among the seeds ended with a give still possible"


# ------------------------------------------------------------------------------------------- properties

VARIANTS: list[dict[str, Any]] = [
    {"players": 3},
    {"players": 4},
    {"players": 4, "mode": "call", "bonuses": "both"},
    {"players": 2},
]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(VARIANTS), st.integers(0, 2**32))
def test_live_hands_undo_copy_and_replay(options: dict[str, Any], seed: int) -> None:
    """Hands driven only by what a live table offers ``to_act``: undo and copies restore, the record replays."""
    game = GattiGame.from_options(options)
    rng = random.Random(seed)
    dealer = seed % game.num_seats
    state = game.new_hand(dealer, game.deal(dealer, seed))
    seen = []
    while state.to_act is not None:
        seen.append([state.observation(s) for s in range(game.num_seats)])
        copy = state.copy()
        action = live_step(state, rng)
        state.apply(action)
        assert copy.observation(0) == seen[-1][0]
    assert state.is_over
    record = MatchRecord(game.name, game.options_json(), None, [HandRecord(dealer, deal=state.deal)])
    record.hands[0].actions.extend(record_actions(state.history))
    assert replay_record(record.to_json()).results == [state.result()]
    while seen:
        state.undo()
        assert [state.observation(s) for s in range(game.num_seats)] == seen.pop()


def test_plays_of_closes_the_round_like_a_record() -> None:
    state = new_state({}, dealer=1)
    state.apply(state.card_choices()[0].action(_low(state.card_choices()[0].pool, 3)))
    assert state.phase == "declare" and not [a for a in state.legal_actions() if a.verb == "play"]
    first = plays_of(state)[0]
    state.apply(first)  # C10: eldest's first card closes every turn, no pass needed
    assert state.phase == "play" and state.declaring_seats() == [] and state.history[-1] == first
