"""The project's two set-up commands, for a fresh machine with only Python (README).

    python3 tasks.py play [ARGS...]   # make .venv, install tarocchi, play a game against the computer
    python3 tasks.py test [PYTEST ARGS...]  # make .venv, install tarocchi with its test tools, run every test

The tests run in parallel, one pytest-xdist worker per logical core, each test file on one worker (``-n logical
--dist loadfile``); ``-n 0`` after ``test`` runs them in one process.

Standard library only: it creates a virtual environment in ``.venv`` beside this file, installs the
package there (editable) and runs the command inside it.
"""

from __future__ import annotations

import os
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")
EXTRAS = {"play": "tui", "test": "tui,web,sim,rl,fast,dev"}


def _python() -> str:
    return str(BIN / ("python.exe" if os.name == "nt" else "python"))


def _ensure(extras: str) -> None:
    if not VENV.exists():
        venv.EnvBuilder(with_pip=True).create(VENV)
    stamp = VENV / f".installed-{extras.replace(',', '-')}"
    pyproject = ROOT / "pyproject.toml"
    if stamp.exists() and stamp.stat().st_mtime >= pyproject.stat().st_mtime:
        return
    quiet = ["-q"] if not os.environ.get("CI") else []
    subprocess.run([_python(), "-m", "pip", "install", *quiet, "--upgrade", "pip"], check=True)
    subprocess.run([_python(), "-m", "pip", "install", *quiet, "-e", f"{ROOT}[{extras}]"], check=True)
    stamp.touch()


def main(argv: list[str]) -> int:
    """Run ``play`` or ``test``."""
    if not argv or argv[0] not in EXTRAS:
        print(__doc__)
        return 2
    command, rest = argv[0], argv[1:]
    _ensure(EXTRAS[command])
    if command == "play":
        return subprocess.run([str(BIN / "tarocchi"), "play", *rest], cwd=ROOT).returncode
    parallel = ["-n", "logical", "--dist", "loadfile"]  # one worker per logical core; a file's tests stay on one worker
    return subprocess.run([_python(), "-m", "pytest", *parallel, *rest], cwd=ROOT).returncode


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
