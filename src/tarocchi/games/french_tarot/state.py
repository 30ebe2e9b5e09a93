"""One deal of French Tarot in progress: the checked and trusted ways to act, undo, views, the result.

Phases: ``bidding`` (R4.2; a petit sec may be declared before the first bid, C8), ``call`` (five
players, R6.2), ``discard`` (Petite and Garde, R5.1), ``play`` (the chelem announcement and the
poignées come before the first card concerned, R9.3 and R8.2; the Excuse exchange ``give`` window
opens after a trick, C15), ``over``. When the exchange becomes possible only with the last trick, the
window stays open after it: the deal is over (and scored with the engine's default card) while
``to_act`` names the seat that may still make the final ``give``, as the engine contract says.

**One trusted step.** :meth:`FrenchTarotState.apply` is :meth:`~FrenchTarotState.check` then
:meth:`~FrenchTarotState.apply_trusted`; a play goes to :meth:`~FrenchTarotState.play_card`, the one
card step (``_run``: it keeps the trick as plain numbers, the suit led, the best key, the winning
seat, the trumps above the best card, and from them the legal cards of the next seat by §7.A; a
trick ends with R7.7–R7.9, the Excuse exchange of C15 and petit au bout's facts). Outside
playout mode each step first saves a snapshot for :meth:`~FrenchTarotState.undo`;
:meth:`~FrenchTarotState.playout` copies the state without one (its ``undo`` raises ``ValueError``).
The finished deal is reduced to :class:`.scoring.HandFacts` and scored by :func:`.scoring.score_hand`.

Camps are the true ones (the hidden five-player partner included) for every rule and the score;
observations show the partner only once the called card has been played (R6.3).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from operator import attrgetter
from typing import TYPE_CHECKING, Any, Final, NamedTuple

from tarocchi.cards import CODES, FOOL, SUIT_MASK_OF, TRUMPS, Card, CardSet, cards_of, codes_of
from tarocchi.engine.actions import Action, ListedSet
from tarocchi.engine.explain import CardRef, CardsRef, SeatRef, TermRef
from tarocchi.engine.game import CardChoice, CardPlay, Deal, HandResult, HandState, PlayView
from tarocchi.engine.observation import InfoCell, Observation, TrickView, info_at
from tarocchi.engine.rng import FLOAT_OF
from tarocchi.errors import IllegalActionError, InvalidActionError

from .calling import call_refusal, callable_cards
from .deal import CHIEN_SIZE, HAND_SIZE, is_petit_sec, petit_sec_seats
from .deck import ABOVE, FOOL_BIT, KEYS_BY_LEAD, LOW_CARDS, T1_BIT
from .declarations import (
    DECLARE_NAMES,
    PETIT_SEC,
    POIGNEES,
    THRESHOLDS,
    poignee_level,
    poignee_options,
    poignee_refusal,
)
from .discard import discard_choice, discard_refusal, shown_part
from .options import CONTRACT_ALIASES, CONTRACTS, Options
from .play import lead_legal, play_refusal
from .refusal import refuse
from .scoring import HandFacts, score_hand

if TYPE_CHECKING:
    from .game import FrenchTarot

BIDDING: Final = 0
CALL: Final = 1
DISCARD: Final = 2
PLAY: Final = 3
OVER: Final = 4
PHASE_NAMES: Final = ("bidding", "call", "discard", "play", "over")
BID_VALUES: Final = ("pass", *CONTRACTS)
"""Bid values by rank: 0 = pass, 1..4 = the contracts (R4.1)."""
TAKES_CHIEN: Final = (False, True, True, False, False)
"""By bid rank: whether the taker takes the chien and discards (R5.1: Petite, Garde; R5.5: not the others)."""
CHIEN_COUNTS: Final = (False, False, False, True, False)
"""By bid rank: whether the unseen chien counts for the taker (R5.5: Garde Sans; Garde Contre: the defence)."""
ATTACK: Final = 0
DEFENCE: Final = 1
_TRICK_ENTRY: Final = 1 << 78
"""A random playout keeps a trick's cards as one history entry, ``_TRICK_ENTRY | cards``: the cards are
played in turn from the trick's leader, each by its owner (see ``FrenchTarotState._expanded``)."""
_SEAT_SHIFT: Final = 7
"""The key of a play among the made :class:`Action` objects: ``card | seat << 7``."""
_BID_SHIFT: Final = 3
"""A bid made by :meth:`FrenchTarotState.bid` is kept as ``~(seat << 3 | rank)``."""
_RANK_MASK: Final = (1 << _BID_SHIFT) - 1
_PETIT_SEC_TEST: Final = TRUMPS | FOOL_BIT
"""R3.7: a hand holds a petit sec when these of its cards are T1 alone."""
_ORDERS_FROM: Final = {
    n: tuple(tuple(tuple((leader + k) % n for k in range(count, n)) for count in range(n)) for leader in range(n))
    for n in HAND_SIZE
}
"""By player count, leader and cards already in the trick: the seats still to play it, in turn (R7.1)."""

Choose = Callable[[int, CardSet, int, int, int, int], Card]
"""A card policy for :meth:`FrenchTarotState.play_out`: ``(seat, legal, count, winner, best, trick) -> card``."""

_SAVED: Final = (
    "_phase",
    "_high",
    "_taker",
    "_called",
    "_barred",
    "_partner",
    "_side",
    "_discard",
    "_chelem",
    "_to_play",
    "_leader",
    "_count",
    "_led",
    "_keys",
    "_best",
    "_bestc",
    "_legal",
    "_win",
    "_tmask",
    "_fool_seat",
    "_done",
    "_t1_trick",
    "_t1_side",
    "_debtor",
    "_window",
    "_exchange",
    "_fool_led_last",
    "_annulled",
    "_result",
)
"""The scalar fields a snapshot saves (the lists are saved as copies or lengths, see ``_save``)."""
_get_saved: Final = attrgetter(*_SAVED)


def bid_rank(value: str) -> int:
    """The rank of a bid value (``prise`` read as ``petite``, C9); raises ``InvalidActionError``."""
    name = CONTRACT_ALIASES.get(value, value)
    try:
        return BID_VALUES.index(name)
    except ValueError:
        raise InvalidActionError(f"{value!r} is not a bid (pass, {', '.join(CONTRACTS)})") from None


class Seating(NamedTuple):
    """What every deal of one option set shares, worked out once per game (:meth:`of`)."""

    seats: int
    """Seats at the table (§13: three with two players, seat 2 the dummy)."""
    dummy: int
    """§13: the dummy's seat, else -1."""
    bidders: tuple[tuple[int, ...], ...]
    """By dealer: who bids, in turn from the forehand (R4.2; §13: the dummy never bids)."""
    chien_size: int
    """R2.1: cards in the chien."""
    tricks: int
    """R2.1: tricks in a deal (cards per hand)."""
    annul_petit_sec: bool
    """R3.7, C7: the engine annuls a deal dealt with a petit sec (``petit_sec = annul``)."""

    @classmethod
    def of(cls, options: Options) -> Seating:
        """The seating of ``options``."""
        n = options.seats
        dummy = options.dummy
        return cls(
            n,
            dummy,
            tuple(tuple(s for s in ((dealer + 1 + i) % n for i in range(n)) if s != dummy) for dealer in range(n)),
            CHIEN_SIZE[n],
            HAND_SIZE[n],
            options.petit_sec == "annul",
        )


_SIDES: Final = {
    n: tuple(
        tuple(tuple(ATTACK if s in (taker, partner) else DEFENCE for s in range(n)) for partner in (*range(n), -1))
        for taker in range(n)
    )
    for n in HAND_SIZE
}
"""By seats, taker and partner (-1: none, the last entry): each seat's camp (R6.6, C10)."""

