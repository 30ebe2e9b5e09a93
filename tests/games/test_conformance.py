"""One conformance test run on every game and every benchmarked option set (STYLE.md, after OpenSpiel).

Random hands are played through the checking API; at every step: each listed legal action passes
``check``; cards that are not legal to play are refused; undo restores; copies are independent; no
observation shows a card of another seat's hand that was not shown to everyone; and the finished
match, written as a record, replays to the same scores.

Integer actions (DESIGN.md §9), over random hands of every game and option set: each id names itself
and its record action maps back to it; the legal ids are exactly the legal actions (card-by-card
picks compose to exactly the legal sets); every other id is refused with a reason and changes
nothing; a hand played by ids to its end gives the same result as the checked ``apply`` of the same
actions from the same deal; and a playout (``HandState.playout``, ``play_card``) equals a checked run.
"""

from __future__ import annotations

import copy
import itertools
import math
import random
from typing import Any

import pytest

from tarocchi.cards import cards_of, mask_of
from tarocchi.engine.actions import Action
from tarocchi.engine.game import Game, HandState
from tarocchi.errors import IllegalActionError, InvalidActionError
from tarocchi.games import create_game, game_class, game_names
from tarocchi.records import replay_record
from tarocchi.session import MatchSession, first_dealers


def _configs() -> list[tuple[str, dict[str, Any]]]:
    out = []
    for name in game_names():
        for options in game_class(name).variants():
            out.append((name, dict(options)))
    return out


CONFIGS = _configs()


def _id(config: tuple[str, dict[str, Any]]) -> str:
    name, options = config
    return name + "".join(f"-{k}={v}" for k, v in sorted(options.items()))


def _dealer(game: Game, k: int) -> int:
    """The ``k``-th seat (cyclically) among those that may deal (a dummy never does: French Tarot for two)."""
    dealers = first_dealers(game)
    return dealers[k % len(dealers)]


def _hands_of_others(state: HandState, seat: int) -> int:
    """Cards in the other seats' hands now, read from the other seats' own observations."""
    mask = 0
    for other in range(state.game.num_seats):
        if other != seat:
            mask |= state.observation(other).hand
    return mask


def _check_observations(state: HandState) -> None:
    game = state.game
    for seat in range(game.num_seats):
        obs = state.observation(seat)
        assert obs.seat == seat
        shown = 0
        for cards in obs.public_cards.values():
            shown |= cards
        for cards in obs.private_cards.values():
            shown |= cards  # e.g. a dummy's hand seen by its controller
        for action in obs.history:
            if action.seat != seat and action.verb == "declare":
                shown |= action.cards
        leaked = obs.visible_cards() & _hands_of_others(state, seat) & ~shown & ~obs.hand
        assert not leaked, f"seat {seat} sees {cards_of(leaked)} of other hands in phase {obs.phase}"


def _illegal_plays_are_refused(state: HandState, rng: random.Random) -> None:
    seat = state.to_act
    assert seat is not None
    legal = state.legal_actions()
    playable = {a.card for a in legal if a.verb == "play" and a.seat == seat}
    if not playable:
        return
    hand = state.observation(seat).hand
    for card in rng.sample(cards_of(hand), min(3, hand.bit_count())):
        if card in playable:
            continue
        with pytest.raises((IllegalActionError, InvalidActionError)):
            state.check(Action(seat, "play", card=card))


def _step(game: Game, state: HandState, rng: random.Random, check_extras: bool) -> Action:
    if check_extras:
        for action in state.legal_actions():
            state.check(action)
        _illegal_plays_are_refused(state, rng)
        _check_observations(state)
    return game.random_action(state, rng)


@pytest.mark.parametrize("config", CONFIGS, ids=_id)
def test_random_matches_follow_the_contract(config: tuple[str, dict[str, Any]]) -> None:
    name, options = config
    game = create_game(name, options)
    for seed in range(4):
        rng = random.Random(seed)
        session = MatchSession(game, seed=seed)
        steps = 0
        while True:
            state = session.state
            while not session.hand_finished:
                action = _step(game, state, rng, check_extras=steps % 3 == 0)
                before = [state.observation(s) for s in range(game.num_seats)]
                copy = state.copy()
                session.apply(action)
                if not session.hand_finished:
                    state.undo()
                    assert [state.observation(s) for s in range(game.num_seats)] == before
                    state.apply(action)
                assert copy.observation(0) == before[0], "the copy changed with the original"
                steps += 1
            if session.is_over or len(session.results) >= 3:
                break
            session.next_hand()
        replay = replay_record(session.record.to_json())
        assert [r.scores for r in replay.results] == [r.scores for r in session.results]
        assert replay.to_json()["totals"] == replay_record(replay.record.to_json()).to_json()["totals"]


