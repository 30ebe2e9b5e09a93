"""Explanation lines and refusals in the player's language: pure formatting, shared by every edge.

A game says *what* happened as data (:class:`~tarocchi.engine.explain.Line`, the ``code`` and
``params`` of an :class:`~tarocchi.errors.IllegalActionError`); this module says it with the game's
texts (key -> language -> ``str.format`` template, DESIGN.md §9). Each edge passes how it shows a
seat (a name, "you") and a card (a glyph, a code), so the terminal and the web share the wording.

Parameters are rendered before formatting: :class:`SeatRef` -> the seat's name, :class:`CardRef` and
:class:`CardsRef` -> cards as the edge shows them, :class:`TermRef` -> the term's text in the game's
texts, numbers as the language writes them (:func:`number_text`: whole floats as integers, ``91``; a
decimal point in English, ``40.5``, a decimal comma in Italian and French, ``40,5``), lists joined with commas,
a list of seats with *and* before its last (:func:`and_list`: ``Ada and Carla``, ``Ada e Carla``).

Variants of a template (:func:`template_for`), beside the key's own template in the game's texts, so
that the words agree with what a field holds; each is a plain ``str.format`` template like the key's:

* ``many:<field>:<key>`` where ``field`` holds several (a side of two seats: "Ada and Carla score 46"
  beside "Ada scores 46"), ``one:<field>:<key>`` where it holds one ("1 card point" beside "41 card
  points"). The count of a seat or a card is 1, of a side, a list or a set of cards its size, of a
  number the number; one is ``1`` (or ``-1``) in English and Italian, below 2 in French (*0 point*,
  *1,5 point*: :func:`is_one`). A game writes the variant it needs, the key's template says the rest.
* ``you:<key>`` where an edge passes ``you``, the reader's seat, and a seat parameter of the line is
  that seat ("Your Garde", not "Garde by Seat 1 (you)").
* ``you:<field>:<key>`` where that field holds the reader's seat (the seat itself, or a list of seats
  that has it): the wording for the one field that is the reader's when the line names two seats ("the
  turn of Ann (dummy) to declare has passed: you are to declare", ``current`` the reader's, beside
  ``you:<key>`` for "your turn to declare has passed"). Filling a line for a reader, a list of seats that
  has the reader's also gives the field ``others``: its other seats ("you and {others} have won it"). A
  template's "you and {others}" (the catalogue's ``you`` and ``and``, in any case) is said as one list, *and*
  once: "You, Bruno and Carla win", "Tu, Bruno e Carla", "Vous, Bruno et Carla".
* ``you:<field>:one:<field2>:<key>``, ``you:<field>:many:<field2>:<key>`` (and ``you:one:<field2>:<key>``,
  ``you:many:<field2>:<key>``): a ``you`` wording that also agrees with ``field2``'s count, written the way
  the others' line is ("Your side: 1 card point" beside "Your side: 32 card points", as "Ada: 1 card
  point" beside "Ada: 32 card points"). A count variant of a ``you`` wording is its name with the count
  part put before the key, so a game writes it beside the ``you`` wording it agrees with, which says the
  other counts.

The first field that has a variant chooses it: ``you:<field>:`` first, then ``you:``, then the first
field with a variant for its count; within a ``you`` wording, its count variant for the first field
that has one, then the ``you`` wording itself. An edge that knows no variant (one that reads the key
alone) still shows the key's own template.

An explanation line starts with a capital letter. French typography: a space before ``:``
(:func:`colon`); ``de``/``que`` before a name starting with a vowel elide (``le camp d'Ada``); Italian
``a`` before one is ``ad`` (``dato ad Ann``: :mod:`tarocchi.i18n.elision`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any

from tarocchi.cards import Card, CardSet, cards_of, is_card_code, parse_card
from tarocchi.engine.explain import CardRef, CardsRef, Line, SeatRef, TermRef, Texts
from tarocchi.i18n.catalog import MESSAGES
from tarocchi.i18n.elision import elide

SeatName = Callable[[int], str]
CardText = Callable[[Card], str]
CardsText = Callable[[CardSet], str]


def text_of(texts: Texts, key: str, lang: str) -> str | None:
    """The template of ``key`` in ``lang`` (English when that language lacks it), or ``None``."""
    entry = texts.get(key)
    if not entry:
        return None
    return entry.get(lang) or entry.get("en")


DECIMAL_COMMA = frozenset({"it", "fr"})
"""The languages whose readers write a decimal comma (``40,5``, ``-1,5``); English writes a point."""


def decimal_text(text: str, lang: str) -> str:
    """A number already written with a decimal point (``"40.5"``, ``"+1.5"``) with ``lang``'s decimal mark."""
    return text.replace(".", ",") if lang in DECIMAL_COMMA else text


