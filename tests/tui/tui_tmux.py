"""Drives ``tarocchi play`` in a real terminal (tmux), reading the screen and the autosaved record.

The player's decisions are worked out from the record the program writes after every move, replayed
through the engine (``tarocchi.records.replay_text``): what the seat may do, and which card is
illegal (to check that the screen refuses it with the engine's reason).
"""

from __future__ import annotations

import json
import os
import random
import re
import shlex
import shutil
import subprocess
import sys
import time
import uuid
from pathlib import Path
from typing import Any

import pytest

from tarocchi.cards import cards_of
from tarocchi.cards.names import shortest_input
from tarocchi.engine.game import HandState
from tarocchi.records import replay_text
from tarocchi.tui.controller import controlled_seats

TMUX = shutil.which("tmux")


def require_tmux() -> str:
    """tmux's path; skip when absent, unless TAROCCHI_REQUIRE_ALL is set (CI), where it fails."""
    if TMUX is None:
        if os.environ.get("TAROCCHI_REQUIRE_ALL"):
            pytest.fail("tmux is required when TAROCCHI_REQUIRE_ALL is set")
        pytest.skip("tmux is not installed")
    return TMUX


class TermSession:
    """One ``tarocchi play`` in a detached tmux session of its own server (own socket)."""

    def __init__(self, args: list[str], tmp: Path, *, width: int = 80, height: int = 24) -> None:
        self.tmux = require_tmux()
        self.socket = str(tmp / f"tmux-{uuid.uuid4().hex[:6]}.sock")  # a private server, gone with tmp
        self.name = "play"
        self.tmp = tmp
        env = {
            "TAROCCHI_DATA_DIR": str(tmp / "data"),
            "TERM": "xterm-256color",
            "LANG": "C.UTF-8",
            "LC_ALL": "C.UTF-8",
            "PYTHONPATH": os.pathsep.join(p for p in sys.path if p),
        }
        exports = " ".join(f"{k}={shlex.quote(v)}" for k, v in env.items())
        cmd = f"env {exports} {shlex.quote(sys.executable)} -m tarocchi " + " ".join(shlex.quote(a) for a in args)
        cmd += f"; echo EXIT=$? >> {shlex.quote(str(tmp / 'exit.txt'))}"
        self._tmux("new-session", "-d", "-s", self.name, "-x", str(width), "-y", str(height), cmd)
        self._tmux("set-option", "-t", self.name, "remain-on-exit", "on")

    def _tmux(self, *args: str) -> str:
        out = subprocess.run([self.tmux, "-S", self.socket, *args], capture_output=True, text=True, timeout=30)
        return out.stdout

    def screen(self) -> str:
        return self._tmux("capture-pane", "-p", "-t", self.name)

    def send(self, *keys: str) -> None:
        self._tmux("send-keys", "-t", self.name, *keys)

    def type(self, text: str) -> None:
        self._tmux("send-keys", "-t", self.name, "-l", text)
        self._tmux("send-keys", "-t", self.name, "Enter")

    def resize(self, width: int, height: int) -> None:
        self._tmux("resize-window", "-t", self.name, "-x", str(width), "-y", str(height))

    def wait_for(self, pattern: str, timeout: float = 60.0) -> str:
        """The screen once ``pattern`` is on it. The bound is generous: a fresh Python starting Textual on a
        loaded CI machine (2 cores, another test beside it) can take many times its usual second or two."""
        deadline = time.monotonic() + timeout
        text = ""
        while time.monotonic() < deadline:
            text = self.screen()
            if re.search(pattern, text):
                return text
            time.sleep(0.1)
        raise AssertionError(f"{pattern!r} never appeared; screen:\n{text}")

    def exit_code(self, timeout: float = 60.0) -> int:
        path = self.tmp / "exit.txt"
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if path.exists() and "EXIT=" in path.read_text():
                return int(path.read_text().split("EXIT=")[-1].strip())
            time.sleep(0.1)
        raise AssertionError("the program did not exit; screen:\n" + self.screen())

    def close(self) -> None:
        subprocess.run([self.tmux, "-S", self.socket, "kill-server"], capture_output=True, timeout=30)


def load_state(record: Path) -> tuple[Any, HandState | None]:
    """The replay of the autosaved record and the state of its last hand (``None`` if unreadable)."""
    try:
        text = record.read_text(encoding="utf-8")
        replay = replay_text(text)
    except (OSError, ValueError, json.JSONDecodeError):
        return None, None
    except Exception:  # a record caught half-written: try again later
        return None, None
    if not replay.hands:
        return replay, None
    return replay, replay.hands[-1].state


def scores_on_screen(text: str) -> list[int]:
    """The numbers of the end-of-hand ``Scores:`` line, in side order."""
    line = next((ln for ln in text.splitlines() if "Scores:" in ln), "")
    body = line.split("Scores:", 1)[1] if "Scores:" in line else ""
    return [int(x) for x in re.findall(r":\s*(-?\d+)", body)]


def _menu_size(text: str) -> int:
    """How many numbered options the prompt shows (``1) pass  2) Petite ...``)."""
    lines = text.splitlines()
    start = next((i for i, ln in enumerate(lines) if "type a number" in ln), None)
    if start is None:
        return 0
    numbers = []
    for ln in lines[start + 1 :]:
        if ln.strip().startswith(">"):
            break
        numbers += [int(n) for n in re.findall(r"(?:^|\s)(\d+)\) ", ln)]
    return max(numbers, default=0)


