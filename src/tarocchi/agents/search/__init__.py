"""The ``search`` agent and its parts: the exact sampler, the per-game models, the search.

Each game's model (hidden slots, constraints, rebuild, fast playout policy) lives in a module of
this package named after the game package; the factory below finds it by game name.
"""

from __future__ import annotations

import importlib
from typing import Final

from tarocchi.agents.adapt import AdaptiveAgent
from tarocchi.agents.base import Agent
from tarocchi.agents.knobs import number, whole
from tarocchi.agents.search.agent import BIDS, DECLARATIONS, DISCARDS, ROLLOUTS, SELECTS, SearchAgent
from tarocchi.agents.search.model import SearchModel
from tarocchi.engine.game import Game
from tarocchi.engine.options import is_int
from tarocchi.errors import TarocchiError

MAX_PLAYOUTS: Final = 1_000_000_000
"""The most playouts (and samples, rollouts) a decision may be given."""
MAX_SECONDS: Final = 3600.0
"""The longest a decision may be given."""

MODELS: Final[dict[str, str]] = {
    "french-tarot": "tarocchi.agents.search.french_tarot:Model",
    "gatti": "tarocchi.agents.search.gatti:Model",
    "piedmontese": "tarocchi.agents.search.piedmontese:Model",
    "tarocchino": "tarocchi.agents.search.tarocchino:Model",
}
"""Game name -> ``module:class`` of its :class:`SearchModel`."""


def search_model(game: Game) -> SearchModel:
    """The search model of ``game``."""
    target = MODELS.get(game.name)
    if target is None:
        raise TarocchiError(f"no search model for {game.name!r}")
    module_name, _, attr = target.partition(":")
    cls: type[SearchModel] = getattr(importlib.import_module(module_name), attr)
    return cls(game)