def number_text(value: float, lang: str = "en") -> str:
    """A number as a reader of ``lang`` writes it on a score sheet: ``91``, ``-66``; ``40.5`` in English,
    ``40,5`` in Italian and French (:data:`DECIMAL_COMMA`). The default, English, is also what machine
    outputs (JSON, CSV number cells) keep: a point."""
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return decimal_text(f"{value:g}" if isinstance(value, float) else str(value), lang)


def colon(lang: str) -> str:
    """The separator of a label and its value: ``": "``, ``" : "`` in French (a space before the colon)."""
    return " : " if lang == "fr" else ": "


def count_of(value: Any) -> float:
    """How many a field holds, for agreement: 1 for a seat or a card, the size of a side, a list or a
    set of cards, a number itself."""
    if isinstance(value, CardsRef):
        return value.cards.bit_count()
    if isinstance(value, list | tuple):
        return len(value)
    if isinstance(value, int | float) and not isinstance(value, bool):
        return value
    return 1


def is_one(count: float, lang: str) -> bool:
    """Whether ``count`` takes the singular in ``lang``: 1 (or -1) in English and Italian, below 2 in
    French (*zéro point*, *1,5 point*)."""
    return abs(count) < 2 if lang == "fr" else abs(count) == 1


def param_text(
    value: Any, texts: Texts, lang: str, seat_name: SeatName, card_text: CardText, cards: CardsText | None = None
) -> str:
    """One parameter as the player reads it (``cards``: how a set is shown, default deck order)."""
    if isinstance(value, SeatRef):
        return seat_name(value.seat)
    if isinstance(value, CardRef):
        return card_text(value.card)
    if isinstance(value, CardsRef):
        return cards(value.cards) if cards is not None else cards_text(value.cards, card_text)
    if isinstance(value, TermRef):
        return text_of(texts, value.key, lang) or value.key.rpartition(".")[2]
    if isinstance(value, bool) or value is None:
        return str(value).lower()
    if isinstance(value, int | float):
        return number_text(value, lang)
    if isinstance(value, list | tuple):
        shown = [param_text(v, texts, lang, seat_name, card_text, cards) for v in value]
        return and_list(shown, lang) if value and all(isinstance(v, SeatRef) for v in value) else ", ".join(shown)
    return str(value)


def and_list(names: list[str], lang: str) -> str:
    """Seats as a reader says them: ``Ada``, ``Ada and Carla`` (``Ada e Carla``, ``Ada et Carla``), ``Ada, Bruno
    and Carla``: the catalogue's ``and`` before the last."""
    if len(names) < 2:
        return "".join(names)
    return f"{', '.join(names[:-1])} {_word('and', lang)} {names[-1]}"


def choice_progress_key(k: int, n: int, lang: str) -> str:
    """The catalogue key of the line "{k} of {n} chosen; type or select the others": ``_one`` where ``{k}`` takes
    the singular (:func:`is_one`: "1 di 2 scelta"), then ``_last`` where one card is left to choose ("the last
    one", "l'ultima", "la dernière"), as the catalogue's variants are named."""
    key = "choice_progress_one" if is_one(k, lang) else "choice_progress"
    return f"{key}_last" if k > 0 and n - k == 1 else key


class _Field:
    """A rendered parameter: its text, or the number itself under a format spec (``{points:+d}``), with the
    decimal mark of ``lang`` (:func:`decimal_text`)."""

    __slots__ = ("lang", "text", "value")

    def __init__(self, value: Any, text: str, lang: str = "en") -> None:
        self.value = value
        self.text = text
        self.lang = lang

    def __format__(self, spec: str) -> str:
        if spec and isinstance(self.value, int | float) and not isinstance(self.value, bool):
            return decimal_text(format(self.value, spec), self.lang)
        return format(self.text, spec)

    def __str__(self) -> str:
        return self.text


class Number(_Field):
    """A number to fill a ``str.format`` field in ``lang``: ``{loss}`` as :func:`number_text` writes it,
    ``{value:+.1f}`` formatted by its spec, both with the language's decimal mark (``+1,5`` in French)."""

    __slots__ = ()

    def __init__(self, value: float, lang: str) -> None:
        super().__init__(value, number_text(value, lang), lang)


def _elide(template: str, rendered: Mapping[str, _Field], lang: str) -> str:
    """French ``de {who}`` -> ``d'{who}``, Italian ``a {who}`` -> ``ad {who}`` where the field starts with a vowel
    (:func:`tarocchi.i18n.elision.elide`)."""
    return elide(template, lang, lambda name: rendered[name].text if name in rendered else None)


