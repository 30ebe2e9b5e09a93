"""The French Tarot :class:`Game`: options, deals, dealers, totals and the end of a session."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any, ClassVar, Final

from tarocchi.cards import FULL_DECK, TRUMPS, CardSet
from tarocchi.cards.names import Pack
from tarocchi.engine.actions import Action
from tarocchi.engine.explain import Line, Texts
from tarocchi.engine.game import Deal, Game, HandResult, HandState
from tarocchi.engine.ids import ID_TEXTS, ActionLayout, Family
from tarocchi.engine.observation import Observation
from tarocchi.engine.options import OptionSpec
from tarocchi.engine.parsing import parse_action
from tarocchi.engine.tricks import TrickRules
from tarocchi.errors import RecordError

from . import sides, specs
from .calling import callable_cards
from .deal import CHIEN_SIZE, check_deal, make_deal, petit_sec_seats, random_deal_masks
from .deck import half_points
from .declarations import DECLARE_NAMES, PETIT_SEC, POIGNEES, THRESHOLDS, poignee_options
from .discard import discard_choice
from .explain import explain
from .options import CONTRACT_ALIASES, CONTRACTS, Options, read_options
from .play import TRICK_RULES
from .state import BID_VALUES, FrenchTarotState, Seating
from .texts import PACK, TEXTS

_BID_WORDS = frozenset(("pass", *CONTRACTS, *CONTRACT_ALIASES))
_THRESHOLD: Final = {n: dict(zip(POIGNEES, THRESHOLDS[n], strict=True)) for n in THRESHOLDS}
_POIGNEE_MIN: Final = {n: THRESHOLDS[n][0] - 1 for n in THRESHOLDS}
"""Fewest trumps that may make a poignée (the simple one, with the Excuse standing in, R8.4)."""


def _pick(mask: CardSet, rnd: Callable[[], float]) -> CardSet:
    """A uniformly random bit of a non-empty mask, as a one-bit mask."""
    k = mask.bit_count()
    if k > 1:
        k = int(rnd() * k)
        while k:
            mask &= mask - 1
            k -= 1
    return mask & -mask


def _picks(pool: CardSet, count: int, rnd: Callable[[], float]) -> CardSet:
    """``count`` distinct random cards of ``pool`` (uniform among the subsets of that size)."""
    chosen = 0
    for _ in range(count):
        bit = _pick(pool, rnd)
        pool ^= bit
        chosen |= bit
    return chosen


def action_layout_for(options: Options) -> ActionLayout:
    """The ids of one option set (DESIGN.md §9; the layout is in the package docstring): the card
    blocks (play; call with five players, R6.2; give, C15), the bids ``pass`` then the allowed
    contracts, the chelem announcement when enabled (R9.3), then the set families: the discard (R5.1),
    each poignée level when enabled (R8), the petit sec under ``petit_sec = optional`` (C8)."""
    allowed = set(options.allowed_contracts)
    families = [Family("discard")]
    if options.enable_poignee:
        families += [Family("declare", name) for name in POIGNEES]
    if options.petit_sec == "optional":
        families.append(Family("declare", PETIT_SEC))
    return ActionLayout(
        call=options.players == 5,
        give=True,
        bids=("pass", *(c for c in CONTRACTS if c in allowed)),
        announces=("chelem",) if options.enable_chelem else (),
        families=families,
    )


_TEXTS: Final[Texts] = {**ID_TEXTS, **TEXTS, **specs.OPTION_TEXTS}


class FrenchTarot(Game):
    """French Tarot for 3, 4 or 5 players under the FFT rules (``shared/rules/french-tarot.md``), and for
    two "avec le mort" (§13: three seats, seat 2 the dummy played by the defender)."""

    name: ClassVar[str] = "french-tarot"
    card_style: ClassVar[str] = "french"

    pack: ClassVar[Pack] = PACK
    score_sheet: ClassVar[str] = sides.SCORE_SHEET
    has_takers: ClassVar[bool] = True

    @classmethod
    def texts(cls) -> Texts:
        """The game's words in three languages: its own (:mod:`.texts`) and its options' (:mod:`.specs`)."""
        return _TEXTS

    @classmethod
    def option_specs(cls) -> tuple[OptionSpec, ...]:
        """The options of §17.1, as data (:mod:`.specs`)."""
        return specs.OPTION_SPECS

    def known_sides(self, observation: Observation) -> tuple[tuple[int, ...], ...]:
        """The sides as ``observation.seat`` knows them now (:mod:`.sides`)."""
        return sides.known_sides(self, observation)

    def __init__(self, options: Options | None = None) -> None:
        self.options = options if options is not None else Options()
        allowed = tuple(BID_VALUES.index(c) for c in self.options.allowed_contracts)
        self._higher_ranks = tuple(tuple(r for r in allowed if r > high) for high in range(len(BID_VALUES)))
        """For each highest bid so far, the allowed contracts above it (R4.2, C9)."""
        self._layout = action_layout_for(self.options)
        self.seating = Seating.of(self.options)
        """What every deal of these options shares (seats, bidders by dealer, sizes)."""

    @property
    def trick_rules(self) -> TrickRules:
        """R7.2-R7.7 as data (:data:`.play.TRICK_RULES`)."""
        return TRICK_RULES

    def __repr__(self) -> str:
        return f"FrenchTarot({self.options.to_json()!r})"

    @classmethod
    def variants(cls) -> tuple[dict[str, Any], ...]:
        from . import BENCH_OPTIONS

        return tuple(dict(options) for options in BENCH_OPTIONS)

    @property
    def action_layout(self) -> ActionLayout:
        """Ids (DESIGN.md §9) of this option set (:func:`action_layout_for`)."""
        return self._layout

    def explain(self, result: HandResult) -> list[Line]:
        """The score of a finished deal as lines (:func:`.explain.explain`)."""
        return explain(result)

    @property
    def num_seats(self) -> int:
        """``players`` seats; three with two players (§13: seat 2 is the dummy)."""
        return self.options.seats

    @property
    def dummy(self) -> int:
        """The dummy's seat (§13: 2 with two players), else -1."""
        return self.options.dummy

    def controller(self, seat: int) -> int:
        """§13: with two players the dummy (seat 2) is played by the defender, the player who does not
        take; a hand knows which (:meth:`.state.FrenchTarotState.controller`). Before any hand decides
        it, the dummy is listed with seat 1, so that :meth:`live_seats` is seats 0 and 1."""
        if seat == self.options.dummy:
            return 1
        return seat

    @property
    def deck(self) -> CardSet:
        return FULL_DECK

    def score_bounds(self) -> tuple[float, float]:
        """R10.4: per defender D = (25 + margin + 10 petit au bout) x multiplier (6 at most) + poignées (80
        at most in all: two simple ones or one triple) + chelem (400 at most); the margin is at most 56
        (attack 0 with no bout, target 56): |D| <= 91 x 6 + 80 + 400 = 1026. The taker takes D from each of
        the others (n - 1 shares; alone in 5p at most 4)."""
        bound = 1026.0 * (self.num_seats - 1)
        return -bound, bound

    @property
    def hand_score_sum(self) -> float:
        """R10.5: the scores of a hand sum to zero."""
        return 0.0

    def card_points(self, cards: CardSet) -> float:
        """R1.6: 4.5 per bout or King, 3.5 per Queen, 2.5 per Knight, 1.5 per Jack, 0.5 per other card.

        Counted card by card in half-points, so the value is exact (R1.8: counting in pairs gives the
        same total); the whole deck is 91 (R1.7).
        """
        return half_points(cards) / 2

    @classmethod
    def from_options(cls, raw: Mapping[str, Any]) -> FrenchTarot:
        return cls(read_options(raw))

    def options_json(self) -> dict[str, Any]:
        return self.options.to_json()

    def deal(self, dealer: int, seed: int) -> Deal:
        return make_deal(dealer, seed, self.options.seats, self.options.authentic_deal)  # §13: as for 3

    def check_deal(self, deal: Deal) -> None:
        check_deal(deal, self.options.seats)

    def new_hand(self, dealer: int, deal: Deal) -> FrenchTarotState:
        """Start a deal; raises ``ValueError`` for a dealer that is not a seat or is the dummy (§13)."""
        self.check_dealer(dealer, None)
        return FrenchTarotState(self, dealer, deal)

    def check_dealer(self, dealer: int, previous: HandState | None) -> None:
        """A seat; §13: with two players the dummy (seat 2) never deals. The rotation is not checked (C4)."""
        super().check_dealer(dealer, previous)
        if dealer == self.options.dummy:
            raise ValueError(f"dealer {dealer} is the dummy, which never deals (§13: seats 0 and 1 deal in turn)")

    def next_dealer(self, previous: HandState) -> int:
        """R3.1, R4.3: the next seat deals; R3.7 / ``petit_sec_redeal``: the same dealer after a petit sec;
        §13: with two players the deal alternates between seats 0 and 1."""
        assert isinstance(previous, FrenchTarotState)
        result = previous.result() if previous.is_over else None
        if result is not None and "annulled" in result.detail and self.options.petit_sec_redeal == "same-dealer":
            return previous.dealer
        return (previous.dealer + 1) % self.options.players  # §13: players (2) < seats (3): the dummy skipped

    def totals(self, results: Sequence[HandResult]) -> list[Any]:
        """R11.1: plain sums of the per-deal scores (C6)."""
        totals = [0] * self.num_seats
        for result in results:
            for seat, score in enumerate(result.scores):
                totals[seat] += int(score)
        return totals

    def counted_deals(self, results: Sequence[HandResult]) -> int:
        """Deals that count towards ``deals`` (R11.3): played ones, passed ones under
        ``count_passed_deals``, never those annulled for a petit sec."""
        counted = 0
        for result in results:
            if "annulled" in result.detail:
                continue
            if "passed" in result.detail and not self.options.count_passed_deals:
                continue
            counted += 1
        return counted

    def match_over(self, results: Sequence[HandResult]) -> bool:
        """The session of R11.2 is over: ``deals`` counted deals played (R11.3), or a total at ±``target_score``.

        Replay reports this but still scores every hand of a record (C6); live sessions stop here.
        """
        if self.counted_deals(results) >= self.options.session_deals:
            return True
        target = self.options.target_score
        return target is not None and any(abs(t) >= target for t in self.totals(results))

    def parse_action(self, raw: Mapping[str, Any], path: str) -> Action:
        """The generic reader plus this game's vocabulary (§17.3): values outside it are malformed."""
        action = parse_action(raw, path, num_seats=self.num_seats)
        if action.verb == "bid":
            if action.value not in _BID_WORDS:
                choices = f"pass, {', '.join(CONTRACTS)}"
                params = {"value": repr(action.value), "choices": choices}
                reason = f"{action.value!r} is not a bid ({choices})"
                raise RecordError(f"{path}.bid", reason, "value_not_allowed", params)
            value = CONTRACT_ALIASES.get(action.value, action.value)
            if value != action.value:
                action = Action(action.seat, "bid", value=value)  # C9: prise is written petite
        elif action.verb == "announce" and action.value != "chelem":
            params = {"value": repr(action.value), "choices": "chelem"}
            reason = f"{action.value!r} is not an announcement (chelem)"
            raise RecordError(f"{path}.announce", reason, "value_not_allowed", params)
        elif action.verb == "declare" and action.value is not None and action.value not in DECLARE_NAMES:
            choices = ", ".join(DECLARE_NAMES)
            params = {"value": repr(action.value), "choices": choices}
            reason = f"{action.value!r} is not a declaration ({choices})"
            raise RecordError(f"{path}.as", reason, "value_not_allowed", params)
        return action

    def random_hand(self, dealer: int, rng: random.Random) -> FrenchTarotState:
        """Deal from ``rng`` and play a whole deal at random on a playout state; returns the finished state.

        The state's own steps (``apply_trusted`` for the auction, call, discard and declarations,
        :meth:`~.state.FrenchTarotState.play_card` for the cards), on masks. Random policy: a petit
        sec holder declares with probability 1/2 (``petit_sec = optional``); each seat bids uniformly
        among ``pass`` and the higher allowed contracts; the call is uniform among callable cards;
        the discard uniform among legal discards; the taker announces a chelem with probability
        1/16; a seat entitled to poignées declares one with probability 1/2 (uniform level and
        trumps); an open Excuse give window is closed by a uniform eligible give with probability
        1/2 (else the next play gives the default card, C15); every card is uniform among the legal
        ones. ``state.deal`` and ``state.history`` replay the same deal on the checked path.
        """
        options = self.options
        n = options.seats
        rnd = rng.random
        state = FrenchTarotState(self, dealer, None, random_deal_masks(rng, n), playout=True)
        if state.is_over:
            return state  # R3.7, C7: annulled at once
        if options.petit_sec == "optional":
            for seat in petit_sec_seats(state.dealt, dealer):
                if seat != options.dummy and rnd() < 0.5:  # §13: the dummy announces nothing
                    state.apply_trusted(Action(seat, "declare", cards=state.dealt[seat], value=PETIT_SEC))
                    return state
        higher_than = self._higher_ranks
        high = 0
        apply = state.apply_trusted
        bid = state.bid
        for _ in range(len(state.bidders)):
            higher = higher_than[high]
            k = int(rnd() * (len(higher) + 1))
            if k:
                high = higher[k - 1]
                bid(high)
            else:
                bid(0)
        if state.is_over:
            return state  # R4.3: everyone passed
        taker = state.taker
        assert taker is not None
        if state.phase == "call":
            apply(Action(taker, "call", card=_pick(callable_cards(state.dealt[taker]), rnd).bit_length() - 1))
        if state.phase == "discard":
            required, pool = discard_choice(state.hand(taker), CHIEN_SIZE[n], options.discard_kings)
            apply(Action(taker, "discard", cards=required | _picks(pool, CHIEN_SIZE[n] - required.bit_count(), rnd)))
        if options.enable_chelem and rnd() < 0.0625:
            apply(Action(taker, "announce", value="chelem"))
        if options.enable_poignee:
            # R8.2, C14: a poignée is declared at one's turn in trick 1, before one's card; the hands
            # do not change before then, so each seat's choice can be drawn now.
            fewest = _POIGNEE_MIN[n]
            dummy = options.dummy
            declares: dict[int, Action] = {}
            leader = state.to_act
            assert leader is not None
            for i in range(n):
                seat = (leader + i) % n
                hand = state.hand(seat)
                if seat != dummy and (hand & TRUMPS).bit_count() >= fewest and rnd() < 0.5:
                    choices = poignee_options(hand, n)
                    if choices:
                        name, shown, pool = choices[int(rnd() * len(choices))]
                        shown |= _picks(pool, _THRESHOLD[n][name] - shown.bit_count(), rnd)
                        declares[seat] = Action(seat, "declare", cards=shown, value=name)
            while declares:
                declared = declares.pop(state.to_act or 0, None)
                if declared is not None:
                    apply(declared)
                state.play_card(_pick(state.legal_cards(), rnd).bit_length() - 1)
        while not state.is_over:
            if state.give_window >= 0 and rnd() < 0.5:
                self._random_give(state, rnd)
            state.play_out(None, rnd)
        if state.give_window >= 0 and rnd() < 0.5:
            self._random_give(state, rnd)  # C15: a final give after the last trick
        return state

    @staticmethod
    def _random_give(state: FrenchTarotState, rnd: Callable[[], float]) -> None:
        debtor = state.give_window
        card = _pick(state.exchange_cards(), rnd).bit_length() - 1
        state.apply_trusted(Action(debtor, "give", card=card))

    def play_random_hand(self, dealer: int, rng: random.Random) -> HandResult:
        """Deal and play a whole hand with random legal choices (:meth:`random_hand`) and score it."""
        return self.random_hand(dealer, rng).result()

    def random_rollout(self, state: HandState, rng: random.Random) -> HandState:
        """Play a playout copy to its end, cards uniform among the legal ones through ``play_card``.

        As the engine's: other decisions uniformly through ``random_action`` (only a give window can
        be met after the first card); a card decision skips the optional declarations before it.
        """
        assert isinstance(state, FrenchTarotState)
        rnd = rng.random
        while not state.is_over:
            if state.playing:
                state.play_out(None, rnd)
            else:
                state.apply_trusted(self.random_action(state, rng))
        return state


__all__ = ["FrenchTarot"]
