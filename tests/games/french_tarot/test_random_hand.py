"""Random deals on the one trusted step (``Game.random_hand``, ``tarocchi bench``) and the random deal masks.

The agreement of thousands of random deals with a checked replay of the same actions is in
test_properties (it replaces the old fast-path trace test).
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tarocchi.cards import FULL_DECK
from tarocchi.cli.bench import measure
from tarocchi.games.french_tarot import FrenchTarot
from tarocchi.games.french_tarot.deal import CHIEN_SIZE, HAND_SIZE, random_deal_masks


@pytest.mark.parametrize("players", [3, 4, 5])
def test_deal_masks_partition_the_deck(players: int) -> None:
    rng = random.Random(players)
    for _ in range(200):
        masks = random_deal_masks(rng, players)
        assert len(masks) == players + 1
        assert [m.bit_count() for m in masks] == [HAND_SIZE[players]] * players + [CHIEN_SIZE[players]]
        total = 0
        for m in masks:
            assert not total & m
            total |= m
        assert total == FULL_DECK


def test_deal_masks_spread_every_card_evenly() -> None:
    # A loose check of uniformity: each card lands in the chien about 6/78 of the time.
    rng = random.Random(11)
    counts: Counter[int] = Counter()
    rounds = 3000
    for _ in range(rounds):
        chien = random_deal_masks(rng, 4)[4]
        for card in range(78):
            if (chien >> card) & 1:
                counts[card] += 1
    expected = rounds * 6 / 78
    assert all(abs(counts[card] - expected) < 5 * expected**0.5 for card in range(78))


def test_play_random_hand_scores_every_contract() -> None:
    game = FrenchTarot.from_options({"players": 4})
    rng = random.Random(5)
    kinds: Counter[str] = Counter()
    for i in range(500):
        result = game.play_random_hand(i % 4, rng)
        assert sum(result.scores) == 0
        detail = result.detail
        if "contract" in detail:
            kinds[detail["contract"]] += 1
            attack = result.points[detail["taker"]]
            defence = next(result.points[s] for s in range(4) if s != detail["taker"])
            assert attack + defence == 91
        else:
            kinds["other"] += 1
    assert set(kinds) >= {"petite", "garde", "garde-sans", "garde-contre"}


def test_random_hand_lists_the_actions_in_record_order() -> None:
    game = FrenchTarot.from_options({"players": 5})
    rng = random.Random(2)
    while True:
        state = game.random_hand(0, rng)
        if "contract" in state.result().detail:
            break
    verbs = [a.verb for a in state.history]
    assert verbs[:5] == ["bid"] * 5 and verbs[5] == "call"
    assert verbs.count("play") == 75
    assert sum(state.deal.hand_masks, state.deal.talon_mask) == FULL_DECK
    with pytest.raises(ValueError):
        state.undo()  # a random hand runs in playout mode


def test_random_hands_reach_every_rule() -> None:
    """The random policy reaches poignées, chelem announcements, gives, petit au bout and petit sec."""
    seen: Counter[str] = Counter()
    for players in (3, 4, 5):
        game = FrenchTarot.from_options({"players": players, "petit_sec": "optional"})
        rng = random.Random(players)
        for i in range(1500):
            state = game.random_hand(i % players, rng)
            detail = state.result().detail
            seen.update(a.verb for a in state.history)
            if "annulled" in detail:
                seen["annulled"] += 1
            elif "contract" in detail:
                seen[f"pab:{detail['petit_au_bout']}"] += 1
                seen[f"chelem:{detail['chelem']}"] += 1
    for key in ("declare", "announce", "give", "call", "discard", "annulled", "pab:attack", "pab:defence"):
        assert seen[key] > 0, key
    assert seen["chelem:announced-failed"] > 0


def test_bench_measure_reports_hands_per_second() -> None:
    out = measure("french-tarot", {"players": 4}, 0.05, 1)
    assert out["game"] == "french-tarot" and out["players"] == 4 and out["agent"] == "random"
    assert out["hands"] >= 20 and out["hands_per_second"] > 0
