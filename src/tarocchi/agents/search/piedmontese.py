"""Search model of Piedmontese tarocchi: the other hands and, for the other seats, the dealer's discard.

Hidden: each other seat's hand (its size known: dealt minus played) and the dealer's two discarded
cards, which are never a King, T1, T21 or the Fol (R5.2) and are suit cards whenever two non-King
suit cards could go (R5.3): the sample keeps them suit cards, widening to T2–T20 only if no sample
could otherwise exist. Voids come from the tricks (follow, trump, overtrump when that option is on).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from tarocchi.agents.search.model import TrickModel, played_by_seat
from tarocchi.agents.search.sampler import InconsistentError, SamplingProblem, sample
from tarocchi.cards import CardSet
from tarocchi.engine.game import Game, HandState
from tarocchi.engine.observation import Observation
from tarocchi.games.piedmontese.deck import DECK, DISCARDABLE_TRUMPS, NON_KING_SUIT_CARDS, VALUE, hand_size
from tarocchi.games.piedmontese.game import PiedmonteseGame
from tarocchi.games.piedmontese.state import PiedmonteseState


class Model(TrickModel):
    """Piedmontese hidden cards and rebuild."""

    card_value = VALUE

    def __init__(self, game: Game) -> None:
        super().__init__(game)
        if not isinstance(game, PiedmonteseGame):
            raise TypeError(f"the Piedmontese model needs a PiedmonteseGame, not {game!r}")
        self.pgame = game
        self.rules = game.trick_rules
        self.players = game.num_seats
        self.size = hand_size(self.players)

    def _slots(self, obs: Observation) -> tuple[list[int], bool]:
        others = [s for s in range(obs.num_seats) if s != obs.seat]
        hidden_discard = obs.seat != obs.dealer and obs.phase != "discard"
        return others, hidden_discard

    def problem(self, obs: Observation, wide: bool = False) -> SamplingProblem:
        played = played_by_seat(obs)
        voids = self.voids(obs)
        known = obs.hand | obs.private_cards.get("discard", 0)
        for mask in played:
            known |= mask
        unknown = DECK & ~known
        others, hidden_discard = self._slots(obs)
        sizes = []
        allowed = []
        names = [f"hand:{s}" for s in others]
        for s in others:
            extra = 2 if s == obs.dealer and obs.phase == "discard" else 0
            sizes.append(self.size + extra - played[s].bit_count())
            allowed.append(DECK & ~voids[s])
        if hidden_discard:
            sizes.append(2)
            allowed.append(NON_KING_SUIT_CARDS | (DISCARDABLE_TRUMPS if wide else 0))
            names.append(f"discard:{obs.dealer}")
        return SamplingProblem(unknown, tuple(sizes), tuple(allowed), tuple(names))

    def sample_parts(self, obs: Observation, rng: random.Random) -> list[CardSet]:
        try:
            return sample(self.problem(obs), rng)
        except InconsistentError:
            return sample(self.problem(obs, wide=True), rng)

    def rebuild(self, obs: Observation, parts: Sequence[CardSet]) -> HandState:
        """A playout state dealt from the sample, the observed discard and plays replayed on it."""
        played = played_by_seat(obs)
        others, hidden_discard = self._slots(obs)
        now = [0] * obs.num_seats
        now[obs.seat] = obs.hand
        for j, s in enumerate(others):
            now[s] = parts[j]
        discard = parts[len(others)] if hidden_discard else obs.private_cards.get("discard", 0)
        dealt = [now[s] | played[s] for s in range(obs.num_seats)]
        dealer = obs.dealer
        dealt[dealer] |= discard
        # The talon (the dealer's two extra cards) is any two of its 17: the discard once made.
        talon = discard if discard else _two(dealt[dealer])
        dealt[dealer] &= ~talon
        state = PiedmonteseState.from_masks(self.pgame, dealer, dealt, talon, obs.info.get("balances"), playout=True)
        if obs.phase == "discard":
            return state
        state.discard_cards(discard)
        for trick in obs.tricks:
            for _, card in trick.plays:
                state.play_card(card)
        return state

    def value(self, state: HandState, seat: int) -> float:
        if isinstance(state, PiedmonteseState):
            return float(state.points_of_seat(seat))
        return float(state.result().points[seat] or 0)


def _two(mask: CardSet) -> CardSet:
    low = mask & -mask
    rest = mask ^ low
    return low | (rest & -rest)


__all__ = ["VALUE", "Model"]
