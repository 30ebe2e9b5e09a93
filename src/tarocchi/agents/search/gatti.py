"""Search model of Gatti: the hands a seat does not see and the dealer's discard (gatti.md).

What a seat knows and the sampler keeps:

* its hand; the dummies' hands once exposed after the discard (12.2), its own dummy before;
  a dummy's view holds its controller's hand;
* the face-up card of every seat (R4.2): in that seat's hand until played (the dealer's may be in
  his discard); the cards of declared *boñe* (R7): in the declarer's hand until played;
* the sizes of every hand (public), the voids revealed by the tricks (R6.3: follow, trump, and
  overtrump under ``must_overtrump``);
* the discard, to everyone but the dealer's side: no king (R5.2), T1 only as the dealer's only
  trump (R5.3: the sample keeps it out), T21 and the Fool not under ``protect_honours`` (16.1).

The rebuilt deal puts each seat's face-up card last in its hand, as the deal does.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Final

from tarocchi.agents.search.model import TrickModel, first_of, max_groups, min_groups, nth_card, played_by_seat
from tarocchi.agents.search.sampler import SamplingProblem
from tarocchi.cards import FOOL, KINGS, NUM_CARDS, SUIT_MASK_OF, TRUMPS, Card, CardSet, cards_of
from tarocchi.engine.actions import Action
from tarocchi.engine.game import Deal, Game, HandState
from tarocchi.engine.observation import Observation
from tarocchi.games.gatti.deal import hand_size, talon_size
from tarocchi.games.gatti.deck import FOOL_BIT, HIGHER_TRUMPS, STRENGTH, T1_BIT, T20, T21, VALUES
from tarocchi.games.gatti.game import GattiGame
from tarocchi.games.gatti.options import Options
from tarocchi.games.gatti.state import GattiState


def options_of(game: Game) -> Options:
    """The Gatti options of ``game`` (a :class:`GattiGame`)."""
    if not isinstance(game, GattiGame):
        raise TypeError(f"a Gatti model needs a GattiGame, not {type(game).__name__}")
    return game.options


def known_hands(obs: Observation) -> dict[int, CardSet]:
    """The hands this observation shows whole: its own, the dummies, a dummy's controller."""
    out = {obs.seat: obs.hand}
    for name, cards in (*obs.public_cards.items(), *obs.private_cards.items()):
        kind, _, who = name.partition(":")
        if kind in ("dummy", "controller"):
            out[int(who)] = cards
    return out


def _beats(card: int) -> CardSet:
    # The cards that beat ``card`` when it is winning a trick (R1.3, R1.4, R6.4): higher trumps for a
    # trump; every trump and the higher cards of its suit for a suit card; every trump after a lone FOOL.
    if card < 0:
        return TRUMPS
    if (TRUMPS >> card) & 1:
        return HIGHER_TRUMPS[card]
    return TRUMPS | sum(1 << c for c in cards_of(SUIT_MASK_OF[card] & ~TRUMPS) if STRENGTH[c] > STRENGTH[card])


BEATS: Final[tuple[CardSet, ...]] = (*(_beats(c) for c in range(NUM_CARDS)), TRUMPS)
"""``BEATS[c]``: the cards that win over ``c``; ``BEATS[-1]``: over a trick holding only the FOOL."""
CHEAP: Final[tuple[int, ...]] = tuple(
    VALUES[c] * 1000 + ((TRUMPS >> c) & 1) * 100 + STRENGTH[c] for c in range(NUM_CARDS)
)
"""The greedy policy's "cheapest card" order: value, then suit cards before trumps, then strength."""
LOWEST_WINNER: Final[tuple[int, ...]] = tuple(((TRUMPS >> c) & 1) * 100 + STRENGTH[c] for c in range(NUM_CARDS))
"""Among winning cards: suit cards before trumps, then the weakest."""
RICHEST: Final[tuple[int, ...]] = tuple(
    (0 if c == FOOL else (VALUES[c] + 1) * 2) + (0 if (TRUMPS >> c) & 1 else 1) for c in range(NUM_CARDS)
)
"""The card to give a partner's trick: the most valuable, suit cards before trumps, the FOOL last."""
CHEAP_GROUPS: Final = min_groups(CHEAP, NUM_CARDS)
""":data:`CHEAP` as masks (:func:`~tarocchi.agents.search.model.first_of`): the card ``min`` over it picks."""
RICHEST_GROUPS: Final = max_groups(RICHEST, NUM_CARDS)
""":data:`RICHEST` as masks: the card ``max`` over :data:`RICHEST` picks."""


