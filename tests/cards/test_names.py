"""Card names in each game's tradition, in English, Italian and French, and the display glyphs."""

from __future__ import annotations

import pytest

from tarocchi.cards import CODES, FOOL, NUM_CARDS, parse_card
from tarocchi.cards.names import (
    LANGUAGES,
    card_label,
    card_name,
    display_sort_key,
    rank_label,
    suit_name,
    tradition,
)

GAMES = ("french-tarot", "gatti", "piedmontese", "tarocchino")


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_card_has_a_distinct_name(game: str, lang: str) -> None:
    names = [card_name(c, game, lang) for c in range(NUM_CARDS)]
    assert all(names)
    assert len(set(names)) == NUM_CARDS


@pytest.mark.parametrize(
    ("code", "game", "lang", "name"),
    [
        ("KH", "french-tarot", "fr", "Roi de cœur"),
        ("QS", "french-tarot", "fr", "Dame de pique"),
        ("ND", "french-tarot", "fr", "Cavalier de carreau"),
        ("JC", "french-tarot", "fr", "Valet de trèfle"),
        ("KH", "french-tarot", "en", "King of hearts"),
        ("KH", "french-tarot", "it", "Re di cuori"),
        ("T1", "french-tarot", "fr", "Petit"),
        ("T21", "french-tarot", "fr", "21 d'atout"),
        ("FOOL", "french-tarot", "fr", "Excuse"),
        ("FOOL", "french-tarot", "en", "Excuse"),
        ("KH", "tarocchino", "it", "Re di coppe"),
        ("1S", "tarocchino", "it", "Asso di spade"),
        ("1S", "tarocchino", "fr", "As d'épées"),
        ("7C", "piedmontese", "it", "7 di bastoni"),
        ("QD", "gatti", "en", "Queen of coins"),
        ("T21", "tarocchino", "it", "Angelo"),
        ("T20", "tarocchino", "en", "World"),
        ("T3", "tarocchino", "en", "Moor (T3)"),
        ("T1", "tarocchino", "it", "Bégato"),
        ("FOOL", "tarocchino", "it", "Matto"),
        ("T20", "gatti", "it", "Giudizio"),
        ("T21", "gatti", "en", "World"),
        ("FOOL", "piedmontese", "it", "Fol"),
        ("T12", "gatti", "fr", "Atout 12"),
    ],
)
def test_names_in_the_games_tradition(code: str, game: str, lang: str, name: str) -> None:
    assert card_name(parse_card(code), game, lang) == name


def test_traditions_and_suit_names() -> None:
    assert tradition("french-tarot") == "french"
    assert {tradition(g) for g in GAMES[1:]} == {"italian"}
    assert [suit_name(s, "french-tarot", "fr") for s in range(4)] == ["pique", "cœur", "carreau", "trèfle"]
    assert [suit_name(s, "gatti", "it") for s in range(4)] == ["spade", "coppe", "denari", "bastoni"]


def test_labels_unicode_and_ascii_fallback() -> None:
    assert card_label(parse_card("KH")) == "K♥"
    assert card_label(parse_card("10S")) == "10♠"
    assert card_label(FOOL) == "★"
    assert card_label(parse_card("T21")) == "T21"
    for c in range(NUM_CARDS):
        assert card_label(c, ascii=True) == CODES[c]
        assert card_label(c, ascii=True).isascii()
        assert rank_label(c, ascii=True).isascii()


def test_display_order_trumps_then_suits_fool_closes_the_trumps() -> None:
    cards = [parse_card(x) for x in ("KH", "FOOL", "T21", "1S", "T1", "2D", "QC")]
    ft = [CODES[c] for c in sorted(cards, key=lambda c: display_sort_key(c, "french-tarot"))]
    assert ft == ["T1", "T21", "FOOL", "1S", "KH", "QC", "2D"]
    it = [CODES[c] for c in sorted(cards, key=lambda c: display_sort_key(c, "tarocchino"))]
    assert it == ["T1", "T21", "FOOL", "1S", "QC", "KH", "2D"]
