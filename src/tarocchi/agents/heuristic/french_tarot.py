"""Heuristic agent of French Tarot: bidding by hand strength, call, discard, poignées, card play.

* Bidding (R4): a point count of the hand (bouts, trumps and high trumps, kings and queens,
  long suits, voids and singletons), scaled to the hand size, against one threshold per contract.
* The call with five players (R6.2): a king of the suit where the hand is longest without it.
* The discard (R5.2): voids in short suits without a king first, then the points at risk (queens,
  knights of unguarded suits: the discard counts for the taker), trumps only when forced, the lowest.
* Poignées (§8): the attack declares the largest it holds (the bonus goes to the winning camp),
  showing its lowest trumps; the defence keeps quiet. No chelem announcement (it needs a sure hand).
* Card play: the shared counting play, plus the Petit kept for the end by a long-trumped attacker
  and put on a partner's sure trick by a defender who cannot keep it (R9.1, petit au bout);
  the Excuse played before the last trick, where it would be lost (R7.9).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from tarocchi.agents.heuristic.base import PlayView, TrickHeuristic
from tarocchi.agents.search.french_tarot import RULES
from tarocchi.cards import (
    FOOL,
    KING,
    KINGS,
    KNIGHT,
    QUEEN,
    RANK_OF,
    SUIT_MASKS,
    SUIT_OF,
    TRUMPS,
    CardSet,
    cards_of,
    parse_card,
)
from tarocchi.engine.actions import Action
from tarocchi.engine.game import CardChoice, Game
from tarocchi.engine.observation import Observation
from tarocchi.games.french_tarot.deck import DECK, HALF_POINTS
from tarocchi.games.french_tarot.game import FrenchTarot

T1 = 0
T21 = 20
CONTRACT_ORDER = ("petite", "garde", "garde-sans", "garde-contre")
THRESHOLDS = {"petite": 42, "garde": 58, "garde-sans": 76, "garde-contre": 90}
"""Hand-strength thresholds for 4 players; scaled by the hand size for 3 and 5."""
HAND_SCALE = {3: 1.25, 4: 1.0, 5: 0.85}


def hand_strength(hand: CardSet) -> float:
    """A point count of a hand for the auction."""
    trumps = hand & TRUMPS
    n_trumps = trumps.bit_count()
    score = 0.0
    if (hand >> T21) & 1:
        score += 10
    if (hand >> FOOL) & 1:
        score += 8
    if (hand >> T1) & 1:
        score += 9 if n_trumps >= 6 else 6 if n_trumps >= 5 else 1
    score += 2 * n_trumps
    score += sum(1 for t in range(15, 20) if (trumps >> t) & 1)  # T16-T20
    if n_trumps >= 8:
        score += 2 * (n_trumps - 7)
    for suit in range(4):
        cards = hand & SUIT_MASKS[suit]
        length = cards.bit_count()
        ranks = {RANK_OF[c] for c in cards_of(cards)}
        if KING in ranks:
            score += 6
            if QUEEN in ranks:
                score += 3
        if QUEEN in ranks:
            score += 3 if length >= 2 else 1
        if KNIGHT in ranks:
            score += 2 if length >= 3 else 1
        if length >= 5:
            score += 2 * (length - 4)
        if n_trumps >= 5:
            if length == 0:
                score += 6
            elif length == 1 and KING not in ranks:
                score += 3
    return score


class Heuristic(TrickHeuristic):
    """Plays French Tarot from the observation."""

    def __init__(self, game: Game) -> None:
        self.rules = RULES
        self.value = HALF_POINTS
        self.deck = DECK
        self.fool = 1 << FOOL
        self.fool_lost_on_last_trick = True  # R7.9: the Excuse on the last trick goes to the winner
        if not isinstance(game, FrenchTarot):
            raise TypeError(f"the French Tarot heuristic needs a French Tarot game, not {game!r}")
        self.allowed_contracts = tuple(game.options.allowed_contracts)

    # ---- who plays with whom -----------------------------------------------------------------
    def camps(self, obs: Observation) -> tuple[int | None, int | None]:
        """(taker, partner) as far as this seat knows (the partner: itself when it holds the called card)."""
        info = obs.info
        taker = info.get("taker")
        partner = info.get("partner")
        called = info.get("called")
        if partner is None and called is not None and taker != obs.seat and (obs.hand >> parse_card(called)) & 1:
            partner = obs.seat
        return taker, partner

    def side(self, obs: Observation) -> CardSet:
        taker, partner = self.camps(obs)
        me = obs.seat
        if taker is None:
            return 1 << me
        attack = 1 << taker
        if partner is not None:
            attack |= 1 << partner
        if (attack >> me) & 1:
            return attack
        n = obs.num_seats
        if n == 5 and partner is None and not obs.info.get("partner_revealed"):
            return 1 << me  # the defenders do not know each other yet
        return ((1 << n) - 1) & ~attack

    def attacking(self, obs: Observation) -> bool:
        taker, partner = self.camps(obs)
        return obs.seat in (taker, partner)

    # ---- decisions other than the card ------------------------------------------------------
    def decide_other(
        self, obs: Observation, legal: Sequence[Action], rng: random.Random, choices: Sequence[CardChoice]
    ) -> Action:
        verbs = {a.verb for a in legal}
        if "bid" in verbs:
            declares = [a for a in legal if a.verb == "declare"]
            if declares:
                return declares[0]  # a petit sec: the deal is better annulled (R3.7)
            return self.bid(obs, [a for a in legal if a.verb == "bid"])
        if "call" in verbs:
            return self.call(obs, [a for a in legal if a.verb == "call"])
        discards = [c for c in choices if c.verb == "discard"]
        if discards:
            return self.discard(obs, discards[0])
        poignees = [c for c in choices if c.verb == "declare"]
        if poignees and self.attacking(obs):
            best = max(poignees, key=lambda c: c.size)
            need = best.size - best.required.bit_count()
            shown = sorted(cards_of(best.pool & ~(1 << FOOL)), key=lambda c: (c == T21, c == T1, c))[:need]
            if len(shown) == need:
                mask = 0
                for c in shown:
                    mask |= 1 << c
                return best.action(mask)
        gives = [a for a in legal if a.verb == "give"]
        if gives:
            return gives[0]
        plays = [a for a in legal if a.verb == "play"]
        if plays:
            return self.play_best(obs, plays)
        return super().decide_other(obs, legal, rng, choices)

    def bid(self, obs: Observation, bids: list[Action]) -> Action:
        strength = hand_strength(obs.hand)
        scale = HAND_SCALE.get(obs.num_seats, 1.0)
        wanted = None
        for contract in CONTRACT_ORDER:
            if contract in self.allowed_contracts and strength >= THRESHOLDS[contract] * scale:
                wanted = contract
        if wanted is not None:
            offered = {a.value: a for a in bids}
            if wanted in offered:
                return offered[wanted]
        return next(a for a in bids if a.value == "pass")

    def call(self, obs: Observation, calls: list[Action]) -> Action:
        hand = obs.hand

        def key(a: Action) -> tuple[int, int, int]:
            suit = SUIT_OF[a.card]
            own = (hand >> a.card) & 1
            return (-own, (hand & SUIT_MASKS[suit]).bit_count(), -RANK_OF[a.card])

        return max(calls, key=key)

    def discard(self, obs: Observation, choice: CardChoice) -> Action:
        need = choice.size - choice.required.bit_count()
        pool = choice.pool
        hand = obs.hand
        picked: list[int] = []
        suit_pool = pool & ~TRUMPS
        if suit_pool:
            # Voids first: short suits without a king, whole.
            suits = []
            for suit in range(4):
                cards = suit_pool & SUIT_MASKS[suit]
                if not cards or hand & SUIT_MASKS[suit] & KINGS:
                    continue
                if (hand & SUIT_MASKS[suit]) != cards:
                    continue
                suits.append((cards.bit_count(), -sum(HALF_POINTS[c] for c in cards_of(cards)), suit, cards))
            for count, _, _, cards in sorted(suits):
                if len(picked) + count <= need:
                    picked += cards_of(cards)
            rest = [c for c in cards_of(suit_pool) if c not in picked]

            def risk(c: int) -> tuple[int, int]:
                guarded = bool(hand & SUIT_MASKS[SUIT_OF[c]] & KINGS)
                return (
                    -(HALF_POINTS[c] if not guarded else HALF_POINTS[c] // 2),
                    (hand & SUIT_MASKS[SUIT_OF[c]]).bit_count(),
                )

            picked += sorted(rest, key=risk)[: need - len(picked)]
        if len(picked) < need:
            trumps = sorted(cards_of(pool & TRUMPS & ~(1 << T1) & ~(1 << T21)))
            picked += trumps[: need - len(picked)]
        mask = 0
        for c in picked[:need]:
            mask |= 1 << c
        return choice.action(mask)

    # ---- card play ---------------------------------------------------------------------------
    def choose_card(self, obs: Observation, cards: list[int]) -> int:
        v = self.view(obs)
        if T1 in cards and len(cards) > 1:
            my_trumps = (obs.hand & TRUMPS).bit_count()
            live_trumps = (v.live & TRUMPS).bit_count()
            if v.trick:
                trick_cards = [c for _, c in v.trick]
                # A defender short of trumps saves the Petit on a trick its side surely wins.
                if self.sure_winner(T1, trick_cards, v) or (my_trumps <= 2 and self._side_sure(v, trick_cards)):
                    return T1
            if my_trumps > 1 and not (my_trumps > live_trumps and v.tricks_left <= 2):
                cards = [c for c in cards if c != T1] or cards
        if not v.trick:
            return self.lead(obs, v, cards)
        return self.follow(obs, v, cards)

    def _side_sure(self, v: PlayView, trick_cards: list[int]) -> bool:
        from tarocchi.engine.tricks import trick_winner

        idx = trick_winner(self.rules, trick_cards)
        seat, card = v.trick[idx]
        if not (v.side >> seat) & 1 or seat == v.seat:
            return False
        opponents = [s for s in self.later_seats(v) if not (v.side >> s) & 1]
        return not opponents or self._partner_safe(card, trick_cards, v, opponents)


__all__ = ["Heuristic", "hand_strength"]
