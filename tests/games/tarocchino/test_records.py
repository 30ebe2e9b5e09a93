"""Hand-written records replayed to hand-checked scores, and the record rules (§13.5, C1-C4, C15, C19, C20)."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from replayhelp import malformed, refused
from tarocchino_helpers import load

from tarocchi.records import error_line, replay_record


def _replay(record: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = replay_record(json.loads(json.dumps(record))).to_json()
    return out


def test_round_sweep_record() -> None:
    """Seat 0 wins every trick; the dealer's pair takes none, so the monte and the Matto both pass (3.4, 6.5).

    Pair A holds the whole pack: cricche 148 x 2 = 296; Aces 6 and Moors 6 (25 + 25), the full Grande T21..T6,
    the four Moors and T1 as the Bégato (21 cards, 100), four suit sequences K Q N J 1 + 2 counters (4 x 30);
    sequences 270 x 2 = 540; combinations 836. Declared: A 70 (Grande of 15) + 20 (batons) = 90; B 20 + 20
    (swords, cups) + 30 (coins K Q N J 1 + 2 counters) + 25 (Moors + 2 counters) = 95.
    A: 90 + 836 + 87 + 6 = 1019 -> 1020; B: 95 -> 95. A passes 800: the match is over.
    """
    out = _replay(load("round-sweep.record.json"))
    [hand] = out["hands"]
    assert hand["points"] == [87, 0, 87, 0]
    assert hand["scores"] == [1020, 95, 1020, 95]
    assert out["totals"] == [1020, 95, 1020, 95]
    assert (out["complete"], out["match_over"]) == (True, True)
    assert "next" not in out
    detail = hand["detail"]
    assert detail["declared"]["pairs"] == [90, 95]
    assert detail["declared"]["seats"] == [70, 40, 20, 55]
    assert [p["points"] for p in detail["captured"]] == [836, 0]
    a = detail["captured"][0]
    assert (a["cricche_points"], a["criccone"], a["sequences_points"], a["sequences_doubled"]) == (148, True, 270, True)
    grande = next(s for s in a["sequences"] if s["as"] == "seq-grande")
    assert (grande["length"], grande["points"], grande["counters"]) == (21, 100, [])
    assert detail["card_points"] == [87, 0, 87, 0]
    assert (detail["last_trick"], detail["monte_owner"]) == (0, 0)
    assert detail["matto"] == {"seat": 3, "trick": 0, "owed_to": 0, "given": "FOOL"}
    assert detail["unrounded"] == [1019, 95, 1019, 95]
    assert (detail["winner"], detail["ended"]) == ([0, 2], "deal")


def test_first_trick_give_record() -> None:
    """Seat 1 wins ten trump tricks; seat 0 trumps the KS and leads out; seat 0 gives 6S for its Matto.

    Pair A pile (22 after the give): four cricche K Q N J (17 + 14 + 13 + 12) x 2 = 112; Aces 3 + FOOL 15, swords,
    coins, batons K Q N J 1 + FOOL 25 each: 90 x 2 = 180; 292. Card points 47 + 9 scartini - 11 = 45.
    Pair B pile (40): cricca Tarocchi T21 T20 T1 18; Moors 4 + T1 20, cups 6 cards 25, Grande T21 T20 T19 T18
    T17..T12 + T1 for T11 = 11 cards 50: 95 x 2 = 190; 208. Card points 87 - 45 = 42.
    Declared: A 20 (cups) + 15 (T2 T3 T4 FOOL) + 20 (KD QD ND T1 FOOL) = 55; B 45 + 20 + 20 = 85.
    A: 55 + 292 + 45 + 6 = 398 -> 400; B: 85 + 208 + 42 = 335.
    """
    out = _replay(load("first-trick-give.record.json"))
    [hand] = out["hands"]
    assert hand["points"] == [45, 42, 45, 42]
    assert hand["scores"] == [400, 335, 400, 335]
    assert (out["complete"], out["match_over"]) == (True, False)
    assert out["next"] == {"hand": 1, "seat": None, "verb": "deal"}
    detail = hand["detail"]
    assert detail["declared"]["pairs"] == [55, 85]
    assert [p["points"] for p in detail["captured"]] == [292, 208]
    assert detail["matto"] == {"seat": 0, "trick": 0, "owed_to": 1, "given": "6S"}
    assert (detail["last_trick"], detail["monte_owner"]) == (0, 0)
    assert detail["unrounded"] == [398, 335, 398, 335]


def test_two_counters_record() -> None:
    """``grande_two_counters``: seat 0 shows T21 T20 T19 T18 T17 _ T15 _ T13..T7 with T1 and FOOL for T16 and T14.

    Declared: A 36 (Tarocchi) + 70 (Grande of 15) + 20 (batons) = 126; B 40 + 15 (four Moors) = 55.
    Seat 0 leads the Matto to the last trick: seat 1 wins it (last trick B), B took a trick so the monte 9D 10D
    is B's, and A owes a card: its default is T6 (T2..T5 cost 10 each; without T6 the FOOL fills the gap and T1
    closes the Grande as the Bégato, so T6 costs 0).
    A (56 cards): cricche Tarocchi 36, Q 28, N 26, J 24 = 114 x 2; Aces 25, Moors 25, Grande 21 cards 100, swords
    and batons 30 + 30 = 210 x 2; 648. Card points 66 + 38 - 28 = 76. B: KH 10H KD 9D 10D T6: 10 + 4 - 3 = 11.
    A: 126 + 648 + 76 = 850; B: 55 + 11 + 6 = 72 -> 70.
    """
    out = _replay(load("two-counters.record.json"))
    [hand] = out["hands"]
    assert hand["points"] == [76, 11, 76, 11]
    assert hand["scores"] == [850, 70, 850, 70]
    detail = hand["detail"]
    assert detail["declared"]["pairs"] == [126, 55]
    assert [p["points"] for p in detail["captured"]] == [648, 0]
    assert detail["matto"] == {"seat": 0, "trick": 14, "owed_to": 1, "given": "T6"}
    assert (detail["last_trick"], detail["monte_owner"]) == (1, 3)
    assert out["match_over"] is True


def test_the_two_counter_grande_is_refused_without_the_option() -> None:
    record = load("two-counters.record.json")
    record["options"] = {"players": 4}
    error = refused(record)
    assert (error.hand, error.index, error.seat) == (0, 2, 0)
    assert error.reason == "seq-grande with T20, T19 and T18 all shown takes only one counter (5.4 (7), A7)"


def test_immediate_win_record() -> None:
    """Two deals (A 343 -> 345, B 250 each), then seat 0's third cricca takes A from 690 to 690 + 176 >= 800."""
    out = _replay(load("immediate-win.record.json"))
    assert [h["scores"] for h in out["hands"]] == [[345, 250, 345, 250]] * 2 + [[175, 0, 175, 0]]
    assert out["hands"][2]["points"] == [None, None, None, None]
    assert out["totals"] == [865, 500, 865, 500]
    assert (out["complete"], out["match_over"]) == (True, True)
    detail = out["hands"][2]["detail"]
    assert (detail["winner"], detail["ended"]) == ([0, 2], "declarations")
    assert detail["declared"]["seats"] == [176, 0, 0, 0]


