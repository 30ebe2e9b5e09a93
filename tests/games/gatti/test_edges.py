"""What Gatti tells the edges (DESIGN.md §9): texts, explanation lines, refusal codes, the typed detail."""

from __future__ import annotations

import random
import string
from collections.abc import Mapping
from typing import Any

import pytest

from tarocchi.cards import CODES, cards_of
from tarocchi.engine.actions import Action, declare_nothing
from tarocchi.engine.explain import LANGUAGES, CardRef, CardsRef, SeatRef, TermRef, line_json
from tarocchi.errors import IllegalActionError
from tarocchi.games.gatti import GattiGame
from tarocchi.games.gatti.scoring import GattiDetail
from tarocchi.games.gatti.texts import REFUSALS, TEXTS

from .conftest import action_of, mask, new_state, run


def _codes(cards: int) -> list[str]:
    return [CODES[c] for c in cards_of(cards)]


VARIANTS: list[dict[str, Any]] = [
    {"players": 3, "bonuses": "both", "bagatto_last": True},
    {"players": 4, "bonuses": "both", "bagatto_last": True, "must_overtrump": True},
    {"players": 4, "mode": "call", "bonuses": "both", "bagatto_last": True},
    {"players": 2, "bonuses": "captured", "bagatto_last": True},
]


