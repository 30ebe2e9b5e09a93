"""Card names in English, Italian and French, in each game's own tradition, and display glyphs.

A game says how its pack names its cards with a :class:`Pack` (``Game.pack``, the game's own data): its
tradition, French suits (pique, cœur, carreau, trèfle) or Italian (spade, coppe, denari, bastoni), with their
courts; its Fool's name (the Excuse, the Matto, the Fol); its named trumps (the Petit, the Angel, the four
Moors...) and the numbers its pack prints. The functions here name, sort and read cards for a pack and know no
game.
The suit codes stay ``S``, ``H``, ``D``, ``C`` in every game (DESIGN.md §3): swords/spades ``S``,
cups/hearts ``H``, coins/diamonds ``D``, batons/clubs ``C``.

Glyphs: the four card-suit symbols ``♠ ♥ ♦ ♣`` stand for the suits in every game (the usual
correspondence swords-spades, cups-hearts, coins-diamonds, batons-clubs), the star ``★`` for the
Fool, and the courts by the letters of the reader's language (:data:`RANK_SHORT`: ``R♥`` for the roi
de cœur, the re di coppe); the plain-ASCII fallback writes the canonical codes (``KH``, ``T21``,
``FOOL``), the record format and what an ASCII terminal's player types (DESIGN.md §3).

Standard library only, no I/O.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
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
    CardSet,
    rank_of,
    suit_card,
    suit_of,
)
from tarocchi.errors import InvalidActionError

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


@dataclass(frozen=True, eq=False)
class Pack:
    """How a game's pack names its cards: its tradition (French or Italian suits and courts), its Fool's name and
    its named trumps, in each language. The game's own data (:attr:`tarocchi.engine.game.Game.pack`); every
    function here that names, sorts or reads a card takes it."""

    tradition: Tradition
    fool: Mapping[str, str]
    """The Fool's name per language (the Excuse, the Matto, the Fol)."""
    named_trumps: Mapping[int, Mapping[str, str]] = field(default_factory=dict)
    """Trump number (1..21) -> its name per language, for the trumps the game names (the Petit, the Angel)."""
    numbered: frozenset[int] = frozenset()
    """Named trumps whose name also carries their code number (``Moor (T3)``), so that equal cards that share a
    name stay told apart."""
    printed: Mapping[int, int | None] | None = None
    """Trump number -> the number the pack prints on it (``None``: none), where the pack prints other numbers than
    the trumps' own; ``None`` when every trump shows its own."""


PLAIN_PACK: Final = Pack("french", {"en": "Excuse", "it": "Scusa", "fr": "Excuse"})
"""A French-suited pack without named trumps: what a game that says nothing of its pack is named with."""


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
        "it": ("Fante", "Cavallo", "Donna", "Re"),  # the Italian names of the French pack's courts
        "fr": ("Valet", "Cavalier", "Dame", "Roi"),
    },
    "italian": {
        "en": ("Jack", "Knight", "Queen", "King"),
        "it": ("Fante", "Cavallo", "Donna", "Re"),
        "fr": ("Valet", "Cavalier", "Dame", "Roi"),
    },
}

RANK_SHORT: Final[dict[Lang, tuple[str, str, str, str]]] = {
    # jack, knight, queen, king: the court's letter on a card's face (the web's pictures) and in its short
    # label (the terminal), the first letter of its name in _COURTS in both traditions, which is also what
    # the player types for it (_RANK_WORDS); English keeps the codes' letters (N: the K is the King's)
    "en": ("J", "N", "Q", "K"),
    "it": ("F", "C", "D", "R"),
    "fr": ("V", "C", "D", "R"),
}
"""The letter of each court (jack, knight, queen, king) in each language."""

_ACE: Final[dict[Tradition, dict[Lang, str]]] = {
    "french": {"en": "1", "it": "1", "fr": "1"},
    "italian": {"en": "Ace", "it": "Asso", "fr": "As"},
}

_OF: Final[dict[Lang, str]] = {"en": "{rank} of {suit}", "it": "{rank} di {suit}", "fr": "{rank} de {suit}"}

