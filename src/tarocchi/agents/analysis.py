"""Review of a played hand: what the search finds each option of a seat's decisions worth.

:func:`analyze_hand` walks a hand's history; at every decision of the reviewed seats that had a
choice among listed actions (a card to play, a bid, a call, a declaration listed as actions), it
asks the search agent (:meth:`~tarocchi.agents.search.agent.SearchAgent.evaluate`) for the value of
every option from that seat's observation alone (what it knew then, not the other hands), over the
same sampled worlds for all options, solved exactly when few cards remain (or, where the seat knows where
every card is, within :data:`KNOWN_ENDGAME` cards left in the hands). The loss of the choice
made is the best option's value minus the chosen one's (0 when the choice was the best); the
hand's biggest mistakes are its decisions of the largest loss. Values are the seat's expected
score for the hand (the game's score, :meth:`~tarocchi.engine.game.HandState.result`).

A discard (a set-valued choice) is valued among the search's plans
(:mod:`tarocchi.agents.search.discards`), the heuristic's discard and the one made, each world played
out by the heuristic. A declaration, announcement or give made (or a declaration round's pass) is valued
among the search's candidates (:mod:`tarocchi.agents.search.declarations`), the heuristic's choice
and the one made, on the same worlds with the same random numbers; one made beside the cards (a
poignée or a chelem announcement before the first card, a Fool/Excuse give between tricks) is followed
in each world by the card its seat played next, and "nothing now" is that card alone. Optional windows
a seat let pass without a word (a declaration it could have made at another's turn) are not reviewed.
"""

from __future__ import annotations

import itertools
import math
import random
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from tarocchi.agents.search import make_agent as make_search
from tarocchi.agents.search.agent import SearchAgent
from tarocchi.cards import SUIT_MASK_OF
from tarocchi.engine.actions import Action, action_to_record, is_declare_nothing
from tarocchi.engine.game import CardChoice, Deal, Game, HandState
from tarocchi.engine.observation import Observation
from tarocchi.errors import TarocchiError

DEFAULT_SAMPLES = 40
"""Worlds sampled per reviewed decision."""
DEFAULT_ENDGAME = 3
"""With this many cards or fewer in hand, each world is solved exactly."""
KNOWN_ENDGAME = 14
"""A card decision whose seat knows where every card is (one possible deal: a game of full information for it,
as the 2-player Piedmontese dealer's whole play) is solved exactly once every hand together holds no more than
this many cards (7 tricks of 2 players, 3 and a half of 4 hands); past the solver's node budget (20,000 per card)
it is played out as before. Measured on the 2-player Piedmontese play of five seeded hands (2 shared cores): at 7
cards a seat a solve needed at most 12,300 nodes per card and under 2 s a decision; at 8 up to 56,000 nodes (past
the budget in one hand of the five), at 9 up to 71,000 and 8 s, at 10 past 150,000 nodes (40 s and more) in two of
them: from the first card (30 a seat) it is out of reach."""
DISCARD_SAMPLES = 24
"""At most this many worlds value a discard (each option's playout is the heuristic's whole hand)."""
DECLARING = ("declare", "announce", "give")
"""The verbs reviewed as optional decisions beside the cards or in a round (with a declaration round's
pass): :data:`~tarocchi.agents.search.declarations.SIDE_VERBS`."""
MISTAKE = 1.0
"""A decision whose loss is at least this many score points is a mistake."""
EVIDENCE = 2
"""The fewest worlds that make a loss evidence of a mistake: one world gives no standard error (a loss over a
single deal may be that deal's luck), so below this no decision is called a mistake (``--samples 1``)."""


class AnalysisTimeout(TarocchiError):
    """A review ran past the deadline it was given (:func:`analyze_hand`'s ``deadline``)."""


@dataclass(frozen=True, slots=True)
class Option:
    """One option of a decision and the value the search finds for it."""

    action: Action
    value: float
    error: float = 0.0
    """The standard error of the option's paired difference from the best one (0 for the best)."""