_PLAIN_TRUMPS: Final = TRUMPS & ~T1_BIT & ~(1 << T21)
"""T2..T20, worth nothing (R2.1), in deck order of strength (R1.3)."""
_BELOW_T20: Final = TRUMPS & ~(1 << T20) & ~(1 << T21)
"""T1..T19, in deck order of strength."""


def cheapest(cards: CardSet) -> int:
    """``min(cards, key=CHEAP)`` (the first in deck order among equals), without listing the cards: at once
    when they are of one suit (ranks and values rise together) or all trumps, else by :data:`CHEAP_GROUPS`."""
    c = (cards & -cards).bit_length() - 1
    if c > FOOL:
        if cards & ~SUIT_MASK_OF[c] == 0:
            return c
    elif cards & ~TRUMPS == 0:
        plain = cards & _PLAIN_TRUMPS
        return (plain & -plain).bit_length() - 1 if plain else c
    for group in CHEAP_GROUPS:
        found = cards & group
        if found:
            return (found & -found).bit_length() - 1
    raise ValueError("no card")


def lowest_winner(winners: CardSet) -> int:
    """``min(winners, key=LOWEST_WINNER)`` for the winners of one trick (cards of the suit led, trumps)."""
    suits = winners & ~TRUMPS
    if suits:
        return (suits & -suits).bit_length() - 1
    low = winners & _BELOW_T20
    if low:
        return (low & -low).bit_length() - 1
    return T21 if (winners >> T21) & 1 else T20


