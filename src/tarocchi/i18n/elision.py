"""Words that change before a name starting with a vowel, in a template before it is filled (no dependency).

* French elides ``de`` and ``que`` (``le camp d'Ada``, ``plus qu'Ève``);
* Italian, in careful writing, takes the euphonic ``ad`` for ``a`` (``dato ad Ann``, ``tocca ad Eva``).

The JS port is ``elide`` in ``web/static/app.js``; both edges read the same words.
"""

from __future__ import annotations

import re
from collections.abc import Callable

VOWEL_START = re.compile(r"[AEIOUYÀÂÉÈÊËÎÏÔÙÛaeiouyàâéèêëîïôùû]")
"""A word that starts with a vowel (French and Italian letters)."""

_FRENCH = re.compile(r"\b([dD]e|[qQ]ue) \{(\w+)\}")
_ITALIAN = re.compile(r"\b([aA]) \{(\w+)\}")


def elide(template: str, lang: str, text_of: Callable[[str], str | None]) -> str:
    """``template`` with its words before a field changed where the field's text starts with a vowel: French
    ``de {who}`` -> ``d'{who}`` (``que`` -> ``qu'``), Italian ``a {who}`` -> ``ad {who}``. ``text_of(field)``: the
    text the field stands for, ``None`` when the template keeps it as it is."""
    if lang == "fr":
        return _FRENCH.sub(lambda m: _before_vowel(m, text_of, f"{m.group(1)[:-1]}'"), template)
    if lang == "it":
        return _ITALIAN.sub(lambda m: _before_vowel(m, text_of, f"{m.group(1)}d "), template)
    return template


def _before_vowel(m: re.Match[str], text_of: Callable[[str], str | None], word: str) -> str:
    """``word`` and the field where the field's text starts with a vowel, the match as it is otherwise."""
    text = text_of(m.group(2))
    if text is None or not VOWEL_START.match(text):
        return m.group(0)
    return f"{word}{{{m.group(2)}}}"


__all__ = ["VOWEL_START", "elide"]
