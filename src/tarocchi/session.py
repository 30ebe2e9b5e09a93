"""A live match: the hands of one table in order, with the record kept as play goes on.

Used by every edge that plays (terminal, web, simulations): it deals each hand with the project's
deterministic shuffle from a per-hand seed, checks every action through the hand state, and keeps
the ``tarocchi-record/1`` record (DESIGN.md §5) with explicit deals, so a saved match replays anywhere.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from tarocchi.engine.actions import Action, is_declare_nothing
from tarocchi.engine.game import Game, HandResult, HandState
from tarocchi.engine.shuffle import DeterministicRng
from tarocchi.records.model import HandRecord, MatchRecord


def first_dealers(game: Game) -> list[int]:
    """The seats that may deal a match's first hand (the game's :meth:`~Game.check_dealer` decides: a dummy
    that never deals is left out); seat 0 when the game accepts none on its own."""
    out = []
    for seat in range(game.num_seats):
        try:
            game.check_dealer(seat, None)
        except ValueError:
            continue
        out.append(seat)
    return out or [0]


def draw_first_dealer(seed: int, num_seats: int, dealers: Sequence[int] | None = None) -> int:
    """The first dealer, drawn by lot from the match seed (the same seed, the same dealer).

    The rules draw the first dealer (French Tarot R3.1, Gatti 3.4, Piedmontese 3.4, Tarocchino 1.3); he is
    drawn uniformly among ``dealers`` (every seat by default; see :func:`first_dealers`), from a stream of
    its own so that the deals do not change with him.
    """
    seats = list(dealers) if dealers is not None else list(range(num_seats))
    return seats[random.Random(f"first-dealer:{seed}").randrange(len(seats))]


class MatchSession:
    """One table's match. Not thread-safe; one owner applies actions."""

    def __init__(
        self,
        game: Game,
        *,
        seed: int = 0,
        names: Sequence[str] | None = None,
        first_dealer: int = 0,
    ) -> None:
        self.game = game
        self._seeds = DeterministicRng(seed)
        self.record = MatchRecord(game.name, game.options_json(), list(names) if names is not None else None)
        self.states: list[HandState] = []
        self._first_dealer = first_dealer
        self.state: HandState = self._deal(first_dealer, None)

    def _deal(self, dealer: int, previous: HandState | None) -> HandState:
        deal = self.game.deal(dealer, self._seeds.next_u64())
        self.record.hands.append(HandRecord(dealer, deal=deal))
        state = self.game.start_hand(dealer, deal, previous)
        self.states.append(state)
        return state

    @property
    def hand_index(self) -> int:
        """Index of the current hand (0-based)."""
        return len(self.states) - 1

    @property
    def results(self) -> list[HandResult]:
        """Results of the hands that can be scored, in order (a final give still updates the last)."""
        return [state.result() for state in self.states if state.is_over]

    @property
    def hand_finished(self) -> bool:
        """True when the current hand is over and nobody has anything left to decide in it."""
        return self.state.is_over and self.state.to_act is None

    @property
    def is_over(self) -> bool:
        """True when the match has ended by the game's rules (the current hand is then over).

        A final give may still be open in that last hand (:attr:`hand_finished` says when not).
        """
        return self.state.is_over and (self.game.match_over(self.results) or self._hand_limit_reached())

    def _hand_limit_reached(self) -> bool:
        limit = self.game.max_hands()
        return limit is not None and len(self.results) >= limit

    def apply(self, action: Action) -> None:
        """Check and apply an action to the current hand, and record it; on refusal nothing changes."""
        self.state.apply(action)
        if not is_declare_nothing(action):  # a live-table pass; records have none
            self.record.hands[-1].actions.append(action)

    def next_hand(self) -> HandState:
        """Deal the next hand once the current one is over and the match goes on.

        A final give not yet made is then left to the engine's default, as in a record without it.
        """
        if not self.state.is_over:
            raise ValueError("the current hand is not finished")
        if self.is_over:
            raise ValueError("the match is over")
        self.state = self._deal(self.game.next_dealer(self.state), self.state)
        return self.state

    def totals(self) -> list[Any]:
        """The match standing after the finished hands."""
        return self.game.totals(self.results)
