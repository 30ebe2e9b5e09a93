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

import random
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Final, NamedTuple

from tarocchi.cards import FOOL, NUM_CARDS, Card, CardSet, cards_of, code, codes_of, format_cards, iter_cards
from tarocchi.engine.actions import NO_CARD, Action, ListedSet, declare_nothing, is_declare_nothing
from tarocchi.engine.explain import CardRef, CardsRef, SeatRef, TermRef
from tarocchi.engine.game import CardChoice, CardPlay, Deal, HandResult, HandState, PlayView
from tarocchi.engine.observation import InfoCell, Observation, TrickView, info_at
from tarocchi.engine.rng import FLOAT_OF
from tarocchi.errors import IllegalActionError
from tarocchi.games.tarocchino.combinations import NAME_INDEX, NAMES, Combination, readings, shown_points
from tarocchi.games.tarocchino.deck import (
    DECK,
    FOOL_BIT,
    KEYS_BY_LEAD,
    LED_MASK,
    NO_DISCARD,
    NUM_SEATS,
    TARGET,
    TRICKS,
    TRUMP_MASK,
)
from tarocchi.games.tarocchino.declarations import DeclarationError, check_declaration, read_declaration
from tarocchi.games.tarocchino.match import PAIR_SEATS, MatchContext
from tarocchi.games.tarocchino.play import Refusal, play_refusal_of
from tarocchi.games.tarocchino.scoring import (
    Declared,
    HandFacts,
    default_give,
    give_candidates,
    give_refusal_of,
    match_winner,
    monte_pair,
    pair_of,
    score_hand,
    seat_declared_points,
)

if TYPE_CHECKING:
    from tarocchi.games.tarocchino.game import Tarocchino

DISCARD: Final = "discard"
DECLARE: Final = "declare"
PLAY: Final = "play"
OVER: Final = "over"
MATCH_OVER: Final = "match-over"
_PASSES: Final = tuple(declare_nothing(s) for s in range(NUM_SEATS))


def declared_points(combos: Sequence[Combination]) -> int:
    """§13.4: one player's declarations: cricche doubled at 3 or more (criccone), sequences likewise, separately."""
    return seat_declared_points([(0, NAME_INDEX[c.name], c.cards, c.points) for c in combos], 0)


class _Snapshot(NamedTuple):
    """What :meth:`TarocchinoState.undo` restores (the history and the declarations are cut back by length)."""

    hands: tuple[CardSet, ...]
    monte: CardSet
    declared: int
    done: tuple[int, ...]
    place: int
    leader: int
    turn: int
    trick: tuple[Card, ...]
    led: CardSet
    legal: CardSet
    best: int
    best_key: int
    tricks: int
    won: tuple[CardSet, CardSet]
    ntricks: tuple[int, int]
    fool_seat: int
    fool_trick: int
    fool_winner: int
    give: Card
    ended: int
    phase: str


CardChooser = Callable[[int, CardSet, Sequence[Card], int, int, CardSet], Card]
"""A playout policy: ``(seat, legal, trick's cards, winning seat or -1, its key or -2, led) -> card``
(:meth:`TarocchinoState.play_out`)."""


def _listed_refusal(action: Action) -> Refusal | None:
    """13.3: a discard is exactly 2 cards and a declaration the cards shown, each card once: a record's list with a
    card twice, or with none, is refused (:class:`~tarocchi.engine.actions.ListedSet`)."""
    if not isinstance(action, ListedSet):
        return None
    if action.twice >= 0:
        return f"{action.fault} (13.3)", "card_twice", {"card": CardRef(action.twice)}
    return f"{action.fault} (13.3)", "empty_set", {}


def _outside_pack(cards: CardSet) -> Refusal | None:
    """2.2: the 2 to 5 of each suit are not in the 62-card pack: a card of them is refused as such (``not_in_pack``),
    not as a card the seat does not hold."""
    outside = cards & ~DECK
    if not outside:
        return None
    return f"not in the 62-card pack: {format_cards(outside)} (2.2)", "not_in_pack", {"cards": CardsRef(outside)}


