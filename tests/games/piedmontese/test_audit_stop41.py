"""Audit of Piedmontese tarocchi against ``shared/rules/piedmontese.md``, as a hidden-test author would write it.

Only the public API is used: ``tarocchi.games.create_game``, ``game.new_hand``, the state's
``apply``/``check``/``legal_actions``/``card_choices``/``observation``/``result``, ``tarocchi.records`` and
the command line. The rules are restated here independently (:func:`ref_legal`, :func:`ref_winner`,
:func:`ref_discards`, :func:`ref_points`) from the text of the specification, and the implementation is
compared with them on chosen positions and on random hands of every player count and option.
"""

from __future__ import annotations

import copy
import itertools
import json
import random
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from replayhelp import malformed, refused

from tarocchi.cards import CODES, cards_of, parse_card
from tarocchi.cli import main
from tarocchi.engine.actions import Action
from tarocchi.engine.game import Deal, HandState
from tarocchi.errors import IllegalActionError
from tarocchi.games import create_game
from tarocchi.records import error_line, replay_record

EXAMPLES = Path(__file__).parents[2] / "data" / "examples" / "piedmontese"

# -- the rules restated from the specification ---------------------------------------------------------

LONG = ["5", "6", "7", "8", "9", "10"]  # R1.1: S and C keep pips 5-10, the higher wins (R1.2)
ROUND = ["6", "5", "4", "3", "2", "1"]  # R1.1: H and D keep pips 1-6, the lower wins (R1.2), low to high
COURTS = ["J", "N", "Q", "K"]
PACK = [f"T{n}" for n in range(1, 22)] + ["FOOL"]
PACK += [r + s for s in "SC" for r in LONG + COURTS] + [r + s for s in "HD" for r in ROUND + COURTS]
REMOVED = [f"{n}{s}" for s in "SC" for n in range(1, 5)] + [f"{n}{s}" for s in "HD" for n in range(7, 11)]
HAND_SIZE = {2: 30, 3: 20, 4: 15}  # R4.1


def is_trump(code: str) -> bool:
    """T1..T21 (the FOOL is a trump by name only: never counted as one for following, R6.4)."""
    return code.startswith("T")


def suit(code: str) -> str:
    return "T" if is_trump(code) else "F" if code == "FOOL" else code[-1]


def value(code: str) -> int:
    """R2.1, card by card."""
    if code in ("T21", "T1", "FOOL") or code[:-1] == "K":
        return 5
    return {"Q": 4, "N": 3, "J": 2}.get(code[:-1], 1)


def strength(code: str, angel: bool) -> int:
    """Order inside a suit (R1.2) or among trumps (R1.3, C13)."""
    if is_trump(code):
        n = int(code[1:])
        return 22 if angel and n == 20 else n
    rank = code[:-1]
    order = (LONG if code[-1] in "SC" else ROUND) + COURTS
    return order.index(rank)


def led_suit(trick: list[str]) -> str | None:
    """R6.5: the first card other than the FOOL sets the suit."""
    for code in trick:
        if code != "FOOL":
            return suit(code)
    return None


def ref_winner(trick: list[str], angel: bool) -> int:
    """Index of the winning card (R6.3, R1.4)."""
    led = led_suit(trick)
    trumps = [i for i, c in enumerate(trick) if is_trump(c)]
    if trumps:
        return max(trumps, key=lambda i: strength(trick[i], angel))
    following = [i for i, c in enumerate(trick) if suit(c) == led]
    return max(following, key=lambda i: strength(trick[i], angel))


def ref_legal(hand: set[str], trick: list[str], angel: bool, overtrump: bool) -> set[str]:
    """R6.2, R6.4, R6.5, C10, C12."""
    led = led_suit(trick)
    if led is None:
        return set(hand)
    fool = {"FOOL"} & hand
    same = {c for c in hand if suit(c) == led}
    trumps = {c for c in hand if is_trump(c)}
    if same and led != "T":
        return same | fool  # R6.2a
    if not trumps:
        return set(hand)  # R6.2c, R6.2e
    legal = trumps  # R6.2b, R6.2d
    in_trick = [strength(c, angel) for c in trick if is_trump(c)]
    if overtrump and in_trick:
        over = {c for c in trumps if strength(c, angel) > max(in_trick)}
        legal = over or trumps  # C12
    return legal | fool


def ref_discards(held: set[str]) -> set[frozenset[str]]:
    """C9: every legal two-card discard of the dealer's whole hand (talon included)."""
    suit_cards = {c for c in held if suit(c) in "SHDC" and c[:-1] != "K"}
    spare_trumps = {c for c in held if is_trump(c) and c not in ("T1", "T21")}
    out = set()
    for pair in itertools.combinations(sorted(held), 2):
        trumps = [c for c in pair if is_trump(c)]
        need = max(0, 2 - len(suit_cards))
        if all(c in suit_cards or c in spare_trumps for c in pair) and len(trumps) == need:
            out.add(frozenset(pair))
    return out


def side(seat: int, players: int) -> int:
    return seat % 2 if players == 4 else seat  # R3.1: partners opposite


def ref_points(
    players: int, dealer: int, discard: list[str], tricks: list[list[tuple[int, str]]], angel: bool
) -> list[int]:
    """R2.3: per seat, its side's won cards, the discard for the dealer's side, the FOOL for its side."""
    sides = [0] * players
    sides[side(dealer, players)] += sum(map(value, discard))
    for trick in tricks:
        winner = trick[ref_winner([c for _, c in trick], angel)][0]
        for seat, code in trick:
            owner = seat if code == "FOOL" else winner
            sides[side(owner, players)] += value(code)
    return [sides[side(s, players)] for s in range(players)]


def reference(players: int, reference_3p: int) -> int:
    return reference_3p if players == 3 else 57  # R7.1, R7.4


# -- building hands and records ---------------------------------------------------------------------------


def make_deal(players: int, dealer: int, fixed: dict[int, list[str]], talon: list[str], banned: dict[int, str]) -> Deal:
    """A deal: ``fixed[seat]`` are some of a seat's cards; the rest is filled from the pack, never with a card
    of a suit in ``banned[seat]`` (``T`` trumps, ``F`` the FOOL, or suit letters)."""
    size = HAND_SIZE[players]
    used = set(talon) | {c for cards in fixed.values() for c in cards}
    pool = [c for c in PACK if c not in used]
    hands = {s: list(fixed.get(s, [])) for s in range(players)}
    for seat in sorted(range(players), key=lambda s: s not in banned):
        for code in list(pool):
            if len(hands[seat]) == size:
                break
            if suit(code) not in banned.get(seat, ""):
                hands[seat].append(code)
                pool.remove(code)
    assert not pool and all(len(h) == size for h in hands.values())
    return Deal(tuple(tuple(map(parse_card, hands[s])) for s in range(players)), tuple(map(parse_card, talon)))


