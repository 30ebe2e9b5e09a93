"""Records and replay (piedmontese.md §12, C1–C16; DESIGN.md §5).

The hand-written records in ``tests/data/records/piedmontese/`` were designed trick by trick; the
figures below were worked out by hand (see the comments) and the replay must reach them.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from replayhelp import malformed, refused

from tarocchi.cli import main
from tarocchi.records import error_line, replay_record, replay_text

RECORDS = Path(__file__).parents[2] / "data" / "records" / "piedmontese"


def _load(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((RECORDS / name).read_text())
    return data


def _winners_and_points(replayed: Any) -> tuple[list[int], list[int]]:
    from tarocchi.games.piedmontese.deck import points_of

    state = replayed.state
    winners = [winner for _, _, winner in state.tricks]
    points = [points_of(sum(1 << c for c in cards if c != 21)) for _, cards, _ in state.tricks]
    return winners, points


# -- hand-written records, one per player count ------------------------------------------------


def test_four_players_record() -> None:
    replay = replay_record(_load("four-players.record.json"))
    out = replay.to_json()
    # Dealer 3 discards QH + 6S (4 + 1 = 5 for B). Tricks, by hand (leader first):
    #  1 KS 5S 7S 8S -> 0 (8)      2 KC 5C 6C 7C -> 0 (8)      3 KH 1H 2H T2 -> 3 (8)
    #  4 T21 T3 T4 T5 -> 3 (8)     5 KD 1D 2D 3D -> 3 (8)      6 QS 9S FOOL 10S -> 3 (6; FOOL 5 to B)
    #  7 QC 8C 9C T6 -> 2 (7)      8 QD 4D 5D JD -> 2 (8)      9 T1 T8 T9 T20 -> 1 (8)
    # 10 NS JS T10 T11 -> 0 (7)   11 NC 10C T12 JC -> 2 (7)   12 NH T13 3H 4H -> 3 (6)
    # 13 ND 6D T7 T14 -> 2 (6)    14 JH T15 5H 6H -> 3 (5)    15 T16 T17 T18 T19 -> 2 (4)
    # A: 8+8+7+8+7+7+6+4 = 55; B: 8+8+8+6+8+6+5 + FOOL 5 + discard 5 = 59.
    winners, points = _winners_and_points(replay.hands[0])
    assert winners == [0, 0, 3, 3, 3, 3, 2, 2, 1, 0, 2, 3, 2, 3, 2]
    assert points == [8, 8, 8, 8, 8, 6, 7, 8, 8, 7, 7, 6, 6, 5, 4]
    # Hand 2 is hand 1 turned one seat on (dealer 0): the pairs swap roles, and the balance returns to 0.
    assert out == {
        "game": "piedmontese",
        "complete": True,
        "match_over": True,
        "hands": [
            {
                "points": [55, 59, 55, 59],
                "scores": [-2, 2, -2, 2],
                "detail": {
                    "reference": 57,
                    "delta": [-2, 2, -2, 2],
                    "discard": ["6S", "QH"],
                    "discard_owner": 3,
                    "fool": 1,
                },
            },
            {
                "points": [59, 55, 59, 55],
                "scores": [0, 0, 0, 0],
                "detail": {
                    "reference": 57,
                    "delta": [2, -2, 2, -2],
                    "discard": ["6S", "QH"],
                    "discard_owner": 0,
                    "fool": 2,
                },
            },
        ],
        "totals": [0, 0, 0, 0],
    }
    assert replay.game.winners(replay.results) == [0, 1, 2, 3]  # type: ignore[attr-defined]


def test_three_players_record() -> None:
    raw = _load("three-players.record.json")
    replay = replay_record(raw)
    # Dealer 0 discards 5S + 4D (2). Tricks (leader first) and winners, by hand:
    #  1 KC 7C 5C -> 1 (7)   2 KD 3D 5D -> 1 (7)   3 T2 T19 T21 -> 0 (7)   4 KS 7S 8S -> 0 (7)
    #  5 KH 4H 5H -> 0 (7)   6 3H QH 2H -> 1 (6)   7 QS NS 9S -> 1 (8)     8 1D QD 2D -> 2 (6)
    #  9 T1 T3 T5 -> 1 (7)  10 9C NC QC -> 0 (8)  11 ND 6D JD -> 0 (6)    12 8C 6C 10C -> 2 (3)
    # 13 NH 6H 1H -> 2 (5)  14 JS 6S 10S -> 2 (4) 15 T16 T6 T20 -> 1 (3)  16 T8 T4 T18 -> 0 (3)
    # 17 T9 T17 T13 -> 1 (3) 18 T11 T10 T12 -> 0 (3) 19 T15 T14 T7 -> 0 (3) 20 FOOL JC JH -> 1 (4; FOOL to 0)
    # Seat 0: 7+7+7+8+6+3+3+3 + 2 + 5 = 51; seat 1: 7+7+6+8+7+3+3+4 = 45; seat 2: 6+3+5+4 = 18.
    winners, points = _winners_and_points(replay.hands[0])
    assert winners == [1, 1, 0, 0, 0, 1, 1, 2, 1, 0, 0, 2, 2, 2, 1, 0, 1, 0, 0, 1]
    assert points == [7, 7, 7, 7, 7, 6, 8, 6, 7, 8, 6, 3, 5, 4, 3, 3, 3, 3, 3, 4]
    out = replay.to_json()
    assert out["hands"][0]["points"] == [51, 45, 18]
    assert out["hands"][0]["scores"] == [13, 7, -20]  # REF 38: zero-sum
    assert out["totals"] == [13, 7, -20]
    assert out["hands"][0]["detail"]["fool"] == 0
    assert out["complete"] and out["match_over"]
    raw["options"]["reference_3p"] = 57
    out = replay_record(raw).to_json()
    assert out["hands"][0]["scores"] == [-6, -12, -39]  # C15: the sum falls by 57
    assert out["hands"][0]["detail"]["reference"] == 57


def test_two_players_record() -> None:
    replay = replay_record(_load("two-players.record.json"))
    # Dealer 0 discards 5C + 6C (2). Seat 0 wins the first 7 tricks:
    # 5S KS (6), KH 6H (6), KC NC (8), T21 T1 (10), QD 5D (5), QC JC (6), T13 T2 (2) = 43;
    # seat 1 the other 23: NS QS, QH NH, KD JD (7 each), JS 10S, JH 1H (3 each), ND 2D (4),
    # sixteen tricks of two 1-point cards (32) and T4 FOOL (1; the FOOL back to seat 0) = 64.
    winners, points = _winners_and_points(replay.hands[0])
    assert winners == [0] * 7 + [1] * 23
    assert points == [6, 6, 8, 10, 5, 6, 2, 7, 7, 7, 3, 3, 4] + [2] * 16 + [1]
    out = replay.to_json()
    assert out["hands"][0]["points"] == [50, 64]  # 43 + 2 + FOOL 5
    assert out["hands"][0]["scores"] == [-7, 7]
    assert out["totals"] == [-7, 7]


def test_the_seeds_worked_example_as_a_record() -> None:
    """Seed: pair A makes 68 (records 11), then 59 (11 + 59 = 70, records 13); pair B pays 11 then 13."""
    out = replay_record(_load("seed-example.record.json")).to_json()
    assert [h["points"] for h in out["hands"]] == [[68, 46, 68, 46], [59, 55, 59, 55]]
    assert [h["scores"] for h in out["hands"]] == [[11, -11, 11, -11], [13, -13, 13, -13]]
    assert [h["detail"]["delta"] for h in out["hands"]] == [[11, -11, 11, -11], [2, -2, 2, -2]]
    assert out["totals"] == [13, -13, 13, -13]
    assert out["complete"] is True
    assert out["match_over"] is False  # 4 hands by default (R7.5)
    assert out["next"] == {"hand": 2, "seat": None, "verb": "deal"}


def test_records_round_trip_through_the_writer() -> None:
    for name in ("four-players", "three-players", "two-players", "seed-example"):
        replay = replay_record(_load(f"{name}.record.json"))
        again = replay_record(json.loads(json.dumps(replay.record.to_json())))
        assert again.to_json() == replay.to_json()


# -- malformed and refused records -------------------------------------------------------------


def _four() -> dict[str, Any]:
    return copy.deepcopy(_load("four-players.record.json"))


def test_c6_dealer_rotation_is_enforced() -> None:
    raw = _four()
    raw["hands"][1]["dealer"] = 1
    error = malformed(raw)
    assert error.path == "$.hands[1].dealer"
    assert "after dealer 3 comes 0" in error.reason


def test_c6_the_first_dealer_is_free() -> None:
    raw = _load("three-players.record.json")
    assert raw["hands"][0]["dealer"] == 0
    assert replay_record(raw).hands[0].state.dealer == 0


def test_c16_too_many_hands_is_malformed() -> None:
    raw = _four()
    raw["options"]["match_hands"] = 1
    assert malformed(raw).path == "$.hands[1]"


def test_c16_an_unfinished_hand_followed_by_another_is_malformed() -> None:
    raw = _four()
    del raw["hands"][0]["actions"][-1]
    error = malformed(raw)
    assert error.path == "$.hands[1]"
    assert "hand 0 is unfinished (play expected) but another hand follows" in error.reason


def test_c16_a_record_that_stops_part_way() -> None:
    raw = _four()
    del raw["hands"][1]["actions"][7:]
    out = replay_record(raw).to_json()
    assert out["complete"] is False and out["match_over"] is False
    assert len(out["hands"]) == 1
    assert out["totals"] == [-2, 2, -2, 2]
    # Hand 1: dealer 0, seat 1 leads; after the discard and 6 plays the 2nd trick's 3rd card is due.
    assert out["next"] == {"hand": 1, "seat": 3, "verb": "play"}
    del raw["hands"][1]["actions"][:]
    assert replay_record(raw).to_json()["next"] == {"hand": 1, "seat": 0, "verb": "discard"}


def test_c8_play_before_the_discard_and_after_the_last_trick() -> None:
    raw = _four()
    raw["hands"][0]["actions"].insert(0, {"seat": 0, "play": "KS"})
    error = refused(raw)
    assert (error.hand, error.index, error.seat) == (0, 0, 0)
    assert "must discard before the first card is played" in error.reason
    raw = _four()
    raw["hands"][0]["actions"].append({"seat": 2, "play": "T19"})
    error = refused(raw)
    assert (error.hand, error.index) == (0, 61)
    assert "the hand is over" in error.reason


@pytest.mark.parametrize("verb", ["bid", "call", "announce", "declare", "give"])
def test_c2_verbs_of_other_games_are_refused_at_the_action(verb: str) -> None:
    values: dict[str, Any] = {"bid": "pass", "call": "KH", "announce": "chelem", "declare": ["T21"], "give": "5S"}
    raw = _four()
    raw["hands"][0]["actions"].insert(3, {"seat": 1, verb: values[verb]})
    error = refused(raw)
    assert (error.hand, error.index, error.seat) == (0, 3, 1)
    assert f"no {verb!r} actions" in error.reason
    raw = _four()
    raw["hands"][0]["actions"].insert(0, {"seat": 3, verb: 5})  # refused whatever it carries
    assert (refused(raw).hand, refused(raw).index) == (0, 0)


def test_c2_a_declare_with_as_is_refused_not_malformed() -> None:
    raw = _four()
    raw["hands"][0]["actions"].insert(1, {"seat": 0, "declare": ["T21"], "as": "x"})
    assert refused(raw).index == 1


@pytest.mark.parametrize(
    "action",
    [
        {"seat": 0, "play": "KS", "card": "KS"},
        {"seat": 0},
        {"seat": 0, "play": "KS", "bid": "pass"},
        {"play": "KS"},
        {"seat": "0", "play": "KS"},
        {"seat": 4, "play": "KS"},
        {"seat": 0, "play": ["KS"]},
        {"seat": 0, "play": "KS", "as": "x"},
        {"seat": 3, "discard": "QH"},
        {"seat": 3, "discard": ["QH", 6]},
    ],
)
def test_c2_shape_faults_are_malformed(action: dict[str, Any]) -> None:
    raw = _four()
    raw["hands"][0]["actions"][1 if "play" in action else 0] = action
    error = malformed(raw)
    assert error.path.startswith("$.hands[0].actions[")


def test_c3_removed_cards_are_refused_in_actions_and_malformed_in_deals() -> None:
    raw = _four()
    raw["hands"][0]["actions"][1] = {"seat": 0, "play": "4S"}
    error = refused(raw)
    assert (error.index, error.reason) == (1, "4S is not in the 62-card pack (C3)")
    raw = _four()
    raw["hands"][0]["deal"]["hands"][0][0] = "4S"
    error2 = malformed(raw)
    assert error2.path == "$.hands[0].deal" and "4S" in error2.reason


def test_c4_an_unknown_code_in_a_play_is_refused_after_the_turn_check() -> None:
    raw = _four()
    raw["hands"][0]["actions"][1] = {"seat": 0, "play": "XX"}
    error = refused(raw)
    assert str(error) == "hand 0, action 1: seat 0 cannot play XX: 'XX' is not a card code (C4)"
    raw["hands"][0]["actions"][1] = {"seat": 1, "play": "XX"}
    assert refused(raw).reason == "it is seat 0's turn to play"


def test_c4_error_line_names_hand_action_seat_and_reason() -> None:
    raw = _four()
    # Hand 0, trick 2: seat 1 holds 5C and 9C and 10C; a trump there breaks R6.2a.
    raw["hands"][0]["actions"][6] = {"seat": 1, "play": "T4"}
    error = refused(raw)
    assert error_line(error) == (
        "hand 0, action 6: seat 1 cannot play T4: must follow batons (holds 5C, 9C, 10C) (R6.2a)"
    )


def test_c3_t0_and_ex_read_as_the_fool() -> None:
    raw = _four()
    deal = raw["hands"][0]["deal"]["hands"][1]
    deal[deal.index("FOOL")] = "T0"
    actions = raw["hands"][0]["actions"]
    for action in actions:
        if action.get("play") == "FOOL":
            action["play"] = "EX"
    replay = replay_record(raw)
    assert replay.to_json()["hands"][0]["points"] == [55, 59, 55, 59]
    written = replay.record.to_json()
    assert "FOOL" in written["hands"][0]["deal"]["hands"][1]
    assert {"seat": 1, "play": "FOOL"} in written["hands"][0]["actions"]


def test_c7_a_17_card_dealer_hand_is_malformed() -> None:
    raw = _four()
    deal = raw["hands"][0]["deal"]
    deal["hands"][3] += deal["talon"]
    deal["talon"] = []
    assert malformed(raw).path == "$.hands[0].deal"


def test_c11_detail_fool_is_never_null_in_a_finished_hand() -> None:
    for name in ("four-players", "three-players", "two-players", "seed-example"):
        for hand in replay_record(_load(f"{name}.record.json")).to_json()["hands"]:
            assert isinstance(hand["detail"]["fool"], int)


def test_cli_replay_exit_codes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    good = RECORDS / "two-players.record.json"
    assert main(["replay", "--json", str(good)]) == 0
    assert json.loads(capsys.readouterr().out)["totals"] == [-7, 7]
    raw = _load("two-players.record.json")
    raw["hands"][0]["actions"][0] = {"seat": 0, "discard": ["5C", "6C", "7C"]}
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(raw))
    assert main(["replay", str(bad)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.strip() == (
        "hand 0, action 0: seat 0 cannot discard 5C, 6C, 7C: must discard exactly 2 cards, not 3 (R5.1, C9)"
    )


def test_replay_text_of_a_written_file() -> None:
    text = (RECORDS / "three-players.record.json").read_text()
    assert replay_text(text).to_json()["totals"] == [13, 7, -20]
