"""The deal (gatti.md §4, 16.2, C4)."""

from __future__ import annotations

import pytest

from tarocchi.cards import FULL_DECK, mask_of
from tarocchi.engine.game import Deal
from tarocchi.engine.shuffle import shuffled
from tarocchi.games.gatti import GattiGame
from tarocchi.games.gatti.deal import deal_in_packets, faceup_cards


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_seeded_deal_is_complete_and_the_same_every_time(players: int) -> None:
    game = GattiGame.from_options({"players": players})
    deal = game.deal(1, 12345)
    game.check_deal(deal)
    assert deal == game.deal(1, 12345)
    assert deal != game.deal(1, 12346)
    size = 25 if players == 3 else 19
    assert [len(h) for h in deal.hands] == [size] * game.num_seats
    assert len(deal.talon) == (3 if players == 3 else 2)
    assert mask_of([c for h in deal.hands for c in h] + list(deal.talon)) == FULL_DECK


def test_packets_go_round_from_eldest_and_the_last_card_is_face_up() -> None:
    cards = list(range(78))
    deal = deal_in_packets(cards, dealer=2, num_seats=3)
    # R4.1: eldest (seat 0) gets the first packet, then seat 1, then the dealer; five rounds of five.
    assert deal.hands[0][:5] == (0, 1, 2, 3, 4)
    assert deal.hands[1][:5] == (5, 6, 7, 8, 9)
    assert deal.hands[2][:5] == (10, 11, 12, 13, 14)
    assert deal.hands[0][5:10] == (15, 16, 17, 18, 19)
    assert deal.talon == (75, 76, 77)
    # R4.2: the face-up card is the top card of the last packet, written last.
    assert faceup_cards(deal) == (64, 69, 74)
    four = deal_in_packets(cards, dealer=0, num_seats=4)
    # R4.3: packets 5, 5, 5, 4; the 4-card packet holds the face-up card.
    assert four.hands[1][15:] == (60, 61, 62, 63) and four.hands[0][-4:] == (72, 73, 74, 75)
    assert four.talon == (76, 77)


def test_project_shuffle_is_used_for_seeds() -> None:
    game = GattiGame.from_options({})
    assert game.deal(0, 7) == deal_in_packets(shuffled(FULL_DECK, 7), 0, 3)


@pytest.mark.parametrize(
    ("hands", "talon", "reason"),
    [
        ([list(range(25)), list(range(25, 50))], [75, 76, 77], "has 3 hands, found 2"),
        ([list(range(24)), list(range(24, 50)), list(range(50, 75))], [75, 76, 77], "seat 0's hand must hold 25 cards"),
        ([list(range(25)), list(range(25, 50)), list(range(50, 75))], [75, 76], "talon must hold 3"),
        ([list(range(25)), list(range(25, 50)), [*range(50, 74), 0]], [75, 76, 77], "T1 is dealt twice"),
    ],
)
def test_bad_deals_name_their_fault(hands: list[list[int]], talon: list[int], reason: str) -> None:
    game = GattiGame.from_options({})
    with pytest.raises(ValueError, match=reason):
        game.check_deal(Deal(tuple(tuple(h) for h in hands), tuple(talon)))
