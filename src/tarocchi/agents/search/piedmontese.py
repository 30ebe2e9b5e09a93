"""Search model of Piedmontese tarocchi: the other hands and, for the other seats, the dealer's discard.

Hidden: each other seat's hand (its size known: dealt minus played) and the dealer's two discarded
cards, which are never a King, T1, T21 or the Fol (R5.2) and are suit cards whenever two non-King
suit cards could go (R5.3): the sample keeps them suit cards, widening to T2–T20 only if no sample
could otherwise exist. Voids come from the tricks (follow, trump, overtrump when that option is on).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from tarocchi.agents.search.model import RolloutView, TrickModel, played_by_seat, replay
from tarocchi.agents.search.sampler import InconsistentError, SamplingProblem, sample
from tarocchi.cards import FOOL, TRUMPS, CardSet, cards_of
from tarocchi.engine.actions import Action
from tarocchi.engine.game import Deal, Game, HandState
from tarocchi.engine.observation import Observation
from tarocchi.engine.tricks import TrickRules
from tarocchi.games.piedmontese.deck import (
    DECK,
    DISCARDABLE_TRUMPS,
    NON_KING_SUIT_CARDS,
    STRENGTH,
    VALUE,
    hand_size,
    side_of,
)
from tarocchi.games.piedmontese.play import legal_plays
from tarocchi.games.piedmontese.state import PiedmonteseState


def trick_rules(game: Game) -> TrickRules:
    """The game's trick play as data (R6)."""
    options = game.options  # type: ignore[attr-defined]
    return TrickRules(
        strength=STRENGTH[options.angel_beats_world],
        trumps=TRUMPS,
        free=1 << FOOL,
        must_overtrump=options.must_overtrump,
        overtrump_when_following=True,
    )


class Model(TrickModel):
    """Piedmontese hidden cards and rebuild."""

    card_value = VALUE

    def rollout_view(self, state: HandState) -> RolloutView | None:
        st: PiedmonteseState = state  # type: ignore[assignment]
        if st._phase != "play":
            return None
        seat = st._to_act
        assert seat is not None
        trick = st._trick
        leader = st._leader
        n = st.players
        legal = legal_plays(st._hands[seat], trick, self.angel, self.overtrump)
        return RolloutView(seat, legal, [((leader + i) % n, c) for i, c in enumerate(trick)], n)

    def same_side(self, state: HandState, a: int, b: int) -> bool:
        return side_of(a, self.players) == side_of(b, self.players)

    def __init__(self, game: Game) -> None:
        super().__init__(game)
        self.rules = trick_rules(game)
        self.angel = game.options.angel_beats_world  # type: ignore[attr-defined]
        self.overtrump = game.options.must_overtrump  # type: ignore[attr-defined]
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
        hands = tuple(tuple(cards_of(dealt[s] & ~(talon if s == dealer else 0))) for s in range(obs.num_seats))
        deal = Deal(hands, tuple(cards_of(talon)))

        def fill(action: Action) -> Action:
            if action.verb == "discard" and not action.cards:
                return Action(action.seat, "discard", cards=discard)
            return action

        return replay(self.game, dealer, deal, obs.history, fill)

    def value(self, state: HandState, seat: int) -> float:
        return float(state.result().points[seat] or 0)


def _two(mask: CardSet) -> CardSet:
    cards = cards_of(mask)
    return (1 << cards[-1]) | (1 << cards[-2])


__all__ = ["VALUE", "Model", "trick_rules"]
