"""A record that does not replay, said in the page's language.

The record reader's own faults (malformed JSON, a missing deal) stay its English line. An action that a
game's rule refuses is answered with the server's code ``web_record_refused`` and the rule's own ``code``
and ``params`` (kept as plain JSON, ``refusal``), so that :func:`~tarocchi.web.refusals.in_language` words
the whole line in the request's language with the game's texts (:func:`rule_reason`): where the record is
wrong (hand, action and seat: ``params`` number them as the record does, from 0; the words count from 1,
as the page does, :func:`counted_from_one`) and why.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tarocchi.cards import cards_of
from tarocchi.cards.names import card_name
from tarocchi.engine.explain import from_plain, plain
from tarocchi.errors import TarocchiError
from tarocchi.i18n.lines import render_refusal
from tarocchi.records.replay import ReplayRefusal, error_line
from tarocchi.web import strings

RECORD_REFUSED = "web_record_refused"


def record_failure(exc: TarocchiError) -> dict[str, Any]:
    """The outcome of a record that does not replay: ``{"ok": false, "error"}`` with the record reader's
    English line; for an action a game's rule refuses, also ``code``, ``params`` and the rule's ``refusal``."""
    line = error_line(exc)
    if not (isinstance(exc, ReplayRefusal) and exc.code and exc.game):
        return {"ok": False, "error": line}
    return {
        "ok": False,
        "error": line,
        "code": RECORD_REFUSED,
        "params": {
            "hand": exc.hand,
            "action": exc.index,
            "seat": exc.seat,
            "what": exc.action or "",
            "reason": exc.reason,
        },
        "refusal": {"game": exc.game, "code": exc.code, "params": {k: plain(v) for k, v in exc.params.items()}},
    }


def counted_from_one(params: Mapping[str, Any]) -> dict[str, Any]:
    """The parameters of :data:`RECORD_REFUSED` as the page counts: hands, actions and seats from 1 (a
    record and ``tarocchi replay`` count from 0, C2; the page's first seat is "Seat 1"). ``params`` keep
    the record's numbers for tools."""
    out = dict(params)
    for key in ("hand", "action", "seat"):
        if isinstance(out.get(key), int) and not isinstance(out.get(key), bool):
            out[key] += 1
    return out


def rule_reason(refusal: Mapping[str, Any], english: str, lang: str) -> str:
    """The game's rule (``refusal``, as :func:`record_failure` keeps it) in ``lang``, from its
    ``refusal.<code>`` template (the English reason without one)."""
    from tarocchi.games import game_class

    game = str(refusal.get("game", ""))
    try:
        texts = game_class(game).texts()
    except Exception:  # a game this server does not have: its English reason
        return english
    raw = refusal.get("params")
    params = {k: from_plain(v) for k, v in raw.items()} if isinstance(raw, Mapping) else {}
    seat_word = strings.STRINGS.get(lang, strings.STRINGS["en"])["seat"].lower()
    return render_refusal(
        str(refusal.get("code") or ""),
        params,
        english,
        texts,
        lang,
        lambda seat: f"{seat_word} {seat}",
        lambda card: card_name(card, game, lang),
        lambda cards: ", ".join(card_name(card, game, lang) for card in cards_of(cards)),
    )
