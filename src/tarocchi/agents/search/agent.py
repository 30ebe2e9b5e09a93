"""The ``search`` agent: determinized information-set search (Perfect Information Monte Carlo).

For a decision, it samples worlds consistent with everything the seat has observed (the sampler
is exact: own cards, cards played, voids revealed, cards seen, the sizes of every hidden hand and
pile), rebuilds each world as a full hand from the observation alone, and scores every candidate
by playing the world to the end on the engine's trusted path. Each sampled world is shared by all
candidates (common random numbers), so the comparison is paired; the best mean score wins.

Its components are knobs of the agent spec (``search:playouts=100:rollout=random:endgame=off``):

* ``rollout``: how the card play of a world is played out, through one function,
  :meth:`SearchAgent.rollout`: ``greedy`` (the game model's fast greedy policy) or ``random``
  (uniform legal cards, :meth:`~tarocchi.engine.game.Game.random_rollout`) or ``heuristic`` (the
  heuristic agent decides for every seat from its observation: about 40 times slower than
  ``greedy``, and closer to how the hand is really played);
* ``endgame``: with this many cards or fewer in the seat's hand, each world is solved exactly
  (:class:`~tarocchi.agents.search.endgame.EndgameSolver`, alpha-beta on card points) instead of
  played out, and scored with the game's score at the end of the solved line; ``off`` (0) never;
* ``infer``: ``on`` keeps only worlds where the other seats' bids, calls and declarations before
  the play are the heuristic's with the cards the world gives them (a seat that passed rarely
  holds a Garde); ``off`` samples every consistent world alike;
* ``crn``: ``on`` gives every option's playout of one world the same random numbers (common
  random numbers within the world, not only the same world); ``off`` one stream for all;
* ``bids``: ``heuristic`` leaves every decision that is not a card (bids, calls, declarations,
  gives) to the game's heuristic agent; ``search`` searches the listed ones that come alone (bids,
  calls, listed declarations, a give): each action applied in every world, the rest of the hand's
  decisions that are not cards made by the heuristic on the simulated observation, the card play
  by ``rollout``;
* ``declarations``: ``search`` searches every optional declaration, announcement and give, also
  the set-valued ones (a poignée, Gatti's smaller trionfi and frilli) and those offered beside the
  cards (a poignée or a chelem announcement before the first card, a Fool/Excuse give between
  tricks), among the candidates of :mod:`tarocchi.agents.search.declarations` and the heuristic's
  choice (the anchor). Beside the cards, "declare nothing now" is the heuristic's card, and each
  declaration is followed in its world by that same card, so only the declaration differs; when
  nothing beats declaring nothing, the card is searched as usual. A declaration is applied on the
  trusted path, so what it shows is in every later observation of the world (the ``heuristic``
  rollout's seats see a poignée; the ``greedy`` policy reads no observation and weighs only the
  score). The options of one world share their random numbers (``crn`` on for them): they differ
  by a declaration, often by its points alone, which unpaired playouts drown in noise;
  ``heuristic`` leaves these to the heuristic. ``declaration_playouts`` gives these
  decisions their own budget (a fixed number of playouts) instead of the agent's;
* ``select``: ``flat`` plays every option in every sampled world (an equal share of the budget
  each); ``halving`` spends it by sequential halving (:meth:`SearchAgent.evaluate_halving`): a
  round's worlds for the options still in, then the worse half dropped, the heuristic's choice (the
  anchor) always kept, so the best options and the anchor are compared on the most worlds;
* ``discards``: ``search`` evaluates a discard (the chien's, the dealer's) among a few plans
  (:mod:`tarocchi.agents.search.discards`: cheapest, richest, each suit voided...) and the
  heuristic's own, on the same worlds, the rest of the hand's decisions that are not cards made by
  the heuristic; ``heuristic`` leaves it to the heuristic. ``discard_playouts`` gives the discard its
  own budget (a fixed number of playouts) instead of the agent's, ``discard_rollout`` its own
  ``rollout`` policy.

Budget: ``seconds`` per decision (default 1.0) or ``playouts`` (a fixed number of playouts,
reproducible under a seed); ``samples`` caps the number of worlds. ``search:rollout=greedy:
endgame=off:bids=heuristic:infer=off:crn=off`` is the agent as it was before these knobs
(``discards`` and ``declarations`` default to ``heuristic``).
``kernel``: ``compiled`` (the ``fast`` extra) plays the ``random`` rollouts' card play in the compiled
kernel of :mod:`tarocchi.kernel`, the cards then replayed and scored by the game's own step; the
``greedy`` rollouts are the game models' own policies, in Python.
"""