def fresh(
    players: int = 4,
    dealer: int | None = None,
    fixed: dict[int, list[str]] | None = None,
    banned: dict[int, str] | None = None,
    talon: tuple[str, str] = ("5C", "6C"),
    discard: bool = True,
    **options: Any,
) -> HandState:
    """A hand whose leader is seat 0 (the dealer is the last seat); the dealer discards his talon (two
    non-King suit cards, always legal with two such cards, R5.3)."""
    dealer = players - 1 if dealer is None else dealer
    game = create_game("piedmontese", {"players": players, **options})
    deal = make_deal(players, dealer, fixed or {}, list(talon), banned or {})
    game.check_deal(deal)
    state = game.new_hand(dealer, deal)
    if discard:
        state.apply(Action(dealer, "discard", cards=mask(*talon)))
    return state


def mask(*codes: str) -> int:
    out = 0
    for code in codes:
        out |= 1 << parse_card(code)
    return out


def codes(cards: int) -> set[str]:
    return {CODES[c] for c in cards_of(cards)}


def play(state: HandState, *cards: str) -> None:
    for code in cards:
        seat = state.to_act
        assert seat is not None
        state.apply(Action(seat, "play", card=parse_card(code)))


def legal(state: HandState) -> set[str]:
    return {CODES[a.card] for a in state.legal_actions()}


def refusal(state: HandState, action: Action) -> IllegalActionError:
    with pytest.raises(IllegalActionError) as info:
        state.check(action)
    return info.value


def deal_json(deal: Deal) -> dict[str, Any]:
    return {"hands": [[CODES[c] for c in h] for h in deal.hands], "talon": [CODES[c] for c in deal.talon]}


def record(options: dict[str, Any], hands: list[dict[str, Any]]) -> dict[str, Any]:
    return {"format": "tarocchi-record/1", "game": "piedmontese", "options": options, "hands": hands}


def random_hand(
    options: dict[str, Any], dealer: int, rng: random.Random, check_steps: bool = True
) -> tuple[dict[str, Any], list[int], HandState]:
    """Play one random hand through the public API, checking each step against the restated rules.

    Returns the record hand, the points the rules give each seat, and the finished state.
    """
    game = create_game("piedmontese", options)
    players = game.num_seats
    angel = options.get("angel_beats_world", False)
    overtrump = options.get("must_overtrump", False)
    deal = game.deal(dealer, rng.randrange(1 << 30))
    state = game.new_hand(dealer, deal)
    hands = [{CODES[c] for c in h} for h in deal.hands]
    hands[dealer] |= {CODES[c] for c in deal.talon}
    assert state.to_act == dealer and state.phase == "discard"
    allowed = ref_discards(hands[dealer])
    if check_steps:
        (choice,) = state.card_choices()
        offered = {frozenset(p) for p in itertools.combinations(sorted(hands[dealer]), 2) if choice.allows(mask(*p))}
        assert offered == allowed
    pick = sorted(rng.choice(sorted(sorted(p) for p in allowed)))
    state.apply(Action(dealer, "discard", cards=mask(*pick)))
    hands[dealer] -= set(pick)
    actions: list[dict[str, Any]] = [{"seat": dealer, "discard": pick}]
    tricks: list[list[tuple[int, str]]] = []
    trick: list[tuple[int, str]] = []
    leader = (dealer + 1) % players  # R3.2, R6.1
    assert state.to_act == leader
    while not state.is_over:
        seat = state.to_act
        assert seat == (leader + len(trick)) % players
        expected = ref_legal(hands[seat], [c for _, c in trick], angel, overtrump)
        assert legal(state) == expected, (hands[seat], trick)
        code = rng.choice(sorted(expected))
        state.apply(Action(seat, "play", card=parse_card(code)))
        actions.append({"seat": seat, "play": code})
        hands[seat].discard(code)
        trick.append((seat, code))
        if len(trick) == players:
            leader = trick[ref_winner([c for _, c in trick], angel)][0]
            tricks.append(trick)
            trick = []
            if not state.is_over:
                assert state.to_act == leader  # R6.1: the winner leads
    assert len(tricks) == HAND_SIZE[players] and not any(hands)  # R4.1: 15 / 20 / 30 tricks
    points = ref_points(players, dealer, pick, tricks, angel)
    hand = {"dealer": dealer, "deal": deal_json(deal), "actions": actions}
    return hand, points, state


CONFIGS = [
    {"players": players, "angel_beats_world": angel, "must_overtrump": over, **extra}
    for players in (2, 3, 4)
    for angel in (False, True)
    for over in (False, True)
    for extra in ([{}, {"reference_3p": 57}] if players == 3 else [{}])
]


def config_id(options: dict[str, Any]) -> str:
    return "-".join(f"{k}={v}" for k, v in options.items())


# -- §1, §2: the pack and the card values ---------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_r1_1_the_pack_is_the_62_listed_cards(players: int) -> None:
    game = create_game("piedmontese", {"players": players})
    assert codes(game.deck) == set(PACK) and len(PACK) == 62
    assert not codes(game.deck) & set(REMOVED) and len(REMOVED) == 16


def test_r2_1_values_card_by_card_and_p_s10_the_pack_is_114() -> None:
    game = create_game("piedmontese")
    for code in PACK:
        assert game.card_points(mask(code)) == value(code), code
    assert game.card_points(game.deck) == 114
    # P-S5: a pile counts card by card.
    pile = ["T21", "KC", "QS", "NS", "JD", "5S", "6S", "2H", "3H", "6D", "T4", "T9", "T13"]
    assert game.card_points(mask(*pile)) == 27
    # P-S6: QH + 6S.
    assert game.card_points(mask("QH", "6S")) == 5


