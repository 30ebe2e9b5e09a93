"""What the terminal asks a game beyond today's engine contract, each question in one place.

* :func:`game_texts`: the game's texts with its option labels. ``Game.texts()`` will return the
  labels of each game's ``specs.OPTION_TEXTS`` merged with the game's own texts; until then they are
  read here from the game package's ``specs`` module (after that merge this is ``return cls.texts()``).
* :func:`sheet_layout`: how the score sheet writes a hand. The engine should offer it as
  ``Game.score_sheet`` (``scores``, ``running`` or ``balance``); until then it is read here from the
  game package's ``sides.SCORE_SHEET``, else ``scores``.
* :func:`captured_piles`: the piles a hand's result lays out on a tableau, from its detail.

No game is named here: a game is found through its class and its package.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from types import ModuleType
from typing import Any, Final, Literal

from tarocchi.cards import CardSet, is_card_code, parse_card
from tarocchi.engine.explain import Texts
from tarocchi.engine.game import Game, HandResult

SheetLayout = Literal["scores", "running", "balance"]
"""``scores``: each hand's scores (totals are their sums); ``running``: each hand's score and the
running total; ``balance``: the scores are a running balance, each line also shows the hand's change."""

LAYOUTS: Final[tuple[str, ...]] = ("scores", "running", "balance")


def _game_module(cls: type[Game], name: str) -> ModuleType | None:
    """The module ``name`` (``specs``, ``sides``) of the package of the game's class, or of the
    nearest base class that has one (a subclass written elsewhere keeps its game's data)."""
    for klass in cls.__mro__:
        package = klass.__module__.rpartition(".")[0]
        if not package or klass is Game or not issubclass(klass, Game):
            continue
        try:
            return importlib.import_module(f"{package}.{name}")
        except ImportError:
            continue
    return None


def game_texts(cls: type[Game]) -> Texts:
    """The game's texts: title, option and value labels, terms, explanation lines, refusals."""
    texts: dict[str, Mapping[str, str]] = dict(cls.texts())
    specs = _game_module(cls, "specs")
    for key, entry in getattr(specs, "OPTION_TEXTS", {}).items():
        texts.setdefault(key, entry)
    return texts


def sheet_layout(game: Game) -> SheetLayout:
    """How the game's score sheet writes each hand (see :data:`SheetLayout`)."""
    layout: Any = getattr(game, "score_sheet", None)
    if layout is None:
        layout = getattr(_game_module(type(game), "sides"), "SCORE_SHEET", "scores")
    return layout if layout in LAYOUTS else "scores"


def captured_piles(
    result: HandResult,
) -> list[tuple[tuple[int, ...], CardSet, list[Mapping[str, Any]], Mapping[str, Any]]]:
    """The captured piles of a result that lists them (``detail.captured``: per side its ``seats``,
    its ``cards`` and the combinations found in them), as (seats, pile, combinations, unit); else
    none. Tarocchino's end-of-hand tableau (tarocchino.md 7.2) is drawn from these."""
    captured = result.detail.get("captured")
    if not isinstance(captured, list) or not captured:
        return []
    if not all(isinstance(u, Mapping) and isinstance(u.get("cards"), list) for u in captured):
        return []
    out = []
    for unit in captured:
        pile = 0
        for code in unit["cards"]:
            if isinstance(code, str) and is_card_code(code):
                pile |= 1 << parse_card(code)
        combos = [c for c in list(unit.get("cricche", [])) + list(unit.get("sequences", [])) if isinstance(c, Mapping)]
        out.append((tuple(unit.get("seats", ())), pile, combos, unit))
    return out


__all__ = ["LAYOUTS", "SheetLayout", "captured_piles", "game_texts", "sheet_layout"]