# ---------------------------------------------------------------------- integer actions and playouts


def _count_sets(state: HandState, seat: int) -> int:
    """How many set-valued decisions ``seat`` has (an upper bound where choices overlap)."""
    listed = sum(1 for a in state.legal_actions() if a.seat == seat and a.verb in ("discard", "declare") and a.cards)
    return listed + sum(
        math.comb((c.pool & ~c.required).bit_count(), c.size - c.required.bit_count())
        for c in state.card_choices()
        if c.seat == seat
    )


def _legal_sets(state: HandState, seat: int) -> set[tuple[str, str | None, int]]:
    """Every legal set-valued decision of ``seat`` as (verb, as, cards), card choices expanded."""
    out = set()
    for action in state.legal_actions():
        if action.seat == seat and action.verb in ("discard", "declare") and action.cards:
            out.add((action.verb, action.value, action.cards))
            if action.verb == "declare":
                out |= _smaller_showings(state, action)
    for choice in state.card_choices():
        if choice.seat != seat:
            continue
        free = choice.size - choice.required.bit_count()
        for combo in itertools.combinations(cards_of(choice.pool & ~choice.required), free):
            out.add((choice.verb, choice.value, choice.required | mask_of(combo)))
    return out


def _smaller_showings(state: HandState, declared: Action) -> set[tuple[str, str | None, int]]:
    """The parts of a listed declaration that ``check`` accepts (a smaller showing: tarocchino.md 13.4)."""
    out = set()
    cards = cards_of(declared.cards)
    for size in range(1, len(cards)):
        for part in itertools.combinations(cards, size):
            action = Action(declared.seat, "declare", cards=mask_of(part), value=declared.value)
            try:
                state.check(action)
            except (IllegalActionError, InvalidActionError):
                continue
            out.add(("declare", declared.value, action.cards))
    return out


def _composed_sets(state: HandState, limit: int) -> set[tuple[str, str | None, int]] | None:
    """Every set decision reachable by picks from ``state`` (``None`` when there are more than ``limit``)."""
    layout = state.game.action_layout
    out: set[tuple[str, str | None, int]] = set()
    frontier = [state]
    while frontier:
        current = frontier.pop()
        picked = current.selection.cards if current.selection is not None else 0
        for action_id in current.legal_ids():
            kind, family, card = layout.decode(action_id)
            if kind not in ("pick", "done") or (kind == "pick" and picked >> card):
                # Picks in ascending order reach every set once: what may be added never depends on
                # the order of the cards already picked (the legal sets are closed under subsets).
                continue
            if current.selection is not None and current.selection.family != family:
                raise AssertionError("a pick of another family is legal during a selection")
            nxt = current.copy()
            done = nxt.apply_id(action_id)
            if done is not None:
                out.add((done.verb, done.value, done.cards))
                if len(out) > limit:
                    return None
            else:
                frontier.append(nxt)
    return out


def _random_pick_chain(state: HandState, rng: random.Random) -> tuple[str, str | None, int] | None:
    """Follow random picks from ``state`` to a completed set decision; check it is a legal one."""
    layout = state.game.action_layout
    picks = [i for i in state.legal_ids() if layout.decode(i)[0] == "pick"]
    if not picks:
        return None
    probe = state.copy()
    done = probe.apply_id(rng.choice(picks))
    while done is None:
        done = probe.apply_id(rng.choice(probe.legal_ids()))
    state.copy().check(done)
    return (done.verb, done.value, done.cards)


