"""Piedmontese tarocchi, Piedicavallo variant (``shared/rules/piedmontese.md``): the game and its match.

The balance of each side carries from hand to hand (R7.1, C14), so a hand's score needs the hand
before it: replay and live sessions start hands with :meth:`PiedmonteseGame.start_hand`, which
passes it on.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar, Final

from tarocchi.cards import CardSet, cards_of
from tarocchi.cards.names import Pack
from tarocchi.engine.actions import Action
from tarocchi.engine.explain import Line, Texts
from tarocchi.engine.game import Deal, Game, HandResult, HandState
from tarocchi.engine.ids import ID_TEXTS, ActionLayout, Family
from tarocchi.engine.observation import Observation
from tarocchi.engine.options import OptionSpec
from tarocchi.engine.rng import random_card
from tarocchi.engine.tricks import TrickRules
from tarocchi.games.piedmontese import deal as dealing
from tarocchi.games.piedmontese import parsing, sides, specs
from tarocchi.games.piedmontese.deck import DECK, points_of, reference
from tarocchi.games.piedmontese.discard import discard_choice
from tarocchi.games.piedmontese.explain import explain as explain_lines
from tarocchi.games.piedmontese.options import Options, read_options
from tarocchi.games.piedmontese.play import BIT, TRICK_RULES
from tarocchi.games.piedmontese.scoring import balances, winners
from tarocchi.games.piedmontese.state import PLAY, PiedmonteseState, RuleTables
from tarocchi.games.piedmontese.texts import PACK, TEXTS

_LAYOUT: Final = ActionLayout(families=(Family("discard"),))
"""Ids 0-77 play a card; 78-155 pick a card of the discard, 156 its "done" (never legal: a discard
is complete at its second card). See the package docstring."""


_TEXTS: Final[Texts] = {**ID_TEXTS, **TEXTS, **specs.OPTION_TEXTS}


class PiedmonteseGame(Game):
    """The rules with one set of :class:`Options`."""

    name: ClassVar[str] = "piedmontese"

    pack: ClassVar[Pack] = PACK
    score_sheet: ClassVar[str] = sides.SCORE_SHEET

    unfinished_followed_is_malformed: ClassVar[bool] = True
    """C16: an unfinished hand followed by another hand is malformed (not refused at an action)."""

    @classmethod
    def texts(cls) -> Texts:
        """The game's words in three languages: its own (:mod:`.texts`) and its options' (:mod:`.specs`)."""
        return _TEXTS

    @classmethod
    def option_specs(cls) -> tuple[OptionSpec, ...]:
        """The options of §12.1, as data (:mod:`.specs`)."""
        return specs.OPTION_SPECS

    def known_sides(self, observation: Observation) -> tuple[tuple[int, ...], ...]:
        """The sides as ``observation.seat`` knows them now (:mod:`.sides`)."""
        return sides.known_sides(self, observation)

    def __init__(self, options: Options | None = None) -> None:
        self.options = options if options is not None else Options()
        self.reference = reference(self.options.players, self.options.reference_3p)  # R7.1, R7.4
        options = self.options
        self.tables = RuleTables(options.players, options.angel_beats_world, options.must_overtrump)
        self.zero_carry = (0,) * options.players

    def __repr__(self) -> str:
        return f"PiedmonteseGame({self.options!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, PiedmonteseGame) and other.options == self.options

    def __hash__(self) -> int:
        return hash(self.options)

    @classmethod
    def variants(cls) -> tuple[dict[str, Any], ...]:
        from . import BENCH_OPTIONS

        return tuple(dict(options) for options in BENCH_OPTIONS)

    @property
    def action_layout(self) -> ActionLayout:
        """Ids (DESIGN.md §9): play, then the discard card by card (the package docstring)."""
        return _LAYOUT

    @property
    def trick_rules(self) -> TrickRules:
        """R6.2-R6.5, C10, C12, C13 as data."""
        return TRICK_RULES[self.options.angel_beats_world, self.options.must_overtrump]

    def explain(self, result: HandResult) -> list[Line]:
        """The balance of each side with its carry, the discard and the Fol (§7, 12.3)."""
        return explain_lines(result, self.options.players)

    @property
    def num_seats(self) -> int:
        return self.options.players

    @property
    def deck(self) -> int:
        return DECK

    def score_bounds(self) -> tuple[float, float]:
        """R7.1: a hand scores T - REF, T in [0, 114] (all card points, R2.2), REF 57 (38 by option in 3p)."""
        ref = float(self.reference)
        return -ref, float(self.card_points(DECK)) - ref

    @property
    def hand_score_sum(self) -> float:
        """R7.1, C15: each side scores its points less REF, and the sides' points make 114: zero with 2 or 4
        (57 a side), with 3 at 38; with 3 at 57 the sum falls by 57 every hand."""
        if self.options.players != 3:
            return 0.0
        return float(self.card_points(DECK)) - 3 * float(self.reference)

    def card_points(self, cards: CardSet) -> float:
        """R2.1: counted card by card: 5 for T21, T1, the FOOL and each King, 4 per Queen, 3 per
        Knight, 2 per Jack, 1 for every other card of the pack (114 for the whole pack, R2.2)."""
        return points_of(cards & DECK)

    @classmethod
    def from_options(cls, raw: Mapping[str, Any]) -> PiedmonteseGame:
        return cls(read_options(raw))

    def options_json(self) -> dict[str, Any]:
        return self.options.to_json()

    def deal(self, dealer: int, seed: int) -> Deal:
        return dealing.shuffled_deal(self.options.players, dealer, seed)

    def check_deal(self, deal: Deal) -> None:
        dealing.check_deal(deal, self.options.players)

    def new_hand(self, dealer: int, deal: Deal, previous: HandState | None = None) -> PiedmonteseState:
        """Start a hand; a finished ``previous`` hand of this match, dealt just before, gives the carry."""
        carry = None
        if (
            isinstance(previous, PiedmonteseState)
            and previous.game.options == self.options
            and previous.is_over
            and dealer == (previous.dealer + 1) % self.options.players
        ):
            carry = previous.balances  # R7.1: counting starts from the carried residue
        return PiedmonteseState(self, dealer, deal, carry)

    def start_hand(self, dealer: int, deal: Deal, previous: HandState | None) -> PiedmonteseState:
        """R7.1: a hand of a match starts from the balances the previous hand left."""
        return self.new_hand(dealer, deal, previous)

    def check_dealer(self, dealer: int, previous: HandState | None) -> None:
        """C6: the first dealer is free; each later one is the previous dealer plus 1."""
        super().check_dealer(dealer, previous)
        if previous is not None:
            expected = (previous.dealer + 1) % self.options.players
            if dealer != expected:
                raise ValueError(
                    f"dealer {dealer} breaks the rotation: after dealer {previous.dealer} comes {expected} (C6)"
                )

    def next_dealer(self, previous: HandState) -> int:
        """R3.4: the deal passes to seat ``dealer + 1``."""
        return (previous.dealer + 1) % self.options.players

    def totals(self, results: Sequence[HandResult]) -> list[Any]:
        """R after the last hand, seat by seat: the sum of T − REF over the hands (12.3, C14)."""
        return list(balances(results, self.options.players))

    def match_over(self, results: Sequence[HandResult]) -> bool:
        """C16: the match ends with ``match_hands`` finished hands."""
        return len(results) >= self.options.match_hands

    def max_hands(self) -> int | None:
        return self.options.match_hands  # C16

    def winners(self, results: Sequence[HandResult]) -> list[int]:
        """The seats of the side(s) with the highest final balance; several sides on a tie (R7.5)."""
        return winners(results, self.options.players)

    def parse_action(self, raw: Mapping[str, Any], path: str) -> Action:
        return parsing.parse_action(raw, path, self.options.players)

    # -- random play on the trusted steps ------------------------------------------------------

    def _random_masks(self, dealer: int, rng: random.Random) -> tuple[list[CardSet], CardSet]:
        """A uniformly random deal as bitmasks: each seat's hand, then the dealer's two extra cards."""
        return dealing.random_deal_masks(rng, self.tables.players)

    def random_deal(self, dealer: int, rng: random.Random) -> Deal:
        """The deal :meth:`play_random_hand` plays from the same ``rng`` state (uniformly random)."""
        hands, talon = self._random_masks(dealer, rng)
        return Deal(tuple(tuple(cards_of(h)) for h in hands), tuple(cards_of(talon)))

    def play_random_hand(self, dealer: int, rng: random.Random, log: list[Action] | None = None) -> HandResult:
        """Deal :meth:`random_deal` and play it out on a playout state, uniformly at random among the
        legal discards (R5, C9) and the legal cards (R6), through the state's trusted steps.

        ``log``, when given, receives the actions in order (the checked replay of the tests).
        """
        hands, talon = self._random_masks(dealer, rng)
        state = PiedmonteseState.from_masks(self, dealer, hands, talon, playout=True)
        rand = rng.random
        picked = random_discard(state.held_before_discard, rand)  # the dealer's hand with the talon
        if log is not None:
            log.append(Action(dealer, "discard", cards=picked))
        state.discard_and_play_randomly(picked, rand, log)
        return state.result()

    def random_rollout(self, state: HandState, rng: random.Random) -> HandState:
        """Play a playout copy to its end uniformly at random through the trusted steps."""
        if not isinstance(state, PiedmonteseState):
            return super().random_rollout(state, rng)
        rand = rng.random
        if not state.is_over and state.phase != PLAY:
            state.discard_cards(random_discard(state.hand(state.dealer), rand))
        state.play_randomly(rand)
        return state


def random_discard(held: CardSet, rand: Callable[[], float]) -> CardSet:
    """Two cards uniform among the legal discards of the dealer holding ``held`` (R5.2, R5.3, C9)."""
    required, pool = discard_choice(held)  # required: no card, or the lone suit card (C9)
    pool &= ~required
    if not required:  # the first of two cards from the pool (a forced card takes no draw)
        required = pool if not pool & (pool - 1) else BIT[random_card(pool, rand)]
        pool ^= required
    return required | (pool if not pool & (pool - 1) else BIT[random_card(pool, rand)])
