"""12.3, C14-C16: in the called-king game a Fool player who does not know the sides is not offered the
``give``, and one he sends (a person's crafted message, an integer id) is refused with the same reason
whether a debt is owed and the window open or not: the refusal would otherwise tell him who won for whom.
A record, written with every fact known, may still hold the give (``check``)."""

from __future__ import annotations

import random

import pytest

from tarocchi.cards import cards_of
from tarocchi.engine.actions import Action
from tarocchi.errors import IllegalActionError
from tarocchi.games import create_game


def _walk(seed: int, hands: int) -> list[tuple[object, int, bool]]:
    """States of random called-king hands where the Fool's player does not know the sides, with the seat
    and whether a give is open (legal by the rules) there."""
    game = create_game("gatti", {"players": 4, "mode": "call"})
    rng = random.Random(seed)
    found: list[tuple[object, int, bool]] = []
    for _ in range(hands):
        state = game.new_hand(0, game.deal(0, rng.getrandbits(64)))
        while not state.is_over:
            fool = state._fool_seat
            if fool >= 0 and not state.knows_sides(fool):
                found.append((state.copy(), fool, any(a.verb == "give" for a in state.legal_actions())))
            legal = [a for a in state.legal_actions() if a.seat == state.to_act]
            choices = state.card_choices()
            if not legal and choices:
                choice = choices[0]
                picked = rng.sample(cards_of(choice.pool), choice.size - choice.required.bit_count())
                state.apply(choice.action(sum(1 << c for c in picked)))
                continue
            state.apply(rng.choice(legal))
    return found


CASES = _walk(11, 60)


def test_the_walk_meets_both_windows() -> None:
    assert any(open_ for _, _, open_ in CASES) and any(not open_ for _, _, open_ in CASES)


@pytest.mark.parametrize("open_window", [True, False], ids=["window-open", "window-closed"])
def test_a_hidden_give_is_refused_alike_open_or_not(open_window: bool) -> None:
    cases = [(state, seat) for state, seat, open_ in CASES if open_ == open_window]
    for state, seat in cases:
        layout = state.game.action_layout
        gives = [a for a in state.legal_actions() if a.verb == "give"]
        card = gives[0].card if gives else 0
        action = Action(seat, "give", card=card)
        if gives:
            state.check(action)  # a record may hold it
        assert not any(a.verb == "give" for a in state.observation(seat).legal)
        with pytest.raises(IllegalActionError) as live:
            state.check_live(action)
        assert live.value.code == "give_sides_hidden"
        if state.to_act == seat:  # the same through an integer id (not among the seat's legal ids)
            assert layout.give_base + card not in state.legal_ids()
            with pytest.raises(IllegalActionError) as by_id:
                state.apply_id(layout.give_base + card)
            assert by_id.value.code == "give_sides_hidden"
