"""The integer-action path's own refusals (``engine/ids.py``) carry codes every game translates."""

from __future__ import annotations

import random
import re
import string
from pathlib import Path

import pytest

from tarocchi.cards import CODES, NUM_CARDS
from tarocchi.engine.explain import LANGUAGES
from tarocchi.engine.game import HandState
from tarocchi.engine.ids import ID_TEXTS
from tarocchi.errors import IllegalActionError
from tarocchi.games import create_game, game_names
from tarocchi.i18n.lines import render_refusal

IDS_SOURCE = Path(__file__).parents[2] / "src" / "tarocchi" / "engine" / "ids.py"


def _placeholders(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def test_every_code_the_id_path_raises_has_words_in_three_languages() -> None:
    codes = set(re.findall(r'code="([a-z_]+)"', IDS_SOURCE.read_text()))
    assert codes >= {"hand_over", "unknown_id", "selection_pending", "selection_incomplete", "already_picked"}
    for code in codes:
        by_language = ID_TEXTS[f"refusal.{code}"]
        assert set(by_language) == set(LANGUAGES), code
        assert len({frozenset(_placeholders(t)) for t in by_language.values()}) == 1, code


@pytest.mark.parametrize("name", game_names())
def test_every_game_includes_the_id_words_and_names_its_families(name: str) -> None:
    game = create_game(name)
    texts = game.texts()
    for key in ID_TEXTS:
        assert key in texts, key
    for family in game.action_layout.families:
        assert f"family.{family.verb}" in texts, family.verb


def _render(exc: IllegalActionError, texts: dict[str, dict[str, str]], lang: str) -> str:
    return render_refusal(exc.code, exc.params, exc.reason, texts, lang, lambda s: f"P{s}", lambda c: CODES[c])


def _refusal(state: HandState, action_id: int) -> IllegalActionError:
    before = (list(state.history), state.legal_ids())
    with pytest.raises(IllegalActionError) as caught:
        state.apply_id(action_id)
    assert (list(state.history), state.legal_ids()) == before, "a refused id changed the state"
    return caught.value


def _to_first_pick(name: str, seed: int) -> HandState | None:
    """A hand played by random ids up to its first card-by-card choice (a discard or a declaration)."""
    game = create_game(name)
    rng = random.Random(seed)
    state = game.new_hand(0, game.deal(0, seed))
    layout = game.action_layout
    while not state.is_over:
        ids = state.legal_ids()
        if any(layout.decode(i)[0] == "pick" for i in ids):
            return state
        state.apply_id(rng.choice(ids))
    return None


@pytest.mark.parametrize("name", game_names())
def test_id_refusals_say_why_in_every_language(name: str) -> None:
    game = create_game(name)
    texts = game.texts()
    layout = game.action_layout
    state = next(s for s in (_to_first_pick(name, seed) for seed in range(200)) if s is not None)
    unknown = _refusal(state, game.num_distinct_actions)
    assert unknown.code == "unknown_id"
    pick = next(i for i in state.legal_ids() if layout.decode(i)[0] == "pick")
    _, family, card = layout.decode(pick)
    state.apply_id(pick)
    refusals = [unknown]
    if state.selection is not None:  # the pick did not complete the choice
        again = _refusal(state, pick)
        assert again.code == "already_picked" and again.params["card"].card == card
        refusals.append(again)
        other = next((i for i in range(game.num_distinct_actions) if layout.decode(i)[0] == "card"), None)
        if other is not None:
            pending = _refusal(state, other)
            assert pending.code == "selection_pending"
            refusals.append(pending)
        done = layout.done_id(family)
        if done not in state.legal_ids():
            incomplete = _refusal(state, done)
            assert incomplete.code == "selection_incomplete"
            refusals.append(incomplete)
    assert len(refusals) >= 3, "the first choice of the hand gave too few refusals to check"
    for exc in refusals:
        english = _render(exc, texts, "en")
        assert "{" not in english and "family." not in english, english
        for lang in ("it", "fr"):
            said = _render(exc, texts, lang)
            assert "{" not in said and "family." not in said and said != english, (lang, said)


@pytest.mark.parametrize("bad", ["3", None, 3.0, True, [1]])
def test_an_id_that_is_not_an_integer_is_refused_and_numpy_integers_are_ids(bad: object) -> None:
    np = pytest.importorskip("numpy")
    game = create_game("gatti", {"players": 3})
    state = game.new_hand(0, game.deal(0, 5))
    before = state.legal_ids()
    refusal = _refusal(state, bad)  # type: ignore[arg-type]
    assert refusal.code == "unknown_id" and str(refusal).startswith(f"action id {bad!r} is not an integer")
    assert state.legal_ids() == before  # nothing changed
    state.apply_id(np.int64(before[0]))
    assert state.legal_ids() != before or state.selection is not None


_DECLARING = [
    ("gatti", {"players": 3, "bonuses": "declared"}),
    ("gatti", {"players": 4, "mode": "call", "bonuses": "declared"}),
    ("tarocchino", {}),
]


@pytest.mark.parametrize(("name", "options"), _DECLARING)
def test_a_card_id_in_a_declaration_round_is_refused_though_a_record_may_imply_the_pass(
    name: str, options: dict[str, object]
) -> None:
    """A record may leave a declaration round's pass implied by the seat's card (the specs allow it); an id
    sequence may not: ``apply_id`` takes only what ``legal_ids`` lists, so an RL agent's mask is the truth."""
    game = create_game(name, options)
    layout = game.action_layout
    for seed in range(40):
        rng = random.Random(seed)
        state = game.new_hand(0, game.deal(0, seed))
        while not state.is_over:
            ids = state.legal_ids()
            seat = state.to_act
            nothing = [i for i in ids if layout.decode(i)[0] == "nothing"]
            if nothing and seat is not None:
                hand = state.observation(seat).hand
                cards = [i for i in range(NUM_CARDS) if (hand >> i) & 1]
                play = next(i for i in range(game.num_distinct_actions) if layout.decode(i) == ("card", 0, cards[0]))
                assert play not in ids
                refusal = _refusal(state, play)
                assert refusal.code == "not_listed" and refusal.seat == seat
                assert "declare nothing" in str(refusal)
                texts = game.texts()
                assert _render(refusal, texts, "it") != _render(refusal, texts, "en")
                state.apply_id(nothing[0])  # the pass, then the card: both taken
                return
            state.apply_id(rng.choice(ids))
    pytest.fail("no declaration round reached")


@pytest.mark.parametrize("name", game_names())
def test_every_id_legal_ids_leaves_out_is_refused_and_changes_nothing(name: str) -> None:
    """Over two random hands, at every decision, every single-action id outside ``legal_ids`` is refused."""
    game = create_game(name)
    layout = game.action_layout
    singles = [i for i in range(game.num_distinct_actions) if layout.decode(i)[0] in ("card", "value", "nothing")]
    for seed in range(2):
        rng = random.Random(seed)
        state = game.new_hand(0, game.deal(0, seed))
        while not state.is_over:
            ids = state.legal_ids()
            if state.selection is None:
                for i in singles:
                    if i not in ids:
                        _refusal(state, i)
            state.apply_id(rng.choice(ids))


def _to_a_later_pick(name: str) -> HandState | None:
    """A hand played by random ids up to a card-by-card choice that comes after an applied action, with one
    card picked and the choice still open (``None`` when the game has none such)."""
    game = create_game(name)
    layout = game.action_layout
    for seed in range(100):
        rng = random.Random(seed)
        state = game.new_hand(0, game.deal(0, seed))
        while not state.is_over:
            ids = state.legal_ids()
            if state.history and state.selection is None:
                for pick in (i for i in ids if layout.decode(i)[0] == "pick"):
                    trial = state.copy()
                    trial.apply_id(pick)
                    if trial.selection is not None:
                        return trial
            state.apply_id(rng.choice(ids))
    return None


@pytest.mark.parametrize("name", game_names())
def test_a_selection_in_progress_goes_with_playout_copies_and_goes_away_with_undo(name: str) -> None:
    """A copy for simulation keeps the picks (the same ids stay legal); ``undo`` takes back the last applied
    action and the picks with it, so the seat to act then has its ids again (DESIGN.md §9)."""
    first = next(s for s in (_to_first_pick(name, seed) for seed in range(200)) if s is not None)
    first.apply_id(next(i for i in first.legal_ids() if first.game.action_layout.decode(i)[0] == "pick"))
    if first.selection is not None:
        copy = first.playout()
        assert copy.selection == first.selection and copy.legal_ids() == first.legal_ids()
    state = _to_a_later_pick(name)
    if state is None:
        assert name == "piedmontese", "only Piedmontese has no choice after an applied action (its discard)"
        return
    layout = state.game.action_layout
    copy = state.playout()
    assert copy.selection == state.selection and copy.legal_ids() == state.legal_ids()
    last = state.history[-1]
    assert state.undo() == last
    assert state.selection is None
    seat = state.to_act
    assert seat is not None
    listed = state.legal_ids()
    sets = ("discard", "declare")
    singles = [a for a in state.legal_actions() if a.seat == seat and not (a.verb in sets and a.cards)]
    assert {layout.single_id(a) for a in singles} <= set(listed) and listed
    state.apply_id(listed[0])
