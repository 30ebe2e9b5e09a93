"""Records and replay for Gatti (gatti.md 16.3, 16.5, C1–C7, C20; DESIGN.md §5).

The hand-written records in ``tests/data/records/gatti/`` replay to figures checked by hand (the
comments give the count) and by the independent slow reference of ``conftest.ref_hand_score``.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from replayhelp import malformed, refused

from tarocchi.records import replay_record, replay_text
from tarocchi.records.replay import error_line

from .conftest import RECORDS, ref_hand_score

EXAMPLES = Path(__file__).parents[2] / "data" / "examples" / "gatti"


def _load(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((RECORDS / f"{name}.record.json").read_text())
    return data


def _replay(record: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = replay_record(record).to_json()
    return out


# ------------------------------------------------------------------------------------------- hand-written records


def test_seed_example_hand_1_exactly_and_hand_2s_bonus() -> None:
    out = _replay(_load("seed-example"))
    first, second = out["hands"]
    # G-S1 / C21: A 20 frilli and no card points; B the coin famiglia and 39 (14 tricks + 25 in cards,
    # the KH and the FOOL that A could not cover included); C the terno KS KH KC and 39 (11 tricks,
    # 27 in cards, the discard T10 T19 10H as one more trick).
    assert first["points"] == [0, 39, 39]
    assert first["scores"] == [20, 49, 44]
    assert [(d["seat"], d["as"], d["points"]) for d in first["detail"]["declared"]] == [
        (0, "frilli", 20),
        (1, "famiglia", 10),
        (2, "terno", 5),
    ]
    assert first["detail"]["fool"] == {"seat": 0, "trick": 24, "owed_to": 1, "given": "FOOL"}
    assert first["detail"]["discard_owner"] == 2
    # G-S2: 11 trumps shown score 11 (the sheet's "10 trionfi" + "11 trionfi"). The seed's card points
    # (7, 58, 7) add up to 72 and cannot occur; here they are 7, 46, 25 (78).
    assert second["detail"]["declared"] == [
        {
            "seat": 1,
            "as": "trionfi",
            "cards": ["T3", "T4", "T6", "T7", "T9", "T12", "T14", "T15", "T16", "T19", "T20"],
            "points": 11,
        }
    ]
    assert second["points"] == [7, 46, 25] and sum(second["points"]) == 78
    assert second["scores"] == [7, 57, 25]
    assert out["totals"] == [27, 106, 69]
    assert out["complete"] and not out["match_over"]
    assert out["next"] == {"hand": 2, "seat": None, "verb": "deal"}


def test_three_player_match_with_bagatto_last_and_both_kinds_of_bonus() -> None:
    out = _replay(_load("three-players"))
    assert [h["points"] for h in out["hands"]] == [[16, 18, 44], [25, 26, 27], [27, 28, 23]]
    # Hand 0: seat 2 wins the last trick with T1 (G-S8: +20) and adds 10 declared trionfi, captured frilli 25
    # and terno 5: 44 + 10 + 25 + 5 + 20 = 104; seat 1 (dealer) takes 12 trumps: 18 + 12 = 30.
    # Hand 1: seat 1's T1 loses the last trick to seat 0's T3: seats 0 and 2 get 10 each (G-S8 variant);
    # seat 0 also captures 11 trumps, seat 2 declared a terno: 25 + 11 + 10 = 46, 27 + 5 + 10 = 42.
    # Hand 2: seat 1 declared a terno and covers its FOOL with NC (worth 2 to seat 0).
    assert [h["scores"] for h in out["hands"]] == [[16, 30, 104], [46, 26, 42], [27, 33, 23]]
    assert out["totals"] == [89, 89, 169]
    details = [h["detail"] for h in out["hands"]]
    assert details[0]["bagatto_last"] == {"seat": 2, "won": True, "points": 20}
    assert details[1]["bagatto_last"] == {"seat": 1, "won": False, "points": 10}
    assert details[2]["bagatto_last"] is None
    assert details[0]["captured"] == [
        {"seats": [1], "as": "trionfi", "points": 12},
        {"seats": [2], "as": "frilli", "points": 25},
        {"seats": [2], "as": "terno", "points": 5},
    ]
    assert details[2]["fool"] == {"seat": 1, "trick": 3, "owed_to": 0, "given": "NC"}
    assert out["complete"] and out["match_over"] and "next" not in out


def test_pairs_record() -> None:
    out = _replay(_load("pairs"))
    # Hand 0: seat 2's FOOL is lost to seat 1 in trick 1; partner 0 wins trick 3, seat 2 gives its 3H (C14).
    # Seats 1 and 3 add seat 3's 15 frilli: 21 + 15 = 36.
    # Hand 1: seat 0's FOOL is won by partner 2 (no debt, R9.2); seat 2's T1 in the last trick loses to
    # partner 0's T17: the other side scores 20 (G-S9).
    assert [h["points"] for h in out["hands"]] == [[51, 21, 51, 21], [42, 30, 42, 30]]
    assert [h["scores"] for h in out["hands"]] == [[51, 36, 51, 36], [42, 50, 42, 50]]
    assert out["totals"] == [93, 86, 93, 86]
    assert out["hands"][0]["detail"]["fool"] == {"seat": 2, "trick": 1, "owed_to": 1, "given": "3H"}
    assert out["hands"][1]["detail"]["fool"] == {"seat": 0, "trick": 6, "owed_to": None, "given": None}
    assert out["hands"][1]["detail"]["bagatto_last"] == {"seat": 2, "won": False, "points": 20}
    assert out["next"] == {"hand": 2, "seat": None, "verb": "deal"} and not out["match_over"]


def test_called_king_record() -> None:
    out = _replay(_load("called-king"))
    first, second = (h["detail"] for h in out["hands"])
    # Hand 0: dealer 0 calls KS, held by seat 3: sides {0, 3} and {1, 2}.
    assert (first["called"], first["partner"]) == ("KS", 3)
    assert out["hands"][0]["points"] == [44, 28, 28, 44]
    assert out["hands"][0]["scores"] == [44, 38, 38, 44]
    # Hand 1: dealer 1 calls KD from his own hand and plays alone: 4 tricks, QD 3 + NH 2 + JH 1 in cards,
    # the discard: 3 + 3 + 4 + 1 = 11; the three others share 61.
    assert (second["called"], second["partner"]) == ("KD", None)
    assert out["hands"][1]["points"] == [61, 11, 61, 61]
    assert second["fool"] == {"seat": 0, "trick": 0, "owed_to": 1, "given": "10D"}
    # C20: totals per seat, since the sides change.
    assert out["totals"] == [105, 49, 99, 105]


def test_two_player_record_with_dummies() -> None:
    out = _replay(_load("two-players"))
    # Hand 0: dummy 2 declares 8 trionfi; dummy 3's FOOL is lost to seat 0 and dummy 3 gives T10 (C14).
    # The side 0 + 2 captures 14 trumps, 26 frilli, two famiglie and four kings: 44 + 8 + 14 + 26 + 20 + 10.
    assert out["hands"][0]["scores"] == [122, 28, 122, 28]
    assert out["hands"][0]["detail"]["fool"] == {"seat": 3, "trick": 6, "owed_to": 0, "given": "T10"}
    # Hand 1: dummy 2 deals and discards; dummy 3 then seat 0 declare (turn order from eldest 3, C10).
    declared = out["hands"][1]["detail"]["declared"]
    assert [(d["seat"], d["as"]) for d in declared] == [(3, "terno"), (0, "trionfi")]
    assert out["hands"][1]["points"] == [23, 49, 23, 49]
    assert out["hands"][1]["scores"] == [59, 102, 59, 102]
    assert out["totals"] == [181, 130, 181, 130]


@pytest.mark.parametrize(
    "path",
    sorted(RECORDS.glob("*.record.json")) + sorted(EXAMPLES.glob("valid-*.record.json")),
    ids=lambda p: p.name,
)
def test_records_agree_with_the_slow_reference(path: Path) -> None:
    record = json.loads(path.read_text())
    out = _replay(record)
    for hand, result in zip(record["hands"], out["hands"], strict=True):
        points, scores = ref_hand_score(record.get("options", {}), hand)
        assert (result["points"], result["scores"]) == (points, scores)


@pytest.mark.parametrize("path", sorted(RECORDS.glob("*.record.json")), ids=lambda p: p.name)
def test_records_round_trip(path: Path) -> None:
    replay = replay_record(json.loads(path.read_text()))
    written = replay.record.to_json()
    again = replay_record(written)
    assert again.to_json() == replay.to_json()
    assert again.record.to_json() == written


# ------------------------------------------------------------------------------------------- the examples' detail


def test_example_details() -> None:
    out = replay_text((EXAMPLES / "valid-03.record.json").read_text()).to_json()
    detail = out["hands"][0]["detail"]
    assert detail["declared"] == [{"seat": 1, "as": "terno", "cards": ["KH", "KD", "KC"], "points": 5}]
    assert detail["fool"] == {"seat": 0, "trick": 1, "owed_to": 1, "given": "T12"}
    assert set(detail) == {"discard_owner", "tricks", "card_points", "declared", "captured", "bagatto_last", "fool"}
    assert out["complete"] and out["match_over"]


# ------------------------------------------------------------------------------------------- refused and malformed


def _small() -> dict[str, Any]:
    """The first hand of the seed example, as a one-hand record to cut and edit."""
    record = _load("seed-example")
    record["hands"] = record["hands"][:1]
    return record


@pytest.mark.parametrize(
    ("action", "reason"),
    [
        ({"seat": 0, "play": "1S", "note": "x"}, "unknown key 'note' in an action (C2)"),
        ({"seat": 0}, "an action has exactly one verb, found no verb (C2)"),
        ({"seat": 0, "play": "1S", "give": "1S"}, "found several verbs (play, give)"),
        ({"seat": 0, "bid": "pass"}, "verb 'bid' is not used in gatti (C2)"),
        ({"seat": 0, "announce": "chelem"}, "verb 'announce' is not used in gatti (C2)"),
        ({"seat": 0, "play": "1S", "as": "frilli"}, "'as' goes only with declare, not with play (C2)"),
        ({"seat": 0, "declare": []}, "an empty declare (C12)"),
        ({"seat": 0, "declare": ["1S", "1S"]}, "card 1S is listed twice (C12)"),
        ({"seat": 0, "declare": ["KS", "KH", "KC"], "as": 3}, "'as' must name a bonus"),
        ({"seat": 0, "declare": ["1S", "2S"], "as": "poker"}, "unknown bonus 'poker'"),
    ],
)
def test_c2_badly_shaped_actions_are_refused_at_their_index(action: dict[str, Any], reason: str) -> None:
    record = _small()
    record["hands"][0]["actions"].insert(1, action)
    error = refused(record)
    assert (error.hand, error.index, error.seat) == (0, 1, 0)
    assert reason in error.reason
    assert error_line(error).startswith("hand 0, action 1: seat 0 cannot ")


def test_c2_fool_aliases_are_read_and_written_as_fool() -> None:
    record = _small()
    actions = record["hands"][0]["actions"]
    index = next(i for i, a in enumerate(actions) if a.get("play") == "FOOL")
    actions[index]["play"] = "EX"
    record["hands"][0]["deal"]["hands"][0] = [
        "T0" if c == "FOOL" else c for c in record["hands"][0]["deal"]["hands"][0]
    ]
    replay = replay_record(record)
    assert replay.to_json()["hands"][0]["scores"] == [20, 49, 44]
    written = replay.record.to_json()
    assert "FOOL" in written["hands"][0]["deal"]["hands"][0] and written["hands"][0]["actions"][index]["play"] == "FOOL"


@pytest.mark.parametrize(
    ("edit", "path"),
    [
        (lambda r: r["options"].update(colour=1), "$.options.colour"),
        (lambda r: r["options"].update(mode="pairs"), "$.options.mode"),  # C1: mode with 3 players
        (lambda r: r["options"].update(bagatto_last=0), "$.options.bagatto_last"),
        (lambda r: r["hands"][0]["actions"][3].update(seat=7), "$.hands[0].actions[3].seat"),
        (lambda r: r["hands"][0]["actions"][3].update(declare=["ZZ"]), "$.hands[0].actions[3].declare[0]"),
        (lambda r: r["hands"][0]["deal"]["hands"][0].pop(), "$.hands[0].deal"),
        (lambda r: r["hands"][0]["deal"]["talon"].append("T2"), "$.hands[0].deal"),
    ],
)
def test_malformed_records_give_the_json_path(edit: Any, path: str) -> None:
    record = _small()
    edit(record)
    error = malformed(record)
    assert error.path == path
    line = error_line(error)
    assert line.startswith(
        f"hand 0: malformed record at {path}: "
        if path.startswith("$.hands[0].deal")
        else f"malformed record at {path}: "
    )


def test_c6_the_dealer_rotation_is_enforced() -> None:
    record = _load("seed-example")
    record["hands"][1]["dealer"] = 1
    error = malformed(record)
    assert error.path == "$.hands[1].dealer" and "must be seat 0" in error.reason
    # The first dealer is free; with 2 players the dummies' seats deal in their turn.
    two = _load("two-players")
    assert [h["dealer"] for h in two["hands"]] == [1, 2]
    two["hands"][1]["dealer"] = 0
    assert malformed(two).path == "$.hands[1].dealer"


def test_c7_at_most_match_hands_hands() -> None:
    record = _load("seed-example")
    record["options"]["match_hands"] = 1
    assert malformed(record).path == "$.hands[1]"


def test_c7_a_record_that_stops_part_way() -> None:
    record = _load("seed-example")
    hand = record["hands"][1]
    hand["actions"] = hand["actions"][:10]
    out = _replay(record)
    assert out["complete"] is False and out["match_over"] is False
    assert len(out["hands"]) == 1 and out["totals"] == [20, 49, 44]
    seat_to_play = (hand["actions"][-1]["seat"] + 1) % 3
    assert out["next"] == {"hand": 1, "seat": seat_to_play, "verb": "play"}
    hand["actions"] = []
    assert _replay(record)["next"] == {"hand": 1, "seat": 0, "verb": "discard"}
    discard = _load("seed-example")["hands"][1]["actions"][0]
    hand["actions"] = [discard]
    assert _replay(record)["next"] == {"hand": 1, "seat": 1, "verb": "play"}  # declarations are optional


def test_c7_only_the_last_hand_may_stop_early() -> None:
    record = _load("seed-example")
    record["hands"][0]["actions"] = record["hands"][0]["actions"][:30]
    error = refused(record)
    assert (error.hand, error.index) == (0, 30)


def test_c7_next_names_the_call_in_the_called_king_game() -> None:
    record = _load("called-king")
    record["hands"][1]["actions"] = record["hands"][1]["actions"][:1]
    assert _replay(record)["next"] == {"hand": 1, "seat": 1, "verb": "call"}


def test_actions_after_the_last_trick_are_refused() -> None:
    record = _small()
    record["hands"][0]["actions"].append({"seat": 1, "play": "T21"})
    error = refused(record)
    assert error.index == len(record["hands"][0]["actions"]) - 1 and error.reason == "the hand is over"


def test_a_give_after_the_last_play_is_accepted() -> None:
    record = _load("pairs")
    hand = copy.deepcopy(record["hands"][0])
    give = next(a for a in hand["actions"] if "give" in a)
    hand["actions"].remove(give)
    hand["actions"].append(give)
    record["hands"] = [hand]
    out = _replay(record)
    assert out["hands"][0]["detail"]["fool"]["given"] == "3H"
    assert out["hands"][0]["scores"] == [51, 36, 51, 36]
