"""``tarocchi match`` as a person reads it: the text report's takers lines."""

from __future__ import annotations

import pytest

from tarocchi.cli.match import _print_text


def test_the_match_report_says_an_agent_took_no_contract(capsys: pytest.CaptureFixture[str]) -> None:
    takers = {
        "a": {"taken": 0, "made": 0, "by_contract": {}},
        "b": {"taken": 2, "made": 1, "by_contract": {"garde": {"taken": 2, "made": 1}}},
    }
    _print_text({"game": "french-tarot", "players": 4, "deals": 1, "duplicate": False, "agents": [], "takers": takers})
    out = capsys.readouterr().out
    assert "  takers a: took no contract\n" in out
    assert "  takers b: made 1/2 (50.0%)  [garde 1/2]\n" in out
