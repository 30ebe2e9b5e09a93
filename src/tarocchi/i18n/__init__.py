"""Everything a player reads, in English, Italian and French, shared by the terminal and the web app.

UI-neutral: plain Python dicts of message templates (``str.format`` fields) and the names of each
game's contracts, declarations, phases and options. No I/O, no dependency.

* :func:`translate` (``translate("your_turn", "it")``) looks a message up by key;
* :func:`term` names a game's own word (``term("french-tarot", "garde-sans", "en")``);
* card names are in :mod:`tarocchi.cards.names`.

A missing translation falls back to English, a missing key to the key itself, so a screen never
breaks on a forgotten string (``tests/i18n`` checks that none is missing).
"""

from __future__ import annotations

from typing import Any, Final

from tarocchi.i18n.catalog import MESSAGES
from tarocchi.i18n.elision import elide
from tarocchi.i18n.terms import GAME_NAMES, RULES_SUMMARY, TERMS

LANGUAGES: Final[tuple[str, ...]] = ("en", "it", "fr")
DEFAULT_LANG: Final = "en"


def normalize_lang(lang: str | None) -> str:
    """``en``, ``it`` or ``fr`` from a language code such as ``it_IT.UTF-8`` (default English)."""
    if not lang:
        return DEFAULT_LANG
    short = lang.split("_")[0].split(".")[0].split("-")[0].lower()
    return short if short in LANGUAGES else DEFAULT_LANG


def translate(key: str, lang: str = DEFAULT_LANG, /, **kw: Any) -> str:
    """The message ``key`` in ``lang`` with its fields filled in; English, then the key, as fallback. A word
    before a field that starts with a vowel changes as the language writes it (``Plis d'Ann``, ``Tocca ad Ann``:
    :func:`tarocchi.i18n.elision.elide`)."""
    entry = MESSAGES.get(key)
    text = key if entry is None else (entry.get(lang) or entry["en"])
    if kw:
        text = elide(text, lang, lambda name: str(kw[name]) if name in kw else None)
        try:
            return text.format(**kw)
        except (KeyError, IndexError, ValueError):
            return text
    return text


def term(game: str, value: str, lang: str = DEFAULT_LANG) -> str:
    """A game's own word (contract, declaration, announcement, phase) in ``lang``; the value itself if unknown."""
    for table in (TERMS.get(game, {}), TERMS["*"]):
        entry = table.get(value)
        if entry is not None:
            return entry.get(lang) or entry["en"]
    return value


def game_name(game: str, lang: str = DEFAULT_LANG) -> str:
    """The display name of a game (``Tarot français``, ``Tarocchino bolognese``)."""
    entry = GAME_NAMES.get(game)
    return (entry.get(lang) or entry["en"]) if entry else game


def rules_summary(game: str, lang: str = DEFAULT_LANG) -> list[str]:
    """A few lines summing up a game's rules, for the help screens."""
    entry = RULES_SUMMARY.get(game)
    if entry is None:
        return []
    return list(entry.get(lang) or entry["en"])


_ = translate

__all__ = [
    "DEFAULT_LANG",
    "LANGUAGES",
    "MESSAGES",
    "TERMS",
    "game_name",
    "normalize_lang",
    "rules_summary",
    "term",
    "translate",
]
