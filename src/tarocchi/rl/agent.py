"""Agents that wrap a policy, so that anything written against the RL interfaces plays at a tarocchi table.

A *policy* is a callable ``policy(observation, mask) -> action id``: ``observation`` is the seat's
float32 encoding (:mod:`tarocchi.rl.encoding`, the PettingZoo vector), ``mask`` the int8 mask of
legal ids. It may also be an OpenSpiel bot (``bot.step(state) -> action id``): the agent then builds
an OpenSpiel state consistent with its observation (a world drawn by the exact sampler, as
``resample_from_infostate`` does) and asks the bot; a search bot such as ISMCTS resamples from it.

A set-valued decision (a discard, a declaration) is asked card by card, as in the environments, and
returned as the one action it makes. Registered names (entry points ``tarocchi.agents``):

* ``policy:ref=package.module.attribute``: ``attribute`` is a policy, an OpenSpiel bot, or a factory
  taking the :class:`~tarocchi.engine.game.Game` and returning one;
* ``linear:weights=PATH``: the linear policy of ``examples/rl`` (a ``.npz`` with ``W`` and ``b``:
  the legal id of highest ``W @ observation + b``);
* ``ismcts:simulations=N:uct=C:rollouts=R``: OpenSpiel's own information-set MCTS
  (``open_spiel.python.algorithms.ismcts``, Cowling et al. 2012), a computer player written outside
  the project, searching the game as OpenSpiel sees it: ``N`` simulations per decision (default
  100), each from a world ``resample_from_infostate`` draws for the bot's seat, valued by ``R``
  uniformly random playouts (default 1); ``C`` the UCT constant in points of the game's score
  (default 40: the returns are raw scores). Its random numbers are drawn from the table's ``rng``
  at each decision, so a match replays exactly.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from tarocchi.agents.adapt import AdaptiveAgent
from tarocchi.agents.base import Agent
from tarocchi.engine.actions import Action
from tarocchi.engine.game import CardChoice, Game
from tarocchi.engine.observation import Observation
from tarocchi.errors import TarocchiError
from tarocchi.rl.core import DecisionIds, mask_of_ids
from tarocchi.rl.encoding import Encoder

Policy = Callable[[np.ndarray, np.ndarray], int]


class PolicyAgent:
    """A tarocchi :class:`~tarocchi.agents.base.Agent` playing ``policy`` (a callable or an OpenSpiel bot)."""

    def __init__(self, game: Game, policy: Any, name: str = "policy") -> None:
        self.name = name
        self.game = game
        self.policy = policy
        self.encoder = Encoder(game)
        self._is_bot = _is_openspiel_bot(policy) or (hasattr(policy, "step") and not callable(policy))

    def act(
        self,
        observation: Observation,
        legal: Sequence[Action],
        rng: random.Random,
        choices: Sequence[CardChoice] = (),
    ) -> Action:
        """Ask the policy id by id until it has made one legal action."""
        seat = observation.to_act if observation.to_act is not None else observation.seat
        decision = DecisionIds(self.game, seat, legal, choices)
        state = self._openspiel_state(observation, rng) if self._is_bot else None
        if isinstance(self.policy, _Reseeded):
            self.policy.reseed(rng)
        while decision.action is None:
            ids = decision.legal()
            if len(ids) == 1:
                choice = ids[0]
            elif state is not None:
                choice = int(self.policy.step(state))
            else:
                vector = self.encoder.encode(observation, decision.selection)
                choice = int(self.policy(vector, mask_of_ids(ids, self.game.num_distinct_actions)))
            if choice not in ids:
                raise TarocchiError(f"{self.name}: the policy chose id {choice}, which is not legal")
            decision.apply(choice)
            if state is not None and decision.action is None:
                state.apply_action(choice)
        return decision.action

    def _openspiel_state(self, observation: Observation, rng: random.Random) -> Any:
        from tarocchi.rl import openspiel

        game = openspiel.load_tarocchi(self.game, dealer=observation.dealer)
        return openspiel.state_from_observation(game, observation, rng)


class _Reseeded:
    """An OpenSpiel ISMCTS bot whose random state is drawn from the table's ``rng`` before each decision."""

    def __init__(self, bot: Any, evaluator: Any) -> None:
        self.bot = bot
        self.evaluator = evaluator
        # OpenSpiel's default resampler draws from its own unseeded C++ stream: draw from the bot's.
        bot.set_resampler(lambda state, player: state.resample_from_infostate(player, bot.random_number))

    def reseed(self, rng: random.Random) -> None:
        self.bot._random_state = np.random.RandomState(rng.getrandbits(32))
        self.evaluator._random_state = np.random.RandomState(rng.getrandbits(32))

    def step(self, state: Any) -> int:
        return int(self.bot.step(state))


