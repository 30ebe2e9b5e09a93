"""Perft: counts of legal play sequences from fully known end positions, against the slow reference.

The engine counts with ``legal_actions`` / ``apply`` / ``undo``; the reference (``conftest.ref_legal`` and
``ref_winner``, written from rule 6 on card-code strings) counts on plain lists. Only plays are counted
(the optional ``give`` is not part of the tree). The totals are pinned, so a change of behaviour shows.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from tarocchi.cards import CODES, cards_of
from tarocchi.games.gatti import GattiGame, GattiState

from .conftest import random_step, ref_legal, ref_winner


def _end_position(options: dict[str, Any], seed: int, tricks_left: int) -> GattiState:
    game = GattiGame.from_options(options)
    rng = random.Random(seed)
    state = game.new_hand(0, game.deal(0, seed))
    while len(state.tricks) < game.num_tricks - tricks_left or state.current_trick:
        state.apply(random_step(state, rng))
    return state


def _engine_perft(state: GattiState, depth: int) -> int:
    if depth == 0 or state.is_over:
        return 1
    total = 0
    for action in [a for a in state.legal_actions() if a.verb == "play" and a.seat == state.to_act]:
        state.apply(action)
        total += _engine_perft(state, depth - 1)
        state.undo()
    return total


def _ref_perft(hands: list[list[str]], leader: int, trick: list[tuple[int, str]], depth: int, overtrump: bool) -> int:
    n = len(hands)
    if depth == 0 or not any(hands):
        return 1
    seat = (trick[-1][0] + 1) % n if trick else leader
    total = 0
    for card in sorted(ref_legal(hands[seat], [c for _, c in trick], overtrump)):
        hands[seat].remove(card)
        now = [*trick, (seat, card)]
        if len(now) == n:
            winner = now[ref_winner([c for _, c in now])][0]
            total += _ref_perft(hands, winner, [], depth - 1, overtrump)
        else:
            total += _ref_perft(hands, leader, now, depth - 1, overtrump)
        hands[seat].append(card)
    return total


@pytest.mark.parametrize(
    ("options", "seed", "tricks_left", "expected"),
    [
        ({"players": 3}, 11, 4, [4, 15, 57, 171, 451, 1240, 2480, 4348, 7808, 7808, 7808, 7808]),
        ({"players": 3, "must_overtrump": True}, 12, 4, [4, 4, 16, 48, 90, 246, 492, 852, 1524, 1524, 1524, 1524]),
        ({"players": 4}, 13, 3, [3, 3, 4, 6, 12, 23, 38, 52, 52, 52, 52, 52]),
        ({"players": 2, "must_overtrump": True}, 14, 3, [3, 9, 18, 42, 84, 144, 288, 576, 576, 576, 576, 576]),
    ],
)
def test_perft_matches_the_reference(options: dict[str, Any], seed: int, tricks_left: int, expected: list[int]) -> None:
    state = _end_position(options, seed, tricks_left)
    hands = [[CODES[c] for c in cards_of(h)] for h in state.hands]
    n = state.game.num_seats
    depth = n * tricks_left
    counts = [_engine_perft(state, d) for d in range(1, depth + 1)]
    overtrump = state.game.options.must_overtrump
    leader = state.to_act or 0
    reference = [_ref_perft([list(h) for h in hands], leader, [], d, overtrump) for d in range(1, depth + 1)]
    assert counts == reference == expected
