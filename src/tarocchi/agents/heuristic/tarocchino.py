"""Heuristic agent of Tarocchino: the dealer's monte, the declarations, card play with counting.

* The monte (R3.3) goes to the dealer's pair when it takes a trick (R3.4), nearly always: it makes
  voids in the shortest suits without a King (their counting cards banked with them); never a King,
  T21, T20, T1 or the Matto.
* Declarations (§4): every combination held is declared in its largest form: they score at once,
  three cricche or three sequences double (§13.4), and the pair's captured cards score again at the
  end whatever was shown; the cards shown are the price.
* Card play: the shared counting play for two fixed pairs (0 and 2 against 1 and 3); the Matto is
  never captured (R6.5), so it saves a counting card on a lost trick; the last trick is worth 6.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from tarocchi.agents.heuristic.base import TrickHeuristic, void_first_discard
from tarocchi.cards import FOOL, CardSet
from tarocchi.engine.actions import Action
from tarocchi.engine.game import CardChoice, Game
from tarocchi.engine.observation import Observation
from tarocchi.games.tarocchino.deck import DECK, NO_DISCARD, VALUE


class Heuristic(TrickHeuristic):
    """Plays Tarocchino from the observation."""

    def __init__(self, game: Game) -> None:
        self.rules = game.trick_rules  # R6.2-R6.4 as data
        self.value = VALUE
        self.deck = DECK
        self.fool = 1 << FOOL
        self.fool_lost_on_last_trick = False  # R6.5: the Matto stays with its pair

    def side(self, obs: Observation) -> CardSet:
        return (1 << obs.seat) | (1 << ((obs.seat + 2) % 4))

    def optional(
        self, obs: Observation, legal: Sequence[Action], rng: random.Random, choices: Sequence[CardChoice] = ()
    ) -> Action | None:
        """Declare every combination held, the largest first (§4, §13.4)."""
        declares = [a for a in legal if a.verb == "declare"]
        if not declares:
            return None
        return max(declares, key=lambda a: (a.cards.bit_count(), a.cards))

    def decide_other(
        self, obs: Observation, legal: Sequence[Action], rng: random.Random, choices: Sequence[CardChoice]
    ) -> Action:
        discards = [c for c in choices if c.verb == "discard"]
        if discards:
            return self.discard(obs, discards[0])
        declare = self.optional(obs, legal, rng, choices)
        if declare is not None:
            return declare
        plays = [a for a in legal if a.verb == "play"]
        if plays:
            return self.play_best(obs, plays)
        return super().decide_other(obs, legal, rng, choices)

    def discard(self, obs: Observation, choice: CardChoice) -> Action:
        """Voids first (:func:`void_first_discard`), never a King, T21, T20, T1 or the Matto (R3.3)."""
        need = choice.size - choice.required.bit_count()
        mask = 0
        for c in void_first_discard(obs.hand, choice.pool & ~NO_DISCARD, need, VALUE):
            mask |= 1 << c
        return choice.action(mask)
