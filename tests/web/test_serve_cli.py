"""``tarocchi serve``: its arguments and that it builds the app on the given database."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

import pytest

from tarocchi.cli import build_parser, serve

CANNOT_LISTEN = serve.cannot_listen


@pytest.fixture(autouse=True)
def _any_port_is_free(monkeypatch: pytest.MonkeyPatch) -> None:
    """The tests that build the app never listen (uvicorn.run is faked): whatever holds port 8000 on this
    machine is no matter to them."""
    monkeypatch.setattr(serve, "cannot_listen", lambda host, port: None)


def test_serve_arguments_and_defaults() -> None:
    args = build_parser().parse_args(["serve"])
    assert (args.host, args.port, args.bot_delay) == ("127.0.0.1", 8000, 1.0)
    args = build_parser().parse_args(["serve", "--port", "9001", "--db", "sqlite:///x.db", "--bot-delay", "0"])
    assert (args.port, args.db, args.bot_delay) == (9001, "sqlite:///x.db", 0.0)


def test_serve_runs_uvicorn_on_the_app(tmp_path: Path, monkeypatch: Any) -> None:
    seen: dict[str, Any] = {}

    def fake_run(app: Any, **kw: Any) -> None:
        seen["app"], seen["kw"] = app, kw

    import uvicorn

    monkeypatch.setattr(uvicorn, "run", fake_run)
    parser = argparse.ArgumentParser()
    serve.add_arguments(parser)
    url = f"sqlite:///{tmp_path / 'db.sqlite3'}"
    assert serve.run(parser.parse_args(["--db", url, "--port", "8123"])) == 0
    assert seen["kw"]["port"] == 8123 and seen["kw"]["host"] == "127.0.0.1"
    assert seen["app"].state.storage.url == url and (tmp_path / "db.sqlite3").exists()


def _run_with(monkeypatch: Any, tmp_path: Path, argv: list[str], env: dict[str, str] | None = None) -> Any:
    seen: dict[str, Any] = {}

    import uvicorn

    monkeypatch.setattr(uvicorn, "run", lambda app, **kw: seen.update(app=app, kw=kw))
    for key, value in (env or {}).items():
        monkeypatch.setenv(key, value)
    args = build_parser().parse_args(["serve", "--db", f"sqlite:///{tmp_path / 'db.sqlite3'}", *argv])
    code = serve.run(args)
    return code, seen.get("app")


def test_every_setting_has_a_flag_that_reaches_the_app(monkeypatch: Any, tmp_path: Path) -> None:
    argv = [
        "--away-seconds", "12", "--idle-seconds", "90", "--max-tables", "7", "--tables-per-user", "2",
        "--max-sockets", "30", "--sockets-per-user", "3", "--spectators-per-table", "0", "--http-rate", "5",
        "--http-burst", "9", "--replay-seconds", "2.5", "--record-quota", "4", "--record-quota-bytes", "1000",
        "--tables-per-address", "6", "--sockets-per-address", "40",
    ]  # fmt: skip
    code, app = _run_with(monkeypatch, tmp_path, argv)
    assert code == 0
    config, manager = app.state.config, app.state.manager
    assert (config.away_seconds, config.idle_seconds, config.replay_seconds) == (12.0, 90.0, 2.5)
    assert (config.http_rate, config.http_burst, config.record_quota, config.record_quota_bytes) == (5, 9, 4, 1000)
    limits = manager.limits
    assert (limits.tables, limits.tables_per_user, limits.sockets, limits.sockets_per_user) == (7, 2, 30, 3)
    assert limits.spectators_per_table == 0
    assert (limits.tables_per_address, limits.sockets_per_address) == (6, 40)
    assert (manager.away_seconds, manager.idle_seconds) == (12.0, 90.0)


def test_settings_come_from_the_environment_when_no_flag_is_given(monkeypatch: Any, tmp_path: Path) -> None:
    env = {
        "TAROCCHI_WEB_AWAY_SECONDS": "33",
        "TAROCCHI_WEB_MAX_TABLES": "11",
        "TAROCCHI_WEB_TABLES_PER_ADDRESS": "3",
        "TAROCCHI_WEB_SOCKETS_PER_ADDRESS": "12",
    }
    code, app = _run_with(monkeypatch, tmp_path, ["--max-tables", "5"], env)
    assert code == 0
    assert app.state.config.away_seconds == 33.0 and app.state.manager.limits.tables == 5  # the flag wins
    # the per-address limits too (serve ignored TAROCCHI_WEB_TABLES_PER_ADDRESS before)
    assert (app.state.manager.limits.tables_per_address, app.state.manager.limits.sockets_per_address) == (3, 12)


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (["--away-seconds", "soon"], "argument --away-seconds: 'soon' is not a number"),
        (["--away-seconds", "0"], "argument --away-seconds: '0' is below the smallest allowed value, 0.01"),
        (["--idle-seconds", "nan"], "argument --idle-seconds: 'nan' is not a finite number"),
        (["--max-tables", "2.5"], "argument --max-tables: '2.5' is not a whole number"),
        (["--sockets-per-user", "-1"], "argument --sockets-per-user: '-1' is below the smallest allowed value, 1"),
    ],
)
def test_bad_flag_values_are_refused_with_a_clear_message(argv: list[str], expected: str, capsys: Any) -> None:
    with pytest.raises(SystemExit) as exc:
        build_parser().parse_args(["serve", *argv])
    assert exc.value.code == 2
    assert expected in capsys.readouterr().err


def test_a_bad_environment_value_is_refused_before_the_server_starts(
    monkeypatch: Any, tmp_path: Path, capsys: Any
) -> None:
    code, app = _run_with(monkeypatch, tmp_path, [], {"TAROCCHI_WEB_IDLE_SECONDS": "-3"})
    assert code == 2 and app is None
    err = capsys.readouterr().err
    assert "TAROCCHI_WEB_IDLE_SECONDS: '-3' is below the smallest allowed value, 0.01" in err
    assert "--idle-seconds" in err


def test_help_names_each_setting_and_its_variable(capsys: Any) -> None:
    with pytest.raises(SystemExit):
        build_parser().parse_args(["serve", "--help"])
    out = " ".join(capsys.readouterr().out.split())
    for setting in serve.SETTINGS:
        assert setting.flag in out and f"${setting.env}" in out


def test_the_hosts_served_come_from_the_flags_the_environment_and_the_address(monkeypatch: Any, tmp_path: Path) -> None:
    from starlette.testclient import TestClient

    env = {"TAROCCHI_WEB_ALLOWED_HOSTS": "cards.example.org, cards.lan"}
    argv = ["--host", "0.0.0.0", "--allow-host", "tarot.example.net"]
    code, app = _run_with(monkeypatch, tmp_path, argv, env)
    assert code == 0
    config = app.state.config
    assert config.host == "0.0.0.0" and config.tune_gc is True
    assert config.allowed_hosts == ("cards.example.org", "cards.lan", "tarot.example.net")
    c = TestClient(app)  # no lifespan: the test process's garbage collector is left as it is
    for host, status in [
        ("cards.example.org", 200),
        ("cards.lan:8000", 200),
        ("tarot.example.net", 200),
        ("192.168.1.20:8000", 200),  # listening on every interface: any of its addresses
        ("localhost:8000", 200),
        ("evil.example", 400),
    ]:
        assert c.get("/api/me", headers={"host": host}).status_code == status, host


def test_a_path_is_a_sqlite_file(monkeypatch: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)
    import uvicorn

    seen: dict[str, Any] = {}
    monkeypatch.setattr(uvicorn, "run", lambda app, **kw: seen.update(app=app))
    assert serve.run(build_parser().parse_args(["serve", "--db", "games.sqlite3"])) == 0
    assert seen["app"].state.storage.url == f"sqlite:///{tmp_path / 'games.sqlite3'}"
    assert (tmp_path / "games.sqlite3").stat().st_size > 0
    assert f"(database: sqlite:///{tmp_path / 'games.sqlite3'})" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("db", "said"),
    [
        ("nosuch://x", "database nosuch://x: not a database URL"),
        ("mysql://u@h/db", "database mysql://u@h/db: its driver is not installed (MySQLdb)"),
        (
            "postgresql+psycopg://ann:hunter2@127.0.0.1:1/db",
            "database postgresql+psycopg://ann:***@127.0.0.1:1/db: cannot open it",
        ),
        (
            "/no/such/folder/games.sqlite3",
            "cannot open it (unable to open database file: there is no folder /no/such/folder)",
        ),
    ],
)
def test_a_database_that_cannot_be_opened_is_one_line_and_exit_2(
    monkeypatch: Any, capsys: pytest.CaptureFixture[str], db: str, said: str
) -> None:
    import uvicorn

    monkeypatch.setattr(uvicorn, "run", lambda app, **kw: pytest.fail("served without a database"))
    assert serve.run(build_parser().parse_args(["serve", "--db", db])) == 2
    err = capsys.readouterr().err
    assert err.startswith("tarocchi serve: ") and said in err and err.count("\n") == 1, err
    assert "hunter2" not in err


def test_a_password_is_never_printed() -> None:
    from tarocchi.storage import shown_url

    assert shown_url("postgresql+psycopg://ann:hunter2@db.example.org/cards") == (
        "postgresql+psycopg://ann:***@db.example.org/cards"
    )
    assert shown_url("sqlite:////var/lib/tarocchi.sqlite3") == "sqlite:////var/lib/tarocchi.sqlite3"
    assert "hunter2" not in shown_url("not a url ann:hunter2@db")


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["--port", "99999"], "argument --port: '99999' is not a port (1 to 65535)"),
        (["--port", "http"], "argument --port: 'http' is not a port (1 to 65535)"),
        (["--bot-delay", "nan"], "argument --bot-delay: 'nan' is not a number of seconds from 0 to 3600"),
        (["--bot-delay", "-1"], "argument --bot-delay: '-1' is not a number of seconds from 0 to 3600"),
    ],
)
def test_a_port_or_delay_out_of_range_is_refused(
    capsys: pytest.CaptureFixture[str], argv: list[str], said: str
) -> None:
    with pytest.raises(SystemExit) as stop:
        build_parser().parse_args(["serve", *argv])
    assert stop.value.code == 2 and said in capsys.readouterr().err


def test_an_address_it_cannot_listen_on_is_one_line_and_exit_2(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import socket

    import uvicorn

    monkeypatch.setattr(serve, "cannot_listen", CANNOT_LISTEN)
    monkeypatch.setattr(uvicorn, "run", lambda app, **kw: pytest.fail("served on an address it cannot listen on"))
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        assert CANNOT_LISTEN("127.0.0.1", port) == "Address already in use"
        db = f"sqlite:///{tmp_path / 'db.sqlite3'}"
        assert serve.run(build_parser().parse_args(["serve", "--db", db, "--port", str(port)])) == 2
    err = capsys.readouterr().err
    assert err == f"tarocchi serve: cannot listen on 127.0.0.1:{port} (Address already in use)\n"
    assert not (tmp_path / "db.sqlite3").exists()  # checked before the database is opened
    assert "nosuch.invalid" in (CANNOT_LISTEN("nosuch.invalid", 8000) or "")
    with socket.socket() as free:
        free.bind(("127.0.0.1", 0))
        port = free.getsockname()[1]
    assert CANNOT_LISTEN("127.0.0.1", port) is None


def test_a_trusted_proxy_names_the_client_for_the_per_address_limits(monkeypatch: Any, tmp_path: Path) -> None:
    """Behind a reverse proxy every player would share the proxy's address (and its 8 tables): the proxy's
    X-Forwarded-For is read when the proxy is trusted, on this machine by default, elsewhere when named."""
    seen: dict[str, Any] = {}
    import uvicorn

    monkeypatch.setattr(uvicorn, "run", lambda app, **kw: seen.update(kw))
    monkeypatch.delenv("TAROCCHI_WEB_TRUSTED_PROXIES", raising=False)
    db = f"sqlite:///{tmp_path / 'db.sqlite3'}"
    assert serve.run(build_parser().parse_args(["serve", "--db", db])) == 0
    assert seen["proxy_headers"] is True and seen["forwarded_allow_ips"] == "127.0.0.1"
    argv = ["serve", "--db", db, "--trust-proxy", "10.0.0.5", "--trust-proxy", "10.0.0.6"]
    assert serve.run(build_parser().parse_args(argv)) == 0
    assert seen["forwarded_allow_ips"] == "10.0.0.5,10.0.0.6"
    monkeypatch.setenv("TAROCCHI_WEB_TRUSTED_PROXIES", "192.168.1.2, 192.168.1.3")
    assert serve.run(build_parser().parse_args(["serve", "--db", db])) == 0
    assert seen["forwarded_allow_ips"] == "192.168.1.2,192.168.1.3"
