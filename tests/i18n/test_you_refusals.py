"""A refusal that names the reader's own seat is worded to the reader (``you:refusal.<code>``,
:func:`tarocchi.i18n.lines.template_for`): "you have already declared", never "You has already declared"
(the terminal names the reader's seat "You"), "cricca of kings is already declared by You" or "the turn of You".
A record's refusal, read by nobody in particular, keeps the plain template."""

from __future__ import annotations

import string
from typing import Any

import pytest

from tarocchi.cards import CODES
from tarocchi.engine.explain import LANGUAGES, SeatRef, TermRef, Texts
from tarocchi.games import game_class
from tarocchi.i18n.lines import fill, render_refusal, template_for
from tarocchi.tui.render import View

READER = 0
OTHER = 2

# game -> code -> (the field that names the reader, the other parameters of the refusal)
YOU_REFUSALS: dict[str, dict[str, tuple[str, dict[str, Any]]]] = {
    "french-tarot": {
        "deal_annulled": ("seat", {}),
        "auction_over": ("expected", {"verb": TermRef("verb.call")}),
        "not_your_turn": ("seat", {"verb": TermRef("verb.play")}),
        "already_called": ("expected", {"verb": TermRef("verb.discard")}),
        "no_discard_now": ("expected", {"verb": TermRef("verb.call")}),
        "play_not_now": ("expected", {"verb": TermRef("verb.discard")}),
        "not_debtor": ("seat", {}),
    },
    "gatti": {
        "discard_first": ("dealer", {}),
        "call_first": ("dealer", {}),
        "not_your_turn": ("seat", {}),
        "dealer_discards": ("dealer", {}),
        "dealer_calls": ("dealer", {}),
        "declare_after_discard": ("dealer", {}),
        "declare_after_call": ("dealer", {}),
        "declared_later": ("seat", {}),
        "turn_passed": ("seat", {"current": SeatRef(3)}),
        "not_your_turn_to_declare": ("seat", {"current": SeatRef(3)}),
        "nothing_owed": ("winner", {}),
        "fool_player_gives": ("seat", {}),
    },
    "piedmontese": {
        "discard_first": ("dealer", {}),
    },
    "tarocchino": {
        "discard_first": ("dealer", {}),
        "already_declared": ("seat", {"as": TermRef("declaration.cricca-kings")}),
        "turn_passed": ("seat", {"current": SeatRef(3)}),
        "declare_first": ("seat", {}),
    },
}
"""Every refusal whose seat can be the reader's (decided code by code: the others name a seat that is never
the one refused nor the one it plays a dummy beside)."""

CASES = [(game, code) for game, codes in YOU_REFUSALS.items() for code in codes]

SELF = {"en": "You", "it": "Tu", "fr": "Vous"}
"""How the terminal names the reader's own seat (the catalogue's ``you``)."""


def texts_of(game: str) -> Texts:
    return game_class(game).texts()


def seat_name(lang: str) -> Any:
    return lambda seat: SELF[lang] if seat == READER else f"Seat{seat + 1}"


def card_code(card: int) -> str:
    return CODES[card]


def params_of(game: str, code: str, seat: int) -> dict[str, Any]:
    field, others = YOU_REFUSALS[game][code]
    return {field: SeatRef(seat), **others}


def fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def refusal(game: str, code: str, lang: str, seat: int, you: int | None = READER) -> str:
    params = params_of(game, code, seat)
    return render_refusal(code, params, "", texts_of(game), lang, seat_name(lang), card_code, you=you)


def test_the_refusals_worded_to_the_reader_are_those_decided() -> None:
    """Each game's ``you:refusal.*`` variants are exactly those above, each in English, Italian and French."""
    for game, codes in YOU_REFUSALS.items():
        texts = texts_of(game)
        have = {key.removeprefix("you:refusal.") for key in texts if key.startswith("you:refusal.")}
        assert have == set(codes), game
        for code in codes:
            assert set(texts[f"you:refusal.{code}"]) == set(LANGUAGES), (game, code)


@pytest.mark.parametrize(("game", "code"), CASES)
def test_a_variant_keeps_the_placeholders_but_the_readers_seat(game: str, code: str) -> None:
    texts = texts_of(game)
    field, _ = YOU_REFUSALS[game][code]
    for lang in LANGUAGES:
        base, variant = texts[f"refusal.{code}"][lang], texts[f"you:refusal.{code}"][lang]
        assert field in fields(base), (game, code, lang)
        assert fields(variant) == fields(base) - {field}, (game, code, lang)


