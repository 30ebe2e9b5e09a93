"""The compiled card-play kernel (the ``fast`` extra: Numba): one generic kernel for every game.

Nothing here knows a game. A game's :attr:`~tarocchi.engine.game.Game.trick_rules` (card strengths,
trumps, free cards, the follow / trump / overtrump duties) and its :meth:`~tarocchi.engine.game.Game.card_points`
are exported once per game as arrays (:func:`tables`); a position is a
:class:`~tarocchi.engine.game.CardPlay` (every seat's cards, the seat to play, the trick so far, a lead
bar). The kernel plays the rest of the hand uniformly among the legal cards, the ``int(random() * k)``-th
legal card in deck order drawn from the project's SplitMix64 stream (:mod:`tarocchi.engine.rng`), as the
Python kernel does; the game's own trusted step then replays the cards and scores the hand.

Legal cards are :func:`tarocchi.engine.tricks.legal_plays` and the winner
:func:`tarocchi.engine.tricks.trick_winner`, card by card: a card's *group* is its suit (0-3), the
trumps (4) or free (5, the Fool: playable at any time, never winning); the first card not free sets the
group to follow. Compiles are cached on disk (``cache=True``).
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any, Final

import numpy as np
from numba import njit

from tarocchi.cards import NUM_CARDS, SUIT_OF, CardSet, cards_of
from tarocchi.engine.game import CardPlay, Game
from tarocchi.engine.tricks import TrickRules

FREE: Final = 5
TRUMP: Final = 4

_GAMMA = np.uint64(0x9E3779B97F4A7C15)
_MIX1 = np.uint64(0xBF58476D1CE4E5B9)
_MIX2 = np.uint64(0x94D049BB133111EB)
_UNIT = 2.0**-53
_ZERO = np.uint64(0)
_ONE = np.uint64(1)
_M1 = np.uint64(0x5555555555555555)
_M2 = np.uint64(0x3333333333333333)
_M4 = np.uint64(0x0F0F0F0F0F0F0F0F)
_H01 = np.uint64(0x0101010101010101)
_DEBRUIJN = np.uint64(0x03F79D71B4CB0A89)
_DEBRUIJN_INDEX = np.zeros(64, np.int64)
for _i in range(64):
    _DEBRUIJN_INDEX[((1 << _i) * 0x03F79D71B4CB0A89 & (1 << 64) - 1) >> 58] = _i


@njit(cache=True, inline="always")
def _draw(state: Any) -> Any:
    """SplitMix64: the next counter and the float in [0, 1) it gives (as :class:`~tarocchi.engine.rng.SplitMix64`)."""
    state = state + _GAMMA
    z = state
    z = (z ^ (z >> np.uint64(30))) * _MIX1
    z = (z ^ (z >> np.uint64(27))) * _MIX2
    z = z ^ (z >> np.uint64(31))
    return state, np.float64(z >> np.uint64(11)) * _UNIT


@njit(cache=True, inline="always")
def _count(x: Any) -> int:
    """The number of set bits of a 64-bit word."""
    x = x - ((x >> _ONE) & _M1)
    x = (x & _M2) + ((x >> np.uint64(2)) & _M2)
    x = (x + (x >> np.uint64(4))) & _M4
    return int((x * _H01) >> np.uint64(56))


@njit(cache=True, inline="always")
def _lowest(x: Any) -> int:
    """The index of the lowest set bit of a non-zero 64-bit word."""
    return int(_DEBRUIJN_INDEX[int(((x & (~x + _ONE)) * _DEBRUIJN) >> np.uint64(58))])


@njit(cache=True)
def _play(
    pos: Any,
    n: int,
    seat: int,
    tlen: int,
    group: Any,
    strength: Any,
    points: Any,
    masks: Any,
    flags: Any,
    state: Any,
    out_cards: Any,
    out_winners: Any,
    seat_points: Any,
) -> Any:
    """Play to the end of the hand from the position ``pos`` (:func:`_position`: the seats' cards as two
    words, ``lo`` for cards 0-63 and ``hi`` for 64-127, changed in place; the lead bar's two words; the
    ``tlen`` cards of the trick in progress, led by ``(seat - tlen) % n``). ``masks[g]`` / ``masks[6 + g]``
    are group ``g``'s two words and ``masks[12 + 2c]``, ``masks[13 + 2c]`` the trumps stronger than card
    ``c``. Writes the cards played and each trick's winner (when ``out_cards`` is not empty) and adds the
    card points of each trick to its winner's ``seat_points``; returns ``(counter, cards played, tricks
    ended)``."""
    lo = pos[0:n]
    hi = pos[n : 2 * n]
    must_follow = flags[0]
    must_trump = flags[1]
    must_overtrump = flags[2]
    overtrump_following = flags[3]
    record = out_cards.shape[0] > 0
    free_lo = masks[FREE]
    free_hi = masks[6 + FREE]
    trump_lo = masks[TRUMP]
    trump_hi = masks[6 + TRUMP]
    leader = (seat - tlen) % n
    led = -1
    best = -1
    best_pos = 0
    top = -1  # the strongest trump in the trick, -1 when none
    value = 0.0
    for i in range(tlen):
        c: Any = np.int64(pos[2 * n + 2 + i])  # an int64 in Numba (a uint64 would widen the indices to float)
        value += points[c]
        g = group[c]
        if g == FREE:
            continue
        if best < 0:
            led = g
            best = c
            best_pos = i
        elif (g == TRUMP and group[best] != TRUMP) or (g == group[best] and strength[c] >= strength[best]):
            best = c
            best_pos = i
        if g == TRUMP and (top < 0 or strength[c] > strength[top]):
            top = c
    bar_lo = pos[2 * n] if tlen == 0 or led < 0 else _ZERO
    bar_hi = pos[2 * n + 1] if tlen == 0 or led < 0 else _ZERO
    played = 0
    tricks = 0
    count = tlen
    while lo[seat] | hi[seat]:
        hl = lo[seat]
        hh = hi[seat]
        # The legal cards (engine.tricks.legal_plays; a lead bar lifted when only free cards would be left).
        ll = hl
        lh = hh
        if led < 0:
            if bar_lo | bar_hi:
                cl = hl & ~bar_lo
                ch = hh & ~bar_hi
                if (cl & ~free_lo) | (ch & ~free_hi):
                    ll = cl
                    lh = ch
        else:
            fl = hl & masks[led]
            fh = hh & masks[6 + led]
            if (fl | fh) and must_follow:
                ll = fl
                lh = fh
                if led == TRUMP and must_overtrump and overtrump_following and top >= 0:
                    ol = fl & masks[12 + 2 * top]
                    oh = fh & masks[13 + 2 * top]
                    if ol | oh:
                        ll = ol
                        lh = oh
                ll |= hl & free_lo
                lh |= hh & free_hi
            else:
                tl = hl & trump_lo
                th = hh & trump_hi
                if (tl | th) and must_trump:
                    ll = tl
                    lh = th
                    if must_overtrump and top >= 0:
                        ol = tl & masks[12 + 2 * top]
                        oh = th & masks[13 + 2 * top]
                        if ol | oh:
                            ll = ol
                            lh = oh
                    ll |= hl & free_lo
                    lh |= hh & free_hi
        kl = _count(ll)
        k = kl + _count(lh)
        r = 0
        if k > 1:
            state, u = _draw(state)
            r = int(u * k)
        if r < kl:
            for _ in range(r):
                ll &= ll - _ONE
            c = _lowest(ll)
            lo[seat] = hl ^ (_ONE << np.uint64(c))
        else:
            for _ in range(r - kl):
                lh &= lh - _ONE
            c = 64 + _lowest(lh)
            hi[seat] = hh ^ (_ONE << np.uint64(c - 64))
        if record:
            out_cards[played] = c
        played += 1
        value += points[c]
        g = group[c]
        if g != FREE:
            if best < 0:
                led = g
                best = c
                best_pos = count
            elif (g == TRUMP and group[best] != TRUMP) or (g == group[best] and strength[c] >= strength[best]):
                best = c
                best_pos = count
            if g == TRUMP and (top < 0 or strength[c] > strength[top]):
                top = c
        count += 1
        if count < n:
            seat = seat + 1 if seat + 1 < n else 0
            continue
        winner = (leader + best_pos) % n if best >= 0 else leader
        if record:
            out_winners[tricks] = winner
        seat_points[winner] += value
        tricks += 1
        count = 0
        led = -1
        best = -1
        best_pos = 0
        top = -1
        value = 0.0
        bar_lo = _ZERO
        bar_hi = _ZERO
        seat = leader = winner
    return state, played, tricks


@njit(cache=True)
def _rollouts(
    pos: Any,
    n: int,
    seat: int,
    tlen: int,
    group: Any,
    strength: Any,
    points: Any,
    masks: Any,
    flags: Any,
    state: Any,
    rollouts: int,
    seat_points: Any,
) -> Any:
    """``rollouts`` random card plays from one position, each seat's card points summed over them."""
    work = np.empty_like(pos)
    none = np.empty(0, np.int64)
    for _ in range(rollouts):
        work[:] = pos
        state, _, _ = _play(work, n, seat, tlen, group, strength, points, masks, flags, state, none, none, seat_points)
    return state


