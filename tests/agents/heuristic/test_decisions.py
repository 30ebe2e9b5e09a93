"""The heuristic agents' non-card decisions on hand-made positions."""

from __future__ import annotations

import random

import pytest

from tarocchi.agents import make_agent
from tarocchi.agents.heuristic.french_tarot import Heuristic, contract_values, hand_strength
from tarocchi.cards import FULL_DECK, KINGS, TRUMPS, cards_of, mask_of, parse_cards
from tarocchi.engine.game import Deal
from tarocchi.errors import TarocchiError
from tarocchi.games import create_game

STRONG = parse_cards(
    [
        "T21",
        "FOOL",
        "T1",
        "T20",
        "T19",
        "T18",
        "T17",
        "T16",
        "T15",
        "T14",
        "T13",
        "KS",
        "KH",
        "KD",
        "KC",
        "QS",
        "QH",
        "10S",
    ]
)
WEAK = parse_cards(
    ["T2", "T3", "T4", "1S", "2S", "3S", "4S", "5S", "1H", "2H", "3H", "4H", "1D", "2D", "3D", "1C", "2C", "3C"]
)


def ft_deal(seat1: list[int]) -> Deal:
    rest = [c for c in cards_of(FULL_DECK & ~mask_of(seat1))]
    hands = [rest[0:18], seat1, rest[18:36], rest[36:54]]
    return Deal(tuple(tuple(h) for h in hands), tuple(rest[54:60]))


def test_french_tarot_bids_follow_hand_strength() -> None:
    game = create_game("french-tarot", {"players": 4})
    agent = make_agent("heuristic", game)
    assert hand_strength(mask_of(STRONG)) > hand_strength(mask_of(WEAK))
    for hand, expect_pass in ((STRONG, False), (WEAK, True)):
        state = game.new_hand(0, ft_deal(hand))
        assert state.to_act == 1
        obs = state.observation(1)
        legal = [a for a in state.legal_actions() if a.seat == 1]
        bid = agent.act(obs, legal, random.Random(0))
        assert (bid.value == "pass") == expect_pass


def test_french_tarot_discard_keeps_kings_and_trumps_and_makes_voids() -> None:
    game = create_game("french-tarot", {"players": 4})
    agent = make_agent("heuristic", game)
    state = game.new_hand(3, ft_deal(STRONG))  # seat 0 bids first: seat 1 is second
    rng = random.Random(0)
    while state.phase == "bidding":
        seat = state.to_act
        assert seat is not None
        legal = [a for a in state.legal_actions() if a.seat == seat]
        state.apply(legal[0] if seat != 1 else next(a for a in legal if a.value == "petite"))
    assert state.phase == "discard"
    obs = state.observation(1)
    choices = [c for c in state.card_choices() if c.seat == 1]
    action = agent.act(obs, [], rng, choices)
    state.check(action)
    assert action.cards & (KINGS | TRUMPS) == 0


def test_gatti_declares_the_bonuses_it_holds() -> None:
    game = create_game("gatti", {"players": 3})
    agent = make_agent("heuristic", game)
    rng = random.Random(4)
    declared = 0
    for seed in range(40):
        state = game.new_hand(0, game.deal(0, seed))
        while state.phase in ("discard", "call"):
            seat = state.to_act
            assert seat is not None
            choices = [c for c in state.card_choices() if c.seat == seat]
            legal = [a for a in state.legal_actions() if a.seat == seat]
            state.apply(agent.act(state.observation(seat), legal, rng, choices))
        for seat in range(3):
            legal = [a for a in state.legal_actions() if a.seat == seat and a.verb == "declare"]
            pick = agent.optional(state.observation(seat), legal, rng)  # type: ignore[attr-defined]
            assert (pick is None) == (not legal)
            declared += pick is not None
    assert declared > 0


