"""The explanation of a deal's score as lines (keys of :mod:`.texts` with parameters), R10.

Everything the terminal's former French Tarot explanation said: the contract and taker, the called
card and partner (five players), the attack's points, bouts and target, made or failed by how much,
the base (25 + difference), petit au bout, the contract multiplier, each poignée and the camp it goes
to, the chelem and its bonus, and D, what each defender pays (with two players, §13, the defender
pays twice: its share and the dummy's).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tarocchi.cards import parse_card
from tarocchi.engine.explain import CardRef, Line, SeatRef, TermRef
from tarocchi.engine.game import HandResult

from .scoring import BASE, PETIT_AU_BOUT, FrenchTarotDetail


def explain(result: HandResult) -> list[Line]:
    """The lines explaining ``result`` (a French Tarot hand's result, typed or read from a record)."""
    detail = result.detail
    d: Mapping[str, Any] = detail.to_json() if isinstance(detail, FrenchTarotDetail) else detail
    if d.get("passed"):
        return [Line("ft.passed")]
    if "annulled" in d:
        return [Line("ft.annulled", {"seat": SeatRef(d["seat"])})]
    lines = [Line("ft.contract", {"contract": TermRef(f"contract.{d['contract']}"), "taker": SeatRef(d["taker"])})]
    called = d.get("called")
    if called is not None:
        card = CardRef(parse_card(called))
        partner = d.get("partner")
        if partner is None:
            lines.append(Line("ft.called_alone", {"card": card}))
        else:
            lines.append(Line("ft.called", {"card": card, "partner": SeatRef(partner)}))
    bouts = d["bouts"]
    key = "ft.points" if bouts > 1 else ("ft.points_one" if bouts == 1 else "ft.points_none")  # the words agree
    params = {"points": d["attack_points"], "target": d["target"]}
    lines.append(Line(key, {**params, "bouts": bouts} if bouts > 1 else params))
    made = bool(d["made"])
    lines.append(Line("ft.made" if made else "ft.failed", {"diff": d["diff"]}))
    lines.append(Line("ft.base", {"base": BASE + int(d["diff"])}))
    pab = d.get("petit_au_bout")
    if pab:
        points = PETIT_AU_BOUT if pab == "attack" else -PETIT_AU_BOUT
        lines.append(Line("ft.petit_au_bout", {"camp": TermRef(f"camp.{pab}"), "points": points}))
    lines.append(Line("ft.multiplier", {"multiplier": d["multiplier"]}))
    poignees = d.get("poignees") or []
    for p in poignees:
        lines.append(
            Line(
                "ft.poignee",
                {"seat": SeatRef(p["seat"]), "level": TermRef(f"declaration.{p['as']}"), "points": p["points"]},
            )
        )
    if poignees:
        lines.append(Line("ft.poignees_attack" if made else "ft.poignees_defence"))
    chelem = d.get("chelem")
    if chelem:
        lines.append(Line("ft.chelem", {"chelem": TermRef(f"chelem.{chelem}"), "points": d["chelem_bonus"]}))
    per = d["per_defender"]
    # R10.4: D is what each defender pays the taker's side; a negative D is what each one receives.
    lines.append(Line("ft.per_defender" if per >= 0 else "ft.per_defender_receives", {"d": abs(per)}))
    defender = _dummy_controller(result.scores, d["taker"], per)
    if defender is not None:
        # §13: two players: the defender pays (or receives) its own share and the dummy's.
        key = "ft.dummy_pays" if per >= 0 else "ft.dummy_receives"
        lines.append(Line(key, {"seat": SeatRef(defender), "d": abs(per), "total": 2 * abs(per)}))
    return lines


def _dummy_controller(scores: tuple[int | float, ...], taker: int, per: int) -> int | None:
    """§13: with two players (three seats, one scoring 0) the seat scoring -2D, the defender; else ``None``."""
    if len(scores) != 3 or per == 0 or 0 not in scores:
        return None
    for seat, score in enumerate(scores):
        if seat != taker and score == -2 * per:
            return seat
    return None


__all__ = ["explain"]
