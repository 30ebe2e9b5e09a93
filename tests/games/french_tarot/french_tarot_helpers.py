"""Helpers shared by the French Tarot tests: hand-stacked deals, scripted actions, play-outs."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from tarocchi.cards import CODES, NUM_CARDS, cards_of, mask_of, parse_card
from tarocchi.engine.actions import Action
from tarocchi.engine.game import Deal
from tarocchi.games.french_tarot import FrenchTarot, FrenchTarotState
from tarocchi.games.french_tarot.deal import CHIEN_SIZE, HAND_SIZE, is_petit_sec


def cards(text: str) -> list[int]:
    """``"KH 3H T21"`` -> card ids."""
    return [parse_card(t) for t in text.split()]


def mask(text: str) -> int:
    """``"KH 3H"`` -> a card set."""
    return mask_of(cards(text))


def codes(m: int) -> set[str]:
    """A card set as a set of codes."""
    return {CODES[c] for c in cards_of(m)}


def game(**options: Any) -> FrenchTarot:
    """A game with options read strictly."""
    return FrenchTarot.from_options(options)


def stacked_deal(players: int, fixed: Mapping[int, str], chien: str | None = None, *, petit_sec: bool = False) -> Deal:
    """A deal where seat ``s`` holds the cards of ``fixed[s]``; the rest is filled seat by seat
    (0, 1, ...), then the chien, with the unnamed suit cards in deck order, then T2..T21, the Excuse
    and T1. Unless ``petit_sec``, the deal must hold no petit sec (R3.7)."""
    named = {s: cards(text) for s, text in fixed.items()}
    chien_cards = cards(chien) if chien is not None else []
    used = set(chien_cards)
    for hand in named.values():
        assert not used & set(hand), "a card is named twice"
        used |= set(hand)
    order = [*range(22, NUM_CARDS), *range(1, 21), 21, 0]
    free = [c for c in order if c not in used]
    size = HAND_SIZE[players]
    hands = []
    for seat in range(players):
        hand = list(named.get(seat, []))
        assert len(hand) <= size
        while len(hand) < size:
            hand.append(free.pop(0))
        hands.append(tuple(hand))
    while len(chien_cards) < CHIEN_SIZE[players]:
        chien_cards.append(free.pop(0))
    assert not free
    deal = Deal(tuple(hands), tuple(chien_cards))
    assert petit_sec or not any(is_petit_sec(h) for h in deal.hand_masks), "the stacked deal holds a petit sec"
    return deal


def parse(line: str) -> Action:
    """``"0 bid garde"``, ``"1 play KH"``, ``"2 discard 2H 3H"``, ``"3 declare T21 .. as poignee-simple"``."""
    words = line.split()
    seat, verb, rest = int(words[0]), words[1], words[2:]
    if verb in ("bid", "announce"):
        return Action(seat, verb, value=rest[0])  # type: ignore[arg-type]
    if verb in ("play", "call", "give"):
        return Action(seat, verb, card=parse_card(rest[0]))  # type: ignore[arg-type]
    name = None
    if "as" in rest:
        i = rest.index("as")
        name = rest[i + 1]
        rest = rest[:i]
    return Action(seat, verb, cards=mask_of(parse_card(t) for t in rest), value=name)  # type: ignore[arg-type]


def act(state: FrenchTarotState, *lines: str) -> FrenchTarotState:
    """Apply the actions (checked)."""
    for line in lines:
        state.apply(parse(line))
    return state


def play_out(state: FrenchTarotState, script: Iterable[str] = ()) -> FrenchTarotState:
    """Play to the end: scripted cards first (``"seat card"`` in order when it is that seat's turn),
    otherwise the lowest legal card in deck order, the Excuse last; the exchange is left to the engine."""
    queue = [line.split() for line in script]
    while not state.is_over:
        seat = state.expected()[0] if state.expected()[1] != "give" else None
        player = seat if seat is not None else _player(state)
        if queue and int(queue[0][0]) == player:
            _seat_text, card = queue.pop(0)
            state.apply(Action(player, "play", card=parse_card(card)))
            continue
        legal = state.legal_cards()
        legal = legal & ~(1 << 21) or legal
        state.apply(Action(player, "play", card=(legal & -legal).bit_length() - 1))
    assert not queue, f"script not used up: {queue}"
    return state


def _player(state: FrenchTarotState) -> int:
    plays = [a for a in state.legal_actions() if a.verb == "play"]
    return plays[0].seat


def trick_cards(state: FrenchTarotState) -> list[list[str]]:
    """The tricks played so far, as lists of codes in play order."""
    return [[CODES[c] for _, c in trick.plays] for trick in state.observation(0).tricks]
