"""Trick play (tarocchino.md §6, §11.5 L1-L15) and a perft count against a slow reference from the rule text."""

from __future__ import annotations

import random

import pytest
from tarocchino_helpers import cards, discard, fill_deal, game, give, load, m, new_state

from tarocchi.cards import FOOL, Card, CardSet, cards_of, codes_of, is_trump, rank_of, suit_of
from tarocchi.engine.actions import Action
from tarocchi.engine.tricks import legal_plays as engine_legal_plays
from tarocchi.engine.tricks import trick_winner as engine_trick_winner
from tarocchi.errors import IllegalActionError
from tarocchi.games.tarocchino import TarocchinoState
from tarocchi.games.tarocchino.deck import DECK_CARDS
from tarocchi.games.tarocchino.play import TRICK_RULES, legal_plays, play_refusal, trick_winner
from tarocchi.records import replay_record


@pytest.mark.parametrize(
    ("vector", "lead", "hand", "legal"),
    [
        ("L1", "7S", "KS 6S T17 8H", "KS 6S"),
        ("L2", "7S", "T17 T6 T2 8H", "T17 T6 T2"),
        ("L3", "7S", "8H KD", "8H KD"),
        ("L4", "T11", "T17 KS", "T17"),
        ("L5", "T11", "FOOL KS 6H", "FOOL KS 6H"),
        ("L6", "7S", "KS FOOL T10", "KS FOOL"),
    ],
)
def test_legal_plays_l1_to_l6(vector: str, lead: str, hand: str, legal: str) -> None:
    assert legal_plays(m(hand), cards(lead)) == m(legal), vector


def test_refusal_reasons_name_the_rule() -> None:
    assert play_refusal(m("KS 6S T17 8H"), cards("7S"), cards("T17")[0]) == ("must follow swords (holds 6S, KS) (6.2)")
    assert play_refusal(m("T17 T6 T2 8H"), cards("7S"), cards("8H")[0]) == (
        "must play a trump, having no swords (holds T2, T6, T17) (6.2)"
    )
    assert play_refusal(m("T17 KS"), cards("T11"), cards("KS")[0]) == "must follow trumps (holds T17) (6.2)"
    assert play_refusal(m("KS FOOL T10"), cards("7S"), cards("T10")[0]) == "must follow swords (holds KS) (6.2)"
    assert play_refusal(m("KS"), cards("7S"), cards("QS")[0]) == "does not hold QS"
    assert play_refusal(m("KS FOOL"), cards("7S"), FOOL) is None


@pytest.mark.parametrize(
    ("vector", "trick", "winner"),
    [
        ("L7", "6H T2 T4 KH", 2),  # the last Moor played takes the tie
        ("L8", "10H 1H 6H JH", 3),  # cups rank K Q N J 1 6 7 8 9 10
        ("L9", "9D 10D 6D 8D", 2),  # lower pip beats higher in coins
        ("L10", "1S 6S 10S KC", 2),  # in swords the ace is the lowest; KC is off-suit
        ("L11", "FOOL 8C KC T6", 3),  # the second card sets batons; T6 wins
        ("L12", "T6 T20 T21 T17", 2),  # Angel over World
    ],
)
def test_trick_winners_l7_to_l12(vector: str, trick: str, winner: int) -> None:
    assert trick_winner(cards(trick)) == winner, vector
    assert engine_trick_winner(TRICK_RULES, cards(trick)) == winner, vector


def test_more_moor_ties_go_to_the_last_played() -> None:
    assert trick_winner(cards("T3 T2 T5 T4")) == 3
    assert trick_winner(cards("T5 T1 T2 7S")) == 2
    assert trick_winner(cards("T6 T2 T3 T4")) == 0


def test_a_led_fool_lets_the_next_card_set_the_suit() -> None:
    # R6.4: after FOOL, the second card may be anything; the third must follow it
    assert legal_plays(m("KS 6H T3"), cards("FOOL")) == m("KS 6H T3")
    assert legal_plays(m("KS 6H T3"), cards("FOOL 8C")) == m("T3")
    assert legal_plays(m("KS 6H T3"), cards("FOOL 8H")) == m("6H")
    assert legal_plays(m("KS 6H T3"), cards("FOOL T8")) == m("T3")


# --- L13, L14 (the discard) and L15 (cappotto) through the hand state ------------------------------------------

DEALER_HAND = "KS KH KD KC T21 T20 6S 7S QS NS T19 T18 T15 7D 9H 8S 9S"


def _dealer_state() -> TarocchinoState:
    codes = DEALER_HAND.split()
    return new_state(game(), 0, fill_deal(" ".join(codes[:15]), 0, talon=" ".join(codes[15:])))


@pytest.mark.parametrize("pair", ["6S T15", "T19 T18", "QS NS"])
def test_l13_legal_discards(pair: str) -> None:
    state = _dealer_state()
    state.check(discard(0, pair))


@pytest.mark.parametrize(("pair", "banned"), [("KS T15", "KS"), ("T21 6S", "T21"), ("T20 7D", "T20")])
def test_l14_illegal_discards(pair: str, banned: str) -> None:
    state = _dealer_state()
    with pytest.raises(IllegalActionError) as info:
        state.check(discard(0, pair))
    assert info.value.reason == f"{banned} may not be discarded: no King, T21, T20, T1 or FOOL (3.3)"


def test_l14_t1_and_fool_may_not_be_discarded() -> None:
    deal = fill_deal("T1 FOOL 6S 7S 8S 9S 10S 1S 6H 7H 8H 9H 10H 1H 6D", 0, talon="7D 8D")
    state = new_state(game(), 0, deal)
    for pair in ("T1 6S", "FOOL 9H"):
        with pytest.raises(IllegalActionError, match="may not be discarded"):
            state.check(discard(0, pair))


