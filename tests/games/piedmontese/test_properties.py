"""Property tests over random legal hands of every player count and option set.

114 points every hand, cards conserved, one card per seat per trick, partners' figures equal,
zero-sum balances where the game is, every listed action accepted and every other card refused,
records round-trip, the same seed gives the same deal, nothing hidden leaks (the dealer's discard is
known only to the dealer), and a random hand played on the playout path (``play_random_hand``) is
a checked replay of the same actions with the same result.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tarocchi.cards import CODES, FOOL, cards_of
from tarocchi.engine.actions import Action
from tarocchi.engine.game import Deal
from tarocchi.errors import IllegalActionError
from tarocchi.games import create_game
from tarocchi.games.piedmontese import GAME, PiedmonteseGame, PiedmonteseState
from tarocchi.games.piedmontese.deck import DECK, side_of
from tarocchi.records import replay_record
from tarocchi.session import MatchSession

CONFIGS: list[dict[str, Any]] = [
    {"players": 4},
    {"players": 3},
    {"players": 2},
    {"players": 3, "reference_3p": 57},
    {"players": 4, "must_overtrump": True},
    {"players": 2, "must_overtrump": True, "angel_beats_world": True},
    {"players": 3, "angel_beats_world": True, "must_overtrump": True},
    {"players": 4, "angel_beats_world": True},
]
config_st = st.sampled_from(CONFIGS)
seed_st = st.integers(min_value=0, max_value=2**63)
SETTINGS = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _conserved(state: PiedmonteseState) -> None:
    """Every card is in exactly one place: a hand, the trick, a won trick, or the discard."""
    places = [state.hand(s) for s in range(state.players)]
    places.append(sum(1 << c for c in state.trick))
    places.append(sum(1 << c for _, cards, _ in state.tricks for c in cards))
    places.append(state.discard)
    seen = 0
    for mask in places:
        assert not seen & mask
        seen |= mask
    assert seen == DECK


def _no_leak(state: PiedmonteseState) -> None:
    dealer = state.dealer
    for seat in range(state.players):
        view = state.observation(seat)
        assert view.hand == state.hand(seat)
        others = 0
        for other in range(state.players):
            if other != seat:
                others |= state.hand(other)
        if seat != dealer:
            others |= state.discard
        assert not view.visible_cards() & others, (seat, cards_of(view.visible_cards() & others))


def _refuses_every_other_card(state: PiedmonteseState) -> None:
    seat = state.to_act
    assert seat is not None
    legal = {a.card for a in state.legal_actions()}
    for action in state.legal_actions():
        state.check(action)
    for card in cards_of(DECK):
        if card not in legal:
            with pytest.raises(IllegalActionError) as info:
                state.check(Action(seat, "play", card=card))
            assert info.value.reason


def _play_out(game: PiedmonteseGame, state: PiedmonteseState, rng: random.Random, checks: bool) -> None:
    while not state.is_over:
        if checks:
            _conserved(state)
            _no_leak(state)
            if state.phase == "play":
                _refuses_every_other_card(state)
        state.apply(game.random_action(state, rng))


@SETTINGS
@given(config=config_st, seed=seed_st)
def test_random_hands_keep_every_invariant(config: dict[str, Any], seed: int) -> None:
    game = GAME.from_options(config)
    rng = random.Random(seed)
    dealer = rng.randrange(game.num_seats)
    state = game.new_hand(dealer, game.deal(dealer, seed))
    _play_out(game, state, rng, checks=True)
    _conserved(state)
    _no_leak(state)
    players = state.players
    # One card per seat per trick, the leader being the previous winner.
    leader = (dealer + 1) % players
    for first, cards, winner in state.tricks:
        assert first == leader and len(cards) == players
        leader = winner
    assert len(state.tricks) == 60 // players
    result = state.result()
    side_points = state.side_points()
    assert sum(side_points) == 114
    for seat in range(players):
        assert result.points[seat] == side_points[side_of(seat, players)]
    ref = game.reference
    assert list(result.scores) == [p - ref for p in result.points]
    if players != 3 or ref == 38:
        sides = sorted({side_of(s, players): s for s in range(players)}.values())
        assert sum(result.scores[s] for s in sides) == 0
    else:
        assert sum(result.scores) == -57  # C15
    assert result.detail["discard_owner"] == dealer
    assert result.detail["fool"] is not None  # C11
    assert result.detail["discard"] == [CODES[c] for c in cards_of(state.discard)]


@SETTINGS
@given(config=config_st, seed=seed_st)
def test_matches_round_trip_through_records(config: dict[str, Any], seed: int) -> None:
    game = create_game("piedmontese", config)
    rng = random.Random(seed)
    session = MatchSession(game, seed=seed, first_dealer=rng.randrange(game.num_seats))
    while True:
        while not session.state.is_over:
            session.apply(game.random_action(session.state, rng))
        if session.is_over:
            break
        session.next_hand()
    assert len(session.results) == game.options.match_hands  # type: ignore[attr-defined]
    # The carry: each hand's score is the previous balance plus T - REF (R7.1).
    balance = [0] * game.num_seats
    for result in session.results:
        balance = [b + d for b, d in zip(balance, result.detail["delta"], strict=True)]
        assert list(result.scores) == balance
    text = json.dumps(session.record.to_json())
    replay = replay_record(json.loads(text))
    out = replay.to_json()
    assert out["complete"] is True and out["match_over"] is True and "next" not in out
    assert [h["scores"] for h in out["hands"]] == [list(r.scores) for r in session.results]
    assert out["totals"] == session.totals() == balance
    assert replay.record.to_json() == session.record.to_json()


def _checked_replay(game: PiedmonteseGame, dealer: int, deal: Deal, log: list[Action]) -> PiedmonteseState:
    state = game.new_hand(dealer, deal)
    for action in log:
        state.apply(action)  # checked: every move of the playout path is legal
    return state


@settings(max_examples=600, deadline=None)
@given(config=config_st, seed=seed_st)
def test_random_hands_on_the_playout_path_equal_a_checked_replay(config: dict[str, Any], seed: int) -> None:
    game = GAME.from_options(config)
    players = game.options.players
    dealer = seed % players
    log: list[Action] = []
    result = game.play_random_hand(dealer, random.Random(seed), log)
    deal = game.random_deal(dealer, random.Random(seed))  # the same draws: the same deal
    game.check_deal(deal)
    assert len(log) == 1 + 60 and log[0].verb == "discard"
    state = _checked_replay(game, dealer, deal, log)
    assert state.is_over
    assert state.result() == result
    assert list(state.history) == log
    assert sum(state.side_points()) == 114


def test_thousands_of_random_hands_equal_their_checked_replay() -> None:
    for i in range(2400):
        config = CONFIGS[i % len(CONFIGS)]
        game = GAME.from_options(config)
        dealer = i % game.num_seats
        log: list[Action] = []
        result = game.play_random_hand(dealer, random.Random(i), log)
        state = _checked_replay(game, dealer, game.random_deal(dealer, random.Random(i)), log)
        assert state.result() == result, (config, i)


def test_random_hands_score_against_the_reference() -> None:
    game = GAME.from_options({})
    for dealer in range(4):
        result = game.play_random_hand(dealer, random.Random(dealer))
        assert sum(result.points) == 2 * 114
        assert result.scores == tuple(p - 57 for p in result.points)
        assert result.detail["discard_owner"] == dealer


def test_random_hands_choose_among_all_legal_cards() -> None:
    """Over many hands the random policy uses every kind of legal choice (FOOL led and followed...)."""
    seen_fool_follow = seen_fool_lead = 0
    rng = random.Random(1)
    game = GAME.from_options({})
    for _ in range(400):
        log: list[Action] = []
        game.play_random_hand(0, rng, log)
        for i, action in enumerate(log[1:]):
            if action.card == FOOL:
                if i % 4 == 0:
                    seen_fool_lead += 1
                else:
                    seen_fool_follow += 1
    assert seen_fool_follow and seen_fool_lead


def test_random_rollouts_finish_the_hand_by_the_rules() -> None:
    game = GAME.from_options({"players": 3, "must_overtrump": True})
    rng = random.Random(4)
    for seed in range(50):
        state = game.new_hand(seed % 3, game.deal(seed % 3, seed))
        for _ in range(1 + seed % 25):  # the discard, then a few cards
            state.apply(game.random_action(state, rng))
        playout = state.playout()
        game.random_rollout(playout, rng)
        assert playout.is_over and sum(playout.side_points()) == 114
        checked = state.copy()
        for action in playout.history[len(state.history) :]:
            checked.apply(action)
        assert checked.result() == playout.result()


@pytest.mark.parametrize(
    ("hand", "pool", "required"),
    [
        ("KS KH KD KC FOOL T1 T21 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11", "T2 T3 T4 T5 T6 T7 T8 T9 T10 T11", ""),
        ("KS KH KD KC FOOL T1 T21 5C T2 T3 T4 T5 T6 T7 T8 T9 T10", "T2 T3 T4 T5 T6 T7 T8 T9 T10", "5C"),
        ("KS KH 5C 6C 2H QD T1 T21 FOOL T2 T3 T4 T5 T6 T7 T8 T9", "5C 6C 2H QD", ""),
    ],
)
def test_the_random_discard_is_uniform_over_the_legal_discards(hand: str, pool: str, required: str) -> None:
    from itertools import combinations

    from tarocchi.cards import mask_of, parse_card
    from tarocchi.games.piedmontese.discard import discard_fault
    from tarocchi.games.piedmontese.game import random_discard

    held = mask_of(parse_card(c) for c in hand.split())
    legal = {
        (1 << pair[0]) | (1 << pair[1])
        for pair in combinations(cards_of(held), 2)
        if discard_fault(held, (1 << pair[0]) | (1 << pair[1])) is None
    }
    rng = random.Random(7)
    counts: dict[int, int] = {}
    for _ in range(3000):
        pair = random_discard(held, rng.random)
        counts[pair] = counts.get(pair, 0) + 1
    assert set(counts) == legal
    expected = 3000 / len(legal)
    assert all(0.6 * expected < n < 1.4 * expected for n in counts.values())
    for pair in legal:
        assert {CODES[c] for c in cards_of(pair)} >= set(required.split())
        assert {CODES[c] for c in cards_of(pair)} <= set(pool.split()) | set(required.split())


def test_random_card_choice_is_uniform() -> None:
    """The policy picks each legal card equally often (the nearer-end walk of the mask)."""
    from tarocchi.cards import parse_card

    game = GAME.from_options({"players": 2})
    counts: dict[int, int] = {}
    rng = random.Random(9)
    for _ in range(3000):
        state = game.new_hand(0, game.deal(0, 5))
        state.apply(game.random_action(state, random.Random(1)))
        log: list[Action] = []
        state.playout().play_randomly(rng.random, log)
        counts[log[0].card] = counts.get(log[0].card, 0) + 1
    lead = state.hand(1)
    assert set(counts) == set(cards_of(lead))
    expected = 3000 / lead.bit_count()
    assert all(0.7 * expected < n < 1.3 * expected for n in counts.values())
    assert parse_card("FOOL") in counts or not lead >> FOOL & 1


@SETTINGS
@given(config=config_st, seed=seed_st)
def test_same_seed_same_deal(config: dict[str, Any], seed: int) -> None:
    game = GAME.from_options(config)
    assert game.deal(0, seed) == GAME.from_options(config).deal(0, seed)
    assert game.deal(1 % game.num_seats, seed).hands[0] == game.deal(1 % game.num_seats, seed).hands[0]
