"""One deal of French Tarot in progress: the checked and trusted ways to act, undo, views, the result.

Phases: ``bidding`` (R4.2; a petit sec may be declared before the first bid, C8), ``call`` (five
players, R6.2), ``discard`` (Petite and Garde, R5.1), ``play`` (the chelem announcement and the
poignées come before the first card concerned, R9.3 and R8.2; the Excuse exchange ``give`` window
opens after a trick, C15), ``over``. When the exchange becomes possible only with the last trick, the
window stays open after it: the deal is over (and scored with the engine's default card) while
``to_act`` names the seat that may still make the final ``give``, as the engine contract says.

Camps are the true ones (the hidden five-player partner included) for every rule and the score;
observations show the partner only once the called card has been played (R6.3).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Final

from tarocchi.cards import CODES, FOOL, SUIT_MASK_OF, CardSet, codes_of
from tarocchi.engine.actions import Action
from tarocchi.engine.game import CardChoice, Deal, HandResult, HandState
from tarocchi.engine.observation import Observation, TrickView
from tarocchi.errors import IllegalActionError, InvalidActionError

from .calling import call_error, callable_cards
from .deal import CHIEN_SIZE, HAND_SIZE, is_petit_sec, petit_sec_seats
from .deck import FOOL_BIT, LOW_CARDS, T1_BIT, bouts_in, half_points
from .declarations import (
    DECLARE_NAMES,
    PETIT_SEC,
    POIGNEE_BONUS,
    POIGNEES,
    THRESHOLDS,
    poignee_error,
    poignee_level,
    poignee_options,
)
from .discard import discard_choice, discard_error, shown_part
from .options import CONTRACT_ALIASES, CONTRACTS
from .play import Restriction, explain_illegal, legal_plays, trick_winner
from .scoring import CHELEM_BONUS, MULTIPLIERS, chelem_status, margin, points_value, shares

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
ATTACK: Final = 0
DEFENCE: Final = 1

_Snapshot = tuple[Any, ...]


def bid_rank(value: str) -> int:
    """The rank of a bid value (``prise`` read as ``petite``, C9); raises ``InvalidActionError``."""
    name = CONTRACT_ALIASES.get(value, value)
    try:
        return BID_VALUES.index(name)
    except ValueError:
        raise InvalidActionError(f"{value!r} is not a bid (pass, {', '.join(CONTRACTS)})") from None


class FrenchTarotState(HandState):
    """A deal from the cards dealt to its end. See the module docstring for the phases."""

    game: FrenchTarot

    __slots__ = (
        "_annulled",
        "_bids",
        "_called",
        "_chelem",
        "_chien",
        "_chien_size",
        "_dealer",
        "_dealt",
        "_debtor",
        "_discard",
        "_exchange",
        "_fool_led_last",
        "_forehand",
        "_hands",
        "_high",
        "_history",
        "_leader",
        "_n",
        "_ntricks",
        "_partner",
        "_phase",
        "_piles",
        "_poignees",
        "_result",
        "_taker",
        "_to_play",
        "_trick",
        "_tricks",
        "_undo",
        "_window",
        "_won",
        "deal",
        "game",
    )

    def __init__(self, game: FrenchTarot, dealer: int, deal: Deal) -> None:
        self.game = game
        self.deal = deal
        options = game.options
        n = options.players
        self._n = n
        self._dealer = dealer
        self._forehand = (dealer + 1) % n
        self._dealt: tuple[CardSet, ...] = deal.hand_masks
        self._chien: CardSet = deal.talon_mask
        self._chien_size = CHIEN_SIZE[n]
        self._ntricks = HAND_SIZE[n]
        self._phase = BIDDING
        self._hands = list(deal.hand_masks)
        self._bids: list[tuple[int, int]] = []
        self._high = 0
        self._taker = -1
        self._called = -1
        self._partner = -1
        self._discard: CardSet = 0
        self._chelem = False
        self._poignees: list[tuple[int, str, CardSet]] = []
        self._leader = -1
        self._to_play = -1
        self._trick: list[tuple[int, int]] = []
        self._tricks: list[TrickView] = []
        self._piles = [0, 0]
        self._won = [0, 0]
        self._debtor = -1
        self._window = False
        self._exchange: tuple[int, int] | None = None
        self._fool_led_last = False
        self._annulled = -1
        self._history: list[Action] = []
        self._undo: list[_Snapshot] = []
        self._result: HandResult | None = None
        if options.petit_sec == "annul":
            holders = petit_sec_seats(self._dealt, dealer)
            if holders:
                # R3.7, C7: the engine annuls the deal before any action.
                self._annulled = holders[0]
                self._phase = OVER

    # ----------------------------------------------------------------- basic properties

    @property
    def dealer(self) -> int:
        return self._dealer

    @property
    def to_act(self) -> int | None:
        phase = self._phase
        if phase == BIDDING:
            return (self._forehand + len(self._bids)) % self._n
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
        return tuple(self._history)

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
        return len(self._tricks)

    @property
    def discard(self) -> CardSet:
        """The taker's discard (0 before it or without one). The engine's view: private to the taker."""
        return self._discard

    def camp_tricks(self, attack: bool) -> CardSet:
        """The cards a camp (true camps) holds from won tricks after Excuse exchanges; not the discard
        nor the chien. The engine's view, not an observation."""
        return self._piles[ATTACK if attack else DEFENCE]

    def hand(self, seat: int) -> CardSet:
        """The cards ``seat`` holds now (the engine's view, not an observation)."""
        return self._hands[seat]

    def _camp(self, seat: int) -> int:
        return ATTACK if seat == self._taker or seat == self._partner else DEFENCE

    def _restriction(self) -> Restriction:
        # R6.4, C11: with five players, in trick 1 only.
        if self._n == 5 and not self._tricks and self._called >= 0:
            return (self._called, SUIT_MASK_OF[self._called])
        return None

    def _announce_open(self) -> bool:
        # C13: after the auction, call and discard; before any poignée and any card.
        return (
            self._phase == PLAY
            and self.game.options.enable_chelem
            and not self._chelem
            and not self._poignees
            and not self._tricks
            and not self._trick
        )

    def legal_cards(self, seat: int | None = None) -> CardSet:
        """The cards the seat to play may play now (§7.A); 0 outside the play phase."""
        if self._phase != PLAY:
            return 0
        player = self._to_play
        if seat is not None and seat != player:
            return 0
        return legal_plays(self._hands[player], [c for _, c in self._trick], self._restriction())

    # ----------------------------------------------------------------- legal actions

    def legal_actions(self) -> list[Action]:
        phase = self._phase
        if phase == BIDDING:
            bidder = (self._forehand + len(self._bids)) % self._n
            out = [Action(bidder, "bid", value="pass")]
            allowed = self.game.options.allowed_contracts
            out += [
                Action(bidder, "bid", value=c) for r, c in enumerate(CONTRACTS, 1) if r > self._high and c in allowed
            ]
            if self.game.options.petit_sec == "optional" and not self._bids:
                for seat in petit_sec_seats(self._dealt, self._dealer):
                    out.append(Action(seat, "declare", cards=self._dealt[seat], value=PETIT_SEC))
            return out
        if phase == CALL:
            calls = callable_cards(self._dealt[self._taker])
            return [Action(self._taker, "call", card=c) for c in _cards(calls)]
        if phase == PLAY:
            out = []
            if self._window:
                eligible = self._piles[self._camp(self._debtor)] & LOW_CARDS
                out += [Action(self._debtor, "give", card=c) for c in _cards(eligible)]
            if self._announce_open():
                out.append(Action(self._taker, "announce", value="chelem"))
            player = self._to_play
            out += [Action(player, "play", card=c) for c in _cards(self.legal_cards())]
            return out
        if phase == OVER and self._window:
            eligible = self._piles[self._camp(self._debtor)] & LOW_CARDS
            return [Action(self._debtor, "give", card=c) for c in _cards(eligible)]
        return []

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
            and not self._tricks
            and seat == self._to_play
            and all(s != seat for s, _, _ in self._poignees)
        )

    # ----------------------------------------------------------------- checking

    def check(self, action: Action) -> None:
        try:
            self._check(action)
        except IllegalActionError as exc:
            if exc.seat is None:
                raise IllegalActionError(exc.reason, seat=action.seat, action=action.describe()) from None
            raise

    def _check(self, action: Action) -> None:
        seat = action.seat
        if not 0 <= seat < self._n:
            raise IllegalActionError(f"there is no seat {seat} with {self._n} players")
        if self._phase == OVER and not (self._window and action.verb == "give"):
            raise IllegalActionError(self._over_reason())
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

    def _over_reason(self) -> str:
        if self._annulled >= 0:
            return f"the deal is over (annulled: seat {self._annulled} holds a petit sec, R3.7)"
        if self._taker < 0:
            return "the deal is over (everyone passed, R4.3)"
        return "the deal is over"

    def _expected_text(self) -> str:
        seat, verb = self.expected()
        return f"seat {seat} must {verb}"

    def _check_bid(self, action: Action) -> None:
        if action.value is None:
            raise InvalidActionError("a bid needs a value")
        rank = bid_rank(action.value)
        if self._phase != BIDDING:
            raise IllegalActionError(f"the auction is over ({self._expected_text()}) (R4.2)")
        bidder = (self._forehand + len(self._bids)) % self._n
        if action.seat != bidder:
            raise IllegalActionError(f"out of turn: seat {bidder} bids now; each seat speaks once (R4.2, C9)")
        if rank == 0:
            return
        name = BID_VALUES[rank]
        allowed = self.game.options.allowed_contracts
        if name not in allowed:
            raise IllegalActionError(
                f"{name} is not an allowed contract (allowed_contracts: {', '.join(allowed)}) (C9)"
            )
        if rank <= self._high:
            raise IllegalActionError(f"{name} is not higher than {BID_VALUES[self._high]} (R4.2, R4.4)")

    def _check_call(self, action: Action) -> None:
        if self._n != 5:
            raise IllegalActionError(f"a card is called only with five players, not {self._n} (R6.2)")
        if self._phase != CALL:
            if self._phase == BIDDING:
                raise IllegalActionError("the call comes after the auction (R6.2)")
            raise IllegalActionError(f"the card is already called ({self._expected_text()})")
        if action.seat != self._taker:
            raise IllegalActionError(f"only the taker (seat {self._taker}) calls a card (R6.2)")
        reason = call_error(self._dealt[self._taker], action.card)
        if reason is not None:
            raise IllegalActionError(reason)

    def _check_discard(self, action: Action) -> None:
        if self._phase != DISCARD:
            if self._phase == PLAY and self._high >= 3:
                raise IllegalActionError(f"there is no discard in a {BID_VALUES[self._high]} (R5.5)")
            raise IllegalActionError(f"no discard now ({self._expected_text()})")
        if action.seat != self._taker:
            raise IllegalActionError(f"only the taker (seat {self._taker}) discards (R5.1)")
        reason = discard_error(
            self._hands[self._taker], action.cards, self._chien_size, self.game.options.discard_kings
        )
        if reason is not None:
            raise IllegalActionError(reason)

    def _check_announce(self, action: Action) -> None:
        if action.value != "chelem":
            raise InvalidActionError(f"{action.value!r} is not an announcement (chelem)")
        if not self.game.options.enable_chelem:
            raise IllegalActionError("chelem announcements are disabled (enable_chelem is false)")
        if self._taker < 0 or action.seat != self._taker:
            who = "the taker" if self._taker < 0 else f"the taker (seat {self._taker})"
            raise IllegalActionError(f"only {who} announces a chelem (R9.3, C13)")
        if self._phase != PLAY:
            raise IllegalActionError("a chelem is announced after the auction, the call and the discard (R9.3, C13)")
        if self._chelem:
            raise IllegalActionError("the chelem is already announced (C13)")
        if not self._announce_open():
            raise IllegalActionError("a chelem is announced before any poignée and any card (R9.3, C13)")

    def _check_declare(self, action: Action) -> None:
        name = action.value
        if name is not None and name not in DECLARE_NAMES:
            raise InvalidActionError(f"{name!r} is not a declaration ({', '.join(DECLARE_NAMES)})")
        if name == PETIT_SEC or (name is None and self._phase == BIDDING):
            self._check_petit_sec(action)
            return
        if not self.game.options.enable_poignee:
            raise IllegalActionError("poignées are disabled (enable_poignee is false)")
        seat = action.seat
        if self._phase != PLAY or self._tricks:
            raise IllegalActionError("a poignée is declared only in the first trick (R8.2, C14)")
        if any(s == seat for s, _, _ in self._poignees):
            raise IllegalActionError("a seat declares at most one poignée (R8.2, C14)")
        if seat != self._to_play:
            raise IllegalActionError(
                f"a poignée is declared at one's own turn in the first trick, before one's card "
                f"(seat {self._to_play} plays now) (R8.2, C14)"
            )
        reason = poignee_error(self._hands[seat], action.cards, self._n, name)
        if reason is not None:
            raise IllegalActionError(reason)

    def _check_petit_sec(self, action: Action) -> None:
        seat = action.seat
        if self.game.options.petit_sec != "optional":
            raise IllegalActionError("the engine itself annuls a petit sec (petit_sec is annul) (R3.7, C7)")
        if self._phase != BIDDING or self._bids:
            raise IllegalActionError("a petit sec is declared before the first bid (C8)")
        if not is_petit_sec(self._dealt[seat]):
            raise IllegalActionError("does not hold a petit sec: T1 must be the only trump, without the Excuse (R3.7)")
        if action.cards != self._dealt[seat]:
            raise IllegalActionError("a petit sec declaration shows the whole hand (C8)")

    def _check_play(self, action: Action) -> None:
        if self._phase != PLAY:
            raise IllegalActionError(
                f"no card is played before the auction, call and discard end ({self._expected_text()})"
            )
        player = self._to_play
        if action.seat != player:
            raise IllegalActionError(f"out of turn: seat {player} plays now")
        card = action.card
        hand = self._hands[player]
        trick = [c for _, c in self._trick]
        restriction = self._restriction()
        if not (legal_plays(hand, trick, restriction) >> card) & 1:
            raise IllegalActionError(explain_illegal(hand, trick, card, restriction))

    def _check_give(self, action: Action) -> None:
        if not self._window:
            if self._debtor >= 0:
                raise IllegalActionError(
                    "the Excuse exchange waits until the camp's won tricks hold a 0.5-point card (R7.8, C15)"
                )
            if self._exchange is not None:
                raise IllegalActionError("the Excuse exchange card has already been given (C15)")
            raise IllegalActionError("no Excuse exchange is due (R7.8, C15)")
        if action.seat != self._debtor:
            raise IllegalActionError(f"only the Excuse's player (seat {self._debtor}) gives the exchange card (C15)")
        pile = self._piles[self._camp(self._debtor)]
        if not ((pile & LOW_CARDS) >> action.card) & 1:
            where = "is not in its camp's won tricks" if not (pile >> action.card) & 1 else "is not worth 0.5"
            raise IllegalActionError(f"{CODES[action.card]} {where}: the exchange card is a 0.5-point card (R7.8, C15)")

    # ----------------------------------------------------------------- applying

    def apply_trusted(self, action: Action) -> None:
        """Apply ``action``. Precondition: :meth:`check` accepts it (nothing is re-checked)."""
        self._undo.append(self._snapshot())
        self._history.append(action)
        verb = action.verb
        if verb == "play":
            self._play(action.seat, action.card)
        elif verb == "bid":
            self._bid(action.seat, bid_rank(action.value or ""))
        elif verb == "give":
            self._give(action.card)
            if self._phase == OVER:
                self._finish()  # a final give after the last trick (C15)
        elif verb == "declare":
            if action.value == PETIT_SEC or self._phase == BIDDING:
                self._annulled = action.seat  # R3.7, C8: the deal is annulled
                self._phase = OVER
                self._finish()
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

    def _bid(self, seat: int, rank: int) -> None:
        self._bids.append((seat, rank))
        if rank > self._high:
            self._high = rank
            self._taker = seat
        if len(self._bids) < self._n:
            return
        if self._taker < 0:
            self._phase = OVER  # R4.3: everyone passed
            self._finish()
        elif self._n == 5:
            self._phase = CALL  # R6.2: the call comes before the chien is shown
        else:
            self._after_call()

    def _call(self, card: int) -> None:
        self._called = card
        # C10: the partner is the other seat holding the called card; else the taker plays alone.
        self._partner = -1
        for seat, hand in enumerate(self._dealt):
            if seat != self._taker and (hand >> card) & 1:
                self._partner = seat
        self._after_call()

    def _after_call(self) -> None:
        if self._high <= 2:
            # R5.1: Prise / Garde: the chien is shown and taken, then the taker discards.
            self._hands[self._taker] |= self._chien
            self._phase = DISCARD
        else:
            self._start_play()  # R5.5: Garde Sans / Contre: no discard

    def _start_play(self) -> None:
        self._phase = PLAY
        self._leader = self._to_play = self._forehand  # R7.1

    def _play(self, seat: int, card: int) -> None:
        if self._window:
            self._give_default()  # C15: the next play closes the window
        self._hands[seat] &= ~(1 << card)
        self._trick.append((seat, card))
        if len(self._trick) == self._n:
            self._end_trick()
        else:
            self._to_play = (seat + 1) % self._n

    def _end_trick(self) -> None:
        trick = self._trick
        cards = [c for _, c in trick]
        winner = trick[trick_winner(cards)][0]
        last = len(self._tricks) + 1 == self._ntricks
        if last and cards[0] == FOOL:
            owner = trick[0][0]
            if self._won[self._camp(owner)] == len(self._tricks):
                # R7.9, C16: the Excuse led to the last trick by a camp that won every trick wins it.
                winner = owner
                self._fool_led_last = True
        mask = 0
        for card in cards:
            mask |= 1 << card
        wcamp = self._camp(winner)
        self._won[wcamp] += 1
        if FOOL in cards and not last:
            owner = trick[cards.index(FOOL)][0]
            ocamp = self._camp(owner)
            if ocamp != wcamp:
                # R7.8: the Excuse stays with its camp, which owes a 0.5-point card.
                mask &= ~FOOL_BIT
                self._piles[ocamp] |= FOOL_BIT
                self._debtor = owner
        # R7.9: on the last trick the Excuse goes with the trick.
        self._piles[wcamp] |= mask
        self._tricks.append(TrickView(trick[0][0], tuple(trick), winner))
        self._trick = []
        self._leader = self._to_play = winner
        if self._debtor >= 0 and self._piles[self._camp(self._debtor)] & LOW_CARDS:
            # C15: the give window opens; after the last trick it stays open for a final give, and
            # until one is made the score counts the engine's default card.
            self._window = True
        if last:
            self._phase = OVER
            self._finish()

    def _give_default(self) -> None:
        # C15, §17.3: the first eligible card in deck order.
        eligible = self._piles[self._camp(self._debtor)] & LOW_CARDS
        self._give((eligible & -eligible).bit_length() - 1)

    def _give(self, card: int) -> None:
        ocamp = self._camp(self._debtor)
        bit = 1 << card
        self._piles[ocamp] &= ~bit
        self._piles[1 - ocamp] |= bit
        self._exchange = (self._debtor, card)
        self._debtor = -1
        self._window = False

    # ----------------------------------------------------------------- undo and copy

    def _snapshot(self) -> _Snapshot:
        return (
            self._phase,
            tuple(self._hands),
            len(self._bids),
            self._high,
            self._taker,
            self._called,
            self._partner,
            self._discard,
            self._chelem,
            len(self._poignees),
            self._leader,
            self._to_play,
            tuple(self._trick),
            len(self._tricks),
            tuple(self._piles),
            tuple(self._won),
            self._debtor,
            self._window,
            self._exchange,
            self._fool_led_last,
            self._annulled,
            self._result,
        )

    def undo(self) -> Action:
        if not self._history:
            raise ValueError("nothing to undo")
        (
            self._phase,
            hands,
            nbids,
            self._high,
            self._taker,
            self._called,
            self._partner,
            self._discard,
            self._chelem,
            npoignees,
            self._leader,
            self._to_play,
            trick,
            ntricks,
            piles,
            won,
            self._debtor,
            self._window,
            self._exchange,
            self._fool_led_last,
            self._annulled,
            self._result,
        ) = self._undo.pop()
        self._hands = list(hands)
        del self._bids[nbids:]
        del self._poignees[npoignees:]
        self._trick = list(trick)
        del self._tricks[ntricks:]
        self._piles = list(piles)
        self._won = list(won)
        return self._history.pop()

    def copy(self) -> FrenchTarotState:
        other = object.__new__(FrenchTarotState)
        for name in FrenchTarotState.__slots__:
            value = getattr(self, name)
            setattr(other, name, value.copy() if isinstance(value, list) else value)
        return other

    # ----------------------------------------------------------------- what comes next

    def expected(self) -> tuple[int | None, str]:
        phase = self._phase
        if phase == BIDDING:
            return (self._forehand + len(self._bids)) % self._n, "bid"
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
        return self._taker >= 0 and self._high <= 2 and self._phase in (DISCARD, PLAY, OVER)

    def _called_played(self) -> bool:
        called = self._called
        if called < 0:
            return False
        return any(c == called for trick in self._tricks for _, c in trick.plays) or any(
            c == called for _, c in self._trick
        )

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
        if seat == self._taker and self._discard:
            private["discard"] = self._discard
        # The discard is private but for its shown cards (R5.2); the call names a card without
        # telling where it is, so it lives in ``info["called"]`` rather than in the history (R6.3).
        history = tuple(
            Action(a.seat, "discard", cards=shown) if a.verb == "discard" and seat != self._taker else a
            for a in self._history
            if a.verb != "call"
        )
        tricks = list(self._tricks)
        if self._trick:
            tricks.append(TrickView(self._trick[0][0], tuple(self._trick), None))
        legal = tuple(a for a in self.legal_actions() if a.seat == seat)
        return Observation(
            game=self.game.name,
            seat=seat,
            num_seats=self._n,
            dealer=self._dealer,
            phase=self.phase,
            to_act=self.to_act,
            hand=self._hands[seat],
            history=history,
            tricks=tuple(tricks),
            public_cards=public,
            private_cards=private,
            info=self._public_info(),
            legal=legal,
        )

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
            "tricks_played": len(self._tricks),
            "give_window": self._debtor if self._window else None,
            "exchange": self._exchange_info(),
        }
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
        if self._result is None:
            self._finish()
        assert self._result is not None
        return self._result

    def _finish(self) -> None:
        n = self._n
        zeros: tuple[int, ...] = (0,) * n
        if self._annulled >= 0:
            self._result = HandResult(zeros, zeros, {"annulled": PETIT_SEC, "seat": self._annulled})
            return
        if self._taker < 0:
            self._result = HandResult(zeros, zeros, {"passed": True})
            return
        self._result = self._score()

    def _score(self) -> HandResult:
        options = self.game.options
        contract = BID_VALUES[self._high]
        piles = list(self._piles)
        if self._window:
            # C15: a final give not (yet) made: the engine's default, the first eligible card.
            owing = self._camp(self._debtor)
            eligible = piles[owing] & LOW_CARDS
            piles[owing] ^= eligible & -eligible
            piles[1 - owing] |= eligible & -eligible
        attack = piles[ATTACK]
        if self._high <= 2:
            attack |= self._discard  # R5.1: the discard counts for the taker
        elif contract == "garde-sans":
            attack |= self._chien  # R5.5: the unseen chien counts for the taker
        attack_half = half_points(attack)
        bouts = bouts_in(attack)
        pab = self._petit_au_bout()
        poignees = sum(POIGNEE_BONUS[name] for _, name, _ in self._poignees)
        chelem = chelem_status(
            enabled=options.enable_chelem,
            announced=self._chelem,
            attack_all=self._won[ATTACK] == self._ntricks,
            defence_all=self._won[DEFENCE] == self._ntricks,
            defence_chelem=options.defence_chelem,
        )
        bonus = CHELEM_BONUS[chelem] if chelem is not None else 0
        multiplier = MULTIPLIERS[contract]
        outcome = margin(multiplier, attack_half, bouts, pab, poignees, bonus)
        partner = self.partner
        scores = shares(self._n, self._taker, partner, outcome.per_defender)
        attack_points = points_value(attack_half)
        defence_points = points_value(2 * 91 - attack_half)
        points = tuple(attack_points if self._camp(s) == ATTACK else defence_points for s in range(self._n))
        detail: dict[str, Any] = {
            "contract": contract,
            "taker": self._taker,
            "called": CODES[self._called] if self._called >= 0 else None,
            "partner": partner,
            "attack_points": attack_points,
            "bouts": bouts,
            "target": outcome.target,
            "diff": outcome.diff,
            "made": outcome.made,
            "multiplier": multiplier,
            "petit_au_bout": {1: "attack", -1: "defence", 0: None}[pab],
            "poignees": [{"seat": s, "as": name, "points": POIGNEE_BONUS[name]} for s, name, _ in self._poignees],
            "chelem": chelem,
            "chelem_bonus": bonus,
            "per_defender": outcome.per_defender,
        }
        return HandResult(points, tuple(scores), detail)

    def _petit_au_bout(self) -> int:
        """+1 / -1 / 0: the camp that won T1 au bout (R9.1), or on the trick before under R7.9 (R9.2, C16)."""
        last = self._tricks[-1]
        if last.cards & T1_BIT:
            return 1 if self._camp(last.winner or 0) == ATTACK else -1
        if self._fool_led_last and len(self._tricks) >= 2:
            before = self._tricks[-2]
            if before.cards & T1_BIT:
                return 1 if self._camp(before.winner or 0) == ATTACK else -1
        return 0


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
