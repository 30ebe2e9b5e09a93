"""The score sheet in a language (:mod:`tarocchi.records.sheet`): its column names, ``seat N``, yes/no and the
game's explanation in Italian and French; English as it always was (the record's words)."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest

from tarocchi.cli import main
from tarocchi.i18n.terms import with_shared_terms
from tarocchi.records.replay import Replay, replay_files
from tarocchi.records.sheet import sheet_csv, sheet_of_replay, sheets_csv

EXAMPLES = Path(__file__).parents[1] / "data" / "examples"
TAROT = EXAMPLES / "french-tarot" / "valid-01.record.json"
GATTI = EXAMPLES / "gatti" / "valid-03.record.json"


def _replay(path: Path) -> Replay:
    outcome = replay_files([str(path)])[0][1]
    assert isinstance(outcome, Replay)
    return outcome


def _rows(text: str) -> list[list[str]]:
    return list(csv.reader(io.StringIO(text, newline="")))


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", ["hand", "dealer", "contract", "taker", "called", "partner", "explanation", "P0 score", "P0 total"]),
        (
            "it",
            [
                "mano",
                "mazziere",
                "contratto",
                "dichiarante",
                "carta chiamata",
                "socio",
                "spiegazione",
                "punti P0",
                "totale P0",
            ],
        ),
        (
            "fr",
            [
                "donne",
                "donneur",
                "contrat",
                "preneur",
                "carte appelée",
                "partenaire",
                "explication",
                "score P0",
                "total P0",
            ],
        ),
    ],
)
def test_the_columns_are_named_in_the_sheets_language(lang: str, words: list[str]) -> None:
    header, *rows = _rows(sheet_csv(sheet_of_replay(_replay(TAROT), lang)))
    assert [w for w in words if w in header] == words
    made = header.index("attack_points") + 4  # a fact the catalogue has no name for keeps its record key
    assert rows[0][made] == {"en": "yes", "it": "sì", "fr": "oui"}[lang]


@pytest.mark.parametrize("lang", ["it", "fr"])
def test_the_explanation_is_the_games_in_the_sheets_language(lang: str) -> None:
    """The explanation is the game's explain lines worded by its texts in that language (as the web's result
    panel words them), no longer the English ones; English stays as it was."""
    replay = _replay(GATTI)
    results = [h.result for h in replay.hands if h.result is not None]
    texts = with_shared_terms(type(replay.game).texts())
    words = {
        x: [t[x].split("{")[0] for line in replay.game.explain(results[0]) if (t := texts.get(line.key)) and x in t]
        for x in ("en", lang)
    }

    def said(language: str) -> str:
        header, *rows = _rows(sheet_csv(sheet_of_replay(replay, language)))
        return rows[0][header.index({"en": "explanation", "it": "spiegazione", "fr": "explication"}[language])]

    english, own = said("en"), said(lang)
    assert own != english
    assert all(w in own for w in words[lang] if w.strip()), (own, words[lang])
    assert all(w in english for w in words["en"] if w.strip())


def test_several_files_name_their_columns_in_the_language_and_seats_without_names() -> None:
    replay = _replay(GATTI)
    replay.record.names = None  # type: ignore[misc]
    header = _rows(sheets_csv([("a.json", sheet_of_replay(replay, "fr"))], "fr"))[0]
    assert header[:3] == ["fichier", "donne", "donneur"]
    assert "score place 0" in header and "total place 2" in header


def test_replay_csv_follows_its_lang_option_and_the_environment(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """``tarocchi replay --csv`` takes ``--lang`` as ``tarocchi play`` does, else the environment's language."""
    monkeypatch.delenv("TAROCCHI_LANG", raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")
    assert main(["replay", "--csv", str(TAROT)]) == 0
    assert capsys.readouterr().out.startswith("hand,dealer,")
    assert main(["replay", "--csv", "--lang", "it", str(TAROT)]) == 0
    assert capsys.readouterr().out.startswith("mano,mazziere,")
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    assert main(["replay", "--csv", str(TAROT)]) == 0
    assert capsys.readouterr().out.startswith("donne,donneur,")
    assert main(["replay", "--csv", "--lang", "en", str(TAROT)]) == 0
    assert capsys.readouterr().out.startswith("hand,dealer,")
