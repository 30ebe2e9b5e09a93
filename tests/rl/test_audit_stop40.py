"""An audit of the RL adapters as an outside test author would write it: PettingZoo's and OpenSpiel's own test
utilities on every game and variant (Gatti's ``bonuses`` included), masks against the game's legal ids at every
step, precise refusals, unseen cards swapped between other seats, rewards and episode ends, OpenSpiel's game
facts. Few seeds per variant: the whole file runs in well under a minute.
"""

from __future__ import annotations

import dataclasses
import itertools
import random
import warnings
from typing import Any

import numpy as np
import pytest
from rlhelp import all_variants, need, variant_id

need("pettingzoo", "gymnasium", "pyspiel", "numpy")

import pyspiel  # noqa: E402
from pettingzoo.test import api_test, render_test, seed_test  # noqa: E402

from tarocchi.cards import CardSet  # noqa: E402
from tarocchi.engine.actions import Action  # noqa: E402
from tarocchi.engine.game import Deal, Game, HandState  # noqa: E402
from tarocchi.errors import IllegalActionError, TarocchiError  # noqa: E402
from tarocchi.games import create_game  # noqa: E402
from tarocchi.rl import openspiel  # noqa: E402
from tarocchi.rl.encoding import Encoder  # noqa: E402
from tarocchi.rl.pettingzoo import env, raw_env  # noqa: E402

BONUSES = [("gatti", {"players": 3, "bonuses": b}) for b in ("none", "captured", "both")]
"""Gatti's boñe (``bonuses``, default ``declared``) switched off, captured only, or both ways."""
VARIANTS = all_variants() + BONUSES


# ---------------------------------------------------------------------------------------------- PettingZoo


@pytest.mark.parametrize("variant", BONUSES, ids=variant_id)
def test_pettingzoo_api_and_seed_tests_with_each_bonus_rule(variant: tuple[str, dict[str, Any]]) -> None:
    """The variants ``test_pettingzoo`` leaves out: Gatti with each ``bonuses`` setting."""
    name, options = variant
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        api_test(env(name, **options), num_cycles=300)
        seed_test(lambda: env(name, **options), num_cycles=100)