@dataclass(frozen=True, slots=True)
class Decision:
    """One reviewed decision: who chose what, among which options, and what it cost."""

    index: int
    """The position of the action in the hand's history."""
    seat: int
    phase: str
    chosen: Action
    options: tuple[Option, ...]
    """Best first."""
    worlds: int
    """The values each option's value is the mean over (:data:`EVIDENCE`: fewer give no error estimate)."""
    distinct: int | None = None
    """When the seat could be in no more distinct worlds (deals of the cards it could not see) than the
    samples asked, their number: every one was valued, each weighing the same, none drawn twice
    (:meth:`~tarocchi.agents.search.agent.SearchAgent.evaluate_all`); ``None`` when the worlds were sampled."""
    exact: bool = False
    """Every world valued and each value deterministic (solved, or the heuristic's playout): the figures are
    exact, with no standard error to give (not a zero one)."""

    @property
    def best(self) -> Option:
        """The option the search values most."""
        return self.options[0]

    @property
    def chosen_option(self) -> Option:
        """The option that was played."""
        return next(o for o in self.options if o.action == self.chosen)

    @property
    def loss(self) -> float:
        """The best option's value less the chosen one's (never negative)."""
        return max(0.0, self.best.value - self.chosen_option.value)

    @property
    def is_mistake(self) -> bool:
        """A loss of at least :data:`MISTAKE` points and of more than two standard errors, over at least
        :data:`EVIDENCE` worlds (a mistake needs evidence: one world has no standard error); an
        :attr:`exact` loss of at least :data:`MISTAKE` points is one whatever the number of worlds."""
        if self.exact:
            return self.loss >= MISTAKE
        return self.worlds >= EVIDENCE and self.loss >= MISTAKE and self.loss > 2.0 * self.chosen_option.error

    def _error(self, option: Option) -> float:
        """An option's standard error as the JSON gives it: 0 for :attr:`exact` figures (always a number)."""
        return 0.0 if self.exact else round(option.error, 2)

    def to_json(self) -> dict[str, Any]:
        """The decision as the ``decisions`` entries of ``tarocchi analyze --json`` (README)."""
        return {
            "index": self.index,
            "seat": self.seat,
            "phase": self.phase,
            "chosen": action_to_record(self.chosen),
            "best": action_to_record(self.best.action),
            "loss": round(self.loss, 2),
            "error": self._error(self.chosen_option),
            "mistake": self.is_mistake,
            "worlds": self.worlds,
            "distinct_worlds": self.distinct,
            "exact": self.exact,
            "options": [
                {
                    "action": action_to_record(o.action),
                    "text": o.action.describe(),
                    "value": round(o.value, 2),
                    "error": self._error(o),
                }
                for o in self.options
            ],
        }


@dataclass(frozen=True, slots=True)
class HandReview:
    """The reviewed decisions of one hand, in play order."""

    hand: int
    decisions: tuple[Decision, ...]
    forced: int = 0
    """The actions of the reviewed seats that were not reviewed: their only legal choice (a last card, a
    card the follow leaves alone), or a declaration with nothing to weigh it against (no card of its seat
    follows it in the record)."""

    @property
    def nothing_to_review(self) -> bool:
        """No decision of the reviewed seats had a choice to value (every one was forced, or none was made):
        not the same as "no mistakes found", which says the choices were valued and none lost."""
        return not self.decisions

    def mistakes(self, count: int = 5) -> list[Decision]:
        """The mistakes (:attr:`Decision.is_mistake`), the largest loss first, at most ``count``."""
        big = [d for d in self.decisions if d.is_mistake]
        return sorted(big, key=lambda d: (-d.loss, d.index))[:count]

    def to_json(self) -> dict[str, Any]:
        """The hand as the ``hands`` entries of ``tarocchi analyze --json`` (README)."""
        return {
            "hand": self.hand,
            "decisions": [d.to_json() for d in self.decisions],
            "mistakes": [d.index for d in self.mistakes()],
            "total_loss": round(sum(d.loss for d in self.decisions), 2),
            "nothing_to_review": self.nothing_to_review,
        }


