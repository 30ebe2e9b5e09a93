"""``--backend ray`` on a cluster: with Ray's ``RAY_ADDRESS`` set the match joins that cluster on its CPUs (Ray refuses
``num_cpus`` there), and a cluster that cannot be reached is one line, not Ray's traceback.

A stand-in ``ray`` module plays the part of Ray (no cluster is started): it refuses ``num_cpus`` with an address as
``ray.init`` does, and runs the remote calls at once.
"""

from __future__ import annotations

import socket
import sys
from collections.abc import Callable, Iterator
from types import ModuleType
from typing import Any

import pytest

from tarocchi.cli import main
from tarocchi.errors import TarocchiError
from tarocchi.sim.runner import MatchConfig, run_deals, summarize

CONFIG = MatchConfig(game="gatti", agents=("heuristic", "random"), deals=4, options={"players": 3}, seed=5)


class _Ref:
    def __init__(self, value: Any) -> None:
        self.value = value


class _FakeRay(ModuleType):
    """What ``tarocchi.sim.ray_backend`` uses of Ray, run in this process."""

    def __init__(self, reachable: bool = True) -> None:
        super().__init__("ray")
        self.reachable = reachable
        self.inits: list[dict[str, Any]] = []
        self.running = False

    def is_initialized(self) -> bool:
        return self.running

    def init(self, **kwargs: Any) -> None:
        self.inits.append(kwargs)
        address = kwargs.get("address")
        if address and not self.reachable:
            raise ConnectionError(f"Could not find any running Ray instance at {address}.\nPlease start Ray first.")
        if address and "num_cpus" in kwargs:  # as ray.init words it on a cluster
            raise ValueError("When connecting to an existing cluster, num_cpus and num_gpus must not be provided.")
        self.running = True

    def remote(self, function: Callable[..., Any]) -> Any:
        class Remote:
            @staticmethod
            def remote(*args: Any) -> _Ref:
                return _Ref(function(*args))

        return Remote

    def wait(self, pending: list[_Ref], num_returns: int = 1) -> tuple[list[_Ref], list[_Ref]]:
        return pending[:num_returns], pending[num_returns:]

    def get(self, ref: _Ref) -> Any:
        return ref.value

    def shutdown(self) -> None:
        self.running = False


@pytest.fixture
def listening() -> Iterator[str]:
    """The ``host:port`` of a socket that takes connections (the cluster's head, as far as a connect goes)."""
    with socket.create_server(("127.0.0.1", 0)) as server:
        yield f"127.0.0.1:{server.getsockname()[1]}"


def _closed_port() -> str:
    """The ``host:port`` of a port nothing listens on (a socket bound, then closed)."""
    with socket.create_server(("127.0.0.1", 0)) as server:
        port = server.getsockname()[1]
    return f"127.0.0.1:{port}"


@pytest.fixture
def fake_ray(monkeypatch: pytest.MonkeyPatch) -> Iterator[_FakeRay]:
    ray = _FakeRay()
    monkeypatch.setitem(sys.modules, "ray", ray)
    yield ray


def test_with_ray_address_set_the_match_joins_the_cluster_on_its_cpus(
    fake_ray: _FakeRay, monkeypatch: pytest.MonkeyPatch, listening: str
) -> None:
    monkeypatch.delenv("RAY_ADDRESS", raising=False)
    list(run_deals(CONFIG, workers=3, backend="ray"))  # without it, a local Ray of the workers
    assert fake_ray.inits[0]["num_cpus"] == 3 and "address" not in fake_ray.inits[0]
    monkeypatch.setenv("RAY_ADDRESS", listening)
    report = summarize(CONFIG, run_deals(CONFIG, workers=2, backend="ray"))
    assert fake_ray.inits[1]["address"] == listening
    assert "num_cpus" not in fake_ray.inits[1]
    assert report == summarize(CONFIG, run_deals(CONFIG))


def test_an_unreachable_cluster_is_one_line_naming_it(
    fake_ray: _FakeRay, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    closed = _closed_port()
    monkeypatch.setenv("RAY_ADDRESS", closed)
    code = main(["match", "gatti", "--deals", "2", "--backend", "ray", "--no-progress"])
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 2
    assert len(err) == 1 and err[0].startswith(
        f"tarocchi match: --backend ray: cannot join the Ray cluster at {closed}: "
    )
    assert not fake_ray.inits  # refused before Ray, which would wait for it for minutes


def test_a_cluster_ray_cannot_find_is_one_line_naming_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "ray", _FakeRay(reachable=False))
    monkeypatch.setenv("RAY_ADDRESS", "auto")
    with pytest.raises(
        TarocchiError, match=r"^--backend ray: cannot join the Ray cluster at auto: Could not find[^\n]*$"
    ):
        list(run_deals(CONFIG, backend="ray"))


def test_a_cluster_that_ray_start_runs_on_this_machine_is_joined(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    ray = _FakeRay()
    started = ray.init

    def init(**kwargs: Any) -> None:  # ray.init with no address finds the cluster `ray start` runs here
        if "address" not in kwargs and "num_cpus" in kwargs:
            ray.inits.append(kwargs)
            raise ValueError("When connecting to an existing cluster, num_cpus and num_gpus must not be provided.")
        started(**kwargs)

    monkeypatch.setattr(ray, "init", init)
    monkeypatch.setitem(sys.modules, "ray", ray)
    monkeypatch.delenv("RAY_ADDRESS", raising=False)
    assert summarize(CONFIG, run_deals(CONFIG, workers=2, backend="ray")) == summarize(CONFIG, run_deals(CONFIG))
    assert [("num_cpus" in k) for k in ray.inits] == [True, False]
