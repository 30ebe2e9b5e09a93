"""What the terminal asks a game beyond today's engine contract, each question in one place.

* :func:`game_texts`: the game's texts with its option labels (``Game.texts()``).
* :func:`sheet_layout`: how the score sheet writes a hand (``Game.score_sheet``).
* :func:`captured_piles`: the piles a hand's result lays out on a tableau, from its detail.

No game is named here: a game is found through its class and its package.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final, Literal, cast

from tarocchi.cards import CardSet, is_card_code, parse_card
from tarocchi.engine.explain import Texts
from tarocchi.engine.game import Game, HandResult

SheetLayout = Literal["scores", "running", "balance"]
"""``scores``: each hand's scores (totals are their sums); ``running``: each hand's score and the
running total; ``balance``: the scores are a running balance, each line also shows the hand's change."""

LAYOUTS: Final[tuple[str, ...]] = ("scores", "running", "balance")


def game_texts(cls: type[Game]) -> Texts:
    """The game's texts: title, option and value labels, terms, explanation lines, refusals."""
    return cls.texts()


def sheet_layout(game: Game) -> SheetLayout:
    """How the game's score sheet writes each hand (see :data:`SheetLayout`)."""
    layout = game.score_sheet
    return cast(SheetLayout, layout) if layout in LAYOUTS else "scores"


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
