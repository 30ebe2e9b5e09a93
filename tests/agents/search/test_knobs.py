"""The search agent's knobs: today's agent reachable exactly, bad values refused, bids searched."""

from __future__ import annotations

import random
import re

import pytest

from tarocchi.agents import make_agent
from tarocchi.agents.search.agent import SearchAgent
from tarocchi.engine.game import Game
from tarocchi.errors import TarocchiError
from tarocchi.games import create_game

from .test_agent import play_decisions


def test_the_old_configuration_is_the_default_and_chooses_alike(game: Game) -> None:
    default = make_agent("search:playouts=24", game)
    spelled = make_agent("search:playouts=24:rollout=greedy:endgame=off:bids=heuristic", game)
    assert isinstance(default, SearchAgent) and isinstance(spelled, SearchAgent)
    assert (default.rollout_kind, default.endgame, default.bids) == ("greedy", 0, "heuristic")
    for obs, legal in play_decisions(game, 4):
        assert default.act(obs, legal, random.Random(3)) == spelled.act(obs, legal, random.Random(3))


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("search:rollout=clever", "rollout"),
        ("search:endgame=all", "endgame"),
        ("search:bids=always", "bids"),
        ("search:infer=maybe", "infer"),
        ("search:crn=yes", "crn"),
        ("heuristic:bids=sometimes", "bids"),
    ],
)
def test_bad_knob_values_are_refused(spec: str, message: str) -> None:
    game = create_game("french-tarot", {"players": 4})
    with pytest.raises(TarocchiError, match=message):
        make_agent(spec, game).act  # noqa: B018  (built at once with a Game)


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("search:playouts=abc", "playouts must be a whole number from 1 to 1,000,000,000, not 'abc'"),
        ("search:playouts=0", "playouts must be a whole number from 1 to 1,000,000,000, not 0"),
        ("search:playouts=1e9", "playouts must be a whole number from 1 to 1,000,000,000, not 1000000000.0"),
        ("search:samples=0", "samples must be a whole number"),
        ("search:rollouts=0", "rollouts must be a whole number"),
        ("search:discard_playouts=-5", "discard_playouts must be a whole number"),
        ("search:declaration_playouts=2.5", "declaration_playouts must be a whole number"),
        ("search:seconds=0", "seconds must be a number above 0 and at most 3,600, not 0"),
        ("search:seconds=nan", "seconds must be a number above 0 and at most 3,600, not nan"),
        ("search:seconds=soon", "seconds must be a number above 0"),
        ("search:z=-1", "z must be a number from 0 to 1,000,000, not -1"),
        ("search:endgame=-2", "endgame must be off or a number of cards from 0 to 78, not -2"),
        ("search:edge=inf", "edge must be a number from -1,000 to 1,000, not inf"),
        ("heuristic:dare=x", "dare must be a number from -1,000 to 1,000, not 'x'"),
        ("heuristic:edge=nan", "edge must be a number from -1,000 to 1,000, not nan"),
    ],
)
@pytest.mark.parametrize("with_game", [True, False])
def test_bad_numbers_are_refused_before_any_deal_naming_the_knob(spec: str, message: str, with_game: bool) -> None:
    """With the game or only its name (the agent then builds itself at the table): refused at once, not a
    traceback, a hang (``rollouts=0``, ``seconds=nan``) or a silent default (``playouts=0``)."""
    game = create_game("french-tarot", {"players": 4})
    with pytest.raises(TarocchiError, match=re.escape(message)):
        make_agent(spec, game if with_game else "french-tarot")


def test_good_numbers_are_taken() -> None:
    game = create_game("french-tarot", {"players": 4})
    agent = make_agent("search:seconds=0.25:z=0:endgame=0:samples=7:rollouts=2", game)
    assert (agent.seconds, agent.z, agent.endgame, agent.samples, agent.rollouts_per_sample) == (0.25, 0.0, 0, 7, 2)
    assert make_agent("search:endgame=off:playouts=1_000_000_000", game).playouts == 1_000_000_000