# -- §3, §4: seats and the deal ---------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_r4_1_seeded_deals_give_15_20_30_and_two_extra_cards(players: int) -> None:
    game = create_game("piedmontese", {"players": players})
    for dealer in range(players):
        deal = game.deal(dealer, 1000 + dealer)
        assert [len(h) for h in deal.hands] == [HAND_SIZE[players]] * players
        assert len(deal.talon) == 2
        assert mask(*[CODES[c] for h in deal.hands for c in h], *[CODES[c] for c in deal.talon]) == game.deck
        state = game.new_hand(dealer, deal)
        # R4.1, R5.1: the dealer holds his hand and the talon, and acts first (C8).
        assert state.to_act == dealer and state.phase == "discard"
        assert len(cards_of(state.observation(dealer).hand)) == HAND_SIZE[players] + 2


@pytest.mark.parametrize("players", [2, 3, 4])
def test_r4_2_seeded_deals_go_in_packets_of_5_from_the_seat_after_the_dealer(players: int) -> None:
    """R4.2: rounds of 5 cards from seat dealer + 1, then the last 2 cards to the dealer (the project's shuffle, C5)."""
    from tarocchi.engine.shuffle import shuffled

    game = create_game("piedmontese", {"players": players})
    for dealer in range(players):
        order = shuffled(game.deck, 77)
        expected: list[list[int]] = [[] for _ in range(players)]
        for packet in range(60 // 5):
            expected[(dealer + 1 + packet) % players] += order[5 * packet : 5 * packet + 5]
        deal = game.deal(dealer, 77)
        assert [list(h) for h in deal.hands] == expected
        assert list(deal.talon) == order[60:62]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_r3_2_r6_1_the_seat_after_the_dealer_leads_and_the_deal_passes_to_it(players: int) -> None:
    game = create_game("piedmontese", {"players": players})
    for dealer in range(players):
        state = fresh(players, dealer=dealer)
        assert state.to_act == (dealer + 1) % players
        info = state.observation(0).info
        assert info["cutter"] == (dealer - 1) % players  # R3.3, 12.2
    state = fresh(players)
    rng = random.Random(3)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    assert game.next_dealer(state) == 0  # R3.4: the deal passes to seat dealer + 1 (mod n)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_c7_an_explicit_deal_must_give_every_seat_its_share_and_two_cards_of_talon(players: int) -> None:
    game = create_game("piedmontese", {"players": players})
    good = game.deal(0, 7)
    hand: dict[str, Any] = {"dealer": 0, "deal": deal_json(good), "actions": []}
    replay_record(record({"players": players}, [hand]))  # a good explicit deal, no action yet
    bad = copy.deepcopy(hand)
    bad["deal"]["hands"][0] += bad["deal"]["talon"]  # the dealer's 17 / 22 / 32 cards, empty talon
    bad["deal"]["talon"] = []
    error = malformed(record({"players": players}, [bad]))
    assert error.path.startswith("$.hands[0].deal")
    swapped = copy.deepcopy(hand)
    swapped["deal"]["hands"][1][0] = "7H"  # C3: a removed card in a deal is malformed
    assert malformed(record({"players": players}, [swapped])).path.startswith("$.hands[0].deal")


# -- §5 and C9: the discard ------------------------------------------------------------------------------


def _discard_state(players: int, dealer_cards: list[str]) -> HandState:
    """A hand where the dealer (last seat) holds exactly ``dealer_cards`` (his hand plus the talon)."""
    size = HAND_SIZE[players]
    dealer = players - 1
    game = create_game("piedmontese", {"players": players})
    deal = make_deal(players, dealer, {dealer: dealer_cards[:size]}, dealer_cards[size:], {})
    return game.new_hand(dealer, deal)


def _dealer_hand(players: int, suit_cards: list[str]) -> list[str]:
    """Kings, every protected trump and as many trumps as needed, plus ``suit_cards``."""
    size = HAND_SIZE[players] + 2
    base = ["KS", "KC", "KH", "KD", "FOOL", "T1", "T21", *suit_cards]
    trumps = [f"T{n}" for n in range(2, 21)]
    spare = [c for c in ("QS", "NS", "JS", "10S", "9S", "8S") if c not in suit_cards]  # 2 players: 26 < 32
    return (base + trumps + spare)[:size]


@pytest.mark.parametrize("players", [3, 4])
@pytest.mark.parametrize("suit_cards", [[], ["5C"], ["5C", "QH"], ["5C", "QH", "1D"]])
def test_p_l8_c9_every_legal_discard_and_nothing_else(players: int, suit_cards: list[str]) -> None:
    held = _dealer_hand(players, suit_cards)
    state = _discard_state(players, held)
    dealer = players - 1
    assert codes(state.observation(dealer).hand) == set(held)
    expected = ref_discards(set(held))
    got = set()
    for pair in itertools.combinations(held, 2):
        try:
            state.check(Action(dealer, "discard", cards=mask(*pair)))
        except IllegalActionError:
            continue
        got.add(frozenset(pair))
    assert got == expected and expected
    (choice,) = state.card_choices()
    assert {frozenset(p) for p in itertools.combinations(held, 2) if choice.allows(mask(*p))} == expected
    if len(suit_cards) == 1:
        # C9: the lone suit card goes with one trump from T2-T20.
        assert all("5C" in pair for pair in expected)
        e = refusal(state, Action(dealer, "discard", cards=mask("T2", "T3")))
        assert e.code == "discard_lone_suit_card"
    if len(suit_cards) >= 2:
        e = refusal(state, Action(dealer, "discard", cards=mask("5C", "T2")))
        assert e.code == "discard_trump"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_r5_2_kings_fool_t1_t21_are_never_discarded(players: int) -> None:
    held = _dealer_hand(players, ["5C", "QH", "1D"])
    state = _discard_state(players, held)
    dealer = players - 1
    for card in ("KS", "KC", "KH", "KD"):
        assert refusal(state, Action(dealer, "discard", cards=mask(card, "5C"))).code == "discard_king"
    for card in ("FOOL", "T1", "T21"):
        assert refusal(state, Action(dealer, "discard", cards=mask(card, "5C"))).code == "discard_protected"


def test_c9_faults_of_a_discard_in_a_record_are_refused_at_action_0() -> None:
    held = _dealer_hand(4, ["5C", "QH", "1D"])
    state = _discard_state(4, held)
    deal = state.deal
    base: dict[str, Any] = {"dealer": 3, "deal": deal_json(deal), "actions": [{"seat": 3, "discard": ["5C", "QH"]}]}
    replay_record(record({"players": 4}, [base]))
    cases = {
        ("5C",): "discard_size",
        ("5C", "QH", "1D"): "discard_size",
        ("5C", "5C"): "listed_twice",
        ("5C", "7H"): "not_in_pack",  # C3: a removed card
        ("5C", "6S"): "not_held",
        ("T0", "5C"): "discard_protected",  # C9: FOOL also written T0
        ("KH", "5C"): "discard_king",
        ("T5", "5C"): "discard_trump",
    }
    for cards, code in cases.items():
        hand = copy.deepcopy(base)
        hand["actions"][0]["discard"] = list(cards)
        error = refused(record({"players": 4}, [hand]))
        assert (error.hand, error.index, error.seat, error.code) == (0, 0, 3, code), cards
    # The order of the two cards does not matter (C9).
    hand = copy.deepcopy(base)
    hand["actions"][0]["discard"] = ["QH", "5C"]
    assert replay_record(record({"players": 4}, [hand])).hands[0].state.phase == "play"


def test_c8_only_the_dealer_discards_first_and_once() -> None:
    state = fresh(4, discard=False)
    dealer = 3
    assert state.legal_actions() == []  # the discard is a card choice (card_choices), not a listed action
    assert refusal(state, Action(0, "play", card=parse_card(CODES[cards_of(state.observation(0).hand)[0]]))).code == (
        "discard_first"
    )
    assert refusal(state, Action(1, "discard", cards=mask("5C", "6C"))).code == "not_dealer"
    state.apply(Action(dealer, "discard", cards=mask("5C", "6C")))
    assert refusal(state, Action(dealer, "discard", cards=mask("5C", "6C"))).code == "discarded"


def test_r5_4_p_s6_the_discard_counts_for_the_dealers_side_whoever_takes_the_tricks() -> None:
    for players in (2, 3, 4):
        game = create_game("piedmontese", {"players": players})
        dealer = players - 1
        for talon in (("QH", "6S"), ("JD", "NS")):
            deal = make_deal(players, dealer, {}, list(talon), {})
            state = game.new_hand(dealer, deal)
            state.apply(Action(dealer, "discard", cards=mask(*talon)))
            rng = random.Random(5)
            while not state.is_over:
                state.apply(rng.choice(state.legal_actions()))
            result = state.result()
            detail = result.to_json()["detail"]
            assert sorted(detail["discard"]) == sorted(talon)
            assert detail["discard_owner"] == dealer
            tricks = [[(s, CODES[c]) for s, c in t.plays] for t in state.observation(0).tricks]
            assert list(result.points) == ref_points(players, dealer, list(talon), tricks, False)


# -- §6: trick play ---------------------------------------------------------------------------------------


def test_p_l1_follow_suit_and_the_fool_is_free() -> None:
    state = fresh(fixed={0: ["6H"], 1: ["2H", "KH", "T5", "FOOL"]}, banned={1: "H"})
    play(state, "6H")
    assert legal(state) == {"2H", "KH", "FOOL"}


def test_p_l2_void_must_trump_with_no_duty_to_overtrump() -> None:
    state = fresh(
        fixed={0: ["7S"], 1: ["T20"], 2: ["T3", "T18", "KD", "FOOL"]}, banned={1: "S", 2: "S"}, talon=("5C", "6C")
    )
    play(state, "7S", "T20")
    got = legal(state)
    assert {"T3", "T18", "FOOL"} <= got and not {c for c in got if not c.startswith("T") and c != "FOOL"}


def test_p_l3_trump_led_must_answer_with_a_trump_p_l4_the_fool_is_no_trump() -> None:
    state = fresh(fixed={0: ["T10"], 1: ["T2", "QC", "FOOL"]}, banned={1: "T"})
    play(state, "T10")
    assert legal(state) == {"T2", "FOOL"}
    state = fresh(fixed={0: ["T10"], 1: ["FOOL", "QC", "5D"]}, banned={1: "T"})
    play(state, "T10")
    assert legal(state) == codes(state.observation(1).hand)  # the FOOL is its only trump: anything
    assert {"QC", "5D", "FOOL"} <= legal(state)


def test_p_l10_must_follow_even_when_unable_to_win() -> None:
    state = fresh(fixed={0: ["QS"], 1: ["5S", "6S", "T2"]}, banned={1: "S"})
    play(state, "QS")
    assert legal(state) == {"5S", "6S"}
    e = refusal(state, Action(1, "play", card=parse_card("T2")))
    assert e.code == "must_follow"


def test_r6_2b_refusal_codes_of_a_void_player() -> None:
    state = fresh(fixed={0: ["KS"], 1: ["T4", "QH"]}, banned={1: "SF"})
    play(state, "KS")
    assert refusal(state, Action(1, "play", card=parse_card("QH"))).code == "must_trump"
    state = fresh(fixed={0: ["T9"], 1: ["T4", "QH"]}, banned={1: "F"})
    play(state, "T9")
    assert refusal(state, Action(1, "play", card=parse_card("QH"))).code == "must_answer_trumps"


@pytest.mark.parametrize(
    ("cards", "angel", "winner"),
    [
        (["3H", "5H", "1H"], False, 2),  # P-L5: lower pip wins in cups
        (["3H", "5H", "1H", "JH"], False, 3),  # P-L5: court beats pip
        (["7S", "10S", "5S", "8S"], False, 1),  # P-L6
        (["KD", "T1"], False, 1),  # P-L7
        (["T20", "T21"], False, 1),  # P-L7
        (["T20", "T21"], True, 0),  # P-L7, C13
        (["T21", "T19", "T2"], True, 0),  # C13: only T20 and T21 swap
        (["6D", "1D", "KS"], False, 1),  # another suit never wins
        (["FOOL", "8C", "9C"], False, 2),  # P-L9: the led FOOL lets the next card set the suit
        (["FOOL", "5D"], False, 1),  # the card after a led FOOL wins alone
        (["6C", "FOOL"], False, 0),  # R1.4: the FOOL never wins
        (["T1", "FOOL", "5S", "KH"], False, 0),  # the FOOL is no trump: T1 wins
    ],
)
def test_trick_winners_through_a_hand(cards: list[str], angel: bool, winner: int) -> None:
    players = len(cards)  # seat 0 leads, the dealer plays last
    led = led_suit(cards) or ""
    banned: dict[int, str] = {}
    for seat, code in enumerate(cards[1:], start=1):
        group = suit(code)
        if code == "FOOL" or group == led or led_suit(cards[:seat]) is None:
            continue
        banned[seat] = led if group == "T" else led + "T"  # void in the suit led (and in trumps for a discard)
    talon = [c for c in ("5C", "6C", "7C", "8C", "QH", "QS") if c not in cards][:2]
    game = create_game("piedmontese", {"players": players, "angel_beats_world": angel})
    dealer = players - 1
    deal = make_deal(players, dealer, {i: [c] for i, c in enumerate(cards)}, talon, banned)
    state = game.new_hand(dealer, deal)
    state.apply(Action(dealer, "discard", cards=mask(*talon)))
    for code in cards:
        assert code in legal(state), (code, legal(state))
        play(state, code)
    assert ref_winner(cards, angel) == winner
    assert state.to_act == winner  # the winner leads the next trick (R6.1)
    assert state.observation(0).tricks[0].winner == winner


def test_c10_p_l9_after_a_led_fool_the_next_card_sets_the_suit() -> None:
    state = fresh(fixed={0: ["FOOL"], 1: ["8C"], 2: ["9C", "T6"]}, talon=("5S", "6S"))
    play(state, "FOOL")
    assert legal(state) == codes(state.observation(1).hand)  # C10: the second card may be any card
    play(state, "8C")
    assert "9C" in legal(state) and "T6" not in legal(state)
    # a trump there makes a trump lead
    state = fresh(fixed={0: ["FOOL"], 1: ["T3"], 2: ["9C", "T6"]}, talon=("5S", "6S"))
    play(state, "FOOL", "T3")
    assert "T6" in legal(state) and "9C" not in legal(state)


def test_c12_must_overtrump_also_over_the_partner_and_the_fool_stays_free() -> None:
    state = fresh(
        fixed={0: ["T10"], 1: ["T3"], 2: ["T2", "T15", "FOOL"]},
        banned={2: ""},
        must_overtrump=True,
    )
    play(state, "T10", "T3")  # partner seat 0 is winning with T10
    got = legal(state)
    assert "T15" in got and "FOOL" in got and "T2" not in got
    assert refusal(state, Action(2, "play", card=parse_card("T2"))).code == "must_overtrump"
    # unable to beat: any trump
    state = fresh(fixed={0: ["T21"], 2: ["T2", "T15"]}, must_overtrump=True)
    play(state, "T21")
    play(state, min(legal(state), key=lambda c: (not c.startswith("T"), c)))
    assert {"T2", "T15"} <= legal(state)


def test_c12_under_angel_beats_world_nothing_beats_t20_and_t21_does_not() -> None:
    state = fresh(fixed={0: ["T20"], 1: ["T21", "T5"]}, must_overtrump=True, angel_beats_world=True)
    play(state, "T20")
    assert {"T21", "T5"} <= legal(state)
    state = fresh(fixed={0: ["T21"], 1: ["T20", "T5"]}, must_overtrump=True, angel_beats_world=True)
    play(state, "T21")
    got = legal(state)
    assert "T20" in got and "T5" not in got


def test_c12_must_overtrump_never_makes_a_follower_trump() -> None:
    state = fresh(fixed={0: ["KS"], 1: ["T7"], 2: ["5S", "T21"]}, banned={1: "S"}, must_overtrump=True)
    play(state, "KS", "T7")
    assert "T21" not in legal(state) and "5S" in legal(state)


# -- random hands of every variant against the restated rules ------------------------------------------


@pytest.mark.parametrize("options", CONFIGS, ids=config_id)
def test_random_matches_follow_the_rules_and_score_against_the_reference(options: dict[str, Any]) -> None:
    rng = random.Random(CONFIGS.index(options))
    players = options["players"]
    ref = reference(players, options.get("reference_3p", 38))
    dealer = rng.randrange(players)
    hands = []
    expected_points = []
    for number in range(players):  # one match: match_hands defaults to one deal per player (R7.5)
        hand, points, state = random_hand(options, (dealer + number) % players, rng, check_steps=number == 0)
        assert sum(points[s] for s in range({2: 2, 3: 3, 4: 2}[players])) == 114  # R2.3
        result = state.result()
        assert list(result.points) == points
        detail = result.to_json()["detail"]
        assert detail["fool"] is not None  # C11
        hands.append(hand)
        expected_points.append(points)
    out = replay_record(record(options, hands)).to_json()
    assert out["complete"] is True and out["match_over"] is True and "next" not in out
    balance = [0] * players
    for number, hand_out in enumerate(out["hands"]):
        points = expected_points[number]
        assert hand_out["points"] == points
        delta = [t - ref for t in points]
        balance = [b + d for b, d in zip(balance, delta, strict=True)]
        assert hand_out["scores"] == balance  # R7.2, A-5: the running balance
        assert hand_out["detail"]["reference"] == ref and hand_out["detail"]["delta"] == delta
        detail = hand_out["detail"]
        assert {"reference", "delta", "discard", "discard_owner", "fool"} <= set(detail)
        assert detail["discard_owner"] == hands[number]["dealer"]  # 12.3: the dealer's seat
        assert sorted(detail["discard"]) == sorted(hands[number]["actions"][0]["discard"])
        fool_plays = [a["seat"] for a in hands[number]["actions"] if a.get("play") == "FOOL"]
        assert [detail["fool"]] == fool_plays  # C11
        assert all(type(v) is int for v in hand_out["points"] + hand_out["scores"])  # C14
    assert out["totals"] == balance
    if players == 4:
        assert balance[0] == balance[2] == -balance[1] == -balance[3]  # R7.3
    elif players == 2 or ref == 38:
        assert sum(balance) == 0  # R7.3, R7.4
    else:
        assert sum(balance) == -57 * players  # C15: with 57 the sum falls by 57 a hand


@pytest.mark.parametrize("options", CONFIGS, ids=config_id)
def test_many_random_hands_agree_with_the_restated_rules(options: dict[str, Any]) -> None:
    """Legal cards at every turn, the leader of every trick and the points of every hand (R6, C10, C12, R2.3)."""
    rng = random.Random(1000 + CONFIGS.index(options))
    players = options["players"]
    for number in range(30):
        _, points, state = random_hand(options, number % players, rng, check_steps=False)
        assert list(state.result().points) == points


def test_integer_actions_take_the_discard_card_by_card_under_c9() -> None:
    state = _discard_state(4, _dealer_hand(4, ["5C"]))
    game = state.game
    names = {game.action_name(i) for i in state.legal_ids()}
    assert names == {f"discard: pick {c}" for c in ["5C"] + [f"T{n}" for n in range(2, 11)]}
    assert state.apply_id(78 + parse_card("T5")) is None  # the first of two cards
    assert [game.action_name(i) for i in state.legal_ids()] == ["discard: pick 5C"]  # C9: the lone suit card
    done = state.apply_id(78 + parse_card("5C"))
    assert done is not None and done.verb == "discard" and codes(done.cards) == {"5C", "T5"}
    assert state.phase == "play"


def test_c11_the_fool_returns_to_its_side_even_on_the_last_trick() -> None:
    # 2 players: seat 0 keeps the FOOL to the end and leads it to the last trick if it wins the trick before.
    rng = random.Random(41)
    for _ in range(40):
        game = create_game("piedmontese", {"players": 2})
        deal = game.deal(1, rng.randrange(1 << 30))
        state = game.new_hand(1, deal)
        (choice,) = state.card_choices()
        pair = next(
            p
            for p in itertools.combinations(cards_of(choice.pool | choice.required), 2)
            if choice.allows(mask(*[CODES[c] for c in p]))
        )
        state.apply(Action(1, "discard", cards=(1 << pair[0]) | (1 << pair[1])))
        fool_seat = None
        while not state.is_over:
            actions = state.legal_actions()
            non_fool = [a for a in actions if CODES[a.card] != "FOOL"]
            pick = rng.choice(non_fool) if non_fool else actions[0]
            if CODES[pick.card] == "FOOL":
                fool_seat = pick.seat
            state.apply(pick)
        assert fool_seat is not None  # played on the last trick (kept while other cards were legal)
        result = state.result()
        assert result.to_json()["detail"]["fool"] == fool_seat
        last = state.observation(0).tricks[-1]
        assert "FOOL" in {CODES[c] for _, c in last.plays}
        winner = last.winner
        other = next(CODES[c] for s, c in last.plays if s != fool_seat)
        tricks = [[(s, CODES[c]) for s, c in t.plays] for t in state.observation(0).tricks]
        discard = [CODES[c] for c in cards_of(state.observation(1).private_cards["discard"])]
        assert list(result.points) == ref_points(2, 1, discard, tricks, False)
        if winner != fool_seat:
            assert value(other) >= 1  # the winner takes only the other card; the FOOL's 5 stay with its side
        return
    pytest.fail("no hand ended with the FOOL")


# -- §7: scoring against 57 and the carry ---------------------------------------------------------------


def _scored_match(options: dict[str, Any], seed: int, count: int) -> tuple[dict[str, Any], list[list[int]]]:
    rng = random.Random(seed)
    players = options["players"]
    hands, points = [], []
    for number in range(count):
        hand, p, _ = random_hand(options, number % players, rng, check_steps=False)
        hands.append(hand)
        points.append(p)
    return record(options, hands), points


def test_c14_totals_are_the_last_balance_not_the_sum_of_scores() -> None:
    rec, points = _scored_match({"players": 4, "match_hands": 3}, 9, 3)
    out = replay_record(rec).to_json()
    scores = [h["scores"] for h in out["hands"]]
    assert out["totals"] == scores[-1]
    assert out["totals"] == [sum(p[s] - 57 for p in points) for s in range(4)]
    # a record is one match: its balances start at 0, whatever hand it begins with (C14)
    tail = copy.deepcopy(rec)
    tail["hands"] = tail["hands"][1:]
    out_tail = replay_record(tail).to_json()
    assert out_tail["hands"][0]["scores"] == [p - 57 for p in points[1]]


def test_c1_reference_3p_is_accepted_and_ignored_with_two_or_four_players() -> None:
    for players in (2, 4):
        rec, _ = _scored_match({"players": players}, 17, players)
        plain = replay_record(rec).to_json()
        rec57 = copy.deepcopy(rec)
        rec57["options"]["reference_3p"] = 57
        assert replay_record(rec57).to_json() == plain
        assert plain["hands"][0]["detail"]["reference"] == 57


def test_r7_4_c15_three_players_reference_38_and_57_rank_alike() -> None:
    rec38, points = _scored_match({"players": 3}, 23, 3)
    rec57 = copy.deepcopy(rec38)
    rec57["options"]["reference_3p"] = 57
    t38 = replay_record(rec38).to_json()["totals"]
    t57 = replay_record(rec57).to_json()["totals"]
    assert sum(t38) == 0 and sum(t57) == -57 * 3
    assert [a - b for a, b in zip(t38, t57, strict=True)] == [19 * 3] * 3  # the same ranking
    assert t38 == [sum(p[s] - 38 for p in points) for s in range(3)]


def test_r7_5_the_winner_is_the_higher_balance_and_equal_balances_tie() -> None:
    rec, _ = _scored_match({"players": 3}, 29, 3)
    replay = replay_record(rec)
    totals = replay.to_json()["totals"]
    best = max(totals)
    assert sorted(replay.game.match_winners(replay.results)) == [s for s in range(3) if totals[s] == best]


# -- records: C2-C8, C16 and the command line -----------------------------------------------------------


@pytest.fixture(scope="module")
def match4() -> tuple[dict[str, Any], list[list[int]]]:
    return _scored_match({"players": 4}, 31, 4)


@pytest.mark.parametrize(
    ("options", "key"),
    [
        ({"players": 5}, "players"),
        ({"players": 1}, "players"),
        ({"players": "4"}, "players"),
        ({"players": 4.0}, "players"),
        ({"players": True}, "players"),
        ({"players": 4, "angel_beats_world": 1}, "angel_beats_world"),
        ({"players": 4, "angel_beats_world": "false"}, "angel_beats_world"),
        ({"players": 4, "must_overtrump": None}, "must_overtrump"),
        ({"players": 4, "reference_3p": 40}, "reference_3p"),
        ({"players": 3, "reference_3p": 38.0}, "reference_3p"),
        ({"players": 4, "match_hands": 0}, "match_hands"),
        ({"players": 4, "match_hands": -1}, "match_hands"),
        ({"players": 4, "match_hands": "4"}, "match_hands"),
        ({"players": 4, "match_hands": True}, "match_hands"),
        ({"players": 4, "dummies": True}, "dummies"),
    ],
)
def test_c1_bad_options_make_the_recordmalformed(
    options: dict[str, Any], key: str, match4: tuple[dict[str, Any], list[list[int]]]
) -> None:
    rec = copy.deepcopy(match4[0])
    rec["options"] = options
    error = malformed(rec)
    assert error.path == f"$.options.{key}"
    assert "action" not in error_line(error)


@pytest.mark.parametrize("verb", ["bid", "call", "announce", "declare", "give"])
def test_c2_verbs_of_other_games_are_refused_at_that_action(verb: str, match4: Any) -> None:
    rec = copy.deepcopy(match4[0])
    value_of = {"bid": "pass", "call": "KH", "announce": "chelem", "declare": ["T21", "T1", "FOOL"], "give": "5S"}
    rec["hands"][1]["actions"].insert(5, {"seat": rec["hands"][1]["actions"][5]["seat"], verb: value_of[verb]})
    error = refused(rec)
    assert (error.hand, error.index, error.code) == (1, 5, "not_this_game")
    assert error_line(error).startswith("hand 1, action 5: ")


@pytest.mark.parametrize(
    "action",
    [
        {"seat": 0, "play": "T5", "note": "x"},
        {"seat": 0},
        {"play": "T5"},
        {"seat": 0, "play": "T5", "discard": ["5S", "6S"]},
        {"seat": "0", "play": "T5"},
        {"seat": 4, "play": "T5"},
        "play T5",
    ],
)
def test_c2_shape_faults_are_malformed_with_their_path(action: Any, match4: Any) -> None:
    rec = copy.deepcopy(match4[0])
    rec["hands"][2]["actions"][3] = action
    error = malformed(rec)
    assert error.path.startswith("$.hands[2].actions[3]")
    assert error_line(error).startswith("hand 2: malformed record at $.hands[2].actions[3]") or error_line(
        error
    ).startswith("malformed record at $.hands[2].actions[3]")  # the JSON path, no action index


def test_c3_t0_and_ex_read_as_fool_and_removed_cards_arerefused(match4: Any) -> None:
    rec = copy.deepcopy(match4[0])
    for hand in rec["hands"]:
        for i, action in enumerate(hand["actions"]):
            if action.get("play") == "FOOL":
                action["play"] = "T0" if i % 2 else "EX"
        for i, hand_cards in enumerate(hand["deal"]["hands"]):
            hand["deal"]["hands"][i] = ["EX" if c == "FOOL" else c for c in hand_cards]
    assert replay_record(rec).to_json() == replay_record(match4[0]).to_json()
    bad = copy.deepcopy(match4[0])
    seat = bad["hands"][0]["actions"][1]["seat"]
    bad["hands"][0]["actions"][1] = {"seat": seat, "play": "4S"}
    error = refused(bad)
    assert (error.hand, error.index, error.code) == (0, 1, "not_in_pack")


def test_c4_first_fault_order_of_one_action(match4: Any) -> None:
    rec = match4[0]
    first = rec["hands"][0]
    leader = first["actions"][1]["seat"]
    other = (leader + 1) % 4
    deal = Deal(
        tuple(tuple(map(parse_card, h)) for h in first["deal"]["hands"]), tuple(map(parse_card, first["deal"]["talon"]))
    )
    not_held = next(c for c in PACK if parse_card(c) not in deal.hands[leader])

    def fault(action: dict[str, Any], at: int = 1) -> str | None:
        bad = copy.deepcopy(rec)
        bad["hands"][0]["actions"][at] = action
        bad["hands"][0]["actions"] = bad["hands"][0]["actions"][: at + 1]
        return refused(bad).code

    assert fault({"seat": other, "play": "XX"}) == "not_your_turn"  # turn before the card code
    assert fault({"seat": other, "play": not_held}) == "not_your_turn"
    assert fault({"seat": leader, "play": "XX"}) == "not_a_card"
    assert fault({"seat": leader, "play": not_held}) == "not_held"
    assert fault({"seat": leader, "bid": "pass"}) == "not_this_game"
    assert fault({"seat": other, "discard": ["KS", "T1"]}) == "discarded"  # wrong phase first
    assert fault({"seat": leader, "play": "T1"}, at=0) == "discard_first"


def test_c4_the_error_line_counts_hands_and_actions_from_0(match4: Any, tmp_path: Path, capsys: Any) -> None:
    rec = copy.deepcopy(match4[0])
    actions = rec["hands"][3]["actions"]
    actions[7] = {"seat": actions[7]["seat"], "play": "7H"}
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(rec))
    assert main(["replay", "--json", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    line = captured.err.strip()
    assert "\n" not in line and line.startswith(f"hand 3, action 7: seat {actions[7]['seat']} cannot play 7H: ")
    assert "Traceback" not in captured.err


def test_c6_the_dealer_rotation_is_enforced(match4: Any) -> None:
    rec = copy.deepcopy(match4[0])
    rec["hands"][2]["dealer"] = (rec["hands"][1]["dealer"] + 2) % 4
    error = malformed(rec)
    assert error.path == "$.hands[2].dealer"
    free = copy.deepcopy(match4[0])
    free["hands"] = free["hands"][1:3]  # the first hand's dealer is free
    assert replay_record(free).to_json()["complete"] is True


def test_c8_an_action_after_the_last_trick_isrefused(match4: Any) -> None:
    rec = copy.deepcopy(match4[0])
    actions = rec["hands"][0]["actions"]
    actions.append({"seat": 0, "play": actions[-1]["play"]})
    error = refused(rec)
    assert (error.hand, error.index, error.code) == (0, len(actions) - 1, "hand_over")
    rec = copy.deepcopy(match4[0])
    rec["hands"][0]["actions"].insert(0, copy.deepcopy(rec["hands"][0]["actions"][1]))
    error = refused(rec)
    assert (error.hand, error.index, error.code) == (0, 0, "discard_first")


def test_c16_hands_count_part_way_records_and_next(match4: Any) -> None:
    rec, _ = match4
    too_many = copy.deepcopy(rec)
    extra = copy.deepcopy(rec["hands"][0])
    extra["dealer"] = (rec["hands"][-1]["dealer"] + 1) % 4
    too_many["hands"].append(extra)
    assert malformed(too_many).path == "$.hands[4]"
    # a record that stops inside a trick
    part = copy.deepcopy(rec)
    part["hands"][1]["actions"] = part["hands"][1]["actions"][:6]
    part["hands"] = part["hands"][:2]
    out = replay_record(part).to_json()
    assert out["complete"] is False and out["match_over"] is False
    assert len(out["hands"]) == 1
    assert out["next"] == {"hand": 1, "seat": rec["hands"][1]["actions"][6]["seat"], "verb": "play"}
    # before the discard
    part["hands"][1]["actions"] = []
    assert replay_record(part).to_json()["next"] == {"hand": 1, "seat": rec["hands"][1]["dealer"], "verb": "discard"}
    # every hand finished, match not over
    short = copy.deepcopy(rec)
    short["hands"] = short["hands"][:3]
    out = replay_record(short).to_json()
    assert out["complete"] is True and out["match_over"] is False
    assert out["next"] == {"hand": 3, "seat": None, "verb": "deal"}
    empty = copy.deepcopy(rec)
    empty["hands"] = []
    out = replay_record(empty).to_json()
    assert (
        out["hands"] == []
        and out["totals"] == [0, 0, 0, 0]
        and out["next"] == {"hand": 0, "seat": None, "verb": "deal"}
    )
    # an unfinished hand followed by another is malformed (C16)
    broken = copy.deepcopy(rec)
    broken["hands"][1]["actions"] = broken["hands"][1]["actions"][:10]
    error = malformed(broken)
    assert error.path == "$.hands[2]"
    # match_hands sets the length
    longer = copy.deepcopy(rec)
    longer["options"]["match_hands"] = 8
    out = replay_record(longer).to_json()
    assert out["match_over"] is False and out["next"] == {"hand": 4, "seat": None, "verb": "deal"}


def test_names_and_seeded_hands(match4: Any) -> None:
    rec = copy.deepcopy(match4[0])
    rec["names"] = ["Ada", "Bruno"]
    assert malformed(rec).path == "$.names"  # DESIGN.md §5: one name per seat
    rec["names"] = ["Ada", "Bruno", "Carla", "Dario"]
    assert replay_record(rec).to_json() == replay_record(match4[0]).to_json()
    seeded = record({"players": 3}, [{"dealer": 2, "seed": 12, "actions": []}])
    out = replay_record(seeded).to_json()
    assert out["next"] == {"hand": 0, "seat": 2, "verb": "discard"}  # C5: a seed hand is the project's shuffle
    both = record({"players": 3}, [{"dealer": 2, "seed": 12, "deal": {"hands": [], "talon": []}, "actions": []}])
    assert malformed(both).path == "$.hands[0]"


def test_cli_replays_the_shared_examples(capsys: Any) -> None:
    valid = sorted(EXAMPLES.glob("valid-*.record.json"))
    refused_files = sorted(EXAMPLES.glob("refused-*.record.json"))
    assert valid and refused_files
    for path in valid:
        assert main(["replay", "--json", str(path)]) == 0
        out = json.loads(capsys.readouterr().out)
        expected = json.loads(path.with_name(path.name.replace(".record", ".replay")).read_text())
        assert out["totals"] == expected["totals"], path.name
        assert [(h["points"], h["scores"]) for h in out["hands"]] == [
            (h["points"], h["scores"]) for h in expected["hands"]
        ], path.name
    for path in refused_files:
        at = json.loads(path.with_name(path.name.replace(".record", ".refused")).read_text())["refused_at"]
        assert main(["replay", str(path)]) == 2
        captured = capsys.readouterr()
        assert captured.out == ""
        assert captured.err.startswith(f"hand {at['hand']}, action {at['action']}: "), path.name
    # several files: one JSON line per file, exit 2 if any failed
    assert main(["replay", "--json", str(valid[0]), str(refused_files[0])]) == 2
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [line["file"] for line in lines] == [str(valid[0]), str(refused_files[0])]
    assert "totals" in lines[0] and lines[1]["error"].startswith("hand ")


def test_cli_as_a_program_exits_2_without_traceback(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "tarocchi-record/1", "game": "piedmontese", "options": {"players": 6}, "hands": []}')
    done = subprocess.run(
        [sys.executable, "-m", "tarocchi", "replay", "--json", str(bad)], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 2 and done.stdout == ""
    assert "$.options.players" in done.stderr and "Traceback" not in done.stderr


# -- observations: what each seat may and may not see -----------------------------------------------------


def _walk(options: dict[str, Any], seed: int) -> Iterator[tuple[HandState, set[str], int]]:
    """Every position of a random hand, with the discard (empty before it) and the dealer."""
    rng = random.Random(seed)
    game = create_game("piedmontese", options)
    dealer = rng.randrange(game.num_seats)
    state = game.new_hand(dealer, game.deal(dealer, rng.randrange(1 << 30)))
    yield state, set(), dealer
    (choice,) = state.card_choices()
    held = codes(choice.required | choice.pool)
    pair = sorted(
        rng.choice(sorted(sorted(p) for p in itertools.combinations(sorted(held), 2) if choice.allows(mask(*p))))
    )
    state.apply(Action(dealer, "discard", cards=mask(*pair)))
    while True:
        yield state, set(pair), dealer
        if state.is_over:
            return
        state.apply(rng.choice(state.legal_actions()))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_observations_show_a_seat_only_what_it_may_know(players: int) -> None:
    dealt_talon: set[str] = set()
    for state, discard, dealer in _walk({"players": players}, 50 + players):
        if not dealt_talon:
            dealt_talon = {CODES[c] for c in state.deal.talon}
        played = {CODES[c] for t in state.observation(0).tricks for _, c in t.plays}
        seat_hands = [{CODES[c] for c in h} - played - discard for h in state.deal.hands]
        seat_hands[dealer] |= dealt_talon - discard - played
        for seat in range(players):
            obs = state.observation(seat)
            own = codes(obs.hand)
            assert own == seat_hands[seat]  # its own hand: as dealt, less what it played or discarded
            visible = codes(obs.visible_cards())
            allowed = own | played | (discard if seat == dealer else set())
            assert visible <= allowed, (seat, visible - allowed)
            for other in range(players):
                if other != seat:
                    assert not visible & seat_hands[other]  # nobody's hidden cards
            if seat != dealer:
                assert not visible & (discard | (dealt_talon - played))  # neither the talon nor the discard
                assert all(not a.cards for a in obs.history if a.verb == "discard")
            else:
                assert state.phase == "discard" or codes(obs.private_cards["discard"]) == discard
            text = json.dumps(obs.info, default=str)
            if seat != dealer:
                for code in discard:
                    assert f'"{code}"' not in text
            assert obs.to_act == state.to_act
            assert bool(obs.legal) == (seat == state.to_act and state.phase == "play")
