"""Make the helpers beside these tests importable (``--import-mode=importlib`` puts no test folder on the path),
and ``tests/engine``'s ``passtake`` (what the fake game shares with the web tests' toy game)."""

from __future__ import annotations

import sys
from pathlib import Path

for _folder in (Path(__file__).parent, Path(__file__).parent.parent / "engine"):
    if str(_folder) not in sys.path:
        sys.path.insert(0, str(_folder))
