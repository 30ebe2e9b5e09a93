"""The message catalogue: every message in English, Italian and French, same fields, none missing."""

from __future__ import annotations

import re
import string
from collections.abc import Mapping
from pathlib import Path

import pytest

from tarocchi.games import game_class
from tarocchi.i18n import LANGUAGES, MESSAGES, SHARED_TERMS, normalize_lang, rules_summary, term, translate

SRC = Path(__file__).resolve().parents[2] / "src" / "tarocchi"


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


@pytest.mark.parametrize("key", sorted(MESSAGES))
def test_every_message_in_every_language_with_the_same_fields(key: str) -> None:
    entry = MESSAGES[key]
    assert set(entry) == set(LANGUAGES)
    assert all(entry[lang].strip() for lang in LANGUAGES)
    assert _fields(entry["it"]) == _fields(entry["en"]) == _fields(entry["fr"])


def test_every_key_the_interface_uses_exists() -> None:
    used: set[str] = set()
    for path in (SRC / "tui").glob("*.py"):
        text = path.read_text(encoding="utf-8")
        used |= set(re.findall(r"""\bt\(\s*["']([a-z0-9_]+)["']\s*[,)]""", text))
        used |= set(re.findall(r"""translate\(\s*["']([a-z0-9_]+)["']\s*[,)]""", text))
    assert used, "no message keys found: the scan is broken"
    missing = sorted(k for k in used if k not in MESSAGES)
    assert missing == []


def test_translate_formats_and_falls_back() -> None:
    assert translate("hand_n", "it", n=3) == "mano 3"
    assert translate("hand_n", "fr", n=3) == "donne 3"
    assert translate("hand_n", "de", n=3) == "hand 3"
    assert translate("no-such-key", "it") == "no-such-key"
    assert translate("hand_n", "en") == "hand {n}"  # no fields given: the template itself


def _texts(game: str) -> Mapping[str, Mapping[str, str]]:
    return game_class(game).texts()


def test_game_words() -> None:
    """A game's words are its texts' ``term.<value>``; the shared words (``pass``) stand where it has none."""
    assert term(_texts("french-tarot"), "garde-sans", "it") == "Guardia senza"
    assert term(_texts("french-tarot"), "pass", "fr") == "passe"
    assert term(_texts("tarocchino"), "seq-grande", "en") == "the Grande"
    assert term(_texts("tarocchino"), "deal", "it") == "la mano"
    assert term(_texts("gatti"), "seq-grande", "en") == "seq-grande"  # another game's word is not Gatti's
    assert term(_texts("gatti"), "unknown-word", "en") == "unknown-word"
    assert term({}, "declare", "fr") == "déclarations"
    for value, entry in SHARED_TERMS.items():
        assert set(entry) == set(LANGUAGES), value
    for game in ("french-tarot", "gatti", "piedmontese", "tarocchino"):
        for key, entry in _texts(game).items():
            if key.startswith(("term.", "rules.")):
                assert set(entry) == set(LANGUAGES), (game, key)


@pytest.mark.parametrize("game", ["french-tarot", "gatti", "piedmontese", "tarocchino"])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_rules_summaries_fit_the_screen(game: str, lang: str) -> None:
    """A few lines, each a whole sentence or more: the help page wraps them to the terminal's width, so a line
    that stopped mid-sentence broke it there ("Le Matto se joue à tout moment,⏎reste à son propriétaire")."""
    lines = rules_summary(_texts(game), lang)
    assert 3 <= len(lines) <= 8
    assert all(len(line) <= 200 and line.endswith((".", ")")) for line in lines), lines


@pytest.mark.parametrize(
    ("value", "lang"), [("it_IT.UTF-8", "it"), ("fr_FR", "fr"), ("C.UTF-8", "en"), (None, "en"), ("en-GB", "en")]
)
def test_normalize_lang(value: str | None, lang: str) -> None:
    assert normalize_lang(value) == lang


def test_every_contract_and_combination_is_named() -> None:
    for contract in ("pass", "petite", "garde", "garde-sans", "garde-contre", "chelem", "poignee-simple"):
        assert term(_texts("french-tarot"), contract, "fr") != contract or contract == "pass"
    for name in ("trionfi", "frilli", "famiglia", "terno", "quaterno"):
        assert f"term.{name}" in _texts("gatti")
    for name in (
        "cricca-tarocchi",
        "cricca-kings",
        "cricca-queens",
        "cricca-knights",
        "cricca-jacks",
        "seq-aces",
        "seq-moors",
        "seq-grande",
        "seq-S",
        "seq-H",
        "seq-D",
        "seq-C",
    ):
        assert f"term.{name}" in _texts("tarocchino")
