"""Hand-written French Tarot records replay to hand-checked scores; records, replay and its errors (§17, C1–C8)."""

from __future__ import annotations

import argparse
import copy
import json
from pathlib import Path
from typing import Any

import pytest

from tarocchi.cli import replay as replay_cli
from tarocchi.errors import RecordError
from tarocchi.records import ReplayRefusal, replay_record, replay_text

RECORDS = Path(__file__).parents[2] / "data" / "records" / "french-tarot"


def _load(name: str) -> dict[str, Any]:
    return json.loads((RECORDS / name).read_text())


def _replay(raw: dict[str, Any]) -> dict[str, Any]:
    return replay_record(raw).to_json()


# ---------------------------------------------------------------- 5 players


def test_five_players_called_king_poignee_exchange_petit_au_bout() -> None:
    """Dealer 4. Seat 1 takes a garde and calls KH, held by seat 3 (the partner); the chien 1C 1D 1H
    is shown and discarded again. Seat 1 shows a simple poignée of 8 trumps (T21..T14, T1 hidden).

    Tricks (leader first; winner):
      1  2C 3C 4C 5C 10C      seat 4 (defence)
      2  6C 7C KC FOOL 8C     seat 1; seat 2 (defence) keeps the Excuse and gives 2C (won in trick 1)
      3–5  trumps from seat 1; 6 KS, 7 KD: seat 1; 8 2H 3H KH 4H 5H: seat 3 (partner revealed)
      9  QH 6H 7H T18 8H      seat 1;  10  1S QS 6S NS JS: seat 2 (defence)
      11 QD 6D ND JD T17      seat 1;  12–15 seat 1 leads T16, T15, T14, then T1 (petit au bout)

    Defence: trick 1 (2C 3C 4C 5C 10C = 2.5) + trick 10 (1S .5, QS 3.5, 6S .5, NS 2.5, JS 1.5 = 8.5)
    + the Excuse 4.5 − 2C given 0.5 = 15. Attack: 91 − 15 = 76, with T21 and T1: 2 bouts, target 41.
    diff 35, made. D = (25 + 35 + 10 petit au bout) × 2 (garde) + 20 (poignée) = 160.
    Taker +2D = 320, partner +D = 160, defenders −160 each.
    """
    out = _replay(_load("five-players-called-king.record.json"))
    (hand,) = out["hands"]
    assert hand["points"] == [15, 76, 15, 76, 15]
    assert hand["scores"] == [-160, 320, -160, 160, -160]
    assert out["totals"] == [-160, 320, -160, 160, -160]
    assert hand["detail"] == {
        "contract": "garde",
        "taker": 1,
        "called": "KH",
        "partner": 3,
        "attack_points": 76,
        "bouts": 2,
        "target": 41,
        "diff": 35,
        "made": True,
        "multiplier": 2,
        "petit_au_bout": "attack",
        "poignees": [{"seat": 1, "as": "poignee-simple", "points": 20}],
        "chelem": None,
        "chelem_bonus": 0,
        "per_defender": 160,
    }
    assert out["complete"] is True and out["match_over"] is False  # 1 of 5 deals (R11.2)
    assert out["next"] == {"hand": 1, "seat": None, "verb": "deal"}


def test_five_player_record_features_are_where_the_docstring_says() -> None:
    replay = replay_record(_load("five-players-called-king.record.json"))
    state = replay.hands[0].state
    verbs = [a.verb for a in state.history]
    assert verbs.count("call") == 1 and verbs.count("give") == 1 and verbs.count("declare") == 1
    give = state.history[verbs.index("give")]
    assert (give.seat, give.card) == (2, 22 + 14 * 3 + 1)  # 2C
    tricks = state.observation(0).tricks
    assert [t.winner for t in tricks] == [4, 1, 1, 1, 1, 1, 1, 3, 1, 2, 1, 1, 1, 1, 1]
    # The partner was hidden until KH (trick 8) was played.
    assert state.partner_revealed()


