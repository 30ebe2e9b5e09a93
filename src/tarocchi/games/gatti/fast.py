"""The trusted fast path: a whole random hand with every rule applied, for ``tarocchi bench`` and simulations.

Precondition: none beyond a valid dealer; every choice is drawn uniformly from the legal ones the
rules allow at that point (discard from the discard pool of R5/C8, the call of C9, each available
bonus declared with probability 1/2 in turn order, cards from the legal plays of R6/C13), so no
action is ever checked. Hands are sorted lists split by suit (bisect on the deck order), so a legal
card is one index into a list. The Fool is covered by the engine's default card (C16); scoring is
:func:`~tarocchi.games.gatti.scoring.score_hand`, the same as the checking state's.

``trace``, when given, receives the actions taken and the deal, so tests replay the hand through the
checking :class:`~tarocchi.games.gatti.state.GattiState` and compare the results.
"""

from __future__ import annotations

import random
from bisect import bisect_left
from typing import TYPE_CHECKING, Any, Final

from tarocchi.cards import CODES, FOOL, KINGS, NUM_CARDS, QUEENS, SUIT_OF, TRUMP_SUIT, Card
from tarocchi.engine.actions import Action
from tarocchi.engine.game import Deal, HandResult

from .bonuses import (
    FAMIGLIA,
    FAMILY_POINTS,
    FRILLI,
    QUATERNO,
    QUATERNO_POINTS,
    SLOT_FAMILY,
    SLOT_FRILLI,
    SLOT_KINGS,
    SLOT_TRIONFI,
    TERNO,
    TERNO_POINTS,
    TRIONFI,
    Bonus,
)
from .deck import FAMILIES, FOOL_BIT, T1, T21, TRICK_KEYS, cheapest
from .scoring import HandFacts, score_hand

if TYPE_CHECKING:
    from .game import GattiGame

_GROUP: Final[tuple[int, ...]] = tuple(
    TRUMP_SUIT if c < FOOL else (-1 if c == FOOL else SUIT_OF[c]) for c in range(NUM_CARDS)
)
"""Index of a card's group in a seat's group list: suits 0..3, trumps 4 (the FOOL has none)."""
_SUIT_BASE: Final = (22, 36, 50, 64)
_TRUMP_KEY_MIN: Final = 100
_DECK: Final = tuple(range(NUM_CARDS))


def _groups(cards: list[Card]) -> list[list[Card]]:
    """Split sorted ``cards`` into spades, hearts, diamonds, clubs, trumps (the FOOL left out)."""
    i21 = bisect_left(cards, 21)
    i22 = bisect_left(cards, 22, i21)
    i36 = bisect_left(cards, 36, i22)
    i50 = bisect_left(cards, 50, i36)
    i64 = bisect_left(cards, 64, i50)
    return [cards[i22:i36], cards[i36:i50], cards[i50:i64], cards[i64:], cards[:i21]]


def _bonuses(groups: list[list[Card]], trump_min: int, frilli_min: int) -> list[Bonus]:
    """The largest form of each bonus the hand holds (R7.1), from its sorted groups."""
    out: list[Bonus] = []
    trumps = groups[4]
    if len(trumps) >= trump_min:
        mask = 0
        for c in trumps:
            mask |= 1 << c
        out.append(Bonus(TRIONFI, mask, len(trumps), SLOT_TRIONFI))
    frilli = 0
    kings = 0
    for suit in range(4):
        cards = groups[suit]
        if cards:
            base = _SUIT_BASE[suit]
            frilli += bisect_left(cards, base + 10)
            if cards[-1] == base + 13:
                kings |= 1 << (base + 13)
                if len(cards) >= 4 and cards[-4] == base + 10:
                    out.append(Bonus(FAMIGLIA, FAMILIES[suit], FAMILY_POINTS, SLOT_FAMILY[suit]))
    if frilli >= frilli_min:
        mask = 0
        for suit in range(4):
            for c in groups[suit]:
                if c < _SUIT_BASE[suit] + 10:
                    mask |= 1 << c
        out.append(Bonus(FRILLI, mask, frilli, SLOT_FRILLI))
    count = kings.bit_count()
    if count == 4:
        out.append(Bonus(QUATERNO, kings, QUATERNO_POINTS, SLOT_KINGS))
    elif count == 3:
        out.append(Bonus(TERNO, kings, TERNO_POINTS, SLOT_KINGS))
    return out


