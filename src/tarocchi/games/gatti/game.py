"""The :class:`GattiGame`: Gatti's rules with one set of options (gatti.md §3, §12, §16)."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from itertools import starmap
from typing import Any, ClassVar, Final

from tarocchi.cards import FULL_DECK, NUM_CARDS, CardSet
from tarocchi.cards.names import Pack
from tarocchi.engine.actions import Action
from tarocchi.engine.explain import Line, Texts
from tarocchi.engine.game import Deal, Game, HandResult, HandState
from tarocchi.engine.ids import ID_TEXTS, ActionLayout, Family
from tarocchi.engine.observation import Observation
from tarocchi.engine.options import OptionSpec
from tarocchi.engine.tricks import TrickRules

from . import deal as dealing
from . import sides, specs
from .bonuses import BONUS_NAMES, BonusError, Thresholds, identify, thresholds
from .deck import card_value_sum
from .explain import explain_result
from .options import Options, read_options
from .parsing import parse_action
from .play import TRICK_RULES
from .scoring import sides_total
from .state import GattiState
from .texts import PACK, TEXTS

_TEXTS: Final[Texts] = {**ID_TEXTS, **TEXTS, **specs.OPTION_TEXTS}
_DECK: Final = tuple(range(NUM_CARDS))
_NO_ARGS: Final = ((),) * NUM_CARDS
"""One empty argument tuple per card: ``starmap(rng.random, _NO_ARGS)`` draws a key for each card."""


def action_layout(options: Options) -> ActionLayout:
    """The ids of one option set (the package docstring): ``call`` only in the called-king game, the
    pass and the five declare families only when bonuses are declared (16.4)."""
    declares = options.declares
    return ActionLayout(
        call=options.is_call,
        give=True,
        declare_nothing=declares,
        families=(Family("discard"), *(Family("declare", name) for name in (BONUS_NAMES if declares else ()))),
    )


class GattiGame(Game):
    """Gatti for 3 players, 4 in pairs, 4 with the called king, or 2 with two dummies.

    Seats are numbered in turn order (16.2). With 2 players the four seats are 0, 1 (the players)
    and 2, 3 (the dummies opposite them, played by seats 0 and 1: :meth:`controller`).
    """

    name: ClassVar[str] = "gatti"

    pack: ClassVar[Pack] = PACK
    score_sheet: ClassVar[str] = sides.SCORE_SHEET
    names_checked: ClassVar[bool] = False
    """C5: ``names`` is informative; replay checks neither its length nor its content."""

    @classmethod
    def texts(cls) -> Texts:
        """The game's words in three languages: its own (:mod:`.texts`) and its options' (:mod:`.specs`)."""
        return _TEXTS

    @classmethod
    def option_specs(cls) -> tuple[OptionSpec, ...]:
        """The options of §16.1, as data (:mod:`.specs`)."""
        return specs.OPTION_SPECS

    def known_sides(self, observation: Observation) -> tuple[tuple[int, ...], ...]:
        """The sides as ``observation.seat`` knows them now (:mod:`.sides`)."""
        return sides.known_sides(self, observation)

    def __init__(self, options: Options | None = None) -> None:
        self.options = options if options is not None else Options()
        opts = self.options
        self._seats = opts.num_seats
        self.hand_size = dealing.hand_size(self._seats)
        """R4: 25 or 19 cards per seat."""
        self.discard_size = dealing.talon_size(self._seats)
        """R5.1: 3 or 2."""
        self.num_tricks = self.hand_size
        self.limits: Thresholds = thresholds(self._seats)
        """R7.1: the bonus thresholds for this player count."""
        self._layout = action_layout(opts)
        self.switches: tuple[bool, bool, bool, bool] = (opts.must_overtrump, opts.declares, opts.is_call, opts.captures)
        """The options a hand reads at every step, read once: ``must_overtrump`` (C13), ``declares`` (C10),
        ``is_call`` (12.3) and ``captures`` (C18)."""
        n = self._seats
        self.seating: tuple[tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]], ...] = tuple(
            (order, tuple(order.index(s) for s in range(n)), tuple((s + 1) % n for s in range(n)))
            for order in (tuple((dealer + 1 + i) % n for i in range(n)) for dealer in range(n))
        )
        """Per dealer: the turn order from eldest (3.2, A-1), each seat's place in it, the seat after each."""
        self._sides = tuple(self._sides_of(dealer) for dealer in range(n))

    def __repr__(self) -> str:
        return f"GattiGame({self.options!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, GattiGame) and other.options == self.options

    def __hash__(self) -> int:
        return hash(self.options)

    @classmethod
    def variants(cls) -> tuple[dict[str, Any], ...]:
        from . import BENCH_OPTIONS

        return tuple(dict(options) for options in BENCH_OPTIONS)

    def declaration_points(self, action: Action) -> int | None:
        """The points of the bonus declared (7.1: N trumps or N frilli score N, a famiglia 10, a terno 5, a
        quaterno 10), scored at once (7.9); ``None`` for no bonus."""
        if action.verb != "declare" or not action.cards:
            return None
        try:
            return identify(action.cards, self.limits, action.value).points
        except BonusError:
            return None

    @property
    def action_layout(self) -> ActionLayout:
        """Ids (DESIGN.md §9): play, call, give, passing the boñe round, the discard and each boñe."""
        return self._layout

    @property
    def trick_rules(self) -> TrickRules:
        """R6.2–R6.7 and C13 as data: follow, trump, overtrump only under ``must_overtrump``, T20 over T21."""
        return TRICK_RULES[self.options.must_overtrump]

    def explain(self, result: HandResult) -> list[Line]:
        """The score of a finished hand as lines (:mod:`tarocchi.games.gatti.explain`)."""
        return explain_result(result, self.options)

    @property
    def num_seats(self) -> int:
        """3 with 3 players, else 4 (the dummies of the 2-player game included)."""
        return self._seats

    @property
    def deck(self) -> CardSet:
        """All 78 cards (R1.1)."""
        return FULL_DECK

    def score_bounds(self) -> tuple[float, float]:
        """R2.2: card values (52) + a point per trick (at most 26) + 1 for the discard; bonuses declared and
        captured (each at most trionfi 22 + frilli 40 + four famiglie 40 + quaterno 10); Bagatto last 20.
        A side's total is never negative (10.1). The sum varies with the bonuses (the default ``None``)."""
        bonuses = 22 + 40 + 40 + 10
        return 0.0, float(self.card_points(FULL_DECK)) + 26 + 1 + 2 * bonuses + 20

    def card_points(self, cards: CardSet) -> float:
        """R2.1: the counting-card values only: 4 for T1, T21, the FOOL and each King, 3 per Queen,
        2 per Cavalier, 1 per Jack, 0 for every other card (52 for the whole deck).

        The point per trick won and the point for the discard of R2.2 are not included: they belong
        to tricks, not cards, and are a separate figure (R2.6).
        """
        return card_value_sum(cards)

    def taken_points(self, cards: CardSet, tricks: int) -> float:
        """R2.1 and R2.6: the counting cards' values plus one point per trick won (the discard's point of
        R2.2 comes only with the hand's score)."""
        return self.card_points(cards) + tricks

    @classmethod
    def from_options(cls, raw: Mapping[str, Any]) -> GattiGame:
        """Build from record/CLI options, strictly (C1)."""
        return cls(read_options(raw))

    def options_json(self) -> dict[str, Any]:
        """The options as records write them."""
        return self.options.to_json()

    # ----------------------------------------------------------------- seats and sides

    def controller(self, seat: int) -> int:
        """The live seat that decides for ``seat``: itself, or for a dummy (2 players) the seat opposite (12.2)."""
        return self.options.controller(seat)

    def is_dummy(self, seat: int) -> bool:
        """True for seats 2 and 3 of the 2-player game."""
        return self.options.players == 2 and seat >= 2

    def base_sides(self, dealer: int) -> tuple[int, ...]:
        """Each seat's side before any call: itself (3 players), ``s % 2`` (pairs, dummies), dealer vs rest (call)."""
        return self._sides[dealer]

    def _sides_of(self, dealer: int) -> tuple[int, ...]:
        if self._seats == 3:
            return (0, 1, 2)
        if self.options.is_call:
            return tuple(0 if s == dealer else 1 for s in range(4))
        return (0, 1, 0, 1)

    # ----------------------------------------------------------------- hands

    def deal(self, dealer: int, seed: int) -> Deal:
        """The deal of the project's shuffle for ``seed``, in packets (R4)."""
        return dealing.deal_from_seed(dealer, seed, self._seats)

    def check_deal(self, deal: Deal) -> None:
        """Raise ``ValueError`` unless ``deal`` is a complete deal for this game."""
        dealing.check_deal(deal, self._seats)

    def new_hand(self, dealer: int, deal: Deal) -> GattiState:
        """Start a hand."""
        if not 0 <= dealer < self._seats:
            raise ValueError(f"dealer {dealer} is not a seat (0..{self._seats - 1})")
        return GattiState(self, dealer, deal)

    def check_dealer(self, dealer: int, previous: HandState | None) -> None:
        """C6: the first dealer is free; then the deal passes to the next seat (dummies' seats included)."""
        super().check_dealer(dealer, previous)
        if previous is not None:
            expected = (previous.dealer + 1) % self._seats
            if dealer != expected:
                raise ValueError(
                    f"the dealer must be seat {expected}, the seat after the previous dealer {previous.dealer} (C6)"
                )

    def next_dealer(self, previous: HandState) -> int:
        """R3.4, C6: the next seat deals."""
        return (previous.dealer + 1) % self._seats

    def totals(self, results: Sequence[HandResult]) -> list[Any]:
        """R10.3, C20: each seat's sum of its hand scores."""
        return list(sides_total(results, self._seats))

    def match_over(self, results: Sequence[HandResult]) -> bool:
        """R3.5, C7: the match is ``match_hands`` hands."""
        return len(results) >= self.options.match_hands

    def max_hands(self) -> int | None:
        """C7: a record holds at most ``match_hands`` hands."""
        return self.options.match_hands

    def parse_action(self, raw: Mapping[str, Any], path: str) -> Action:
        """Read one record action (C2: shape faults are refused, not malformed)."""
        return parse_action(raw, path, self._seats)

    def random_state(self, dealer: int, rng: random.Random, log: list[Action] | None = None) -> GattiState:
        """Deal from ``rng`` and play a whole hand on a playout state by the random policy of
        :meth:`GattiState.play_randomly`; the finished state (its deal, its history) is returned and
        ``log``, when given, receives the actions in order."""
        # A uniform shuffle cut into hands and the talon (the same distribution of hands, and of the
        # face-up last cards, R4.2, as the packets of R4): the places of the cards in the deck ordered by
        # a random key each (a tie, of probability below 1e-13, keeps index order).
        keys = list(starmap(rng.random, _NO_ARGS))  # one draw per card, in card order, in a C loop
        places = sorted(_DECK, key=keys.__getitem__)
        return GattiState(self, dealer, dealing.ShuffledDeal(places, self._seats), playout=True).play_randomly(rng, log)

    def play_random_hand(self, dealer: int, rng: random.Random, log: list[Action] | None = None) -> HandResult:
        """A whole random hand on the trusted steps (:meth:`random_state`), scored."""
        return self.random_state(dealer, rng, log).result()

    def random_rollout(self, state: HandState, rng: random.Random) -> HandState:
        """Play a playout copy to its end by the random policy of :meth:`GattiState.play_randomly`."""
        if isinstance(state, GattiState):
            return state.play_randomly(rng)
        return super().random_rollout(state, rng)
