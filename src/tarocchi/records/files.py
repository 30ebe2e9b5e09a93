"""Writing a record to a file whole or not at all (DESIGN.md §5: a record is the game's only memory).

The terminal's saved match and ``tarocchi match --records`` write through :func:`write_json`: the text goes to
a temporary file beside the target, is flushed to the disk, then renamed over the target in one step. A Ctrl-C,
a full disk or a power cut leaves the previous file or the new one, never half of one, and no temporary file.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any


def write_json(path: Path, data: Any) -> None:
    """Write ``data`` as indented JSON (ASCII with escapes, one final newline) to ``path``, atomically.

    Raises :class:`OSError` (the system's reason) when it cannot be written; the target is then untouched and
    the temporary file removed. The new file gets the permissions the process's umask gives a new file.
    """
    text = (json.dumps(data, indent=1) + "\n").encode("utf-8")
    part = path.with_name(f".{path.name}.{os.getpid()}.part")
    try:
        fd = os.open(part, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o666)
        try:
            view = memoryview(text)
            while view:
                view = view[os.write(fd, view) :]
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(part, path)
    except BaseException:
        part.unlink(missing_ok=True)
        raise


__all__ = ["write_json"]
