"""The trusted fast path: a whole hand with uniformly random legal choices (``tarocchi bench``, simulations).

Same rules as :class:`~tarocchi.games.piedmontese.state.PiedmonteseState`, on another layout: each
seat's hand is six small lists (swords, cups, coins, batons, trumps, the FOOL), so the legal cards of
a seat are one list (plus the FOOL) and a random card is one ``pop``. A trick's winner is kept as
it is played with a power table per suit led. No Action objects and no checks in the loop; the
tests compare it move by move with the checked state (``trace``).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Final

from tarocchi.cards import FOOL, KINGS, NUM_CARDS, SUIT_OF, Card, cards_of
from tarocchi.games.piedmontese.deck import DECK, STRENGTH, T1, T21, VALUE, hand_size, side_of

DECK_LIST: Final = cards_of(DECK)
TRUMP_GROUP: Final = 4
FOOL_GROUP: Final = 5
GROUP: Final[tuple[int, ...]] = tuple(
    TRUMP_GROUP if c < 21 else FOOL_GROUP if c == FOOL else SUIT_OF[c] for c in range(NUM_CARDS)
)
"""Which of a seat's six lists holds a card."""
PLAY_VALUE: Final[tuple[int, ...]] = tuple(0 if c == FOOL else VALUE[c] for c in range(NUM_CARDS))
"""R2.1 values with the FOOL at 0: it never counts for the trick's winner (R6.6)."""
IS_KING: Final[tuple[bool, ...]] = tuple(bool((KINGS >> c) & 1) for c in range(NUM_CARDS))
KEY_BYTES: Final = 8 * NUM_CARDS


def _power(angel: bool) -> tuple[tuple[int, ...], ...]:
    """``POWER[led group][card]``: trumps 100 + strength, the suit led its strength, others 0 (R6.3)."""
    strength = STRENGTH[angel]
    return tuple(
        tuple(
            100 + strength[c] if c < 21 else (strength[c] if c != FOOL and GROUP[c] == led else 0)
            for c in range(NUM_CARDS)
        )
        for led in range(5)
    )


POWER: Final = (_power(False), _power(True))


def choose_discard(lists: list[list[Card]], rand: Callable[[], float]) -> tuple[Card, Card]:
    """Two cards for the dealer's discard, uniform among the legal discards (R5.2, R5.3, C9)."""
    eligible = [c for g in (0, 1, 2, 3) for c in lists[g] if not IS_KING[c]]
    if len(eligible) >= 2:
        i = int(rand() * len(eligible))
        j = int(rand() * (len(eligible) - 1))
        return eligible[i], eligible[j + (j >= i)]
    trumps = [c for c in lists[TRUMP_GROUP] if c != T1 and c != T21]  # T2–T20 make up the two cards
    if eligible:
        return eligible[0], trumps[int(rand() * len(trumps))]
    i = int(rand() * len(trumps))
    j = int(rand() * (len(trumps) - 1))
    return trumps[i], trumps[j + (j >= i)]


