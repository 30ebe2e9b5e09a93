"""Perft: legal-action trees of fully known end positions, against a slow reference from the rule text.

The reference works on card codes and follows piedmontese.md §1–§2 and §6 word by word, sharing
no code with the engine. Both count the leaves of the tree of legal plays to the end of the hand
and add up, over the leaves, the points each side takes in the remaining tricks.
"""

from __future__ import annotations

import random

import pytest

from tarocchi.cards import CODES, cards_of
from tarocchi.games.piedmontese import GAME, PiedmonteseState

# -- the slow reference ------------------------------------------------------------------------

LONG_ORDER = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5"]  # R1.2 swords, batons: high -> low
ROUND_ORDER = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6"]  # R1.2 cups, coins: lower pip wins


def is_fool(code: str) -> bool:
    return code == "FOOL"


def is_trump(code: str) -> bool:
    return code.startswith("T")


def suit(code: str) -> str:
    return code[-1]


def trump_rank(code: str, angel: bool) -> float:
    number = int(code[1:])
    return 21.5 if angel and number == 20 else number  # R1.3, C13


def suit_rank(code: str) -> int:
    order = LONG_ORDER if suit(code) in "SC" else ROUND_ORDER
    return len(order) - order.index(code[:-1])


def value(code: str) -> int:
    if code in ("T21", "T1", "FOOL") or code.startswith("K"):
        return 5  # R2.1
    if is_trump(code):
        return 1
    return {"Q": 4, "N": 3, "J": 2}.get(code[0], 1)


def reference_legal(hand: list[str], trick: list[str], angel: bool, overtrump: bool) -> list[str]:
    lead = next((c for c in trick if not is_fool(c)), None)
    if lead is None:
        return list(hand)  # R6.1 / R6.5: nothing to follow yet
    trumps = [c for c in hand if is_trump(c)]  # R6.4: the FOOL is not a trump
    out = []
    for card in hand:
        if is_fool(card):
            out.append(card)  # R6.4: always playable
            continue
        if is_trump(lead):
            ok = is_trump(card) if trumps else True  # R6.2d / R6.2e
            must_trump = bool(trumps)
        elif any(suit(c) == suit(lead) and not is_trump(c) and not is_fool(c) for c in hand):
            ok = suit(card) == suit(lead) and not is_trump(card)  # R6.2a
            must_trump = False
        else:
            ok = is_trump(card) if trumps else True  # R6.2b / R6.2c
            must_trump = bool(trumps)
        if ok and overtrump and must_trump:
            in_trick = [trump_rank(c, angel) for c in trick if is_trump(c)]
            if in_trick:  # C12: beat the highest trump in the trick if you can
                top = max(in_trick)
                if any(trump_rank(t, angel) > top for t in trumps):
                    ok = trump_rank(card, angel) > top
        if ok:
            out.append(card)
    return out


def reference_winner(trick: list[str], angel: bool) -> int:
    trumps = [i for i, c in enumerate(trick) if is_trump(c)]
    if trumps:
        return max(trumps, key=lambda i: trump_rank(trick[i], angel))  # R6.3
    lead = next(c for c in trick if not is_fool(c))
    followers = [i for i, c in enumerate(trick) if not is_fool(c) and suit(c) == suit(lead)]
    return max(followers, key=lambda i: suit_rank(trick[i]))


def reference_perft(
    hands: list[list[str]],
    trick: list[str],
    leader: int,
    to_act: int,
    sides: list[int],
    angel: bool,
    overtrump: bool,
    totals: list[int],
    taken: list[int],
) -> int:
    if not any(hands):
        for side, points in enumerate(taken):
            totals[side] += points
        return 1
    leaves = 0
    players = len(hands)
    for card in reference_legal(hands[to_act], trick, angel, overtrump):
        hand = hands[to_act]
        hand.remove(card)
        trick.append(card)
        if len(trick) == players:
            winner = (leader + reference_winner(trick, angel)) % players
            gained = [0] * len(taken)
            for i, c in enumerate(trick):
                owner = sides[(leader + i) % players] if is_fool(c) else sides[winner]  # R6.6
                gained[owner] += value(c)
            after = [a + b for a, b in zip(taken, gained, strict=True)]
            leaves += reference_perft(hands, [], winner, winner, sides, angel, overtrump, totals, after)
        else:
            leaves += reference_perft(
                hands, trick, leader, (to_act + 1) % players, sides, angel, overtrump, totals, taken
            )
        trick.pop()
        hand.append(card)
    return leaves


