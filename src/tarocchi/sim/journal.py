"""A match journal: every finished deal's outcome on a line of its own, so a long match survives its end.

``tarocchi match ... --journal FILE`` appends one JSON line per deal as it finishes, after a first line
that names the match (game, options, agents, duplicate, seed, and ``same_dice`` when it is on). Run
again with the same match and ``FILE``, it plays only the deals the file does not hold yet, and the
report covers every deal of ``range(deals)``: a match stopped at any moment (a killed process, the end
of a session) goes on where it stopped, ``--deals`` may grow, and the report is the one an unbroken run
gives, since each deal is played from its own seeds (:func:`~tarocchi.sim.runner.deal_seed`, the
``Random`` of :func:`~tarocchi.sim.runner.play_hand`), whatever ran before it (for agents with a fixed
budget: one that decides by the clock, ``search:seconds=S``, differs from run to run anyway).

A journal of another match is refused, naming what differs, and so is a journal another run is writing
(a lock held while the match runs). A last line cut short (the process killed while writing it) is
dropped and its deal played again; any other line that is not a deal's outcome is refused with its line
number. Records (``--records``) are not journalled.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, Final, TextIO

from tarocchi.errors import TarocchiError
from tarocchi.sim.runner import DealOutcome, MatchConfig, Play

FORMAT: Final = "tarocchi-match-journal/1"
"""The first line's ``format``."""

IDENTITY: Final = ("game", "options", "agents", "duplicate", "seed", "same_dice")
"""What makes two runs the same match (the number of deals may differ)."""
UNSAID: Final[dict[str, Any]] = {"same_dice": False}
"""What a header that lacks the key means (a header says ``same_dice`` only when it is on)."""


class JournalError(TarocchiError):
    """A journal that cannot go on this match: another match's, or a line that is not an outcome."""


def header(config: MatchConfig) -> dict[str, Any]:
    """The journal's first line for ``config``."""
    return {
        "format": FORMAT,
        "game": config.game,
        "options": config.options,
        "agents": list(config.agents),
        "duplicate": config.duplicate,
        "seed": config.seed,
    } | ({"same_dice": True} if config.same_dice else {})


def header_line(config: MatchConfig) -> bytes:
    """The journal's first line for ``config`` as :class:`Journal` writes it (without its newline)."""
    return json.dumps(header(config), separators=(",", ":")).encode()


def _cut_header(data: bytes, config: MatchConfig) -> bool:
    """Whether ``data`` (a first line without its newline) is ``config``'s header cut short, as this version
    writes it (:func:`header_line`) or as versions before compact lines did (``json.dumps``' spaced
    separators): a journal of an earlier run killed while writing its header starts again, not refused."""
    spaced = json.dumps(header(config)).encode()
    return header_line(config).startswith(data) or spaced.startswith(data)


def outcome_json(outcome: DealOutcome) -> dict[str, Any]:
    """A deal's outcome as a journal line (the plays' scores and takers; never a record)."""
    return {
        "deal": outcome.index,
        "plays": [
            {"rotation": p.rotation, "scores": p.agent_scores, "takers": [list(t) for t in p.takers]}
            for p in outcome.plays
        ],
    }


def outcome_from_json(data: Any, agents: int) -> DealOutcome:
    """The outcome a journal line holds; ``ValueError`` (naming the field) for anything else."""
    if not isinstance(data, dict) or set(data) != {"deal", "plays"}:
        raise ValueError("expected an object with 'deal' and 'plays'")
    index = data["deal"]
    if not isinstance(index, int) or isinstance(index, bool) or index < 0:
        raise ValueError(f"'deal' must be a deal number, not {index!r}")
    plays = data["plays"]
    if not isinstance(plays, list) or not plays:
        raise ValueError("'plays' must be a non-empty list")
    out = []
    for play in plays:
        if not isinstance(play, dict) or set(play) != {"rotation", "scores", "takers"}:
            raise ValueError("each play must be an object with 'rotation', 'scores' and 'takers'")
        rotation, scores, takers = play["rotation"], play["scores"], play["takers"]
        if not isinstance(rotation, int) or isinstance(rotation, bool) or not 0 <= rotation < agents:
            raise ValueError(f"'rotation' must be 0 to {agents - 1}, not {rotation!r}")
        if (
            not isinstance(scores, list)
            or len(scores) != agents
            or not all(isinstance(x, int | float) and not isinstance(x, bool) for x in scores)
        ):
            raise ValueError(f"'scores' must be {agents} numbers, one per agent")
        if not isinstance(takers, list) or not all(
            isinstance(t, list)
            and len(t) == 3
            and isinstance(t[0], int)
            and 0 <= t[0] < agents
            and isinstance(t[1], str)
            and isinstance(t[2], bool)
            for t in takers
        ):
            raise ValueError("'takers' must be [agent, contract, made] triples")
        out.append(Play(rotation, [float(x) for x in scores], [(t[0], t[1], t[2]) for t in takers]))
    return DealOutcome(index, out)


