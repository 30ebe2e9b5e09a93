"""Tarocchino's options as data (tarocchino.md §13.1), and their labels in the game's own words.

:data:`OPTION_SPECS` drives the option reader (:mod:`.options`), the terminal's setup screen and the
web lobby; :data:`OPTION_TEXTS` names each option and each value in English, Italian and French,
with the Bolognese words (the Grande, the contatori).
"""

from __future__ import annotations

from typing import Final

from tarocchi.engine.explain import Texts
from tarocchi.engine.explain import text as _t
from tarocchi.engine.options import OptionSpec

TIMINGS: Final = ("round", "first-trick")
"""4.1, A5: one declaration round before the first lead, or each player just before his first card."""

OPTION_SPECS: Final[tuple[OptionSpec, ...]] = (
    OptionSpec("players", "int", 4, choices=(4,), label="option.players"),  # 1.1: two fixed pairs
    OptionSpec("grande_two_counters", "bool", False, label="option.grande_two_counters"),  # §5.4 (7), A7
    OptionSpec("declaration_timing", "choice", "round", choices=TIMINGS, label="option.declaration_timing"),  # 4.1
)
"""Every option of §13.1, ``players`` first, in the order records write them."""


OPTION_TEXTS: Final[Texts] = {
    "game.title": _t("Bolognese Tarocchino", "Tarocchino bolognese", "Tarocchino bolonais"),
    "option.players": _t("Players", "Giocatori", "Joueurs"),
    "option.players.4": _t("4 players (pairs)", "4 giocatori (in coppia)", "4 joueurs (par équipes)"),
    "option.grande_two_counters": _t(
        "Two contatori in the Grande", "Due contatori nella Grande", "Deux contatori dans la Grande"
    ),
    "option.grande_two_counters.true": _t("yes", "sì", "oui"),
    "option.grande_two_counters.false": _t("no", "no", "non"),
    "option.declaration_timing": _t("Declarations", "Dichiarazioni", "Déclarations"),
    "option.declaration_timing.round": _t("one round first", "un giro prima", "un tour d'abord"),
    "option.declaration_timing.first-trick": _t("at the first trick", "alla prima presa", "au premier pli"),
    "sheet.note": _t("(hand/total, to 800)", "(mano/totale, agli 800)", "(donne/total, en 800)"),
}
"""The labels of :data:`OPTION_SPECS` and of their values (``OptionSpec.value_label``), the title,
and the note of the score sheet (``sheet.note``: the running score toward 800, R9)."""

__all__ = ["OPTION_SPECS", "OPTION_TEXTS", "TIMINGS"]
