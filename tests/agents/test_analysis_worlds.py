"""The review values each distinct world once where the seat could be in few (README, "Reviewing a hand").

A 2-player hand whose only hidden hand is the opponent's (the Piedmontese dealer's discard and play, the play of
French Tarot "avec le mort" or of Gatti with dummies face up) has one world: sampling it 40 times gave a
meaningless ± 0. The sampler's :func:`solutions` lists the distinct worlds; the review says how many it used.
"""

from __future__ import annotations

import itertools
import json
import random
from pathlib import Path
from typing import Any

import pytest

from tarocchi.agents.analysis import HandReview, analyze_hand
from tarocchi.agents.search.sampler import SamplingProblem, solutions
from tarocchi.cards import cards_of
from tarocchi.records.replay import replay_files

SAMPLES = 8


def brute_solutions(problem: SamplingProblem) -> set[tuple[int, ...]]:
    """Every placement of the cards into the slots that :meth:`SamplingProblem.is_solution` accepts."""
    cards = cards_of(problem.cards)
    found: set[tuple[int, ...]] = set()
    for slots in itertools.product(range(len(problem.sizes)), repeat=len(cards)):
        parts = [0] * len(problem.sizes)
        for card, slot in zip(cards, slots, strict=True):
            parts[slot] |= 1 << card
        if problem.is_solution(parts):
            found.add(tuple(parts))
    return found


def random_problem(rng: random.Random) -> SamplingProblem | None:
    """A small problem with random sizes and forbidden cards (``None`` when it has no solution)."""
    n = rng.randrange(1, 8)
    m = rng.randrange(1, 4)
    cut = sorted(rng.randrange(n + 1) for _ in range(m - 1))
    sizes = tuple(b - a for a, b in zip([0, *cut], [*cut, n], strict=True))
    allowed = tuple(sum(1 << c for c in range(n) if rng.random() < 0.75) for _ in range(m))
    return SamplingProblem((1 << n) - 1, sizes, allowed)


def test_solutions_are_every_distinct_placement_once() -> None:
    rng = random.Random(5)
    checked = 0
    for _ in range(200):
        problem = random_problem(rng)
        assert problem is not None
        expected = brute_solutions(problem)
        if not expected:
            continue
        found = solutions(problem, 10_000)
        assert found is not None
        assert len(found) == len(expected)
        assert {tuple(parts) for parts in found} == expected
        checked += 1
    assert checked > 50


def test_solutions_stop_past_the_limit() -> None:
    problem = SamplingProblem(0b111111, (3, 3), (0b111111, 0b111111))  # C(6, 3) = 20 placements
    assert solutions(problem, 19) is None
    found = solutions(problem, 20)
    assert found is not None and len(found) == 20
    one = SamplingProblem(0b1111, (4,), (0b1111,))
    assert solutions(one, 1) == [[0b1111]]


def two_player_record(tmp_path: Path, game: str, seed: int) -> Path:
    """A 2-player hand played by the heuristic through ``tarocchi match``."""
    from tarocchi.cli import main

    main(["match", game, "--players", "2", "--deals", "1", "--agents", "heuristic", "--seed", str(seed),
          "--records", str(tmp_path), "--no-progress"])  # fmt: skip
    return next(tmp_path.glob("*.json"))


def review(path: Path, seat: int) -> HandReview:
    ((_, outcome),) = replay_files([str(path)])
    assert not isinstance(outcome, Exception)
    record = outcome.hands[0].record
    game = outcome.game
    deal = record.deal if record.deal is not None else game.deal(record.dealer, record.seed or 0)
    return analyze_hand(game, record.dealer, deal, record.actions, seats=[seat], samples=SAMPLES)


@pytest.fixture(scope="module")
def piedmontese(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return two_player_record(tmp_path_factory.mktemp("piedmontese"), "piedmontese", 1)


def discarder(path: Path) -> int:
    actions: list[dict[str, Any]] = json.loads(path.read_text())["hands"][0]["actions"]
    return next(int(a["seat"]) for a in actions if "discard" in a)


def test_piedmontese_two_player_discard_has_one_exact_world(piedmontese: Path) -> None:
    seat = discarder(piedmontese)
    rev = review(piedmontese, seat)
    discard = next(d for d in rev.decisions if d.phase == "discard")
    assert discard.distinct == 1
    assert discard.worlds == 1  # valued once, not SAMPLES copies of the same deal
    assert discard.exact
    entry = discard.to_json()
    assert entry["distinct_worlds"] == 1 and entry["exact"] is True
    assert entry["exact"] and entry["error"] == 0.0 and all(o["error"] == 0.0 for o in entry["options"])
    # an exact loss of a point or more is a mistake however few the deals
    assert discard.is_mistake == (discard.loss >= 1.0)


def test_piedmontese_dealer_plays_in_one_world_the_other_seat_samples(piedmontese: Path) -> None:
    seat = discarder(piedmontese)
    plays = [d for d in review(piedmontese, seat).decisions if d.phase == "play"]
    assert plays and all(d.distinct == 1 for d in plays)
    # a played-out (not solved) card: one deal, its playouts' spread kept, never called exact
    assert any(not d.exact and d.worlds == SAMPLES for d in plays)
    other = [d for d in review(piedmontese, 1 - seat).decisions if d.phase == "play"]
    assert other[0].distinct is None  # the discard unseen: many deals, sampled
    assert other[0].to_json()["distinct_worlds"] is None


@pytest.mark.parametrize(("game", "seed"), [("french-tarot", 2), ("gatti", 1)])
def test_two_player_dummies_face_up_leave_one_world(tmp_path: Path, game: str, seed: int) -> None:
    path = two_player_record(tmp_path, game, seed)
    reviews = [review(path, seat) for seat in (0, 1)]
    plays = [d for rev in reviews for d in rev.decisions if d.phase == "play"]
    assert plays
    single = [d for d in plays if d.distinct == 1]
    assert single, "some seat's card play has a single possible deal"
    assert all(d.worlds <= SAMPLES for d in plays)
    assert all(d.distinct is None or d.distinct <= SAMPLES for d in plays)
