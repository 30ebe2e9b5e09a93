"""Property tests over random legal deals of every variant (STYLE.md "Tests"; issue 5 "Done means")."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tarocchino_helpers import game

from tarocchi.cards import cards_of
from tarocchi.engine.actions import Action, declare_nothing, is_declare_nothing
from tarocchi.errors import IllegalActionError
from tarocchi.games.tarocchino import Tarocchino, TarocchinoState
from tarocchi.games.tarocchino.combinations import find_combinations
from tarocchi.games.tarocchino.deck import DECK, FOOL_BIT
from tarocchi.games.tarocchino.declarations import DeclarationError, read_declaration
from tarocchi.games.tarocchino.match import MatchContext
from tarocchi.records import HandRecord, MatchRecord, replay_record

VARIANTS: list[dict[str, Any]] = [
    {},
    {"declaration_timing": "first-trick"},
    {"grande_two_counters": True},
    {"grande_two_counters": True, "declaration_timing": "first-trick"},
]
seeds = st.integers(min_value=0, max_value=2**48)
variants = st.sampled_from(range(len(VARIANTS)))


def _leader_plays(state: TarocchinoState) -> list[Action]:
    """The plays of the seat to play; during the round (not listed then) the leader's, any card (6.2)."""
    seat = state.to_play
    assert seat is not None
    if state.phase == "declare":
        return [Action(seat, "play", card=c) for c in cards_of(state.hand(seat))]
    return [a for a in state.legal_actions() if a.verb == "play"]


def _random_action(state: TarocchinoState, rng: random.Random) -> Action | None:
    """Any legal action: the discard; in the round (C6), a declaration of any open seat or the leader's first card
    as a record makes them, or what a live table offers ``to_act`` (its declarations, its pass); declarations and
    plays; None when only a give is left."""
    if state.phase == "discard":
        [choice] = state.card_choices()
        return choice.action(sum(1 << c for c in rng.sample(cards_of(choice.pool), 2)))
    legal = state.legal_actions()
    if state.is_over:
        return rng.choice(legal) if legal and rng.random() < 0.5 else None
    if state.phase == "declare":
        seat = state.to_act
        assert seat is not None and {a.seat for a in legal} == {seat} and declare_nothing(seat) in legal
        draw = rng.random()
        if draw < 0.2:
            seat = rng.choice(state.declaring_seats())
            options = state.declaration_options(seat)
            if options:
                return rng.choice(options)  # a later seat declares: the turns before it close (C6)
        if draw < 0.85:
            return rng.choice(legal)
        return rng.choice(_leader_plays(state))  # the first card closes the round (C6)
    declares = [a for a in legal if a.verb == "declare"]
    if declares and rng.random() < 0.4:
        return rng.choice(declares)
    return rng.choice([a for a in legal if a.verb == "play"])


def _play(g: Tarocchino, seed: int, totals: tuple[int, int] = (0, 0), hook: Any = None) -> TarocchinoState:
    rng = random.Random(seed)
    dealer = seed % 4
    state = TarocchinoState(g, dealer, g.deal(dealer, seed), MatchContext(totals))
    while True:
        if hook is not None:
            hook(state, rng)
        action = _random_action(state, rng)
        if action is None:
            return state
        state.apply(action)
        if state.is_over and not state.legal_actions():
            return state


def _conservation(state: TarocchinoState) -> None:
    played = 0
    for _, trick, _ in state.tricks:
        for card in trick:
            assert not (played >> card) & 1
            played |= 1 << card
    for card in state.current_trick:
        played |= 1 << card
    parts = [state.hand(s) for s in range(4)] + [state.monte, played]
    union = 0
    for part in parts:
        assert not union & part, "a card is in two places"
        union |= part
    assert union == DECK


@settings(max_examples=60, deadline=None)
@given(seeds, variants)
def test_card_points_sum_to_87_and_scores_are_per_pair(seed: int, variant: int) -> None:
    state = _play(game(**VARIANTS[variant]), seed)
    result = state.result()
    points = result.points
    assert points[0] == points[2] and points[1] == points[3]
    assert points[0] is not None and points[1] is not None
    assert points[0] + points[1] == 87
    assert all(s % 5 == 0 for s in result.scores)
    assert result.scores[0] == result.scores[2] and result.scores[1] == result.scores[3]
    unrounded = result.detail["unrounded"]
    assert abs(result.scores[0] - unrounded[0]) <= 2 and abs(result.scores[1] - unrounded[1]) <= 2
    piles = state.final_piles()
    assert piles[0] & piles[1] == 0 and piles[0] | piles[1] == DECK
    assert piles[0].bit_count() % 2 == 0  # R6.5: each side always ends with an even number of cards
    assert (piles[0] | piles[1]) & FOOL_BIT


