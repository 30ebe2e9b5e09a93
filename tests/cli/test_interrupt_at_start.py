"""Ctrl-C while ``tarocchi`` loads its commands (``build_parser`` imports every command's module) ends quietly
with 130, as it does during a command: no ``KeyboardInterrupt`` traceback for a person who changed his mind."""

from __future__ import annotations

import pytest

from tarocchi import cli


def test_ctrl_c_while_the_commands_load_exits_130(monkeypatch: pytest.MonkeyPatch) -> None:
    def interrupted() -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(cli, "build_parser", interrupted)
    assert cli.main(["match", "french-tarot"]) == 130
