"""The trusted fast path: one whole random deal on bitmasks, every rule applied (``tarocchi bench``).

Nothing here builds :class:`Action` objects or re-checks a choice (unless ``log`` asks for the actions,
which the tests replay through the checked :class:`FrenchTarotState` to prove both paths agree).
The rules are those of the checked path, in a flat loop:

* deal: a uniformly random arrangement of the hand labels over the 78 cards, by sorting random
  64-bit keys that carry the labels in their low byte (ties have probability below 1e-13);
* petit sec (R3.7, C7, C8), the single auction (R4.2) over ``allowed_contracts``, the call (C10),
  the discard (R5.2, C12), a chelem announcement (R9.3) and poignées (R8, C14) chosen at random;
* trick play by §7.A with the best card's ``ABOVE`` mask for overtrumping, the first-trick rule
  with five players (C11), the Excuse exchange (R7.8, C15; the first eligible card, as the engine's
  default), the last-trick Excuse (R7.9, C16), petit au bout (R9.1, R9.2) and chelems (R9.4–R9.7, C17);
* the score of R10.4 with the same :class:`HandResult` as the checked path.

Random policy: each seat bids uniformly among ``pass`` and the legal contracts; the call is uniform
among callable cards; the discard uniform among legal discards; the taker announces a chelem with
probability 1/16; a seat entitled to poignées declares one with probability 1/2 (uniform level);
under ``petit_sec = optional`` a holder declares with probability 1/2; every card is uniform among
the legal ones.
"""

from __future__ import annotations

import random
from array import array
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Final

from tarocchi.cards import CODES, SUIT_MASK_OF, TRUMPS
from tarocchi.engine.actions import Action
from tarocchi.engine.game import HandResult

from .calling import callable_cards
from .deal import CHIEN_SIZE, HAND_SIZE
from .deck import ABOVE, BOUTS, FOOL_BIT, KEYS_BY_LEAD, LOW_CARDS, half_points
from .declarations import PETIT_SEC, POIGNEE_BONUS, POIGNEES, THRESHOLDS, poignee_options
from .discard import discard_choice
from .scoring import CHELEM_BONUS, MULTIPLIERS, TARGETS, chelem_status, points_value, shares
from .state import BID_VALUES

if TYPE_CHECKING:
    from .game import FrenchTarot

_TO_BITS: Final = tuple(
    bytes.maketrans(bytes(range(256)), bytes(0x31 if i == label else 0x30 for i in range(256))) for label in range(6)
)
"""Per label, a byte table writing ``1`` for that label and ``0`` for any other (to read a mask with ``int(.., 2)``)."""


def _labels(players: int) -> bytes:
    size = HAND_SIZE[players]
    return bytes(s for s in range(players) for _ in range(size)) + bytes([players]) * CHIEN_SIZE[players]


_LABELS: Final = {n: _labels(n) for n in (3, 4, 5)}
_ORDERS: Final = {n: tuple(tuple((lead + i) % n for i in range(n)) for lead in range(n)) for n in (3, 4, 5)}
"""For each player count and leader, the seats in playing order."""
_PAB_NAMES: Final = {1: "attack", -1: "defence", 0: None}
_THRESHOLD: Final = {n: dict(zip(POIGNEES, THRESHOLDS[n], strict=True)) for n in (3, 4, 5)}
_POIGNEE_MIN: Final = {n: THRESHOLDS[n][0] - 1 for n in (3, 4, 5)}
"""Fewest trumps that may make a poignée (the simple one, with the Excuse standing in, R8.4)."""


@dataclass
class Trace:
    """What a traced fast deal did: the deal as masks and the actions in record order (engine defaults left out)."""

    hands: tuple[int, ...] = ()
    chien: int = 0
    actions: list[Action] = field(default_factory=list)


def deal_masks(rng: random.Random, players: int) -> list[int]:
    """A uniformly random deal as masks: ``players`` hands, then the chien."""
    keys = bytearray(rng.randbytes(624))
    keys[0::8] = _LABELS[players]  # the low byte of each little-endian key is a label
    ordered = memoryview(keys).cast("Q").tolist()
    ordered.sort()
    owners = array("Q", ordered).tobytes()[-8::-8]  # labels, card 77 first
    return [int(owners.translate(_TO_BITS[label]), 2) for label in range(players + 1)]


def _pick(mask: int, rnd: Any) -> int:
    """A uniformly random bit of a non-empty mask, as a one-bit mask."""
    k = mask.bit_count()
    if k > 1:
        k = int(rnd() * k)
        while k:
            mask &= mask - 1
            k -= 1
    return mask & -mask


