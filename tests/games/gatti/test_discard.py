"""The discard (gatti.md §5, C8; vector G-L9)."""

from __future__ import annotations

from tarocchi.games.gatti.discard import discard_pool, discard_refusal

from .conftest import Kit


def _dealer_hand(kit: Kit, special: str) -> int:
    """A 28-card pre-discard hand: ``special`` plus low suit cards up to 28."""
    base = kit.mask(special)
    fill = [f"{r}{s}" for s in "SHDC" for r in ["2", "3", "4", "5", "6", "7", "8", "9", "10"]]
    for code in fill:
        if base.bit_count() == 28:
            break
        base |= kit.mask(code)
    return base


def test_g_l9_kings_never_and_t1_only_as_the_only_trump(kit: Kit) -> None:
    hand = _dealer_hand(kit, "KH T1 5C 6C")
    assert discard_refusal(hand, kit.mask("KH 5C 6C"), 3, False) == "kings may not be discarded (KH; R5.2)"
    assert discard_refusal(hand, kit.mask("T1 5C 6C"), 3, False) is None
    with_t9 = _dealer_hand(kit, "KH T1 T9 5C 6C")
    reason = discard_refusal(with_t9, kit.mask("T1 5C 6C"), 3, False)
    assert reason is not None and reason.startswith("T1 may be discarded only when it is the dealer's only trump")
    assert "T9" in reason


def test_the_fool_does_not_count_as_a_trump_for_t1(kit: Kit) -> None:
    # C8: a dealer whose only trump is T1 may discard it even holding the FOOL.
    hand = _dealer_hand(kit, "T1 FOOL 5C 6C")
    assert discard_refusal(hand, kit.mask("T1 5C 6C"), 3, False) is None
    assert discard_pool(hand, False) & kit.mask("T1")


def test_g_l9_honours_and_queens_may_go_unless_protect_honours(kit: Kit) -> None:
    hand = _dealer_hand(kit, "T21 FOOL QS T9 NS JS")
    assert discard_refusal(hand, kit.mask("T21 FOOL QS"), 3, False) is None
    reason = discard_refusal(hand, kit.mask("T21 FOOL QS"), 3, True)
    assert reason == "T21, FOOL may not be discarded under protect_honours (16.1)"
    # C8: protect_honours forbids T21 and the FOOL only.
    assert discard_refusal(hand, kit.mask("QS NS T9"), 3, True) is None
    pool = discard_pool(hand, True)
    assert pool & kit.mask("T21 FOOL") == 0 and pool & kit.mask("QS NS JS T9") == kit.mask("QS NS JS T9")


def test_size_and_holding(kit: Kit) -> None:
    hand = _dealer_hand(kit, "T2")
    assert discard_refusal(hand, kit.mask("2S 3S"), 3, False) == "the discard is exactly 3 cards, found 2 (R5.1)"
    assert discard_refusal(hand, kit.mask("2S 3S"), 2, False) is None
    assert discard_refusal(hand, kit.mask("2S 3S KC"), 3, False) == "does not hold KC"
