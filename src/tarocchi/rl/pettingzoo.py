"""PettingZoo AEC environments for every game and option set: ``env(game="french-tarot", **options)``.

Agents are the real players, ``player_0``, ``player_1``... for the live seats in order
(:meth:`~tarocchi.engine.game.Game.live_seats`); a dummy's decisions (Gatti for two) are asked of its
controller, with the dummy's legal moves (the observation's ``to_act`` block says which seat it acts
for). The agent to move is always the controller of the hand's ``to_act``.

Each observation is ``{"observation": float32 vector, "action_mask": int8 vector}``: the vector is
the seat's :class:`~tarocchi.rl.encoding.Encoder` encoding (documented there: own hand, cards seen,
tricks with who played what, bids, calls, declarations, the match score, the phase, seats relative to
the observer), built from that seat's observation only; the mask has a 1 at each legal action id of
the game's layout (DESIGN.md §9) for the agent to move, and is all zeros for the others. A discard or
declaration is taken card by card, as the engine's ids do. Once an agent's episode is over its mask is
all ones and a step of it is a no-op whatever the action (anchors-aesthetics §3.6, as pgx: whether the
hand ended or an illegal action ended it).

One episode is one hand (``episode="hand"``, the default) or a whole match (``episode="match"``:
hands are dealt until the game's rules end the match, or ``max_hands``: a match the rules end terminates the
agents, one that ``max_hands`` cuts short is truncated, Gymnasium's time limit). The reward at the end of a
hand is the change it makes to the agent's match standing (:meth:`~tarocchi.engine.game.Game.totals`)
times ``reward_scale``: its score for that hand (where a score sheet writes running balances, the change
of the balance), so a match's return is its totals. A deal that the rules annul before anyone acts (a
French Tarot petit sec) is no hand episode: it has no decision and scores nothing, and PettingZoo's API
asks that nobody is terminated after ``reset``, so the next dealer deals again, as at a table; in a match it
is one of the match's hands, as a live session counts it, and the next is dealt. (A deal over at once that
the game scores, were there one, would end a hand episode at ``reset``.) ``render_mode="ansi"``
returns the table as the terminal draws it, from the point of view of the agent to move; ``"human"`` prints
that table and returns ``None`` (PettingZoo's ``render_test`` opens every environment in that mode).

``env()`` adds PettingZoo's usual wrappers (an illegal action ends the episode with
``illegal_reward`` for the offender, bounds checked, call order enforced); ``raw_env`` raises
:class:`~tarocchi.errors.IllegalActionError` on an illegal action instead, with the game's reason and code
(``must_follow``, ``not_listed``..., ``unknown_id`` for an id out of range or not an integer).
"""

from __future__ import annotations

import math
import operator
import random
from typing import Any, ClassVar, Final

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from tarocchi.engine.game import Game, HandResult, HandState
from tarocchi.engine.shuffle import DeterministicRng
from tarocchi.errors import IllegalActionError
from tarocchi.rl.core import make_game
from tarocchi.rl.encoding import Encoder, EncodingMemo
from tarocchi.session import first_dealers

ENV_NAME: Final = "tarocchi_v0"
_MAX_SEED: Final = (1 << 64) - 1
_BOOLS: Final = (bool, np.bool_)
"""For ``isinstance`` at each step (a tuple of types: ``bool | np.bool_`` would build a union at every call)."""


