"""Properties over random legal hands of every variant (STYLE.md, "Tests"; gatti.md 2.4, §6, DESIGN.md §6).

Hands are driven through the checking API by ``random_step``, which also uses the optional windows
(declarations in turn order, smaller trionfi/frilli, gives between tricks and after the last card).
"""

from __future__ import annotations

import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from tarocchi.cards import CODES, FULL_DECK, TRUMPS, cards_of
from tarocchi.engine.actions import Action, action_to_record, declare_nothing
from tarocchi.errors import IllegalActionError
from tarocchi.games.gatti import GattiGame, GattiState
from tarocchi.games.gatti.deck import NUMERALS
from tarocchi.records import replay_record
from tarocchi.records.model import HandRecord, MatchRecord

from .conftest import random_step, ref_hand_score

VARIANTS: list[dict[str, Any]] = [
    {"players": 3},
    {"players": 4},
    {"players": 4, "mode": "call"},
    {"players": 2},
    {"players": 3, "bonuses": "both", "bagatto_last": True, "must_overtrump": True, "protect_honours": True},
    {"players": 4, "bonuses": "captured", "must_overtrump": True, "bagatto_last": True},
    {"players": 4, "mode": "call", "bonuses": "both", "bagatto_last": True, "protect_honours": True},
    {"players": 2, "bonuses": "both", "must_overtrump": True},
    {"players": 2, "bonuses": "none", "bagatto_last": True},
]
variants = st.sampled_from(VARIANTS)
seeds = st.integers(0, 2**32)


def _side_total(state: GattiState, points: tuple[Any, ...]) -> int:
    by_side = {state.side_of[s]: points[s] for s in range(len(points))}
    return int(sum(by_side.values()))


def _allowed(state: GattiState, seat: int) -> int:
    """What ``seat`` may see, from the rules (DESIGN.md §6, 4.2, 7.4, 12.2, 12.3), not from the observation code."""
    game = state.game
    viewer = game.controller(seat)
    two = game.options.players == 2
    allowed = sum(1 << hand[-1] for hand in state.deal.hands)  # face-up cards
    for _, plays, _ in state.tricks:
        allowed |= sum(1 << c for _, c in plays)
    allowed |= sum(1 << c for _, c in state.current_trick)
    for action in state.history:
        if action.verb == "declare":
            allowed |= action.cards
    if state.called >= 0:
        allowed |= 1 << state.called
    allowed |= state.hands[viewer]
    discarded = state.phase != "discard"
    if two and (discarded or state.dealer == viewer + 2):
        allowed |= state.hands[viewer + 2]
    if two and discarded:
        allowed |= state.hands[2] | state.hands[3]
    if state.dealer == viewer or (two and state.dealer == viewer + 2):
        allowed |= state.deal.talon_mask | state.discard
    return allowed


def _check_step(state: GattiState, rng: random.Random) -> None:
    game = state.game
    n = game.num_seats
    # Cards conserved: hands, discard, tricks and the trick in play are disjoint and make the deck.
    parts = [*state.hands, state.discard]
    parts += [sum(1 << c for _, c in plays) for _, plays, _ in state.tricks]
    parts.append(sum(1 << c for _, c in state.current_trick))
    union = 0
    for part in parts:
        assert union & part == 0
        union |= part
    assert union == FULL_DECK
    # One card per seat per trick, in turn order from the leader.
    for leader, plays, winner in state.tricks:
        assert [s for s, _ in plays] == [(leader + i) % n for i in range(n)] and winner in range(n)
    # Listed actions pass check; the cards of the seat to act that are not listed are refused.
    legal = state.legal_actions()
    for action in rng.sample(legal, min(6, len(legal))):
        state.check(action)
    seat = state.to_act
    if state.phase == "declare":
        # A live table is offered the declarations and the pass of the seat whose turn it is, nothing else.
        assert seat is not None and {a.seat for a in legal} == {seat}
        assert declare_nothing(seat) in legal and not [a for a in legal if a.verb == "play"]
        assert {c.seat for c in state.card_choices()} <= {seat}
    if seat is not None and state.phase == "play":
        playable = {a.card for a in legal if a.verb == "play"}
        for card in cards_of(state.hands[seat]):
            if card not in playable:
                try:
                    state.check(Action(seat, "play", card=card))
                except IllegalActionError as exc:
                    assert exc.reason
                else:
                    raise AssertionError(f"{CODES[card]} accepted but not listed")
    # Observations hold nothing hidden (the dummies before the discard, the partner before the reveal).
    for viewer in range(n):
        obs = state.observation(viewer)
        assert obs.visible_cards() & ~_allowed(state, viewer) == 0, (viewer, state.phase)
        for codes in obs.info["faceup"], *[d["cards"] for d in obs.info["declarations"]]:
            assert all(isinstance(c, str) for c in codes)
        assert {a.seat for a in obs.legal} <= {viewer}
        if game.options.is_call and not state.knows_sides(game.controller(viewer)):
            assert "partner" not in obs.info
            assert not [a for a in obs.legal if a.verb == "give"]
            assert "owed_to" not in obs.info.get("fool", {})
        played = [c for _, plays, _ in state.tricks for _, c in plays] + [c for _, c in state.current_trick]
        if game.options.is_call and state.called in played:
            assert obs.info["partner"] == (state.partner if state.partner >= 0 else None)  # 12.3: now public


