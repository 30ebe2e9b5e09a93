"""What a game tells the edges in words: explanation lines, refusal parameters, translatable texts.

A game never formats a sentence for a person. It says *what* happened as data, and the edges say it
in the player's language (DESIGN.md §9):

* :class:`Line`: one line of the explanation of a hand's score, a translation key and parameters
  (``Line("ft.margin", {"points": 48, "target": 41, "diff": 7})``), from :meth:`Game.explain`;
* the parameters of a :class:`~tarocchi.errors.IllegalActionError` (its ``code`` and ``params``);
* the references below, for parameters that an edge shows its own way: a card as a glyph or a code,
  a seat as a name, a game term (a contract, a declaration) in the player's language;
* :data:`Texts`: the game's own translations, key -> language -> template, formatted with
  :meth:`str.format` on the rendered parameters (``"{taker} takes {contract}"``).

Everything here is plain, frozen data: no I/O, no language chosen.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, TypeAlias

from tarocchi.cards import Card, CardSet

LANGUAGES = ("en", "it", "fr")
"""The languages every text is written in."""

Texts: TypeAlias = Mapping[str, Mapping[str, str]]
"""Translation key -> language code (``en``, ``it``, ``fr``) -> template."""


@dataclass(frozen=True, slots=True)
class CardRef:
    """One card, shown by the edge as it shows cards (glyph, name or code)."""

    card: Card


@dataclass(frozen=True, slots=True)
class CardsRef:
    """A set of cards (a bitmask), shown in deck order."""

    cards: CardSet


@dataclass(frozen=True, slots=True)
class SeatRef:
    """A seat, shown by the edge as the player's name (or "you")."""

    seat: int


@dataclass(frozen=True, slots=True)
class TermRef:
    """A game term (``contract.garde``, ``declaration.poignee-double``) looked up in the game's texts."""

    key: str


@dataclass(frozen=True, slots=True)
class Line:
    """One line of an explanation: a translation key of the game's texts and its parameters."""

    key: str
    params: Mapping[str, Any] = field(default_factory=dict)


def text(en: str, it: str, fr: str) -> dict[str, str]:
    """One entry of a game's texts: the same words in English, Italian and French."""
    return {"en": en, "it": it, "fr": fr}


YES_NO: Mapping[str, Mapping[str, str]] = {"true": text("yes", "sì", "oui"), "false": text("no", "no", "non")}
"""The value labels of a boolean option."""


def bool_option_texts(key: str, label: Mapping[str, str]) -> dict[str, Mapping[str, str]]:
    """The texts of a boolean option: its label ``option.<key>`` and its two value labels."""
    return {f"option.{key}": label, **{f"option.{key}.{v}": entry for v, entry in YES_NO.items()}}


def plain(value: Any) -> Any:
    """A parameter as JSON: ``{"card": "KH"}``, ``{"cards": [...]}``, ``{"seat": 2}``, ``{"term": key}``."""
    from tarocchi.cards import CODES, codes_of

    if isinstance(value, CardRef):
        return {"card": CODES[value.card]}
    if isinstance(value, CardsRef):
        return {"cards": codes_of(value.cards)}
    if isinstance(value, SeatRef):
        return {"seat": value.seat}
    if isinstance(value, TermRef):
        return {"term": value.key}
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    return value


def from_plain(value: Any) -> Any:
    """A parameter as :func:`plain` wrote it, back as the reference it was made from (anything else as it is)."""
    from tarocchi.cards import mask_of, parse_card
    from tarocchi.errors import TarocchiError

    if isinstance(value, list):
        return [from_plain(v) for v in value]
    if not (isinstance(value, Mapping) and len(value) == 1):
        return value
    [(kind, inner)] = value.items()
    try:
        if kind == "card" and isinstance(inner, str):
            return CardRef(parse_card(inner))
        if kind == "cards" and isinstance(inner, list):
            return CardsRef(mask_of(parse_card(c) for c in inner))
    except (TarocchiError, ValueError):
        return value
    if kind == "seat" and isinstance(inner, int):
        return SeatRef(inner)
    if kind == "term" and isinstance(inner, str):
        return TermRef(inner)
    return value


def line_json(line: Line) -> dict[str, Any]:
    """``{"key": ..., "params": {...}}`` with every reference made plain."""
    return {"key": line.key, "params": {k: plain(v) for k, v in line.params.items()}}


__all__ = [
    "LANGUAGES",
    "YES_NO",
    "CardRef",
    "CardsRef",
    "Line",
    "SeatRef",
    "TermRef",
    "Texts",
    "bool_option_texts",
    "from_plain",
    "line_json",
    "plain",
    "text",
]
