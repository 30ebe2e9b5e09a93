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

from tarocchi.cards import NUM_CARDS, SUIT_OF, cards_of
from tarocchi.engine.game import CardPlay, Game

FREE: Final = 5
TRUMP: Final = 4
MAX_HAND: Final = 32
"""Room for one seat's cards (the largest hand of any game is 25)."""

_GAMMA = np.uint64(0x9E3779B97F4A7C15)
_MIX1 = np.uint64(0xBF58476D1CE4E5B9)
_MIX2 = np.uint64(0x94D049BB133111EB)
_UNIT = 2.0**-53


@njit(cache=True, inline="always")
def _draw(state: Any) -> Any:
    """SplitMix64: the next counter and the float in [0, 1) it gives (as :class:`~tarocchi.engine.rng.SplitMix64`)."""
    state = state + _GAMMA
    z = state
    z = (z ^ (z >> np.uint64(30))) * _MIX1
    z = (z ^ (z >> np.uint64(27))) * _MIX2
    z = z ^ (z >> np.uint64(31))
    return state, np.float64(z >> np.uint64(11)) * _UNIT


@njit(cache=True)
def _play(  # noqa: PLR0912, PLR0915 - the one card loop
    hands: Any,
    counts: Any,
    n: int,
    seat: int,
    trick: Any,
    tlen: int,
    barred: Any,
    group: Any,
    strength: Any,
    points: Any,
    flags: Any,
    state: Any,
    out_cards: Any,
    out_winners: Any,
    seat_points: Any,
) -> Any:
    """Play to the end of the hand from ``hands`` (rows sorted ascending, ``counts`` cards each; changed in
    place); ``trick[:tlen]`` is the trick in progress, led by ``(seat - tlen) % n``. Writes the cards played
    and each trick's winner (when ``out_cards`` is not empty), adds the card points of each trick to its
    winner's ``seat_points``; returns ``(counter, cards played, tricks ended)``."""
    must_follow = flags[0]
    must_trump = flags[1]
    must_overtrump = flags[2]
    overtrump_following = flags[3]
    record = out_cards.shape[0] > 0
    legal = np.empty(MAX_HAND, np.int64)
    cur = np.empty(n, np.int64)
    leader = (seat - tlen) % n
    led = -1
    best = -1
    best_pos = 0
    top = -1  # the strength of the strongest trump in the trick, -1 when none
    value = 0.0
    for i in range(tlen):
        c = trick[i]
        cur[i] = c
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
        if g == TRUMP and strength[c] > top:
            top = strength[c]
    lead_bar = tlen == 0 or led < 0
    played = 0
    tricks = 0
    count = tlen
    while counts[seat] > 0:
        row = hands[seat]
        m = counts[seat]
        # The legal cards, ascending (engine.tricks.legal_plays, plus a lead bar in its trick).
        mode = 0  # 0: any card
        if led < 0:
            if lead_bar:
                for j in range(m):
                    c = row[j]
                    if not barred[c] and group[c] != FREE:
                        mode = 1  # not barred
                        break
        else:
            has_follow = False
            has_trump = False
            has_over = False
            for j in range(m):
                g = group[row[j]]
                if g == led:
                    has_follow = True
                if g == TRUMP:
                    has_trump = True
                    if strength[row[j]] > top and top >= 0:
                        has_over = True
            if has_follow and must_follow:
                if led == TRUMP and must_overtrump and overtrump_following and has_over:
                    mode = 4  # higher trumps and free cards
                else:
                    mode = 2  # the group led and free cards
            elif has_trump and must_trump:
                mode = 4 if must_overtrump and has_over else 3  # (higher) trumps and free cards
        k = 0
        for j in range(m):
            c = row[j]
            g = group[c]
            if (
                mode == 0
                or (mode == 1 and not barred[c])
                or (mode == 2 and (g == led or g == FREE))
                or (mode == 3 and (g == TRUMP or g == FREE))
                or (mode == 4 and ((g == TRUMP and strength[c] > top) or g == FREE))
            ):
                legal[k] = j
                k += 1
        if k > 1:
            state, u = _draw(state)
            pick = legal[int(u * k)]
        else:
            pick = legal[0]
        c = row[pick]
        for j in range(pick, m - 1):
            row[j] = row[j + 1]
        counts[seat] = m - 1
        if record:
            out_cards[played] = c
        played += 1
        cur[count] = c
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
            if g == TRUMP and strength[c] > top:
                top = strength[c]
        count += 1
        if count < n:
            seat = (seat + 1) % n
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
        lead_bar = False
        seat = leader = winner
    return state, played, tricks


