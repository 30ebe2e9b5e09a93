"""Chelem, the Excuse on the last trick and petit au bout in real play (R7.9, R9, C13, C16, C17; S10, S10b, S12)."""

from __future__ import annotations

import pytest
from french_tarot_helpers import act, codes, game, parse, play_out, stacked_deal

from tarocchi.errors import IllegalActionError
from tarocchi.games.french_tarot.deck import half_points

# Seat 2 holds the Excuse, T1 and T6..T21; the other trumps (T2..T5) fall in the chien, so the
# defenders hold only suit cards. Dealer 3, forehand 0.
CHELEM_HAND = "FOOL T1 T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9 T8 T7 T6"


def _chelem_deal(**options: object):
    state = game(players=4, **options).new_hand(3, stacked_deal(4, {2: CHELEM_HAND}))
    return act(state, "0 bid pass", "1 bid pass", "2 bid garde-sans", "3 bid pass")


def _leads(*cards: str) -> list[str]:
    return [f"2 {c}" for c in cards]


DOWN_TO_T6 = [f"T{i}" for i in range(21, 5, -1)]


def test_announced_chelem_taker_leads_and_s10() -> None:
    state = _chelem_deal()
    assert state.to_act == 0
    act(state, "2 announce chelem")
    assert state.to_act == 2  # R7.1, R9.3: the taker leads trick 1, not the forehand
    play_out(state, _leads(*DOWN_TO_T6, "T1", "FOOL"))
    detail = state.result().detail
    # R7.9: the Excuse led to the last trick wins it; R9.2: T1 on the trick before counts au bout.
    assert state.observation(0).tricks[-1].winner == 2
    assert detail["chelem"] == "announced-made" and detail["chelem_bonus"] == 400
    assert detail["petit_au_bout"] == "attack"
    assert (detail["attack_points"], detail["bouts"], detail["diff"]) == (91, 3, 55)
    assert detail["per_defender"] == 760  # S10
    assert state.result().scores == (-760, -760, 2280, -760)


def test_s10b_without_petit_au_bout() -> None:
    state = _chelem_deal()
    act(state, "2 announce chelem")
    play_out(state, _leads(*DOWN_TO_T6[:-1], "T1", "T6", "FOOL"))  # T1 on trick 16
    detail = state.result().detail
    assert detail["petit_au_bout"] is None
    assert detail["per_defender"] == 720  # S10b
    assert state.result().scores == (-720, -720, 2160, -720)


def test_announced_chelem_failed() -> None:
    # The taker leads the Excuse to trick 1: the defence wins it, so the chelem fails (R9.5): -200.
    state = _chelem_deal()
    act(state, "2 announce chelem")
    play_out(state, _leads("FOOL", *DOWN_TO_T6, "T1"))
    detail = state.result().detail
    assert state.observation(0).tricks[0].winner != 2
    assert detail["chelem"] == "announced-failed" and detail["chelem_bonus"] == -200
    assert detail["made"] and detail["bouts"] == 3  # the Excuse stayed with the attack (R7.8)
    assert sum(state.result().scores) == 0


def test_excuse_led_before_the_last_trick_loses_the_trick_and_the_chelem() -> None:
    # Unannounced: the taker leads the Excuse to trick 17 (not the last): the defence wins it (R7.6),
    # the Excuse stays with the attack, which gives one 0.5-point card (R7.8); T1 then wins trick 18.
    state = _chelem_deal()
    play_out(state, ["2 T21", *[f"2 T{i}" for i in range(20, 5, -1)], "2 FOOL", "2 T1"])
    tricks = state.observation(0).tricks
    assert tricks[16].plays[0] == (2, 21) and tricks[16].winner != 2
    assert tricks[17].winner == 2
    detail = state.result().detail
    assert detail["chelem"] is None and detail["petit_au_bout"] == "attack"
    defence_half = half_points(tricks[16].cards & ~(1 << 21)) + 1  # trick 17 without the Excuse + 0.5
    assert detail["attack_points"] * 2 == 182 - defence_half
    assert detail["bouts"] == 3


# S12: seat 1 takes a Prise with T1 and T5..T21; the chien is six low spades; T2, T3, T4 and the
# Excuse are with seat 3 (the fill), who plays the Excuse to trick 2.
S12_HAND = "T1 " + " ".join(f"T{i}" for i in range(5, 22))


def _s12_deal():
    state = game(players=4).new_hand(3, stacked_deal(4, {1: S12_HAND}, "1S 2S 3S 4S 5S 6S"))
    return act(state, "0 bid pass", "1 bid petite", "2 bid pass", "3 bid pass", "1 discard 1S 2S 3S 4S 5S 6S")


