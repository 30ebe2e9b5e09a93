"""Broken records made from the shipped examples, for the record reader's fault tests (``tests/records``) and the
web's wording of them (``tests/web``): a valid record of a game, edited by a ``change``."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

EXAMPLES = Path(__file__).parents[1] / "data" / "examples"


def edited(game: str, change: Callable[[Any], Any]) -> str:
    """The JSON text of ``game``'s first valid example after ``change(record)`` (a fresh copy each time)."""
    record = json.loads((EXAMPLES / game / "valid-00.record.json").read_text())
    change(record)
    return json.dumps(record)


def set_at(*path: Any, value: Any) -> Callable[[Any], None]:
    """A change that sets the record's node at ``path`` (keys and indexes) to ``value``."""

    def change(record: Any) -> None:
        node = record
        for key in path[:-1]:
            node = node[key]
        node[path[-1]] = value

    return change
