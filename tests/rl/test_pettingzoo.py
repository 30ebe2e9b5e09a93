"""PettingZoo environments: PettingZoo's own API and seed tests for every game and variant, and ours."""

from __future__ import annotations

import warnings
from typing import Any

import numpy as np
import pytest
from rlhelp import all_variants, need, variant_id

need("pettingzoo", "gymnasium", "numpy")

from pettingzoo.test import api_test, seed_test  # noqa: E402

from tarocchi.errors import IllegalActionError  # noqa: E402
from tarocchi.rl.pettingzoo import env, raw_env  # noqa: E402

VARIANTS = all_variants()


def test_every_required_variant_is_covered() -> None:
    wanted = {
        ("french-tarot", 2), ("french-tarot", 3), ("french-tarot", 4), ("french-tarot", 5), ("gatti", 2), ("gatti", 3),
        ("piedmontese", 2), ("piedmontese", 3), ("piedmontese", 4), ("tarocchino", 4),
    }  # fmt: skip
    have = {(name, options.get("players", 4)) for name, options in VARIANTS}
    assert wanted <= have
    assert ("gatti", {"players": 4, "mode": "call"}) in VARIANTS and ("gatti", {"players": 4}) in VARIANTS


@pytest.mark.parametrize("variant", VARIANTS, ids=variant_id)
def test_pettingzoo_api_and_seed(variant: tuple[str, dict[str, Any]]) -> None:
    name, options = variant
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # the Dict observation space warning is PettingZoo's advice for images
        api_test(env(name, **options), num_cycles=1000)
        seed_test(lambda: env(name, **options), num_cycles=300)


def _play(table: Any, rng: np.random.Generator) -> dict[str, float]:
    totals = {a: 0.0 for a in table.possible_agents}
    for agent in table.agent_iter():
        obs, reward, terminated, truncated, _ = table.last()
        totals[agent] += reward
        if terminated or truncated:
            table.step(None)
            continue
        legal = np.flatnonzero(obs["action_mask"])
        table.step(int(legal[rng.integers(len(legal))]))
    return totals


def test_rewards_are_the_hand_scores_scaled() -> None:
    table = raw_env("french-tarot", players=4, reward_scale=0.01)
    table.reset(seed=3)
    rng = np.random.default_rng(0)
    state = table.hand_state
    totals = _play(table, rng)
    scores = state.result().scores
    assert totals == {f"player_{s}": pytest.approx(scores[s] * 0.01) for s in range(4)}


def test_dummy_decisions_go_to_their_controller() -> None:
    table = raw_env("gatti", players=2)
    assert table.possible_agents == ["player_0", "player_1"]
    table.reset(seed=5)
    rng = np.random.default_rng(1)
    seen_dummy = False
    while not all(table.terminations.values()):
        state = table.hand_state
        seat = state.to_act
        assert table.agent_selection == f"player_{table.game.controller(seat)}"
        obs = table.observe(table.agent_selection)
        assert set(np.flatnonzero(obs["action_mask"])) == set(state.legal_ids())
        seen_dummy |= seat >= 2
        legal = np.flatnonzero(obs["action_mask"])
        table.step(int(legal[rng.integers(len(legal))]))
    assert seen_dummy


def test_only_the_agent_to_move_has_a_mask_and_illegal_ids_are_refused() -> None:
    table = raw_env("piedmontese", players=3)
    table.reset(seed=2)
    mover = table.agent_selection
    for agent in table.agents:
        mask = table.observe(agent)["action_mask"]
        assert mask.dtype == np.int8 and (mask.any() == (agent == mover))
    illegal = int(np.flatnonzero(table.observe(mover)["action_mask"] == 0)[0])
    with pytest.raises(IllegalActionError):
        table.step(illegal)


