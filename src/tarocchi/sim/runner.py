"""Matches between agents over many deals, with duplicate rotation and statistics (DESIGN.md §7).

Seat ``s`` gets agent ``s mod k`` (``k`` agents), so partners opposite each other at 0 and 2 are the
same agent. In duplicate mode every deal is played once per rotation ``r = 0..k-1`` of that
assignment (seat ``s`` gets agent ``(s + r) mod k``): each agent holds every hand, and the luck of
the cards cancels out of the paired difference. With ``same_dice`` the luck of the agents' own random
numbers cancels too: in every play of a deal a seat draws the same numbers at the same point of the
hand, so two agents that would decide alike there do (:func:`play_hand`).

An agent's score in one play of a deal is the mean of the scores of the seats it holds; its score
for a deal is the mean over the rotations played. The report gives each agent's mean score per deal
with a 95% confidence interval, the paired difference between the first two agents, win rates and,
where a hand's result names a taker and a contract (``detail.taker``, ``detail.contract``), each
agent's contracts taken and made.

Agents only ever receive their seat's observation, the legal actions and a seeded ``Random``.
"""

from __future__ import annotations

import random
import signal
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from tarocchi.agents import make_agent
from tarocchi.agents.base import Agent, optional_action
from tarocchi.engine.actions import Action, is_declare_nothing
from tarocchi.engine.game import CardChoice, Game, HandResult, HandState
from tarocchi.engine.observation import Observation
from tarocchi.games import create_game
from tarocchi.records.model import HandRecord, MatchRecord
from tarocchi.session import first_dealers
from tarocchi.sim.stats import mean_ci95


@dataclass(frozen=True)
class MatchConfig:
    """What to play: the game and its options, the agents by name, how many deals, how."""

    game: str
    agents: tuple[str, ...]
    deals: int
    options: dict[str, Any] = field(default_factory=dict)
    duplicate: bool = False
    seed: int = 0
    keep_records: bool = False
    same_dice: bool = False
    """Duplicate only: every play of a deal draws a decision's random numbers from the seat and the point of
    the hand (:func:`play_hand`'s ``per_decision``), not from a stream of the play's own."""


@dataclass
class Play:
    """One play of one deal under one rotation."""

    rotation: int
    agent_scores: list[float]
    takers: list[tuple[int, str, bool]]
    record: dict[str, Any] | None = None


@dataclass
class DealOutcome:
    """Every play of one deal (one per rotation in duplicate mode, else one)."""

    index: int
    plays: list[Play]

    def agent_score(self, agent: int) -> float:
        """The agent's score for this deal: mean over the plays."""
        return sum(p.agent_scores[agent] for p in self.plays) / len(self.plays)


def seat_agent(seat: int, rotation: int, k: int) -> int:
    """The agent (index) sitting at ``seat`` under ``rotation``: ``(seat + rotation) mod k``."""
    return (seat + rotation) % k


def deal_seed(seed: int, index: int) -> int:
    """The shuffle seed of deal ``index`` of a match seeded ``seed`` (stable across runs)."""
    return random.Random(f"tarocchi-match/{seed}/{index}").getrandbits(64)


def _taker_facts(result: HandResult) -> tuple[int, str, bool] | None:
    detail = result.detail
    taker = detail.get("taker")
    contract = detail.get("contract")
    if not isinstance(taker, int) or contract is None:
        return None
    made = detail.get("made")
    if not isinstance(made, bool):
        made = result.scores[taker] > 0
    return taker, str(contract), made


def _legal_for(state: HandState, seat: int, observation: Observation) -> tuple[list[Action], list[CardChoice]]:
    """The seat's legal actions as its observation lists them (never an action the game withholds from the
    seat because its legality would tell it something hidden: :meth:`HandState.check_live`)."""
    legal = list(observation.legal)
    choices = [c for c in state.card_choices() if c.seat == seat]
    return legal, choices


