"""Accounts and sessions: Argon2id password hashes, signed session cookies, signed seat tokens."""

from __future__ import annotations

from typing import Any

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError
from itsdangerous import BadSignature, URLSafeSerializer, URLSafeTimedSerializer

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


class Signer:
    """Signs session cookies (timed) and seat tokens with the server secret."""

    def __init__(self, secret: str) -> None:
        self._sessions = URLSafeTimedSerializer(secret, salt="tarocchi-session")
        self._seats = URLSafeSerializer(secret, salt="tarocchi-seat")

    def session_cookie(self, user_id: int) -> str:
        return self._sessions.dumps({"u": user_id})

    def read_session(self, cookie: str | None) -> int | None:
        """The user id in a valid, unexpired cookie."""
        if not cookie:
            return None
        try:
            data: Any = self._sessions.loads(cookie, max_age=COOKIE_MAX_AGE)
        except BadSignature:
            return None
        user = data.get("u") if isinstance(data, dict) else None
        return user if isinstance(user, int) else None

    def seat_token(self, table_id: str, seat: int, user_id: int) -> str:
        """A token granting ``seat`` at ``table_id`` to ``user_id`` (and nothing else)."""
        return self._seats.dumps({"t": table_id, "s": seat, "u": user_id})

    def read_seat_token(self, token: str | None) -> tuple[str, int, int] | None:
        """``(table, seat, user)`` of a valid token."""
        if not token:
            return None
        try:
            data: Any = self._seats.loads(token)
        except BadSignature:
            return None
        if not isinstance(data, dict):
            return None
        table, seat, user = data.get("t"), data.get("s"), data.get("u")
        if isinstance(table, str) and isinstance(seat, int) and isinstance(user, int):
            return table, seat, user
        return None