def test_a_match_episode_deals_until_the_match_ends() -> None:
    table = raw_env("piedmontese", players=2, episode="match")
    table.reset(seed=4)
    rng = np.random.default_rng(2)
    _play(table, rng)
    assert len(table._results) == table.game.max_hands() or table.game.match_over(table._results)
    assert len(table._results) >= 2


def test_a_wrapped_illegal_action_ends_the_episode_with_the_penalty() -> None:
    table = env("tarocchino", illegal_reward=-5.0)
    table.reset(seed=1)
    mover = table.agent_selection
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        table.step(int(np.flatnonzero(table.observe(mover)["action_mask"] == 0)[0]))
    assert all(table.terminations.values()) and table.rewards[mover] == -5.0


def test_ansi_render_draws_the_table_of_the_agent_to_move() -> None:
    table = raw_env("french-tarot", players=4, render_mode="ansi")
    table.reset(seed=0)
    text = table.render()
    assert isinstance(text, str) and "Table" in text and "\x1b[" in text
    assert raw_env("gatti").render() is None


@pytest.mark.parametrize("pick", [0, -1])
def test_ansi_render_explains_the_score_once_the_hand_is_over(pick: int) -> None:
    """The first legal action (all pass) or the last (a bid, then the hand played): the end is drawn too."""
    table = raw_env("french-tarot", players=4, render_mode="ansi")
    table.reset(seed=0)
    while not all(table.terminations.values()):
        table.step(int(np.flatnonzero(table.observe(table.agent_selection)["action_mask"])[pick]))
    text = table.render()
    assert isinstance(text, str) and "Scores:" in text


ANNULLED_SEED = 290
"""French Tarot for five, seed 290: the first deal is annulled at once (petit sec, ``petit_sec="annul"``)."""


def test_a_hand_episode_skips_a_deal_annulled_at_once() -> None:
    """The annulled deal is no episode: the next dealer's deal is, with an agent to move and its mask; a reused
    env selects that agent, and the episode plays to its end."""
    table = raw_env("french-tarot", players=5)
    table.reset(seed=ANNULLED_SEED)
    assert table.hand_state.to_act is not None and not any(table.terminations.values())
    assert table._results == [] and set(table.rewards.values()) == {0.0}
    _check_every_mover_has_a_mask(table)
    assert len(table._results) == 1 and "annulled" not in table._results[0].detail
    wrapped = env("french-tarot", players=5)
    wrapped.reset(seed=1)
    wrapped.step(int(np.flatnonzero(wrapped.observe(wrapped.agent_selection)["action_mask"])[0]))
    wrapped.reset(seed=ANNULLED_SEED)
    agent = wrapped.agent_selection
    assert not any(wrapped.terminations.values())
    assert wrapped.observe(agent)["action_mask"].any()
    assert wrapped.unwrapped._seat_of[agent] == wrapped.unwrapped.hand_state.to_act


def test_a_match_deals_again_after_an_annulled_deal() -> None:
    """As a live session does (session.py ``next_hand``): the annulled deal scores nothing, the next is dealt."""
    table = raw_env("french-tarot", players=5, episode="match")
    table.reset(seed=ANNULLED_SEED)
    assert len(table._results) == 1 and "annulled" in table._results[0].detail
    assert table.hand_state.to_act is not None
    assert not any(table.terminations.values()) and set(table.rewards.values()) == {0.0}
    _check_every_mover_has_a_mask(table)
    later = raw_env("french-tarot", players=5, episode="match")
    later.reset(seed=0)  # its second deal is annulled
    _check_every_mover_has_a_mask(later)
    assert any("annulled" in r.detail for r in later._results[1:])


def _check_every_mover_has_a_mask(table: raw_env) -> None:
    rng = np.random.default_rng(0)
    for agent in table.agent_iter():
        obs, _, terminated, truncated, _ = table.last()
        if terminated or truncated:
            table.step(None)
            continue
        state = table.hand_state
        assert state.to_act is not None and agent == f"player_{state.controller(state.to_act)}"
        legal = np.flatnonzero(obs["action_mask"])
        assert len(legal) > 0
        table.step(int(legal[rng.integers(len(legal))]))


