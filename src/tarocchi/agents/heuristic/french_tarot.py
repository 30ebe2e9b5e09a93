"""Heuristic agent of French Tarot: bidding by hand strength, call, discard, poignées, card play.

* Bidding (R4) by expected score (:func:`bid_values`, tables in
  :mod:`~tarocchi.agents.heuristic.french_tarot_bids`, fitted on the heuristic's own auctions by
  ``benchmarks/fit_french_tarot_bids.py``): for each action the seat may take at its turn, the
  seat's expected score. A contract is worth, if no later seat outbids it, the taker's share of
  ``m * (25 * (2 P(made) - 1) + E[margin])`` per defender (R10.4, the margin over the target normal,
  its mean linear in :func:`bid_features` of the hand and in where the seat speaks), and otherwise
  what the seat scores defending the higher bid (no more than after a pass); a pass is worth what
  the seat scores once it has passed (0 when everyone passes, R4.3, R11.3; a defender's score when
  an earlier or later seat takes). The seat makes the bid worth most (``dare``: a take may fall
  that many points short of the pass; :data:`DEFAULT_DARE` by default, 25 with 4 players).
  ``bids=ev1`` reads the tables fitted before the discard below cut suits down to their king,
  ``bids=first-seat`` is the older model fitted on the first seat forced to take
  (:data:`BID_MODEL`), ``bids=strength`` the point-count thresholds.
* The call with five players (R6.2): a king of the suit where the hand is longest without it.
* The discard (R5.2): voids in short suits without a king first (``discard=kings``, the default: and
  suits cut down to a singleton king, the shortest first), then the points at risk (queens, knights
  of unguarded suits: the discard counts for the taker), trumps only when forced, the lowest;
  ``discard=voids`` is the older discard (no suit with a king cut down).
* Poignées (§8): the attack declares the largest it holds (the bonus goes to the winning camp),
  showing its lowest trumps; the defence keeps quiet. No chelem announcement (it needs a sure hand).
* Card play: the shared counting play, plus the Petit kept for the end by a long-trumped attacker
  and put on a partner's sure trick by a defender who cannot keep it (R9.1, petit au bout);
  the Excuse played before the last trick, where it would be lost (R7.9).
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

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
MULTIPLIER = {"petite": 1, "garde": 2, "garde-sans": 4, "garde-contre": 6}
"""R4.1: the contracts' multipliers."""
CHIEN_TREATMENT = {"petite": "garde", "garde": "garde", "garde-sans": "garde-sans", "garde-contre": "garde-contre"}
"""The fitted model each contract's play follows (Prise and Garde play alike: the taker takes the chien)."""
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


def bid_features(hand: CardSet) -> tuple[float, ...]:
    """The features of a dealt hand the bid model weighs (a constant first)."""
    trumps = hand & TRUMPS
    n_trumps = trumps.bit_count()
    petit = (hand >> T1) & 1
    kings = queens = knights = king_queen = voids = singletons = long_extra = 0
    for suit in range(4):
        cards = hand & SUIT_MASKS[suit]
        length = cards.bit_count()
        ranks = {RANK_OF[c] for c in cards_of(cards)}
        kings += KING in ranks
        queens += QUEEN in ranks and KING not in ranks
        king_queen += KING in ranks and QUEEN in ranks
        knights += KNIGHT in ranks
        voids += length == 0
        singletons += length == 1 and KING not in ranks
        long_extra += max(0, length - 4)
    return (
        1.0,
        float(n_trumps),
        float(max(0, n_trumps - 7)),
        float((hand >> T21) & 1),
        float((hand >> FOOL) & 1),
        float(petit),
        float(petit * max(0, n_trumps - 4)),
        float(sum(1 for t in range(15, 20) if (trumps >> t) & 1)),
        float(sum(1 for t in range(10, 15) if (trumps >> t) & 1)),
        float(kings),
        float(queens),
        float(king_queen),
        float(knights),
        float(voids),
        float(singletons),
        float(long_extra),
    )