def reviewer(game: Game, samples: int = DEFAULT_SAMPLES, endgame: int = DEFAULT_ENDGAME) -> SearchAgent:
    """The search agent that values the options: ``samples`` worlds per decision, exact at the end,
    the decisions that are not cards in its playouts made by the heuristic (``bids=search``)."""
    agent = make_search(game.name, game, samples=samples, playouts=10**9, endgame=endgame, bids="search")
    if not isinstance(agent, SearchAgent):
        raise TarocchiError(f"no search agent for {game.name}")
    return agent


def _choices(state: HandState, seat: int) -> list[Action]:
    observation = state.observation(seat)
    listed = list(observation.legal) if observation.legal else [a for a in state.legal_actions() if a.seat == seat]
    return [a for a in listed if a.seat == seat]


def _mean(values: Sequence[float]) -> float:
    return sum(values) / len(values)


def _paired_error(best: Sequence[float], other: Sequence[float]) -> float:
    """The standard error of the mean of ``best - other`` world by world."""
    n = len(best)
    if n < 2 or best is other:
        return 0.0
    diffs = [b - o for b, o in zip(best, other, strict=True)]
    mean = sum(diffs) / n
    return math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1) / n)


def _representatives(
    agent: SearchAgent, obs: Observation, options: Sequence[Action], searched: Sequence[Action]
) -> dict[Action, int]:
    """Option -> index in ``searched`` of the option searched for it (itself, or the card of its
    run of equivalent cards that was kept: same kind and value, no live card between)."""
    out: dict[Action, int] = {}
    index = {a: i for i, a in enumerate(searched)}
    rules = agent.model.game.trick_rules
    strength = rules.strength
    for option in options:
        if option in index:
            out[option] = index[option]
            continue
        kind = rules.trumps if (rules.trumps >> option.card) & 1 else SUIT_MASK_OF[option.card] & ~rules.trumps
        below = [
            a
            for a in searched
            if a.verb == "play" and (kind >> a.card) & 1 and strength[a.card] < strength[option.card]
        ]
        kept = max(below, key=lambda a: strength[a.card])
        out[option] = index[kept]
    return out


@dataclass(frozen=True, slots=True)
class _Valued:
    """The options' values world by world, and how the worlds were had (:class:`Decision`'s fields)."""

    per_world: Sequence[Sequence[float]]
    distinct: int | None = None
    exact: bool = False


def _evaluate(
    agent: SearchAgent,
    obs: Observation,
    options: Sequence[Action],
    rng: random.Random,
    *,
    solve: bool,
    follow: Action | None = None,
    paired: bool = False,
    known: int = 0,
) -> _Valued:
    """The options valued over every distinct world the seat may be in when they are no more than the
    samples (none valued twice in vain: a 2-player hand whose only hidden hand is the opponent's has one;
    a card decision in a single world solved exactly within ``known`` cards left in the hands), else over the
    sampled worlds (:meth:`~tarocchi.agents.search.agent.SearchAgent.evaluate`)."""
    every = agent.evaluate_all(obs, options, rng, solve=solve, follow=follow, paired=paired, known=known)
    if every is not None:
        return _Valued(every.per_world, every.distinct, every.exact)
    return _Valued(agent.evaluate(obs, options, rng, solve=solve, follow=follow, paired=paired))


def _ranked(
    index: int,
    state: HandState,
    action: Action,
    options: Sequence[Action],
    valued: _Valued,
    rows: Sequence[int],
) -> Decision:
    """The decision ``action`` (at ``index``, in ``state``) among ``options``, option ``k`` valued by
    the row ``rows[k]`` of ``per_world`` (one value per world): the best row is the highest total,
    each option's error paired against it world by world, the options ranked best first.

    A choice worth as much as the best (an equivalent card, or one no world tells apart) is the best:
    its row is the one the others are paired against and it comes first among its equals, so a review
    never names another option "best" for a choice that lost nothing."""
    per_world = valued.per_world
    means = [_mean(per_world[row]) for row in rows]
    top = max(means)
    tied = [k for k, mean in enumerate(means) if mean == top]
    best = rows[next((k for k in tied if options[k] == action), tied[0])]
    found = [
        Option(option, mean, _paired_error(per_world[best], per_world[row]))
        for option, row, mean in zip(options, rows, means, strict=True)
    ]
    ranked = sorted(found, key=lambda o: (-o.value, o.action != action))
    worlds = len(per_world[best])
    return Decision(index, action.seat, state.phase, action, tuple(ranked), worlds, valued.distinct, valued.exact)


