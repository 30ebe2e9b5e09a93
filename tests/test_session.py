"""MatchSession: a live match keeps a record that replays to the same scores."""

from __future__ import annotations

import random

import pytest

from tarocchi.engine.actions import Action, declare_nothing
from tarocchi.errors import IllegalActionError
from tarocchi.games import create_game
from tarocchi.records import replay_record
from tarocchi.session import MatchSession


def _play_out(session: MatchSession, rng: random.Random) -> None:
    while not session.hand_finished:
        session.apply(session.game.random_action(session.state, rng))


def test_a_french_tarot_session_runs_its_deals_and_replays() -> None:
    game = create_game("french-tarot", {"players": 4, "deals": 3})
    session = MatchSession(game, seed=11, names=["A", "B", "C", "D"])
    rng = random.Random(3)
    dealers = []
    while True:
        dealers.append(session.state.dealer)
        _play_out(session, rng)
        if session.is_over:
            break
        session.next_hand()
    assert len(session.results) >= 3
    assert dealers[:2] in ([0, 1], [0, 0])  # the next dealer, or the same after a petit sec
    assert sum(session.totals()) == 0
    replay = replay_record(session.record.to_json())
    assert replay.to_json()["totals"] == session.totals()
    assert replay.record.names == ["A", "B", "C", "D"]
    with pytest.raises(ValueError, match="match is over"):
        session.next_hand()


def test_a_refused_action_changes_nothing() -> None:
    session = MatchSession(create_game("french-tarot"), seed=5)
    state = session.state
    seat = state.to_act
    assert seat is not None
    wrong = (seat + 1) % 4
    before = session.record.to_json()
    with pytest.raises(IllegalActionError):
        session.apply(Action(wrong, "bid", value="garde"))
    assert session.record.to_json() == before


def test_next_hand_needs_a_finished_hand() -> None:
    session = MatchSession(create_game("piedmontese"), seed=1)
    with pytest.raises(ValueError, match="not finished"):
        session.next_hand()


def test_the_same_seed_deals_the_same_match() -> None:
    one = MatchSession(create_game("gatti", {"players": 3}), seed=99)
    two = MatchSession(create_game("gatti", {"players": 3}), seed=99)
    assert one.record.to_json() == two.record.to_json()


def test_a_live_pass_in_a_declaration_round_is_not_recorded() -> None:
    session = MatchSession(create_game("tarocchino"), seed=4)
    rng = random.Random(0)
    while session.state.phase == "discard":
        session.apply(session.game.random_action(session.state, rng))
    seat = session.state.to_act
    assert seat is not None
    before = len(session.record.hands[-1].actions)
    session.apply(declare_nothing(seat))
    assert len(session.record.hands[-1].actions) == before
    assert session.state.to_act != seat