_TRUMP_NUMBER: Final[dict[Lang, str]] = {"en": "Trump {n}", "it": "Trionfo {n}", "fr": "Atout {n}"}
_TRUMP_NUMBER_FRENCH: Final[dict[Lang, str]] = {"en": "{n} of trumps", "it": "{n} di atout", "fr": "{n} d'atout"}


def suit_name(suit: int, pack: Pack, lang: str = DEFAULT_LANG) -> str:
    """The name of a suit index in the game's tradition (``TRUMP_SUIT`` gives the trumps' name)."""
    trad = pack.tradition
    if suit == TRUMP_SUIT:
        return _TRUMPS_NAME[trad][_lang(lang)]
    return _SUIT_NAMES[trad][_lang(lang)][suit]


def rank_name(rank: int, pack: Pack, lang: str = DEFAULT_LANG) -> str:
    """The name of a suit-card rank index (0 ace/1 .. 13 king)."""
    trad = pack.tradition
    if rank >= 10:
        return _COURTS[trad][_lang(lang)][rank - 10]
    if rank == 0:
        return _ACE[trad][_lang(lang)]
    return RANK_CODES[rank]


def trump_name(number: int, pack: Pack, lang: str = DEFAULT_LANG) -> str:
    """The name of trump ``number`` (1..21) in a game: its own name where it has one, else its numeral.

    Tarocchino's named trumps carry their code number too (``Moor T3``) so that the four equal Moors
    stay distinguishable.
    """
    lg = _lang(lang)
    names = pack.named_trumps.get(number)
    if names is not None:
        named = names.get(lg) or names["en"]
        return f"{named} (T{number})" if number in pack.numbered else named
    if pack.tradition == "french":
        return _TRUMP_NUMBER_FRENCH[lg].format(n=number)
    return _TRUMP_NUMBER[lg].format(n=number)


def printed_number(number: int, pack: Pack) -> int | None:
    """The number printed on trump ``number`` (1..21) in a game's pack: its own number, except in the
    Bolognese pack (Tarocchino: ``T17`` the Star reads 16, the Angel, World, Sun, Moon, Moors and Bégato none)."""
    printed = pack.printed
    return number if printed is None else printed.get(number, number)


def fool_name(pack: Pack, lang: str = DEFAULT_LANG) -> str:
    """The Fool's name in a game: the Excuse, the Matto, the Fol."""
    return pack.fool.get(_lang(lang)) or pack.fool["en"]


def card_name(card: Card, pack: Pack, lang: str = DEFAULT_LANG) -> str:
    """The full name of a card in a game's tradition (``King of Hearts``, ``Re di coppe``, ``Angelo``)."""
    if card == FOOL:
        return fool_name(pack, lang)
    if card < NUM_TRUMPS:
        return trump_name(card + 1, pack, lang)
    suit = suit_of(card)
    lg = _lang(lang)
    suit_text = suit_name(suit, pack, lg)
    if lg == "fr" and suit_text[0] in "aeiouéè":
        return f"{rank_name(rank_of(card), pack, lg)} d'{suit_text}"  # élision: As d'épées
    return _OF[lg].format(rank=rank_name(rank_of(card), pack, lg), suit=suit_text)


def suit_label(suit: int, *, ascii: bool = False) -> str:
    """The one-character symbol of a suit (``♥``; ``H`` in ASCII); ``T`` for the trumps."""
    if suit == TRUMP_SUIT:
        return TRUMP_GLYPH
    return SUIT_ASCII[suit] if ascii else SUIT_GLYPHS[suit]


def rank_letters(rank: int, *, ascii: bool = False, lang: str = DEFAULT_LANG) -> str:
    """The rank part of a suit card's short label: the pip count, or the court's letter in ``lang``
    (:data:`RANK_SHORT`; ASCII: the code's letter, DESIGN.md §3)."""
    if rank < 10 or ascii:
        return RANK_CODES[rank]
    return RANK_SHORT[_lang(lang)][rank - 10]


def card_label(card: Card, *, ascii: bool = False, lang: str = DEFAULT_LANG) -> str:
    """The short display label of a card in ``lang``: ``K♥`` (``R♥`` in French and Italian), ``10♠``,
    ``T21``, ``★`` (ASCII: its code, ``KH``, in every language)."""
    if card == FOOL:
        return FOOL_ASCII if ascii else FOOL_GLYPH
    if card < NUM_TRUMPS:
        return f"{TRUMP_GLYPH}{card + 1}"
    suit = suit_of(card)
    return rank_letters(rank_of(card), ascii=ascii, lang=lang) + (SUIT_ASCII[suit] if ascii else SUIT_GLYPHS[suit])