# -- the engine's count -------------------------------------------------------------------------


def engine_perft(state: PiedmonteseState, base: list[int], totals: list[int]) -> int:
    if state.is_over:
        for side, points in enumerate(state.side_points()):
            totals[side] += points - base[side]
        return 1
    leaves = 0
    for action in state.legal_actions():
        state.apply_trusted(action)
        leaves += engine_perft(state, base, totals)
        state.undo()
    return leaves


def _position(options: dict[str, object], seed: int, tricks_left: int) -> PiedmonteseState:
    game = GAME.from_options(options)
    rng = random.Random(seed)
    state = game.new_hand(seed % game.num_seats, game.deal(seed % game.num_seats, seed))
    plays_left = tricks_left * game.num_seats + rng.randrange(game.num_seats)
    total_plays = 60
    while len(state.history) < 1 + total_plays - plays_left:
        state.apply(game.random_action(state, rng))
    return state


@pytest.mark.parametrize(
    ("options", "tricks_left"),
    [
        ({"players": 4}, 3),
        ({"players": 4, "must_overtrump": True}, 3),
        ({"players": 4, "must_overtrump": True, "angel_beats_world": True}, 3),
        ({"players": 3}, 4),
        ({"players": 3, "must_overtrump": True}, 4),
        ({"players": 2}, 5),
        ({"players": 2, "must_overtrump": True, "angel_beats_world": True}, 5),
    ],
)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_perft_matches_the_reference(options: dict[str, object], tricks_left: int, seed: int) -> None:
    state = _position(options, seed, tricks_left)
    players = state.players
    sides = [s & 1 if players == 4 else s for s in range(players)]
    hands = [[CODES[c] for c in cards_of(state.hand(s))] for s in range(players)]
    trick = [CODES[c] for c in state.trick]
    angel = bool(options.get("angel_beats_world"))
    overtrump = bool(options.get("must_overtrump"))
    nsides = 2 if players == 4 else players
    expected_totals = [0] * nsides
    # A FOOL already played in this trick is credited by the engine when it was played.
    base = state.side_points()
    taken = [0] * nsides
    if "FOOL" in trick:
        fool_seat = (state.leader + trick.index("FOOL")) % players
        taken[sides[fool_seat]] -= 5
    to_act = state.to_act
    assert to_act is not None
    expected = reference_perft(hands, trick, state.leader, to_act, sides, angel, overtrump, expected_totals, taken)
    totals = [0] * nsides
    assert engine_perft(state, base, totals) == expected
    assert totals == expected_totals
    assert expected > 1


def test_perft_known_small_position() -> None:
    """A hand-made 2-player end position: every count checked by hand."""
    # Seat 1 to lead with {KS, 5S}; seat 0 holds {6S, T2}. Seat 1 leads KS: 0 must follow 6S (1 line),
    # then 1 leads 5S and 0 must trump... he has only T2 left: 1 line. Leading 5S: 0 plays 6S (1),
    # then KS vs T2: 1 line. Two leaves.
    hands = [["6S", "T2"], ["KS", "5S"]]
    totals = [0, 0]
    assert reference_perft(hands, [], 1, 1, [0, 1], False, False, totals, [0, 0]) == 2
    # KS first: 1 takes KS + 6S (6), then T2 takes 5S (2) -> 0: 2, 1: 6; 5S first: 0's 6S wins
    # (2), then 0's T2 beats KS (6) -> 0: 8, 1: 0.
    assert totals == [10, 6]