def test_nothing_may_follow_the_immediate_win() -> None:
    record = load("immediate-win.record.json")
    later_action = copy.deepcopy(record)
    later_action["hands"][2]["actions"].append({"seat": 1, "declare": ["T2", "T3", "T4"]})
    error = refused(later_action)
    assert (error.hand, error.index) == (2, 4)
    assert "the match is over: seats 0 and 2 reached 800 during the declarations" in str(error)
    later_hand = copy.deepcopy(record)
    later_hand["hands"].append(copy.deepcopy(record["hands"][0]))
    error = refused(later_hand)
    assert (error.hand, error.index) == (3, 0)
    assert error.reason == "the match is over: seats 0 and 2 have won it (9.2-9.4)"
    for empty in ({"dealer": 3, "deal": record["hands"][0]["deal"], "actions": []}, {"dealer": 3, "seed": 5}):
        # C15: a later hand is refused even with no action in it (it is no unfinished next deal).
        later_hand = copy.deepcopy(record)
        later_hand["hands"].append(copy.deepcopy(empty))
        error = refused(later_hand)
        assert (error.hand, error.index, error.seat) == (3, 0, None)
        assert error_line(error) == (
            "hand 3, action 0: the match is over: seats 0 and 2 have won it, so no hand may follow (9.2-9.4, C15, 13.5)"
        )


