"""tarocchi: the traditional tarot card games, for people and programs.

The rules core (:mod:`tarocchi.cards`, :mod:`tarocchi.engine`, :mod:`tarocchi.games`) is pure
standard-library Python; records, agents and the user interfaces sit on top of it.
"""

from __future__ import annotations

from tarocchi.errors import (
    IllegalActionError,
    InvalidActionError,
    OptionError,
    RecordError,
    TarocchiError,
    UnknownGameError,
)

__version__ = "0.1.0"

__all__ = [
    "IllegalActionError",
    "InvalidActionError",
    "OptionError",
    "RecordError",
    "TarocchiError",
    "UnknownGameError",
    "__version__",
]
