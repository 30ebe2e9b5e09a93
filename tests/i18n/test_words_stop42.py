"""The words of explanations and refusals agree with what their fields hold, in English, Italian and French
(:func:`tarocchi.i18n.lines.template_for`): "Bruno and Carla score 35", not "scores"; "1 card point"; French
"0 point", "le camp d'Ada"; "Your Garde" for the reader's own seat. Every game and variant is played at random
and each line read in the three languages."""

from __future__ import annotations

import random
import re
import string
from typing import Any

import pytest

from tarocchi.cards import CODES, mask_of, parse_card
from tarocchi.engine.explain import CardsRef, Line, SeatRef, TermRef
from tarocchi.games import create_game, game_class, game_names
from tarocchi.i18n import LANGUAGES
from tarocchi.i18n import lines as i18n_lines
from tarocchi.i18n.lines import render_line, render_refusal
from tarocchi.tui.gamedata import game_texts
from tarocchi.tui.render import View

NAMES = ["Ada", "Bruno", "Carla", "Dario", "Elena"]


def seat_name(seat: int) -> str:
    return NAMES[seat]


def code(card: int) -> str:
    return CODES[card]


def texts_of(name: str) -> Any:
    return game_texts(game_class(name))


# ---------------------------------------------------------------- the mechanism


TOY = {
    "x.score": {"en": "{side} scores {score}", "it": "{side} segna {score}", "fr": "{side} marque {score}"},
    "many:side:x.score": {"en": "{side} score {score}", "fr": "{side} marquent {score}"},
    "x.points": {"en": "{points} points", "fr": "{points} points"},
    "one:points:x.points": {"en": "{points} point", "fr": "{points} point"},
    "x.taker": {"en": "Garde by {taker}"},
    "you:x.taker": {"en": "Your Garde"},
}


@pytest.mark.parametrize(
    ("key", "params", "lang", "you", "expected"),
    [
        ("x.score", {"side": (SeatRef(1),), "score": 9}, "en", None, "Bruno scores 9"),
        ("x.score", {"side": (SeatRef(1), SeatRef(2)), "score": 35}, "en", None, "Bruno and Carla score 35"),
        ("x.score", {"side": (SeatRef(1), SeatRef(2)), "score": 35}, "fr", None, "Bruno et Carla marquent 35"),
        ("x.points", {"points": 1}, "en", None, "1 point"),
        ("x.points", {"points": 0}, "en", None, "0 points"),
        ("x.points", {"points": 0}, "fr", None, "0 point"),
        ("x.points", {"points": 1.5}, "fr", None, "1,5 point"),  # a decimal comma in French
        ("x.points", {"points": 2}, "fr", None, "2 points"),
        ("x.taker", {"taker": SeatRef(0)}, "en", None, "Garde by Ada"),
        ("x.taker", {"taker": SeatRef(0)}, "en", 0, "Your Garde"),
        ("x.taker", {"taker": SeatRef(1)}, "en", 0, "Garde by Bruno"),
    ],
)
def test_a_variant_is_chosen_by_the_count_of_a_field_or_the_reader_s_seat(
    key: str, params: dict[str, Any], lang: str, you: int | None, expected: str
) -> None:
    assert render_line(Line(key, params), TOY, lang, seat_name, code, you=you) == expected


def test_without_a_variant_the_key_s_own_template_is_used() -> None:
    """A variant missing in the reader's language gives way to the key's own template in it, not to English."""
    assert i18n_lines.template_for(TOY, "x.score", "it", {"side": (SeatRef(1), SeatRef(2))}) == "{side} segna {score}"
    assert (
        i18n_lines.template_for(TOY, "x.points", "it", {"points": 1}) == "{points} point"
    )  # (no Italian at all: English)
    assert i18n_lines.template_for(TOY, "x.missing", "en", {}) is None


def test_one_is_one_in_english_and_italian_and_below_two_in_french() -> None:
    assert [i18n_lines.is_one(n, "en") for n in (0, 1, -1, 1.5, 2)] == [False, True, True, False, False]
    assert [i18n_lines.is_one(n, "it") for n in (0, 1, -1, 1.5, 2)] == [False, True, True, False, False]
    assert [i18n_lines.is_one(n, "fr") for n in (0, 1, -1, 1.5, 2)] == [True, True, True, True, False]


