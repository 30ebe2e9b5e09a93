"""Make the helpers beside these tests importable (``--import-mode=importlib`` puts no test folder on the path)."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = str(Path(__file__).parent)
if HERE not in sys.path:
    sys.path.insert(0, HERE)
