"""Card names in English, Italian and French, in each game's own tradition, and display glyphs.

French Tarot is played with a French-suited pack (pique, cœur, carreau, trèfle; the Petit, the
Excuse); the three Italian games with Italian suits (spade, coppe, denari, bastoni; the Bagatto, the
Matto or Fol) and their own named trumps (Tarocchino's Angel, World, Sun, Moon, the four Moors...).
The suit codes stay ``S``, ``H``, ``D``, ``C`` in every game (DESIGN.md §3): swords/spades ``S``,
cups/hearts ``H``, coins/diamonds ``D``, batons/clubs ``C``.

Glyphs: the four card-suit symbols ``♠ ♥ ♦ ♣`` stand for the suits in every game (the usual
correspondence swords-spades, cups-hearts, coins-diamonds, batons-clubs), the star ``★`` for the
Fool; the plain-ASCII fallback writes the canonical codes (``KH``, ``T21``, ``FOOL``).

Standard library only, no I/O.
"""

from __future__ import annotations

from typing import Final, Literal

from tarocchi.cards import (
    CLUBS,
    DIAMONDS,
    FOOL,
    HEARTS,
    NUM_TRUMPS,
    RANK_CODES,
    SPADES,
    SUIT_LETTERS,
    TRUMP_SUIT,
    Card,
    rank_of,
    suit_of,
)

Lang = Literal["en", "it", "fr"]
Tradition = Literal["french", "italian"]

LANGUAGES: Final[tuple[Lang, ...]] = ("en", "it", "fr")
DEFAULT_LANG: Final[Lang] = "en"

SUIT_GLYPHS: Final[tuple[str, str, str, str]] = ("♠", "♥", "♦", "♣")
"""Display symbol of each suit index (S, H, D, C)."""
SUIT_ASCII: Final[tuple[str, str, str, str]] = ("S", "H", "D", "C")
"""Plain-ASCII fallback of each suit index: the code letters."""
FOOL_GLYPH: Final = "★"
FOOL_ASCII: Final = "FOOL"
TRUMP_GLYPH: Final = "T"
"""Prefix of a trump's short label (``T21``) in both modes: the numeral is what players read."""

SUIT_IS_RED: Final[tuple[bool, bool, bool, bool]] = (False, True, True, False)

_TRADITION: Final[dict[str, Tradition]] = {
    "french-tarot": "french",
    "gatti": "italian",
    "piedmontese": "italian",
    "tarocchino": "italian",
}


def tradition(game: str) -> Tradition:
    """The pack tradition of a game (``french`` for French Tarot, ``italian`` for the others)."""
    return _TRADITION.get(game, "french")


def _lang(lang: str) -> Lang:
    if lang == "it":
        return "it"
    if lang == "fr":
        return "fr"
    return "en"


_SUIT_NAMES: Final[dict[Tradition, dict[Lang, tuple[str, str, str, str]]]] = {
    "french": {
        "en": ("spades", "hearts", "diamonds", "clubs"),
        "it": ("picche", "cuori", "quadri", "fiori"),
        "fr": ("pique", "cœur", "carreau", "trèfle"),
    },
    "italian": {
        "en": ("swords", "cups", "coins", "batons"),
        "it": ("spade", "coppe", "denari", "bastoni"),
        "fr": ("épées", "coupes", "deniers", "bâtons"),
    },
}

_TRUMPS_NAME: Final[dict[Tradition, dict[Lang, str]]] = {
    "french": {"en": "trumps", "it": "atout", "fr": "atouts"},
    "italian": {"en": "trumps", "it": "trionfi", "fr": "atouts"},
}

_COURTS: Final[dict[Tradition, dict[Lang, tuple[str, str, str, str]]]] = {
    # jack, knight, queen, king
    "french": {
        "en": ("Jack", "Knight", "Queen", "King"),
        "it": ("Fante", "Cavallo", "Regina", "Re"),
        "fr": ("Valet", "Cavalier", "Dame", "Roi"),
    },
    "italian": {
        "en": ("Jack", "Knight", "Queen", "King"),
        "it": ("Fante", "Cavallo", "Donna", "Re"),
        "fr": ("Valet", "Cavalier", "Dame", "Roi"),
    },
}

_ACE: Final[dict[Tradition, dict[Lang, str]]] = {
    "french": {"en": "1", "it": "1", "fr": "1"},
    "italian": {"en": "Ace", "it": "Asso", "fr": "As"},
}

_OF: Final[dict[Lang, str]] = {"en": "{rank} of {suit}", "it": "{rank} di {suit}", "fr": "{rank} de {suit}"}