def rank_label(card: Card, *, ascii: bool = False, lang: str = DEFAULT_LANG) -> str:
    """The label of a card inside a row of its own suit: its rank as :func:`card_label` writes it
    (``R`` in French), the trump numeral, ``★``."""
    if card == FOOL:
        return FOOL_ASCII if ascii else FOOL_GLYPH
    if card < NUM_TRUMPS:
        return str(card + 1)
    return rank_letters(rank_of(card), ascii=ascii, lang=lang)


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


def display_suit_order(pack: Pack) -> tuple[int, ...]:
    """The order in which a hand's suit rows are shown: the trumps (with the Fool), then the four suits."""
    return _DISPLAY_ORDER[pack.tradition]


def display_sort_key(card: Card, pack: Pack) -> tuple[int, int]:
    """Sort key for showing a hand: by suit row of :func:`display_suit_order`, then by rank.

    The Fool closes the trump row; trumps go up by number, suit cards from ace to king.
    """
    order = display_suit_order(pack)
    if card == FOOL:
        return (order.index(TRUMP_SUIT), NUM_TRUMPS + 1)
    suit = suit_of(card)
    return (order.index(suit), rank_of(card))


def suit_letter(suit: int) -> str:
    """The code letter of a suit index."""
    return SUIT_LETTERS[suit]


# ---------------------------------------------------------------- typed card input
#
# What a player may type for a card, in his own words: the record's codes (``kh``, ``10s``, ``t21``,
# ``fool``), the glyphs (``K♥``), and the rank and suit words of his language in the game's tradition
# (French: ``rco`` roi de cœur, ``dpique``; Italian: ``rcoppe``, ``fb`` fante di bastoni; English for the
# Italian games: ``kcups``, ``jb``). A suit may be written by any beginning of its name; the input is
# read every way it can be, and when those ways name different cards it is refused as ambiguous,
# with the cards it could mean (``kc`` in Gatti: K♣ by its code, or the king of cups or of coins).

_CODE_RANKS: Final[dict[str, int]] = {"k": 13, "q": 12, "n": 11, "j": 10} | {str(n): n - 1 for n in range(1, 11)}
"""The rank parts of the codes, in every language (``1``..``10``, ``J``, ``N``, ``Q``, ``K``)."""

_RANK_WORDS: Final[dict[Tradition, dict[Lang, dict[str, int]]]] = {
    # rank words per language, letters first (the help lists the first word of each rank)
    "french": {
        "en": {"k": 13, "king": 13, "q": 12, "queen": 12, "n": 11, "knight": 11, "j": 10, "jack": 10},
        "it": {"r": 13, "re": 13, "d": 12, "donna": 12, "regina": 12, "c": 11, "cavallo": 11, "f": 10, "fante": 10},
        "fr": {"r": 13, "roi": 13, "d": 12, "dame": 12, "c": 11, "cavalier": 11, "v": 10, "valet": 10},
    },
    "italian": {
        "en": {"k": 13, "king": 13, "q": 12, "queen": 12, "n": 11, "knight": 11, "j": 10, "jack": 10},
        "it": {"r": 13, "re": 13, "d": 12, "donna": 12, "c": 11, "cavallo": 11, "f": 10, "fante": 10},
        "fr": {"r": 13, "roi": 13, "d": 12, "dame": 12, "c": 11, "cavalier": 11, "v": 10, "valet": 10},
    },
}
_ACE_WORDS: Final[dict[Lang, tuple[str, ...]]] = {"en": ("a", "ace"), "it": ("a", "asso"), "fr": ("a", "as")}

_CODE_SUITS: Final[dict[str, int]] = {"s": SPADES, "h": HEARTS, "d": DIAMONDS, "c": CLUBS} | {
    glyph: i for i, glyph in enumerate(SUIT_GLYPHS)
}
"""The suit parts of the codes and the glyphs, in every language."""

