"""The boñe (gatti.md §7, 12.5, 16.4, C11, C12, C18; vectors G-S2, G-S5–G-S7)."""

from __future__ import annotations

import pytest

from tarocchi.games.gatti.bonuses import (
    FOUR_SEATS,
    THREE_PLAYERS,
    BonusError,
    available,
    captured,
    identify,
)

from .conftest import mask

G_S5_TRUMPS = "T2 T3 T5 T7 T8 T11 T12 T14 T16 T19 T20 T21"


def test_g_s5_trionfi_counts_n_and_the_fool_is_no_trump() -> None:
    bonus = identify(mask(G_S5_TRUMPS), THREE_PLAYERS)
    assert (bonus.name, bonus.points) == ("trionfi", 12)
    nine = "T2 T3 T5 T7 T8 T11 T12 T14 T16"
    with pytest.raises(BonusError, match="9 trumps shown, trionfi needs at least 10"):
        identify(mask(nine), THREE_PLAYERS)
    with pytest.raises(BonusError, match="the FOOL counts for no bonus"):
        identify(mask(nine + " FOOL"), THREE_PLAYERS)
    hand = mask(nine + " FOOL 2S 3S 4S 5S 6S 7S 8S 9S 10S 1H 2H 3H 4H 5H")
    assert [b.name for b in available(hand, THREE_PLAYERS)] == []


def test_g_s2_the_seeds_ten_then_eleven_trionfi_is_one_declaration_of_eleven() -> None:
    eleven = "T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11"
    bonus = identify(mask(eleven), THREE_PLAYERS)
    assert bonus.points == 11 == 10 + 1  # the sheet's "10 trionfi" + "11 trionfi" (7.6)
    # 7.6: the lower step alone scores what it shows.
    assert identify(mask("T1 T2 T3 T4 T5 T6 T7 T8 T9 T10"), THREE_PLAYERS).points == 10


def test_g_s6_four_seat_thresholds() -> None:
    eight = "T1 T2 T3 T4 T5 T6 T7 T8"
    assert identify(mask(eight), FOUR_SEATS).points == 8
    with pytest.raises(BonusError):
        identify(mask("T1 T2 T3 T4 T5 T6 T7"), FOUR_SEATS)
    frilli = [f"{r}{s}" for s in "SHDC" for r in range(1, 11)]
    assert identify(mask(" ".join(frilli[:15])), FOUR_SEATS).points == 15
    assert identify(mask(" ".join(frilli[:17])), FOUR_SEATS).points == 17
    with pytest.raises(BonusError, match="14 frilli shown"):
        identify(mask(" ".join(frilli[:14])), FOUR_SEATS)
    # Three players need 20 (R7.1).
    with pytest.raises(BonusError, match="frilli needs at least 20"):
        identify(mask(" ".join(frilli[:19])), THREE_PLAYERS)
    assert identify(mask(" ".join(frilli[:20])), THREE_PLAYERS).points == 20


def test_g_s7_one_card_in_several_bonuses() -> None:
    hand = mask("KH QH NH JH KD KC KS 2S")
    found = {(b.name, b.points, b.cards) for b in available(hand, THREE_PLAYERS)}
    assert ("famiglia", 10, mask("KH QH NH JH")) in found
    assert ("quaterno", 10, mask("KH KD KC KS")) in found
    # The best declarations: famiglia 10 + quaterno 10 (= terno 5 + quaterno 5) = 20.
    best = {b.name: b.points for b in available(hand, THREE_PLAYERS)}
    assert best["famiglia"] + best["quaterno"] == 20
    ternos = [b for b in available(hand, THREE_PLAYERS) if b.name == "terno"]
    assert len(ternos) == 4 and all(b.points == 5 for b in ternos)


@pytest.mark.parametrize(
    ("shown", "claimed", "reason"),
    [
        ("", None, "no cards shown"),
        ("KH QH NH", None, "a famiglia of hearts shows K, Q, N and J"),
        ("KH QH NH JH 2H", None, "do not form one bonus"),
        ("KH KD", None, "2 kings shown"),
        ("KH KD KC", "quaterno", "form a terno, not a quaterno"),
        ("KH KD KC KS", "terno", "a terno shows exactly 3 kings"),
        ("KH QH NH JH", "poker", "unknown bonus 'poker'"),
        (G_S5_TRUMPS + " 2S", None, "do not form one bonus"),
        ("T1 T2 T3 T4 T5 T6 T7 T8 T9 T10", "frilli", "form a trionfi, not a frilli"),
    ],
)
def test_c12_the_cards_must_form_the_bonus_exactly(shown: str, claimed: str | None, reason: str) -> None:
    with pytest.raises(BonusError, match=reason):
        identify(mask(shown), THREE_PLAYERS, claimed)


def test_as_is_optional_and_must_agree() -> None:
    assert identify(mask("KH KD KC"), THREE_PLAYERS, "terno").points == 5
    assert identify(mask("KH KD KC KS"), THREE_PLAYERS, "quaterno").points == 10
    assert identify(mask("KD QD ND JD"), THREE_PLAYERS, "famiglia").points == 10


def test_c11_slots_keep_each_bonus_once() -> None:
    hand = mask("KH QH NH JH KD KC KS")
    family = identify(mask("KH QH NH JH"), THREE_PLAYERS)
    terno = identify(mask("KH KD KC"), THREE_PLAYERS)
    left = available(hand, THREE_PLAYERS, family.slot | terno.slot)
    assert left == []


def test_c18_captured_bonuses_of_a_pile() -> None:
    pile = mask("KH QH NH JH KD KC KS " + G_S5_TRUMPS + " FOOL")
    assert sorted(captured(pile, THREE_PLAYERS)) == [("famiglia", 10), ("quaterno", 10), ("trionfi", 12)]
    # The FOOL never counts; thresholds follow the player count.
    assert captured(mask("T1 T2 T3 T4 T5 T6 T7 T8 T9 FOOL"), THREE_PLAYERS) == []
    assert captured(mask("T1 T2 T3 T4 T5 T6 T7 T8 FOOL"), FOUR_SEATS) == [("trionfi", 8)]
    assert captured(mask("KH KD KC"), FOUR_SEATS) == [("terno", 5)]
