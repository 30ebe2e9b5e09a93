"""Makes ``tests/engine``'s shared helpers (``recordedit``) importable here (``--import-mode=importlib`` puts no
test folder on the path)."""

from __future__ import annotations

import sys
from pathlib import Path

_ENGINE = str(Path(__file__).parents[1] / "engine")
if _ENGINE not in sys.path:
    sys.path.insert(0, _ENGINE)
