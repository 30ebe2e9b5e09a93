"""The courts' letters in the reader's language: one table (``names.RANK_SHORT``) for the terminal's short
labels and the web's card faces, letters a player can type back in his language (DESIGN.md §3: ASCII keeps
the codes)."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from packs import pack_of
from tarocchi.cards import CODES, parse_card, suit_card
from tarocchi.cards.names import (
    LANGUAGES,
    card_candidates,
    card_label,
    input_words,
    rank_label,
    rank_name,
    shortest_input,
)
from tarocchi.web.svg import card_svg

GAMES = ("french-tarot", "gatti", "piedmontese", "tarocchino")
COURTS = (10, 11, 12, 13)  # jack, knight, queen, king
SUITS = (0, 1, 2, 3)
EXPECTED = {  # (jack, knight, queen, king) in hearts
    "en": ("J♥", "N♥", "Q♥", "K♥"),
    "it": ("F♥", "C♥", "D♥", "R♥"),  # fante, cavallo, donna, re
    "fr": ("V♥", "C♥", "D♥", "R♥"),  # valet, cavalier, dame, roi
}


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("rank", COURTS)
def test_a_court_s_label_is_written_with_the_letter_of_the_reader_s_language(lang: str, rank: int) -> None:
    card = suit_card(rank, 1)
    assert card_label(card, lang=lang) == EXPECTED[lang][rank - 10]
    assert rank_label(card, lang=lang) == EXPECTED[lang][rank - 10][:-1]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_ascii_labels_keep_the_codes_in_every_language(lang: str) -> None:
    for card, code in enumerate(CODES):
        assert card_label(card, ascii=True, lang=lang) == code
    assert rank_label(parse_card("KH"), ascii=True, lang=lang) == "K"
    assert card_label(parse_card("10S"), lang=lang) == "10♠" and card_label(parse_card("T21"), lang=lang) == "T21"
    assert card_label(parse_card("KH")) == "K♥" and card_label(parse_card("NC")) == "N♣"  # English by default


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_player_can_type_the_label_he_reads(game: str, lang: str) -> None:
    """``R♥`` typed as read, and its letter followed by the suit's beginning, both name that card only."""
    for rank in COURTS:
        for suit in SUITS:
            card = suit_card(rank, suit)
            label = card_label(card, lang=lang)
            assert card_candidates(label, pack_of(game), lang) == [card], (label, game, lang)
            assert shortest_input(card, pack_of(game), lang)[0] == label[0].lower(), (label, game, lang)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_help_lists_the_letters_the_labels_show(game: str, lang: str) -> None:
    ranks, _ = input_words(pack_of(game), lang)
    listed = dict(zip((13, 12, 11, 10), (letters.split("/") for letters, _ in ranks[:4]), strict=True))
    for rank in COURTS:
        letter = card_label(suit_card(rank, 0), lang=lang)[0]
        assert letter.lower() in listed[rank], (game, lang, rank, listed)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", ("it", "fr"))
def test_the_letters_are_the_initials_of_the_courts_names_in_both_traditions(game: str, lang: str) -> None:
    for rank in COURTS:
        assert card_label(suit_card(rank, 0), lang=lang)[0] == rank_name(rank, pack_of(game), lang)[0], (
            game,
            lang,
            rank,
        )


def _corners(svg: str) -> set[str]:
    """The letters in a court's two corners (one upside down) and in its middle."""
    root = ET.fromstring(svg)
    texts = [
        t
        for t in root.iter("{http://www.w3.org/2000/svg}text")
        if (t.get("x"), t.get("y")) in {("9", "19"), ("50", "92")}
    ]
    assert len(texts) == 3
    return {t.text or "" for t in texts}


@pytest.mark.parametrize("game, style", [("french-tarot", "french"), ("gatti", "italian")])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_web_s_card_faces_and_the_terminal_show_the_same_letters(game: str, style: str, lang: str) -> None:
    for rank in COURTS:
        for suit in SUITS:
            card = suit_card(rank, suit)
            assert _corners(card_svg(CODES[card], style, pack_of(game), lang)) == {rank_label(card, lang=lang)}, (
                CODES[card],
                lang,
            )
