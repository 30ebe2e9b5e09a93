"""Everything a player reads, in English, Italian and French, shared by the terminal and the web app.

UI-neutral: plain Python dicts of message templates (``str.format`` fields) and the words every game
shares (phases, verbs). No I/O. A game's own words (its title, contracts, declarations, options, the rules
in short) are its texts (:meth:`~tarocchi.engine.game.Game.texts`): no game is named here.

* :func:`translate` (``translate("your_turn", "it")``) looks a message up by key;
* :func:`term` says a record's value in a game's texts (``term(texts, "garde-sans", "en")``);
* :func:`rules_summary` gives the lines of a game's rules in short;
* card names are in :mod:`tarocchi.cards.names`.

A missing translation falls back to English, a missing key to the key itself, so a screen never
breaks on a forgotten string (``tests/i18n`` checks that none is missing).
"""

from __future__ import annotations

from typing import Any, Final

from tarocchi.i18n.catalog import MESSAGES
from tarocchi.i18n.elision import elide
from tarocchi.i18n.terms import SHARED_TERMS, rules_summary, term

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


_ = translate

__all__ = [
    "DEFAULT_LANG",
    "LANGUAGES",
    "MESSAGES",
    "SHARED_TERMS",
    "normalize_lang",
    "rules_summary",
    "term",
    "translate",
]