@pytest.mark.parametrize("name", ["french-tarot", "gatti", "piedmontese", "tarocchino"])
def test_pettingzoo_render_test_passes(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    """PettingZoo's ``render_test`` opens the environment with ``render_mode="human"`` before it tries the modes
    the metadata lists; "human" prints the table and returns ``None``, "ansi" returns it."""

    def make(render_mode: str | None = None) -> Any:
        return env(name, render_mode=render_mode)

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        render_test(make)
    assert "\x1b[" in capsys.readouterr().out  # the human mode printed the table


def test_a_match_past_ten_hands_stays_inside_the_observation_space() -> None:
    """The hand number is encoded ``/ 10``: from the eleventh hand of a match it is above 1, so the Box must
    allow it (PettingZoo's api_test checks ``observation_space(agent).contains(obs)``)."""
    table = raw_env("piedmontese", players=2, episode="match", match_hands=12)
    table.reset(seed=0)
    rng = np.random.default_rng(0)
    for agent in table.agent_iter():
        obs, _, terminated, truncated, _ = table.last()
        assert table.observation_space(agent).contains(obs), len(table._results)
        if terminated or truncated:
            table.step(None)
            continue
        table.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    assert len(table._results) == 12


@pytest.mark.parametrize(("options", "truncated"), [({"max_hands": 2}, True), ({}, False)])
def test_a_match_cut_short_by_max_hands_is_truncated(options: dict[str, Any], truncated: bool) -> None:
    """Gymnasium: the rules ending the match terminate it; ``max_hands`` ending it first is a time limit."""
    table = raw_env("piedmontese", players=3, episode="match", **options)
    table.reset(seed=1)
    rng = np.random.default_rng(1)
    while not any(table.terminations.values()) and not any(table.truncations.values()):
        table.step(int(rng.choice(np.flatnonzero(table.observe(table.agent_selection)["action_mask"]))))
    assert table.game.match_over(table._results) is not truncated
    assert all(table.truncations.values()) is truncated and all(table.terminations.values()) is not truncated
    obs, _, terminated, was_truncated, _ = table.last()
    assert (terminated, was_truncated) == (not truncated, truncated) and obs["action_mask"].all()


def test_raw_env_refuses_illegal_ids_with_the_games_reason_and_changes_nothing() -> None:
    table = raw_env("french-tarot", players=4)
    table.reset(seed=3)
    state = table.hand_state
    layout = table.game.action_layout
    play = layout.single_id(Action(state.to_act, "play", card=next(iter(_bits(state.observation(state.to_act).hand)))))
    before = (list(state.history), table.agent_selection, table.legal_ids())
    with pytest.raises(IllegalActionError) as refused:
        table.step(play)
    error = refused.value
    assert error.code not in (None, "illegal_id", "not_listed"), error.code  # the game's own rule, coded
    assert table.game.action_name(play) in str(error) and error.reason in str(error)
    assert f"action {play} of {table.agent_selection}" in str(error)
    assert (list(state.history), table.agent_selection, table.legal_ids()) == before
    for bad in (layout.num_distinct_actions, -1):
        with pytest.raises(IllegalActionError) as refused:
            table.step(bad)
        assert refused.value.code == "unknown_id" and str(bad) in str(refused.value)
    legal = table.legal_ids()
    for bad in (float(legal[0]) + 0.5, float(legal[0]), True, "0"):
        with pytest.raises(IllegalActionError) as refused:
            table.step(bad)  # type: ignore[arg-type]
        assert refused.value.code == "unknown_id" and repr(bad) in str(refused.value)
    assert (list(state.history), table.legal_ids()) == before[::2]
    table.step(np.int64(legal[0]))  # numpy's integers are ids
    assert len(state.history) == 1


def test_raw_env_names_a_selection_in_progress_when_it_refuses() -> None:
    """Mid-discard, an id of another decision is refused with the engine's ``selection_pending`` reason."""
    table = raw_env("french-tarot", players=4)
    table.reset(seed=0)
    layout = table.game.action_layout
    for _ in range(20):
        if table.hand_state.selection is not None:
            break
        legal = table.legal_ids()
        garde = layout.single_id(Action(table.hand_state.to_act, "bid", value="garde"))
        table.step(garde if garde in legal else legal[0])  # a garde, the others pass, then the discard's picks
    else:
        pytest.fail("no discard reached")
    state = table.hand_state
    picked = state.selection
    bid = table.game.action_layout.single_id(Action(state.to_act, "bid", value="pass"))
    with pytest.raises(IllegalActionError) as refused:
        table.step(bid)
    assert refused.value.code == "selection_pending" and state.selection == picked


def _bits(mask: CardSet) -> list[int]:
    return [c for c in range(mask.bit_length()) if (mask >> c) & 1]


@pytest.mark.parametrize("variant", VARIANTS, ids=variant_id)
def test_masks_rewards_and_episode_end_of_one_hand(variant: tuple[str, dict[str, Any]]) -> None:
    """Every step: the mover's mask is exactly the hand's legal ids, the others' masks are zeros, the vector is
    the seat's encoding of its own observation, a single id round-trips through ``ids_for``; rewards are zero
    until the hand ends, then the hand's scores (their sum the game's declared sum); ``last()`` after the end."""
    name, options = variant
    table = raw_env(name, **options)
    table.reset(seed=7)
    game, encoder = table.game, table.encoder
    rng = np.random.default_rng(7)
    rewards = {a: 0.0 for a in table.possible_agents}
    state = table.hand_state
    while table.agents and not any(table.terminations.values()):
        mover = table.agent_selection
        assert state.to_act is not None and table._seat_of[mover] == state.controller(state.to_act)
        for agent in table.agents:
            obs = table.observe(agent)
            want = np.zeros(game.num_distinct_actions, dtype=np.int8)
            if agent == mover:
                want[state.legal_ids()] = 1
            assert np.array_equal(obs["action_mask"], want), (agent, mover)
            seat = table._seat_of[agent]
            selection = state.selection if agent == mover else None
            fresh = encoder.encode(state.observation(seat), selection, table._score, len(table._results))
            assert np.array_equal(obs["observation"], fresh)
        action_id = int(rng.choice(state.legal_ids()))
        before = state.copy()
        state._carry_selection(before)
        table.step(action_id)
        done = state.history[-1] if state.history and len(state.history) > len(before.history) else None
        if done is not None and state.selection is None and before.selection is None and done.verb != "declare":
            assert before.ids_for(done)[-1:] == [action_id]
        for agent in table.agents:
            rewards[agent] += table.rewards[agent]
            if not any(table.terminations.values()):
                assert table.rewards[agent] == 0.0
    assert all(table.terminations.values()) and not any(table.truncations.values())
    scores = state.result().scores
    assert rewards == {a: pytest.approx(float(scores[table._seat_of[a]])) for a in table.possible_agents}
    total = game.hand_score_sum
    if total is not None:
        assert sum(rewards.values()) == pytest.approx(total)
    for agent in table.agent_iter():
        obs, reward, terminated, truncated, _ = table.last()
        assert terminated and not truncated and obs["action_mask"].all()
        assert reward == pytest.approx(float(scores[table._seat_of[agent]]))
        table.step(None)
    assert table.agents == []


# ------------------------------------------------------------------------------- hidden cards, swapped


def _swap(card: int, x: int, y: int) -> int:
    return y if card == x else x if card == y else card


def _swap_mask(mask: CardSet, x: int, y: int) -> CardSet:
    bx, by = (mask >> x) & 1, (mask >> y) & 1
    return (mask & ~((1 << x) | (1 << y))) | (bx << y) | (by << x)


def _swap_action(action: Action, x: int, y: int) -> Action:
    card = _swap(action.card, x, y) if action.card >= 0 else action.card
    return dataclasses.replace(action, card=card, cards=_swap_mask(action.cards, x, y))


def _openspiel_state(game: Any, deal: Deal, history: list[Action], picks: list[int]) -> Any:
    state = game.new_initial_state()
    for card in [c for hand in deal.hands for c in hand] + list(deal.talon):
        state.apply_action(card)
    for action in history:
        for action_id in state.hand.ids_for(action):
            state.apply_action(action_id)
    for action_id in picks:
        state.apply_action(action_id)
    return state


def _replayed(game: Game, dealer: int, deal: Deal, history: list[Action]) -> HandState | None:
    state = game.new_hand(dealer, deal)
    try:
        for action in history:
            for action_id in state.ids_for(action):
                state.apply_id(action_id)
    except TarocchiError:
        return None  # the swap made a recorded action illegal: not a world the seat cannot tell apart
    return state


@pytest.mark.parametrize("variant", VARIANTS, ids=variant_id)
def test_unseen_cards_swapped_between_other_places_change_no_view(variant: tuple[str, dict[str, Any]]) -> None:
    """For a seat, two cards it has not seen (``Observation.visible_cards``) in two other places (other hands,
    the talon) are exchanged in the deal and in every recorded action; where the same actions stay legal, the
    seat's observation, the encoding, OpenSpiel's information-state and observation strings and tensors, and
    its legal ids when it is to move, are the same."""
    name, options = variant
    game = create_game(name, options)
    spiel = openspiel.load(name, **options)
    dealer = spiel.facts.dealer
    layout = game.action_layout
    encoder = Encoder(game)
    rng = random.Random(f"swap/{name}/{options}")
    compared = 0
    for _ in range(8):
        deal = game.deal(dealer, rng.getrandbits(64))
        state = game.new_hand(dealer, deal)
        for _ in range(rng.randrange(0, 90)):
            if state.to_act is None:
                break
            state.apply_id(rng.choice(state.legal_ids()))
        if state.to_act is None:
            continue
        history = list(state.history)
        picks = (
            [layout.pick_id(state.selection.family, c) for c in _bits(state.selection.cards)] if state.selection else []
        )
        base = _openspiel_state(spiel, deal, history, picks)
        where = {c: s for s, hand in enumerate(deal.hands) for c in hand} | {c: -1 for c in deal.talon}
        for player, seat in enumerate(game.live_seats()):
            obs = state.observation(seat)
            unseen = [c for c in _bits(game.deck & ~obs.visible_cards())]
            pairs = [(x, y) for x, y in itertools.combinations(unseen, 2) if where[x] != where[y]]
            for x, y in rng.sample(pairs, min(3, len(pairs))):
                other_deal = Deal(
                    tuple(tuple(_swap(c, x, y) for c in hand) for hand in deal.hands),
                    tuple(_swap(c, x, y) for c in deal.talon),
                )
                other_history = [_swap_action(a, x, y) for a in history]
                other = _replayed(game, dealer, other_deal, other_history)
                if other is None:
                    continue
                try:
                    twin = _openspiel_state(
                        spiel, other_deal, other_history, [_pick_swapped(layout, i, x, y) for i in picks]
                    )
                except TarocchiError:  # the swapped selection is no longer one the rules allow
                    continue
                seen = other.observation(seat)
                assert seen == obs, (name, seat, x, y)
                mine = state.selection if state.controller(state.to_act) == seat else None
                assert np.array_equal(encoder.encode(obs, mine), encoder.encode(seen, mine))
                for method in ("information_state_string", "observation_string"):
                    assert getattr(base, method)(player) == getattr(twin, method)(player), method
                for method in ("information_state_tensor", "observation_tensor"):
                    assert np.array_equal(getattr(base, method)(player), getattr(twin, method)(player)), method
                if base.current_player() == player:
                    assert base.legal_actions() == twin.legal_actions()
                compared += 1
    assert compared >= 8, compared


def _pick_swapped(layout: Any, action_id: int, x: int, y: int) -> int:
    _, family, card = layout.decode(action_id)
    return int(layout.pick_id(family, _swap(card, x, y)))


# ---------------------------------------------------------------------------------------------- OpenSpiel


@pytest.mark.parametrize("variant", VARIANTS, ids=variant_id)
def test_openspiel_random_sim_test_and_game_facts(variant: tuple[str, dict[str, Any]]) -> None:
    """OpenSpiel's own ``random_sim_test`` (serialization included), then what it leaves unchecked: chance
    outcomes are the undealt cards of the deck with probabilities summing to 1, ``legal_actions(p)`` is empty for
    a player not to move, a clone is independent, every id has a name, illegal ids are refused with the game's
    reason and change nothing, returns sum as the type says and stay in bounds, the game string reads back,
    ``max_game_length`` and ``max_chance_nodes_in_history`` hold."""
    name, options = variant
    game = openspiel.load(name, **options)
    pyspiel.random_sim_test(game, num_sims=1, serialize=True, verbose=False)
    again = pyspiel.load_game(str(game))
    assert (
        again.get_parameters() == game.get_parameters()
        and again.tarocchi.options_json() == game.tarocchi.options_json()
    )
    deck = set(_bits(game.tarocchi.deck))
    rng = np.random.default_rng(3)
    state = game.new_initial_state()
    assert state.information_state_tensor(0).__len__() == game.information_state_tensor_size()
    chance = 0
    while state.is_chance_node():
        outcomes = state.chance_outcomes()
        assert {a for a, _ in outcomes} == deck - set(state.dealt)
        assert sum(p for _, p in outcomes) == pytest.approx(1.0, abs=1e-12)
        assert state.legal_actions() == [a for a, _ in outcomes]
        state.apply_action(int(outcomes[rng.integers(len(outcomes))][0]))
        chance += 1
    assert chance == len(deck) <= game.max_chance_nodes_in_history()
    assert game.information_state_tensor_shape() == [game.facts.encoder.size] == game.observation_tensor_shape()
    assert all(state.action_to_string(0, i) for i in range(game.num_distinct_actions()))
    moves = 0
    while not state.is_terminal():
        player = state.current_player()
        legal = state.legal_actions()
        assert legal == state.hand.legal_ids() and all(0 <= i < game.num_distinct_actions() for i in legal)
        for p in range(game.num_players()):
            assert (state.legal_actions(p) == legal) if p == player else state.legal_actions(p) == []
            assert len(state.information_state_tensor(p)) == game.information_state_tensor_size()
        if moves == 5:
            illegal = next(i for i in range(game.num_distinct_actions()) if i not in legal)
            history = state.history()
            with pytest.raises(IllegalActionError) as refused:
                state.apply_action(illegal)
            assert game.tarocchi.action_name(illegal) in str(refused.value) and refused.value.code
            assert state.history() == history and state.legal_actions() == legal
            clone = state.clone()
            clone.apply_action(legal[0])
            assert state.history() == history and state.legal_actions() == legal and clone.history() != history
        state.apply_action(int(rng.choice(legal)))
        moves += 1
    assert moves <= game.max_game_length()
    assert state.legal_actions() == [] and state.current_player() == pyspiel.PlayerId.TERMINAL
    returns = state.returns()
    assert all(game.min_utility() <= r <= game.max_utility() for r in returns)
    if game.get_type().utility != pyspiel.GameType.Utility.GENERAL_SUM:
        assert sum(returns) == pytest.approx(game.utility_sum())
    with pytest.raises(IllegalActionError):
        state.apply_action(0)


def test_openspiel_offers_no_public_observer_and_says_so() -> None:
    """Only a seat's own view is provided; asking for a public (spectator) observer is refused, not faked."""
    from open_spiel.python.observation import make_observation

    game = openspiel.load("french-tarot")
    public = pyspiel.IIGObservationType(
        perfect_recall=False, public_info=True, private_info=pyspiel.PrivateInfoType.NONE
    )
    with pytest.raises(ValueError, match="single-player"):
        make_observation(game, public)
