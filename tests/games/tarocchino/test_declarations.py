"""Checking the cards shown in a declaration (tarocchino.md §5, §13.4, C9-C13)."""

from __future__ import annotations

import pytest
from tarocchino_helpers import m

from tarocchi.games.tarocchino.declarations import DeclarationError, check_declaration, read_declaration


def _ok(cards: str, name: str | None, two: bool = False) -> tuple[str, int, int]:
    combo = read_declaration(m(cards), name, grande_two_counters=two)
    return combo.name, combo.length, combo.points


def _refused(cards: str, name: str | None, two: bool = False) -> str:
    with pytest.raises(DeclarationError) as info:
        read_declaration(m(cards), name, grande_two_counters=two)
    return str(info.value)


def test_c9_validity_is_judged_on_the_cards_shown() -> None:
    assert "takes a second counter only with the ace shown" in _refused("KS QS T1 FOOL", "seq-S")
    assert _ok("KS QS NS T1 FOOL", "seq-S") == ("seq-S", 5, 20)
    assert _ok("KS QS 1S T1 FOOL", None) == ("seq-S", 5, 20)


def test_c10_the_grande_counters_go_where_every_shown_card_is_used() -> None:
    assert _ok("T21 T20 T19 T17 T15 FOOL", "seq-grande") == ("seq-grande", 6, 25)
    combo = check_declaration(m("T21 T20 T18 T1 FOOL T17 T15 T14"), "seq-grande")  # D9
    assert (combo.length, combo.points, combo.counters) == (8, 35, m("T1 FOOL"))


@pytest.mark.parametrize("cards", ["T21 T20 T1", "T21 T20 FOOL", "T21 T20 T1 FOOL"])
def test_c11_tarocchi_grande_overlaps_need_as(cards: str) -> None:
    message = _refused(cards, None)
    assert "form both cricca-tarocchi and seq-grande" in message and "'as'" in message
    assert _ok(cards, "cricca-tarocchi")[0] == "cricca-tarocchi"
    assert _ok(cards, "seq-grande")[0] == "seq-grande"


@pytest.mark.parametrize(
    ("cards", "name"),
    [
        ("T21 T1 FOOL", "cricca-tarocchi"),  # not a Grande (g = 0)
        ("T20 T1 FOOL", "cricca-tarocchi"),
        ("KS KH KC", "cricca-kings"),
        ("QS QH QD QC", "cricca-queens"),
        ("1S 1H T1", "seq-aces"),
        ("T2 T3 T4", "seq-moors"),
        ("T21 T20 T19", "seq-grande"),
        ("KD QD ND JD 1D", "seq-D"),
        ("KH QH T1", "seq-H"),
    ],
)
def test_unambiguous_cards_need_no_as(cards: str, name: str) -> None:
    assert _ok(cards, None)[0] == name
    assert _ok(cards, name)[0] == name


def test_as_must_agree_with_the_cards() -> None:
    assert "seq-grande cannot hold KS, KH, KC" in _refused("KS KH KC", "seq-grande")
    assert "cricca-queens cannot hold KS, KH, KC" in _refused("KS KH KC", "cricca-queens")
    assert "unknown declaration 'kings'" in _refused("KS KH KC", "kings")


@pytest.mark.parametrize(
    ("cards", "name", "reason"),
    [
        ("KS KH", "cricca-kings", "cricca-kings needs 3 or 4 kings, 2 shown"),
        ("KS KH FOOL", "cricca-kings", "counters are never wild in cricche"),
        ("KS KH QC", "cricca-kings", "cricca-kings cannot hold QC"),
        ("1S T1 FOOL", "seq-aces", "seq-aces needs at least 2 aces, 1 shown"),
        ("1S 1H", "seq-aces", "seq-aces with 2 aces needs a counter"),
        ("1S 1H T1 FOOL", "seq-aces", "seq-aces with 2 aces takes only one counter"),
        ("T2 T3 T1 FOOL", "seq-moors", "seq-moors with 2 Moors takes only one counter"),
        ("QS NS JS", "seq-S", "seq-S needs the King KS"),
        ("KS 1S T1 FOOL", "seq-S", "the ace is never one of the three required cards"),
        ("KS QS 1S", "seq-S", "seq-S needs the King and two of"),
        ("KS QH NH", "seq-S", "seq-S cannot hold NH, QH"),
        ("T21 T19 T17", "seq-grande", "needs a counter (T1 or FOOL) for a missing one"),
        ("T20 T19 T18", "seq-grande", "seq-grande needs the Angel T21"),
        ("T21 T1 FOOL", "seq-grande", "needs at least one of T20, T19, T18"),
        ("T21 T20 T19 T18 T1 FOOL", "seq-grande", "takes only one counter"),
        ("T21 T20 T19 T17 T15", "seq-grande", "T15 do not continue the run from T17 down (T16 is missing"),
        ("T21 T20 T19 T17 T2", "seq-grande", "follow only a run reaching T6"),
        ("T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9 T8 T7 T6 T1", "seq-grande", "Bégato"),
        ("T21 T20 T19 KS", "seq-grande", "seq-grande cannot hold KS"),
    ],
)
def test_invalid_declarations_are_refused_with_the_reason(cards: str, name: str, reason: str) -> None:
    assert reason in _refused(cards, name)


def test_cards_of_no_combination_are_explained() -> None:
    assert _refused("10H ND NC", None) == "10H, ND, NC form no combination: cricca-knights cannot hold 10H (§5)"
    assert "seq-S needs the King" in _refused("QS NS JS", None)


def test_c12_the_tail_moors_then_the_begato() -> None:
    full = "T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9 T8 T7 T6"
    assert _ok(f"{full} T2 T3", None) == ("seq-grande", 18, 85)
    assert _ok(f"{full} T2 T1", None) == ("seq-grande", 18, 85)  # T1 as the Bégato after a Moor
    # FOOL for a missing T6, the Moor and T1 as the Bégato:
    assert _ok("T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9 T8 T7 FOOL T5 T1", None) == ("seq-grande", 18, 85)
    # with g = 3 both counters can only be used as v + Bégato, so without a Moor T1 is refused
    assert "only one counter" in _refused("T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9 T8 T7 FOOL T1", None)


def test_c13_two_counters_for_the_numbered_trumps() -> None:
    cards = "T21 T20 T19 T18 T17 T15 T13 T1 FOOL"
    assert "only one counter" in _refused(cards, "seq-grande")
    assert _ok(cards, "seq-grande", two=True) == ("seq-grande", 9, 40)
    # a u counter is still allowed only when g <= 2, and never more than two counters in all
    assert _ok("T21 T20 T18 T17 T15 T1 FOOL", "seq-grande", two=True) == ("seq-grande", 7, 30)
    assert _ok("T21 T20 T19 T18 T1 FOOL", "seq-grande", two=True) == ("seq-grande", 6, 25)


def test_a_shorter_showing_scores_what_is_shown() -> None:
    # §13.4 [decision]: three of four kings, or part of a sequence
    assert _ok("KS KH KC", None) == ("cricca-kings", 3, 17)
    assert _ok("T2 T3 T4 FOOL", None) == ("seq-moors", 4, 15)