@dataclass(frozen=True, slots=True)
class Tables:
    """One game's trick rules and card points as the kernel's arrays."""

    group: Any
    strength: Any
    points: Any
    masks: Any
    flags: Any


_TABLES: dict[int, tuple[Game, Tables]] = {}
_LOW: Final = (1 << 64) - 1


def _words(mask: CardSet) -> tuple[int, int]:
    return mask & _LOW, mask >> 64


def tables(game: Game) -> Tables:
    """The kernel's arrays for ``game`` (built once per game object from its trick rules and card points)."""
    found = _TABLES.get(id(game))
    if found is not None and found[0] is game:
        return found[1]
    rules = game.trick_rules
    group = np.full(NUM_CARDS, -1, np.int64)
    strength = np.zeros(NUM_CARDS, np.int64)
    points = np.zeros(NUM_CARDS, np.float64)
    groups = [0] * 6
    for card in cards_of(game.deck):
        if (rules.free >> card) & 1:
            g = FREE
        elif (rules.trumps >> card) & 1:
            g = TRUMP
        else:
            g = SUIT_OF[card]
        group[card] = g
        groups[g] |= 1 << card
        strength[card] = rules.strength[card]
        points[card] = game.card_points(1 << card)
    masks = np.zeros(12 + 2 * NUM_CARDS, np.uint64)
    for g, mask in enumerate(groups):
        masks[g], masks[6 + g] = _words(mask)
    for card in range(NUM_CARDS):
        masks[12 + 2 * card], masks[13 + 2 * card] = _words(rules.higher[card] & game.deck)
    flags = np.array(
        [rules.must_follow, rules.must_trump, rules.must_overtrump, rules.overtrump_when_following], np.bool_
    )
    made = Tables(group, strength, points, masks, flags)
    _TABLES[id(game)] = (game, made)
    return made


