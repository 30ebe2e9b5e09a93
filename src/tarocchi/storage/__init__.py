"""Storage for the web app (DESIGN.md §8): SQLite by default, any PostgreSQL URL through the same code.

:class:`Storage` opens the database, brings the schema up to date with the Alembic migrations shipped
in this package (run programmatically, no ``alembic.ini`` needed) and offers the few operations the
web app needs: users and their sessions, tables and their events, matches and their finished hands,
uploaded records.

Writes that must land together (an action, the hand it finished, the table's status) are *ops*:
functions of an ORM session, built by the ``op_*`` helpers and run in one transaction by
:meth:`Storage.run` (the web app's journal batches many of them into one commit).
"""

from __future__ import annotations

import datetime as dt
import hashlib
import secrets
import unicodedata
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any, cast

from sqlalchemy import Connection, Engine, Table, create_engine, delete, event, func, insert, select
from sqlalchemy.engine import make_url
from sqlalchemy.exc import ArgumentError, DBAPIError, IntegrityError
from sqlalchemy.orm import Session, sessionmaker

from tarocchi.errors import TarocchiError
from tarocchi.storage.models import (
    Hand,
    Match,
    MatchPlayer,
    Setting,
    TableEvent,
    TableRow,
    UploadedRecord,
    User,
    WebSession,
    utcnow,
)

Op = Callable[[Session], Any]
"""One write, run inside a transaction by :meth:`Storage.run`."""

LIVE = ("open", "playing")
"""Table statuses that come back on start-up (waiting for players, or a match under way)."""


class StorageRefused(TarocchiError, ValueError):
    """A value the database would refuse, refused alike on every database (DESIGN.md §8: the same code on
    SQLite and PostgreSQL gives the same results): SQLite keeps any text while PostgreSQL refuses a NUL
    character and more characters than a ``VARCHAR(n)`` holds. ``code`` is ``storage_text_too_long``
    (``params``: ``field``, ``limit``, ``length``) or ``storage_text_nul`` (``field``)."""

    def __init__(self, reason: str, *, code: str, params: dict[str, Any]) -> None:
        self.reason = reason
        self.code = code
        self.params = dict(params)
        super().__init__(reason)


def fit_text(column: Any, value: str | None) -> str | None:
    """``value`` as it may go in ``column`` (a model attribute, ``User.name``), or :class:`StorageRefused`
    when PostgreSQL would refuse it: a NUL character (no text column holds one) or more characters than the
    column's length. Checked before the write, so SQLite refuses it too."""
    if value is None:
        return None
    field = f"{column.table.name}.{column.key}"
    if "\x00" in value:
        raise StorageRefused(f"{field}: text holds a NUL character", code="storage_text_nul", params={"field": field})
    limit = getattr(column.type, "length", None)
    if limit is not None and len(value) > limit:
        raise StorageRefused(
            f"{field}: {len(value)} characters, at most {limit}",
            code="storage_text_too_long",
            params={"field": field, "limit": limit, "length": len(value)},
        )
    return value


def login_key(login: str) -> str:
    """What a login is compared as: NFKC, spaces collapsed, case folded, NFKC again (Unicode's
    NFKC_Casefold, as RFC 8265's identifiers and ``str.casefold`` have it), so ``𝐚dmin`` (a mathematical
    bold a), ``ａｄｍｉｎ`` (fullwidth) and ``ADMIN`` are all ``admin``, and ``Straße`` is ``strasse``. Two
    accounts may not share a key (the ``users.login_key`` column, unique: migration 0003)."""
    spaced = " ".join(unicodedata.normalize("NFKC", login).split())
    return unicodedata.normalize("NFKC", spaced.casefold())


class LoginTaken(StorageRefused):
    """An account with the same login key exists (two registrations at once: the second one's insert)."""

    def __init__(self, login: str) -> None:
        super().__init__(f"login {login!r} is taken", code="storage_login_taken", params={"login": login})


def _storable(value: str | None) -> bool:
    """Whether ``value`` could be stored in a text column at all (a look-up of a NUL string finds nothing on
    every database, where PostgreSQL would raise)."""
    return value is not None and "\x00" not in value


def _token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def _aware(when: dt.datetime) -> dt.datetime:
    """SQLite hands back naive datetimes for what was stored in UTC."""
    return when if when.tzinfo is not None else when.replace(tzinfo=dt.UTC)


