"""``state.ids_for`` of a record's ``declare`` without its optional ``as`` (DESIGN.md §5, §9)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tarocchi.cards import NUM_CARDS, mask_of
from tarocchi.engine.actions import Action
from tarocchi.engine.game import CardChoice
from tarocchi.errors import IllegalActionError, InvalidActionError
from tarocchi.games import create_game


def _some_set(choice: CardChoice) -> Action:
    """The choice's required cards and the first of its pool up to its size."""
    cards, pool = choice.required, choice.pool & ~choice.required
    while cards.bit_count() < choice.size:
        low = pool & -pool
        cards |= low
        pool ^= low
    return choice.action(cards & ~choice.required)


@pytest.mark.parametrize(
    ("name", "options", "wanted"), [("tarocchino", {"players": 4}, 12), ("french-tarot", {"players": 4}, 3)]
)
def test_a_declare_without_as_composes_the_same_ids_as_with_it(name: str, options: dict[str, int], wanted: int) -> None:
    """The cards say what a declaration is, so ``as`` may be left out of a record (tarocchino.md C11, french-tarot.md
    C14); its ids are those of the declaration it names, and applying them gives the same hand."""
    game = create_game(name, options)
    found = 0
    for seed in range(400):
        state = game.new_hand(0, game.deal(0, seed))
        rng = random.Random(seed)
        while not state.is_over and found < wanted:
            declares = [a for a in state.legal_actions() if a.verb == "declare" and a.cards and a.value]
            declares += [_some_set(c) for c in state.card_choices() if c.verb == "declare" and c.value]
            if declares and state.to_act == declares[0].seat:
                named = declares[rng.randrange(len(declares))]
                unnamed = Action(named.seat, "declare", cards=named.cards)
                try:
                    state.copy().apply(unnamed)
                except ValueError:
                    pass  # ambiguous without its name (C11): the record must give it
                else:
                    ids = state.ids_for(unnamed)
                    assert ids == state.ids_for(named)
                    by_ids, by_action = state.copy(), state.copy()
                    for action_id in ids:
                        by_ids.apply_id(action_id)
                    by_action.apply(named)
                    assert by_ids.history[-1].cards == by_action.history[-1].cards
                    assert by_ids.history[-1].value == named.value
                    found += 1
            state.apply(game.random_action(state, rng))
        if found >= wanted:
            break
    assert found >= wanted


@pytest.mark.parametrize(
    ("name", "options", "fewer"), [("tarocchino", {}, 5), ("gatti", {"players": 3, "bonuses": "declared"}, 0)]
)
def test_a_smaller_showing_the_game_accepts_is_made_by_ids_and_no_other(
    name: str, options: dict[str, Any], fewer: int
) -> None:
    """A declaration may show fewer cards than it could (tarocchino.md 13.4): every part of a listed declaration
    that ``apply`` accepts is composed by ``ids_for`` and taken by ``apply_id`` ("done" after its picks); a part
    ``apply`` refuses is refused through ids too. (Gatti's smaller trionfi and frilli are choices of their own.)"""
    game = create_game(name, options)
    accepted = refused = 0
    for seed in range(60):
        state = game.new_hand(0, game.deal(0, seed))
        rng = random.Random(seed)
        while not state.is_over and state.history.__len__() < 12:
            seat = state.to_act
            declares = [a for a in state.legal_actions() if a.seat == seat and a.verb == "declare" and a.cards]
            for full in declares:
                cards = [c for c in range(NUM_CARDS) if (full.cards >> c) & 1]
                part = Action(
                    seat, "declare", cards=mask_of(rng.sample(cards, rng.randrange(1, len(cards)))), value=full.value
                )
                by_action, by_ids = state.copy(), state.copy()
                try:
                    by_action.apply(part)
                except (IllegalActionError, InvalidActionError):
                    with pytest.raises(IllegalActionError):
                        for action_id in state.ids_for(part):
                            by_ids.apply_id(action_id)
                    refused += 1
                    continue
                for action_id in state.ids_for(part):
                    by_ids.apply_id(action_id)
                assert by_ids.history == by_action.history
                accepted += 1
            state.apply(game.random_action(state, rng))
    assert accepted >= fewer and refused >= 5, (accepted, refused)


@pytest.mark.parametrize(("name", "options"), [("tarocchino", {}), ("gatti", {"players": 3, "bonuses": "declared"})])
def test_ids_for_a_record_action_that_implies_passes_gives_them_first(name: str, options: dict[str, Any]) -> None:
    """A record may leave a declaration round's passes out (a card, or a later seat's declaration, implies the
    earlier seats' passes); ``ids_for`` gives those "declare nothing" ids first, so the ids reach the same hand."""
    game = create_game(name, options)
    layout = game.action_layout
    found = 0
    for seed in range(80):
        state = game.new_hand(0, game.deal(0, seed))
        rng = random.Random(seed)
        while not state.is_over and layout.nothing_id not in state.legal_ids():
            state.apply(game.random_action(state, rng))
        if state.is_over or state.to_act is None:
            continue
        seat = state.to_act
        later = [  # a declaration by a seat after the one to act (both games list them by seat)
            a for s in range(game.num_seats) if s != seat for a in state.declaration_options(s)[:1]
        ]
        cards = [Action(s, "play", card=c) for s in range(game.num_seats) for c in range(NUM_CARDS)]
        for action in [*later, *[a for a in cards if _accepts(state, a)][:1]]:
            ids = state.ids_for(action)
            assert ids[0] == layout.nothing_id, (action.describe(), [layout.name(i) for i in ids])
            by_ids, by_action = state.copy(), state.copy()
            for action_id in ids:
                by_ids.apply_id(action_id)
            by_action.apply(action)
            assert by_ids.history[-1] == by_action.history[-1] == action
            play = random.Random(seed)
            while not by_action.is_over:
                step = game.random_action(by_action, play)
                by_action.apply(step)
                by_ids.apply(step)
            assert by_ids.result() == by_action.result()
            found += 1
    assert found >= 5


def _accepts(state: Any, action: Action) -> bool:
    try:
        state.check(action)
    except (IllegalActionError, InvalidActionError):
        return False
    return True
