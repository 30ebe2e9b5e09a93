"""The generic trick-taking engine: actions, deals, hand states, observations, tricks, shuffle.

Standard library only, no I/O (DESIGN.md §2).
"""

from __future__ import annotations

from tarocchi.engine.actions import NO_CARD, VERBS, Action, Verb, action_to_record, play
from tarocchi.engine.game import CardChoice, Deal, Game, HandResult, HandState
from tarocchi.engine.observation import Observation, TrickView
from tarocchi.engine.shuffle import DeterministicRng, shuffled
from tarocchi.engine.tricks import TrickRules, legal_plays, trick_winner

__all__ = [
    "NO_CARD",
    "VERBS",
    "Action",
    "CardChoice",
    "Deal",
    "DeterministicRng",
    "Game",
    "HandResult",
    "HandState",
    "Observation",
    "TrickRules",
    "TrickView",
    "Verb",
    "action_to_record",
    "legal_plays",
    "play",
    "shuffled",
    "trick_winner",
]
