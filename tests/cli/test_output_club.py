"""A club's output that cannot be written (``tarocchi replay --csv ... > sheet.csv`` on a full disk): one line
naming the command and the reason, exit 2, no traceback (and none when Python flushes stdout at exit)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

EXAMPLE = Path(__file__).parents[1] / "data" / "examples" / "gatti" / "valid-01.record.json"
FULL = Path("/dev/full")


@pytest.mark.skipif(not FULL.exists(), reason="needs /dev/full (a device every write to fails with ENOSPC)")
@pytest.mark.parametrize("args", [["replay", "--csv"], ["replay", "--json"], ["replay"]])
def test_an_output_on_a_full_disk_is_one_line(args: list[str]) -> None:
    with FULL.open("w") as full:
        done = subprocess.run(
            [sys.executable, "-m", "tarocchi.cli", *args, str(EXAMPLE)],
            stdout=full,
            stderr=subprocess.PIPE,
            text=True,
            timeout=120,
            check=False,
        )
    assert done.returncode == 2
    assert done.stderr.splitlines() == ["tarocchi replay: cannot write its output (No space left on device)"]