BID_MODEL: dict[tuple[int, str], tuple[tuple[float, ...], float]] = {
    (3, "garde"): (
        (
            -37.28,
            1.933,
            0.532,
            10.963,
            8.728,
            8.646,
            -0.154,
            0.532,
            0.141,
            2.984,
            2.027,
            3.151,
            1.739,
            0.917,
            1.771,
            0.414,
        ),
        8.42,
    ),  # n=3000 made=0.346 mean=-4.62
    (3, "garde-sans"): (
        (
            -48.744,
            1.837,
            0.166,
            10.836,
            9.263,
            3.694,
            0.738,
            0.503,
            0.256,
            4.29,
            3.197,
            3.614,
            2.099,
            5.881,
            1.55,
            0.517,
        ),
        7.70,
    ),  # n=3000 made=0.153 mean=-13.65
    (3, "garde-contre"): (
        (
            -60.118,
            1.795,
            0.269,
            11.909,
            10.564,
            4.508,
            0.795,
            0.778,
            0.223,
            4.996,
            3.552,
            3.834,
            2.165,
            5.616,
            0.752,
            0.63,
        ),
        5.45,
    ),  # n=3000 made=0.043 mean=-22.21
    (4, "garde"): (
        (
            -38.105,
            2.431,
            0.063,
            10.289,
            8.862,
            6.428,
            0.697,
            0.989,
            0.456,
            3.365,
            1.57,
            2.624,
            1.344,
            3.082,
            1.789,
            0.667,
        ),
        9.64,
    ),  # n=2990 made=0.220 mean=-10.78
    (4, "garde-sans"): (
        (
            -46.805,
            1.394,
            0.283,
            11.667,
            9.319,
            1.019,
            1.248,
            1.343,
            0.49,
            4.716,
            2.344,
            2.906,
            1.056,
            7.975,
            2.28,
            -0.024,
        ),
        8.20,
    ),  # n=2990 made=0.050 mean=-23.19
    (4, "garde-contre"): (
        (-57.057, 1.4, 0.69, 12.573, 10.362, 2.159, 1.16, 1.541, 0.4, 5.313, 2.732, 2.984, 1.096, 7.214, 1.799, 0.183),
        6.25,
    ),  # n=2990 made=0.013 mean=-31.66
    (5, "garde"): (
        (
            -25.164,
            2.222,
            2.319,
            10.041,
            8.124,
            4.289,
            -0.729,
            1.985,
            0.819,
            4.782,
            1.89,
            0.955,
            1.127,
            1.105,
            0.827,
            0.111,
        ),
        13.92,
    ),  # n=2984 made=0.439 mean=-2.45
    (5, "garde-sans"): (
        (
            -28.959,
            1.576,
            3.309,
            10.59,
            8.999,
            0.44,
            0.512,
            2.235,
            1.373,
            5.631,
            1.648,
            0.953,
            0.563,
            2.77,
            0.247,
            0.126,
        ),
        14.11,
    ),  # n=2984 made=0.306 mean=-8.29
    (5, "garde-contre"): (
        (
            -34.091,
            1.623,
            3.727,
            11.116,
            9.569,
            1.082,
            0.542,
            2.086,
            1.379,
            6.029,
            1.785,
            0.881,
            0.627,
            2.482,
            0.179,
            0.395,
        ),
        14.12,
    ),  # n=2984 made=0.237 mean=-12.52
}
"""(players, chien treatment) -> (coefficients of :func:`bid_features`, residual standard deviation)
of the attack's margin over its target, in points (``benchmarks/fit_french_tarot_bids.py``)."""


LATER_TAKE_RATE = 0.12
"""How often a seat still to speak takes (heuristic self-play, 4 players: about 12% of hands)."""
LATER_D = 38.0
"""What each defender pays, on average, when the heuristic takes (a Garde made about 3 times in 4)."""
TAKER_SHARE = {2: 2, 3: 2, 4: 3, 5: 2}
"""R10.4, §13: the taker's score in units of one defender's payment (5 players: with a partner)."""


def contract_values(hand: CardSet, players: int, edge: float = 0.0) -> dict[str, float]:
    """Expected score per defender of taking each contract with ``hand`` (R10.4, margin normal).

    ``edge``: points added to the predicted margin, for a player that plays better than the
    heuristic the model was fitted on (the search agent).
    """
    out: dict[str, float] = {}
    for contract, treatment in CHIEN_TREATMENT.items():
        fitted = BID_MODEL.get((players, treatment))
        if fitted is None:
            continue
        coef, sigma = fitted
        mean = edge + sum(c * f for c, f in zip(coef, bid_features(hand), strict=True))
        made = 0.5 * (1.0 + math.erf(mean / (sigma * math.sqrt(2.0))))
        out[contract] = MULTIPLIER[contract] * (25.0 * (2.0 * made - 1.0) + mean)
    return out


BID_MODES = ("score", "ev1", "first-seat", "strength")
"""Values of the heuristic's ``bids`` parameter (``ev1``: :func:`bid_values` on the tables fitted
before the discard cut suits down to their king, ``french_tarot_bids_ev1``)."""