def test_the_exchange_card_given_or_left_to_the_engine_scores_the_same() -> None:
    raw = _load("five-players-called-king.record.json")
    raw["hands"][0]["actions"] = [a for a in raw["hands"][0]["actions"] if "give" not in a]
    out = _replay(raw)
    assert out["hands"][0]["scores"] == [-160, 320, -160, 160, -160]


def test_a_give_out_of_its_window_is_refused() -> None:
    raw = _load("five-players-called-king.record.json")
    actions = raw["hands"][0]["actions"]
    i = next(i for i, a in enumerate(actions) if "give" in a)
    give = actions.pop(i)
    actions.insert(i + 1, give)  # after the first play of trick 3: the window is closed
    with pytest.raises(ReplayRefusal) as info:
        replay_record(raw)
    assert (info.value.hand, info.value.index) == (0, i + 1)
    assert "already been given" in str(info.value)


@pytest.mark.parametrize("verb", ["discard", "declare"])
@pytest.mark.parametrize("fault", ["twice", "empty"])
def test_a_discard_or_poignee_listing_a_card_twice_or_none_is_refused_at_its_action(verb: str, fault: str) -> None:
    """C12: the discard is checked as a set of distinct cards; C14: a poignée's cards must be distinct and as many
    as a threshold. Such a list is refused at its action, naming the seat (C2), not called malformed."""
    raw = _load("five-players-called-king.record.json")
    actions = raw["hands"][0]["actions"]
    i = next(i for i, a in enumerate(actions) if verb in a)
    cards = actions[i][verb]
    actions[i][verb] = [*cards[:-1], cards[0]] if fault == "twice" else []
    with pytest.raises(ReplayRefusal) as info:
        replay_record(raw)
    error = info.value
    assert (error.hand, error.index, error.seat) == (0, i, 1)
    rule = "C12" if verb == "discard" else "C14"
    if fault == "twice":
        assert error.reason == f"card {cards[0]} is listed twice ({rule})"
        assert error.action is not None and error.action.endswith(", ".join([*cards[:-1], cards[0]]))
    else:
        assert error.reason == f"no card is listed ({rule})"
        assert error.action is not None and error.action.endswith("(no cards)")


def test_a_listed_set_out_of_its_phase_is_refused_for_the_phase_first() -> None:
    raw = _load("five-players-called-king.record.json")
    raw["hands"][0]["actions"].insert(0, {"seat": 0, "discard": ["2C", "2C"]})
    with pytest.raises(ReplayRefusal) as info:
        replay_record(raw)
    assert (info.value.hand, info.value.index) == (0, 0)
    assert info.value.reason.startswith("no discard now")


# ---------------------------------------------------------------- 4 players


def test_four_players_record() -> None:
    """Hand 0 (dealer 0): everyone passes, 0 everywhere (R4.3).

    Hand 1 (dealer 1, forehand 2): seat 2 takes a garde contre; seat 0 shows a simple poignée
    (T2..T11). Seat 2 leads T21..T12 (tricks 1–10, seat 0 follows with T2..T11), then KS, QS, KH,
    QH, KD (11–15) all win; 2C loses to KC (16: 2C 5D 1C KC, seat 1), QC wins trick 17 (QC 3C 6D ND,
    seat 1); seat 1 leads 1D to the last trick, seat 2 trumps with T1 and seat 3 plays the Excuse.

    R7.9: the Excuse on the last trick goes to the trick's winner, the taker: 3 bouts, target 36.
    Defence: trick 16 (.5 + .5 + .5 + 4.5 = 6) + trick 17 (3.5 + .5 + .5 + 2.5 = 7) + the chien, which is
    theirs in a garde contre (7D 8D 9D 10D = 2, JC 1.5, NC 2.5: 6) = 19. Attack 91 − 19 = 72, diff 36.
    D = (25 + 36 + 10 petit au bout) × 6 + 20 (the defender's poignée goes to the winning camp, R8.6) = 446.
    Taker +3D = 1338, defenders −446.

    Hand 2 (dealer 2): seat 3 holds a petit sec: annulled by the engine with no action (C7).
    """
    out = _replay(_load("four-players-garde-contre.record.json"))
    passed, played, annulled = out["hands"]
    assert passed == {"points": [0, 0, 0, 0], "scores": [0, 0, 0, 0], "detail": {"passed": True}}
    assert played["points"] == [19, 19, 72, 19]
    assert played["scores"] == [-446, -446, 1338, -446]
    detail = played["detail"]
    assert (detail["bouts"], detail["target"], detail["diff"], detail["multiplier"]) == (3, 36, 36, 6)
    assert detail["petit_au_bout"] == "attack" and detail["per_defender"] == 446
    assert detail["poignees"] == [{"seat": 0, "as": "poignee-simple", "points": 20}]
    assert annulled == {"points": [0, 0, 0, 0], "scores": [0, 0, 0, 0], "detail": {"annulled": "petit-sec", "seat": 3}}
    assert out["totals"] == [-446, -446, 1338, -446]
    # R11.3: the passed deal counts, the annulled one does not: 2 of 4 deals.
    assert out["match_over"] is False


