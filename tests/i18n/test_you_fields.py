"""The "you" wording chosen field by field (:func:`tarocchi.i18n.lines.template_for`): a line naming two seats
takes ``you:<field>:<key>`` for the field that holds the reader's seat, so that a player passing for its
dummy at its own turn to declare (Gatti for two, 12.2) reads "you are to declare or pass, not Ann (dummy)",
never "Ann is to declare or pass, not you"; a list of seats that has the reader's (a pair that won the
match, Tarocchino) says "you and Carla", its ``others`` field."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tarocchi.cards import CODES
from tarocchi.engine.actions import declare_nothing
from tarocchi.engine.explain import SeatRef, Texts
from tarocchi.errors import IllegalActionError
from tarocchi.games import game_class
from tarocchi.games.gatti import GattiGame
from tarocchi.i18n import lines
from tarocchi.i18n.lines import fill, render_refusal, template_for
from tarocchi.tui.render import View

NAMES = {0: "Ann", 1: "Bea", 2: "Ann (dummy)", 3: "Bea (dummy)"}
"""Seat names as the page shows them at a table of Gatti for two (a dummy after its player)."""


def name(seat: int) -> str:
    return NAMES[seat]


def words(game: str, code: str, params: dict[str, Any], lang: str, you: int | None) -> str:
    texts = game_class(game).texts()
    return render_refusal(code, params, "", texts, lang, name, lambda card: CODES[card], you=you)


def own_turn_pass_for_the_dummy() -> IllegalActionError:
    """Gatti for two: at seat 0's own turn to declare, a pass made for its dummy (seat 2), as the engine refuses it."""
    game = GattiGame.from_options({"players": 2})
    state = game.new_hand(1, game.deal(1, 5))
    rng = random.Random(3)
    while not (state.to_act == 0 and any(a.verb == "declare" for a in state.legal_actions())):
        state.apply(game.random_live_action(state, rng))
    with pytest.raises(IllegalActionError) as refused:
        state.check(declare_nothing(2))
    return refused.value


NOT_YOUR_TURN = {
    "en": "you are to declare or pass, not Ann (dummy)",
    "it": "tocca a te dichiarare o passare, non ad Ann (dummy)",
    "fr": "c'est à vous d'annoncer ou de passer, pas à Ann (dummy)",
}
TURN_PASSED = {
    "en": "the turn of Ann (dummy) to declare has passed: you are to declare",
    "it": "il turno di Ann (dummy) per dichiarare è passato: tocca a te",
    "fr": "le tour d'annonce d'Ann (dummy) est passé : c'est à vous",
}


@pytest.mark.parametrize("lang", ["en", "it", "fr"])
def test_a_pass_for_the_dummy_at_the_players_own_turn_says_it_is_the_players_turn(lang: str) -> None:
    error = own_turn_pass_for_the_dummy()
    assert error.code == "not_your_turn_to_declare"
    assert dict(error.params) == {"seat": SeatRef(2), "current": SeatRef(0)}
    assert words("gatti", error.code, dict(error.params), lang, you=0) == NOT_YOUR_TURN[lang]
    # read by nobody in particular (a record's), or by the other player: the plain wording
    for reader in (None, 1):
        assert "Ann (dummy)" in words("gatti", error.code, dict(error.params), lang, you=reader)
        assert words("gatti", error.code, dict(error.params), lang, you=reader) != NOT_YOUR_TURN[lang]


@pytest.mark.parametrize("lang", ["en", "it", "fr"])
def test_the_dummys_turn_passed_at_the_players_own_turn(lang: str) -> None:
    params = {"seat": SeatRef(2), "current": SeatRef(0)}
    assert words("gatti", "turn_passed", params, lang, you=0) == TURN_PASSED[lang]


def test_the_field_variant_comes_before_the_plain_one_and_only_for_its_field() -> None:
    texts: Texts = {
        "k": {"en": "{a} then {b}"},
        "you:k": {"en": "you then {b}"},
        "you:b:k": {"en": "{a} then you"},
    }
    assert template_for(texts, "k", "en", {"a": SeatRef(1), "b": SeatRef(0)}, you=0) == "{a} then you"
    assert template_for(texts, "k", "en", {"a": SeatRef(0), "b": SeatRef(1)}, you=0) == "you then {b}"
    assert template_for(texts, "k", "en", {"a": SeatRef(1), "b": [SeatRef(2), SeatRef(0)]}, you=0) == "{a} then you"
    assert template_for(texts, "k", "en", {"a": SeatRef(1), "b": SeatRef(2)}, you=0) == "{a} then {b}"
    # the reader's own seat refused while another is to declare: the plain ``you:<key>`` wording, as before
    mine = {"seat": SeatRef(0), "current": SeatRef(1)}
    assert words("gatti", "turn_passed", mine, "en", you=0) == "your turn to declare has passed: Bea is to declare"
    assert words("gatti", "not_your_turn_to_declare", mine, "en", you=0) == "Bea is to declare or pass, not you"


MATCH_OVER = {
    "en": "the match is over: you and Carla have won it",
    "it": "la partita è finita: l'avete vinta tu e Carla",
    "fr": "la partie est finie : vous et Carla l'avez gagnée",
}
WON_BY_DECLARATIONS = {
    "en": "the match is over: you and Carla reached 800 during the declarations",
    "it": "la partita è finita: tu e Carla avete raggiunto 800 con le dichiarazioni",
    "fr": "la partie est finie : vous et Carla avez atteint 800 pendant les déclarations",
}
TAROCCHINO = {0: "Ann", 1: "Bea", 2: "Carla", 3: "Dario"}


def tarocchino_words(code: str, winners: list[int], lang: str, you: int | None) -> str:
    params = {"winners": [SeatRef(s) for s in winners]}
    texts = game_class("tarocchino").texts()
    return render_refusal(code, params, "", texts, lang, TAROCCHINO.__getitem__, str, you=you)


@pytest.mark.parametrize("lang", ["en", "it", "fr"])
def test_the_readers_pair_won_the_match(lang: str) -> None:
    assert tarocchino_words("match_over", [0, 2], lang, you=0) == MATCH_OVER[lang]
    assert tarocchino_words("match_over", [2, 0], lang, you=0) == MATCH_OVER[lang]
    assert tarocchino_words("won_by_declarations", [0, 2], lang, you=0) == WON_BY_DECLARATIONS[lang]
    # another pair, or nobody in particular reading: the names, as before
    and_word = {"en": "and", "it": "e", "fr": "et"}[lang]
    assert f"Bea {and_word} Dario" in tarocchino_words("match_over", [1, 3], lang, you=0)
    assert f"Ann {and_word} Carla" in tarocchino_words("match_over", [0, 2], lang, you=None)


def test_others_are_the_seats_of_the_readers_list_but_the_reader() -> None:
    params = {"winners": [SeatRef(0), SeatRef(2)], "points": 3}
    assert lines.with_others(params, 2)["others"] == [SeatRef(0)]
    assert "others" not in lines.with_others(params, 1) and "others" not in lines.with_others(params, None)
    assert fill("{others}", params, {}, "en", name, str, you=0) == "Ann (dummy)"


def test_the_terminal_words_the_readers_pair_too() -> None:
    """The terminal's :meth:`View.refusal` fills the template for its human: "you and Carla" (not "{others}")."""
    game = game_class("tarocchino")()
    view = View(game, "en", names=["Ann", "Bea", "Carla", "Dario"], human=0)
    said = view.refusal("match_over", {"winners": [SeatRef(0), SeatRef(2)]}, "the match is over")
    assert said == "the match is over: you and Carla have won it", said