_FOOL_NAME: Final[dict[str, dict[Lang, str]]] = {
    "french-tarot": {"en": "Excuse", "it": "Scusa", "fr": "Excuse"},
    "gatti": {"en": "Fool (Matto)", "it": "Matto", "fr": "Fou (Matto)"},
    "piedmontese": {"en": "Fool (Fol)", "it": "Fol", "fr": "Fou (Fol)"},
    "tarocchino": {"en": "Fool (Matto)", "it": "Matto", "fr": "Fou (Matto)"},
}

_NAMED_TRUMPS: Final[dict[str, dict[int, dict[Lang, str]]]] = {
    "french-tarot": {
        1: {"en": "Petit", "it": "Petit", "fr": "Petit"},
    },
    "gatti": {
        1: {"en": "Bagatto", "it": "Bagatto", "fr": "Bagatto"},
        20: {"en": "Judgement", "it": "Giudizio", "fr": "Jugement"},
        21: {"en": "World", "it": "Mondo", "fr": "Monde"},
    },
    "piedmontese": {
        1: {"en": "Bagatto", "it": "Bagatto", "fr": "Bagatto"},
        20: {"en": "Angel", "it": "Angelo", "fr": "Ange"},
        21: {"en": "World", "it": "Mondo", "fr": "Monde"},
    },
    "tarocchino": {
        21: {"en": "Angel", "it": "Angelo", "fr": "Ange"},
        20: {"en": "World", "it": "Mondo", "fr": "Monde"},
        19: {"en": "Sun", "it": "Sole", "fr": "Soleil"},
        18: {"en": "Moon", "it": "Luna", "fr": "Lune"},
        17: {"en": "Star", "it": "Stella", "fr": "Étoile"},
        16: {"en": "Tower", "it": "Saetta", "fr": "Tour"},
        15: {"en": "Devil", "it": "Diavolo", "fr": "Diable"},
        14: {"en": "Death", "it": "Morte", "fr": "Mort"},
        13: {"en": "Traitor", "it": "Traditore", "fr": "Traître"},
        12: {"en": "Old Man", "it": "Vecchio", "fr": "Vieillard"},
        11: {"en": "Wheel", "it": "Ruota", "fr": "Roue"},
        10: {"en": "Strength", "it": "Forza", "fr": "Force"},
        9: {"en": "Justice", "it": "Giustizia", "fr": "Justice"},
        8: {"en": "Temperance", "it": "Temperanza", "fr": "Tempérance"},
        7: {"en": "Chariot", "it": "Carro", "fr": "Chariot"},
        6: {"en": "Love", "it": "Amore", "fr": "Amour"},
        5: {"en": "Moor", "it": "Moro", "fr": "Maure"},
        4: {"en": "Moor", "it": "Moro", "fr": "Maure"},
        3: {"en": "Moor", "it": "Moro", "fr": "Maure"},
        2: {"en": "Moor", "it": "Moro", "fr": "Maure"},
        1: {"en": "Bégato", "it": "Bégato", "fr": "Bégato"},
    },
}

_TRUMP_NUMBER: Final[dict[Lang, str]] = {"en": "Trump {n}", "it": "Trionfo {n}", "fr": "Atout {n}"}
_TRUMP_NUMBER_FRENCH: Final[dict[Lang, str]] = {"en": "{n} of trumps", "it": "{n} di atout", "fr": "{n} d'atout"}


def suit_name(suit: int, game: str, lang: str = DEFAULT_LANG) -> str:
    """The name of a suit index in the game's tradition (``TRUMP_SUIT`` gives the trumps' name)."""
    trad = tradition(game)
    if suit == TRUMP_SUIT:
        return _TRUMPS_NAME[trad][_lang(lang)]
    return _SUIT_NAMES[trad][_lang(lang)][suit]


def rank_name(rank: int, game: str, lang: str = DEFAULT_LANG) -> str:
    """The name of a suit-card rank index (0 ace/1 .. 13 king)."""
    trad = tradition(game)
    if rank >= 10:
        return _COURTS[trad][_lang(lang)][rank - 10]
    if rank == 0:
        return _ACE[trad][_lang(lang)]
    return RANK_CODES[rank]


def trump_name(number: int, game: str, lang: str = DEFAULT_LANG) -> str:
    """The name of trump ``number`` (1..21) in a game: its own name where it has one, else its numeral.

    Tarocchino's named trumps carry their code number too (``Moor T3``) so that the four equal Moors
    stay distinguishable.
    """
    lg = _lang(lang)
    named = _NAMED_TRUMPS.get(game, {}).get(number)
    if named is not None:
        if game == "tarocchino" and 2 <= number <= 5:
            return f"{named[lg]} (T{number})"
        return named[lg]
    if tradition(game) == "french":
        return _TRUMP_NUMBER_FRENCH[lg].format(n=number)
    return _TRUMP_NUMBER[lg].format(n=number)