@njit(cache=True)
def _rollouts(
    hands: Any,
    counts: Any,
    n: int,
    seat: int,
    trick: Any,
    tlen: int,
    barred: Any,
    group: Any,
    strength: Any,
    points: Any,
    flags: Any,
    state: Any,
    rollouts: int,
    seat_points: Any,
) -> Any:
    """``rollouts`` random card plays from one position, each seat's card points summed over them."""
    work = np.empty_like(hands)
    left = np.empty_like(counts)
    none = np.empty(0, np.int64)
    for _ in range(rollouts):
        work[:, :] = hands
        left[:] = counts
        state, _, _ = _play(
            work, left, n, seat, trick, tlen, barred, group, strength, points, flags, state, none, none, seat_points
        )
    return state


@dataclass(frozen=True, slots=True)
class Tables:
    """One game's trick rules and card points as the kernel's arrays."""

    group: Any
    strength: Any
    points: Any
    flags: Any


_TABLES: dict[int, tuple[Game, Tables]] = {}


def tables(game: Game) -> Tables:
    """The kernel's arrays for ``game`` (built once per game object from its trick rules and card points)."""
    found = _TABLES.get(id(game))
    if found is not None and found[0] is game:
        return found[1]
    rules = game.trick_rules
    group = np.full(NUM_CARDS, -1, np.int64)
    strength = np.zeros(NUM_CARDS, np.int64)
    points = np.zeros(NUM_CARDS, np.float64)
    for card in cards_of(game.deck):
        if (rules.free >> card) & 1:
            group[card] = FREE
        elif (rules.trumps >> card) & 1:
            group[card] = TRUMP
        else:
            group[card] = SUIT_OF[card]
        strength[card] = rules.strength[card]
        points[card] = game.card_points(1 << card)
    flags = np.array(
        [rules.must_follow, rules.must_trump, rules.must_overtrump, rules.overtrump_when_following], np.bool_
    )
    made = Tables(group, strength, points, flags)
    _TABLES[id(game)] = (game, made)
    return made


def _arrays(position: CardPlay) -> tuple[Any, Any, Any, Any]:
    n = len(position.hands)
    hands = np.zeros((n, MAX_HAND), np.int64)
    counts = np.zeros(n, np.int64)
    for s, mask in enumerate(position.hands):
        cards = cards_of(mask)
        counts[s] = len(cards)
        hands[s, : len(cards)] = cards
    trick = np.zeros(n, np.int64)
    trick[: len(position.trick)] = position.trick
    barred = np.zeros(NUM_CARDS, np.bool_)
    for card in cards_of(position.barred):
        barred[card] = True
    return hands, counts, trick, barred


def play_random(game: Game, position: CardPlay, state: int) -> tuple[list[int], list[int], int]:
    """Play ``position`` to the end uniformly at random from the SplitMix64 counter ``state``: the cards in
    play order, each trick's winner, and the counter after the last draw."""
    t = tables(game)
    hands, counts, trick, barred = _arrays(position)
    n = len(position.hands)
    total = int(counts.sum())
    cards = np.empty(total, np.int64)
    winners = np.empty(total // n + 1, np.int64)
    seat_points = np.zeros(n, np.float64)
    after, played, tricks = _play(
        hands,
        counts,
        n,
        position.seat,
        trick,
        len(position.trick),
        barred,
        t.group,
        t.strength,
        t.points,
        t.flags,
        np.uint64(state),
        cards,
        winners,
        seat_points,
    )
    return cards[:played].tolist(), winners[:tricks].tolist(), int(after)


def rollouts(game: Game, position: CardPlay, state: int, count: int) -> tuple[list[float], int]:
    """``count`` random card plays of ``position`` in one call: each seat's card points summed over them
    (raw :meth:`~tarocchi.engine.game.Game.card_points` of the tricks it won), and the counter after."""
    t = tables(game)
    hands, counts, trick, barred = _arrays(position)
    n = len(position.hands)
    seat_points = np.zeros(n, np.float64)
    after = _rollouts(
        hands,
        counts,
        n,
        position.seat,
        trick,
        len(position.trick),
        barred,
        t.group,
        t.strength,
        t.points,
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
    hands = np.zeros((2, MAX_HAND), np.int64)
    hands[0, 0], hands[1, 0] = 1, 2
    counts = np.ones(2, np.int64)
    group = np.zeros(NUM_CARDS, np.int64)
    strength = np.arange(NUM_CARDS, dtype=np.int64)
    points = np.ones(NUM_CARDS, np.float64)
    flags = np.ones(4, np.bool_)
    trick = np.zeros(2, np.int64)
    barred = np.zeros(NUM_CARDS, np.bool_)
    out = np.empty(2, np.int64)
    seat_points = np.zeros(2, np.float64)
    _play(
        hands.copy(), counts.copy(), 2, 0, trick, 0, barred, group, strength, points, flags, np.uint64(1), out, out,
        seat_points,
    )
    _rollouts(hands, counts, 2, 0, trick, 0, barred, group, strength, points, flags, np.uint64(1), 1, seat_points)
    _WARM.append(time.perf_counter() - start)
    return _WARM[0]


__all__ = ["Tables", "play_random", "rollouts", "tables", "warm_up"]
