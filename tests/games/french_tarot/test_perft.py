"""Perft: counts of legal-play trees from fully known end positions, against a slow reference.

The reference below works on card codes (strings) and follows the text of french-tarot.md §7 and
§7.A line by line, sharing no code with the engine: follow suit (R7.2), trump when void (R7.3),
overtrump if possible, even over a partner (R7.4), else any trump (R7.5), the Excuse at any time and
the card after an Excuse lead setting the suit (R7.6), the best trump or else the best card of the
suit led winning (R7.7), and the first-trick lead restriction with five players (R6.4, C11).
"""

from __future__ import annotations

import random

import pytest

from tarocchi.cards import CODES
from tarocchi.engine.actions import Action
from tarocchi.games.french_tarot import FrenchTarot, FrenchTarotState
from tarocchi.games.french_tarot.deal import HAND_SIZE

RANKS = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "N", "Q", "K"]


def is_trump(code: str) -> bool:
    return code.startswith("T")


def trump_number(code: str) -> int:
    return int(code[1:])


def suit(code: str) -> str:
    return "trumps" if is_trump(code) else ("excuse" if code == "FOOL" else code[-1])


def rank(code: str) -> int:
    return RANKS.index(code[:-1])


def ref_legal(hand: list[str], trick: list[str], called: str | None = None) -> set[str]:
    """§7.A, as written."""
    legal: set[str] = set()
    if "FOOL" in hand:
        legal.add("FOOL")
    lead = next((c for c in trick if c != "FOOL"), None)
    if lead is None:
        cand = set(hand)
        if called is not None:
            cand = {c for c in hand if suit(c) != suit(called) or c == called}
            if cand <= {"FOOL"}:
                cand = set(hand)
        return cand | legal
    hand_trumps = [c for c in hand if is_trump(c)]
    if not is_trump(lead):
        same = [c for c in hand if suit(c) == suit(lead)]
        if same:
            return set(same) | legal
        if hand_trumps:
            return trumps_to_play(hand_trumps, trick) | legal
        return set(hand)
    if hand_trumps:
        return trumps_to_play(hand_trumps, trick) | legal
    return set(hand)


def trumps_to_play(hand_trumps: list[str], trick: list[str]) -> set[str]:
    high = max([trump_number(c) for c in trick if is_trump(c)], default=0)
    over = {c for c in hand_trumps if trump_number(c) > high}
    return over if over else set(hand_trumps)


def ref_winner(plays: list[tuple[int, str]]) -> int:
    """R7.7: the highest trump, else the highest card of the suit led; never the Excuse."""
    trumps = [(trump_number(c), s) for s, c in plays if is_trump(c)]
    if trumps:
        return max(trumps)[1]
    lead = next(c for _, c in plays if c != "FOOL")
    return max((rank(c), s) for s, c in plays if c != "FOOL" and suit(c) == suit(lead))[1]


def ref_perft(
    hands: dict[int, list[str]], plays: list[tuple[int, str]], seat: int, n: int, depth: int, called: str | None
) -> int:
    if depth == 0 or not any(hands.values()):
        return 1
    total = 0
    trick = [c for _, c in plays]
    for card in sorted(ref_legal(hands[seat], trick, called)):
        hands[seat].remove(card)
        new_plays = [*plays, (seat, card)]
        if len(new_plays) == n:
            nxt, new_plays, next_called = ref_winner(new_plays), [], None
        else:
            nxt, next_called = (seat + 1) % n, called
        total += ref_perft(hands, new_plays, nxt, n, depth - 1, next_called)
        hands[seat].append(card)
    return total


def engine_perft(state: FrenchTarotState, depth: int) -> int:
    if depth == 0 or state.is_over:
        return 1
    total = 0
    for action in [a for a in state.legal_actions() if a.verb == "play"]:
        state.apply(action)
        total += engine_perft(state, depth - 1)
        state.undo()
    return total


