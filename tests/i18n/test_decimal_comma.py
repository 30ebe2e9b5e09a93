"""Numbers in the reader's language (:func:`tarocchi.i18n.lines.number_text`): a decimal point in English,
a decimal comma in Italian and French (French Tarot's half card points, "40,5"); machine outputs keep the
point (the default language)."""

from __future__ import annotations

import pytest

from tarocchi.cards import CODES
from tarocchi.engine.explain import Line, SeatRef
from tarocchi.i18n.lines import fill, number_text, param_text, render_line

TEXTS = {
    "x.margin": {
        "en": "{who}: {points} points, {diff:+.1f} to the target",
        "it": "{who}: {points} punti, {diff:+.1f} dall'obiettivo",
        "fr": "{who} : {points} points, {diff:+.1f} de l'objectif",
    }
}


def seat_name(seat: int) -> str:
    return ["Ada", "Bruno", "Carla"][seat]


def code(card: int) -> str:
    return CODES[card]


@pytest.mark.parametrize(
    ("lang", "half", "loss"), [("en", "40.5", "-1.5"), ("it", "40,5", "-1,5"), ("fr", "40,5", "-1,5")]
)
def test_a_number_is_written_with_the_languages_decimal_mark(lang: str, half: str, loss: str) -> None:
    assert number_text(40.5, lang) == half
    assert number_text(-1.5, lang) == loss  # the sign kept as it was
    assert number_text(91.0, lang) == "91" and number_text(-66, lang) == "-66"  # whole numbers as before
    assert param_text(40.5, {}, lang, seat_name, code) == half


def test_the_default_keeps_the_point_for_machine_outputs() -> None:
    assert number_text(40.5) == "40.5"
    assert number_text(-0.5) == "-0.5"


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("en", "Ada: 40.5 points, -0.5 to the target"),
        ("it", "Ada: 40,5 punti, -0,5 dall'obiettivo"),
        ("fr", "Ada : 40,5 points, -0,5 de l'objectif"),
    ],
)
def test_a_line_writes_its_numbers_in_its_language_format_specs_included(lang: str, expected: str) -> None:
    line = Line("x.margin", {"who": SeatRef(0), "points": 40.5, "diff": -0.5})
    assert render_line(line, TEXTS, lang, seat_name, code) == expected
    template = TEXTS["x.margin"][lang]
    assert fill(template, {"who": SeatRef(0), "points": 40.5, "diff": -0.5}, TEXTS, lang, seat_name, code) == expected


def test_a_figure_for_a_message_follows_its_language() -> None:
    """What the terminal passes to a catalogue message with a format spec (``{loss:.1f}``)."""
    from tarocchi.i18n.lines import Number

    assert "{:.1f} / {:+.1f} / {}".format(Number(1.5, "fr"), Number(2.25, "it"), Number(40.5, "fr")) == (
        "1,5 / +2,2 / 40,5"
    )
    assert "{:.1f} / {}".format(Number(1.5, "en"), Number(40.5, "en")) == "1.5 / 40.5"