def _position(position: CardPlay) -> Any:
    """The kernel's position array: each seat's low words, their high words, the lead bar's two words, the
    trick's cards."""
    hands = position.hands
    return np.array(
        [
            *[h & _LOW for h in hands],
            *[h >> 64 for h in hands],
            position.barred & _LOW,
            position.barred >> 64,
            *position.trick,
        ],
        np.uint64,
    )


_OUT_CARDS = np.empty(NUM_CARDS, np.int64)
_OUT_WINNERS = np.empty(NUM_CARDS, np.int64)


def play_random(game: Game, position: CardPlay, state: int) -> tuple[list[int], list[int], int]:
    """Play ``position`` to the end uniformly at random from the SplitMix64 counter ``state``: the cards in
    play order, each trick's winner, and the counter after the last draw."""
    t = tables(game)
    n = len(position.hands)
    after, played, tricks = _play(
        _position(position),
        n,
        position.seat,
        len(position.trick),
        t.group,
        t.strength,
        t.points,
        t.masks,
        t.flags,
        np.uint64(state),
        _OUT_CARDS,
        _OUT_WINNERS,
        np.zeros(n, np.float64),
    )
    return _OUT_CARDS[:played].tolist(), _OUT_WINNERS[:tricks].tolist(), int(after)


def rollouts(game: Game, position: CardPlay, state: int, count: int) -> tuple[list[float], int]:
    """``count`` random card plays of ``position`` in one call: each seat's card points summed over them
    (raw :meth:`~tarocchi.engine.game.Game.card_points` of the tricks it won), and the counter after."""
    t = tables(game)
    n = len(position.hands)
    seat_points = np.zeros(n, np.float64)
    after = _rollouts(
        _position(position),
        n,
        position.seat,
        len(position.trick),
        t.group,
        t.strength,
        t.points,
        t.masks,
        t.flags,
        np.uint64(state),
        count,
        seat_points,
    )
    return seat_points.tolist(), int(after)


_WARM: list[float] = []


def warm_up() -> float:
    """Compile (or load from the on-disk cache) the kernel's functions; the seconds it took, once per process."""
    if _WARM:
        return 0.0
    start = time.perf_counter()
    from tarocchi.cards import FOOL

    class _Two:
        """A stand-in game for the warm-up: two seats, one card each."""

        deck = 0b110
        trick_rules = TrickRules(strength=tuple(range(NUM_CARDS)), free=1 << FOOL)

        @staticmethod
        def card_points(cards: CardSet) -> float:
            return float(cards.bit_count())

    game: Any = _Two()
    position = CardPlay((0b010, 0b100), 0, ())
    play_random(game, position, 1)
    rollouts(game, position, 1, 1)
    _TABLES.pop(id(game), None)
    _WARM.append(time.perf_counter() - start)
    return _WARM[0]


__all__ = ["Tables", "play_random", "rollouts", "tables", "warm_up"]
