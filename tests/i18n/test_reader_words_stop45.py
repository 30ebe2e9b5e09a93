"""Words said to the player, in English, Italian and French (the known faults of the stop-45 review):

* a refusal names what was refused, then why, with one colon of its own ("Refusé — 4♠ : doit fournir à carreau
  (en main : …)"), never three ("Refusé : 4♠ : doit fournir … (en main : …)");
* Italian writes ``ad`` before a name starting with a vowel ("dato ad Ann", "tocca ad Eva"), as French elides
  ``de`` ("Plis d'Ann"), in the games' lines and in the shared catalogue alike;
* Tarocchino's explanation speaks of the reader's own pair as "your pair", never by its names.
"""

from __future__ import annotations

import pytest

from tarocchi.cards import CODES, parse_card
from tarocchi.engine.explain import CardRef, Line, SeatRef, TermRef
from tarocchi.games import game_class
from tarocchi.i18n import translate
from tarocchi.i18n.lines import fill, render_line

NAMES = {0: "Ann", 1: "Bea", 2: "Eva", 3: "Carla"}
"""Names of a table of four: Ann and Eva (seats 0 and 2) are a Tarocchino pair."""


def name(seat: int) -> str:
    return NAMES[seat]


def card(c: int) -> str:
    return CODES[c]


@pytest.mark.parametrize("lang", ["en", "it", "fr"])
def test_a_refusal_has_one_colon_before_its_reason(lang: str) -> None:
    said = translate("refused", lang, what="4♠", why="WHY")
    before = said.partition("WHY")[0]
    assert before.count(":") == 1, said
    assert "4♠" in before and before.rstrip().endswith(":"), said


@pytest.mark.parametrize(
    ("game", "key", "field", "said"),
    [
        ("gatti", "gatti.fool_covered", "to", "dato ad Ann"),
        ("tarocchino", "tc.matto_covered", "seat", "dato ad Ann"),
        ("tarocchino", "tc.matto_passes", "seat", "va ad Ann"),
    ],
)
def test_italian_writes_ad_before_a_name_starting_with_a_vowel(game: str, key: str, field: str, said: str) -> None:
    texts = game_class(game).texts()
    params: dict[str, object] = {"card": CardRef(parse_card("2H")), field: SeatRef(0)}
    line = render_line(Line(key, params), texts, "it", name, card)
    assert line.endswith(said), line
    # before a consonant, "a" as it is
    line = render_line(Line(key, {**params, field: SeatRef(1)}), texts, "it", name, card)
    assert line.endswith(said.replace("ad Ann", "a Bea")), line


def test_italian_ad_is_a_word_of_its_own() -> None:
    """Only the word ``a`` changes: ``da {who}``, ``alla {who}`` stay as they are."""
    assert fill("giocato da {who}, poi a {who}", {"who": SeatRef(0)}, {}, "it", name, card) == (
        "giocato da Ann, poi ad Ann"
    )
    assert fill("a {who}", {"who": SeatRef(0)}, {}, "en", name, card) == "a Ann"


@pytest.mark.parametrize(
    ("lang", "key", "kw", "said"),
    [
        ("it", "waiting_for", {"who": "Eva"}, "Tocca ad Eva…"),
        ("fr", "tableau_title", {"who": "Ann", "n": 3}, "Plis d'Ann (3 cartes)"),
    ],
)
def test_the_shared_catalogue_changes_the_word_before_a_vowel_too(
    lang: str, key: str, kw: dict[str, object], said: str
) -> None:
    assert translate(key, lang, **kw) == said
    bea = translate(key, lang, **{**kw, "who": "Bea"})
    assert bea == said.replace("ad Eva", "a Bea").replace("d'Ann", "de Bea"), bea


