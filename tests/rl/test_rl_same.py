"""The RL adapters return the very values they returned before their speed work (stored digests).

Each digest is the SHA-256 of everything a seeded random trajectory reads from an adapter, step by step:
OpenSpiel's current player, legal actions, every player's information-state and observation tensors, the
strings of the player to move (every player's, every 10th decision), a clone's values and the returns;
PettingZoo's observation vector and action mask of every agent, rewards, terminations and truncations. The
digests were computed by the code of the main branch before the adapters cached anything (``DIGESTS`` below,
written by :func:`_print_digests`), so a cache that leaks a value across an action, a clone or a player, or an
encoding that rounds differently, changes a digest.
"""

from __future__ import annotations

import hashlib
import random
from typing import Any

import numpy as np
import pytest
from rlhelp import need

need("pyspiel", "pettingzoo", "numpy")

from tarocchi.rl import openspiel  # noqa: E402
from tarocchi.rl.pettingzoo import raw_env  # noqa: E402
from variant_ids import variant_id  # noqa: E402

CASES: list[tuple[str, dict[str, Any]]] = [
    ("french-tarot", {"players": 4}),
    ("french-tarot", {"players": 5}),
    ("french-tarot", {"players": 2}),
    ("gatti", {"players": 3}),
    ("gatti", {"players": 4, "mode": "call"}),
    ("piedmontese", {"players": 3}),
    ("tarocchino", {"players": 4}),
]
STEPS = 2000
"""Decisions per game and adapter (a few dozen hands)."""


def _floats(values: Any) -> bytes:
    return np.asarray(values, dtype=np.float32).tobytes()


def _feed_state(digest: Any, state: Any, players: int, every_string: bool) -> None:
    """What a learner reads of one decision state, each value asked twice (a cache must give it back): the
    current player, legal actions, every player's tensors, the strings of the player to move (of every
    player when ``every_string``) and the returns."""
    for _ in range(2):
        player = state.current_player()
        digest.update(f"p{player}".encode())
        digest.update(repr(state.legal_actions()).encode())
        digest.update(repr(state.legal_actions(player)).encode())
    for p in range(players):
        for _ in range(2):
            digest.update(_floats(state.information_state_tensor(p)))
        digest.update(_floats(state.observation_tensor(p)))
        if every_string or p == player:
            digest.update(state.information_state_string(p).encode())
            digest.update(state.observation_string(p).encode())
    digest.update(repr(state.returns()).encode())


def openspiel_digest(name: str, options: dict[str, Any], steps: int = STEPS, seed: int = 7) -> str:
    """The digest of a seeded random OpenSpiel trajectory (every player's strings every 10th decision; a clone
    continues the line every 50th)."""
    game = openspiel.load(name, **options)
    players = game.num_players()
    rng = random.Random(seed)
    digest = hashlib.sha256()
    state = game.new_initial_state()
    done = 0
    while done < steps:
        if state.is_terminal():
            digest.update(repr(state.returns()).encode())
            state = game.new_initial_state()
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            state.apply_action(outcomes[rng.randrange(len(outcomes))][0])
            continue
        _feed_state(digest, state, players, every_string=done % 10 == 0)
        if done % 50 == 25:
            state = state.clone()
            _feed_state(digest, state, players, every_string=True)
        legal = state.legal_actions()
        state.apply_action(legal[rng.randrange(len(legal))])
        done += 1
    return digest.hexdigest()


def pettingzoo_digest(name: str, options: dict[str, Any], steps: int = STEPS, seed: int = 7) -> str:
    """The digest of a seeded random PettingZoo trajectory (hand episodes, then one match episode)."""
    digest = hashlib.sha256()
    rng = np.random.default_rng(seed)
    for episode in ("hand", "match"):
        table = raw_env(name, episode=episode, max_hands=3, **options)
        table.reset(seed=seed)
        done = 0
        while done < steps // 2:
            for agent in table.possible_agents:
                seen = table.observe(agent)
                digest.update(_floats(seen["observation"]) + seen["action_mask"].tobytes())
            obs, reward, terminated, truncated, _ = table.last()
            digest.update(f"{table.agent_selection} {reward!r} {terminated} {truncated}".encode())
            digest.update(_floats(obs["observation"]) + obs["action_mask"].tobytes())
            if terminated or truncated:
                table.reset(seed=int(rng.integers(2**62)))
                continue
            legal = np.flatnonzero(obs["action_mask"])
            table.step(int(legal[rng.integers(len(legal))]))
            digest.update(repr(sorted(table.rewards.items())).encode())
            done += 1
    return digest.hexdigest()


