"""The French Tarot :class:`Game`: options, deals, dealers, totals and the end of a session."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from tarocchi.cards import FULL_DECK, CardSet
from tarocchi.engine.actions import Action
from tarocchi.engine.game import Deal, Game, HandResult, HandState
from tarocchi.engine.ids import ActionLayout, Family
from tarocchi.engine.observation import Observation
from tarocchi.engine.options import OptionSpec
from tarocchi.engine.parsing import parse_action
from tarocchi.errors import RecordError

from . import sides, specs
from .deal import check_deal, make_deal
from .deck import half_points
from .declarations import DECLARE_NAMES
from .options import CONTRACT_ALIASES, CONTRACTS, Options, read_options
from .state import FrenchTarotState

_BID_WORDS = frozenset(("pass", *CONTRACTS, *CONTRACT_ALIASES))


_LAYOUT = ActionLayout(
    call=True,
    give=True,
    bids=("pass", *CONTRACTS),
    announces=("chelem",),
    families=(Family("discard"), *(Family("declare", name) for name in DECLARE_NAMES)),
)


class FrenchTarot(Game):
    """French Tarot for 3, 4 or 5 players under the FFT rules (``shared/rules/french-tarot.md``)."""

    name: ClassVar[str] = "french-tarot"

    @classmethod
    def option_specs(cls) -> tuple[OptionSpec, ...]:
        """The options of §17.1, as data (:mod:`.specs`)."""
        return specs.OPTION_SPECS

    def known_sides(self, observation: Observation) -> tuple[tuple[int, ...], ...]:
        """The sides as ``observation.seat`` knows them now (:mod:`.sides`)."""
        return sides.known_sides(self, observation)

    def __init__(self, options: Options | None = None) -> None:
        self.options = options if options is not None else Options()

    def __repr__(self) -> str:
        return f"FrenchTarot({self.options.to_json()!r})"

    @classmethod
    def variants(cls) -> tuple[dict[str, Any], ...]:
        from . import BENCH_OPTIONS

        return tuple(dict(options) for options in BENCH_OPTIONS)

    @property
    def action_layout(self) -> ActionLayout:
        """Ids (DESIGN.md §9): play, call, give, bids, the chelem, the discard and each declaration."""
        return _LAYOUT

    @property
    def num_seats(self) -> int:
        return self.options.players

    @property
    def deck(self) -> CardSet:
        return FULL_DECK

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
        return make_deal(dealer, seed, self.options.players, self.options.authentic_deal)

    def check_deal(self, deal: Deal) -> None:
        check_deal(deal, self.options.players)

    def new_hand(self, dealer: int, deal: Deal) -> FrenchTarotState:
        return FrenchTarotState(self, dealer, deal)

    def next_dealer(self, previous: HandState) -> int:
        """R3.1, R4.3: the next seat deals; R3.7 / ``petit_sec_redeal``: the same dealer after a petit sec."""
        assert isinstance(previous, FrenchTarotState)
        result = previous.result() if previous.is_over else None
        if result is not None and "annulled" in result.detail and self.options.petit_sec_redeal == "same-dealer":
            return previous.dealer
        return (previous.dealer + 1) % self.num_seats

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
                raise RecordError(f"{path}.bid", f"{action.value!r} is not a bid (pass, {', '.join(CONTRACTS)})")
            value = CONTRACT_ALIASES.get(action.value, action.value)
            if value != action.value:
                action = Action(action.seat, "bid", value=value)  # C9: prise is written petite
        elif action.verb == "announce" and action.value != "chelem":
            raise RecordError(f"{path}.announce", f"{action.value!r} is not an announcement (chelem)")
        elif action.verb == "declare" and action.value is not None and action.value not in DECLARE_NAMES:
            raise RecordError(f"{path}.as", f"{action.value!r} is not a declaration ({', '.join(DECLARE_NAMES)})")
        return action

    def play_random_hand(self, dealer: int, rng: random.Random) -> HandResult:
        """Deal and play a whole hand with random legal choices, through the trusted fast path."""
        from .fast import play_random_hand

        return play_random_hand(self, dealer, rng)


__all__ = ["FrenchTarot"]
