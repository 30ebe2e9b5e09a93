"""One hand of Piedmontese tarocchi: the dealer's discard, then the tricks (§5, §6, C8).

The kernel. The state is plain ints and lists: each seat's hand is a bitmask, the cards played one
list in play order beside the winner of each finished trick (a trick is a slice of that list), the
trick in progress summed up (the mask that follows the lead and the power of the best card,
:mod:`~tarocchi.games.piedmontese.play`), each side's won points an int. There is one
trusted transition per decision, :meth:`PiedmonteseState.discard_cards` and
:meth:`PiedmonteseState.play_card`; :meth:`~PiedmonteseState.apply_trusted` dispatches to them,
:meth:`~PiedmonteseState.apply` checks first, and a :meth:`~PiedmonteseState.playout` copy runs the
same two steps. Nothing else is recorded: the history is read back from the discard and the tricks,
and :meth:`~PiedmonteseState.undo` takes the last card out by replaying the rest of its trick
through the same step (so a playout, which may not undo, has nothing extra to skip).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Final, TypeAlias

from tarocchi.cards import (
    CODES,
    FOOL,
    NUM_CARDS,
    TRUMPS,
    Card,
    CardSet,
    cards_of,
    format_cards,
    is_card_code,
    parse_card,
)
from tarocchi.engine.actions import Action
from tarocchi.engine.explain import CardRef, CardsRef, SeatRef
from tarocchi.engine.game import CardChoice, CardPlay, Deal, HandResult, HandState, PlayView
from tarocchi.engine.observation import InfoCell, Observation, TrickView, info_at
from tarocchi.engine.rng import FLOAT_OF
from tarocchi.errors import IllegalActionError
from tarocchi.games.piedmontese.deck import REMOVED, VALUE, hand_size, side_of
from tarocchi.games.piedmontese.discard import DISCARD_SIZE, discard_choice, discard_refusal
from tarocchi.games.piedmontese.parsing import GAME_VERBS, ListedAction
from tarocchi.games.piedmontese.play import (
    ABOVE,
    BIT,
    FOLLOW,
    FOOL_BIT,
    FREE,
    GROUP,
    PLAY_VALUE,
    POWERS,
    TRUMP_POWER,
    play_refusal,
)
from tarocchi.games.piedmontese.refusal import Refusal
from tarocchi.games.piedmontese.scoring import HandFacts, score_hand, side_points

if TYPE_CHECKING:
    from tarocchi.games.piedmontese.game import PiedmonteseGame

Chooser: TypeAlias = Callable[[int, CardSet, int, int, int, tuple[int, ...], int], Card]
"""A playout policy: ``(seat, legal, cards in the trick, seat winning or -1, best power, power table,
points in the trick) -> card`` (:meth:`PiedmonteseState.play_facts`)."""

DISCARD: Final = "discard"
PLAY: Final = "play"
OVER: Final = "over"


class RuleTables:
    """What a hand of one option set looks up, built once per game: the seat order, the sides, the
    power tables and the overtrump table of the trump order in force."""

    __slots__ = ("above", "angel", "leads", "next", "order", "orders", "players", "powers", "side", "tricks")

    def __init__(self, players: int, angel_beats_world: bool, must_overtrump: bool) -> None:
        self.players = players
        self.tricks = hand_size(players)  # R4.1: 15 / 20 / 30 tricks
        self.next = tuple((s + 1) % players for s in range(players))  # R3.2: play passes to seat + 1
        self.side = tuple(side_of(s, players) for s in range(players))  # R3.1
        self.order = tuple(tuple((s + i) % players for i in range(players)) for s in range(players))
        """``order[leader]``: the seats of a trick led by ``leader``, in play order."""
        self.orders = tuple(
            tuple(tuple((leader + i) % players for i in range(count, players)) for count in range(players))
            for leader in range(players)
        )
        """``orders[leader][count]``: the seats still to play a trick led by ``leader`` that holds ``count`` cards."""
        self.angel = angel_beats_world
        self.powers = POWERS[angel_beats_world]  # R1.3, C13
        self.leads = tuple(
            (FOLLOW[card], self.powers[GROUP[card]]) if card != FOOL else (FREE, ()) for card in range(NUM_CARDS)
        )
        """``leads[card]``: the ``follow`` mask and the power table a trick led by ``card`` sets (R6.5; the
        FOOL sets none, C10)."""
        self.above = ABOVE[angel_beats_world] if must_overtrump else None  # C12


class PiedmonteseState(HandState):
    """A hand in progress. ``carry[s]`` is the balance of seat ``s``'s side before this hand (R7.1)."""

    __slots__ = (
        "_above",
        "_best",
        "_carry",
        "_dealer",
        "_dealt",
        "_discard",
        "_follow",
        "_hands",
        "_info",
        "_leader",
        "_legal",
        "_phase",
        "_played",
        "_playout",
        "_power",
        "_seat",
        "_seen",
        "_t",
        "_table",
        "_taken",
        "_views",
        "_winners",
        "_won",
        "game",
        "held_before_discard",
        "players",
        "tricks_per_hand",
    )

    game: PiedmonteseGame

    def __init__(self, game: PiedmonteseGame, dealer: int, deal: Deal, carry: Sequence[int] | None = None) -> None:
        self._start(game, dealer, list(deal.hand_masks), deal.talon_mask, carry, False)

    @property
    def deal(self) -> Deal:
        """The cards as dealt (hands in deck order, and the talon)."""
        hands, talon = self._dealt
        return Deal(tuple(tuple(cards_of(h)) for h in hands), tuple(cards_of(talon)))

    @classmethod
    def from_masks(
        cls,
        game: PiedmonteseGame,
        dealer: int,
        hands: Sequence[CardSet],
        talon: CardSet,
        carry: Sequence[int] | None = None,
        *,
        playout: bool = False,
    ) -> PiedmonteseState:
        """A hand dealt as bitmasks (``hands[s]`` without the talon), optionally in playout mode."""
        state = object.__new__(cls)
        state._start(game, dealer, list(hands), talon, carry, playout)
        return state

    def _start(
        self,
        game: PiedmonteseGame,
        dealer: int,
        hands: list[CardSet],
        talon: CardSet,
        carry: Sequence[int] | None,
        playout: bool,
    ) -> None:
        tables = game.tables
        players = tables.players
        self.game = game
        self.players = players
        self.tricks_per_hand = tables.tricks
        self._t = tables
        self._dealer = dealer
        self._carry = tuple(carry) if carry is not None else game.zero_carry
        self._dealt = (tuple(hands), talon)
        hands[dealer] |= talon  # R4.1: the dealer takes his two extra cards
        self.held_before_discard: CardSet = hands[dealer]
        self._hands = hands
        self._discard: CardSet = 0
        self._phase = DISCARD  # C8: action 0 is the dealer's discard
        self._seat = dealer  # the seat to act, -1 once the hand is over
        leader = tables.next[dealer]  # R6.1: the seat after the dealer leads
        self._leader = leader
        self._played: list[Card] = []
        """Every card played, in order: trick ``t`` is ``_played[t * players : (t + 1) * players]``."""
        self._follow: CardSet = FREE
        self._legal: CardSet = 0
        self._table: tuple[int, ...] = ()
        self._power = -1
        self._best = -1
        self._taken = 0
        self._winners: list[int] = []
        """The seat that won each finished trick (and led the next one, R6.1)."""
        self._won = [0] * (2 if players == 4 else players)
        self._seen: tuple[Action, ...] = ()
        """:attr:`history` as last built: the discard and the first ``len(_seen) - 1`` cards played."""
        self._views: tuple[TrickView, ...] = ()
        """The views of the first finished tricks, as :meth:`observation` last built them."""
        self._info: InfoCell | None = None
        """:meth:`_public_info` as last built, and at which step (:meth:`_shared_info`, :func:`info_at`)."""
        self._playout = playout
        self._above = tables.above

    # -- the contract's read-only views -------------------------------------------------------

    @property
    def dealer(self) -> int:
        return self._dealer

    @property
    def to_act(self) -> int | None:
        seat = self._seat
        return seat if seat >= 0 else None

    @property
    def is_over(self) -> bool:
        return self._phase == OVER

    @property
    def phase(self) -> str:
        return self._phase

    @property
    def history(self) -> Sequence[Action]:
        """The discard, then every card in play order (read back from the tricks).

        Built on from the history built before: the cards played are only added to, but by an undo (which
        forgets what was built); a card's seat follows from its place in its trick and the trick's leader."""
        if self._phase == DISCARD:
            return ()
        seen = self._seen
        played = self._played
        start = len(seen) - 1  # the cards already in ``seen``
        if start == len(played):
            return seen
        if start < 0:
            seen = (Action(self._dealer, "discard", cards=self._discard),)
            start = 0
        players = self.players
        winners = self._winners
        first = self._t.next[self._dealer]  # R6.1: the seat after the dealer leads the first trick
        out = []
        for number in range(start, len(played)):
            trick, place = divmod(number, players)
            leader = winners[trick - 1] if trick else first  # R6.1: the winner leads the next trick
            out.append(_play_action((leader + place) % players, played[number]))
        seen = self._seen = seen + tuple(out)
        return seen

    def _finished_tricks(self, start: int = 0) -> list[tuple[int, tuple[Card, ...], int]]:
        """``(leader, cards in play order, winner)`` of each finished trick from trick ``start`` on, read from the
        cards played."""
        players = self.players
        played = self._played
        winners = self._winners
        # R6.1: the seat after the dealer leads the first trick, the winner of a trick the next one
        leader = winners[start - 1] if start else self._t.next[self._dealer]
        out = []
        for number in range(start, len(winners)):
            winner = winners[number]
            out.append((leader, tuple(played[number * players : number * players + players]), winner))
            leader = winner
        return out

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
        hands, talon = self._dealt
        holder = self._dealer  # the FOOL in the talon is the dealer's (R4.1); it may not be discarded (R5.2)
        if not talon & FOOL_BIT:
            holder = 0
            seats = len(hands)
            while holder < seats and not hands[holder] & FOOL_BIT:  # the seat dealt the FOOL
                holder += 1
            if holder == seats:
                return -1  # a position dealt without the FOOL (a test's or an explanation's)
        return -1 if self._hands[holder] & FOOL_BIT else holder  # played once it left that hand

    @property
    def is_playout(self) -> bool:
        """Whether this is a :meth:`playout` copy (no undo)."""
        return self._playout

    def hand(self, seat: int) -> CardSet:
        """The cards ``seat`` holds now (the dealer's include the talon until he discards)."""
        return self._hands[seat]

    def _trick_start(self) -> int:
        """Where the trick in progress begins in ``_played``: every finished trick holds one card a seat
        (the play step reads the same as ``len(played) % players`` cards in the trick)."""
        return len(self._winners) * self.players

    @property
    def trick(self) -> tuple[Card, ...]:
        """The cards of the trick in progress, in play order."""
        return tuple(self._played[self._trick_start() :])

    @property
    def leader(self) -> int:
        """The seat that leads (or led) the trick in progress."""
        return self._leader

    @property
    def tricks(self) -> tuple[tuple[int, tuple[Card, ...], int], ...]:
        """The finished tricks: ``(leader, cards in play order, winner)``."""
        return tuple(self._finished_tricks())

    @property
    def trick_winner(self) -> int:
        """The seat winning the trick in progress so far, or -1 (no card but the FOOL yet)."""
        return self._best if self._table else -1

    @property
    def trick_power(self) -> int:
        """The power of the best card of the trick in progress (-1 before; trumps from
        :data:`~tarocchi.games.piedmontese.play.TRUMP_POWER`): a card beats it when its power in
        :meth:`power_table` is higher (R6.3)."""
        return self._power

    def power_table(self) -> tuple[int, ...]:
        """The power of every card in the trick in progress (by the group led; empty before a lead)."""
        return self._table

    @property
    def trick_points(self) -> int:
        """The points of the cards in the trick in progress, the FOOL not counted (R6.6)."""
        return self._taken if self._table else 0

    def play_facts(self) -> tuple[int, CardSet, int, int, int, tuple[int, ...], int]:
        """The card decision at a glance, for playout policies: ``(seat to act, its legal cards,
        cards in the trick, seat winning it or -1, best power or -1, power table or (), points in
        the trick)`` (see :attr:`trick_winner`, :attr:`trick_power`, :meth:`power_table`,
        :attr:`trick_points`). Phase ``play`` only."""
        table = self._table
        return (
            self._seat,
            self._legal,
            len(self._played) - self._trick_start(),
            self._best if table else -1,
            self._power,
            table,
            self._taken if table else 0,
        )

    def side_points(self) -> list[int]:
        """T of rule 2.3 per side so far: won cards, the discard for the dealer's side, the FOOL for its side."""
        return side_points(self.facts())

    def points_of_seat(self, seat: int) -> int:
        """T of rule 2.3 so far for the side of ``seat``."""
        return side_points(self.facts())[self._t.side[seat]]

    def facts(self) -> HandFacts:
        """The facts :func:`~tarocchi.games.piedmontese.scoring.score_hand` scores."""
        # tuple.__new__ fills the named tuple without the Python frame of its ``__new__`` (once per playout)
        return _new_tuple(
            HandFacts,
            (
                self.players,
                self.game.reference,
                self._carry,
                tuple(self._won),
                self._discard,
                self._dealer,
                self.fool_seat,
            ),
        )

    def same_side(self, a: int, b: int) -> bool:
        """Partners 0+2 and 1+3 with four players (R3.1); otherwise each seat alone."""
        side = self._t.side
        return side[a] == side[b]

    # -- legality -------------------------------------------------------------------------------

    def legal_plays(self) -> CardSet:
        """The cards :attr:`to_act` may play (0 outside the play phase; R6.2, R6.4, C10, C12)."""
        return self._legal

    def play_view(self) -> PlayView | None:
        if self._phase != PLAY:
            return None
        seat = self._seat
        return PlayView(
            seat,
            self._legal,
            tuple(zip(self._t.order[self._leader], self.trick, strict=False)),
            self.players,
        )

    def card_play(self) -> CardPlay | None:
        """The rest of the hand as card play for a playout kernel (phase ``play``)."""
        if self._phase != PLAY:
            return None
        return CardPlay(tuple(self._hands), self._seat, self.trick)

    def legal_actions(self) -> list[Action]:
        if self._phase != PLAY:
            return []  # the discard is offered by card_choices()
        seat = self._seat
        return [_play_action(seat, card) for card in cards_of(self.legal_plays())]

    def legal_ids(self) -> list[int]:
        """As the generic ids, with the play phase read straight from :meth:`legal_plays`."""
        if self._phase != PLAY:
            return super().legal_ids()
        base = self.game.action_layout.play_base
        return [base + card for card in cards_of(self.legal_plays())]

    def card_choices(self) -> list[CardChoice]:
        if self._phase != DISCARD:
            return []
        required, pool = discard_choice(self._hands[self._dealer])
        return [CardChoice(self._dealer, "discard", required, pool & ~required, DISCARD_SIZE)]

    def check(self, action: Action) -> None:
        """Refuse an illegal action with the first fault in the order of C4."""
        refusal = self.refusal(action)
        if refusal is not None:
            raise IllegalActionError(
                refusal.reason, seat=action.seat, action=action.describe(), code=refusal.code, params=refusal.params
            )

    def refusal(self, action: Action) -> Refusal | None:
        """Why ``action`` is refused now (the first fault in the order of C4), or ``None``."""
        verb = action.verb
        if verb not in GAME_VERBS:
            return Refusal(
                f"this game has no {verb!r} actions, only 'discard' and 'play' (C2)", "not_this_game", {"verb": verb}
            )
        if self._phase == OVER:
            return Refusal(
                f"the hand is over: all {self.tricks_per_hand} tricks have been played (C8)",
                "hand_over",
                {"tricks": self.tricks_per_hand},
            )
        if verb == "play":
            return self._play_refusal(action)
        if self._phase == PLAY:
            return Refusal("the discard has already been made; only one discard per hand (C8)", "discarded", {})
        if action.seat != self._dealer:
            return Refusal(
                f"only the dealer (seat {self._dealer}) discards (R5.1, C8)",
                "not_dealer",
                {"dealer": SeatRef(self._dealer)},
            )
        return self._discard_refusal(action)

    def _play_refusal(self, action: Action) -> Refusal | None:
        if self._phase == DISCARD:
            return Refusal(
                f"the dealer (seat {self._dealer}) must discard before the first card is played (C8)",
                "discard_first",
                {"dealer": SeatRef(self._dealer)},
            )
        if action.seat != self._seat:
            return Refusal(f"it is seat {self._seat}'s turn to play", "not_your_turn", {"seat": SeatRef(self._seat)})
        if isinstance(action, ListedAction):
            return Refusal(f"{action.listed[0]!r} is not a card code (C4)", "not_a_card", {"text": action.listed[0]})
        card = action.card
        if not 0 <= card < NUM_CARDS:
            return Refusal("no card given", "no_card", {})
        if (REMOVED >> card) & 1:
            return Refusal(
                f"{CODES[card]} is not in the 62-card pack (C3)", "not_in_pack", {"cards": CardsRef(1 << card)}
            )
        hand = self._hands[action.seat]
        if not (hand >> card) & 1:
            return Refusal(f"does not hold {CODES[card]}", "not_held", {"cards": CardsRef(1 << card)})
        return play_refusal(hand, self._legal, self._follow, self._power, card, self._t.angel, self._above)

    def _discard_refusal(self, action: Action) -> Refusal | None:
        listed = action.listed if isinstance(action, ListedAction) else tuple(CODES[c] for c in cards_of(action.cards))
        cards = action.cards
        if cards < 0 or cards >> NUM_CARDS:
            return Refusal("the cards given are not card ids", "not_card_ids", {})
        for text in listed:
            if not is_card_code(text):
                return Refusal(f"{text!r} is not a card code (C4)", "not_a_card", {"text": text})
        if cards & REMOVED:
            return Refusal(
                f"{format_cards(cards & REMOVED)} is not in the 62-card pack (C3, C9)",
                "not_in_pack",
                {"cards": CardsRef(cards & REMOVED)},
            )
        held = self._hands[self._dealer]
        if cards & ~held:
            return Refusal(
                f"does not hold {format_cards(cards & ~held)} (C9)", "not_held", {"cards": CardsRef(cards & ~held)}
            )
        if len(listed) != DISCARD_SIZE:
            return Refusal(
                f"must discard exactly {DISCARD_SIZE} cards, not {len(listed)} (R5.1, C9)",
                "discard_size",
                {"size": DISCARD_SIZE, "count": len(listed)},
            )
        seen = 0
        for text in listed:
            card = parse_card(text)
            if (seen >> card) & 1:
                return Refusal(f"lists {CODES[card]} twice (C9)", "listed_twice", {"card": CardRef(card)})
            seen |= 1 << card
        return discard_refusal(held, cards)

    # -- the trusted steps ----------------------------------------------------------------------

    def apply_trusted(self, action: Action) -> None:
        """Apply a legal action (precondition: :meth:`check` passes for it)."""
        if action.verb == "discard":
            self.discard_cards(action.cards)
        else:
            self.play_card(action.card)

    def discard_cards(self, cards: CardSet) -> None:
        """Trusted: the dealer lays down ``cards`` (precondition: a legal discard, R5, C9)."""
        self._lay_down(cards)
        self._advance((), None, None)  # no card yet: the step works out what the leader may play

    def discard_and_play_randomly(
        self, cards: CardSet, rand: Callable[[], float], log: list[Action] | None = None
    ) -> None:
        """Trusted: :meth:`discard_cards` then :meth:`play_randomly`, in one run of the play step."""
        self._lay_down(cards)
        self._advance((), rand, None)
        if log is not None:
            log.extend(self.history[1:])  # the plays after the discard

    def _lay_down(self, cards: CardSet) -> None:
        """The dealer's discard (R5, C9), before the step works out what the leader may play."""
        self._hands[self._dealer] &= ~cards
        self._discard = cards  # R5.4: counted for the dealer's side at the end
        self._phase = PLAY

    def play_card(self, card: Card) -> None:
        """Trusted: :attr:`to_act` plays ``card`` (precondition: it is in :meth:`legal_plays`)."""
        self._advance((card,), None, None)

    def play_cards(self, cards: Sequence[Card]) -> None:
        """Trusted: :meth:`play_card` for each of ``cards`` in turn, in one run of the same step (a replay)."""
        self._advance(cards, None, None)

    def play_out(self, choose: Chooser) -> None:
        """Trusted: play the rest of the hand (phase ``play``), each card ``choose(*facts)`` with the
        facts of :meth:`play_facts` (a playout policy; it must return one of the legal cards)."""
        if self._phase == PLAY:
            self._advance((), None, choose)

    def play_randomly(self, rand: Callable[[], float], log: list[Action] | None = None) -> None:
        """Trusted: play the rest of the hand (phase ``play``), each seat a uniformly random legal card.

        The random policy of :meth:`PiedmonteseGame.play_random_hand` and ``random_rollout``: the same
        step as :meth:`play_card`, with the choice made on the legal mask (the ``r``-th of its ``k``
        cards, ``r`` uniform, found from the nearer end). ``log`` receives the plays as actions.
        """
        if self._phase == PLAY:
            before = len(self._played)
            self._advance((), rand, None)
            if log is not None:
                log.extend(self.history[1 + before :])  # the plays of this run (after the discard)

    def _advance(
        self,
        cards: Sequence[Card],
        rand: Callable[[], float] | None,
        choose: Chooser | None,
    ) -> None:
        """The one trusted play step (R6). Without ``rand`` and ``choose``, ``cards`` are played in turn
        by the seats to act; with one of them, every card to the end of the hand is chosen by it.

        The trick in progress is summed up as ``follow`` and ``power`` (:mod:`.play`); a trick is a loop
        over the seats still to play it, and each seat's legal cards are worked out at its turn, here
        and nowhere else: this is the one statement of the follow, trump and overtrump duties (R6.1,
        R6.2, R6.4, C10, C12), kept for the seat to act as :meth:`legal_plays`, which the checks and
        every caller read.
        """
        hands = self._hands
        played = self._played
        follow = self._follow
        table = self._table
        power = self._power
        best = self._best
        taken = self._taken
        leader = self._leader
        overtrump = self._above is not None  # C12 in force
        above = self._above if self._above is not None else ()
        trump_power = TRUMP_POWER
        tables = self._t
        order = tables.order
        side = tables.side
        won = self._won
        close = self._winners.append
        push = played.append
        players = self.players
        bit = BIT
        floats = FLOAT_OF
        value = PLAY_VALUE
        trumps = TRUMPS
        fool_bit = FOOL_BIT
        fool = FOOL
        free = FREE
        leads = tables.leads
        # the seats still to play the trick in progress (every finished trick holds one card of each seat)
        seats = tables.orders[leader][len(played) % players]
        draw = rand is not None
        chosen = choose is not None
        # The policies as locals that type as callables (used only under ``draw`` and ``chosen``).
        random_ = rand if rand is not None else _unused
        choose_ = choose if choose is not None else _unused
        total = len(cards) if not draw and not chosen else -1
        i = 0
        seat = self._seat
        legal = self._legal
        card = -1
        while True:
            for seat in seats:
                hand = hands[seat]
                # The legal cards, stated here only (R6.1, R6.2, R6.4, C10, C12).
                if not table:
                    legal = hand  # R6.1: the leader plays any card; C10: so does the seat after a led FOOL
                else:
                    legal = hand & follow  # R6.2a, R6.2d: the suit led (or trumps), and the FOOL (R6.4)
                    if not legal or legal == fool_bit:
                        legal = hand & trumps  # R6.2b: void in the suit led, trump (the FOOL is no trump)
                        legal = legal | (hand & fool_bit) if legal else hand  # R6.2c, R6.2e: else anything
                    if overtrump and power >= trump_power and legal & above[power]:
                        # C12: a trump played must beat the highest trump in the trick if it can; C10: or the FOOL
                        legal = (legal & above[power]) | (hand & fool_bit)
                if draw:
                    k = legal.bit_count()
                    if k > 1:
                        # The int(rand() * k)-th legal card in deck order, walked from the nearer end two
                        # cards a step (floor(x) cards cleared from the bottom, or ceil(k - x) - 1 from the top).
                        kf = floats[k]
                        x = random_() * kf
                        if x + x < kf:
                            while x >= 2.0:
                                legal &= legal - 1
                                legal &= legal - 1
                                x -= 2.0
                            if x >= 1.0:
                                legal &= legal - 1
                            card = (legal & -legal).bit_length() - 1
                        else:
                            x = kf - x
                            while x > 2.0:
                                legal ^= bit[legal.bit_length() - 1]
                                legal ^= bit[legal.bit_length() - 1]
                                x -= 2.0
                            if x > 1.0:
                                legal ^= bit[legal.bit_length() - 1]
                            card = legal.bit_length() - 1
                    else:
                        card = legal.bit_length() - 1
                elif chosen:
                    card = choose_(
                        seat, legal, len(played) % players, best if table else -1, power, table, taken if table else 0
                    )
                elif i < total:
                    card = cards[i]
                    i += 1
                else:
                    break  # the cards given are played: ``seat`` is to play ``legal``
                hands[seat] = hand ^ bit[card]
                push(card)
                if table:
                    strength = table[card]
                    if strength > power:  # R6.3; the FOOL's power is -1: it never wins (R1.4)
                        power = strength
                        best = seat
                    taken += value[card]  # R6.6: the FOOL counts 0 here
                elif card != fool:
                    follow, table = leads[card]  # R6.5: the first card other than the FOOL sets the suit
                    power = table[card]
                    best = seat
                    taken = value[card]
            else:
                won[side[best]] += taken
                close(best)
                follow = free
                table = ()
                power = -1
                leader = best  # R6.1: the winner leads the next trick
                seats = order[best]
                if hands[best]:
                    continue
                self._phase = OVER  # R4.1: the last trick
                seat = -1
                legal = 0
            break
        self._seat = seat
        self._legal = legal
        self._follow = follow
        self._table = table
        self._power = power
        self._best = best
        self._taken = taken
        self._leader = leader

    def undo(self) -> Action:
        """Take back the last action: the discard, or the last card (its trick replayed without it)."""
        if self._playout:
            raise ValueError("a playout keeps no undo")
        if self._phase == DISCARD:
            raise ValueError("nothing to undo")
        players = self.players
        played = self._played
        start = self._trick_start()
        if not played:
            cards = self._discard
            self._hands[self._dealer] |= cards
            self._discard = 0
            self._phase = DISCARD
            self._seat = self._dealer
            self._legal = 0
            self._seen = ()
            self._views = ()
            self._info = None
            return Action(self._dealer, "discard", cards=cards)
        if len(played) > start:
            leader = self._leader
        else:
            winner = self._winners.pop()
            start -= players
            leader = self._winners[-1] if self._winners else self._t.next[self._dealer]
            self._won[self._t.side[winner]] -= sum(map(PLAY_VALUE.__getitem__, played[start:]))
            self._phase = PLAY
        again = played[start:]  # the trick to replay without its last card
        del played[start:]
        seats = self._t.order[leader]
        for seat, card in zip(seats, again, strict=False):
            self._hands[seat] |= 1 << card
        self._follow = FREE
        self._table = ()
        self._power = -1
        self._leader = leader
        last = again.pop()
        self._advance(again, None, None)  # also works out what the seat to act may play
        self._seen = ()
        self._views = ()
        self._info = None
        return Action(seats[len(again)], "play", card=last)

    def copy(self) -> PiedmonteseState:
        other = self._clone()
        other._playout = self._playout
        self._carry_selection(other)
        return other

    def playout(self) -> PiedmonteseState:
        """A copy for simulation: the same steps, no undo (its :meth:`undo` raises ``ValueError``)."""
        other = self._clone()
        other._playout = True
        return other

    def _clone(self) -> PiedmonteseState:
        other = object.__new__(PiedmonteseState)
        other.game = self.game
        other.players = self.players
        other.tricks_per_hand = self.tricks_per_hand
        other.held_before_discard = self.held_before_discard
        other._t = self._t
        other._dealer = self._dealer
        other._dealt = self._dealt
        other._carry = self._carry
        other._hands = self._hands.copy()
        other._discard = self._discard
        other._phase = self._phase
        other._seat = self._seat
        other._leader = self._leader
        other._played = self._played.copy()
        other._follow = self._follow
        other._taken = self._taken
        other._legal = self._legal
        other._table = self._table
        other._power = self._power
        other._best = self._best
        other._winners = self._winners.copy()
        other._won = self._won.copy()
        other._above = self._above
        other._seen = self._seen
        other._views = self._views
        other._info = self._info
        return other

    # -- what a seat sees, and the score -------------------------------------------------------

    def _finished_views(self) -> tuple[TrickView, ...]:
        """The finished tricks as observations show them, built on from those built before (a finished trick
        stays as it is until an undo, which forgets them all)."""
        views = self._views
        done = len(self._winners)
        if len(views) < done:
            players = self.players
            views = self._views = views + tuple(
                TrickView(leader, tuple(((leader + i) % players, c) for i, c in enumerate(cards)), winner)
                for leader, cards, winner in self._finished_tricks(len(views))
            )
        return views

    def observation(self, seat: int) -> Observation:
        """``seat``'s view: its hand, the tricks, public facts; the discard only for the dealer (DESIGN §6)."""
        players = self.players
        history = tuple(self.history)  # the tuple itself (no copy)
        if history and seat != self._dealer:
            history = (Action(self._dealer, "discard"), *history[1:])  # the discard is the first action
        views = self._finished_views()
        trick = self.trick
        if trick:
            leader = self._leader
            views += (TrickView(leader, tuple(((leader + i) % players, c) for i, c in enumerate(trick))),)
        private: dict[str, CardSet] = {}
        if seat == self._dealer:
            if self._phase == DISCARD:
                required, pool = discard_choice(self._hands[seat])
                private["discard_required"] = required
                private["discard_pool"] = pool & ~required
            else:
                private["discard"] = self._discard
        legal = tuple(self.legal_actions()) if seat == self._seat else ()
        return Observation(
            game=self.game.name,
            seat=seat,
            num_seats=players,
            dealer=self._dealer,
            phase=self._phase,
            to_act=self.to_act,
            hand=self._hands[seat],
            history=history,
            tricks=tuple(views),
            private_cards=private,
            info=self._shared_info(),
            legal=legal,
        )

    def _shared_info(self) -> dict[str, Any]:
        """:meth:`_public_info`, the same for every seat, built once per step (:func:`info_at`): a step is the
        discard or a card (``len(_played) + 1`` after the discard)."""
        step = len(self._played) + (self._phase != DISCARD)
        cell = self._info = info_at(self._info, step, self._public_info)
        return cell[1]

    def _public_info(self) -> dict[str, Any]:
        """The public facts of the hand: sides, the match balances, the tricks and points taken so far."""
        players = self.players
        side = self._t.side
        trick_points = list(self._won)
        fool = self.fool_seat
        if fool >= 0:
            trick_points[side[fool]] += VALUE[FOOL]  # public: the FOOL was seen
        won = [0] * players
        for winner in self._winners:
            won[winner] += 1
        options = self.game.options
        return {
            "players": players,
            "sides": list(side),
            "reference": self.game.reference,
            "balances": list(self._carry),
            "cutter": (self._dealer - 1) % players,  # R3.3
            "leader": self._leader if self._phase != OVER else None,
            "trick_number": len(self._winners),
            "tricks_won": won,
            "points_taken": [trick_points[side[s]] for s in range(players)],
            "fool": fool if fool >= 0 else None,
            "angel_beats_world": options.angel_beats_world,
            "must_overtrump": options.must_overtrump,
        }

    def result(self) -> HandResult:
        if self._phase != OVER:
            raise ValueError(f"the hand is not over (phase {self._phase})")
        return score_hand(self.facts())

    @property
    def balances(self) -> tuple[int, ...]:
        """The balances after this finished hand: the carry for the next hand (R7.1)."""
        return tuple(int(s) for s in self.result().scores)

    def expected(self) -> tuple[int | None, str]:
        if self._phase == DISCARD:
            return self._dealer, "discard"
        if self._phase == PLAY:
            return self.to_act, "play"
        return None, "deal"


