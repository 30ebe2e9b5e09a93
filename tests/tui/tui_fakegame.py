"""A tiny trick-taking game on the generic contract, so the interface is tested without a real game.

4 seats, 10 cards each from the spades and hearts 1..10 and T1..T20 (and the Fool in the talon);
one bid each (``pass``/``take``); the taker takes the 2-card talon and discards 2 (no trumps: a
card choice); then follow suit, trump if void, the Fool at any time. A trick is one point.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from passtake import PassTakeGame, PassTakeState

from tarocchi.cards import FOOL, SUIT_OF, TRUMPS, cards_of, code, mask_of, suit_card
from tarocchi.engine.actions import Action
from tarocchi.engine.explain import CardsRef, TermRef, Texts
from tarocchi.engine.game import CardChoice, Deal, HandResult
from tarocchi.engine.observation import Observation, TrickView
from tarocchi.errors import IllegalActionError

DECK = [suit_card(r, s) for s in (0, 1) for r in range(10)] + list(range(20)) + [FOOL, suit_card(13, 0)]


class MiniState(PassTakeState):
    def __init__(self, game: MiniGame, dealer: int, deal: Deal) -> None:
        super().__init__(game, dealer, deal)
        self.discarded = 0
        self._phase = "bidding"
        self._to_act: int | None = (dealer + 1) % 4

    @property
    def to_act(self) -> int | None:
        return self._to_act

    @property
    def is_over(self) -> bool:
        return self._phase == "over"

    @property
    def phase(self) -> str:
        return self._phase

    def _legal_plays(self, seat: int) -> int:
        hand = self.hands[seat]
        trick = self.tricks[-1] if self.tricks and len(self.tricks[-1]) < 4 else []
        led = [c for _, c in trick if c != FOOL]
        if not led:
            return hand
        suit = SUIT_OF[led[0]]
        same = hand & (TRUMPS if suit == 4 else mask_of(c for c in range(78) if SUIT_OF[c] == suit))
        fool = hand & (1 << FOOL)
        if same:
            return same | fool
        if hand & TRUMPS:
            return (hand & TRUMPS) | fool
        return hand

    def legal_actions(self) -> list[Action]:
        s = self._to_act
        if s is None or self._phase == "discard":
            return []
        if self._phase == "bidding":
            return [Action(s, "bid", value="pass"), Action(s, "bid", value="take")]
        return [Action(s, "play", card=c) for c in cards_of(self._legal_plays(s))]

    def card_choices(self) -> list[CardChoice]:
        if self._phase != "discard" or self.taker is None:
            return []
        pool = self.hands[self.taker] & ~TRUMPS & ~(1 << FOOL)
        return [CardChoice(self.taker, "discard", 0, pool, 2)]

    def check(self, action: Action) -> None:
        if action.seat != self._to_act:
            raise IllegalActionError("not your turn", seat=action.seat, action=action.describe())
        if self._phase == "bidding":
            if action.verb != "bid" or action.value not in ("pass", "take"):
                raise IllegalActionError("expected a bid", seat=action.seat, action=action.describe())
        elif self._phase == "discard":
            if action.verb != "discard":
                raise IllegalActionError("expected the discard", seat=action.seat, action=action.describe())
            if action.cards.bit_count() != 2:
                raise IllegalActionError("must discard exactly 2 cards", seat=action.seat, action=action.describe())
            if action.cards & ~self.hands[action.seat]:
                raise IllegalActionError("not in hand", seat=action.seat, action=action.describe())
            bad = action.cards & (TRUMPS | (1 << FOOL))
            if bad:  # a code without a template in TEXTS: the terminal shows the English reason, made readable
                raise IllegalActionError(
                    f"trumps may not be discarded ({', '.join(code(c) for c in cards_of(bad))}) (R5.2)",
                    seat=action.seat,
                    action=action.describe(),
                    code="discard_trump",
                    params={"cards": CardsRef(bad)},
                )
        else:
            if action.verb != "play":
                raise IllegalActionError("expected a card", seat=action.seat, action=action.describe())
            if not (self.hands[action.seat] >> action.card) & 1:
                raise IllegalActionError(
                    f"{code(action.card)} is not in hand", seat=action.seat, action=action.describe()
                )
            legal = self._legal_plays(action.seat)
            if not (legal >> action.card) & 1:
                trick = self.tricks[-1]
                led = next(c for _, c in trick if c != FOOL)
                suit = SUIT_OF[led]
                held = legal & ~(1 << FOOL)
                what = "trumps" if suit == 4 else ("spades", "hearts")[suit]
                if (held & TRUMPS) and suit != 4:  # void in the suit led: must trump
                    raise IllegalActionError(
                        f"must trump, being void in {what} (holds {', '.join(code(c) for c in cards_of(held))})"
                        " (R6.3, R6.4)",
                        seat=action.seat,
                        action=action.describe(),
                        code="must_trump",
                        params={"suit": TermRef(f"suit.{what}"), "held": CardsRef(held)},
                    )
                raise IllegalActionError(
                    f"must follow {what} (holds {', '.join(code(c) for c in cards_of(held))}) (R6.2)",
                    seat=action.seat,
                    action=action.describe(),
                    code="must_follow",
                    params={"suit": TermRef(f"suit.{what}"), "held": CardsRef(held)},
                )

    def apply_trusted(self, action: Action) -> None:
        self._history.append(action)
        s = action.seat
        if action.verb == "bid":
            self.bids.append(action.value or "pass")
            if action.value == "take" and self.taker is None:
                self.taker = s
            if len(self.bids) == 4:
                if self.taker is None:
                    self._phase, self._to_act = "over", None
                    return
                self.hands[self.taker] |= self.talon
                self._phase, self._to_act = "discard", self.taker
            else:
                self._to_act = (s + 1) % 4
        elif action.verb == "discard":
            self.hands[s] &= ~action.cards
            self.discarded = action.cards
            self._phase, self._to_act = "play", (self._dealer + 1) % 4
            self.tricks.append([])
        else:
            self.hands[s] &= ~(1 << action.card)
            self.tricks[-1].append((s, action.card))
            if len(self.tricks[-1]) == 4:
                w = self._winner(self.tricks[-1])
                self.winners.append(w)
                if not self.hands[0]:
                    self._phase, self._to_act = "over", None
                else:
                    self.tricks.append([])
                    self._to_act = w
            else:
                self._to_act = (s + 1) % 4

    def _winner(self, trick: list[tuple[int, int]]) -> int:
        led = [(s, c) for s, c in trick if c != FOOL]
        suit = SUIT_OF[led[0][1]]
        trumps = [(c, s) for s, c in led if c < 21]
        if trumps:
            return max(trumps)[1]
        return max((c, s) for s, c in led if SUIT_OF[c] == suit)[1]

    def observation(self, seat: int) -> Observation:
        hist = self.seen_history(seat)
        views = tuple(
            TrickView(t[0][0] if t else 0, tuple(t), self.winners[i] if i < len(self.winners) else None)
            for i, t in enumerate(self.tricks)
            if t
        )
        info: dict[str, Any] = {"taker": self.taker, "contract": "take" if self.taker is not None else None}
        private = {"discard": self.discarded} if seat == self.taker and self.discarded else {}
        return Observation(
            "mini",
            seat,
            4,
            self._dealer,
            self._phase,
            self._to_act,
            self.hands[seat],
            hist,
            views,
            {},
            private,
            info,
            legal=tuple(a for a in self.legal_actions() if a.seat == seat),  # DESIGN.md §6: the seat's legal actions
        )

    def result(self) -> HandResult:
        if not self.is_over:
            raise ValueError("hand not over")
        if self.taker is None:
            return HandResult((0, 0, 0, 0), (0, 0, 0, 0), {"passed": True})
        won = sum(1 for w in self.winners if w == self.taker)
        score = won * 2 - 10
        scores = self.taker_scores(score)
        pts = tuple(won if s == self.taker else 10 - won for s in range(4))
        return HandResult(pts, scores, {"contract": "take", "taker": self.taker, "tricks": won})

    def expected(self) -> tuple[int | None, str]:
        return (self._to_act, "play")


TEXTS: dict[str, dict[str, str]] = {
    "suit.spades": {"en": "spades", "it": "picche", "fr": "pique"},
    "suit.hearts": {"en": "hearts", "it": "cuori", "fr": "cœur"},
    "suit.trumps": {"en": "trumps", "it": "atout", "fr": "atout"},
    "refusal.must_follow": {
        "en": "must follow {suit} (holds {held})",
        "it": "deve rispondere a {suit} (ha {held})",
        "fr": "doit fournir à {suit} (a {held})",
    },
    "refusal.must_trump": {
        "en": "must play a trump, being void in {suit}; the trumps in this hand that may be played now are {held}",
        "it": "deve tagliare, non avendo {suit}; i trionfi di questa mano che si possono giocare ora sono {held}",
        "fr": "doit couper, n'ayant pas de {suit} ; les atouts de cette main qui peuvent être joués sont {held}",
    },
}
"""The fake game's texts: refusal templates in three languages for two of its three codes."""


class MiniGame(PassTakeGame):
    name: ClassVar[str] = "mini"
    state_class = MiniState

    @classmethod
    def texts(cls) -> Texts:
        return TEXTS

    @property
    def deck(self) -> int:
        return mask_of(DECK)

    @classmethod
    def from_options(cls, raw: Mapping[str, Any]) -> MiniGame:
        return cls()

    def options_json(self) -> dict[str, Any]:
        return {"players": 4}

    def deal(self, dealer: int, seed: int) -> Deal:
        cards = list(DECK)
        random.Random(seed).shuffle(cards)
        return Deal(tuple(tuple(cards[i * 10 : i * 10 + 10]) for i in range(4)), tuple(cards[40:]))

    def match_over(self, results: Sequence[HandResult]) -> bool:
        return len(results) >= 2
