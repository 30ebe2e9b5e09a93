"""Audit of the review of a hand (:mod:`tarocchi.agents.analysis`): what a seat's decision is valued from.

A seat's decision must be valued from what that seat could know then (its hand, the cards shown, the
history), the unseen cards sampled, never from the record's actual deal: two deals alike in everything the
seat saw, with unseen cards swapped between two other seats, give the same figures with the same seed.
"""

from __future__ import annotations

import itertools
import random
from pathlib import Path

import pytest

from tarocchi.agents.analysis import HandReview, analyze_hand
from tarocchi.cards import SUIT_MASK_OF
from tarocchi.engine.actions import Action
from tarocchi.engine.game import Deal, Game, HandState
from tarocchi.errors import TarocchiError
from tarocchi.records.replay import Replay, replay_files

EXAMPLES = Path(__file__).parents[1] / "data" / "examples"
SAMPLES = 5


def _replay(example: str) -> Replay:
    ((_, replay),) = replay_files([str(EXAMPLES / f"{example}.record.json")])
    assert isinstance(replay, Replay), replay
    return replay


def _states(
    game: Game, dealer: int, deal: Deal, actions: list[Action], previous: HandState | None
) -> list[HandState] | None:
    """The state before each action (on the checking path), or ``None`` when the deal refuses one."""
    try:
        state = game.start_hand(dealer, deal, previous)
        out = []
        for action in actions:
            out.append(state.copy())
            state.apply(action)
    except (TarocchiError, ValueError):
        return None
    return out


def _views(game: Game, states: list[HandState], actions: list[Action], seat: int) -> list[object]:
    """What ``seat`` (and each seat it controls) saw before each of the actions."""
    seen = [s for s in range(game.num_seats) if s == seat or game.controller(s) == seat]
    return [[state.observation(s) for s in seen] for state in states]


def _swap(deal: Deal, a: int, x: int, b: int, y: int) -> Deal:
    """``deal`` with the card ``x`` of seat ``a`` and ``y`` of seat ``b`` exchanged (places kept)."""
    hands = [list(h) for h in deal.hands]
    hands[a][hands[a].index(x)] = y
    hands[b][hands[b].index(y)] = x
    return Deal(tuple(tuple(h) for h in hands), deal.talon)


def twin_deal(
    game: Game, dealer: int, deal: Deal, actions: list[Action], seat: int, previous: HandState | None
) -> Deal:
    """A deal unlike ``deal`` (two cards of two other seats exchanged, neither card played in ``actions``)
    under which ``actions`` are all legal and ``seat`` sees exactly what it saw under ``deal``."""
    states = _states(game, dealer, deal, actions, previous)
    assert states is not None
    views = _views(game, states, actions, seat)
    played = 0
    for action in actions:
        played |= action.cards | ((1 << action.card) if action.verb == "play" else 0)
    others = [s for s in range(game.num_seats) if s != seat and game.controller(s) != seat]
    rng = random.Random(42)
    pairs = list(itertools.combinations(others, 2))
    rng.shuffle(pairs)
    for a, b in pairs:
        xs = [c for c in deal.hands[a] if not (played >> c) & 1]
        ys = [c for c in deal.hands[b] if not (played >> c) & 1]
        tries = [(x, y) for x in xs for y in ys if SUIT_MASK_OF[x] == SUIT_MASK_OF[y] and x != y]
        rng.shuffle(tries)
        for x, y in tries[:40]:
            twin = _swap(deal, a, x, b, y)
            twin_states = _states(game, dealer, twin, actions, previous)
            if twin_states is not None and _views(game, twin_states, actions, seat) == views:
                return twin
    raise AssertionError("no twin deal")


def _figures(review: HandReview) -> list[tuple[int, list[tuple[Action, float, float]]]]:
    return [(d.index, [(o.action, o.value, o.error) for o in d.options]) for d in review.decisions]


CASES = [
    ("french-tarot/valid-01", 1, 0, 30),  # a bid and cards
    ("french-tarot/valid-01", 1, 2, 30),  # the taker's discard and cards
    ("french-tarot/valid-05", 0, 0, 30),  # a bid, a call and cards
    ("french-tarot/valid-05", 0, 3, 30),  # a poignée beside the first card, and cards
    ("gatti/valid-00", 0, 0, 30),  # the discard and cards
    ("gatti/valid-00", 0, 1, 30),
    ("piedmontese/valid-02", 0, 2, 30),  # the discard and cards
    ("tarocchino/valid-02", 0, 2, 30),  # a declaration and cards
]


@pytest.mark.parametrize(("example", "hand", "seat", "upto"), CASES)
def test_a_decision_is_valued_from_what_the_seat_saw_not_from_the_deal(
    example: str, hand: int, seat: int, upto: int
) -> None:
    """Item 2: the review of ``seat``'s first ``upto`` actions is the same, figure for figure, under the
    record's deal and under a twin deal whose unseen cards two other seats hold the other way round."""
    replay = _replay(example)
    game = replay.game
    record = replay.hands[hand].record
    assert record.deal is not None
    actions = list(record.actions[:upto])
    previous = replay.hands[hand - 1].state if hand else None
    twin = twin_deal(game, record.dealer, record.deal, actions, seat, previous)
    assert twin != record.deal
    kwargs = {"seats": [seat], "previous": previous, "hand": hand, "samples": SAMPLES, "seed": 3}
    real = analyze_hand(game, record.dealer, record.deal, actions, **kwargs)  # type: ignore[arg-type]
    other = analyze_hand(game, record.dealer, twin, actions, **kwargs)  # type: ignore[arg-type]
    assert real.decisions, "nothing reviewed: the test would prove nothing"
    assert _figures(real) == _figures(other)


