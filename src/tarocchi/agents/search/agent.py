"""The ``search`` agent: determinized information-set search (Perfect Information Monte Carlo).

For a card to play, it samples worlds consistent with everything the seat has observed (the
sampler is exact: own cards, cards played, voids revealed, cards seen, the sizes of every hidden
hand and pile), rebuilds each world as a full hand from the observation alone, and scores every
legal card by playouts to the end of the hand on the engine's trusted path, with the game's fast
playout policy. Each sampled world is shared by all candidates (common random numbers), so the
comparison between cards is paired. The card with the best mean score is played.

Other decisions (bids, calls, discards, declarations) go to the game's ``heuristic`` agent, as do
forced moves. Budget: ``seconds`` per decision (default 1.0) or ``playouts`` (a fixed number of
playouts, reproducible under a seed); ``samples`` caps the number of worlds.

``kernel`` chooses how a playout's card play runs (:meth:`SearchAgent.play_out`, the one place): ``python``
(the default), the game model's own playout policy; ``compiled``, uniformly random cards in the compiled
kernel of :mod:`tarocchi.kernel` (the ``fast`` extra), replayed and scored by the game's own step.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence

from tarocchi.agents.base import Agent
from tarocchi.agents.search.model import SearchModel
from tarocchi.engine.actions import Action
from tarocchi.engine.game import CardChoice, HandState
from tarocchi.engine.observation import Observation
from tarocchi.engine.rng import SplitMix64


class SearchAgent:
    """Determinized Monte Carlo search over the cards to play; a fallback agent for the rest."""

    name = "search"

    def __init__(
        self,
        model: SearchModel,
        fallback: Agent,
        *,
        seconds: float | None = 1.0,
        playouts: int | None = None,
        samples: int | None = None,
        rollouts_per_sample: int = 1,
        z: float = 1.0,
        kernel: str = "python",
    ) -> None:
        self.model = model
        self.kernel = kernel
        self.fallback = fallback
        self.seconds = seconds if playouts is None else None
        self.playouts = playouts
        self.samples = samples
        self.rollouts_per_sample = max(1, rollouts_per_sample)
        self.z = z
        self.stats = {"decisions": 0, "playouts": 0, "worlds": 0, "seconds": 0.0}

    def act(
        self,
        observation: Observation,
        legal: Sequence[Action],
        rng: random.Random,
        choices: Sequence[CardChoice] = (),
    ) -> Action:
        """Search the card to play; delegate every other decision."""
        plays = [a for a in legal if a.verb == "play"]
        if len(plays) < 2:
            return self.fallback.act(observation, legal, rng, choices)
        # The fallback's choice: taken when it is not a card (a poignée, an announcement, a give),
        # else the anchor the search must beat.
        action = self.fallback.act(observation, legal, random.Random(rng.random()), choices)
        if action.verb != "play":
            return action
        return self.search(observation, plays, rng, anchor=action)

    def search(
        self, obs: Observation, plays: Sequence[Action], rng: random.Random, anchor: Action | None = None
    ) -> Action:
        """The card with the best mean playout value over sampled worlds.

        Cards the model finds equivalent (adjacent pips with no live card between) are searched once.
        With an ``anchor`` (the heuristic's card), another card is chosen only when its paired
        advantage over the anchor, world by world, exceeds ``z`` standard errors.
        """
        start = time.perf_counter()
        candidates = list(self.model.candidates(obs, plays))
        if anchor is not None and anchor not in candidates:
            candidates.append(anchor)
        deadline = start + self.seconds if self.seconds is not None else None
        seat = obs.seat
        model = self.model
        totals = [0.0] * len(candidates)
        per_world: list[list[float]] = [[] for _ in candidates]
        runs = 0
        worlds = 0
        while True:
            world = model.determinize(obs, rng).state
            worlds += 1
            for _ in range(self.rollouts_per_sample):
                for i, action in enumerate(candidates):
                    state = world.playout()
                    state.apply_trusted(action)
                    value = model.value(self.play_out(state, rng), seat)
                    totals[i] += value
                    per_world[i].append(value)
                runs += len(candidates)
            if self.samples is not None and worlds >= self.samples:
                break
            if self.playouts is not None:
                if runs >= self.playouts:
                    break
            elif deadline is not None and time.perf_counter() >= deadline:
                break
        best = max(range(len(candidates)), key=lambda i: totals[i])
        if anchor is not None:
            a = candidates.index(anchor)
            if best != a and not _significant(per_world[best], per_world[a], self.z):
                best = a
        self.stats["decisions"] += 1
        self.stats["playouts"] += runs
        self.stats["worlds"] += worlds
        self.stats["seconds"] += time.perf_counter() - start
        return candidates[best]

    def play_out(self, state: HandState, rng: random.Random) -> HandState:
        """Play a candidate's world to its end: the one place the search runs a playout.

        ``python``: the model's playout policy (each game's greedy policy); ``compiled``: uniformly random
        card play in the compiled kernel on a SplitMix64 stream drawn from ``rng``, other decisions by the
        game's ``random_action`` (:func:`tarocchi.kernel.random_rollout`)."""
        if self.kernel == "python":
            return self.model.playout(state, rng)
        from tarocchi import kernel

        return kernel.random_rollout(self.model.game, state, SplitMix64(rng.getrandbits(64)), self.kernel)


def _significant(better: Sequence[float], base: Sequence[float], z: float) -> bool:
    """Whether the paired mean of ``better - base`` exceeds ``z`` standard errors (and zero)."""
    n = len(better)
    diffs = [b - a for b, a in zip(better, base, strict=True)]
    mean = sum(diffs) / n
    if mean <= 0:
        return False
    if n < 2:
        return z <= 0
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean > z * math.sqrt(var / n)