class raw_env(AECEnv):  # PettingZoo's naming convention
    """One table of ``game`` with ``options`` as an AEC environment (see the module docstring)."""

    metadata: ClassVar[dict[str, Any]] = {
        "render_modes": ["ansi", "human"],
        "name": ENV_NAME,
        "is_parallelizable": False,
    }

    def __init__(
        self,
        game: str | Game = "french-tarot",
        *,
        render_mode: str | None = None,
        episode: str = "hand",
        reward_scale: float = 1.0,
        max_hands: int | None = None,
        **options: Any,
    ) -> None:
        super().__init__()
        if render_mode not in (None, "ansi", "human"):
            raise ValueError(f"render_mode must be None, 'ansi' or 'human', not {render_mode!r}")
        if episode not in ("hand", "match"):
            raise ValueError(f"episode must be 'hand' or 'match', not {episode!r}")
        self.game: Game = make_game(game, options)
        self.render_mode = render_mode
        self.episode = episode
        self.reward_scale = _finite_number("reward_scale", reward_scale)
        self.max_hands = _hand_limit(max_hands)
        self.encoder = Encoder(self.game)
        g = self.game
        self._live = g.live_seats()
        self.possible_agents = [f"player_{i}" for i in range(len(self._live))]
        self._seat_of = dict(zip(self.possible_agents, self._live, strict=True))
        self._agent_of_seat = {seat: f"player_{i}" for i, seat in enumerate(self._live)}
        n_actions = g.num_distinct_actions
        self._n_actions = n_actions
        self.observation_spaces = {
            a: spaces.Dict(
                {
                    "observation": spaces.Box(self.encoder.low, self.encoder.high, dtype=np.float32),
                    "action_mask": spaces.Box(0, 1, shape=(n_actions,), dtype=np.int8),
                }
            )
            for a in self.possible_agents
        }
        self.action_spaces = {a: spaces.Discrete(n_actions) for a in self.possible_agents}
        self._dealers = first_dealers(g)
        self._state: HandState | None = None
        self._cache: dict[str, dict[str, np.ndarray]] = {}
        self._legal: list[int] | None = None

    # ------------------------------------------------------------------ spaces (cached per agent)

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        """The agent's observation space (the same object every call)."""
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        """The agent's action space (the same object every call)."""
        return self.action_spaces[agent]

    # ------------------------------------------------------------------ the hand

    @property
    def hand_state(self) -> HandState:
        """The engine's state of the current hand (for tests and tools; agents must use observations)."""
        assert self._state is not None, "call reset() first"
        return self._state

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """Start a new episode; ``seed`` (0 to 2**64 - 1) fixes the deals (and the first dealer)."""
        if seed is None:
            seed = random.SystemRandom().getrandbits(63)
        self._seeds = DeterministicRng(_seed(seed))
        self._results: list[HandResult] = []
        self._score = self._standing()
        first = self._dealers[self._seeds.below(len(self._dealers))]
        self._state = self._deal(first, None)
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self._skip_agent_selection = None  # PettingZoo's bookkeeping of dead steps, from a previous episode
        self.agent_selection = self.agents[0]  # until a seat acts (kept when the deal is over at once)
        self._settle()
        self._accumulate_rewards()

    def _deal(self, dealer: int, previous: HandState | None) -> HandState:
        deal = self.game.deal(dealer, self._seeds.next_u64())
        state = self.game.start_hand(dealer, deal, previous)
        self._memo = EncodingMemo()
        self._cache.clear()
        self._legal = None
        return state

    def _settle(self) -> None:
        """Score each hand with nobody left to act and deal the next while the match goes on (as
        :meth:`MatchSession.next_hand <tarocchi.session.MatchSession.next_hand>` does, an annulled deal
        included), then select the agent to move; or end every agent's episode."""
        state = self.hand_state
        seat = state.to_act
        while seat is None:
            if self.episode == "hand" and not state.history and not any(state.result().scores):
                # a deal the rules annul before anyone acts: no decision and no score, so no episode of its
                # own (PettingZoo: nobody is terminated at reset); the next dealer deals again, as at a table
                state = self._state = self._deal(self.game.next_dealer(state), state)
                seat = state.to_act
                continue
            if self._hand_over(state):
                return
            state = self._state = self._deal(self.game.next_dealer(state), state)
            seat = state.to_act
        self.agent_selection = self._agent_for(seat)

    def _standing(self) -> list[float]:
        """The match standing after the finished hands, per seat (``Game.totals``; piedmontese.md C14)."""
        totals = [float(t) for t in self.game.totals(self._results)]
        return totals + [0.0] * (self.game.num_seats - len(totals))

    def _agent_for(self, seat: int) -> str:
        """The agent deciding for ``seat`` in this hand (a dummy's controller: :meth:`HandState.controller`)."""
        return self._agent_of_seat[self.hand_state.controller(seat)]

    def legal_ids(self) -> list[int]:
        """The legal action ids of the agent to move (cached until the next step)."""
        if self._legal is None:
            self._legal = self.hand_state.legal_ids()
        return self._legal

    def _done(self, agent: str) -> bool:
        """Whether the agent's episode is over (terminated, truncated, or already removed)."""
        return self.terminations.get(agent, True) or self.truncations.get(agent, True)

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        """The agent's observation: its encoding and its action mask (all ones once its episode is over)."""
        done = self._done(agent)
        key = f"{agent}:done" if done else agent  # a wrapper may end the episode without a step
        cached = self._cache.get(key)
        if cached is not None:
            return cached
        state = self.hand_state
        obs = state.observation(self._seat_of[agent])
        to_act = state.to_act
        acting = not done and to_act is not None and self._agent_for(to_act) == agent
        selection = state.selection if acting else None
        vector = self.encoder.encode(obs, selection, self._score, len(self._results), self._memo)
        out = {"observation": vector, "action_mask": self._mask(acting, done)}
        self._cache[key] = out
        return out

    def _mask(self, acting: bool, done: bool) -> np.ndarray:
        """The legal ids of the agent to move; all ones at terminal (anchors-aesthetics §3.6); else zeros."""
        if done:
            return np.ones(self._n_actions, dtype=np.int8)
        mask = np.zeros(self._n_actions, dtype=np.int8)
        if acting:
            for i in self.legal_ids():  # a few ids: one by one is quicker than numpy's indexing by a list
                mask[i] = 1
        return mask

    def step(self, action: int | None) -> None:
        """Apply the action id of the agent to move; for an agent whose episode is over, a no-op whatever
        the action (PettingZoo then removes the agent), and once every agent is removed, a no-op."""
        if not self.agents:
            return
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise IllegalActionError(f"{agent} must act (None is only for finished agents)", code="no_action")
        action = self._action_id(agent, action)
        state = self.hand_state
        if action not in self.legal_ids():
            raise self._refusal(agent, action)
        self._cumulative_rewards[agent] = 0.0
        state.apply_id(action, self.legal_ids())  # the mask's ids: not worked out a second time
        self._cache.clear()
        self._legal = None
        for a in self.agents:
            self.rewards[a] = 0.0
        self._settle()
        self._accumulate_rewards()

    def _action_id(self, agent: str, action: Any) -> int:
        """``action`` as an int id; a float, a bool or a string is refused, not rounded (``int(1.7)`` is 1)."""
        try:
            if isinstance(action, _BOOLS):
                raise TypeError
            return operator.index(action)  # an int, or an integer type such as numpy's
        except TypeError:
            raise IllegalActionError(
                f"it is not an integer action id ({agent})",
                seat=self.hand_state.to_act,
                action=f"take action {action!r}",
                code="unknown_id",
                params={"id": repr(action)},
            ) from None

    def _refusal(self, agent: str, action: int) -> IllegalActionError:
        """The refusal of an id the mask does not offer, with the game's own reason and code.

        The id is tried on a copy of the hand (its selection in progress carried), so the engine words the
        reason as it would for a live seat (nothing hidden from the agent shows through) and the hand is
        left as it was; an id the copy would take, though the mask leaves it out, is refused as not listed.
        """
        state = self.hand_state
        legal = self.legal_ids()
        probe = state.copy()
        state._carry_selection(probe)
        try:
            probe.apply_id(action, legal)
        except IllegalActionError as exc:
            reason, code, params = exc.reason, exc.code, exc.params
        else:  # pragma: no cover - apply_id takes only the ids legal_ids lists
            reason, code, params = "it is not among the legal ids now", "not_listed", {}
        example = ", ".join(self._name(i) for i in legal[:5]) + (", ..." if len(legal) > 5 else "")
        return IllegalActionError(
            f"{reason} (legal now: {example})",
            seat=state.to_act,
            action=f"{self._name(action) if 0 <= action < self._n_actions else 'take'} (action {action} of {agent})",
            code=code,
            params=params,
        )

    def _was_dead_step(self, action: Any) -> None:
        """A step of an agent whose episode is over: its action is ignored (anchors-aesthetics §3.6)."""
        super()._was_dead_step(None)

    def _name(self, action: int) -> str:
        try:
            return self.game.action_name(action)
        except ValueError:
            return "unknown"

    def _hand_over(self, state: HandState) -> bool:
        """Score the finished hand (the change of each agent's standing); ``True`` when the episode ends."""
        self._results.append(state.result())
        before, self._score = self._score, self._standing()
        for a in self.agents:
            seat = self._seat_of[a]
            self.rewards[a] += (self._score[seat] - before[seat]) * self.reward_scale
        self._cache.clear()
        if not self._episode_ends():
            return False
        cut = self.episode == "match" and not self.game.match_over(self._results) and self._cut_short()
        for a in self.agents:
            if cut:
                self.truncations[a] = True
            else:
                self.terminations[a] = True
        return True

    def _cut_short(self) -> bool:
        """Whether ``max_hands`` ends the match before the game's rules do (Gymnasium: a truncation, as a time
        limit; the game's own limit on a record's hands is the rules ending it)."""
        return self.max_hands is not None and len(self._results) >= self.max_hands

    def _episode_ends(self) -> bool:
        """After a finished hand: a hand episode ends; a match ends by the game's rules or the hand limit."""
        if self.episode == "hand" or self.game.match_over(self._results):
            return True
        limit = self.max_hands if self.max_hands is not None else self.game.max_hands()
        return limit is not None and len(self._results) >= limit

    # ------------------------------------------------------------------ display

    def render(self) -> str | None:
        """The table as the terminal draws it, seen by the agent to move: returned (``render_mode="ansi"``) or
        printed (``"human"``, which returns ``None`` as PettingZoo asks)."""
        if self.render_mode is None:
            return None
        from tarocchi.rl.render import render_table

        seat = self._seat_of.get(self.agent_selection, 0)
        text = render_table(self.game, self.hand_state, seat)
        if self.render_mode == "human":
            print(text, end="")
            return None
        return text

    def close(self) -> None:
        """Nothing to release."""


