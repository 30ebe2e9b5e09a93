"""Scoring vectors S1–S18 of french-tarot.md §15.1 and the worked examples of §10.A."""

from __future__ import annotations

import pytest

from tarocchi.games.french_tarot.scoring import (
    CHELEM_BONUS,
    MULTIPLIERS,
    Margin,
    chelem_status,
    margin,
    points_value,
    shares,
)

# id, players, contract, attack points, bouts, poignée total, petit au bout (+1 A, -1 D, 0), chelem,
# partner (True: a partner, False: alone; 3/4 players: False), expected D, expected results taker first
# (partner second with five players), then each defender.
VECTORS = [
    ("S1", 4, "garde", 49, 2, 0, 0, None, False, 66, [198, -66, -66, -66]),
    ("S2", 4, "garde", 49, 2, 20, 1, None, False, 106, [318, -106, -106, -106]),
    ("S3", 4, "petite", 44, 1, 0, 0, None, False, -32, [-96, 32, 32, 32]),
    ("S4", 4, "garde-sans", 47, 2, 0, -1, None, False, 84, [252, -84, -84, -84]),
    ("S5", 4, "garde-contre", 48, 1, 20, 0, None, False, -188, [-564, 188, 188, 188]),
    ("S6", 4, "garde-contre", 45, 2, 30, 0, None, False, 204, [612, -204, -204, -204]),
    ("S7", 5, "garde", 43.5, 2, 0, 0, None, True, 56, [112, 56, -56, -56, -56]),
    ("S8", 5, "petite", 50, 1, 0, 0, None, False, -26, [-104, 26, 26, 26, 26]),
    ("S9", 3, "garde", 40.5, 2, 0, 0, None, False, -52, [-104, 52, 52]),
    ("S10", 4, "garde-sans", 91, 3, 0, 1, "announced-made", False, 760, [2280, -760, -760, -760]),
    ("S10b", 4, "garde-sans", 91, 3, 0, 0, "announced-made", False, 720, [2160, -720, -720, -720]),
    ("S11", 4, "garde", 70, 3, 0, 0, "announced-failed", False, -82, [-246, 82, 82, 82]),
    ("S12", 4, "petite", 86.5, 2, 0, 1, "made", False, 281, [843, -281, -281, -281]),
    ("S13", 3, "garde", 48.5, 1, 20, -1, None, False, -96, [-192, 96, 96]),
    ("S14", 4, "petite", 51, 1, 0, 0, None, False, 25, [75, -25, -25, -25]),
    ("S15", 4, "garde-contre", 46, 1, 0, 1, None, False, -120, [-360, 120, 120, 120]),
    ("S16", 5, "garde-contre", 52, 1, 20, -1, None, True, 116, [232, 116, -116, -116, -116]),
    ("S17", 3, "petite", 41.5, 2, 0, 0, None, False, 26, [52, -26, -26]),
    ("S18", 5, "garde-sans", 60, 2, 40, 1, None, False, 256, [1024, -256, -256, -256, -256]),
]


def _score(
    players: int, contract: str, pts: float, bouts: int, poignee: int, pab: int, chelem: str | None, partner: bool
) -> tuple[Margin, list[int]]:
    bonus = CHELEM_BONUS[chelem] if chelem else 0
    result = margin(MULTIPLIERS[contract], round(2 * pts), bouts, pab, poignee, bonus)
    scores = shares(players, 0, 1 if partner else None, result.per_defender)
    return result, scores


@pytest.mark.parametrize("vector", VECTORS, ids=[v[0] for v in VECTORS])
def test_scoring_vector(vector: tuple) -> None:
    _, players, contract, pts, bouts, poignee, pab, chelem, partner, expected_d, expected = vector
    result, scores = _score(players, contract, pts, bouts, poignee, pab, chelem, partner)
    assert result.per_defender == expected_d
    assert scores == expected
    assert sum(scores) == 0  # R10.5


def test_s10_derivation() -> None:
    # diff = 91 − 36 = 55, so (25 + 55 + 10)·4 = 360, plus 400 = 760.
    result, _ = _score(4, "garde-sans", 91, 3, 0, 1, "announced-made", False)
    assert (result.target, result.diff, result.made) == (36, 55, True)


