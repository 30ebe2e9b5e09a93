"""A match's score sheet as a table, and as CSV (``tarocchi replay --csv``, the web's sheet download).

A club keeps its "feuille de marque" in a spreadsheet (research/anchors-next.md §3): per hand the
dealer, the taker and called partner, the contract, the figures of the scoring, each seat's score and
the running totals. The sheet is built from what the game gives, never from its name (DESIGN.md §9):

* ``hand``: the hand's number as the record counts it (from 0, as ``tarocchi replay`` does);
* ``dealer`` and the public facts of :data:`FACT_KEYS` found in the result's ``detail`` (the same
  vocabulary the terminal's and the web's status lines show), then the detail's other plain entries
  (numbers, words, card codes, yes/no) in the game's order; a seat among the facts (:data:`SEAT_KEYS`)
  is written as the player's name. Lists and nested parts (the cards of a discard, combinations) are
  left to the record;
* ``explanation``: the game's own explanation of the score (:meth:`Game.explain`), in the sheet's language;
* per seat that a player fills (:meth:`Game.live_seats`) its score for the hand and the running total,
  ``game.totals`` of the hands so far: the numbers ``tarocchi replay`` shows, so the last row's totals are
  ``replay --json``'s ``totals`` of those seats. A game whose scores are a running balance
  (:attr:`Game.score_sheet` ``balance``: Piedmontese 7.1, the balance carried against REF) names that column
  ``balance`` (``saldo``, ``solde``), not ``score``: its cell is not the hand's own score. A
  dummy has no column: nobody plays it, and its score is its side's (Gatti 12.2, 2-player with dummies) or
  always 0 (French Tarot §13, the dummy of "avec le mort"), as the terminal's sheet leaves it out.

The sheet is written in a language (``lang``: ``en``, ``it``, ``fr``): the column names (the catalogue's
``sheet_col_*``; in English the record's own words, as the sheet always had them), ``seat N``, yes/no and the
explanation; a fact column the catalogue has no name for keeps its record key. In English a cell keeps the
record's words (card codes such as ``KH``, ``garde-sans``, ``Computer 2 (strong)``); in Italian and French the
reader's words, as the web's pages show them: a card by its name in the game's tradition (``Re di coppe``), a
game's word by its term (``Guardia senza``), a computer player's stored name as the pages word it
(``Ordinateur 2 · fort``). The web writes the page's language, ``tarocchi replay --csv`` its ``--lang``.

The CSV is RFC 4180 (the :mod:`csv` module, CRLF line ends); a text cell that a spreadsheet would read
as a formula (starting with ``=``, ``+``, ``-``, ``@``, a tab or a carriage return: a player's name
``=HYPERLINK(...)``) is prefixed with ``'`` (OWASP's CSV-injection guard). Numbers are written as
numbers, negative ones included.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Final

from tarocchi.cards import cards_of, code, is_card_code, parse_card
from tarocchi.cards.names import card_name, display_sort_key
from tarocchi.engine.game import Game, HandResult
from tarocchi.engine.observation import FACT_KEYS
from tarocchi.i18n import DEFAULT_LANG, term, translate
from tarocchi.i18n import lines as i18n_lines
from tarocchi.i18n.catalog import MESSAGES
from tarocchi.i18n.terms import with_shared_terms
from tarocchi.records.replay import Replay

SEAT_KEYS: Final = frozenset({"taker", "partner", "discard_owner", "monte_owner", "last_trick", "fool"})
"""The ``detail`` entries whose value is a seat in the record format's vocabulary (the rules' "Options and record
vocabulary": the taker, the partner, who owns the discard or the monte, who won the last trick, whose side keeps
the Fool): written as the player's name."""

FORMULA_STARTS: Final = ("=", "+", "-", "@", "\t", "\r")
"""What a spreadsheet may take for the start of a formula in a text cell (CSV injection)."""


Cell = str | int | float | None


@dataclass(frozen=True)
class Sheet:
    """A score sheet: the column names and one row per finished hand (cells as plain values)."""

    header: list[str]
    rows: list[list[Cell]]
    seat_labels: list[str]
    """Each scored seat's label in the header (its name, else ``seat N``)."""
    seats: list[int]
    """The seats with a score and a total column (the live seats, dummies left out), in the header's order."""
    facts: list[str]
    """The fact columns (detail keys), in the header's order."""
    balance: bool = False
    """Whether the score columns hold a running balance (:attr:`Game.score_sheet` ``balance``)."""


