"""Strength levels for people: four named levels, each an agent spec with its budget.

A level is what a player picks at a table ("a strong opponent"); the agent spec behind it is what
the program runs. Every edge (``tarocchi play --level``, the web lobby) offers these four and maps
them here, so retuning a level changes it everywhere. Budgets keep a decision to about one second
on one core (two for ``expert``): the search's budget is a deadline in seconds, and its exact endgame
(three cards or fewer in hand) solves a world in a few milliseconds. ``strong`` and ``expert`` search
their discards too (once a hand, about 1 s and 2 s: each plan's playouts are the heuristic's whole
hand), which gained 2.4 to 2.5 points per seat per deal in duplicate in French Tarot, Gatti and
Piedmontese (the README's computer-players section).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from typing import Final

from tarocchi.errors import TarocchiError
from tarocchi.i18n import DEFAULT_LANG, translate


@dataclass(frozen=True, slots=True)
class Level:
    """One strength level: its key, the agent spec that plays it, and its name in each language."""

    key: str
    agent: str
    names: dict[str, str]

    def name(self, language: str) -> str:
        """The level's name in ``language`` (English when the language is unknown)."""
        return self.names.get(language, self.names["en"])


LEVELS: Final[tuple[Level, ...]] = (
    Level("beginner", "random", {"en": "beginner", "it": "principiante", "fr": "débutant"}),
    Level("intermediate", "heuristic", {"en": "intermediate", "it": "intermedio", "fr": "intermédiaire"}),
    Level(
        "strong",
        "search:seconds=0.5:endgame=3:discards=search:discard_playouts=150:discard_rollout=heuristic",
        {"en": "strong", "it": "forte", "fr": "fort"},
    ),
    Level(
        "expert",
        "search:seconds=1.8:endgame=3:discards=search:discard_playouts=300:discard_rollout=heuristic",
        {"en": "expert", "it": "esperto", "fr": "expert"},
    ),
)
"""The four levels, weakest first."""

DEFAULT_LEVEL: Final[str] = "intermediate"
"""The level a table offers when nobody chooses."""


COMPUTER_NAME: Final = re.compile(r"Computer (\d+) \((.+)\)")
"""A computer player's name as a match record keeps it (:func:`computer_name`)."""


def computer_name(kind: str, seat: int) -> str:
    """A computer player's name in a match record and the web's history: ``Computer 2 (strong)``, its level's key
    when its agent is a level's (the lobby's seats), else its agent spec."""
    key = next((lv.key for lv in LEVELS if lv.agent == kind), kind)
    return f"Computer {seat + 1} ({key})"


def worded_name(name: str, lang: str) -> str:
    """A recorded name in ``lang``: a computer player's (:func:`computer_name`) with its level's name
    (``Ordinateur 2 · fort``); a person's name, and every name in English, as recorded."""
    found = COMPUTER_NAME.fullmatch(name)
    if found is None or lang == DEFAULT_LANG:
        return name
    kind = found.group(2)
    level_name = next((lv.name(lang) for lv in LEVELS if kind in (lv.key, lv.agent)), kind)
    return translate("computer_named", lang, n=found.group(1), level=level_name)


def level_keys() -> list[str]:
    """The level keys, weakest first."""
    return [level.key for level in LEVELS]


def _folded(text: str) -> str:
    """``text`` lower-cased without accents ("Débutant" -> "debutant"), as a player may type it."""
    decomposed = unicodedata.normalize("NFKD", text.strip().casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def level(name: str) -> Level:
    """The level called ``name``: its key or its name in English, Italian or French (issue 13: the levels
    are named in the three languages), in any case, accents optional; a :class:`TarocchiError` names the
    known ones otherwise."""
    wanted = _folded(name)
    for candidate in LEVELS:
        if wanted == candidate.key or wanted in {_folded(n) for n in candidate.names.values()}:
            return candidate
    known = ", ".join(dict.fromkeys(n for c in LEVELS for n in (c.key, *c.names.values())))
    raise TarocchiError(f"unknown level {name!r} (known: {known})")
