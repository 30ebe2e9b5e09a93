"""Search model of Tarocchino: the three hands a seat does not see and the dealer's monte.

What a seat knows and the sampler keeps (tarocchino.md): its hand; the cards played; the voids the
tricks reveal (R6.2: follow, else trump; no duty to overtrump); the cards of every declaration
(R4: in the declarer's hand until played); the public hand sizes; and, for every seat but the
dealer, that the monte holds no King, T21, T20, T1 or Matto (R3.3).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Final

from tarocchi.agents.search.model import TrickModel, max_groups, min_groups, nth_card, played_by_seat
from tarocchi.agents.search.sampler import SamplingProblem
from tarocchi.cards import FOOL, Card, CardSet, cards_of
from tarocchi.engine.actions import Action
from tarocchi.engine.game import Deal, Game, HandState
from tarocchi.engine.observation import Observation
from tarocchi.games.tarocchino.deck import DECK, FOOL_BIT, HAND_SIZE, NO_DISCARD, NUM_SEATS, VALUE, WIN_KEY
from tarocchi.games.tarocchino.detail import TarocchinoDetail
from tarocchi.games.tarocchino.game import Tarocchino
from tarocchi.games.tarocchino.match import FRESH
from tarocchi.games.tarocchino.state import TarocchinoState


def declared_cards(obs: Observation, played: CardSet) -> list[CardSet]:
    """Per seat, the declared cards it still holds (R4.2: shown from the hand)."""
    out = [0] * NUM_SEATS
    for name, cards in obs.public_cards.items():
        kind, _, who = name.partition(":")
        if kind == "declared":
            out[int(who)] |= cards & ~played
    return out


_FREE: Final = FOOL
_THROW: Final[tuple[int, ...]] = tuple(
    VALUE[c] * 1024 + (512 if c < FOOL else 0) + (WIN_KEY[c] % 100 if c != FOOL else 0) for c in range(78)
)
"""The card to throw first, least first: (value, trump, strength) of TrickModel's greedy policy, as one key."""
_FEED: Final[tuple[int, ...]] = tuple((VALUE[c] * 2 + (0 if c < FOOL else 1)) if c != FOOL else -1 for c in range(78))
"""The card to add to a partner's trick as last to play, most first: (value, not a trump); never the Matto."""
_THROW_GROUPS: Final = min_groups(_THROW, 78)
""":data:`_THROW` as masks (:func:`~tarocchi.agents.search.model.min_groups`): its least card, lowest id first."""
_FEED_GROUPS: Final = max_groups(_FEED, 78)
""":data:`_FEED` as masks: its most card, the lowest id among equals."""