def seat_label(names: Sequence[Any] | None, seat: int, lang: str = DEFAULT_LANG) -> str:
    """A seat's name from ``names`` (the record's, as :func:`sheet_of` words them), else ``seat N`` in ``lang``
    (seats counted from 0, as the record does)."""
    if names is not None and seat < len(names) and names[seat] is not None:
        name = names[seat]
        return name if isinstance(name, str) else str(name)
    return translate("sheet_col_seat", lang, n=seat)


def card_text(game: Game, card: int, lang: str) -> str:
    """A card as the sheet writes it: its code in English (the record's word), else its name in the game's
    tradition in ``lang`` (``Re di coppe``, ``Roi de coupes``), as the web's pages name it."""
    return code(card) if lang == DEFAULT_LANG else card_name(card, game.pack, lang)


def cards_text(game: Game, cards: int, lang: str) -> str:
    """A set of cards as the sheet writes it: codes in deck order, space-separated, in English (as the record
    lists them); names in the game's display order, comma-separated, in another language (as the web lists them)."""
    if lang == DEFAULT_LANG:
        return " ".join(code(c) for c in cards_of(cards))
    ordered = sorted(cards_of(cards), key=lambda c: display_sort_key(c, game.pack))
    return ", ".join(card_name(c, game.pack, lang) for c in ordered)


def column(key: str, lang: str) -> str:
    """A column's name in ``lang``: the catalogue's ``sheet_col_<key>``, else the record's key itself."""
    return translate(f"sheet_col_{key}", lang) if f"sheet_col_{key}" in MESSAGES else key


def _number(value: Any) -> Cell:
    """Whole floats as ints (``91`` rather than ``91.0``), as the record and ``replay --json`` write them."""
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return value if isinstance(value, str | int | float) else None


def _plain(value: Any) -> bool:
    """Whether a detail value fits one cell: a number, a word, yes/no or nothing."""
    return value is None or isinstance(value, bool | int | float | str)


def fact_keys(results: Sequence[HandResult]) -> list[str]:
    """The fact columns: :data:`FACT_KEYS` the results have, then their other plain detail entries in order."""
    seen: dict[str, None] = {}
    for result in results:
        for key, value in result.detail.items():
            if _plain(value):
                seen.setdefault(key, None)
    return [k for k in FACT_KEYS if k in seen] + [k for k in seen if k not in FACT_KEYS]


def _fact(game: Game, key: str, value: Any, names: Sequence[Any] | None, lang: str = DEFAULT_LANG) -> Cell:
    """A fact's cell: a seat of :data:`SEAT_KEYS` by name, yes/no for a flag (in ``lang``), a number as written;
    a word as written in English, else a card code by its name and a game's word by its term in ``lang``."""
    if key in SEAT_KEYS and isinstance(value, int) and not isinstance(value, bool):
        return seat_label(names, value, lang)
    if isinstance(value, bool):
        return translate("yes" if value else "no", lang)
    if not _plain(value):
        return None
    if isinstance(value, str) and lang != DEFAULT_LANG:
        return (
            card_text(game, parse_card(value), lang) if is_card_code(value) else term(type(game).texts(), value, lang)
        )
    return _number(value)


def explanation(game: Game, result: HandResult, names: Sequence[Any] | None, lang: str = DEFAULT_LANG) -> str:
    """The game's explanation of the hand's score (:meth:`Game.explain`) in ``lang``, as the web's result panel
    words it (the game's texts), its lines joined by ``; `` (a heading, ending with a colon, by a space:
    ``Declared: Carla: ...``), seats named and cards as :func:`card_text` and :func:`cards_text` write them."""
    texts = with_shared_terms(type(game).texts())
    text = ""
    for line in game.explain(result):
        rendered = i18n_lines.render_line(
            line,
            texts,
            lang,
            lambda s: seat_label(names, s, lang),
            lambda c: card_text(game, c, lang),
            lambda cs: cards_text(game, cs, lang),
        )
        text += ("" if not text else " " if text.endswith(":") else "; ") + rendered
    return text


def _header(
    facts: Sequence[str], labels: Sequence[str], lang: str = DEFAULT_LANG, *, balance: bool = False
) -> list[str]:
    """A sheet's columns in ``lang``: the hand, the dealer, the facts, the explanation, then each seat's score
    (``balance``: its running balance) and total."""
    score = "sheet_col_balance" if balance else "sheet_col_score"
    return [
        column("hand", lang),
        column("dealer", lang),
        *(column(k, lang) for k in facts),
        column("explanation", lang),
        *(translate(score, lang, who=x) for x in labels),
        *(translate("sheet_col_total", lang, who=x) for x in labels),
    ]