def _check_ids(state: HandState, rng: random.Random) -> None:
    game = state.game
    layout = game.action_layout
    seat = state.to_act
    assert seat is not None
    ids = state.legal_ids()
    assert ids == sorted(set(ids)) and all(0 <= i < game.num_distinct_actions for i in ids)
    listed = [a for a in state.legal_actions() if a.seat == seat]
    singles = {layout.single_id(a) for a in listed if not (a.verb in ("discard", "declare") and a.cards)}
    picks = {i for i in ids if layout.decode(i)[0] in ("pick", "done")}
    assert set(ids) - picks == singles, "the single legal ids are not the listed actions"
    for action in listed:
        if not (action.verb in ("discard", "declare") and action.cards):
            action_id = layout.single_id(action)
            assert game.action_name(action_id).startswith(action.verb) or action.verb == "declare"
    if _count_sets(state, seat) > 400:
        # Too many to list: check a few random complete picks instead of the whole tree.
        expected = {_random_pick_chain(state, rng) for _ in range(5)}
    else:
        expected = _legal_sets(state, seat)
        composed = _composed_sets(state, 400)
        assert composed == expected, "card-by-card picks do not compose to exactly the legal sets"
    expected.discard(None)  # type: ignore[arg-type]
    for verb, value, cards in rng.sample(sorted(expected, key=str), min(3, len(expected))):
        chain = state.ids_for(Action(seat, verb, cards=cards, value=value))  # type: ignore[arg-type]
        probe = state.copy()
        done = None
        for action_id in chain:
            done = probe.apply_id(action_id)
        assert done == Action(seat, verb, cards=cards, value=value)  # type: ignore[arg-type]
    before = state.observation(seat)
    for action_id in rng.sample(range(game.num_distinct_actions), 12):
        if action_id in ids:
            continue
        with pytest.raises(IllegalActionError) as refused:
            state.apply_id(action_id)
        assert refused.value.reason
        assert state.selection is None or state.selection == state.copy().selection
    assert state.observation(seat) == before, "a refused id changed the state"
    with pytest.raises(IllegalActionError):
        state.apply_id(game.num_distinct_actions)


@pytest.mark.parametrize("config", CONFIGS, ids=_id)
def test_hands_played_by_ids_match_the_checked_path(config: tuple[str, dict[str, Any]]) -> None:
    name, options = config
    game = create_game(name, options)
    for seed in range(6):
        rng = random.Random(100 + seed)
        dealer = _dealer(game, seed)
        deal = game.deal(dealer, rng.getrandbits(64))
        by_ids = game.new_hand(dealer, deal)
        checked = game.new_hand(dealer, deal)
        step = 0
        while by_ids.to_act is not None:
            if step % 4 == 0 and by_ids.selection is None:
                _check_ids(by_ids, rng)
            action_id = rng.choice(by_ids.legal_ids())
            name_of = game.action_name(action_id)
            assert isinstance(name_of, str) and name_of
            done = by_ids.apply_id(action_id)
            if done is not None:
                # The record action maps back to the ids that compose it, from the state before it.
                chain = checked.ids_for(done)
                probe = checked.copy()
                outcomes = [probe.apply_id(i) for i in chain]
                assert outcomes[-1] == done and all(o is None for o in outcomes[:-1])
                checked.apply(done)
            step += 1
        assert by_ids.is_over and checked.is_over
        assert by_ids.result() == checked.result()
        assert list(by_ids.history) == list(checked.history)


@pytest.mark.parametrize("config", CONFIGS, ids=_id)
def test_playouts_equal_checked_runs(config: tuple[str, dict[str, Any]]) -> None:
    name, options = config
    game = create_game(name, options)
    reached = 0
    for seed in range(8):
        rng = random.Random(200 + seed)
        dealer = _dealer(game, seed)
        state = game.new_hand(dealer, game.deal(dealer, rng.getrandbits(64)))
        while state.to_act is not None and not state.is_over and state.play_view() is None:
            state.apply(game.random_action(state, rng))
        if state.is_over:
            continue
        reached += 1
        playout = state.playout()
        checked = state.copy()
        moves = random.Random(seed)
        while not playout.is_over:
            view = playout.play_view()
            if view is None:
                action = game.random_action(playout, moves)
                playout.apply_trusted(action)
                checked.apply(action)
                continue
            legal = {a.card for a in checked.legal_actions() if a.verb == "play" and a.seat == view.seat}
            assert set(cards_of(view.legal)) == legal, "play_view's legal cards are not the legal plays"
            card = moves.choice(cards_of(view.legal))
            playout.play_card(card)
            checked.apply(Action(view.seat, "play", card=card))
        assert checked.is_over
        assert playout.result() == checked.result()
        with pytest.raises(ValueError):
            playout.undo()
        assert state.playout().is_over is False
    assert reached, "no hand reached a card to play through play_view()"


