"""Accounts and sessions: Argon2id password hashes, server-side sessions, signed seat tokens.

The session cookie is a random token whose hash the database keeps (:meth:`Storage.add_session`), so
signing out ends the session for good, wherever the cookie was copied (issue 15). A seat token names
the table, the seat, the user and the session it was issued to: it dies with that session.
"""

from __future__ import annotations

from typing import Any

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError
from itsdangerous import BadSignature, URLSafeSerializer

COOKIE = "tarocchi_session"
COOKIE_MAX_AGE = 30 * 24 * 3600

_hasher = PasswordHasher()


def hash_password(password: str) -> str:
    """An Argon2id hash with a random salt."""
    return _hasher.hash(password)


def verify_password(stored: str, password: str) -> bool:
    """True when ``password`` matches the stored hash."""
    try:
        return _hasher.verify(stored, password)
    except (VerificationError, InvalidHashError):
        return False


def needs_rehash(stored: str) -> bool:
    """True when the hash was made with older parameters."""
    return _hasher.check_needs_rehash(stored)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


class Signer:
    """Signs seat tokens with the server secret (kept in the database, so tokens survive restarts)."""

    MAX_TOKEN = 512

    def __init__(self, secret: str) -> None:
        self._seats = URLSafeSerializer(secret, salt="tarocchi-seat-2")

    def seat_token(self, table_id: str, seat: int, user_id: int, session_id: int) -> str:
        """A token granting ``seat`` at ``table_id`` to ``user_id`` while session ``session_id`` lasts."""
        return self._seats.dumps({"t": table_id, "s": seat, "u": user_id, "k": session_id})

    def read_seat_token(self, token: str | None) -> tuple[str, int, int, int] | None:
        """``(table, seat, user, session)`` of a validly signed token."""
        if not token or len(token) > self.MAX_TOKEN:
            return None
        try:
            data: Any = self._seats.loads(token)
        except BadSignature:
            return None
        if not isinstance(data, dict):
            return None
        table, seat, user, session = data.get("t"), data.get("s"), data.get("u"), data.get("k")
        if isinstance(table, str) and _is_int(seat) and _is_int(user) and _is_int(session):
            return table, seat, user, session
        return None
