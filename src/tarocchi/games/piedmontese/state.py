"""One hand of Piedmontese tarocchi: the dealer's discard, then the tricks (§5, §6, C8).

The state is plain ints and lists: each seat's hand and each side's won pile are bitmasks, the
trick in progress a list of cards. :meth:`PiedmonteseState.apply_trusted` assumes
:meth:`PiedmonteseState.check` passed; :meth:`PiedmonteseState.undo` restores exactly.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from tarocchi.cards import CODES, FOOL, NUM_CARDS, Card, CardSet, cards_of, format_cards, is_card_code, parse_card
from tarocchi.engine.actions import Action
from tarocchi.engine.game import CardChoice, Deal, HandResult, HandState
from tarocchi.engine.observation import Observation, TrickView
from tarocchi.errors import IllegalActionError
from tarocchi.games.piedmontese.deck import REMOVED, VALUE, hand_size, points_of, side_of
from tarocchi.games.piedmontese.discard import DISCARD_SIZE, discard_choice, discard_fault
from tarocchi.games.piedmontese.parsing import GAME_VERBS, ListedAction
from tarocchi.games.piedmontese.play import legal_plays, play_fault, trick_winner
from tarocchi.games.piedmontese.scoring import hand_result

if TYPE_CHECKING:
    from tarocchi.games.piedmontese.game import PiedmonteseGame

DISCARD: Final = "discard"
PLAY: Final = "play"
OVER: Final = "over"
FOOL_BIT: Final = 1 << FOOL


class PiedmonteseState(HandState):
    """A hand in progress. ``carry[s]`` is the balance of seat ``s``'s side before this hand (R7.1)."""

    __slots__ = (
        "_carry",
        "_dealer",
        "_discard",
        "_fool_seat",
        "_hands",
        "_history",
        "_leader",
        "_phase",
        "_piles",
        "_to_act",
        "_trick",
        "_tricks",
        "game",
        "held_before_discard",
        "players",
        "tricks_per_hand",
    )

    game: PiedmonteseGame

    def __init__(self, game: PiedmonteseGame, dealer: int, deal: Deal, carry: Sequence[int] | None = None) -> None:
        self.game = game
        players = game.options.players
        self.players = players
        self.tricks_per_hand = hand_size(players)
        self._dealer = dealer
        self._carry = tuple(carry) if carry is not None else (0,) * players
        hands = list(deal.hand_masks)
        hands[dealer] |= deal.talon_mask  # R4.1: the dealer takes his two extra cards
        self.held_before_discard: CardSet = hands[dealer]
        self._hands = hands
        self._discard: CardSet = 0
        self._phase = DISCARD  # C8: action 0 is the dealer's discard
        self._to_act: int | None = dealer
        self._leader = (dealer + 1) % players  # R6.1: the seat after the dealer leads
        self._trick: list[Card] = []
        self._tricks: list[tuple[int, tuple[Card, ...], int]] = []
        self._piles = [0] * (2 if players == 4 else players)
        self._fool_seat = -1
        self._history: list[Action] = []

    # -- the contract's read-only views -------------------------------------------------------

    @property
    def dealer(self) -> int:
        return self._dealer

    @property
    def to_act(self) -> int | None:
        return self._to_act

    @property
    def is_over(self) -> bool:
        return self._phase == OVER

    @property
    def phase(self) -> str:
        return self._phase

    @property
    def history(self) -> Sequence[Action]:
        return tuple(self._history)

    @property
    def carry(self) -> tuple[int, ...]:
        """The balances before this hand (R7.1)."""
        return self._carry

    @property
    def discard(self) -> CardSet:
        """The dealer's discard (0 until made); hidden from the other seats."""
        return self._discard

    @property
    def fool_seat(self) -> int:
        """The seat that played the FOOL, or -1."""
        return self._fool_seat

    def hand(self, seat: int) -> CardSet:
        """The cards ``seat`` holds now (the dealer's include the talon until he discards)."""
        return self._hands[seat]

    @property
    def trick(self) -> tuple[Card, ...]:
        """The cards of the trick in progress, in play order."""
        return tuple(self._trick)

    @property
    def leader(self) -> int:
        """The seat that leads (or led) the trick in progress."""
        return self._leader

    @property
    def tricks(self) -> tuple[tuple[int, tuple[Card, ...], int], ...]:
        """The finished tricks: ``(leader, cards in play order, winner)``."""
        return tuple(self._tricks)

    def side_points(self) -> list[int]:
        """T of rule 2.3 per side so far: won cards, the discard for the dealer's side, the FOOL for its side."""
        points = [points_of(pile) for pile in self._piles]
        points[side_of(self._dealer, self.players)] += points_of(self._discard)  # R5.4
        if self._fool_seat >= 0:
            points[side_of(self._fool_seat, self.players)] += VALUE[FOOL]  # R6.6, C11
        return points

    # -- legality -------------------------------------------------------------------------------

    def legal_actions(self) -> list[Action]:
        if self._phase != PLAY:
            return []  # the discard is offered by card_choices()
        seat = self._to_act
        assert seat is not None
        legal = legal_plays(
            self._hands[seat], self._trick, self.game.options.angel_beats_world, self.game.options.must_overtrump
        )
        return [Action(seat, "play", card=card) for card in cards_of(legal)]

    def card_choices(self) -> list[CardChoice]:
        if self._phase != DISCARD:
            return []
        required, pool = discard_choice(self._hands[self._dealer])
        return [CardChoice(self._dealer, "discard", required, pool & ~required, DISCARD_SIZE)]

    def check(self, action: Action) -> None:
        """Refuse an illegal action with the first fault in the order of C4."""
        reason = self._fault(action)
        if reason is not None:
            raise IllegalActionError(reason, seat=action.seat, action=action.describe())

    def _fault(self, action: Action) -> str | None:
        verb = action.verb
        if verb not in GAME_VERBS:
            return f"this game has no {verb!r} actions, only 'discard' and 'play' (C2)"
        if self._phase == OVER:
            return f"the hand is over: all {self.tricks_per_hand} tricks have been played (C8)"
        if verb == "play":
            if self._phase == DISCARD:
                return f"the dealer (seat {self._dealer}) must discard before the first card is played (C8)"
            if action.seat != self._to_act:
                return f"it is seat {self._to_act}'s turn to play"
            if isinstance(action, ListedAction):
                return f"{action.listed[0]!r} is not a card code (C4)"
            card = action.card
            if not 0 <= card < NUM_CARDS:
                return "no card given"
            if (REMOVED >> card) & 1:
                return f"{CODES[card]} is not in the 62-card pack (C3)"
            hand = self._hands[action.seat]
            if not (hand >> card) & 1:
                return f"does not hold {CODES[card]}"
            options = self.game.options
            return play_fault(hand, self._trick, card, options.angel_beats_world, options.must_overtrump)
        if self._phase == PLAY:
            return "the discard has already been made; only one discard per hand (C8)"
        if action.seat != self._dealer:
            return f"only the dealer (seat {self._dealer}) discards (R5.1, C8)"
        return self._discard_fault(action)

    def _discard_fault(self, action: Action) -> str | None:
        listed = action.listed if isinstance(action, ListedAction) else tuple(CODES[c] for c in cards_of(action.cards))
        cards = action.cards
        if cards < 0 or cards >> NUM_CARDS:
            return "the cards given are not card ids"
        for text in listed:
            if not is_card_code(text):
                return f"{text!r} is not a card code (C4)"
        if cards & REMOVED:
            return f"{format_cards(cards & REMOVED)} is not in the 62-card pack (C3, C9)"
        held = self._hands[self._dealer]
        if cards & ~held:
            return f"does not hold {format_cards(cards & ~held)} (C9)"
        if len(listed) != DISCARD_SIZE:
            return f"must discard exactly {DISCARD_SIZE} cards, not {len(listed)} (R5.1, C9)"
        seen = 0
        for text in listed:
            card = parse_card(text)
            if (seen >> card) & 1:
                return f"lists {CODES[card]} twice (C9)"
            seen |= 1 << card
        return discard_fault(held, cards)

    # -- applying and undoing ------------------------------------------------------------------

    def apply_trusted(self, action: Action) -> None:
        """Apply a legal action (precondition: :meth:`check` passes for it)."""
        self._history.append(action)
        if action.verb == "discard":
            self._hands[self._dealer] &= ~action.cards
            self._discard = action.cards  # R5.4: counted for the dealer's side at the end
            self._phase = PLAY
            self._to_act = self._leader
            return
        seat = action.seat
        card = action.card
        self._hands[seat] &= ~(1 << card)
        trick = self._trick
        trick.append(card)
        if card == FOOL:
            self._fool_seat = seat  # R6.6: it goes back to this seat's side
        players = self.players
        if len(trick) < players:
            self._to_act = (seat + 1) % players
            return
        winner = (self._leader + trick_winner(trick, self.game.options.angel_beats_world)) % players
        mask = 0
        for c in trick:
            mask |= 1 << c
        self._piles[side_of(winner, players)] |= mask & ~FOOL_BIT  # R6.6: not the FOOL
        self._tricks.append((self._leader, tuple(trick), winner))
        self._trick = []
        self._leader = winner  # R6.1: the winner leads the next trick
        if len(self._tricks) == self.tricks_per_hand:
            self._phase = OVER
            self._to_act = None
        else:
            self._to_act = winner

    def undo(self) -> Action:
        if not self._history:
            raise ValueError("nothing to undo")
        action = self._history.pop()
        if action.verb == "discard":
            self._hands[self._dealer] |= action.cards
            self._discard = 0
            self._phase = DISCARD
            self._to_act = self._dealer
            return action
        if not self._trick:
            leader, cards, winner = self._tricks.pop()
            mask = 0
            for c in cards:
                mask |= 1 << c
            self._piles[side_of(winner, self.players)] &= ~mask
            self._trick = list(cards)
            self._leader = leader
            self._phase = PLAY
        card = self._trick.pop()
        self._hands[action.seat] |= 1 << card
        if card == FOOL:
            self._fool_seat = -1
        self._to_act = action.seat
        return action

    def copy(self) -> PiedmonteseState:
        other = object.__new__(PiedmonteseState)
        other.game = self.game
        other.players = self.players
        other.tricks_per_hand = self.tricks_per_hand
        other.held_before_discard = self.held_before_discard
        other._dealer = self._dealer
        other._carry = self._carry
        other._hands = list(self._hands)
        other._discard = self._discard
        other._phase = self._phase
        other._to_act = self._to_act
        other._leader = self._leader
        other._trick = list(self._trick)
        other._tricks = list(self._tricks)
        other._piles = list(self._piles)
        other._fool_seat = self._fool_seat
        other._history = list(self._history)
        return other

    # -- what a seat sees, and the score -------------------------------------------------------

    def observation(self, seat: int) -> Observation:
        """``seat``'s view: its hand, the tricks, public facts; the discard only for the dealer (DESIGN §6)."""
        players = self.players
        history = tuple(
            Action(a.seat, "discard") if a.verb == "discard" and seat != self._dealer else a for a in self._history
        )
        views = [
            TrickView(leader, tuple(((leader + i) % players, c) for i, c in enumerate(cards)), winner)
            for leader, cards, winner in self._tricks
        ]
        if self._trick:
            leader = self._leader
            views.append(TrickView(leader, tuple(((leader + i) % players, c) for i, c in enumerate(self._trick))))
        private: dict[str, CardSet] = {}
        if seat == self._dealer:
            if self._phase == DISCARD:
                required, pool = discard_choice(self._hands[seat])
                private["discard_required"] = required
                private["discard_pool"] = pool & ~required
            else:
                private["discard"] = self._discard
        trick_points = [points_of(pile) for pile in self._piles]
        if self._fool_seat >= 0:
            trick_points[side_of(self._fool_seat, players)] += VALUE[FOOL]  # public: the FOOL was seen
        won = [0] * players
        for _, _, winner in self._tricks:
            won[winner] += 1
        options = self.game.options
        info = {
            "players": players,
            "sides": [side_of(s, players) for s in range(players)],
            "reference": self.game.reference,
            "balances": list(self._carry),
            "cutter": (self._dealer - 1) % players,  # R3.3
            "leader": self._leader if self._phase != OVER else None,
            "trick_number": len(self._tricks),
            "tricks_won": won,
            "points_taken": [trick_points[side_of(s, players)] for s in range(players)],
            "fool": self._fool_seat if self._fool_seat >= 0 else None,
            "angel_beats_world": options.angel_beats_world,
            "must_overtrump": options.must_overtrump,
        }
        legal = tuple(self.legal_actions()) if seat == self._to_act else ()
        return Observation(
            game=self.game.name,
            seat=seat,
            num_seats=players,
            dealer=self._dealer,
            phase=self._phase,
            to_act=self._to_act,
            hand=self._hands[seat],
            history=history,
            tricks=tuple(views),
            private_cards=private,
            info=info,
            legal=legal,
        )

    def result(self) -> HandResult:
        if self._phase != OVER:
            raise ValueError(f"the hand is not over (phase {self._phase})")
        return hand_result(
            self.players,
            self.game.reference,
            self.side_points(),
            self._carry,
            self._discard,
            self._dealer,
            self._fool_seat,
        )

    @property
    def balances(self) -> tuple[int, ...]:
        """The balances after this finished hand: the carry for the next hand (R7.1)."""
        return tuple(int(s) for s in self.result().scores)

    def expected(self) -> tuple[int | None, str]:
        if self._phase == DISCARD:
            return self._dealer, "discard"
        if self._phase == PLAY:
            return self._to_act, "play"
        return None, "deal"
