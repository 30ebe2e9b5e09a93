"""The real ``tarocchi serve`` in a subprocess, for the fault and attack tests: start, kill, restart."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import httpx

SRC = str(Path(__file__).resolve().parents[2] / "src")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class PortTaken(RuntimeError):
    """The server could not listen on its port: something else took it."""


class Server:
    """``python -m tarocchi.cli serve`` on 127.0.0.1 and a free port, on the database ``db``."""

    def __init__(self, db: str, tmp: Path, *, env: dict[str, str] | None = None, bot_delay: float = 0.0) -> None:
        self.db = db
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.origin = {"origin": self.base}
        self.log = tmp / f"server-{self.port}.log"
        self.env = {
            **os.environ,
            "PYTHONPATH": os.pathsep.join([SRC, os.environ.get("PYTHONPATH", "")]),
            "PYTHONUNBUFFERED": "1",
            **(env or {}),
        }
        self.bot_delay = bot_delay
        self.proc: subprocess.Popen[bytes] | None = None

    def start(self) -> Server:
        """Start the server and wait until it answers. A first start whose port was taken meanwhile (another
        process got it between :func:`free_port` and the server's bind, under xdist) tries a new port; a
        restart keeps its port, which the pages and sockets of the test reconnect to."""
        first = self.proc is None
        for _ in range(3):
            try:
                return self._start()
            except PortTaken:
                if not first:
                    raise
                self.port = free_port()
                self.base = f"http://127.0.0.1:{self.port}"
                self.origin = {"origin": self.base}
        return self._start()

    def _start(self) -> Server:
        args = ["--port", str(self.port), "--db", self.db, "--bot-delay", str(self.bot_delay)]
        with self.log.open("ab") as log:
            self.proc = subprocess.Popen(
                [sys.executable, "-m", "tarocchi.cli", "serve", *args], env=self.env, stdout=log, stderr=log
            )
        deadline = time.monotonic() + 120  # a start with its migrations, on a loaded CI machine
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                said = self.log.read_text()[-2000:]
                if f"cannot listen on 127.0.0.1:{self.port}" in said:
                    raise PortTaken(said)
                raise RuntimeError(f"the server exited with {self.proc.returncode}: {said}")
            try:
                if httpx.get(self.base + "/api/me", timeout=1).status_code == 200:
                    return self
            except httpx.HTTPError:
                time.sleep(0.05)
        raise RuntimeError(f"the server did not answer within 120 s: {self.log.read_text()[-2000:]}")

    def stop(self, sig: int = signal.SIGTERM) -> int:
        """Send ``sig`` and wait for the process to end; returns its exit code."""
        assert self.proc is not None
        self.proc.send_signal(sig)
        try:
            return self.proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            return self.proc.wait(timeout=10)

    def restart(self, sig: int) -> None:
        self.stop(sig)
        self.start()

    def pid(self) -> int:
        assert self.proc is not None
        return self.proc.pid

    def peak_kb(self) -> int:
        """The server process's peak resident memory (VmHWM), in kB."""
        for line in Path(f"/proc/{self.pid()}/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
        raise RuntimeError("no VmHWM")

    def rss_kb(self) -> int:
        for line in Path(f"/proc/{self.pid()}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
        raise RuntimeError("no VmRSS")

    def client(self, **kw: Any) -> httpx.Client:
        """An HTTP client that behaves as the app's own page (its Origin)."""
        return httpx.Client(base_url=self.base, headers=self.origin, timeout=30, **kw)

    def close(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.stop(signal.SIGKILL)