def _differences(found: dict[str, Any], wanted: dict[str, Any]) -> list[str]:
    found, wanted = UNSAID | found, UNSAID | wanted
    return [
        f"{key} {found.get(key)!r} (this match: {wanted.get(key)!r})"
        for key in IDENTITY
        if found.get(key) != wanted.get(key)
    ]


def read(path: Path, config: MatchConfig) -> dict[int, DealOutcome]:
    """The outcomes ``path`` holds for ``config``'s match, by deal (none when the file is absent or empty).

    Raises :class:`JournalError` for another match's journal or a line that is not an outcome; a last
    line cut short is left out (its deal is played again)."""
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return {}
    except OSError as exc:
        raise JournalError(f"journal {path}: cannot read it ({exc.strerror})") from exc
    return parse(data, path, config)


def parse(data: bytes, path: Path, config: MatchConfig) -> dict[int, DealOutcome]:
    """The outcomes a journal's bytes hold for ``config``'s match (:func:`read`; ``path`` names it in errors)."""
    # the piece after the last newline is empty, or a line being written when the process stopped
    lines = data.split(b"\n")[:-1]
    if not lines:
        if data and not _cut_header(data, config):  # not this match's header cut short: keep it
            raise JournalError(f"journal {path}, line 1: not a match journal (no {FORMAT} header; left as it is)")
        return {}
    wanted = json.loads(json.dumps(header(config)))  # as the file holds it (tuples as lists)
    try:
        first = json.loads(lines[0])
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise JournalError(f"journal {path}, line 1: not a match journal ({_reason(exc)})") from exc
    if not isinstance(first, dict) or first.get("format") != FORMAT:
        raise JournalError(f"journal {path}, line 1: not a {FORMAT} header")
    differs = _differences(first, wanted)
    if differs:
        raise JournalError(f"journal {path} is another match's: " + "; ".join(differs))
    outcomes: dict[int, DealOutcome] = {}
    for number, line in enumerate(lines[1:], start=2):
        try:
            outcome = outcome_from_json(json.loads(line), len(config.agents))
        except (json.JSONDecodeError, UnicodeDecodeError, ValueError) as exc:
            raise JournalError(f"journal {path}, line {number}: not a deal's outcome ({_reason(exc)})") from exc
        if outcome.index in outcomes:
            raise JournalError(f"journal {path}, line {number}: deal {outcome.index} is there twice")
        outcomes[outcome.index] = outcome
    return outcomes


def _reason(exc: ValueError) -> str:
    if isinstance(exc, json.JSONDecodeError):
        return exc.msg
    if isinstance(exc, UnicodeDecodeError):
        return f"byte {exc.start + 1} is not UTF-8"
    return str(exc)


class Journal:
    """An open journal: :meth:`append` writes a deal's outcome and flushes it to the disk."""

    def __init__(self, path: Path, config: MatchConfig) -> None:
        """Open ``path`` (made when absent) for ``config``'s match and hold it alone; :attr:`kept` is what it
        holds already (:func:`read`). Raises :class:`JournalError` for another match's journal, a line that is
        not an outcome, a journal another run is writing, or a file that cannot be written; a last line cut
        short is dropped, and a new journal gets its header."""
        self.path = path
        try:
            self._file: TextIO = path.open("a", encoding="utf-8")
        except OSError as exc:
            raise JournalError(f"journal {path}: cannot write it ({exc.strerror})") from exc
        try:
            self._lock()
            data = path.read_bytes()
            self.kept: dict[int, DealOutcome] = parse(data, path, config)
            if data and not data.endswith(b"\n"):  # cut short: keep the whole lines only
                with path.open("r+b") as f:
                    f.truncate(data.rfind(b"\n") + 1)
            if path.stat().st_size == 0:
                self._write(header(config))
        except OSError as exc:
            self._file.close()
            raise JournalError(f"journal {path}: cannot write it ({exc.strerror})") from exc
        except JournalError:
            self._file.close()
            raise

    def _lock(self) -> None:
        """Hold the file alone while the match runs: a second run of the same match with the same journal
        (started by mistake) is refused rather than playing and writing the same deals again."""
        try:
            import fcntl
        except ImportError:  # pragma: no cover - not POSIX: no lock
            return
        try:
            fcntl.flock(self._file.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            raise JournalError(f"journal {self.path} is being written by another run of this match") from None

    def _write(self, data: dict[str, Any]) -> None:
        self._file.write(json.dumps(data, separators=(",", ":")) + "\n")
        self._file.flush()
        os.fsync(self._file.fileno())

    def append(self, outcome: DealOutcome) -> None:
        """Add one deal's outcome."""
        try:
            self._write(outcome_json(outcome))
        except OSError as exc:
            raise JournalError(f"journal {self.path}: cannot write it ({exc.strerror})") from exc

    def close(self) -> None:
        """Close the file."""
        self._file.close()

    def __enter__(self) -> Journal:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
