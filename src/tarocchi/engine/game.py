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
import functools
import random
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar

from tarocchi.cards import Card, CardSet, cards_of, iter_cards, mask_of
from tarocchi.cards.names import PLAIN_PACK, Pack
from tarocchi.engine import ids
from tarocchi.engine.actions import Action, Verb, malformed
from tarocchi.engine.explain import Line, Texts
from tarocchi.engine.ids import ActionLayout, Selection
from tarocchi.engine.observation import Observation
from tarocchi.engine.options import OptionSpec
from tarocchi.engine.slots import slot_setters
from tarocchi.engine.tricks import TrickRules
from tarocchi.errors import InvalidActionError, TarocchiError

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


class Detail(Mapping[str, Any]):
    """Base of a game's typed hand-result detail: a frozen dataclass (``eq=False``) with named fields.

    It reads as the mapping of its record vocabulary (:meth:`to_json`, the ``detail`` of
    ``tarocchi replay --json``), so ``result.detail["contract"]`` and ``dict(result.detail)`` hold
    what records and tools rely on, and compares equal to that mapping.
    """

    __slots__ = ()

    @abc.abstractmethod
    def to_json(self) -> JsonDict:
        """The detail in record vocabulary (DESIGN.md §5)."""

    def __getitem__(self, key: str) -> Any:
        return self.to_json()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self.to_json())

    def __len__(self) -> int:
        return len(self.to_json())

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.to_json()!r})"


@dataclass(frozen=True, slots=True, init=False)
class HandResult:
    """What a finished hand writes on the score sheet (DESIGN.md §5, ``tarocchi replay --json``).

    ``points[s]``: card points of seat ``s``'s side (``None`` where the game shows none);
    ``scores[s]``: the hand's score for seat ``s``; ``detail``: the named parts, in record vocabulary.
    """

    points: tuple[float | int | None, ...]
    scores: tuple[int | float, ...]
    detail: Mapping[str, Any]

    def __init__(
        self, points: tuple[float | int | None, ...], scores: tuple[int | float, ...], detail: Mapping[str, Any]
    ) -> None:
        # built once per playout: stored through the slots (:mod:`tarocchi.engine.slots`)
        _SET_POINTS(self, points)
        _SET_SCORES(self, scores)
        _SET_DETAIL(self, detail)

    def to_json(self) -> JsonDict:
        """The hand's entry in ``tarocchi replay --json``."""
        return {"points": list(self.points), "scores": list(self.scores), "detail": dict(self.detail)}


_SET_POINTS, _SET_SCORES, _SET_DETAIL = slot_setters(HandResult, "points", "scores", "detail")


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

    def allows(self, cards: CardSet) -> bool:
        """Whether ``cards`` is one of the legal sets: ``size`` cards, ``required`` among them, the rest in ``pool``."""
        return (
            cards.bit_count() == self.size and self.required & ~cards == 0 and cards & ~(self.required | self.pool) == 0
        )


@dataclass(frozen=True, slots=True)
class PlayView:
    """A card decision as a playout policy reads it: who plays, what it may play, the trick so far."""

    seat: int
    legal: CardSet
    trick: tuple[tuple[int, Card], ...]
    """(seat, card) of the trick in progress, in play order."""
    players: int
    """How many cards make a trick."""


@dataclass(frozen=True, slots=True)
class CardPlay:
    """The card play left in a hand, for a playout kernel that plays it from the game's trick rules alone.

    From here to the end of the hand every decision is a card of the seat to play, the legal cards
    are those of :attr:`Game.trick_rules` (:func:`~tarocchi.engine.tricks.legal_plays`) and the next
    seat is ``(seat + 1) % len(hands)``; ``barred`` are cards that may not lead the trick in progress
    (a lead restriction, lifted when nothing but free cards would be left), 0 when there is none.
    """

    hands: tuple[CardSet, ...]
    """Each seat's cards (dummies included), by seat."""
    seat: int
    """The seat to play."""
    trick: tuple[Card, ...]
    """The cards of the trick in progress, in play order (its first is the leader's)."""
    barred: CardSet = 0


