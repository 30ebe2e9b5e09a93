"""OpenSpiel games: OpenSpiel's random simulation test, resampling, ISMCTS, and Shimmy's wrapper."""

from __future__ import annotations

import warnings

import numpy as np
import pytest
from rlhelp import need

need("pyspiel", "numpy")

import pyspiel  # noqa: E402
from open_spiel.python.algorithms import ismcts, mcts  # noqa: E402

from tarocchi.rl import openspiel  # noqa: E402
from tarocchi.rl.bounds import max_decisions, utility_bounds  # noqa: E402

GAMES = list(openspiel.SHORT_NAMES)
RESAMPLED_STATES = 1000


def _deal(state: pyspiel.State, rng: np.random.Generator) -> None:
    while state.is_chance_node():
        outcomes = state.chance_outcomes()
        state.apply_action(outcomes[rng.integers(len(outcomes))][0])


def test_the_four_games_are_registered_with_their_options() -> None:
    names = set(pyspiel.registered_names())
    assert set(openspiel.SHORT_NAMES.values()) <= names
    gatti = pyspiel.load_game("python_tarocchi_gatti", {"players": 4, "mode": "call"})
    assert gatti.num_players() == 4 and gatti.get_type().parameter_specification["mode"] == "pairs"
    assert pyspiel.load_game("python_tarocchi_gatti", {"players": 2}).num_players() == 2  # dummies are not players
    tarot = openspiel.load("french-tarot", players=5)
    info = tarot.get_type()
    assert info.utility == pyspiel.GameType.Utility.ZERO_SUM and tarot.num_players() == 5
    assert tarot.num_distinct_actions() == tarot.facts.tarocchi.num_distinct_actions
    assert tarot.max_chance_outcomes() == 78 and tarot.max_game_length() == max_decisions(tarot.facts.tarocchi)


@pytest.mark.parametrize("name", GAMES)
def test_random_sim_test(name: str) -> None:
    pyspiel.random_sim_test(openspiel.load(name), num_sims=8, serialize=True, verbose=False)


@pytest.mark.parametrize(("name", "params"), [("french-tarot", {"players": 5}), ("french-tarot", {"players": 2}),
                                              ("gatti", {"players": 2}),
                                              ("gatti", {"players": 4, "mode": "call"}),
                                              ("piedmontese", {"players": 3})])  # fmt: skip
def test_random_sim_test_variants(name: str, params: dict[str, object]) -> None:
    pyspiel.random_sim_test(openspiel.load(name, **params), num_sims=3, serialize=True, verbose=False)


@pytest.mark.parametrize(("name", "params"), [*((g, {}) for g in GAMES), ("french-tarot", {"players": 2})])
def test_resampling_keeps_the_information_state(name: str, params: dict[str, object]) -> None:
    game = openspiel.load(name, **params)
    rng = np.random.default_rng(11)
    sampler = pyspiel.UniformProbabilitySampler(0.0, 1.0)
    checked = moved = 0
    low, high, _ = utility_bounds(game.facts.tarocchi)
    while checked < RESAMPLED_STATES:
        state = game.new_initial_state()
        _deal(state, rng)
        while not state.is_terminal():
            player = state.current_player()
            if rng.random() < 0.25:
                other = int(rng.integers(game.num_players()))
                for p in {player, other}:
                    world = state.resample_from_infostate(p, sampler)
                    assert world.information_state_string(p) == state.information_state_string(p)
                    assert np.array_equal(world.information_state_tensor(p), state.information_state_tensor(p))
                    assert world.observation_string(p) == state.observation_string(p)
                    assert world.current_player() == player
                    assert world.legal_actions() == state.legal_actions() or p != player
                    moved += world.history() != state.history()
                    checked += 1
            state.apply_action(int(rng.choice(state.legal_actions())))
        assert all(low <= r <= high for r in state.returns())
    assert moved > checked // 2


@pytest.mark.parametrize("name", GAMES)
def test_ismcts_plays_a_whole_game_through_our_resampler(name: str) -> None:
    game = openspiel.load(name)
    rng = np.random.default_rng(3)
    evaluator = mcts.RandomRolloutEvaluator(1, np.random.RandomState(0))
    # Gatti's give window opens only between camps, which a caller does not know: its action sets
    # may differ between worlds of one information state.
    bot = ismcts.ISMCTSBot(game, evaluator, 2.0, 6, random_state=np.random.RandomState(1),
                           allow_inconsistent_action_sets=True)  # fmt: skip
    calls = []
    original = openspiel.TarocchiState.resample_from_infostate

    def counting(self: openspiel.TarocchiState, player: int, sampler: object) -> openspiel.TarocchiState:
        calls.append(player)
        return original(self, player, sampler)

    state = game.new_initial_state()
    _deal(state, rng)
    try:
        openspiel.TarocchiState.resample_from_infostate = counting  # type: ignore[method-assign]
        while not state.is_terminal():
            state.apply_action(bot.step(state))
    finally:
        openspiel.TarocchiState.resample_from_infostate = original  # type: ignore[method-assign]
    assert calls and len(state.returns()) == game.num_players()


@pytest.mark.parametrize("name", GAMES)
def test_shimmy_wrapper_passes_the_pettingzoo_api_test(name: str) -> None:
    need("shimmy", "pettingzoo")
    from pettingzoo.test import api_test
    from shimmy import OpenSpielCompatibilityV0

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        api_test(OpenSpielCompatibilityV0(env=openspiel.load(name)), num_cycles=300)