def _discard_decision(
    agent: SearchAgent, state: HandState, index: int, action: Action, rng: random.Random
) -> Decision | None:
    """A discard valued among the search's plans, the heuristic's and the one made, over the same
    worlds (at most :data:`DISCARD_SAMPLES`), each played out by the heuristic (greedy playouts
    misjudge a discard)."""
    choice = next((c for c in state.card_choices() if c.seat == action.seat and c.verb == "discard"), None)
    if choice is None:
        return None
    obs = state.observation(action.seat)
    options = agent.discard_options(obs, choice)
    if not options:
        return None
    for extra in (agent.fallback.act(obs, [], random.Random(rng.random()), [choice]), action):
        if extra not in options:
            options.append(extra)
    saved = agent.samples
    agent.samples = min(saved or DISCARD_SAMPLES, DISCARD_SAMPLES)
    try:
        with agent.discard_budget("heuristic"):
            valued = _evaluate(agent, obs, options, rng, solve=False)
    finally:
        agent.samples = saved
    return _ranked(index, state, action, options, valued, range(len(options)))


def _named(action: Action, listed: Sequence[Action], choices: Sequence[CardChoice]) -> Action:
    """A record's declaration without its optional ``as`` named as the game names it, whatever cards it
    holds, so a review never sets an unnamed set beside a named one: the listed declaration (or candidate)
    of the same cards, else the name of the seat's card choice that allows those cards (a poignée of any
    trumps of the right count: the name is the game's :attr:`~tarocchi.engine.game.CardChoice.value`).
    Left as it is when no name, or more than one, fits."""
    if action.verb != "declare" or action.value is not None or not action.cards:
        return action
    same = (action.seat, "declare", action.cards)
    named = next((o for o in listed if (o.seat, o.verb, o.cards) == same and o.value is not None), None)
    if named is not None:
        return named
    names = {
        c.value for c in choices if (c.seat, c.verb) == same[:2] and c.value is not None and c.allows(action.cards)
    }
    if len(names) != 1:
        return action
    return Action(action.seat, "declare", cards=action.cards, value=names.pop())


def _declaration_decision(
    agent: SearchAgent, state: HandState, index: int, actions: Sequence[Action], rng: random.Random
) -> Decision | None:
    """A declaration, announcement, give or declaration round's pass (``actions[index]``) valued among the
    search's candidates, the heuristic's choice and the one made, paired within each world (they often
    differ by a declaration's points alone); beside the cards, followed by the seat's next card."""
    action = actions[index]
    seat = action.seat
    obs = state.observation(seat)
    legal = _choices(state, seat)
    sides = [a for a in legal if a.verb != "play"]
    plays = [a for a in legal if a.verb == "play"]
    choices = [c for c in state.card_choices() if c.seat == seat]
    anchor = agent.fallback.act(obs, legal, random.Random(rng.random()), choices)
    follow = None
    options = agent.side_options(sides, choices, anchor)
    if plays:  # beside the cards: "nothing" is the card played next, which follows every declaration
        follow = next((a for a in actions[index + 1 :] if a.seat == seat and a.verb == "play"), None)
        if follow is None or follow not in plays:
            return None
        options.insert(0, follow)
    action = _named(action, [*options, *sides], choices)
    for extra in (anchor, action):
        if extra not in options and extra.verb != "play":
            options.append(extra)
    if len(options) < 2 or action not in options:
        return None
    valued = _evaluate(agent, obs, options, rng, solve=False, follow=follow, paired=True)
    return _ranked(index, state, action, options, valued, range(len(options)))


