"""One hand of Gatti: :class:`GattiState`, its checks and its one trusted step per verb (gatti.md
§5–§11, 16.3, C8–C19).

The kernel. ``apply`` is :meth:`~GattiState.check` then :meth:`~GattiState.apply_trusted`, which runs
the verb's step: ``_discard_cards`` (R5), ``_call`` (C9: the sides), ``_declare`` / ``_pass`` (C10,
C11), :meth:`~GattiState.play_card` (R6: the card joins the trick, whose suit to follow, winning card
and next seat are kept as the cards come; the last card ends the trick: its winner leads, the piles,
the Fool's debt and the covering cards, R9, C14, C15) and the give (C15). Playouts
(:meth:`~GattiState.playout`), random hands (:meth:`~GattiState.play_randomly`) and the search
agent's worlds run the same steps on a playout state, which refuses ``undo``; ``undo`` replays the
history from the deal. A finished hand becomes :class:`~.scoring.HandFacts` (:meth:`~GattiState.facts`),
scored by :func:`~.scoring.score_hand` alone.

Phases, in order: ``discard`` (the dealer, R5), ``call`` (the dealer, called-king game only, 12.3,
C9), ``declare`` (the window for *boñe*, 7.3, C10; only when ``bonuses`` is ``declared`` or ``both``),
``play`` (R6), ``over``.

Driving a live table (terminal, web, agents):

* ``to_act`` is the seat whose action the hand needs next. Actions of a dummy (2 players, seats 2
  and 3) carry the dummy's seat number; its controller (:meth:`GattiGame.controller`: seat 2 is
  played by 0, seat 3 by 1) decides them, from ``observation(2)`` / ``observation(3)``.
* Optional windows. Nothing in a record says "I pass", so two kinds of action are optional:

  - *declarations* (phase ``declare``, C10): a round in turn order from eldest. ``to_act`` is the seat
    whose turn it is to declare, and :meth:`legal_actions` holds exactly its declarations (its smaller
    trionfi / frilli, 7.6, are :meth:`card_choices`) and
    :func:`~tarocchi.engine.actions.declare_nothing`, the live-table pass. A seat may declare several
    times; its pass moves the turn to the next seat; once every seat has passed, ``to_act`` is eldest
    and the list holds his plays. Records have no pass: :meth:`check` still accepts a declaration by a
    later seat (the seats between pass implicitly) and eldest's first ``play`` (every turn closes),
    so ``expected()`` names eldest's ``play`` during the round. A pass is kept in ``history`` (a public
    action) but never written to a record. ``Observation.info["declaring"]`` lists the seats still
    allowed to declare under C10.
  - the Fool *give* (C15): after each trick that covers the Fool, and after the last trick, the Fool
    player may give; without it the engine gives the cheapest eligible card at the end (C16). Between
    tricks the give is listed beside the leader's plays. After the last ``play`` the hand ``is_over``
    (it scores with that default) but ``to_act`` is the Fool player while his ``give`` is still
    possible, and ``None`` once it is made.

* In the called-king game the sides are hidden until the called card is played. The state itself
  (``legal_actions``, ``check``) knows them; ``observation(seat)`` does not reveal them: its ``legal``
  offers the ``give`` only to a Fool player who knows the sides (he is the partner, a dealer alone,
  or the called card has been played), and ``info`` names the partner only once it is public.

Observations (record vocabulary). ``public_cards``: ``faceup:<s>`` (4.2), ``declared:<s>`` (7.4),
``dummy:2`` / ``dummy:3`` (after the discard, 12.2), ``called`` (12.3). ``private_cards``: ``talon``
and ``discard`` for the dealer (and a dummy dealer's controller), ``dummy:<d>`` for a controller once
it may see its dummy (its dummy deals, or after the discard), ``controller:<c>`` in a dummy's
observation. ``info``: the options, ``eldest``, ``order``, ``faceup``, ``hand_sizes``,
``declarations``, ``declaring``, ``tricks_won``, ``discard_size``, ``choices`` (this seat's set-valued
choices: the discard pool, smaller trionfi/frilli), ``controllers`` / ``controlled_by`` (2 players),
``called`` / ``partner`` (called king), ``fool`` (``seat``, ``trick``, ``owed_to`` when the viewer knows
the sides, ``given``), and ``result`` once the hand is over. A dummy's observation is its controller's
knowledge seen from the dummy's seat: its ``hand`` is empty while the controller may not see it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Final

from tarocchi.cards import CODES, FOOL, KINGS, QUEENS, Card, CardSet, codes_of, format_cards, iter_cards
from tarocchi.engine.actions import Action, declare_nothing, is_declare_nothing
from tarocchi.engine.explain import CardRef, CardsRef, SeatRef
from tarocchi.engine.game import CardChoice, CardPlay, Deal, HandResult, HandState, PlayView
from tarocchi.engine.observation import Observation, TrickView
from tarocchi.engine.rng import FLOAT_OF, random_card
from tarocchi.errors import IllegalActionError

from .bonuses import FRILLI, TRIONFI, Bonus, BonusError, available, identify
from .deal import ShuffledDeal, faceup_cards
from .deck import FOOL_BIT, LEAD_SUIT, T1, TRICK_KEYS, cheapest
from .discard import discard_pool, refuse_discard
from .parsing import RefusedAction
from .play import legal_cards, refuse_play
from .refusals import Refusal, bonus_term
from .scoring import HandFacts, score_hand

if TYPE_CHECKING:
    from .game import GattiGame

Trick = tuple[int, tuple[tuple[int, int], ...], int]
"""A finished trick: ``(leader, ((seat, card), ...), winner)``."""

DISCARD: Final = 0
CALL: Final = 1
DECLARE: Final = 2
PLAY: Final = 3
OVER: Final = 4
PHASES: Final = ("discard", "call", "declare", "play", "over")
"""The stages of a hand in order (``GattiState.phase`` names them)."""

_LOWER: Final = tuple((1 << b) - 1 for b in range(79))
"""``_LOWER[b]``: the cards below card ``b`` (to clear a set's highest card)."""
_ORDERS_FROM: Final = {
    n: tuple(tuple(tuple((leader + k) % n for k in range(count, n)) for count in range(n)) for leader in range(n))
    for n in (3, 4)
}
"""``_ORDERS_FROM[n][leader][count]``: the seats still to play, in turn order, to a trick led by ``leader``
that holds ``count`` cards (R6.1: the turn passes to the next seat, 3.2)."""
_PLAYED: Final = tuple(tuple(((seat, card),) for card in range(78)) for seat in range(4))
"""``_PLAYED[seat][card]``: the trick entry ``((seat, card),)`` of that play, built once."""
_PLAYS: Final = tuple(tuple(Action(seat, "play", card=card) for card in range(78)) for seat in range(4))
"""``_PLAYS[seat][card]``: ``seat`` playing ``card``, a frozen action built once (histories and legal actions ask
often)."""
_GIVE_CHANCE: Final = 0.125
"""The random policy gives a card (C15) at each chance with this probability, else leaves it to C16."""
_SMALLER_CHANCE: Final = 0.25
"""The random policy declares a smaller trionfi / frilli (7.6) with this probability."""


CardPolicy = Callable[[int, CardSet, tuple[tuple[int, int], ...], Card, int], Card]
"""A playout policy: ``(seat, legal, trick so far, winning card, its seat) -> card`` (:meth:`GattiState.play_out`)."""


class GattiState(HandState):
    """A Gatti hand in plain ints, lists and tuples; one trusted step per verb (see the module docstring).

    ``playout=True`` makes a playout state (:meth:`playout`): the same state and steps, no undo.
    """

    game: GattiGame

    def __init__(self, game: GattiGame, dealer: int, deal: Deal | ShuffledDeal, *, playout: bool = False) -> None:
        self.game = game
        n = game.num_seats
        self._n = n
        self._dealer = dealer
        self._deal = deal
        self._order, self._pos, self._next = game.seating[dealer]
        self._ntricks = game.num_tricks
        self._overtrump, self._declares, self._is_call, self._captures = game.switches
        self._talon = deal.talon_mask
        hands = list(deal.hand_masks)
        hands[dealer] |= deal.talon_mask  # R4.1, R4.3: the dealer adds the extra cards to his hand.
        self._hands = hands
        self._discard = 0
        self._stage = DISCARD
        self._called = -1
        self._partner = -1
        self._side: tuple[int, ...] = game.base_sides(dealer)
        self._decls: list[tuple[int, Bonus]] = []
        self._decl_pos = 0
        self._slots = [0] * n
        self._tricks: list[Trick] = []
        # The trick in progress: its plays, the suit to follow (-1: none yet, R6.7), the card winning it
        # so far (-1: none; R6.4) and the seat that played it.
        self._current: tuple[tuple[int, int], ...] = ()
        self._trick_mask = 0
        self._led = -1
        self._best = -1
        self._best_seat = -1
        self._leader = self._order[0]  # R6.1: eldest leads to trick 1.
        self._turn = self._leader
        """The seat to play: the next after the last card of the trick, else its leader (R6.1)."""
        self._won = [0] * n
        """Tricks won in play, per seat."""
        self._piles = [0] * n
        """Cards won in play, per seat (the FOOL with the seat that played it, R9.1)."""
        self._fool_seat = -1
        self._fool_trick = -1
        self._fool_winner = -1
        self._debt = False
        self._eligible = 0
        self._given = -1
        self._log: list[Action | tuple[int, int]] = []
        """The history: actions, or the ``(seat, card)`` of its trick for a play made by :meth:`play_card`."""
        self._is_playout = playout
        self._views: tuple[TrickView, ...] = ()
        """The views of the first finished tricks, as :meth:`observation` last built them (tricks are only
        added: an undo starts the state afresh)."""

    # ----------------------------------------------------------------- contract properties

    @property
    def dealer(self) -> int:
        """The dealer's seat."""
        return self._dealer

    @property
    def deal(self) -> Deal:
        """The cards as dealt."""
        deal = self._deal
        if isinstance(deal, ShuffledDeal):  # a random hand's cards (GattiGame.random_state)
            deal = self._deal = deal.deal()
        return deal

    @property
    def is_over(self) -> bool:
        """True once the last trick is complete (a ``give`` may still follow, C15)."""
        return self._stage == OVER

    @property
    def to_act(self) -> int | None:
        """The seat a live table asks next (a dummy's own seat number).

        The dealer before his discard (and call); in the declaration round the seat whose turn it is to
        declare or pass (C10); then the seat to play; after the last trick the Fool player while a
        ``give`` is still possible (C15), else ``None``.
        """
        stage = self._stage
        if stage == PLAY:
            return self._turn
        if stage < DECLARE:
            return self._dealer
        if stage == DECLARE:
            return self._order[self._decl_pos]
        return self._fool_seat if self._give_open() else None

    @property
    def to_play(self) -> int | None:
        """The seat whose turn it is to play a card (eldest during the declaration round), ``None`` when over."""
        if self._stage == OVER:
            return None
        return self._turn

    @property
    def phase(self) -> str:
        """``discard``, ``call``, ``declare``, ``play`` or ``over``."""
        return PHASES[self._stage]

    @property
    def history(self) -> Sequence[Action]:
        """The actions applied so far."""
        plays = _PLAYS
        return tuple(entry if isinstance(entry, Action) else plays[entry[0]][entry[1]] for entry in self._log)

    @property
    def hands(self) -> tuple[CardSet, ...]:
        """Every seat's cards now (the dealer's talon included before his discard). Omniscient."""
        return tuple(self._hands)

    @property
    def discard(self) -> CardSet:
        """The dealer's discard (0 before it is made). Omniscient."""
        return self._discard

    @property
    def called(self) -> int:
        """The called card in the called-king game, or -1."""
        return self._called

    @property
    def partner(self) -> int:
        """The dealer's partner in the called-king game, -1 when he plays alone (or before the call)."""
        return self._partner

    @property
    def side_of(self) -> tuple[int, ...]:
        """Each seat's side (C9 in the called-king game: 0 for the dealer's side). Omniscient."""
        return self._side

    @property
    def fool_eligible(self) -> CardSet:
        """The cards that may cover the Fool now (C15): of complete tricks its side won after the Fool's trick."""
        return self._eligible if self._debt and self._given < 0 else 0

    @property
    def tricks(self) -> tuple[Trick, ...]:
        """The finished tricks."""
        return tuple(self._tricks)

    @property
    def current_trick(self) -> tuple[tuple[int, int], ...]:
        """The cards of the trick in progress, as ``(seat, card)``."""
        return self._current

    @property
    def winning_play(self) -> tuple[Card, int]:
        """``(card, seat)`` winning the trick in progress so far (R6.4), ``(-1, -1)`` before its first card
        other than the FOOL (R6.7)."""
        return self._best, self._best_seat

    @property
    def is_playout(self) -> bool:
        """True for a playout state (:meth:`playout`): no undo."""
        return self._is_playout

    def same_side(self, a: int, b: int) -> bool:
        """Whether seats ``a`` and ``b`` play together: the true sides (a dummy with its controller, 12.2;
        the called partner with the dealer once called, C9), which observations hide until public (12.3)."""
        side = self._side
        return side[a] == side[b]

    # ----------------------------------------------------------------- windows

    def _give_open(self) -> bool:
        # C15: between tricks, once a trick won by the Fool player's side after the Fool's trick is complete.
        return self._debt and self._given < 0 and bool(self._eligible) and not self._current

    def declaring_seats(self) -> list[int]:
        """The seats still allowed to declare, in turn order (C10); empty outside the window."""
        if self._stage != DECLARE:
            return []
        return list(self._order[self._decl_pos :])

    # ----------------------------------------------------------------- legal actions

    def declaration_options(self, seat: int) -> list[Action]:
        """The bonuses ``seat`` may still declare now, each in its largest form (C10, C11); else empty."""
        if seat not in self.declaring_seats():
            return []
        return [
            Action(seat, "declare", cards=bonus.cards, value=bonus.name)
            for bonus in available(self._hands[seat], self.game.limits, self._slots[seat])
        ]

    def declaration_choices(self, seat: int) -> list[CardChoice]:
        """The smaller trionfi / frilli ``seat`` may still declare now (7.6), as card choices."""
        if seat not in self.declaring_seats():
            return []
        out: list[CardChoice] = []
        limits = self.game.limits
        for bonus in available(self._hands[seat], limits, self._slots[seat]):
            if bonus.name in (TRIONFI, FRILLI):
                least = limits.trumps if bonus.name == TRIONFI else limits.frilli
                for size in range(least, bonus.points):
                    out.append(CardChoice(seat, "declare", 0, bonus.cards, size, bonus.name))
        return out

    def legal_actions(self) -> list[Action]:
        """Every listable legal action: see the module docstring for the optional windows."""
        stage = self._stage
        if stage == DISCARD:
            return []  # The discard is a card choice (:meth:`card_choices`).
        if stage == CALL:
            return [Action(self._dealer, "call", card=c) for c in iter_cards(self._callable())]
        if stage == DECLARE:
            # C10: the seat whose turn it is declares (again) or passes; nobody else, no plays yet.
            seat = self._order[self._decl_pos]
            return [*self.declaration_options(seat), declare_nothing(seat)]
        out: list[Action] = []
        if stage == PLAY:
            plays = _PLAYS[self._turn]
            out.extend(plays[c] for c in iter_cards(self._legal(self._turn)))
        if self._give_open():
            out.extend(Action(self._fool_seat, "give", card=c) for c in iter_cards(self._eligible))
        return out

    def legal_ids(self) -> list[int]:
        """The legal ids of :attr:`to_act` (the package docstring's layout); plays and gives without Actions.

        As the seat's observation: the ``give`` only to a Fool player who knows the sides (12.3), so an
        RL agent's mask reveals nothing its observation does not.
        """
        if self._stage != PLAY or self._selection is not None:
            return super().legal_ids()  # no hidden sides after the play (knows_sides)
        seat = self._turn
        layout = self.game.action_layout
        out = [layout.play_base + c for c in iter_cards(self._legal(seat))]
        if self._fool_seat == seat and self._give_open() and self.knows_sides(self.game.controller(seat)):
            out.extend(layout.give_base + c for c in iter_cards(self._eligible))
        return out

    def card_choices(self) -> list[CardChoice]:
        """The discard, and the smaller trionfi / frilli of the seat whose turn it is to declare (7.6)."""
        if self._stage == DISCARD:
            pool = discard_pool(self._hands[self._dealer], self.game.options.protect_honours)
            return [CardChoice(self._dealer, "discard", 0, pool, self.game.discard_size)]
        if self._stage != DECLARE:
            return []
        return self.declaration_choices(self._order[self._decl_pos])

    def _legal(self, seat: int) -> CardSet:
        # R6.2-R6.7, C13 on the trick in progress.
        return legal_cards(self._hands[seat], self._led, self._best, self._overtrump)

    def _callable(self) -> CardSet:
        # C9: any king; a queen only when the dealer holds all four kings.
        hand = self._hands[self._dealer]
        return KINGS | QUEENS if hand & KINGS == KINGS else KINGS

    # ----------------------------------------------------------------- playouts

    def play_view(self) -> PlayView | None:
        """The card decision of :attr:`to_act` in the play phase (its legal cards, the trick so far), else
        ``None`` (the discard, the call, the declaration round, the end). Between tricks the Fool player's
        optional ``give`` (C15) is not part of it: a playout leaves the cover to C16."""
        if self._stage != PLAY:
            return None
        seat = self._turn
        return PlayView(
            seat, legal_cards(self._hands[seat], self._led, self._best, self._overtrump), self._current, self._n
        )

    def card_play(self) -> CardPlay | None:
        """The rest of the hand as card play for a playout kernel (a ``give`` left to C16, as :meth:`play_view`)."""
        if self._stage != PLAY:
            return None
        return CardPlay(tuple(self._hands), self._turn, tuple([c for _, c in self._current]))

    def card_decision(self) -> tuple[int, CardSet, tuple[tuple[int, int], ...], Card, int] | None:
        """:meth:`play_view` as a plain tuple for playout policies, with :attr:`winning_play`:
        ``(seat, legal, trick, winning card, its seat)``, or ``None`` outside the play phase."""
        if self._stage != PLAY:
            return None
        seat = self._turn
        legal = legal_cards(self._hands[seat], self._led, self._best, self._overtrump)
        return seat, legal, self._current, self._best, self._best_seat

    def play_card(self, card: Card) -> None:
        """Trusted: the seat to play (that of :meth:`play_view`, a dummy's own seat) plays ``card``.

        Precondition: ``card`` is in ``play_view().legal``. :meth:`apply_trusted` of a ``play`` calls it;
        it is :meth:`_card_play` for one card.
        """
        self._card_play((card,), None, None, None)

    def play_cards(self, cards: Sequence[Card]) -> None:
        """Trusted: :meth:`play_card` for each of ``cards`` in turn (a card play worked out elsewhere, replayed),
        in one run of :meth:`_card_play`. Precondition: each card is legal when its turn comes."""
        if cards:
            self._card_play(cards, None, None, None)

    def play_out(self, choose: CardPolicy) -> None:
        """Trusted: every card of the play phase from here chosen by ``choose(seat, legal, trick, winning
        card, its seat)`` (the arguments of :meth:`card_decision`), asked only when there are two legal
        cards or more; stops at the end of the hand. The Fool's optional give (C15) is left to C16."""
        if self._stage == PLAY:
            self._card_play((), None, choose, None)

    def _card_play(
        self,
        cards: Sequence[Card],
        rand: Callable[[], float] | None,
        choose: CardPolicy | None,
        log: list[Action] | None,
    ) -> None:
        """The one play step (R6, R9, C13–C15), run for the given ``cards`` in turn (``rand`` and ``choose``
        ``None``), or by a policy to the end of the hand: ``choose`` (see :meth:`play_out`), else the random
        policy of :meth:`play_randomly` drawing from ``rand``.

        Each card joins the trick; the suit to follow (R6.7), the card winning it (R6.4) and the seat to
        play follow; the last card of a trick ends it: its winner takes the cards and leads (R6.1), the
        FOOL stays with its player and may leave a debt, later tricks of its side may cover it (R9, C14,
        C15). The trick in progress and the leader live in locals while the cards come (a trick is a loop
        over its seats in turn order from its leader) and are written back when the run stops. The history
        keeps a play as its ``(seat, card)`` entry of the trick, written with the trick (or when the run
        stops), until an Action is asked for.
        """
        history = self._log
        start = len(history)
        hands = self._hands
        tricks = self._tricks
        won = self._won
        piles = self._piles
        orders = _ORDERS_FROM[self._n]
        lower = _LOWER
        select = legal_cards
        floats = FLOAT_OF
        lead_suit = LEAD_SUIT
        trick_keys = TRICK_KEYS
        fool = FOOL
        record = history.extend
        seat = self._turn
        leader = self._leader
        led = self._led
        best = self._best
        best_seat = self._best_seat
        current = self._current
        mask = self._trick_mask
        overtrump = self._overtrump
        keys = trick_keys[led] if led >= 0 else trick_keys[0]
        top = keys[best] if best >= 0 else -3  # the winning card's key (below every card's)
        played = _PLAYED
        fool_bit = FOOL_BIT
        side = self._side
        ntricks = self._ntricks
        done = len(tricks)
        fool_at = next((s for s, c in current if c == fool), -1) if current else -1  # who played the FOOL to it
        cover = side[self._fool_seat] if self._debt else -1  # the side whose tricks may cover the FOOL
        if rand is not None and self._give_open() and rand() < _GIVE_CHANCE:
            self._give_randomly(rand, None)  # C15: between tricks (and after each trick below)
        i = 0
        total = len(cards)
        count = logged = len(current)  # the trick's cards so far, and those of them already in the history
        while True:
            for seat in orders[leader][count]:
                hand = hands[seat]
                if rand is not None:
                    legal = select(hand, led, best, overtrump)
                    k = legal.bit_count()
                    if k > 1:
                        # The int(rand() * k)-th of the k legal cards in deck order (engine.rng), cleared to
                        # from the nearer end and counted in floats (engine.rng.FLOAT_OF; no int() call):
                        # x - 1.0 and k - x are exact here, so the count is that int.
                        kf = floats[k]
                        x = rand() * kf
                        if x + x < kf:
                            while x >= 1.0:
                                legal &= legal - 1
                                x -= 1.0
                            bit = legal & -legal
                            card = bit.bit_length() - 1
                        else:
                            x = kf - x  # the card is the ceil(x)-th from the top
                            while x > 1.0:
                                legal &= lower[legal.bit_length() - 1]
                                x -= 1.0
                            card = legal.bit_length() - 1
                            bit = 1 << card
                    else:
                        bit = legal
                        card = legal.bit_length() - 1
                elif choose is not None:
                    legal = select(hand, led, best, overtrump)
                    if legal & (legal - 1):
                        card = choose(seat, legal, current, best, best_seat)
                        bit = 1 << card
                    else:
                        bit = legal
                        card = legal.bit_length() - 1
                elif i < total:
                    card = cards[i]
                    i += 1
                    bit = 1 << card
                else:
                    break  # the given cards are played: ``seat`` is to play
                hands[seat] = hand ^ bit
                mask |= bit
                current += played[seat][card]
                if led >= 0:
                    key = keys[card]
                    if key > top:  # R6.4 (the FOOL's key is below every other, R1.5)
                        top = key
                        best = card
                        best_seat = seat
                    elif card == fool:
                        fool_at = seat
                elif card != fool:
                    led = lead_suit[card]
                    keys = trick_keys[led]
                    top = keys[card]
                    best = card
                    best_seat = seat
                else:
                    fool_at = seat
            else:
                # The trick is complete: its winner takes it and leads next (R6.1).
                record(current[logged:] if logged else current)
                tricks.append((leader, current, best_seat))
                leader = seat = best_seat
                won[seat] += 1
                if fool_at >= 0:
                    self._fool_seat = fool_at
                    self._fool_trick = done
                    self._fool_winner = seat
                    # R9.1: the FOOL stays with its player; R9.2, C14: a debt only when the other side won.
                    piles[fool_at] |= fool_bit
                    piles[seat] |= mask ^ fool_bit
                    self._debt = side[fool_at] != side[seat]
                    cover = side[fool_at] if self._debt else -1
                    fool_at = -1
                else:
                    piles[seat] |= mask
                    if side[seat] == cover:
                        # R9.3, C15: the cards of this covering trick may be given.
                        self._eligible |= mask
                current = ()
                mask = count = logged = 0
                led = best = best_seat = -1  # the next trick has no suit yet (R6.7) nor a winning card
                top = -3
                done += 1
                if done == ntricks:
                    self._stage = OVER
                    break
                if cover >= 0 and rand is not None and self._given < 0 and self._eligible and rand() < _GIVE_CHANCE:
                    self._give_randomly(rand, None)  # C15: between tricks
                continue
            break  # the given cards ran out within a trick, or before the next one
        if len(current) > logged:
            record(current[logged:])
        self._turn = seat
        self._leader = leader
        self._led = led
        self._best = best
        self._best_seat = best_seat
        self._current = current
        self._trick_mask = mask
        if log is not None:  # the run's actions, in order
            log.extend(
                entry if isinstance(entry, Action) else Action(entry[0], "play", card=entry[1])
                for entry in history[start:]
            )

    def playout(self) -> GattiState:
        """A copy for simulation: the same state and steps, no undo (:meth:`undo` raises ``ValueError``)."""
        other = self.copy()
        other._is_playout = True
        return other

    def play_randomly(self, rng: random.Random, log: list[Action] | None = None) -> GattiState:
        """Play the hand to its end with random legal choices on the trusted steps; returns ``self``.

        The random policy (every rule is reached): the discard uniform among the legal sets of R5/C8,
        the call uniform (C9), each bonus available in turn order (C10) declared with probability 1/2
        (a smaller trionfi / frilli, 7.6, with probability 1/4 of those), cards uniform among the
        legal plays (R6, C13), and at each chance to cover the Fool (C15) a uniform eligible card with
        probability 1/8, else the engine's default (C16). ``log``, when given, receives the actions in
        order (a checked replay of them from the same deal reaches the same hand).
        """
        rand = rng.random
        stage = self._stage
        if stage == DISCARD:
            pool = discard_pool(self._hands[self._dealer], self.game.options.protect_honours)
            chosen = 0
            for _ in range(self.game.discard_size):  # uniform distinct cards: a uniform set
                chosen |= 1 << random_card(pool & ~chosen, rand)
            self._record(Action(self._dealer, "discard", cards=chosen), log)
            self._discard_cards(chosen)
            stage = self._stage
        if stage == CALL:
            called = random_card(self._callable(), rand)
            self._record(Action(self._dealer, "call", card=called), log)
            self._call(called)
            stage = self._stage
        if stage == DECLARE:
            self._declare_randomly(rng, log)
            self._stage = PLAY  # C10: eldest's first card closes the declaration round.
        if self._stage == PLAY:
            self._card_play((), rand, None, log)
        if self._give_open() and rand() < _GIVE_CHANCE:
            self._give_randomly(rand, log)
        return self

    def _declare_randomly(self, rng: random.Random, log: list[Action] | None) -> None:
        limits = self.game.limits
        for seat in self._order[self._decl_pos :]:
            for bonus in available(self._hands[seat], limits, self._slots[seat]):
                if self._slots[seat] & bonus.slot or rng.random() >= 0.5:
                    continue
                least = limits.trumps if bonus.name == TRIONFI else limits.frilli
                if bonus.name in (TRIONFI, FRILLI) and bonus.points > least and rng.random() < _SMALLER_CHANCE:
                    size = rng.randrange(least, bonus.points)
                    cards = 0
                    for c in rng.sample(list(iter_cards(bonus.cards)), size):
                        cards |= 1 << c
                    bonus = identify(cards, limits)
                self._record(Action(seat, "declare", cards=bonus.cards, value=bonus.name), log)
                self._declare(seat, bonus)

    def _give_randomly(self, rand: Any, log: list[Action] | None) -> None:
        card = random_card(self._eligible, rand)
        self._record(Action(self._fool_seat, "give", card=card), log)
        self._given = card

    def _record(self, action: Action, log: list[Action] | None) -> None:
        self._log.append(action)
        if log is not None:
            log.append(action)

    # ----------------------------------------------------------------- checking

    def check_live(self, action: Action) -> None:
        """:meth:`check`, and (12.3) a ``give`` from the Fool's player while he does not know the sides is
        refused whatever the window: whether a give is owed, and when, would tell him who won for whom. The
        engine covers the Fool at the end of the hand (C16), and the give is offered once the sides are known."""
        seat = action.seat
        if (
            action.verb == "give"
            and seat == self._fool_seat
            and seat >= 0
            and not self.knows_sides(self.game.controller(seat))
        ):
            raise IllegalActionError(
                "no give while you do not know the sides: the engine covers the Matto at the end of the hand "
                "(12.3, C16)",
                seat=seat,
                action=action.describe(),
                code="give_sides_hidden",
                params={},
            )
        self.check(action)

    def check(self, action: Action) -> None:
        """Raise :class:`IllegalActionError` (the rule's reason, code and params) unless ``action`` is legal."""
        refusal = self._refusal(action)
        if refusal is not None:
            shown = "pass" if is_declare_nothing(action) else action.describe()
            raise IllegalActionError(
                refusal.reason, seat=action.seat, action=shown, code=refusal.code, params=refusal.params
            )

    def _refusal(self, action: Action) -> Refusal | None:
        if isinstance(action, RefusedAction):
            return Refusal(action.reason, action.code, action.params)
        seat = action.seat
        if not 0 <= seat < self._n:
            return Refusal(f"there is no seat {seat} (0..{self._n - 1})", "no_seat", {"seat": seat, "seats": self._n})
        verb = action.verb
        if verb == "play":
            return self._play_refusal(seat, action.card)
        if verb == "declare":
            if is_declare_nothing(action):
                return self._pass_refusal(seat)
            return self._declare_refusal(seat, action.cards, action.value)
        if verb == "give":
            return self._give_refusal(seat, action.card)
        if verb == "discard":
            return self._discard_refusal(seat, action.cards)
        if verb == "call":
            return self._call_refusal(seat, action.card)
        return Refusal(f"verb {verb!r} is not used in gatti (C2)", "verb_unused", {"verb": verb})

    def _before_play(self) -> Refusal | None:
        dealer = {"dealer": SeatRef(self._dealer)}
        if self._stage == DISCARD:
            return Refusal(f"the dealer (seat {self._dealer}) must discard first (R5.1)", "discard_first", dealer)
        if self._stage == CALL:
            return Refusal(f"the dealer (seat {self._dealer}) must call a king first (12.3)", "call_first", dealer)
        return None

    def _play_refusal(self, seat: int, card: int) -> Refusal | None:
        early = self._before_play()
        if early is not None:
            return early
        if self._stage == OVER:
            return Refusal("the hand is over", "hand_over")
        expected = self._turn
        if seat != expected:
            return Refusal(f"it is seat {expected}'s turn to play", "not_your_turn", {"seat": SeatRef(expected)})
        return refuse_play(self._hands[seat], self._led, self._best, card, self._overtrump)

    def _discard_refusal(self, seat: int, cards: CardSet) -> Refusal | None:
        if self._stage != DISCARD:
            return Refusal("the discard is already made", "discard_done")
        if seat != self._dealer:
            return Refusal(
                f"only the dealer (seat {self._dealer}) discards (R5.1)",
                "dealer_discards",
                {"dealer": SeatRef(self._dealer)},
            )
        opts = self.game.options
        return refuse_discard(self._hands[seat], cards, self.game.discard_size, opts.protect_honours)

    def _call_refusal(self, seat: int, card: int) -> Refusal | None:
        dealer = {"dealer": SeatRef(self._dealer)}
        if not self._is_call:
            return Refusal("there is a call only in the called-king game (mode call, 12.3)", "no_call")
        if self._stage == DISCARD:
            return Refusal(f"the dealer (seat {self._dealer}) must discard first (12.3)", "discard_first", dealer)
        if self._called >= 0:
            return Refusal("the call is already made (C9)", "call_done")
        if seat != self._dealer:
            return Refusal(f"only the dealer (seat {self._dealer}) calls (C9)", "dealer_calls", dealer)
        if (self._callable() >> card) & 1:
            return None
        if (QUEENS >> card) & 1:
            return Refusal(
                f"a queen may be called only by a dealer who holds all four kings (C9; {CODES[card]})",
                "call_queen",
                {"card": CardRef(card)},
            )
        return Refusal(
            f"the dealer calls a king (or a queen when he holds all four kings), not {CODES[card]} (C9)",
            "call_card",
            {"card": CardRef(card)},
        )

    def _declare_refusal(self, seat: int, cards: CardSet, claimed: str | None) -> Refusal | None:
        opts = self.game.options
        dealer = {"dealer": SeatRef(self._dealer)}
        if not opts.declares:
            return Refusal(
                f"there are no declarations with bonuses = {opts.bonuses} (16.4)",
                "no_declarations",
                {"bonuses": opts.bonuses},
            )
        if self._stage == DISCARD:
            return Refusal(
                f"declarations come after the dealer's discard (seat {self._dealer}; C10)",
                "declare_after_discard",
                dealer,
            )
        if self._stage == CALL:
            return Refusal(
                f"declarations come after the dealer's call (seat {self._dealer}; C10)", "declare_after_call", dealer
            )
        if self._tricks or self._current:
            return Refusal("declarations come before the first card of the hand (R7.2, C10)", "declare_before_play")
        if self._pos[seat] < self._decl_pos:
            return self._turn_passed(seat)
        try:
            bonus = identify(cards, self.game.limits, claimed)
        except BonusError as exc:
            return Refusal(exc.reason, exc.code, exc.params)
        missing = cards & ~self._hands[seat]
        if missing:
            return Refusal(f"does not hold {format_cards(missing)} (C12)", "not_held", {"cards": CardsRef(missing)})
        if self._slots[seat] & bonus.slot:
            if bonus.name in ("terno", "quaterno"):
                return Refusal("a seat declares at most one of terno and quaterno (C11)", "kings_once")
            return Refusal(
                f"{bonus.name} is already declared by this seat (C11)", "bonus_once", {"bonus": bonus_term(bonus.name)}
            )
        return None

    def _turn_passed(self, seat: int) -> Refusal:
        """Why ``seat`` may no longer declare: a later seat has declared, or the turn has moved on by passes."""
        if self._decl_pos == self._n:
            return Refusal("the declaration round is over: every seat has passed (C10)", "round_over")
        current = self._order[self._decl_pos]
        if any(s == current for s, _ in self._decls):
            return Refusal(
                f"seat {current} has already declared; declarations go in turn order from eldest (C10)",
                "declared_later",
                {"seat": SeatRef(current)},
            )
        return Refusal(
            f"seat {seat}'s turn to declare has passed: it is seat {current}'s turn (C10)",
            "turn_passed",
            {"seat": SeatRef(seat), "current": SeatRef(current)},
        )

    def _pass_refusal(self, seat: int) -> Refusal | None:
        # declare_nothing: a live table's pass, only by the seat whose turn it is in the round (C10).
        early = self._before_play()
        if early is not None:
            return early
        opts = self.game.options
        if not opts.declares:
            return Refusal(
                f"there is no declaration round with bonuses = {opts.bonuses} (16.4)",
                "no_declaration_round",
                {"bonuses": opts.bonuses},
            )
        if self._tricks or self._current:
            return Refusal(
                "the declaration round is over: the first card has been played (R7.2, C10)", "round_over_played"
            )
        if self._decl_pos == self._n:
            return Refusal("the declaration round is over: every seat has passed (C10)", "round_over")
        current = self._order[self._decl_pos]
        if seat != current:
            return Refusal(
                f"it is seat {current}'s turn to declare or pass, not seat {seat}'s (C10)",
                "not_your_turn_to_declare",
                {"seat": SeatRef(seat), "current": SeatRef(current)},
            )
        return None

    def _give_refusal(self, seat: int, card: int) -> Refusal | None:
        if self._fool_trick < 0:
            return Refusal("nothing is owed: the FOOL has not been played in a complete trick (C14)", "fool_not_played")
        if not self._debt:
            return Refusal(
                f"nothing is owed: seat {self._fool_winner} who won the FOOL's trick is on its side (R9.2, C14)",
                "nothing_owed",
                {"winner": SeatRef(self._fool_winner)},
            )
        if seat != self._fool_seat:
            return Refusal(
                f"only seat {self._fool_seat}, who played the FOOL, gives (C14)",
                "fool_player_gives",
                {"seat": SeatRef(self._fool_seat)},
            )
        if self._given >= 0:
            return Refusal(
                f"the FOOL is already covered (by {CODES[self._given]}; C15)",
                "fool_covered",
                {"card": CardRef(self._given)},
            )
        if self._current:
            return Refusal("a give is placed between tricks only (C15)", "give_between_tricks")
        if not self._eligible:
            if self._stage == OVER:
                return Refusal(
                    "nothing to give: no trick won after the FOOL's trick, the FOOL itself passes (R9.4, C16)",
                    "nothing_to_give",
                )
            return Refusal(
                "no trick won by the Fool player's side after the FOOL's trick yet (R9.3, C15)", "give_later"
            )
        if (self._eligible >> card) & 1:
            return None
        if card == FOOL:
            return Refusal("the FOOL itself does not cover the FOOL (R9.3)", "give_fool")
        if (self._discard >> card) & 1:
            return Refusal(
                f"{CODES[card]} is in the discard, which never covers the FOOL (R9.3)",
                "give_discard",
                {"card": CardRef(card)},
            )
        return Refusal(
            f"{CODES[card]} is not in a trick won by the Fool player's side after the FOOL's trick (C15)",
            "give_not_eligible",
            {"card": CardRef(card)},
        )

    # ----------------------------------------------------------------- the trusted steps

    def apply_trusted(self, action: Action) -> None:
        """Apply an action known to be legal (precondition: :meth:`check` passes): its one step."""
        verb = action.verb
        if verb == "play":
            if self._stage == DECLARE:
                self._stage = PLAY  # C10: eldest's first card closes the declaration round.
            self.play_card(action.card)  # precondition: action.seat is the seat to play
            self._log[-1] = action
            return
        if verb == "declare":
            if action.cards:
                self._declare(action.seat, identify(action.cards, self.game.limits))
            else:
                self._pass(action.seat)
        elif verb == "give":
            self._given = action.card  # R9.3, C15: the cover is settled; scoring moves the card (facts).
        elif verb == "discard":
            self._discard_cards(action.cards)
        elif verb == "call":
            self._call(action.card)
        self._log.append(action)

    def _discard_cards(self, cards: CardSet) -> None:
        # R5: the dealer's discard leaves his hand; then the call (12.3), the boñe (C10) or the play.
        self._hands[self._dealer] &= ~cards
        self._discard = cards
        self._stage = CALL if self._is_call else DECLARE if self._declares else PLAY

    def _call(self, card: int) -> None:
        self._called = card
        partner = -1
        for seat in range(self._n):
            if seat != self._dealer and (self._hands[seat] >> card) & 1:
                partner = seat
        # C9: the holder of the called card is the partner; in the dealer's hand or discard, he is alone.
        self._partner = partner
        self._side = tuple(0 if s in (self._dealer, partner) else 1 for s in range(self._n))
        self._stage = DECLARE if self._declares else PLAY

    def _declare(self, seat: int, bonus: Bonus) -> None:
        # C10: the turn is this seat's until it passes; C11: each bonus once.
        self._decls.append((seat, bonus))
        self._decl_pos = self._pos[seat]
        self._slots[seat] |= bonus.slot

    def _pass(self, seat: int) -> None:
        # declare_nothing: the turn moves to the next seat; after the last seat the round is over (C10).
        self._decl_pos = self._pos[seat] + 1
        if self._decl_pos == self._n:
            self._stage = PLAY

    # ----------------------------------------------------------------- undo and copies

    def undo(self) -> Action:
        """Take back the last action: the hand is replayed from the deal without it (the same steps).

        Raises ``ValueError`` on a playout state or when nothing was applied.
        """
        if self._is_playout:
            raise ValueError("a playout state keeps no undo")
        history = self.history
        if not history:
            raise ValueError("nothing to undo")
        fresh = GattiState(self.game, self._dealer, self.deal)
        for action in history[:-1]:
            fresh.apply_trusted(action)
        selection = self._selection
        self.__dict__.clear()
        self.__dict__.update(fresh.__dict__)
        if selection is not None:
            self._selection = selection
        return history[-1]

    def copy(self) -> GattiState:
        """An independent copy (a selection in progress included)."""
        other = object.__new__(GattiState)
        other.__dict__.update(self.__dict__)
        other._hands = list(self._hands)
        other._slots = list(self._slots)
        other._decls = list(self._decls)
        other._tricks = list(self._tricks)
        other._won = list(self._won)
        other._piles = list(self._piles)
        other._log = list(self._log)
        self._carry_selection(other)
        return other

    # ----------------------------------------------------------------- scoring

    def facts(self) -> HandFacts:
        """The finished hand reduced to what scoring needs (C16–C19); omniscient."""
        if self._stage != OVER:
            raise ValueError("the hand is not over")
        side = self._side
        num_sides = 3 if self._n == 3 else 2
        piles = [0] * num_sides
        won = [0] * num_sides
        seat_piles = self._piles
        seat_won = self._won
        for seat, k in enumerate(side):
            piles[k] |= seat_piles[seat]
            won[k] += seat_won[seat]
        fool = None
        if self._fool_seat >= 0:
            owed_to = None
            given = None
            if self._debt:
                owed_to = self._fool_winner
                # R9.3, R9.4, C16: the card given, else the cheapest eligible one, else the FOOL itself.
                if self._given >= 0:
                    card = self._given
                elif self._eligible:
                    card = cheapest(self._eligible)
                else:
                    card = FOOL
                piles[side[self._fool_seat]] &= ~(1 << card)
                piles[side[self._fool_winner]] |= 1 << card
                given = CODES[card]
            fool = {"seat": self._fool_seat, "trick": self._fool_trick, "owed_to": owed_to, "given": given}
        # R8, C17: the dealer's side keeps the discard if it won a trick in play; else the last trick's winner.
        dealer_side = side[self._dealer]
        if won[dealer_side]:
            discard_side, owner = dealer_side, self._dealer
        else:
            owner = self._tricks[-1][2]
            discard_side = side[owner]
        piles[discard_side] |= self._discard
        bagatto = None
        if self.game.options.bagatto_last:
            _, plays, winner = self._tricks[-1]
            for seat, card in plays:
                if card == T1:
                    bagatto = (seat, winner == seat)  # R11, C19
        # Positional, in field order (cheaper than keywords): side_of, piles, tricks, discard_side,
        # discard_owner, declared, bagatto, fool, called, partner.
        return HandFacts(
            side,
            tuple(piles),
            tuple(won),
            discard_side,
            owner,
            tuple(self._decls),
            bagatto,
            fool,
            self._called,
            self._partner,
        )

    def result(self) -> HandResult:
        """The score of the finished hand (16.5): :func:`~tarocchi.games.gatti.scoring.score_hand` of :meth:`facts`.

        R2.4, asserted every hand: the sides' card points add up to 78 three-handed (52 + 25 tricks + 1 for the
        discard) and to 72 with four seats (52 + 19 + 1: pairs, the called king, two players with dummies)."""
        facts = self.facts()
        result = score_hand(facts, self.game.limits, self._captures, self._is_call)
        by_side = dict(zip(facts.side_of, result.points, strict=True))
        assert sum(p or 0 for p in by_side.values()) == (78 if len(facts.piles) == 3 else 72), f"R2.4 broken: {by_side}"
        return result

    def expected(self) -> tuple[int | None, str]:
        """The seat and verb the hand needs next (declarations and gives are optional)."""
        if self._stage == DISCARD:
            return self._dealer, "discard"
        if self._stage == CALL:
            return self._dealer, "call"
        seat = self.to_play  # during the round too: records have no pass, eldest's play closes it (C10)
        if seat is None:
            return None, "deal"
        return seat, "play"

    # ----------------------------------------------------------------- observations

    def _known_hands(self, viewer: int) -> set[int]:
        """Seats whose hand the viewer (a live seat) sees now."""
        known = {viewer}
        if self.game.options.players == 2:
            if self._stage > DISCARD:
                known.update((2, 3))  # 12.2: the dummies are turned face up after the discard.
            elif self._dealer == viewer + 2:
                known.add(viewer + 2)  # 12.2: the controller makes its dummy's discard.
        return known

    def knows_sides(self, seat: int) -> bool:
        """Whether ``seat`` knows every seat's side now (only the called-king game hides them, 12.3)."""
        if not self._is_call or self._stage == OVER:
            return True
        if self._called < 0:
            return False
        if self._called_public():
            return True
        return seat == self._partner or (seat == self._dealer and self._partner < 0)

    def _called_public(self) -> bool:
        # 12.3: the partnership becomes public when the called card is played.
        card = self._called
        return any(c == card for _, c in self._current) or any(
            c == card for _, plays, _ in self._tricks for _, c in plays
        )

    def observation(self, seat: int) -> Observation:
        """What ``seat`` may know now (DESIGN.md §6); a dummy's observation is its controller's view."""
        game = self.game
        opts = game.options
        viewer = game.controller(seat)
        known = self._known_hands(viewer)
        dealer_known = self._dealer in (viewer, viewer + 2) if opts.players == 2 else self._dealer == viewer
        hand = self._hands[seat] if seat in known else 0
        public: dict[str, CardSet] = {}
        for s, card in enumerate(faceup_cards(self._deal)):
            public[f"faceup:{s}"] = 1 << card
        shown = [0] * self._n
        for s, bonus in self._decls:
            shown[s] |= bonus.cards
        for s in range(self._n):
            if shown[s]:
                public[f"declared:{s}"] = shown[s]
        if opts.players == 2 and self._stage > DISCARD:
            for s in (2, 3):
                public[f"dummy:{s}"] = self._hands[s]
        if self._called >= 0:
            public["called"] = 1 << self._called  # 12.3: the dealer names the card aloud.
        private: dict[str, CardSet] = {}
        if dealer_known:
            private["talon"] = self._talon
            if self._stage > DISCARD:
                private["discard"] = self._discard
        if opts.players == 2:
            if seat == viewer and viewer + 2 in known:
                private[f"dummy:{viewer + 2}"] = self._hands[viewer + 2]
            elif seat != viewer:
                private[f"controller:{viewer}"] = self._hands[viewer]
        history = tuple(self.history) if dealer_known else self._discard_hidden(self.history)
        tricks = self._finished_views()
        if self._current:
            tricks += (TrickView(self._current[0][0], self._current),)
        sides_known = self.knows_sides(viewer)
        legal = tuple(a for a in self.legal_actions() if a.seat == seat and (a.verb != "give" or sides_known))
        info = self._info(seat, viewer, sides_known)
        return Observation(
            game=game.name,
            seat=seat,
            num_seats=self._n,
            dealer=self._dealer,
            phase=self.phase,
            to_act=self.to_act,
            hand=hand,
            history=history,
            tricks=tuple(tricks),
            public_cards=public,
            private_cards=private,
            info=info,
            legal=legal,
        )

    @staticmethod
    def _discard_hidden(history: Sequence[Action]) -> tuple[Action, ...]:
        """``history`` with the discard's cards hidden; the discard comes before the first card (R5, R6), the
        actions from it on are as they are."""
        head = 0
        for action in history:
            if action.verb == "play":
                break
            head += 1
        seen = tuple(Action(a.seat, "discard") if a.verb == "discard" else a for a in history[:head])
        return seen + tuple(history[head:]) if head < len(history) else seen

    def _finished_views(self) -> tuple[TrickView, ...]:
        """The finished tricks as observations show them, built on from those built before."""
        views = self._views
        if len(views) < len(self._tricks):
            views = self._views = views + tuple(
                TrickView(leader, tuple(plays), winner) for leader, plays, winner in self._tricks[len(views) :]
            )
        return views

    def _info(self, seat: int, viewer: int, sides_known: bool) -> dict[str, Any]:
        opts = self.game.options
        won = [0] * self._n
        for _, _, winner in self._tricks:
            won[winner] += 1
        info: dict[str, Any] = {
            "players": opts.players,
            "mode": opts.mode if opts.players == 4 else None,
            "bonuses": opts.bonuses,
            "bagatto_last": opts.bagatto_last,
            "must_overtrump": opts.must_overtrump,
            "protect_honours": opts.protect_honours,
            "eldest": self._order[0],
            "order": list(self._order),
            "discard_size": self.game.discard_size,
            "faceup": [CODES[c] for c in faceup_cards(self._deal)],
            "hand_sizes": [h.bit_count() for h in self._hands],
            "declarations": [
                {"seat": s, "as": b.name, "cards": codes_of(b.cards), "points": b.points} for s, b in self._decls
            ],
            "declaring": self.declaring_seats(),
            "tricks_won": won,
            "choices": [
                {
                    "verb": c.verb,
                    "required": codes_of(c.required),
                    "pool": codes_of(c.pool),
                    "size": c.size,
                    "as": c.value,
                }
                for c in self.card_choices()
                if c.seat == seat
            ],
        }
        if opts.players == 2:
            info["controllers"] = [self.game.controller(s) for s in range(self._n)]
            info["controlled_by"] = viewer
        if opts.is_call:
            info["taker"] = self._dealer if self._called >= 0 else None  # C9: the dealer called: he leads the attack
            info["called"] = CODES[self._called] if self._called >= 0 else None
            if self._called >= 0 and (self._called_public() or self.is_over):
                info["partner"] = self._partner if self._partner >= 0 else None
        if self._fool_seat >= 0:
            fool: dict[str, Any] = {"seat": self._fool_seat, "trick": self._fool_trick}
            if sides_known:
                fool["owed_to"] = self._fool_winner if self._debt else None
            fool["given"] = CODES[self._given] if self._given >= 0 else None
            info["fool"] = fool
        if self.is_over:
            info["result"] = self.result().to_json()
        return info
