"""The Tarocchino game (tarocchino.md): options, deal, hands, the match to 800, ids, and random hands."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, Final

from tarocchi.cards import Card, CardSet, cards_of
from tarocchi.cards.names import Pack
from tarocchi.engine.actions import Action, is_declare_nothing
from tarocchi.engine.deals import DealLayout, check_layout
from tarocchi.engine.explain import Line, Texts
from tarocchi.engine.game import Deal, Game, HandResult, HandState, JsonDict
from tarocchi.engine.ids import ID_TEXTS, ActionLayout, Family
from tarocchi.engine.observation import Observation
from tarocchi.engine.options import OptionSpec
from tarocchi.engine.parsing import parse_action
from tarocchi.engine.random_deal import LabelDealer, owner_labels
from tarocchi.engine.shuffle import shuffled
from tarocchi.engine.tricks import TrickRules
from tarocchi.games.tarocchino import sides, specs
from tarocchi.games.tarocchino.combinations import NAMES, combination_points
from tarocchi.games.tarocchino.deck import DECK, HAND_SIZE, NUM_SEATS
from tarocchi.games.tarocchino.declarations import DeclarationError, check_declaration, read_declaration
from tarocchi.games.tarocchino.explain import explain_result
from tarocchi.games.tarocchino.match import FRESH, PAIR_SEATS, MatchContext
from tarocchi.games.tarocchino.options import Options
from tarocchi.games.tarocchino.play import TRICK_RULES
from tarocchi.games.tarocchino.scoring import card_points, match_winner
from tarocchi.games.tarocchino.state import TarocchinoState
from tarocchi.games.tarocchino.texts import PACK, TEXTS

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


_FAMILIES: Final = (Family("discard"), *(Family("declare", name) for name in NAMES))
_ROUND_LAYOUT: Final = ActionLayout(give=True, declare_nothing=True, families=_FAMILIES)
"""Ids under ``round`` timing (the package docstring): play, give, the pass of the round, the families."""
_FIRST_TRICK_LAYOUT: Final = ActionLayout(give=True, families=_FAMILIES)
"""Ids under ``first-trick`` timing: no round, so no pass (C7)."""


_TEXTS: Final[Texts] = {**ID_TEXTS, **TEXTS, **specs.OPTION_TEXTS}


class Tarocchino(Game):
    """Bolognese Tarocchino ("Ottocento"): 62 cards, 4 players in two fixed pairs, the match to 800."""

    name: ClassVar[str] = "tarocchino"

    pack: ClassVar[Pack] = PACK
    score_sheet: ClassVar[str] = sides.SCORE_SHEET

    @classmethod
    def texts(cls) -> Texts:
        """The game's words in three languages: its own (:mod:`.texts`) and its options' (:mod:`.specs`)."""
        return _TEXTS

    def points_so_far(self, observation: Observation) -> tuple[float, ...] | None:
        """The points the pairs have declared in this hand (5.x): they count toward 800 at once (10.2),
        before the hand is scored."""
        declared = observation.info.get("declared_points")
        if not isinstance(declared, list) or len(declared) != NUM_SEATS:
            return None
        return tuple(float(declared[s] + declared[(s + 2) % NUM_SEATS]) for s in range(NUM_SEATS))

    @classmethod
    def option_specs(cls) -> tuple[OptionSpec, ...]:
        """The options of §13.1, as data (:mod:`.specs`)."""
        return specs.OPTION_SPECS

    def known_sides(self, observation: Observation) -> tuple[tuple[int, ...], ...]:
        """The sides as ``observation.seat`` knows them now (:mod:`.sides`)."""
        return sides.known_sides(self, observation)

    def shows_part(self, listed: Action, cards: CardSet) -> bool:
        """13.4, C9: a seat offered a declaration (listed at its largest) may show fewer of its cards, when the
        cards shown form the same combination on their own (``as`` kept; validity judged on the cards shown).
        The listed declaration already passed the timing, holding and once-only checks (4.1, 4.2, C8)."""
        name = listed.value
        if listed.verb != "declare" or name is None or not cards or cards & ~listed.cards:
            return False
        try:
            check_declaration(cards, name, grande_two_counters=self.options.grande_two_counters)
        except DeclarationError:
            return False
        return True

    def declaration_points(self, action: Action) -> int | None:
        """The points of the combination declared (5.1, 5.3: a cricca's or a sequence's own value, before the
        doubling of three or more cricche or sequences, 5.2, 5.3); ``None`` for no combination."""
        if action.verb != "declare" or not action.cards:
            return None
        try:
            return read_declaration(
                action.cards, action.value, grande_two_counters=self.options.grande_two_counters
            ).points
        except DeclarationError:
            return None

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
        """Ids (DESIGN.md §9, the package docstring): play, give, the pass of the round (``round`` timing only),
        the discard and one family per combination name."""
        return _ROUND_LAYOUT if self.options.declaration_timing == "round" else _FIRST_TRICK_LAYOUT

    def explain(self, result: HandResult) -> list[Line]:
        """The deal's score as lines of :data:`~.texts.TEXTS` (:mod:`.explain`)."""
        return explain_result(result)

    @property
    def trick_rules(self) -> TrickRules:
        """R6.2-R6.4 as data: follow, else trump (no duty to overtrump), the FOOL free at any time."""
        return TRICK_RULES

    @property
    def num_seats(self) -> int:
        return NUM_SEATS

    @property
    def deck(self) -> CardSet:
        return DECK

    def score_bounds(self) -> tuple[float, float]:
        """§7: card points (93 counted in pairs) + declared and captured combinations (each at most the
        combinations of the whole pack) rounded to 5; never negative. The sum varies (the default ``None``)."""
        combos = combination_points(DECK, self.options.grande_two_counters)
        return 0.0, 93.0 + 2 * combos + 5

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

    def no_hand_after(self, previous: HandState) -> str | None:
        """C15, 13.5: once a pair has won the match (during the declarations or at the end of a deal) the record
        ends there; any later hand is refused."""
        if not isinstance(previous, TarocchinoState) or not previous.is_over:
            return None
        winner = previous.next_context().winner
        if winner is None:
            return None
        seats = " and ".join(str(seat) for seat in PAIR_SEATS[winner])
        return f"the match is over: seats {seats} have won it, so no hand may follow (9.2-9.4, C15, 13.5)"

    def match_over(self, results: Sequence[HandResult]) -> bool:
        """R9.2-R9.4, C15, C16: a pair won during the declarations, or a pair is at 800+ with the higher total."""
        totals = (0, 0)
        for result in results:
            totals = (totals[0] + int(result.scores[0]), totals[1] + int(result.scores[1]))
            if result.detail.get("ended") == "declarations" or match_winner(totals) is not None:
                return True
        return False

    def match_winners(self, results: Sequence[HandResult]) -> tuple[int, ...]:
        """R9.2-R9.4, C15: the pair named by the deal that decided the match (``detail.winner``). The pair that
        reaches 800 during the declarations wins even when the other pair's rounded total also reads 800 (its
        declarations, unrounded, stayed below: C15), so the highest total alone cannot name it."""
        for result in reversed(results):  # the last deal decided it
            winner = result.detail.get("winner")
            if winner:
                return tuple(winner)
        return super().match_winners(results)

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

    def play_random_hand(
        self,
        dealer: int,
        rng: random.Random,
        log: list[Action] | None = None,
        *,
        context: MatchContext | None = None,
    ) -> HandResult:
        """A whole random deal on a playout state, through the one trusted transition (``tarocchi bench``): the
        deal :meth:`random_deal` gives for the same ``rng``, then :meth:`TarocchinoState.play_random`'s policy.

        ``log`` receives the actions played (the round's passes included), so a test can replay them on the
        checked path; ``context`` is the match standing before the deal (a fresh match by default).
        """
        hands, talon = _random_masks(dealer, rng)
        state = TarocchinoState.from_masks(
            self, dealer, hands, talon, context if context is not None else FRESH, playout=True
        )
        state.play_random(rng, log)
        return state.result()

    def random_rollout(self, state: HandState, rng: random.Random) -> HandState:
        """Play a :meth:`~TarocchinoState.playout` copy to its end at random (``tarocchi bench``'s rollouts), by the
        policy of :meth:`TarocchinoState.play_random` on masks, no :class:`PlayView` per card."""
        if not isinstance(state, TarocchinoState):  # pragma: no cover - the engine passes this game's states
            return super().random_rollout(state, rng)
        state.play_random(rng)
        return state

    def random_deal(self, dealer: int, rng: random.Random) -> Deal:
        """R3.2: a uniformly random deal from ``rng``, 15 cards a seat and the talon of 2, each in deck order
        (cheaper than :meth:`deal`'s seeded shuffle, which records need; the one :meth:`play_random_hand` plays)."""
        hands, talon = _random_masks(dealer, rng)
        return Deal(tuple(tuple(cards_of(h)) for h in hands), tuple(cards_of(talon)))

    def play_random_deal(
        self,
        dealer: int,
        deal: Deal,
        rng: random.Random,
        log: list[Action] | None = None,
        *,
        context: MatchContext | None = None,
    ) -> HandResult:
        """Play ``deal`` at random to its end on a playout state (:meth:`TarocchinoState.play_random`'s policy).

        ``log`` receives the actions played (the round's passes included), so a test can replay them on the
        checked path; ``context`` is the match standing before the deal (a fresh match by default).
        """
        state = TarocchinoState(self, dealer, deal, context if context is not None else FRESH, playout=True)
        state.play_random(rng, log)
        return state.result()


_DEALER: Final = LabelDealer(DECK, owner_labels(*[HAND_SIZE] * NUM_SEATS, 2))
"""The random dealer of 15 cards to each seat and the talon of 2 (label 4)."""


def _random_masks(dealer: int, rng: random.Random) -> tuple[list[CardSet], CardSet]:
    """R3.2: a uniform random deal as card sets: 15 cards to each seat, the talon of 2.

    A uniformly random arrangement of the owners over the 62 cards
    (:class:`~tarocchi.engine.random_deal.LabelDealer`): the distribution of a shuffled pack dealt
    from ``dealer + 1``.
    """
    *hands, talon = _DEALER.deal(rng)
    return hands, talon


__all__ = ["Tarocchino"]
