"""The Tarocchino game (tarocchino.md): options, deal, hands, the match to 800, and the fast random hand."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from tarocchi.cards import CODES, Card, CardSet
from tarocchi.engine.actions import Action, is_declare_nothing
from tarocchi.engine.deals import DealLayout, check_layout
from tarocchi.engine.game import Deal, Game, HandResult, HandState, JsonDict
from tarocchi.engine.ids import ActionLayout, Family
from tarocchi.engine.observation import Observation
from tarocchi.engine.options import OptionSpec
from tarocchi.engine.parsing import parse_action
from tarocchi.engine.shuffle import shuffled
from tarocchi.games.tarocchino import sides, specs
from tarocchi.games.tarocchino.combinations import NAMES, fast_combinations, find_combinations, unit_points
from tarocchi.games.tarocchino.deck import (
    DECK,
    DECK_CARDS,
    FOOL_BIT,
    HAND_SIZE,
    LAST_TRICK_BONUS,
    LED_MASK,
    NO_DISCARD,
    NUM_SEATS,
    TARGET,
    TRUMP_MASK,
    WIN_KEY,
)
from tarocchi.games.tarocchino.match import FRESH, MatchContext
from tarocchi.games.tarocchino.options import Options
from tarocchi.games.tarocchino.play import legal_plays
from tarocchi.games.tarocchino.scoring import card_points, card_points_twice, default_give, match_winner, round5
from tarocchi.games.tarocchino.state import TarocchinoState

_LAYOUT = DealLayout(
    seats=NUM_SEATS,
    hand_size=HAND_SIZE,
    talon_size=2,
    deck=DECK,
    wrong_seats="a deal has 4 hands, found {found}",
    wrong_hand="{part} has {found} cards, expected {size} (3.2)",
    wrong_talon="{part} has {found} cards, expected {size} (3.2)",
    twice="{code} is dealt twice",
    foreign="{code} ({part}) is not in the 62-card Tarocchino pack (2.2)",
)
"""§13.2: four hands of 15 cards and a talon of 2, together the 62 cards of the pack once each."""


_ACTIONS = ActionLayout(
    give=True,
    declare_nothing=True,
    families=(Family("discard"), *(Family("declare", name) for name in NAMES)),
)


class Tarocchino(Game):
    """Bolognese Tarocchino ("Ottocento"): 62 cards, 4 players in two fixed pairs, the match to 800."""

    name: ClassVar[str] = "tarocchino"

    @classmethod
    def option_specs(cls) -> tuple[OptionSpec, ...]:
        """The options of §13.1, as data (:mod:`.specs`)."""
        return specs.OPTION_SPECS

    def known_sides(self, observation: Observation) -> tuple[tuple[int, ...], ...]:
        """The sides as ``observation.seat`` knows them now (:mod:`.sides`)."""
        return sides.known_sides(self, observation)

    def __init__(self, options: Options | None = None) -> None:
        self.options = options if options is not None else Options()

    def __repr__(self) -> str:
        return f"Tarocchino({self.options!r})"

    @classmethod
    def variants(cls) -> tuple[dict[str, Any], ...]:
        from . import BENCH_OPTIONS

        return tuple(dict(options) for options in BENCH_OPTIONS)

    @property
    def action_layout(self) -> ActionLayout:
        """Ids (DESIGN.md §9): play, give, passing the declarations, the discard and each combination."""
        return _ACTIONS

    @property
    def num_seats(self) -> int:
        return NUM_SEATS

    @property
    def deck(self) -> CardSet:
        return DECK

    def card_points(self, cards: CardSet) -> float:
        """R7.3: card points counted in pairs, each pair worth v1 + v2 - 1 (counting cards 5/4/3/2 by
        R2.8, a scartino 1).

        The rule counts a pile in pairs, and however the pile is paired the total is the set's raw
        value minus one per pair: the sum of the values (scartino = 1) less half the number of cards.
        That formula defines the value of any set here, so a set with an odd number of cards is worth
        a half point more or less than a whole pair count (the whole pack: 118 - 31 = 87, R7.5). The
        6 points of the last trick (R7.4) are not included.
        """
        return card_points(cards & DECK)

    @classmethod
    def from_options(cls, raw: Mapping[str, Any]) -> Tarocchino:
        return cls(Options.from_raw(raw))

    def options_json(self) -> JsonDict:
        return self.options.to_json()

    # --- the deal ---------------------------------------------------------------------------------------------

    def deal(self, dealer: int, seed: int) -> Deal:
        """R3.2: three rounds of packets of 5 from seat ``dealer + 1``; the dealer's last packet is 7 (5 + talon 2)."""
        cards = shuffled(DECK, seed)
        hands: list[list[Card]] = [[] for _ in range(NUM_SEATS)]
        order = [(dealer + 1 + i) % NUM_SEATS for i in range(NUM_SEATS)]
        position = 0
        for _ in range(3):
            for seat in order:
                hands[seat].extend(cards[position : position + 5])
                position += 5
        talon = tuple(cards[position:])
        return Deal(tuple(tuple(h) for h in hands), talon)

    def check_deal(self, deal: Deal) -> None:
        """§13.2: four hands of 15 cards and a talon of 2, together the 62 cards of the pack once each."""
        check_layout(deal, _LAYOUT)

    def new_hand(self, dealer: int, deal: Deal, previous: HandState | None = None) -> TarocchinoState:
        """Start a deal after ``previous`` (the deal before it in the match), or of a fresh match without it."""
        return TarocchinoState(self, dealer, deal, self.context_after(previous))

    def start_hand(self, dealer: int, deal: Deal, previous: HandState | None) -> TarocchinoState:
        """R9.2, C15, C16: a deal of a match starts from the standing the previous deal left (replay, sessions)."""
        return self.new_hand(dealer, deal, previous)

    def context_after(self, previous: HandState | None) -> MatchContext:
        """The match standing after ``previous`` (a fresh match when there is none)."""
        if isinstance(previous, TarocchinoState):
            return previous.next_context()
        return FRESH

    def check_dealer(self, dealer: int, previous: HandState | None) -> None:
        """C4: the dealer is taken from the record unchecked (only a seat)."""
        super().check_dealer(dealer, previous)

    def next_dealer(self, previous: HandState) -> int:
        """R1.3: the deal passes to seat ``dealer + 1``."""
        return (previous.dealer + 1) % NUM_SEATS

    # --- the match --------------------------------------------------------------------------------------------

    def totals(self, results: Sequence[HandResult]) -> list[Any]:
        """§13.5: the sum of each seat's rounded deal scores, the running score toward 800."""
        return [sum(int(r.scores[s]) for r in results) for s in range(NUM_SEATS)]

    def match_over(self, results: Sequence[HandResult]) -> bool:
        """R9.2-R9.4, C15, C16: a pair won during the declarations, or a pair is at 800+ with the higher total."""
        totals = (0, 0)
        for result in results:
            totals = (totals[0] + int(result.scores[0]), totals[1] + int(result.scores[1]))
            if result.detail.get("ended") == "declarations" or match_winner(totals) is not None:
                return True
        return False

    def parse_action(self, raw: Mapping[str, Any], path: str) -> Action:
        """The generic reader; verbs other games use (``bid``, ``call``, ``announce``) are refused by the rules."""
        return parse_action(raw, path, num_seats=NUM_SEATS)

    # --- random play ------------------------------------------------------------------------------------------

    def random_action(self, state: HandState, rng: random.Random) -> Action:
        """A random legal action of ``state.to_act``; a seat that may declare declares half of the time, else it
        passes (the round), plays or gives."""
        seat = state.to_act
        if isinstance(state, TarocchinoState) and seat is not None and state.phase != "discard":
            declares = state.declaration_options(seat)
            if declares and rng.random() < 0.5:
                return declares[rng.randrange(len(declares))]
            rest = [
                a for a in state.legal_actions() if a.seat == seat and (a.verb != "declare" or is_declare_nothing(a))
            ]
            return rest[rng.randrange(len(rest))]
        return super().random_action(state, rng)

    def play_random_hand(self, dealer: int, rng: random.Random) -> HandResult:
        """The trusted fast path (``tarocchi bench``): a whole random deal, every rule applied, fully scored.

        Each seat declares a random subset of its combinations (in their largest form). The result's ``detail``
        holds the numbers only (no card lists); :meth:`TarocchinoState.result` gives the full one.
        """
        return fast_random_hand(self, dealer, rng, None)[0]


