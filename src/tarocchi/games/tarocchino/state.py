"""One deal of Tarocchino in progress (tarocchino.md §3-§9, §13, C5-C20): the checked and the trusted paths.

Order of a deal: the dealer's ``discard`` (action 0, C5); the declarations (``declare``, C6 or C7); 15 tricks
(``play``); then, when the Matto's pair owes a card, an optional ``give`` (C17). The deal is finished after the
15th trick (or when a declaration wins the match, C15); the ``give`` window stays open after it, and without a
``give`` the engine's default card applies (C18).

Live tables. Under ``round`` timing (C6) the declarations are a round in turn order from seat ``dealer + 1``:
``to_act`` is the seat whose turn it is, and :meth:`TarocchinoState.legal_actions` holds exactly its declarations
and :func:`~tarocchi.engine.actions.declare_nothing` (its pass); after a declaration the seat may declare again or
pass, a pass moves the turn to the next seat, and when the last seat has passed ``to_act`` is the leader and the
list holds his plays. Records have no pass: :meth:`~TarocchinoState.check` still accepts a later seat's
declaration and the leader's first ``play``, which close the earlier turns, and ``expected()`` is unchanged. A pass
is kept in ``history`` but never written to a record. Under ``first-trick`` timing (C7) the seat about to play to
trick 1 is offered its declarations beside its plays, with no pass. After the last trick ``to_act`` is the Matto's
player while its ``give`` is still possible, then ``None``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from tarocchi.cards import FOOL, Card, CardSet, code, codes_of, format_cards, iter_cards
from tarocchi.engine.actions import NO_CARD, Action, declare_nothing, is_declare_nothing
from tarocchi.engine.game import CardChoice, Deal, HandResult, HandState
from tarocchi.engine.observation import Observation, TrickView
from tarocchi.errors import IllegalActionError
from tarocchi.games.tarocchino.combinations import (
    Combination,
    find_combinations,
    score_pile,
)
from tarocchi.games.tarocchino.deck import (
    LAST_TRICK_BONUS,
    NO_DISCARD,
    NUM_SEATS,
    TARGET,
    TRICKS,
    WIN_KEY,
)
from tarocchi.games.tarocchino.declarations import DeclarationError, read_declaration
from tarocchi.games.tarocchino.match import PAIR_SEATS, MatchContext
from tarocchi.games.tarocchino.play import led_mask, legal_plays, play_refusal
from tarocchi.games.tarocchino.scoring import (
    card_points,
    default_give,
    give_candidates,
    give_refusal,
    match_winner,
    monte_pair,
    pair_of,
    round5,
)

if TYPE_CHECKING:
    from tarocchi.games.tarocchino.game import Tarocchino

DISCARD, DECLARE, PLAY, OVER = "discard", "declare", "play", "over"
MATCH_OVER = "match-over"


def declared_points(combos: Sequence[Combination]) -> int:
    """§13.4: one player's declarations: cricche doubled at 3 or more (criccone), sequences likewise, separately."""
    cricche = [c.points for c in combos if not c.is_sequence]
    sequences = [c.points for c in combos if c.is_sequence]
    return sum(cricche) * (2 if len(cricche) >= 3 else 1) + sum(sequences) * (2 if len(sequences) >= 3 else 1)


