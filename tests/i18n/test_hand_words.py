"""A card refused for the rules of play names the cards in the hand as the hand's, not somebody's: "must follow ♥
(in hand: 5♥ 9♥)", never "(holds 5♥ 9♥)", which reads as about another player to the one who tried the card
(or who plays a dummy's) and in a record replay's error line alike. The codes and parameters are the same."""

from __future__ import annotations

import re

import pytest

from tarocchi.cards import CODES, mask_of, parse_cards
from tarocchi.engine.explain import CardsRef, TermRef
from tarocchi.games import game_class
from tarocchi.i18n.lines import render_refusal

GAMES = ["french-tarot", "gatti", "piedmontese", "tarocchino"]

SOMEBODY_HOLDS = {
    "en": re.compile(r"\((also )?holds |\bholds \{held\}|\bdoes not hold\b"),
    "it": re.compile(r"\(ha (anche )?|\bha \{held\}|\bnon ha \{cards\}|\bnon ha il petit"),
    "fr": re.compile(r"\(a (aussi )?|\ba \{held\}|\bn'a pas \{cards\}|\bn'a pas le petit"),
}
"""Words that speak of the hand of the seat refused as somebody's ("holds", "ha", "a") in a refusal's template
(a rule about a dealer "who holds all four kings" names its subject: it stays)."""


def refusal_templates(game: str) -> list[tuple[str, str, str]]:
    texts = game_class(game).texts()
    return [
        (key, lang, template)
        for key, entry in texts.items()
        if key.rpartition(":")[2].startswith("refusal.")
        for lang, template in entry.items()
    ]


@pytest.mark.parametrize("game", GAMES)
def test_no_refusal_speaks_of_the_hand_as_somebodys(game: str) -> None:
    said = [(key, lang, tpl) for key, lang, tpl in refusal_templates(game) if SOMEBODY_HOLDS[lang].search(tpl)]
    assert not said, said


@pytest.mark.parametrize("game", GAMES)
def test_every_card_refusal_shows_the_hand_in_its_own_words(game: str) -> None:
    """Each play refusal showing the cards held (``{held}``, cards) says "in hand" in its language."""
    shown = {"en": "in hand: {held}", "it": "in mano: {held}", "fr": "en main : {held}"}
    plays = [
        (key, lang, tpl)
        for key, lang, tpl in refusal_templates(game)
        if key.startswith("refusal.must_") or key.endswith("void_must_trump")
    ]
    assert plays
    assert all(shown[lang] in tpl for key, lang, tpl in plays if "{held}" in tpl), plays


HEARTS = {"en": "hearts", "it": "coppe", "fr": "cœur"}
MUST_FOLLOW = {
    "en": "must follow hearts (in hand: 5H 9H)",
    "it": "deve rispondere a coppe (in mano: 5H 9H)",
    "fr": "doit fournir à cœur (en main : 5H 9H)",
}


@pytest.mark.parametrize("lang", ["en", "it", "fr"])
def test_a_must_follow_refusal_reads_right_to_the_player_and_in_a_record(lang: str) -> None:
    texts = dict(game_class("french-tarot").texts())
    texts["suit.hearts"] = {lang: HEARTS[lang]}
    params = {"suit": TermRef("suit.hearts"), "held": CardsRef(mask_of(parse_cards(["5H", "9H"])))}
    for you in (0, None):  # the player who tried the card; a record's replay, read by nobody in particular
        said = render_refusal("must_follow", params, "", texts, lang, lambda s: f"Seat {s}", card_code, you=you)
        assert said == MUST_FOLLOW[lang]


@pytest.mark.parametrize("game", GAMES)
def test_every_game_says_in_french_which_suit_to_follow_with_its_preposition(game: str) -> None:
    """French follows *à* a suit ("doit fournir à deniers"; Gatti said "doit fournir deniers"), in every game."""
    template = game_class(game).texts()["refusal.must_follow"]["fr"]
    assert template.startswith("doit fournir à {suit} "), template


@pytest.mark.parametrize(
    ("lang", "said"), [("en", "not in hand: KH"), ("it", "non in mano: KH"), ("fr", "pas en main : KH")]
)
def test_a_card_not_held_is_said_not_in_hand(lang: str, said: str) -> None:
    for game in GAMES:
        texts = game_class(game).texts()
        params = {"cards": CardsRef(mask_of(parse_cards(["KH"])))}
        assert render_refusal("not_held", params, "", texts, lang, str, card_code) == said


def card_code(card: int) -> str:
    return CODES[card]