def _pick(mask: CardSet, rnd: Any) -> Card:
    """A uniformly random card of a non-empty set."""
    k = int(rnd() * mask.bit_count())
    while k:
        mask &= mask - 1
        k -= 1
    return (mask & -mask).bit_length() - 1


def fast_random_hand(
    game: Tarocchino, dealer: int, rng: random.Random, context: MatchContext | None
) -> tuple[HandResult, Deal, list[Action]]:
    """Play one random deal on bitmasks; returns the result, the deal and (when ``context`` is given, for tests)
    the actions a record of it holds. With ``context`` None no actions are built and the match is fresh."""
    record = context is not None
    ctx = context if context is not None else FRESH
    two = game.options.grande_two_counters
    first_trick = game.options.declaration_timing == "first-trick"
    rnd = rng.random
    actions: list[Action] = []
    # R3.2: 15 cards to each seat from dealer + 1, the dealer also takes the 2 of the talon
    cards = sorted(DECK_CARDS, key=lambda _: rnd())  # a uniform permutation, cheaper than shuffle()
    hands = [0, 0, 0, 0]
    dealt: list[tuple[Card, ...]] = [(), (), (), ()]
    for i in range(NUM_SEATS):
        seat = (dealer + 1 + i) & 3
        block = cards[15 * i : 15 * i + 15]
        dealt[seat] = tuple(block)
        m = 0
        for c in block:
            m |= 1 << c
        hands[seat] = m
    talon = (cards[60], cards[61])
    deal = Deal(tuple(dealt), talon)
    # R3.3: the dealer discards 2 of his 17 cards, never a King, T21, T20, T1 or FOOL
    full = hands[dealer] | (1 << talon[0]) | (1 << talon[1])
    pool = full & ~NO_DISCARD
    first = _pick(pool, rnd)
    second = _pick(pool & ~(1 << first), rnd)
    monte = (1 << first) | (1 << second)
    hands[dealer] = full & ~monte
    if record:
        actions.append(Action(dealer, "discard", cards=monte))
    # R4: each seat declares a random subset of its combinations, in turn order from dealer + 1
    declared = [0, 0]
    seat_declares: list[list[Action]] = [[], [], [], []]
    ended = -1
    for i in range(NUM_SEATS):
        seat = (dealer + 1 + i) & 3
        parts = fast_combinations(hands[seat], two)
        if not parts:
            continue
        bits = rng.getrandbits(len(parts))
        chosen = [parts[j] for j in range(len(parts)) if (bits >> j) & 1]
        if not chosen:
            continue
        pair = seat & 1
        gain = unit_points(chosen)
        if ctx.immediate_win and ctx.totals[pair] + declared[pair] + gain >= TARGET:
            # R9.2, C15: find the declaration that reaches 800; the deal ends there
            for n in range(1, len(chosen) + 1):
                gain = unit_points(chosen[:n])
                if ctx.totals[pair] + declared[pair] + gain >= TARGET:
                    chosen = chosen[:n]
                    break
            ended = pair
        declared[pair] += gain
        if record:
            combos = {c.name: c for c in find_combinations(hands[seat], grande_two_counters=two)}
            for index, _ in chosen:
                combo = combos[NAMES[index]]
                seat_declares[seat].append(Action(seat, "declare", cards=combo.cards, value=combo.name))
        if ended >= 0:
            break
    if ended >= 0:
        if record:
            _record_declarations_end(dealer, hands, seat_declares, actions, first_trick, rnd)
        return _declarations_end(declared, ended), deal, actions
    if record and not first_trick:
        for i in range(NUM_SEATS):
            actions.extend(seat_declares[(dealer + 1 + i) & 3])
    # R6: 15 tricks; follow suit, else trump, else anything; the FOOL at any time
    leader = (dealer + 1) & 3
    won = [0, 0]
    ntricks = [0, 0]
    fool_seat = fool_trick = fool_winner = -1
    for t in range(15):
        led = 0
        best_key = -2
        best_seat = -1
        taken = 0
        for i in range(4):
            seat = (leader + i) & 3
            h = hands[seat]
            if led:
                follow = h & led
                if follow:
                    legal = follow | (h & FOOL_BIT)
                else:
                    trumps = h & TRUMP_MASK
                    legal = (trumps | (h & FOOL_BIT)) if trumps else h
            else:
                legal = h
            if legal & (legal - 1):
                k = int(rnd() * legal.bit_count())
                while k:
                    legal &= legal - 1
                    k -= 1
            card = (legal & -legal).bit_length() - 1
            hands[seat] = h & ~(1 << card)
            taken |= 1 << card
            if record:
                if t == 0 and first_trick:
                    actions.extend(seat_declares[seat])
                actions.append(Action(seat, "play", card=card))
            if card == 21:
                fool_seat, fool_trick = seat, t
                continue
            if not led:
                led = LED_MASK[card]
            key = WIN_KEY[card]
            if (key >= 100 or (led >> card) & 1) and key >= best_key:
                best_key, best_seat = key, seat
        pair = best_seat & 1
        if taken & FOOL_BIT:
            fool_winner = best_seat
            taken &= ~FOOL_BIT
        won[pair] |= taken
        ntricks[pair] += 1
        leader = best_seat
    # R3.4, R6.5, R7.1: the piles, the monte, the Matto and its exchange
    dealer_pair = dealer & 1
    monte_to = dealer_pair if ntricks[dealer_pair] else 1 - dealer_pair
    piles = won
    piles[monte_to] |= monte
    fool_pair = fool_seat & 1
    given = -1
    if ntricks[fool_pair]:
        piles[fool_pair] |= FOOL_BIT
        if fool_winner & 1 != fool_pair:
            given = default_give(piles[fool_pair], two)
            piles[fool_pair] &= ~(1 << given)
            piles[1 - fool_pair] |= 1 << given
    else:
        piles[1 - fool_pair] |= FOOL_BIT  # R6.5: cappotto, the Matto passes to the opponents
    # R7: captured combinations, card points counted in pairs, the last trick, rounding
    captured = [unit_points(fast_combinations(piles[0], two)), unit_points(fast_combinations(piles[1], two))]
    points = [card_points_twice(piles[0]) // 2, card_points_twice(piles[1]) // 2]
    last_pair = leader & 1
    unrounded = [declared[p] + captured[p] + points[p] + (LAST_TRICK_BONUS if last_pair == p else 0) for p in (0, 1)]
    scores = [round5(unrounded[0]), round5(unrounded[1])]
    detail: dict[str, Any] = {
        "declared": {"pairs": declared},
        "captured": [{"points": captured[0]}, {"points": captured[1]}],
        "card_points": [points[0], points[1], points[0], points[1]],
        "last_trick": leader,
        "monte_owner": dealer if monte_to == dealer_pair else (dealer + 1) & 3,
        "matto": {
            "seat": fool_seat,
            "trick": fool_trick,
            "owed_to": fool_winner if fool_winner & 1 != fool_pair else None,
            "given": (CODES[given] if given >= 0 else "FOOL") if fool_winner & 1 != fool_pair else None,
        },
        "unrounded": [unrounded[0], unrounded[1], unrounded[0], unrounded[1]],
    }
    if ctx.winner is None:
        winner = match_winner((ctx.totals[0] + scores[0], ctx.totals[1] + scores[1]))
        if winner is not None:
            detail["winner"] = [winner, winner + 2]
            detail["ended"] = "deal"
    result = HandResult(
        (points[0], points[1], points[0], points[1]), (scores[0], scores[1], scores[0], scores[1]), detail
    )
    return result, deal, actions


def _record_declarations_end(
    dealer: int,
    hands: list[CardSet],
    seat_declares: list[list[Action]],
    actions: list[Action],
    first_trick: bool,
    rnd: Any,
) -> None:
    """The actions of a deal ended by a declaration: under ``first-trick`` timing the seats before the winning
    declarer play their first card after declaring (C7)."""
    trick: list[Card] = []
    last = max(i for i in range(NUM_SEATS) if seat_declares[(dealer + 1 + i) & 3])
    for i in range(last + 1):
        seat = (dealer + 1 + i) & 3
        actions.extend(seat_declares[seat])
        if first_trick and i < last:
            card = _pick(legal_plays(hands[seat], trick), rnd)
            trick.append(card)
            actions.append(Action(seat, "play", card=card))


def _declarations_end(declared: list[int], ended: int) -> HandResult:
    """R9.2, C15: a pair reached 800 during the declarations: the deal ends with the declarations so far."""
    scores = [round5(declared[0]), round5(declared[1])]
    detail = {
        "declared": {"pairs": declared},
        "unrounded": [declared[0], declared[1], declared[0], declared[1]],
        "winner": [ended, ended + 2],
        "ended": "declarations",
    }
    return HandResult((None,) * 4, (scores[0], scores[1], scores[0], scores[1]), detail)


__all__ = ["Tarocchino", "fast_random_hand"]
