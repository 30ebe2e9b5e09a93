"""The game object: options (§17.1), deals (§2, §3, §17.2), dealers, totals and the session end (R11)."""

from __future__ import annotations

import itertools
import re

import pytest
from french_tarot_helpers import game, stacked_deal

from tarocchi.cards import FULL_DECK, mask_of
from tarocchi.engine.game import Deal, HandResult
from tarocchi.errors import OptionError, RecordError
from tarocchi.games import create_game
from tarocchi.games.french_tarot import BENCH_OPTIONS, GAME, FrenchTarot
from tarocchi.games.french_tarot.deal import CHIEN_SIZE, HAND_SIZE, authentic_deal
from tarocchi.games.french_tarot.options import Options

# ---------------------------------------------------------------- options


def test_registered_and_defaults() -> None:
    g = create_game("french-tarot")
    assert isinstance(g, FrenchTarot) and GAME is FrenchTarot
    assert g.options == Options()
    assert g.num_seats == 4 and g.deck == FULL_DECK
    assert g.options_json() == {"players": 4}
    assert g.max_hands() is None
    assert BENCH_OPTIONS == [{"players": 3}, {"players": 4}, {"players": 5}, {"players": 2}]


def test_options_round_trip() -> None:
    raw = {
        "players": 5,
        "authentic_deal": True,
        "petit_sec": "optional",
        "petit_sec_redeal": "next-dealer",
        "discard_kings": True,
        "enable_poignee": False,
        "enable_chelem": False,
        "allowed_contracts": ["garde", "prise"],
        "defence_chelem": True,
        "deals": 10,
        "target_score": 1000,
        "count_passed_deals": False,
    }
    g = FrenchTarot.from_options(raw)
    out = g.options_json()
    assert out["allowed_contracts"] == ["petite", "garde"]  # C9: prise is written petite
    assert FrenchTarot.from_options(out).options == g.options
    assert {k: v for k, v in out.items() if k != "allowed_contracts"} == {
        k: v for k, v in raw.items() if k != "allowed_contracts"
    }


@pytest.mark.parametrize(
    ("raw", "key"),
    [
        ({"players": 1}, "players"),  # §17.1: 2 (§13), 3, 4, 5
        ({"players": 6}, "players"),
        ({"players": "4"}, "players"),
        ({"players": True}, "players"),
        ({"petit_sec": "never"}, "petit_sec"),
        ({"petit_sec_redeal": "dealer"}, "petit_sec_redeal"),
        ({"discard_kings": 1}, "discard_kings"),
        ({"allowed_contracts": []}, "allowed_contracts"),
        ({"allowed_contracts": ["pousse"]}, "allowed_contracts"),
        ({"allowed_contracts": "garde"}, "allowed_contracts"),
        ({"deals": 0}, "deals"),
        ({"target_score": -5}, "target_score"),
        ({"mirror": True}, "mirror"),  # §17.1: the clockwise mirror is not an option
    ],
)
def test_options_are_strict(raw: dict, key: str) -> None:
    with pytest.raises(OptionError) as info:
        FrenchTarot.from_options(raw)
    assert info.value.key == key


# ---------------------------------------------------------------- deals


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("authentic", [False, True])
def test_deal_sizes_and_determinism(players: int, authentic: bool) -> None:
    g = game(players=players, authentic_deal=authentic)
    deal = g.deal(1, 12345)
    g.check_deal(deal)
    assert [len(h) for h in deal.hands] == [HAND_SIZE[players]] * players
    assert len(deal.talon) == CHIEN_SIZE[players]
    assert deal == g.deal(1, 12345)  # same seed, same deal
    assert deal != g.deal(1, 12346)


def test_plain_split_starts_with_the_forehand() -> None:
    from tarocchi.engine.shuffle import shuffled

    cards = shuffled(FULL_DECK, 7)
    deal = game(players=4).deal(2, 7)
    assert deal.hands[3] == tuple(cards[:18])  # the forehand of dealer 2 is seat 3
    assert deal.talon == tuple(cards[72:])


@pytest.mark.parametrize("players", [3, 4, 5])
def test_authentic_deal_never_puts_the_first_or_last_card_in_the_chien(players: int) -> None:
    # R3.3, R3.4: packets from the forehand to the dealer, chien cards one at a time.
    packet = {3: 4, 4: 3, 5: 3}[players]
    cards = list(range(78))
    for seed in range(50):
        deal = authentic_deal(cards, 0, players, seed)
        assert 0 not in deal.talon and 77 not in deal.talon
        assert deal.hands[1][:packet] == tuple(range(packet))  # forehand's first packet
        assert deal.hands[0][-packet:] == tuple(range(78 - packet, 78))  # dealer's last packet
        positions = sorted(deal.talon)
        assert all(b - a > 1 for a, b in itertools.pairwise(positions))  # one at a time
        for hand in deal.hands:  # each hand is made of whole packets
            assert len(hand) % packet == 0