class Model(TrickModel):
    """Gatti hidden cards and rebuild; playouts by the greedy policy of :class:`TrickModel` on the
    state's own view of the trick (:attr:`GattiState.winning_play`) and precomputed card orders."""

    card_value = VALUES
    free_to_lost_tricks = True  # 9.4: a FOOL kept to a lost last trick goes to its winner

    def __init__(self, game: Game) -> None:
        super().__init__(game)
        options = options_of(game)
        self.rules = game.trick_rules
        self.n = game.num_seats
        self.size = hand_size(self.n)
        self.extra = talon_size(self.n)
        self.protect = options.protect_honours
        self.controllers = [game.controller(s) for s in range(self.n)]

    def controller(self, seat: int) -> int:
        return self.controllers[seat]

    def playout(self, state: HandState, rng: random.Random) -> HandState:
        """The greedy policy of :meth:`TrickModel.rollout_card`, decided on masks and card orders, through
        the state's :meth:`~GattiState.play_out`; other decisions uniformly."""
        if not isinstance(state, GattiState):
            return super().playout(state, rng)
        rand = rng.random
        epsilon = self.epsilon
        last_index = self.n - 1
        side = state.side_of

        def choose(seat: int, legal: CardSet, trick: tuple[tuple[int, int], ...], best: Card, winner: int) -> Card:
            # play_out asks only when there are two legal cards or more.
            if not trick or rand() < epsilon:
                n = legal.bit_count()
                return nth_card(legal, int(rand() * n), n)
            last = len(trick) == last_index
            if best >= 0 and side[seat] == side[winner]:
                # The side wins it: add points as last to play, else throw the cheapest card.
                return first_of(legal, RICHEST_GROUPS) if last else cheapest(legal)
            winners = legal & BEATS[best]
            if winners:
                value = 0
                for _, c in trick:
                    value += VALUES[c]
                if last or value > len(trick):
                    return lowest_winner(winners)
            return FOOL if legal & FOOL_BIT else cheapest(legal)

        while not state.is_over:
            if state.card_decision() is None:
                state.apply_trusted(self.game.random_action(state, rng))
                side = state.side_of
            else:
                state.play_out(choose)
        return state

    def _facts(self, obs: Observation) -> tuple[dict[int, CardSet], list[CardSet], list[int], bool]:
        known = known_hands(obs)
        played = played_by_seat(obs)
        faceup = [0] * self.n
        for name, cards in obs.public_cards.items():
            kind, _, who = name.partition(":")
            if kind == "faceup":
                faceup[int(who)] = cards
        discarded = any(a.verb == "discard" for a in obs.history)
        return known, played, faceup, discarded

    def problem(self, obs: Observation) -> SamplingProblem:
        known, played, faceup, discarded = self._facts(obs)
        all_played = 0
        for mask in played:
            all_played |= mask
        voids = self.voids(obs)
        sizes_now = obs.info.get("hand_sizes")
        fixed = [0] * self.n
        for name, cards in obs.public_cards.items():
            kind, _, who = name.partition(":")
            if kind == "declared" and int(who) not in known:
                fixed[int(who)] |= cards & ~all_played
        seen = obs.private_cards.get("discard", 0) | obs.private_cards.get("talon", 0) & ~obs.hand
        known_mask = all_played | seen
        for mask in known.values():
            known_mask |= mask
        for mask in fixed:
            known_mask |= mask
        unknown = self.game.deck & ~known_mask
        hidden_discard = discarded and "discard" not in obs.private_cards
        sizes: list[int] = []
        allowed: list[CardSet] = []
        names: list[str] = []
        for s in range(self.n):
            if s in known:
                continue
            if sizes_now is not None:
                count = int(sizes_now[s])
            else:
                count = self.size + (self.extra if s == obs.dealer and not discarded else 0) - played[s].bit_count()
            mask = self.game.deck & ~voids[s]
            for t in range(self.n):
                if t != s:
                    mask &= ~faceup[t]  # R4.2: another seat's face-up card is in its hand (or discard)
            sizes.append(count - fixed[s].bit_count())
            allowed.append(mask)
            names.append(f"hand:{s}")
        if hidden_discard:
            mask = self.game.deck & ~KINGS & ~T1_BIT  # R5.2, R5.3
            if self.protect:
                mask &= ~((1 << T21) | (1 << FOOL))  # 16.1
            for t in range(self.n):
                if t != obs.dealer:
                    mask &= ~faceup[t]
            sizes.append(self.extra)
            allowed.append(mask)
            names.append(f"discard:{obs.dealer}")
        return SamplingProblem(unknown, tuple(sizes), tuple(allowed), tuple(names))

    def rebuild(self, obs: Observation, parts: Sequence[CardSet]) -> HandState:
        known, played, faceup, discarded = self._facts(obs)
        all_played = 0
        for mask in played:
            all_played |= mask
        now = [0] * self.n
        for s, mask in known.items():
            now[s] = mask
        j = 0
        for s in range(self.n):
            if s in known:
                continue
            now[s] = parts[j]
            j += 1
        for name, cards in obs.public_cards.items():
            kind, _, who = name.partition(":")
            if kind == "declared" and int(who) not in known:
                now[int(who)] |= cards & ~all_played
        discard = obs.private_cards.get("discard", 0)
        if discarded and not discard:
            discard = parts[j]
        dealer = obs.dealer
        dealt = [now[s] | played[s] for s in range(self.n)]
        dealt[dealer] |= discard
        talon = obs.private_cards.get("talon", 0)
        if not talon:
            spare = [c for c in cards_of(dealt[dealer] & ~faceup[dealer])]
            talon = 0
            for c in spare[-self.extra :]:
                talon |= 1 << c
        hands = []
        for s in range(self.n):
            mine = dealt[s] & ~(talon if s == dealer else 0)
            order = [c for c in cards_of(mine & ~faceup[s])] + cards_of(faceup[s] & mine)
            hands.append(tuple(order))
        deal = Deal(tuple(hands), tuple(cards_of(talon)))

        # The observed history replayed on a playout state (no undo kept), the redacted discard filled in.
        state = self.game.new_hand(dealer, deal).playout()
        for action in obs.history:
            if action.verb == "discard" and not action.cards:
                action = Action(action.seat, "discard", cards=discard)
            state.apply_trusted(action)
        return state

    def value(self, state: HandState, seat: int) -> float:
        return float(state.result().scores[self.controllers[seat]])


__all__ = ["Model", "cheapest", "known_hands", "lowest_winner", "options_of"]
