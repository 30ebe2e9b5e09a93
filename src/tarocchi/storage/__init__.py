"""Storage for the web app (DESIGN.md §8): SQLite by default, any PostgreSQL URL through the same code.

:class:`Storage` opens the database, brings the schema up to date with the Alembic migrations shipped
in this package (run programmatically, no ``alembic.ini`` needed) and offers the few operations the
web app needs: users, tables, matches and their finished hands, uploaded records.
"""

from __future__ import annotations

import secrets
from pathlib import Path
from typing import Any

from sqlalchemy import Engine, create_engine, event, select
from sqlalchemy.orm import Session, sessionmaker

from tarocchi.storage.models import Hand, Match, MatchPlayer, Setting, TableRow, UploadedRecord, User

MIGRATIONS = Path(__file__).with_name("migrations")


def default_url() -> str:
    """The SQLite file in the user's data directory (created on demand)."""
    from platformdirs import user_data_dir

    folder = Path(user_data_dir("tarocchi", appauthor=False))
    folder.mkdir(parents=True, exist_ok=True)
    return f"sqlite:///{folder / 'tarocchi.sqlite3'}"


def make_engine(url: str) -> Engine:
    """An engine for ``url``; SQLite gets foreign keys on and a thread-safe connection setting."""
    if url.startswith("sqlite"):
        engine = create_engine(url, connect_args={"check_same_thread": False})

        @event.listens_for(engine, "connect")
        def _pragmas(dbapi_connection: Any, _record: Any) -> None:
            cursor = dbapi_connection.cursor()
            cursor.execute("PRAGMA foreign_keys=ON")
            cursor.execute("PRAGMA journal_mode=WAL")
            cursor.close()

        return engine
    return create_engine(url, pool_pre_ping=True)


def upgrade(engine: Engine, revision: str = "head") -> None:
    """Run the packaged Alembic migrations up to ``revision``."""
    from alembic import command
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, revision)


def current_revision(engine: Engine) -> str | None:
    """The schema revision the database is at (``None`` before the first migration)."""
    from alembic.runtime.migration import MigrationContext

    with engine.connect() as connection:
        return MigrationContext.configure(connection).get_current_revision()


class Storage:
    """The web app's database. Every method opens and closes its own short transaction."""

    def __init__(self, url: str | None = None, *, migrate: bool = True) -> None:
        self.url = url or default_url()
        self.engine = make_engine(self.url)
        if migrate:
            upgrade(self.engine)
        self.sessions = sessionmaker(self.engine, expire_on_commit=False)

    def close(self) -> None:
        """Release the connections."""
        self.engine.dispose()

    def session(self) -> Session:
        """A new ORM session (use as a context manager)."""
        return self.sessions()

    # settings -----------------------------------------------------------------------------
    def secret(self) -> str:
        """The server secret, created once and kept in the database so cookies survive restarts."""
        with self.session() as s, s.begin():
            row = s.get(Setting, "secret")
            if row is None:
                row = Setting(key="secret", value=secrets.token_urlsafe(48))
                s.add(row)
            return row.value

    # users --------------------------------------------------------------------------------
    def add_user(self, name: str, login: str | None = None, password_hash: str | None = None) -> User:
        """A new user (a guest when ``login`` is ``None``)."""
        with self.session() as s, s.begin():
            user = User(name=name, login=login, password_hash=password_hash)
            s.add(user)
            s.flush()
            return user

    def user(self, user_id: int) -> User | None:
        """The user with this id."""
        with self.session() as s:
            return s.get(User, user_id)

    def user_by_login(self, login: str) -> User | None:
        """The account with this login."""
        with self.session() as s:
            return s.scalars(select(User).where(User.login == login)).first()

    def set_password_hash(self, user_id: int, password_hash: str) -> None:
        """Replace a stored hash (after an Argon2 parameter upgrade)."""
        with self.session() as s, s.begin():
            user = s.get(User, user_id)
            if user is not None:
                user.password_hash = password_hash

    # tables and matches -------------------------------------------------------------------
    def add_table(self, table_id: str, game: str, options: dict[str, Any], seats: list[Any], owner: int | None) -> None:
        """Record a new table."""
        with self.session() as s, s.begin():
            s.add(TableRow(id=table_id, game=game, options=options, seats=seats, owner_id=owner, status="open"))

    def update_table(self, table_id: str, *, seats: list[Any] | None = None, status: str | None = None) -> None:
        """Change a table's seats or status."""
        with self.session() as s, s.begin():
            row = s.get(TableRow, table_id)
            if row is None:
                return
            if seats is not None:
                row.seats = list(seats)
            if status is not None:
                row.status = status

    def add_match(self, table_id: str, game: str, options: dict[str, Any], names: list[str]) -> int:
        """Start a match record; returns its id."""
        with self.session() as s, s.begin():
            match = Match(table_id=table_id, game=game, options=options, names=names, record={}, totals=[])
            s.add(match)
            s.flush()
            return match.id

    def set_match_player(self, match_id: int, seat: int, user_id: int) -> None:
        """Note that ``user_id`` holds ``seat`` in this match."""
        with self.session() as s, s.begin():
            row = s.scalars(
                select(MatchPlayer).where(MatchPlayer.match_id == match_id, MatchPlayer.seat == seat)
            ).first()
            if row is None:
                s.add(MatchPlayer(match_id=match_id, seat=seat, user_id=user_id))
            else:
                row.user_id = user_id

    def finish_hand(
        self,
        match_id: int,
        number: int,
        hand_record: dict[str, Any],
        result: dict[str, Any],
        record: dict[str, Any],
        totals: list[Any],
        finished: bool,
    ) -> None:
        """Store a finished hand and the match record of the finished hands so far."""
        with self.session() as s, s.begin():
            s.add(Hand(match_id=match_id, number=number, record=hand_record, result=result))
            match = s.get(Match, match_id)
            if match is not None:
                match.record = record
                match.totals = list(totals)
                match.finished = finished

    def match(self, match_id: int) -> Match | None:
        """A match by id."""
        with self.session() as s:
            return s.get(Match, match_id)

    def hands(self, match_id: int) -> list[Hand]:
        """The stored hands of a match, in order."""
        with self.session() as s:
            return list(s.scalars(select(Hand).where(Hand.match_id == match_id).order_by(Hand.number)))

    def history(self, user_id: int, limit: int = 100) -> list[dict[str, Any]]:
        """The matches a user sat in, newest first, with seat, totals and hands played."""
        with self.session() as s:
            rows = s.execute(
                select(Match, MatchPlayer.seat)
                .join(MatchPlayer, MatchPlayer.match_id == Match.id)
                .where(MatchPlayer.user_id == user_id)
                .order_by(Match.id.desc())
                .limit(limit)
            ).all()
            out = []
            for match, seat in rows:
                hands = len(match.record.get("hands", [])) if match.record else 0
                out.append(
                    {
                        "match": match.id,
                        "table": match.table_id,
                        "game": match.game,
                        "seat": seat,
                        "names": match.names,
                        "hands": hands,
                        "totals": match.totals,
                        "finished": match.finished,
                        "created": match.created.isoformat() if match.created else None,
                    }
                )
            return out

    def add_uploaded_record(self, user_id: int | None, text: str, outcome: dict[str, Any]) -> int:
        """Keep an uploaded record and its replay outcome."""
        with self.session() as s, s.begin():
            row = UploadedRecord(user_id=user_id, text=text, outcome=outcome)
            s.add(row)
            s.flush()
            return row.id


__all__ = ["Storage", "current_revision", "default_url", "make_engine", "upgrade"]