class TarocchinoState(HandState):
    """A deal: hands as bitmasks, the trick in play, won cards per pair, declarations, and an undo stack."""

    game: Tarocchino

    __slots__ = (
        "_context",
        "_deal",
        "_dealer",
        "_declared",
        "_ended",
        "_fool",
        "_fool_winner",
        "_give",
        "_hands",
        "_history",
        "_leader",
        "_monte",
        "_ntricks",
        "_phase",
        "_place",
        "_snapshots",
        "_timing",
        "_trick",
        "_tricks",
        "_two",
        "_won",
        "game",
    )

    def __init__(self, game: Tarocchino, dealer: int, deal: Deal, context: MatchContext) -> None:
        self.game = game
        self._two = game.options.grande_two_counters
        self._timing = game.options.declaration_timing
        self._dealer = dealer
        self._deal = deal
        self._context = context
        hands = list(deal.hand_masks)
        hands[dealer] |= deal.talon_mask  # R3.2: the dealer takes the 2 extra cards, 17 in all
        self._hands = hands
        self._monte = 0
        self._history: list[Action] = []
        self._declared: list[tuple[int, Combination]] = []
        self._place = (
            0  # C6: round position (0 = seat dealer + 1) whose turn it is: the latest declarer, or after passes
        )
        self._leader = (dealer + 1) % NUM_SEATS  # R6.1: the player on the dealer's right leads
        self._trick: list[Card] = []
        self._tricks: list[tuple[int, tuple[Card, ...], int]] = []
        self._won = [0, 0]
        self._ntricks = [0, 0]
        self._fool: tuple[int, int] | None = None
        self._fool_winner = -1
        self._give = NO_CARD
        self._ended = -1  # C15: the pair that reached 800 during the declarations
        self._phase = MATCH_OVER if context.winner is not None else DISCARD
        self._snapshots: list[tuple[Any, ...]] = []

    # --- the contract's simple properties ---------------------------------------------------------------------

    @property
    def dealer(self) -> int:
        return self._dealer

    @property
    def deal(self) -> Deal:
        """The cards as dealt."""
        return self._deal

    @property
    def context(self) -> MatchContext:
        """The match standing before this deal."""
        return self._context

    @property
    def phase(self) -> str:
        if self._in_round():
            return DECLARE
        return self._phase

    @property
    def is_over(self) -> bool:
        return self._phase == OVER

    @property
    def to_act(self) -> int | None:
        """The dealer to discard; the seat whose turn it is in the declaration round (C6); the seat to play; after
        the last trick the Matto's player while its ``give`` is possible (C17); else ``None``."""
        if self._phase == DISCARD:
            return self._dealer
        if self._phase == PLAY:
            if self._in_round():
                return (self._dealer + 1 + self._place) % NUM_SEATS
            return self.to_play
        if self._give_pending():
            assert self._fool is not None
            return self._fool[0]
        return None

    @property
    def to_play(self) -> int | None:
        """The seat whose turn it is to play a card (the leader during the declaration round), else ``None``."""
        if self._phase == PLAY:
            return (self._leader + len(self._trick)) % NUM_SEATS
        return None

    def _in_round(self) -> bool:
        """C6: the declaration round of ``round`` timing is open (before the first card, some seat still to pass)."""
        return (
            self._phase == PLAY
            and not self._tricks
            and not self._trick
            and self._round_timing()
            and self._place < NUM_SEATS
        )

    def _give_pending(self) -> bool:
        return self._phase == OVER and self._ended < 0 and self._give_owed() and self._give == NO_CARD

    @property
    def history(self) -> Sequence[Action]:
        return tuple(self._history)

    @property
    def monte(self) -> CardSet:
        """The dealer's two discarded cards (hidden from the other seats until the end)."""
        return self._monte

    def hand(self, seat: int) -> CardSet:
        """A seat's current cards."""
        return self._hands[seat]

    @property
    def tricks(self) -> list[tuple[int, tuple[Card, ...], int]]:
        """The finished tricks as ``(leader, cards in play order, winner)``."""
        return list(self._tricks)

    @property
    def current_trick(self) -> tuple[Card, ...]:
        """The cards of the trick in progress, in play order."""
        return tuple(self._trick)

    @property
    def declarations(self) -> list[tuple[int, Combination]]:
        """``(seat, combination)`` for every declaration so far, in order."""
        return list(self._declared)

    def _round_timing(self) -> bool:
        return self._timing == "round"

    def _position(self, seat: int) -> int:
        return (seat - self._dealer - 1) % NUM_SEATS

    def declaring_seats(self) -> list[int]:
        """The seats that may declare now (C6, C7), in turn order."""
        if self._phase != PLAY or self._tricks:
            return []
        if self._round_timing():
            if not self._in_round():
                return []
            return [(self._dealer + 1 + p) % NUM_SEATS for p in range(self._place, NUM_SEATS)]
        seat = (self._leader + len(self._trick)) % NUM_SEATS
        return [seat]

    def expected(self) -> tuple[int | None, str]:
        if self._phase == DISCARD:
            return self._dealer, "discard"
        if self._phase == PLAY:
            if self._in_round():
                return (self._dealer + 1 + self._place) % NUM_SEATS, "declare"
            return (self._leader + len(self._trick)) % NUM_SEATS, "play"
        return None, "deal"

    # --- legal actions ----------------------------------------------------------------------------------------

    def _declared_names(self, seat: int) -> set[str]:
        return {c.name for s, c in self._declared if s == seat}

    def declaration_options(self, seat: int) -> list[Action]:
        """The largest form of each combination ``seat`` may still declare (a smaller showing is legal too)."""
        if seat not in self.declaring_seats():
            return []
        done = self._declared_names(seat)
        return [
            Action(seat, "declare", cards=c.cards, value=c.name)
            for c in find_combinations(self._hands[seat], grande_two_counters=self._two)
            if c.name not in done
        ]

    def legal_actions(self) -> list[Action]:
        """The actions of ``to_act``: its declarations and pass in the round (C6); else the plays of the seat to
        play, with its declarations under ``first-trick`` timing (C7); or the Matto's ``give`` (C17).

        Declarations are listed in their largest form (a smaller showing is legal too).
        """
        if self._phase == PLAY:
            if self._in_round():
                seat = (self._dealer + 1 + self._place) % NUM_SEATS
                return [*self.declaration_options(seat), declare_nothing(seat)]
            seat = (self._leader + len(self._trick)) % NUM_SEATS
            out = self.declaration_options(seat)
            out.extend(Action(seat, "play", card=c) for c in iter_cards(legal_plays(self._hands[seat], self._trick)))
            return out
        if self._give_pending():
            seat = self._fool[0] if self._fool else 0
            pile = self._piles_before_give()[pair_of(seat)]
            return [Action(seat, "give", card=c) for c in iter_cards(give_candidates(pile))]
        return []

    def card_choices(self) -> list[CardChoice]:
        """R3.3: the dealer's discard, any 2 of his 17 cards but no King, T21, T20, T1 or FOOL."""
        if self._phase != DISCARD:
            return []
        return [CardChoice(self._dealer, "discard", 0, self._hands[self._dealer] & ~NO_DISCARD, 2)]

    # --- checking ---------------------------------------------------------------------------------------------

    def check(self, action: Action) -> None:
        reason = self._refusal(action)
        if reason is not None:
            shown = "pass" if is_declare_nothing(action) else action.describe()
            raise IllegalActionError(reason, seat=action.seat, action=shown)

    def _refusal(self, action: Action) -> str | None:
        verb = action.verb
        seat = action.seat
        if not 0 <= seat < NUM_SEATS:
            return f"seat {seat} is not a seat (0..3)"
        if self._phase == MATCH_OVER:
            winners = " and ".join(map(str, PAIR_SEATS[self._context.winner or 0]))
            return f"the match is over: seats {winners} have won it (9.2-9.4)"
        if self._ended >= 0:
            winners = " and ".join(map(str, PAIR_SEATS[self._ended]))
            return f"the match is over: seats {winners} reached 800 during the declarations (9.2, C15)"
        if verb not in ("discard", "declare", "play", "give"):
            return f"tarocchino has no {verb} (the actions are discard, declare, play, give) (13.3)"
        if self._phase == DISCARD:
            if verb != "discard":
                return f"the dealer (seat {self._dealer}) must discard 2 cards first (3.3, C5)"
            return self._discard_refusal(seat, action.cards)
        if verb == "discard":
            return "the dealer's discard is already made (3.3, C5)"
        if verb == "declare":
            if is_declare_nothing(action):
                return self._pass_refusal(seat)
            return self._declare_refusal(seat, action.cards, action.value)
        if verb == "play":
            if self._phase == OVER:
                return "the deal is over: all 15 tricks are played"
            to_play = (self._leader + len(self._trick)) % NUM_SEATS
            if seat != to_play:
                return f"it is seat {to_play}'s turn to play"
            return play_refusal(self._hands[seat], self._trick, action.card)
        return self._give_refusal(seat, action.card)

    def _discard_refusal(self, seat: int, cards: CardSet) -> str | None:
        if seat != self._dealer:
            return f"only the dealer (seat {self._dealer}) discards (3.3)"
        if cards.bit_count() != 2:
            return f"the discard is exactly 2 cards, {cards.bit_count()} given (3.3)"
        missing = cards & ~self._hands[seat]
        if missing:
            return f"does not hold {format_cards(missing)}"
        banned = cards & NO_DISCARD
        if banned:
            return f"{format_cards(banned)} may not be discarded: no King, T21, T20, T1 or FOOL (3.3)"
        return None

    def _declare_refusal(self, seat: int, cards: CardSet, name: str | None) -> str | None:
        if self._tricks or self._phase != PLAY:
            return "declarations are over: they are made before the first trick ends (4.1)"
        if self._round_timing():
            if self._trick:
                return "declarations are over: the first card has been played (4.1, C6)"
            if self._position(seat) < self._place:
                return self._turn_passed(seat)
        else:
            to_play = (self._leader + len(self._trick)) % NUM_SEATS
            if seat != to_play:
                return f"only the seat about to play to trick 1 (seat {to_play}) may declare now (C7)"
        missing = cards & ~self._hands[seat]
        if missing:
            return f"does not hold {format_cards(missing)} (4.2)"
        try:
            combo = read_declaration(cards, name, grande_two_counters=self._two)
        except DeclarationError as exc:
            return str(exc)
        if combo.name in self._declared_names(seat):
            return f"{combo.name} is already declared by seat {seat} in this deal (C8)"
        return None

    def _turn_passed(self, seat: int) -> str:
        """Why ``seat`` may no longer declare in the round: a later seat has declared, or the turn moved by passes."""
        if self._place == NUM_SEATS:
            return "the declaration round is over: every seat has passed (C6)"
        current = (self._dealer + 1 + self._place) % NUM_SEATS
        if current in {s for s, _ in self._declared}:
            return f"seat {seat}'s turn to declare has passed: seat {current} has declared (C6)"
        return f"seat {seat}'s turn to declare has passed: it is seat {current}'s turn (C6)"

    def _pass_refusal(self, seat: int) -> str | None:
        """declare_nothing: a live table's pass, only by the seat whose turn it is in the ``round`` (C6)."""
        if not self._round_timing():
            return "there is no declaration round with first-trick timing: a seat declares before its card (C7)"
        if self._tricks or self._trick or self._phase != PLAY:
            return "the declaration round is over: the first card has been played (4.1, C6)"
        if self._place == NUM_SEATS:
            return "the declaration round is over: every seat has passed (C6)"
        current = (self._dealer + 1 + self._place) % NUM_SEATS
        if seat != current:
            return f"it is seat {current}'s turn to declare or pass, not seat {seat}'s (C6)"
        return None

    def _give_refusal(self, seat: int, card: Card) -> str | None:
        if self._phase != OVER:
            return "the Matto's exchange card is given after the last play of the deal (6.5, C17)"
        if self._fool is None:
            return "the Matto was not played in this deal"
        fool_seat = self._fool[0]
        if seat != fool_seat:
            return f"only seat {fool_seat}, who played the Matto, gives its exchange card (13.3, C17)"
        if pair_of(self._fool_winner) == pair_of(fool_seat):
            return f"no exchange: the Matto's trick was won by its partner, seat {self._fool_winner} (6.5, C17)"
        if not self._ntricks[pair_of(fool_seat)]:
            return "no exchange: the Matto's pair won no trick, so the Matto itself passes (6.5 cappotto, C17)"
        if self._give != NO_CARD:
            return f"the Matto exchange is already made ({code(self._give)}) (C17)"
        return give_refusal(self._piles_before_give()[pair_of(seat)], card)

    # --- applying ---------------------------------------------------------------------------------------------

    def _snapshot(self) -> tuple[Any, ...]:
        return (
            tuple(self._hands),
            self._monte,
            len(self._declared),
            self._place,
            self._leader,
            tuple(self._trick),
            len(self._tricks),
            tuple(self._won),
            tuple(self._ntricks),
            self._fool,
            self._fool_winner,
            self._give,
            self._ended,
            self._phase,
        )

    def apply_trusted(self, action: Action) -> None:
        """Apply a legal action (precondition: :meth:`check` passes)."""
        self._snapshots.append(self._snapshot())
        self._history.append(action)
        verb = action.verb
        seat = action.seat
        if verb == "play":
            self._play(seat, action.card)
        elif verb == "declare" and not action.cards:
            self._place = self._position(seat) + 1  # declare_nothing: the turn moves to the next seat (C6)
        elif verb == "declare":
            combo = read_declaration(action.cards, action.value, grande_two_counters=self._two)
            self._declared.append((seat, combo))
            if self._round_timing():
                self._place = max(self._place, self._position(seat))
            self._check_immediate_win(pair_of(seat))
        elif verb == "discard":
            self._hands[seat] &= ~action.cards
            self._monte = action.cards
            self._phase = PLAY
        elif verb == "give":
            self._give = action.card

    def _play(self, seat: int, card: Card) -> None:
        self._hands[seat] &= ~(1 << card)
        trick = self._trick
        if card == FOOL:
            self._fool = (seat, len(self._tricks))
        trick.append(card)
        if len(trick) < NUM_SEATS:
            return
        # R6.3: the trick is complete
        best = -1
        best_key = -2
        led = led_mask(trick)
        cards = 0
        for i, c in enumerate(trick):
            cards |= 1 << c
            key = WIN_KEY[c]
            if (key >= 100 or (led >> c) & 1) and key >= best_key:
                best, best_key = i, key
        winner = (self._leader + best) % NUM_SEATS
        pair = winner & 1
        if (cards >> FOOL) & 1:
            self._fool_winner = winner
            cards &= ~(1 << FOOL)  # R6.5: the Matto is never captured; it is placed at the end of the deal
        self._won[pair] |= cards
        self._ntricks[pair] += 1
        self._tricks.append((self._leader, tuple(trick), winner))
        self._leader = winner
        self._trick = []
        if len(self._tricks) == TRICKS:
            self._phase = OVER

    def _declared_by_seat(self) -> list[int]:
        per_seat: list[list[Combination]] = [[] for _ in range(NUM_SEATS)]
        for s, combo in self._declared:
            per_seat[s].append(combo)
        return [declared_points(c) for c in per_seat]

    def _check_immediate_win(self, pair: int) -> None:
        """R9.2, C15: the declaring pair's rounded running total plus its declarations so far reaches 800."""
        if not self._context.immediate_win:
            return  # C16: not after an exact tie at 800 or more
        by_seat = self._declared_by_seat()
        if self._context.totals[pair] + by_seat[pair] + by_seat[pair + 2] >= TARGET:
            self._ended = pair
            self._phase = OVER

    def undo(self) -> Action:
        if not self._history:
            raise ValueError("nothing to undo")
        action = self._history.pop()
        (
            hands,
            self._monte,
            n_declared,
            self._place,
            self._leader,
            trick,
            n_tricks,
            won,
            ntricks,
            self._fool,
            self._fool_winner,
            self._give,
            self._ended,
            self._phase,
        ) = self._snapshots.pop()
        self._hands = list(hands)
        del self._declared[n_declared:]
        self._trick = list(trick)
        del self._tricks[n_tricks:]
        self._won = list(won)
        self._ntricks = list(ntricks)
        return action

    def copy(self) -> TarocchinoState:
        other = TarocchinoState.__new__(TarocchinoState)
        other.game = self.game
        other._two = self._two
        other._timing = self._timing
        other._dealer = self._dealer
        other._deal = self._deal
        other._context = self._context
        other._hands = list(self._hands)
        other._monte = self._monte
        other._history = list(self._history)
        other._declared = list(self._declared)
        other._place = self._place
        other._leader = self._leader
        other._trick = list(self._trick)
        other._tricks = list(self._tricks)
        other._won = list(self._won)
        other._ntricks = list(self._ntricks)
        other._fool = self._fool
        other._fool_winner = self._fool_winner
        other._give = self._give
        other._ended = self._ended
        other._phase = self._phase
        other._snapshots = list(self._snapshots)
        return other

    # --- the end of the deal ----------------------------------------------------------------------------------

    def _give_owed(self) -> bool:
        """R6.5, C17: the Matto's pair owes a card when an opponent won its trick and the pair won a trick."""
        if self._fool is None or self._fool_winner < 0:
            return False
        fool_pair = pair_of(self._fool[0])
        return pair_of(self._fool_winner) != fool_pair and self._ntricks[fool_pair] > 0

    def _piles_before_give(self) -> list[CardSet]:
        """R7.1: each pair's won cards, the monte (R3.4) and the Matto (R6.5), before the exchange card moves."""
        piles = list(self._won)
        piles[monte_pair(self._dealer, (self._ntricks[0], self._ntricks[1]))] |= self._monte
        if self._fool is not None and self._fool_winner >= 0:
            fool_pair = pair_of(self._fool[0])
            owner = fool_pair if self._ntricks[fool_pair] else 1 - fool_pair  # R6.5: cappotto, the Matto passes
            piles[owner] |= 1 << FOOL
        return piles

    def exchange_card(self) -> Card:
        """The card the Matto's pair gives: the recorded ``give`` or the default (C18); NO_CARD when none is owed."""
        if not self._give_owed():
            return NO_CARD
        if self._give != NO_CARD:
            return self._give
        assert self._fool is not None
        return default_give(self._piles_before_give()[pair_of(self._fool[0])], self._two)

    def final_piles(self) -> list[CardSet]:
        """R7.1: each pair's end-of-deal pile, the exchange made."""
        piles = self._piles_before_give()
        card = self.exchange_card()
        if card != NO_CARD:
            assert self._fool is not None
            giver = pair_of(self._fool[0])
            piles[giver] &= ~(1 << card)
            piles[1 - giver] |= 1 << card
        return piles

    def result(self) -> HandResult:
        if self._phase != OVER:
            raise ValueError("the deal is not finished")
        by_seat = self._declared_by_seat()
        pair_declared = [by_seat[0] + by_seat[2], by_seat[1] + by_seat[3]]
        declared = {
            "combinations": [
                {"seat": s, "as": c.name, "cards": codes_of(c.cards), "points": c.points} for s, c in self._declared
            ],
            "seats": by_seat,
            "pairs": pair_declared,
        }
        if self._ended >= 0:
            # C15: the match ends during the declarations: the declarations so far, rounded; no card points
            scores = [round5(pair_declared[0]), round5(pair_declared[1])]
            detail: dict[str, Any] = {
                "declared": declared,
                "unrounded": [pair_declared[s & 1] for s in range(NUM_SEATS)],
                "winner": list(PAIR_SEATS[self._ended]),
                "ended": "declarations",
            }
            return HandResult((None,) * NUM_SEATS, tuple(scores[s & 1] for s in range(NUM_SEATS)), detail)
        piles = self.final_piles()
        captured = [score_pile(p, grande_two_counters=self._two) for p in piles]
        cards = [card_points(p) for p in piles]
        last = self._tricks[-1][2]
        unrounded = [
            pair_declared[p] + captured[p].points + cards[p] + (LAST_TRICK_BONUS if pair_of(last) == p else 0)
            for p in (0, 1)
        ]
        scores = [round5(u) for u in unrounded]
        fool = self._fool
        matto: dict[str, Any] | None = None
        if fool is not None:
            exchange = self.exchange_card()
            owed_to = None
            given: str | None = None
            if exchange != NO_CARD:
                owed_to, given = self._fool_winner, code(exchange)
            elif pair_of(self._fool_winner) != pair_of(fool[0]):
                owed_to, given = self._fool_winner, "FOOL"  # R6.5 cappotto: the Matto itself passes
            matto = {"seat": fool[0], "trick": fool[1], "owed_to": owed_to, "given": given}
        monte_to = monte_pair(self._dealer, (self._ntricks[0], self._ntricks[1]))
        detail = {
            "declared": declared,
            "captured": [
                {"seats": list(PAIR_SEATS[p]), "cards": codes_of(piles[p]), **captured[p].to_json()} for p in (0, 1)
            ],
            "card_points": [cards[s & 1] for s in range(NUM_SEATS)],
            "last_trick": last,
            "monte_owner": self._dealer if monte_to == pair_of(self._dealer) else (self._dealer + 1) % NUM_SEATS,
            "matto": matto,
            "unrounded": [unrounded[s & 1] for s in range(NUM_SEATS)],
        }
        if self._context.winner is None:
            after = (self._context.totals[0] + scores[0], self._context.totals[1] + scores[1])
            winner = match_winner(after)
            if winner is not None:
                detail["winner"] = list(PAIR_SEATS[winner])
                detail["ended"] = "deal"
        return HandResult(
            tuple(cards[s & 1] for s in range(NUM_SEATS)),
            tuple(scores[s & 1] for s in range(NUM_SEATS)),
            detail,
        )

    def next_context(self) -> MatchContext:
        """The match standing after this deal (its default ``give`` applied when none was recorded)."""
        if self._phase == MATCH_OVER or self._phase != OVER:
            return self._context
        scores = self.result().scores
        totals = (self._context.totals[0] + int(scores[0]), self._context.totals[1] + int(scores[1]))
        winner = self._ended if self._ended >= 0 else match_winner(totals)
        return MatchContext(totals, winner)

    # --- observations -----------------------------------------------------------------------------------------

    def observation(self, seat: int) -> Observation:
        """What ``seat`` may know (DESIGN.md §6): its hand, the tricks, the declarations and their cards,
        its own discard if it dealt; another seat's discard, and a monte card given in the exchange, stay hidden."""
        history: list[Action] = []
        for action in self._history:
            if action.seat != seat and action.verb == "discard":
                action = Action(action.seat, "discard")  # the monte stays face down
            elif action.verb == "give" and seat not in (self._dealer, action.seat) and (self._monte >> action.card) & 1:
                action = Action(action.seat, "give")  # a monte card given in the exchange stays hidden
            history.append(action)
        tricks = [
            TrickView(leader, tuple(zip(_seats(leader), cards, strict=False)), winner)
            for leader, cards, winner in self._tricks
        ]
        if self._trick:
            tricks.append(TrickView(self._leader, tuple(zip(_seats(self._leader), self._trick, strict=False))))
        public: dict[str, CardSet] = {}
        for s, combo in self._declared:
            key = f"declared:{s}"
            public[key] = public.get(key, 0) | combo.cards
        private: dict[str, CardSet] = {}
        if seat == self._dealer and self._monte:
            private["discard"] = self._monte
        elif self._phase == OVER and self._monte and self._tricks:
            owner = monte_pair(self._dealer, (self._ntricks[0], self._ntricks[1]))
            if pair_of(seat) == owner:
                # R3.4, 6.5: at the end of the deal the pair gathers its pile, the monte included, and
                # chooses its scartino from it; the other pair still does not see it
                private["monte"] = self._monte
        by_seat = self._declared_by_seat()
        info: dict[str, Any] = {
            "declaration_timing": self._timing,
            "grande_two_counters": self._two,
            "declarations": [
                {"seat": s, "as": c.name, "cards": codes_of(c.cards), "points": c.points} for s, c in self._declared
            ],
            "declared_points": [by_seat[s] for s in range(NUM_SEATS)],
            "declaring": self.declaring_seats(),
            "running_totals": [self._context.totals[s & 1] for s in range(NUM_SEATS)],
            "tricks_won": [self._ntricks[s & 1] for s in range(NUM_SEATS)],
            "hand_sizes": [h.bit_count() for h in self._hands],
        }
        if self._fool is not None:
            info["matto"] = {"seat": self._fool[0], "trick": self._fool[1]}
            if self._fool_winner >= 0:
                info["matto"]["won_by"] = self._fool_winner
        if self._ended >= 0:
            info["winner"] = list(PAIR_SEATS[self._ended])
            info["ended"] = "declarations"
        legal = tuple(a for a in self.legal_actions() if a.seat == seat)
        if self._phase == DISCARD and seat == self._dealer:
            info["discard_pool"] = codes_of(self._hands[seat] & ~NO_DISCARD)
        return Observation(
            game=self.game.name,
            seat=seat,
            num_seats=NUM_SEATS,
            dealer=self._dealer,
            phase=self.phase,
            to_act=self.to_act,
            hand=self._hands[seat],
            history=tuple(history),
            tricks=tuple(tricks),
            public_cards=public,
            private_cards=private,
            info=info,
            legal=legal,
        )


def _seats(leader: int) -> tuple[int, ...]:
    return tuple((leader + i) % NUM_SEATS for i in range(NUM_SEATS))
