"""The heuristic agents' strength and their bids, calls and discards as a card player would judge them.

* French Tarot: the heuristic takes rarely against ``random`` only because the random agents bid at
  almost every turn (uniformly among pass and the higher contracts) and outbid most of its takes; its
  own auction is sound: it opens on a good hand, overbids an earlier contract with a strong one (it reads
  the auction), and passes a small hand.
* The dealer's discard (Gatti, Piedmontese, Tarocchino) makes voids in the short suits without a king
  before it banks the points of a long suit: the void lets the dealer's side trump those suits.
* Over a few dozen duplicate deals the heuristic beats ``random`` clearly in every game and player count.
"""

from __future__ import annotations

import random

import pytest

from tarocchi.agents import make_agent
from tarocchi.cards import FULL_DECK, cards_of, codes_of, mask_of, parse_cards
from tarocchi.engine.game import Deal, HandState
from tarocchi.games import create_game
from tarocchi.sim.runner import MatchConfig, run_deals, summarize


def _bid(players: int, hand: list[int], earlier: list[str]) -> str:
    """The heuristic's bid with ``hand`` after the seats before it bid ``earlier`` (R4.2)."""
    game = create_game("french-tarot", {"players": players})
    probe = game.new_hand(0, game.deal(0, 1))
    seat = probe.to_act
    assert seat is not None
    for _ in earlier:
        seat = (seat + 1) % players
    size = {3: 24, 4: 18, 5: 15}[players]
    rest = cards_of(FULL_DECK & ~mask_of(hand))
    hands: list[tuple[int, ...]] = []
    for s in range(players):
        if s == seat:
            hands.append(tuple(hand))
        else:
            hands.append(tuple(rest[:size]))
            rest = rest[size:]
    state = game.new_hand(0, Deal(tuple(hands), tuple(rest)))
    for value in earlier:
        speaker = state.to_act
        state.apply(next(a for a in state.legal_actions() if a.seat == speaker and a.value == value))
    assert state.to_act == seat
    legal = [a for a in state.legal_actions() if a.seat == seat]
    agent = make_agent("heuristic", game)
    return str(agent.act(state.observation(seat), legal, random.Random(0)).value)


CONTRACTS = ("petite", "garde", "garde-sans", "garde-contre")
FOURTEEN_TRUMPS = parse_cards(str.split("T21 FOOL T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 1S 2S 3H"))
"""Fourteen trumps and the Excuse, the three oudlers among them: a Garde Contre hand at 4 players."""
GOOD = parse_cards(str.split("T21 FOOL T18 T16 T14 T12 T9 T7 T5 T3 KS QS 4S KH 5H 7D 2C 3C"))
"""Two oudlers, nine trumps, two kings: a Garde."""
SMALL = parse_cards(str.split("1S 2S 3S 4S 1H 2H 3H 4H 1D 2D 3D 4D 1C 2C 3C T2 T3 T4"))


@pytest.mark.parametrize("earlier", [[], ["petite"], ["pass", "garde"], ["garde-sans"]])
def test_french_tarot_fourteen_trumps_and_the_oudlers_take_over_any_earlier_bid(earlier: list[str]) -> None:
    """R4.2: the auction is read right: a strong hand outbids an earlier contract (here up to Garde Contre)."""
    bid = _bid(4, FOURTEEN_TRUMPS, earlier)
    assert bid in CONTRACTS
    assert CONTRACTS.index(bid) >= CONTRACTS.index("garde")
    assert bid == "garde-contre" or not earlier


@pytest.mark.parametrize("players", [3, 4, 5])
def test_french_tarot_a_good_hand_opens_and_a_small_one_passes(players: int) -> None:
    size = {3: 24, 4: 18, 5: 15}[players]
    extra = parse_cards(str.split("T20 T19 T17 T15 T13 T11"))
    good = (GOOD + extra)[:size] if size > len(GOOD) else GOOD[:size]
    assert _bid(players, good, []) in ("garde", "garde-sans", "garde-contre")
    small = (SMALL + parse_cards(str.split("5S 5H 5D 5C 6S 6H")))[:size]
    assert _bid(players, small, []) == "pass"
    assert _bid(players, small, ["petite"]) == "pass"


def test_french_tarot_takes_rarely_against_random_because_random_outbids_it() -> None:
    """The diagnosis of the heuristic that 'never takes' beside random agents, on 300 auctions (4 players,
    heuristic at seats 0 and 2): it opens on about a fifth of the turns where nobody bid before it, as in
    self-play, but the random seats bid on about two turns in three (uniformly among pass and every higher
    contract), outbid most of its openings and end the auction as takers in nine deals out of ten."""
    game = create_game("french-tarot", {"players": 4})
    agents = [make_agent("heuristic", game), make_agent("random", game)]
    rng = random.Random(41)
    open_turns = opened = outbid = random_turns = random_bids = random_takers = 0
    deals = 300
    for index in range(deals):
        dealer = index % 4
        state = game.new_hand(dealer, game.deal(dealer, rng.getrandbits(64)))
        heuristic_opened = False
        last_bidder = None
        while True:
            seat = state.to_act
            legal = [a for a in state.legal_actions() if a.seat == seat]
            if seat is None or not any(a.verb == "bid" for a in legal):
                break
            earlier_bid = any(a.verb == "bid" and a.value != "pass" for a in state.history)
            action = agents[seat % 2].act(state.observation(seat), legal, rng)
            bids = action.verb == "bid" and action.value != "pass"
            if seat % 2 == 0 and not earlier_bid:
                open_turns += 1
                opened += bids
                heuristic_opened = heuristic_opened or bids
            if seat % 2 == 1:
                random_turns += 1
                random_bids += bids
            if bids:
                last_bidder = seat % 2
            state.apply(action)
        outbid += heuristic_opened and last_bidder == 1
        random_takers += last_bidder == 1
    assert 0.12 * open_turns <= opened <= 0.4 * open_turns
    assert random_bids >= 0.5 * random_turns
    assert outbid >= 0.6 * opened
    assert random_takers >= 0.8 * deals