from __future__ import annotations

import contextlib
import math
import random
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass

from tarocchi.agents.base import Agent
from tarocchi.agents.search.declarations import SIDE_VERBS, declaration_candidates, give_candidates
from tarocchi.agents.search.discards import discard_candidates
from tarocchi.agents.search.endgame import EndgameSolver, SolverBudget, cards_in_hands
from tarocchi.agents.search.model import SearchModel
from tarocchi.agents.search.sampler import InconsistentError, solutions
from tarocchi.engine.actions import Action
from tarocchi.engine.game import CardChoice, HandState
from tarocchi.engine.observation import Observation
from tarocchi.engine.rng import SplitMix64
from tarocchi.errors import TarocchiError

ROLLOUTS = ("greedy", "random", "heuristic")
"""Values of the ``rollout`` knob."""
BIDS = ("heuristic", "search")
"""Values of the ``bids`` knob."""
DISCARDS = ("heuristic", "search")
"""Values of the ``discards`` knob."""
DECLARATIONS = ("heuristic", "search")
"""Values of the ``declarations`` knob."""
SELECTS = ("flat", "halving")
"""Values of the ``select`` knob."""


@dataclass(frozen=True, slots=True)
class ExhaustiveValues:
    """:meth:`SearchAgent.evaluate_all`'s answer: every distinct world valued, none sampled."""

    per_world: list[list[float]]
    """Per candidate, its values (each distinct world's, repeated alike when its playouts draw at random)."""
    distinct: int
    """The distinct worlds the seat may be in: all of them were valued."""
    exact: bool
    """Each world's value is deterministic (solved, or the heuristic's playout): the figures have no error."""


