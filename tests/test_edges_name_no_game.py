"""No edge names a game (DESIGN.md §9): the command line, the terminal, simulations, records, storage,
sessions and the words they share (i18n) ask the game (its specs, sides, controller, texts, pack, layout)
instead of testing its name; nor do the layers under the games (cards, engine, the compiled kernel), which
every game builds on: a game's card names are its own (``Game.pack``), not a table of the cards layer.

The check reads each module's syntax tree: a string in code (not a docstring or other bare
documentation string) that names a game fails, and so does an import of a game's package.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

SRC = Path(__file__).parents[1] / "src" / "tarocchi"
EDGES = ("cli", "tui", "sim", "records", "storage", "i18n", "session.py", "cards", "engine", "kernel")
GAME_NAME = re.compile(r"french[-_ ]?tarot|gatti|piedmontese|tarocchino", re.IGNORECASE)
GAME_PACKAGE = re.compile(r"^tarocchi\.games\.(french_tarot|gatti|piedmontese|tarocchino)\b")


def _edge_files() -> list[Path]:
    files: list[Path] = []
    for edge in EDGES:
        path = SRC / edge
        files += [path] if path.suffix == ".py" else sorted(path.rglob("*.py"))
    return files


def _documentation(tree: ast.AST) -> set[int]:
    """Ids of the string constants that are bare statements (docstrings, attribute docstrings)."""
    return {
        id(node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)
    }


def game_names_in(source: str) -> list[str]:
    """Where ``source`` names a game in code: ``line: text`` for each string or import that does."""
    tree = ast.parse(source)
    docs = _documentation(tree)
    found: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs:
            if GAME_NAME.search(node.value):
                found.append(f"{node.lineno}: {node.value!r}")
        elif isinstance(node, ast.Import):
            found += [f"{node.lineno}: import {a.name}" for a in node.names if GAME_PACKAGE.match(a.name)]
        elif isinstance(node, ast.ImportFrom) and node.module:
            names = [f"{node.module}.{a.name}" for a in node.names]
            found += [f"{node.lineno}: from {node.module}" for n in names[:1] if GAME_PACKAGE.match(n)]
    return found


def test_the_check_finds_a_game_name() -> None:
    assert game_names_in('if game.name == "gatti":\n    pass\n') == ["1: 'gatti'"]
    assert game_names_in('x = f"{a} for French-Tarot"\n')
    assert game_names_in("from tarocchi.games.tarocchino.combinations import find\n")
    assert game_names_in("from tarocchi.games import tarocchino\n")
    assert game_names_in("import importlib\nimportlib.import_module('tarocchi.games.piedmontese')\n")
    assert (
        game_names_in('"""Tarocchino\'s tableau (tarocchino.md 7.2)."""\nfrom tarocchi.games import create_game\n')
        == []
    )


@pytest.mark.parametrize("path", _edge_files(), ids=lambda p: str(p.relative_to(SRC)))
def test_no_edge_names_a_game(path: Path) -> None:
    assert game_names_in(path.read_text(encoding="utf-8")) == [], path
