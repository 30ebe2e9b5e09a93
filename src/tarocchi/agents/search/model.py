"""Per-game hooks of the search agent: what is hidden, and how to rebuild a full hand from a sample.

A :class:`SearchModel` turns a seat's :class:`Observation` into a :class:`SamplingProblem` (the
unknown cards, the places they may be, the constraints that hold: sizes, voids, cards seen) and,
from one solution of it, rebuilds a complete :class:`HandState` by replaying the observed history
on the sampled deal. The rebuilt state is the searching seat's *own* simulation: it is made from
the observation only, never from the engine's state of the table.

:class:`TrickModel` holds what every trick game shares: the cards each seat played, the voids its
plays revealed (failing to follow, to trump or to overtrump), and the replay.
"""

from __future__ import annotations

import abc
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from tarocchi.agents.search.sampler import SamplingProblem, sample
from tarocchi.cards import SUIT_MASK_OF, CardSet, cards_of
from tarocchi.engine.actions import Action
from tarocchi.engine.game import Deal, Game, HandState, PlayView
from tarocchi.engine.observation import Observation
from tarocchi.engine.tricks import TrickRules, best_trump, led_suit_mask, trick_winner


@dataclass(frozen=True, slots=True)
class Determinization:
    """One sampled world: the rebuilt hand and the sampled parts (for tests and diagnostics)."""

    state: HandState
    parts: tuple[CardSet, ...]


class SearchModel(abc.ABC):
    """What the search agent needs to know about one game."""

    def __init__(self, game: Game) -> None:
        self.game = game

    @abc.abstractmethod
    def problem(self, obs: Observation) -> SamplingProblem:
        """The unknown cards of ``obs`` and the constraints on where they are."""

    @abc.abstractmethod
    def rebuild(self, obs: Observation, parts: Sequence[CardSet]) -> HandState:
        """A full hand consistent with ``obs`` where slot ``j`` of :meth:`problem` holds ``parts[j]``."""

    retries: int = 50

    _problem_of: tuple[Observation, SamplingProblem] | None = None

    def problem_of(self, obs: Observation) -> SamplingProblem:
        """:meth:`problem`, worked out once for the observation of a decision (every world asks it)."""
        cached = self._problem_of
        if cached is not None and cached[0] is obs:
            return cached[1]
        problem = self.problem(obs)
        self._problem_of = (obs, problem)
        return problem

    def sample_parts(self, obs: Observation, rng: random.Random) -> list[CardSet]:
        """One solution of :meth:`problem`."""
        return sample(self.problem_of(obs), rng)

    def determinize(self, obs: Observation, rng: random.Random) -> Determinization:
        """Sample the hidden cards and rebuild the hand.

        A world whose replay does not reach the observed situation (the same phase and seat to act)
        is drawn again: a rule outside the sampler's constraints told it apart (a deal annulled at
        once, a give window that opens only between camps). After ``retries`` the last one is kept.
        """
        for _ in range(self.retries):
            parts = self.sample_parts(obs, rng)
            state = self.rebuild(obs, parts)
            if state.phase == obs.phase and state.to_act == obs.to_act:
                break
        return Determinization(state, tuple(parts))

    def value(self, state: HandState, seat: int) -> float:
        """What a finished hand is worth to ``seat`` (its score; games may add a tie-break)."""
        return float(state.result().scores[seat])

    def rollout_action(self, state: HandState, rng: random.Random) -> Action:
        """The default policy of playouts: uniform over the legal actions of the seat to act."""
        return self.game.random_action(state, rng)

    def playout(self, state: HandState, rng: random.Random) -> HandState:
        """Play ``state`` (a :meth:`HandState.playout` copy) to its end with the playout policy."""
        while not state.is_over:
            state.apply_trusted(self.rollout_action(state, rng))
        return state

    def controller(self, seat: int) -> int:
        """The seat whose agent decides for ``seat`` (a dummy's controller); itself by default."""
        return seat

    def candidates(self, obs: Observation, plays: Sequence[Action]) -> list[Action]:
        """The cards worth searching (default: every legal card)."""
        return list(plays)


def played_by_seat(obs: Observation) -> list[CardSet]:
    """The cards each seat has played to the tricks so far."""
    out = [0] * obs.num_seats
    for trick in obs.tricks:
        for seat, card in trick.plays:
            out[seat] |= 1 << card
    return out