@pytest.mark.parametrize("options", [{"players": 2}, {"players": 3}, {"players": 3, "reference_3p": 57}])
def test_a_piedmontese_match_returns_the_final_balances(options: dict[str, Any]) -> None:
    """piedmontese.md C14: a hand's scores are the new balances R, the totals the last R (not their sum)."""
    table = raw_env("piedmontese", episode="match", **options)
    table.reset(seed=4)
    rng = np.random.default_rng(2)
    returns = {a: 0.0 for a in table.possible_agents}
    score = table.encoder.blocks["score"]
    for agent in table.agent_iter():
        obs, reward, terminated, truncated, _ = table.last()
        returns[agent] += reward
        seat = int(agent.split("_")[1])
        shown = obs["observation"][score.start] * table.encoder.points_scale  # relative seat 0: the agent's own
        assert shown == pytest.approx(table.game.totals(table._results)[seat], abs=1e-3)
        if terminated or truncated:
            table.step(None)
            continue
        legal = np.flatnonzero(obs["action_mask"])
        table.step(int(legal[rng.integers(len(legal))]))
    totals = table.game.totals(table._results)
    summed = [sum(r.scores[s] for r in table._results) for s in range(len(totals))]
    assert summed != totals  # the premise: the sum of the hands' scores is not the match's standing
    assert returns == {f"player_{s}": pytest.approx(totals[s]) for s in range(len(totals))}


@pytest.mark.parametrize("name", ["piedmontese", "tarocchino"])
def test_the_mask_is_all_ones_at_every_terminal_and_a_dead_step_is_a_no_op(name: str) -> None:
    """anchors-aesthetics §3.6 ("penalty" as pgx): an illegal action, or the hand's end."""
    wrapped = env(name)
    wrapped.reset(seed=0)
    mover = wrapped.agent_selection
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        wrapped.step(int(np.flatnonzero(wrapped.observe(mover)["action_mask"] == 0)[0]))
    assert all(wrapped.terminations.values())
    assert all(wrapped.observe(a)["action_mask"].all() for a in wrapped.agents)
    table = raw_env(name)
    table.reset(seed=0)
    rng = np.random.default_rng(0)
    while not all(table.terminations.values()):
        legal = np.flatnonzero(table.observe(table.agent_selection)["action_mask"])
        table.step(int(legal[rng.integers(len(legal))]))
    assert all(table.observe(a)["action_mask"].all() for a in table.agents)
    history = list(table.hand_state.history)
    while table.agents:
        table.step(0)  # a terminal step: the action is ignored
    table.step(0)
    assert list(table.hand_state.history) == history


def test_a_deal_annulled_before_anyone_acts_is_no_hand_episode() -> None:
    """PettingZoo's API test asks that nobody is terminated after a reset. Seed 1365 of French Tarot for four
    deals, first, a petit sec: the rules annul it before anyone speaks (no decision, no score), so the hand
    episode is the next deal's, dealt by the next dealer as at a table; a match episode counts the annulled
    deal among its hands as the match does."""
    hand = env("french-tarot", players=4)
    hand.reset(seed=1365)
    assert not any(hand.terminations.values()) and not any(hand.truncations.values())
    state = hand.unwrapped.hand_state
    assert state.to_act is not None and not state.history
    assert hand.unwrapped._results == []
    mask = hand.observe(hand.agent_selection)["action_mask"]
    assert mask.any()
    again = env("french-tarot", players=4)
    again.reset(seed=1365)
    assert again.unwrapped.hand_state.deal == state.deal  # the seed still fixes the episode
    match = env("french-tarot", players=4, episode="match", max_hands=3)
    match.reset(seed=1365)
    assert not any(match.terminations.values())
    assert [r.scores for r in match.unwrapped._results] == [(0, 0, 0, 0)]  # the annulled deal, counted
