"""Wording faults of the last review: a Tarocchino monte taken by the reader's partner is "your pair", not "the pair
of <partner>"; two seats read "Ada and Carla" ("Ada e Carla", "Ada et Carla"), not "Ada, Carla"; one card chosen
of two is said in the singular ("1 di 2 scelta")."""

from __future__ import annotations

import pytest

from tarocchi.cards import CODES
from tarocchi.engine.explain import Line, SeatRef
from tarocchi.engine.game import HandResult
from tarocchi.games import game_class
from tarocchi.games.tarocchino.explain import explain_result
from tarocchi.i18n import LANGUAGES, translate
from tarocchi.i18n.lines import render_line
from tarocchi.tui.gamedata import game_texts

NAMES = ["Ada", "Bruno", "Carla", "Dario"]
TEXTS = game_texts(game_class("tarocchino"))


def _said(line: Line, lang: str, you: int | None = None) -> str:
    return render_line(line, TEXTS, lang, NAMES.__getitem__, CODES.__getitem__, you=you)


def _monte_line(owner: int) -> Line:
    """The ``tc.monte`` line of a deal whose monte went to ``owner``'s pair, as the game explains it."""
    unit = {"cricche": [], "sequences": [], "criccone": False, "sequences_doubled": False, "points": 0}
    detail = {"captured": [unit, unit], "card_points": [0, 0], "last_trick": 0, "monte_owner": owner}
    lines = explain_result(HandResult((None,) * 4, (0, 0), detail))
    return next(line for line in lines if line.key == "tc.monte")


YOUR_PAIR = {
    "en": "The monte went to your pair",
    "it": "Il monte è andato alla tua coppia",
    "fr": "Le monte est allé à votre paire",
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_monte_of_the_reader_s_partner_goes_to_the_reader_s_pair(lang: str) -> None:
    line = _monte_line(2)
    assert _said(line, lang, you=0) == YOUR_PAIR[lang]  # the partner's monte: the reader's own pair
    assert _said(line, lang, you=2) == YOUR_PAIR[lang]


def test_the_monte_of_the_other_pair_names_both_its_seats() -> None:
    line = _monte_line(3)
    said = {lang: _said(line, lang, you=0) for lang in LANGUAGES}
    assert said == {
        "en": "The monte went to the pair of Bruno and Dario",
        "it": "Il monte è andato alla coppia di Bruno e Dario",
        "fr": "Le monte est allé à la paire de Bruno et Dario",
    }


def test_two_seats_are_joined_with_and() -> None:
    line = Line("tc.declared_pair", {"seats": [SeatRef(0), SeatRef(2)], "points": 10})
    said = {lang: _said(line, lang) for lang in LANGUAGES}
    assert said == {
        "en": "Declarations of Ada and Carla (doublings applied): 10",
        "it": "Dichiarazioni di Ada e Carla (raddoppi inclusi): 10",
        "fr": "Déclarations d'Ada et Carla (doublements compris) : 10",
    }


def test_three_seats_have_and_before_the_last() -> None:
    line = Line("tc.winner", {"seats": [SeatRef(0), SeatRef(1), SeatRef(2)], "how": "x"})
    assert _said(line, "en").startswith("Ada, Bruno and Carla win")


@pytest.mark.parametrize(
    ("lang", "one", "two"),
    [
        ("en", "1 of 2 chosen;", "0 of 2 chosen;"),
        ("it", "1 di 2 scelta;", "2 di 3 scelte;"),
        ("fr", "1 sur 2 choisie ;", "2 sur 3 choisies ;"),
    ],
)
def test_one_card_of_a_choice_is_singular_in_the_catalogue(lang: str, one: str, two: str) -> None:
    assert translate("choice_progress_one", lang, k=1, n=2).startswith(one)
    k = 0 if lang == "en" else 2
    assert translate("choice_progress", lang, k=k, n=2 if lang == "en" else 3).startswith(two)
