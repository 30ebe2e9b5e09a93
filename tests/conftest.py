"""Fixtures for the whole suite."""

from __future__ import annotations

import importlib.util
import os
import sys
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

import pytest
from hypothesis import settings

ROOT = Path(__file__).parents[1]

# The suite's own helper modules (``variant_ids``) importable by the tests in every folder.
if str(Path(__file__).parent) not in sys.path:
    sys.path.insert(0, str(Path(__file__).parent))

# The language a command picks when not told (tarocchi play, replay --csv) comes from TAROCCHI_LANG, then LANG:
# the suite expects English unless a test sets them, whatever the machine running it is set to.
os.environ.pop("TAROCCHI_LANG", None)
os.environ["LANG"] = "C.UTF-8"

# Hypothesis fails an example that runs over 200 ms (and calls a test whose timing varies "flaky"): on a loaded
# CI machine (2 cores, xdist, other processes) a stall of that length says nothing about the code. The tests
# that set their own settings say deadline=None already; this makes it the rule for the rest.
settings.register_profile("tarocchi", deadline=None)
settings.load_profile("tarocchi")


def _load(relative: str) -> ModuleType:
    path = ROOT / relative
    spec = importlib.util.spec_from_file_location(path.stem, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def load_script() -> Callable[[str], ModuleType]:
    """Imports a script that is not part of the package (``benchmarks/...``) from its path under the project root."""
    return _load