def fill(
    template: str,
    params: Mapping[str, Any],
    texts: Texts,
    lang: str,
    seat_name: SeatName,
    card_text: CardText,
    cards: CardsText | None = None,
    you: int | None = None,
) -> str:
    """``template`` formatted with the rendered ``params`` (and, for the reader's seat ``you``, the field
    ``others`` of :func:`with_others`); the template itself if a field is missing."""
    params = with_others(params, you)
    rendered = {k: _Field(v, param_text(v, texts, lang, seat_name, card_text, cards), lang) for k, v in params.items()}
    template = _you_and_others(
        template, rendered, lang, lambda v: param_text(v, texts, lang, seat_name, card_text, cards)
    )
    template = _elide(template, rendered, lang)
    try:
        return template.format(**rendered)
    except (KeyError, IndexError, ValueError):
        return template


def _you_and_others(template: str, rendered: dict[str, _Field], lang: str, shown: Callable[[Any], str]) -> str:
    """A template's "you and {others}" (``Tu e {others}``, ``vous et {others}``, in any case) said as one list:
    ``{others}`` filled with the reader's word and the other seats, *and* once, before the last ("You, Bruno and
    Carla win", never "You and Bruno and Carla"); ``shown(seat)``: a seat as the line shows it."""
    others = rendered.get("others")
    if others is None or not isinstance(others.value, list | tuple):
        return template
    pattern = re.compile(rf"\b({re.escape(_word('you', lang))})\s+{re.escape(_word('and', lang))}\s+\{{others\}}", re.I)
    found = pattern.search(template)
    if found is None:
        return template
    names = [shown(v) for v in others.value]
    rendered["others"] = _Field(others.value, and_list([found.group(1), *names], lang), lang)
    return template[: found.start()] + "{others}" + template[found.end() :]


def _word(key: str, lang: str) -> str:
    """A catalogue word in ``lang`` (``you``: *You*, *Tu*, *Vous*; ``and``)."""
    return MESSAGES[key].get(lang) or MESSAGES[key]["en"]


def holds_seat(value: Any, seat: int) -> bool:
    """Whether a parameter is ``seat`` (a :class:`SeatRef`) or a list of seats that has it."""
    if isinstance(value, SeatRef):
        return value.seat == seat
    return isinstance(value, list | tuple) and any(isinstance(v, SeatRef) and v.seat == seat for v in value)


def with_others(params: Mapping[str, Any], you: int | None) -> Mapping[str, Any]:
    """``params`` with ``others``: the seats of the first list of seats that has the reader's seat ``you``,
    but that one ("you and {others} have won it"); ``params`` as they are when none has it (or when
    ``others`` is a parameter of the line already)."""
    if you is None or "others" in params:
        return params
    for value in params.values():
        if isinstance(value, list | tuple) and holds_seat(value, you):
            others = [v for v in value if not (isinstance(v, SeatRef) and v.seat == you)]
            return {**params, "others": others}
    return params


def template_for(texts: Texts, key: str, lang: str, params: Mapping[str, Any], you: int | None = None) -> str | None:
    """The template of ``key`` in ``lang`` for these ``params``: ``you:<field>:<key>`` where that field
    holds the reader's seat ``you``, else ``you:<key>`` for a line about that seat, else
    ``one:<field>:<key>`` or ``many:<field>:<key>`` as the field's count agrees, else the key's own;
    a ``you`` wording's own count variant (``you:<field>:one:<field2>:<key>``) before that wording
    (module docstring); ``None`` if the game has none. A variant the language lacks gives way to the
    key's own template in that language (not to an English variant)."""
    own = (texts.get(key) or {}).get(lang)

    def variant(name: str) -> str | None:
        entry = texts.get(name)
        if not entry:
            return None
        return entry.get(lang) or (entry.get("en") if own is None else None)

    if you is not None:
        found = _you_variant(variant, key, params, you, lang)
        if found is not None:
            return found
    return _counted(variant, "", key, params, lang) or text_of(texts, key, lang)


def _count_form(value: Any, lang: str) -> str:
    """``one`` or ``many``: the count variant a field's value takes in ``lang`` (:func:`count_of`, :func:`is_one`)."""
    return "one" if is_one(count_of(value), lang) else "many"


def _counted(
    variant: Callable[[str], str | None], prefix: str, key: str, params: Mapping[str, Any], lang: str
) -> str | None:
    """``<prefix>one:<field>:<key>`` or ``<prefix>many:<field>:<key>`` for the first field with a variant for
    its count, else ``<prefix><key>`` (``prefix``: ``""``, ``you:`` or ``you:<field>:``, :func:`template_for`)."""
    for field, value in params.items():
        found = variant(f"{prefix}{_count_form(value, lang)}:{field}:{key}")
        if found is not None:
            return found
    return variant(f"{prefix}{key}")


