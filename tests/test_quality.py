"""The house style is checked by the test suite itself: ruff (lint and format) and mypy --strict on the core."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).parents[1]


def _tool(name: str) -> str:
    found = shutil.which(name, path=str(Path(sys.executable).parent)) or shutil.which(name)
    if found is None:
        pytest.fail(f"{name} is not installed (it is in the 'dev' extra)")
    return found


def test_ruff_lint_is_clean() -> None:
    run = subprocess.run(
        [_tool("ruff"), "check", "src", "tests", "benchmarks"], cwd=ROOT, capture_output=True, text=True
    )
    assert run.returncode == 0, run.stdout + run.stderr


def test_ruff_format_is_clean() -> None:
    run = subprocess.run(
        [_tool("ruff"), "format", "--check", "src", "tests", "benchmarks"], cwd=ROOT, capture_output=True, text=True
    )
    assert run.returncode == 0, run.stdout + run.stderr


def test_mypy_strict_on_the_core() -> None:
    run = subprocess.run([_tool("mypy")], cwd=ROOT, capture_output=True, text=True)
    assert run.returncode == 0, run.stdout + run.stderr