def make_ismcts_agent(game: str, simulations: int = 100, uct: float = 40.0, rollouts: int = 1) -> Agent:
    """Factory of ``ismcts:simulations=N:uct=C:rollouts=R`` (see the module docstring)."""
    if not isinstance(simulations, int) or simulations < 1:
        raise TarocchiError(f"agent 'ismcts': simulations must be a whole number of at least 1, not {simulations!r}")
    if not isinstance(rollouts, int) or rollouts < 1:
        raise TarocchiError(f"agent 'ismcts': rollouts must be a whole number of at least 1, not {rollouts!r}")
    if isinstance(uct, bool) or not isinstance(uct, int | float) or uct < 0:
        raise TarocchiError(f"agent 'ismcts': uct must be a number of at least 0, not {uct!r}")
    from open_spiel.python.algorithms import ismcts, mcts

    from tarocchi.rl import openspiel

    def build(g: Game) -> Agent:
        evaluator = mcts.RandomRolloutEvaluator(rollouts, np.random.RandomState(0))
        bot = ismcts.ISMCTSBot(openspiel.load_tarocchi(g), evaluator, float(uct), simulations)
        return PolicyAgent(g, _Reseeded(bot, evaluator), name="ismcts")

    return AdaptiveAgent("ismcts", build)


def _is_openspiel_bot(policy: Any) -> bool:
    try:
        import pyspiel
    except ImportError:
        return False
    return isinstance(policy, pyspiel.Bot)


def _resolve(ref: str) -> Any:
    module, _, attribute = ref.rpartition(".")
    if not module:
        raise TarocchiError(f"policy ref {ref!r} must be package.module.attribute")
    try:
        return getattr(importlib.import_module(module), attribute)
    except (ImportError, AttributeError) as exc:
        raise TarocchiError(f"cannot load policy {ref!r}: {exc}") from None


def make_policy_agent(game: str, ref: str | float = "") -> Agent:
    """Factory of ``policy:ref=package.module.attribute`` (see the module docstring)."""
    if ref == "":
        raise TarocchiError("agent 'policy' needs ref=package.module.attribute")
    target = _resolve(str(ref))  # a spec's value reads as a number when it looks like one: policy:ref=5
    if not callable(target) and not hasattr(target, "step"):
        raise TarocchiError(
            f"policy {ref!r} is a {type(target).__name__}: give a policy(observation, mask), an OpenSpiel bot or a "
            "factory of one"
        )

    def build(g: Game) -> Agent:
        policy = target
        if isinstance(target, type) or _takes_game(target):
            policy = target(g)
        return PolicyAgent(g, policy, name="policy")

    return AdaptiveAgent("policy", build)


def _takes_game(target: Any) -> bool:
    """A factory is a callable of one parameter (a policy takes two)."""
    import inspect

    if _is_openspiel_bot(target) or not callable(target):
        return False
    try:
        return len(inspect.signature(target).parameters) == 1
    except (TypeError, ValueError):
        return False


class LinearPolicy:
    """The legal id of highest score ``W @ observation + b`` (``W``: actions x encoding size)."""

    def __init__(self, weights: np.ndarray, bias: np.ndarray) -> None:
        self.weights = weights
        self.bias = bias

    @classmethod
    def load(cls, path: str) -> LinearPolicy:
        """Read ``W`` and ``b`` from a ``.npz`` file; a file that cannot be read, is no ``.npz`` or lacks them is
        refused in one line naming the file (:class:`~tarocchi.errors.TarocchiError`), not a NumPy traceback."""
        try:
            data = np.load(path)
        except OSError as exc:
            raise TarocchiError(f"linear weights {path}: cannot read it ({exc.strerror or exc})") from None
        except ValueError:  # NumPy refuses to unpickle what is neither .npy nor .npz
            data = None
        if not isinstance(data, np.lib.npyio.NpzFile):
            raise TarocchiError(f"linear weights {path}: not a .npz file of W and b")
        with data:
            missing = [key for key in ("W", "b") if key not in data.files]
            if missing:
                raise TarocchiError(f"linear weights {path}: no {' or '.join(missing)} in it (a .npz of W and b)")
            return cls(np.asarray(data["W"], dtype=np.float32), np.asarray(data["b"], dtype=np.float32))

    def __call__(self, observation: np.ndarray, mask: np.ndarray) -> int:
        scores = self.weights @ observation + self.bias
        scores = np.where(mask > 0, scores, -np.inf)
        return int(np.argmax(scores))


def make_linear_agent(game: str, weights: str | float = "") -> Agent:
    """Factory of ``linear:weights=PATH``."""
    if weights == "":
        raise TarocchiError("agent 'linear' needs weights=PATH (a .npz with W and b)")
    weights = str(weights)  # a spec's value reads as a number when it looks like one: linear:weights=3
    policy = LinearPolicy.load(weights)

    def build(g: Game) -> Agent:
        expected = (g.num_distinct_actions, Encoder(g).size)
        if policy.weights.shape != expected:
            raise TarocchiError(f"linear weights {weights}: shape {policy.weights.shape}, this table needs {expected}")
        return PolicyAgent(g, policy, name="linear")

    return AdaptiveAgent("linear", build)


__all__ = ["LinearPolicy", "Policy", "PolicyAgent", "make_ismcts_agent", "make_linear_agent", "make_policy_agent"]