def void_masks(obs: Observation, rules: TrickRules, deck: CardSet) -> list[CardSet]:
    """For each seat, the cards its plays prove it no longer holds.

    A seat that did not follow the suit led holds none of it; one that could not trump either
    holds no trump (when trumping is compulsory); one that played under a trump when it had to
    overtrump holds no higher trump. Hands only shrink during play, so these hold till the end.
    """
    out = [0] * obs.num_seats
    for trick in obs.tricks:
        cards: list[int] = []
        for seat, card in trick.plays:
            led = led_suit_mask(rules, cards)
            cards.append(card)
            if not led or (rules.free >> card) & 1:
                continue
            if (led >> card) & 1:
                if led == rules.trumps and rules.must_overtrump and rules.overtrump_when_following:
                    top = best_trump(rules, cards[:-1])
                    if top >= 0 and not (rules.higher[top] >> card) & 1:
                        out[seat] |= rules.higher[top]
                continue
            if rules.must_follow:
                out[seat] |= led
            if (rules.trumps >> card) & 1:
                if rules.must_overtrump:
                    top = best_trump(rules, cards[:-1])
                    if top >= 0 and not (rules.higher[top] >> card) & 1:
                        out[seat] |= rules.higher[top]
            elif rules.must_trump:
                out[seat] |= rules.trumps
    return [m & deck for m in out]


def replay(
    game: Game,
    dealer: int,
    deal: Deal,
    history: Sequence[Action],
    fill: Callable[[Action], Action] | None = None,
) -> HandState:
    """Start a hand on ``deal`` and apply ``history`` on the trusted path, ``fill`` completing redacted actions."""
    state = game.new_hand(dealer, deal)
    for action in history:
        state.apply_trusted(fill(action) if fill is not None else action)
    return state


def preference_groups(order: Sequence[int]) -> tuple[CardSet, ...]:
    """Split a preference order of the cards into masks, each listing cards in ascending id order, so
    the preferred card of a set is the lowest bit of its first non-empty intersection with a mask
    (:func:`first_of`): a ``min`` or ``max`` over a card key without listing the cards."""
    out: list[CardSet] = []
    mask = 0
    previous = -1
    for card in order:
        if card < previous:
            out.append(mask)
            mask = 0
        mask |= 1 << card
        previous = card
    out.append(mask)
    return tuple(out)


def first_of(legal: CardSet, groups: tuple[CardSet, ...]) -> int:
    """The preferred card of ``legal`` in the order ``groups`` stands for (:func:`preference_groups`)."""
    for group in groups:
        found = legal & group
        if found:
            return (found & -found).bit_length() - 1
    raise ValueError("no card")


def nth_card(legal: CardSet, k: int, n: int) -> int:
    """The ``k``-th card (from 0) in deck order of ``legal``, a set of ``n`` cards, walked to from the
    nearer end of the mask (a uniform playout card: ``k = int(rnd() * n)``)."""
    if k + k < n:
        while k:
            legal &= legal - 1
            k -= 1
        return (legal & -legal).bit_length() - 1
    k = n - 1 - k
    card = legal.bit_length() - 1
    while k:
        legal ^= 1 << card
        card = legal.bit_length() - 1
        k -= 1
    return card


def min_groups(key: Sequence[int], cards: int) -> tuple[CardSet, ...]:
    """The groups of ``min(cards_of(s), key=key.__getitem__)`` over cards ``0..cards-1`` (the lowest id
    among equal keys, as ``min`` keeps the first)."""
    return preference_groups(sorted(range(cards), key=lambda c: (key[c], c)))


def max_groups(key: Sequence[int], cards: int) -> tuple[CardSet, ...]:
    """The groups of ``max(cards_of(s), key=key.__getitem__)`` (the lowest id among equal keys)."""
    return preference_groups(sorted(range(cards), key=lambda c: (-key[c], c)))


RolloutView = PlayView
"""What the playout policy reads from a simulated state (the engine's :class:`PlayView`)."""


