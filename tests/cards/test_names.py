"""Card names in each game's tradition, in English, Italian and French, and the display glyphs."""

from __future__ import annotations

import pytest

from packs import pack_of
from tarocchi.cards import CODES, FOOL, NUM_CARDS, parse_card
from tarocchi.cards.names import (
    LANGUAGES,
    PLAIN_PACK,
    Pack,
    card_label,
    card_name,
    display_sort_key,
    printed_number,
    rank_label,
    suit_name,
)
from tarocchi.games import game_class

GAMES = ("french-tarot", "gatti", "piedmontese", "tarocchino")


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_card_has_a_distinct_name(game: str, lang: str) -> None:
    names = [card_name(c, pack_of(game), lang) for c in range(NUM_CARDS)]
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
    assert card_name(parse_card(code), pack_of(game), lang) == name


def test_traditions_and_suit_names() -> None:
    assert pack_of("french-tarot").tradition == "french"
    assert {pack_of(g).tradition for g in GAMES[1:]} == {"italian"}
    assert [suit_name(s, pack_of("french-tarot"), "fr") for s in range(4)] == ["pique", "cœur", "carreau", "trèfle"]
    assert [suit_name(s, pack_of("gatti"), "it") for s in range(4)] == ["spade", "coppe", "denari", "bastoni"]


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
    ft = [CODES[c] for c in sorted(cards, key=lambda c: display_sort_key(c, pack_of("french-tarot")))]
    assert ft == ["T1", "T21", "FOOL", "1S", "KH", "QC", "2D"]
    it = [CODES[c] for c in sorted(cards, key=lambda c: display_sort_key(c, pack_of("tarocchino")))]
    assert it == ["T1", "T21", "FOOL", "1S", "QC", "KH", "2D"]


@pytest.mark.parametrize("game", GAMES)
def test_a_game_s_pack_is_drawn_as_it_is_named(game: str) -> None:
    """The pack names the cards in the tradition the game's pictures are drawn in (``card_style``)."""
    assert game_class(game).pack.tradition == game_class(game).card_style


def test_a_pack_that_says_nothing_names_plain_cards() -> None:
    """A game that gives no pack (``PLAIN_PACK``): French suits, numbered trumps, the Excuse, every number printed."""
    plain = Pack("french", {"en": "Excuse", "it": "Scusa", "fr": "Excuse"})
    assert card_name(parse_card("T3"), plain, "en") == "3 of trumps"
    assert card_name(parse_card("T3"), PLAIN_PACK, "fr") == "3 d'atout"
    assert card_name(FOOL, PLAIN_PACK, "it") == "Scusa"
    assert printed_number(17, PLAIN_PACK) == 17
    moors = Pack("italian", {"en": "Fool"}, {3: {"en": "Moor"}}, numbered=frozenset({3}))
    assert card_name(parse_card("T3"), moors, "en") == "Moor (T3)"
    assert card_name(FOOL, moors, "fr") == "Fool"  # a language the pack lacks: its English name
    assert card_name(parse_card("T3"), moors, "it") == "Moor (T3)"
