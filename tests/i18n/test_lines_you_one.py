"""A line about the reader's side that also agrees with its count (:func:`tarocchi.i18n.lines.template_for`):
``you:<field>:one:<field2>:<key>``, the count variant of the reader's wording, before that wording. Gatti's and
Piedmontese tarocchi's points of the reader's side read as the others' do, in the same order ("La tua parte: 32
punti (…)" under "Bruno: 40 punti (…)"; "Your side: 1 card point (…)"; "Votre camp : 1 point (…)"), never
label-first to dodge the singular ("La tua parte: punti 32")."""

from __future__ import annotations

import string
from typing import Any

import pytest

from tarocchi.cards import CODES
from tarocchi.engine.explain import Line, SeatRef
from tarocchi.games import game_class, game_names
from tarocchi.i18n import LANGUAGES
from tarocchi.i18n.lines import colon, render_line, template_for
from tarocchi.tui.gamedata import game_texts

NAMES = {0: "Ann", 1: "Bruno", 2: "Carla", 3: "Dario"}


def name(seat: int) -> str:
    return NAMES[seat]


def card(c: int) -> str:
    return CODES[c]


# ---------------------------------------------------------------- the mechanism, on a toy game's texts

TOY = {
    "x.side": {"en": "{side}: {points} points", "it": "{side}: {points} punti", "fr": "{side} : {points} points"},
    "one:points:x.side": {
        "en": "{side}: {points} point",
        "it": "{side}: {points} punto",
        "fr": "{side} : {points} point",
    },
    "you:side:x.side": {"en": "Your side: {points} points", "it": "La tua parte: {points} punti"},
    "you:side:one:points:x.side": {"en": "Your side: {points} point", "fr": "Votre camp : {points} point"},
    "x.by": {"en": "{points} points by {who}"},
    "you:x.by": {"en": "{points} points by you"},
    "you:one:points:x.by": {"en": "{points} point by you"},
}


@pytest.mark.parametrize(
    ("key", "params", "lang", "you", "expected"),
    [
        ("x.side", {"side": [SeatRef(0)], "points": 1}, "en", 0, "Your side: 1 point"),
        ("x.side", {"side": [SeatRef(0)], "points": -1}, "en", 0, "Your side: -1 point"),
        ("x.side", {"side": [SeatRef(0)], "points": 32}, "en", 0, "Your side: 32 points"),
        ("x.side", {"side": [SeatRef(0), SeatRef(2)], "points": 1}, "en", 0, "Your side: 1 point"),
        ("x.side", {"side": [SeatRef(0)], "points": 0}, "fr", 0, "Votre camp : 0 point"),  # below 2 in French
        # a count variant the language lacks gives way to the reader's wording in that language
        ("x.side", {"side": [SeatRef(0)], "points": 1}, "it", 0, "La tua parte: 1 punti"),
        # not the reader's side: the others' wording, agreeing as before
        ("x.side", {"side": [SeatRef(1)], "points": 1}, "en", 0, "Bruno: 1 point"),
        ("x.side", {"side": [SeatRef(0)], "points": 1}, "en", None, "Ann: 1 point"),
        # the count variant of a ``you:<key>`` wording
        ("x.by", {"points": 1, "who": SeatRef(0)}, "en", 0, "1 point by you"),
        ("x.by", {"points": 5, "who": SeatRef(0)}, "en", 0, "5 points by you"),
        ("x.by", {"points": 1, "who": SeatRef(1)}, "en", 0, "1 points by Bruno"),
    ],
)
def test_the_reader_s_wording_has_a_variant_for_a_count(
    key: str, params: dict[str, Any], lang: str, you: int | None, expected: str
) -> None:
    assert render_line(Line(key, params), TOY, lang, name, card, you=you) == expected


def test_the_count_variant_of_the_reader_s_wording_is_tried_before_that_wording() -> None:
    one = {"side": [SeatRef(0)], "points": 1}
    assert template_for(TOY, "x.side", "en", one, you=0) == "Your side: {points} point"
    assert template_for(TOY, "x.side", "en", {**one, "points": 2}, you=0) == "Your side: {points} points"


# ---------------------------------------------------------------- the games' lines about the reader's side

