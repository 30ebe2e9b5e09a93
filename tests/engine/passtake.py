"""What the two toy games share (``tests/tui/tui_fakegame.py`` for the terminal, ``tests/web/toygame.py``
for the web): four seats, one bid each (``pass``/``take``), the taker takes the talon and discards, then
tricks. Each toy game keeps its own deck, play rule, refusals and score; this is the bookkeeping around them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from tarocchi.engine.actions import Action
from tarocchi.engine.game import Deal, Game, HandResult, HandState
from tarocchi.engine.ids import ActionLayout, Family


class PassTakeState(HandState):
    """A hand's state: the hands, the talon, the bids, the tricks and their winners, the history."""

    def __init__(self, game: Any, dealer: int, deal: Deal) -> None:
        self.game = game
        self._dealer = dealer
        self.hands = list(deal.hand_masks)
        self.talon = deal.talon_mask
        self.bids: list[str] = []
        self.taker: int | None = None
        self.tricks: list[list[tuple[int, int]]] = []
        self.winners: list[int] = []
        self._history: list[Action] = []

    @property
    def dealer(self) -> int:
        return self._dealer

    def undo(self) -> Action:
        raise NotImplementedError

    def copy(self) -> PassTakeState:
        raise NotImplementedError

    @property
    def history(self) -> Sequence[Action]:
        return tuple(self._history)

    def seen_history(self, seat: int) -> tuple[Action, ...]:
        """The history as ``seat`` sees it: another seat's discard without its cards."""
        return tuple(a if a.verb != "discard" or a.seat == seat else Action(a.seat, "discard") for a in self._history)

    def taker_scores(self, score: int) -> tuple[int, ...]:
        """The taker wins ``3 * score``, each other seat loses ``score``."""
        return tuple(3 * score if s == self.taker else -score for s in range(4))


class PassTakeGame(Game):
    """A four-seat game whose hands are ``state_class``'s, the dealer passing to the right after each hand."""

    state_class: ClassVar[type[PassTakeState]]

    @property
    def num_seats(self) -> int:
        return 4

    @property
    def action_layout(self) -> ActionLayout:
        return ActionLayout(bids=("pass", "take"), families=(Family("discard"),))

    def card_points(self, cards: int) -> float:
        return cards.bit_count()  # one point per card

    def check_deal(self, deal: Deal) -> None:
        pass

    def new_hand(self, dealer: int, deal: Deal) -> PassTakeState:
        return self.state_class(self, dealer, deal)

    def next_dealer(self, previous: HandState) -> int:
        return (previous.dealer + 1) % 4

    def totals(self, results: Sequence[HandResult]) -> list[Any]:
        return [sum(r.scores[s] for r in results) for s in range(4)]