def test_no_hand_may_follow_a_match_won_at_the_end_of_a_deal() -> None:
    """9.3, 13.5: seats 0 and 2 take every trick of the first deal (criccone and the Grande: 980 to 10), so the
    match is over when the deal ends; the record ends there, and a later hand is refused, empty or not."""
    record = load("deal-end-win.record.json")
    out = _replay(record)
    assert (out["complete"], out["match_over"], out["totals"]) == (True, True, [980, 10, 980, 10])
    assert out["hands"][0]["detail"]["ended"] == "deal" and "next" not in out
    discarding = {"dealer": 1, "seed": 5, "actions": [{"seat": 1, "discard": ["6S", "7S"]}]}
    for later in ({"dealer": 1, "seed": 5}, discarding):
        record["hands"][1:] = [later]
        error = refused(record)
        assert (error.hand, error.index) == (1, 0)
        assert "the match is over: seats 0 and 2 have won it" in error.reason


def test_without_the_earlier_hands_the_same_declarations_do_not_win() -> None:
    record = load("immediate-win.record.json")
    record["hands"] = record["hands"][2:]
    out = _replay(record)
    assert out["complete"] is False and out["hands"] == []
    assert out["next"] == {"hand": 0, "seat": 0, "verb": "declare"}


def test_records_round_trip() -> None:
    for name in ("round-sweep", "first-trick-give", "two-counters", "immediate-win", "deal-end-win"):
        replay = replay_record(load(f"{name}.record.json"))
        again = replay_record(replay.record.to_json())
        assert again.to_json() == replay.to_json()


@pytest.mark.parametrize(
    ("cut", "expected"),
    [
        (0, {"hand": 0, "seat": 3, "verb": "discard"}),
        (1, {"hand": 0, "seat": 0, "verb": "declare"}),
        (3, {"hand": 0, "seat": 1, "verb": "declare"}),
        (7, {"hand": 0, "seat": 3, "verb": "declare"}),  # the dealer, last in the round, may declare more
        (8, {"hand": 0, "seat": 1, "verb": "play"}),
        (9, {"hand": 0, "seat": 2, "verb": "play"}),
    ],
)
def test_c19_part_way_records_name_what_comes_next(cut: int, expected: dict[str, Any]) -> None:
    record = load("round-sweep.record.json")
    record["hands"][0]["actions"] = record["hands"][0]["actions"][:cut]
    out = _replay(record)
    assert (out["complete"], out["match_over"], out["hands"], out["next"]) == (False, False, [], expected)


def test_c19_an_unfinished_hand_followed_by_another_is_refused() -> None:
    record = load("first-trick-give.record.json")
    first = copy.deepcopy(record["hands"][0])
    first["actions"] = first["actions"][:20]
    record["hands"] = [first, record["hands"][0]]
    error = refused(record)
    assert (error.hand, error.index) == (0, 20)


def test_c19_the_give_is_optional_and_the_hand_is_finished_without_it() -> None:
    record = load("first-trick-give.record.json")
    record["hands"][0]["actions"].pop()
    out = _replay(record)
    assert out["complete"] is True
    assert out["hands"][0]["detail"]["matto"]["given"] == "T10"


