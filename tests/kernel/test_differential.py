"""The compiled kernel plays exactly as the Python kernel: the same cards, tricks and scores from the same seeds.

Needs the ``fast`` extra (Numba); skipped without it, failed when ``TAROCCHI_REQUIRE_ALL`` is set (CI).
For every game and variant (``Game.variants()``) 10,000 random hands are played by both kernels from the
same SplitMix64 seeds: every action of the history (each card with its seat, so every trick and its
winner, who leads next), the random stream after the hand and the hand's result must be equal. Positions
part-way through a trick (as the search plays from) are compared the same way.
"""

from __future__ import annotations

import importlib
import json
import os
import random
from typing import Any

import pytest

from tarocchi import kernel
from tarocchi.engine.rng import SplitMix64
from tarocchi.games import create_game, game_class, game_names
from tarocchi.session import first_dealers

try:
    importlib.import_module("numba")
except ImportError:
    if os.environ.get("TAROCCHI_REQUIRE_ALL"):
        pytest.fail("numba is required (TAROCCHI_REQUIRE_ALL) but not installed: pip install 'tarocchi[fast]'")
    pytest.skip("numba is not installed (the fast extra)", allow_module_level=True)

from tarocchi.kernel import compiled

HANDS = 10_000
POSITIONS = 1_000
VARIANTS = [(name, dict(v)) for name in game_names() for v in game_class(name).variants()]
IDS = [name + "".join(f"-{k}={v}" for k, v in options.items()) for name, options in VARIANTS]


@pytest.fixture(scope="module", autouse=True)
def _compiled() -> None:
    compiled.warm_up()


def _dealer(game: Any, seed: int) -> int:
    """A seat that may deal, by the seed (a dummy never deals: Game.check_dealer)."""
    dealers = first_dealers(game)
    return dealers[seed % len(dealers)]


@pytest.mark.slow
@pytest.mark.parametrize(("name", "options"), VARIANTS, ids=IDS)
def test_random_hands_are_the_same(name: str, options: dict[str, Any]) -> None:
    game = create_game(name, options)
    played = 0
    for seed in range(HANDS):
        dealer = _dealer(game, seed)
        rng_py, rng_c = SplitMix64(seed), SplitMix64(seed)
        py = kernel.random_hand(game, dealer, rng_py, "python")
        c = kernel.random_hand(game, dealer, rng_c, "compiled")
        assert list(c.history) == list(py.history), f"seed {seed}"
        assert rng_c.state == rng_py.state, f"seed {seed}"
        assert c.result() == py.result(), f"seed {seed}"
        played += any(a.verb == "play" for a in py.history)
    assert played > HANDS // 2  # most hands reach the card play (the rest are passed or annulled)


@pytest.mark.parametrize(("name", "options"), VARIANTS, ids=IDS)
def test_positions_inside_a_trick_are_the_same(name: str, options: dict[str, Any]) -> None:
    game = create_game(name, options)
    chooser = SplitMix64(99)
    compared = 0
    for seed in range(POSITIONS):
        full = kernel.random_hand(game, _dealer(game, seed), SplitMix64(seed), "python")
        plays = [i for i, a in enumerate(full.history) if a.verb == "play"]
        if not plays:
            continue
        cut = chooser.randrange(plays[0], plays[-1] + 1)
        start = game.new_hand(full.dealer, full.deal).playout()
        for action in full.history[:cut]:
            start.apply_trusted(action)
        if start.card_play() is None:
            continue
        a, b = start.playout(), start.playout()
        rng_py, rng_c = SplitMix64(seed + 1), SplitMix64(seed + 1)
        kernel.random_rollout(game, a, rng_py, "python")
        kernel.random_rollout(game, b, rng_c, "compiled")
        assert list(b.history) == list(a.history) and rng_c.state == rng_py.state, f"seed {seed}, cut {cut}"
        assert b.result() == a.result()
        compared += 1
    assert compared > POSITIONS // 2


@pytest.mark.parametrize(
    ("name", "options"),
    VARIANTS[:1] + VARIANTS[3:4] + VARIANTS[7:8] + VARIANTS[-1:],
    ids=["french-tarot", "gatti", "piedmontese", "tarocchino"],
)
def test_batched_rollouts_count_every_card_once(name: str, options: Any) -> None:
    # Each rollout gives the points of every card still to fall (and of the trick in progress) to some seat.
    game = create_game(name, options)
    state = game.new_hand(0, game.deal(0, 11)).playout()
    rng = SplitMix64(11)
    while state.card_play() is None and not state.is_over:
        state.apply_trusted(game.random_action(state, rng))
    position = state.card_play()
    assert position is not None
    per_seat, after = compiled.rollouts(game, position, 5, 40)
    left = sum(position.hands) | sum(1 << c for c in position.trick)
    assert sum(per_seat) == pytest.approx(40 * sum(game.card_points(1 << c) for c in range(78) if left >> c & 1))
    assert after != 5
    cards, winners, _ = compiled.play_random(game, position, 5)
    assert sorted(cards) == [c for c in range(78) if sum(position.hands) >> c & 1]
    assert len(winners) == (len(cards) + len(position.trick)) // len(position.hands)


def test_bench_with_the_compiled_kernel(capsys: pytest.CaptureFixture[str]) -> None:
    from tarocchi.cli import main

    args = ["bench", "gatti", "--players", "3", "--kernel", "compiled", "--seconds", "0.02", "--json"]
    for agent in ("random", "rollout"):
        assert main([*args, "--agent", agent]) == 0
        printed = capsys.readouterr()
        (warm,) = [json.loads(line) for line in printed.err.splitlines()]  # apart from the figures (DESIGN.md §1)
        assert warm["agent"] == "warm-up" and warm["compile_seconds"] >= 0 and warm["kernel"] == "compiled"
        lines = [json.loads(line) for line in printed.out.splitlines()]
        assert [line["agent"] for line in lines] == [agent]
        assert all(line["kernel"] == "compiled" and line["game"] == "gatti" for line in lines)
    assert lines[0]["rollouts_per_second"] > 0 and lines[0]["scored_rollouts_per_second"] > 0


@pytest.mark.parametrize("name", game_names())
def test_search_with_the_compiled_kernel_plays_legal_cards(name: str) -> None:
    from tarocchi.agents import make_agent

    game = create_game(name, {})
    agent = make_agent("search:playouts=24:kernel=compiled", game)
    state = game.new_hand(0, game.deal(0, 5))
    rng = random.Random(5)
    chosen = []
    while not state.is_over and state.to_act is not None:
        seat = state.to_act
        legal = [a for a in state.legal_actions() if a.seat == seat]
        action = agent.act(state.observation(seat), legal, rng, [c for c in state.card_choices() if c.seat == seat])
        state.apply(action)  # checked: a refusal fails the test
        chosen.append(action)
    assert any(a.verb == "play" for a in chosen)