class TrickModel(SearchModel):
    """A search model for trick games, given the game's :class:`TrickRules` and card values.

    Its playouts use a fast greedy policy on the simulated state (``epsilon`` of the moves are
    random): add points to a trick the side is winning as last to play, win a trick worth having
    with the cheapest winning card, else throw the cheapest card (the free card instead, the Fool,
    under :attr:`free_to_lost_tricks`). Subclasses expose the state through :meth:`rollout_view` and
    :meth:`same_side`.
    """

    rules: TrickRules
    card_value: Sequence[int] = ()
    epsilon: float = 0.1
    free_to_lost_tricks: bool = False
    """Play the free card (the Fool) into the first trick the side lets go, rather than keep it to a last
    trick where it would be lost (games whose Fool changes hands there: Gatti 9.4, French Tarot R7.9)."""
    merge_equivalent: bool = True
    """Search one card of each run of equivalent cards (same kind and value, no live card between)."""

    def candidates(self, obs: Observation, plays: Sequence[Action]) -> list[Action]:
        if not self.merge_equivalent or not self.card_value:
            return list(plays)
        rules = self.rules
        strength = rules.strength
        played = 0
        for trick in obs.tricks:
            played |= trick.cards
        elsewhere = self.game.deck & ~obs.hand & ~played
        out: list[Action] = []
        by_kind: dict[int, list[Action]] = {}
        for action in plays:
            card = action.card
            if (rules.free >> card) & 1:
                out.append(action)
                continue
            kind = rules.trumps if (rules.trumps >> card) & 1 else SUIT_MASK_OF[card] & ~rules.trumps
            by_kind.setdefault(kind, []).append(action)
        for kind, actions in by_kind.items():
            actions.sort(key=lambda a: strength[a.card])
            others = [strength[c] for c in cards_of(elsewhere & kind)]
            previous: Action | None = None
            for action in actions:
                if previous is not None and self.card_value[previous.card] == self.card_value[action.card]:
                    lo, hi = strength[previous.card], strength[action.card]
                    if not any(lo < s < hi for s in others):
                        continue  # equivalent to the card kept just before
                out.append(action)
                previous = action
        return out

    _voids_of: tuple[Observation, list[CardSet]] | None = None

    def voids(self, obs: Observation) -> list[CardSet]:
        """Per seat, the cards it cannot hold (from its plays); kept for the observation of the decision."""
        cached = self._voids_of
        if cached is not None and cached[0] is obs:
            return list(cached[1])
        voids = void_masks(obs, self.rules, self.game.deck)
        self._voids_of = (obs, voids)
        return list(voids)

    def rollout_view(self, state: HandState) -> PlayView | None:
        """The card decision of ``state`` (``None`` when the next decision is not a card)."""
        return state.play_view()

    def same_side(self, state: HandState, a: int, b: int) -> bool:
        """Whether seats ``a`` and ``b`` play together in ``state`` (the true sides of the world)."""
        return state.same_side(a, b)

    def playout(self, state: HandState, rng: random.Random) -> HandState:
        """Cards by the greedy policy through :meth:`HandState.play_card`; other decisions uniformly."""
        while not state.is_over:
            view = self.rollout_view(state)
            if view is None or not self.card_value:
                state.apply_trusted(self.game.random_action(state, rng))
            else:
                state.play_card(self.rollout_card(state, view, rng))
        return state

    def rollout_action(self, state: HandState, rng: random.Random) -> Action:
        view = self.rollout_view(state)
        if view is None or not self.card_value:
            return self.game.random_action(state, rng)
        return Action(view.seat, "play", card=self.rollout_card(state, view, rng))

    def rollout_card(self, state: HandState, view: PlayView, rng: random.Random) -> int:
        """The card the greedy playout policy plays (see the class docstring)."""
        legal = view.legal
        if legal & (legal - 1) == 0:
            return legal.bit_length() - 1
        cards = cards_of(legal)
        if rng.random() < self.epsilon or not view.trick:
            return cards[rng.randrange(len(cards))]
        rules = self.rules
        value = self.card_value
        strength = rules.strength
        trumps = rules.trumps
        free = rules.free
        trick_cards = [c for _, c in view.trick]
        win = trick_winner(rules, trick_cards)
        best = trick_cards[win]
        if (free >> best) & 1:
            best = -1
        last = len(trick_cards) == view.players - 1
        seat = view.seat
        if best >= 0 and self.same_side(state, seat, view.trick[win][0]):
            if last:
                return max(cards, key=lambda c: (value[c] if not (free >> c) & 1 else -1, -((trumps >> c) & 1)))
            return min(cards, key=lambda c: (value[c], (trumps >> c) & 1, strength[c]))
        led = led_suit_mask(rules, trick_cards)
        best_is_trump = best >= 0 and (trumps >> best) & 1
        winners = []
        for c in cards:
            if (free >> c) & 1:
                continue
            if (trumps >> c) & 1:
                if not best_is_trump or strength[c] > strength[best]:
                    winners.append(c)
            elif not best_is_trump and (led >> c) & 1 and (best < 0 or strength[c] > strength[best]):
                winners.append(c)
        trick_value = 0
        for c in trick_cards:
            trick_value += value[c]
        if winners and (last or trick_value > len(trick_cards)):
            return min(winners, key=lambda c: ((trumps >> c) & 1, strength[c]))
        if self.free_to_lost_tricks and legal & free:
            return (legal & free).bit_length() - 1
        return min(cards, key=lambda c: (value[c], (trumps >> c) & 1, strength[c]))
