"""The optional Ray backend of ``tarocchi match --backend ray`` (for clusters).

Ray is imported only here, when asked for; without it the command says how to install it.
Each Ray task plays a chunk of deals with its own :class:`~tarocchi.sim.runner.DealPlayer`.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from tarocchi.errors import TarocchiError
from tarocchi.sim.runner import DealOutcome, DealPlayer, MatchConfig


def _play_chunk(config: MatchConfig, indices: list[int]) -> list[DealOutcome]:
    player = DealPlayer(config)
    return [player.play(i) for i in indices]


def run_deals_ray(
    config: MatchConfig, workers: int, address: str | None = None, indices: Sequence[int] | None = None
) -> Iterator[DealOutcome]:
    """Play the match's deals (``indices``, else all) as Ray tasks (``workers`` CPUs on a local Ray, or the
    cluster at ``address``)."""
    todo = list(range(config.deals) if indices is None else indices)
    try:
        import ray
    except ImportError as exc:  # pragma: no cover - depends on the installation
        raise TarocchiError("the Ray backend needs Ray: pip install 'tarocchi[sim]' (or pip install ray)") from exc
    started = False
    if not ray.is_initialized():
        kwargs: dict[str, Any] = {"include_dashboard": False, "log_to_driver": False}
        if address:
            kwargs["address"] = address
        else:
            kwargs["num_cpus"] = max(1, workers)
        ray.init(**kwargs)
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
