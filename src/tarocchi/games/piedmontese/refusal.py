"""A refused move as the game states it: the English reason, a code and its parameters (C4)."""

from __future__ import annotations

from typing import Any, NamedTuple


class Refusal(NamedTuple):
    """Why a move is refused: ``reason`` in English (the wording tests and records rely on), ``code``
    for machines and translations (``refusal.<code>`` in :data:`~tarocchi.games.piedmontese.texts.TEXTS`),
    ``params`` the values its template names."""

    reason: str
    code: str
    params: dict[str, Any]