def play_random_hand(game: FrenchTarot, dealer: int, rng: random.Random, trace: Trace | None = None) -> HandResult:
    """Deal from ``rng`` and play one deal at random to its score (see the module docstring).

    With a ``trace``, the deal and the actions are written to it, so that the deal can be replayed
    through the checked path; without one, no :class:`Action` is ever built.
    """
    options = game.options
    n = options.players
    rnd = rng.random
    hands = deal_masks(rng, n)
    chien = hands.pop()
    log: list[Action] | None = None
    if trace is not None:
        trace.hands = tuple(hands)
        trace.chien = chien
        log = trace.actions
    logging = log is not None
    forehand = dealer + 1 if dealer + 1 < n else 0
    order = [(forehand + i) % n for i in range(n)]
    zeros = (0,) * n

    # R3.7, C7, C8: petit sec.
    holders = [s for s in order if hands[s] & TRUMPS == 1 and not hands[s] & FOOL_BIT]
    if holders:
        if options.petit_sec == "annul":
            return HandResult(zeros, zeros, {"annulled": PETIT_SEC, "seat": holders[0]})
        for seat in holders:
            if rnd() < 0.5:
                if log is not None:
                    log.append(Action(seat, "declare", cards=hands[seat], value=PETIT_SEC))
                return HandResult(zeros, zeros, {"annulled": PETIT_SEC, "seat": seat})

    # R4.2: one round of bids over the allowed contracts.
    allowed = [BID_VALUES.index(c) for c in options.allowed_contracts]
    high = 0
    taker = -1
    for seat in order:
        higher = [r for r in allowed if r > high]
        k = int(rnd() * (len(higher) + 1))
        if k:
            high = higher[k - 1]
            taker = seat
        if log is not None:
            log.append(Action(seat, "bid", value=BID_VALUES[high if k else 0]))
    if taker < 0:
        return HandResult(zeros, zeros, {"passed": True})  # R4.3

    # R6.2, C10: the call with five players.
    called = -1
    partner = -1
    if n == 5:
        called = _pick(callable_cards(hands[taker]), rnd).bit_length() - 1
        if log is not None:
            log.append(Action(taker, "call", card=called))
        for seat in range(n):
            if seat != taker and (hands[seat] >> called) & 1:
                partner = seat

    # R5.1, R5.2, C12: take the chien and discard.
    discard = 0
    if high <= 2:
        size = CHIEN_SIZE[n]
        hand = hands[taker] | chien
        required, pool = discard_choice(hand, size, options.discard_kings)
        discard = required
        for _ in range(size - required.bit_count()):
            bit = _pick(pool, rnd)
            pool ^= bit
            discard |= bit
        hands[taker] = hand & ~discard
        if log is not None:
            log.append(Action(taker, "discard", cards=discard))

    # R9.3, C13: the chelem announcement, then R8.2, C14: poignées (declared before each first card).
    chelem = options.enable_chelem and rnd() < 0.0625
    if chelem and log is not None:
        log.append(Action(taker, "announce", value="chelem"))
    poignees: list[tuple[int, str]] = []
    declares: dict[int, Action] = {}
    if options.enable_poignee:
        fewest = _POIGNEE_MIN[n]
        for seat in order:
            if (hands[seat] & TRUMPS).bit_count() >= fewest and rnd() < 0.5:
                choices = poignee_options(hands[seat], n)
                if choices:
                    name, shown, pool = choices[int(rnd() * len(choices))]
                    poignees.append((seat, name))
                    if log is not None:
                        for _ in range(_THRESHOLD[n][name] - shown.bit_count()):
                            bit = _pick(pool, rnd)
                            pool ^= bit
                            shown |= bit
                        declares[seat] = Action(seat, "declare", cards=shown, value=name)

    # R7: the tricks.
    att = [s in (taker, partner) for s in range(n)]
    orders = _ORDERS[n]
    ntricks = HAND_SIZE[n]
    last_trick = ntricks - 1
    restrict = n == 5
    called_suit = SUIT_MASK_OF[called] & ~(1 << called) if restrict else 0
    leader = taker if chelem else forehand  # R7.1
    apile = dpile = 0
    awon = 0
    debt = -1  # camp owing the Excuse exchange card: 0 attack, 1 defence
    t1_trick = -1
    t1_attack = False
    fool_led_last = False
    above_t = ABOVE
    keys_by_lead = KEYS_BY_LEAD
    suit_mask_of = SUIT_MASK_OF
    trumps = TRUMPS
    fool_bit = FOOL_BIT
    before: list[int] = []
    for t in range(ntricks):
        if logging:
            before = hands[:]
        tm = 0
        led = 0
        keys: tuple[int, ...] = ()
        best = -1
        win = -1
        above = trumps
        fool_seat = -1
        for seat in orders[leader]:
            h = hands[seat]
            if led:
                legal = h & led
                if not legal or led == trumps:
                    legal = h & trumps
                    # R7.3–R7.5: trump, over the best trump if possible; else anything.
                    legal = (legal & above or legal) | (h & fool_bit) if legal else h
                else:
                    legal |= h & fool_bit  # R7.2, R7.6
            elif restrict and not t:
                # R6.4, C11: the called suit may not be led in trick 1 but with the called card.
                legal = h & ~called_suit
                if not legal & ~fool_bit:
                    legal = h
            else:
                legal = h
            k = legal.bit_count()
            if k > 1:
                k = int(rnd() * k)
                while k:
                    legal &= legal - 1
                    k -= 1
            b = legal & -legal
            hands[seat] = h ^ b
            tm |= b
            c = b.bit_length() - 1
            if c == 21:
                fool_seat = seat
            elif led:
                key = keys[c]
                if key > best:
                    best = key
                    win = seat
                    above = above_t[c]
            else:
                led = suit_mask_of[c]
                keys = keys_by_lead[c]
                best = keys[c]
                win = seat
                above = above_t[c]
        if log is not None:
            # Each seat's card is what left its hand during the trick.
            for seat in orders[leader]:
                if not t and seat in declares:
                    log.append(declares.pop(seat))
                log.append(Action(seat, "play", card=(before[seat] ^ hands[seat]).bit_length() - 1))
        if fool_seat < 0:
            if att[win]:
                apile |= tm
                awon += 1
            else:
                dpile |= tm
        else:
            owner_attack = att[fool_seat]
            if t == last_trick:
                if fool_seat == leader and awon == (t if owner_attack else 0):
                    win = fool_seat  # R7.9, C16: the Excuse led by a camp that won every trick wins
                    fool_led_last = True
                if att[win]:
                    apile |= tm
                    awon += 1
                else:
                    dpile |= tm
            else:
                win_attack = att[win]
                if win_attack:
                    awon += 1
                if owner_attack == win_attack:
                    if win_attack:
                        apile |= tm
                    else:
                        dpile |= tm
                elif win_attack:
                    apile |= tm ^ fool_bit  # R7.8: the Excuse stays with its camp, which owes a card
                    dpile |= fool_bit
                    debt = 1
                else:
                    dpile |= tm ^ fool_bit
                    apile |= fool_bit
                    debt = 0
        if tm & 1:
            t1_trick = t
            t1_attack = att[win]
        if debt >= 0:
            # C15: paid once the owing camp's won tricks hold a 0.5-point card (default: the first).
            if debt == 0:
                eligible = apile & LOW_CARDS
                if eligible:
                    g = eligible & -eligible
                    apile ^= g
                    dpile |= g
                    debt = -1
            else:
                eligible = dpile & LOW_CARDS
                if eligible:
                    g = eligible & -eligible
                    dpile ^= g
                    apile |= g
                    debt = -1
        leader = win

    # R10: the score.
    contract = BID_VALUES[high]
    attack = apile
    if high <= 2:
        attack |= discard
    elif high == 3:
        attack |= chien
    attack_half = half_points(attack)
    bouts = (attack & BOUTS).bit_count()
    # R9.1, R9.2, C16: petit au bout.
    au_bout = t1_trick == last_trick or (fool_led_last and t1_trick == last_trick - 1)
    pab = (1 if t1_attack else -1) if au_bout else 0
    status = chelem_status(
        enabled=options.enable_chelem,
        announced=chelem,
        attack_all=awon == ntricks,
        defence_all=awon == 0,
        defence_chelem=options.defence_chelem,
    )
    bonus = CHELEM_BONUS[status] if status is not None else 0
    multiplier = MULTIPLIERS[contract]
    target = TARGETS[bouts]
    made = attack_half >= 2 * target
    diff = (abs(attack_half - 2 * target) + 1) // 2
    sign = 1 if made else -1
    poignee_total = 0
    for _, name in poignees:
        poignee_total += POIGNEE_BONUS[name]
    per_defender = (sign * (25 + diff) + 10 * pab) * multiplier + sign * poignee_total + bonus
    scores = shares(n, taker, partner if partner >= 0 else None, per_defender)
    attack_points = points_value(attack_half)
    defence_points = points_value(182 - attack_half)
    points = tuple(attack_points if a else defence_points for a in att)
    detail = {
        "contract": contract,
        "taker": taker,
        "called": CODES[called] if called >= 0 else None,
        "partner": partner if partner >= 0 else None,
        "attack_points": attack_points,
        "bouts": bouts,
        "target": target,
        "diff": diff,
        "made": made,
        "multiplier": multiplier,
        "petit_au_bout": _PAB_NAMES[pab],
        "poignees": [{"seat": s, "as": name, "points": POIGNEE_BONUS[name]} for s, name in poignees],
        "chelem": status,
        "chelem_bonus": bonus,
        "per_defender": per_defender,
    }
    return HandResult(points, tuple(scores), detail)


__all__ = ["Trace", "deal_masks", "play_random_hand"]