def test_a_refusal_agrees_with_the_cards_it_names() -> None:
    texts = texts_of("gatti")
    one = {"cards": CardsRef(mask_of([parse_card("KS")]))}
    two = {"cards": CardsRef(mask_of([parse_card("KS"), parse_card("QS")]))}
    assert render_refusal("not_a_bonus", one, "", texts, "en", seat_name, code) == "KS does not form a bonus"
    assert render_refusal("not_a_bonus", two, "", texts, "en", seat_name, code).endswith("do not form one bonus")
    assert render_refusal("not_a_bonus", one, "", texts, "fr", seat_name, code) == "KS ne forme pas une prime"
    assert render_refusal("kings_count", {"count": 1}, "", texts, "it", seat_name, code).startswith("1 re mostrato:")
    assert render_refusal("kings_count", {"count": 2}, "", texts, "it", seat_name, code).startswith("2 re mostrati:")


def test_french_elides_de_before_a_vowel() -> None:
    texts = texts_of("gatti")
    line = Line("gatti.discard_owner", {"who": SeatRef(0)})
    assert render_line(line, texts, "fr", seat_name, code) == "L'écart compte pour le camp d'Ada"
    assert render_line(Line("gatti.discard_owner", {"who": SeatRef(1)}), texts, "fr", seat_name, code).endswith(
        "camp de Bruno"
    )


def test_gatti_s_pair_scores_with_a_plural_verb() -> None:
    """The last worker's find: "Bruno, Carla scores 35"."""
    texts = texts_of("gatti")
    line = Line("gatti.side_score", {"side": (SeatRef(1), SeatRef(2)), "score": 35})
    said = {lang: render_line(line, texts, lang, seat_name, code) for lang in LANGUAGES}
    assert said == {
        "en": "Bruno and Carla score 35",
        "it": "Bruno e Carla segnano 35",
        "fr": "Bruno et Carla marquent 35",
    }
    alone = Line("gatti.side_score", {"side": (SeatRef(1),), "score": 35})
    assert render_line(alone, texts, "en", seat_name, code) == "Bruno scores 35"


def test_one_card_point_is_singular() -> None:
    texts = texts_of("gatti")
    line = Line("gatti.side_points", {"side": (SeatRef(1),), "tricks": 1, "points": 1})
    assert render_line(line, texts, "en", seat_name, code).startswith("Bruno: 1 card point (1 × 1")
    assert render_line(line, texts, "it", seat_name, code).startswith("Bruno: 1 punto (")
    zero = Line("gatti.side_points", {"side": (SeatRef(1),), "tricks": 0, "points": 0})
    assert render_line(zero, texts, "fr", seat_name, code).startswith("Bruno : 0 point (")
    assert render_line(zero, texts, "en", seat_name, code).startswith("Bruno: 0 card points (")


# ---------------------------------------------------------------- every variant is a variant of a line


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


@pytest.mark.parametrize("name", game_names())
def test_each_variant_words_a_key_of_the_game_with_its_fields(name: str) -> None:
    """A variant names a key the game has and a field of it, in the three languages, and asks no field the key's
    own template does not (the parameters are the line's)."""
    texts = texts_of(name)
    for key, entry in texts.items():
        form, _, rest = key.partition(":")
        if form not in ("you", "one", "many") or not rest:
            continue
        # ``you:<key>``, ``you:<field>:<key>`` (a key has no colon), ``one:<field>:<key>``, ``many:<field>:<key>``,
        # and a ``you`` wording's count variants ``you:[<field>:]one|many:<field2>:<key>``
        parts = key.split(":")
        counted = [i for i in range(1, len(parts) - 1) if parts[i] in ("one", "many")]
        if form == "you" and counted:
            assert len(parts[counted[0] :]) == 3, key
            field = parts[1] if counted[0] == 2 else ""
            counted_field = parts[counted[0] + 1]
            base = parts[-1]
            for lang in LANGUAGES:
                assert counted_field in _fields(texts[base].get(lang) or texts[base]["en"]), (key, lang)
        else:
            field, base = rest.partition(":")[::2] if form != "you" or ":" in rest else ("", rest)
        assert base in texts, key
        assert set(entry) == set(LANGUAGES), key
        # a ``you:<field>:`` variant may also say the field's other seats (``others``: lines.with_others)
        derived = {"others"} if form == "you" and field else set()
        for lang in LANGUAGES:
            own = _fields(texts[base].get(lang) or texts[base]["en"])
            assert _fields(entry[lang]) <= own | derived, (key, lang)
            if field:
                assert field in own, (key, lang)


