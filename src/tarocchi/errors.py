"""The project's exceptions (STYLE.md, "Errors").

Every error the rules or the record reader raise derives from :class:`TarocchiError`, and its
message says what was wrong, where, and why, so the edges (CLI, web) can show it as it is. Each also
subclasses the built-in it refines (STYLE.md, as python-chess's ``IllegalMoveError(ValueError)``): a bad
action, record or option is a ``ValueError``, an unknown game a ``LookupError``, so code that knows only
Python's exceptions catches them too.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


class TarocchiError(Exception):
    """Base class of every error raised by tarocchi."""


class InvalidActionError(TarocchiError, ValueError):
    """An action that is malformed: an unknown verb, a string that is not a card code, a wrong shape."""


class IllegalActionError(TarocchiError, ValueError):
    """A well-formed action that the rules forbid at this point of the hand.

    ``reason`` is the rule's explanation alone (``must follow hearts (holds KH, 3H)``); the message
    of the exception adds who tried what when the action is known.

    ``code`` names the reason for machines and translations (``must_follow``, ``not_your_turn``...)
    and ``params`` holds its parameters: plain values (numbers, strings) or the typed references of
    :mod:`tarocchi.engine.explain` (``CardRef``, ``CardsRef``, ``SeatRef``, ``TermRef``), so an edge
    can say the same thing in the player's language with cards and seats shown its own way.
    Each game lists its codes and their parameters in its package docstring; ``code`` is ``None``
    only where no game rule is involved.
    """

    def __init__(
        self,
        reason: str,
        *,
        seat: int | None = None,
        action: str | None = None,
        code: str | None = None,
        params: Mapping[str, Any] | None = None,
    ) -> None:
        self.reason = reason
        self.seat = seat
        self.action = action
        self.code = code
        self.params: Mapping[str, Any] = dict(params) if params else {}
        if seat is not None and action is not None:
            super().__init__(f"seat {seat} cannot {action}: {reason}")
        else:
            super().__init__(reason)

    def located(self, seat: int, action: str) -> IllegalActionError:
        """The same refusal naming who tried what (``seat 2 cannot play 4S: ...``), code and params kept."""
        return IllegalActionError(self.reason, seat=seat, action=action, code=self.code, params=self.params)


class RecordError(TarocchiError, ValueError):
    """A malformed game record; ``path`` is the JSON path of the fault (``$.hands[0].deal``).

    ``code`` names the kind of fault for machines and translations (``not_a_card``, ``wrong_format``...;
    :mod:`tarocchi.records.replay` lists them) and ``params`` its parameters as plain JSON values, ``path``
    always among them, the offending value as ``value`` (its ``repr``, as ``reason`` quotes it), numbers
    as the record counts them (from 0). ``code`` is ``None`` where no kind was named.
    """

    def __init__(
        self, path: str, reason: str, code: str | None = None, params: Mapping[str, Any] | None = None
    ) -> None:
        self.path = path
        self.reason = reason
        self.code = code
        self.params: Mapping[str, Any] = {"path": path, **(params or {})}
        super().__init__(f"{path}: {reason}")


class RecordReadError(TarocchiError):
    """A record file that cannot be read at all (missing, unreadable, not UTF-8): no JSON path applies."""


class OptionError(TarocchiError, ValueError):
    """An option key or value a game does not accept; ``key`` names the option when there is one.

    ``code`` names the kind of refusal (``option_not_boolean``...; :mod:`tarocchi.engine.options` lists
    them) and ``params`` its parameters as plain JSON values (``key`` among them when there is one, the
    offending value as ``value``, its ``repr``), so an edge can say it in its language; ``None`` where
    the game named no kind.
    """

    def __init__(
        self, message: str, *, key: str | None = None, code: str | None = None, params: Mapping[str, Any] | None = None
    ) -> None:
        self.key = key
        self.code = code
        self.params: Mapping[str, Any] = {**({"key": key} if key is not None else {}), **(params or {})}
        super().__init__(message)


class DealError(TarocchiError, ValueError):
    """A deal that is not a complete deal of the game (:func:`tarocchi.engine.deals.check_layout`): the
    message is the game's wording, ``code`` and ``params`` name the fault (``deal_card_twice``...)."""

    def __init__(self, message: str, code: str, params: Mapping[str, Any]) -> None:
        self.code = code
        self.params: Mapping[str, Any] = dict(params)
        super().__init__(message)


class UnknownGameError(TarocchiError, LookupError):
    """A game name that is not registered."""
