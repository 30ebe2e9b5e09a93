"""An exact solver for the end of a hand when every card is known (one sampled world).

Alpha-beta over the remaining tricks on the *card-point objective*: the card points the searching
seat's side takes from here on (its side as the world's :meth:`~tarocchi.engine.game.HandState.same_side`
tells), which that side maximizes and every other seat minimizes. It works on any trick game
through the engine's public card path (:meth:`~tarocchi.engine.game.HandState.play_view`,
:meth:`~tarocchi.engine.game.HandState.play_card`, :meth:`~tarocchi.engine.game.HandState.playout`
copies) and the game's :class:`~tarocchi.engine.tricks.TrickRules` and card values:

* a trick's cards go to the side of its winner (:func:`~tarocchi.engine.tricks.trick_winner`), a
  *free* card (the Fool, the Excuse) to the side of the seat that played it;
* move ordering: the transposition table's best card first, then the strongest cards;
* a transposition table keyed by the cards played so far, the seat to play and the current trick
  (the rest of the hand depends on nothing else once the deal is fixed), holding exact values and bounds;
* a node budget: past it the solve gives up (:class:`SolverBudget`) and the caller plays out instead.

The objective leaves out bonuses that are not card points (the Petit au bout, a last-trick bonus);
the search agent scores the hand the solved line reaches with the game's real score.
A decision that is not a card (an optional declaration the playout path asks for) stops the solve.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from tarocchi.cards import CardSet, cards_of
from tarocchi.engine.game import HandState
from tarocchi.engine.tricks import TrickRules, trick_winner

EXACT, LOWER, UPPER = 0, 1, 2


class SolverBudget(Exception):
    """The solve needed more nodes than its budget, or met a decision that is not a card."""


@dataclass
class EndgameSolver:
    """Alpha-beta on card points over the remaining tricks of one fully known world."""

    rules: TrickRules
    value: Sequence[int]
    max_nodes: int = 20000
    nodes: int = 0
    table: dict[tuple[int, CardSet, int, tuple[tuple[int, int], ...]], tuple[int, int, int]] = field(
        default_factory=dict
    )
    """(root seat, cards played, seat to play, current trick) -> (value, bound kind, best card)."""

    def trick_points(self, state: HandState, plays: Sequence[tuple[int, int]], root: int) -> int:
        """The points of a complete trick that go to ``root``'s side."""
        cards = [c for _, c in plays]
        winner = plays[trick_winner(self.rules, cards)][0]
        free = self.rules.free
        points = 0
        for seat, card in plays:
            owner = seat if (free >> card) & 1 else winner
            if state.same_side(owner, root):
                points += self.value[card]
        return points

    def solve(self, state: HandState, root: int, played: CardSet) -> tuple[int, int]:
        """(points ``root``'s side takes from here with best play, the best card of the seat to act).

        ``played`` is the set of cards already played in ``state`` (the table's key). Raises
        :class:`SolverBudget` past :attr:`max_nodes` nodes for this call.
        """
        self.nodes = 0
        view = state.play_view()
        if view is None:
            raise SolverBudget("not a card decision")
        value, card = self._search(state, root, played, -(1 << 30), 1 << 30)
        return value, card

    def best_line(self, state: HandState, root: int, played: CardSet) -> HandState:
        """Play ``state`` (a playout copy) to the end along a best line; returns it."""
        while not state.is_over:
            view = state.play_view()
            if view is None:
                raise SolverBudget("not a card decision")
            legal = view.legal
            if legal & (legal - 1) == 0:
                card = legal.bit_length() - 1
            else:
                _, card = self.solve(state, root, played)
            state.play_card(card)
            played |= 1 << card
        return state

    def _order(self, legal: CardSet, first: int) -> list[int]:
        strength = self.rules.strength
        value = self.value
        cards = sorted(cards_of(legal), key=lambda c: (-strength[c], -value[c], c))
        if first >= 0 and (legal >> first) & 1:
            cards.remove(first)
            cards.insert(0, first)
        return cards

    def _search(self, state: HandState, root: int, played: CardSet, alpha: int, beta: int) -> tuple[int, int]:
        view = state.play_view()
        if view is None:
            if state.is_over:
                return 0, -1
            raise SolverBudget("not a card decision")
        self.nodes += 1
        if self.nodes > self.max_nodes:
            raise SolverBudget(f"more than {self.max_nodes} nodes")
        key = (root, played, view.seat, view.trick)
        entry = self.table.get(key)
        first = -1
        if entry is not None:
            stored, kind, first = entry
            if kind == EXACT:
                return stored, first
            if kind == LOWER and stored >= beta:
                return stored, first
            if kind == UPPER and stored <= alpha:
                return stored, first
        maximizing = state.same_side(view.seat, root)
        completes = len(view.trick) == view.players - 1
        legal = view.legal
        alpha0, beta0 = alpha, beta
        best = -(1 << 30) if maximizing else 1 << 30
        best_card = -1
        for card in self._order(legal, first):
            child = state.playout()
            child.play_card(card)
            gain = self.trick_points(state, (*view.trick, (view.seat, card)), root) if completes else 0
            sub, _ = self._search(child, root, played | (1 << card), alpha - gain, beta - gain)
            total = gain + sub
            if maximizing:
                if total > best:
                    best, best_card = total, card
                alpha = max(alpha, best)
            else:
                if total < best:
                    best, best_card = total, card
                beta = min(beta, best)
            if alpha >= beta:
                break
        if best <= alpha0:
            kind = UPPER
        elif best >= beta0:
            kind = LOWER
        else:
            kind = EXACT
        self.table[key] = (best, kind, best_card)
        return best, best_card


def cards_in_hands(state: HandState) -> int | None:
    """The cards still in every hand of ``state`` together (dummies included, the trick in progress not): what
    the solver's work grows with; ``None`` when more than cards is left to decide
    (:meth:`~tarocchi.engine.game.HandState.card_play`)."""
    play = state.card_play()
    if play is None:
        return None
    return sum(hand.bit_count() for hand in play.hands)


def brute_force(state: HandState, rules: TrickRules, value: Sequence[int], root: int) -> int:
    """Plain minimax on the same objective, no pruning and no table (for the solver's tests)."""
    view = state.play_view()
    if view is None:
        return 0
    solver = EndgameSolver(rules, value)
    completes = len(view.trick) == view.players - 1
    results = []
    for card in cards_of(view.legal):
        child = state.playout()
        child.play_card(card)
        gain = solver.trick_points(state, (*view.trick, (view.seat, card)), root) if completes else 0
        results.append(gain + brute_force(child, rules, value, root))
    return max(results) if state.same_side(view.seat, root) else min(results)


__all__ = ["EndgameSolver", "SolverBudget", "brute_force", "cards_in_hands"]