def test_c1_options_and_card_codes() -> None:
    record = load("first-trick-give.record.json")
    for options, path in (
        ({"players": 4, "colour": "red"}, "$.options.colour"),
        ({"players": 3}, "$.options.players"),
        ({"declaration_timing": "later"}, "$.options.declaration_timing"),
    ):
        bad = copy.deepcopy(record)
        bad["options"] = options
        assert malformed(bad).path == path
    fool_as_ex = json.loads(json.dumps(record).replace('"FOOL"', '"EX"'))
    assert _replay(fool_as_ex)["hands"][0]["scores"] == [400, 335, 400, 335]
    fool_as_t0 = json.loads(json.dumps(record).replace('"FOOL"', '"T0"'))
    assert _replay(fool_as_t0)["totals"] == [400, 335, 400, 335]
    lower = copy.deepcopy(record)
    lower["hands"][0]["actions"][0]["discard"] = ["jd", "1D"]
    assert malformed(lower).path == "$.hands[0].actions[0].discard[0]"


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        (lambda d: d["hands"][0].pop(), "seat 0's hand has 14 cards, expected 15 (3.2)"),
        (lambda d: d["talon"].__setitem__(0, "2S"), "2S (talon) is not in the 62-card Tarocchino pack (2.2)"),
        (lambda d: d["hands"][1].__setitem__(0, "KD"), "KD is dealt twice"),
    ],
)
def test_c2_bad_deals_are_malformed_without_an_action_index(change: Any, reason: str) -> None:
    record = load("first-trick-give.record.json")
    change(record["hands"][0]["deal"])
    error = malformed(record)
    assert error.path == "$.hands[0].deal"
    assert error.reason == reason


def test_c2_a_bad_deal_names_its_hand_and_no_action() -> None:
    record = load("first-trick-give.record.json")
    record["hands"][0]["deal"]["hands"][3][0] = "2S"
    line = error_line(malformed(record))
    assert line.startswith("hand 0: malformed record at $.hands[0].deal: 2S (seat 3's hand) is not in")
    assert "action" not in line


def test_a_discard_or_declaration_listing_a_card_twice_or_none_is_refused_at_its_action() -> None:
    """13.3: the discard is exactly 2 cards and a declaration the cards it shows, each once; a list that is no such
    set is refused at its action (C2), not malformed, and an empty one is no pass."""
    record = load("first-trick-give.record.json")
    discard = record["hands"][0]["actions"][0]
    twice = copy.deepcopy(record)
    twice["hands"][0]["actions"][0]["discard"] = [discard["discard"][0]] * 2
    error = refused(twice)
    assert (error.hand, error.index, error.seat) == (0, 0, discard["seat"])
    assert error.reason == f"card {discard['discard'][0]} is listed twice (13.3)"
    empty = copy.deepcopy(record)
    empty["hands"][0]["actions"].insert(1, {"seat": (discard["seat"] + 1) % 4, "declare": []})
    error = refused(empty)
    assert (error.hand, error.index) == (0, 1)
    assert error.reason == "no card is listed (13.3)"
    first = copy.deepcopy(record)
    first["hands"][0]["actions"][0] = {"seat": discard["seat"], "declare": []}
    assert "must discard 2 cards first" in refused(first).reason


def test_c2_error_lines_count_from_zero() -> None:
    record = load("first-trick-give.record.json")
    record["hands"][0]["actions"][3]["play"] = "T2"
    error = refused(record)
    assert error_line(error) == "hand 0, action 3: seat 1 cannot play T2: does not hold T2"


def test_c4_the_dealer_is_taken_from_the_record() -> None:
    record = load("immediate-win.record.json")
    assert [h["dealer"] for h in record["hands"]] == [0, 0, 3]
    assert _replay(record)["match_over"] is True


def test_examples_in_tests_data_replay() -> None:
    from pathlib import Path

    examples = Path(__file__).parents[2] / "data" / "examples" / "tarocchino"
    for path in sorted(examples.glob("valid-*.record.json")):
        expected = json.loads(path.with_name(path.name.replace(".record.json", ".replay.json")).read_text())
        got = _replay(json.loads(path.read_text()))
        assert [h["scores"] for h in got["hands"]] == [h["scores"] for h in expected["hands"]]
        assert got["totals"] == expected["totals"]
        for hand in got["hands"]:  # 13.5: partners show the same numbers; the pairs' points add up to 87
            assert hand["points"][0] + hand["points"][1] == 87
            assert hand["scores"][0] == hand["scores"][2] and hand["scores"][1] == hand["scores"][3]