@pytest.mark.parametrize(("game", "code"), CASES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_refusal_naming_the_reader_speaks_to_the_reader(game: str, code: str, lang: str) -> None:
    """No "You has", "by You", "of You", "Tu ha", "Vous a": the reader's seat is not named in the third person."""
    text = refusal(game, code, lang, READER)
    assert SELF[lang] not in text, text
    assert text != refusal(game, code, lang, READER, you=None), text
    chosen = template_for(texts_of(game), f"refusal.{code}", lang, params_of(game, code, READER), READER)
    assert chosen == texts_of(game)[f"you:refusal.{code}"][lang]


@pytest.mark.parametrize(("game", "code"), CASES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_refusal_naming_another_seat_keeps_the_plain_template(game: str, code: str, lang: str) -> None:
    text = refusal(game, code, lang, OTHER)
    texts = texts_of(game)
    plain = fill(texts[f"refusal.{code}"][lang], params_of(game, code, OTHER), texts, lang, seat_name(lang), card_code)
    assert text == plain and f"Seat{OTHER + 1}" in text, text


@pytest.mark.parametrize(
    ("lang", "sentence"),
    [
        ("en", "you have already declared; declarations go in turn order from eldest"),
        ("it", "hai già dichiarato; si dichiara in ordine di turno dal primo di mano"),
        ("fr", "vous avez déjà annoncé ; on annonce dans l'ordre du jeu depuis le premier à parler"),
    ],
)
def test_gatti_already_declared(lang: str, sentence: str) -> None:
    assert refusal("gatti", "declared_later", lang, READER) == sentence


@pytest.mark.parametrize(
    ("lang", "sentence"),
    [
        ("en", "your turn to declare has passed: Seat4 is to declare"),
        ("it", "il tuo turno per dichiarare è passato: tocca a Seat4"),
        ("fr", "votre tour d'annonce est passé : c'est à Seat4"),
    ],
)
def test_gatti_turn_passed(lang: str, sentence: str) -> None:
    assert refusal("gatti", "turn_passed", lang, READER) == sentence


@pytest.mark.parametrize(
    ("lang", "sentence"),
    [
        ("en", "you have already declared cricca of kings in this deal"),
        ("it", "hai già dichiarato cricca di re in questa mano"),
        ("fr", "vous avez déjà déclaré cricca de rois dans cette donne"),
    ],
)
def test_tarocchino_already_declared(lang: str, sentence: str) -> None:
    assert refusal("tarocchino", "already_declared", lang, READER) == sentence


@pytest.mark.parametrize(
    ("lang", "sentence"),
    [
        ("en", "the deal is over (annulled: you hold a petit sec)"),
        ("it", "la mano è finita (annullata: hai il petit secco)"),
        ("fr", "la donne est finie (annulée : vous avez le petit sec)"),
    ],
)
def test_french_tarot_deal_annulled(lang: str, sentence: str) -> None:
    assert refusal("french-tarot", "deal_annulled", lang, READER) == sentence


def test_a_record_refusal_read_by_nobody_keeps_the_plain_template() -> None:
    """Without ``you`` (a record's refusal), the reader's seat is named like any other."""
    assert refusal("gatti", "declared_later", "en", READER, you=None).startswith("You has already declared")


@pytest.mark.parametrize(
    ("lang", "sentence"),
    [
        ("en", "you are the dealer: you must discard first"),
        ("it", "sei il mazziere: devi prima scartare"),
        ("fr", "vous êtes le donneur : vous devez d'abord écarter"),
    ],
)
def test_the_terminal_view_words_a_refusal_of_its_human_to_him(lang: str, sentence: str) -> None:
    """The terminal's :meth:`View.refusal` passes its human's seat: his seat is not "You" in the third person."""
    game = game_class("gatti").from_options({"players": 4})
    view = View(game, lang, names=["Ada", "Bruno", "Carla", "Dario"], human=1)
    assert view.refusal("discard_first", {"dealer": SeatRef(1)}, "the dealer (seat 1) must discard first") == sentence
    other = view.refusal("discard_first", {"dealer": SeatRef(2)}, "the dealer (seat 2) must discard first")
    assert "(Carla)" in other, other
