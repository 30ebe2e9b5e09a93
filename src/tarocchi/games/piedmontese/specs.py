"""The Piedmontese game's options as data (piedmontese.md §12.1), and their labels in its own words.

:data:`OPTION_SPECS` drives the option reader (:mod:`.options`), the terminal's setup screen and the
web lobby; :data:`OPTION_TEXTS` names each option and each value in English, Italian and French
(the Angelo and the Mondo, as the Piedmontese tables say).
"""

from __future__ import annotations

from typing import Final

from tarocchi.engine.explain import Texts
from tarocchi.engine.explain import bool_option_texts as _bool_texts
from tarocchi.engine.explain import text as _t
from tarocchi.engine.options import OptionSpec

PLAYER_COUNTS: Final = (4, 3, 2)
"""3.1, 4.1: four players in fixed pairs, three, or two; the usual first."""
REFERENCES_3P: Final = (38, 57)
"""7.4, A-6: the reference score with three players."""

OPTION_SPECS: Final[tuple[OptionSpec, ...]] = (
    OptionSpec("players", "int", 4, choices=PLAYER_COUNTS, label="option.players"),
    OptionSpec("angel_beats_world", "bool", False, label="option.angel_beats_world"),  # 1.3, A-1
    OptionSpec("must_overtrump", "bool", False, label="option.must_overtrump"),  # 6.2, 8.2
    OptionSpec(
        "reference_3p", "int", 38, choices=REFERENCES_3P, applies={"players": (3,)}, label="option.reference_3p"
    ),  # 7.4, A-6; C1: a reader accepts (and ignores) it with 2 or 4 players too
    OptionSpec("match_hands", "int", None, minimum=1, label="option.match_hands", setup=False),
    # 7.5: ``None`` (absent) is one deal per player
)
"""Every option of §12.1, ``players`` first, in the order records write them."""


OPTION_TEXTS: Final[Texts] = {
    "game.title": _t("Piedmontese tarocchi", "Tarocchi piemontesi", "Tarots piémontais"),
    "option.players": _t("Players", "Giocatori", "Joueurs"),
    "option.players.2": _t("2 players", "2 giocatori", "2 joueurs"),
    "option.players.3": _t("3 players", "3 giocatori", "3 joueurs"),
    "option.players.4": _t("4 players (pairs)", "4 giocatori (in coppia)", "4 joueurs (par équipes)"),
    **_bool_texts("angel_beats_world", _t("Angelo beats Mondo", "L'Angelo batte il Mondo", "L'Angelo bat le Mondo")),
    **_bool_texts("must_overtrump", _t("Must overtrump", "Obbligo di surtagliare", "Obligation de surcouper")),
    "option.reference_3p": _t("Reference (3 players)", "Riferimento (3 giocatori)", "Référence (3 joueurs)"),
    "option.reference_3p.38": _t("38 points", "38 punti", "38 points"),
    "option.reference_3p.57": _t("57 points", "57 punti", "57 points"),
    "option.match_hands": _t("Hands in the match", "Mani della partita", "Donnes de la partie"),
    "sheet.note": _t(
        "(balance with carry, hand Δ)", "(saldo riportato, Δ della mano)", "(solde reporté, Δ de la donne)"
    ),
}
"""The labels of :data:`OPTION_SPECS` and of their values (``OptionSpec.value_label``), the title,
and the note of the score sheet (``sheet.note``: the running balance of R7.1)."""

__all__ = ["OPTION_SPECS", "OPTION_TEXTS", "PLAYER_COUNTS", "REFERENCES_3P"]
