"""A side that one player names alone is said as that player, to the reader as to the others: with three
Gatti or Piedmontese players (and two, a player and his dummies), "You: 41 points" beside "Ada: 38 points", "You
score 47" beside "Ada scores 35", "The discard counts for you"; never "Your side", which stays for a side of two
players (Gatti and Piedmontese for four)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tarocchi.cards import CODES
from tarocchi.games import create_game
from tarocchi.i18n.lines import render_line

NAMES = ("Ada", "Bruno", "Carla", "Dario")
YOUR_SIDE = ("Your side", "La tua parte", "Votre camp", "your side", "la tua parte", "votre camp")
YOU_SAY = {
    "en": ("You: ", "You score ", "The discard counts for you", "counted for you"),
    "it": ("Tu: ", "Tu segni ", "Lo scarto conta per te", "contato per te"),
    "fr": ("Vous : ", "Vous marquez ", "L'écart compte pour vous", "compté pour vous"),
}

ALONE: list[tuple[str, dict[str, Any]]] = [
    ("gatti", {"players": 3}),
    ("gatti", {"players": 2}),
    ("piedmontese", {"players": 3}),
    ("piedmontese", {"players": 2}),
]
PAIRS: list[tuple[str, dict[str, Any]]] = [("gatti", {"players": 4, "mode": "pairs"}), ("piedmontese", {"players": 4})]


def _said(name: str, options: dict[str, Any], seed: int, lang: str, you: int) -> list[str]:
    game = create_game(name, options)
    result = game.play_random_hand(seed % game.num_seats, random.Random(seed))
    texts = game.texts()
    return [
        render_line(line, texts, lang, lambda seat: NAMES[seat], lambda card: CODES[card], you=you)
        for line in game.explain(result)
    ]


@pytest.mark.parametrize("lang", ["en", "it", "fr"])
@pytest.mark.parametrize(("name", "options"), ALONE)
def test_a_player_alone_is_you_to_the_reader(name: str, options: dict[str, Any], lang: str) -> None:
    met = set()
    for seed in range(12):
        said = _said(name, options, seed, lang, you=0)
        assert not [s for s in said if any(words in s for words in YOUR_SIDE)], said
        assert any(s.startswith(YOU_SAY[lang][0]) for s in said), said  # the reader's points
        met |= {words for words in YOU_SAY[lang] if any(words in s for s in said)}
        others = _said(name, options, seed, lang, you=1)
        assert any(s.startswith(f"{NAMES[0]}{' :' if lang == 'fr' else ':'} ") for s in others), others
    if name == "gatti":
        assert YOU_SAY[lang][1] in met, met  # "You score 47"
    assert YOU_SAY[lang][2] in met or YOU_SAY[lang][3] in met, met  # the discard counted for the reader


@pytest.mark.parametrize(("name", "options"), PAIRS)
def test_a_side_of_two_players_is_still_your_side(name: str, options: dict[str, Any]) -> None:
    said = _said(name, options, 3, "en", you=0)
    assert any(s.startswith("Your side") for s in said), said