DEFAULT_DARE = {4: 25.0}
"""``dare`` when none is given, per player count: with 4 players the expected-score auction alone
passes out 43% of self-play deals; 25 points bring that to 22% at no measured cost against the
heuristic before 2026-12 (README); with 3 and 5 players it passes out few deals and stays at 0."""

DISCARD_MODES = ("kings", "voids")
"""Values of the heuristic's ``discard`` parameter: ``kings`` (the default) also cuts a suit down to
its king; ``voids`` makes voids only in suits without a king (the discard before 2026-12)."""

SITUATION_FEATURES = 2
"""How many features :func:`situation_features` adds to :func:`bid_features`."""


def situation_features(position: int, prior: str | None) -> tuple[float, ...]:
    """Where the seat speaks (R4.2): how many seats spoke before it, and whether one of them bid."""
    return (float(position), float(prior is not None))


@dataclass(frozen=True)
class BidTables:
    """The fitted tables :func:`bid_values` reads (``benchmarks/fit_french_tarot_bids.py``).

    * ``margin``: (players, chien treatment) -> (coefficients of :func:`bid_features` followed by
      :func:`situation_features`, residual standard deviation) of the attack's margin over its
      target (R10.1) when the seat takes and no later seat outbids it;
    * ``keep``: (players, position, contract) -> (how often no later seat outbids the contract,
      the seat's mean score when one does);
    * ``passing``: (players, highest earlier bid or ``"none"``) -> coefficients, over the same
      features, of the seat's score once it has passed.
    """

    margin: Mapping[tuple[int, str], tuple[tuple[float, ...], float]]
    keep: Mapping[tuple[int, int, str], tuple[float, float]]
    passing: Mapping[tuple[int, str], tuple[float, ...]]


def _dot(coef: Sequence[float], features: Sequence[float]) -> float:
    return sum(c * f for c, f in zip(coef, features, strict=True))


def bid_values(
    hand: CardSet,
    players: int,
    position: int,
    prior: str | None,
    edge: float = 0.0,
    tables: BidTables | None = None,
) -> dict[str, float]:
    """The seat's expected score for a pass and for each contract above ``prior`` (R4.2, R10.4).

    ``position``: how many seats spoke before this one; ``prior``: the highest bid so far (``None``
    when all passed). ``edge``: points added to the predicted margin, for a player that plays
    better than the heuristic the tables were fitted on (the search agent).
    """
    if tables is None:
        from tarocchi.agents.heuristic.french_tarot_bids import TABLES

        tables = TABLES
    features = bid_features(hand) + situation_features(position, prior)
    passing = tables.passing.get((players, prior or "none"))
    last = position >= players - 1  # the dealer speaks last (R4.2; §13: two players bid)
    pass_value = _dot(passing, features) if passing is not None else 0.0
    out = {"pass": 0.0 if last and prior is None else pass_value}  # all passed: nobody scores (R4.3)
    share = TAKER_SHARE.get(players, players - 1)
    floor = CONTRACT_ORDER.index(prior) + 1 if prior in CONTRACT_ORDER else 0
    for contract in CONTRACT_ORDER[floor:]:
        fitted = tables.margin.get((players, CHIEN_TREATMENT[contract]))
        if fitted is None:
            continue
        coef, sigma = fitted
        mean = edge + _dot(coef, features)
        made = 0.5 * (1.0 + math.erf(mean / (sigma * math.sqrt(2.0))))
        taker = share * MULTIPLIER[contract] * (25.0 * (2.0 * made - 1.0) + mean)
        kept, outbid = (1.0, 0.0) if last else tables.keep.get((players, position, contract), (1.0, 0.0))
        # Outbid, the seat defends a higher contract than it could have after a pass: no better.
        out[contract] = kept * taker + (1.0 - kept) * min(outbid, pass_value)
    return out


