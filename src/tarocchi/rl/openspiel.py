"""OpenSpiel games: ``import tarocchi.rl.openspiel`` registers the four games with ``pyspiel.register_game``.

``python_tarocchi_french_tarot``, ``python_tarocchi_gatti``, ``python_tarocchi_piedmontese`` and
``python_tarocchi_tarocchino``; the parameters are every option of the game's option specification
(``players`` and its variant switches, as ``tarocchi match --option`` takes them, with their defaults)
plus ``dealer``. A list option is one string, its values joined by ``+``
(``allowed_contracts=garde+garde-sans``); an integer option whose default is unset (``null``, or
derived from the player count as Gatti's ``match_hands``) defaults to the value just below its
minimum, which stands for "unset". A parameter left at its default is not passed to the game, which
then uses its own default. One OpenSpiel game is one hand.

**Utility.** Each loaded game's type states the utility of its options: zero-sum, constant-sum (its
``utility_sum``) or general-sum, from the sum of a hand's scores the game states
(:attr:`~tarocchi.engine.game.Game.hand_score_sum`; Piedmontese for three with ``reference_3p`` 57
loses 57 a hand, piedmontese.md C15); the registered type, which holds for every parameter set, is
general-sum.

Players are the live seats (:meth:`~tarocchi.engine.game.Game.live_seats`) in order; a dummy's
decisions are its controller's. Actions are the game's integer ids (DESIGN.md §9), a discard or a
declaration taken card by card.

**Chance: the deal, card by card.** The first ``deck`` moves are chance nodes; chance outcome ``c`` is
card id ``c`` and the ``k``-th chance move places its card at position ``k`` of the deal: the hands
of seats 0, 1, ... in turn (each of its dealt size), then the talon. Every remaining card is equally
likely, so every deal is equally likely, as with the project's shuffle. Card-by-card chance (rather
than one chance node choosing a shuffle seed) is what lets a resampled world be a real OpenSpiel
state with a history of its own: ISMCTS, serialization and ``random_sim_test`` all replay it.

**Strings and tensors.** The information-state and observation tensors are the seat's encoding
(:mod:`tarocchi.rl.encoding`: from the seat's observation only, with its own pending selection); the
information-state string writes out the seat's whole observation (history as the seat saw it,
tricks, cards it may see, its pending selection); the observation string leaves out the history.

**Resampling.** ``state.resample_from_infostate(player, sampler)`` draws a world consistent with the
player's observation with the search agent's exact sampler (``search_model(game).determinize``),
then builds it as an OpenSpiel state: the sampled deal as chance moves, then the ids of the replayed
history (hidden actions, such as another seat's discard, take their sampled form), then the player's
own pending selection. The result keeps the player's information-state string and tensor and the
current player; ``sampler()`` gives the seed of the draw.
"""

from __future__ import annotations

import functools
import json
import random
from typing import Any, Final

import numpy as np
import pyspiel

from tarocchi.agents.search import search_model
from tarocchi.cards import CODES, cards_of
from tarocchi.engine.game import Deal, Game, HandState
from tarocchi.engine.observation import Observation
from tarocchi.engine.options import OptionSpec
from tarocchi.errors import TarocchiError, UnknownGameError
from tarocchi.games import create_game, game_class, game_names
from tarocchi.rl.bounds import max_decisions, utility_bounds
from tarocchi.rl.encoding import Encoder, EncodingMemo

SHORT_NAMES: Final[dict[str, str]] = {name: "python_tarocchi_" + name.replace("-", "_") for name in game_names()}
"""Game name -> OpenSpiel short name."""
LIST_SEPARATOR: Final = "+"
"""Joins the values of a list option in its string parameter (game strings split parameters on commas)."""
_RESAMPLE_TRIES: Final = 400
"""Draws before giving up: the sampler does not know every rule (a declared Tarocchino sequence is
whole), so a world whose replay the rules refuse is drawn again."""
_MASK_BYTES: Final = (len(CODES) + 7) // 8
"""Bytes of a card set."""
_CHANCE: Final = int(pyspiel.PlayerId.CHANCE)
_TERMINAL: Final = int(pyspiel.PlayerId.TERMINAL)
_CLASSES: dict[str, type] = {}
"""Game name -> its registered OpenSpiel game class."""
_FACTS: dict[str, GameFacts] = {}
"""Game string -> its facts (see :class:`GameFacts`)."""


