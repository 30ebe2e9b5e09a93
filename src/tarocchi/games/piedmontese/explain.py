"""The explanation of a hand's score as lines for the edges (§7, 12.3; keys in :mod:`.texts`).

One line for the reference, one per side (its points T, T − REF, the balance it carried in and the
new balance R), the discard and whose side it counts for, and who played the Fol. With two or three
players each side is one player: ``pm.player`` and ``pm.discard_player`` say that player as the other lines
say a seat ("You: 41 points" beside "Ada: 38 points", not "Your side: 41 points").
"""

from __future__ import annotations

from tarocchi.engine.explain import CardsRef, Line, SeatRef
from tarocchi.engine.game import HandResult
from tarocchi.games.piedmontese.deck import side_of
from tarocchi.games.piedmontese.scoring import PiedmonteseDetail


def explain(result: HandResult, players: int) -> list[Line]:
    """Lines ``pm.reference``, ``pm.side`` (one per side, in seat order; ``pm.player`` for a side of one),
    ``pm.discard`` (``pm.discard_player``), ``pm.fool``."""
    detail = result.detail
    if isinstance(detail, PiedmonteseDetail):
        reference, delta, discard, owner, fool = (
            detail.reference,
            detail.delta,
            detail.discard,
            detail.discard_owner,
            detail.fool,
        )
    else:
        from tarocchi.cards import mask_of, parse_card

        reference, delta, owner, fool = detail["reference"], detail["delta"], detail["discard_owner"], detail["fool"]
        discard = mask_of(parse_card(code) for code in detail["discard"])
    lines = [Line("pm.reference", {"reference": reference})]
    seen: set[int] = set()
    for seat in range(players):
        side = side_of(seat, players)
        if side in seen:
            continue
        seen.add(side)
        members = [SeatRef(s) for s in range(players) if side_of(s, players) == side]
        balance = int(result.scores[seat])
        figures = {
            "points": result.points[seat],
            "delta": delta[seat],
            "carry": balance - delta[seat],
            "balance": balance,
        }
        if len(members) == 1:
            lines.append(Line("pm.player", {"seat": members[0], **figures}))
        else:
            lines.append(Line("pm.side", {"side": members, **figures}))
    if discard:
        key = "pm.discard" if players == 4 else "pm.discard_player"
        lines.append(Line(key, {"cards": CardsRef(discard), "owner": SeatRef(owner)}))
    if fool is not None:
        lines.append(Line("pm.fool", {"seat": SeatRef(fool)}))
    return lines
