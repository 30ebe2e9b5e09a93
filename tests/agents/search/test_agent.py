"""The search agent: reproducible under a playout budget, anchored on the heuristic, equivalent cards merged."""

from __future__ import annotations

import random

from tarocchi.agents import make_agent
from tarocchi.agents.search import search_model
from tarocchi.cards import parse_card
from tarocchi.engine.actions import Action
from tarocchi.engine.game import Game
from tarocchi.engine.observation import Observation, TrickView
from tarocchi.games import create_game

from ..conftest import random_states


def play_decisions(game: Game, count: int) -> list[tuple[Observation, list[Action]]]:
    out = []
    for state in random_states(game, 200, seed=9):
        seat = state.to_act
        assert seat is not None
        legal = [a for a in state.legal_actions() if a.seat == seat]
        if len([a for a in legal if a.verb == "play"]) >= 2 and all(a.verb == "play" for a in legal):
            out.append((state.observation(seat), legal))
        if len(out) == count:
            break
    return out


def test_same_seed_same_choice_and_a_huge_z_keeps_the_heuristic_card(game: Game) -> None:
    heuristic = make_agent("heuristic", game)
    search = make_agent("search:playouts=24", game)
    anchored = make_agent("search:playouts=24:z=1000", game)
    for obs, legal in play_decisions(game, 5):
        a = search.act(obs, legal, random.Random(1))
        b = search.act(obs, legal, random.Random(1))
        assert a == b and a in legal
        assert anchored.act(obs, legal, random.Random(2)) == heuristic.act(obs, legal, random.Random(2))


def test_equivalent_pips_are_searched_once() -> None:
    game = create_game("french-tarot", {"players": 4})
    model = search_model(game)
    hand = [parse_card(c) for c in ("2H", "3H", "4H", "6H", "KH", "T5", "T6")]
    played = TrickView(
        0, ((0, parse_card("5H")), (1, parse_card("7H")), (2, parse_card("8H")), (3, parse_card("9H"))), 3
    )
    mask = 0
    for c in hand:
        mask |= 1 << c
    obs = Observation("french-tarot", 3, 4, 0, "play", 3, mask, (), (played,))
    plays = [Action(3, "play", card=c) for c in hand]
    kept = {a.card for a in model.candidates(obs, plays)}
    # 2H-3H-4H are one run; 5H is out, so 6H joins it; KH differs in value; T5-T6 are adjacent trumps.
    assert kept == {parse_card("2H"), parse_card("KH"), parse_card("T5")}