def _carrying_selection(own: Callable[[HandState], HandState]) -> Callable[[HandState], HandState]:
    """``own`` (a game's ``copy`` or ``playout``), then the selection in progress set on the copy too."""

    @functools.wraps(own)
    def copied(self: HandState) -> HandState:
        other = own(self)
        if self._selection is not None:
            other._selection = self._selection
        return other

    copied.carries_selection = True  # type: ignore[attr-defined]
    return copied


class HandState(abc.ABC):
    """One hand in progress. Subclasses hold the state in plain ints, lists and tuples.

    The checked :meth:`apply` is :meth:`check` followed by :meth:`apply_trusted`, the game's one
    trusted transition; playouts run the same transition on a :meth:`playout` copy, which keeps no
    undo. Integer actions (:meth:`legal_ids`, :meth:`apply_id`, DESIGN.md §9) are built on the listed
    actions and card choices by :mod:`tarocchi.engine.ids`; ``copy`` carries a selection in progress.
    """

    game: Game
    _selection: Selection | None = None
    """A set-valued decision being taken card by card (:mod:`tarocchi.engine.ids`)."""

    @property
    @abc.abstractmethod
    def dealer(self) -> int:
        """The dealer's seat."""

    @property
    def deal(self) -> Deal:
        """The cards as dealt for this hand (a sampled world's deal, for a search's own simulation)."""
        raise NotImplementedError(f"{type(self).__name__} does not keep its deal")

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

    def check_live(self, action: Action) -> None:
        """:meth:`check` for an action a seat sends at a live table (a person, a computer player, an integer
        id): also refused when the game withholds it from the seat's view (its observation does not offer
        it although a record, written with every fact known, may hold it), with a reason that tells
        nothing the seat may not know. By default :meth:`check`: only Gatti's called king withholds one (a
        ``give`` from a Fool player who does not know the sides, 12.3)."""
        self.check(action)

    @abc.abstractmethod
    def apply_trusted(self, action: Action) -> None:
        """Apply an action known to be legal, without checking it (precondition: ``check`` passes)."""

    def apply(self, action: Action) -> None:
        """Check then apply ``action``; on refusal nothing changes (a card-by-card selection is dropped).
        An action of the wrong shape (a card number that is no card) is an :class:`InvalidActionError`: the
        game's check speaks first (a record reader's own refusals), the shape is checked when it has passed
        or tripped."""
        try:
            self.check(action)
        except TarocchiError:
            raise
        except (IndexError, KeyError, TypeError, ValueError, AttributeError):
            problem = malformed(action)
            if problem is None:
                raise
            raise InvalidActionError(problem) from None
        problem = malformed(action)
        if problem is not None:
            raise InvalidActionError(problem)
        self.apply_trusted(action)
        self._selection = None

    # ----------------------------------------------------------------- integer actions (DESIGN.md §9)

    def legal_ids(self) -> list[int]:
        """The legal action ids of :attr:`to_act`, ascending; a set-valued decision goes card by card."""
        return ids.legal_ids(self)

    def apply_id(self, action_id: int, listed: Sequence[int] | None = None) -> Action | None:
        """Apply one id, checked, with the same refusals as :meth:`apply`; returns the record action it
        completed, or ``None`` for a pick that leaves a discard or declaration still open. ``listed``: this
        state's :meth:`legal_ids`, when the caller holds them already (an environment's action mask)."""
        return ids.apply_id(self, action_id, listed)

    def ids_for(self, action: Action) -> list[int]:
        """The ids that compose the record action ``action`` from this state, in order."""
        return ids.ids_for(self, action)

    @property
    def selection(self) -> Selection | None:
        """A discard or declaration being taken card by card through ids, if any."""
        return ids.selection_of(self)

    def _carry_selection(self, other: HandState) -> None:
        """For ``copy``: the copy continues a selection in progress."""
        other._selection = ids.selection_of(self)

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """Every game's ``copy`` and ``playout`` carry a card-by-card selection in progress, whatever they
        copy themselves; its ``undo`` drops one (the picks belonged to the decision being taken back)."""
        super().__init_subclass__(**kwargs)
        for name in ("copy", "playout"):
            own = cls.__dict__.get(name)
            if own is not None and not getattr(own, "carries_selection", False):
                setattr(cls, name, _carrying_selection(own))
        own_undo = cls.__dict__.get("undo")
        if own_undo is not None and not getattr(own_undo, "drops_selection", False):

            @functools.wraps(own_undo)
            def undo(self: HandState) -> Action:
                taken: Action = own_undo(self)
                self._selection = None
                return taken

            undo.drops_selection = True  # type: ignore[attr-defined]
            cls.undo = undo  # type: ignore[method-assign]

    # ----------------------------------------------------------------- playouts

    def playout(self) -> HandState:
        """An independent copy for simulation: the same trusted transition, no undo kept.

        ``undo`` on it raises ``ValueError``; games override this to skip their undo snapshots.
        """
        return self.copy()

    def play_view(self) -> PlayView | None:
        """The card decision of :attr:`to_act` when the next decision is a card to play, else ``None``."""
        return None

    def play_card(self, card: Card) -> None:
        """Trusted: the seat of :meth:`play_view` plays ``card`` (precondition: ``card`` is in its ``legal``)."""
        view = self.play_view()
        seat = view.seat if view is not None else self.to_act
        assert seat is not None
        self.apply_trusted(Action(seat, "play", card=card))

    def play_cards(self, cards: Sequence[Card]) -> None:
        """Trusted: :meth:`play_card` for each of ``cards`` in turn (a card play worked out elsewhere, replayed)."""
        for card in cards:
            self.play_card(card)

    def card_play(self) -> CardPlay | None:
        """The rest of the hand as pure card play (:class:`CardPlay`), when only cards are left to decide by
        the game's trick rules; ``None`` otherwise (the default: a game that does not say)."""
        return None

    def same_side(self, a: int, b: int) -> bool:
        """Whether seats ``a`` and ``b`` play together in this hand (the true sides: the engine's view)."""
        return a == b

    def controller(self, seat: int) -> int:
        """The seat whose player decides for ``seat`` in this hand: the game's :meth:`Game.controller`,
        unless the hand itself settles who plays a dummy (a dummy given to whoever defends)."""
        return self.game.controller(seat)

    def controller_settled(self, seat: int) -> bool:
        """Whether :meth:`controller` is final for ``seat`` in this hand (``False`` while the hand has
        yet to decide who plays a dummy, for example before the auction ends)."""
        return True

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