def _position(players: int, seed: int, left: int, extra_plays: int = 0) -> FrenchTarotState:
    """A random deal (the forehand takes a garde sans) played at random until ``left`` tricks remain,
    then ``extra_plays`` more plays; the Excuse exchange is left to the engine."""
    game = FrenchTarot.from_options({"players": players})
    rng = random.Random(seed)
    dealer = seed % players
    state = game.new_hand(dealer, game.deal(dealer, seed))
    assert not state.is_over
    for i in range(players):
        bidder = (dealer + 1 + i) % players
        state.apply(Action(bidder, "bid", value="garde-sans" if i == 0 else "pass"))
    if players == 5:
        state.apply(rng.choice(state.legal_actions()))  # the call
    while state.trick_index < HAND_SIZE[players] - left:
        state.apply(rng.choice([a for a in state.legal_actions() if a.verb == "play"]))
    for _ in range(extra_plays):
        state.apply(rng.choice([a for a in state.legal_actions() if a.verb == "play"]))
    return state


def _reference_count(state: FrenchTarotState, depth: int) -> int:
    n = state.game.num_seats
    hands = {s: [CODES[c] for c in range(78) if (state.hand(s) >> c) & 1] for s in range(n)}
    current = state.observation(0).current_trick
    plays = [(s, CODES[c]) for s, c in current.plays] if current else []
    seat = next(a.seat for a in state.legal_actions() if a.verb == "play")
    called = None
    if n == 5 and state.trick_index == 0:
        called = state.observation(0).info["called"]
    return ref_perft(hands, plays, seat, n, depth, called)


@pytest.mark.parametrize(
    ("players", "seed", "left", "extra", "depth", "expected"),
    [
        (3, 1, 3, 0, 9, 216),
        (3, 191, 4, 0, 12, 3928),  # the Excuse still in a hand
        (4, 216, 3, 0, 12, 528),  # the Excuse still in a hand
        (4, 254, 3, 1, 11, 312),  # from the middle of a trick
        (5, 25, 3, 0, 15, 1120),  # the Excuse still in a hand
        (5, 233, 3, 2, 13, 360),  # the Excuse still in a hand, mid-trick
    ],
)
def test_perft_matches_the_reference(players: int, seed: int, left: int, extra: int, depth: int, expected: int) -> None:
    state = _position(players, seed, left, extra)
    before = [state.observation(s) for s in range(players)]
    count = engine_perft(state, depth)
    assert count == _reference_count(state, depth) == expected
    assert [state.observation(s) for s in range(players)] == before  # undo restored everything


def test_perft_first_trick_with_five_players() -> None:
    """The first trick with five players (R6.4, C11): 5 plies from the lead, against the reference."""
    for seed in range(3):
        game = FrenchTarot.from_options({"players": 5, "allowed_contracts": ["garde-sans"]})
        state = game.new_hand(4, game.deal(4, 100 + seed))
        if state.is_over:
            continue
        state.apply(Action(0, "bid", value="garde-sans"))
        for seat in range(1, 5):
            state.apply(Action(seat, "bid", value="pass"))
        state.apply(Action(0, "call", card=CODES.index(["KS", "KH", "KD", "KC"][seed])))
        assert engine_perft(state, 5) == _reference_count(state, 5)


def test_known_small_position_by_hand() -> None:
    """A 3-card, 3-player ending counted by hand: seat 0 leads from {KH, 2H, T5}; seat 1 holds
    {3H, T2, FOOL}, seat 2 {4S, 5S, 6S}. Lead KH or 2H: seat 1 must play 3H or FOOL (2 ways), seat 2
    any spade (3): 2 × 2 × 3 = 12 first tricks; lead T5: seat 1 T2 or FOOL (2), seat 2 any (3): 6.
    18 first tricks in all."""
    hands = {0: ["KH", "2H", "T5"], 1: ["3H", "T2", "FOOL"], 2: ["4S", "5S", "6S"]}
    assert ref_perft(hands, [], 0, 3, 3, None) == 18
