"""A review with losses but no mistake says why: a mistake is a loss beyond its figures' margin of error (the
analysis' legend), so "Total loss 109.7 · No mistake found." read as a contradiction; terminal and page alike."""

from __future__ import annotations

import pytest

from tarocchi.i18n import translate
from tarocchi.web.strings import STRINGS

MARGIN = [("en", "margin of error"), ("it", "margine d'errore"), ("fr", "marge d'erreur")]


@pytest.mark.parametrize(("lang", "word"), MARGIN)
def test_no_mistake_names_the_margin(lang: str, word: str) -> None:
    assert word in translate("review_none", lang)
    assert word in STRINGS[lang]["no_mistakes"]
