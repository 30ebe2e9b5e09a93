"""The Excuse: exchange, deferred exchange, the ``give`` window, the last trick (R7.6–R7.10, C15, C16)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from french_tarot_helpers import act, codes, game, mask, parse, play_out, stacked_deal

from tarocchi.errors import IllegalActionError
from tarocchi.games.french_tarot.deck import half_points
from tarocchi.records import replay_record

SPADES_HIGH = "KS 4S QS NS JS 10S 9S"
DIAMONDS_LOW = "1D 2D 3D 4D 5D 6D 7D 8D 9D 10D JD"

# Scenario A: dealer 3, seat 0 takes a garde sans. Trick 1: 1S KS 2S 3S (defence wins low cards).
# Trick 2: seat 1 leads 4S, seat 2 plays the Excuse, seat 3 5S, seat 0 (void) trumps with T21.
HANDS_A = {
    0: "1S T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 KH QH NH JH 10H 9H",
    1: SPADES_HIGH + " " + DIAMONDS_LOW,
    2: "2S FOOL 8S 7S 6S ND QD KD 1C 2C 3C 4C 5C 6C 7C 8C 9C 10C",
    3: "3S 5S JC NC QC KC 1H 2H 3H 4H 5H 6H 7H 8H T1 T2 T3 T4",
}
CHIEN_A = "T5 T6 T7 T8 T9 T10"


def _scenario_a():
    state = game(players=4).new_hand(3, stacked_deal(4, HANDS_A, CHIEN_A))
    act(state, "0 bid garde-sans", "1 bid pass", "2 bid pass", "3 bid pass")
    act(state, "0 play 1S", "1 play KS", "2 play 2S", "3 play 3S")
    act(state, "1 play 4S", "2 play FOOL", "3 play 5S", "0 play T21")
    return state


def test_the_exchange_window_opens_after_the_excuse_trick() -> None:
    state = _scenario_a()
    # R7.8: the defence keeps the Excuse; its won tricks hold 1S, 2S, 3S, so the window opens now (C15).
    assert codes(state.camp_tricks(attack=False)) == {"1S", "KS", "2S", "3S", "FOOL"}
    assert codes(state.camp_tricks(attack=True)) == {"4S", "5S", "T21"}
    assert state.to_act == 2  # a live table asks the Excuse's player
    assert state.expected() == (2, "give")
    gives = {a for a in state.legal_actions() if a.verb == "give"}
    assert {(a.seat, a.card) for a in gives} == {(2, c) for c in (22, 23, 24)}  # 1S 2S 3S
    assert any(a.verb == "play" and a.seat == 0 for a in state.legal_actions())
    assert state.observation(1).info["give_window"] == 2


@pytest.mark.parametrize(
    ("line", "reason"),
    [
        ("2 give KS", "KS is not worth 0.5"),
        ("2 give 4S", "4S is not in its camp's won tricks"),
        ("1 give 2S", "only the Excuse's player (seat 2)"),
    ],
)
def test_give_refusals(line: str, reason: str) -> None:
    state = _scenario_a()
    with pytest.raises(IllegalActionError) as info:
        state.apply(parse(line))
    assert reason in info.value.reason


def test_give_moves_the_chosen_card() -> None:
    state = _scenario_a()
    act(state, "2 give 3S")
    assert codes(state.camp_tricks(attack=True)) == {"4S", "5S", "T21", "3S"}
    assert state.to_act == 0 and state.expected() == (0, "play")
    with pytest.raises(IllegalActionError, match="already been given"):
        state.apply(parse("2 give 2S"))
    assert state.observation(3).info["exchange"] == {"seat": 2, "card": "3S"}


def test_without_give_the_next_play_gives_the_first_eligible_card() -> None:
    # C15, §17.3: the engine gives the first eligible card in deck order when the window closes.
    state = _scenario_a()
    act(state, "0 play T20")
    assert "1S" in codes(state.camp_tricks(attack=True))
    assert "1S" not in codes(state.camp_tricks(attack=False))
    assert [a.verb for a in state.history].count("give") == 0  # defaults are not in the history
    state.undo()
    assert "1S" in codes(state.camp_tricks(attack=False))  # undo takes the default back too
    assert state.to_act == 2


def test_exchange_keeps_the_total_at_91() -> None:
    state = play_out(_scenario_a())
    detail = state.result().detail
    # The defence kept the Excuse (4.5) and gave 1S (0.5); the attack's bouts are T21 (+ T1 if won).
    points = state.result().points
    assert points[0] + points[1] == 91
    assert "FOOL" not in codes(state.camp_tricks(attack=True))
    attack = state.camp_tricks(attack=True) | mask(CHIEN_A)  # garde sans: the chien is the taker's
    assert detail["attack_points"] * 2 == half_points(attack)


# Scenario B: the defence owes the card before it has won anything, then wins only honours, then a
# trick of low cards. Dealer 3, seat 0 garde sans.
HANDS_B = {
    0: "T21 JD 5C 6C 1H 2H 3H 4H 5H 6H 7H 8H 9H 10H JH NH QH KH",
    1: "FOOL KD 2C 10C 1S 2S 3S 4S 5S 6S 7S 8S 9S 10S JS NS QS KS",
    2: "QD 3C 8C T2 T3 T4 T5 T6 T7 T8 T9 T10 1D 2D 3D 4D 5D 6D",
    3: "ND 4C 9C 7C T11 T12 T13 T14 T15 T16 T17 T18 T19 T20 7D 8D 9D 10D",
}
CHIEN_B = "T1 1C JC NC QC KC"


def test_deferred_exchange_waits_for_an_eligible_card() -> None:
    state = game(players=4).new_hand(3, stacked_deal(4, HANDS_B, CHIEN_B))
    act(state, "0 bid garde-sans", "1 bid pass", "2 bid pass", "3 bid pass")
    act(state, "0 play T21", "1 play FOOL", "2 play T2", "3 play T11")  # the taker wins; seat 1 owes
    assert codes(state.camp_tricks(attack=False)) == {"FOOL"}
    assert state.to_act == 0 and state.observation(0).info["give_window"] is None
    with pytest.raises(IllegalActionError, match=r"waits until the camp's won tricks hold a 0\.5-point card"):
        state.apply(parse("1 give 2S"))
    act(state, "0 play JD", "1 play KD", "2 play QD", "3 play ND")  # defence wins honours only: still waits
    assert codes(state.camp_tricks(attack=False)) == {"FOOL", "KD", "QD", "ND", "JD"}
    assert state.expected() == (1, "play")
    act(state, "1 play 2C", "2 play 3C", "3 play 4C", "0 play 5C")  # the attack wins
    assert state.expected() == (0, "play")
    act(state, "0 play 6C", "1 play 10C", "2 play 8C", "3 play 9C")  # defence wins low cards: window
    assert state.expected() == (1, "give")
    act(state, "1 give 9C")
    assert "9C" in codes(state.camp_tricks(attack=True))
    play_out(state)
    assert sum(state.result().points[:2]) == 91


def test_excuse_played_to_its_own_camps_trick_goes_with_it() -> None:
    # R7.8: the trick goes to the Excuse's own camp: nothing to exchange.
    state = game(players=4).new_hand(3, stacked_deal(4, HANDS_B, CHIEN_B))
    act(state, "0 bid pass", "1 bid pass", "2 bid pass", "3 bid garde-sans")
    act(state, "0 play T21", "1 play FOOL", "2 play T2", "3 play T11")  # seat 0 (defence) wins
    assert codes(state.camp_tricks(attack=False)) == {"T21", "FOOL", "T2", "T11"}
    assert state.expected() == (0, "play")
    with pytest.raises(IllegalActionError, match="no Excuse exchange is due"):
        state.apply(parse("1 give T2"))


def test_the_takers_excuse_lost_to_the_defence_is_kept_and_owed() -> None:
    state = game(players=4).new_hand(3, stacked_deal(4, HANDS_B, CHIEN_B))
    act(state, "0 bid pass", "1 bid garde-sans", "2 bid pass", "3 bid pass")  # seat 1 takes, owns FOOL
    act(state, "0 play T21", "1 play FOOL", "2 play T2", "3 play T11")  # seat 0 (defence) wins
    assert codes(state.camp_tricks(attack=True)) == {"FOOL"}
    assert codes(state.camp_tricks(attack=False)) == {"T21", "T2", "T11"}
    assert state.expected() == (0, "play")  # the attack has no eligible card yet: no window


# A deal (from a traced random game) where the attack, which owes the exchange card since it lost
# its Excuse early, wins its first 0.5-point cards in the last trick: the final give (C15).
FINAL_GIVE = Path(__file__).parents[2] / "data" / "records" / "french-tarot" / "four-players-final-give.record.json"


def _before_final_give():
    raw = json.loads(FINAL_GIVE.read_text())
    actions = raw["hands"][0]["actions"]
    assert actions[-1] == {"seat": 1, "give": "9D"}
    raw["hands"][0]["actions"] = actions[:-1]
    return raw, replay_record(raw).hands[0].state


def test_a_final_give_may_follow_the_last_play() -> None:
    _, state = _before_final_give()
    assert state.is_over and state.to_act == 1 and state.expected() == (1, "give")
    assert codes(sum(1 << a.card for a in state.legal_actions())) == {"3H", "8D", "9D"}
    default = state.result()
    act(state, "1 give 9D")
    assert state.to_act is None and state.legal_actions() == []
    # Every eligible card is worth 0.5: the score does not depend on which one is given.
    assert state.result() == default
    assert "9D" in codes(state.camp_tricks(attack=False))
    with pytest.raises(IllegalActionError, match="the deal is over"):
        state.apply(parse("1 give 8D"))
    state.undo()
    assert state.to_act == 1 and "9D" in codes(state.camp_tricks(attack=True))


def test_no_other_action_after_the_last_play() -> None:
    _, state = _before_final_give()
    with pytest.raises(IllegalActionError, match="the deal is over"):
        state.apply(parse("0 play 1S"))
    with pytest.raises(IllegalActionError, match="only the Excuse's player"):
        state.apply(parse("0 give 9D"))


def test_final_give_in_a_record() -> None:
    # The record is complete with or without the final give, and scores the same.
    raw, _ = _before_final_give()
    without = replay_record(raw).to_json()
    with_give = replay_record(json.loads(FINAL_GIVE.read_text())).to_json()
    assert without["complete"] and with_give["complete"]
    assert without["hands"] == with_give["hands"]
    assert with_give["hands"][0]["scores"] == [602, -1806, 602, 602]
