"""The RL adapters work a state's answers out once: counted calls, never timings.

An OpenSpiel state answers its current player, legal actions and tensors from what it worked out when first
asked, until its next action (OpenSpiel's own bindings ask the current player many times a step, and its
``information_state_tensor`` asks the observer again); the generic legal ids ask a state's listed actions
once. That the values stay those of before is :mod:`test_rl_same`'s part.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from rlhelp import need

need("pyspiel", "numpy")

from tarocchi.engine import ids as engine_ids  # noqa: E402
from tarocchi.games import create_game  # noqa: E402
from tarocchi.rl import openspiel  # noqa: E402


@pytest.fixture
def counted(monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[[type, str], Counter[str]]]:
    """Count the calls of methods of a class: ``counted(cls, name)`` returns the shared counter."""
    calls: Counter[str] = Counter()

    def count(cls: type, name: str) -> Counter[str]:
        method = getattr(cls, name)

        def wrapper(self: Any, *args: Any, **kwargs: Any) -> Any:
            calls[name] += 1
            return method(self, *args, **kwargs)

        monkeypatch.setattr(cls, name, wrapper)
        return calls

    yield count


def _dealt(name: str, seed: int = 3, **options: Any) -> Any:
    game = openspiel.load(name, **options)
    state = game.new_initial_state()
    rng = random.Random(seed)
    while state.is_chance_node():
        outcomes = state.chance_outcomes()
        state.apply_action(outcomes[rng.randrange(len(outcomes))][0])
    return state


def _play(state: Any, decisions: int, seed: int = 5) -> None:
    rng = random.Random(seed)
    for _ in range(decisions):
        legal = state.legal_actions()
        state.apply_action(legal[rng.randrange(len(legal))])


@pytest.mark.parametrize("name", ["french-tarot", "gatti", "piedmontese", "tarocchino"])
def test_an_openspiel_state_works_out_its_legal_ids_and_tensor_once_per_action(
    name: str, counted: Callable[[type, str], Counter[str]]
) -> None:
    state = _dealt(name)
    _play(state, 12)  # into the play
    hand_class = type(state.hand)
    calls = counted(hand_class, "legal_ids")
    counted(hand_class, "observation")
    counted(hand_class, "controller")
    player = state.current_player()
    legal = state.legal_actions()
    tensor = state.information_state_tensor(player)
    for _ in range(3):
        assert state.current_player() == player and not state.is_terminal()
        assert state.legal_actions() == legal
        assert state.information_state_tensor(player) == tensor
    assert state.observation_tensor(player) == tensor  # the same encoding
    state.apply_action(legal[0])
    assert calls == {"legal_ids": 1, "observation": 1, "controller": 1}


def test_the_generic_legal_ids_ask_the_listed_actions_once(counted: Callable[[type, str], Counter[str]]) -> None:
    game = create_game("french-tarot", {"players": 4})
    hand = game.new_hand(0, game.deal(0, 7))
    rng = random.Random(2)
    while hand.phase != "play":
        legal = hand.legal_ids()
        hand.apply_id(legal[rng.randrange(len(legal))])
    calls = counted(type(hand), "legal_actions")
    listed = engine_ids.legal_ids(hand)
    assert listed and calls["legal_actions"] == 1
