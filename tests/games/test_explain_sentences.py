"""Every line of a hand's explanation reads as a sentence of its own, in every language: the web shows each
as a bullet and the terminal as a row, so a line such as "covered with 2 of cups given to Ben" under "The
Matto was played by Ann in trick 2" read as a fragment (seen in a Gatti hand on a phone)."""

from __future__ import annotations

from typing import Any

import pytest

from tarocchi.cards import CODES
from tarocchi.engine.explain import LANGUAGES
from tarocchi.engine.rng import SplitMix64
from tarocchi.games import GAME_MODULES, create_game, game_class
from tarocchi.i18n.lines import render_line
from tarocchi.kernel import random_hand

VARIANTS = [(name, options) for name in GAME_MODULES for options in game_class(name).variants()]

FOLLOW_UPS = {
    "gatti": {"gatti.fool_covered", "gatti.fool_kept", "gatti.fool_passes"},
    "tarocchino": {"tc.declared_pair", "tc.matto_covered", "tc.matto_passes"},
}
"""Lines that follow another and once started in lower case: they must be met for the check to mean anything."""


def _name(seat: int) -> str:
    return ["Ann", "Ben", "Cleo", "Dan", "Eve"][seat]


def _lines(name: str, options: dict[str, Any], hands: int) -> list[tuple[str, str, str]]:
    game = create_game(name, options)
    texts = game.texts()
    out: list[tuple[str, str, str]] = []
    rng = SplitMix64(2026)
    for _ in range(hands):
        state = random_hand(game, 0, rng)
        for line in game.explain(state.result()):
            for lang in LANGUAGES:
                out.append((line.key, lang, render_line(line, texts, lang, _name, lambda c: CODES[c])))
    return out


@pytest.mark.parametrize(("name", "options"), VARIANTS, ids=[f"{n}-{o}" for n, o in VARIANTS])
def test_each_explanation_line_starts_as_a_sentence(name: str, options: dict[str, Any]) -> None:
    lines = _lines(name, options, 30)
    assert lines, "random hands explain nothing"
    lower = {(key, lang, text) for key, lang, text in lines if text[:1].islower()}
    assert not lower, sorted(lower)[:6]


@pytest.mark.parametrize("name", sorted(FOLLOW_UPS))
def test_the_follow_up_lines_are_met(name: str) -> None:
    """The lines that were fragments come up in random hands (else the test above checks nothing of them)."""
    seen = {key for options in game_class(name).variants() for key, _, _ in _lines(name, options, 60)}
    assert FOLLOW_UPS[name] <= seen, FOLLOW_UPS[name] - seen


def test_a_name_is_never_made_possessive_nor_a_person_itself() -> None:
    """A seat's name may be "Seat 1 (you)": "{who}'s side" read "Seat 1 (you)'s side", and "for itself" named a
    person as a thing; the English lines say "the side of {who}" and "their own seat" instead."""
    for name in GAME_MODULES:
        texts = game_class(name).texts()
        for key, template in texts.items():
            english = template.get("en", "") if isinstance(template, dict) else ""
            assert "}'s" not in english and "itself and" not in english, (name, key, english)