def test_four_player_record_with_fewer_deals_is_over() -> None:
    raw = _load("four-players-garde-contre.record.json")
    raw["options"]["deals"] = 2
    out = _replay(raw)
    assert out["match_over"] is True and "next" not in out
    raw["options"]["deals"] = 1  # C6: replay still scores every hand of the record
    assert _replay(raw)["totals"] == [-446, -446, 1338, -446]


def test_actions_in_an_annulled_hand_are_refused_at_index_0() -> None:
    raw = _load("four-players-garde-contre.record.json")
    raw["hands"][2]["actions"] = [{"seat": 3, "bid": "pass"}]
    with pytest.raises(ReplayRefusal) as info:
        replay_record(raw)
    assert (info.value.hand, info.value.index) == (2, 0)
    assert str(info.value).startswith("hand 2, action 0: seat 3 cannot bid pass: the deal is over")


# ---------------------------------------------------------------- 3 players


def test_three_players_record() -> None:
    """Dealer 0, forehand 1: seat 1 takes a garde sans and shows a simple poignée of 13 trumps.

    Tricks 1–13: seat 1 leads T21..T9; seats 2 and 0 give up T8..T5 and T1..T4 (T1 is captured);
    seat 2 plays the Excuse to trick 5, which the attack wins: the defence keeps it and owes a card.
    14–19 KS QS KH QH KD QD win. 20: 2C 7C QC (seat 0): the defence's first low cards open the
    exchange window; with no ``give`` the engine gives 2C at the next play (C15).
    21: 8C 3C 9C (seat 2); 22: 10C JC 4C (seat 0); 23: NC KC 5S (seat 1); 24: 5C JS 5D (seat 1).

    Defence: 7C .5 + QC 3.5 + 8C .5 + 3C .5 + 9C .5 + 10C .5 + JC 1.5 + 4C .5 + the Excuse 4.5 = 12.5
    (2C went to the attack). Attack 91 − 12.5 = 78.5 (the chien is the taker's in a garde sans),
    bouts T21 and T1: target 41, diff 37.5 rounded up to 38 (R10.3). D = (25 + 38) × 4 + 20 = 272.
    Taker +2D = 544, defenders −272.
    """
    out = _replay(_load("three-players-garde-sans.record.json"))
    (hand,) = out["hands"]
    assert hand["points"] == [12.5, 78.5, 12.5]
    assert hand["scores"] == [-272, 544, -272]
    assert (hand["detail"]["diff"], hand["detail"]["per_defender"]) == (38, 272)
    assert hand["detail"]["petit_au_bout"] is None
    assert out["totals"] == [-272, 544, -272]


# ---------------------------------------------------------------- part-way records, round trip, errors


def test_part_way_record_names_what_comes_next() -> None:
    raw = _load("five-players-called-king.record.json")
    actions = raw["hands"][0]["actions"]
    cut = next(i for i, a in enumerate(actions) if "give" in a)
    raw["hands"][0]["actions"] = actions[:cut]  # stops right after trick 2: the give window is open
    out = _replay(raw)
    assert out["complete"] is False and out["hands"] == []
    assert out["next"] == {"hand": 0, "seat": 2, "verb": "give"}
    raw["hands"][0]["actions"] = actions[:5]
    assert _replay(raw)["next"] == {"hand": 0, "seat": 1, "verb": "call"}
    raw["hands"][0]["actions"] = actions[:7]
    assert _replay(raw)["next"] == {"hand": 0, "seat": 0, "verb": "play"}


