"""Why an action is refused, as data: the English reason beside a reason code and its parameters.

Every rule check of Gatti returns a :class:`Refusal` (or ``None`` when the action is legal); the
hand state turns it into an :class:`~tarocchi.errors.IllegalActionError` carrying the same ``code``
and ``params``, so an edge can say it in the player's language (DESIGN.md §9). The codes and their
parameters are listed in the package docstring; their templates are ``refusal.<code>`` in
:data:`~tarocchi.games.gatti.texts.TEXTS`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from tarocchi.engine.explain import TermRef

from .deck import SUIT_NAMES


@dataclass(frozen=True, slots=True)
class Refusal:
    """One refusal: ``reason`` in English (the message tests and records show), ``code`` and ``params``."""

    reason: str
    code: str
    params: Mapping[str, Any] = field(default_factory=dict)


def suit_term(suit: int) -> TermRef:
    """The term of a suit (0..3) or of the trumps (4): ``suit.hearts``, ``suit.trumps``."""
    return TermRef(f"suit.{SUIT_NAMES[suit]}" if suit < 4 else "suit.trumps")


def bonus_term(name: str) -> TermRef:
    """The term of a bonus name of 16.4: ``bonus.famiglia``."""
    return TermRef(f"bonus.{name}")