def _play(options: dict[str, Any], seed: int, checks: bool) -> GattiState:
    game = GattiGame.from_options(options)
    rng = random.Random(seed)
    dealer = rng.randrange(game.num_seats)
    state = game.new_hand(dealer, game.deal(dealer, seed))
    while not state.is_over:
        if checks:
            _check_step(state, rng)
        state.apply(random_step(state, rng))
    if rng.random() < 0.3:
        gives = [a for a in state.legal_actions() if a.verb == "give"]
        if gives:
            state.apply(rng.choice(gives))  # C15: a give after the last card
    return state


@settings(max_examples=150, deadline=None)
@given(variants, seeds)
def test_random_hands_keep_every_invariant(options: dict[str, Any], seed: int) -> None:
    state = _play(options, seed, checks=True)
    result = state.result()
    n = state.game.num_seats
    assert len(result.points) == len(result.scores) == n
    assert _side_total(state, result.points) == (78 if n == 3 else 72)  # 2.4
    # Partners show the same numbers (C20).
    for s in range(n):
        for t in range(n):
            if state.side_of[s] == state.side_of[t]:
                assert (result.points[s], result.scores[s]) == (result.points[t], result.scores[t])
    # Scores are card points plus bonuses: never below the card points.
    assert all(p is not None and result.scores[s] >= p for s, p in enumerate(result.points))
    # The independent reference agrees.
    hand = HandRecord(state.dealer, deal=state.deal, actions=list(state.history)).to_json()
    assert ref_hand_score(state.game.options_json(), hand) == (list(result.points), list(result.scores))


@settings(max_examples=100, deadline=None)
@given(variants, seeds)
def test_records_round_trip_and_replay_to_the_same_scores(options: dict[str, Any], seed: int) -> None:
    state = _play(options, seed, checks=False)
    game = state.game
    record = MatchRecord(game.name, game.options_json(), None, [HandRecord(state.dealer, deal=state.deal)])
    record.hands[0].actions.extend(state.history)
    written = record.to_json()
    replay = replay_record(written)
    assert replay.results == [state.result()]
    assert replay.record.to_json() == written
    assert [action_to_record(a) for a in state.history] == written["hands"][0]["actions"]


@settings(max_examples=40, deadline=None)
@given(variants, seeds, st.integers(1, 60))
def test_undo_restores_and_copies_are_independent(options: dict[str, Any], seed: int, steps: int) -> None:
    game = GattiGame.from_options(options)
    rng = random.Random(seed)
    state = game.new_hand(0, game.deal(0, seed))
    seen = []
    for _ in range(steps):
        if state.is_over:
            break
        seen.append([state.observation(s) for s in range(game.num_seats)])
        state.apply(random_step(state, rng))
    frozen = state.copy()
    frozen_obs = [frozen.observation(s) for s in range(game.num_seats)]
    while seen:
        state.undo()
        assert [state.observation(s) for s in range(game.num_seats)] == seen.pop()
    assert [frozen.observation(s) for s in range(game.num_seats)] == frozen_obs
    assert state.history == () and state.phase == "discard"


@settings(max_examples=300, deadline=None)
@given(variants, seeds)
def test_random_hands_on_the_playout_path_equal_a_checked_replay(options: dict[str, Any], seed: int) -> None:
    game = GattiGame.from_options(options)
    dealer = seed % game.num_seats
    log: list[Action] = []
    played = game.random_state(dealer, random.Random(seed), log)
    assert played.is_playout and played.is_over and list(played.history) == log
    game.check_deal(played.deal)
    state = game.new_hand(dealer, played.deal)
    for action in log:
        state.apply(action)  # checked: every action of the random policy is legal
    assert state.is_over and state.result() == played.result()
    assert state.to_act == played.to_act and state.observation(0) == played.observation(0)
    assert _side_total(state, played.result().points) == (78 if game.num_seats == 3 else 72)
    assert game.play_random_hand(dealer, random.Random(seed)) == played.result()


