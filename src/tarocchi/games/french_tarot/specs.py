"""French Tarot's options as data (french-tarot.md §17.1), and their labels in the game's own words.

:data:`OPTION_SPECS` drives the option reader (:mod:`.options`), the terminal's setup screen and the
web lobby; :data:`OPTION_TEXTS` names each option and each of its values in English, Italian and
French, with the French Tarot vocabulary (petit sec, poignée, chelem, garde) in every language.
"""

from __future__ import annotations

from typing import Final

from tarocchi.engine.explain import Texts
from tarocchi.engine.explain import bool_option_texts as _bool_texts
from tarocchi.engine.explain import text as _t
from tarocchi.engine.options import OptionSpec

CONTRACTS: Final = ("petite", "garde", "garde-sans", "garde-contre")
"""R4.1: the contracts, lowest first, as records write them."""
PETIT_SEC_MODES: Final = ("annul", "optional")
REDEAL_MODES: Final = ("same-dealer", "next-dealer")


OPTION_SPECS: Final[tuple[OptionSpec, ...]] = (
    OptionSpec("players", "int", 4, choices=(4, 3, 5, 2), label="option.players"),  # R2.1; 2: §13 "avec le mort"
    OptionSpec("authentic_deal", "bool", False, label="option.authentic_deal", setup=False),  # R3.5
    OptionSpec("petit_sec", "choice", "annul", choices=PETIT_SEC_MODES, label="option.petit_sec"),  # R3.7
    OptionSpec(
        "petit_sec_redeal", "choice", "same-dealer", choices=REDEAL_MODES, label="option.petit_sec_redeal"
    ),  # R3.7, R11.3
    OptionSpec("discard_kings", "bool", False, label="option.discard_kings"),  # R5.4
    OptionSpec("enable_poignee", "bool", True, label="option.enable_poignee"),  # §14 row 15
    OptionSpec("enable_chelem", "bool", True, label="option.enable_chelem"),  # §14 row 15
    OptionSpec(
        "allowed_contracts", "multi", CONTRACTS, choices=CONTRACTS, label="option.allowed_contracts", setup=False
    ),  # §14 row 15
    OptionSpec("defence_chelem", "bool", False, label="option.defence_chelem"),  # R9.7
    OptionSpec("deals", "int", None, minimum=1, label="option.deals", setup=False),
    # R11.2: the session length; ``None`` (absent) is one full rotation, ``players`` deals
    OptionSpec("target_score", "int", None, minimum=1, nullable=True, label="option.target_score", setup=False),
    OptionSpec("count_passed_deals", "bool", True, label="option.count_passed_deals", setup=False),  # R11.3
)
"""Every option of §17.1, ``players`` first, in the order records write them; the defaults are the
official (FFT) rules."""


OPTION_TEXTS: Final[Texts] = {
    "game.title": _t("French Tarot", "Tarocco francese", "Tarot français"),
    "option.players": _t("Players", "Giocatori", "Joueurs"),
    "option.players.2": _t(
        "2 players (unofficial variant)", "2 giocatori (variante non ufficiale)", "2 joueurs (variante non officielle)"
    ),  # §13: "avec le mort", labelled as an unofficial variant; short enough for the terminal's setup line
    "option.players.3": _t("3 players", "3 giocatori", "3 joueurs"),
    "option.players.4": _t("4 players", "4 giocatori", "4 joueurs"),
    "option.players.5": _t("5 players (called king)", "5 giocatori (re chiamato)", "5 joueurs (roi appelé)"),
    "option.petit_sec": _t("Petit sec", "Petit sec", "Petit sec"),
    "option.petit_sec.annul": _t("deal annulled", "mano annullata", "donne annulée"),
    "option.petit_sec.optional": _t("holder may annul", "chi lo tiene sceglie", "au choix du joueur"),
    "option.petit_sec_redeal": _t("Redeal after petit sec", "Ridà dopo il petit sec", "Redonne après petit sec"),
    "option.petit_sec_redeal.same-dealer": _t("same dealer", "stesso mazziere", "même donneur"),
    "option.petit_sec_redeal.next-dealer": _t("next dealer", "mazziere seguente", "donneur suivant"),
    **_bool_texts("discard_kings", _t("Kings in the écart", "Re nell'écart", "Rois à l'écart")),
    **_bool_texts("enable_poignee", _t("Poignées", "Poignées", "Poignées")),
    **_bool_texts("enable_chelem", _t("Chelem", "Chelem", "Chelem")),
    **_bool_texts("defence_chelem", _t("Chelem by the defence", "Chelem della difesa", "Chelem de la défense")),
    "option.allowed_contracts": _t("Contracts", "Contratti", "Contrats"),
    "option.allowed_contracts.petite": _t("Petite", "Petite", "Petite"),
    "option.allowed_contracts.garde": _t("Garde", "Garde", "Garde"),
    "option.allowed_contracts.garde-sans": _t("Garde sans", "Garde sans", "Garde sans"),
    "option.allowed_contracts.garde-contre": _t("Garde contre", "Garde contre", "Garde contre"),
    **_bool_texts(
        "authentic_deal", _t("Deal in packets (FFT)", "Distribuzione a pacchetti (FFT)", "Donne par paquets (FFT)")
    ),
    "option.deals": _t("Deals", "Mani", "Donnes"),
    "option.target_score": _t("Target score", "Punteggio da raggiungere", "Score à atteindre"),
    **_bool_texts(
        "count_passed_deals", _t("Passed deals count", "Le mani passate contano", "Les donnes passées comptent")
    ),
}
"""The labels of :data:`OPTION_SPECS` and of their values (``OptionSpec.value_label``), and the title."""

__all__ = ["CONTRACTS", "OPTION_SPECS", "OPTION_TEXTS", "PETIT_SEC_MODES", "REDEAL_MODES"]