_new_tuple: Final = tuple.__new__


_PLAYS: dict[tuple[int, Card], Action] = {}
"""``seat`` playing ``card``, by ``(seat, card)``: a frozen action, built once (histories ask often)."""


def _play_action(seat: int, card: Card) -> Action:
    """The action of ``seat`` playing ``card`` (from :data:`_PLAYS`)."""
    key = (seat, card)
    known = _PLAYS.get(key)
    if known is None:
        known = _PLAYS[key] = Action(seat, "play", card=card)
    return known


def _unused(*args: object) -> Any:
    """Stands for a policy not given to :meth:`PiedmonteseState._advance` (never called)."""
    raise AssertionError("no policy given")


_LEGAL_GAMES: dict[tuple[bool, bool], PiedmonteseGame] = {}


def legal_after(hand: CardSet, trick: Sequence[Card], angel: bool, must_overtrump: bool) -> CardSet:
    """The cards of ``hand`` that may be played to ``trick`` (its cards in play order, fewer than four),
    from the trusted step itself: a four-player hand whose seats hold the trick's cards and ``hand``
    plays them out (the lists of cards of :mod:`.play`, for tests and explanations)."""
    from tarocchi.games.piedmontese.game import PiedmonteseGame
    from tarocchi.games.piedmontese.options import Options

    game = _LEGAL_GAMES.get((angel, must_overtrump))
    if game is None:
        game = PiedmonteseGame(Options(players=4, angel_beats_world=angel, must_overtrump=must_overtrump))
        _LEGAL_GAMES[angel, must_overtrump] = game
    hands = [1 << card for card in trick] + [hand]
    hands += [0] * (4 - len(hands))
    state = PiedmonteseState.from_masks(game, 3, hands, 0, playout=True)  # seat 0 leads
    state.discard_cards(0)
    state.play_cards(trick)
    return state.legal_plays()