PAIR = [SeatRef(0), SeatRef(2)]
PAIR_LINES = [
    Line("tc.declared_pair", {"seats": PAIR, "points": 40}),
    Line("tc.captured", {"seats": PAIR, "as": TermRef("declaration.cricca-kings"), "cards": [], "points": 20}),
    Line("tc.captured_none", {"seats": PAIR}),
    Line("tc.criccone", {"seats": PAIR, "points": 60}),
    Line("tc.sequences_doubled", {"seats": PAIR, "points": 30}),
    Line("tc.captured_total", {"seats": PAIR, "points": 80}),
    Line("tc.card_points", {"seats": PAIR, "points": 41}),
    Line("tc.total", {"seats": PAIR, "unrounded": 121, "rounded": 120}),
    Line("tc.winner", {"seats": PAIR, "how": TermRef("ended.deal")}),
    Line("tc.last_trick", {"seat": SeatRef(0), "bonus": 6}),
    Line("tc.declared", {"seat": SeatRef(0), "as": TermRef("declaration.cricca-kings"), "cards": [], "points": 20}),
]
YOUR_PAIR = {"en": ("your pair", "you and eva", "yours", "you:"), "it": ("tua coppia", "tu e eva", "tua", "tu:"),
             "fr": ("votre paire", "vous et eva", "vôtre", "vous :")}  # fmt: skip


@pytest.mark.parametrize("lang", ["en", "it", "fr"])
@pytest.mark.parametrize("line", PAIR_LINES, ids=lambda line: line.key)
def test_tarocchino_names_the_readers_own_pair_as_yours(lang: str, line: Line) -> None:
    texts = game_class("tarocchino").texts()
    said = render_line(line, texts, lang, name, card, you=0)
    assert "Ann" not in said, said
    assert any(words in said.lower() for words in YOUR_PAIR[lang]), said
    # read by the other pair, the same line names Ann
    assert "Ann" in render_line(line, texts, lang, name, card, you=1)


SIDE_LINES = [
    (Line("gatti.side_score", {"side": (SeatRef(0),), "score": 47}), "Your side scores 47"),
    (Line("gatti.side_score", {"side": (SeatRef(0), SeatRef(2)), "score": 47}), "Your side scores 47"),
    (Line("gatti.captured", {"side": (SeatRef(0),), "bonus": TermRef("bonus.x"), "points": 5}), "  Your side: x = 5"),
    (
        Line("gatti.declared", {"who": SeatRef(0), "bonus": TermRef("bonus.x"), "cards": [], "points": 5}),
        "  You: x  = 5",
    ),
]


@pytest.mark.parametrize(("line", "said"), SIDE_LINES, ids=lambda x: getattr(x, "key", ""))
def test_gatti_names_the_readers_own_side_as_yours(line: Line, said: str) -> None:
    texts = game_class("gatti").texts()
    assert render_line(line, texts, "en", name, card, you=0) == said
    for lang in ("it", "fr"):
        assert "Ann" not in render_line(line, texts, lang, name, card, you=0)
    assert "Ann" in render_line(line, texts, "en", name, card, you=1)


@pytest.mark.parametrize("lang", ["en", "it", "fr"])
@pytest.mark.parametrize("points", [1, 30])
def test_the_readers_own_side_has_its_points_as_yours(lang: str, points: int) -> None:
    """Gatti's and Piedmontese tarocchi's points of a side: "Your side: 30 card points (...)", never "Seat 1 (you):
    30 card points"; one point in the singular, as the others' lines (``you:side:one:points:``)."""
    gatti = Line("gatti.side_points", {"side": (SeatRef(0),), "tricks": 6, "points": points})
    pm = Line("pm.side", {"side": [SeatRef(0)], "points": points, "delta": 3, "carry": 10, "balance": 13})
    for game, line in (("gatti", gatti), ("piedmontese", pm)):
        texts = game_class(game).texts()
        said = render_line(line, texts, lang, name, card, you=0)
        assert said.startswith(("Your side:", "La tua parte:", "Votre camp :")), said
        assert f" {points}" in said and "Ann" not in said, said
        assert "Ann" in render_line(line, texts, lang, name, card, you=1)


@pytest.mark.parametrize(("lang", "said"), [("en", "(1 chosen)"), ("it", "(1 scelta)"), ("fr", "(1 choisie)")])
def test_one_card_chosen_is_said_in_the_singular(lang: str, said: str) -> None:
    assert translate("choose_exactly_one", lang, n=2, k=1).endswith(f"{said}.")