def _at_turn(state: HandState, action: Action) -> HandState:
    """Where ``action``'s seat decides: ``state``, or a copy after the passes a record may leave implied
    before it (a declaration round's earlier seats: :meth:`~HandState.ids_for`)."""
    if state.to_act == action.seat:
        return state
    try:
        ids = state.ids_for(action)
    except (TarocchiError, ValueError):
        return state
    nothing = state.game.action_layout.nothing_id
    passes = list(itertools.takewhile(lambda i: i == nothing, ids[:-1]))
    if not passes:
        return state
    probe = state.copy()
    for action_id in passes:
        probe.apply_id(action_id)
    return probe


def analyze_hand(
    game: Game,
    dealer: int,
    deal: Deal,
    actions: Sequence[Action],
    *,
    seats: Iterable[int] | None = None,
    previous: HandState | None = None,
    hand: int = 0,
    samples: int = DEFAULT_SAMPLES,
    endgame: int = DEFAULT_ENDGAME,
    seed: int = 0,
    deadline: float | None = None,
) -> HandReview:
    """Review the decisions of ``seats`` (every seat by default, and the dummies they control) in one
    hand played from ``deal``.

    Each decision is valued from the deciding seat's observation with its own seeded ``Random``,
    so a review is reproducible. The actions are applied on the checking path: an illegal one
    raises the engine's error. With a ``deadline`` (a :func:`time.monotonic` instant), a review still
    running then stops before its next decision with :class:`AnalysisTimeout` (the web's time limit).
    """
    reviewed = set(range(game.num_seats) if seats is None else seats)
    # A dummy's decisions are its controller's (DESIGN.md §4): reviewing a seat reviews its dummies too.
    wanted = {s for s in range(game.num_seats) if s in reviewed or game.controller(s) in reviewed}
    agent = reviewer(game, samples, endgame)
    state = game.start_hand(dealer, deal, previous)
    decisions: list[Decision] = []
    for index, action in enumerate(actions):
        seat = action.seat
        if seat in wanted and action.verb == "discard":
            if deadline is not None and time.monotonic() > deadline:
                raise AnalysisTimeout(f"the review of hand {hand} ran out of time at action {index}")
            decision = _discard_decision(
                agent, state, index, action, random.Random(f"tarocchi-analyze/{seed}/{hand}/{index}")
            )
            if decision is not None:
                decisions.append(decision)
            state.apply(action)
            continue
        here = _at_turn(state, action) if seat in wanted else state
        if seat in wanted and here.to_act == seat and (action.verb in DECLARING or is_declare_nothing(action)):
            if deadline is not None and time.monotonic() > deadline:
                raise AnalysisTimeout(f"the review of hand {hand} ran out of time at action {index}")
            rng = random.Random(f"tarocchi-analyze/{seed}/{hand}/{index}")
            decision = _declaration_decision(agent, here, index, actions, rng)
            if decision is not None:
                decisions.append(decision)
        elif seat in wanted and here.to_act == seat:
            options = _choices(here, seat)
            if len(options) >= 2 and action in options:
                if deadline is not None and time.monotonic() > deadline:
                    raise AnalysisTimeout(f"the review of hand {hand} ran out of time at action {index}")
                obs = here.observation(seat)
                plays = all(a.verb == "play" for a in options)
                solve = plays and agent.can_solve(obs)
                rng = random.Random(f"tarocchi-analyze/{seed}/{hand}/{index}")
                searched = agent.model.candidates(obs, options) if plays else list(options)
                if action not in searched:
                    searched.append(action)
                valued = _evaluate(agent, obs, searched, rng, solve=solve, known=KNOWN_ENDGAME if plays else 0)
                rep = _representatives(agent, obs, options, searched)
                decisions.append(_ranked(index, here, action, options, valued, [rep[o] for o in options]))
        state.apply(action)
    made = sum(1 for action in actions if action.seat in wanted)
    return HandReview(hand, tuple(decisions), made - len(decisions))


__all__ = ["DEFAULT_SAMPLES", "AnalysisTimeout", "Decision", "HandReview", "Option", "analyze_hand", "reviewer"]