def _cards_left(mask: int) -> list[int]:
    """The cards of a set in deck order (as :func:`~tarocchi.cards.cards_of`, unpacked by numpy: a deal asks for
    up to 78 cards at each of its 78 chance nodes)."""
    bits = np.unpackbits(np.frombuffer(mask.to_bytes(_MASK_BYTES, "little"), dtype=np.uint8), bitorder="little")
    out: list[int] = np.flatnonzero(bits).tolist()
    return out


def _parameters(name: str) -> dict[str, Any]:
    """OpenSpiel parameters of a game: every option of its specification with its default, and ``dealer``."""
    params = {spec.key: _parameter_of(spec, spec.default) for spec in game_class(name).option_specs()}
    params["dealer"] = 0
    return params


def _unset(spec: OptionSpec) -> int:
    """The parameter of an integer option left unset (its default is ``None``): just below its minimum."""
    return (spec.minimum if spec.minimum is not None else 0) - 1


def _parameter_of(spec: OptionSpec, value: Any) -> bool | int | float | str:
    """An option's value as an OpenSpiel parameter: a list joined by :data:`LIST_SEPARATOR`, unset as :func:`_unset`."""
    if spec.kind == "multi":
        return LIST_SEPARATOR.join(str(v) for v in value)
    if value is None:
        return _unset(spec)
    out: bool | int | float | str = value
    return out


def _options_of(name: str, values: dict[str, Any]) -> dict[str, Any]:
    """The game's options from OpenSpiel parameters: those not at their defaults, and ``players``."""
    options: dict[str, Any] = {}
    for spec in game_class(name).option_specs():
        value = values[spec.key]
        if spec.key != "players" and value == _parameter_of(spec, spec.default):
            continue
        if spec.kind == "multi" and isinstance(value, str):
            options[spec.key] = [v for v in value.split(LIST_SEPARATOR) if v]
        else:
            options[spec.key] = None if spec.kind == "int" and value == _unset(spec) else value
    return options


def _utility(total: float | None) -> pyspiel.GameType.Utility:
    """Zero-sum, constant-sum or general-sum, from the sum of a hand's scores (``None``: not constant)."""
    if total is None:
        return pyspiel.GameType.Utility.GENERAL_SUM
    if total == 0:
        return pyspiel.GameType.Utility.ZERO_SUM
    return pyspiel.GameType.Utility.CONSTANT_SUM


def _player_counts(name: str) -> list[int]:
    cls = game_class(name)
    counts = {len(create_game(name, v).live_seats()) for v in ({}, *cls.variants())}
    return sorted(counts)


class TarocchiGame(pyspiel.Game):
    """One tarocchi game with one option set, as an OpenSpiel game of one hand."""

    def __init__(self, name: str, defaults: dict[str, Any], params: Any = None) -> None:
        values = {**defaults, **(params or {})}
        g = create_game(name, _options_of(name, values))
        low, high, total = utility_bounds(g)
        info = pyspiel.GameInfo(
            num_distinct_actions=g.num_distinct_actions,
            max_chance_outcomes=len(CODES),
            num_players=len(g.live_seats()),
            min_utility=low,
            max_utility=high,
            utility_sum=total,
            max_game_length=max_decisions(g),
        )
        super().__init__(_game_type(name, _utility(total)), info, values)
        facts = _FACTS.get(str(self))
        if facts is None:
            facts = _FACTS[str(self)] = GameFacts(g, int(values["dealer"]))
        self._facts = facts

    @property
    def facts(self) -> GameFacts:
        """The tarocchi game behind this OpenSpiel game and what its states need (kept on the object; by the
        game string when pybind11 has dropped its Python attributes, :class:`GameFacts`)."""
        facts: GameFacts | None = getattr(self, "_facts", None)
        return facts if facts is not None else _FACTS[str(self)]

    @property
    def tarocchi(self) -> Game:
        """The tarocchi :class:`Game`."""
        return self.facts.tarocchi

    def new_initial_state(self) -> TarocchiState:
        """The state before the deal."""
        return TarocchiState(self, self.facts)

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> TarocchiObserver:
        """Observer of information states (``perfect_recall``) or observations."""
        if params:
            raise ValueError(f"observation parameters are not supported: {params}")
        recall = bool(iig_obs_type.perfect_recall) if iig_obs_type is not None else False
        if iig_obs_type is not None and iig_obs_type.private_info != pyspiel.PrivateInfoType.SINGLE_PLAYER:
            raise ValueError("only single-player observers (a seat's own view) are provided")
        return TarocchiObserver(self.facts, recall)