_EVENT_INSERT = insert(cast(Table, TableEvent.__table__))


class EventOp:
    """The op of :func:`op_event`: one row of ``table_events``. :meth:`Storage.run` inserts the rows of
    consecutive event ops with one statement (an action's write is one of these), without the ORM."""

    __slots__ = ("row",)

    def __init__(self, row: dict[str, Any]) -> None:
        self.row = row

    def __call__(self, s: Session) -> None:
        s.connection().execute(_EVENT_INSERT, [self.row])


def op_event(table_id: str, seq: int, kind: str, data: dict[str, Any]) -> Op:
    """Append event ``seq`` of a table (see :class:`~tarocchi.storage.models.TableEvent`)."""
    fit_text(TableEvent.__table__.c.kind, kind)
    return EventOp({"table_id": table_id, "seq": seq, "kind": kind, "data": data, "created": utcnow()})


def op_table(table_id: str, *, seats: list[Any] | None = None, status: str | None = None) -> Op:
    """Change a table's seats or status (and note when it last changed)."""

    def run(s: Session) -> None:
        row = s.get(TableRow, table_id)
        if row is None:
            return
        if seats is not None:
            row.seats = [dict(x) for x in seats]
        if status is not None:
            row.status = status
        row.updated = utcnow()

    return run


def op_add_table(
    table_id: str,
    game: str,
    options: dict[str, Any],
    seats: list[Any],
    owner: int | None,
    *,
    public: bool = False,
    settings: dict[str, Any] | None = None,
) -> Op:
    """Record a new table, waiting for players."""
    fit_text(TableRow.__table__.c.id, table_id)
    fit_text(TableRow.__table__.c.game, game)

    def run(s: Session) -> None:
        s.add(
            TableRow(
                id=table_id,
                game=game,
                options=options,
                seats=[dict(x) for x in seats],
                owner_id=owner,
                status="open",
                public=public,
                settings=dict(settings or {}),
                updated=utcnow(),
            )
        )

    return run


def op_start_match(
    table_id: str,
    seq: int,
    *,
    game: str,
    options: dict[str, Any],
    names: list[str],
    seed: int,
    seats: list[Any],
    players: dict[int, int],
    dealer: int = 0,
) -> Op:
    """Start a table's match in one write: the match row, who sits where, the ``start`` event (with the
    seed every deal comes from and the first dealer) and the table's seats and status; the op returns the
    match id."""
    fit_text(Match.__table__.c.game, game)

    def run(s: Session) -> int:
        match = Match(table_id=table_id, game=game, options=options, names=names, record={}, totals=[])
        s.add(match)
        s.flush()
        for seat, user_id in players.items():
            s.add(MatchPlayer(match_id=match.id, seat=seat, user_id=user_id))
        s.add(
            TableEvent(
                table_id=table_id,
                seq=seq,
                kind="start",
                data={"seed": seed, "match": match.id, "names": names, "dealer": dealer},
            )
        )
        op_table(table_id, seats=seats, status="playing")(s)
        return match.id

    return run


def op_match_player(match_id: int, seat: int, user_id: int) -> Op:
    """Note that ``user_id`` holds ``seat`` in this match."""

    def run(s: Session) -> None:
        row = s.scalars(select(MatchPlayer).where(MatchPlayer.match_id == match_id, MatchPlayer.seat == seat)).first()
        if row is None:
            s.add(MatchPlayer(match_id=match_id, seat=seat, user_id=user_id))
        else:
            row.user_id = user_id

    return run


def op_finish_hand(
    match_id: int,
    number: int,
    hand_record: dict[str, Any],
    result: dict[str, Any],
    record: dict[str, Any],
    totals: list[Any],
    finished: bool,
) -> Op:
    """Store a finished hand (once) and the match record of the finished hands so far."""

    def run(s: Session) -> None:
        known = s.scalars(select(Hand).where(Hand.match_id == match_id, Hand.number == number)).first()
        if known is None:
            s.add(Hand(match_id=match_id, number=number, record=hand_record, result=result))
        else:  # a final give may still change the last hand's result
            known.record, known.result = hand_record, result
        match = s.get(Match, match_id)
        if match is not None:
            match.record = record
            match.totals = list(totals)
            match.finished = finished

    return run


