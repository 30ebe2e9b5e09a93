"""What the game tells the edges: ids, refusal codes, explanation lines, texts and the typed detail."""

from __future__ import annotations

import random
import string
from collections.abc import Callable
from typing import Any

import pytest

from tarocchi.cards import mask_of, parse_card
from tarocchi.engine.actions import Action
from tarocchi.engine.explain import LANGUAGES, CardRef, CardsRef, SeatRef, TermRef
from tarocchi.errors import IllegalActionError
from tarocchi.games.piedmontese import GAME, PiedmonteseState
from tarocchi.games.piedmontese.scoring import PiedmonteseDetail
from tarocchi.games.piedmontese.texts import TEXTS

StateMaker = Callable[..., PiedmonteseState]

DEALER_HAND = "QH 6S 5C KS KC T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11 T12"
SEAT0 = "7S 8S 9S 10S JS NS QS 1H 2H 3H 4H 5H 6H JH NH"


def _mask(codes: str) -> int:
    return mask_of(parse_card(c) for c in codes.split())


def _fields(template: str) -> set[str]:
    return {name.split(":")[0] for _, name, _, _ in string.Formatter().parse(template) if name}


def _refusal(state: PiedmonteseState, action: Action) -> IllegalActionError:
    with pytest.raises(IllegalActionError) as info:
        state.check(action)
    return info.value


def test_every_text_is_in_every_language() -> None:
    for key, by_language in TEXTS.items():
        assert set(by_language) == set(LANGUAGES), key
        fields = {lang: _fields(text) for lang, text in by_language.items()}
        assert len({frozenset(f) for f in fields.values()}) == 1, (key, fields)


def test_the_id_layout_is_the_documented_one() -> None:
    for config in GAME.variants():
        layout = GAME.from_options(config).action_layout
        assert layout.card_id("play", parse_card("KS")) == parse_card("KS")
        assert layout.pick_id(0, 0) == 78 and layout.done_id(0) == 156
        assert layout.num_distinct_actions == 157


def test_play_ids_are_the_legal_cards(state_of: StateMaker) -> None:
    state = state_of(4, 3, {3: DEALER_HAND, 0: SEAT0})
    assert state.legal_ids() == sorted(78 + parse_card(c) for c in ("QH", "6S", "5C"))  # R5.3: no trump
    state.apply_id(78 + parse_card("QH"))
    assert state.selection is not None
    assert state.apply_id(78 + parse_card("6S")) == Action(3, "discard", cards=_mask("QH 6S"))
    assert state.legal_ids() == sorted(parse_card(c) for c in SEAT0.split())


def _codes_and_params(state_of: StateMaker) -> list[IllegalActionError]:
    state = state_of(4, 3, {3: DEALER_HAND, 0: SEAT0})
    out = [
        _refusal(state, Action(1, "bid", value="pass")),
        _refusal(state, Action(2, "play", card=parse_card("T13"))),
        _refusal(state, Action(1, "discard", cards=_mask("T13 T14"))),
        _refusal(state, Action(3, "discard", cards=_mask("QH"))),
        _refusal(state, Action(3, "discard", cards=_mask("KS QH"))),
        _refusal(state, Action(3, "discard", cards=_mask("T1 QH"))),
        _refusal(state, Action(3, "discard", cards=_mask("T2 QH"))),
        _refusal(state, Action(3, "discard", cards=_mask("4S QH"))),
        _refusal(state, Action(3, "discard", cards=_mask("KD QH"))),
    ]
    state.apply(Action(3, "discard", cards=_mask("QH 6S")))
    out += [
        _refusal(state, Action(3, "discard", cards=_mask("5C T2"))),
        _refusal(state, Action(1, "play", card=parse_card("T13"))),
        _refusal(state, Action(0, "play", card=parse_card("4S"))),
        _refusal(state, Action(0, "play", card=parse_card("KD"))),
        _refusal(state, Action(0, "play")),
    ]
    state.apply(Action(0, "play", card=parse_card("7S")))
    out.append(_refusal(state, Action(1, "play", card=parse_card("T13"))))
    lone = state_of(4, 3, {3: "KS KH KD KC FOOL T1 T21 5C T2 T3 T4 T5 T6 T7 T8 T9 T10"})
    out.append(_refusal(lone, Action(3, "discard", cards=_mask("T2 T3"))))
    return out