def sheet_of(
    game: Game,
    results: Sequence[HandResult],
    dealers: Sequence[int],
    names: Sequence[Any] | None,
    lang: str = DEFAULT_LANG,
    worded: Callable[[str, str], str] | None = None,
) -> Sheet:
    """The score sheet of ``results`` (the finished hands, in order), dealt by ``dealers``, in ``lang``; a
    recorded name written as ``worded(name, lang)`` says it (the edges give
    :func:`tarocchi.agents.levels.worded_name`: a computer player in ``lang``), else as recorded."""
    if names is not None and worded is not None:
        names = [worded(n, lang) if isinstance(n, str) else n for n in names]
    seats = game.live_seats()
    labels = [seat_label(names, s, lang) for s in seats]
    facts = fact_keys(results)
    balance = game.score_sheet == "balance"
    header = _header(facts, labels, lang, balance=balance)
    rows: list[list[Cell]] = []
    for h, result in enumerate(results):
        totals = game.totals(results[: h + 1])
        dealer = seat_label(names, dealers[h], lang) if h < len(dealers) else None
        row: list[Cell] = [h, dealer]
        row += [_fact(game, k, result.detail[k], names, lang) if k in result.detail else None for k in facts]
        row.append(explanation(game, result, names, lang))
        row += [_number(result.scores[s]) if s < len(result.scores) else None for s in seats]
        row += [_number(totals[s]) if s < len(totals) else None for s in seats]
        rows.append(row)
    return Sheet(header, rows, labels, seats, facts, balance)


def sheet_of_replay(replay: Replay, lang: str = DEFAULT_LANG, worded: Callable[[str, str], str] | None = None) -> Sheet:
    """The score sheet of a replayed record (its finished hands), in ``lang``, names as :func:`sheet_of` words
    them."""
    finished = [h for h in replay.hands if h.result is not None]
    results = [h.result for h in finished if h.result is not None]
    return sheet_of(replay.game, results, [h.record.dealer for h in finished], replay.record.names, lang, worded)


def safe(cell: Cell) -> Cell:
    """A cell a spreadsheet will not run: a text starting like a formula gets a leading ``'`` (OWASP's CSV
    injection guard); numbers (``-336``) and empty cells are left as they are."""
    if isinstance(cell, str) and cell.startswith(FORMULA_STARTS):
        return "'" + cell
    return cell


def csv_text(header: Sequence[str], rows: Sequence[Sequence[Cell]]) -> str:
    """The table as RFC 4180 CSV: a header row, then the rows; ``None`` as an empty cell, every text guarded
    (:func:`safe`), quoting where a cell holds a comma, a quote or a line break."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\r\n")
    writer.writerow([safe(c) for c in header])
    for row in rows:
        writer.writerow(["" if c is None else safe(c) for c in row])
    return out.getvalue()


def sheet_csv(sheet: Sheet) -> str:
    """One score sheet as CSV."""
    return csv_text(sheet.header, sheet.rows)


def sheets_csv(sheets: Sequence[tuple[str, Sheet]], lang: str = DEFAULT_LANG) -> str:
    """Several files' score sheets as one CSV, a ``file`` column first: the fact columns of all of them (in
    order of appearance), the explanation, then per seat scored in any of them its score and total. A seat's
    column is named as every file that has that seat names it, else ``seat N``; a file lacking a column
    leaves its cell empty. The column names in ``lang``, the sheets' own language; the score columns named
    ``balance`` when every sheet's are (:attr:`Sheet.balance`)."""
    facts: dict[str, None] = {}
    for _, sheet in sheets:
        facts.update(dict.fromkeys(sheet.facts))
    seats = sorted({s for _, sheet in sheets for s in sheet.seats})
    labelled = [dict(zip(sheet.seats, sheet.seat_labels, strict=True)) for _, sheet in sheets]
    labels = []
    for s in seats:
        named = {own[s] for own in labelled if s in own}
        labels.append(named.pop() if len(named) == 1 else translate("sheet_col_seat", lang, n=s))
    balance = bool(sheets) and all(sheet.balance for _, sheet in sheets)
    header = [column("file", lang), *_header(list(facts), labels, lang, balance=balance)]
    rows: list[list[Cell]] = []
    for path, sheet in sheets:
        n = len(sheet.seats)
        for row in sheet.rows:
            own = dict(zip(sheet.facts, row[2 : 2 + len(sheet.facts)], strict=True))
            said = row[2 + len(sheet.facts)]
            score = dict(zip(sheet.seats, row[-2 * n : -n] if n else [], strict=True))
            total = dict(zip(sheet.seats, row[-n:] if n else [], strict=True))
            scores = [score.get(s) for s in seats]
            totals = [total.get(s) for s in seats]
            rows.append([path, row[0], row[1], *(own.get(k) for k in facts), said, *scores, *totals])
    return csv_text(header, rows)