MIDDLING = parse_cards(
    ["T21", "T18", "T15", "T12", "T9", "T7", "T5", "T3", "KS", "QS", "4S", "KH", "2H", "5D", "6D", "8D", "2C", "3C"]
)
"""Eight trumps with the 21 and two kings: a Garde by expected score."""


def test_french_tarot_bids_by_expected_score() -> None:
    game = create_game("french-tarot", {"players": 4})
    values = contract_values(mask_of(STRONG), 4)
    assert values["garde"] == 2 * values["petite"] > 0  # R4.1: the same play at twice the stake
    assert contract_values(mask_of(WEAK), 4)["garde"] < 0
    by_score = make_agent("heuristic", game)
    by_strength = make_agent("heuristic:bids=strength", game)
    state = game.new_hand(0, ft_deal(MIDDLING))
    obs = state.observation(1)
    legal = [a for a in state.legal_actions() if a.seat == 1]
    # A Garde is worth twice a Petite for this hand; the old thresholds bid the Petite.
    assert contract_values(mask_of(MIDDLING), 4)["garde"] > 0
    assert by_score.act(obs, legal, random.Random(0)).value == "garde"
    assert by_strength.act(obs, legal, random.Random(0)).value == "petite"


def test_french_tarot_a_pass_is_worth_less_when_seats_are_still_to_speak() -> None:
    game = create_game("french-tarot", {"players": 4})
    agent = make_agent("heuristic", game)
    # The first to speak risks a later seat taking against it; the dealer, last, risks nothing.
    assert isinstance(agent, Heuristic)
    first = agent.bid_value_of_pass(spoken=0, someone_bid=False, players=4)
    last = agent.bid_value_of_pass(spoken=3, someone_bid=False, players=4)
    assert first < last == 0.0
    assert agent.bid_value_of_pass(spoken=1, someone_bid=True, players=4) < first


CUT_TO_KING = parse_cards(
    [
        "T2",
        "T3",
        "T4",
        "T5",
        "KS",
        "2S",
        "3S",
        "KH",
        "QH",
        "NH",
        "JH",
        "1H",
        "2H",
        "3H",
        "4H",
        "5H",
        "KD",
        "QD",
        "ND",
        "JD",
        "1D",
        "2D",
        "3D",
        "4D",
    ]
)
"""A taker's 24 cards after the chien: spades are a king and two low cards, every suit holds its king."""


def test_french_tarot_discard_cuts_a_short_suit_down_to_its_king() -> None:
    """R5.2: ``discard=kings`` (the default) discards the two low spades, leaving the king alone (a void
    once it is cashed); ``discard=voids`` (the older discard) keeps them and discards the jacks."""
    game = create_game("french-tarot", {"players": 4})
    rest = cards_of(FULL_DECK & ~mask_of(CUT_TO_KING))
    hands = [rest[0:18], CUT_TO_KING[:18], rest[18:36], rest[36:54]]
    deal = Deal(tuple(tuple(h) for h in hands), tuple(CUT_TO_KING[18:]))
    discards = {}
    for mode in ("kings", "voids"):
        state = game.new_hand(0, deal)  # seat 1 bids first
        while state.phase == "bidding":
            seat = state.to_act
            assert seat is not None
            want = "garde" if seat == 1 else "pass"
            state.apply(next(a for a in state.legal_actions() if a.seat == seat and a.value == want))
        assert state.phase == "discard"
        choices = [c for c in state.card_choices() if c.seat == 1]
        action = Heuristic(game, discard=mode).act(state.observation(1), [], random.Random(0), choices)
        state.check(action)
        discards[mode] = action.cards
    assert discards["kings"] == mask_of(parse_cards(["2S", "3S", "QH", "NH", "QD", "ND"]))
    assert discards["voids"] == mask_of(parse_cards(["QH", "NH", "JH", "QD", "ND", "JD"]))
    assert make_agent("heuristic:discard=voids", game) is not None
    with pytest.raises(TarocchiError, match="discard"):
        make_agent("heuristic:discard=all", game)