class GameFacts:
    """What the states of one OpenSpiel game read, kept in plain Python.

    pybind11 may drop the Python attributes of a game object it hands back from C++ (a deserialized
    game), so states and observers keep this object instead of the game (one per game string).
    """

    def __init__(self, game: Game, dealer: int) -> None:
        self.tarocchi = game
        self.dealer = dealer
        game.check_dealer(dealer, None)
        self.live = game.live_seats()
        sizes = game.deal(dealer, 0)
        self.hand_sizes = [len(h) for h in sizes.hands]
        self.encoder = Encoder(game)
        self.model = search_model(game)

    def __deepcopy__(self, memo: dict[int, Any]) -> GameFacts:
        return self  # shared by every state of the game, never changed

    def deal_of(self, cards: list[int]) -> Deal:
        """The deal made by the chance moves ``cards`` (hands in seat order, then the talon)."""
        hands = []
        k = 0
        for size in self.hand_sizes:
            hands.append(tuple(cards[k : k + size]))
            k += size
        return Deal(tuple(hands), tuple(cards[k:]))


class _HandBox:
    """Holds the hand state so that OpenSpiel's clone (a deep copy) uses the engine's cheap ``copy``, the
    encoder's memo of this state's line of play (:class:`~tarocchi.rl.encoding.EncodingMemo`: a growing hand
    is not encoded from scratch at every step; a clone starts its own, as its line may part from this one),
    and what the state answers until its next action: the current player, the legal ids and each player's
    tensor (worked out once, when first asked; :meth:`moved` forgets them, a clone starts without them)."""

    __slots__ = ("hand", "legal", "memo", "player", "tensors")

    def __init__(self, hand: HandState | None) -> None:
        self.hand = hand
        self.memo = EncodingMemo()
        self.player: int | None = None
        self.legal: list[int] | None = None
        self.tensors: dict[int, np.ndarray] = {}

    def moved(self) -> None:
        """Forget what the state answered before its last action."""
        self.player = None
        self.legal = None
        self.tensors = {}

    def __deepcopy__(self, memo: dict[int, Any]) -> _HandBox:
        if self.hand is None:
            return _HandBox(None)
        copy = self.hand.copy()
        # The contract says copy() carries a selection in progress; not every kernel does yet.
        self.hand._carry_selection(copy)
        return _HandBox(copy)