def uniform_action(listed: Sequence[Action], choices: Sequence[CardChoice], rng: random.Random) -> Action:
    """One of ``listed`` or of the instantiations of ``choices``, uniformly first among the listed actions and the
    choices, then among a choice's cards (the ``random`` agent's policy, :meth:`Game.random_action`'s playouts)."""
    k = rng.randrange(len(listed) + len(choices))
    if k < len(listed):
        return listed[k]
    choice = choices[k - len(listed)]
    picked = rng.sample(cards_of(choice.pool), choice.size - choice.required.bit_count())
    return choice.action(mask_of(picked))


class Game(abc.ABC):
    """A game's rules with one set of options. Immutable; cheap to share between hands.

    Besides the rules, a game tells the edges what they need, so that no edge names a game
    (DESIGN.md §9): its options (:meth:`option_specs`), who controls a dummy (:meth:`controller`),
    the sides as a seat knows them (:meth:`known_sides`), its trick rules, its action ids
    (:attr:`action_layout`), the explanation of a score (:meth:`explain`) and its texts.
    """

    name: ClassVar[str]
    """The game name used by the CLI, records and the API (``french-tarot``...)."""

    card_style: ClassVar[str] = "italian"
    """How its cards are drawn: ``french`` (French Tarot) or ``italian`` (suits of swords, cups, coins and
    batons); :attr:`pack` names them."""

    pack: ClassVar[Pack] = PLAIN_PACK
    """How its pack names its cards: its tradition (as :attr:`card_style`), the Fool's name and the named trumps'
    (:class:`tarocchi.cards.names.Pack`; every card name, hand order and typed card of the edges asks it)."""

    score_sheet: ClassVar[str] = "scores"
    """How its score sheet writes a hand: ``scores`` (each hand's scores; the totals are their sums),
    ``running`` (each hand's score and the running total) or ``balance`` (the scores are a running
    balance; each line also shows the hand's change)."""

    has_takers: ClassVar[bool] = False
    """Whether a hand is played by a taker for a contract (``detail["taker"]``, ``["contract"]``): a match
    report then counts every agent's contracts taken and made (DESIGN.md §7), zeros included."""

    # ----------------------------------------------------------------- what the edges ask

    @classmethod
    def option_specs(cls) -> tuple[OptionSpec, ...]:
        """The game's options (its spec's "Options and record vocabulary"), ``players`` first."""
        return ()

    @classmethod
    def player_counts(cls) -> tuple[int, ...]:
        """The player counts the game is played with, the usual one first."""
        for spec in cls.option_specs():
            if spec.key == "players":
                return (spec.default, *(c for c in spec.choices if c != spec.default))
        return ()

    @classmethod
    def variants(cls) -> tuple[dict[str, Any], ...]:
        """The option sets worth measuring and testing: each player count and notable variant
        (``tarocchi bench`` measures each; the conformance test plays each)."""
        return ({},)

    @classmethod
    def texts(cls) -> Texts:
        """The game's translations: title, option labels, terms, explanation lines (key -> lang -> text)."""
        return {}

    @property
    @abc.abstractmethod
    def action_layout(self) -> ActionLayout:
        """The game's integer action vocabulary (DESIGN.md §9; the layout in the package docstring)."""

    @property
    def num_distinct_actions(self) -> int:
        """How many action ids there are (every id is in ``range(num_distinct_actions)``)."""
        return self.action_layout.num_distinct_actions

    def action_name(self, action_id: int) -> str:
        """A readable name of an id (``play KH``, ``bid garde``, ``discard: pick 2C``)."""
        return self.action_layout.name(action_id)

    @property
    def trick_rules(self) -> TrickRules:
        """How tricks are played and won, as data (follow, trump, overtrump, the Fool)."""
        raise NotImplementedError(f"{self.name} does not state its trick rules")

    def controller(self, seat: int) -> int:
        """The seat whose player decides for ``seat``: itself, or a dummy's controller."""
        return seat

    def shows_part(self, listed: Action, cards: CardSet) -> bool:
        """Whether a seat offered the declaration ``listed`` may show only ``cards`` of it instead, as the
        same combination (a smaller showing: Tarocchino 13.4); the game's ``check`` agrees on the parts of a
        listed declaration. The default, False: a declaration is shown whole, or its smaller showings are
        offered as card choices of their own (Gatti 7.6)."""
        return False

    def declaration_points(self, action: Action) -> int | None:
        """What the declaration ``action`` scores on its own (before any doubling a hand's total may bring),
        for a front end to show beside it in a menu; ``None`` when it is no declaration with a value of its own
        (the default: a game whose declarations are scored otherwise, or none)."""
        return None

    def may_show_part(self, listed: Action) -> bool:
        """Whether the front ends offer to show part of ``listed``: some showing of one card fewer is
        accepted (:meth:`shows_part`; a smaller showing leaves out cards one at a time)."""
        if listed.verb != "declare" or listed.cards.bit_count() < 2:
            return False
        return any(self.shows_part(listed, listed.cards & ~(1 << card)) for card in iter_cards(listed.cards))

    def live_seats(self) -> list[int]:
        """The seats a person or a computer player fills (every seat but dummies)."""
        return [s for s in range(self.num_seats) if self.controller(s) == s]

    def known_sides(self, observation: Observation) -> tuple[tuple[int, ...], ...]:
        """The sides as ``observation.seat`` knows them now: a partition of the seats (each seat alone
        when nothing is known), fixed pairs where the game has them, a hidden partner only once known."""
        return tuple((s,) for s in range(observation.num_seats))

    def explain(self, result: HandResult) -> list[Line]:
        """The score of a finished hand as lines (translation keys of :meth:`texts` with parameters)."""
        return []

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

    def score_bounds(self) -> tuple[float, float]:
        """``(low, high)``: bounds on any seat's score for one hand, derived from the rules (they may be
        looser than the true extremes). The RL adapters state them as the utilities' range."""
        raise NotImplementedError(f"{self.name} states no score bounds")

    @property
    def hand_score_sum(self) -> float | None:
        """The sum over the seats of one hand's scores when the rules fix it (``0.0``: zero-sum), else
        ``None`` (the default: it varies from hand to hand)."""
        return None

    def points_so_far(self, observation: Observation) -> tuple[float, ...] | None:
        """What the hand in progress has already written for each seat before it ends, as the seat
        knows it (Tarocchino's declarations count toward the match at once); ``None`` (the default)
        when a hand writes nothing until it is scored."""
        return None

    def taken_points(self, cards: CardSet, tricks: int) -> float:
        """The points a side has taken so far with these cards in ``tricks`` tricks won, as the hand's
        points will count them: the cards' value, plus what a rule gives per trick won (default none)."""
        return self.card_points(cards)

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

    def match_winners(self, results: Sequence[HandResult]) -> tuple[int, ...]:
        """The seats that won a match that is over after these hands (:meth:`match_over`): the highest
        total of :meth:`totals` wins (Gatti 3.6, Piedmontese 7.5, Tarocchino R9.2; French Tarot's sheet
        alike), partners together, every seat at the top on a tie; dummies are left out."""
        totals = self.totals(results)
        live = self.live_seats()
        best = max(totals[s] for s in live)
        return tuple(s for s in live if totals[s] == best)

    def hands_in_match(self, most: int = 100) -> int | None:
        """After how many scored hands (none annulled, every score 0) :meth:`match_over` says the match is
        over: its length when left to the default (French Tarot R11.2, a deal per player; Gatti's hands by
        the number of players), as a setup screen shows it; ``None`` when not within ``most`` (a match
        played to a score)."""
        seats = self.num_seats
        blank = HandResult(tuple(None for _ in range(seats)), tuple(0 for _ in range(seats)), {})
        return next((n for n in range(1, most + 1) if self.match_over([blank] * n)), None)

    def match_drawn(self, results: Sequence[HandResult]) -> bool:
        """Whether a match that is over ended level: every seat that plays shares the top total
        (:meth:`match_winners` names them all), so nobody won it."""
        live = self.live_seats()
        return len(live) > 1 and len(self.match_winners(results)) == len(live)

    def random_action(self, state: HandState, rng: random.Random) -> Action:
        """A legal action of ``state.to_act`` chosen uniformly among listed actions and card choices."""
        seat = state.to_act
        listed = [a for a in state.legal_actions() if a.seat == seat]
        return uniform_action(listed, [c for c in state.card_choices() if c.seat == seat], rng)

    def random_live_action(self, state: HandState, rng: random.Random) -> Action:
        """A legal action of ``state.to_act`` chosen uniformly among what its observation offers and its card
        choices: a live table's stand-in for a faulty computer player, which must never send an action the game
        withholds from the seat (:meth:`HandState.check_live`), as :meth:`random_action`, a playout's policy over
        every listed action, may (Gatti's hidden ``give``, 12.3)."""
        seat = state.to_act
        if seat is None:
            raise ValueError("no seat is to act")
        listed = state.observation(seat).legal
        return uniform_action(listed, [c for c in state.card_choices() if c.seat == seat], rng)

    def play_random_hand(self, dealer: int, rng: random.Random) -> HandResult:
        """Deal from ``rng`` and play a whole hand with uniformly random legal actions.

        This generic version goes through the checking API; games override it with a random policy
        over their trusted transition on a playout state (``tarocchi bench``, simulations).
        """
        state = self.new_hand(dealer, self.deal(dealer, rng.getrandbits(64)))
        while not state.is_over:
            state.apply(self.random_action(state, rng))
        return state.result()

    def random_rollout(self, state: HandState, rng: random.Random) -> HandState:
        """Play ``state`` (a :meth:`HandState.playout` copy) to its end with uniformly random legal moves,
        cards through :meth:`HandState.play_card`; returns it. The ``rollout`` figure of ``tarocchi bench``."""
        while not state.is_over:
            view = state.play_view()
            if view is None:
                state.apply_trusted(self.random_action(state, rng))
                continue
            legal = view.legal
            if legal & (legal - 1):
                cards = cards_of(legal)
                state.play_card(cards[rng.randrange(len(cards))])
            else:
                state.play_card(legal.bit_length() - 1)
        return state

    def max_hands(self) -> int | None:
        """The most hands a record may hold (``None``: no limit)."""
        return None

    def no_hand_after(self, previous: HandState) -> str | None:
        """Why a record may hold no hand after the finished hand ``previous`` (the match it ended is over and
        the game's rules refuse any later hand), or ``None``: the default, a record goes on."""
        return None

    names_checked: ClassVar[bool] = True
    """Whether replay checks a record's ``names``: one entry per seat, dummy seats included (DESIGN.md §5); a
    game whose spec leaves them unchecked clears this."""

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