def test_s12_defence_keeps_the_excuse_and_gives_nothing() -> None:
    state = _s12_deal()
    assert "FOOL" in codes(state.hand(3))
    play_out(state, ["1 T21", "1 T20", "3 FOOL", *[f"1 T{i}" for i in range(19, 4, -1)], "1 T1"])
    detail = state.result().detail
    # R9.5: the defence won no trick, keeps the Excuse and gives no card: 91 - 4.5 = 86.5.
    assert detail["attack_points"] == 86.5
    assert detail["bouts"] == 2 and detail["diff"] == 46
    assert detail["petit_au_bout"] == "attack" and detail["chelem"] == "made"
    assert detail["per_defender"] == 281  # S12
    assert state.result().scores == (-281, 843, -281, -281)
    assert state.result().points == (4.5, 86.5, 4.5, 4.5)


def test_excuse_on_the_last_trick_goes_to_the_winner() -> None:
    # §15.3: the Excuse played by a defender to the last trick and won by the taker is a bout for the taker.
    state = _s12_deal()
    play_out(state, ["1 T21", *[f"1 T{i}" for i in range(20, 4, -1)], "1 T1"])
    last = state.observation(0).tricks[-1]
    assert 21 in [c for _, c in last.plays] and last.winner == 1
    detail = state.result().detail
    assert (detail["attack_points"], detail["bouts"]) == (91, 3)


# Defence chelem: seat 1 (defence) holds the Excuse and T5..T21 and wins every trick; the taker
# (seat 0, garde contre) holds low suit cards.
WEAK = "1S 2S 3S 4S 5S 6S 7S 8S 9S 1H 2H 3H 4H 5H 6H 7H 8H 9H"
STRONG = "FOOL " + " ".join(f"T{i}" for i in range(5, 22))


def _defence_chelem(**options: object):
    state = game(players=4, **options).new_hand(3, stacked_deal(4, {0: WEAK, 1: STRONG}))
    act(state, "0 bid garde-contre", "1 bid pass", "2 bid pass", "3 bid pass")
    return play_out(state)


def test_defence_led_excuse_wins_the_last_trick() -> None:
    # C16: the exception of R7.9 holds for the defence too.
    state = _defence_chelem()
    assert state.observation(0).tricks[-1].plays[0][1] == 21
    assert state.observation(0).tricks[-1].winner == 1
    detail = state.result().detail
    assert detail["attack_points"] == 0 and detail["chelem"] is None
    assert detail["per_defender"] == -(25 + 56) * 6


def test_defence_chelem_option() -> None:
    # R9.7, C17: 200 to the defence (C = -200).
    detail = _defence_chelem(defence_chelem=True).result().detail
    assert detail["chelem"] == "defence" and detail["chelem_bonus"] == -200
    assert detail["per_defender"] == -(25 + 56) * 6 - 200


def test_no_chelem_bonus_when_chelem_is_disabled() -> None:
    # C17: enable_chelem false removes every chelem bonus, the defence's included.
    detail = _defence_chelem(defence_chelem=True, enable_chelem=False).result().detail
    assert detail["chelem"] is None and detail["chelem_bonus"] == 0


@pytest.mark.parametrize(
    ("lines", "bad", "reason"),
    [
        ([], "0 announce chelem", "only the taker (seat 2)"),
        (["2 announce chelem"], "2 announce chelem", "already announced"),
        (["0 play 1S"], "2 announce chelem", "before any poignée and any card"),
    ],
)
def test_announce_refusals(lines: list[str], bad: str, reason: str) -> None:
    state = act(_chelem_deal(), *lines)
    with pytest.raises(IllegalActionError) as info:
        state.apply(parse(bad))
    assert reason in info.value.reason


def test_announce_is_refused_when_disabled_and_before_the_discard() -> None:
    state = act(_chelem_deal(enable_chelem=False))
    with pytest.raises(IllegalActionError, match="enable_chelem"):
        state.apply(parse("2 announce chelem"))
    state = game(players=4).new_hand(3, stacked_deal(4, {1: S12_HAND}, "1S 2S 3S 4S 5S 6S"))
    act(state, "0 bid pass", "1 bid petite", "2 bid pass", "3 bid pass")
    with pytest.raises(IllegalActionError, match="after the auction, the call and the discard"):
        state.apply(parse("1 announce chelem"))
    act(state, "1 discard 1S 2S 3S 4S 5S 6S", "1 announce chelem")
    assert state.to_act == 1


def test_announce_after_a_poignee_is_refused() -> None:
    # C13: the announcement comes before any poignée declaration.
    state = game(players=4).new_hand(3, stacked_deal(4, {0: " ".join(f"T{i}" for i in range(2, 12))}))
    act(state, "0 bid garde-sans", "1 bid pass", "2 bid pass", "3 bid pass")
    act(state, "0 declare " + " ".join(f"T{i}" for i in range(2, 12)))
    with pytest.raises(IllegalActionError, match="before any poignée"):
        state.apply(parse("0 announce chelem"))