class TarocchiState(pyspiel.State):
    """One hand: the deal as chance moves, then the players' action ids."""

    def __init__(self, game: TarocchiGame, facts: GameFacts) -> None:
        super().__init__(game)
        self._g = facts
        self.dealt: list[int] = []
        self._remaining = facts.tarocchi.deck
        self._box = _HandBox(None)

    @property
    def hand(self) -> HandState | None:
        """The engine's hand once dealt."""
        return self._box.hand

    @property
    def encoding_memo(self) -> EncodingMemo:
        """The encoder's memo of this state's hand (:class:`_HandBox`)."""
        return self._box.memo

    # ------------------------------------------------------------------ OpenSpiel API

    def current_player(self) -> int:
        """CHANCE during the deal, TERMINAL at the end, else the player deciding (a dummy's controller)."""
        box = self._box
        player = box.player
        if player is None:
            player = box.player = self._player_now()
        return player

    def _player_now(self) -> int:
        hand = self._box.hand
        if hand is None:
            return _CHANCE
        seat = hand.to_act
        if seat is None:
            return _TERMINAL
        return self._g.live.index(hand.controller(seat))  # a dummy's controller in this hand

    def _legal_actions(self, player: int) -> list[int]:
        box = self._box
        assert box.hand is not None and player == self.current_player()
        legal = box.legal
        if legal is None:
            legal = box.legal = box.hand.legal_ids()
        return legal

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """Every card not yet dealt, equally likely."""
        cards = _cards_left(self._remaining)
        p = 1.0 / len(cards)
        return [(c, p) for c in cards]

    def _apply_action(self, action: int) -> None:
        box = self._box
        try:
            if box.hand is None:
                self._deal_card(action)
            else:
                box.hand.apply_id(action, box.legal)  # the ids worked out on this very state, if asked already
        finally:
            box.moved()

    def _deal_card(self, action: int) -> None:
        if not (self._remaining >> action) & 1:
            raise pyspiel.SpielError(f"card {action} is not left to deal")
        self.dealt.append(action)
        self._remaining &= ~(1 << action)
        if not self._remaining:
            g = self._g
            self._box.hand = g.tarocchi.new_hand(g.dealer, g.deal_of(self.dealt))

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            return f"deal {CODES[action]}"
        return self._g.tarocchi.action_name(action)

    def is_terminal(self) -> bool:
        """The hand is over and nobody has anything left to decide."""
        return self.current_player() == _TERMINAL

    def returns(self) -> list[float]:
        """Each player's score for the hand (zeros until the end)."""
        if not self.is_terminal():
            return [0.0] * len(self._g.live)
        assert self.hand is not None
        scores = self.hand.result().scores
        return [float(scores[s]) for s in self._g.live]

    def __str__(self) -> str:
        """The deal and the hand's history (for debugging; the same after deserialization)."""
        if self.hand is None:
            return f"dealing: {' '.join(CODES[c] for c in self.dealt)}"
        moves = "; ".join(a.describe() for a in self.hand.history)
        sel = self.hand.selection
        picked = f" | picking {' '.join(CODES[c] for c in cards_of(sel.cards))}" if sel is not None else ""
        return f"deal: {' '.join(CODES[c] for c in self.dealt)} | {moves}{picked}"

    # ------------------------------------------------------------------ views

    def seat_of(self, player: int) -> int:
        """The seat a player sits at."""
        return self._g.live[player]

    def observation_of(self, player: int) -> Observation | None:
        """The player's observation (``None`` during the deal)."""
        if self.hand is None:
            return None
        return self.hand.observation(self.seat_of(player))

    def tensor_of(self, player: int) -> np.ndarray | None:
        """The player's encoding (``None`` during the deal), worked out once until the next action."""
        box = self._box
        if box.hand is None:
            return None
        tensor = box.tensors.get(player)
        if tensor is None:
            obs = box.hand.observation(self.seat_of(player))
            tensor = self._g.encoder.encode(obs, self.own_selection(player), memo=box.memo)
            box.tensors[player] = tensor
        return tensor

    def own_selection(self, player: int) -> Any:
        """The player's pending card-by-card selection, if it is the one deciding."""
        if self.hand is None or self.current_player() != player:
            return None
        return self.hand.selection

    # ------------------------------------------------------------------ resampling

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> TarocchiState:
        """A world consistent with what ``player_id`` knows, drawn by the exact sampler (module docstring)."""
        rng = random.Random(int(float(probability_sampler()) * 2**53))
        obs = self.observation_of(player_id)
        if obs is None:
            return self.clone()  # type: ignore[no-any-return]
        key = information_state_string(self, player_id)
        out: TarocchiState | None = None
        for _ in range(_RESAMPLE_TRIES):
            out = self._resampled(player_id, obs, rng)
            if out is not None and information_state_string(out, player_id) == key:
                return out
        raise pyspiel.SpielError(f"no consistent world found for player {player_id} in {self}")

    def _resampled(self, player: int, obs: Observation, rng: random.Random) -> TarocchiState | None:
        return _world(self.get_game(), self._g, obs, rng, self.own_selection(player))


def _world(game: Any, facts: GameFacts, obs: Observation, rng: random.Random, selection: Any) -> TarocchiState | None:
    """An OpenSpiel state of a world drawn for ``obs`` (``None`` when the draw must be made again)."""
    world = facts.model.determinize(obs, rng).state
    deal = world.deal
    if world.phase != obs.phase or world.to_act != obs.to_act:
        return None
    out: TarocchiState = game.new_initial_state()
    for card in [c for hand in deal.hands for c in hand] + list(deal.talon):
        out.apply_action(card)
    assert out.hand is not None
    try:
        for action in world.history:
            for action_id in out.hand.ids_for(action):
                out.apply_action(action_id)
    except (TarocchiError, ValueError):
        # The sampler's constraints let through a world where a recorded action is illegal (a
        # give window that opens only between camps): draw again.
        return None
    if selection is not None:
        layout = facts.tarocchi.action_layout
        for card in cards_of(selection.cards):
            out.apply_action(layout.pick_id(selection.family, card))
    return out


def state_from_observation(game: TarocchiGame, obs: Observation, rng: random.Random) -> TarocchiState:
    """An OpenSpiel state of a world consistent with ``obs`` (for wrapping an OpenSpiel bot as an agent)."""
    for _ in range(_RESAMPLE_TRIES):
        out = _world(game, game.facts, obs, rng, None)
        if out is not None:
            return out
    raise pyspiel.SpielError(f"no consistent world found for seat {obs.seat}")


def load_tarocchi(game: Game, dealer: int = 0) -> TarocchiGame:
    """The OpenSpiel game of a tarocchi :class:`Game` (its options as parameters) with ``dealer``."""
    specs = {spec.key: spec for spec in type(game).option_specs()}
    params = {k: _parameter_of(specs[k], v) for k, v in game.options_json().items() if k in specs}
    return load(game.name, **params, dealer=dealer)


