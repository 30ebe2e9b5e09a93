"""The ``tarocchi`` command line (DESIGN.md §1). Each subcommand lives in its own module."""

from __future__ import annotations

import argparse
import errno
import importlib
import os
import sys
from collections.abc import Sequence
from typing import Final

SUBCOMMANDS: Final[dict[str, tuple[str, str]]] = {
    "play": ("tarocchi.cli.play", "play a game in the terminal against computer players"),
    "replay": ("tarocchi.cli.replay", "check game records move by move and print the scores"),
    "bench": ("tarocchi.cli.bench", "measure random full hands per second for each game"),
    "match": ("tarocchi.cli.match", "play agents against each other over many deals, with statistics"),
    "serve": ("tarocchi.cli.serve", "run the web app"),
    "analyze": ("tarocchi.cli.analyze", "review a game record: each option's value, the losses, the biggest mistakes"),
}
"""Subcommand -> (module with ``add_arguments(parser)`` and ``run(args) -> int``, help text)."""

ALIASES: Final[dict[str, tuple[str, ...]]] = {"match": ("simulate",)}
"""Other names a subcommand answers to (DESIGN.md §1: ``tarocchi simulate`` / ``tarocchi match``)."""


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with every subcommand."""
    parser = argparse.ArgumentParser(prog="tarocchi", description="The traditional tarot card games.")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name, (module_name, help_text) in SUBCOMMANDS.items():
        aliases = ALIASES.get(name, ())
        sub = subparsers.add_parser(name, aliases=list(aliases), help=help_text, description=help_text)
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError as exc:
            if exc.name and exc.name.startswith("tarocchi."):
                for key in (name, *aliases):  # not built in this installation
                    subparsers._name_parser_map.pop(key, None)
                continue
            raise
        module.add_arguments(sub)
        sub.set_defaults(_run=module.run)
    return parser


OUTPUT_ERRORS: Final = frozenset({errno.ENOSPC, errno.EDQUOT, errno.EFBIG, errno.EIO})
"""What a failed write to the command's output says (a full disk or quota, a file too large, a lost device): the
errors said as "cannot write its output"."""


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``tarocchi`` command."""
    args_list = list(sys.argv[1:] if argv is None else argv)
    if not args_list:
        args_list = ["play"]
    command: str | None = None
    try:  # (Ctrl-C while the commands' modules load is a quiet 130 too, not a traceback)
        parser = build_parser()
        args = parser.parse_args(args_list)
        run = getattr(args, "_run", None)
        if run is None:
            parser.print_help()
            return 2
        command = args.command
        code: int = run(args)
        sys.stdout.flush()
    except KeyboardInterrupt:
        if command is not None:  # a command stopped part-way says so (its output, if any, is not complete)
            print(f"tarocchi {command}: stopped (Ctrl-C)", file=sys.stderr)
        return 130
    except BrokenPipeError:
        # The reader went away (``tarocchi match ... | head``): stop quietly, as Unix tools do.
        _drop_stdout()
        return 141
    except OSError as exc:
        if exc.filename is not None or command is None or exc.errno not in OUTPUT_ERRORS:
            raise  # a file a command opens is its own to word, and any other failure is not its output's
        # ``tarocchi replay --csv ... > /mnt/full/sheet.csv``: the output could not be written (a full disk, a lost
        # network share). One line, not a traceback, and not a second one when Python flushes stdout at exit.
        _drop_stdout()
        print(f"tarocchi {command}: cannot write its output ({exc.strerror or exc})", file=sys.stderr)
        return 2
    return code


def _drop_stdout() -> None:
    """Point stdout at the null device: what it still holds is not written again at exit."""
    try:
        fileno = sys.stdout.fileno()
    except (OSError, ValueError):  # not a file (a test's capture): nothing is flushed to a file at exit
        return
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, fileno)
