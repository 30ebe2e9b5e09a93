"""Searched discards: the plans are legal discards of the right size, and the search picks among them."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from tarocchi.agents import make_agent
from tarocchi.agents.search.agent import SearchAgent
from tarocchi.agents.search.discards import discard_candidates
from tarocchi.cards import FOOL
from tarocchi.engine.actions import Action
from tarocchi.engine.game import CardChoice, Game, HandState
from tarocchi.engine.observation import Observation
from tarocchi.errors import TarocchiError
from tarocchi.games import create_game

GAMES = [("french-tarot", {"players": 4}), ("french-tarot", {"players": 5}), ("gatti", {}), ("piedmontese", {})]


def discard_decisions(game: Game, count: int) -> Iterator[tuple[HandState, Observation, CardChoice]]:
    """The first ``count`` discard decisions met in heuristic play of seeded deals."""
    heuristic = make_agent("heuristic", game)
    found = 0
    for seed in range(400):
        state = game.new_hand(seed % game.num_seats, game.deal(seed % game.num_seats, seed))
        while not state.is_over:
            seat = state.to_act
            assert seat is not None
            obs = state.observation(seat)
            legal = list(obs.legal) if obs.legal else [a for a in state.legal_actions() if a.seat == seat]
            choices = [c for c in state.card_choices() if c.seat == seat]
            discard = next((c for c in choices if c.verb == "discard"), None)
            if discard is not None:
                yield state, obs, discard
                found += 1
                if found == count:
                    return
                break
            state.apply(heuristic.act(obs, legal, random.Random(seed), choices))


@pytest.mark.parametrize(("name", "options"), GAMES)
def test_every_plan_is_a_legal_discard(name: str, options: dict[str, int]) -> None:
    game = create_game(name, options)
    values = make_agent("search:playouts=1", game).model.card_value  # type: ignore[attr-defined]
    seen = 0
    for state, obs, choice in discard_decisions(game, 5):
        plans = discard_candidates(choice, obs.hand, values)
        assert len(plans) >= 2 and len(set(plans)) == len(plans)
        for cards in plans:
            assert cards.bit_count() == choice.size and cards & choice.required == choice.required
            assert not (cards & ~choice.required & ~choice.pool)
            state.check(choice.action(cards & ~choice.required))  # the rules' own check
        seen += 1
    assert seen == 5


def test_the_plans_void_each_short_suit_and_keep_trumps() -> None:
    # A chien choice of 6 from suit cards and trumps: a plan voids every suit short enough, and
    # no plan discards a trump while suit cards remain (R5.2: trumps only when forced).
    hand = 0
    spades = [22, 23]  # 1S 2S
    hearts = [36, 37, 38]  # 1H 2H 3H
    diamonds = [50, 51, 52, 53, 54, 55, 56]
    for card in (*spades, *hearts, *diamonds, 0, 5, 9, FOOL):
        hand |= 1 << card
    choice = CardChoice(0, "discard", 0, hand & ~((1 << 0) | (1 << 5) | (1 << 9) | (1 << FOOL)) | (1 << 9), 6)
    values = [1] * 78
    plans = discard_candidates(choice, hand, values)
    for suit_cards in (spades, hearts):
        mask = sum(1 << c for c in suit_cards)
        assert any(plan & mask == mask for plan in plans)
    assert all(not plan & (1 << 9) for plan in plans)  # the trump in the pool stays while suit cards remain
    both = sum(1 << c for c in (*spades, *hearts))
    assert any(plan & both == both for plan in plans)  # the two shortest suits voided together


def test_a_searched_discard_is_legal_and_a_huge_z_keeps_the_heuristics() -> None:
    game = create_game("french-tarot", {"players": 4})
    searched = make_agent("search:playouts=60:discards=search", game)
    anchored = make_agent("search:playouts=60:discards=search:z=1000", game)
    heuristic = make_agent("heuristic", game)
    assert isinstance(searched, SearchAgent)
    for state, obs, choice in discard_decisions(game, 4):
        legal: list[Action] = []
        rng_seed = obs.hand % 1000
        picked = searched.act(obs, legal, random.Random(rng_seed), [choice])
        state.check(picked)
        assert picked == searched.act(obs, legal, random.Random(rng_seed), [choice])  # reproducible
        own = heuristic.act(obs, legal, random.Random(rng_seed), [choice])
        assert anchored.act(obs, legal, random.Random(rng_seed), [choice]) == own
    assert searched.stats["decisions"] >= 4  # each discard went through the search


def test_discard_knobs_refuse_bad_values() -> None:
    game = create_game("french-tarot", {"players": 4})
    for spec, word in (("search:discards=often", "discards"), ("search:discard_rollout=clever", "discard_rollout")):
        with pytest.raises(TarocchiError, match=word):
            make_agent(spec, game).act  # noqa: B018


def test_heuristic_rollouts_let_the_heuristic_play_every_card(monkeypatch: pytest.MonkeyPatch) -> None:
    game = create_game("french-tarot", {"players": 4})
    agent = make_agent("search:playouts=1:discards=search:discard_playouts=9:discard_rollout=heuristic", game)
    assert isinstance(agent, SearchAgent)
    plays: list[str] = []
    original = agent.fallback.act

    def counting(obs, legal, rng, choices=()):  # type: ignore[no-untyped-def]
        action = original(obs, legal, rng, choices)
        plays.append(action.verb)
        return action

    monkeypatch.setattr(agent.fallback, "act", counting)
    state, obs, choice = next(discard_decisions(game, 1))
    state.check(agent.act(obs, [], random.Random(0), [choice]))
    assert plays.count("play") >= 9 * 60  # nine playouts of the whole card play (72 cards, the forced ones too)
    assert agent.rollout_kind == "greedy"  # the card search's own policy is back