_FOOL_WORDS: Final[tuple[str, ...]] = ("fool", "ex", "excuse", "t0", "*", "★")
_FILLERS: Final[tuple[str, ...]] = ("of", "di", "de", "d", "du", "des", "del", "della", "delle", "dei")
_TRUMP_INPUT: Final = re.compile(r"^t?(\d{1,2})$")


def fold(text: str) -> str:
    """``text`` as typed input is compared: lower case, without accents (``Cœur`` -> ``coeur``)."""
    text = text.strip().lower().replace("œ", "oe").replace("æ", "ae")
    return "".join(ch for ch in unicodedata.normalize("NFKD", text) if not unicodedata.combining(ch))


def _rank_words(pack: Pack, lang: str) -> dict[str, int]:
    lg = _lang(lang)
    words = dict(_CODE_RANKS)
    words.update(_RANK_WORDS[pack.tradition][lg])
    for word in _ACE_WORDS[lg]:
        words[word] = 0
    return words


def _suit_words(pack: Pack, lang: str) -> dict[str, int]:
    """Each suit's name in ``lang`` (and, in English, the names of the codes' suits), folded."""
    lg = _lang(lang)
    words = {fold(name): i for i, name in enumerate(_SUIT_NAMES[pack.tradition][lg])}
    if lg == "en":
        for i, name in enumerate(_SUIT_NAMES["french"]["en"]):
            words.setdefault(name, i)
    return words


def _suits_meant(text: str, pack: Pack, lang: str) -> set[int]:
    """The suits a suit part can mean: a code letter, a glyph, or the beginning of a suit's name."""
    meant = {_CODE_SUITS[text]} if text in _CODE_SUITS else set()
    if text and text not in SUIT_GLYPHS:
        meant |= {suit for word, suit in _suit_words(pack, lang).items() if word.startswith(text)}
    return meant


def _named_trump_words(pack: Pack, lang: str) -> dict[str, set[Card]]:
    """Folded words of the Fool's and the named trumps' names in ``lang`` (``petit``, ``matto``, ``moro``)."""
    out: dict[str, set[Card]] = {}
    for word in _FOOL_WORDS:
        out.setdefault(word, set()).add(FOOL)
    for word in re.findall(r"[^\W\d_]+", fold(fool_name(pack, lang))):
        out.setdefault(word, set()).add(FOOL)
    for number, names in pack.named_trumps.items():
        word = fold(names.get(_lang(lang)) or names["en"]).replace(" ", "")
        out.setdefault(word, set()).add(number - 1)
    return out


def card_candidates(text: str, pack: Pack, lang: str = DEFAULT_LANG, deck: CardSet | None = None) -> list[Card]:
    """Every card that ``text`` can mean, typed in ``lang`` by a player of a game with this ``pack``, in display
    order.

    ``deck``, when given, leaves out cards the game's pack does not have. See :func:`parse_typed_card`.
    """
    token = fold(text)
    words = [w for w in re.split(r"[\s'’_-]+", token) if w]
    if len(words) > 1:  # "roi de cœur", "king of cups": the rank word, fillers, the suit word
        words = [w for i, w in enumerate(words) if not (0 < i < len(words) - 1 and w in _FILLERS)]
    token = "".join(words)
    found: set[Card] = set()
    if not token:
        return []
    named = _named_trump_words(pack, lang)
    if token in named:
        found |= named[token]
    trump = _TRUMP_INPUT.match(token)
    if trump:
        number = int(trump.group(1))
        if number == 0 and token.startswith("t"):
            found.add(FOOL)
        elif 1 <= number <= NUM_TRUMPS:
            found.add(number - 1)
    ranks = _rank_words(pack, lang)
    for split in range(1, len(token)):
        rank = ranks.get(token[:split])
        if rank is None:
            continue
        for suit in _suits_meant(token[split:], pack, lang):
            found.add(suit_card(rank, suit))
    if deck is not None:
        found = {c for c in found if (deck >> c) & 1}
    return sorted(found, key=lambda c: display_sort_key(c, pack))


class AmbiguousCardError(InvalidActionError):
    """Typed input that names several cards; ``candidates`` lists them (display order)."""

    def __init__(self, text: str, candidates: Sequence[Card]) -> None:
        self.text = text
        self.candidates = tuple(candidates)
        super().__init__(f"{text!r} may mean " + ", ".join(card_label(c) for c in candidates))