def test_the_random_policy_reaches_every_optional_rule() -> None:
    # Thousands of random hands of every variant, each equal to a checked replay of its log; together
    # they use every verb, the smaller trionfi / frilli of 7.6, chosen gives (C15), the default cover
    # (C16) and the FOOL passing for want of a cover (R9.4).
    seen: set[str] = set()
    for options in VARIANTS:
        game = GattiGame.from_options(options)
        rng = random.Random(str(options))
        for hand in range(300):
            log: list[Action] = []
            played = game.random_state(hand % game.num_seats, rng, log)
            state = game.new_hand(played.dealer, played.deal)
            for action in log:
                state.apply(action)
                seen.add(action.verb)
                if action.verb == "declare" and action.value in ("trionfi", "frilli"):
                    kind = TRUMPS if action.value == "trionfi" else NUMERALS
                    if action.cards.bit_count() < (state.hands[action.seat] & kind).bit_count():
                        seen.add("smaller")
            assert state.result() == played.result()
            fool = state.result().detail["fool"]
            if fool is not None and fool["given"] is not None:
                seen.add("give-chosen" if any(a.verb == "give" for a in log) else "give-default")
                if fool["given"] == "FOOL":
                    seen.add("fool-passes")
    wanted = {"discard", "call", "declare", "play", "give", "smaller", "give-default", "give-chosen", "fool-passes"}
    assert wanted <= seen


@settings(max_examples=30, deadline=None)
@given(variants, seeds)
def test_the_same_seed_gives_the_same_deal_and_hand(options: dict[str, Any], seed: int) -> None:
    game = GattiGame.from_options(options)
    assert game.deal(1, seed) == game.deal(1, seed)
    assert game.play_random_hand(1, random.Random(seed)) == game.play_random_hand(1, random.Random(seed))


def test_play_out_makes_the_same_choices_as_card_by_card_play() -> None:
    """``play_out(choose)`` runs the one play step with a policy: the same hand as playing the policy's
    cards one at a time, in every variant; the policy is asked only when there is a choice."""
    rng = random.Random(7)
    for options in (
        {"players": 3},
        {"players": 4},
        {"players": 4, "mode": "call", "must_overtrump": True},
        {"players": 2},
    ):
        game = GattiGame.from_options(options)
        for hand in range(30):
            done = game.random_state(hand % game.num_seats, rng)
            state = GattiState(game, done.dealer, done.deal, playout=True)
            for action in done.history:
                if action.verb == "play":
                    break
                state.apply_trusted(action)
            while state.card_decision() is None:  # the declaration round still open: every seat passes
                seat = state.to_act
                assert seat is not None
                state.apply_trusted(declare_nothing(seat))
            by_cards = state.copy()
            asked: list[int] = []

            def highest(seat: int, legal: int, trick: object, best: int, winner: int, asked: list[int] = asked) -> int:
                asked.append(legal)
                return max(cards_of(legal))

            state.play_out(highest)
            while not by_cards.is_over:
                decision = by_cards.card_decision()
                assert decision is not None
                by_cards.play_card(max(cards_of(decision[1])))
            assert state.history == by_cards.history and state.result() == by_cards.result()
            assert asked and all(legal & (legal - 1) for legal in asked)


@settings(max_examples=60, deadline=None)
@given(variants, seeds)
def test_play_cards_in_one_run_equals_card_by_card_play(options: dict[str, Any], seed: int) -> None:
    """``play_cards`` (a card play worked out elsewhere, replayed in one run of the card step) leaves the
    same hand as ``play_card`` one card at a time, from any point of the play, mid-trick included."""
    game = GattiGame.from_options(options)
    done = game.random_state(seed % game.num_seats, random.Random(seed))
    history = list(done.history)
    plays = [i for i, action in enumerate(history) if action.verb == "play"]
    cut = plays[seed % len(plays)]
    start = game.new_hand(done.dealer, done.deal).playout()
    for action in history[:cut]:
        start.apply_trusted(action)
    cards = [action.card for action in history[cut:] if action.verb == "play"]
    cards = cards[: (seed >> 8) % len(cards) + 1]  # a prefix of the rest, possibly ending mid-trick
    one_by_one, in_one_run = start.playout(), start.playout()
    for card in cards:
        one_by_one.play_card(card)
    in_one_run.play_cards(cards)
    assert in_one_run.history == one_by_one.history
    assert in_one_run.tricks == one_by_one.tricks and in_one_run.current_trick == one_by_one.current_trick
    assert in_one_run.hands == one_by_one.hands and in_one_run.to_act == one_by_one.to_act
    assert in_one_run.winning_play == one_by_one.winning_play and in_one_run.is_over == one_by_one.is_over
    if in_one_run.is_over:
        assert in_one_run.result() == one_by_one.result()