DIGESTS: dict[str, tuple[str, str]] = {
    "french-tarot-players=4": (
        "b4c7780d95b851b60c1513b66ddace5de8832bb50eb38d4b85e7d06cded44427",
        "e031d35bbcaf7de9090398cc4ba2cf6eaca3b399a68228be22ae6e77b708c558",
    ),
    "french-tarot-players=5": (
        "4b2fabe3e42fb919c6d43aa3bcdb2a3f8defdd332d768242a1e9cc23cae42d09",
        "5ac485242f11bb7066d0efbf9223212c2e9acc668c8b1498e2a99c6cb758b49b",
    ),
    "french-tarot-players=2": (
        "568c7d35903208a40af98c5295976a1b331a02473ad880f4575a4de194554b25",
        "7ed63ded663774d6c6f6dbfc59d03f324df1ba825a67d44ce079e1b4e927413f",
    ),
    "gatti-players=3": (
        "401e22c2b0fb8e544da87c884c3a37f221bd5fd53fa55d466763d84a30457155",
        "89a6a1533233d5da19b40c41fe4dec6be39e9fa787691d5b819fd38b7cff8a70",
    ),
    "gatti-mode=call-players=4": (
        "173056f8d541c92f88b658b5be59c13224d226cc68d9e3a80ac8b4e99822af40",
        "f5561755b02a27a4f93537034a823a6de059ab36549eeac2c493fa989a9c3cce",
    ),
    "piedmontese-players=3": (
        "3f32490d4260f089348a2229df4ffc9e002ef026b193dee909dfcf7b556ba316",
        "b8948c61e1553e63f566ca4aa5723bea121ee4ad9ce3617549fe294b07638be5",
    ),
    "tarocchino-players=4": (
        "ad6025f06146228fb85266ce2d2cb71daf49991e7025dca59592402f98a807a0",
        "285e312f013c67be7824e0966072bea2d20669ff9c407e4fa975a167ef1ae2b7",
    ),
}
"""Case id -> (OpenSpiel digest, PettingZoo digest), computed by the code before the speed work."""


@pytest.mark.parametrize("case", CASES, ids=variant_id)
def test_openspiel_returns_the_values_of_before(case: tuple[str, dict[str, Any]]) -> None:
    name, options = case
    assert openspiel_digest(name, options) == DIGESTS[variant_id(case)][0]


@pytest.mark.parametrize("case", CASES, ids=variant_id)
def test_pettingzoo_returns_the_values_of_before(case: tuple[str, dict[str, Any]]) -> None:
    name, options = case
    assert pettingzoo_digest(name, options) == DIGESTS[variant_id(case)][1]


def _dealt_state(name: str, seed: int = 3, **options: Any) -> Any:
    game = openspiel.load(name, **options)
    state = game.new_initial_state()
    rng = random.Random(seed)
    while state.is_chance_node():
        outcomes = state.chance_outcomes()
        state.apply_action(outcomes[rng.randrange(len(outcomes))][0])
    return state


def test_an_openspiel_state_forgets_its_answers_at_each_action_and_a_clone_starts_afresh() -> None:
    state = _dealt_state("french-tarot", players=5)
    rng = random.Random(11)
    while not state.is_terminal():
        player = state.current_player()
        legal = state.legal_actions()
        tensors = [np.array(state.information_state_tensor(p)) for p in range(state.num_players())]
        fresh = openspiel.load("french-tarot", players=5).new_initial_state()
        for card in state.dealt:
            fresh.apply_action(card)
        for action in state.history()[len(state.dealt) :]:
            fresh.apply_action(action)  # the same position reached without a cached answer
        assert fresh.current_player() == player and fresh.legal_actions() == legal
        for p, kept in enumerate(tensors):
            assert np.array_equal(np.array(fresh.information_state_tensor(p)), kept)
        clone = state.clone()
        assert clone.current_player() == player and clone.legal_actions() == legal
        state.apply_action(legal[rng.randrange(len(legal))])


def _print_digests() -> None:  # pragma: no cover - run by hand on the reference code to write DIGESTS
    for case in CASES:
        name, options = case
        print(f'    "{variant_id(case)}": ("{openspiel_digest(name, options)}", "{pettingzoo_digest(name, options)}"),')


if __name__ == "__main__":  # pragma: no cover
    _print_digests()