def make_agent(
    game: str,
    game_obj: Game | None = None,
    seconds: float | None = None,
    playouts: int | None = None,
    samples: int | None = None,
    rollouts: int = 1,
    z: float = 1.0,
    rollout: str = "greedy",
    endgame: int | str = "off",
    bids: str = "heuristic",
    edge: float | None = None,
    infer: str = "off",
    crn: str = "off",
    kernel: str = "python",
    discards: str = "heuristic",
    discard_playouts: int | None = None,
    discard_rollout: str | None = None,
    declarations: str = "heuristic",
    declaration_playouts: int | None = None,
    select: str = "flat",
) -> Agent:
    """The search agent for ``game`` (default options when only the name is given).

    Budget: ``seconds`` per decision (default 1.0) or ``playouts`` per decision; ``samples`` caps
    the worlds sampled per decision; ``rollouts`` playouts per world and candidate; ``z``: how many
    standard errors a card must beat the heuristic's card by to be chosen instead (0: plain argmax).
    Knobs (:mod:`tarocchi.agents.search.agent`): ``rollout`` (``greedy``, ``random``), ``endgame``
    (``off`` or the number of cards in hand from which worlds are solved exactly), ``bids``
    (``heuristic``, ``search``); ``edge``: points the heuristic's bid model adds to its predicted
    margin for this stronger player (French Tarot); ``infer`` (``on``, ``off``): keep only worlds where
    the others' bids and declarations are the heuristic's with their sampled cards; ``crn`` (``on``,
    ``off``): the same random numbers for every option's playout of a world. ``kernel``: ``python``
    (the default) or ``compiled`` (the ``fast`` extra; ``auto``: compiled when installed) runs the
    ``random`` rollouts' card play in the compiled kernel; the ``greedy`` rollouts are the games' own
    policies and always run in Python. ``discards`` (``heuristic``, ``search``): whether a discard is
    searched among a few plans and the heuristic's; ``discard_playouts``: its own budget (playouts),
    ``discard_rollout`` its own ``rollout`` policy. ``declarations`` (``heuristic``, ``search``): whether
    every optional declaration, announcement and give is searched (a poignée, a chelem announcement,
    Gatti's bonuses, Tarocchino's declarations, a Fool/Excuse give), also beside the cards;
    ``declaration_playouts``: their own budget (playouts). ``select`` (``flat``, ``halving``): every
    option played in every sampled world, or the budget spent by sequential halving (the worse half of
    the options dropped each round, the heuristic's choice always kept).
    """
    from tarocchi.agents.heuristic import make_agent as make_heuristic
    from tarocchi.kernel import KernelError, resolve

    if seconds is None and playouts is None:
        seconds = 1.0
    seconds = None if seconds is None else number("search", "seconds", seconds, 0, MAX_SECONDS, above=True)
    for key, count in (
        ("playouts", playouts),
        ("samples", samples),
        ("rollouts", rollouts),
        ("discard_playouts", discard_playouts),
        ("declaration_playouts", declaration_playouts),
    ):
        if count is not None:
            whole("search", key, count, 1, MAX_PLAYOUTS)
    z = number("search", "z", z, 0, 1_000_000)
    if edge is not None:
        edge = number("search", "edge", edge, -1000, 1000)
    if endgame != "off" and not (is_int(endgame) and 0 <= int(endgame) <= 78):
        raise TarocchiError(f"agent 'search': endgame must be off or a number of cards from 0 to 78, not {endgame!r}")
    if str(rollout) not in ROLLOUTS:
        raise TarocchiError(f"agent 'search': rollout must be one of {', '.join(ROLLOUTS)}, not {rollout!r}")
    if str(infer) not in ("on", "off"):
        raise TarocchiError(f"agent 'search': infer must be on or off, not {infer!r}")
    if str(crn) not in ("on", "off"):
        raise TarocchiError(f"agent 'search': crn must be on or off, not {crn!r}")
    if str(bids) not in BIDS:
        raise TarocchiError(f"agent 'search': bids must be one of {', '.join(BIDS)}, not {bids!r}")
    if discard_rollout is not None and str(discard_rollout) not in ROLLOUTS:
        raise TarocchiError(
            f"agent 'search': discard_rollout must be one of {', '.join(ROLLOUTS)}, not {discard_rollout!r}"
        )
    if str(declarations) not in DECLARATIONS:
        raise TarocchiError(
            f"agent 'search': declarations must be one of {', '.join(DECLARATIONS)}, not {declarations!r}"
        )
    if str(select) not in SELECTS:
        raise TarocchiError(f"agent 'search': select must be one of {', '.join(SELECTS)}, not {select!r}")
    if str(discards) not in DISCARDS:
        raise TarocchiError(f"agent 'search': discards must be one of {', '.join(DISCARDS)}, not {discards!r}")
    try:
        kernel = resolve(kernel)
    except KernelError as exc:  # named like the other knobs' refusals
        raise KernelError(f"agent 'search': {exc}") from None
    if game_obj is None:
        # The table's options come with its observations.
        def build(g: Game) -> Agent:
            return make_agent(
                game,
                g,
                seconds,
                playouts,
                samples,
                rollouts,
                z,
                rollout,
                endgame,
                bids,
                edge,
                infer,
                crn,
                kernel,
                discards,
                discard_playouts,
                discard_rollout,
                declarations,
                declaration_playouts,
                select,
            )

        return AdaptiveAgent("search", build)
    g = game_obj
    solve_from = 0 if endgame == "off" else int(endgame)
    return SearchAgent(
        search_model(g),
        make_heuristic(game, game_obj=g) if edge is None else make_heuristic(game, game_obj=g, edge=float(edge)),
        seconds=float(seconds) if seconds is not None else None,
        playouts=int(playouts) if playouts is not None else None,
        samples=int(samples) if samples is not None else None,
        rollouts_per_sample=int(rollouts),
        z=float(z),
        rollout=str(rollout),
        endgame=solve_from,
        bids=str(bids),
        infer=str(infer) == "on",
        crn=str(crn) == "on",
        kernel=kernel,
        discards=str(discards),
        discard_playouts=int(discard_playouts) if discard_playouts is not None else None,
        discard_rollout=str(discard_rollout) if discard_rollout is not None else None,
        declarations=str(declarations),
        declaration_playouts=int(declaration_playouts) if declaration_playouts is not None else None,
        select=str(select),
    )


__all__ = ["MODELS", "SearchAgent", "SearchModel", "make_agent", "search_model"]
