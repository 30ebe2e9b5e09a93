"""A refusal as data: the reason code, its parameters and today's English reason (DESIGN.md §9).

The rule modules (:mod:`.calling`, :mod:`.discard`, :mod:`.declarations`, :mod:`.play`) say why an
action breaks a rule by returning a :class:`Refusal`; the state raises it as an
:class:`~tarocchi.errors.IllegalActionError` carrying ``code`` and ``params`` beside the message.
The codes and their parameters are listed in the package docstring.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from tarocchi.errors import IllegalActionError


@dataclass(frozen=True, slots=True)
class Refusal:
    """Why an action is refused: a reason code, its parameters (plain values or explain refs), the English reason."""

    code: str
    reason: str
    params: Mapping[str, Any] = field(default_factory=dict)

    def error(self) -> IllegalActionError:
        """The exception to raise (the seat and action are added by the state's ``check``)."""
        return IllegalActionError(self.reason, code=self.code, params=self.params)


def refuse(code: str, reason: str, **params: Any) -> IllegalActionError:
    """An :class:`IllegalActionError` with ``code`` and ``params``."""
    return IllegalActionError(reason, code=code, params=params)


__all__ = ["Refusal", "refuse"]
