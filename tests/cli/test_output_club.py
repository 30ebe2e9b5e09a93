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


def test_a_failure_that_is_not_the_output_s_is_not_said_as_one(monkeypatch: pytest.MonkeyPatch) -> None:
    """Only a write's own errors (a full disk, a lost device) are "cannot write its output": another system error
    in a command (here a fork refused for memory) is not worded as the output's."""
    import tarocchi.cli.replay as replay_command
    from tarocchi.cli import main

    def refused(args: object) -> int:
        raise OSError(12, "Cannot allocate memory")

    monkeypatch.setattr(replay_command, "run", refused)
    with pytest.raises(OSError, match="Cannot allocate memory"):
        main(["replay", str(EXAMPLE)])
