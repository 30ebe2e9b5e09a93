"""Kernel selection and the Python kernel (runs without the fast extra)."""

from __future__ import annotations

import json

import pytest

from tarocchi import kernel
from tarocchi.agents import make_agent
from tarocchi.agents.search import SearchAgent
from tarocchi.cli import main
from tarocchi.engine.rng import SplitMix64
from tarocchi.games import create_game, game_class, game_names
from tarocchi.kernel import KernelError, resolve


def test_resolve_names_and_the_automatic_choice(monkeypatch: pytest.MonkeyPatch) -> None:
    assert resolve("python") == "python"
    with pytest.raises(KernelError, match="unknown kernel 'c'"):
        resolve("c")
    monkeypatch.setattr(kernel, "compiled_available", lambda: False)
    assert resolve(None) == resolve("auto") == "python"
    with pytest.raises(KernelError, match=r"needs the fast extra \(pip install 'tarocchi\[fast\]'\)"):
        resolve("compiled")
    monkeypatch.setattr(kernel, "compiled_available", lambda: True)
    assert resolve(None) == "compiled"


def test_bench_refuses_the_compiled_kernel_without_the_extra(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(kernel, "compiled_available", lambda: False)
    assert main(["bench", "french-tarot", "--kernel", "compiled", "--agent", "random", "--seconds", "0.01"]) == 2
    out, err = capsys.readouterr()
    assert "the compiled kernel needs the fast extra" in err and out == ""


def test_bench_lines_say_which_kernel_ran(capsys: pytest.CaptureFixture[str]) -> None:
    for agent in ("random", "rollout"):
        args = ["bench", "piedmontese", "--players", "3", "--kernel", "python", "--agent", agent, "--seconds", "0.01"]
        code = main([*args, "--json"])
        assert code == 0
        lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
        assert lines and all(line["kernel"] == "python" and line["agent"] == agent for line in lines)


def test_search_spec_takes_a_kernel() -> None:
    game = create_game("piedmontese", {"players": 3})
    agent = make_agent("search:playouts=8:kernel=python", game)
    assert isinstance(agent, SearchAgent) and agent.kernel == "python"
    with pytest.raises(KernelError, match="unknown kernel"):
        make_agent("search:playouts=8:kernel=fortran", game)


@pytest.mark.parametrize("name", game_names())
def test_python_kernel_hands_replay_on_the_checked_path(name: str) -> None:
    # Every random choice of the Python kernel is a legal action: its history replays through apply().
    for options in game_class(name).variants():
        game = create_game(name, dict(options))
        for seed in range(15):
            dealer = seed % 2  # seats 0 and 1 deal in every game and variant (a dummy never does)
            played = kernel.random_hand(game, dealer, SplitMix64(seed), "python")
            again = game.new_hand(dealer, played.deal)
            for action in played.history:
                again.apply(action)
            assert again.is_over and again.result() == played.result()
            twice = kernel.random_hand(game, dealer, SplitMix64(seed), "python")
            assert list(twice.history) == list(played.history)


@pytest.mark.parametrize("name", game_names())
def test_card_play_is_offered_only_in_the_card_play(name: str) -> None:
    game = create_game(name, {})
    state = game.new_hand(0, game.deal(0, 3)).playout()
    rng = SplitMix64(3)
    while state.card_play() is None and not state.is_over:
        state.apply_trusted(game.random_action(state, rng))
    if state.is_over:
        return
    position = state.card_play()
    view = state.play_view()
    assert position is not None and view is not None
    assert position.seat == view.seat and position.trick == tuple(card for _, card in view.trick)
    assert len(position.hands) == game.num_seats and (position.hands[view.seat] & view.legal) == view.legal
    kernel.random_rollout(game, state, rng, "python")
    assert state.is_over and state.card_play() is None


@pytest.mark.parametrize("installed", [False, True])
def test_bench_without_kernel_runs_each_path_on_its_own_kernel(
    installed: bool, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Without ``--kernel``: random hands and search on ``python`` (their paths' kernel), rollouts on the
    compiled kernel when the extra is there; nothing is compiled when no line needs it."""
    monkeypatch.setattr(kernel, "compiled_available", lambda: installed)
    warmed: list[str] = []
    monkeypatch.setattr(kernel, "warm_up", lambda name: warmed.append(name) or 0.0)
    assert main(["bench", "gatti", "--players", "3", "--agent", "random", "--seconds", "0.01", "--json"]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [line["kernel"] for line in lines if line["agent"] == "random"] == ["python"]
    assert not warmed
    if not installed:
        assert main(["bench", "gatti", "--players", "3", "--agent", "rollout", "--seconds", "0.01", "--json"]) == 0
        lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
        assert [line["kernel"] for line in lines if line["agent"] == "rollout"] == ["python"]