def _placeholders(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def _check_params(key: str, params: Mapping[str, Any]) -> None:
    assert key in TEXTS, f"no text for {key}"
    for lang in LANGUAGES:
        template = TEXTS[key][lang]
        missing = _placeholders(template) - set(params)
        assert not missing, f"{key} [{lang}] uses {missing} absent from {sorted(params)}"
    for value in params.values():
        for ref in value if isinstance(value, tuple) else (value,):
            assert isinstance(ref, (int, str, CardRef, CardsRef, SeatRef, TermRef)), (key, value)
            if isinstance(ref, TermRef):
                assert ref.key in TEXTS, f"{key}: no text for the term {ref.key}"


def test_every_text_is_in_every_language_and_names_only_known_placeholders() -> None:
    assert {"suit.hearts", "bonus.famiglia"} <= set(TEXTS) and "game.title" in GattiGame.texts()
    for key, by_lang in TEXTS.items():
        assert set(by_lang) == set(LANGUAGES), key
        assert all(by_lang.values()), key
        names = {frozenset(_placeholders(t)) for t in by_lang.values()}
        assert len(names) == 1, f"{key}: the languages use different placeholders"


@pytest.mark.parametrize("options", VARIANTS, ids=str)
def test_the_explanation_lines_have_texts_and_parameters(options: dict[str, Any]) -> None:
    game = GattiGame.from_options(options)
    keys: set[str] = set()
    rng = random.Random(7)
    for hand in range(150):
        result = game.play_random_hand(hand % game.num_seats, rng)
        lines = game.explain(result)
        for line in lines:
            _check_params(line.key, line.params)
            line_json(line)  # plain JSON
            keys.add(line.key)
        # A detail read back as a plain dict explains the same (the sides of fixed seats).
        again = game.explain(type(result)(result.points, result.scores, dict(result.detail)))
        if not game.options.is_call:
            assert again == lines
    # a side of two players is named by its seats, a side one player names by that player (explain.py)
    pairs = game.options.players == 4
    alone = game.options.players < 4
    if pairs:
        assert {"gatti.discard_owner", "gatti.side_points", "gatti.side_score", "gatti.captured"} <= keys
    if alone:
        assert {"gatti.discard_owner_player", "gatti.player_points", "gatti.player_score"} <= keys
        assert "gatti.player_captured" in keys
        assert not keys & {"gatti.discard_owner", "gatti.side_points", "gatti.side_score", "gatti.captured"}
    assert "gatti.fool_played" in keys


def test_explanation_of_a_worked_hand() -> None:
    # Dealer 0 calls KC held by seat 2: sides {0, 2} against {1, 3}; the lines name them and the call.
    game = GattiGame.from_options({"players": 4, "mode": "call"})
    rng = random.Random(3)
    while True:
        state = game.random_state(0, rng)
        if state.partner >= 0:
            break
    lines = game.explain(state.result())
    called = [line for line in lines if line.key == "gatti.called"]
    assert called == [called[0]] and called[0].params["partner"] == SeatRef(state.partner)
    sides = [line.params["side"] for line in lines if line.key == "gatti.side_points"]
    assert sorted(tuple(r.seat for r in side) for side in sides) == sorted(
        [tuple(s for s in range(4) if state.side_of[s] == k) for k in (0, 1)]
    )


def test_the_detail_is_typed_and_reads_as_the_record_vocabulary() -> None:
    game = GattiGame.from_options({"players": 4, "mode": "call", "bonuses": "both", "bagatto_last": True})
    result = game.play_random_hand(1, random.Random(11))
    detail = result.detail
    assert isinstance(detail, GattiDetail)
    plain = detail.to_json()
    assert dict(detail) == plain and detail == plain and result.to_json()["detail"] == plain
    assert list(plain) == [
        "discard_owner",
        "tricks",
        "card_points",
        "declared",
        "captured",
        "bagatto_last",
        "fool",
        "called",
        "partner",
    ]
    three = GattiGame.from_options({}).play_random_hand(0, random.Random(1)).detail
    assert "called" not in three and "partner" not in three


def _refusal(state: Any, action: Action) -> IllegalActionError:
    with pytest.raises(IllegalActionError) as refused:
        state.check(action)
    error = refused.value
    assert error.code is not None
    _check_params(f"refusal.{error.code}", error.params)
    return error


def test_representative_refusals_carry_their_code_and_parameters() -> None:
    state = new_state({}, dealer=0, fixed={0: "KS 2S 3S 4S", 1: "2H KH T5", 2: "7H"}, void={2: "H"})

    def refused(token: str, code: str, **params: Any) -> IllegalActionError:
        error = _refusal(state, action_of(token))
        assert error.code == code and dict(error.params) == params, (error.code, error.params)
        return error

    refused("1:2H", "discard_first", dealer=SeatRef(0))
    refused("0:discard=KS,2S,3S", "discard_king", cards=CardsRef(mask("KS")))
    refused("0:discard=2S,3S", "discard_size", size=3, found=2)
    refused("1:discard=2H,KH,T5", "dealer_discards", dealer=SeatRef(0))
    run(state, "0:discard=2S,3S,4S")
    refused("1:declare=FOOL", "fool_no_bonus")
    refused("1:declare=KH/terno", "kings_count", count=1)
    error = _refusal(state, declare_nothing(2))
    assert error.code == "not_your_turn_to_declare" and error.params == {"seat": SeatRef(2), "current": SeatRef(1)}
    run(state, "1:2H")
    other = next(c for c in cards_of(state.hands[2]) if not (mask("7H") >> c) & 1)
    error = refused(f"2:{CODES[other]}", "must_follow", suit=TermRef("suit.hearts"), held=CardsRef(mask("7H")))
    assert str(error) == f"seat 2 cannot play {CODES[other]}: must follow hearts (holds 7H; R6.3)"
    refused("0:KS", "not_your_turn", seat=SeatRef(2))
    refused("1:give=T5", "fool_not_played")
    refused("0:call=KC", "no_call")


@pytest.mark.parametrize("options", VARIANTS, ids=str)
def test_every_refusal_met_in_random_hands_has_a_text(options: dict[str, Any]) -> None:
    game = GattiGame.from_options(options)
    rng = random.Random(5)
    seen: set[str] = set()
    verbs = ("play", "give", "call")
    for hand in range(12):
        state = game.new_hand(hand % game.num_seats, game.deal(hand % game.num_seats, rng.getrandbits(64)))
        while not state.is_over:
            for _ in range(4):
                seat = rng.randrange(game.num_seats)
                verb = rng.choice((*verbs, "discard", "declare"))
                if verb in verbs:
                    probe = Action(seat, verb, card=rng.randrange(78))  # type: ignore[arg-type]
                else:
                    probe = Action(seat, verb, cards=mask(" ".join(_codes(state.hands[seat])[:3])) or 1)  # type: ignore[arg-type]
                try:
                    state.check(probe)
                except IllegalActionError as error:
                    assert error.code is not None
                    _check_params(f"refusal.{error.code}", error.params)
                    seen.add(error.code)
            state.apply(game.random_action(state, rng))
    assert len(seen) >= 8
    assert all(f"refusal.{code}" in REFUSALS for code in seen)


def test_the_package_docstring_lists_exactly_the_refusal_codes() -> None:
    import re

    import tarocchi.games.gatti as package

    doc = package.__doc__ or ""
    section = doc[doc.index("Reason codes") : doc.index("What the game tells the edges")]
    listed = set(re.findall(r"``([a-z0-9_]+)``", section)) - {"code", "params", "refusal"}
    listed -= {"SeatRef", "CardRef", "CardsRef", "TermRef"}
    assert listed == {key.removeprefix("refusal.") for key in REFUSALS}