def _dealer_state(game_name: str, options: dict[str, object], dealer_cards: list[int]) -> HandState:
    """A hand where seat 0 deals and holds ``dealer_cards`` (the talon included), at its discard."""
    game = create_game(game_name, options)
    probe = game.deal(0, 1)
    sizes = [len(h) for h in probe.hands]
    talon_size = len(probe.talon)
    own = dealer_cards[: sizes[0]]
    talon = dealer_cards[sizes[0] :]
    assert len(talon) == talon_size
    rest = cards_of(game.deck & ~mask_of(dealer_cards))
    hands: list[tuple[int, ...]] = [tuple(own)]
    for size in sizes[1:]:
        hands.append(tuple(rest[:size]))
        rest = rest[size:]
    assert not rest
    return game.new_hand(0, Deal(tuple(hands), tuple(talon)))


def _discard(state: HandState, options: dict[str, object], game_name: str) -> set[str]:
    game = create_game(game_name, options)
    choices = [c for c in state.card_choices() if c.verb == "discard"]
    assert choices
    seat = choices[0].seat
    legal = [a for a in state.legal_actions() if a.seat == seat]
    action = make_agent("heuristic", game).act(state.observation(seat), legal, random.Random(0), choices)
    state.apply(action)  # legal, or this raises
    return set(codes_of(action.cards))


GATTI_DEALER = parse_cards(
    str.split(
        "T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12 T13 T14 KS QS NS JS 10S 9S QH NH JH 10H 9H 2D"  # 25 dealt
        " 2C 3C 4C"  # the talon
    )
)
"""A Gatti dealer (3 players) with a singleton 2D and three small clubs, and the courts of a long suit
without its king (hearts): the discard voids diamonds and clubs rather than banking QH NH JH."""


def test_gatti_dealer_discards_a_void_before_the_courts_of_a_long_suit() -> None:
    options: dict[str, object] = {"players": 3}
    state = _dealer_state("gatti", options, GATTI_DEALER)
    discarded = _discard(state, options, "gatti")
    assert "2D" in discarded
    assert discarded <= {"2D", "2C", "3C", "4C"}


PIEDMONTESE_DEALER = parse_cards(str.split("T2 T3 T4 T5 T6 T7 T8 T9 KS QS NS JS QH NH JH 1D 5C"))
"""A Piedmontese dealer (4 players; the last two cards are the talon) with singletons 1D and 5C and the
courts of hearts without their king: the discard makes the two voids."""


def test_piedmontese_dealer_discards_two_voids_before_the_courts_of_a_suit() -> None:
    options: dict[str, object] = {"players": 4}
    state = _dealer_state("piedmontese", options, PIEDMONTESE_DEALER)
    assert _discard(state, options, "piedmontese") == {"1D", "5C"}


TAROCCHINO_DEALER = parse_cards(str.split("T2 T3 T4 T5 T6 T7 T8 T9 KS QS NS JS QH NH JH 1D 6C"))
"""A Tarocchino dealer (the last two cards are the talon) with singletons 1D and 6C and the courts of
hearts without their king: the monte makes the two voids."""


def test_tarocchino_dealer_discards_two_voids_before_the_courts_of_a_suit() -> None:
    options: dict[str, object] = {}
    state = _dealer_state("tarocchino", options, TAROCCHINO_DEALER)
    assert _discard(state, options, "tarocchino") == {"1D", "6C"}


CASES = [
    ("french-tarot", {"players": 3}, 12, 150.0),
    ("french-tarot", {"players": 4}, 12, 150.0),
    ("french-tarot", {"players": 5}, 12, 100.0),
    ("gatti", {"players": 2}, 12, 5.0),
    ("gatti", {"players": 3}, 12, 4.0),
    ("gatti", {"players": 4}, 12, 5.0),
    ("gatti", {"players": 4, "mode": "call"}, 40, 1.0),
    ("piedmontese", {"players": 2}, 12, 5.0),
    ("piedmontese", {"players": 3}, 12, 4.0),
    ("piedmontese", {"players": 4}, 12, 5.0),
    ("tarocchino", {}, 12, 50.0),
]
"""(game, options, duplicate deals, floor of the heuristic's mean lead over random per deal); the
floors sit at about a third of the lead measured over 300 duplicate deals, well under every seed's."""


@pytest.mark.parametrize(("game", "options", "deals", "floor"), CASES)
def test_heuristic_beats_random(game: str, options: dict[str, object], deals: int, floor: float) -> None:
    config = MatchConfig(game, ("heuristic", "random"), deals, options=options, duplicate=True, seed=41)
    report = summarize(config, run_deals(config))
    assert report["diff"]["mean"] > floor
