"""Heuristic agent of Gatti: the dealer's discard and call, the *boñe*, card play with counting.

* The discard (R5) is the dealer's side's if it wins a trick (R8), which it nearly always does:
  it makes voids in the shortest suits without a king (their counting cards banked with them), and
  keeps the trumps; never a king (R5.2), T1 only when forced (R5.3).
* The call (12.3): the king of the suit where the dealer is longest without it.
* *Boñe* (R7): every bonus held is worth its points to the declarer's side, so the largest form of
  each is declared (the quaterno over a terno); they show cards, but the points outweigh it.
* Card play: the shared counting play; the Matto is kept to save a counting card on a lost trick
  and played before the end, where an uncovered Matto is lost (R9.4). Sides: the pairs sit
  opposite (R3); in the called-king game the partner is known once the called card is played.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from tarocchi.agents.heuristic.base import TrickHeuristic, void_first_discard
from tarocchi.agents.search.gatti import options_of
from tarocchi.cards import FOOL, KINGS, RANK_OF, SUIT_MASKS, SUIT_OF, CardSet, cards_of, parse_card
from tarocchi.engine.actions import Action
from tarocchi.engine.game import CardChoice, Game
from tarocchi.engine.observation import Observation
from tarocchi.games.gatti.deck import VALUES


class Heuristic(TrickHeuristic):
    """Plays Gatti from the observation."""

    def __init__(self, game: Game) -> None:
        self.rules = game.trick_rules
        self.value = VALUES
        self.deck = game.deck
        self.fool = 1 << FOOL
        self.fool_lost_on_last_trick = True
        self.n = game.num_seats
        self.controllers = [game.controller(s) for s in range(self.n)]
        self.is_call = options_of(game).is_call

    def side(self, obs: Observation) -> CardSet:
        n = obs.num_seats
        me = obs.seat
        if n == 3:
            return 1 << me
        if not self.is_call:
            return (1 << me) | (1 << ((me + 2) % 4))
        info = obs.info
        dealer = obs.dealer
        partner = info.get("partner")
        called = info.get("called")
        if partner is None and called is not None and me != dealer and (obs.hand >> parse_card(called)) & 1:
            partner = me
        attack = 1 << dealer
        if partner is not None:
            attack |= 1 << partner
        if (attack >> me) & 1:
            return attack
        if partner is not None:
            return ((1 << n) - 1) & ~attack
        return 1 << me

    def seats_in_trick(self, obs: Observation) -> int:
        return obs.num_seats

    def decide_other(
        self, obs: Observation, legal: Sequence[Action], rng: random.Random, choices: Sequence[CardChoice]
    ) -> Action:
        discards = [c for c in choices if c.verb == "discard"]
        if discards:
            return self.discard(obs, discards[0])
        calls = [a for a in legal if a.verb == "call"]
        if calls:
            hand = obs.hand

            def key(a: Action) -> tuple[int, int, int]:
                own = (hand >> a.card) & 1
                return (-own, (hand & SUIT_MASKS[SUIT_OF[a.card]]).bit_count(), -RANK_OF[a.card])

            return max(calls, key=key)
        declare = self.optional(obs, legal, rng, choices)
        if declare is not None and declare.verb == "declare":
            return declare
        plays = [a for a in legal if a.verb == "play"]
        if plays:
            return self.play_best(obs, plays)
        return super().decide_other(obs, legal, rng, choices)

    def optional(
        self, obs: Observation, legal: Sequence[Action], rng: random.Random, choices: Sequence[CardChoice] = ()
    ) -> Action | None:
        """Declare the largest form of every bonus held (R7); leave the Matto's cover to the engine (C16)."""
        declares = [a for a in legal if a.verb == "declare"]
        if not declares:
            return None
        return max(
            declares,
            key=lambda a: (
                a.cards.bit_count() if a.value in ("trionfi", "frilli") else 0,
                a.value == "quaterno",
                a.cards,
            ),
        )

    def discard(self, obs: Observation, choice: CardChoice) -> Action:
        """Voids first (:func:`void_first_discard`), never a king (R5.2), the Matto only when nothing else
        is left, T1 only where R5.3 lets it go (the choice's pool)."""
        need = choice.size - choice.required.bit_count()
        pool = choice.pool & ~KINGS
        picked = void_first_discard(obs.hand, pool & ~(1 << FOOL), need, VALUES)
        if len(picked) < need:
            rest = choice.pool & ~choice.required & ~sum(1 << c for c in picked)
            picked += cards_of(rest)[: need - len(picked)]
        mask = 0
        for c in picked:
            mask |= 1 << c
        return choice.action(mask)
