"""What French Tarot tells the edges: refusal codes, explanation lines and their texts, the typed detail."""

from __future__ import annotations

import random
import re
import string
from pathlib import Path
from typing import Any

import pytest
from french_tarot_helpers import act, game, parse, stacked_deal

from tarocchi.engine.actions import Action
from tarocchi.engine.explain import LANGUAGES, CardRef, CardsRef, SeatRef, TermRef
from tarocchi.errors import IllegalActionError
from tarocchi.games.french_tarot import FrenchTarot
from tarocchi.games.french_tarot.scoring import FrenchTarotDetail
from tarocchi.games.french_tarot.texts import REFUSALS, TEXTS

PACKAGE = Path(__file__).parents[3] / "src" / "tarocchi" / "games" / "french_tarot"


def _placeholders(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def _raised_codes() -> set[str]:
    """Every reason code the package's source raises (``refuse("code"`` and ``Refusal("code"``)."""
    codes: set[str] = set()
    for path in PACKAGE.glob("*.py"):
        text = path.read_text()
        codes |= set(re.findall(r'(?:refuse|Refusal)\(\s*"([a-z_]+)"', text))
        for pair in re.findall(r'"([a-z_]+)" if won else "([a-z_]+)"', text):
            codes |= set(pair)
    return codes


def test_every_code_has_a_text_in_three_languages_and_is_documented() -> None:
    codes = _raised_codes()
    assert len(codes) > 40
    doc = (PACKAGE / "__init__.py").read_text()
    for code in codes:
        assert f"refusal.{code}" in REFUSALS, code
        assert f"``{code}``" in doc, f"{code} is not listed in the package docstring"
    assert {key[len("refusal.") :] for key in REFUSALS} == codes


def test_every_text_is_in_every_language() -> None:
    for key, by_language in TEXTS.items():
        assert set(by_language) == set(LANGUAGES), key
        names = {frozenset(_placeholders(template)) for template in by_language.values()}
        assert len(names) == 1, f"{key}: the languages use different parameters {names}"


def _render(value: Any) -> Any:
    if isinstance(value, (CardRef, CardsRef, SeatRef)):
        return "x"
    if isinstance(value, TermRef):
        assert value.key in TEXTS, value.key
        return TEXTS[value.key]["en"]
    if isinstance(value, list):
        return ", ".join(str(_render(v)) for v in value)
    return value


def _format(key: str, params: dict[str, Any]) -> str:
    rendered = {name: _render(value) for name, value in params.items()}
    out = ""
    for language in LANGUAGES:
        out = TEXTS[key][language].format(**rendered)
    return out


@pytest.mark.parametrize(
    ("lines", "code", "params"),
    [
        (["0 bid garde", "0 bid pass"], "not_your_turn", {"seat": SeatRef(1)}),
        (["0 bid garde", "1 bid petite"], "bid_too_low", {"contract": TermRef("contract.petite")}),
        (["0 play 1S"], "play_not_now", {}),
        (["0 bid garde-sans", "1 bid pass", "2 bid pass", "3 bid pass", "1 play 2S"], "not_your_turn", {}),
        (["0 bid garde-sans", "1 bid pass", "2 bid pass", "3 bid pass", "0 discard 1S"], "no_discard_contract", {}),
        (["0 bid garde-sans", "1 bid pass", "2 bid pass", "3 bid pass", "0 call KH"], "call_five_only", {}),
        (["0 bid garde-sans", "1 bid pass", "2 bid pass", "3 bid pass", "1 give 2S"], "no_exchange", {}),
        (["0 bid garde-sans", "1 bid pass", "2 bid pass", "3 bid pass", "0 play 2S"], "not_held", {}),
        (
            ["0 bid garde-sans", "1 bid pass", "2 bid pass", "3 bid pass", "0 play 1S", "1 play 1D"],
            "must_follow",
            {"suit": TermRef("suit.spades")},
        ),
        (["0 bid garde-sans", "1 bid pass", "2 bid pass", "3 bid pass", "1 announce chelem"], "not_taker", {}),
    ],
)
def test_refusals_carry_a_code_and_parameters(lines: list[str], code: str, params: dict[str, Any]) -> None:
    hands = {
        0: "1S T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 KH QH NH JH 10H 9H",
        1: "KS 4S QS NS JS 10S 9S 1D 2D 3D 4D 5D 6D 7D 8D 9D 10D JD",
    }
    state = game(players=4).new_hand(3, stacked_deal(4, hands))
    *before, last = lines
    act(state, *before)
    with pytest.raises(IllegalActionError) as refused:
        state.apply(parse(last))
    error = refused.value
    assert error.code == code
    for name, value in params.items():
        assert error.params[name] == value
    assert str(error).startswith(f"seat {last.split()[0]} cannot ")
    _format(f"refusal.{code}", dict(error.params))


def test_refusals_of_random_hands_all_format() -> None:
    """Illegal plays met on random hands: every refusal has a code whose texts take its parameters."""
    g = game(players=5)
    rng = random.Random(4)
    seen = set()
    for seed in range(30):
        state = g.new_hand(seed % 5, g.deal(seed % 5, seed))
        while state.to_act is not None:
            seat = state.to_act
            for card in range(78):
                try:
                    state.check(Action(seat, "play", card=card))
                except IllegalActionError as exc:
                    assert exc.code is not None
                    seen.add(exc.code)
                    _format(f"refusal.{exc.code}", dict(exc.params))
            state.apply(g.random_action(state, rng))
    assert {"not_held", "must_follow", "must_trump", "must_overtrump", "not_your_turn", "play_not_now"} <= seen


@pytest.mark.parametrize("players", [3, 4, 5])
def test_explanations_use_known_keys_with_their_parameters(players: int) -> None:
    g = FrenchTarot.from_options({"players": players, "petit_sec": "optional"})
    rng = random.Random(players)
    kinds: set[str] = set()
    wanted = {"ft.contract", "ft.per_defender", "ft.poignee"} | ({"ft.called"} if players == 5 else set())
    for i in range(4000):  # at least 400 deals, and on until a poignée was met (about 1 deal in 400 at 3)
        if i >= 400 and wanted <= kinds:
            break
        result = g.play_random_hand(i % players, rng)
        lines = g.explain(result)
        assert lines
        for line in lines:
            assert line.key in TEXTS, line.key
            for template in TEXTS[line.key].values():
                assert _placeholders(template) <= set(line.params), (line.key, template)
            _format(line.key, dict(line.params))
            kinds.add(line.key)
        # The same lines from the record's plain dict (a replayed record).
        plain = type(result)(result.points, result.scores, dict(result.detail))
        assert g.explain(plain) == lines
    assert {"ft.contract", "ft.per_defender", "ft.poignee"} <= kinds
    assert kinds & {"ft.points", "ft.points_one", "ft.points_none"}
    if players == 5:
        assert "ft.called" in kinds


def test_passed_and_annulled_deals_are_explained() -> None:
    g = game(players=4, petit_sec="optional")
    state = g.new_hand(0, stacked_deal(4, {}))
    act(state, "1 bid pass", "2 bid pass", "3 bid pass", "0 bid pass")
    assert [line.key for line in g.explain(state.result())] == ["ft.passed"]
    deal = stacked_deal(4, {1: "T1 1S 2S 3S 4S 5S 6S 7S 8S 9S 10S JS NS QS KS 1H 2H 3H"}, petit_sec=True)
    state = g.new_hand(0, deal)
    act(state, "1 declare T1 1S 2S 3S 4S 5S 6S 7S 8S 9S 10S JS NS QS KS 1H 2H 3H as petit-sec")
    (line,) = g.explain(state.result())
    assert line.key == "ft.annulled" and line.params["seat"] == SeatRef(1)


def test_the_typed_detail_reads_as_the_record_dict() -> None:
    g = game(players=5)
    rng = random.Random(9)
    for i in range(200):
        result = g.play_random_hand(i % 5, rng)
        detail = result.detail
        assert isinstance(detail, FrenchTarotDetail)
        as_json = detail.to_json()
        assert dict(detail) == as_json and detail == as_json
        assert result.to_json()["detail"] == as_json
        if "contract" in as_json:
            assert list(as_json) == [
                "contract", "taker", "called", "partner", "attack_points", "bouts", "target", "diff", "made",
                "multiplier", "petit_au_bout", "poignees", "chelem", "chelem_bonus", "per_defender",
            ]  # fmt: skip
            assert detail["per_defender"] == detail.per_defender


def test_the_game_tells_its_style_and_rules() -> None:
    g = game(players=4)
    assert g.card_style == "french"
    assert g.trick_rules.must_overtrump
    assert g.texts()["game.title"] == {"en": "French Tarot", "it": "Tarocco francese", "fr": "Tarot français"}


def test_the_points_line_agrees_with_the_number_of_bouts() -> None:
    """No "bout(s)": none, one and several bouts each have their own words in every language."""
    seen: dict[int, str] = {}
    rng = random.Random(11)
    g = FrenchTarot.from_options({"players": 4})
    while len(seen) < 3:
        result = g.play_random_hand(rng.randrange(4), rng)
        if result.detail.get("passed") or result.detail.get("annulled"):
            continue
        line = next(x for x in g.explain(result) if x.key.startswith("ft.points"))
        seen.setdefault(min(int(result.detail["bouts"]), 2), line.key)
    assert seen == {0: "ft.points_none", 1: "ft.points_one", 2: "ft.points"}
    for key in seen.values():
        assert all("(s)" not in template for template in TEXTS[key].values())
