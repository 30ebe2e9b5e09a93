"""French Tarot's play-phase legal ids are read straight from its card masks, and are the generic ids.

The generic :func:`tarocchi.engine.ids.legal_ids` works the ids out from the listed actions and card choices
(DESIGN.md §9); the state answers the play phase itself (the plays, a give window's exchange cards, the chelem)
without listing actions. Along seeded random hands of each player count and with the optional rules on, every
state's ids must be the generic ones, and during the play (no poignée open) the state lists no action for them.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from tarocchi.engine import ids as engine_ids
from tarocchi.games import create_game
from tarocchi.games.french_tarot.state import FrenchTarotState

CASES: list[dict[str, Any]] = [
    {"players": 4},
    {"players": 3, "enable_poignee": False},
    {"players": 5},
    {"players": 2},
    {"players": 4, "petit_sec": "optional"},
]


def _case_id(options: dict[str, Any]) -> str:
    return "-".join(f"{k}={v}" for k, v in sorted(options.items()))


@pytest.mark.parametrize("options", CASES, ids=_case_id)
def test_play_ids_are_the_generic_ids_without_listing(options: dict[str, Any], monkeypatch: pytest.MonkeyPatch) -> None:
    game = create_game("french-tarot", options)
    rng = random.Random(3)
    listed = 0
    own = FrenchTarotState.legal_actions

    def counted(state: FrenchTarotState) -> Any:
        nonlocal listed
        listed += 1
        return own(state)

    monkeypatch.setattr(FrenchTarotState, "legal_actions", counted)
    fast_states = gives = announces = 0
    for hand in range(40):
        dealer = hand % 2  # §13: the dummy (seat 2 of two players) never deals
        state = game.new_hand(dealer, game.deal(dealer, rng.getrandbits(64)))
        while state.to_act is not None:
            generic = engine_ids.legal_ids(state)
            fast = state.playing and not state.poignee_open() and state.selection is None
            listed = 0
            ids = state.legal_ids()
            assert ids == generic
            if fast:
                fast_states += 1
                assert listed == 0, "the play phase's ids list no action"
            layout = game.action_layout
            gives += any(layout.decode(i)[0] == "card" and layout.decode(i)[1] == 2 for i in ids)
            announces += any(layout.decode(i)[0] == "value" and layout.decode(i)[1] == 1 for i in ids)
            state.apply_id(rng.choice(ids))
    assert fast_states > 100
    assert gives > 0  # a give window was met (C15)
    assert announces > 0  # the chelem was offered (C13)