def information_state_string(state: TarocchiState, player: int) -> str:
    """Everything ``player`` knows: its observation with the history, and its pending selection."""
    return _describe(state, player, recall=True)


def _describe(state: TarocchiState, player: int, recall: bool) -> str:
    obs = state.observation_of(player)
    if obs is None:
        seat = state.seat_of(player)
        return f"seat {seat}: dealing ({len(state.dealt)} cards dealt)"
    lines = [
        f"seat {obs.seat}/{obs.num_seats} dealer {obs.dealer} phase {obs.phase} to_act {obs.to_act}",
        "hand " + " ".join(CODES[c] for c in cards_of(obs.hand)),
    ]
    for kind, sets in (("public", obs.public_cards), ("private", obs.private_cards)):
        for name in sorted(sets):
            lines.append(f"{kind} {name}: " + " ".join(CODES[c] for c in cards_of(sets[name])))
    lines.append("info " + json.dumps(obs.info, sort_keys=True, default=str))
    tricks = obs.tricks if recall else obs.tricks[-1:]
    for trick in tricks:
        plays = " ".join(f"{s}:{CODES[c]}" for s, c in trick.plays)
        lines.append(f"trick led by {trick.leader}: {plays} won by {trick.winner}")
    if recall:
        lines.extend(f"{a.seat} {a.describe()}" for a in obs.history)
    selection = state.own_selection(player)
    if selection is not None:
        lines.append(f"picking family {selection.family}: " + " ".join(CODES[c] for c in cards_of(selection.cards)))
    return "\n".join(lines)


class TarocchiObserver:
    """OpenSpiel's PyObserver: the seat's encoding as the tensor, its observation written out as the string."""

    def __init__(self, game: GameFacts, recall: bool) -> None:
        self._game = game
        self.recall = recall
        self.tensor = np.zeros(game.encoder.size, dtype=np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state: TarocchiState, player: int) -> None:
        """Fill :attr:`tensor` from ``player``'s point of view (zeros during the deal but the seat)."""
        tensor = state.tensor_of(player)
        if tensor is None:
            self.tensor.fill(0.0)
        else:
            self.tensor[:] = tensor

    def string_from(self, state: TarocchiState, player: int) -> str:
        """The information-state string (``perfect_recall``) or the observation string."""
        return _describe(state, player, recall=self.recall)


@functools.cache
def _game_type(name: str, utility: pyspiel.GameType.Utility) -> pyspiel.GameType:
    """The OpenSpiel game type of a game with ``utility`` (the registered one is general-sum)."""
    counts = _player_counts(name)
    return pyspiel.GameType(
        short_name=SHORT_NAMES[name],
        long_name=f"tarocchi {name}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=utility,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=max(counts),
        min_num_players=min(counts),
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=_parameters(name),
    )


def _register(name: str) -> None:
    defaults = _parameters(name)
    game_type = _game_type(name, pyspiel.GameType.Utility.GENERAL_SUM)

    def __init__(self: TarocchiGame, params: Any = None) -> None:
        TarocchiGame.__init__(self, name, defaults, params)

    # A class, as OpenSpiel's own Python games register: the registry's reference to it then
    # outlives the interpreter safely (a bare closure would be freed without the GIL at exit).
    cls = type(f"{name.title().replace('-', '')}Game", (TarocchiGame,), {"__init__": __init__, "__module__": __name__})
    _CLASSES[name] = cls
    pyspiel.register_game(game_type, cls)


def load(name: str, **params: Any) -> TarocchiGame:
    """``pyspiel.load_game`` of a tarocchi game by its tarocchi name, with parameters; an unknown name is an
    :class:`~tarocchi.errors.UnknownGameError` naming the known ones (as ``create_game`` words it)."""
    if name not in SHORT_NAMES:
        raise UnknownGameError(f"unknown game {name!r} (known: {', '.join(SHORT_NAMES)})")
    game: TarocchiGame = pyspiel.load_game(SHORT_NAMES[name], params)
    return game


_KNOWN = set(pyspiel.registered_names())
for _name, _short in SHORT_NAMES.items():
    if _short not in _KNOWN:
        _register(_name)

__all__ = [
    "SHORT_NAMES",
    "TarocchiGame",
    "TarocchiObserver",
    "TarocchiState",
    "information_state_string",
    "load",
    "load_tarocchi",
    "state_from_observation",
]