def parse_typed_card(text: str, pack: Pack, lang: str = DEFAULT_LANG, deck: CardSet | None = None) -> Card:
    """The card a player means by ``text``: a code (``kh``, ``10s``, ``t21``, ``21``, ``fool``), a glyph
    label (``K♥``), the rank and suit words of ``lang`` in the game's tradition (``rco``, ``re coppe``,
    ``king of cups``), or the name of the Fool or a named trump (``excuse``, ``matto``, ``petit``).

    Raises :class:`AmbiguousCardError` when the words name several cards, and
    :class:`~tarocchi.errors.InvalidActionError` naming the text when they name none.
    """
    found = card_candidates(text, pack, lang, deck)
    if len(found) == 1:
        return found[0]
    if found:
        raise AmbiguousCardError(text, found)
    raise InvalidActionError(f"{text!r} is not a card")


def shortest_input(card: Card, pack: Pack, lang: str = DEFAULT_LANG, deck: CardSet | None = None) -> str:
    """The shortest thing to type that means ``card`` and nothing else, in the player's own words when
    they can say it (``rco`` for the roi de cœur, ``kcu`` for the king of cups), else by its code."""
    if card == FOOL or card < NUM_TRUMPS:
        return "fool" if card == FOOL else f"t{card + 1}"  # (a bare number picks a menu entry)
    rank, suit = rank_of(card), suit_of(card)
    lg = _lang(lang)
    own_ranks = [w for w, r in _RANK_WORDS[pack.tradition][lg].items() if r == rank]
    if rank < 10:
        own_ranks = [RANK_CODES[rank], *(_ACE_WORDS[lg] if rank == 0 else ())]
    code_ranks = [w for w, r in _CODE_RANKS.items() if r == rank]
    name = fold(_SUIT_NAMES[pack.tradition][lg][suit])
    own_parts = [name[:k] for k in range(1, len(name) + 1)]
    for ranks, parts in ((own_ranks, own_parts), (code_ranks + own_ranks, [SUIT_LETTERS[suit].lower(), *own_parts])):
        tries = sorted((r + p for r in ranks for p in parts), key=len)
        found = next((t for t in tries if card_candidates(t, pack, lg, deck) == [card]), None)
        if found is not None:
            return found
    return card_label(card)


def input_words(pack: Pack, lang: str = DEFAULT_LANG) -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
    """What the help lists for typing cards in ``lang`` for the game's tradition: (letters, name) per
    court and the ace, and (shortest unambiguous beginning, name) per suit."""
    lg = _lang(lang)
    own = _RANK_WORDS[pack.tradition][lg]
    ranks: list[tuple[str, str]] = []
    for rank in (13, 12, 11, 10, 0):
        letters = [w for w, r in own.items() if r == rank and len(w) == 1] if rank else list(_ACE_WORDS[lg][:1])
        ranks.append(("/".join(letters), rank_name(rank, pack, lg)))
    suits: list[tuple[str, str]] = []
    for suit in (SPADES, HEARTS, DIAMONDS, CLUBS):
        name = _SUIT_NAMES[pack.tradition][lg][suit]
        folded = fold(name)
        prefix = next(
            (folded[:k] for k in range(1, len(folded) + 1) if _suits_meant(folded[:k], pack, lg) == {suit}), folded
        )
        suits.append((prefix, name))
    return ranks, suits


__all__ = [
    "CLUBS",
    "DEFAULT_LANG",
    "DIAMONDS",
    "FOOL_ASCII",
    "FOOL_GLYPH",
    "HEARTS",
    "LANGUAGES",
    "PLAIN_PACK",
    "RANK_SHORT",
    "SPADES",
    "SUIT_ASCII",
    "SUIT_GLYPHS",
    "AmbiguousCardError",
    "Lang",
    "Pack",
    "Tradition",
    "card_candidates",
    "card_label",
    "card_name",
    "display_sort_key",
    "display_suit_order",
    "fold",
    "fool_name",
    "input_words",
    "is_red",
    "parse_typed_card",
    "printed_number",
    "rank_label",
    "rank_letters",
    "rank_name",
    "shortest_input",
    "suit_label",
    "suit_letter",
    "suit_name",
    "trump_name",
]