def test_random_rollouts_play_uniform_cards(monkeypatch: pytest.MonkeyPatch) -> None:
    game = create_game("french-tarot", {"players": 4})
    agent = make_agent("search:playouts=8:rollout=random", game)
    assert isinstance(agent, SearchAgent)
    calls: list[int] = []
    original = game.random_rollout

    def counting(state, rng):  # type: ignore[no-untyped-def]
        calls.append(1)
        return original(state, rng)

    monkeypatch.setattr(game, "random_rollout", counting)
    obs, legal = play_decisions(game, 1)[0]
    assert agent.act(obs, legal, random.Random(0)) in legal
    assert len(calls) >= 8


def test_bids_are_searched_and_a_huge_z_keeps_the_heuristic_bid() -> None:
    game = create_game("french-tarot", {"players": 4})
    searched = make_agent("search:playouts=30:bids=search", game)
    anchored = make_agent("search:playouts=30:bids=search:z=1000", game)
    heuristic = make_agent("heuristic", game)
    assert isinstance(searched, SearchAgent)
    seen = 0
    for seed in range(6):
        state = game.new_hand(0, game.deal(0, seed))
        if state.is_over or state.phase != "bidding":
            continue
        seat = state.to_act
        assert seat is not None
        obs = state.observation(seat)
        legal = [a for a in state.legal_actions() if a.seat == seat]
        bid = searched.act(obs, legal, random.Random(seed))
        assert bid in legal and bid == searched.act(obs, legal, random.Random(seed))
        assert anchored.act(obs, legal, random.Random(seed)) == heuristic.act(obs, legal, random.Random(seed))
        seen += 1
    assert seen >= 3
    assert searched.stats["decisions"] >= 3  # each bid went through the search


def test_inference_keeps_worlds_where_a_seat_that_passed_would_pass() -> None:
    game = create_game("french-tarot", {"players": 4})
    heuristic = make_agent("heuristic", game)
    state = game.new_hand(0, game.deal(0, 11))
    first = state.to_act
    assert first is not None
    legal = [a for a in state.legal_actions() if a.seat == first]
    state.apply(next(a for a in legal if a.value == "pass"))
    seat = state.to_act
    assert seat is not None
    obs = state.observation(seat)

    def would_bid(world_state) -> bool:  # type: ignore[no-untyped-def]
        fresh = game.new_hand(0, world_state.deal)
        view = fresh.observation(first)
        options = [a for a in fresh.legal_actions() if a.seat == first]
        return heuristic.act(view, options, random.Random(0)).value != "pass"

    plain = make_agent("search:playouts=8", game)
    inferring = make_agent("search:playouts=8:infer=on", game)
    assert isinstance(plain, SearchAgent) and isinstance(inferring, SearchAgent)
    rng_a, rng_b = random.Random(5), random.Random(5)
    plain_bids = sum(would_bid(plain.world(obs, rng_a)) for _ in range(60))
    inferred_bids = sum(would_bid(inferring.world(obs, rng_b)) for _ in range(60))
    assert plain_bids > 0  # uniform worlds often give the passer a hand worth a bid
    assert inferred_bids == 0 and inferring.stats["rejected"] > 0


def test_common_random_numbers_give_one_option_twice_the_same_values() -> None:
    game = create_game("french-tarot", {"players": 4})
    obs, legal = play_decisions(game, 1)[0]
    twice = [legal[0], legal[0]]
    crn = make_agent("search:samples=12:playouts=1000:crn=on", game)
    plain = make_agent("search:samples=12:playouts=1000", game)
    assert isinstance(crn, SearchAgent) and isinstance(plain, SearchAgent)
    same = crn.evaluate(obs, twice, random.Random(2), solve=False)
    assert same[0] == same[1]
    apart = plain.evaluate(obs, twice, random.Random(2), solve=False)
    assert apart[0] != apart[1]  # one stream: the second playout of a world draws other numbers