SAID = {
    ("gatti", "en", 1): "Your side: 1 card point (1 × 1 for the tricks taken, + counting cards)",
    ("gatti", "en", 32): "Your side: 32 card points (1 × 1 for the tricks taken, + counting cards)",
    ("gatti", "it", 1): "La tua parte: 1 punto (1 × 1 per le prese fatte, + carte di conto)",
    ("gatti", "it", 32): "La tua parte: 32 punti (1 × 1 per le prese fatte, + carte di conto)",
    ("gatti", "fr", 1): "Votre camp : 1 point (1 × 1 pour les plis faits, + cartes qui comptent)",
    ("gatti", "fr", 32): "Votre camp : 32 points (1 × 1 pour les plis faits, + cartes qui comptent)",
    ("piedmontese", "en", 1): "Your side: 1 point, +3: balance 10 → 13",
    ("piedmontese", "en", 32): "Your side: 32 points, +3: balance 10 → 13",
    ("piedmontese", "it", 1): "La tua parte: 1 punto, +3: saldo 10 → 13",
    ("piedmontese", "it", 32): "La tua parte: 32 punti, +3: saldo 10 → 13",
    ("piedmontese", "fr", 1): "Votre camp : 1 point, +3 : solde 10 → 13",
    ("piedmontese", "fr", 32): "Votre camp : 32 points, +3 : solde 10 → 13",
}


def side_line(game: str, side: list[SeatRef], points: float) -> Line:
    """The line of a side's points in ``game``: Gatti's ``gatti.side_points``, Piedmontese's ``pm.side``."""
    if game == "gatti":
        return Line("gatti.side_points", {"side": side, "tricks": 1, "points": points})
    return Line("pm.side", {"side": side, "points": points, "delta": 3, "carry": 10, "balance": 13})


@pytest.mark.parametrize(("game", "lang", "points"), sorted(SAID))
def test_the_reader_s_side_says_its_points_as_the_others_do(game: str, lang: str, points: int) -> None:
    texts = game_class(game).texts()
    said = render_line(side_line(game, [SeatRef(0)], points), texts, lang, name, card, you=0)
    assert said == SAID[(game, lang, points)]


@pytest.mark.parametrize("game", ["gatti", "piedmontese"])
@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("points", [0, 1, 1.5, 2, 32, -1])
@pytest.mark.parametrize("partner", [False, True])
def test_the_reader_s_line_is_the_others_line_with_its_label(
    game: str, lang: str, points: float, partner: bool
) -> None:
    """After the label, the reader's side's line and another side's are word for word the same: same order,
    same agreement with the points."""
    texts = game_class(game).texts()
    mine = [SeatRef(0), SeatRef(2)] if partner else [SeatRef(0)]
    others = [SeatRef(1), SeatRef(3)] if partner else [SeatRef(1)]
    sep = colon(lang)
    yours = render_line(side_line(game, mine, points), texts, lang, name, card, you=0)
    theirs = render_line(side_line(game, others, points), texts, lang, name, card, you=0)
    assert yours.partition(sep)[2] == theirs.partition(sep)[2], (yours, theirs)
    assert "Ann" not in yours and "Bruno" in theirs, (yours, theirs)


# ---------------------------------------------------------------- the grammar of the games' variants


def _fields(template: str) -> set[str]:
    return {field for _, field, _, _ in string.Formatter().parse(template) if field}


def _reader_count_variants(texts: Any) -> list[tuple[str, str, str, str]]:
    """Each ``you:[<field>:]one|many:<field2>:<key>`` of ``texts``: (its name, field, field2, key)."""
    found = []
    for name_ in texts:
        parts = name_.split(":")
        if parts[0] != "you" or len(parts) not in (4, 5):
            continue
        field, (form, field2, key) = (parts[1], parts[2:]) if len(parts) == 5 else ("", parts[1:])
        assert form in ("one", "many"), name_
        found.append((name_, field, field2, key))
    return found


def test_a_reader_s_count_variant_words_a_reader_s_wording_with_its_fields() -> None:
    """``you:<field>:one:<field2>:<key>`` names a key of the game, two fields of its template, in the three
    languages, beside the reader's wording ``you:<field>:<key>`` it agrees with; it asks no field that wording
    does not. Gatti's and Piedmontese tarocchi's lines of the reader's side's points have one."""
    written = set()
    for game in game_names():
        texts = game_texts(game_class(game))
        for variant, field, field2, key in _reader_count_variants(texts):
            written.add(variant)
            wording = f"you:{field}:{key}" if field else f"you:{key}"
            assert key in texts and wording in texts, variant
            assert set(texts[variant]) == set(LANGUAGES), variant
            for lang in LANGUAGES:
                assert {field, field2} - {""} <= _fields(texts[key][lang]), (variant, lang)
                assert _fields(texts[variant][lang]) <= _fields(texts[wording][lang]), (variant, lang)
    assert {"you:side:one:points:gatti.side_points", "you:side:one:points:pm.side"} <= written
