"""A record is written whole or not at all, by the terminal's save and ``match --records`` alike (records/files.py)."""

from __future__ import annotations

import errno
import json
import os
from pathlib import Path
from typing import Any

import pytest

from tarocchi.cli.match import write_record
from tarocchi.errors import TarocchiError
from tarocchi.games import create_game
from tarocchi.records.files import write_json
from tarocchi.tui.controller import Table


def _table(path: Path) -> Table:
    return Table(create_game("french-tarot", {}), bots="random", seed=3, save_path=path)


def _fail_replace(monkeypatch: pytest.MonkeyPatch, error: BaseException) -> None:
    def refuse(*args: Any, **kwargs: Any) -> None:
        raise error

    monkeypatch.setattr(os, "replace", refuse)


def test_write_json_writes_the_indented_text_and_no_temporary_file(tmp_path: Path) -> None:
    path = tmp_path / "r.json"
    data = {"format": "x", "names": ["Zoë", "Ann"], "n": [1, 2]}
    write_json(path, data)
    assert path.read_text(encoding="utf-8") == json.dumps(data, indent=1) + "\n"
    assert json.loads(path.read_text(encoding="utf-8")) == data
    assert os.listdir(tmp_path) == ["r.json"]


def test_write_json_gives_the_umask_permissions(tmp_path: Path) -> None:
    old = os.umask(0o022)
    try:
        write_json(tmp_path / "r.json", {})
    finally:
        os.umask(old)
    assert (tmp_path / "r.json").stat().st_mode & 0o777 == 0o644


def test_write_json_reaches_the_disk_before_the_rename(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    order: list[str] = []
    real_fsync, real_replace = os.fsync, os.replace
    monkeypatch.setattr(os, "fsync", lambda fd: (order.append("fsync"), real_fsync(fd))[1])
    monkeypatch.setattr(os, "replace", lambda a, b: (order.append("replace"), real_replace(a, b))[1])
    write_json(tmp_path / "r.json", {"a": 1})
    assert order == ["fsync", "replace"]


@pytest.mark.parametrize("error", [OSError(errno.ENOSPC, "No space left on device"), KeyboardInterrupt()])
def test_a_failed_save_keeps_the_previous_record_and_leaves_no_temporary_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, error: BaseException
) -> None:
    path = tmp_path / "match.json"
    table = _table(path)
    table.save()
    before = path.read_bytes()
    _fail_replace(monkeypatch, error)
    with pytest.raises(type(error)):
        table.save()
    assert path.read_bytes() == before
    assert os.listdir(tmp_path) == ["match.json"]


def test_a_record_that_cannot_be_written_is_one_error_naming_it_and_leaves_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _fail_replace(monkeypatch, OSError(errno.ENOSPC, "No space left on device"))
    with pytest.raises(TarocchiError, match=r"cannot write deal-000001-r0\.json \(No space left on device\)"):
        write_record(tmp_path, "deal-000001-r0.json", {"a": 1})
    assert os.listdir(tmp_path) == []
