"""The contract every game implements (OpenSpiel-style: an immutable game, a mutable hand state).

A :class:`Game` is the rules plus frozen options: it deals, checks deals and dealers, starts hands,
and knows the match (totals, end). A :class:`HandState` is one hand's history: it lists and checks
legal actions, applies them (checked or trusted), undoes them, copies itself cheaply, produces each
seat's :class:`~tarocchi.engine.observation.Observation` and, once over, the :class:`HandResult`.

Everything the record reader, agents and user interfaces need goes through this contract, so a
new game is a new package under :mod:`tarocchi.games` and nothing else changes.
"""

from __future__ import annotations

import abc
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from tarocchi.cards import Card, CardSet, cards_of, mask_of
from tarocchi.engine.actions import Action, Verb
from tarocchi.engine.observation import Observation

JsonDict = dict[str, Any]


@dataclass(frozen=True, slots=True)
class Deal:
    """The cards as dealt: each seat's hand in dealing order, and the talon (cards dealt to no seat).

    The order inside a hand matters only where a rule says so (Gatti's face-up card is the last card
    of ``hands[s]``); the masks are what the rules use.
    """

    hands: tuple[tuple[Card, ...], ...]
    talon: tuple[Card, ...] = ()
    hand_masks: tuple[CardSet, ...] = field(init=False, repr=False, compare=False)
    talon_mask: CardSet = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "hand_masks", tuple(mask_of(h) for h in self.hands))
        object.__setattr__(self, "talon_mask", mask_of(self.talon))


@dataclass(frozen=True, slots=True)
class HandResult:
    """What a finished hand writes on the score sheet (DESIGN.md §5, ``tarocchi replay --json``).

    ``points[s]``: card points of seat ``s``'s side (``None`` where the game shows none);
    ``scores[s]``: the hand's score for seat ``s``; ``detail``: the named parts, in record vocabulary.
    """

    points: tuple[float | int | None, ...]
    scores: tuple[int | float, ...]
    detail: Mapping[str, Any]

    def to_json(self) -> JsonDict:
        """The hand's entry in ``tarocchi replay --json``."""
        return {"points": list(self.points), "scores": list(self.scores), "detail": dict(self.detail)}


@dataclass(frozen=True, slots=True)
class CardChoice:
    """A set-valued decision too large to list (a discard, a poignée): choose ``size`` cards.

    Every set ``S`` with ``required ⊆ S``, ``S - required ⊆ pool`` and ``|S| == size`` is legal;
    ``value`` is the ``as`` name or other value the action carries.
    """

    seat: int
    verb: Verb
    required: CardSet
    pool: CardSet
    size: int
    value: str | None = None

    def action(self, chosen: CardSet) -> Action:
        """The action that picks ``chosen`` (the cards beyond ``required``)."""
        return Action(self.seat, self.verb, cards=self.required | chosen, value=self.value)


class HandState(abc.ABC):
    """One hand in progress. Subclasses hold the state in plain ints, lists and tuples."""

    game: Game

    @property
    @abc.abstractmethod
    def dealer(self) -> int:
        """The dealer's seat."""

    @property
    @abc.abstractmethod
    def to_act(self) -> int | None:
        """The seat a live table asks next, or ``None`` when nothing is left to decide.

        A live table asks ``to_act`` and offers it the actions of :meth:`legal_actions` and
        :meth:`card_choices` that carry its seat. In an optional declaration round this is the seat
        whose turn it is to declare (it may pass with :func:`~tarocchi.engine.actions.declare_nothing`);
        during an exchange window it is the seat that gives. After the last play ``to_act`` stays set
        while a final ``give`` may still be made, although :attr:`is_over` is already true.
        """

    @property
    @abc.abstractmethod
    def is_over(self) -> bool:
        """True when the hand can be scored (played out, passed or annulled).

        A record may end here; a live table also waits for ``to_act`` to be ``None`` (a final give).
        """

    @property
    @abc.abstractmethod
    def phase(self) -> str:
        """A short name of the current phase (``bidding``, ``discard``, ``play``, ``over``...)."""

    @abc.abstractmethod
    def legal_actions(self) -> list[Action]:
        """Every legal action that can be listed. Set-valued ones may instead be :meth:`card_choices`.

        Usually all of one seat; during an optional window (a Fool exchange ``give``) the list may
        also hold another seat's actions.
        """

    def card_choices(self) -> list[CardChoice]:
        """Set-valued legal decisions not listed by :meth:`legal_actions` (default: none)."""
        return []

    @abc.abstractmethod
    def check(self, action: Action) -> None:
        """Raise :class:`~tarocchi.errors.IllegalActionError` (or InvalidActionError) if ``action`` is not legal now."""

    @abc.abstractmethod
    def apply_trusted(self, action: Action) -> None:
        """Apply an action known to be legal, without checking it (precondition: ``check`` passes)."""

    def apply(self, action: Action) -> None:
        """Check then apply ``action``; on refusal nothing changes."""
        self.check(action)
        self.apply_trusted(action)

    @abc.abstractmethod
    def undo(self) -> Action:
        """Take back the last applied action and return it."""

    @abc.abstractmethod
    def copy(self) -> HandState:
        """An independent copy (cheap: plain containers only)."""

    @property
    @abc.abstractmethod
    def history(self) -> Sequence[Action]:
        """The actions applied so far, in order (the engine's own defaults not included)."""

    @abc.abstractmethod
    def observation(self, seat: int) -> Observation:
        """What ``seat`` may know now (DESIGN.md §6), nothing more."""

    @abc.abstractmethod
    def result(self) -> HandResult:
        """The score of a finished hand. Raises ``ValueError`` while the hand is still going."""

    @abc.abstractmethod
    def expected(self) -> tuple[int | None, str]:
        """The seat and verb expected next, for the ``next`` key of part-way records."""


