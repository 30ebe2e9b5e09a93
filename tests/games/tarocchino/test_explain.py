"""What the game tells the edges (DESIGN.md §9): explanation lines, texts, refusal codes, the typed detail."""

from __future__ import annotations

import random
import string

import pytest
from tarocchino_helpers import DEAL2, declare, discard, game, new_state, play

from tarocchi.engine.actions import NO_CARD, Action
from tarocchi.engine.explain import LANGUAGES, CardRef, CardsRef, Line, SeatRef, TermRef
from tarocchi.errors import IllegalActionError
from tarocchi.games.tarocchino import TarocchinoState
from tarocchi.games.tarocchino.deck import DECK, FOOL_BIT
from tarocchi.games.tarocchino.detail import TarocchinoDetail
from tarocchi.games.tarocchino.match import MatchContext
from tarocchi.games.tarocchino.scoring import HandFacts, score_hand
from tarocchi.games.tarocchino.texts import TEXTS


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def _check_line(key: str, params: dict[str, object]) -> None:
    assert key in TEXTS, key
    assert set(TEXTS[key]) == set(LANGUAGES), key
    for lang, template in TEXTS[key].items():
        assert _fields(template) <= set(params), (key, lang, template, sorted(params))
    for value in params.values():
        for ref in value if isinstance(value, list) else [value]:
            if isinstance(ref, TermRef):
                assert ref.key in TEXTS, ref.key


def test_every_text_is_in_three_languages() -> None:
    for key, texts in TEXTS.items():
        assert set(texts) == set(LANGUAGES), key
        assert all(texts.values()), key


def test_explanations_of_random_deals_use_known_keys_with_their_params() -> None:
    seen: set[str] = set()
    for seed in range(300):
        g = game(**({"declaration_timing": "first-trick"} if seed % 2 else {}))
        totals = (700, 640) if seed % 5 == 0 else (0, 0)
        result = g.play_random_hand(seed % 4, random.Random(seed), context=MatchContext(totals))
        lines = g.explain(result)
        assert lines and all(isinstance(line, Line) for line in lines)
        for line in lines:
            _check_line(line.key, dict(line.params))
            seen.add(line.key)
    expected = {key for key in TEXTS if key.startswith("tc.")} - {"tc.matto_passes"}  # a cappotto: below
    assert expected <= seen, sorted(expected - seen)


def test_a_cappotto_explains_that_the_matto_itself_passes() -> None:
    """R6.5, C17: the Matto's pair won no trick, so the Matto goes to the opponents."""
    facts = HandFacts(0, MatchContext(), (), -1, (FOOL_BIT, DECK & ~FOOL_BIT), 1, 1, (0, 4, 1), NO_CARD)
    result = score_hand(facts, False)
    lines = game().explain(result)
    assert Line("tc.matto_passes", {"seat": SeatRef(1)}) in lines
    assert result.detail["matto"] == {"seat": 0, "trick": 4, "owed_to": 1, "given": "FOOL"}


def test_the_explanation_says_what_the_score_is_made_of() -> None:
    g = game()
    result = g.play_random_hand(1, random.Random(11))
    lines = {line.key: line.params for line in g.explain(result)}
    detail = result.detail
    assert isinstance(detail, TarocchinoDetail)
    assert lines["tc.last_trick"] == {"seat": SeatRef(detail["last_trick"]), "bonus": 6}
    owner = detail["monte_owner"]
    assert lines["tc.monte"] == {"seat": SeatRef(owner), "seats": [SeatRef(owner % 2), SeatRef(owner % 2 + 2)]}
    totals = [line for line in g.explain(result) if line.key == "tc.total"]
    assert [line.params["rounded"] for line in totals] == list(result.scores[:2])
    assert [line.params["unrounded"] for line in totals] == list(detail.pair_unrounded)


def test_the_typed_detail_reads_as_the_record_vocabulary() -> None:
    g = game()
    result = g.play_random_hand(0, random.Random(5))
    detail = result.detail
    assert isinstance(detail, TarocchinoDetail)
    as_json = detail.to_json()
    assert list(as_json) == [
        "declared",
        "captured",
        "card_points",
        "last_trick",
        "monte_owner",
        "matto",
        "unrounded",
        *(["winner", "ended"] if "winner" in as_json else []),
    ]
    assert dict(detail) == as_json and detail["unrounded"] == list(detail.unrounded)
    assert [p["points"] for p in as_json["captured"]] == list(detail.captured_points)
    assert sum(detail.card_points) == 87


def _refused(state: TarocchinoState, action: Action) -> IllegalActionError:
    with pytest.raises(IllegalActionError) as info:
        state.check(action)
    error = info.value
    assert error.code is not None
    _check_line(f"refusal.{error.code}", dict(error.params))
    return error


def test_refusals_carry_a_code_and_params() -> None:
    state = new_state(game(), 0, DEAL2, (0, 0))
    error = _refused(state, play(1, "T21"))
    assert (error.code, error.params) == ("discard_first", {"dealer": SeatRef(0)})
    error = _refused(state, discard(0, "KD JD"))
    assert error.code == "not_discardable" and isinstance(error.params["cards"], CardsRef)
    assert _refused(state, discard(0, "JD")).code == "discard_size"
    state.apply(discard(0, "JD 1D"))
    assert _refused(state, discard(0, "JD 1D")).code == "discard_made"
    assert _refused(state, declare(1, "KS QS")).code in {"not_held", "too_few_cards", "not_a_combination"}
    state.apply(declare(2, "KH QH NH JH 1H"))
    error = _refused(state, declare(1, "KS QS NS JS 1S"))
    assert (error.code, error.params["current"]) == ("turn_passed", SeatRef(2))
    error = _refused(state, declare(2, "KH QH NH JH 1H"))
    assert (error.code, error.params["as"]) == ("already_declared", TermRef("declaration.seq-H"))
    assert _refused(state, play(3, "T21")).code == "not_your_turn"


def test_a_play_that_does_not_follow_names_the_suit_and_the_cards_held() -> None:
    state = new_state(game(), 0, DEAL2, (0, 0))
    state.apply(discard(0, "JD 1D"))
    seat = state.to_play
    assert seat is not None
    hand = state.hand(seat)
    state.apply(Action(seat, "play", card=(hand & -hand).bit_length() - 1))
    nxt = state.to_play
    assert nxt is not None
    legal = {a.card for a in state.legal_actions() if a.verb == "play"}
    others = [c for c in range(78) if (state.hand(nxt) >> c) & 1 and c not in legal]
    if others:
        error = _refused(state, Action(nxt, "play", card=others[0]))
        assert error.code in {"must_follow", "must_trump"}
        assert error.params["card"] == CardRef(others[0]) and isinstance(error.params["suit"], TermRef)
