"""Search model of Piedmontese tarocchi: the other hands and, for the other seats, the dealer's discard.

Hidden: each other seat's hand (its size known: dealt minus played) and the dealer's two discarded
cards, which are never a King, T1, T21 or the Fol (R5.2) and are suit cards whenever two non-King
suit cards could go (R5.3): the sample keeps them suit cards, widening to T2–T20 only if no sample
could otherwise exist. Voids come from the tricks (follow, trump, overtrump when that option is on).

Playouts run the greedy policy of :class:`~tarocchi.agents.search.model.TrickModel` on the state's
own trick summary (:meth:`PiedmonteseState.play_facts`: the seat winning, the best power and the
power table of the suit led), with per-card sort keys built once, instead of re-reading the trick.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Final

from tarocchi.agents.search.model import TrickModel, max_groups, min_groups, nth_card, played_by_seat
from tarocchi.agents.search.sampler import InconsistentError, SamplingProblem, sample
from tarocchi.cards import FOOL, NUM_CARDS, CardSet
from tarocchi.engine.game import Game, HandState
from tarocchi.engine.observation import Observation
from tarocchi.games.piedmontese.deck import DECK, DISCARDABLE_TRUMPS, NON_KING_SUIT_CARDS, STRENGTH, VALUE, hand_size
from tarocchi.games.piedmontese.game import PiedmonteseGame
from tarocchi.games.piedmontese.state import PiedmonteseState

BELOW_FOOL: Final[CardSet] = (1 << FOOL) - 1
"""The trumps (ids below the FOOL's)."""


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
        strength = STRENGTH[game.options.angel_beats_world]
        trump = [1 if c < FOOL else 0 for c in range(NUM_CARDS)]
        self.cheap = tuple(VALUE[c] * 4096 + trump[c] * 256 + strength[c] for c in range(NUM_CARDS))
        """Min key of the card to throw: the lowest value, a suit card before a trump, the weakest."""
        self.winning = tuple(trump[c] * 256 + strength[c] for c in range(NUM_CARDS))
        """Min key of the winning card to play: a suit card before a trump, the weakest."""
        self.rich = tuple(-1 if c == FOOL else VALUE[c] * 2 + 1 - trump[c] for c in range(NUM_CARDS))
        """Max key of the card to give a partner's trick: the most points, a suit card before a trump."""
        self.cheap_groups = min_groups(self.cheap, NUM_CARDS)
        self.winning_groups = min_groups(self.winning, NUM_CARDS)
        self.rich_groups = max_groups(self.rich, NUM_CARDS)
        """The three keys as masks (:func:`~tarocchi.agents.search.model.first_of`; lowest id among equals)."""

    def playout(self, state: HandState, rng: random.Random) -> HandState:
        """The greedy policy of :class:`TrickModel` (``epsilon`` random moves) through
        :meth:`PiedmonteseState.play_card`: give points to a trick the side is winning as the last to
        play, win a trick worth having with the cheapest winning card, else throw the cheapest card.
        A trick is worth having when it holds more points than cards (the FOOL not counted: it goes
        back to its side, R6.6)."""
        if not isinstance(state, PiedmonteseState) or state.phase != "play":
            return super().playout(state, rng)
        rand = rng.random
        epsilon = self.epsilon
        last = self.players - 1
        side_of = self.pgame.tables.side
        cheap_groups = self.cheap_groups
        winning_groups = self.winning_groups
        rich_groups = self.rich_groups

        def choose(
            seat: int, legal: int, size: int, winner: int, power: int, table: tuple[int, ...], points: int
        ) -> int:
            if not legal & (legal - 1):
                return legal.bit_length() - 1
            if not size or rand() < epsilon:
                k = legal.bit_count()  # uniform: the r-th of the k legal cards
                return nth_card(legal, int(rand() * k), k)
            groups = cheap_groups
            if winner >= 0 and side_of[winner] == side_of[seat]:
                if size == last:
                    groups = rich_groups
            else:
                if table:
                    beat = 0
                    mask = legal
                    while mask:
                        low = mask & -mask
                        if table[low.bit_length() - 1] > power:
                            beat |= low
                        mask ^= low
                else:
                    beat = legal & BELOW_FOOL  # after a led FOOL (no table yet) the trumps would win
                if beat and (size == last or points > size):
                    legal = beat
                    groups = winning_groups
            for group in groups:
                found = legal & group
                if found:
                    return (found & -found).bit_length() - 1
            raise AssertionError("a legal card is in some group")

        state.play_out(choose)
        return state

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
            return sample(self.problem_of(obs), rng)
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
