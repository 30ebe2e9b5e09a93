"""Gatti's options as data (gatti.md §16.1), and their labels in the game's own words.

:data:`OPTION_SPECS` drives the option reader (:mod:`.options`), the terminal's setup screen and the
web lobby; :data:`OPTION_TEXTS` names each option and each value in English, Italian and French,
with the game's Italian words (boñe, Bagatto, Mondo, Matto).
"""

from __future__ import annotations

from typing import Final

from tarocchi.engine.explain import Texts
from tarocchi.engine.explain import bool_option_texts as _bool_texts
from tarocchi.engine.explain import text as _t
from tarocchi.engine.options import OptionSpec

PLAYER_COUNTS: Final = (3, 4, 2)
"""3.5, 4, 12: three players, four (pairs or the called king), two with two dummies; the usual first."""
MODES: Final = ("pairs", "call")
BONUS_MODES: Final = ("none", "declared", "captured", "both")
BOOL_KEYS: Final = ("bagatto_last", "must_overtrump", "protect_honours")

OPTION_SPECS: Final[tuple[OptionSpec, ...]] = (
    OptionSpec("players", "int", 3, choices=PLAYER_COUNTS, label="option.players"),
    OptionSpec("mode", "choice", "pairs", choices=MODES, applies={"players": (4,)}, label="option.mode"),  # 12.1, C1
    OptionSpec("bonuses", "choice", "declared", choices=BONUS_MODES, label="option.bonuses"),  # 7, 12.4, 12.5
    OptionSpec("bagatto_last", "bool", False, label="option.bagatto_last"),  # 11
    OptionSpec("must_overtrump", "bool", False, label="option.must_overtrump"),  # 6.3, A-4
    OptionSpec("protect_honours", "bool", False, label="option.protect_honours"),  # 5.4, A-6
    OptionSpec("match_hands", "int", None, minimum=1, label="option.match_hands", setup=False),
    # 3.5, A-8: ``None`` (absent) is 3 hands with 3 players, 4 otherwise
)
"""Every option of §16.1, ``players`` first, in the order records write them."""


OPTION_TEXTS: Final[Texts] = {
    "game.title": _t("Gatti", "Gatti (Mitigatti)", "Gatti"),
    "option.players": _t("Players", "Giocatori", "Joueurs"),
    "option.players.2": _t("2 players (with dummies)", "2 giocatori (con i morti)", "2 joueurs (avec les morts)"),
    "option.players.3": _t("3 players", "3 giocatori", "3 joueurs"),
    "option.players.4": _t("4 players", "4 giocatori", "4 joueurs"),
    "option.mode": _t("Partners", "Compagni", "Partenaires"),
    "option.mode.pairs": _t("fixed pairs", "coppie fisse", "équipes fixes"),
    "option.mode.call": _t("called king", "re chiamato", "roi appelé"),
    "option.bonuses": _t("Boñe", "Boñe", "Boñe"),
    "option.bonuses.none": _t("none", "nessuna", "aucune"),
    "option.bonuses.declared": _t("declared", "dichiarate", "déclarées"),
    "option.bonuses.captured": _t("captured", "catturate", "capturées"),
    "option.bonuses.both": _t("declared and captured", "dichiarate e catturate", "déclarées et capturées"),
    **_bool_texts("bagatto_last", _t("Bagatto at the last trick", "Bagatto all'ultima", "Bagatto au dernier pli")),
    **_bool_texts("must_overtrump", _t("Must overtrump", "Obbligo di surtagliare", "Obligation de surcouper")),
    **_bool_texts(
        "protect_honours", _t("Mondo and Matto kept", "Mondo e Matto non si scartano", "Mondo et Matto gardés")
    ),
    "option.match_hands": _t("Hands in the match", "Mani della partita", "Donnes de la partie"),
}
"""The labels of :data:`OPTION_SPECS` and of their values (``OptionSpec.value_label``), and the title."""

__all__ = ["BONUS_MODES", "BOOL_KEYS", "MODES", "OPTION_SPECS", "OPTION_TEXTS", "PLAYER_COUNTS"]