_ABSENT = object()


def _fields(state: HandState) -> dict[str, Any]:
    """Every field a state holds (its slots along the class tree, and its ``__dict__``), by name; the game
    object, shared by design, left out."""
    names = {name for cls in type(state).__mro__ for name in getattr(cls, "__slots__", ())}
    names |= set(getattr(state, "__dict__", {}))
    return {name: getattr(state, name, _ABSENT) for name in sorted(names) if name not in ("game", "__dict__")}


def _plain(value: Any) -> Any:
    """A deep snapshot of ``value`` that compares by content: containers copied, and an object without an
    ``__eq__`` of its own (a rule table) as its class and fields."""
    if isinstance(value, list | tuple):
        return type(value)(_plain(v) for v in value) if type(value) in (list, tuple) else copy.deepcopy(value)
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, set | frozenset):
        return frozenset(value)
    if type(value).__eq__ is object.__eq__ and value is not _ABSENT and value is not None:
        names = {n for cls in type(value).__mro__ for n in getattr(cls, "__slots__", ())} | set(
            vars(value) if hasattr(value, "__dict__") else ()
        )
        return (type(value).__name__, {n: _plain(getattr(value, n, _ABSENT)) for n in sorted(names)})
    return copy.deepcopy(value)


@pytest.mark.parametrize("config", CONFIGS, ids=_id)
def test_a_playout_copy_holds_every_field_and_shares_nothing_it_changes(config: tuple[str, dict[str, Any]]) -> None:
    """``playout()`` and ``copy()`` set every field the state has (a field left out of a hand-written copy
    list reads as missing), and playing either to its end leaves the state exactly as it was (a mutable
    field handed over instead of copied would change with it), at every step of random hands."""
    name, options = config
    game = create_game(name, options)
    for seed in range(3):
        rng = random.Random(700 + seed)
        dealer = _dealer(game, seed)
        state = game.new_hand(dealer, game.deal(dealer, rng.getrandbits(64)))
        step = 0
        while not state.is_over:
            if step % 7 == 0:
                before = _plain(_fields(state))
                for make in (state.playout, state.copy):
                    other = make()
                    missing = [k for k, v in _fields(other).items() if v is _ABSENT and before[k] is not _ABSENT]
                    assert not missing, f"{make.__name__}() left out {missing} at step {step}"
                    moves = random.Random(seed * 1000 + step)
                    while not other.is_over:
                        other.apply_trusted(game.random_action(other, moves))
                    other.result()
                    after = _plain(_fields(state))
                    changed = [k for k in before if after[k] != before[k]]
                    assert not changed, f"playing a {make.__name__}() to its end changed the state's {changed}"
            state.apply(game.random_action(state, rng))
            step += 1


@pytest.mark.parametrize("config", CONFIGS, ids=_id)
def test_the_legal_ids_are_what_the_seats_observation_offers(config: tuple[str, dict[str, Any]]) -> None:
    """An RL agent's mask is ``legal_ids``: it must be the ids of the seat's own observation (its ``legal`` and
    its set-valued choices), never more (DESIGN.md §6: nothing its observation does not show; Gatti 12.3: the
    Fool player's ``give`` only once he knows the sides)."""
    from tarocchi.rl.core import DecisionIds

    name, options = config
    game = create_game(name, options)
    for seed in range(12):
        rng = random.Random(seed)
        state = game.new_hand(0, game.deal(0, seed))
        while state.to_act is not None:
            ids = state.legal_ids()
            if state.selection is None:
                seat = state.to_act
                choices = [c for c in state.card_choices() if c.seat == seat]
                offered = DecisionIds(game, seat, state.observation(seat).legal, choices).legal()
                assert ids == offered, (seed, state.phase, seat)
            state.apply_id(rng.choice(ids))
