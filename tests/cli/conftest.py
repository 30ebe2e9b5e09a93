"""Fixtures of the command-line tests."""

from __future__ import annotations

from pathlib import Path

import pytest

from tarocchi.cli import main


@pytest.fixture(scope="session")
def piedmontese_two_record(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A 2-player Piedmontese hand played by the heuristic (seed 1): the dealer knows where every card is."""
    out = tmp_path_factory.mktemp("piedmontese")
    main(["match", "piedmontese", "--players", "2", "--deals", "1", "--agents", "heuristic", "--seed", "1",
          "--records", str(out), "--no-progress"])  # fmt: skip
    return next(out.glob("*.json"))
