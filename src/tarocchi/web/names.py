"""What a person's name or login may not look like: letters of several scripts mixed, or a computer player.

* **Mixed scripts** (a security audit: the login ``аdmin``, its first letter Cyrillic, was taken beside
  ``admin``). A name is read as Unicode TR39 §5.2 "moderately restrictive" reads an identifier: its
  letters are of one script (Japanese Han, Hiragana and Katakana together, Chinese Han and Bopomofo,
  Korean Han and Hangul count as one, as TR39's augmented script sets have it), or of Latin and one
  other script that is neither Cyrillic nor Greek (whose letters look like Latin ones). "Алексей",
  "Ελένη", "Jérôme", "李雷" and "Sato 佐藤" are names; "аdmin" and "Αlice" (a Greek capital alpha) are
  not. The script of a letter is the first word of its Unicode name (the standard library has no
  Script property), read after NFKC, which writes the compatibility forms (fullwidth, mathematical
  letters) as the letters they stand for; marks, digits, spaces and punctuation belong to no script.
* **Computer players' names**: a person may not be called as the page and the records label a computer
  player (``Computer 2``, ``Computer 2 (strong)``, ``Ordinateur 3 · fort``), compared after NFKC without
  case, accents, spaces or punctuation.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections import Counter
from typing import Final

HAN_FAMILY: Final[dict[str, frozenset[str]]] = {
    "CJK": frozenset({"Han", "Jpan", "Kore", "Hanb"}),
    "IDEOGRAPHIC": frozenset({"Han", "Jpan", "Kore", "Hanb"}),
    "HIRAGANA": frozenset({"Hira", "Jpan"}),
    "KATAKANA": frozenset({"Kana", "Jpan"}),
    "KATAKANA-HIRAGANA": frozenset({"Hira", "Kana", "Jpan"}),
    "HANGUL": frozenset({"Hang", "Kore"}),
    "BOPOMOFO": frozenset({"Bopo", "Hanb"}),
}
"""TR39's augmented script sets: the scripts a letter of Han's family writes together with."""
COMMON_WORDS: Final = frozenset({"MODIFIER", "MATHEMATICAL", "FULLWIDTH", "HALFWIDTH", "SCRIPT", "DOUBLE-STRUCK"})
"""First words of letters' names that name no script (those NFKC leaves as they are are few)."""
LOOK_LATIN: Final = frozenset({"CYRILLIC", "GREEK"})
"""Scripts whose letters look like Latin ones: never mixed with Latin (TR39 moderately restrictive)."""
MAX_SHOWN = 5
"""Letters of the other scripts a refusal names (with their code points: they look alike)."""


def _scripts(letter: str) -> frozenset[str]:
    """The scripts ``letter`` writes in (an empty set: none, as a modifier letter)."""
    word = unicodedata.name(letter, "").split(" ", 1)[0]
    if not word or word in COMMON_WORDS:
        return frozenset()
    return HAN_FAMILY.get(word, frozenset({word}))


def _letters(text: str) -> list[tuple[str, frozenset[str]]]:
    """The letters of ``text`` after NFKC with their scripts (the letters of no script left out)."""
    out = []
    for ch in unicodedata.normalize("NFKC", text):
        if unicodedata.category(ch).startswith("L"):
            scripts = _scripts(ch)
            if scripts:
                out.append((ch, scripts))
    return out


def _one_script(sets: list[frozenset[str]]) -> frozenset[str]:
    """The scripts every one of ``sets`` shares (TR39's resolved script set; empty: mixed)."""
    if not sets:
        return frozenset({"Common"})
    return functools.reduce(frozenset.intersection, sets)


def mixed_letters(text: str) -> str | None:
    """The letters of ``text`` that mix scripts as TR39's moderately restrictive level refuses, written
    ``'а' (U+0430)``, or ``None`` when its letters go together (see the module docstring)."""
    letters = _letters(text)
    sets = [scripts for _, scripts in letters]
    if _one_script(sets):
        return None
    others = [s for s in sets if "LATIN" not in s]
    rest = _one_script(others)
    if others and rest and not rest & LOOK_LATIN:
        return None  # Latin and one other script that does not look like it
    counts = Counter(min(scripts) for _, scripts in letters)
    main = counts.most_common(1)[0][0]
    odd = dict.fromkeys(ch for ch, scripts in letters if main not in scripts)
    return ", ".join(f"'{ch}' (U+{ord(ch):04X})" for ch in list(odd)[:MAX_SHOWN])


def fold(text: str) -> str:
    """``text`` as a name is compared with a label: NFKC, no case, no accents, letters and digits only."""
    decomposed = unicodedata.normalize("NFKD", unicodedata.normalize("NFKC", text).casefold())
    return "".join(ch for ch in decomposed if ch.isalnum())


@functools.cache
def _computer_label() -> re.Pattern[str]:
    """The computer players' labels, folded: the word for a computer in each language of the page,
    then an optional seat number, then an optional level (its key or its name in a language) or agent."""
    from tarocchi.agents import agent_names
    from tarocchi.agents.levels import LEVELS
    from tarocchi.web.strings import LANGS, STRINGS

    words = {fold("Computer")} | {fold(STRINGS[lang].get("computer", "Computer")) for lang in LANGS}
    levels = {fold(n) for lv in LEVELS for n in (lv.key, lv.agent, *lv.names.values())}
    levels |= {fold(n) for n in agent_names()}
    return re.compile(rf"(?:{_either(words)})\d*(?:{_either(levels)})?")


def _either(names: set[str]) -> str:
    """A regular expression's alternatives matching any of ``names`` (the longest first)."""
    return "|".join(sorted((re.escape(n) for n in names if n), key=len, reverse=True))


def reads_as_computer(name: str) -> bool:
    """Whether ``name`` reads as a computer player's label (``Computer 2 (strong)``, ``ordinateur3``)."""
    return _computer_label().fullmatch(fold(name)) is not None