_ACTION_OF: dict[int, Action] = {}
"""The action each int of the history stands for (a play or a bid), built once."""
_TRICK_VIEWS: dict[tuple[int, ...], TrickView] = {}
"""Finished tricks as observations show them, by (leader, winner, cards...)."""
_TRICK_VIEWS_LIMIT = 200_000


class FrenchTarotState(HandState):
    """A deal from the cards dealt to its end. See the module docstring for the phases and the step."""

    game: FrenchTarot

    __slots__ = (
        *_SAVED,
        "_bidders",
        "_bids",
        "_chien",
        "_chien_size",
        "_deal",
        "_dealer",
        "_dealt",
        "_dummy",
        "_forehand",
        "_hands",
        "_history",
        "_info",
        "_n",
        "_ntricks",
        "_piles",
        "_poignees",
        "_seen",
        "_seen_items",
        "_undo",
        "_views",
        "_winners",
        "_won",
        "game",
    )

    def __init__(
        self,
        game: FrenchTarot,
        dealer: int,
        deal: Deal | None,
        masks: Sequence[CardSet] = (),
        *,
        playout: bool = False,
    ) -> None:
        """Start the deal ``deal``; or, with ``deal=None``, the deal whose hands are ``masks[:-1]`` and
        chien ``masks[-1]`` (a random or sampled deal, its :class:`Deal` made only if asked). With
        ``playout``, the state starts in playout mode (no undo kept, as :meth:`playout`)."""
        self.game = game
        self._deal = deal
        seating = game.seating
        n = seating.seats  # §13: two players sit at three seats, seat 2 the dummy
        self._n = n
        self._dealer = dealer
        self._forehand = (dealer + 1) % n  # R7.1; §13: the dummy too, its controller plays for it
        self._dummy = seating.dummy
        self._bidders = seating.bidders[dealer]
        """R4.2: who bids, in turn from the forehand; §13: the dummy never bids."""
        if deal is not None:
            self._dealt: tuple[CardSet, ...] = deal.hand_masks
            self._chien: CardSet = deal.talon_mask
        else:
            self._dealt = tuple(masks[:n])
            self._chien = masks[n]
        self._chien_size = seating.chien_size
        self._ntricks = seating.tricks
        self._phase = BIDDING
        self._hands = list(self._dealt)
        self._bids: list[tuple[int, int]] = []
        self._high = 0
        self._taker = -1
        self._called = -1
        self._barred: CardSet = 0
        self._partner = -1
        self._side: tuple[int, ...] = (DEFENCE,) * n
        self._discard: CardSet = 0
        self._chelem = False
        self._poignees: list[tuple[int, str, CardSet]] = []
        self._leader = -1
        self._to_play = -1
        self._winners: list[int] = []
        self._count = 0
        self._led: CardSet = 0
        self._keys: tuple[int, ...] = ()
        self._best = -1
        self._bestc = -1
        self._legal: CardSet = 0
        """The cards the seat to play may play (§7.A), kept by the card step."""
        self._win = -1
        self._tmask: CardSet = 0
        self._fool_seat = -1
        self._done = 0
        self._t1_trick = -1
        self._t1_side = -1
        self._piles = [0, 0]
        self._won = [0, 0]
        self._debtor = -1
        self._window = False
        self._exchange: tuple[int, int] | None = None
        self._fool_led_last = False
        self._annulled = -1
        self._history: list[Action | int] = []
        self._seen: tuple[Action, ...] = ()
        """:attr:`history` as last built, for the first :attr:`_seen_items` items of ``_history``."""
        self._seen_items = 0
        self._views: tuple[TrickView, ...] = ()
        """The views of the first finished tricks, as :meth:`tricks` last built them."""
        self._info: InfoCell | None = None
        """:meth:`_public_info` as last built, and for how many items of ``_history`` (:func:`info_at`)."""
        self._undo: list[tuple[Any, ...]] | None = None if playout else []
        self._result: HandResult | None = None
        if seating.annul_petit_sec:
            for hand in self._dealt:
                if hand & _PETIT_SEC_TEST == T1_BIT:
                    # R3.7, C7: the engine annuls the deal before any action (the first holder from the forehand).
                    self._annulled = petit_sec_seats(self._dealt, dealer)[0]
                    self._phase = OVER
                    break

    # ----------------------------------------------------------------- basic properties

    @property
    def deal(self) -> Deal:
        """The cards as dealt."""
        if self._deal is None:
            self._deal = Deal(tuple(tuple(cards_of(h)) for h in self._dealt), tuple(cards_of(self._chien)))
        return self._deal

    @property
    def dealer(self) -> int:
        return self._dealer

    @property
    def to_act(self) -> int | None:
        phase = self._phase
        if phase == BIDDING:
            return self._bidders[len(self._bids)]
        if phase == PLAY:
            # C15: during the give window a live table asks the Excuse's player first.
            return self._debtor if self._window else self._to_play
        if phase == OVER:
            # A final give may still be made after the last play (C15; engine contract).
            return self._debtor if self._window else None
        return self._taker

    @property
    def is_over(self) -> bool:
        return self._phase == OVER

    @property
    def phase(self) -> str:
        return PHASE_NAMES[self._phase]

    @property
    def history(self) -> Sequence[Action]:
        # Built once and extended: an item of ``_history`` always stands for the same actions, and the items
        # are only appended (an undo forgets what was built). Observations ask at every step.
        items = self._history
        count = len(items)
        if count == self._seen_items:
            return self._seen
        action = self._action
        start = self._seen_items
        new = items[start:]
        if start < count and not any(isinstance(item, int) and item >= _TRICK_ENTRY for item in new):
            self._seen += tuple(action(item) for item in new)
        else:
            self._seen = tuple(action(item) for item in self._expanded())
        self._seen_items = count
        return self._seen

    def _expanded(self) -> list[Action | int]:
        """The history with each trick entry of a random playout (``_TRICK_ENTRY | cards``) replaced by
        its plays: in turn from the trick's leader (R7.1: the first trick's is the forehand, or the
        taker after a chelem announcement, R9.3; then each trick's winner), each card by its owner."""
        items: list[Action | int] = []
        plays = 0
        n = self._n
        first = self._taker if self._chelem else self._forehand
        for item in self._history:
            if isinstance(item, int) and item >= _TRICK_ENTRY:
                trick = plays // n
                leader = self._winners[trick - 1] if trick else first
                turn = {seat: (seat - leader) % n for seat in range(n)}
                cards = sorted(cards_of(item ^ _TRICK_ENTRY), key=lambda card: turn[self._owner(card)])
                items += cards
                plays += len(cards)
            else:
                items.append(item)
                if isinstance(item, int) and item >= 0:
                    plays += 1
        return items

    def _action(self, item: Action | int) -> Action:
        # A play is kept as its card alone (the seat is the card's owner, :meth:`_owner`), a bid as
        # ``~(seat << 3 | rank)``; each int stands for the same (frozen) action, made when asked.
        if isinstance(item, int):
            key = item if item < 0 else item | self._owner(item) << _SEAT_SHIFT
            known = _ACTION_OF.get(key)
            if known is None:
                if item < 0:
                    known = Action(~item >> _BID_SHIFT, "bid", value=BID_VALUES[~item & _RANK_MASK])
                else:
                    known = Action(key >> _SEAT_SHIFT, "play", card=item)
                _ACTION_OF[key] = known
            return known
        return item

    def _owner(self, card: Card) -> int:
        """The seat that plays ``card``: the seat dealt it, or the taker for a card of the chien (R5.1)."""
        for seat, hand in enumerate(self._dealt):
            if hand >> card & 1:
                return seat
        return self._taker

    @property
    def contract(self) -> str | None:
        """The contract bid (``petite``..), or ``None`` before or without a taker."""
        return BID_VALUES[self._high] if self._taker >= 0 else None

    @property
    def taker(self) -> int | None:
        """The taker's seat, once known."""
        return self._taker if self._taker >= 0 else None

    @property
    def partner(self) -> int | None:
        """The true partner (five players; ``None`` when alone or not yet called). Not public: see R6.3."""
        return self._partner if self._partner >= 0 else None

    @property
    def trick_index(self) -> int:
        """Number of finished tricks."""
        return self._done

    @property
    def discard(self) -> CardSet:
        """The taker's discard (0 before it or without one). The engine's view: private to the taker."""
        return self._discard

    @property
    def playing(self) -> bool:
        """Whether the deal is in its card play (a card may be played: :meth:`play_card`)."""
        return self._phase == PLAY

    @property
    def to_play(self) -> int | None:
        """The seat whose card is next in the play phase (during a give window too, C15), else ``None``."""
        return self._to_play if self._phase == PLAY else None

    @property
    def current_trick(self) -> list[Card]:
        """The cards of the trick in progress, in play order (its leader is :attr:`trick_leader`)."""
        return self._played()[self._done * self._n :]

    def _played(self) -> list[Card]:
        """Every card played, in order (the plays of the history); trick ``t`` is ``[t * n:(t + 1) * n]``."""
        return [a.card for a in self.history if a.verb == "play" and a.card is not None]

    @property
    def trick_leader(self) -> int:
        """The seat that led (or leads) the trick in progress; -1 before the play."""
        return self._leader

    @property
    def trick_winner(self) -> int:
        """The seat winning the trick in progress so far (R7.7; the Excuse never wins), -1 when none."""
        return self._win if self._led else -1

    def camp_tricks(self, attack: bool) -> CardSet:
        """The cards a camp (true camps) holds from won tricks after Excuse exchanges; not the discard
        nor the chien. The engine's view, not an observation."""
        return self._piles[ATTACK if attack else DEFENCE]

    def hand(self, seat: int) -> CardSet:
        """The cards ``seat`` holds now (the engine's view, not an observation)."""
        return self._hands[seat]

    @property
    def camps(self) -> tuple[int, ...]:
        """Each seat's true camp, 0 attack and 1 defence (all defence before a taker); see :meth:`same_side`."""
        return self._side

    @property
    def dummy(self) -> int | None:
        """The dummy's seat (§13: 2 with two players), else ``None``."""
        return self._dummy if self._dummy >= 0 else None

    @property
    def bidders(self) -> tuple[int, ...]:
        """The seats that bid, in turn from the forehand (R4.2; §13: the dummy skipped)."""
        return self._bidders

    def dummy_exposed(self) -> bool:
        """§13: the dummy's hand is exposed to both players once the discard is made (Garde Sans /
        Contre: once the auction ends), that is from the first card on; never before, never in a
        passed or annulled deal."""
        return self._dummy >= 0 and self._taker >= 0 and self._phase >= PLAY

    def controller(self, seat: int) -> int:
        """The seat whose player decides for ``seat`` in this deal: §13, the dummy is played by the
        defender (the player who does not take); before the auction ends, the game's answer."""
        if seat == self._dummy and self._taker >= 0 and self._phase != BIDDING:
            return 1 - self._taker
        return self.game.controller(seat)

    def controller_settled(self, seat: int) -> bool:
        """§13: the dummy's player is known once the auction has a taker."""
        return seat != self._dummy or (self._taker >= 0 and self._phase != BIDDING)

    def same_side(self, a: int, b: int) -> bool:
        """True camps (R6.6): the taker and its partner against the others; before a taker, each alone."""
        if self._taker < 0:
            return a == b
        return self._side[a] == self._side[b]

    def _camp(self, seat: int) -> int:
        return self._side[seat]

    def _announce_open(self) -> bool:
        # C13: after the auction, call and discard; before any poignée and any card.
        return (
            self._phase == PLAY
            and self.game.options.enable_chelem
            and not self._chelem
            and not self._poignees
            and not self._done
            and not self._count
        )

    def legal_cards(self, seat: int | None = None) -> CardSet:
        """The cards the seat to play may play now (§7.A, kept by the card step); 0 outside the play."""
        if self._phase != PLAY or (seat is not None and seat != self._to_play):
            return 0
        return self._legal

    def play_view(self) -> PlayView | None:
        """The card decision of the seat to play during the play phase, else ``None``.

        During an Excuse give window (C15) ``to_act`` is the seat that may give, but this still
        returns the card decision of the seat to play: :meth:`play_card` closes the window with the
        engine's default card, as a play does at a live table. A chelem announcement or a poignée
        open before a card is not offered here: a playout that plays cards skips them.
        """
        if self._phase != PLAY:
            return None
        player = self._to_play
        n = self._n
        first = self._leader
        plays: list[Card] = []
        if self._count:
            history = self._history
            i = len(history)
            while len(plays) < self._count:
                i -= 1
                item = history[i]
                if isinstance(item, int) and item >= 0:
                    assert item < _TRICK_ENTRY, "a trick entry holds a whole trick"
                    plays.append(item)
            plays.reverse()
        trick = tuple(((first + i) % n, card) for i, card in enumerate(plays))
        return PlayView(player, self._legal, trick, n)

    def card_play(self) -> CardPlay | None:
        """The rest of the deal as card play for a playout kernel (an open give window closes with the
        default card, as :meth:`play_card` does); R6.4, C11's bar on leading the called suit in trick 1."""
        view = self.play_view()
        if view is None:
            return None
        return CardPlay(
            tuple(self._hands), view.seat, tuple([c for _, c in view.trick]), 0 if self._done else self._barred
        )

    # ----------------------------------------------------------------- legal actions

    def legal_actions(self) -> list[Action]:
        phase = self._phase
        if phase == BIDDING:
            bidder = self._bidders[len(self._bids)]
            out = [Action(bidder, "bid", value="pass")]
            allowed = self.game.options.allowed_contracts
            out += [
                Action(bidder, "bid", value=c) for r, c in enumerate(CONTRACTS, 1) if r > self._high and c in allowed
            ]
            if self.game.options.petit_sec == "optional" and not self._bids:
                for seat in petit_sec_seats(self._dealt, self._dealer):
                    if seat != self._dummy:  # §13: the dummy announces nothing
                        out.append(Action(seat, "declare", cards=self._dealt[seat], value=PETIT_SEC))
            return out
        if phase == CALL:
            calls = callable_cards(self._dealt[self._taker])
            return [Action(self._taker, "call", card=c) for c in _cards(calls)]
        if phase == PLAY:
            out = []
            if self._window:
                eligible = self._piles[self._side[self._debtor]] & LOW_CARDS
                out += [Action(self._debtor, "give", card=c) for c in _cards(eligible)]
            if self._announce_open():
                out.append(Action(self._taker, "announce", value="chelem"))
            out += _plays(self._to_play, self.legal_cards())
            return out
        if phase == OVER and self._window:
            eligible = self._piles[self._side[self._debtor]] & LOW_CARDS
            return [Action(self._debtor, "give", card=c) for c in _cards(eligible)]
        return []

    def legal_ids(self) -> list[int]:
        """As the generic ids (DESIGN.md §9), with the play phase read straight from the card masks of
        :meth:`legal_actions`: the seat to play's cards (§7.A), the Excuse's player's exchange cards during a
        give window (C15), the taker's chelem (C13). A poignée open before a card (R8.2, C14), a selection
        in progress and the other phases: the generic ids."""
        if self._phase != PLAY or self._selection is not None or self._may_declare_poignee(self._to_play):
            return super().legal_ids()
        layout = self.game.action_layout
        seat = self._debtor if self._window else self._to_play  # to_act
        play = layout.play_base
        out = [play + c for c in _cards(self._legal)] if seat == self._to_play else []
        if self._window:
            give = layout.give_base
            out += [give + c for c in _cards(self.exchange_cards())]
        if seat == self._taker and self._announce_open():
            out.append(layout.value_id("announce", "chelem"))
        return out

    def card_choices(self) -> list[CardChoice]:
        if self._phase == DISCARD:
            hand = self._hands[self._taker]
            required, pool = discard_choice(hand, self._chien_size, self.game.options.discard_kings)
            return [CardChoice(self._taker, "discard", required, pool, self._chien_size)]
        if self._phase == PLAY and self._may_declare_poignee(self._to_play):
            seat = self._to_play
            return [
                CardChoice(seat, "declare", required, pool, _threshold(self._n, name), name)
                for name, required, pool in poignee_options(self._hands[seat], self._n)
            ]
        return []

    def _may_declare_poignee(self, seat: int) -> bool:
        # R8.2, C14: at one's turn in trick 1, before one's card, once.
        return (
            self.game.options.enable_poignee
            and not self._done
            and seat == self._to_play
            and seat != self._dummy  # §13: the dummy declares no poignée
            and all(s != seat for s, _, _ in self._poignees)
        )

    @property
    def dealt(self) -> tuple[CardSet, ...]:
        """Each seat's hand as dealt (the engine's view)."""
        return self._dealt

    @property
    def give_window(self) -> int:
        """The seat that may give the Excuse exchange card now (C15), else -1."""
        return self._debtor if self._window else -1

    def exchange_cards(self) -> CardSet:
        """The cards the Excuse's player may give now (R7.8, C15): 0.5-point cards its camp won; 0 outside a window."""
        if not self._window:
            return 0
        return self._piles[self._side[self._debtor]] & LOW_CARDS

    def poignee_open(self) -> bool:
        """Whether the seat to play may still declare a poignée before its card (R8.2, C14)."""
        return self._phase == PLAY and self._may_declare_poignee(self._to_play)

    # ----------------------------------------------------------------- checking

    def check(self, action: Action) -> None:
        try:
            self._check(action)
        except IllegalActionError as exc:
            if exc.seat is None:
                raise exc.located(action.seat, action.describe()) from None
            raise

    def _check(self, action: Action) -> None:
        seat = action.seat
        if not 0 <= seat < self._n:
            raise refuse("no_seat", f"there is no seat {seat} with {self._n} players", seat=seat, players=self._n)
        if self._phase == OVER and not (self._window and action.verb == "give"):
            raise self._over_refusal()
        verb = action.verb
        if verb == "play":
            self._check_play(action)
        elif verb == "bid":
            self._check_bid(action)
        elif verb == "give":
            self._check_give(action)
        elif verb == "declare":
            self._check_declare(action)
        elif verb == "discard":
            self._check_discard(action)
        elif verb == "call":
            self._check_call(action)
        elif verb == "announce":
            self._check_announce(action)
        else:  # pragma: no cover - Verb is a closed set
            raise InvalidActionError(f"unknown verb {verb!r}")

    def _over_refusal(self) -> IllegalActionError:
        if self._annulled >= 0:
            return refuse(
                "deal_annulled",
                f"the deal is over (annulled: seat {self._annulled} holds a petit sec, R3.7)",
                seat=SeatRef(self._annulled),
            )
        if self._taker < 0:
            return refuse("deal_passed", "the deal is over (everyone passed, R4.3)")
        return refuse("deal_over", "the deal is over")

    def _expected_text(self) -> str:
        seat, verb = self.expected()
        return f"seat {seat} must {verb}"

    def _expected_params(self) -> dict[str, Any]:
        seat, verb = self.expected()
        return {"expected": SeatRef(seat) if seat is not None else None, "verb": TermRef(f"verb.{verb}")}

    def _not_taker(self, verb: str, reason: str) -> IllegalActionError:
        return refuse("not_taker", reason, taker=SeatRef(self._taker), verb=TermRef(f"verb.{verb}"))

    def _check_bid(self, action: Action) -> None:
        if action.value is None:
            raise InvalidActionError("a bid needs a value")
        rank = bid_rank(action.value)
        if self._phase != BIDDING:
            raise refuse(
                "auction_over",
                f"out of turn: the auction is over ({self._expected_text()}) (R4.2, C9)",
                **self._expected_params(),
            )
        bidder = self._bidders[len(self._bids)]
        if action.seat != bidder:
            raise refuse(
                "not_your_turn",
                f"out of turn: seat {bidder} bids now; each seat speaks once (R4.2, C9)",
                seat=SeatRef(bidder),
                verb=TermRef("verb.bid"),
            )
        if rank == 0:
            return
        name = BID_VALUES[rank]
        allowed = self.game.options.allowed_contracts
        if name not in allowed:
            raise refuse(
                "contract_not_allowed",
                f"{name} is not an allowed contract (allowed_contracts: {', '.join(allowed)}) (C9)",
                contract=TermRef(f"contract.{name}"),
                allowed=[TermRef(f"contract.{c}") for c in allowed],
            )
        if rank <= self._high:
            high = BID_VALUES[self._high]
            raise refuse(
                "bid_too_low",
                f"{name} is not higher than {high} (R4.2, R4.4)",
                contract=TermRef(f"contract.{name}"),
                high=TermRef(f"contract.{high}"),
            )

    def _check_call(self, action: Action) -> None:
        if self._n != 5:
            raise refuse(
                "call_five_only", f"a card is called only with five players, not {self._n} (R6.2)", players=self._n
            )
        if self._phase != CALL:
            if self._phase == BIDDING:
                raise refuse("call_after_auction", "the call comes after the auction (R6.2)")
            raise refuse(
                "already_called", f"the card is already called ({self._expected_text()})", **self._expected_params()
            )
        if action.seat != self._taker:
            raise self._not_taker("call", f"only the taker (seat {self._taker}) calls a card (R6.2)")
        refusal = call_refusal(self._dealt[self._taker], action.card)
        if refusal is not None:
            raise refusal.error()

    def _check_discard(self, action: Action) -> None:
        if self._phase != DISCARD:
            if self._phase == PLAY and not TAKES_CHIEN[self._high]:
                contract = BID_VALUES[self._high]
                raise refuse(
                    "no_discard_contract",
                    f"there is no discard in a {contract} (R5.5)",
                    contract=TermRef(f"contract.{contract}"),
                )
            raise refuse("no_discard_now", f"no discard now ({self._expected_text()})", **self._expected_params())
        if action.seat != self._taker:
            raise self._not_taker("discard", f"only the taker (seat {self._taker}) discards (R5.1)")
        _refuse_listed(action, "C12")  # C12: the discard is checked as a set of distinct cards
        refusal = discard_refusal(
            self._hands[self._taker], action.cards, self._chien_size, self.game.options.discard_kings
        )
        if refusal is not None:
            raise refusal.error()

    def _check_announce(self, action: Action) -> None:
        if action.value != "chelem":
            raise InvalidActionError(f"{action.value!r} is not an announcement (chelem)")
        if not self.game.options.enable_chelem:
            raise refuse("chelem_disabled", "chelem announcements are disabled (enable_chelem is false)")
        if self._taker < 0:
            raise refuse("no_taker", "only the taker announces a chelem (R9.3, C13)")
        if action.seat != self._taker:
            raise self._not_taker("announce", f"only the taker (seat {self._taker}) announces a chelem (R9.3, C13)")
        if self._phase != PLAY:
            raise refuse(
                "chelem_too_early", "a chelem is announced after the auction, the call and the discard (R9.3, C13)"
            )
        if self._chelem:
            raise refuse("chelem_announced", "the chelem is already announced (C13)")
        if not self._announce_open():
            raise refuse("chelem_too_late", "a chelem is announced before any poignée and any card (R9.3, C13)")

    def _check_declare(self, action: Action) -> None:
        name = action.value
        if name is not None and name not in DECLARE_NAMES:
            raise InvalidActionError(f"{name!r} is not a declaration ({', '.join(DECLARE_NAMES)})")
        if action.seat == self._dummy:
            raise refuse(
                "dummy_declares",
                f"seat {self._dummy} is the dummy, which declares no poignée and announces nothing (§13)",
                seat=SeatRef(self._dummy),
            )
        if name == PETIT_SEC or (name is None and self._names_petit_sec(action)):
            self._check_petit_sec(action)
            return
        if not self.game.options.enable_poignee:
            raise refuse("poignee_disabled", "poignées are disabled (enable_poignee is false)")
        seat = action.seat
        if self._phase != PLAY or self._done:
            raise refuse("poignee_first_trick", "a poignée is declared only in the first trick (R8.2, C14)")
        if any(s == seat for s, _, _ in self._poignees):
            raise refuse("poignee_once", "a seat declares at most one poignée (R8.2, C14)")
        if seat != self._to_play:
            raise refuse(
                "poignee_turn",
                f"a poignée is declared at one's own turn in the first trick, before one's card "
                f"(seat {self._to_play} plays now) (R8.2, C14)",
                seat=SeatRef(self._to_play),
            )
        _refuse_listed(action, "C14")  # C14: a poignée's cards are distinct, as many as a threshold
        refusal = poignee_refusal(self._hands[seat], action.cards, self._n, name)
        if refusal is not None:
            raise refusal.error()

    def _names_petit_sec(self, action: Action) -> bool:
        """Whether a ``declare`` without ``as`` is a petit sec: the cards identify it (C8, §17.3). Trumps only
        (and the Excuse) are a poignée's cards (R8.1, C14), the seat's whole hand as dealt a petit sec's
        (R3.7, C8); any other set is read by the phase (a petit sec in the auction, a poignée after it)."""
        cards = action.cards
        if cards and not cards & ~(TRUMPS | FOOL_BIT):
            return False
        return self._phase == BIDDING or cards == self._dealt[action.seat]

    def _check_petit_sec(self, action: Action) -> None:
        seat = action.seat
        if self.game.options.petit_sec != "optional":
            raise refuse("petit_sec_by_engine", "the engine itself annuls a petit sec (petit_sec is annul) (R3.7, C7)")
        if self._phase != BIDDING or self._bids:
            raise refuse("petit_sec_too_late", "a petit sec is declared before the first bid (C8)")
        _refuse_listed(action, "C8")  # C8: its cards are the whole hand
        if not is_petit_sec(self._dealt[seat]):
            raise refuse(
                "no_petit_sec", "does not hold a petit sec: T1 must be the only trump, without the Excuse (R3.7)"
            )
        if action.cards != self._dealt[seat]:
            raise refuse(
                "petit_sec_whole_hand",
                "a petit sec declaration shows the whole hand (C8)",
                hand=CardsRef(self._dealt[seat]),
            )

    def _check_play(self, action: Action) -> None:
        if self._phase != PLAY:
            raise refuse(
                "play_not_now",
                f"no card is played before the auction, call and discard end ({self._expected_text()})",
                **self._expected_params(),
            )
        player = self._to_play
        if action.seat != player:
            raise refuse(
                "not_your_turn",
                f"out of turn: seat {player} plays now",
                seat=SeatRef(player),
                verb=TermRef("verb.play"),
            )
        card = action.card
        if not (self.legal_cards() >> card) & 1:
            restriction = (self._called, SUIT_MASK_OF[self._called]) if self._barred and not self._done else None
            raise play_refusal(self._hands[player], self.current_trick, card, restriction).error()

    def _check_give(self, action: Action) -> None:
        if not self._window:
            if self._debtor >= 0:
                raise refuse(
                    "exchange_waits",
                    "the Excuse exchange waits until the camp's won tricks hold a 0.5-point card (R7.8, C15)",
                )
            if self._exchange is not None:
                raise refuse("exchange_given", "the Excuse exchange card has already been given (C15)")
            raise refuse("no_exchange", "no Excuse exchange is due (R7.8, C15)")
        if action.seat != self._debtor:
            raise refuse(
                "not_debtor",
                f"only the Excuse's player (seat {self._debtor}) gives the exchange card (C15)",
                seat=SeatRef(self._debtor),
            )
        pile = self._piles[self._side[self._debtor]]
        if not ((pile & LOW_CARDS) >> action.card) & 1:
            won = bool((pile >> action.card) & 1)
            where = "is not worth 0.5" if won else "is not in its camp's won tricks"
            raise refuse(
                "exchange_not_low" if won else "exchange_not_won",
                f"{CODES[action.card]} {where}: the exchange card is a 0.5-point card (R7.8, C15)",
                card=CardRef(action.card),
            )

    # ----------------------------------------------------------------- the trusted step

    def apply_trusted(self, action: Action) -> None:
        """Apply ``action``. Precondition: :meth:`check` accepts it (nothing is re-checked)."""
        verb = action.verb
        if verb == "play":
            self.play_card(action.card)
            return
        if verb == "bid":
            self.bid(bid_rank(action.value or ""))  # kept as an int, read back as this same action
            return
        if self._undo is not None:
            self._undo.append(self._save())
        self._history.append(action)
        self._result = None
        if verb == "give":
            self._give(action.card)
        elif verb == "declare":
            if action.value == PETIT_SEC or self._phase == BIDDING:
                self._annulled = action.seat  # R3.7, C8: the deal is annulled
                self._phase = OVER
            else:
                level = poignee_level(action.cards, self._n)
                assert level is not None
                self._poignees.append((action.seat, level, action.cards))
        elif verb == "discard":
            self._hands[self._taker] &= ~action.cards
            self._discard = action.cards
            self._start_play()
        elif verb == "call":
            self._call(action.card)
        else:  # announce
            self._chelem = True
            self._leader = self._to_play = self._taker  # R7.1, R9.3: the taker leads
            self._legal = lead_legal(self._hands[self._taker], self._barred)

    def bid(self, rank: int) -> None:
        """Trusted: the seat to bid bids ``rank`` of :data:`BID_VALUES` (0 = pass), the step ``apply_trusted``
        takes for a bid; no :class:`Action` is built (precondition: :meth:`check` accepts it)."""
        if self._undo is not None:
            self._undo.append(self._save())
        bids = self._bids
        bidders = self._bidders
        seat = bidders[len(bids)]
        self._history.append(~(seat << _BID_SHIFT | rank))
        bids.append((seat, rank))
        if rank > self._high:
            self._high = rank  # R4.2: each bid must be higher than the one before
            self._taker = seat
        if len(bids) < len(bidders):
            return
        if self._taker < 0:
            self._phase = OVER  # R4.3: everyone passed
            return
        self._set_sides()
        if self._n == 5:
            self._phase = CALL  # R6.2: the call comes before the chien is shown
        else:
            self._after_call()

    def play_card(self, card: Card) -> None:
        """The trusted card step: the seat to play plays ``card`` (precondition: it is in :meth:`legal_cards`)."""
        if self._undo is not None:
            self._undo.append(self._save())
        self._run((card,), None, _no_draw)

    def play_cards(self, cards: Sequence[Card]) -> None:
        """:meth:`play_card` for each of ``cards`` in turn (a replay; one step for them all in playout mode)."""
        if self._undo is not None:
            for card in cards:
                self.play_card(card)
        else:
            self._run(cards, None, _no_draw)

    def play_out(self, choose: Choose | None, rnd: Callable[[], float]) -> None:
        """Trusted: play cards until the deal ends or an Excuse give window opens (C15), each card by
        ``choose(seat, legal, count, winner, best, trick)``, or uniformly among the legal ones (``rnd``)
        when ``choose`` is ``None``. Precondition: :attr:`playing`, in playout mode.

        ``choose`` is asked only when there is a choice (a forced card is played at once). It is told
        the seat to play, its legal cards (§7.A), how many cards the trick holds, the
        seat winning it so far and its best card (-1 for both while no card but the Excuse was played),
        and the cards of the trick as a set. Optional declarations are not offered.
        """
        assert self._undo is None, "play_out runs on a playout state"
        self._run(None, choose, rnd)

    def _run(self, given: Sequence[Card] | None, choose: Choose | None, rnd: Callable[[], float]) -> None:
        # The one card step, for the cards ``given`` or, without them, chosen until the deal ends or a
        # give window opens. The trick lives in locals while cards are played, a trick's seats are a
        # loop over its playing order; R7.6: an Excuse sets no suit; R7.7: the best key of
        # KEYS_BY_LEAD for the card led wins; §7.A: each seat's legal cards are worked out at its turn.
        if self._window and (given is None or given):
            self._give_default()  # C15: the next play closes the window with the default card
        n = self._n
        hands = self._hands
        floats = FLOAT_OF
        record = self._history.append
        piles = self._piles
        apile, dpile = piles  # the cards each camp has won (ATTACK, DEFENCE), kept in locals here
        awon = self._won[ATTACK]  # tricks won by the attack (the defence won the others)
        winners = self._winners.append
        side = self._side
        seat = self._to_play
        leader = self._leader
        count = self._count
        led = self._led
        keys = self._keys
        best = self._best
        bestc = self._bestc
        above = ABOVE[bestc] if led else TRUMPS
        win = self._win
        tmask = self._tmask
        before = tmask  # the trick's cards played before this call (entries of their own)
        fool_seat = self._fool_seat
        done = self._done
        debtor = self._debtor
        window = False
        barred = 0 if done else self._barred
        legal = 0
        last_trick = self._ntricks - 1
        orders = _ORDERS_FROM[n]
        trumps = TRUMPS
        fool = FOOL
        fool_bit = FOOL_BIT
        above_of = ABOVE
        keys_by_lead = KEYS_BY_LEAD
        suit_of = SUIT_MASK_OF
        i = 0
        cards: Sequence[Card] = given if given is not None else ()
        total = len(cards) if given is not None else -1
        draw = given is None and choose is None  # uniform cards; else chosen ones, else the given ones
        while True:
            for seat in orders[leader][count]:
                h = hands[seat]
                if led:
                    legal = h & led
                    if legal and led != trumps:
                        legal |= h & fool_bit  # R7.2: follow suit, no duty to beat; R7.6: or the Excuse
                    else:
                        # R7.3, R7.4: trump, higher than every trump in the trick if possible (even over
                        # a partner); R7.5: otherwise any trump, or anything without one. R7.6: the Excuse.
                        legal = h & trumps
                        legal = (legal & above or legal) | (h & fool_bit) if legal else h
                elif barred:
                    legal = lead_legal(h, barred)  # R6.4: the called suit barred from trick 1's leads
                else:
                    legal = h  # R7.1; R7.6: after an Excuse lead the next card leads
                if draw:
                    k = legal.bit_count()
                    if k > 1:
                        # The int(rnd() * k)-th legal card in deck order, cleared to from the nearer end and
                        # counted in floats (no int() call): x - 1.0 and k - x are exact here (x < 2**53,
                        # and k - x is taken only for x >= k / 2), so the count is that int.
                        kf = floats[k]  # in floats throughout (engine.rng.FLOAT_OF)
                        x = rnd() * kf
                        if x + x < kf:
                            while x >= 1.0:
                                legal &= legal - 1
                                x -= 1.0
                            bit = legal & -legal
                            card = bit.bit_length() - 1
                        else:
                            x = kf - x  # the card is the ceil(x)-th from the top
                            card = legal.bit_length() - 1
                            while x > 1.0:
                                legal ^= 1 << card
                                card = legal.bit_length() - 1
                                x -= 1.0
                            bit = 1 << card
                    else:
                        card = legal.bit_length() - 1
                        bit = legal
                elif choose is not None:
                    if legal & (legal - 1):
                        card = choose(seat, legal, tmask.bit_count(), win if led else -1, bestc if led else -1, tmask)
                        bit = 1 << card
                    else:
                        bit = legal  # a forced card: no choice to ask about
                        card = bit.bit_length() - 1
                    record(card)  # the seat is the card's owner (``_owner``)
                elif i < total:
                    card = cards[i]
                    i += 1
                    bit = 1 << card
                    record(card)
                else:
                    break  # the given cards are played: ``seat`` is to play ``legal``
                hands[seat] = h ^ bit
                tmask |= bit
                if card == fool:
                    fool_seat = seat
                elif led:
                    key = keys[card]
                    if key > best:
                        best = key
                        bestc = card
                        above = above_of[card]
                        win = seat
                else:
                    led = suit_of[card]
                    keys = keys_by_lead[card]
                    best = keys[card]
                    bestc = card
                    above = above_of[card]
                    win = seat
            else:
                # The trick is complete.
                if draw:
                    record(_TRICK_ENTRY | tmask ^ before)  # the cards drawn in this trick, as one entry
                    before = 0
                last = done == last_trick
                if fool_seat >= 0:
                    fool_camp = side[fool_seat]
                    if last:
                        if fool_seat == leader and awon == (0 if fool_camp else done):
                            # R7.9, C16: the Excuse led to the last trick by a camp that won every trick wins it.
                            win = fool_seat
                            self._fool_led_last = True
                        # R7.9: on the last trick the Excuse goes with the trick.
                    elif fool_camp != side[win]:
                        # R7.8: the Excuse stays with its camp, which owes a 0.5-point card.
                        tmask ^= FOOL_BIT
                        if fool_camp:
                            dpile |= FOOL_BIT
                        else:
                            apile |= FOOL_BIT
                        debtor = fool_seat
                if side[win]:
                    dpile |= tmask
                else:
                    apile |= tmask
                    awon += 1
                if tmask & 1:
                    self._t1_trick = done  # R9.1: where the Petit fell, and who won it
                    self._t1_side = side[win]
                winners(win)
                done += 1
                count = 0
                led = 0
                tmask = 0
                fool_seat = -1
                barred = 0
                above = trumps
                seat = leader = win
                if last:
                    self._phase = OVER
                    legal = 0
                if debtor >= 0 and (dpile if side[debtor] else apile) & LOW_CARDS:
                    # C15: the give window opens; after the last trick it stays open for a final give, and
                    # until one is made the score counts the engine's default card.
                    if given is None or i == total or last:
                        window = True
                        legal = hands[win]  # R7.1: the winner leads; R6.4 holds in trick 1 only
                        break
                    self._debtor = debtor
                    piles[ATTACK] = apile
                    piles[DEFENCE] = dpile
                    self._give_default()  # C15: the next given card closes the window with the default card
                    apile, dpile = piles
                    debtor = -1
                if last:
                    break
                continue
            break  # the given cards ran out within a trick
        piles[ATTACK] = apile
        piles[DEFENCE] = dpile
        self._won[ATTACK] = awon
        self._won[DEFENCE] = done - awon
        self._to_play = seat
        self._leader = leader
        self._count = tmask.bit_count()  # the trick's cards (the Excuse leaves it only at the trick's end)
        self._led = led
        self._keys = keys
        self._best = best
        self._bestc = bestc
        self._legal = legal
        self._win = win
        self._tmask = tmask
        self._fool_seat = fool_seat
        self._done = done
        self._window = window
        self._debtor = debtor

    def _set_sides(self) -> None:
        self._side = _SIDES[self._n][self._taker][self._partner]

    def _call(self, card: int) -> None:
        self._called = card
        self._barred = SUIT_MASK_OF[card] & ~(1 << card)  # R6.4, C11: barred from leading in trick 1
        # C10: the partner is the other seat holding the called card; else the taker plays alone.
        self._partner = -1
        for seat, hand in enumerate(self._dealt):
            if seat != self._taker and (hand >> card) & 1:
                self._partner = seat
        self._set_sides()
        self._after_call()

    def _after_call(self) -> None:
        if TAKES_CHIEN[self._high]:
            # R5.1: Petite / Garde: the chien is shown and taken, then the taker discards.
            self._hands[self._taker] |= self._chien
            self._phase = DISCARD
        else:
            self._start_play()  # R5.5: Garde Sans / Contre: no discard

    def _start_play(self) -> None:
        self._phase = PLAY
        self._leader = self._to_play = self._forehand  # R7.1
        self._legal = lead_legal(self._hands[self._forehand], self._barred)

    def _give_default(self) -> None:
        # C15, §17.3: the first eligible card in deck order.
        eligible = self._piles[self._side[self._debtor]] & LOW_CARDS
        self._give((eligible & -eligible).bit_length() - 1)

    def _give(self, card: int) -> None:
        ocamp = self._side[self._debtor]
        bit = 1 << card
        self._piles[ocamp] &= ~bit
        self._piles[1 - ocamp] |= bit
        self._exchange = (self._debtor, card)
        self._debtor = -1
        self._window = False

    # ----------------------------------------------------------------- undo, copy and playout

    def _save(self) -> tuple[Any, ...]:
        return (
            _get_saved(self),
            self._hands.copy(),
            len(self._bids),
            len(self._poignees),
            len(self._winners),
            self._piles.copy(),
            self._won.copy(),
        )

    def undo(self) -> Action:
        if self._undo is None:
            raise ValueError("a playout keeps no undo")
        if not self._history:
            raise ValueError("nothing to undo")
        scalars, hands, nbids, npoignees, nwinners, piles, won = self._undo.pop()
        for name, value in zip(_SAVED, scalars, strict=True):
            setattr(self, name, value)
        self._hands = hands
        del self._bids[nbids:]
        del self._poignees[npoignees:]
        del self._winners[nwinners:]
        self._piles = piles
        self._won = won
        self._seen = ()
        self._seen_items = 0
        self._views = ()
        self._info = None
        return self._action(self._history.pop())

    def _clone(self, undo: list[tuple[Any, ...]] | None) -> FrenchTarotState:
        other = object.__new__(FrenchTarotState)
        other.game = self.game
        other._deal = self._deal
        other._n = self._n
        other._dealer = self._dealer
        other._forehand = self._forehand
        other._dummy = self._dummy
        other._bidders = self._bidders
        other._dealt = self._dealt
        other._chien = self._chien
        other._chien_size = self._chien_size
        other._ntricks = self._ntricks
        other._phase = self._phase
        other._hands = self._hands.copy()
        other._bids = self._bids.copy()
        other._high = self._high
        other._taker = self._taker
        other._called = self._called
        other._barred = self._barred
        other._partner = self._partner
        other._side = self._side
        other._discard = self._discard
        other._chelem = self._chelem
        other._poignees = self._poignees.copy()
        other._leader = self._leader
        other._to_play = self._to_play
        other._winners = self._winners.copy()
        other._count = self._count
        other._led = self._led
        other._keys = self._keys
        other._best = self._best
        other._bestc = self._bestc
        other._legal = self._legal
        other._win = self._win
        other._tmask = self._tmask
        other._fool_seat = self._fool_seat
        other._done = self._done
        other._t1_trick = self._t1_trick
        other._t1_side = self._t1_side
        other._piles = self._piles.copy()
        other._won = self._won.copy()
        other._debtor = self._debtor
        other._window = self._window
        other._exchange = self._exchange
        other._fool_led_last = self._fool_led_last
        other._annulled = self._annulled
        other._history = self._history.copy()
        other._seen = self._seen
        other._seen_items = self._seen_items
        other._views = self._views
        other._info = self._info
        other._undo = undo
        other._result = self._result
        self._carry_selection(other)
        return other

    def copy(self) -> FrenchTarotState:
        return self._clone(self._undo.copy() if self._undo is not None else None)

    def playout(self) -> FrenchTarotState:
        """A copy in playout mode: the same steps, no undo snapshots (its :meth:`undo` raises ``ValueError``)."""
        return self._clone(None)

    # ----------------------------------------------------------------- what comes next

    def expected(self) -> tuple[int | None, str]:
        phase = self._phase
        if phase == BIDDING:
            return self._bidders[len(self._bids)], "bid"
        if phase == CALL:
            return self._taker, "call"
        if phase == DISCARD:
            return self._taker, "discard"
        if phase == PLAY:
            if self._window:
                return self._debtor, "give"
            return self._to_play, "play"
        if self._window:
            return self._debtor, "give"
        return None, "deal"

    # ----------------------------------------------------------------- observations

    def _chien_shown(self) -> bool:
        # R5.1, R6.2: shown for Prise / Garde, after the call with five players; never otherwise (R5.5).
        return self._taker >= 0 and TAKES_CHIEN[self._high] and self._phase in (DISCARD, PLAY, OVER)

    def _called_played(self) -> bool:
        # Played cards are in the won tricks or the trick in progress (the exchange moves no court card).
        called = self._called
        return called >= 0 and bool(((self._piles[0] | self._piles[1] | self._tmask) >> called) & 1)

    def partner_revealed(self) -> bool:
        """R6.3: whether the table knows the partner (or that the taker is alone)."""
        if self._n != 5:
            return True
        if self._called < 0:
            return False
        if self._called_played():
            return True
        # The called card seen in the chien (Prise / Garde): everyone knows the taker is alone.
        return self._chien_shown() and bool((self._chien >> self._called) & 1)

    def tricks(self) -> tuple[TrickView, ...]:
        """The tricks played so far (the one in progress last, without a winner)."""
        finished = self._views
        if len(finished) < len(self._winners):
            # Built on from the tricks built before: a finished trick stays as it is until an undo (which
            # forgets them all), and tricks are only added.
            finished = self._views = finished + self._finished_views(len(finished))
        if not self._count:
            return finished
        view = self.play_view()
        assert view is not None, "a trick is in progress in the play phase only"
        return (*finished, TrickView(self._leader, view.trick, None))

    def _finished_views(self, start: int) -> tuple[TrickView, ...]:
        """The views of the finished tricks from trick ``start`` on."""
        n = self._n
        plays = self._played()
        out = []
        winners = self._winners
        leader = winners[start - 1] if start else self._forehand if not self._chelem else self._taker
        views = _TRICK_VIEWS
        for t in range(start, len(winners)):
            winner = winners[t]
            key = (leader, winner, *plays[t * n : (t + 1) * n])
            view = views.get(key)
            if view is None:
                # A finished trick always looks the same: its view is built once (observations ask often).
                if len(views) >= _TRICK_VIEWS_LIMIT:
                    views.clear()
                view = views[key] = TrickView(
                    leader, tuple(((leader + i) % n, c) for i, c in enumerate(key[2:])), winner
                )
            out.append(view)
            leader = winner
        return tuple(out)

    def observation(self, seat: int) -> Observation:
        public: dict[str, CardSet] = {}
        private: dict[str, CardSet] = {}
        if self._chien_shown():
            public["chien"] = self._chien
        shown = shown_part(self._discard)
        if shown:
            public["discard"] = shown  # R5.2, R5.4: discarded trumps (and kings) are shown
        for s, _, cards in self._poignees:
            public[f"poignee:{s}"] = cards
        if self._annulled >= 0:
            public[f"petit-sec:{self._annulled}"] = self._dealt[self._annulled]  # R3.7: the hand is shown
        hand = self._hands[seat]
        dummy = self._dummy
        if dummy >= 0:
            # §13: the dummy's hand is hidden from both players (its own seat's view too) until it is
            # exposed; then it is public, and the dummy's view (its controller's) holds the defender's.
            if self.dummy_exposed():
                public[f"dummy:{dummy}"] = self._hands[dummy]
                if seat == dummy:
                    defender = self.controller(dummy)
                    private[f"controller:{defender}"] = self._hands[defender]
            elif seat == dummy:
                hand = 0
        if seat == self._taker and self._discard:
            private["discard"] = self._discard
        history = self._seen_history(seat, shown)
        legal = tuple(a for a in self.legal_actions() if a.seat == seat)
        return Observation(
            game=self.game.name,
            seat=seat,
            num_seats=self._n,
            dealer=self._dealer,
            phase=self.phase,
            to_act=self.to_act,
            hand=hand,
            history=history,
            tricks=self.tricks(),
            public_cards=public,
            private_cards=private,
            info=self._shared_info(),
            legal=legal,
        )

    def _seen_history(self, seat: int, shown: CardSet) -> tuple[Action, ...]:
        """The history as ``seat`` sees it. The discard is private but for its ``shown`` cards (R5.2); the call
        names a card without telling where it is, so it lives in ``info["called"]`` rather than in the
        history (R6.3). Both come before the first card (R6.2, R5.1): the actions from it on are as they are."""
        history = tuple(self.history)  # the tuple itself (no copy)
        head = 0  # the actions before the first card: the items before the first play (no trick entry yet)
        for item in self._history:
            if isinstance(item, int) and item >= 0:
                break
            head += 1
        seen = tuple(
            Action(a.seat, "discard", cards=shown) if a.verb == "discard" and seat != self._taker else a
            for a in history[:head]
            if a.verb != "call"
        )
        return seen + history[head:] if head < len(history) else seen

    def _shared_info(self) -> dict[str, Any]:
        """:meth:`_public_info`, the same for every seat, built once per step (:func:`info_at`): every step adds
        to ``_history``."""
        cell = self._info = info_at(self._info, len(self._history), self._public_info)
        return cell[1]

    def _public_info(self) -> dict[str, Any]:
        revealed = self.partner_revealed()
        decided = self._phase != BIDDING and self._taker >= 0
        info: dict[str, Any] = {
            "players": self._n,
            "forehand": self._forehand,
            "bids": [{"seat": s, "bid": BID_VALUES[r]} for s, r in self._bids],
            "contract": self.contract if decided else None,
            "taker": self.taker if decided else None,
            "called": CODES[self._called] if self._called >= 0 else None,
            "partner_revealed": revealed,
            "partner": self.partner if revealed else None,
            "chelem_announced": self._chelem,
            "poignees": [{"seat": s, "as": name, "cards": codes_of(cards)} for s, name, cards in self._poignees],
            "tricks_played": self._done,
            "give_window": self._debtor if self._window else None,
            "exchange": self._exchange_info(),
        }
        if self._dummy >= 0:
            info["players"] = 2  # §13: two players, the dummy at seat ``dummy``
            info["dummy"] = self._dummy
            info["controllers"] = [self.controller(s) for s in range(self._n)]
        if self._phase == OVER:
            result = self.result()
            info["scores"] = list(result.scores)
            info["detail"] = dict(result.detail)
        return info

    def _exchange_info(self) -> dict[str, Any] | None:
        if self._exchange is None:
            return None
        return {"seat": self._exchange[0], "card": CODES[self._exchange[1]]}

    # ----------------------------------------------------------------- the result

    def result(self) -> HandResult:
        if self._phase != OVER:
            raise ValueError("the deal is not over")
        result = self._result
        if result is None:
            result = self._result = score_hand(self.facts())
        return result

    def facts(self) -> HandFacts:
        """What the finished deal leaves for the score (R10), the only input of :func:`.scoring.score_hand`."""
        n = self._n
        if self._annulled >= 0:
            return HandFacts(n, annulled=self._annulled)
        if self._taker < 0:
            return HandFacts(n)
        options = self.game.options
        attack = self._piles[ATTACK]
        if self._window:
            # C15: a final give not (yet) made: the engine's default, the first eligible card.
            owing = self._side[self._debtor]
            eligible = self._piles[owing] & LOW_CARDS
            attack ^= eligible & -eligible
        if TAKES_CHIEN[self._high]:
            attack |= self._discard  # R5.1: the discard counts for the taker
        elif CHIEN_COUNTS[self._high]:
            attack |= self._chien  # R5.5: the unseen chien counts for the taker
        last = self._ntricks - 1
        # R9.1: the Petit in the last trick; R9.2, C16: in the one before when the Excuse won the last.
        t1 = self._t1_trick
        au_bout = t1 == last or (self._fool_led_last and t1 == last - 1)
        pab = (1 if self._t1_side == ATTACK else -1) if au_bout else 0
        return HandFacts(  # positional, in field order (the keyword form costs a third of the score)
            n,  # players
            self._dummy,  # dummy
            -1,  # annulled
            self._taker,  # taker
            BID_VALUES[self._high],  # contract
            self._called,  # called
            self._partner,  # partner
            attack,  # attack
            self._won[ATTACK],  # attack_tricks
            self._ntricks,  # tricks
            pab,  # petit_au_bout
            tuple([(s, name) for s, name, _ in self._poignees]) if self._poignees else (),  # poignees
            self._chelem,  # chelem_announced
            options.enable_chelem,  # enable_chelem
            options.defence_chelem,  # defence_chelem
        )


