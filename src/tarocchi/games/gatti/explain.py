"""The explanation of a Gatti hand's score as lines (gatti.md §2, §7–§11, 12.3, 12.5, 16.5).

Each :class:`~tarocchi.engine.explain.Line` is a key of :data:`~tarocchi.games.gatti.texts.TEXTS`
with its parameters; an edge says it in the player's language. In order:

* ``gatti.discard_owner`` ``{who}``: whose side counts the discard (R8, C17; a dummy's side named by its
  player, 12.2), ``gatti.discard_owner_player`` when that side is named by one player alone;
* called-king game: ``gatti.called`` ``{card, partner}`` or ``gatti.called_alone`` ``{card}`` (12.3, C9);
* per side: ``gatti.side_points`` ``{side, tricks, points}``: tricks won and card points (R2.2);
* ``gatti.declared_title``, then per declaration ``gatti.declared`` ``{who, bonus, cards, points}`` (R7);
* ``gatti.captured_title``, then per bonus ``gatti.captured`` ``{side, bonus, points}`` (12.5, C18);
* Bagatto last (R11, C19): ``gatti.bagatto_won`` ``{who, points}`` or ``gatti.bagatto_lost``
  ``{who, points}`` (the points each other side scores);
* the Fool (R9, C14–C16): ``gatti.fool_played`` ``{who, trick}`` (trick counted from 1), then
  ``gatti.fool_kept`` ``{who}`` (its side won its trick; ``who`` its player), ``gatti.fool_covered`` ``{card, to}`` or
  ``gatti.fool_passes`` ``{to}``;
* per side: ``gatti.side_score`` ``{side, score}`` (10.1).

``who``, ``to``, ``partner``: a :class:`SeatRef`; ``side``: a tuple of :class:`SeatRef` (the seats of
one side; a dummy is left out beside its controller, which names the side alone, 12.2); ``card``:
:class:`CardRef`; ``cards``: :class:`CardsRef`; ``bonus``: a :class:`TermRef` ``bonus.<name>``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final

from tarocchi.cards import mask_of, parse_card, parse_cards
from tarocchi.engine.explain import CardRef, CardsRef, Line, SeatRef, TermRef
from tarocchi.engine.game import HandResult

from .options import Options
from .scoring import GattiDetail

PLAYER_TWIN: Final = {
    "gatti.side_points": "gatti.player_points",
    "gatti.captured": "gatti.player_captured",
    "gatti.side_score": "gatti.player_score",
}
"""The line about a side named by one player alone, for each line about a side (module docstring)."""


def _sides(result: HandResult, options: Options) -> list[tuple[int, ...]]:
    """The seats of each side, in order of their first seat."""
    detail = result.detail
    n = len(result.scores)
    if isinstance(detail, GattiDetail):
        side_of: Sequence[int] = detail.side_of
    elif n == 3:
        side_of = (0, 1, 2)
    elif not options.is_call:
        side_of = (0, 1, 0, 1)
    else:
        # A detail read back from JSON does not name the dealer: each seat on its own.
        side_of = tuple(range(n))
    out: dict[int, list[int]] = {}
    for seat in range(n):
        out.setdefault(side_of[seat], []).append(seat)
    return [tuple(seats) for seats in out.values()]


def _side(seats: Sequence[int], options: Options) -> tuple[SeatRef, ...]:
    """The seats that name a side: a dummy whose player is on it is left out (12.2: with two players a
    side is a player and its dummy, named once, "Ann scores 47" rather than "Ann, Ann (dummy) score 47")."""
    return tuple(SeatRef(s) for s in seats if options.controller(s) == s or options.controller(s) not in seats)


def _side_line(key: str, seats: Sequence[int], options: Options, **params: Any) -> Line:
    """The line ``key`` about the side of ``seats`` (``side``: its seats), or its ``player`` twin (``seat``)
    when one player alone names that side (module docstring)."""
    side = _side(seats, options)
    if len(side) == 1:
        return Line(PLAYER_TWIN[key], {"seat": side[0], **params})
    return Line(key, {"side": side, **params})


def _discard_line(owner: int, sides: Sequence[tuple[int, ...]], options: Options) -> Line:
    """Whose side counts the discard (R8, C17): its player's, or that player alone (module docstring)."""
    who = SeatRef(options.controller(owner))
    seats = next((seats for seats in sides if owner in seats), (owner,))
    key = "gatti.discard_owner_player" if len(_side(seats, options)) == 1 else "gatti.discard_owner"
    return Line(key, {"who": who})


def explain_result(result: HandResult, options: Options) -> list[Line]:
    """The lines explaining ``result`` (see the module docstring)."""
    d: Mapping[str, Any] = result.detail
    sides = _sides(result, options)
    lines = [_discard_line(d["discard_owner"], sides, options)]
    if "called" in d and d["called"] is not None:
        card = CardRef(parse_card(d["called"]))
        partner = d.get("partner")
        if isinstance(partner, int):
            lines.append(Line("gatti.called", {"card": card, "partner": SeatRef(partner)}))
        else:
            lines.append(Line("gatti.called_alone", {"card": card}))
    tricks, points = d["tricks"], d["card_points"]
    for seats in sides:
        first = seats[0]
        lines.append(_side_line("gatti.side_points", seats, options, tricks=tricks[first], points=points[first]))
    if d["declared"]:
        lines.append(Line("gatti.declared_title"))
        for item in d["declared"]:
            lines.append(
                Line(
                    "gatti.declared",
                    {
                        "who": SeatRef(item["seat"]),
                        "bonus": TermRef(f"bonus.{item['as']}"),
                        "cards": CardsRef(mask_of(parse_cards(item["cards"]))),
                        "points": item["points"],
                    },
                )
            )
    if d["captured"]:
        lines.append(Line("gatti.captured_title"))
        for item in d["captured"]:
            bonus = TermRef(f"bonus.{item['as']}")
            lines.append(_side_line("gatti.captured", item["seats"], options, bonus=bonus, points=item["points"]))
    bagatto = d["bagatto_last"]
    if bagatto is not None:
        key = "gatti.bagatto_won" if bagatto["won"] else "gatti.bagatto_lost"
        lines.append(Line(key, {"who": SeatRef(bagatto["seat"]), "points": bagatto["points"]}))
    fool = d["fool"]
    if fool is not None:
        lines.append(Line("gatti.fool_played", {"who": SeatRef(fool["seat"]), "trick": fool["trick"] + 1}))
        given = fool["given"]
        if given is None:
            seats = next((seats for seats in sides if fool["seat"] in seats), (fool["seat"],))
            key = "gatti.fool_kept_player" if len(_side(seats, options)) == 1 else "gatti.fool_kept"
            lines.append(Line(key, {"who": SeatRef(options.controller(fool["seat"]))}))
        elif given == "FOOL":
            lines.append(Line("gatti.fool_passes", {"to": SeatRef(options.controller(fool["owed_to"]))}))
        else:
            lines.append(
                Line(
                    "gatti.fool_covered",
                    {"card": CardRef(parse_card(given)), "to": SeatRef(options.controller(fool["owed_to"]))},
                )
            )
    for seats in sides:
        lines.append(_side_line("gatti.side_score", seats, options, score=result.scores[seats[0]]))
    return lines


__all__ = ["explain_result"]