def test_refusals_carry_codes_and_params(state_of: StateMaker) -> None:
    refusals = _codes_and_params(state_of)
    codes = [r.code for r in refusals]
    assert codes == [
        "not_this_game",
        "discard_first",
        "not_dealer",
        "discard_size",
        "discard_king",
        "discard_protected",
        "discard_trump",
        "not_in_pack",
        "not_held",
        "discarded",
        "not_your_turn",
        "not_in_pack",
        "not_held",
        "no_card",
        "must_follow",
        "discard_lone_suit_card",
    ]
    follow = refusals[14]
    assert follow.reason == "must follow swords (holds 5S) (R6.2a)"
    assert follow.params == {"suit": TermRef("suit.swords"), "held": CardsRef(_mask("5S"))}
    assert refusals[10].params == {"seat": SeatRef(0)}
    assert refusals[15].params == {"card": CardRef(parse_card("5C"))}
    for refusal in refusals:
        key = f"refusal.{refusal.code}"
        assert key in TEXTS, key
        for text in TEXTS[key].values():
            assert _fields(text) <= set(refusal.params), (key, text)


@pytest.mark.parametrize(
    ("hand", "trick", "overtrump", "code", "params"),
    [
        ("T2 QC FOOL", "T10", False, "must_answer_trumps", {"held": CardsRef(_mask("T2"))}),
        ("T3 T18 KD", "7S", False, "must_trump", {"suit": TermRef("suit.swords"), "held": CardsRef(_mask("T3 T18"))}),
        (
            "T2 T12 QC",
            "T10",
            True,
            "must_overtrump",
            {"top": CardRef(parse_card("T10")), "held": CardsRef(_mask("T12"))},
        ),
    ],
)
def test_trick_refusals_carry_codes(hand: str, trick: str, overtrump: bool, code: str, params: dict[str, Any]) -> None:
    from tarocchi.games.piedmontese.play import ABOVE, legal_plays, play_refusal, summarize

    cards = [parse_card(c) for c in trick.split()]
    follow, power, _ = summarize(cards, False)
    legal = legal_plays(_mask(hand), cards, False, overtrump)
    wrong = {"must_answer_trumps": "QC", "must_trump": "KD", "must_overtrump": "T2"}[code]
    above = ABOVE[False] if overtrump else None
    refusal = play_refusal(_mask(hand), legal, follow, power, parse_card(wrong), False, above)
    assert refusal is not None and refusal.code == code and refusal.params == params
    for text in TEXTS[f"refusal.{code}"].values():
        assert _fields(text) <= set(params)


@pytest.mark.parametrize("config", [{"players": 4}, {"players": 3, "reference_3p": 57}, {"players": 2}])
def test_explanations_use_known_keys_and_say_the_whole_score(config: dict[str, Any]) -> None:
    game = GAME.from_options(config)
    for seed in range(20):
        result = game.play_random_hand(seed % game.num_seats, random.Random(seed))
        lines = game.explain(result)
        for line in lines:
            assert line.key in TEXTS
            for text in TEXTS[line.key].values():
                assert _fields(text) <= set(line.params), (line.key, text)
        keys = [line.key for line in lines]
        alone = game.num_seats < 4  # each side is one player: said as that player (explain.py)
        discard, side_key, field = (
            ("pm.discard_player", "pm.player", "seat") if alone else ("pm.discard", "pm.side", "side")
        )
        assert keys[0] == "pm.reference" and keys[-2:] == [discard, "pm.fool"]
        sides = [line for line in lines if line.key in ("pm.side", "pm.player")]
        assert {line.key for line in sides} == {side_key}
        assert len(sides) == (2 if game.num_seats in (2, 4) else 3)
        for line in sides:
            seat = line.params["side"][0].seat if field == "side" else line.params["seat"].seat
            assert line.params["points"] == result.points[seat]
            assert line.params["balance"] == result.scores[seat]
            assert line.params["carry"] + line.params["delta"] == line.params["balance"]
        assert lines[0].params["reference"] == result.detail["reference"]
        assert lines[-1].params["seat"] == SeatRef(result.detail["fool"])
        # The lines read the same from the record's JSON detail.
        from tarocchi.engine.game import HandResult

        plain = HandResult(result.points, result.scores, result.to_json()["detail"])
        assert game.explain(plain) == lines
        assert TEXTS[side_key]["en"].format(**{**lines[1].params, field: "A"}).startswith("A: ")


def test_the_detail_is_typed_and_reads_as_the_record_dict() -> None:
    game = GAME.from_options({})
    result = game.play_random_hand(1, random.Random(3))
    detail = result.detail
    assert isinstance(detail, PiedmonteseDetail)
    as_json = detail.to_json()
    assert set(as_json) == {"reference", "delta", "discard", "discard_owner", "fool"}
    assert dict(detail) == as_json and detail == as_json
    assert as_json["delta"] == list(detail.delta) and as_json["discard_owner"] == 1
    assert result.to_json()["detail"] == as_json
