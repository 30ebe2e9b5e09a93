"""The exact endgame solver: alpha-beta with a table equals plain minimax on small positions."""

from __future__ import annotations

import random

import pytest

from tarocchi.agents import make_agent
from tarocchi.agents.search import search_model
from tarocchi.agents.search.agent import SearchAgent
from tarocchi.agents.search.endgame import EndgameSolver, SolverBudget, brute_force
from tarocchi.agents.search.model import TrickModel
from tarocchi.engine.game import Game, HandState
from tarocchi.engine.tricks import TrickRules


def endgame_positions(game: Game, cards_left: int, count: int, seed: int) -> list[tuple[HandState, int]]:
    """Hands played at random until the seat to play holds ``cards_left`` cards (with the cards played)."""
    rng = random.Random(seed)
    out: list[tuple[HandState, int]] = []
    attempts = 0
    while len(out) < count and attempts < 20 * count:
        attempts += 1
        state = game.new_hand(0, game.deal(0, rng.getrandbits(64))).playout()
        while not state.is_over:
            view = state.play_view()
            if view is not None and state.observation(view.seat).hand.bit_count() <= cards_left:
                break
            state.apply_trusted(game.random_action(state, rng))
        view = state.play_view()
        if state.is_over or view is None:
            continue
        played = 0
        for action in state.history:
            if action.verb == "play":
                played |= 1 << action.card
        out.append((state, played))
    return out


def model_parts(game: Game) -> tuple[TrickRules, list[int]]:
    model = search_model(game)
    assert isinstance(model, TrickModel)
    return game.trick_rules, list(model.card_value)


def test_solver_equals_brute_force(game: Game) -> None:
    rules, values = model_parts(game)
    positions = endgame_positions(game, 3, 6, seed=11)
    assert positions, "some hand reaches its last tricks"
    for state, played in positions:
        view = state.play_view()
        assert view is not None
        for root in {view.seat, (view.seat + 1) % game.num_seats}:
            solver = EndgameSolver(rules, values)
            value, card = solver.solve(state.playout(), root, played)
            assert value == brute_force(state.playout(), rules, values, root)
            assert (view.legal >> card) & 1
            # The card it names reaches its value: the rest solved after it gives the same total.
            again = EndgameSolver(rules, values)
            child = state.playout()
            child.play_card(card)
            gain = (
                again.trick_points(state, (*view.trick, (view.seat, card)), root)
                if len(view.trick) == view.players - 1
                else 0
            )
            rest = brute_force(child, rules, values, root)
            assert gain + rest == value


def test_the_table_is_reused_and_the_budget_stops_the_solve() -> None:
    from tarocchi.games import create_game

    game = create_game("french-tarot", {"players": 4})
    rules, values = model_parts(game)
    (state, played), *_ = endgame_positions(game, 4, 1, seed=5)
    view = state.play_view()
    assert view is not None
    solver = EndgameSolver(rules, values)
    first = solver.solve(state.playout(), view.seat, played)
    first_nodes = solver.nodes
    assert solver.solve(state.playout(), view.seat, played) == first
    assert solver.nodes < first_nodes  # the root's exact entry answers at once
    tiny = EndgameSolver(rules, values, max_nodes=3)
    with pytest.raises(SolverBudget):
        tiny.solve(state.playout(), view.seat, played)


def test_search_with_endgame_solves_its_last_cards() -> None:
    from tarocchi.games import create_game

    game = create_game("french-tarot", {"players": 4})
    agent = make_agent("search:playouts=12:endgame=3", game)
    assert isinstance(agent, SearchAgent) and agent.endgame == 3
    for state, _ in endgame_positions(game, 3, 4, seed=3):
        seat = state.to_act
        assert seat is not None
        legal = [a for a in state.legal_actions() if a.seat == seat]
        plays = [a for a in legal if a.verb == "play"]
        if len(plays) < 2 or len(plays) != len(legal):
            continue
        assert agent.act(state.observation(seat), legal, random.Random(1)) in legal
    assert agent.stats["solved"] > 0
