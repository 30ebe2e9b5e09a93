"""Game records (``tarocchi-record/1``, DESIGN.md §5): model, reader/replayer, writer."""

from __future__ import annotations

from tarocchi.records.model import FORMAT, HandRecord, MatchRecord
from tarocchi.records.replay import (
    Replay,
    ReplayedHand,
    ReplayRefusal,
    error_line,
    replay_files,
    replay_record,
    replay_text,
)

__all__ = [
    "FORMAT",
    "HandRecord",
    "MatchRecord",
    "Replay",
    "ReplayRefusal",
    "ReplayedHand",
    "error_line",
    "replay_files",
    "replay_record",
    "replay_text",
]