def test_the_same_record_seat_and_seed_give_the_same_figures() -> None:
    """Item 4: a review is reproducible (the seed alone draws the worlds), and another seed draws others."""
    replay = _replay("french-tarot/valid-05")
    record = replay.hands[0].record
    assert record.deal is not None
    actions = list(record.actions[:25])

    def run(seed: int) -> HandReview:
        return analyze_hand(replay.game, record.dealer, record.deal, actions, seats=[3], samples=SAMPLES, seed=seed)  # type: ignore[arg-type]

    first, again, other = run(1), run(1), run(2)
    assert _figures(first) == _figures(again)
    assert _figures(first) != _figures(other)


def test_a_choice_that_lost_nothing_is_the_best_not_an_equal_option() -> None:
    """Item 1: a choice worth as much as the best option (an equivalent card; a card that changes nothing
    in any world) is reported as the best, first among its equals with no error, so neither the text
    ("best play T5 ... loss 0.0" for T21) nor the JSON (``best`` other than ``chosen``) names another."""
    replay = _replay("french-tarot/valid-05")
    record = replay.hands[0].record
    assert record.deal is not None
    review = analyze_hand(replay.game, record.dealer, record.deal, list(record.actions[:50]), seats=[3], samples=4)
    lost_nothing = [d for d in review.decisions if d.loss == 0]
    tied = [d for d in lost_nothing if sum(o.value == d.best.value for o in d.options) > 1]
    assert tied, "no tie in this hand: the test would prove nothing"
    for d in lost_nothing:
        assert d.best.action == d.chosen and d.chosen_option.error == 0, d
        assert d.to_json()["best"] == d.to_json()["chosen"]


# -- helper-42b: the open points -------------------------------------------------------------------------------


def test_one_world_calls_no_decision_a_mistake() -> None:
    """Point 1: over a single world there is no standard error, so a loss is no evidence: no decision is a
    mistake, however much it lost in that world (the same hand over two worlds does call some)."""
    replay = _replay("french-tarot/valid-00")
    record = replay.hands[0].record
    assert record.deal is not None

    def run(samples: int) -> HandReview:
        return analyze_hand(replay.game, record.dealer, record.deal, record.actions, seats=[1], samples=samples)

    one = run(1)
    assert [d for d in one.decisions if d.loss >= 1], "no loss over one world: the test would prove nothing"
    assert not [d for d in one.decisions if d.is_mistake] and not one.mistakes()
    assert not [d for d in one.decisions if d.to_json()["mistake"]] and one.to_json()["mistakes"] == []
    assert run(2).mistakes(), "two worlds call mistakes again"


def _forced_only() -> tuple[Replay, list[Action]]:
    """French Tarot valid-05's first seven actions: seat 1's only one is a pass it was bound to make (the
    first bid was a garde contre, which nothing overcalls)."""
    replay = _replay("french-tarot/valid-05")
    return replay, list(replay.hands[0].record.actions[:7])


def test_a_hand_whose_every_decision_was_forced_says_there_was_nothing_to_review() -> None:
    """Point 2: a hand with nothing reviewed is not one with no mistake: the review says so (``forced``,
    ``nothing_to_review`` in the JSON), and a hand with decisions says the opposite."""
    replay, actions = _forced_only()
    record = replay.hands[0].record
    assert record.deal is not None
    nothing = analyze_hand(replay.game, record.dealer, record.deal, actions, seats=[1], samples=2)
    assert nothing.decisions == () and nothing.forced == 1
    assert nothing.to_json()["nothing_to_review"] is True
    some = analyze_hand(replay.game, record.dealer, record.deal, actions, seats=[0], samples=2)
    assert some.decisions and some.to_json()["nothing_to_review"] is False


def test_a_declaration_made_without_its_name_is_named_as_the_game_names_it() -> None:
    """Point 4: French Tarot valid-05's seat 3 shows eight trumps with no ``as``; the review named it
    "declare T10, T11, ..." beside a best "declare poignee-triple (...)". It is named from the game's own
    card choice that allows those cards (whatever cards they are), in the text and in the JSON."""
    replay = _replay("french-tarot/valid-05")
    record = replay.hands[0].record
    assert record.deal is not None
    made = record.actions[9]
    assert made.verb == "declare" and made.value is None
    state = replay.game.start_hand(record.dealer, record.deal, None)
    for action in record.actions[:9]:
        state.apply(action)
    (name,) = {c.value for c in state.card_choices() if c.verb == "declare" and c.allows(made.cards)}
    assert name == "poignee-simple"
    review = analyze_hand(replay.game, record.dealer, record.deal, list(record.actions[:11]), seats=[3], samples=2)
    decision = next(d for d in review.decisions if d.index == 9)
    assert decision.chosen.cards == made.cards and decision.chosen.value == name
    assert decision.chosen.describe().startswith(f"declare {name} (")
    assert decision.to_json()["chosen"]["as"] == name
    assert all(o.action.value for o in decision.options if o.action.verb == "declare" and o.action.cards)