def test_l15_cappotto_the_matto_goes_to_the_opponents() -> None:
    """The Matto's pair wins no trick and holds no monte: the FOOL passes, nothing is given."""
    replay = replay_record(load("round-sweep.record.json"))
    detail = replay.results[0].detail
    assert detail["matto"] == {"seat": 3, "trick": 0, "owed_to": 0, "given": "FOOL"}
    assert "FOOL" in detail["captured"][0]["cards"]
    assert detail["monte_owner"] == 0  # the dealer's pair took no trick: the monte went over too
    state = replay.hands[0].state
    assert isinstance(state, TarocchinoState)
    assert state.legal_actions() == []
    with pytest.raises(IllegalActionError, match="won no trick, so the Matto itself passes"):
        state.check(give(3, "6D"))


# --- perft against a slow reference from the rule text ---------------------------------------------------------

_LONG = ["1", "6", "7", "8", "9", "10", "J", "N", "Q", "K"]
_ROUND = ["10", "9", "8", "7", "6", "1", "J", "N", "Q", "K"]


def _ref_legal(hand: list[Card], trick: list[Card]) -> list[Card]:
    """R6.2 read literally."""
    fool = [c for c in hand if c == FOOL]
    played = [c for c in trick if c != FOOL]
    if not played:
        return list(hand)
    led = played[0]
    if is_trump(led):
        same = [c for c in hand if is_trump(c)]
    else:
        same = [c for c in hand if c != FOOL and not is_trump(c) and suit_of(c) == suit_of(led)]
    if same:
        return same + fool
    trumps = [c for c in hand if is_trump(c)]
    if trumps:
        return trumps + fool
    return list(hand)


def _ref_rank(card: Card) -> int:
    if is_trump(card):
        number = rank_of(card)
        return 2 if number in (2, 3, 4, 5) else number
    code = codes_of(1 << card)[0][:-1]
    order = _LONG if suit_of(card) in (0, 3) else _ROUND
    return order.index(code)


def _ref_winner(trick: list[Card]) -> int:
    """R6.3 read literally: the highest trump (the last of equal Moors), else the highest card of the suit led."""
    trumps = [i for i, c in enumerate(trick) if is_trump(c)]
    if trumps:
        top = max(_ref_rank(trick[i]) for i in trumps)
        return max(i for i in trumps if _ref_rank(trick[i]) == top)
    led = next(c for c in trick if c != FOOL)
    same = [i for i, c in enumerate(trick) if c != FOOL and suit_of(c) == suit_of(led)]
    return max(same, key=lambda i: _ref_rank(trick[i]))


def _ref_perft(hands: list[list[Card]], leader: int, trick: list[Card], won_a: int) -> tuple[int, int]:
    """(number of complete play sequences, total tricks won by pair A over them)."""
    if not any(hands):
        return 1, won_a
    seat = (leader + len(trick)) % 4
    leaves = total = 0
    for card in _ref_legal(hands[seat], trick):
        hands[seat].remove(card)
        trick.append(card)
        if len(trick) == 4:
            winner = (leader + _ref_winner(trick)) % 4
            n, t = _ref_perft(hands, winner, [], won_a + (1 if winner % 2 == 0 else 0))
        else:
            n, t = _ref_perft(hands, leader, trick, won_a)
        trick.pop()
        hands[seat].append(card)
        leaves += n
        total += t
    return leaves, total


def _engine_perft(state: TarocchinoState, won_a: int) -> tuple[int, int]:
    if state.is_over:
        return 1, won_a
    leaves = total = 0
    for action in state.legal_actions():
        if action.verb != "play":
            continue
        before = len(state.tricks)
        state.apply(action)
        gained = 0
        if len(state.tricks) > before and state.tricks[-1][2] % 2 == 0:
            gained = 1
        n, t = _engine_perft(state, won_a + gained)
        state.undo()
        leaves += n
        total += t
    return leaves, total


def _position(seed: int, tricks_left: int) -> TarocchinoState:
    """A random deal played on the playout path, replayed through the engine until ``tricks_left`` remain."""
    g = game()
    deal = g.random_deal(seed % 4, random.Random(seed))
    actions: list[Action] = []
    g.play_random_hand(seed % 4, random.Random(seed), actions)
    state = g.new_hand(seed % 4, deal)
    plays_to_make = 60 - 4 * tricks_left
    for action in actions:
        if action.verb == "play" and plays_to_make == 0:
            break
        state.apply(action)
        if action.verb == "play":
            plays_to_make -= 1
    return state


@pytest.mark.parametrize("seed", range(6))
def test_perft_of_end_positions_matches_the_reference(seed: int) -> None:
    state = _position(seed, 3 if seed < 5 else 4)
    hands = [cards_of(state.hand(s)) for s in range(4)]
    expected = _ref_perft(hands, state.to_act or 0, [], 0)
    assert _engine_perft(state, 0) == expected
    assert expected[0] >= 1


def test_engine_rules_as_data_agree_with_the_game_rules() -> None:
    rng = random.Random(7)
    for _ in range(2000):
        sample = rng.sample(DECK_CARDS, 9)
        hand: CardSet = sum(1 << c for c in sample[:6])
        trick = sample[6 : 6 + rng.randrange(4)]
        assert legal_plays(hand, trick) == engine_legal_plays(TRICK_RULES, hand, trick)
        assert sorted(cards_of(legal_plays(hand, trick))) == sorted(_ref_legal(cards_of(hand), trick))
        if len(trick) == 3:
            full = [*trick, sample[0]]
            if any(c != FOOL for c in full):
                assert trick_winner(full) == _ref_winner(full) == engine_trick_winner(TRICK_RULES, full)
