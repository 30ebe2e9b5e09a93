"""The explanation of a deal's score as lines (DESIGN.md §9; tarocchino.md §4, §7, §9, §13.5).

Each :class:`~tarocchi.engine.explain.Line` is a key of :data:`~.texts.TEXTS` with its parameters: seats as
:class:`SeatRef` (a pair as a list of two), cards as :class:`CardsRef` / :class:`CardRef`, combination names as
:class:`TermRef` ``declaration.<as>``, numbers as numbers. Read from the result's ``detail`` (its record vocabulary),
so a result read back from a record explains itself the same way.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tarocchi.cards import mask_of, parse_card
from tarocchi.engine.explain import CardRef, CardsRef, Line, SeatRef, TermRef
from tarocchi.engine.game import HandResult
from tarocchi.games.tarocchino.deck import LAST_TRICK_BONUS
from tarocchi.games.tarocchino.match import PAIR_SEATS


def _pair(pair: int) -> list[SeatRef]:
    return [SeatRef(s) for s in PAIR_SEATS[pair]]


def _pair_of(seat: int) -> list[SeatRef]:
    """The pair ``seat`` plays in, as :func:`_pair` gives it."""
    return _pair(next(pair for pair, seats in enumerate(PAIR_SEATS) if seat in seats))


def _cards(codes: list[str]) -> CardsRef:
    return CardsRef(mask_of(parse_card(c) for c in codes))


def _term(name: str) -> TermRef:
    return TermRef(f"declaration.{name}")


def explain_result(result: HandResult) -> list[Line]:
    """The lines of ``tc_*`` the terminal showed: declarations, captured combinations with their doublings, card
    points, the last trick, the monte, the Matto, each pair's total and its rounding, and the end of the match."""
    detail: Mapping[str, Any] = result.detail
    lines: list[Line] = []
    declared = detail.get("declared", {})
    combos = declared.get("combinations", [])
    if not combos:
        lines.append(Line("tc.declared_none"))
    else:
        lines.append(Line("tc.declared_title"))
        for combo in combos:
            lines.append(
                Line(
                    "tc.declared",
                    {
                        "seat": SeatRef(combo["seat"]),
                        "as": _term(combo["as"]),
                        "cards": _cards(combo["cards"]),
                        "points": combo["points"],
                    },
                )
            )
        for pair, points in enumerate(declared.get("pairs", [])):
            lines.append(Line("tc.declared_pair", {"seats": _pair(pair), "points": points}))
    captured = detail.get("captured")
    if captured is not None:
        lines.append(Line("tc.captured_title"))
        for pair, unit in enumerate(captured):
            seats = _pair(pair)
            found = [*unit["cricche"], *unit["sequences"]]
            if not found:
                lines.append(Line("tc.captured_none", {"seats": seats}))
            for combo in found:
                lines.append(
                    Line(
                        "tc.captured",
                        {
                            "seats": seats,
                            "as": _term(combo["as"]),
                            "cards": _cards(combo["cards"]),
                            "points": combo["points"],
                        },
                    )
                )
            if unit["criccone"]:
                lines.append(Line("tc.criccone", {"seats": seats, "points": unit["cricche_points"]}))
            if unit["sequences_doubled"]:
                lines.append(Line("tc.sequences_doubled", {"seats": seats, "points": unit["sequences_points"]}))
            lines.append(Line("tc.captured_total", {"seats": seats, "points": unit["points"]}))
        card_points = detail["card_points"]
        for pair in (0, 1):
            lines.append(Line("tc.card_points", {"seats": _pair(pair), "points": card_points[pair]}))
        lines.append(Line("tc.last_trick", {"seat": SeatRef(detail["last_trick"]), "bonus": LAST_TRICK_BONUS}))
        # the monte is the pair's (§3.4, §7.1): "your pair" for the owner's partner too, not "the pair of <partner>"
        lines.append(
            Line("tc.monte", {"seat": SeatRef(detail["monte_owner"]), "seats": _pair_of(detail["monte_owner"])})
        )
        matto = detail.get("matto")
        if matto is not None:
            lines.append(Line("tc.matto", {"seat": SeatRef(matto["seat"]), "trick": matto["trick"] + 1}))
            if matto["given"] == "FOOL":
                lines.append(Line("tc.matto_passes", {"seat": SeatRef(matto["owed_to"])}))
            elif matto["given"] is not None:
                lines.append(
                    Line(
                        "tc.matto_covered",
                        {"seat": SeatRef(matto["owed_to"]), "card": CardRef(parse_card(matto["given"]))},
                    )
                )
    unrounded = detail.get("unrounded", [])
    for pair in (0, 1):
        if pair < len(unrounded):
            lines.append(
                Line("tc.total", {"seats": _pair(pair), "unrounded": unrounded[pair], "rounded": result.scores[pair]})
            )
    winner = detail.get("winner")
    if winner:
        how = detail.get("ended") or "deal"
        lines.append(Line("tc.winner", {"seats": [SeatRef(s) for s in winner], "how": TermRef(f"ended.{how}")}))
    return lines


__all__ = ["explain_result"]