def random_hand(game: GattiGame, dealer: int, rng: random.Random, trace: list[Any] | None = None) -> HandResult:
    """Deal from ``rng`` and play a whole hand with random legal choices; return its score."""
    opts = game.options
    n = game.num_seats
    size = game.hand_size
    ntricks = game.num_tricks
    rand = rng.random
    # The deal: a uniform shuffle; the packet order of R4 gives the same distribution of hands.
    deck = list(_DECK)
    for i in range(NUM_CARDS - 1, 0, -1):
        j = int(rand() * (i + 1))
        deck[i], deck[j] = deck[j], deck[i]
    dealt = [deck[s * size : (s + 1) * size] for s in range(n)]
    talon = deck[n * size :]
    if trace is not None:
        trace.append(Deal(tuple(tuple(h) for h in dealt), tuple(talon)))
    # R5, C8: the dealer discards from his hand and the talon; kings never, T1 only as the only trump.
    own = sorted(dealt[dealer] + talon)
    forbidden = KINGS
    if not (own[0] == T1 and own[1] >= FOOL):
        forbidden |= 1 << T1
    if opts.protect_honours:
        forbidden |= (1 << T21) | FOOL_BIT
    pool = [c for c in own if not (forbidden >> c) & 1]
    discarded = rng.sample(pool, game.discard_size)
    discard = 0
    for c in discarded:
        discard |= 1 << c
    if trace is not None:
        trace.append(Action(dealer, "discard", cards=discard))
    hands: list[list[Card]] = []
    for s in range(n):
        hands.append(sorted(dealt[s]) if s != dealer else [c for c in own if not (discard >> c) & 1])
    groups = [_groups(h) for h in hands]
    fool_holder = -1
    for s in range(n):
        if FOOL in hands[s]:
            fool_holder = s
    order = [(dealer + 1 + i) % n for i in range(n)]
    # Sides: each seat alone with 3 players, fixed pairs 0+2 / 1+3, or the call of C9.
    side = game.base_sides(dealer)
    called = -1
    partner = -1
    if opts.is_call:
        kings_held = sum(1 for c in hands[dealer] if (KINGS >> c) & 1)
        callable_cards = [c for c in range(NUM_CARDS) if ((KINGS | QUEENS) if kings_held == 4 else KINGS) >> c & 1]
        called = callable_cards[int(rand() * len(callable_cards))]
        for s in range(n):
            if s != dealer and called in hands[s]:
                partner = s
        side = tuple(0 if s in (dealer, partner) else 1 for s in range(n))
        if trace is not None:
            trace.append(Action(dealer, "call", card=called))
    # R7.3, C10: declarations in turn order from eldest, each available bonus with probability 1/2.
    declared: list[tuple[int, Bonus]] = []
    if opts.declares:
        limits = game.limits
        for s in order:
            used = 0
            for bonus in _bonuses(groups[s], limits.trumps, limits.frilli):
                if not used & bonus.slot and rand() < 0.5:
                    used |= bonus.slot
                    declared.append((s, bonus))
                    if trace is not None:
                        trace.append(Action(s, "declare", cards=bonus.cards, value=bonus.name))
    # R6: the tricks.
    num_sides = 3 if n == 3 else 2
    piles = [0] * num_sides
    won = [0] * num_sides
    overtrump = opts.must_overtrump
    nxt = [(s + 1) % n for s in range(n)]
    leader = order[0]
    fool_seat = fool_trick = fool_winner = -1
    debt = False
    eligible = 0
    t1_seat = -1
    last_winner = -1
    for t in range(ntricks):
        s = leader
        led = -1
        keys = TRICK_KEYS[0]
        best = -3
        winner = -1
        trick = 0
        fool_here = -1
        for _ in range(n):
            flat = hands[s]
            if led < 0:
                card = flat[int(rand() * len(flat))]  # R6.2, R6.7: any card
            else:
                own_groups = groups[s]
                cands = own_groups[led]
                if not cands and led != 4:
                    cands = own_groups[4]  # R6.3b: void, must trump
                if cands:
                    if overtrump and best >= _TRUMP_KEY_MIN and cands[0] < FOOL:
                        # C13: beat the best trump when possible.
                        over = [c for c in cands if keys[c] > best]
                        if over:
                            cands = over
                    m = len(cands)
                    if fool_holder == s:
                        r = int(rand() * (m + 1))  # R6.5: the FOOL at any time
                        card = FOOL if r == m else cands[r]
                    else:
                        card = cands[int(rand() * m)]
                else:
                    card = flat[int(rand() * len(flat))]  # R6.3c, R6.3e
            flat.remove(card)
            if trace is not None:
                trace.append(Action(s, "play", card=card))
            trick |= 1 << card
            if card == FOOL:
                fool_holder = -1
                fool_here = s
            else:
                groups[s][_GROUP[card]].remove(card)
                if card == T1:
                    t1_seat = s
                if led < 0:
                    led = _GROUP[card]
                    keys = TRICK_KEYS[led]
                    best = keys[card]
                    winner = s
                else:
                    key = keys[card]
                    if key > best:
                        best = key
                        winner = s
            s = nxt[s]
        k = side[winner]
        won[k] += 1
        if fool_here >= 0:
            # R9.1, R9.2, C14: the FOOL stays with its side; a debt when the other side won.
            piles[side[fool_here]] |= FOOL_BIT
            piles[k] |= trick & ~FOOL_BIT
            fool_seat, fool_trick, fool_winner = fool_here, t, winner
            debt = side[fool_here] != k
        else:
            piles[k] |= trick
            if debt and k == side[fool_seat]:
                eligible |= trick
        leader = winner
        last_winner = winner
    fool_detail = None
    if fool_seat >= 0:
        owed_to = None
        given = None
        if debt:
            # R9.3, R9.4, C16: the engine's default covering card, else the FOOL itself.
            card = cheapest(eligible) if eligible else FOOL
            piles[side[fool_seat]] &= ~(1 << card)
            piles[side[fool_winner]] |= 1 << card
            owed_to = fool_winner
            given = CODES[card]
        fool_detail = {"seat": fool_seat, "trick": fool_trick, "owed_to": owed_to, "given": given}
    # R8, C17: the discard.
    dealer_side = side[dealer]
    if won[dealer_side]:
        discard_side, owner = dealer_side, dealer
    else:
        discard_side, owner = side[last_winner], last_winner
    piles[discard_side] |= discard
    bagatto = None
    if opts.bagatto_last and t1_seat >= 0 and trick & 1:
        bagatto = (t1_seat, last_winner == t1_seat)  # R11, C19: T1 in the last trick
    facts = HandFacts(
        side_of=side,
        piles=tuple(piles),
        tricks=tuple(won),
        discard_side=discard_side,
        discard_owner=owner,
        declared=tuple(declared),
        bagatto=bagatto,
        fool=fool_detail,
        called=called,
        partner=partner,
    )
    return score_hand(facts, game.limits, opts.captures, opts.is_call)
