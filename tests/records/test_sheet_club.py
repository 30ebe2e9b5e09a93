"""A club's score sheet read as a spreadsheet reads it (the :mod:`csv` module, the sheet's comma): in Italian and
French its cells are the reader's words, not the record's (card codes, English computer names, contract words),
and a game whose scores are a running balance (Piedmontese 7.1) says so in its column names."""

from __future__ import annotations

import csv
import io
import json
import re
from pathlib import Path

import pytest

from tarocchi.agents.levels import worded_name
from tarocchi.cards import is_card_code
from tarocchi.cli import main
from tarocchi.i18n import term
from tarocchi.records.replay import Replay, replay_files, replay_record
from tarocchi.records.sheet import sheet_csv, sheet_of_replay, sheets_csv

EXAMPLES = Path(__file__).parents[1] / "data" / "examples"
EXPLANATION = {"en": "explanation", "it": "spiegazione", "fr": "explication"}


def _replay(path: Path) -> Replay:
    outcome = replay_files([str(path)])[0][1]
    assert isinstance(outcome, Replay)
    return outcome


def _table(text: str) -> list[dict[str, str]]:
    """The sheet as a spreadsheet reads it: comma-separated, quoted cells, one dict per hand."""
    return list(csv.DictReader(io.StringIO(text, newline=""), delimiter=","))


def _codes(text: str) -> list[str]:
    """The card codes (``KH``, ``T3``, ``FOOL``) a text holds as words; a card's own name that shows its number
    in brackets (Tarocchino's ``Moro (T4)``, as the web names it) is a name."""
    return [w for w in re.findall(r"(?<!\()\b[0-9A-Z]+\b(?!\))", text) if is_card_code(w) and not w.isdigit()]


@pytest.mark.parametrize("game", ["gatti", "piedmontese", "tarocchino"])  # French Tarot's explanation has no card
@pytest.mark.parametrize("lang", ["it", "fr"])
def test_the_explanation_names_cards_in_the_readers_language(game: str, lang: str) -> None:
    """Known fault 1: the Italian and French explanation wrote ``4C`` and ``T3``; it names the cards as the web's
    pages do (``4 di bastoni``), while English keeps the record's codes."""
    path = EXAMPLES / game / "valid-01.record.json"
    own = _table(sheet_csv(sheet_of_replay(_replay(path), lang)))
    english = _table(sheet_csv(sheet_of_replay(_replay(path), "en")))
    said = " ".join(row[EXPLANATION[lang]] for row in own)
    assert said and _codes(said) == []
    assert _codes(" ".join(row["explanation"] for row in english))  # the Matto's cover, the discard, combinations


def test_a_gatti_cover_card_is_named() -> None:
    replay = _replay(EXAMPLES / "gatti" / "valid-01.record.json")
    assert "4 di bastoni" in _table(sheet_csv(sheet_of_replay(replay, "it")))[0]["spiegazione"]
    assert "4 de bâtons" in _table(sheet_csv(sheet_of_replay(replay, "fr")))[0]["explication"]
    assert "4C" in _table(sheet_csv(sheet_of_replay(replay, "en")))[0]["explanation"]


def test_the_called_card_and_the_contract_are_the_readers_words() -> None:
    """French Tarot's ``called`` fact is a card code and ``contract`` a record word: in Italian and French they
    are the card's name and the contract's term; in English the record's words, as before."""
    replay = _replay(EXAMPLES / "french-tarot" / "valid-02.record.json")
    raw = [h.result.detail for h in replay.hands if h.result is not None]
    called = next(i for i, d in enumerate(raw) if isinstance(d.get("called"), str))
    english = _table(sheet_csv(sheet_of_replay(replay, "en")))
    italian = _table(sheet_csv(sheet_of_replay(replay, "it")))
    assert english[called]["called"] == raw[called]["called"]
    assert italian[called]["carta chiamata"] not in ("", raw[called]["called"])
    assert not _codes(italian[called]["carta chiamata"])
    contract = str(raw[0]["contract"])
    assert english[0]["contract"] == contract
    assert italian[0]["contratto"] == term(type(replay.game).texts(), contract, "it") != contract


