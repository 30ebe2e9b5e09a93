"""One conformance test run on every game and every benchmarked option set (STYLE.md, after OpenSpiel).

Random hands are played through the checking API; at every step: each listed legal action passes
``check``; cards that are not legal to play are refused; undo restores; copies are independent; no
observation shows a card of another seat's hand that was not shown to everyone; and the finished
match, written as a record, replays to the same scores.
"""

from __future__ import annotations

import importlib
import random
from typing import Any

import pytest

from tarocchi.cards import cards_of
from tarocchi.engine.actions import Action
from tarocchi.engine.game import Game, HandState
from tarocchi.errors import IllegalActionError, InvalidActionError
from tarocchi.games import GAME_MODULES, create_game
from tarocchi.records import replay_record
from tarocchi.session import MatchSession


def _configs() -> list[tuple[str, dict[str, Any]]]:
    out = []
    for name, module_name in GAME_MODULES.items():
        module = importlib.import_module(module_name)
        for options in module.BENCH_OPTIONS:
            out.append((name, dict(options)))
    return out


CONFIGS = _configs()


def _id(config: tuple[str, dict[str, Any]]) -> str:
    name, options = config
    return name + "".join(f"-{k}={v}" for k, v in sorted(options.items()))


def _hands_of_others(state: HandState, seat: int) -> int:
    """Cards in the other seats' hands now, read from the other seats' own observations."""
    mask = 0
    for other in range(state.game.num_seats):
        if other != seat:
            mask |= state.observation(other).hand
    return mask


def _check_observations(state: HandState) -> None:
    game = state.game
    for seat in range(game.num_seats):
        obs = state.observation(seat)
        assert obs.seat == seat
        shown = 0
        for cards in obs.public_cards.values():
            shown |= cards
        for cards in obs.private_cards.values():
            shown |= cards  # e.g. a dummy's hand seen by its controller
        for action in obs.history:
            if action.seat != seat and action.verb == "declare":
                shown |= action.cards
        leaked = obs.visible_cards() & _hands_of_others(state, seat) & ~shown & ~obs.hand
        assert not leaked, f"seat {seat} sees {cards_of(leaked)} of other hands in phase {obs.phase}"


def _illegal_plays_are_refused(state: HandState, rng: random.Random) -> None:
    seat = state.to_act
    assert seat is not None
    legal = state.legal_actions()
    playable = {a.card for a in legal if a.verb == "play" and a.seat == seat}
    if not playable:
        return
    hand = state.observation(seat).hand
    for card in rng.sample(cards_of(hand), min(3, hand.bit_count())):
        if card in playable:
            continue
        with pytest.raises((IllegalActionError, InvalidActionError)):
            state.check(Action(seat, "play", card=card))


def _step(game: Game, state: HandState, rng: random.Random, check_extras: bool) -> Action:
    if check_extras:
        for action in state.legal_actions():
            state.check(action)
        _illegal_plays_are_refused(state, rng)
        _check_observations(state)
    return game.random_action(state, rng)


@pytest.mark.parametrize("config", CONFIGS, ids=_id)
def test_random_matches_follow_the_contract(config: tuple[str, dict[str, Any]]) -> None:
    name, options = config
    game = create_game(name, options)
    for seed in range(4):
        rng = random.Random(seed)
        session = MatchSession(game, seed=seed)
        steps = 0
        while True:
            state = session.state
            while not session.hand_finished:
                action = _step(game, state, rng, check_extras=steps % 3 == 0)
                before = [state.observation(s) for s in range(game.num_seats)]
                copy = state.copy()
                session.apply(action)
                if not session.hand_finished:
                    state.undo()
                    assert [state.observation(s) for s in range(game.num_seats)] == before
                    state.apply(action)
                assert copy.observation(0) == before[0], "the copy changed with the original"
                steps += 1
            if session.is_over or len(session.results) >= 3:
                break
            session.next_hand()
        replay = replay_record(session.record.to_json())
        assert [r.scores for r in replay.results] == [r.scores for r in session.results]
        assert replay.to_json()["totals"] == replay_record(replay.record.to_json()).to_json()["totals"]