def test_authentic_deal_does_not_change_an_explicit_deal() -> None:
    # C6: a record's explicit deal is used as it is.
    deal = stacked_deal(4, {})
    state = game(players=4, authentic_deal=True).new_hand(0, deal)
    assert tuple(state.hand(s) for s in range(4)) == deal.hand_masks


@pytest.mark.parametrize(
    ("hands", "talon", "reason"),
    [
        ("short", None, "seat 0's hand must hold 18 cards, found 17"),
        ("dup", None, "card 1S is dealt twice"),
        ("talon", 5, "the chien (talon) must hold 6 cards, found 5"),
        ("three", None, "a 4-player deal has 4 hands, found 3"),
    ],
)
def test_check_deal(hands: str, talon: int | None, reason: str) -> None:
    good = stacked_deal(4, {})
    h = [list(x) for x in good.hands]
    t = list(good.talon)
    if hands == "short":
        t.append(h[0].pop())
        t.pop()
    elif hands == "dup":
        h[1][0] = h[0][0]
    elif hands == "three":
        h = h[:3]
    if talon is not None:
        t = t[:talon]
    with pytest.raises(ValueError, match=re.escape(reason)):
        game(players=4).check_deal(Deal(tuple(tuple(x) for x in h), tuple(t)))


# ---------------------------------------------------------------- records vocabulary


@pytest.mark.parametrize(
    ("raw", "path"),
    [
        ({"seat": 0, "bid": "pousse"}, "$.a.bid"),
        ({"seat": 0, "announce": "grand-chelem"}, "$.a.announce"),
        ({"seat": 0, "declare": ["T1"], "as": "poignee-quadruple"}, "$.a.as"),
        ({"seat": 0, "play": "KH", "as": "x"}, "$.a.as"),  # C1: ``as`` only on declare
        ({"seat": 4, "play": "KH"}, "$.a.seat"),
        ({"seat": 0, "play": "KH", "bid": "pass"}, "$.a"),
    ],
)
def test_parse_action_rejects_words_outside_the_vocabulary(raw: dict, path: str) -> None:
    with pytest.raises(RecordError) as info:
        game(players=4).parse_action(raw, "$.a")
    assert info.value.path == path


def test_parse_action_reads_prise_and_ex() -> None:
    g = game(players=4)
    assert g.parse_action({"seat": 1, "bid": "prise"}, "$").value == "petite"
    assert g.parse_action({"seat": 1, "play": "EX"}, "$").card == 21


# ---------------------------------------------------------------- session (R11)


def _played(score: int) -> HandResult:
    return HandResult((0,) * 4, (3 * score, -score, -score, -score), {"contract": "garde"})


PASSED = HandResult((0,) * 4, (0,) * 4, {"passed": True})
ANNULLED = HandResult((0,) * 4, (0,) * 4, {"annulled": "petit-sec", "seat": 1})


def test_totals_are_plain_sums() -> None:
    g = game(players=4)
    assert g.totals([_played(10), _played(-5), PASSED]) == [15, -5, -5, -5]


def test_match_over_after_one_rotation_by_default() -> None:
    # R11.2: N = n deals; R11.3: passed deals count, annulled ones never do.
    g = game(players=4)
    assert not g.match_over([_played(1)] * 3)
    assert g.match_over([_played(1)] * 3 + [PASSED])
    assert not g.match_over([_played(1)] * 3 + [ANNULLED])
    assert not game(players=4, count_passed_deals=False).match_over([_played(1)] * 3 + [PASSED])
    assert game(players=3).match_over([_played(1)] * 3)


def test_match_over_with_deals_and_target_score() -> None:
    assert game(players=4, deals=2).match_over([_played(1), _played(1)])
    g = game(players=4, deals=100, target_score=300)
    assert not g.match_over([_played(50)])  # taker at 150
    assert g.match_over([_played(50), _played(50)])  # taker at 300 = target
    assert g.match_over([_played(-100)])  # taker at -300: ±X


def test_next_dealer() -> None:
    g = game(players=5)
    state = g.new_hand(4, stacked_deal(5, {}))
    for _seat in range(5):
        state.apply(state.legal_actions()[0])  # everyone passes
    assert g.next_dealer(state) == 0


def test_mask_of_helper_sanity() -> None:
    assert mask_of([0, 21]) == 1 | (1 << 21)