def drive_one_hand(
    term: TermSession,
    record: Path,
    rng: random.Random,
    *,
    seat: int = 0,
    timeout: float = 240.0,
    lang: str = "en",
    stop_after: int | None = None,
    try_illegal: bool = True,
    positional: str | None = None,
) -> dict[str, Any]:
    """Play the first hand to its end through the keyboard; try one illegal card; return what was seen.

    Menus (bids, calls, declarations) are read from the screen; cards to play and to discard from the
    autosaved record replayed through the engine. With ``positional``, each choice is drawn from a stream
    seeded by it and the position (the record's length), not from ``rng``: the same position gets the same
    choice whatever was drawn before, in this session or another (a game left and resumed).
    """
    seen: dict[str, Any] = {"refused": None, "end_screen": None}
    deadline = time.monotonic() + timeout
    acted_on = ""
    while time.monotonic() < deadline:
        text = term.screen()
        if "End of hand" in text:
            seen["end_screen"] = text
            return seen
        if text == acted_on or not _input_empty(text):
            # act only on a screen that has taken in the last keys (its typing line is empty again)
            time.sleep(0.05)
            continue
        if stop_after is not None and ("type a number" in text or "play a card" in text or "chosen" in text):
            done, _ = load_state(record)
            if done is not None and done.hands and len(done.hands[-1].record.actions) >= stop_after:
                return seen  # the human is due, with the record saved: the place to leave the game
        if "type a number" in text:
            n = _menu_size(text)
            if n:
                if positional is not None:
                    game_replay, at = load_state(record)
                    if at is None or at.is_over or at.to_act not in controlled_seats(game_replay.game, seat, at):
                        time.sleep(0.05)  # the record is not at this decision yet
                        continue
                    rng = random.Random(f"{positional}/{len(at.history)}")
                # by ↑↓ Enter: a number may also read as a trump held (and is then refused as ambiguous); the
                # menu's cursor starts on the last entry, 'let it pass', in a window out of turn
                k = rng.randrange(n)
                start = n - 1 if re.search(rf"{n}\) (let the engine choose|no, play on)", text) else 0
                term.send(*(["Down"] * ((k - start) % n)), "Enter")
                acted_on = text
            continue
        if "type the card to give" in text and "play a card" not in text:
            term.send("Enter")  # the exchange card the engine would give (the prompt names it)
            acted_on = text
            continue
        wants_card = "play a card" in text
        wants_choice = "chosen" in text
        if not (wants_card or wants_choice):
            time.sleep(0.05)
            continue
        replay, state = load_state(record)
        if state is None or state.is_over:
            time.sleep(0.05)
            continue

        if positional is not None:
            rng = random.Random(f"{positional}/{len(state.history)}")
        mine = controlled_seats(replay.game, seat, state)
        if wants_card:
            _pass_declaration_turns(state)
        legal = [a for a in state.legal_actions() if a.seat in mine]
        plays = [a for a in legal if a.verb == "play"]
        choices = [c for c in state.card_choices() if c.seat in mine]
        if wants_choice and choices:
            choice = choices[0]
            extra = rng.sample(cards_of(choice.pool & ~choice.required), choice.size - choice.required.bit_count())
            term.type(" ".join(typed(replay.game, c, lang) for c in extra))
            acted_on = text
            continue
        if not (wants_card and plays):
            time.sleep(0.05)
            continue
        player = plays[0].seat
        held = state.observation(seat).hand if player == seat else _dummy_hand(state, seat, player)
        shown = re.search(r"(?:hand|mano|main) \((\d+)\)", text)
        if shown is not None and int(shown.group(1)) != held.bit_count():
            time.sleep(0.05)  # the record and the screen are not at the same card yet: never draw on a stale state
            continue
        if try_illegal and seen["refused"] is None:
            legal_cards = {a.card for a in plays}
            bad = [c for c in cards_of(held) if c not in legal_cards]
            if bad:
                count = len(state.history)
                term.type(typed(replay.game, bad[0], lang))
                screen = term.wait_for(r"Refused")
                seen["refused"] = next(ln for ln in screen.splitlines() if "Refused" in ln).strip()
                _, again = load_state(record)
                assert again is not None and len(again.history) <= count, "an illegal card was applied"
                acted_on = ""  # the refusal leaves the same decision open: act again on this screen
                continue
        term.type(typed(replay.game, rng.choice(plays).card, lang))
        acted_on = text
    raise AssertionError("the hand did not end in time; screen:\n" + term.screen())


def typed(game: Any, card: int, lang: str = "en") -> str:
    """What a player of ``game`` types for ``card`` in ``lang`` (``rco``, ``kcu``, ``21``): his own words."""
    return shortest_input(card, game.pack, lang, game.deck)


def _input_empty(text: str) -> bool:
    return any(line.strip() == "> _" for line in text.splitlines())


def _pass_declaration_turns(state: HandState) -> None:
    """Records leave out the live table's declaration passes (``declare_nothing``): when the screen
    already asks for a card, put them back so the replayed state is the live one."""
    for _ in range(16):
        legal = state.legal_actions()
        if any(a.verb == "play" for a in legal):
            return
        passes = [a for a in legal if a.verb == "declare" and a.cards == 0]
        if not passes:
            return
        state.apply(passes[0])


def _dummy_hand(state: HandState, seat: int, dummy: int) -> int:
    obs = state.observation(seat)
    for key, cards in list(obs.private_cards.items()) + list(obs.public_cards.items()):
        if key in (f"dummy:{dummy}", f"hand:{dummy}"):
            return cards
    return 0


__all__ = ["TMUX", "TermSession", "drive_one_hand", "load_state", "require_tmux", "scores_on_screen"]
