"""``tarocchi serve [--host 127.0.0.1] [--port 8000] [--db URL]``: the web app (DESIGN.md §1, §8)."""

from __future__ import annotations

import argparse
import os


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Declare the subcommand's arguments."""
    parser.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    parser.add_argument("--port", type=int, default=8000, help="port (default 8000)")
    parser.add_argument(
        "--db",
        default=os.environ.get("TAROCCHI_DB"),
        help="SQLAlchemy database URL (default: SQLite in the user's data directory; "
        "e.g. postgresql+psycopg://user@host/db)",
    )
    parser.add_argument(
        "--bot-delay",
        type=float,
        default=1.0,
        metavar="SECONDS",
        help="seconds a computer player waits before acting (default 1.0; 0 for none)",
    )
    parser.add_argument(
        "--allow-origin",
        action="append",
        default=[],
        metavar="ORIGIN",
        help="extra WebSocket origin to accept (e.g. https://cards.example.org); repeatable",
    )
    parser.add_argument("--secure-cookies", action="store_true", help="mark cookies Secure (behind HTTPS)")


def run(args: argparse.Namespace) -> int:
    """Run the server until interrupted."""
    try:
        import uvicorn

        from tarocchi.web.app import WebConfig, create_app
    except ModuleNotFoundError as exc:
        print(f"tarocchi serve needs the web extra: pip install 'tarocchi[web]' ({exc.name} is missing)")
        return 2
    config = WebConfig(
        db_url=args.db,
        bot_delay=max(0.0, args.bot_delay),
        allowed_origins=tuple(args.allow_origin),
        secure_cookies=args.secure_cookies,
        expose_stats=bool(os.environ.get("TAROCCHI_WEB_STATS")),
    )
    app = create_app(config)
    print(f"tarocchi: http://{args.host}:{args.port}/  (database: {app.state.storage.url})", flush=True)
    uvicorn.run(app, host=args.host, port=args.port, log_level="warning", ws_max_size=65536)
    return 0
