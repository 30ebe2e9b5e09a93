"""``tarocchi play [GAME] [--players N] [--variant KEY=VALUE ...] [--seat S] [--level LEVEL | --bots AGENT]
[--seed N] [--dealer SEAT] [--lang en|it|fr] [--save FILE] [--resume FILE] [--ascii]``: a game against computer
players in the terminal.

With no game named, a setup screen offers the game and its options (Enter starts French Tarot for
four). ``--level`` picks the computer players' strength by name (beginner, intermediate, strong,
expert: :mod:`tarocchi.agents.levels`); ``--bots`` names an agent spec directly. The record is
written to ``--save`` or to a new file in the user's data directory, after every move and on
Ctrl-C; ``--resume FILE`` goes on with it where it was left.
"""

from __future__ import annotations

import argparse
import os
import random
import shlex
import sys
from pathlib import Path

from tarocchi.agents.levels import DEFAULT_LEVEL, level, level_keys
from tarocchi.errors import TarocchiError
from tarocchi.games import game_class, game_names


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Declare the subcommand's arguments."""
    parser.add_argument(
        "game",
        nargs="?",
        default=None,
        metavar="GAME",
        help=f"{', '.join(game_names())} (default: choose on the setup screen)",
    )
    parser.add_argument("--players", type=int, default=None, help="number of players (the game's default otherwise)")
    parser.add_argument(
        "--variant",
        "--option",
        dest="variant",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a game option of the rules specification, e.g. --variant petit_sec=optional (repeatable)",
    )
    parser.add_argument("--seat", type=int, default=0, help="your seat (default 0)")
    parser.add_argument(
        "--level",
        default=None,
        metavar="LEVEL",
        help="computer players' strength: "
        + ", ".join(level_keys())
        + f", or its Italian or French name (forte, débutant...; default {DEFAULT_LEVEL})",
    )
    parser.add_argument(
        "--bots",
        default=None,
        metavar="AGENT",
        help="computer players as an agent spec: heuristic, search:seconds=0.5, random (instead of --level)",
    )
    parser.add_argument("--seed", type=int, default=None, help="seed of the deals (random by default)")
    parser.add_argument(
        "--dealer",
        type=int,
        default=None,
        metavar="SEAT",
        help="the first dealer's seat (default: drawn by lot from the seed, as the rules draw it)",
    )
    parser.add_argument("--lang", default=None, choices=("en", "it", "fr"), help="language (default from LANG)")
    parser.add_argument("--save", default=None, metavar="FILE", help="where to write the record")
    parser.add_argument(
        "--resume",
        default=None,
        metavar="FILE",
        help="go on with a game saved by tarocchi play (Ctrl-C saves it), at the point where it was left",
    )
    parser.add_argument("--ascii", action="store_true", help="plain ASCII cards (no suit symbols)")
    parser.add_argument("--delay", type=float, default=0.3, help="seconds between computer moves (default 0.3)")


def bots_for(level_key: str | None, bots: str | None) -> str | None:
    """The computer players' agent spec: the level's (:mod:`tarocchi.agents.levels`), or ``bots`` as given."""
    if level_key is not None and bots is not None:
        raise TarocchiError("--level and --bots both name the computer players; give one")
    return level(level_key).agent if level_key is not None else bots


def run(args: argparse.Namespace) -> int:
    """Run the game; exit 0 at the end of the match, 130 when interrupted (the record is saved), 2 on bad options."""
    from tarocchi.i18n import normalize_lang, translate
    from tarocchi.tui.options import parse_variant

    lang = args.lang or normalize_lang(os.environ.get("TAROCCHI_LANG") or os.environ.get("LANG"))
    if args.resume is not None and (args.game is not None or args.variant or args.players is not None):
        print("tarocchi play: --resume takes the game and its options from the record", file=sys.stderr)
        return 2
    try:  # --variant is read against the game's option specifications, once the game is named
        specs = game_class(args.game).option_specs() if args.game is not None else None
        options = parse_variant(args.variant, specs)
    except (ValueError, TarocchiError) as exc:
        print(f"tarocchi play: {exc}", file=sys.stderr)
        return 2
    if args.players is not None:
        options["players"] = args.players
    try:
        bots = bots_for(args.level, args.bots)
    except TarocchiError as exc:
        print(f"tarocchi play: {exc}", file=sys.stderr)
        return 2
    game = args.game
    try:
        from tarocchi.tui.app import PlayConfig, TarocchiApp, make_table
    except ImportError as exc:
        print(f"tarocchi play needs the terminal interface: pip install 'tarocchi[tui]' ({exc})", file=sys.stderr)
        return 2
    config = PlayConfig(
        game=game,
        options=options,
        seat=args.seat,
        bots=bots,
        seed=args.seed,
        dealer=args.dealer,
        lang=lang,
        save=args.save,
        ascii=args.ascii or os.environ.get("TAROCCHI_ASCII") == "1",
        delay=max(args.delay, 0.0),
        resume=args.resume,
    )
    if config.seed is None:
        config.seed = random.SystemRandom().randrange(2**31)
    if game is not None or config.resume is not None:
        try:  # check the game, its options and the computer level (or the record) before the screen opens
            make_table(config)
        except TarocchiError as exc:
            print(f"tarocchi play: {exc}", file=sys.stderr)
            return 2
    target = ("--save", args.save) if args.save is not None else ("--resume", args.resume)
    if target[1] is not None:  # a resumed game is saved back into its record
        problem = unwritable(Path(target[1]))
        if problem is not None:
            print(f"tarocchi play: {target[0]} {target[1]}: cannot write the record there ({problem})", file=sys.stderr)
            return 2
    app = TarocchiApp(config)
    code: int | None
    try:
        code = app.run()
    except KeyboardInterrupt:
        code = 130
        app.save()
    finally:
        path = app.save()
    if path is None and app.save_error is not None:
        print(translate("save_failed", lang, err=app.save_error), file=sys.stderr)
    elif app.exit_note:
        print(app.exit_note)
    elif path:
        print(translate("record_saved", lang, path=path))
        if code == 130:
            print(translate("resume_hint", lang, path=shlex.quote(path)))
    return code if isinstance(code, int) else 0


def unwritable(path: Path) -> str | None:
    """Why the record cannot be written at ``path`` (its folder made if missing), or ``None`` when it can:
    checked before the game starts, so a game is never played into a file that cannot hold it."""
    if path.is_dir():
        return "it is a folder"
    above = next((folder for folder in path.parents if folder.exists()), None)
    if above is not None and not above.is_dir():
        return f"{above} is a file, not a folder"
    probe = path.with_name(path.name + ".tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with probe.open("a", encoding="utf-8"):
            pass
    except OSError as exc:
        return exc.strerror or str(exc)
    probe.unlink(missing_ok=True)
    return None