class Model(TrickModel):
    """Tarocchino hidden cards, rebuild, and the greedy playout on the state's trick race."""

    card_value = VALUE
    merge_equivalent = False  # captured sequences (R7.2) tell apart cards of equal strength and value

    def __init__(self, game: Game) -> None:
        super().__init__(game)
        self.rules = game.trick_rules  # R6.2-R6.4 as data

    def problem(self, obs: Observation) -> SamplingProblem:
        played = played_by_seat(obs)
        all_played = 0
        for mask in played:
            all_played |= mask
        voids = self.voids(obs)
        fixed = declared_cards(obs, all_played)
        known = obs.hand | all_played | obs.private_cards.get("discard", 0)
        for s, mask in enumerate(fixed):
            if s != obs.seat:
                known |= mask
        unknown = DECK & ~known
        sizes: list[int] = []
        allowed: list[CardSet] = []
        names: list[str] = []
        discarded = any(a.verb == "discard" for a in obs.history)
        for s in range(NUM_SEATS):
            if s == obs.seat:
                continue
            count = HAND_SIZE + (2 if s == obs.dealer and not discarded else 0) - played[s].bit_count()
            sizes.append(count - fixed[s].bit_count())
            allowed.append(DECK & ~voids[s])
            names.append(f"hand:{s}")
        if discarded and obs.seat != obs.dealer:
            sizes.append(2)
            allowed.append(DECK & ~NO_DISCARD)  # R3.3
            names.append(f"discard:{obs.dealer}")
        return SamplingProblem(unknown, tuple(sizes), tuple(allowed), tuple(names))

    def rebuild(self, obs: Observation, parts: Sequence[CardSet]) -> HandState:
        played = played_by_seat(obs)
        all_played = 0
        for mask in played:
            all_played |= mask
        fixed = declared_cards(obs, all_played)
        now = [0] * NUM_SEATS
        now[obs.seat] = obs.hand
        j = 0
        for s in range(NUM_SEATS):
            if s == obs.seat:
                continue
            now[s] = parts[j] | fixed[s]
            j += 1
        discarded = any(a.verb == "discard" for a in obs.history)
        monte = obs.private_cards.get("discard", 0)
        if discarded and not monte:
            monte = parts[j]
        dealer = obs.dealer
        dealt = [now[s] | played[s] for s in range(NUM_SEATS)]
        dealt[dealer] |= monte
        if monte:
            talon = monte
        else:
            spare = cards_of(dealt[dealer])
            talon = (1 << spare[-1]) | (1 << spare[-2])
        hands = tuple(tuple(cards_of(dealt[s] & ~(talon if s == dealer else 0))) for s in range(NUM_SEATS))
        deal = Deal(hands, tuple(cards_of(talon)))
        history = [a for a in obs.history if not (a.verb == "give" and a.card < 0)]  # a hidden monte card given

        def fill(action: Action) -> Action:
            if action.verb == "discard" and not action.cards:
                return Action(action.seat, "discard", cards=monte)
            return action

        game = self.game
        assert isinstance(game, Tarocchino)
        state = TarocchinoState(game, dealer, deal, FRESH, playout=True)  # rebuilt on the playout path: no undo
        for action in history:
            state.apply_trusted(fill(action))
        return state

    def playout(self, state: HandState, rng: random.Random) -> HandState:
        """:class:`TrickModel`'s greedy policy (``epsilon`` random; add points to a trick the pair wins as last to
        play, win a trick worth having with the cheapest winning card, else throw the cheapest card), read from
        the state's :attr:`~TarocchinoState.trick_race` instead of a :class:`PlayView` per card; among equal Moors
        the last one played wins (R2.5), so a Moor beats a Moor here."""
        if not isinstance(state, TarocchinoState):  # pragma: no cover - worlds are rebuilt as Tarocchino states
            return super().playout(state, rng)
        rnd = rng.random
        epsilon = self.epsilon
        throw_groups = _THROW_GROUPS
        feed_groups = _FEED_GROUPS

        def choose(seat: int, legal: CardSet, trick: Sequence[Card], best: int, best_key: int, led: CardSet) -> Card:
            # play_out asks only when there are two legal cards or more.
            if not trick or rnd() < epsilon:
                n = legal.bit_count()
                return nth_card(legal, int(rnd() * n), n)
            last = len(trick) == NUM_SEATS - 1
            partner = best >= 0 and (best ^ seat) & 1 == 0
            groups = throw_groups
            if partner and last:
                groups = feed_groups
            elif not partner:
                winning = -1
                cheapest = 1 << 30
                mask = legal & ~FOOL_BIT
                while mask:
                    low = mask & -mask
                    c = low.bit_length() - 1
                    mask ^= low
                    key = WIN_KEY[c]
                    if (key >= 100 or (led >> c) & 1) and best_key <= key < cheapest:
                        winning, cheapest = c, key  # R6.3: the cheapest card that takes the lead
                if winning >= 0:
                    if last:
                        return winning
                    points = 0
                    for c in trick:
                        points += VALUE[c]
                    if points > len(trick):
                        return winning
            for group in groups:
                found = legal & group
                if found:
                    return (found & -found).bit_length() - 1
            raise AssertionError("a legal card is in some group")

        while not state.is_over:
            if state.cards_only:
                state.play_out(choose)
            else:
                state.apply_trusted(self.game.random_action(state, rng))
        return state

    def value(self, state: HandState, seat: int) -> float:
        """The seat's pair's unrounded total minus the other pair's (R7.6; the rounding of R7.7 only blurs it)."""
        detail = state.result().detail
        if isinstance(detail, TarocchinoDetail):
            unrounded = detail.pair_unrounded
            return float(unrounded[seat & 1]) - float(unrounded[1 - (seat & 1)])
        scores = state.result().scores  # pragma: no cover - every Tarocchino result carries its typed detail
        return float(scores[seat]) - float(scores[(seat + 1) % NUM_SEATS])


__all__ = ["Model", "declared_cards"]
