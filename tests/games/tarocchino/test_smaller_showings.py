"""13.4, C9: a declaration is listed at its largest, and a seat may show fewer of its cards. The game tells
the edges which parts it accepts (``Game.shows_part``, ``Game.may_show_part``); they must agree with the
state's own ``check`` exactly, and an agent deciding through ids may stop on a smaller showing."""

from __future__ import annotations

import itertools
import random
from typing import Any

import pytest
from tarocchino_helpers import DEAL2, declare, discard, game, m, new_state

from tarocchi.cards import cards_of
from tarocchi.engine.actions import Action
from tarocchi.engine.game import HandState
from tarocchi.errors import IllegalActionError
from tarocchi.games.tarocchino import Tarocchino
from tarocchi.rl.core import DecisionIds

VARIANTS: list[dict[str, Any]] = [
    {},
    {"declaration_timing": "first-trick"},
    {"grande_two_counters": True},
]


def _accepted(state: HandState, action: Action) -> bool:
    try:
        state.check(action)
    except IllegalActionError:
        return False
    return True


def _declaring_states(g: Tarocchino, count: int, seed: int) -> list[HandState]:
    """States of random deals where the seat to act is offered at least one declaration with cards."""
    rng = random.Random(seed)
    out: list[HandState] = []
    while len(out) < count:
        state = g.new_hand(0, g.random_deal(0, rng))
        plays = 0
        while state.to_act is not None and plays < 4:  # declarations end with the first trick (4.1)
            if any(a.verb == "declare" and a.cards for a in state.legal_actions()):
                out.append(state.copy())
            action = g.random_action(state, rng)
            plays += action.verb == "play"
            state.apply(action)
    return out


@pytest.mark.parametrize("options", VARIANTS, ids=["round", "first-trick", "two-counters"])
def test_the_games_parts_are_what_its_check_accepts(options: dict[str, Any]) -> None:
    """Every part of every listed declaration (all of them up to 10 cards, the one-card-smaller ones and a
    sample beyond): ``shows_part`` says yes exactly when the state's ``check`` accepts the showing."""
    g = game(**options)
    rng = random.Random(7)
    compared = accepted = 0
    for state in _declaring_states(g, 120, seed=len(options)):
        for listed in state.legal_actions():
            if listed.verb != "declare" or not listed.cards:
                continue
            bits = cards_of(listed.cards)
            if len(bits) <= 10:
                parts = [
                    sum(1 << c for c in sub) for k in range(1, len(bits) + 1) for sub in itertools.combinations(bits, k)
                ]
            else:
                parts = [listed.cards & ~(1 << c) for c in bits]
                parts += [sum(1 << c for c in rng.sample(bits, rng.randint(1, len(bits)))) for _ in range(200)]
            parts.append(listed.cards | m("5D"))  # a card beyond the listed set is never a part of it
            for part in parts:
                shown = Action(listed.seat, "declare", cards=part, value=listed.value)
                says = g.shows_part(listed, part)
                assert says == (_accepted(state, shown) and part & ~listed.cards == 0), shown.describe()
                compared += 1
                accepted += says
            every = any(g.shows_part(listed, p) for p in parts if p != listed.cards and p & ~listed.cards == 0)
            if len(bits) <= 10:
                assert g.may_show_part(listed) == every, listed.describe()
    assert compared > 1_000 and 0 < accepted < compared


def test_a_cricca_of_four_may_be_shown_as_three_not_as_two() -> None:
    g = game()
    four = declare(1, "KS KH KD KC", "cricca-kings")
    assert g.shows_part(four, m("KS KH KD"))
    assert not g.shows_part(four, m("KS KH"))
    assert not g.shows_part(Action(1, "declare", cards=m("KS KH KD"), value="cricca-kings"), m("KS KH"))
    assert g.may_show_part(four)
    assert not g.may_show_part(declare(1, "KS KH KD", "cricca-kings"))
    # the name is kept: a part that is another combination is not a part of this one
    assert not g.shows_part(declare(1, "T21 T20 T19 T1 FOOL", "seq-grande"), m("T21 T1 FOOL"))


def test_an_agent_deciding_by_ids_may_stop_on_a_smaller_showing() -> None:
    """DecisionIds (what an RL agent sees) offers "done" once the cards picked form a smaller showing."""
    g = game()
    state = new_state(g, 0, DEAL2)
    state.apply(discard(0, "JD 1D"))
    obs = state.observation(1)
    ids = DecisionIds(g, 1, obs.legal, [])
    layout = g.action_layout
    family = layout.family_index("declare", "seq-S")
    for code in ("KS", "QS", "NS"):
        assert ids.apply(layout.pick_id(family, m(code).bit_length() - 1)) is None
    assert layout.done_id(family) in ids.legal()
    action = ids.apply(layout.done_id(family))
    assert action == declare(1, "KS QS NS", "seq-S")
    state.apply(action)  # the game takes it, and scores what was shown
    assert state.declared_by_seat[1] == 10