class TarocchinoState(HandState):
    """A deal: hands as bitmasks, the trick in play, won cards per pair, declarations, and an undo stack.

    The trusted transition is one step per verb (:meth:`_discard`, :meth:`_declare`, :meth:`_pass`, :meth:`play_card`,
    :meth:`_give_card`); :meth:`apply_trusted` takes the undo snapshot (none on a :meth:`playout` copy) and calls
    it; a play needs no :class:`Action` (:meth:`play_card`). A play enters the history as a
    compact int (seat and card) that :attr:`history` reads back as the action.
    """

    game: Tarocchino

    __slots__ = (
        "_best",
        "_best_key",
        "_context",
        "_deal",
        "_dealer",
        "_dealt",
        "_declared",
        "_done",
        "_ended",
        "_fool_seat",
        "_fool_trick",
        "_fool_winner",
        "_give",
        "_hands",
        "_history",
        "_immediate",
        "_info",
        "_kept",
        "_kept_plays",
        "_leader",
        "_led",
        "_legal",
        "_monte",
        "_ntricks",
        "_phase",
        "_place",
        "_round",
        "_snapshots",
        "_talon",
        "_trick",
        "_tricks",
        "_turn",
        "_two",
        "_views",
        "_won",
        "game",
    )

    def __init__(
        self, game: Tarocchino, dealer: int, deal: Deal, context: MatchContext, *, playout: bool = False
    ) -> None:
        self._deal: Deal | None = deal
        self._setup(game, dealer, list(deal.hand_masks), deal.talon_mask, context, playout)

    @classmethod
    def from_masks(
        cls,
        game: Tarocchino,
        dealer: int,
        hands: list[CardSet],
        talon: CardSet,
        context: MatchContext,
        *,
        playout: bool = False,
    ) -> TarocchinoState:
        """A deal given as card sets (random hands); :attr:`deal` then lists each hand in deck order."""
        state = cls.__new__(cls)
        state._deal = None
        state._setup(game, dealer, hands, talon, context, playout)
        return state

    def _setup(
        self, game: Tarocchino, dealer: int, hands: list[CardSet], talon: CardSet, context: MatchContext, playout: bool
    ) -> None:
        self.game = game
        self._two = game.options.grande_two_counters
        self._round = game.options.declaration_timing == "round"
        self._dealer = dealer
        self._context = context
        self._immediate = context.immediate_win  # C16
        self._talon = talon
        self._dealt = tuple(hands)
        hands[dealer] |= talon  # R3.2: the dealer takes the 2 extra cards, 17 in all
        self._hands = hands
        self._monte = 0
        self._history: list[Action | int | Declared] = []
        self._declared: list[Declared] = []
        self._done = [0, 0, 0, 0]  # C8: per seat, a bit per combination index already declared
        self._place = 0  # C6: round position (0 = seat dealer + 1) whose turn it is
        self._leader = (dealer + 1) % NUM_SEATS  # R6.1: the player on the dealer's right leads
        self._turn = self._leader  # the seat to play: leader + cards in the trick in play
        self._trick: list[Card] = []
        self._led = 0  # R6.2: the cards that follow in the trick in play (0 until a card other than the FOOL)
        self._legal = 0  # R6.2: the cards the seat to play may play, kept by the card step (0 before the play)
        self._best = -1  # R6.3: the seat winning the trick in play so far, with the winning key of its card
        self._best_key = -2
        self._tricks: list[tuple[int, list[Card], int]] = []
        self._views: tuple[TrickView, ...] = ()
        """The views of the first finished tricks, as :meth:`observation` last built them (a finished trick
        stays as it is until an undo, which forgets them all)."""
        self._kept: tuple[Action, ...] = ()
        """The actions of the first history entries as :meth:`_actions` built them, up to the first play of the
        trick in play (the history only grows and a finished trick keeps its leader, until an undo, which forgets
        them all)."""
        self._kept_plays = 0
        """The plays among :attr:`_kept`."""
        self._info: InfoCell | None = None
        """:meth:`_public_info` as last built, and for how many history entries (:func:`info_at`)."""
        self._won = [0, 0]
        self._ntricks = [0, 0]
        self._fool_seat = -1
        self._fool_trick = -1
        self._fool_winner = -1
        self._give = NO_CARD
        self._ended = -1  # C15: the pair that reached 800 during the declarations
        self._phase = MATCH_OVER if context.winner is not None else DISCARD
        self._snapshots: list[_Snapshot] | None = None if playout else []

    # --- the contract's simple properties ---------------------------------------------------------------------

    @property
    def dealer(self) -> int:
        return self._dealer

    @property
    def deal(self) -> Deal:
        """The cards as dealt."""
        if self._deal is None:
            self._deal = Deal(tuple(tuple(cards_of(h)) for h in self._dealt), tuple(cards_of(self._talon)))
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
        phase = self._phase
        if phase == PLAY:
            if self._round and self._place < NUM_SEATS and not self._tricks and not self._trick:
                return (self._dealer + 1 + self._place) % NUM_SEATS
            return self._turn
        if phase == DISCARD:
            return self._dealer
        if self._give_pending():
            return self._fool_seat
        return None

    @property
    def to_play(self) -> int | None:
        """The seat whose turn it is to play a card (the leader during the declaration round), else ``None``."""
        if self._phase == PLAY:
            return self._turn
        return None

    def _in_round(self) -> bool:
        """C6: the declaration round of ``round`` timing is open (before the first card, some seat still to pass)."""
        return self._phase == PLAY and self._round and self._place < NUM_SEATS and not self._tricks and not self._trick

    def _give_pending(self) -> bool:
        return self._phase == OVER and self._ended < 0 and self._give_owed() and self._give == NO_CARD

    @property
    def history(self) -> Sequence[Action]:
        return tuple(self._actions())

    def _actions(self) -> list[Action]:
        """The history as actions: a play is kept as its bare card id, its seat found from the tricks; a random
        declaration as its :data:`~.scoring.Declared` entry (:meth:`_declare_random`). The actions up to the first
        play of the trick in play are built once (:attr:`_kept`)."""
        out = list(self._kept)
        plays = self._kept_plays
        tricks = self._tricks
        finished = len(tricks)
        final, final_plays = -1, 0  # the entries before ``final`` are final: no play of the trick in play
        for entry in self._history[len(out) :]:
            if isinstance(entry, int):
                trick, place = divmod(plays, NUM_SEATS)
                if trick < finished:
                    leader = tricks[trick][0]
                else:
                    leader = self._leader
                    if final < 0:
                        final, final_plays = len(out), plays
                out.append(_PLAYS[(leader + place) & 3][entry])
                plays += 1
            elif isinstance(entry, tuple):
                out.append(_declaration(entry))
            else:
                out.append(entry)
        if final < 0:
            final, final_plays = len(out), plays
        if final > len(self._kept):
            self._kept = tuple(out[:final])
            self._kept_plays = final_plays
        return out

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
        return [(leader, tuple(cards), winner) for leader, cards, winner in self._tricks]

    @property
    def current_trick(self) -> tuple[Card, ...]:
        """The cards of the trick in progress, in play order."""
        return tuple(self._trick)

    @property
    def declarations(self) -> list[tuple[int, Combination]]:
        """``(seat, combination)`` for every declaration so far, in order."""
        return [
            (seat, check_declaration(cards, NAMES[index], grande_two_counters=self._two))
            for seat, index, cards, _ in self._declared
        ]

    @property
    def declared_by_seat(self) -> tuple[int, int, int, int]:
        """Each seat's declaration points so far, after its doublings (§13.4)."""
        declared = self._declared
        return (
            seat_declared_points(declared, 0),
            seat_declared_points(declared, 1),
            seat_declared_points(declared, 2),
            seat_declared_points(declared, 3),
        )

    def same_side(self, a: int, b: int) -> bool:
        """R1.1: two fixed pairs, partners opposite (seats 0 and 2 against 1 and 3)."""
        return (a ^ b) & 1 == 0

    def _position(self, seat: int) -> int:
        return (seat - self._dealer - 1) % NUM_SEATS

    def declaring_seats(self) -> list[int]:
        """The seats that may declare now (C6, C7), in turn order."""
        if self._phase != PLAY or self._tricks:
            return []
        if self._round:
            if not self._in_round():
                return []
            return [(self._dealer + 1 + p) % NUM_SEATS for p in range(self._place, NUM_SEATS)]
        return [self._turn]

    def expected(self) -> tuple[int | None, str]:
        if self._phase == DISCARD:
            return self._dealer, "discard"
        if self._phase == PLAY:
            if self._in_round():
                return (self._dealer + 1 + self._place) % NUM_SEATS, "declare"
            return self._turn, "play"
        return None, "deal"

    # --- legal actions ----------------------------------------------------------------------------------------

    def _options(self, seat: int) -> list[tuple[int, int, CardSet, CardSet]]:
        """The combinations ``seat`` may still declare, at their largest (C8: each one once)."""
        done = self._done[seat]
        found = readings(self._hands[seat], self._two)
        return [r for r in found if not (done >> r[0]) & 1] if done else found

    def declaration_options(self, seat: int) -> list[Action]:
        """The largest form of each combination ``seat`` may still declare (a smaller showing is legal too)."""
        if seat not in self.declaring_seats():
            return []
        return [Action(seat, "declare", cards=cards, value=NAMES[index]) for index, _, cards, _ in self._options(seat)]

    @property
    def cards_only(self) -> bool:
        """Whether the next decision is a card to play and nothing else (no declaration can intervene: after the
        round, or after trick 1 under ``first-trick`` timing: C6, C7)."""
        return self._phase == PLAY and (
            bool(self._tricks) or (self._round and (self._place >= NUM_SEATS or bool(self._trick)))
        )

    def play_view(self) -> PlayView | None:
        """The card decision of the seat to play, when it is the only decision (:attr:`cards_only`)."""
        if not self.cards_only:
            return None
        seat = self._turn
        trick = self._trick
        plays = tuple(zip(_ORDER[self._leader], trick, strict=False)) if trick else ()
        return PlayView(seat, self._legal, plays, NUM_SEATS)

    def card_play(self) -> CardPlay | None:
        """The rest of the deal as card play for a playout kernel, once cards are the only decisions left
        (:attr:`cards_only`)."""
        if not self.cards_only:
            return None
        return CardPlay(tuple(self._hands), self._turn, tuple(self._trick))

    def trick_race(self) -> tuple[int, CardSet, tuple[Card, ...], int, int, CardSet] | None:
        """The card decision for a playout policy, as plain ints (``None`` unless :attr:`cards_only`): ``(seat to
        play, its legal cards, the trick's cards in play order, the seat winning it so far or -1, the winning
        card's key in WIN_KEY or -2, the cards that follow)`` (R6.2, R6.3)."""
        if not self.cards_only:
            return None
        seat = self._turn
        return (
            seat,
            self._legal,
            tuple(self._trick),
            self._best,
            self._best_key,
            self._led,
        )

    def legal_plays(self) -> CardSet:
        """R6.2: the cards the seat to play may play now (0 outside the play)."""
        if self._phase != PLAY:
            return 0
        return self._legal

    def legal_actions(self) -> list[Action]:
        """The actions of ``to_act``: its declarations and pass in the round (C6); else the plays of the seat to
        play, with its declarations under ``first-trick`` timing (C7); or the Matto's ``give`` (C17).

        Declarations are listed in their largest form (a smaller showing is legal too).
        """
        if self._phase == PLAY:
            if self._in_round():
                seat = (self._dealer + 1 + self._place) % NUM_SEATS
                return [*self.declaration_options(seat), _PASSES[seat]]
            seat = self._turn
            out = self.declaration_options(seat) if not self._tricks else []
            plays = _PLAYS[seat]
            out.extend(plays[c] for c in iter_cards(self._legal))
            return out
        if self._give_pending():
            seat = self._fool_seat
            pile = self._piles_before_give()[pair_of(seat)]
            return [Action(seat, "give", card=c) for c in iter_cards(give_candidates(pile))]
        return []

    def legal_ids(self) -> list[int]:
        """The generic ids (DESIGN.md §9); once declarations are over, the plays straight from the legal mask."""
        if self._phase == PLAY and self._tricks and self._selection is None:
            base = self.game.action_layout.play_base
            legal = self._legal
            out = []
            while legal:
                low = legal & -legal
                out.append(base + low.bit_length() - 1)
                legal ^= low
            return out
        return super().legal_ids()

    def card_choices(self) -> list[CardChoice]:
        """R3.3: the dealer's discard, any 2 of his 17 cards but no King, T21, T20, T1 or FOOL."""
        if self._phase != DISCARD:
            return []
        return [CardChoice(self._dealer, "discard", 0, self._hands[self._dealer] & ~NO_DISCARD, 2)]

    # --- checking ---------------------------------------------------------------------------------------------

    def check(self, action: Action) -> None:
        refusal = self._refusal(action)
        if refusal is not None:
            reason, reason_code, params = refusal
            shown = "pass" if is_declare_nothing(action) else action.describe()
            raise IllegalActionError(reason, seat=action.seat, action=shown, code=reason_code, params=params)

    def _refusal(self, action: Action) -> Refusal | None:
        verb = action.verb
        seat = action.seat
        if not 0 <= seat < NUM_SEATS:
            return f"seat {seat} is not a seat (0..3)", "not_a_seat", {"seat": seat}
        if self._phase == MATCH_OVER:
            pair = PAIR_SEATS[self._context.winner or 0]
            winners = " and ".join(map(str, pair))
            return (
                f"the match is over: seats {winners} have won it (9.2-9.4)",
                "match_over",
                {"winners": [SeatRef(s) for s in pair]},
            )
        if self._ended >= 0:
            pair = PAIR_SEATS[self._ended]
            winners = " and ".join(map(str, pair))
            return (
                f"the match is over: seats {winners} reached 800 during the declarations (9.2, C15)",
                "won_by_declarations",
                {"winners": [SeatRef(s) for s in pair]},
            )
        if verb not in ("discard", "declare", "play", "give"):
            return (
                f"tarocchino has no {verb} (the actions are discard, declare, play, give) (13.3)",
                "unknown_verb",
                {"verb": verb},
            )
        dealer = SeatRef(self._dealer)
        if self._phase == DISCARD:
            if verb != "discard":
                return (
                    f"the dealer (seat {self._dealer}) must discard 2 cards first (3.3, C5)",
                    "discard_first",
                    {"dealer": dealer},
                )
            return _listed_refusal(action) or self._discard_refusal(seat, action.cards)
        if verb == "discard":
            return "the dealer's discard is already made (3.3, C5)", "discard_made", {"dealer": dealer}
        if verb == "declare":
            if isinstance(action, ListedSet):
                return _listed_refusal(action)
            if is_declare_nothing(action):
                return self._pass_refusal(seat)
            return self._declare_refusal(seat, action.cards, action.value)
        if verb == "play":
            if self._phase == OVER:
                return "the deal is over: all 15 tricks are played", "deal_over", {}
            to_play = self._turn
            if seat != to_play and self._in_round() and seat == self.to_act:  # C6: its turn is to declare or pass
                return (
                    f"seat {seat} is to declare or pass before the first card (C6)",
                    "declare_first",
                    {"seat": SeatRef(seat)},
                )
            if seat != to_play:
                return f"it is seat {to_play}'s turn to play", "not_your_turn", {"seat": SeatRef(to_play)}
            if (self._legal >> action.card) & 1:
                return None  # R6.2: one of the legal cards the card step keeps
            return _outside_pack(1 << action.card) or play_refusal_of(self._hands[seat], self._trick, action.card)
        return self._give_refusal(seat, action.card)

    def _discard_refusal(self, seat: int, cards: CardSet) -> Refusal | None:
        if seat != self._dealer:
            return (
                f"only the dealer (seat {self._dealer}) discards (3.3)",
                "not_dealer",
                {"dealer": SeatRef(self._dealer)},
            )
        if cards.bit_count() != 2:
            return (
                f"the discard is exactly 2 cards, {cards.bit_count()} given (3.3)",
                "discard_size",
                {
                    "count": cards.bit_count(),
                    "size": 2,
                },
            )
        missing = cards & ~self._hands[seat]
        if missing:
            return _outside_pack(missing) or (
                f"does not hold {format_cards(missing)}",
                "not_held",
                {"cards": CardsRef(missing)},
            )
        banned = cards & NO_DISCARD
        if banned:
            return (
                f"{format_cards(banned)} may not be discarded: no King, T21, T20, T1 or FOOL (3.3)",
                "not_discardable",
                {"cards": CardsRef(banned)},
            )
        return None

    def _declare_refusal(self, seat: int, cards: CardSet, name: str | None) -> Refusal | None:
        if self._tricks or self._phase != PLAY:
            return "declarations are over: they are made before the first trick ends (4.1)", "declarations_over", {}
        if self._round:
            if self._trick:
                return "declarations are over: the first card has been played (4.1, C6)", "declarations_over", {}
            if self._position(seat) < self._place:
                return self._turn_passed(seat)
        else:
            to_play = self._turn
            if seat != to_play:
                return (
                    f"only the seat about to play to trick 1 (seat {to_play}) may declare now (C7)",
                    "not_declaring_seat",
                    {"seat": SeatRef(to_play)},
                )
        missing = cards & ~self._hands[seat]
        if missing:
            return _outside_pack(missing) or (
                f"does not hold {format_cards(missing)} (4.2)",
                "not_held",
                {"cards": CardsRef(missing)},
            )
        try:
            combo = read_declaration(cards, name, grande_two_counters=self._two)
        except DeclarationError as exc:
            return str(exc), exc.code, {"cards": CardsRef(cards), **exc.params}
        if (self._done[seat] >> NAME_INDEX[combo.name]) & 1:
            return (
                f"{combo.name} is already declared by seat {seat} in this deal (C8)",
                "already_declared",
                {"as": TermRef(f"declaration.{combo.name}"), "seat": SeatRef(seat)},
            )
        return None

    def _turn_passed(self, seat: int) -> Refusal:
        """Why ``seat`` may no longer declare in the round: a later seat has declared, or the turn moved by passes."""
        if self._place == NUM_SEATS:
            return "the declaration round is over: every seat has passed (C6)", "round_over", {}
        current = (self._dealer + 1 + self._place) % NUM_SEATS
        params = {"seat": SeatRef(seat), "current": SeatRef(current)}
        if any(s == current for s, _, _, _ in self._declared):
            return f"seat {seat}'s turn to declare has passed: seat {current} has declared (C6)", "turn_passed", params
        return f"seat {seat}'s turn to declare has passed: it is seat {current}'s turn (C6)", "turn_passed", params

    def _pass_refusal(self, seat: int) -> Refusal | None:
        """declare_nothing: a live table's pass, only by the seat whose turn it is in the ``round`` (C6)."""
        if not self._round:
            return (
                "there is no declaration round with first-trick timing: a seat declares before its card (C7)",
                "no_round",
                {},
            )
        if self._tricks or self._trick or self._phase != PLAY:
            return "the declaration round is over: the first card has been played (4.1, C6)", "round_over", {}
        if self._place == NUM_SEATS:
            return "the declaration round is over: every seat has passed (C6)", "round_over", {}
        current = (self._dealer + 1 + self._place) % NUM_SEATS
        if seat != current:
            return (
                f"it is seat {current}'s turn to declare or pass, not seat {seat}'s (C6)",
                "not_your_turn",
                {"seat": SeatRef(current)},
            )
        return None

    def _give_refusal(self, seat: int, card: Card) -> Refusal | None:
        if self._phase != OVER:
            return "the Matto's exchange card is given after the last play of the deal (6.5, C17)", "give_too_early", {}
        if self._fool_seat < 0:
            return "the Matto was not played in this deal", "no_matto", {}
        fool_seat = self._fool_seat
        if seat != fool_seat:
            return (
                f"only seat {fool_seat}, who played the Matto, gives its exchange card (13.3, C17)",
                "not_matto_player",
                {"seat": SeatRef(fool_seat)},
            )
        if pair_of(self._fool_winner) == pair_of(fool_seat):
            return (
                f"no exchange: the Matto's trick was won by its partner, seat {self._fool_winner} (6.5, C17)",
                "no_exchange_partner",
                {"seat": SeatRef(self._fool_winner)},
            )
        if not self._ntricks[pair_of(fool_seat)]:
            return (
                "no exchange: the Matto's pair won no trick, so the Matto itself passes (6.5 cappotto, C17)",
                "no_exchange_cappotto",
                {},
            )
        if self._give != NO_CARD:
            return (
                f"the Matto exchange is already made ({code(self._give)}) (C17)",
                "give_made",
                {"card": CardRef(self._give)},
            )
        return _outside_pack(1 << card) or give_refusal_of(self._piles_before_give()[pair_of(seat)], card)

    # --- the one trusted transition ---------------------------------------------------------------------------

    def _snapshot(self) -> _Snapshot:
        return _Snapshot(
            tuple(self._hands),
            self._monte,
            len(self._declared),
            tuple(self._done),
            self._place,
            self._leader,
            self._turn,
            tuple(self._trick),
            self._led,
            self._legal,
            self._best,
            self._best_key,
            len(self._tricks),
            (self._won[0], self._won[1]),
            (self._ntricks[0], self._ntricks[1]),
            self._fool_seat,
            self._fool_trick,
            self._fool_winner,
            self._give,
            self._ended,
            self._phase,
        )

    def apply_trusted(self, action: Action) -> None:
        """Apply a legal action (precondition: :meth:`check` passes): the undo snapshot, then the one step."""
        verb = action.verb
        if verb == "play":
            self.play_card(action.card)
            return
        self._record(action)
        if verb == "declare":
            if action.cards:
                self._declare_action(action)
            else:
                self._pass(action.seat)
        elif verb == "discard":
            self._discard(action.cards)
        elif verb == "give":
            self._give = action.card

    def _record(self, action: Action | Declared) -> None:
        """The undo snapshot (none on a playout) and the history entry of an action about to be applied."""
        if self._snapshots is not None:
            self._snapshots.append(self._snapshot())
        self._history.append(action)

    def play_card(self, card: Card) -> None:
        """Trusted, R6.2-R6.5: the seat to play plays ``card`` (precondition: ``card`` is in :meth:`legal_plays`);
        a fourth card closes the trick (the FOOL is never captured). :meth:`apply_trusted` calls this for a play;
        it is :meth:`_card_play` for one card.
        """
        if self._snapshots is not None:
            self._snapshots.append(self._snapshot())
        self._card_play((card,), None, None, None)

    def play_cards(self, cards: Sequence[Card]) -> None:
        """Trusted: :meth:`play_card` for each of ``cards`` in turn (a replay; one run of the step on a playout)."""
        if self._snapshots is not None:
            for card in cards:
                self.play_card(card)
        else:
            self._card_play(cards, None, None, None)

    def play_out(self, choose: CardChooser) -> None:
        """Trusted, on a playout state: every card from here to the end of the deal chosen by ``choose(seat, legal,
        trick, winning seat, its key, led)`` (the arguments of :meth:`trick_race`, the trick's cards as a list),
        asked only when there are two legal cards or more. Nothing happens unless :attr:`cards_only`."""
        if self._snapshots is not None:
            raise ValueError("play_out runs on a playout state")
        if self.cards_only:
            self._card_play((), None, None, choose)

    def _card_play(
        self,
        cards: Sequence[Card],
        rnd: Callable[[], float] | None,
        log: list[Action] | None,
        choose: CardChooser | None,
    ) -> None:
        """The one play step (R6.2-R6.5) for the ``cards`` given (``rnd`` and ``choose`` ``None``), or for every card to
        the end of the deal, chosen by ``choose`` (:meth:`play_out`) or else uniform among the legal ones with
        ``rnd`` (:meth:`play_random`), on a playout state.

        The trick lives in locals while cards are played, and a trick's seats are a loop over its playing order.
        Each seat's legal cards are worked out at its turn (R6.2, the one statement of the rule; kept for the seat
        to play when the step stops). The card leaves the hand and joins the trick; a FOOL never wins (R2.6);
        after a led FOOL the next card sets the suit (R6.4); a card whose key for the suit led (KEYS_BY_LEAD: a
        trump or a card that follows) is not lower than the best so far takes the lead (R6.3; R2.5: the last of
        equal Moors wins); the fourth card closes the trick: its winner takes the cards but the Matto (R6.5) and
        leads.
        """
        hands = self._hands
        floats = FLOAT_OF
        history = self._history
        logged = len(history)
        trick = self._trick
        tricks = self._tricks
        won = self._won
        ntricks = self._ntricks
        seat = self._turn
        leader = self._leader
        led = self._led
        legal = self._legal
        best = self._best
        best_key = self._best_key
        done = len(tricks)
        count = start = len(trick)  # trick[start:] joins the history when the trick ends or the step stops
        taken = 0
        for card in trick:
            taken |= 1 << card
        keys = KEYS_BY_LEAD[(trick[1] if trick[0] == FOOL else trick[0]) if led else FOOL]
        orders = _ORDERS_FROM
        keys_by_lead = KEYS_BY_LEAD
        led_of = LED_MASK
        trumps = TRUMP_MASK
        fool_bit = FOOL_BIT
        fool = FOOL
        total = len(cards)
        i = 0
        card = NO_CARD
        bit = 0
        while True:
            for seat in orders[leader][count]:
                h = hands[seat]
                if led:
                    # R6.2: follow suit (trumps follow trumps), the FOOL at any time; if void, any trump
                    # (R6.2.2; R6.2.4: no duty to overtrump), with the FOOL; else anything.
                    legal = h & led
                    if legal:
                        legal |= h & fool_bit
                    else:
                        legal = h & trumps
                        legal = legal | (h & fool_bit) if legal else h
                else:
                    legal = h  # R6.2, R6.4: a lead, or after a led FOOL the next card is free and sets the suit
                if rnd is not None:  # uniform cards; else chosen ones, else the given ones
                    if legal & (legal - 1):
                        # The int(rnd() * k)-th of the k legal cards in deck order, cleared to from the nearer end
                        # (x counts down in floats, exactly: no int() call).
                        kf = floats[legal.bit_count()]  # in floats throughout (engine.rng.FLOAT_OF)
                        x = rnd() * kf
                        if x + x < kf:
                            while x >= 1.0:
                                legal &= legal - 1
                                x -= 1.0
                            bit = legal & -legal
                            card = bit.bit_length() - 1
                        else:
                            x = kf - x
                            card = legal.bit_length() - 1
                            while x > 1.0:
                                legal ^= 1 << card
                                card = legal.bit_length() - 1
                                x -= 1.0
                            bit = 1 << card
                    else:
                        bit = legal
                        card = bit.bit_length() - 1
                elif choose is not None:
                    if legal & (legal - 1):
                        card = choose(seat, legal, trick, best, best_key, led)
                        bit = 1 << card
                    else:
                        bit = legal  # a forced card: no choice to ask about
                        card = bit.bit_length() - 1
                elif i < total:
                    card = cards[i]
                    i += 1
                    bit = 1 << card
                else:
                    break  # the given cards are played: ``seat`` is to play ``legal``
                hands[seat] = h ^ bit
                trick.append(card)
                taken |= bit
                if not led:
                    # R6.4: the FOOL sets no suit (its LED_MASK is 0), so after a led FOOL the next card does
                    led = led_of[card]
                    keys = keys_by_lead[card]
                key = keys[card]  # the FOOL's is below any: it never wins (R2.6)
                if key >= best_key:
                    best_key = key
                    best = seat
            else:
                # The trick is complete: its winner takes it and leads.
                history.extend(trick[start:] if start else trick)
                if taken & fool_bit:
                    self._fool_seat = (leader + trick.index(fool)) & 3
                    self._fool_trick = done
                    self._fool_winner = best
                    taken ^= fool_bit  # R6.5: the Matto is never captured; it is placed at the end of the deal
                won[best & 1] |= taken
                ntricks[best & 1] += 1
                tricks.append((leader, trick, best))
                seat = leader = best
                trick = []
                taken = led = count = start = 0
                best = -1
                best_key = -2
                done += 1
                if done == TRICKS:
                    self._phase = OVER
                    legal = 0
                    break
                continue
            break  # the given cards ran out
        if len(trick) > start:
            history.extend(trick[start:])
            if taken & fool_bit:
                self._fool_seat = (leader + trick.index(fool)) & 3  # in the trick in play
                self._fool_trick = done
        self._trick = trick
        self._leader = leader
        self._turn = seat
        self._led = led
        self._legal = legal
        self._best = best
        self._best_key = best_key
        if log is not None:
            log.extend(self._actions()[logged:])  # the plays, each with its seat

    def _discard(self, cards: CardSet) -> None:
        """R3.3: the dealer's two cards become the monte; the declarations and the play begin."""
        self._hands[self._dealer] &= ~cards
        self._monte = cards
        self._legal = self._hands[self._leader]  # R6.1, R6.2: the leader may lead any card
        self._phase = PLAY

    def _declare_action(self, action: Action) -> None:
        cards = action.cards
        name = action.value
        if name is None:
            name = read_declaration(cards, None, grande_two_counters=self._two).name  # C11: the one it can be
        index = NAME_INDEX[name]
        self._declare(action.seat, index, cards, shown_points(index, cards.bit_count()))

    def _declare(self, seat: int, index: int, cards: CardSet, points: int) -> None:
        """R4.3, R4.4, C6, C8, C15: a declaration scores at once; in the round it closes the earlier turns."""
        self._declared.append((seat, index, cards, points))
        self._done[seat] |= 1 << index
        if self._round:
            position = (seat - self._dealer - 1) & 3
            if position > self._place:
                self._place = position
        # R9.2, C15, C16: the declaring pair's running total plus its declarations so far reaches 800
        if self._immediate:
            pair = seat & 1
            declared = self._declared
            gained = seat_declared_points(declared, pair) + seat_declared_points(declared, pair + 2)
            if self._context.totals[pair] + gained >= TARGET:
                self._ended = pair
                self._phase = OVER

    def _pass(self, seat: int) -> None:
        """C6: declare_nothing: the turn in the round moves to the next seat."""
        self._place = ((seat - self._dealer - 1) & 3) + 1

    def undo(self) -> Action:
        if self._snapshots is None:
            raise ValueError("a playout keeps no undo")
        if not self._history:
            raise ValueError("nothing to undo")
        entry = self._history.pop()
        snap = self._snapshots.pop()
        self._hands = list(snap.hands)
        self._monte = snap.monte
        del self._declared[snap.declared :]
        self._done = list(snap.done)
        self._place = snap.place
        self._leader = snap.leader
        self._turn = snap.turn
        self._trick = list(snap.trick)
        self._led = snap.led
        self._legal = snap.legal
        self._best = snap.best
        self._best_key = snap.best_key
        del self._tricks[snap.tricks :]
        self._views = ()
        self._kept = ()
        self._kept_plays = 0
        self._info = None
        self._won = list(snap.won)
        self._ntricks = list(snap.ntricks)
        self._fool_seat = snap.fool_seat
        self._fool_trick = snap.fool_trick
        self._fool_winner = snap.fool_winner
        self._give = snap.give
        self._ended = snap.ended
        self._phase = snap.phase
        if isinstance(entry, int):
            return Action(self._turn, "play", card=entry)
        return _declaration(entry) if isinstance(entry, tuple) else entry

    def copy(self) -> TarocchinoState:
        return self._copy(self._snapshots is None)

    def playout(self) -> TarocchinoState:
        """A copy for simulation: the same transition, no undo snapshots (its :meth:`undo` raises ``ValueError``)."""
        return self._copy(True)

    def _copy(self, playout: bool) -> TarocchinoState:
        other = TarocchinoState.__new__(TarocchinoState)
        other.game = self.game
        other._two = self._two
        other._round = self._round
        other._dealer = self._dealer
        other._deal = self._deal
        other._dealt = self._dealt
        other._talon = self._talon
        other._context = self._context
        other._immediate = self._immediate
        other._hands = self._hands[:]
        other._monte = self._monte
        other._history = self._history[:]
        other._declared = self._declared[:]
        other._done = self._done[:]
        other._place = self._place
        other._leader = self._leader
        other._turn = self._turn
        other._trick = self._trick[:]
        other._led = self._led
        other._legal = self._legal
        other._best = self._best
        other._best_key = self._best_key
        other._tricks = self._tricks[:]
        other._views = self._views
        other._kept = self._kept  # a tuple: each state builds on it its own way
        other._kept_plays = self._kept_plays
        other._info = self._info  # read only: each state builds its own after its next step
        other._won = self._won[:]
        other._ntricks = self._ntricks[:]
        other._fool_seat = self._fool_seat
        other._fool_trick = self._fool_trick
        other._fool_winner = self._fool_winner
        other._give = self._give
        other._ended = self._ended
        other._phase = self._phase
        other._snapshots = None if playout or self._snapshots is None else self._snapshots[:]
        self._carry_selection(other)
        return other

    # --- random play --------------------------------------------------------------------------------------------

    def play_random(self, rng: random.Random, log: list[Action] | None = None) -> None:
        """Play this deal to its end at random through the trusted steps (``Game.play_random_hand``).

        The policy: the dealer discards 2 of his allowed cards; each seat declares a random subset of its
        combinations in their largest form (each one with probability 1/2), in its turn (C6, C7); each card is
        uniform among the legal ones; the Matto's pair gives a random allowed card half of the time, else the
        default applies (C18). ``log`` receives the actions in order (the round's passes included).
        """
        rnd = rng.random
        record = self._history.append if self._snapshots is None else self._record
        if self._phase == DISCARD:
            pool = self._hands[self._dealer] & ~NO_DISCARD
            first = _pick(pool, rnd)
            monte = first | _pick(pool & ~first, rnd)
            action = Action(self._dealer, "discard", cards=monte)
            if log is not None:
                log.append(action)
            record(action)
            self._discard(monte)
        if self._round and self._phase == PLAY and not self._tricks and not self._trick:
            dealer = self._dealer
            while self._place < NUM_SEATS:
                seat = (dealer + 1 + self._place) & 3
                self._declare_random(seat, rng, log, record)
                if self._phase != PLAY:
                    break
                if log is not None:
                    log.append(_PASSES[seat])
                record(_PASSES[seat])
                self._pass(seat)
        if self._phase == PLAY:
            # C7: under first-trick timing each seat declares just before its card to trick 1
            declaring = 0 if self._round or self._tricks else NUM_SEATS - len(self._trick)
            hands = self._hands  # the same list to the end: a playout never undoes
            for _ in range(declaring):
                self._declare_random(self._turn, rng, log, record)
                if self._phase != PLAY:
                    break
                self._play_random_card(rnd, log)
            if self._phase == PLAY:
                if self._snapshots is None:
                    self._card_play((), rnd, log, None)
                else:  # a checked state keeps an undo snapshot per card
                    for _ in range(sum(h.bit_count() for h in hands)):
                        self._play_random_card(rnd, log)
        if self._give_pending() and rnd() < 0.5:
            seat = self._fool_seat
            card = _pick(give_candidates(self._piles_before_give()[seat & 1]), rnd).bit_length() - 1
            self._step(Action(seat, "give", card=card), log)

    def _play_random_card(self, rnd: Callable[[], float], log: list[Action] | None) -> None:
        """One card of the seat to play, uniform among the legal ones (the policy of :meth:`play_random`)."""
        legal = self._legal
        card = (_pick(legal, rnd) if legal & (legal - 1) else legal).bit_length() - 1
        if log is not None:
            log.append(Action(self._turn, "play", card=card))
        self.play_card(card)

    def _declare_random(
        self, seat: int, rng: random.Random, log: list[Action] | None, record: Callable[[Action | Declared], None]
    ) -> None:
        """Each of ``seat``'s declarable combinations, in its largest form, with probability 1/2 (``record`` takes
        it into the history as its :data:`~.scoring.Declared` entry: :meth:`_record`, or on a playout the
        history's append; :attr:`history` reads it back as the action)."""
        options = self._options(seat)
        if not options:
            return
        bits = rng.getrandbits(len(options))
        for index, points, cards, _ in options:
            if bits & 1:
                entry = (seat, index, cards, points)
                if log is not None:
                    log.append(_declaration(entry))
                record(entry)
                self._declare(seat, index, cards, points)
                if self._phase != PLAY:
                    return
            bits >>= 1

    def _step(self, action: Action, log: list[Action] | None) -> None:
        if log is not None:
            log.append(action)
        self.apply_trusted(action)

    # --- the end of the deal ----------------------------------------------------------------------------------

    def _give_owed(self) -> bool:
        """R6.5, C17: the Matto's pair owes a card when an opponent won its trick and the pair won a trick."""
        if self._fool_winner < 0:
            return False
        fool_pair = self._fool_seat & 1
        return self._fool_winner & 1 != fool_pair and self._ntricks[fool_pair] > 0

    def _piles_before_give(self) -> list[CardSet]:
        """R7.1: each pair's won cards, the monte (R3.4) and the Matto (R6.5), before the exchange card moves."""
        piles = self._won[:]
        piles[monte_pair(self._dealer, (self._ntricks[0], self._ntricks[1]))] |= self._monte
        if self._fool_winner >= 0:
            fool_pair = self._fool_seat & 1
            owner = fool_pair if self._ntricks[fool_pair] else 1 - fool_pair  # R6.5: cappotto, the Matto passes
            piles[owner] |= FOOL_BIT
        return piles

    def exchange_card(self) -> Card:
        """The card the Matto's pair gives: the recorded ``give`` or the default (C18); NO_CARD when none is owed."""
        return self._exchange(self._piles_before_give())

    def _exchange(self, piles: list[CardSet]) -> Card:
        if not self._give_owed():
            return NO_CARD
        if self._give != NO_CARD:
            return self._give
        return default_give(piles[self._fool_seat & 1], self._two)

    def final_piles(self) -> list[CardSet]:
        """R7.1: each pair's end-of-deal pile, the exchange made."""
        piles = self._piles_before_give()
        card = self._exchange(piles)
        if card != NO_CARD:
            giver = self._fool_seat & 1
            piles[giver] &= ~(1 << card)
            piles[1 - giver] |= 1 << card
        return piles

    def facts(self) -> HandFacts:
        """What the finished deal leaves on the table (:func:`~.scoring.score_hand` scores it)."""
        if self._phase != OVER:
            raise ValueError("the deal is not finished")
        declared = tuple(self._declared)
        if self._ended >= 0:
            return HandFacts(self._dealer, self._context, declared, self._ended)
        piles = self._piles_before_give()
        card = self._exchange(piles)
        fool = None
        if self._fool_seat >= 0:
            fool = (self._fool_seat, self._fool_trick, self._fool_winner)
            if card != NO_CARD:
                giver = self._fool_seat & 1
                piles[giver] &= ~(1 << card)
                piles[1 - giver] |= 1 << card
        return HandFacts(
            self._dealer,
            self._context,
            declared,
            -1,
            (piles[0], piles[1]),
            self._tricks[-1][2],
            monte_pair(self._dealer, (self._ntricks[0], self._ntricks[1])),
            fool,
            card,
        )

    def result(self) -> HandResult:
        return score_hand(self.facts(), self._two)

    def next_context(self) -> MatchContext:
        """The match standing after this deal (its default ``give`` applied when none was recorded)."""
        if self._phase != OVER:
            return self._context
        scores = self.result().scores
        totals = (self._context.totals[0] + int(scores[0]), self._context.totals[1] + int(scores[1]))
        if self._ended >= 0:
            return MatchContext(totals, self._ended)
        return MatchContext(totals, match_winner(totals))

    # --- observations -----------------------------------------------------------------------------------------

    def _finished_views(self) -> tuple[TrickView, ...]:
        """The finished tricks as observations show them, built on from those built before."""
        views = self._views
        if len(views) < len(self._tricks):
            views = self._views = views + tuple(
                TrickView(leader, tuple(zip(_ORDER[leader], cards, strict=False)), winner)
                for leader, cards, winner in self._tricks[len(views) :]
            )
        return views

    def observation(self, seat: int) -> Observation:
        """What ``seat`` may know (DESIGN.md §6): its hand, the tricks, the declarations and their cards,
        its own discard if it dealt; another seat's discard, and a monte card given in the exchange, stay hidden."""
        history: list[Action] = []
        for action in self._actions():
            if action.seat != seat and action.verb == "discard":
                action = Action(action.seat, "discard")  # the monte stays face down
            elif action.verb == "give" and seat not in (self._dealer, action.seat) and (self._monte >> action.card) & 1:
                action = Action(action.seat, "give")  # a monte card given in the exchange stays hidden
            history.append(action)
        tricks = self._finished_views()
        if self._trick:
            tricks += (TrickView(self._leader, tuple(zip(_ORDER[self._leader], self._trick, strict=False))),)
        public: dict[str, CardSet] = {}
        for s, _, cards, _ in self._declared:
            key = f"declared:{s}"
            public[key] = public.get(key, 0) | cards
        private: dict[str, CardSet] = {}
        if seat == self._dealer and self._monte:
            private["discard"] = self._monte
        elif self._phase == OVER and self._monte and self._tricks:
            owner = monte_pair(self._dealer, (self._ntricks[0], self._ntricks[1]))
            if pair_of(seat) == owner:
                # R3.4, 6.5: at the end of the deal the pair gathers its pile, the monte included, and
                # chooses its scartino from it; the other pair still does not see it
                private["monte"] = self._monte
        legal = tuple(a for a in self.legal_actions() if a.seat == seat)
        info = self._shared_info()
        if self._phase == DISCARD and seat == self._dealer:
            info = {**info, "discard_pool": codes_of(self._hands[seat] & ~NO_DISCARD)}
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

    def _shared_info(self) -> dict[str, Any]:
        """:meth:`_public_info`, the same for every seat, built once per step (:func:`info_at`): every step adds
        to ``_history``."""
        cell = self._info = info_at(self._info, len(self._history), self._public_info)
        return cell[1]

    def _public_info(self) -> dict[str, Any]:
        """The public facts of the deal: the declarations (R4, C6), the match totals, the tricks, the Matto (R6.5)."""
        by_seat = self.declared_by_seat
        info: dict[str, Any] = {
            "declaration_timing": self.game.options.declaration_timing,
            "grande_two_counters": self._two,
            "declarations": [
                {"seat": s, "as": NAMES[index], "cards": codes_of(cards), "points": points}
                for s, index, cards, points in self._declared
            ],
            "declared_points": list(by_seat),
            "declaring": self.declaring_seats(),
            "running_totals": [self._context.totals[s & 1] for s in range(NUM_SEATS)],
            "tricks_won": [self._ntricks[s & 1] for s in range(NUM_SEATS)],
            "hand_sizes": [h.bit_count() for h in self._hands],
        }
        if self._fool_seat >= 0:
            info["matto"] = {"seat": self._fool_seat, "trick": self._fool_trick}
            if self._fool_winner >= 0:
                info["matto"]["won_by"] = self._fool_winner
        if self._ended >= 0:
            info["winner"] = list(PAIR_SEATS[self._ended])
            info["ended"] = "declarations"
        return info