def fool_name(game: str, lang: str = DEFAULT_LANG) -> str:
    """The Fool's name in a game: the Excuse, the Matto, the Fol."""
    return _FOOL_NAME.get(game, _FOOL_NAME["french-tarot"])[_lang(lang)]


def card_name(card: Card, game: str, lang: str = DEFAULT_LANG) -> str:
    """The full name of a card in a game's tradition (``King of Hearts``, ``Re di coppe``, ``Angelo``)."""
    if card == FOOL:
        return fool_name(game, lang)
    if card < NUM_TRUMPS:
        return trump_name(card + 1, game, lang)
    suit = suit_of(card)
    lg = _lang(lang)
    suit_text = suit_name(suit, game, lg)
    if lg == "fr" and suit_text[0] in "aeiouéè":
        return f"{rank_name(rank_of(card), game, lg)} d'{suit_text}"  # élision: As d'épées
    return _OF[lg].format(rank=rank_name(rank_of(card), game, lg), suit=suit_text)


def suit_label(suit: int, *, ascii: bool = False) -> str:
    """The one-character symbol of a suit (``♥``; ``H`` in ASCII); ``T`` for the trumps."""
    if suit == TRUMP_SUIT:
        return TRUMP_GLYPH
    return SUIT_ASCII[suit] if ascii else SUIT_GLYPHS[suit]


def card_label(card: Card, *, ascii: bool = False) -> str:
    """The short display label of a card: ``K♥``, ``10♠``, ``T21``, ``★`` (ASCII: its code)."""
    if card == FOOL:
        return FOOL_ASCII if ascii else FOOL_GLYPH
    if card < NUM_TRUMPS:
        return f"{TRUMP_GLYPH}{card + 1}"
    suit = suit_of(card)
    return RANK_CODES[rank_of(card)] + (SUIT_ASCII[suit] if ascii else SUIT_GLYPHS[suit])


def rank_label(card: Card, *, ascii: bool = False) -> str:
    """The label of a card inside a row of its own suit: the rank code, the trump numeral, ``★``."""
    if card == FOOL:
        return FOOL_ASCII if ascii else FOOL_GLYPH
    if card < NUM_TRUMPS:
        return str(card + 1)
    return RANK_CODES[rank_of(card)]


def is_red(card: Card) -> bool:
    """True for the cards of the red suits (hearts/cups, diamonds/coins), for colouring."""
    suit = suit_of(card)
    return 0 <= suit < 4 and SUIT_IS_RED[suit]


_DISPLAY_ORDER: Final[dict[Tradition, tuple[int, ...]]] = {
    # Trumps first, then the suits alternating in colour (French) or in the tableau's order (7.2 of
    # tarocchino.md: trumps, S, C, H, D: the long suits, then the round ones).
    "french": (TRUMP_SUIT, SPADES, HEARTS, CLUBS, DIAMONDS),
    "italian": (TRUMP_SUIT, SPADES, CLUBS, HEARTS, DIAMONDS),
}


def display_suit_order(game: str) -> tuple[int, ...]:
    """The order in which a hand's suit rows are shown: the trumps (with the Fool), then the four suits."""
    return _DISPLAY_ORDER[tradition(game)]


def display_sort_key(card: Card, game: str) -> tuple[int, int]:
    """Sort key for showing a hand: by suit row of :func:`display_suit_order`, then by rank.

    The Fool closes the trump row; trumps go up by number, suit cards from ace to king.
    """
    order = display_suit_order(game)
    if card == FOOL:
        return (order.index(TRUMP_SUIT), NUM_TRUMPS + 1)
    suit = suit_of(card)
    return (order.index(suit), rank_of(card))


def suit_letter(suit: int) -> str:
    """The code letter of a suit index."""
    return SUIT_LETTERS[suit]


__all__ = [
    "CLUBS",
    "DEFAULT_LANG",
    "DIAMONDS",
    "FOOL_ASCII",
    "FOOL_GLYPH",
    "HEARTS",
    "LANGUAGES",
    "SPADES",
    "SUIT_ASCII",
    "SUIT_GLYPHS",
    "Lang",
    "Tradition",
    "card_label",
    "card_name",
    "display_sort_key",
    "display_suit_order",
    "fool_name",
    "is_red",
    "rank_label",
    "rank_name",
    "suit_label",
    "suit_letter",
    "suit_name",
    "tradition",
    "trump_name",
]