@settings(max_examples=40, deadline=None)
@given(seeds, variants)
def test_cards_are_conserved_and_each_seat_plays_once_per_trick(seed: int, variant: int) -> None:
    def hook(state: TarocchinoState, rng: random.Random) -> None:
        if state.phase != "discard":
            _conservation(state)

    state = _play(game(**VARIANTS[variant]), seed, hook=hook)
    assert len(state.tricks) == 15
    for leader, trick, winner in state.tricks:
        assert len(trick) == 4
        assert 0 <= leader < 4 and 0 <= winner < 4
    by_seat = [0, 0, 0, 0]
    for action in state.history:
        if action.verb == "play":
            by_seat[action.seat] += 1
    assert by_seat == [15, 15, 15, 15]


@settings(max_examples=30, deadline=None)
@given(seeds, variants)
def test_every_non_legal_card_and_declaration_is_refused_with_a_reason(seed: int, variant: int) -> None:
    g = game(**VARIANTS[variant])

    def hook(state: TarocchinoState, rng: random.Random) -> None:
        seat = state.to_play
        if seat is None or state.phase == "discard":
            return
        legal = {a.card for a in _leader_plays(state)}
        for card in cards_of(DECK):
            action = Action(seat, "play", card=card)
            if card in legal:
                state.check(action)
            else:
                with pytest.raises(IllegalActionError) as info:
                    state.check(action)
                assert info.value.reason and str(info.value).startswith(f"seat {seat} cannot play ")
        if state.declaring_seats():
            declarer = rng.choice(state.declaring_seats())
            hand = cards_of(state.hand(declarer))
            shown = sum(1 << c for c in rng.sample(hand, rng.randrange(2, 7)))
            action = Action(declarer, "declare", cards=shown)
            try:
                combo = read_declaration(shown, None, grande_two_counters=g.options.grande_two_counters)
            except DeclarationError as exc:
                with pytest.raises(IllegalActionError) as info:
                    state.check(action)
                assert info.value.reason == str(exc)
            else:
                largest = {
                    c.name: c.length
                    for c in find_combinations(state.hand(declarer), grande_two_counters=g.options.grande_two_counters)
                }
                assert combo.length <= largest[combo.name]

    _play(g, seed, hook=hook)


def _hidden_hook(state: TarocchinoState, rng: random.Random) -> None:
    shown = 0
    for _, combo in state.declarations:
        shown |= combo.cards
    played = 0
    for _, trick, _ in state.tricks:
        for card in trick:
            played |= 1 << card
    for card in state.current_trick:
        played |= 1 << card
    for seat in range(4):
        obs = state.observation(seat)
        own = state.hand(seat) | (state.monte if seat == state.dealer else 0)
        if seat == state.dealer and state.phase == "discard":
            own |= state.hand(seat)
        allowed = own | played | shown
        if len(state.tricks) == 15:
            allowed |= state.monte  # every card but the monte has been played: it is no longer a secret
        assert not obs.visible_cards() & ~allowed, (seat, cards_of(obs.visible_cards() & ~allowed))
        assert obs.hand == state.hand(seat)
        assert all(a.seat == seat for a in obs.legal)


@settings(max_examples=30, deadline=None)
@given(seeds, variants)
def test_observations_reveal_nothing_hidden(seed: int, variant: int) -> None:
    state = _play(game(**VARIANTS[variant]), seed, hook=_hidden_hook)
    _hidden_hook(state, random.Random(0))


@settings(max_examples=30, deadline=None)
@given(seeds, variants)
def test_records_round_trip_and_undo_restores(seed: int, variant: int) -> None:
    g = game(**VARIANTS[variant])
    state = _play(g, seed)
    written = [a for a in state.history if not is_declare_nothing(a)]  # the live-table passes stay out
    record = MatchRecord(g.name, g.options_json(), None, [HandRecord(state.dealer, deal=state.deal, actions=written)])
    replay = replay_record(record.to_json())
    assert replay.results == [state.result()]
    assert replay_record(replay.record.to_json()).to_json() == replay.to_json()
    final = state.result()
    history = list(state.history)
    copy = state.copy()
    while state.history:
        state.undo()
    assert state.phase == "discard" and state.hand(state.dealer).bit_count() == 17
    for action in history:
        state.apply(action)
    assert state.result() == final == copy.result()


def _replayed(g: Tarocchino, dealer: int, seed: int, totals: tuple[int, int]) -> tuple[Any, TarocchinoState]:
    """A random hand on the playout path, and the checked replay of the actions it logged from the same deal."""
    deal = g.random_deal(dealer, random.Random(seed))
    log: list[Action] = []
    result = g.play_random_hand(dealer, random.Random(seed), log, context=MatchContext(totals))
    state = TarocchinoState(g, dealer, deal, MatchContext(totals))
    for action in log:
        state.apply(action)
    return result, state


