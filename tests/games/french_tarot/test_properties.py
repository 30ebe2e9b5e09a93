"""Property tests over random legal deals of 3, 4 and 5 players (STYLE.md "Tests", issue 2 "Done means").

Three layers:

* thousands of random deals on a playout state (``FrenchTarot.random_hand``: the one trusted step,
  no undo), each replayed action by action through the checked state from the same deal (both
  must agree on every figure and on the history), with the deal-level invariants;
* deals driven by ``Game.random_action`` through the checking API, with the invariants and a
  record round trip;
* Hypothesis-chosen deals and option sets with the expensive per-step checks: every listed action
  passes ``check``, every other card is refused with the rule's reason, undo restores, copies are
  independent, and no observation shows a card of another hand that was not shown to everyone.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tarocchi.cards import CODES, FULL_DECK, TRUMPS, cards_of
from tarocchi.engine.actions import Action
from tarocchi.engine.game import Deal, HandResult
from tarocchi.errors import IllegalActionError
from tarocchi.games.french_tarot import FrenchTarot, FrenchTarotState
from tarocchi.games.french_tarot.deal import CHIEN_SIZE, HAND_SIZE
from tarocchi.records import HandRecord, MatchRecord, replay_record

PLAYERS = [3, 4, 5]
VARIANTS: list[dict[str, Any]] = [
    {},
    {"petit_sec": "optional", "discard_kings": True, "defence_chelem": True},
    {"enable_poignee": False, "enable_chelem": False},
    {"allowed_contracts": ["petite", "garde"]},
    {"allowed_contracts": ["garde-sans"], "authentic_deal": True},
]


def check_finished_deal(state: FrenchTarotState) -> HandResult:
    """The invariants of a finished deal (R1.7, R10.5, cards conserved, one card per seat per trick)."""
    game = state.game
    n = game.num_seats
    result = state.result()
    assert sum(result.scores) == 0  # R10.5
    detail = result.detail
    if "passed" in detail or "annulled" in detail:
        assert result.points == (0,) * n and result.scores == (0,) * n
        return result
    # R1.7: attack and defence points add up to 91, every defender shows the same figure.
    attack = {result.points[s] for s in range(n) if s in (detail["taker"], detail["partner"])}
    defence = {result.points[s] for s in range(n) if s not in (detail["taker"], detail["partner"])}
    assert len(attack) == 1 and len(defence) == 1
    assert attack.pop() + defence.pop() == 91
    # Cards conserved: the tricks, and the discard or chien, hold the 78 cards once each.
    tricks = state.observation(0).tricks
    assert len(tricks) == HAND_SIZE[n]
    seen = 0
    for trick in tricks:
        assert sorted(seat for seat, _ in trick.plays) == list(range(n))  # one card per seat
        assert not seen & trick.cards
        seen |= trick.cards
    assert seen.bit_count() == 78 - CHIEN_SIZE[n]
    aside = state.discard if detail["contract"] in ("petite", "garde") else state.deal.talon_mask
    assert seen | aside == FULL_DECK and not seen & aside
    # The piles: won tricks of both camps hold exactly the played cards.
    piles = state.camp_tricks(attack=True) | state.camp_tricks(attack=False)
    assert piles == seen and not state.camp_tricks(attack=True) & state.camp_tricks(attack=False)
    for seat in range(n):
        assert state.hand(seat) == 0
    return result


# ---------------------------------------------------------------- random deals against the checked path


@pytest.mark.parametrize("players", PLAYERS)
def test_random_hands_agree_with_the_checked_path(players: int) -> None:
    """Thousands of random deals per player count on a playout state: every action is legal when
    checked, and the checked replay gives the same history, points, scores and detail."""
    for variant_index, variant in enumerate(VARIANTS):
        game = FrenchTarot.from_options({"players": players, **variant})
        rng = random.Random(1000 * players + variant_index)
        count = 1500 if not variant else 300
        for i in range(count):
            dealer = i % players
            played = game.random_hand(dealer, rng)
            state = game.new_hand(dealer, Deal(played.deal.hands, played.deal.talon))
            for action in played.history:
                state.apply(action)
            assert state.is_over and state.to_act == played.to_act
            assert state.result() == played.result(), (variant, i)
            assert state.result().to_json() == played.result().to_json()
            assert list(state.history) == list(played.history)
            check_finished_deal(state)


def test_random_hand_same_rng_same_deal() -> None:
    game = FrenchTarot.from_options({"players": 4})
    a = [game.play_random_hand(0, random.Random(s)) for s in range(20)]
    b = [game.play_random_hand(0, random.Random(s)) for s in range(20)]
    assert a == b


# ---------------------------------------------------------------- the checking API, record round trip


@pytest.mark.parametrize("players", PLAYERS)
def test_random_deals_through_the_checking_api(players: int) -> None:
    game = FrenchTarot.from_options({"players": players, "petit_sec": "optional"})
    rng = random.Random(players)
    record = MatchRecord(game.name, game.options_json())
    results = []
    dealer = 0
    for i in range(300):
        state = game.new_hand(dealer, game.deal(dealer, 7919 * i))
        while state.to_act is not None:  # as a live table: a final give may follow the last play
            state.apply(game.random_action(state, rng))
        assert state.is_over
        results.append(check_finished_deal(state))
        record.hands.append(HandRecord(dealer, deal=state.deal, actions=list(state.history)))
        dealer = game.next_dealer(state)
    # Records round-trip: written, read back, replayed to the same figures.
    replay = replay_record(record.to_json())
    assert replay.complete
    assert replay.results == results
    assert replay.to_json()["totals"] == game.totals(results)
    assert sum(replay.to_json()["totals"]) == 0


@pytest.mark.parametrize("players", PLAYERS)
def test_same_seed_same_deal(players: int) -> None:
    game = FrenchTarot.from_options({"players": players})
    for seed in range(30):
        assert game.deal(seed % players, seed) == game.deal(seed % players, seed)
    assert len({game.deal(0, seed).hands for seed in range(30)}) == 30


# ---------------------------------------------------------------- Hypothesis: per-step checks


def _other_hands_hidden(state: FrenchTarotState) -> None:
    n = state.game.num_seats
    for seat in range(n):
        obs = state.observation(seat)
        assert obs.hand == state.hand(seat)
        shown = 0
        for cards in obs.public_cards.values():
            shown |= cards
        for cards in obs.private_cards.values():
            shown |= cards
        others = 0
        for other in range(n):
            if other != seat:
                others |= state.hand(other)
        leaked = obs.visible_cards() & others & ~shown
        assert not leaked, f"seat {seat} sees {[CODES[c] for c in cards_of(leaked)]}"
        # The chien of a garde sans / contre is never seen; another seat's discard only by its shown part.
        if state.contract in ("garde-sans", "garde-contre"):
            assert not obs.visible_cards() & state.deal.talon_mask & ~TRUMPS & ~_played(state)
        # R6.3: no one is told the partner before the called card is played.
        if not state.partner_revealed():
            assert obs.info["partner"] is None


def _played(state: FrenchTarotState) -> int:
    mask = 0
    for trick in state.observation(0).tricks:
        mask |= trick.cards
    return mask


def _illegal_cards_refused(state: FrenchTarotState) -> None:
    seat = state.expected()[0] if state.expected()[1] == "play" else None
    if seat is None or state.phase != "play":
        return
    legal = state.legal_cards()
    for card in range(78):
        if (legal >> card) & 1:
            state.check(Action(seat, "play", card=card))
            continue
        with pytest.raises(IllegalActionError) as info:
            state.check(Action(seat, "play", card=card))
        reason = info.value.reason
        if not (state.hand(seat) >> card) & 1:
            assert reason == f"does not hold {CODES[card]}"
        else:
            assert reason.startswith(("must follow", "must trump", "must overtrump", "must play a trump")) or (
                "called suit" in reason
            ), reason
        assert str(info.value).startswith(f"seat {seat} cannot play {CODES[card]}: ")


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    players=st.sampled_from(PLAYERS),
    variant=st.sampled_from(VARIANTS),
    seed=st.integers(min_value=0, max_value=2**32),
    dealer=st.integers(min_value=0, max_value=4),
)
def test_every_step_of_a_random_deal(players: int, variant: dict[str, Any], seed: int, dealer: int) -> None:
    game = FrenchTarot.from_options({"players": players, **variant})
    dealer %= players
    rng = random.Random(seed)
    state = game.new_hand(dealer, game.deal(dealer, seed))
    while state.to_act is not None:
        for action in state.legal_actions():
            state.check(action)
        for choice in state.card_choices():
            picked = rng.sample(cards_of(choice.pool), choice.size - choice.required.bit_count())
            state.check(choice.action(sum(1 << c for c in picked)))
        _illegal_cards_refused(state)
        _other_hands_hidden(state)
        action = game.random_action(state, rng)
        before = [state.observation(s) for s in range(players)]
        history = list(state.history)
        twin = state.copy()
        state.apply(action)
        # Undo restores, and redoing gives the same state again.
        after = [state.observation(s) for s in range(players)]
        assert state.undo() == action
        assert [state.observation(s) for s in range(players)] == before
        assert list(state.history) == history
        state.apply(action)
        assert [state.observation(s) for s in range(players)] == after
        # The copy did not move with the original.
        assert [twin.observation(s) for s in range(players)] == before
    _other_hands_hidden(state)
    check_finished_deal(state)


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32))
def test_partner_stays_hidden_until_the_called_card_is_played(seed: int) -> None:
    players = 5
    game = FrenchTarot.from_options({"players": players})
    rng = random.Random(seed)
    state = game.new_hand(0, game.deal(0, seed))
    while not state.is_over:
        called = state.observation(0).info["called"]
        if called is not None and state.phase == "play":
            played = any(CODES[c] == called for trick in state.observation(0).tricks for _, c in trick.plays)
            chien_seen = "chien" in state.observation(0).public_cards and called in {
                CODES[c] for c in cards_of(state.observation(0).public_cards["chien"])
            }
            for seat in range(players):
                info = state.observation(seat).info
                assert info["partner_revealed"] == (played or chien_seen)
                if info["partner_revealed"]:
                    assert info["partner"] == state.partner
                else:
                    assert info["partner"] is None
        state.apply(game.random_action(state, rng))


def test_undo_to_the_start_restores_the_deal() -> None:
    game = FrenchTarot.from_options({"players": 4})
    rng = random.Random(3)
    state = game.new_hand(2, game.deal(2, 99))
    start = [state.observation(s) for s in range(4)]
    count = 0
    while not state.is_over:
        state.apply(game.random_action(state, rng))
        count += 1
    for _ in range(count):
        state.undo()
    assert [state.observation(s) for s in range(4)] == start
    with pytest.raises(ValueError):
        state.undo()