class Game(abc.ABC):
    """A game's rules with one set of options. Immutable; cheap to share between hands."""

    name: ClassVar[str]
    """The game name used by the CLI, records and the API (``french-tarot``...)."""

    @property
    @abc.abstractmethod
    def num_seats(self) -> int:
        """Seats at the table, dummies included."""

    @property
    @abc.abstractmethod
    def deck(self) -> CardSet:
        """The cards this game plays with."""

    @abc.abstractmethod
    def card_points(self, cards: CardSet) -> float:
        """The counting value of these cards as the game counts them during play (its card-value table).

        Only the cards' own values: points a rule gives per trick won, for the last trick or for
        owning the discard are not included (they are separate figures). Where the rule counts cards
        in groups (pairs, threes), this is the raw value of the set as that rule's formula gives it,
        so the value of two disjoint sets is the sum of their values. User interfaces show it as the
        points a side has taken so far.
        """

    @classmethod
    @abc.abstractmethod
    def from_options(cls, raw: Mapping[str, Any]) -> Game:
        """Build from record/CLI options, strictly; raise :class:`~tarocchi.errors.OptionError` naming the key."""

    @abc.abstractmethod
    def options_json(self) -> JsonDict:
        """The options as a record writes them (every non-default key at least)."""

    @abc.abstractmethod
    def deal(self, dealer: int, seed: int) -> Deal:
        """The deal the project's deterministic shuffle gives for ``seed``."""

    @abc.abstractmethod
    def check_deal(self, deal: Deal) -> None:
        """Raise ``ValueError`` with a precise reason unless ``deal`` is a valid deal of this game."""

    @abc.abstractmethod
    def new_hand(self, dealer: int, deal: Deal) -> HandState:
        """Start a hand."""

    def start_hand(self, dealer: int, deal: Deal, previous: HandState | None) -> HandState:
        """Start a hand of a match, after ``previous`` (``None`` for the first hand).

        Replay and live sessions call this; the default ignores ``previous``. A game whose hand
        score depends on the hands before it (Piedmontese's carried balance) overrides it.
        """
        return self.new_hand(dealer, deal)

    def check_dealer(self, dealer: int, previous: HandState | None) -> None:
        """Raise ``ValueError`` when ``dealer`` breaks the rotation after ``previous`` (default: unchecked)."""
        if not 0 <= dealer < self.num_seats:
            raise ValueError(f"dealer {dealer} is not a seat (0..{self.num_seats - 1})")

    @abc.abstractmethod
    def next_dealer(self, previous: HandState) -> int:
        """The dealer of the hand after ``previous`` in a live match."""

    @abc.abstractmethod
    def totals(self, results: Sequence[HandResult]) -> list[Any]:
        """The match standing after these hands (``totals`` in ``tarocchi replay --json``)."""

    @abc.abstractmethod
    def match_over(self, results: Sequence[HandResult]) -> bool:
        """Whether the match has ended by the game's rules after these hands."""

    def random_action(self, state: HandState, rng: random.Random) -> Action:
        """A legal action of ``state.to_act`` chosen uniformly among listed actions and card choices."""
        seat = state.to_act
        listed = [a for a in state.legal_actions() if a.seat == seat]
        choices = [c for c in state.card_choices() if c.seat == seat]
        k = rng.randrange(len(listed) + len(choices))
        if k < len(listed):
            return listed[k]
        choice = choices[k - len(listed)]
        picked = rng.sample(cards_of(choice.pool), choice.size - choice.required.bit_count())
        return choice.action(mask_of(picked))

    def play_random_hand(self, dealer: int, rng: random.Random) -> HandResult:
        """Deal from ``rng`` and play a whole hand with uniformly random legal actions.

        This generic version goes through the checking API; games override it with their trusted
        fast path for ``tarocchi bench`` and simulations.
        """
        state = self.new_hand(dealer, self.deal(dealer, rng.getrandbits(64)))
        while not state.is_over:
            state.apply(self.random_action(state, rng))
        return state.result()

    def max_hands(self) -> int | None:
        """The most hands a record may hold (``None``: no limit)."""
        return None

    unfinished_followed_is_malformed: ClassVar[bool] = False
    """How a record with an unfinished hand followed by another is judged: refused at (that hand,
    its number of actions) by default (DESIGN.md §5); a game whose spec says "malformed" sets this."""

    def replay_status(self, states: Sequence[HandState], results: Sequence[HandResult]) -> JsonDict:
        """``complete``, ``match_over`` and, for a record that stops part-way, ``next`` (DESIGN.md §5).

        ``states`` are the record's hands in order (only the last may be unfinished), ``results``
        those of the finished hands. The default: complete when every hand is finished; ``next``
        names the expected seat and verb inside an unfinished hand, or the next deal when every
        hand is finished but the match is not over and the hand limit is not reached.
        """
        complete = all(state.is_over for state in states)
        over = self.match_over(results)
        out: JsonDict = {"complete": complete, "match_over": over}
        if not complete:
            seat, verb = states[-1].expected()
            out["next"] = {"hand": len(states) - 1, "seat": seat, "verb": verb}
        elif not over:
            limit = self.max_hands()
            if limit is None or len(states) < limit:
                out["next"] = {"hand": len(states), "seat": None, "verb": "deal"}
        return out

    def parse_action(self, raw: Mapping[str, Any], path: str) -> Action:
        """Read one record action; the default is :func:`tarocchi.engine.parsing.parse_action`."""
        from tarocchi.engine.parsing import parse_action

        return parse_action(raw, path, num_seats=self.num_seats)
