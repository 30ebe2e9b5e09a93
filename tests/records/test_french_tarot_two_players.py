"""Hand-written two-player French Tarot records (french-tarot.md §13, "avec le mort") replay, through
``tarocchi replay``, to scores computed by hand.

Seats 0 and 1 are the players, seat 2 the dummy. Tricks are written leader first, in play order
(seat L, then L+1, then L+2 modulo 3). Card points (R1.6): bout or king 4.5, queen 3.5, knight 2.5,
jack 1.5, anything else 0.5. Every score is the three-player formula of R10.4 with §13's shares:
taker +2D, defender -2D, dummy 0.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tarocchi.errors import RecordError
from tarocchi.records import ReplayRefusal, replay_record

RECORDS = Path(__file__).parent / "french_tarot_two"


def _load(name: str) -> dict[str, Any]:
    return json.loads((RECORDS / f"{name}.record.json").read_text())


def _replay(name: str) -> dict[str, Any]:
    return replay_record(_load(name)).to_json()


def test_made_petite_with_the_dummy_s_excuse_exchange_and_petit_au_bout() -> None:
    """Dealer 0: seat 1 bids (the forehand) petite, seat 0 passes; seat 1 takes the chien 1S 2S 3S 1H 2H 1D
    and discards the same six cards (3 points for the attack, R5.1). Seat 0 plays its hand and the dummy's.

    Tricks (leader; winner):
      1–7   seat 1 leads T21..T15; the defence under-trumps (T2..T14; the dummy, out of trumps, 4D in 7): taker
            = T21 4.5 + T20..T15 3 + 13 defence trumps 6.5 + 4D 0.5 = 14.5
      8–15  KS 4S 5S, KH 3H 4H, KD 2D 3D, KC 1C 2C (5.5 each), QS 6S 7S, QH 5H 6H, QC 3C 4C (4.5 each),
            NH 7H 8H (3.5): taker = 22 + 13.5 + 3.5 = 39
      16    8S NS JS: the dummy (4.5)       17  QD 6D 5D, dummy leads: the dummy (4.5)
      18    8D ND 7D: seat 0 (3.5)          19  seat 0 9S, taker 10S, the dummy the Excuse: the taker (1); the
            defence keeps the Excuse and the dummy (seat 2) gives 5D from the defence's tricks (C15)
      20    9H 10H JH: seat 0 (2.5)         21  JD 9D 10D: seat 0 (2.5)
      22    JC 5C NC: the dummy (4.5)       23  7C 8C 6C, dummy leads: seat 0 (1.5)
      24    seat 0 10C, the taker T1 (void), the dummy 9C: the taker, petit au bout (5.5)

    Attack: 14.5 + 39 + 1 + 5.5 + 5D 0.5 + discard 3 = 63.5; defence: 4.5 + 4.5 + 3.5 + 2.5 + 2.5 + 4.5
    + 1.5 + the Excuse 4.5 − 5D 0.5 = 27.5 (91 in all). Bouts T21, T1: target 41; 63.5 − 41 = 22.5,
    rounded up to 23 (R10.3): made. D = (25 + 23 + 10 petit au bout) × 1 = 58.
    Taker (seat 1) +116, defender (seat 0) −116, dummy 0.
    """
    out = _replay("two-players-petite-made")
    (hand,) = out["hands"]
    assert hand["points"] == [27.5, 63.5, 27.5]
    assert hand["scores"] == [-116, 116, 0]
    assert out["totals"] == [-116, 116, 0]
    assert hand["detail"] == {
        "contract": "petite",
        "taker": 1,
        "called": None,
        "partner": None,
        "attack_points": 63.5,
        "bouts": 2,
        "target": 41,
        "diff": 23,
        "made": True,
        "multiplier": 1,
        "petit_au_bout": "attack",
        "poignees": [],
        "chelem": None,
        "chelem_bonus": 0,
        "per_defender": 58,
    }
    actions = _load("two-players-petite-made")["hands"][0]["actions"]
    assert {"seat": 2, "give": "5D"} in actions  # the dummy's exchange card, written with its own seat
    assert not any(a["seat"] == 2 and "bid" in a for a in actions)  # the dummy never bids


def test_failed_garde_with_the_taker_s_poignee_led_by_the_dummy() -> None:
    """Dealer 1: the forehand is the dummy (seat 2), so seat 0 bids first (garde) and seat 1 passes; seat 0
    takes the chien 1S 2S 1H 2H 1D 2D and discards it (3 points). The dummy leads trick 1 (§13).

    Seat 0 holds T2..T14 and shows them all in trick 1, before its first card: a simple poignée (13
    trumps with 3 seats, R8.1), 20 points that go to the camp that wins the deal (R8.6).

      1–7   the dummy leads T21..T15, the taker under-trumps T2..T8, seat 1 (no trumps) throws KS KH KD KC
            QS QH QD: the dummy; 18 + 10.5 + 4.5 + 3 + 3.5 = 39.5
      8–19  the dummy (or its winner) leads clubs 1C 3C 5C 7C 9C JC, the taker ruffs with T9..T14, seat 1
            follows 2C 4C 6C 8C 10C NC: the taker, 1.5 × 5 + (JC 1.5 + T14 0.5 + NC 2.5) 4.5 = 12; in between
            the taker leads 3S, 3H, 3D, 4S, 4H, 4D and the dummy wins each with 8S 8H 7D 10S 10H 9D
            (1.5 each: 9)
      20    NS 5S JS: the dummy (4.5)     21  NH 5H JH: the dummy (4.5)
      22    ND 5D, seat 1 the Excuse: the dummy; the Excuse stays in its own camp, nothing is owed (7.5)
      23    10D, the taker 6S (void, no trumps), seat 1 JD: seat 1 (2.5)
      24    seat 1 QC, the dummy T1 (void in clubs), the taker 6H: the dummy, petit au bout for the defence (8.5)

    Attack: 12 + discard 3 = 15; defence: 39.5 + 9 + 4.5 + 4.5 + 7.5 + 2.5 + 8.5 = 76 (91). No bout:
    target 56, 56 − 15 = 41: failed. D = (−(25 + 41) − 10) × 2 − 20 (the poignée to the defence) = −172.
    Taker (seat 0) −344, defender (seat 1) +344, dummy 0.
    """
    out = _replay("two-players-garde-failed-poignee")
    (hand,) = out["hands"]
    assert hand["points"] == [15, 76, 76]
    assert hand["scores"] == [-344, 344, 0]
    detail = hand["detail"]
    assert (detail["contract"], detail["taker"], detail["made"], detail["diff"]) == ("garde", 0, False, 41)
    assert detail["poignees"] == [{"seat": 0, "as": "poignee-simple", "points": 20}]
    assert (detail["petit_au_bout"], detail["per_defender"]) == ("defence", -172)
    actions = _load("two-players-garde-failed-poignee")["hands"][0]["actions"]
    assert actions[3] == {"seat": 2, "play": "T21"}  # after two bids and the discard, the dummy leads


def test_garde_sans_counts_the_unseen_chien_for_the_taker() -> None:
    """The deal and the cards of the made petite, bid garde sans: no discard, the chien 1S 2S 3S 1H 2H 1D
    (3 points) counts for the taker unseen (R5.5); this time nobody gives, and the engine gives the
    first eligible card of the defence's tricks in deck order (C15), 8S, worth 0.5 as 5D was.
    Attack 63.5, defence 27.5 as before; D = (25 + 23 + 10) × 4 = 232: taker +464, defender −464, dummy 0.
    """
    out = _replay("two-players-garde-sans")
    (hand,) = out["hands"]
    assert hand["points"] == [27.5, 63.5, 27.5]
    assert hand["scores"] == [-464, 464, 0]
    assert hand["detail"]["per_defender"] == 232 and hand["detail"]["multiplier"] == 4


def test_garde_contre_gives_the_chien_to_the_defence() -> None:
    """The same cards bid garde contre: the chien's 3 points go to the defence (R5.5). Attack
    63.5 − 3 = 60.5, defence 30.5; 60.5 − 41 = 19.5, rounded up to 20. D = (25 + 20 + 10) × 6 = 330:
    taker +660, defender −660, dummy 0."""
    out = _replay("two-players-garde-contre")
    (hand,) = out["hands"]
    assert hand["points"] == [30.5, 60.5, 30.5]
    assert hand["scores"] == [-660, 660, 0]
    assert hand["detail"]["diff"] == 20 and hand["detail"]["per_defender"] == 330


def test_passed_deal_scores_nothing() -> None:
    """Dealer 1: seat 0 and seat 1 pass (the dummy does not speak): a void deal (R4.3), 0 for all three."""
    out = _replay("two-players-passed")
    (hand,) = out["hands"]
    assert hand == {"points": [0, 0, 0], "scores": [0, 0, 0], "detail": {"passed": True}}
    assert out["complete"] is True


def test_a_match_of_two_deals_alternates_dealers_and_sums_totals() -> None:
    """The petite (dealer 0) then the garde (dealer 1): totals [−116 − 344, 116 + 344, 0] = [−460, 460, 0];
    the default session is 2 deals (§13), so the match is over."""
    out = _replay("two-players-match")
    assert [h["scores"] for h in out["hands"]] == [[-116, 116, 0], [-344, 344, 0]]
    assert out["totals"] == [-460, 460, 0]
    assert out["match_over"] is True


def test_the_dummy_may_not_deal() -> None:
    record = _load("two-players-passed")
    record["hands"][0]["dealer"] = 2
    with pytest.raises((RecordError, ReplayRefusal, ValueError), match="dummy"):
        replay_record(record)


def test_a_bid_by_the_dummy_is_refused() -> None:
    record = _load("two-players-passed")
    record["hands"][0]["actions"] = [{"seat": 0, "bid": "pass"}, {"seat": 2, "bid": "pass"}]
    with pytest.raises(ReplayRefusal) as info:
        replay_record(record)
    assert "hand 0, action 1" in str(info.value) and "seat 1 bids now" in str(info.value)


def test_tarocchi_replay_cli_prints_the_hand_checked_totals(tmp_path: Path) -> None:
    out = subprocess.run(
        [sys.executable, "-m", "tarocchi", "replay", "--json", str(RECORDS / "two-players-match.record.json")],
        capture_output=True,
        text=True,
        check=True,
    )
    assert json.loads(out.stdout)["totals"] == [-460, 460, 0]
