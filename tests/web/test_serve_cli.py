"""``tarocchi serve``: its arguments and that it builds the app on the given database."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from tarocchi.cli import build_parser, serve


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