def play_hand(
    game: Game,
    agents: Sequence[Agent],
    dealer: int,
    seed: int,
    rng_key: str,
    keep_record: bool = False,
    names: Sequence[str] | None = None,
    per_decision: bool = False,
) -> tuple[HandResult, dict[str, Any] | None]:
    """Play one hand of ``game`` dealt from ``seed``; ``agents[s]`` decides for seat ``s`` and for the
    dummies the hand gives it (:meth:`HandState.controller`).

    Each seat gets its own ``Random`` seeded from ``rng_key``, or with ``per_decision`` a fresh one for
    every decision, seeded from ``rng_key``, the seat and the number of actions played so far: two plays
    of a deal with the same ``rng_key`` then give the same random numbers to a seat at the same point of
    the hand, whichever agent holds it (common random numbers: agents that decide alike play alike, and
    a duplicate match's paired difference keeps what their difference makes, not their dice). Every
    action goes through the checking :meth:`apply`, so an agent's illegal action raises. Optional
    windows (a declaration or a give that another seat than ``to_act`` may make) are offered, in turn
    order after ``to_act``, through :func:`~tarocchi.agents.base.optional_action` just before ``to_act``'s card
    closes them.
    """
    deal = game.deal(dealer, seed)
    state = game.new_hand(dealer, deal)
    n = game.num_seats
    rngs = [random.Random(f"{rng_key}/{s}") for s in range(n)]

    def rng_of(seat: int) -> random.Random:
        return random.Random(f"{rng_key}/{seat}/{len(state.history)}") if per_decision else rngs[seat]

    declined: set[tuple[int, int]] = set()
    while not state.is_over:
        seat = state.to_act
        assert seat is not None
        observation = state.observation(seat)
        legal, choices = _legal_for(state, seat, observation)
        action = agents[state.controller(seat)].act(observation, legal, rng_of(seat), choices)
        if action.verb == "play":
            waiting = {a.seat for a in state.legal_actions()} | {c.seat for c in state.card_choices()}
            taken = None
            for k in range(1, n):
                other = (seat + k) % n
                if other not in waiting or (other, len(state.history)) in declined:
                    continue
                other_obs = state.observation(other)
                other_legal, other_choices = _legal_for(state, other, other_obs)
                if not other_legal and not other_choices:
                    continue
                taken = optional_action(
                    agents[state.controller(other)], other_obs, other_legal, rng_of(other), other_choices
                )
                if taken is not None:
                    break
                declined.add((other, len(state.history)))
            if taken is not None:
                state.apply(taken)
                continue
        state.apply(action)
    record = None
    if keep_record:
        match = MatchRecord(game.name, game.options_json(), list(names) if names else None)
        actions = [a for a in state.history if not is_declare_nothing(a)]  # live passes are not recorded
        match.hands.append(HandRecord(dealer, deal=deal, actions=actions))
        record = match.to_json()
    return state.result(), record


def live_seats(game: Game) -> list[int]:
    """The seats played by an agent of their own (dummies are played by their controller)."""
    return game.live_seats()


class DealPlayer:
    """Plays deals of one match; built once per worker process."""

    def __init__(self, config: MatchConfig) -> None:
        self.config = config
        self.game = create_game(config.game, config.options)
        self.agents: list[Agent] = [make_agent(name, self.game) for name in config.agents]
        self.dealers = first_dealers(self.game)
        self.live = self.game.live_seats()
        self.controller = [self.game.controller(s) for s in range(self.game.num_seats)]

    def seat_agents(self, rotation: int) -> list[int]:
        """Agent index per seat under ``rotation``; a dummy gets its controller's agent."""
        k = len(self.agents)
        return [seat_agent(self.live.index(self.controller[s]), rotation, k) for s in range(self.game.num_seats)]

    def play(self, index: int) -> DealOutcome:
        """Play deal ``index`` once, or once per rotation in duplicate mode."""
        config, game = self.config, self.game
        k = len(self.agents)
        seed = deal_seed(config.seed, index)
        dealer = self.dealers[index % len(self.dealers)]
        rotations = range(k) if config.duplicate else [0]
        plays = []
        for rotation in rotations:
            seat_agents = self.seat_agents(rotation)
            result, record = play_hand(
                game,
                [self.agents[a] for a in seat_agents],
                dealer,
                seed,
                f"tarocchi-match/{config.seed}/{index}" + ("" if config.same_dice else f"/{rotation}"),
                keep_record=config.keep_records,
                names=[config.agents[a] for a in seat_agents],
                per_decision=config.same_dice,
            )
            scores = []
            for a in range(k):
                held = [float(result.scores[s]) for s in self.live if seat_agents[s] == a]
                scores.append(sum(held) / len(held) if held else 0.0)
            takers = []
            facts = _taker_facts(result)
            if facts is not None:
                taker, contract, made = facts
                takers.append((seat_agents[taker], contract, made))
            plays.append(Play(rotation, scores, takers, record))
        return DealOutcome(index, plays)


_WORKER: DealPlayer | None = None