class Heuristic(TrickHeuristic):
    """Plays French Tarot from the observation."""

    def __init__(
        self,
        game: Game,
        bids: str = "score",
        edge: float = 0.0,
        dare: float | None = None,
        tables: BidTables | None = None,
        discard: str = "kings",
    ) -> None:
        if bids not in BID_MODES:
            raise ValueError(f"bids must be one of {', '.join(BID_MODES)}, not {bids!r}")
        if discard not in DISCARD_MODES:
            raise ValueError(f"discard must be one of {', '.join(DISCARD_MODES)}, not {discard!r}")
        self.discard_mode = discard
        self.bids = bids
        self.edge = float(edge)
        self.players = int(game.options.players) if isinstance(game, FrenchTarot) else 0
        self.dare = float(DEFAULT_DARE.get(self.players, 0.0) if dare is None else dare)
        self.tables = tables
        self.rules = RULES
        self.value = HALF_POINTS
        self.deck = DECK
        self.fool = 1 << FOOL
        self.fool_lost_on_last_trick = True  # R7.9: the Excuse on the last trick goes to the winner
        if not isinstance(game, FrenchTarot):
            raise TypeError(f"the French Tarot heuristic needs a French Tarot game, not {game!r}")
        self.allowed_contracts = tuple(game.options.allowed_contracts)
        self.players = int(game.options.players)

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
        """The bid of the highest expected score for the seat (:func:`bid_values`, R4.2); a take
        wins over a pass worth up to ``dare`` points more."""
        if self.bids == "strength":
            return self.bid_by_strength(obs, bids)
        if self.bids == "first-seat":
            return self.bid_first_seat(obs, bids)
        spoken = [a for a in obs.history if a.verb == "bid"]
        made = [str(a.value) for a in spoken if a.value != "pass"]
        prior = max(made, key=CONTRACT_ORDER.index) if made else None
        tables = self.tables
        if tables is None and self.bids == "ev1":
            from tarocchi.agents.heuristic.french_tarot_bids_ev1 import TABLES_EV1

            tables = TABLES_EV1
        values = bid_values(obs.hand, self.players, len(spoken), prior, self.edge, tables)
        best = next(a for a in bids if a.value == "pass")
        best_value = values["pass"] - self.dare
        for action in bids:
            value = values.get(str(action.value))
            if value is not None and action.value in self.allowed_contracts and value > best_value:
                best, best_value = action, value
        return best

    def bid_first_seat(self, obs: Observation, bids: list[Action]) -> Action:
        """The older model: the offered contract whose expected score beats passing the most.

        Taking ``c`` is worth ``share * value(c)`` to the seat (R10.4: the taker receives ``D`` from
        each defender, ``share`` = 3 with 4 players, 2 with 3 or 5 with a partner). Passing is worth
        0 when nobody takes (R4.3), but a defender pays ``D`` when a seat still to speak takes, so a
        pass is worth ``-LATER_TAKE_RATE * LATER_D`` per seat still to speak, and ``-LATER_D`` once
        someone has bid (its contract stands unless outbid).
        """
        n = obs.num_seats
        values = contract_values(obs.hand, n, self.edge)
        spoken = sum(1 for a in obs.history if a.verb == "bid")
        someone_bid = any(a.verb == "bid" and a.value != "pass" for a in obs.history)
        pass_value = self.bid_value_of_pass(spoken, someone_bid, n)
        share = TAKER_SHARE.get(n, n - 1)
        best = next(a for a in bids if a.value == "pass")
        best_value = pass_value
        for action in bids:
            value = values.get(str(action.value))
            if value is not None and action.value in self.allowed_contracts and share * value > best_value:
                best, best_value = action, share * value
        return best

    def bid_value_of_pass(self, spoken: int, someone_bid: bool, players: int) -> float:
        """What a pass is worth to the seat, ``spoken`` seats having bid before it (R4.2, R4.3)."""
        if someone_bid:
            return -LATER_D
        return -(players - 1 - spoken) * LATER_TAKE_RATE * LATER_D

    def bid_by_strength(self, obs: Observation, bids: list[Action]) -> Action:
        """The older bid: the hand's point count against one threshold per contract."""
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
            # Voids first: short suits without a king, whole; with discard=kings also a suit cut down
            # to its king (the king cashed early, then the suit trumped), after the voids of its length.
            suits = []
            for suit in range(4):
                cards = suit_pool & SUIT_MASKS[suit]
                if not cards:
                    continue
                rest_of_suit = hand & SUIT_MASKS[suit] & ~cards
                if rest_of_suit and not (
                    self.discard_mode == "kings" and rest_of_suit == hand & KINGS & SUIT_MASKS[suit]
                ):
                    continue
                if not rest_of_suit and hand & SUIT_MASKS[suit] & KINGS:
                    continue
                length = (hand & SUIT_MASKS[suit]).bit_count()
                suits.append((length, -sum(HALF_POINTS[c] for c in cards_of(cards)), suit, cards))
            for _, _, _, cards in sorted(suits):
                if len(picked) + cards.bit_count() <= need:
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
        return not any(self.may_beat(s, card, v) for s in self.later_seats(v) if not (v.side >> s) & 1)


__all__ = [
    "BID_MODEL",
    "BID_MODES",
    "DEFAULT_DARE",
    "DISCARD_MODES",
    "BidTables",
    "Heuristic",
    "bid_features",
    "bid_values",
    "contract_values",
    "hand_strength",
    "situation_features",
]
