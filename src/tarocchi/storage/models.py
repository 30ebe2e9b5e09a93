"""SQLAlchemy 2 models (DESIGN.md §8): users, tables, matches, hands and uploaded records.

The schema itself is created and upgraded by the Alembic migrations in ``migrations/``; these
classes only map it. JSON columns hold record fragments exactly as ``tarocchi-record/1`` writes them.
"""

from __future__ import annotations

import datetime as dt
from typing import Any

from sqlalchemy import JSON, Boolean, DateTime, Dialect, ForeignKey, Integer, String, Text, UniqueConstraint, false
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column
from sqlalchemy.types import TypeDecorator


def utcnow() -> dt.datetime:
    """Now, in UTC (stored naive-free)."""
    return dt.datetime.now(dt.UTC)


class UTCDateTime(TypeDecorator[dt.datetime]):
    """A ``DateTime(timezone=True)`` column that reads back as an aware UTC datetime on every database.

    SQLite keeps no time zone (it hands back a naive datetime) and PostgreSQL answers in the session's
    time zone; without this, ``created.isoformat()`` read ``2024-01-01T10:00:00`` on one and
    ``2024-01-01T11:00:00+01:00`` on the other for the same moment (DESIGN.md §8: the same code on both)."""

    impl = DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: dt.datetime | None, dialect: Dialect) -> dt.datetime | None:
        """Stored in UTC (a naive value is taken as UTC already)."""
        if value is None:
            return None
        return value.astimezone(dt.UTC) if value.tzinfo is not None else value.replace(tzinfo=dt.UTC)

    def process_result_value(self, value: dt.datetime | None, dialect: Dialect) -> dt.datetime | None:
        """Read back aware, in UTC."""
        if value is None:
            return None
        return value.astimezone(dt.UTC) if value.tzinfo is not None else value.replace(tzinfo=dt.UTC)


class Base(DeclarativeBase):
    """Declarative base of every model."""


class Setting(Base):
    """Server-wide settings (the secret that signs cookies and seat tokens)."""

    __tablename__ = "settings"
    key: Mapped[str] = mapped_column(String(64), primary_key=True)
    value: Mapped[str] = mapped_column(Text)


class User(Base):
    """A player: a guest (name only) or an account (login + Argon2 password hash)."""

    __tablename__ = "users"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    name: Mapped[str] = mapped_column(String(40))
    login: Mapped[str | None] = mapped_column(String(40), unique=True, nullable=True)
    login_key: Mapped[str | None] = mapped_column(String(128), unique=True, index=True, nullable=True)
    """The login folded (:func:`tarocchi.storage.login_key`): what two accounts may not share (migration 0003)."""
    password_hash: Mapped[str | None] = mapped_column(String(255), nullable=True)
    created: Mapped[dt.datetime] = mapped_column(UTCDateTime(), default=utcnow)


class TableRow(Base):
    """A table of the lobby: its game, options and the kind of each seat."""

    __tablename__ = "tables"
    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    game: Mapped[str] = mapped_column(String(32))
    options: Mapped[dict[str, Any]] = mapped_column(JSON)
    seats: Mapped[list[Any]] = mapped_column(JSON)
    owner_id: Mapped[int | None] = mapped_column(ForeignKey("users.id"), nullable=True)
    status: Mapped[str] = mapped_column(String(16), default="open", index=True)
    created: Mapped[dt.datetime] = mapped_column(UTCDateTime(), default=utcnow)
    public: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())
    """Whether anyone may download the table's match records (otherwise only its players and owner)."""
    settings: Mapped[dict[str, Any]] = mapped_column(JSON, default=dict)
    """Per-table settings, e.g. ``away_seconds`` (how long a person may be away before a stand-in plays)."""
    updated: Mapped[dt.datetime | None] = mapped_column(UTCDateTime(), nullable=True)


class TableEvent(Base):
    """One acknowledged change of a live table, in order (issue 15: written before it is broadcast).

    ``kind`` is ``start`` (the match seed, match id, names and first dealer), ``act`` (an applied action, every field
    of :class:`~tarocchi.engine.actions.Action`), ``next`` (the next hand dealt) or ``ready`` (a seat
    asked for the next hand). Replaying the events on a new :class:`~tarocchi.session.MatchSession`
    rebuilds the table exactly, since deals come from the seed.
    """

    __tablename__ = "table_events"
    __table_args__ = (UniqueConstraint("table_id", "seq"),)
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    table_id: Mapped[str] = mapped_column(ForeignKey("tables.id"), index=True)
    seq: Mapped[int] = mapped_column(Integer)
    kind: Mapped[str] = mapped_column(String(16))
    data: Mapped[dict[str, Any]] = mapped_column(JSON)
    created: Mapped[dt.datetime] = mapped_column(UTCDateTime(), default=utcnow)


class WebSession(Base):
    """A signed-in browser: the cookie holds a random token, the database only its SHA-256 (issue 15:
    server-side sessions, so signing out ends them everywhere)."""

    __tablename__ = "web_sessions"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    token_hash: Mapped[str] = mapped_column(String(64), unique=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id"), index=True)
    created: Mapped[dt.datetime] = mapped_column(UTCDateTime(), default=utcnow)
    expires: Mapped[dt.datetime] = mapped_column(UTCDateTime())


class Match(Base):
    """A match played at a table; ``record`` is the whole ``tarocchi-record/1`` of its finished hands."""

    __tablename__ = "matches"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    table_id: Mapped[str] = mapped_column(ForeignKey("tables.id"), index=True)
    game: Mapped[str] = mapped_column(String(32))
    options: Mapped[dict[str, Any]] = mapped_column(JSON)
    names: Mapped[list[Any]] = mapped_column(JSON)
    record: Mapped[dict[str, Any]] = mapped_column(JSON)
    totals: Mapped[list[Any]] = mapped_column(JSON, default=list)
    finished: Mapped[bool] = mapped_column(default=False)
    created: Mapped[dt.datetime] = mapped_column(UTCDateTime(), default=utcnow)


class MatchPlayer(Base):
    """Who sat where in a match (the per-player history page)."""

    __tablename__ = "match_players"
    __table_args__ = (UniqueConstraint("match_id", "seat"),)
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    match_id: Mapped[int] = mapped_column(ForeignKey("matches.id"), index=True)
    seat: Mapped[int] = mapped_column(Integer)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id"), index=True)


class Hand(Base):
    """One finished hand: its record entry (dealer, deal, actions) and its result."""

    __tablename__ = "hands"
    __table_args__ = (UniqueConstraint("match_id", "number"),)
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    match_id: Mapped[int] = mapped_column(ForeignKey("matches.id"), index=True)
    number: Mapped[int] = mapped_column(Integer)
    record: Mapped[dict[str, Any]] = mapped_column(JSON)
    result: Mapped[dict[str, Any]] = mapped_column(JSON)
    created: Mapped[dt.datetime] = mapped_column(UTCDateTime(), default=utcnow)


class UploadedRecord(Base):
    """A record uploaded for replay, kept with the replay's outcome."""

    __tablename__ = "records"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id"), nullable=True, index=True)
    text: Mapped[str] = mapped_column(Text)
    outcome: Mapped[dict[str, Any]] = mapped_column(JSON)
    size: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    """Bytes of ``text`` (UTF-8), for the per-user quota."""
    created: Mapped[dt.datetime] = mapped_column(UTCDateTime(), default=utcnow)
