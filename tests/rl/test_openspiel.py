"""OpenSpiel games: OpenSpiel's random simulation test, resampling, ISMCTS, and Shimmy's wrapper."""

from __future__ import annotations

import random
import warnings

import numpy as np
import pytest
import rlhelp
from rlhelp import need

need("pyspiel", "numpy")

import pyspiel  # noqa: E402
from open_spiel.python.algorithms import ismcts, mcts  # noqa: E402

from tarocchi.games import create_game, game_class  # noqa: E402
from tarocchi.rl import openspiel  # noqa: E402
from tarocchi.rl.bounds import max_decisions, utility_bounds  # noqa: E402
from tarocchi.session import first_dealers  # noqa: E402

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

    from tarocchi.rl import shimmy_env

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        api_test(shimmy_env.env(name), num_cycles=300)


PETIT_SEC_SEEDS = (1083, 1389)
"""Seeds whose reset deals 4-player French Tarot a petit sec under Shimmy's wrapper (about 0.18% of deals): a deal
over before anyone acts, on which Shimmy's own reset fails (``KeyError: -4``; a CI run's api_test met one)."""


@pytest.mark.parametrize("seed", PETIT_SEC_SEEDS)
def test_a_reset_on_a_deal_over_at_once_deals_again(seed: int) -> None:
    need("shimmy", "pettingzoo")
    from shimmy import OpenSpielCompatibilityV0

    from tarocchi.rl import shimmy_env

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        with pytest.raises(KeyError):  # Shimmy alone: the deal is terminal and nobody is to act
            OpenSpielCompatibilityV0(env=openspiel.load("french-tarot")).reset(seed=seed)
        env = shimmy_env.env("french-tarot")
        env.reset(seed=seed)
        assert not env.game_state.is_terminal() and env.agent_selection in env.agents
        again = shimmy_env.env("french-tarot")
        again.reset(seed=seed)  # the same seed, the same episode
        assert str(again.game_state) == str(env.game_state)
        env.step(int(np.flatnonzero(env.infos[env.agent_selection]["action_mask"])[0]))


def test_a_deal_over_at_once_is_terminal_with_zero_returns() -> None:
    """French Tarot for five: a petit sec annuls the deal (``petit_sec="annul"``): terminal, every return 0."""
    game = openspiel.load("french-tarot", players=5)
    tarot = game.tarocchi
    deal = next(d for d in (tarot.deal(0, seed) for seed in range(5000)) if tarot.new_hand(0, d).to_act is None)
    state = game.new_initial_state()
    for card in [c for hand in deal.hands for c in hand] + list(deal.talon):
        assert state.is_chance_node()
        state.apply_action(card)
    assert state.is_terminal() and state.current_player() == pyspiel.PlayerId.TERMINAL
    assert state.returns() == [0.0] * 5


def test_piedmontese_with_reference_57_is_constant_sum() -> None:
    """piedmontese.md C15: with ``reference_3p`` 57 the balances' sum falls by 57 every hand."""
    game = openspiel.load("piedmontese", players=3, reference_3p=57)
    assert game.get_type().utility == pyspiel.GameType.Utility.CONSTANT_SUM and game.utility_sum() == -57.0
    pyspiel.random_sim_test(game, num_sims=3, serialize=True, verbose=False)
    assert openspiel.load("piedmontese", players=3).get_type().utility == pyspiel.GameType.Utility.ZERO_SUM
    assert openspiel.load("gatti").get_type().utility == pyspiel.GameType.Utility.GENERAL_SUM


@pytest.mark.parametrize(
    "variant", [*rlhelp.all_variants(), ("piedmontese", {"players": 3, "reference_3p": 57})], ids=rlhelp.variant_id
)
def test_the_declared_score_sum_holds_in_random_hands(variant: tuple[str, dict[str, object]]) -> None:
    name, options = variant
    game = openspiel.load(name, **options)
    total = utility_bounds(game.tarocchi)[2]
    utility = pyspiel.GameType.Utility
    declared = utility.GENERAL_SUM if total is None else utility.ZERO_SUM if total == 0 else utility.CONSTANT_SUM
    assert game.get_type().utility == declared and game.utility_sum() == total
    rng = random.Random(5)
    dealer = first_dealers(game.tarocchi)[0]
    sums = {float(sum(game.tarocchi.play_random_hand(dealer, rng).scores)) for _ in range(100)}
    assert sums == {total} if total is not None else len(sums) > 1


@pytest.mark.parametrize("name", GAMES)
def test_every_option_is_a_parameter_with_its_default(name: str) -> None:
    specs = game_class(name).option_specs()
    spec = pyspiel.load_game(openspiel.SHORT_NAMES[name]).get_type().parameter_specification
    assert set(spec) == {s.key for s in specs} | {"dealer"}
    assert create_game(name, {}).options_json().items() >= {("players", spec["players"])}


@pytest.mark.parametrize(
    "options",
    [{"petit_sec": "optional"}, {"enable_poignee": False}, {"enable_chelem": False}, {"discard_kings": True},
     {"defence_chelem": True}, {"players": 3, "allowed_contracts": ["garde", "garde-sans"], "deals": 2},
     {"target_score": 500, "authentic_deal": True, "petit_sec_redeal": "next-dealer"}],
)  # fmt: skip
def test_french_tarot_options_load_as_parameters(options: dict[str, object]) -> None:
    want = create_game("french-tarot", options).options_json()
    assert openspiel.load_tarocchi(create_game("french-tarot", options)).tarocchi.options_json() == want
    game = pyspiel.load_game(str(openspiel.load_tarocchi(create_game("french-tarot", options))))
    assert game.tarocchi.options_json() == want  # the game string reads back (a list joined by "+")


@pytest.mark.parametrize(("name", "params"), [*((g, {}) for g in GAMES), ("french-tarot", {"players": 5})])
def test_the_tensor_of_a_growing_hand_is_the_tensor_encoded_afresh(name: str, params: dict[str, object]) -> None:
    """A state remembers what it encoded (its memo grows with the hand); every tensor must still be the one a
    fresh encoding of the observation gives, for every player at every step, and in a clone that goes its own
    way from the middle of the hand (its memo is its own)."""
    game = openspiel.load(name, **params)
    encoder = game.facts.encoder
    rng = np.random.default_rng(5)

    def fresh(state: pyspiel.State, p: int) -> np.ndarray:
        obs = state.observation_of(p)
        return encoder.encode(obs, state.own_selection(p)) if obs is not None else np.zeros(encoder.size)

    for _ in range(3):
        state = game.new_initial_state()
        _deal(state, rng)
        clone = None
        step = 0
        while not state.is_terminal():
            for s in (state, clone) if clone is not None and not clone.is_terminal() else (state,):
                for p in range(game.num_players()):
                    assert np.array_equal(s.information_state_tensor(p), fresh(s, p))
            if step == 20:
                clone = state.clone()
            if clone is not None and not clone.is_terminal():
                clone.apply_action(int(rng.choice(clone.legal_actions())))
            state.apply_action(int(rng.choice(state.legal_actions())))
            step += 1
