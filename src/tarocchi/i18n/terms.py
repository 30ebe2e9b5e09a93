"""The words every game shares (phases, verbs, *pass*), as the record names them; a game's own words, its
title and its rules in short are the game's texts (``term.<value>``, ``game.title``, ``rules.summary``)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from tarocchi.engine.explain import Texts

T = dict[str, str]

SHARED_TERMS: Final[dict[str, T]] = {
    "pass": {"en": "pass", "it": "passo", "fr": "passe"},
    "bidding": {"en": "bidding", "it": "dichiarazioni d'asta", "fr": "enchères"},
    "call": {"en": "call", "it": "chiamata", "fr": "appel"},
    "calling": {"en": "call", "it": "chiamata", "fr": "appel"},
    "discard": {"en": "discard", "it": "scarto", "fr": "écart"},
    "announce": {"en": "announcements", "it": "annunci", "fr": "annonces"},
    "declare": {"en": "declarations", "it": "dichiarazioni", "fr": "déclarations"},
    "declarations": {"en": "declarations", "it": "dichiarazioni", "fr": "déclarations"},
    "play": {"en": "play", "it": "gioco", "fr": "jeu de la carte"},
    "give": {"en": "exchange", "it": "scambio", "fr": "échange"},
    "over": {"en": "hand over", "it": "mano finita", "fr": "donne finie"},
}
"""Record value -> language -> word, for the values every game uses the same way."""


def with_shared_terms(texts: Texts) -> dict[str, Mapping[str, str]]:
    """A game's texts (key -> language -> template) with the shared words (``term.<value>``: phases, verbs,
    *pass*) added where the game's own texts have none: the texts an explanation or a screen is worded with,
    on the web page, in the terminal and in the score sheet alike."""
    shared: dict[str, Mapping[str, str]] = {f"term.{value}": entry for value, entry in SHARED_TERMS.items()}
    return {**shared, **texts}


def term(texts: Texts, value: str, lang: str = "en") -> str:
    """How ``lang`` says a record's ``value`` (a bid, a contract, a declaration, a phase): the game's
    ``term.<value>``, else the shared word, in ``lang`` (English when that language lacks it); the value itself
    where neither has it."""
    entry = texts.get(f"term.{value}") or SHARED_TERMS.get(value)
    if not entry:
        return value
    return entry.get(lang) or entry.get("en") or value


def rules_summary(texts: Texts, lang: str = "en") -> list[str]:
    """The game's rules in short (``rules.summary``), one line each, in ``lang`` (English when that language
    lacks it); none for a game without one."""
    entry = texts.get("rules.summary")
    if not entry:
        return []
    return (entry.get(lang) or entry.get("en") or "").split("\n")