# ---------------------------------------------------------------- random hands of every game, read


VARIANTS: dict[str, list[dict[str, Any]]] = {
    "french-tarot": [{"players": p} for p in (3, 4, 5)],
    "gatti": [
        {"players": 3, "bonuses": "both", "bagatto_last": True},
        {"players": 4, "mode": "pairs", "bonuses": "both", "bagatto_last": True},
        {"players": 4, "mode": "call", "bonuses": "captured", "bagatto_last": True},
        {"players": 2, "bonuses": "declared"},
    ],
    "piedmontese": [{"players": p} for p in (2, 3, 4)],
    "tarocchino": [{}],
}
PLURAL_SIDE = re.compile(r"^\w+(?:(?:, | and | e | et )\w+)+ (scores|segna|marque|wins|vince|gagne)\b")
ONE_PLURAL = re.compile(r"(?<![\d.,])(?:1|-1) (points|punti|card points)\b")


@pytest.mark.parametrize("name", sorted(VARIANTS))
def test_random_hands_read_well_in_three_languages(name: str) -> None:
    """Each line of each hand's explanation, for each reader's seat: no field left unfilled, no singular verb
    after two seats, no "1 points", a space before a French colon."""
    rng = random.Random(42)
    texts = texts_of(name)
    for options in VARIANTS[name]:
        game = create_game(name, options)
        names = NAMES[: game.num_seats]
        for i in range(12):
            result = game.play_random_hand(i % game.num_seats, rng)
            for line in game.explain(result):
                for lang in LANGUAGES:
                    for you in (None, 0, 1):
                        text = render_line(line, texts, lang, names.__getitem__, code, you=you)
                        assert "{" not in text and "}" not in text, (line, lang, text)
                        assert not PLURAL_SIDE.search(text.strip()), (line, lang, text)
                        assert not ONE_PLURAL.search(text), (line, lang, text)
                        if lang == "fr":
                            assert not re.search(r"\S:(\s|$)", text), (line, text)
                        else:
                            assert not re.search(r"\s:(\s|$)", text), (line, lang, text)


# ---------------------------------------------------------------- one name for each game


@pytest.mark.parametrize("name", game_names())
def test_the_terminal_s_game_name_is_the_game_s_own_title(name: str) -> None:
    """The English header said "Gatti (Mitigatti)" where the game's own English title is "Gatti": the terminal's
    header is the game's own title in every language (its texts' ``game.title``; the catalogue keeps no copy)."""
    titles = texts_of(name)["game.title"]
    assert {lang: View(name, lang).title() for lang in LANGUAGES} == {lang: titles[lang] for lang in LANGUAGES}


def test_the_reader_s_own_garde_reads_naturally() -> None:
    texts = texts_of("french-tarot")
    line = Line("ft.contract", {"contract": TermRef("contract.garde"), "taker": SeatRef(0)})
    said = {lang: render_line(line, texts, lang, seat_name, code, you=0) for lang in LANGUAGES}
    assert said == {"en": "Your Garde", "it": "Il tuo contratto: Guardia", "fr": "Votre Garde"}
    assert render_line(line, texts, "en", seat_name, code, you=1) == "Garde by Ada"


def test_a_line_that_starts_with_a_term_starts_with_a_capital() -> None:
    """It read "single poignée by Bruno: 20"; an item under a title keeps its indent."""
    texts = texts_of("french-tarot")
    line = Line("ft.poignee", {"level": TermRef("declaration.poignee-simple"), "seat": SeatRef(1), "points": 20})
    assert render_line(line, texts, "en", seat_name, code) == "Single poignée by Bruno: 20"
    assert render_line(line, texts, "fr", seat_name, code) == "Poignée simple de Bruno : 20"
    item = Line("gatti.captured", {"side": (SeatRef(1),), "bonus": TermRef("bonus.terno"), "points": 5})
    assert render_line(item, texts_of("gatti"), "en", seat_name, code) == "  Bruno: terno (3 kings) = 5"