def test_unfinished_hand_followed_by_another_is_refused() -> None:
    # C5: at (that hand, action index = its number of actions).
    raw = _load("four-players-garde-contre.record.json")
    raw["hands"][1]["actions"] = raw["hands"][1]["actions"][:10]
    with pytest.raises(ReplayRefusal) as info:
        replay_record(raw)
    assert (info.value.hand, info.value.index) == (1, 10)


@pytest.mark.parametrize("name", sorted(p.name for p in RECORDS.glob("*.record.json")))
def test_round_trip(name: str) -> None:
    first = replay_record(_load(name))
    again = replay_record(first.record.to_json())
    assert again.to_json() == first.to_json()


@pytest.mark.parametrize(
    ("edit", "path"),
    [
        (lambda r: r["options"].update({"colour": "red"}), "$.options.colour"),
        (lambda r: r["hands"][0]["actions"][0].update({"bid": "pousse"}), "$.hands[0].actions[0].bid"),
        (lambda r: r["hands"][0]["actions"][0].update({"as": "x"}), "$.hands[0].actions[0].as"),
        (lambda r: r["hands"][0]["actions"][7].update({"play": "XX"}), "$.hands[0].actions[7].play"),
        (lambda r: r["hands"][0]["deal"]["talon"].pop(), "$.hands[0].deal"),
        (lambda r: r["hands"][0].pop("dealer"), "$.hands[0].dealer"),
    ],
)
def test_malformed_records(edit: Any, path: str) -> None:
    raw = copy.deepcopy(_load("five-players-called-king.record.json"))
    edit(raw)
    with pytest.raises(RecordError) as info:
        replay_record(raw)
    assert info.value.path == path


def test_unknown_top_level_keys_are_ignored() -> None:
    # C1: keys DESIGN.md §5 does not define are ignored.
    raw = _load("three-players-garde-sans.record.json")
    raw["comment"] = "club night"
    raw["hands"][0]["table"] = 7
    assert _replay(raw)["totals"] == [-272, 544, -272]


def test_dealers_are_taken_from_the_record() -> None:
    # C4: no check against the previous hand.
    raw = _load("four-players-garde-contre.record.json")
    raw["hands"][0]["dealer"] = 3  # seat 3 dealing hand 0: the forehand is seat 0
    raw["hands"][0]["actions"] = [{"seat": s, "bid": "pass"} for s in (0, 1, 2, 3)]
    assert _replay(raw)["hands"][0]["detail"] == {"passed": True}


def test_cli_replay_exit_codes(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    parser = argparse.ArgumentParser()
    replay_cli.add_arguments(parser)
    good = str(RECORDS / "five-players-called-king.record.json")
    assert replay_cli.run(parser.parse_args([good, "--json"])) == 0
    assert json.loads(capsys.readouterr().out)["totals"] == [-160, 320, -160, 160, -160]
    raw = _load("five-players-called-king.record.json")
    raw["hands"][0]["actions"][7] = {"seat": 0, "play": "KH"}
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(raw))
    assert replay_cli.run(parser.parse_args([str(bad), "--json"])) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.strip() == "hand 0, action 7: seat 0 cannot play KH: does not hold KH"


def test_replay_text_of_the_examples_with_give_and_poignee() -> None:
    # The shared example valid-05 has a give and a poignée by a defender in a 5-player deal.
    path = Path(__file__).parents[2] / "data" / "examples" / "french-tarot" / "valid-05.record.json"
    out = replay_text(path.read_text()).to_json()
    assert out["hands"][0]["detail"]["poignees"] == [{"seat": 3, "as": "poignee-simple", "points": 20}]
    assert sum(out["totals"]) == 0
