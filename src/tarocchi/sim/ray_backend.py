"""The optional Ray backend of ``tarocchi match --backend ray`` (for clusters).

Ray is imported only here, when asked for; without it the command says how to install it. With Ray's own
``RAY_ADDRESS`` set (on a cluster's nodes, or by ``ray job submit``) the deals run on that cluster, on its
CPUs; otherwise a local Ray of ``--workers`` CPUs is started for the match and stopped after it (or, where
``ray start`` runs a cluster on this machine, the match joins it, as Ray's ``init`` does).
Each Ray task plays a chunk of deals with its own :class:`~tarocchi.sim.runner.DealPlayer`.
"""

from __future__ import annotations

import os
import socket
from collections.abc import Iterator, Sequence
from typing import Any, Final

from tarocchi.errors import TarocchiError
from tarocchi.sim.runner import DealOutcome, DealPlayer, MatchConfig

REACH_SECONDS: Final = 10.0
"""How long a cluster's address may take to accept a connection before it is called unreachable."""


def _play_chunk(config: MatchConfig, indices: list[int]) -> list[DealOutcome]:
    player = DealPlayer(config)
    return [player.play(i) for i in indices]


def cluster_address(address: str | None = None) -> str | None:
    """The Ray cluster to join: ``address``, else Ray's own ``RAY_ADDRESS`` (set on a cluster's nodes and by
    ``ray job submit``), else ``None`` for a local Ray started for the match."""
    return address or os.environ.get("RAY_ADDRESS") or None


def _host_and_port(cluster: str) -> tuple[str, int] | None:
    """The ``host:port`` of a cluster address (``ray://`` and the like stripped), or ``None`` for one such as
    ``auto`` that Ray looks up itself."""
    host, colon, port = cluster.split("://", 1)[-1].rpartition(":")
    if not colon or not host or not port.isdigit():
        return None
    return host.strip("[]"), int(port)


def _check_reachable(cluster: str) -> None:
    """Refuse, in one line, a cluster whose address takes no connection: Ray's ``init`` would wait for it for
    many minutes."""
    target = _host_and_port(cluster)
    if target is None:
        return
    try:
        socket.create_connection(target, timeout=REACH_SECONDS).close()
    except OSError as exc:
        reason = exc.strerror or type(exc).__name__
        raise TarocchiError(f"--backend ray: cannot join the Ray cluster at {cluster}: {reason}") from None


def _start_ray(ray: Any, workers: int, address: str | None) -> None:
    """Join the cluster (whose CPUs are its own: Ray refuses ``num_cpus`` there) or start a local Ray of
    ``workers`` CPUs; where ``ray start`` already runs a cluster on this machine, Ray's ``init`` joins it, so the
    match does too. A cluster that cannot be reached is one line naming it, not Ray's traceback."""
    kwargs: dict[str, Any] = {"include_dashboard": False, "log_to_driver": False}
    cluster = cluster_address(address)
    if cluster:
        _check_reachable(cluster)
        kwargs["address"] = cluster
    else:
        kwargs["num_cpus"] = max(1, workers)
    try:
        try:
            ray.init(**kwargs)
        except ValueError as exc:
            if cluster or "existing cluster" not in str(exc):
                raise
            del kwargs["num_cpus"]  # ray.init found the cluster `ray start` runs here: join it on its CPUs
            ray.init(**kwargs)
    except (ConnectionError, ValueError, RuntimeError) as exc:
        what = f"join the Ray cluster at {cluster}" if cluster else "start a local Ray"
        first = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
        raise TarocchiError(f"--backend ray: cannot {what}: {first}") from None


def run_deals_ray(
    config: MatchConfig, workers: int, address: str | None = None, indices: Sequence[int] | None = None
) -> Iterator[DealOutcome]:
    """Play the match's deals (``indices``, else all) as Ray tasks (``workers`` CPUs on a local Ray, or the
    cluster at ``address``, else at ``RAY_ADDRESS``: :func:`cluster_address`)."""
    todo = list(range(config.deals) if indices is None else indices)
    try:
        import ray
    except ImportError as exc:  # pragma: no cover - depends on the installation
        raise TarocchiError("the Ray backend needs Ray: pip install 'tarocchi[sim]' (or pip install ray)") from exc
    started = False
    if not ray.is_initialized():
        _start_ray(ray, workers, address)
        started = True
    try:
        remote = ray.remote(_play_chunk)
        chunk = max(1, min(8, len(todo) // max(1, 4 * workers)))
        pending = [remote.remote(config, todo[start : start + chunk]) for start in range(0, len(todo), chunk)]
        while pending:
            done, pending = ray.wait(pending, num_returns=1)
            for ref in done:
                yield from ray.get(ref)
    finally:
        if started:
            ray.shutdown()
