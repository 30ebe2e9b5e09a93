"""Logins compared folded (a security audit, stop 41): ``𝐚dmin`` (a mathematical bold a), ``ａｄｍｉｎ``
(fullwidth) and ``ADMIN`` are the login ``admin``. Each account keeps its login's key (NFKC, case folded) in a
unique column, so two accounts cannot differ only by such characters; migration 0003 gives the accounts of an
older database their keys, the oldest first, and an account whose key an older one took still signs in by its
own login. On SQLite and PostgreSQL alike (:mod:`dbhelp`)."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from pathlib import Path

import pytest
from dbhelp import database_urls, fresh_database
from sqlalchemy import insert, select

from tarocchi.storage import LoginTaken, Storage, current_revision, login_key, make_engine, upgrade
from tarocchi.storage.models import User

BOLD_A = "\U0001d41a"  # MATHEMATICAL BOLD SMALL A


@pytest.mark.parametrize(
    ("login", "key"),
    [
        ("admin", "admin"),
        ("ADMIN", "admin"),
        (f"{BOLD_A}dmin", "admin"),
        ("\uff41\uff44\uff4d\uff49\uff4e", "admin"),  # fullwidth
        ("Straße", "strasse"),
        ("Ann\u00a0Lee", "ann lee"),  # a no-break space is a space
        ("ǅemal", "džemal"),  # a title-case digraph: NFKC after the case folding
    ],
)
def test_a_logins_key_folds_compatibility_characters_and_case(login: str, key: str) -> None:
    assert login_key(login) == key
    assert login_key(key) == key  # a key is its own key


def test_an_account_is_found_by_any_form_of_its_login(storage: Storage) -> None:
    ann = storage.add_user("Ann", login="admin", password_hash="x")
    for typed in ("admin", "Admin", f"{BOLD_A}dmin", "\uff41\uff44\uff4d\uff49\uff4e", " admin "):
        found = storage.user_by_login(typed)
        assert found is not None and found.id == ann.id, typed


@pytest.mark.parametrize("other", [f"{BOLD_A}dmin", "\uff41dmin", "ADMIN"])
def test_two_accounts_cannot_differ_only_by_compatibility_characters_or_case(storage: Storage, other: str) -> None:
    storage.add_user("Ann", login="admin", password_hash="x")
    with pytest.raises(LoginTaken) as refused:
        storage.add_user("Eve", login=other, password_hash="y")
    assert refused.value.code == "storage_login_taken"
    with storage.session() as s:
        assert s.scalars(select(User.login).where(User.login.is_not(None))).all() == ["admin"]


def test_guests_have_no_key(storage: Storage) -> None:
    storage.add_user("Ann")
    storage.add_user("Ann")
    with storage.session() as s:
        assert s.scalars(select(User.login_key)).all() == [None, None]


@pytest.fixture(params=database_urls(), ids=lambda p: p[0])
def old_database(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """A database at revision 0002 (before login keys) holding accounts whose logins fold alike."""
    with fresh_database(request.param, tmp_path) as url:
        engine = make_engine(url)
        upgrade(engine, "0002")
        when = dt.datetime(2026, 1, 1, tzinfo=dt.UTC)
        users = User.__table__
        with engine.begin() as c:
            for login in ["admin", f"{BOLD_A}dmin", "Straße".lower(), None]:  # ids 1 to 4
                row = {"name": login or "guest", "login": login, "password_hash": "h", "created": when}
                c.execute(insert(users).values(**row))
        engine.dispose()
        yield url


def test_the_migration_gives_old_accounts_their_keys_and_keeps_them_working(old_database: str) -> None:
    store = Storage(old_database)
    try:
        assert current_revision(store.engine) == "0003"
        with store.session() as s:
            keys = {i: k for i, k in s.execute(select(User.id, User.login_key).order_by(User.id))}
        # the oldest account keeps its key; the look-alike after it keeps none; the guest has none
        assert keys == {1: "admin", 2: None, 3: "strasse", 4: None}
        # each still signs in: by its own login exactly, or by any form of its key
        assert store.user_by_login(f"{BOLD_A}dmin").id == 2  # type: ignore[union-attr]
        assert store.user_by_login("ADMIN").id == 1  # type: ignore[union-attr]
        assert store.user_by_login("\uff41dmin").id == 1  # type: ignore[union-attr]
        assert store.user_by_login("STRASSE").id == 3  # type: ignore[union-attr]
        # and nobody can take a login that folds like one of them
        for taken in ("Admin", "strasse", "STRAßE"):
            with pytest.raises(LoginTaken):
                store.add_user("Eve", login=taken.lower(), password_hash="y")
        assert store.add_user("Bea", login="bea", password_hash="z").login_key == "bea"
    finally:
        store.close()
