"""Italian takes "gli" before a number said with a vowel (otto-, undici): "si gioca agli 800", "(mano/totale, agli
800)", never "ai 800"; every game's Italian texts, its rules in short among them."""

from __future__ import annotations

import re

from tarocchi.games import game_class, game_names

WRONG = re.compile(r"\b(ai|dai|dei|nei|sui|i) (8\d*|11\d*)\b")
"""A plural article or preposition before a number whose Italian name starts with a vowel."""


def _italian() -> list[str]:
    return [entry["it"] for name in game_names() for entry in game_class(name).texts().values() if "it" in entry]


def test_a_number_said_with_a_vowel_takes_gli() -> None:
    texts = _italian()
    assert any("agli 800" in text for text in texts)  # the case this guards: Tarocchino's game to 800
    assert not [text for text in texts if WRONG.search(text)]
