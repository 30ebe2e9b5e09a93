"""Dealing (piedmontese.md §4, 12.2) and the layout of an explicit deal (C3, C7)."""

from __future__ import annotations

import pytest

from tarocchi.cards import parse_card
from tarocchi.engine.game import Deal
from tarocchi.engine.shuffle import shuffled
from tarocchi.games.piedmontese import GAME
from tarocchi.games.piedmontese.deck import DECK


@pytest.mark.parametrize(("players", "size"), [(4, 15), (3, 20), (2, 30)])
@pytest.mark.parametrize("dealer_offset", [0, 1])
def test_seeded_deal_sizes_and_packets(players: int, size: int, dealer_offset: int) -> None:
    game = GAME.from_options({"players": players})
    dealer = (players - 1 + dealer_offset) % players
    deal = game.deal(dealer, 12345)
    game.check_deal(deal)
    assert [len(h) for h in deal.hands] == [size] * players
    assert len(deal.talon) == 2
    order = shuffled(DECK, 12345)
    # R4.2: rounds of 5 cards from the seat after the dealer, then the last 2 to the dealer.
    first = (dealer + 1) % players
    assert deal.hands[first][:5] == tuple(order[:5])
    assert deal.hands[(first + 1) % players][:5] == tuple(order[5:10])
    assert deal.hands[first][5:10] == tuple(order[5 * players : 5 * players + 5])
    assert deal.talon == tuple(order[-2:])
    all_cards = 0
    for mask in (*deal.hand_masks, deal.talon_mask):
        assert not all_cards & mask
        all_cards |= mask
    assert all_cards == DECK


def test_same_seed_same_deal_other_seed_other_deal() -> None:
    game = GAME.from_options({})
    assert game.deal(0, 7) == game.deal(0, 7)
    assert game.deal(0, 7) != game.deal(0, 8)


def _deal(hands: list[list[str]], talon: list[str]) -> Deal:
    return Deal(tuple(tuple(parse_card(c) for c in h) for h in hands), tuple(parse_card(c) for c in talon))


def _valid_codes(players: int) -> tuple[list[list[str]], list[str]]:
    from tarocchi.cards import CODES

    deal = GAME.from_options({"players": players}).deal(0, 99)
    return [[CODES[c] for c in h] for h in deal.hands], [CODES[c] for c in deal.talon]


def test_c7_a_17_card_dealer_hand_with_an_empty_talon_is_refused() -> None:
    hands, talon = _valid_codes(4)
    hands[0] = hands[0] + talon
    with pytest.raises(ValueError, match=r"seat 0 must be dealt 15 cards"):
        GAME.from_options({}).check_deal(_deal(hands, []))


def test_c7_talon_must_hold_two_cards() -> None:
    hands, talon = _valid_codes(3)
    hands[1] = hands[1] + talon[:1]
    with pytest.raises(ValueError, match=r"seat 1 must be dealt 20 cards|talon"):
        GAME.from_options({"players": 3}).check_deal(_deal(hands, talon[1:]))


def test_c3_a_removed_card_in_a_deal_is_refused() -> None:
    hands, talon = _valid_codes(2)
    hands[1][3] = "7H"
    with pytest.raises(ValueError, match=r"7H in the hand of seat 1 is not in the 62-card pack"):
        GAME.from_options({"players": 2}).check_deal(_deal(hands, talon))


def test_a_card_dealt_twice_is_refused() -> None:
    hands, talon = _valid_codes(4)
    talon[1] = hands[2][0]
    with pytest.raises(ValueError, match=r"dealt twice"):
        GAME.from_options({}).check_deal(_deal(hands, talon))


def test_wrong_number_of_hands_is_refused() -> None:
    hands, talon = _valid_codes(4)
    with pytest.raises(ValueError, match=r"3 hands, found 4"):
        GAME.from_options({"players": 3}).check_deal(_deal(hands, talon))