def _you_variant(
    variant: Callable[[str], str | None], key: str, params: Mapping[str, Any], you: int, lang: str
) -> str | None:
    """``you:<field>:<key>`` (or its count variant) for the first field holding the reader's seat that has one,
    else ``you:<key>`` (or its count variant) when a seat parameter is the reader's (:func:`template_for`)."""
    for field, value in params.items():
        if holds_seat(value, you):
            found = _counted(variant, f"you:{field}:", key, params, lang)
            if found is not None:
                return found
    if any(isinstance(v, SeatRef) and v.seat == you for v in params.values()):
        return _counted(variant, "you:", key, params, lang)
    return None


def render_line(
    line: Line,
    texts: Texts,
    lang: str,
    seat_name: SeatName,
    card_text: CardText,
    cards: CardsText | None = None,
    you: int | None = None,
) -> str:
    """One explanation line in ``lang``; with no template, the key's last part and the parameters.
    ``you``: the reader's seat, for the ``you:<key>`` wording of a line about it (:func:`template_for`)."""
    template = template_for(texts, line.key, lang, line.params, you)
    if template is None:
        shown = ", ".join(
            f"{k} {param_text(v, texts, lang, seat_name, card_text, cards)}" for k, v in line.params.items()
        )
        return f"{line.key.rpartition('.')[2]}: {shown}" if shown else line.key.rpartition(".")[2]
    return _capital(fill(template, line.params, texts, lang, seat_name, card_text, cards, you))


def _capital(text: str) -> str:
    """A line starts with a capital, even when its template starts with a term ("Single poignée by Ada: 20");
    an indented line (an item under a title) is left as it is."""
    return text[0].upper() + text[1:] if text[:1].islower() else text


def render_refusal(
    code: str | None,
    params: Mapping[str, Any],
    reason: str,
    texts: Texts,
    lang: str,
    seat_name: SeatName,
    card_text: CardText,
    cards: CardsText | None = None,
    you: int | None = None,
) -> str:
    """Why an action was refused, from the ``refusal.<code>`` template (or its variant agreeing with the
    parameters, :func:`template_for`: ``you:refusal.<code>`` when a seat it names is ``you``, the reader's,
    "you have already declared" rather than "You has already declared"); the English ``reason`` when the
    game has no template for the code (or no code). A refusal read by nobody in particular (a record's)
    passes no ``you``."""
    template = template_for(texts, f"refusal.{code}", lang, params, you) if code else None
    if template is None:
        return reason
    return fill(template, params, texts, lang, seat_name, card_text, cards, you)


_RULE_NUMBER = r"(?:R|§|rule\s+|rules\s+)?\d+(?:\.\d+)+[a-z]?|R\d+[a-z]?"
_RULE_REF = re.compile(rf"\s*\((?:{_RULE_NUMBER})(?:\s*[,;/]\s*(?:{_RULE_NUMBER}))*\)|\s*\b[R§]\d+(?:\.\d+)+[a-z]?\b")
_CARD_CODE = re.compile(r"(?<![\w♠♥♦♣])(?:T\d{1,2}|FOOL|EX|(?:10|[1-9JNQK])[SHDC])(?![\w])")
_SUIT_WORDS = re.compile(r"\b(spades|hearts|diamonds|clubs|swords|cups|coins|batons)\b")
_SUIT_INDEX: dict[str, int] = {
    "spades": 0, "hearts": 1, "diamonds": 2, "clubs": 3, "swords": 0, "cups": 1, "coins": 2, "batons": 3
}  # fmt: skip


def readable_reason(
    reason: str, card_text: CardText, suit_name: Callable[[int], str] | None = None, *, rule_numbers: bool = False
) -> str:
    """An engine's English reason as a player reads it beside the table: card codes as the screen
    shows cards (``7D`` -> ``7♦``), suits by the game's own names (``clubs`` -> ``batons``), and the
    rule numbers (``(R5.2)``) left out unless ``rule_numbers`` (the help page shows them)."""
    text = reason if rule_numbers else _RULE_REF.sub("", reason)
    text = _CARD_CODE.sub(lambda m: card_text(parse_card(m.group(0))) if is_card_code(m.group(0)) else m.group(0), text)
    if suit_name is not None:
        text = _SUIT_WORDS.sub(lambda m: suit_name(_SUIT_INDEX[m.group(1)]), text)
    return text.strip()


def cards_text(cards: CardSet, card_text: CardText) -> str:
    """A set of cards in deck order, as the edge shows each."""
    return " ".join(card_text(c) for c in cards_of(cards))


__all__ = [
    "Number",
    "and_list",
    "cards_text",
    "choice_progress_key",
    "colon",
    "count_of",
    "decimal_text",
    "fill",
    "holds_seat",
    "is_one",
    "number_text",
    "param_text",
    "readable_reason",
    "render_line",
    "render_refusal",
    "template_for",
    "text_of",
    "with_others",
]