@settings(max_examples=40, deadline=None)
@given(seeds, variants, st.sampled_from([(0, 0), (700, 650), (780, 790), (795, 795), (800, 800), (850, 850)]))
def test_random_hands_on_the_playout_path_equal_a_checked_replay(
    seed: int, variant: int, totals: tuple[int, int]
) -> None:
    """Every deal the benchmark plays is a legal deal that the checked path scores the same way (C15, C16)."""
    g = game(**VARIANTS[variant])
    result, state = _replayed(g, seed % 4, seed, totals)
    assert state.is_over
    assert result == state.result()
    assert result.to_json() == state.result().to_json()


@pytest.mark.parametrize("variant", range(len(VARIANTS)))
def test_thousands_of_random_hands_equal_their_checked_replays(variant: int) -> None:
    g = game(**VARIANTS[variant])
    ended = gives = 0
    for seed in range(600):
        totals = ((seed * 37) % 820, (seed * 53) % 820)
        result, state = _replayed(g, seed % 4, seed, totals)
        assert result == state.result(), seed
        ended += result.detail.get("ended") == "declarations"
        gives += any(a.verb == "give" for a in state.history)
    assert ended and gives  # the immediate win (C15) and the Matto's give (C17) were both reached


@settings(max_examples=30, deadline=None)
@given(seeds)
def test_play_random_hand_is_reproducible(seed: int) -> None:
    g = game()
    a = g.play_random_hand(seed % 4, random.Random(seed))
    b = g.play_random_hand(seed % 4, random.Random(seed))
    assert a == b
    assert a.points[0] is not None and a.points[1] is not None and a.points[0] + a.points[1] == 87


@settings(max_examples=50, deadline=None)
@given(seeds, st.integers(min_value=0, max_value=3))
def test_the_same_seed_gives_the_same_deal(seed: int, dealer: int) -> None:
    g = game()
    deal = g.deal(dealer, seed)
    assert deal == g.deal(dealer, seed)
    g.check_deal(deal)
    assert [len(h) for h in deal.hands] == [15, 15, 15, 15] and len(deal.talon) == 2
    # R3.2: packets of 5 from seat dealer + 1; the dealer's last packet brings the talon
    from tarocchi.engine.shuffle import shuffled

    order = shuffled(DECK, seed)
    assert deal.hands[(dealer + 1) % 4][:5] == tuple(order[:5])
    assert deal.talon == tuple(order[60:])


@pytest.mark.parametrize("seed", range(20))
def test_random_play_on_a_checked_state_equals_the_playout_and_undoes(seed: int) -> None:
    """The random policy runs card by card with undo snapshots on a checked state, in one fused run on a
    playout state: the same actions from the same stream, and every one of them can be taken back."""
    g = game()
    deal = g.random_deal(seed % 4, random.Random(seed))
    fast: list[Action] = []
    TarocchinoState(g, seed % 4, deal, MatchContext(), playout=True).play_random(random.Random(seed), fast)
    slow: list[Action] = []
    checked = TarocchinoState(g, seed % 4, deal, MatchContext())
    checked.play_random(random.Random(seed), slow)
    assert slow == fast and checked.is_over
    for _ in range(len(checked.history)):
        checked.undo()
    assert not checked.history and checked.phase == "discard"


@pytest.mark.parametrize("seed", range(20))
def test_play_out_makes_the_same_choices_as_card_by_card_play(seed: int) -> None:
    """``play_out(choose)`` runs the one play step with a policy: the same deal as playing the policy's
    cards one at a time; the policy is asked only when there is a choice; a checked state refuses it."""
    g = game()
    rng = random.Random(seed)
    state = TarocchinoState(g, seed % 4, g.random_deal(seed % 4, rng), MatchContext(), playout=True)
    while not state.cards_only:
        state.apply_trusted(g.random_action(state, rng))
    by_cards = state.copy()
    asked: list[int] = []

    def highest(seat: int, legal: int, trick: object, best: int, key: int, led: int) -> int:
        asked.append(legal)
        return max(cards_of(legal))

    state.play_out(highest)
    while not by_cards.is_over:
        race = by_cards.trick_race()
        assert race is not None
        by_cards.play_card(max(cards_of(race[1])))
    assert state.history == by_cards.history and state.result() == by_cards.result()
    assert asked and all(legal & (legal - 1) for legal in asked)
    with pytest.raises(ValueError, match="playout"):
        TarocchinoState(g, 0, g.random_deal(0, rng), MatchContext()).play_out(highest)