def _refuse_listed(action: Action, rule: str) -> None:
    """Refuse a record's set that lists a card twice or none (:class:`~tarocchi.engine.actions.ListedSet`), citing
    ``rule``; the set verbs' checks call it once the action's turn and phase are right."""
    if isinstance(action, ListedSet):
        if action.twice >= 0:
            raise refuse("card_twice", f"{action.fault} ({rule})", card=CardRef(action.twice))
        raise refuse("empty_set", f"{action.fault} ({rule})")


def _no_draw() -> float:
    raise AssertionError("given cards draw no random number")


def _plays(seat: int, mask: CardSet) -> list[Action]:
    """``seat`` playing each card of ``mask``, in deck order: the frozen actions of :data:`_ACTION_OF` (the ints a
    play is kept as in the history stand for the same ones), each built once."""
    out = []
    shifted = seat << _SEAT_SHIFT
    while mask:
        low = mask & -mask
        card = low.bit_length() - 1
        mask ^= low
        key = card | shifted
        known = _ACTION_OF.get(key)
        if known is None:
            known = _ACTION_OF[key] = Action(seat, "play", card=card)
        out.append(known)
    return out


def _cards(mask: CardSet) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def _threshold(players: int, name: str) -> int:
    return THRESHOLDS[players][POIGNEES.index(name)]


__all__ = ["BID_VALUES", "FrenchTarotState", "bid_rank"]