def _init_worker(config: MatchConfig) -> None:
    """A pool worker's start: Ctrl-C is the parent's to handle (it stops the pool and exits 130), so a worker
    ignores SIGINT rather than printing its own ``KeyboardInterrupt`` traceback."""
    global _WORKER
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _WORKER = DealPlayer(config)


def _play_in_worker(index: int) -> DealOutcome:
    assert _WORKER is not None
    return _WORKER.play(index)


def run_deals(
    config: MatchConfig, workers: int = 1, backend: str = "multiprocessing", indices: Sequence[int] | None = None
) -> Iterator[DealOutcome]:
    """Play the match's deals (``indices``, else every deal ``0..deals-1``), yielding outcomes as they finish
    (in any order). A deal's outcome depends on its index alone, not on which deals were played before (an
    agent with a time budget, ``search:seconds=S``, decides by the clock and is not reproducible at all)."""
    if indices is None:
        indices = range(config.deals)
    if not indices:
        return
    if backend == "ray":
        from tarocchi.sim.ray_backend import run_deals_ray

        yield from run_deals_ray(config, workers, indices=indices)
        return
    if workers <= 1:
        player = DealPlayer(config)
        for index in indices:
            yield player.play(index)
        return
    import multiprocessing

    with multiprocessing.get_context().Pool(workers, initializer=_init_worker, initargs=(config,)) as pool:
        yield from pool.imap_unordered(_play_in_worker, indices, chunksize=1)


def agent_labels(names: Sequence[str]) -> list[str]:
    """A key per agent for the report's ``takers`` (DESIGN.md §7): its name, or ``name#i`` (its place in the
    list, from 1) when the name is given more than once, so two agents of one name keep their own counts."""
    return [name if names.count(name) == 1 else f"{name}#{i + 1}" for i, name in enumerate(names)]


def summarize(config: MatchConfig, outcomes: Iterable[DealOutcome], players: int | None = None) -> dict[str, Any]:
    """The report of DESIGN.md §7 (``tarocchi match --json``) from the deals' outcomes."""
    ordered = sorted(outcomes, key=lambda o: o.index)
    k = len(config.agents)
    game = create_game(config.game, config.options)
    n = game.num_seats
    report: dict[str, Any] = {
        "game": config.game,
        "players": players if players is not None else game.options_json().get("players", n),
        "deals": len(ordered),
        "duplicate": config.duplicate,
    }
    if config.same_dice:
        report["same_dice"] = True
    variant = {key: value for key, value in config.options.items() if key != "players"}
    if variant:
        report["options"] = variant
    report["seed"] = config.seed
    all_plays = [p for o in ordered for p in o.plays]
    agents = []
    for a, name in enumerate(config.agents):
        mean, ci = mean_ci95([o.agent_score(a) for o in ordered])
        wins = sum(1 for p in all_plays if all(p.agent_scores[a] > p.agent_scores[b] for b in range(k) if b != a))
        entry: dict[str, Any] = {
            "name": name,
            "seats": [s for i, s in enumerate(live_seats(game)) if i % k == a],
            "mean": round(mean, 3),
            "ci95": [round(ci[0], 3), round(ci[1], 3)],
        }
        if k > 1:
            entry["win_rate"] = round(wins / len(all_plays), 4) if all_plays else 0.0
        agents.append(entry)
    report["agents"] = agents
    if k >= 2:
        diffs = [o.agent_score(0) - o.agent_score(1) for o in ordered]
        mean, ci = mean_ci95(diffs)
        report["diff"] = {
            "a": config.agents[0],
            "b": config.agents[1],
            "mean": round(mean, 3),
            "ci95": [round(ci[0], 3), round(ci[1], 3)],
        }
    takers: dict[str, dict[str, Any]] = {}
    labels = agent_labels(config.agents)
    if game.has_takers:  # DESIGN.md §7: every agent, one that never took too
        takers = {label: {"taken": 0, "made": 0, "by_contract": {}} for label in labels}
    for p in all_plays:
        for agent, contract, made in p.takers:
            entry = takers.setdefault(labels[agent], {"taken": 0, "made": 0, "by_contract": {}})
            entry["taken"] += 1
            entry["made"] += int(made)
            by = entry["by_contract"].setdefault(contract, {"taken": 0, "made": 0})
            by["taken"] += 1
            by["made"] += int(made)
    if takers:
        report["takers"] = takers
    return report


ProgressCallback = Callable[[DealOutcome], None]