def _whole_number(name: str, value: Any) -> int:
    """``value`` as an int; a float, a bool or a string is refused, naming ``name`` (``seed=1.5`` is no seed)."""
    try:
        if isinstance(value, _BOOLS):
            raise TypeError
        return operator.index(value)
    except TypeError:
        raise ValueError(f"{name} must be a whole number, not {value!r}") from None


def _seed(seed: Any) -> int:
    """``seed`` checked: a whole number from 0 to 2**64 - 1, as Gymnasium's seeds are non-negative (the deals'
    generator keeps 64 bits, so a seed outside would give the episodes of another)."""
    value = _whole_number("seed", seed)
    if not 0 <= value <= _MAX_SEED:
        raise ValueError(f"seed must be a whole number from 0 to 2**64 - 1, not {value}")
    return value


def _hand_limit(max_hands: Any) -> int | None:
    """``max_hands`` checked: ``None`` (the game's own limit) or a whole number of hands of at least 1."""
    if max_hands is None:
        return None
    limit = _whole_number("max_hands", max_hands)
    if limit < 1:
        raise ValueError(f"max_hands must be at least 1 (or None), not {limit}")
    return limit


def _finite_number(name: str, value: Any) -> float:
    """``value`` as a finite float, or a ``ValueError`` naming ``name``."""
    if isinstance(value, _BOOLS) or not isinstance(value, int | float | np.integer | np.floating):
        raise ValueError(f"{name} must be a number, not {value!r}")
    number = float(value)
    if not math.isfinite(number):
        raise ValueError(f"{name} must be a finite number, not {value!r}")
    return number


def env(game: str | Game = "french-tarot", *, illegal_reward: float = -1.0, **kwargs: Any) -> AECEnv:
    """:class:`raw_env` inside PettingZoo's standard wrappers (illegal action -> ``illegal_reward``, episode over)."""
    out: AECEnv = raw_env(game, **kwargs)
    out = wrappers.TerminateIllegalWrapper(out, illegal_reward=illegal_reward)
    out = wrappers.AssertOutOfBoundsWrapper(out)
    out = wrappers.OrderEnforcingWrapper(out)
    return out


__all__ = ["ENV_NAME", "env", "raw_env"]
