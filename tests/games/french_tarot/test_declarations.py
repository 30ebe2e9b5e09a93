"""Poignées (french-tarot.md §8, C14, §15.3 poignée tests)."""

from __future__ import annotations

import pytest
from french_tarot_helpers import act, codes, game, mask, parse, stacked_deal

from tarocchi.errors import IllegalActionError
from tarocchi.games.french_tarot.declarations import THRESHOLDS, poignee_error, poignee_options


def trumps(*numbers: int) -> str:
    return " ".join(f"T{i}" for i in numbers)


NINE = trumps(*range(2, 11))  # T2..T10
TEN = trumps(*range(2, 12))
TWELVE = trumps(*range(2, 14))


def test_thresholds_by_player_count() -> None:
    # R8.1
    assert THRESHOLDS == {3: (13, 15, 18), 4: (10, 13, 15), 5: (8, 10, 13)}


def test_nine_trumps_and_the_excuse_make_a_simple_with_the_excuse() -> None:
    options = poignee_options(mask(NINE + " FOOL 2H"), 4)
    assert [(name, codes(req), pool) for name, req, pool in options] == [
        ("poignee-simple", set(NINE.split()) | {"FOOL"}, 0)
    ]
    assert poignee_error(mask(NINE + " FOOL 2H"), mask(NINE + " FOOL"), 4, None) is None


def test_ten_trumps_and_the_excuse_must_show_ten_trumps() -> None:
    hand = mask(TEN + " FOOL")
    assert [name for name, _, _ in poignee_options(hand, 4)] == ["poignee-simple"]
    assert poignee_error(hand, mask(TEN), 4, "poignee-simple") is None
    reason = poignee_error(hand, mask(trumps(*range(2, 11)) + " FOOL"), 4, None)
    assert reason is not None and "R8.4" in reason  # the Excuse may not hide a trump


def test_twelve_trumps_and_the_excuse_double_or_simple() -> None:
    hand = mask(TWELVE + " FOOL")
    names = {name: (req, pool) for name, req, pool in poignee_options(hand, 4)}
    assert set(names) == {"poignee-simple", "poignee-double"}
    assert names["poignee-double"] == (mask(TWELVE + " FOOL"), 0)
    assert poignee_error(hand, mask(TWELVE + " FOOL"), 4, "poignee-double") is None
    assert poignee_error(hand, mask(trumps(*range(3, 13))), 4, "poignee-simple") is None  # any ten


def test_eleven_trumps_shown_is_refused() -> None:
    # R8.3: exactly the threshold.
    hand = mask(trumps(*range(2, 13)))
    reason = poignee_error(hand, hand, 4, None)
    assert reason == "a poignée shows exactly 10, 13 or 15 cards with 4 players, not 11 (R8.1, R8.3)"


@pytest.mark.parametrize(
    ("players", "count", "name"),
    [(3, 13, "poignee-simple"), (3, 18, "poignee-triple"), (5, 8, "poignee-simple"), (5, 13, "poignee-triple")],
)
def test_levels_for_three_and_five(players: int, count: int, name: str) -> None:
    shown = mask(trumps(*range(1, count + 1)))
    assert poignee_error(shown, shown, players, None) is None
    assert poignee_error(shown, shown, players, name) is None
    assert "not a poignee-double" in (poignee_error(shown, shown, players, "poignee-double") or "")


def test_non_trumps_and_unheld_cards_are_refused() -> None:
    hand = mask(TEN + " KH")
    assert "not trumps" in (poignee_error(hand, mask(trumps(*range(2, 11)) + " KH"), 4, None) or "")
    assert "does not hold T21" in (poignee_error(hand, mask(trumps(*range(2, 11)) + " T21"), 4, None) or "")


def _in_play(hand0: str, hand1: str = "", **options: object):
    # Dealer 3, forehand 0; seat 1 takes a garde sans, so play starts with seat 0.
    deal = stacked_deal(4, {0: hand0, 1: hand1 or "KS"})
    state = game(players=4, **options).new_hand(3, deal)
    return act(state, "0 bid pass", "1 bid garde-sans", "2 bid pass", "3 bid pass")


def test_declared_at_own_turn_in_the_first_trick() -> None:
    state = _in_play(TEN + " 3C")
    assert [c.value for c in state.card_choices()] == ["poignee-simple"]
    act(state, f"0 declare {TEN} as poignee-simple")
    for seat in range(4):
        obs = state.observation(seat)
        assert codes(obs.public_cards["poignee:0"]) == set(TEN.split())
        assert obs.info["poignees"][0]["as"] == "poignee-simple"
    with pytest.raises(IllegalActionError, match="at most one poignée"):
        state.apply(parse(f"0 declare {TEN}"))
    act(state, "0 play 3C")
    with pytest.raises(IllegalActionError, match=r"at most one poignée|at one's own turn"):
        state.apply(parse(f"0 declare {TEN}"))


def test_not_before_ones_turn_nor_after_the_first_trick() -> None:
    state = _in_play("3C", trumps(*range(11, 21)) + " 4C")
    with pytest.raises(IllegalActionError, match="at one's own turn in the first trick"):
        state.apply(parse(f"1 declare {trumps(*range(11, 21))}"))
    act(state, "0 play 3C", f"1 declare {trumps(*range(11, 21))}", "1 play 4C")
    assert state.observation(0).info["poignees"] == [
        {"seat": 1, "as": "poignee-simple", "cards": [f"T{i}" for i in range(11, 21)]}
    ]


def test_after_the_first_trick_is_refused() -> None:
    state = _in_play("3C 4C", trumps(*range(11, 21)) + " 5C")
    act(state, "0 play 3C")
    while state.trick_index == 0:
        legal = [a for a in state.legal_actions() if a.verb == "play"]
        state.apply(legal[0])
    with pytest.raises(IllegalActionError, match="only in the first trick"):
        state.apply(parse(f"1 declare {trumps(*range(11, 21))}"))


def test_as_must_agree_with_the_count() -> None:
    state = _in_play(TEN + " 3C")
    with pytest.raises(IllegalActionError, match="make a poignee-simple, not a poignee-double"):
        state.apply(parse(f"0 declare {TEN} as poignee-double"))


def test_disabled_poignees() -> None:
    state = _in_play(TEN + " 3C", enable_poignee=False)
    assert state.card_choices() == []
    with pytest.raises(IllegalActionError, match="enable_poignee"):
        state.apply(parse(f"0 declare {TEN}"))


def test_taker_shows_trumps_held_after_the_discard() -> None:
    # R8.5: a trump discarded under R5.2 cannot be shown.
    hand = "KS KH KD KC FOOL T1 T21 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12"
    state = game(players=4).new_hand(3, stacked_deal(4, {0: hand}, "T13 1S 2S 3S 4S 5S"))
    act(state, "0 bid garde", "1 bid pass", "2 bid pass", "3 bid pass", "0 discard 1S 2S 3S 4S 5S T13")
    with pytest.raises(IllegalActionError, match="does not hold T13"):
        state.apply(parse(f"0 declare {trumps(*range(4, 14))}"))
    with pytest.raises(IllegalActionError, match=r"R8\.4"):
        state.apply(parse(f"0 declare {trumps(*range(1, 13))} FOOL"))  # holds 13 trumps: no Excuse
    act(state, f"0 declare {trumps(*range(1, 13))} T21")
    assert state.observation(3).info["poignees"][0]["as"] == "poignee-double"