MIGRATIONS = Path(__file__).with_name("migrations")


class StorageError(TarocchiError):
    """The database cannot be opened: a URL that is not one, a driver that is missing, a server or file
    that cannot be reached."""


def database_url(text: str) -> str:
    """``--db``'s value as a SQLAlchemy URL: a URL (``scheme://...``) as given, anything else the path of a
    SQLite file (``games.sqlite3`` is ``sqlite:////abs/path/games.sqlite3``)."""
    if "://" in text:
        return text
    return f"sqlite:///{Path(text).expanduser().resolve()}"


def in_memory(url: str) -> bool:
    """Whether ``url`` is a SQLite database in memory (``sqlite://``, ``sqlite:///:memory:``): it keeps nothing
    once the process stops."""
    try:
        parsed = make_url(url)
    except ArgumentError:
        return False
    return parsed.get_backend_name() == "sqlite" and parsed.database in (None, "", ":memory:")


def shown_url(url: str) -> str:
    """``url`` fit to print: its password, if any, masked."""
    try:
        return make_url(url).render_as_string(hide_password=True)
    except ArgumentError:
        return url.split("@")[-1] if "@" in url else url


def _sqlite_folder(url: str) -> Path | None:
    """The folder of a SQLite file URL (None for another database or an in-memory one)."""
    try:
        parsed = make_url(url)
    except ArgumentError:
        return None
    if parsed.get_backend_name() != "sqlite" or not parsed.database or parsed.database == ":memory:":
        return None
    return Path(parsed.database).parent


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
            # first: a lock waits up to 30 s for another connection's (a second process on the file, a migration
            # on first start) rather than failing with "database is locked" on a loaded machine; the journal
            # mode below takes a lock too, and waited only the driver's 5 s when this came after it
            cursor.execute("PRAGMA busy_timeout=30000")
            cursor.execute("PRAGMA foreign_keys=ON")
            cursor.execute("PRAGMA journal_mode=WAL")
            # WAL with synchronous=NORMAL: a commit survives a crash or kill of the server process
            # (issue 15); only a power loss may drop the last commits
            cursor.execute("PRAGMA synchronous=NORMAL")
            cursor.close()

        return engine
    return create_engine(url, pool_pre_ping=True)


def upgrade(engine: Engine, revision: str = "head") -> None:
    """Run the packaged Alembic migrations up to ``revision``."""
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    if engine.dialect.name == "sqlite":
        _upgrade_sqlite(engine, lambda connection: _alembic_upgrade(config, connection, revision))
        return
    with engine.begin() as connection:
        _alembic_upgrade(config, connection, revision)


class UnknownSchemaError(TarocchiError):
    """The database's schema is at a revision the packaged migrations do not know (a newer tarocchi's, or another
    program's Alembic history in the same database)."""


def _alembic_upgrade(config: Any, connection: Connection, revision: str) -> None:
    from alembic import command
    from alembic.util import CommandError

    config.attributes["connection"] = connection
    try:
        command.upgrade(config, revision)
    except CommandError as exc:
        found = current_revision_of(connection)
        raise UnknownSchemaError(
            f"its schema is at revision {found!r}, which this tarocchi does not know: a newer version's?"
        ) from exc


def current_revision_of(connection: Connection) -> str | None:
    """The schema revision an open connection's database is at."""
    from alembic.runtime.migration import MigrationContext

    return MigrationContext.configure(connection).get_current_revision()


def _upgrade_sqlite(engine: Engine, migrate: Callable[[Connection], None]) -> None:
    """Run ``migrate`` in one ``BEGIN IMMEDIATE`` transaction of SQLite. The sqlite3 driver begins a
    transaction only before INSERT/UPDATE/DELETE, so the migrations' CREATE and ALTER statements were each
    committed at once: a server killed part-way, or two started together on a new file, left tables without
    their ``alembic_version`` and the file could never be opened again (``table settings already exists``).
    Here the schema changes land whole or not at all, and a second process waits for the first's."""
    with engine.connect() as connection:
        raw = connection.connection.driver_connection
        assert raw is not None
        saved = raw.isolation_level
        raw.isolation_level = None  # the driver begins nothing itself: the transaction is ours
        try:
            with connection.begin():  # SQLAlchemy's begin, a no-op on the driver; its commit ends ours
                connection.exec_driver_sql("BEGIN IMMEDIATE")
                migrate(connection)
        finally:
            raw.isolation_level = saved