def _pick(mask: CardSet, rnd: Any) -> CardSet:
    """A uniformly random card of a non-empty set, as a one-card set: the int(rnd() * k)-th of its k cards in deck
    order, cleared to from the nearer end."""
    k = FLOAT_OF[mask.bit_count()]
    x = rnd() * k
    if x + x < k:
        while x >= 1.0:
            mask &= mask - 1
            x -= 1.0
        return mask & -mask
    x = k - x
    while x > 1.0:
        mask ^= 1 << (mask.bit_length() - 1)
        x -= 1.0
    return 1 << (mask.bit_length() - 1)


def _declaration(entry: Declared) -> Action:
    """The action of a declaration kept as its ``(seat, index in NAMES, cards, points)`` entry."""
    return Action(entry[0], "declare", cards=entry[2], value=NAMES[entry[1]])


def _seats(leader: int) -> tuple[int, ...]:
    return tuple((leader + i) % NUM_SEATS for i in range(NUM_SEATS))


_ORDER: Final = tuple(_seats(leader) for leader in range(NUM_SEATS))
"""The seats in playing order from each leader."""
_PLAYS: Final = tuple(tuple(Action(seat, "play", card=card) for card in range(NUM_CARDS)) for seat in range(NUM_SEATS))
"""``_PLAYS[seat][card]``: ``seat`` playing ``card``, a frozen action built once (histories ask often)."""
_ORDERS_FROM: Final = tuple(tuple(order[count:] for count in range(NUM_SEATS)) for order in _ORDER)
"""``_ORDERS_FROM[leader][count]``: the seats still to play to a trick led by ``leader`` with ``count`` cards in it."""