class SearchAgent:
    """Determinized Monte Carlo search over the cards to play (and, by knob, other decisions)."""

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
        rollout: str = "greedy",
        endgame: int = 0,
        bids: str = "heuristic",
        endgame_nodes: int = 20000,
        infer: bool = False,
        infer_tries: int = 20,
        crn: bool = False,
        kernel: str = "python",
        discards: str = "heuristic",
        discard_playouts: int | None = None,
        discard_rollout: str | None = None,
        declarations: str = "heuristic",
        declaration_playouts: int | None = None,
        select: str = "flat",
    ) -> None:
        if rollout not in ROLLOUTS:
            raise ValueError(f"rollout must be one of {', '.join(ROLLOUTS)}, not {rollout!r}")
        if bids not in BIDS:
            raise ValueError(f"bids must be one of {', '.join(BIDS)}, not {bids!r}")
        if discard_rollout is not None and discard_rollout not in ROLLOUTS:
            raise ValueError(f"discard_rollout must be one of {', '.join(ROLLOUTS)}, not {discard_rollout!r}")
        if discards not in DISCARDS:
            raise ValueError(f"discards must be one of {', '.join(DISCARDS)}, not {discards!r}")
        if declarations not in DECLARATIONS:
            raise ValueError(f"declarations must be one of {', '.join(DECLARATIONS)}, not {declarations!r}")
        if endgame < 0:
            raise ValueError(f"endgame must be off or a number of cards >= 0, not {endgame!r}")
        if select not in SELECTS:
            raise ValueError(f"select must be one of {', '.join(SELECTS)}, not {select!r}")
        self.model = model
        self.fallback = fallback
        self.seconds = seconds if playouts is None else None
        self.playouts = playouts
        self.samples = samples
        self.rollouts_per_sample = max(1, rollouts_per_sample)
        self.z = z
        self.rollout_kind = rollout
        self.endgame = endgame
        self.bids = bids
        self.endgame_nodes = endgame_nodes
        self.infer = infer
        self.infer_tries = max(1, infer_tries)
        self.crn = crn
        self.kernel = kernel
        self.discards = discards
        self.discard_playouts = discard_playouts
        self.discard_rollout = discard_rollout
        self.declarations = declarations
        self.declaration_playouts = declaration_playouts
        self.select = select
        self.stats = {
            "decisions": 0,
            "playouts": 0,
            "worlds": 0,
            "seconds": 0.0,
            "solved": 0,
            "unsolved": 0,
            "rejected": 0,
        }

    # ---- the one place a world's play is played out ------------------------------------------
    def rollout(self, state: HandState, rng: random.Random) -> HandState:
        """Play ``state`` (a playout copy) to its end: the card play by the ``rollout`` knob's policy.

        Decisions that are not cards before the play begins (the rest of an auction, a call, a
        discard, a declaration round) are the heuristic's on the simulated seat's observation when
        ``bids``, ``discards`` or ``declarations`` is ``search``.
        """
        if (
            self.bids == "search"
            or self.discards == "search"
            or self.declarations == "search"
            or self.rollout_kind == "heuristic"
        ):
            self.heuristic_until_play(state, rng)
        if self.rollout_kind == "heuristic":
            self.heuristic_until_play(state, rng, cards=True)
            if not state.is_over:
                return self.model.playout(state, rng)  # a decision nobody is asked to list: the model's
            return state
        if self.rollout_kind == "random":
            if self.kernel != "python":
                from tarocchi import kernel

                # the compiled kernel plays the uniform card play on a SplitMix64 stream drawn from rng
                return kernel.random_rollout(self.model.game, state, SplitMix64(rng.getrandbits(64)), self.kernel)
            return self.model.game.random_rollout(state, rng)
        return self.model.playout(state, rng)

    def heuristic_until_play(self, state: HandState, rng: random.Random, *, cards: bool = False) -> None:
        """Let the fallback agent decide for the seats of a simulated ``state`` until a card is due
        (with ``cards``, until the hand ends)."""
        while not state.is_over and (cards or state.play_view() is None):
            seat = state.to_act
            if seat is None:
                return
            obs = state.observation(seat)
            legal = list(obs.legal) if obs.legal else [a for a in state.legal_actions() if a.seat == seat]
            choices = [c for c in state.card_choices() if c.seat == seat]
            if not legal and not choices:
                return
            state.apply_trusted(self.fallback.act(obs, legal, rng, choices))

    # ---- the agent ---------------------------------------------------------------------------
    def act(
        self,
        observation: Observation,
        legal: Sequence[Action],
        rng: random.Random,
        choices: Sequence[CardChoice] = (),
    ) -> Action:
        """Search the card to play (and, by knob, the other decisions); delegate the rest."""
        plays = [a for a in legal if a.verb == "play"]
        if self.discards == "search" and not plays:
            discard = next((c for c in choices if c.verb == "discard" and c.seat == observation.seat), None)
            if discard is not None:
                return self.search_discard(observation, discard, legal, rng, choices)
        if self.declarations == "search":
            sides = [a for a in legal if a.verb != "play"]
            if (
                (sides or choices)
                and all(a.verb in SIDE_VERBS for a in sides)
                and all(c.verb in SIDE_VERBS and c.seat == observation.seat for c in choices)
            ):
                if plays:
                    return self.search_side(observation, plays, sides, rng, choices)
                if len(legal) + len(choices) >= 2:
                    anchor = self.fallback.act(observation, legal, random.Random(rng.random()), choices)
                    with self.declaration_budget():
                        options = self.side_options(sides, choices, anchor)
                        return self._search(observation, options, rng, anchor, solve=False, paired=True)
        if len(plays) < 2:
            if self.bids == "search" and not plays and not choices and len(legal) >= 2:
                anchor = self.fallback.act(observation, legal, random.Random(rng.random()), choices)
                return self.search_decision(observation, list(legal), rng, anchor)
            return self.fallback.act(observation, legal, rng, choices)
        # The fallback's choice: taken when it is not a card (a poignée, an announcement, a give: searched
        # above under declarations=search), else the anchor the search must beat.
        action = self.fallback.act(observation, legal, random.Random(rng.random()), choices)
        if action.verb != "play":
            return action
        return self.search(observation, plays, rng, anchor=action)

    def side_options(self, sides: Sequence[Action], choices: Sequence[CardChoice], anchor: Action) -> list[Action]:
        """The declarations, announcements and gives a decision is searched among
        (:mod:`tarocchi.agents.search.declarations`; the anchor is added by the search)."""
        gives = [a for a in sides if a.verb == "give"]
        out = [a for a in sides if a.verb != "give"]
        out += give_candidates(gives, self._values())
        out += [a for a in declaration_candidates(choices, sides, anchor) if a not in out]
        return out

    def search_side(
        self,
        obs: Observation,
        plays: Sequence[Action],
        sides: Sequence[Action],
        rng: random.Random,
        choices: Sequence[CardChoice],
    ) -> Action:
        """A decision offered beside the cards (a poignée, a chelem announcement, a give between tricks).

        "Nothing now" is the heuristic's card; every declaration is valued followed by that same card,
        on the same worlds. The anchor is the heuristic's choice (a declaration, or its card); when
        the card wins, the card itself is then searched among the plays.
        """
        legal = [*sides, *plays]
        anchor = self.fallback.act(obs, legal, random.Random(rng.random()), choices)
        card = anchor
        if card.verb != "play":
            card = self.fallback.act(obs, plays, random.Random(rng.random()), ())
            if card not in plays:
                card = plays[0]
        options = [card, *self.side_options(sides, choices, anchor)]
        with self.declaration_budget():
            chosen = self._search(obs, options, rng, anchor, solve=False, follow=card, paired=True)
        if chosen.verb != "play" or len(plays) < 2:
            return chosen
        return self.search(obs, plays, rng, anchor=card)

    @contextlib.contextmanager
    def declaration_budget(self) -> Iterator[None]:
        """Within the block, the declarations' own budget (``declaration_playouts``) replaces the agent's."""
        saved = (self.seconds, self.playouts)
        if self.declaration_playouts is not None:
            self.seconds, self.playouts = None, self.declaration_playouts
        try:
            yield
        finally:
            self.seconds, self.playouts = saved

    def search_discard(
        self,
        obs: Observation,
        choice: CardChoice,
        legal: Sequence[Action],
        rng: random.Random,
        choices: Sequence[CardChoice],
    ) -> Action:
        """The discard of the best mean playout value among the plans of
        :func:`~tarocchi.agents.search.discards.discard_candidates` and the heuristic's discard (the
        anchor, kept unless another beats it by ``z`` standard errors)."""
        anchor = self.fallback.act(obs, legal, random.Random(rng.random()), choices)
        if anchor.verb != "discard":
            return anchor
        candidates = self.discard_options(obs, choice)
        if not candidates or candidates == [anchor]:
            return anchor
        with self.discard_budget():
            return self._search(obs, candidates, rng, anchor, solve=False)

    def discard_options(self, obs: Observation, choice: CardChoice) -> list[Action]:
        """The plans a discard is chosen among (none without the model's card values)."""
        values = self._values()
        if not values:
            return []
        return [choice.action(cards & ~choice.required) for cards in discard_candidates(choice, obs.hand, values)]

    @contextlib.contextmanager
    def discard_budget(self, rollout: str | None = None) -> Iterator[None]:
        """Within the block, the discard's own budget (``discard_playouts``) and playout policy
        (``rollout``, else ``discard_rollout``) replace the agent's."""
        saved = (self.seconds, self.playouts, self.rollout_kind)
        if self.discard_playouts is not None:
            self.seconds, self.playouts = None, self.discard_playouts
        kind = rollout or self.discard_rollout
        if kind is not None:
            self.rollout_kind = kind
        try:
            yield
        finally:
            self.seconds, self.playouts, self.rollout_kind = saved

    def search_decision(self, obs: Observation, legal: Sequence[Action], rng: random.Random, anchor: Action) -> Action:
        """The listed action (a bid, a call...) of the best mean playout value over sampled worlds."""
        return self._search(obs, list(legal), rng, anchor, solve=False)

    def search(
        self, obs: Observation, plays: Sequence[Action], rng: random.Random, anchor: Action | None = None
    ) -> Action:
        """The card with the best mean playout value over sampled worlds.

        Cards the model finds equivalent (adjacent pips with no live card between) are searched once.
        With an ``anchor`` (the heuristic's card), another card is chosen only when its paired
        advantage over the anchor, world by world, exceeds ``z`` standard errors. With at most
        ``endgame`` cards in hand, worlds are solved exactly rather than played out.
        """
        candidates = list(self.model.candidates(obs, plays))
        solve = self.can_solve(obs)
        return self._search(obs, candidates, rng, anchor, solve=solve)

    def _search(
        self,
        obs: Observation,
        candidates: list[Action],
        rng: random.Random,
        anchor: Action | None,
        *,
        solve: bool,
        follow: Action | None = None,
        paired: bool = False,
    ) -> Action:
        if anchor is not None and anchor not in candidates:
            candidates.append(anchor)
        keep = None if anchor is None else candidates.index(anchor)
        if self.select == "halving" and len(candidates) > 2:
            per_world = self.evaluate_halving(obs, candidates, rng, keep, solve=solve, follow=follow, paired=paired)
        else:
            per_world = self.evaluate(obs, candidates, rng, solve=solve, follow=follow, paired=paired)
        # After halving, the survivors hold the most worlds (all of them): the best is among those.
        most = max(len(values) for values in per_world)
        survivors = [i for i in range(len(candidates)) if len(per_world[i]) == most]
        best = max(survivors, key=lambda i: sum(per_world[i]))
        if keep is not None and best != keep and not _significant(per_world[best], per_world[keep], self.z):
            best = keep
        return candidates[best]

    def evaluate(
        self,
        obs: Observation,
        candidates: Sequence[Action],
        rng: random.Random,
        *,
        solve: bool,
        follow: Action | None = None,
        paired: bool = False,
    ) -> list[list[float]]:
        """Per candidate, its value to the seat in each sampled world (the same worlds for all).

        ``solve``: worlds are solved exactly (the endgame solver, a playout past its node budget)
        rather than played out. ``follow``: a card its seat plays right after a candidate that is not
        a card, when that card is then its legal card decision (a declaration made before a card).
        ``paired``: common random numbers within each world whatever ``crn`` says.
        The budget (``seconds``, ``playouts``, ``samples``) bounds the worlds.
        """
        repeats = 1 if solve else self.rollouts_per_sample
        worlds = self._sampled(obs, rng, repeats * len(candidates))
        return self._value_worlds(
            worlds, obs, candidates, rng, solve=solve, follow=follow, paired=paired, repeats=repeats
        )

    def _sampled(self, obs: Observation, rng: random.Random, runs_per_world: int) -> Iterator[HandState]:
        """Sampled worlds (:meth:`world`) until the budget is spent: ``samples`` worlds, else ``playouts``
        runs (``runs_per_world`` each), else ``seconds`` from the first draw; at least one world."""
        deadline = time.perf_counter() + self.seconds if self.seconds is not None else None
        worlds = 0
        while True:
            yield self.world(obs, rng)
            worlds += 1
            if self.samples is not None and worlds >= self.samples:
                return
            if self.playouts is not None:
                if worlds * runs_per_world >= self.playouts:
                    return
            elif deadline is not None and time.perf_counter() >= deadline:
                return

    def _value_worlds(
        self,
        worlds: Iterable[HandState],
        obs: Observation,
        candidates: Sequence[Action],
        rng: random.Random,
        *,
        solve: bool,
        follow: Action | None,
        paired: bool,
        repeats: int,
    ) -> list[list[float]]:
        """The one valuation loop of :meth:`evaluate` and :meth:`evaluate_all`: per candidate, its value in each
        of ``worlds`` in turn (``repeats`` times each, all candidates of a repeat together), with the statistics
        (one decision, its runs, worlds and seconds)."""
        start = time.perf_counter()
        crn = self.crn or paired
        played = _played(obs)
        per_world: list[list[float]] = [[] for _ in candidates]
        count = 0
        for world in worlds:
            count += 1
            value_of = self._valuer(world, rng, solve=solve, follow=follow, crn=crn, seat=obs.seat, played=played)
            for _ in range(repeats):
                for i, action in enumerate(candidates):
                    per_world[i].append(value_of(action))
        self.stats["decisions"] += 1
        self.stats["playouts"] += count * repeats * len(candidates)
        self.stats["worlds"] += count
        self.stats["seconds"] += time.perf_counter() - start
        return per_world

    def evaluate_all(
        self,
        obs: Observation,
        candidates: Sequence[Action],
        rng: random.Random,
        *,
        solve: bool,
        follow: Action | None = None,
        paired: bool = False,
        known: int = 0,
    ) -> ExhaustiveValues | None:
        """For the review only (the play never calls it): :meth:`evaluate` over every distinct world the
        seat may be in, when they number at most ``samples`` (``None`` otherwise: sample them).

        Where the seat knows nearly every card's place (a 2-player hand whose only hidden hand is the
        opponent's, a late trick with one arrangement left), sampling ``samples`` worlds draws the same few
        again and again. Here each distinct world (the sampler's solutions that replay to the observed
        situation) weighs the same, as under uniform sampling: valued once when its valuation is
        deterministic (solved exactly, or played out by the heuristic), else played ``samples // k`` times
        each, so the spread left is the playouts' own.

        ``known``: when the seat is in one world (it knows every card's place: a game of full information for
        it) and every hand together holds at most this many cards, the card ``candidates`` are solved exactly
        (:meth:`known_solvable`) rather than played out; should the solver run past its node budget, the world
        is played out instead, as without ``known``."""
        if self.samples is None:
            return None
        try:
            found = solutions(self.model.problem_of(obs), self.samples)
        except InconsistentError:
            return None  # evaluate raises the sampler's error as the play does
        if not found:
            return None
        worlds = [self.model.rebuild(obs, parts) for parts in found]
        reached = [w for w in worlds if w.phase == obs.phase and w.to_act == obs.to_act] or worlds
        if self.infer:
            reached = [w for w in reached if self.consistent(obs, w, rng)] or reached
        if not solve and self.known_solvable(reached, candidates, known):
            solved = self._exhaustive(reached, obs, candidates, rng, solve=True, follow=follow, paired=paired)
            if solved.exact:
                return solved
            self.stats["decisions"] -= 1  # one decision, valued again by playouts
        return self._exhaustive(reached, obs, candidates, rng, solve=solve, follow=follow, paired=paired)

    def known_solvable(self, worlds: Sequence[HandState], candidates: Sequence[Action], known: int) -> bool:
        """Whether :meth:`evaluate_all` solves a full-information card decision: one world, cards only, and at
        most ``known`` cards left in all the hands (:func:`~tarocchi.agents.search.endgame.cards_in_hands`)."""
        if known <= 0 or len(worlds) != 1 or not self._values():
            return False
        if not candidates or any(a.verb != "play" for a in candidates):
            return False
        left = cards_in_hands(worlds[0])
        return left is not None and left <= known

    def _exhaustive(
        self,
        reached: Sequence[HandState],
        obs: Observation,
        candidates: Sequence[Action],
        rng: random.Random,
        *,
        solve: bool,
        follow: Action | None,
        paired: bool,
    ) -> ExhaustiveValues:
        """:meth:`evaluate_all`'s valuation of the distinct worlds ``reached``, each weighing the same."""
        unsolved = self.stats["unsolved"]
        deterministic = solve or self.rollout_kind == "heuristic"
        repeats = 1 if deterministic else max(1, (self.samples or 1) // len(reached))
        per_world = self._value_worlds(
            reached, obs, candidates, rng, solve=solve, follow=follow, paired=paired, repeats=repeats
        )
        exact = deterministic and self.stats["unsolved"] == unsolved
        return ExhaustiveValues(per_world, len(reached), exact)

    def _valuer(
        self,
        world: HandState,
        rng: random.Random,
        *,
        solve: bool,
        follow: Action | None,
        crn: bool,
        seat: int,
        played: int,
    ) -> Callable[[Action], float]:
        """What a candidate is worth to ``seat`` in ``world`` (:meth:`evaluate`): solved exactly, or played out
        (with ``crn``, every candidate's playout of the world on the same random numbers, drawn now)."""
        model = self.model
        if solve:
            solver = EndgameSolver(model.game.trick_rules, self._values(), self.endgame_nodes)
            return lambda action: self._solved_value(world, action, solver, seat, played, rng)
        seed = rng.getrandbits(64) if crn else 0

        def value_of(action: Action) -> float:
            state = world.playout()
            state.apply_trusted(action)
            if follow is not None and action.verb != "play":
                _follow(state, follow)
            # crn: every option's playout of this world draws the same random numbers.
            return model.value(self.rollout(state, random.Random(seed) if crn else rng), seat)

        return value_of

    def evaluate_halving(
        self,
        obs: Observation,
        candidates: Sequence[Action],
        rng: random.Random,
        keep: int | None,
        *,
        solve: bool,
        follow: Action | None = None,
        paired: bool = False,
    ) -> list[list[float]]:
        """Per candidate, its values over the worlds it was played in, by sequential halving.

        The budget is split evenly into ``ceil(log2 K)`` rounds for ``K`` candidates; each round samples
        fresh worlds for the candidates still in, then drops the worse half of them by mean value over
        every world so far (all of them played by each one still in, so the comparison stays paired).
        The candidate ``keep`` (the anchor) is never dropped nor counted in the halves. The last two or
        three candidates thus get most of the budget instead of an equal share with the hopeless ones.
        """
        alive = list(range(len(candidates)))
        per_world: list[list[float]] = [[] for _ in candidates]
        rounds = max(1, math.ceil(math.log2(len(candidates))))
        saved = (self.seconds, self.playouts, self.samples)
        try:
            for r in range(rounds):
                left = rounds - r
                if saved[1] is not None:
                    spent = sum(len(values) for values in per_world)
                    self.playouts = max(len(alive), (saved[1] - spent) // left)
                if saved[0] is not None:
                    self.seconds = saved[0] / rounds
                if saved[2] is not None:
                    self.samples = max(1, saved[2] // rounds)
                values = self.evaluate(
                    obs, [candidates[i] for i in alive], rng, solve=solve, follow=follow, paired=paired
                )
                for i, got in zip(alive, values, strict=True):
                    per_world[i].extend(got)
                if r == rounds - 1:
                    break
                self.stats["decisions"] -= 1  # one decision, however many rounds
                ranked = sorted((i for i in alive if i != keep), key=lambda i: -sum(per_world[i]))
                kept = ranked[: (len(ranked) + 1) // 2]
                alive = sorted(kept if keep is None else [*kept, keep])
        finally:
            self.seconds, self.playouts, self.samples = saved
        return per_world

    def _values(self) -> Sequence[int]:
        """The card values the endgame solver counts (the model's; none: no solving)."""
        values: Sequence[int] = getattr(self.model, "card_value", ())
        return values

    def world(self, obs: Observation, rng: random.Random) -> HandState:
        """One sampled world; with ``infer``, one where the other seats' decisions before the play
        (bids, calls, declarations) are the ones the heuristic would make with the cards it gives
        them: a world that disagrees is drawn again, up to ``infer_tries`` times (the last is kept)."""
        state = self.model.determinize(obs, rng).state
        if not self.infer:
            return state
        for _ in range(self.infer_tries - 1):
            if self.consistent(obs, state, rng):
                return state
            self.stats["rejected"] += 1
            state = self.model.determinize(obs, rng).state
        return state

    def consistent(self, obs: Observation, world: HandState, rng: random.Random) -> bool:
        """Whether the heuristic, holding the world's cards, makes the others' observed choices before
        the first card (replayed from the world's deal on the checking path)."""
        game = self.model.game
        state = game.new_hand(obs.dealer, world.deal)
        for action in obs.history:
            if action.verb == "play" or state.is_over:
                return True
            seat = state.to_act
            if action.seat != obs.seat and seat == action.seat:
                view = state.observation(seat)
                legal = list(view.legal) if view.legal else [a for a in state.legal_actions() if a.seat == seat]
                choices = [c for c in state.card_choices() if c.seat == seat]
                listed = [a for a in legal if a.seat == seat]
                if (
                    len(listed) >= 2
                    and action in listed
                    and not choices
                    and self.fallback.act(view, listed, rng, choices) != action
                ):
                    return False
            try:
                state.apply(action)
            except (ValueError, TarocchiError):
                return True  # a redacted action (a hidden discard): nothing more to check
        return True

    def can_solve(self, obs: Observation) -> bool:
        """Whether the endgame solver takes the seat's card decisions now (``endgame`` cards or fewer)."""
        return self.endgame > 0 and obs.hand.bit_count() <= self.endgame and bool(self._values())

    def _solved_value(
        self, world: HandState, action: Action, solver: EndgameSolver, seat: int, played: int, rng: random.Random
    ) -> float:
        """The score of the world after ``action`` and a best line on card points (a playout if too big)."""
        state = world.playout()
        state.apply_trusted(action)
        try:
            if action.verb != "play":
                raise SolverBudget("not a card")
            final = solver.best_line(state.playout(), seat, played | (1 << action.card))
            self.stats["solved"] += 1
        except SolverBudget:
            self.stats["unsolved"] += 1
            final = self.rollout(state, rng)
        return self.model.value(final, seat)


def _played(obs: Observation) -> int:
    """The cards of ``obs``'s tricks, the current one's too (the endgame solver's cards gone)."""
    played = 0
    for trick in obs.tricks:
        played |= trick.cards
    if obs.current_trick is not None:
        for _, card in obs.current_trick.plays:
            played |= 1 << card
    return played


def _follow(state: HandState, card: Action) -> None:
    """Play ``card`` in ``state`` when it is its seat's legal card decision now (else leave ``state``)."""
    view = state.play_view()
    if view is not None and view.seat == card.seat and (view.legal >> card.card) & 1:
        state.apply_trusted(card)


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
