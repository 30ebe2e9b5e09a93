"""A tiny four-seat game on the generic contract, so the web layer is tested without the real games.

20 cards (T1-T3, the Fool, 1/2/3/K of each suit); 4 each and a talon of 4. One bidding round
(``pass``/``take``); the taker shows the talon, takes it and discards 4 (no kings); then
four tricks, follow suit else trump if possible. The taker scores the tricks won minus two, times
two with the ``stake`` option ``double`` (which applies only to matches of two or three hands).

It answers the edge contract (DESIGN.md §9) like a real game: option specifications, texts in three
languages, explanation lines and refusal codes, so the web app is tested on what games will say.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from passtake import PassTakeGame, PassTakeState

from tarocchi.cards import FOOL, SUIT_OF, TRUMPS, cards_of, mask_of, parse_card
from tarocchi.engine.actions import Action
from tarocchi.engine.explain import CardsRef, Line, SeatRef, TermRef, Texts
from tarocchi.engine.game import CardChoice, Deal, HandResult
from tarocchi.engine.observation import Observation, TrickView
from tarocchi.engine.options import OptionSpec
from tarocchi.engine.shuffle import DeterministicRng
from tarocchi.errors import IllegalActionError, OptionError

DECK_CARDS = [parse_card(c) for c in ["T1", "T2", "T3", "FOOL"]] + [
    parse_card(r + s) for s in "SHDC" for r in ("1", "2", "3", "K")
]
DECK = mask_of(DECK_CARDS)
KINGS = mask_of(parse_card("K" + s) for s in "SHDC")
TRUMP_MASK = TRUMPS & DECK


class ToyState(PassTakeState):
    def __init__(self, game: ToyGame, dealer: int, deal: Deal) -> None:
        super().__init__(game, dealer, deal)
        self.discard = 0

    @property
    def phase(self) -> str:
        if self.is_over:
            return "over"
        if len(self.bids) < 4 and self.taker is None:
            return "bidding"
        if self.taker is not None and not self.discard:
            return "discard"
        return "play"

    @property
    def is_over(self) -> bool:
        return (len(self.bids) == 4 and self.taker is None) or len(self.winners) == 4

    @property
    def to_act(self) -> int | None:
        ph = self.phase
        if ph == "over":
            return None
        if ph == "bidding":
            return (self._dealer + 1 + len(self.bids)) % 4
        if ph == "discard":
            return self.taker
        if not self.tricks or len(self.tricks[-1]) == 4:
            return self.winners[-1] if self.winners else (self._dealer + 1) % 4
        return (self.tricks[-1][-1][0] + 1) % 4

    def _playable(self, seat: int) -> int:
        hand = self.hands[seat]
        if not self.tricks or len(self.tricks[-1]) == 4:
            return hand
        led = next((c for _, c in self.tricks[-1] if c != FOOL), None)
        if led is None:
            return hand
        same = mask_of(c for c in cards_of(hand) if SUIT_OF[c] == SUIT_OF[led]) | (hand & (1 << FOOL))
        if same & ~(1 << FOOL):
            return same
        trumps = hand & TRUMP_MASK
        return (trumps | (hand & (1 << FOOL))) if trumps else hand

    def legal_actions(self) -> list[Action]:
        ph, seat = self.phase, self.to_act
        if seat is None or ph == "discard":
            return []
        if ph == "bidding":
            return [Action(seat, "bid", value="pass"), Action(seat, "bid", value="take")]
        return [Action(seat, "play", card=c) for c in cards_of(self._playable(seat))]

    def card_choices(self) -> list[CardChoice]:
        if self.phase != "discard" or self.taker is None:
            return []
        pool = self.hands[self.taker] & ~KINGS  # 8 cards, at most 4 kings
        return [CardChoice(self.taker, "discard", 0, pool, 4)]

    def check(self, action: Action) -> None:
        seat = self.to_act
        if seat is None:
            raise IllegalActionError("the hand is over")
        if action.seat != seat:
            raise IllegalActionError(f"it is seat {seat}'s turn")
        ph = self.phase
        if ph == "bidding":
            if action.verb != "bid" or action.value not in ("pass", "take"):
                raise IllegalActionError("bid pass or take")
        elif ph == "discard":
            if action.verb != "discard":
                raise IllegalActionError("the taker must discard 4 cards")
            pool = self.card_choices()[0].pool
            if action.cards & ~pool or action.cards.bit_count() != 4:
                raise IllegalActionError("discard 4 cards of your hand, no kings")
        else:
            if action.verb != "play":
                raise IllegalActionError("play a card")
            if action.card < 0 or not (self.hands[seat] >> action.card) & 1:
                raise IllegalActionError("you do not hold that card")
            playable = self._playable(seat)
            if not (playable >> action.card) & 1:
                raise IllegalActionError(
                    "must follow suit, else trump", code="must_follow", params={"cards": CardsRef(playable)}
                )

    def apply_trusted(self, action: Action) -> None:
        ph = self.phase
        if ph == "bidding":
            self.bids.append(action.value or "pass")
            if action.value == "take":
                self.taker = action.seat
                self.hands[action.seat] |= self.talon
        elif ph == "discard":
            self.discard = action.cards
            self.hands[action.seat] &= ~action.cards
        else:
            if not self.tricks or len(self.tricks[-1]) == 4:
                self.tricks.append([])
            self.tricks[-1].append((action.seat, action.card))
            self.hands[action.seat] &= ~(1 << action.card)
            if len(self.tricks[-1]) == 4:
                self.winners.append(self._winner(self.tricks[-1]))
        self._history.append(action)

    def _winner(self, trick: list[tuple[int, int]]) -> int:
        led = next((c for _, c in trick if c != FOOL), trick[0][1])
        best = None
        for seat, card in trick:
            if card == FOOL:
                continue
            key = (2, card) if (TRUMP_MASK >> card) & 1 else ((1, card) if SUIT_OF[card] == SUIT_OF[led] else (0, 0))
            if best is None or key > best[0]:
                best = (key, seat)
        return best[1] if best else trick[0][0]

    def observation(self, seat: int) -> Observation:
        history = self.seen_history(seat)
        tricks = tuple(
            TrickView(t[0][0], tuple(t), self.winners[i] if i < len(self.winners) else None)
            for i, t in enumerate(self.tricks)
        )
        public = {"talon": self.talon} if self.taker is not None else {}
        private = {"discard": self.discard} if self.taker == seat and self.discard else {}
        legal = tuple(a for a in self.legal_actions() if a.seat == seat)
        return Observation(
            "toy",
            seat,
            4,
            self._dealer,
            self.phase,
            self.to_act,
            self.hands[seat],
            history,
            tricks,
            public,
            private,
            {"taker": self.taker},
            legal,
        )

    def result(self) -> HandResult:
        if not self.is_over:
            raise ValueError("not over")
        if self.taker is None:
            return HandResult((None,) * 4, (0, 0, 0, 0), {"passed": True})
        won = sum(1 for w in self.winners if w == self.taker)
        score = (won - 2) * (2 if self.game.stake == "double" else 1)
        scores = self.taker_scores(score)
        points = tuple(won if s == self.taker else 4 - won for s in range(4))
        return HandResult(points, scores, {"taker": self.taker, "tricks": won})

    def expected(self) -> tuple[int | None, str]:
        return self.to_act, self.phase


TEXTS: Texts = {
    "game.title": {"en": "Toy game", "it": "Gioco di prova", "fr": "Jeu d'essai"},
    "option.hands": {"en": "Hands per match", "it": "Mani per partita", "fr": "Donnes par partie"},
    "option.stake": {"en": "Stake", "it": "Posta", "fr": "Mise"},
    "option.stake.single": {"en": "single", "it": "semplice", "fr": "simple"},
    "option.stake.double": {"en": "double", "it": "doppia", "fr": "double"},
    "term.take": {"en": "take", "it": "prendo", "fr": "je prends"},
    "term.pass": {"en": "pass", "it": "passo", "fr": "je passe"},
    "toy.passed": {"en": "Nobody took: no score.", "it": "Nessuno ha preso: niente punti.", "fr": "Personne n'a pris."},
    "toy.taker": {
        "en": "{taker} chose to {contract}.",
        "it": "{taker} ha detto {contract}.",
        "fr": "{taker} a dit {contract}.",
    },
    "toy.tricks": {
        "en": "The taker won {tricks} tricks; {target} were needed.",
        "it": "Chi ha preso ha vinto {tricks} prese; ne servivano {target}.",
        "fr": "Le preneur a fait {tricks} plis ; il en fallait {target}.",
    },
    "toy.score": {"en": "{seat}: {points} points.", "it": "{seat}: {points} punti.", "fr": "{seat} : {points} points."},
    "refusal.must_follow": {
        "en": "Follow suit, else trump: play one of {cards}.",
        "it": "Rispondi al seme, altrimenti taglia: gioca una di {cards}.",
        "fr": "Fournissez, sinon coupez : jouez une de {cards}.",
    },
}


class ToyGame(PassTakeGame):
    name: ClassVar[str] = "toy"
    state_class = ToyState
    card_style: ClassVar[str] = "french"

    def __init__(self, hands: int = 2, stake: str = "single") -> None:
        self.hands_per_match = hands
        self.stake = stake

    @classmethod
    def option_specs(cls) -> tuple[OptionSpec, ...]:
        return (
            OptionSpec("hands", "int", 2, (1, 2, 3), label="option.hands"),
            OptionSpec(
                "stake", "choice", "single", ("single", "double"), applies={"hands": (2, 3)}, label="option.stake"
            ),
        )

    @classmethod
    def texts(cls) -> Texts:
        return TEXTS

    def explain(self, result: HandResult) -> list[Line]:
        taker = result.detail.get("taker")
        if taker is None:
            return [Line("toy.passed")]
        lines = [
            Line("toy.taker", {"taker": SeatRef(taker), "contract": TermRef("term.take")}),
            Line("toy.tricks", {"tricks": result.detail["tricks"], "target": 3}),
        ]
        return lines + [Line("toy.score", {"seat": SeatRef(s), "points": result.scores[s]}) for s in range(4)]

    @property
    def deck(self) -> int:
        return DECK

    @classmethod
    def from_options(cls, raw: Mapping[str, Any]) -> ToyGame:
        for key in raw:
            if key not in ("hands", "stake"):
                raise OptionError(f"unknown option {key!r}", key=key)
        hands = raw.get("hands", 2)
        if not isinstance(hands, int) or not 1 <= hands <= 10:
            raise OptionError("hands must be 1..10", key="hands")
        stake = raw.get("stake", "single")
        if stake not in ("single", "double") or (stake != "single" and hands == 1):
            raise OptionError("stake must be single or double (double only with 2 or 3 hands)", key="stake")
        return cls(hands, stake)

    def options_json(self) -> dict[str, Any]:
        return {"hands": self.hands_per_match, "stake": self.stake}

    def deal(self, dealer: int, seed: int) -> Deal:
        cards = list(DECK_CARDS)
        random.Random(DeterministicRng(seed).next_u64()).shuffle(cards)
        return Deal(tuple(tuple(cards[4 * i : 4 * i + 4]) for i in range(4)), tuple(cards[16:]))

    def match_over(self, results: Sequence[HandResult]) -> bool:
        return len(results) >= self.hands_per_match

    def max_hands(self) -> int | None:
        return self.hands_per_match


GAME = ToyGame
