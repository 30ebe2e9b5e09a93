"""Tarocchino's captured piles for the end-of-hand tableau, with each combination marked.

The pile of a pair is what the human may see at the end of the hand: the cards of the tricks the pair
won, plus the monte and the Matto as the result's detail tells where they went. The combinations
come from the Tarocchino engine's own function (the one its scoring uses), so the tableau shows
exactly why the pile scored what it did.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from typing import Any

from tarocchi.cards import FOOL, CardSet, is_card_code, parse_card
from tarocchi.tui.controller import Table
from tarocchi.tui.render import View, fmt_num

MARK_LETTERS = "abcdefghijklmnopqrstuvwxyz"


def _combinations_function() -> Any:
    """The Tarocchino engine's combination lister, found by the names its engineer may give it."""
    for module_name in ("tarocchi.games.tarocchino.combinations", "tarocchi.games.tarocchino"):
        try:
            module = importlib.import_module(module_name)
        except ImportError:
            continue
        for name in ("find_combinations", "pile_combinations", "list_combinations"):
            fn = getattr(module, name, None)
            if callable(fn):
                return fn
    return None


def _combo_parts(combo: Any) -> tuple[str, CardSet, Any]:
    """(name, cards, points) of a combination object or dict, whatever its exact shape."""
    if isinstance(combo, Mapping):
        name = combo.get("as") or combo.get("name") or "?"
        cards = combo.get("cards", 0)
        points = combo.get("points")
    else:
        name = getattr(combo, "name", None) or getattr(combo, "kind", "?")
        cards = getattr(combo, "cards", 0)
        points = getattr(combo, "points", None)
    if isinstance(cards, list | tuple):
        mask = 0
        for c in cards:
            mask |= 1 << (parse_card(c) if isinstance(c, str) and is_card_code(c) else int(c))
        cards = mask
    return str(name), int(cards), points


def pair_piles(table: Table, view: View) -> list[tuple[str, CardSet, dict[int, str], list[str]]]:
    """For each pair: a title, the pile, the mark letters of each card in a combination, and a legend.

    The piles and their combinations come from the hand's result (``detail.captured``: each pair's
    pile with the cricche and sequences the engine scored); without it, the pile is rebuilt from the
    tricks and the combinations listed by the engine's ``find_combinations``.
    """
    results = table.results
    detail: Mapping[str, Any] = results[-1].detail if results else {}
    captured = detail.get("captured")
    units: list[tuple[tuple[int, ...], CardSet, list[Any], Mapping[str, Any]]] = []
    if isinstance(captured, list) and all(isinstance(u, Mapping) and "cards" in u for u in captured):
        for unit in captured:
            seats = tuple(unit.get("seats", ()))
            pile = _mask(unit.get("cards", []))
            combos = list(unit.get("cricche", [])) + list(unit.get("sequences", []))
            units.append((seats, pile, combos, unit))
    else:
        for pair, pile in _rebuilt_piles(table, detail).items():
            units.append(((pair, pair + 2), pile, _find(table, pile), {}))
    out = []
    for seats, pile, combos, unit in units:
        title = view.t("tableau_title", who="+".join(view.name(s) for s in seats), n=pile.bit_count())
        marks: dict[int, str] = {}
        legend: list[str] = []
        for i, combo in enumerate(combos):
            name, cards, points = _combo_parts(combo)
            letter = MARK_LETTERS[i % len(MARK_LETTERS)]
            for c in range(78):
                if (cards >> c) & 1 and len(marks.get(c, "")) < 2:
                    marks[c] = marks.get(c, "") + letter
            legend.append(f"  {letter}: {view.term(name)} ({pile_codes(view, cards)}) = {fmt_num(points)}")
        if unit.get("criccone"):
            legend.append("  " + view.t("criccone_doubled"))
        if unit.get("sequences_doubled"):
            legend.append("  " + view.t("sequences_doubled"))
        if "points" in unit:
            legend.append("  " + view.t("combinations_total", pts=fmt_num(unit["points"])))
        out.append((title, pile, marks, legend))
    return out


def pile_codes(view: View, cards: CardSet) -> str:
    return view.cards(cards)


def _mask(codes: Any) -> CardSet:
    mask = 0
    for c in codes or []:
        if isinstance(c, str) and is_card_code(c):
            mask |= 1 << parse_card(c)
    return mask


def _find(table: Table, pile: CardSet) -> list[Any]:
    fn = _combinations_function()
    if fn is None:
        return []
    two = bool(table.game.options_json().get("grande_two_counters", False))
    try:
        return list(fn(pile, grande_two_counters=two))
    except TypeError:
        try:
            return list(fn(pile))
        except Exception:
            return []
    except Exception:
        return []


def _rebuilt_piles(table: Table, detail: Mapping[str, Any]) -> dict[int, CardSet]:
    obs = table.observation()
    piles: dict[int, CardSet] = {0: 0, 1: 0}
    for trick in obs.tricks:
        if trick.winner is not None:
            piles[trick.winner % 2] |= trick.cards
    for pair in piles:
        piles[pair] &= ~(1 << FOOL)
    matto = detail.get("matto")
    if isinstance(matto, Mapping) and isinstance(matto.get("seat"), int):
        owner = int(matto["seat"])
        given = matto.get("given")
        keeper = owner % 2
        if given == "FOOL" and isinstance(matto.get("owed_to"), int):
            keeper = int(matto["owed_to"]) % 2
        piles[keeper] |= 1 << FOOL
        if isinstance(given, str) and is_card_code(given) and given != "FOOL":
            card = parse_card(given)
            piles[owner % 2] &= ~(1 << card)
            piles[1 - owner % 2] |= 1 << card
    return piles


def _wants_game(fn: Any) -> bool:
    import inspect

    try:
        params = list(inspect.signature(fn).parameters)
    except (TypeError, ValueError):
        return False
    return len(params) >= 2 and params[1] in ("game", "options")