def current_revision(engine: Engine) -> str | None:
    """The schema revision the database is at (``None`` before the first migration)."""
    from alembic.runtime.migration import MigrationContext

    with engine.connect() as connection:
        return MigrationContext.configure(connection).get_current_revision()


class Storage:
    """The web app's database. Every method opens and closes its own short transaction."""

    def __init__(self, url: str | None = None, *, migrate: bool = True) -> None:
        """Open ``url`` (default: :func:`default_url`) and, with ``migrate``, bring its schema up to date.
        Raises :class:`StorageError` naming the database (password masked) and why it cannot be opened."""
        self.url = url or default_url()
        try:
            self.engine = make_engine(self.url)
            if migrate:
                upgrade(self.engine)
        except ArgumentError as exc:  # also an unknown dialect (NoSuchModuleError)
            raise StorageError(f"database {shown_url(self.url)}: not a database URL ({exc})") from exc
        except ImportError as exc:
            raise StorageError(f"database {shown_url(self.url)}: its driver is not installed ({exc.name})") from exc
        except UnknownSchemaError as exc:
            raise StorageError(f"database {shown_url(self.url)}: cannot open it ({exc})") from exc
        except DBAPIError as exc:
            reason = str(exc.orig).strip().splitlines()[0] if exc.orig is not None else type(exc).__name__
            folder = _sqlite_folder(self.url)
            if folder is not None and not folder.is_dir():
                reason = f"{reason}: there is no folder {folder}"
            raise StorageError(f"database {shown_url(self.url)}: cannot open it ({reason})") from exc
        self.sessions = sessionmaker(self.engine, expire_on_commit=False)

    def close(self) -> None:
        """Release the connections."""
        self.engine.dispose()

    def session(self) -> Session:
        """A new ORM session (use as a context manager)."""
        return self.sessions()

    def run(self, ops: Iterable[Op], connection: Connection | None = None) -> list[Any]:
        """Run ``ops`` in one transaction; all of them land or none does. The rows of consecutive
        :func:`op_event` ops go in with one ``INSERT``, and a batch of nothing else skips the ORM.

        ``connection``, when given, is a connection of this storage's engine with no transaction open
        (the journal keeps one, so each commit skips the pool and its liveness check); the transaction is
        begun and committed on it.
        """
        ops = list(ops)
        if not ops:
            return []
        if connection is None:
            with self.engine.connect() as own:
                return self._run(ops, own)
        return self._run(ops, connection)

    def _run(self, ops: list[Op], connection: Connection) -> list[Any]:
        with connection.begin():
            if all(type(op) is EventOp for op in ops):
                connection.execute(_EVENT_INSERT, [cast(EventOp, op).row for op in ops])
                return [None] * len(ops)
            with Session(bind=connection, expire_on_commit=False) as s:
                out: list[Any] = []
                rows: list[dict[str, Any]] = []
                for op in ops:
                    if type(op) is EventOp:
                        rows.append(op.row)
                        out.append(None)
                        continue
                    if rows:  # the events before this op go in first, in order
                        s.flush()
                        connection.execute(_EVENT_INSERT, rows)
                        rows = []
                    out.append(op(s))
                s.flush()
                if rows:
                    connection.execute(_EVENT_INSERT, rows)
                return out

    # settings -----------------------------------------------------------------------------
    def secret(self) -> str:
        """The server secret, created once and kept in the database so cookies survive restarts. Two servers
        started together on a new database may both find none: the second one's insert fails and it takes
        the first one's (it raised ``IntegrityError`` and that server stopped)."""
        try:
            with self.session() as s, s.begin():
                row = s.get(Setting, "secret")
                if row is None:
                    row = Setting(key="secret", value=secrets.token_urlsafe(48))
                    s.add(row)
                return row.value
        except IntegrityError:
            with self.session() as s:
                won = s.get(Setting, "secret")
                if won is None:  # pragma: no cover - a unique key refused, yet no row: not the race
                    raise
                return won.value

    # users --------------------------------------------------------------------------------
    def add_user(self, name: str, login: str | None = None, password_hash: str | None = None) -> User:
        """A new user (a guest when ``login`` is ``None``); :class:`StorageRefused` for text no database
        may hold (:func:`fit_text`)."""
        key = login_key(login) if login is not None else None
        fit_text(User.__table__.c.name, name)
        fit_text(User.__table__.c.login, login)
        fit_text(User.__table__.c.login_key, key)
        fit_text(User.__table__.c.password_hash, password_hash)
        try:
            with self.session() as s, s.begin():
                user = User(name=name, login=login, login_key=key, password_hash=password_hash)
                s.add(user)
                s.flush()
                return user
        except IntegrityError:
            if key is None or self.user_by_login(login or "") is None:  # pragma: no cover - not the login
                raise
            raise LoginTaken(login or "") from None

    def user(self, user_id: int) -> User | None:
        """The user with this id."""
        with self.session() as s:
            return s.get(User, user_id)

    def user_by_login(self, login: str) -> User | None:
        """The account with this login: the one stored with exactly this login (lowercased, as logins
        always were: an account from before migration 0003 whose key an older one took is found so),
        else the one with its key (:func:`login_key`: ``𝐚dmin`` finds ``admin``)."""
        if not _storable(login):
            return None
        with self.session() as s:
            exact = s.scalars(select(User).where(User.login == " ".join(login.split()).lower())).first()
            if exact is not None:
                return exact
            return s.scalars(select(User).where(User.login_key == login_key(login))).first()

    def set_password_hash(self, user_id: int, password_hash: str) -> None:
        """Replace a stored hash (after an Argon2 parameter upgrade)."""
        with self.session() as s, s.begin():
            user = s.get(User, user_id)
            if user is not None:
                user.password_hash = password_hash

    # sessions -----------------------------------------------------------------------------
    def add_session(self, user_id: int, max_age: int) -> tuple[str, int]:
        """A new signed-in session for ``user_id``: ``(cookie token, session id)``; only the token's hash is kept."""
        token = secrets.token_urlsafe(32)
        expires = utcnow() + dt.timedelta(seconds=max_age)
        with self.session() as s, s.begin():
            row = WebSession(token_hash=_token_hash(token), user_id=user_id, expires=expires)
            s.add(row)
            s.flush()
            return token, row.id

    def session_user(self, token: str | None) -> tuple[User, int] | None:
        """The user and session id of a live session token (``None`` if unknown, ended or expired)."""
        if not token or len(token) > 128:
            return None
        with self.session() as s:
            row = s.scalars(select(WebSession).where(WebSession.token_hash == _token_hash(token))).first()
            if row is None or _aware(row.expires) <= utcnow():
                return None
            user = s.get(User, row.user_id)
            return (user, row.id) if user is not None else None

    def session_alive(self, session_id: int, user_id: int) -> bool:
        """True while session ``session_id`` of ``user_id`` has not ended (seat tokens are bound to it)."""
        with self.session() as s:
            row = s.get(WebSession, session_id)
            return row is not None and row.user_id == user_id and _aware(row.expires) > utcnow()

    def end_session(self, session_id: int) -> None:
        """End one session (the browser signs in as someone else)."""
        with self.session() as s, s.begin():
            s.execute(delete(WebSession).where(WebSession.id == session_id))

    def end_sessions(self, user_id: int) -> int:
        """Sign ``user_id`` out everywhere (and forget expired sessions of anyone); returns how many ended."""
        with self.session() as s, s.begin():
            ended = s.execute(delete(WebSession).where(WebSession.user_id == user_id)).rowcount
            s.execute(delete(WebSession).where(WebSession.expires < utcnow()))
            return int(ended or 0)

    # tables and matches -------------------------------------------------------------------
    def add_table(
        self,
        table_id: str,
        game: str,
        options: dict[str, Any],
        seats: list[Any],
        owner: int | None,
        *,
        public: bool = False,
        settings: dict[str, Any] | None = None,
    ) -> None:
        """Record a new table."""
        self.run([op_add_table(table_id, game, options, seats, owner, public=public, settings=settings)])

    def update_table(self, table_id: str, *, seats: list[Any] | None = None, status: str | None = None) -> None:
        """Change a table's seats or status."""
        self.run([op_table(table_id, seats=seats, status=status)])

    def table(self, table_id: str) -> TableRow | None:
        """A table by id."""
        with self.session() as s:
            return s.get(TableRow, table_id)

    def live_tables(self) -> list[TableRow]:
        """The tables to bring back on start-up (waiting for players or playing), oldest first."""
        with self.session() as s:
            return list(s.scalars(select(TableRow).where(TableRow.status.in_(LIVE)).order_by(TableRow.created)))

    def events(self, table_id: str) -> list[TableEvent]:
        """A table's events in order."""
        with self.session() as s:
            return list(s.scalars(select(TableEvent).where(TableEvent.table_id == table_id).order_by(TableEvent.seq)))

    def may_read_match(self, match_id: int, user_id: int | None) -> bool:
        """A match record is readable by its players and its table's owner, or by anyone at a public table."""
        with self.session() as s:
            match = s.get(Match, match_id)
            if match is None:
                return False
            table = s.get(TableRow, match.table_id)
            if table is not None and (table.public or (user_id is not None and table.owner_id == user_id)):
                return True
            if user_id is None:
                return False
            seat = s.scalars(
                select(MatchPlayer.id).where(MatchPlayer.match_id == match_id, MatchPlayer.user_id == user_id)
            ).first()
            return seat is not None

    def add_match(self, table_id: str, game: str, options: dict[str, Any], names: list[str]) -> int:
        """Start a match record; returns its id."""
        fit_text(Match.__table__.c.game, game)
        with self.session() as s, s.begin():
            match = Match(table_id=table_id, game=game, options=options, names=names, record={}, totals=[])
            s.add(match)
            s.flush()
            return match.id

    def set_match_player(self, match_id: int, seat: int, user_id: int) -> None:
        """Note that ``user_id`` holds ``seat`` in this match."""
        self.run([op_match_player(match_id, seat, user_id)])

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
        self.run([op_finish_hand(match_id, number, hand_record, result, record, totals, finished)])

    def match(self, match_id: int) -> Match | None:
        """A match by id."""
        with self.session() as s:
            return s.get(Match, match_id)

    def hands(self, match_id: int) -> list[Hand]:
        """The stored hands of a match, in order."""
        with self.session() as s:
            return list(s.scalars(select(Hand).where(Hand.match_id == match_id).order_by(Hand.number)))

    def history(self, user_id: int, limit: int = 100) -> list[dict[str, Any]]:
        """The matches a user sat in, newest first, with seat, the game's options, totals and hands played."""
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
                        "options": (match.record or {}).get("options") or {},
                        "hands": hands,
                        "totals": match.totals,
                        "finished": match.finished,
                        "created": match.created.isoformat() if match.created else None,
                    }
                )
            return out

    def add_uploaded_record(
        self, user_id: int, text: str, outcome: dict[str, Any], *, max_records: int = 50, max_bytes: int = 5_000_000
    ) -> int:
        """Keep a signed-in user's uploaded record and its outcome, dropping their oldest ones to stay
        under the quota (``max_records`` records and ``max_bytes`` bytes per user; issue 15)."""
        fit_text(UploadedRecord.__table__.c.text, text)
        size = len(text.encode("utf-8"))
        with self.session() as s, s.begin():
            row = UploadedRecord(user_id=user_id, text=text, outcome=outcome, size=size)
            s.add(row)
            s.flush()
            kept = s.execute(
                select(UploadedRecord.id, UploadedRecord.size)
                .where(UploadedRecord.user_id == user_id)
                .order_by(UploadedRecord.id.desc())
            ).all()
            total, drop = 0, []
            for i, (rid, rsize) in enumerate(kept):
                total += rsize or 0
                if i >= max_records or total > max_bytes:
                    drop.append(rid)
            if drop:
                s.execute(delete(UploadedRecord).where(UploadedRecord.id.in_(drop)))
            return row.id

    def uploaded_records(self, user_id: int) -> tuple[int, int]:
        """``(count, bytes)`` of the records a user has stored."""
        with self.session() as s:
            count, size = s.execute(
                select(func.count(UploadedRecord.id), func.coalesce(func.sum(UploadedRecord.size), 0)).where(
                    UploadedRecord.user_id == user_id
                )
            ).one()
            return int(count), int(size)


__all__ = [
    "LIVE",
    "EventOp",
    "Op",
    "Storage",
    "StorageRefused",
    "current_revision",
    "default_url",
    "fit_text",
    "make_engine",
    "op_add_table",
    "op_event",
    "op_finish_hand",
    "op_match_player",
    "op_start_match",
    "op_table",
    "upgrade",
]
