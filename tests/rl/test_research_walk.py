"""A researcher's bad input to the RL interfaces is one precise refusal, never a library's traceback.

What the README's research section and :mod:`tarocchi.rl`'s docstrings offer, given wrong: weights files of the
``linear`` agent that cannot be read, a ``policy`` ref that names no policy, a PettingZoo table's ``max_hands``,
``reward_scale`` or reset ``seed`` out of range, an OpenSpiel game loaded by an unknown tarocchi name.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from rlhelp import need

need("numpy", "pettingzoo", "pyspiel")

from tarocchi.agents import make_agent  # noqa: E402
from tarocchi.cli import main  # noqa: E402
from tarocchi.errors import TarocchiError, UnknownGameError  # noqa: E402
from tarocchi.rl import openspiel  # noqa: E402
from tarocchi.rl.pettingzoo import env, raw_env  # noqa: E402


def _weights_files(tmp_path: Path) -> dict[str, tuple[Path, str]]:
    """Bad ``linear`` weights, each with the words its refusal must hold."""
    no_w = tmp_path / "no_w.npz"
    np.savez(no_w, X=np.zeros(3))
    only_w = tmp_path / "only_w.npz"
    np.savez(only_w, W=np.zeros((3, 3)))
    text = tmp_path / "text.npz"
    text.write_text("not weights")
    array = tmp_path / "array.npy"
    np.save(array, np.zeros(3))
    return {
        "missing": (tmp_path / "missing.npz", "cannot read it"),
        "directory": (tmp_path, "cannot read it"),
        "no W": (no_w, "no W or b"),
        "no b": (only_w, "no b"),
        "not npz": (text, "not a .npz"),
        "a .npy": (array, "not a .npz"),
    }


@pytest.mark.parametrize("case", ["missing", "directory", "no W", "no b", "not npz", "a .npy"])
def test_unreadable_linear_weights_are_refused_naming_the_file(tmp_path: Path, case: str) -> None:
    path, words = _weights_files(tmp_path)[case]
    with pytest.raises(TarocchiError, match="linear weights") as caught:
        make_agent(f"linear:weights={path}", "piedmontese")
    assert words in str(caught.value) and str(path) in str(caught.value)


def test_match_with_missing_weights_is_one_line_and_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    missing = tmp_path / "nothing.npz"
    code = main(
        ["match", "piedmontese", "--agents", f"linear:weights={missing},random", "--deals", "2", "--no-progress"]
    )
    err = capsys.readouterr().err
    assert code == 2
    assert err.strip().splitlines() == [
        f"tarocchi match: linear weights {missing}: cannot read it (No such file or directory)"
    ]


def test_a_weights_path_that_looks_like_a_number_is_a_path(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    with pytest.raises(TarocchiError, match="linear weights 3: cannot read it"):
        make_agent("linear:weights=3", "piedmontese")


@pytest.mark.parametrize(
    ("ref", "words"),
    [("os.sep", "'os.sep' is a str"), ("5", "must be package.module.attribute"), ("1.5", "cannot load policy .1.5.")],
)
def test_a_policy_ref_that_names_no_policy_is_refused(ref: str, words: str) -> None:
    with pytest.raises(TarocchiError, match=words):
        make_agent(f"policy:ref={ref}", "piedmontese")


@pytest.mark.parametrize(("limit", "words"), [(0, "at least 1"), (-1, "at least 1"), (2.5, "whole number")])
def test_a_hand_limit_below_one_is_refused(limit: object, words: str) -> None:
    with pytest.raises(ValueError, match=f"max_hands must be .*{words}"):
        raw_env("gatti", episode="match", max_hands=limit)


@pytest.mark.parametrize("scale", ["x", float("nan"), None])
def test_a_reward_scale_that_is_no_finite_number_is_refused(scale: object) -> None:
    with pytest.raises(ValueError, match="reward_scale must be a"):
        raw_env("gatti", reward_scale=scale)


def test_a_reset_seed_is_a_whole_number_from_0_to_2_64_minus_1() -> None:
    table = env(game="gatti")
    table.reset(seed=(1 << 64) - 1)  # the largest still deals
    assert table.agent_selection in table.possible_agents
    for seed in (-1, 1 << 64, 1.5, "abc", True):
        with pytest.raises(ValueError, match="seed must be a whole number"):
            table.reset(seed=seed)


def test_openspiel_load_of_an_unknown_game_names_the_known_ones() -> None:
    with pytest.raises(UnknownGameError, match=r"unknown game 'nogame' \(known: french-tarot, gatti"):
        openspiel.load("nogame")
