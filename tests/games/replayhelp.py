"""Replaying an edited record that must fail, for the games' record tests (``tests/games/*/test_records.py``)."""

from __future__ import annotations

from typing import Any

import pytest

from tarocchi.errors import RecordError
from tarocchi.records import ReplayRefusal, replay_record


def refused(record: dict[str, Any]) -> ReplayRefusal:
    """The refusal of a well-formed record whose action the rules forbid (its hand, index, seat, reason)."""
    with pytest.raises(ReplayRefusal) as info:
        replay_record(record)
    return info.value


def malformed(record: dict[str, Any]) -> RecordError:
    """The error of a record that breaks the record rules (its JSON path and reason)."""
    with pytest.raises(RecordError) as info:
        replay_record(record)
    return info.value