def random_hand(
    players: int,
    angel: bool,
    must_overtrump: bool,
    dealer: int,
    rng: random.Random,
    trace: list[tuple[int, tuple[Card, ...]]] | None = None,
) -> tuple[list[int], int, int]:
    """Deal and play one hand at random; return ``(side points, discard mask, FOOL seat)``.

    ``trace``, when given, receives ``(seat, cards)`` for the deal of each seat (``seat`` = -1 for
    the talon), then the discard and every play as ``(seat, (card,...))``, in order.
    """
    rand = rng.random
    keys = memoryview(rng.randbytes(KEY_BYTES)).cast("Q")
    order = sorted(DECK_LIST, key=keys.__getitem__)  # a uniform random permutation of the pack
    size = hand_size(players)
    group = GROUP
    hands: list[list[list[Card]]] = []
    for seat in range(players):
        lists: list[list[Card]] = [[], [], [], [], [], []]
        for card in order[seat * size : seat * size + size]:
            lists[group[card]].append(card)
        hands.append(lists)
    if trace is not None:
        for seat in range(players):
            trace.append((seat, tuple(order[seat * size : seat * size + size])))
        trace.append((-1, tuple(order[players * size :])))
    sides = [side_of(s, players) for s in range(players)]
    points = [0] * (2 if players == 4 else players)

    # R5: the dealer takes the talon and discards two cards, chosen uniformly among legal discards.
    lists = hands[dealer]
    for card in order[players * size :]:
        lists[group[card]].append(card)
    first, second = choose_discard(lists, rand)
    lists[group[first]].remove(first)
    lists[group[second]].remove(second)
    points[sides[dealer]] = VALUE[first] + VALUE[second]  # R5.4
    discard = (1 << first) | (1 << second)
    if trace is not None:
        trace.append((dealer, (first, second)))

    power_by_led = POWER[angel]
    value = PLAY_VALUE
    next_seat = [(s + 1) % players for s in range(players)]
    leader = (dealer + 1) % players  # R6.1
    fool_seat = -1
    left = size
    while left:
        # The leader plays any card (R6.1).
        lists = hands[leader]
        r = int(rand() * left)
        for cards in lists:
            if r < len(cards):
                card = cards.pop(r)
                break
            r -= len(cards)
        if trace is not None:
            trace.append((leader, (card,)))
        if card == FOOL:
            fool_seat = leader
            led = -1  # R6.5: the next card sets the suit
            best = -1
            best_power = -1
            power: tuple[int, ...] = ()
            taken = 0
        else:
            led = group[card]
            power = power_by_led[led]
            best = leader
            best_power = power[card]
            taken = value[card]
        seat = leader
        for _ in range(players - 1):
            seat = next_seat[seat]
            lists = hands[seat]
            if led < 0:
                # C10: after a led FOOL any card may be played, and it sets the suit.
                r = int(rand() * left)
                for cards in lists:
                    if r < len(cards):
                        card = cards.pop(r)
                        break
                    r -= len(cards)
                led = group[card]
                power = power_by_led[led]
                best = seat
                best_power = power[card]
                taken += value[card]
                if trace is not None:
                    trace.append((seat, (card,)))
                continue
            cards = lists[led]
            if not cards and led != TRUMP_GROUP and lists[TRUMP_GROUP]:
                cards = lists[TRUMP_GROUP]  # R6.2b: void in the suit led, must trump
            if cards:
                if must_overtrump and cards is lists[TRUMP_GROUP] and best_power >= 100:
                    # C12: beat the highest trump in the trick when possible.
                    over = [c for c in cards if power[c] > best_power]
                    if over:
                        k = len(over)
                        r = int(rand() * (k + len(lists[FOOL_GROUP])))
                        if r < k:
                            card = over[r]
                            cards.remove(card)
                        else:
                            card = lists[FOOL_GROUP].pop()
                    else:
                        k = len(cards)
                        r = int(rand() * (k + len(lists[FOOL_GROUP])))
                        card = cards.pop(r) if r < k else lists[FOOL_GROUP].pop()
                else:
                    k = len(cards)  # R6.2a/b/d, R6.4: those cards or the FOOL
                    r = int(rand() * (k + len(lists[FOOL_GROUP])))
                    card = cards.pop(r) if r < k else lists[FOOL_GROUP].pop()
            else:
                r = int(rand() * left)  # R6.2c/e: any card
                for cards in lists:
                    if r < len(cards):
                        card = cards.pop(r)
                        break
                    r -= len(cards)
            if trace is not None:
                trace.append((seat, (card,)))
            if card == FOOL:
                fool_seat = seat  # R6.6: it returns to this seat's side
            else:
                taken += value[card]
                p = power[card]
                if p > best_power:
                    best_power = p
                    best = seat
        points[sides[best]] += taken
        leader = best  # R6.1
        left -= 1
    points[sides[fool_seat]] += VALUE[FOOL]  # R6.6, R6.7, C11
    return points, discard, fool_seat
