"""Heuristic agent of Piedmontese tarocchi: the dealer's discard and card play with counting.

The discard counts for the dealer's side (R5.4): it makes voids in the shortest suits without a King
(a void lets the side trump that suit; a singleton Queen is 4 points saved and a void made), never a
King, T1, T21 or the Fol (R5.2), trumps only when the rules force them (R5.3). Partners
sit opposite with four players (R3.1); with two or three each seat plays alone.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from tarocchi.agents.heuristic.base import TrickHeuristic, void_first_discard
from tarocchi.cards import FOOL, CardSet
from tarocchi.engine.actions import Action
from tarocchi.engine.game import CardChoice, Game
from tarocchi.engine.observation import Observation
from tarocchi.games.piedmontese.deck import DECK, VALUE


class Heuristic(TrickHeuristic):
    """Plays Piedmontese from the observation."""

    def __init__(self, game: Game) -> None:
        self.rules = game.trick_rules
        self.value = VALUE
        self.deck = DECK
        self.fool = 1 << FOOL
        self.fool_lost_on_last_trick = False  # R6.6: the Fol always returns to its side

    def side(self, obs: Observation) -> CardSet:
        if obs.num_seats == 4:
            return (1 << obs.seat) | (1 << ((obs.seat + 2) % 4))
        return 1 << obs.seat

    def decide_other(
        self, obs: Observation, legal: Sequence[Action], rng: random.Random, choices: Sequence[CardChoice]
    ) -> Action:
        if not choices:
            return legal[0]
        return self.discard(obs, choices[0])

    def discard(self, obs: Observation, choice: CardChoice) -> Action:
        """Voids first (:func:`void_first_discard`): the pool holds no King, T1, T21 or Fol (R5.2) and
        trumps only when the rules force them (R5.3), the lowest then."""
        need = choice.size - choice.required.bit_count()
        mask = 0
        for c in void_first_discard(obs.hand, choice.pool, need, VALUE):
            mask |= 1 << c
        return choice.action(mask)
