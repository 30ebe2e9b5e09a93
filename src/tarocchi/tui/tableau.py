"""A hand's captured piles laid out as a tableau at the end of the hand, each combination marked.

A game whose result lists each side's captured pile with the combinations it scored (``detail.captured``,
Tarocchino's 7.2: ``seats``, ``cards``, ``cricche``, ``sequences``) gets its piles drawn as the
traditional tableau (:func:`tarocchi.tui.render.tableau`), so the player sees exactly why a pile
scored what it did. The piles come from the result alone (:func:`~tarocchi.tui.gamedata.captured_piles`):
what the engine scored, never a second reading of the rules.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tarocchi.cards import CardSet, is_card_code, parse_card
from tarocchi.tui.controller import Table
from tarocchi.tui.gamedata import captured_piles
from tarocchi.tui.render import View, fmt_num

MARK_LETTERS = "abcdefghijklmnopqrstuvwxyz"


def _combo_parts(combo: Mapping[str, Any]) -> tuple[str, CardSet, Any]:
    """(name, cards, points) of one combination of the detail (``as``, ``cards``, ``points``)."""
    name = combo.get("as") or combo.get("name") or "?"
    mask = 0
    for c in combo.get("cards", ()):
        if isinstance(c, str) and is_card_code(c):
            mask |= 1 << parse_card(c)
    return str(name), mask, combo.get("points")


def has_piles(table: Table) -> bool:
    """Whether the last result lays out captured piles."""
    return bool(table.results) and bool(captured_piles(table.results[-1]))


def pair_piles(table: Table, view: View) -> list[tuple[str, CardSet, dict[int, str], list[str]]]:
    """For each side: a title, the pile, the mark letters of each card in a combination, and a legend."""
    if not table.results:
        return []
    out = []
    for seats, pile, combos, unit in captured_piles(table.results[-1]):
        title = view.t("tableau_title", who="+".join(view.name(s) for s in seats), n=pile.bit_count())
        marks: dict[int, str] = {}
        legend: list[str] = []
        for i, combo in enumerate(combos):
            name, cards, points = _combo_parts(combo)
            letter = MARK_LETTERS[i % len(MARK_LETTERS)]
            for c in range(78):
                if (cards >> c) & 1 and len(marks.get(c, "")) < 2:
                    marks[c] = marks.get(c, "") + letter
            legend.append(
                f"  {letter}{view.colon}{view.term(name)} ({pile_codes(view, cards)}) = {fmt_num(points, view.lang)}"
            )
        if unit.get("criccone"):
            legend.append("  " + view.t("criccone_doubled"))
        if unit.get("sequences_doubled"):
            legend.append("  " + view.t("sequences_doubled"))
        if "points" in unit:
            legend.append("  " + view.t("combinations_total", pts=fmt_num(unit["points"], view.lang)))
        out.append((title, pile, marks, legend))
    return out


def pile_codes(view: View, cards: CardSet) -> str:
    """The cards of a combination as the screen shows cards."""
    return view.cards(cards)


__all__ = ["has_piles", "pair_piles", "pile_codes"]