def test_s11_contract_made_but_taker_negative() -> None:
    # R9.6: diff 34, 59·2 = 118, minus 200 = −82.
    result, scores = _score(4, "garde", 70, 3, 0, 0, "announced-failed", False)
    assert result.made and result.diff == 34
    assert scores[0] == -246


def test_s12_half_point_margin_rounds_up() -> None:
    # 86.5 − 41 = 45.5, rounded to 46.
    result, _ = _score(4, "petite", 86.5, 2, 0, 1, "made", False)
    assert result.diff == 46


def test_s13_lost_by_two_and_a_half() -> None:
    result, _ = _score(3, "garde", 48.5, 1, 20, -1, None, False)
    assert (result.made, result.diff) == (False, 3)


def test_s14_juste_fait_is_made() -> None:
    # R10.2, R10.6: reaching the target exactly wins by 0.
    result, _ = _score(4, "petite", 51, 1, 0, 0, None, False)
    assert (result.made, result.diff, result.per_defender) == (True, 0, 25)


@pytest.mark.parametrize(
    ("pts", "made", "diff"),
    [(40.5, False, 1), (41.5, True, 1), (41, True, 0), (40, False, 1)],
)
def test_half_point_rounding_of_the_fft_annex(pts: float, made: bool, diff: int) -> None:
    # R10.3: 40.5 against 41 loses by 1; 41.5 wins by 1.
    result = margin(1, round(2 * pts), 2, 0, 0, 0)
    assert (result.made, result.diff) == (made, diff)


# §10.A worked examples: (players, contract, pts, bouts, poignée, pab, partner, D, taker's result)
WORKED = [
    (4, "garde", 49, 2, 0, 0, False, 66, 198),
    (4, "garde", 49, 2, 20, 1, False, 106, 318),
    (4, "petite", 44, 1, 0, 0, False, -32, -96),
    (4, "garde-sans", 47, 2, 0, -1, False, 84, 252),
    (4, "garde-contre", 48, 1, 20, 0, False, -188, -564),
    (4, "garde-contre", 45, 2, 30, 0, False, 204, 612),
    (5, "garde", 43.5, 2, 0, 0, True, 56, 112),
    (3, "garde", 40.5, 2, 0, 0, False, -52, -104),
]


@pytest.mark.parametrize("example", WORKED, ids=[f"10.A-{i + 1}" for i in range(len(WORKED))])
def test_worked_example(example: tuple) -> None:
    players, contract, pts, bouts, poignee, pab, partner, expected_d, taker = example
    result, scores = _score(players, contract, pts, bouts, poignee, pab, None, partner)
    assert result.per_defender == expected_d
    assert scores[0] == taker
    assert sum(scores) == 0


def test_shares_by_player_count() -> None:
    # R10.4, R6.6
    assert shares(3, 2, None, 10) == [-10, -10, 20]
    assert shares(4, 1, None, 10) == [-10, 30, -10, -10]
    assert shares(5, 4, 0, 10) == [10, -10, -10, -10, 20]
    assert shares(5, 4, None, -10) == [10, 10, 10, 10, -40]


def test_chelem_status() -> None:
    kwargs = {"enabled": True, "defence_chelem": False}
    assert chelem_status(announced=True, attack_all=True, defence_all=False, **kwargs) == "announced-made"
    assert chelem_status(announced=True, attack_all=False, defence_all=False, **kwargs) == "announced-failed"
    assert chelem_status(announced=False, attack_all=True, defence_all=False, **kwargs) == "made"
    assert chelem_status(announced=False, attack_all=False, defence_all=True, **kwargs) is None
    # R9.7, C17: the defence chelem only with the option, and -200 once when announced and lost.
    on = {"enabled": True, "defence_chelem": True}
    assert chelem_status(announced=False, attack_all=False, defence_all=True, **on) == "defence"
    assert chelem_status(announced=True, attack_all=False, defence_all=True, **on) == "announced-failed"
    assert CHELEM_BONUS["defence"] == CHELEM_BONUS["announced-failed"] == -200
    # C17: enable_chelem false removes every chelem bonus.
    off = {"enabled": False, "defence_chelem": True}
    assert chelem_status(announced=False, attack_all=True, defence_all=False, **off) is None
    assert chelem_status(announced=False, attack_all=False, defence_all=True, **off) is None


def test_points_value() -> None:
    # C6: whole numbers where whole, halves as .5.
    assert points_value(182) == 91 and isinstance(points_value(182), int)
    assert points_value(81) == 40.5