def _computer_record() -> dict[str, object]:
    record = json.loads((EXAMPLES / "gatti" / "valid-01.record.json").read_text())
    record["names"] = ["Ada", "Computer 2 (strong)", "Computer 3 (heuristic)"]
    return record


@pytest.mark.parametrize(
    ("lang", "second", "third"),
    [
        ("it", "Computer 2 · forte", "Computer 3 · intermedio"),
        ("fr", "Ordinateur 2 · fort", "Ordinateur 3 · intermédiaire"),
    ],
)
def test_computer_players_are_named_in_the_readers_language(
    lang: str, second: str, third: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Known fault 1: a web table's computer players are recorded as ``Computer 2 (strong)``; the sheet words them
    as the web's pages do, in the sheet's language: in the columns and the explanation (English keeps them), with
    the naming the edges give it (``agents.levels.worded_name``), as ``tarocchi replay --csv`` writes it."""
    text = sheet_csv(sheet_of_replay(replay_record(_computer_record()), lang, worded_name))
    path = tmp_path / "computers.json"
    path.write_text(json.dumps(_computer_record()), encoding="utf-8")
    assert main(["replay", "--csv", "--lang", lang, str(path)]) == 0
    assert capsys.readouterr().out == text
    header = next(csv.reader(io.StringIO(text, newline="")))
    assert [second in h and third not in h for h in header[-5:-3]] == [True, False]
    assert third in header[-4] and second in header[-2] and third in header[-1]
    rows = _table(text)
    said = " ".join(row[EXPLANATION[lang]] for row in rows)
    assert second in said and third in said
    assert "Computer 2 (strong)" not in text and "(heuristic)" not in text
    english = sheet_csv(sheet_of_replay(replay_record(_computer_record()), "en", worded_name))
    assert "Computer 2 (strong) score" in english and "Computer 3 (heuristic) total" in english


@pytest.mark.parametrize(
    ("lang", "score", "total"),
    [("en", "{} balance", "{} total"), ("it", "saldo {}", "totale {}"), ("fr", "solde {}", "total {}")],
)
def test_a_piedmontese_sheet_names_its_score_columns_a_balance(lang: str, score: str, total: str) -> None:
    """Known fault 2: Piedmontese scores are the balance carried against REF (7.1, A-5); the column says so."""
    path = EXAMPLES / "piedmontese" / "valid-02.record.json"
    replay = _replay(path)
    names = replay.record.names or []
    text = sheet_csv(sheet_of_replay(replay, lang))
    header = next(csv.reader(io.StringIO(text, newline="")))
    assert header[-2 * len(names) :] == [score.format(n) for n in names] + [total.format(n) for n in names]
    rows = _table(text)
    scores = [h["scores"] for h in replay.to_json()["hands"]]
    assert [[int(row[score.format(n)]) for n in names] for row in rows] == scores
    several = sheets_csv([("a.json", sheet_of_replay(replay, lang))], lang)
    assert next(csv.reader(io.StringIO(several, newline="")))[-2 * len(names)] == score.format(names[0])
    gatti = _replay(EXAMPLES / "gatti" / "valid-01.record.json")  # a game whose scores are the hand's own
    header = next(csv.reader(io.StringIO(sheet_csv(sheet_of_replay(gatti, lang)), newline="")))
    assert score.format("Ada") not in header and total.format("Ada") in header


def test_replay_csv_in_french_reads_back_in_a_spreadsheet(capsys: pytest.CaptureFixture[str]) -> None:
    """``tarocchi replay --csv --lang fr``: every row as wide as the header, numbers as numbers, the balance named."""
    path = EXAMPLES / "piedmontese" / "valid-05.record.json"
    assert main(["replay", "--csv", "--lang", "fr", str(path)]) == 0
    out = capsys.readouterr().out
    header, *rows = list(csv.reader(io.StringIO(out, newline="")))
    assert all(len(row) == len(header) for row in rows)
    assert header[-8:-4] == ["solde Ada", "solde Bruno", "solde Carla", "solde Dario"]
    assert all(int(cell) == int(cell) for row in rows for cell in row[-8:])
    assert not _codes(" ".join(row[header.index("explication")] for row in rows))
