"""Helpers for the Gatti tests, given to tests as the session fixture ``kit``.

* deals with chosen hands (:func:`make_deal`), fresh states, scripted actions (:func:`run`),
  playing out with a fixed policy, a random driver that also uses the optional windows;
* an independent *slow reference* written straight from the rule text (gatti.md §1–§11), on card
  code strings and lists, used to check the engine's legal moves (perft) and the scores of the
  hand-written records.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pytest

from tarocchi.cards import CODES, cards_of, parse_card
from tarocchi.engine.actions import Action, is_declare_nothing
from tarocchi.engine.game import Deal
from tarocchi.games.gatti import GattiGame, GattiState

RECORDS = Path(__file__).parents[2] / "data" / "records" / "gatti"


# --------------------------------------------------------------------------------------------- building


def mask(codes: str) -> int:
    """The set of the space-separated codes."""
    out = 0
    for code in codes.split():
        out |= 1 << parse_card(code)
    return out


def codes(mask_: int) -> list[str]:
    """Codes of a set in deck order."""
    return [CODES[c] for c in cards_of(mask_)]


def _group(card: int) -> str:
    code = CODES[card]
    if code == "FOOL":
        return "F"
    if code.startswith("T"):
        return "T"
    return code[-1]


def make_deal(
    num_seats: int,
    dealer: int,
    fixed: dict[int, str] | None = None,
    talon: str | None = None,
    void: dict[int, str] | None = None,
    faceup: dict[int, str] | None = None,
) -> Deal:
    """A deal where ``fixed[s]`` lists cards of seat ``s`` and the rest is dealt in deck order.

    ``void[s]`` holds group letters (``SHDC`` suits, ``T`` trumps, ``F`` the FOOL) that seat ``s``
    (and the talon, for the dealer) must not receive from the fill; ``faceup[s]`` is put last.
    """
    size = 25 if num_seats == 3 else 19
    extra = 3 if num_seats == 3 else 2
    fixed = fixed or {}
    void = void or {}
    faceup = faceup or {}
    used = 0
    hands: list[list[int]] = []
    for seat in range(num_seats):
        cards = [parse_card(c) for c in fixed.get(seat, "").split()]
        if seat in faceup:
            cards.append(parse_card(faceup[seat]))
        for card in cards:
            assert not (used >> card) & 1, f"{CODES[card]} given twice"
            used |= 1 << card
        hands.append(cards)
    tal = [parse_card(c) for c in (talon or "").split()]
    for card in tal:
        assert not (used >> card) & 1, f"{CODES[card]} given twice"
        used |= 1 << card
    free = [c for c in range(78) if not (used >> c) & 1]
    slots: list[tuple[list[int], int, str]] = [
        (hands[s], size - (1 if s in faceup else 0), void.get(s, "")) for s in range(num_seats)
    ]
    slots.append((tal, extra, void.get(dealer, "")))
    _fill(free, slots)
    # The face-up card goes last (16.2).
    for seat, code in faceup.items():
        card = parse_card(code)
        hands[seat].remove(card)
        hands[seat].append(card)
    return Deal(tuple(tuple(h) for h in hands), tuple(tal))


def _fill(free: list[int], slots: list[tuple[list[int], int, str]]) -> None:
    """Share the free cards among the slots (room, banned groups): a small max-flow from groups to slots."""
    groups = sorted({_group(c) for c in free})
    supply = {g: [c for c in free if _group(c) == g] for g in groups}
    room = [r - len(t) for t, r, _ in slots]
    flow = {(g, i): 0 for g in groups for i in range(len(slots))}
    left = {g: len(supply[g]) for g in groups}

    def augment(g: str, seen: set[str]) -> bool:
        # Find room for one more card of group g, possibly moving cards of other groups along.
        seen.add(g)
        for i, (_, _, banned) in enumerate(slots):
            if g in banned:
                continue
            if room[i] > 0:
                room[i] -= 1
                flow[g, i] += 1
                return True
        for i, (_, _, banned) in enumerate(slots):
            if g in banned:
                continue
            for h in groups:
                if h not in seen and flow[h, i] > 0 and augment(h, seen):
                    flow[h, i] -= 1
                    flow[g, i] += 1
                    return True
        return False

    for g in groups:
        while left[g]:
            if not augment(g, set()):
                raise AssertionError(f"no room for the {g} cards under the voids asked")
            left[g] -= 1
    for g in groups:
        cards = iter(supply[g])
        for i in range(len(slots)):
            for _ in range(flow[g, i]):
                slots[i][0].append(next(cards))


def game_of(**options: Any) -> GattiGame:
    """A game from options."""
    return GattiGame.from_options(options)


def new_state(options: dict[str, Any] | None = None, dealer: int = 0, **deal_args: Any) -> GattiState:
    """A fresh hand with a deal made by :func:`make_deal`."""
    game = GattiGame.from_options(options or {})
    deal = make_deal(game.num_seats, dealer, **deal_args)
    game.check_deal(deal)
    return game.new_hand(dealer, deal)


def action_of(token: str) -> Action:
    """``"1:KH"`` plays KH; ``"0:discard=A,B,C"``, ``"2:declare=...[/as]"``, ``"0:give=3C"``, ``"0:call=KC"``."""
    seat_text, rest = token.split(":", 1)
    seat = int(seat_text)
    if "=" not in rest:
        return Action(seat, "play", card=parse_card(rest))
    verb, arg = rest.split("=", 1)
    if verb in ("give", "call", "play"):
        return Action(seat, verb, card=parse_card(arg))  # type: ignore[arg-type]
    name = None
    if "/" in arg:
        arg, name = arg.split("/")
    return Action(seat, verb, cards=mask(arg.replace(",", " ")), value=name)  # type: ignore[arg-type]


def run(state: GattiState, script: str) -> GattiState:
    """Apply the space-separated action tokens (checked)."""
    for token in script.split():
        state.apply(action_of(token))
    return state


def plays_of(state: GattiState) -> list[Action]:
    """The legal plays of the seat to play, as a record may make them: during the declaration round eldest's
    first card (any card, R6.2) closes every turn (C10), although a live table lists only declarations then."""
    seat = state.to_play
    if seat is None:
        return []
    if state.phase == "declare":
        return [Action(seat, "play", card=c) for c in cards_of(state.hands[seat])]
    return [a for a in state.legal_actions() if a.verb == "play" and a.seat == seat]


def lowest_play(state: GattiState) -> Action:
    """The first legal card of the seat to play in deck order, the FOOL only when nothing else is legal."""
    plays = plays_of(state)
    others = [a for a in plays if CODES[a.card] != "FOOL"]
    return (others or plays)[0]


def play_out(state: GattiState, chooser: Callable[[GattiState], Action] = lowest_play) -> GattiState:
    """Play the rest of the hand with ``chooser`` (plays only: an open declaration round closes with the first)."""
    while not state.is_over:
        state.apply(chooser(state))
    return state


def random_step(state: GattiState, rng: random.Random) -> Action:
    """A random legal action that also uses the optional windows (declarations, gives) now and then.

    The declaration round is used as a record does (no pass): any seat still allowed may declare, skipping
    the seats before it, and eldest's first card closes it. :func:`live_step` drives it as a live table.
    """
    phase = state.phase
    if phase == "declare":
        for seat in state.declaring_seats():
            options = state.declaration_options(seat)
            choices = state.declaration_choices(seat)
            if (options or choices) and rng.random() < 0.4:
                if choices and rng.random() < 0.3:
                    choice = rng.choice(choices)
                    return choice.action(
                        sum(
                            1 << c for c in rng.sample(cards_of(choice.pool), choice.size - choice.required.bit_count())
                        )
                    )
                if options:
                    return rng.choice(options)
    legal = state.legal_actions()
    gives = [a for a in legal if a.verb == "give"]
    if gives and rng.random() < 0.5:
        return rng.choice(gives)
    actor = state.to_act
    mine = [a for a in legal if a.seat == actor and a.verb != "declare" and a.verb != "give"]
    if phase == "declare":
        mine = plays_of(state)
    choices = [c for c in state.card_choices() if c.seat == actor and c.verb == "discard"]
    if choices:
        choice = choices[0]
        return choice.action(sum(1 << c for c in rng.sample(cards_of(choice.pool), choice.size)))
    return rng.choice(mine)


def live_step(state: GattiState, rng: random.Random) -> Action:
    """A random action of ``to_act`` as a live table offers them: its listed actions and card choices only
    (declarations and passes in turn in the round, the final give asked of the Fool player)."""
    seat = state.to_act
    assert seat is not None
    listed = [a for a in state.legal_actions() if a.seat == seat]
    choices = [c for c in state.card_choices() if c.seat == seat]
    assert listed or choices, f"seat {seat} is asked but has nothing to do"
    k = rng.randrange(len(listed) + len(choices))
    if k < len(listed):
        return listed[k]
    choice = choices[k - len(listed)]
    return choice.action(
        sum(1 << c for c in rng.sample(cards_of(choice.pool), choice.size - choice.required.bit_count()))
    )


def record_actions(actions: Sequence[Action]) -> list[Action]:
    """The actions a record holds: the live-table passes left out."""
    return [a for a in actions if not is_declare_nothing(a)]


# --------------------------------------------------------------------------------------------- the slow reference


def ref_kind(code: str) -> tuple[str, int]:
    """(``T`` / ``F`` / suit letter, number or rank 1..14) of a code, from DESIGN.md §3."""
    if code == "FOOL":
        return "F", 0
    if code[0] == "T":
        return "T", int(code[1:])
    ranks = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "N", "Q", "K"]
    return code[-1], ranks.index(code[:-1]) + 1


def ref_trump_rank(number: int) -> int:
    """R1.3: T20 (Judgement) beats T21 (World)."""
    return {20: 22, 21: 21}.get(number, number)


def ref_value(code: str) -> int:
    """R2.1: the counting-card values."""
    kind, rank = ref_kind(code)
    if code in ("T1", "T21", "FOOL"):
        return 4
    if kind in "SHDC":
        return {14: 4, 13: 3, 12: 2, 11: 1}.get(rank, 0)
    return 0


def ref_legal(hand: Sequence[str], trick: Sequence[str], must_overtrump: bool = False) -> set[str]:
    """Rule 6 read literally: the cards of ``hand`` that may be played to ``trick``."""
    real = [c for c in trick if c != "FOOL"]
    if not real:
        return set(hand)  # R6.2 the leader; R6.7 after a FOOL lead, any card.
    led = ref_kind(real[0])[0]
    out = {c for c in hand if c == "FOOL"}  # R6.5
    same = [c for c in hand if c != "FOOL" and ref_kind(c)[0] == led]
    trumps = [c for c in hand if ref_kind(c)[0] == "T"]
    if led != "T" and same:
        return out | set(same)  # R6.3a
    if not trumps:
        return set(hand)  # R6.3c, R6.3e
    if must_overtrump:
        played = [ref_trump_rank(ref_kind(c)[1]) for c in real if ref_kind(c)[0] == "T"]
        if played:
            higher = [c for c in trumps if ref_trump_rank(ref_kind(c)[1]) > max(played)]
            if higher:
                return out | set(higher)  # C13
    return out | set(trumps)  # R6.3b, R6.3d


def ref_winner(trick: Sequence[str]) -> int:
    """R6.4: index of the winning card: the highest trump, else the highest card of the suit led."""
    real = [(i, c) for i, c in enumerate(trick) if c != "FOOL"]
    trumps = [(ref_trump_rank(ref_kind(c)[1]), i) for i, c in real if ref_kind(c)[0] == "T"]
    if trumps:
        return max(trumps)[1]
    led = ref_kind(real[0][1])[0]
    return max((ref_kind(c)[1], i) for i, c in real if ref_kind(c)[0] == led)[1]


def ref_hand_score(options: dict[str, Any], hand: dict[str, Any]) -> tuple[list[int], list[int]]:
    """Score one record hand straight from the rules (R2, R7–R11, C9, C14–C19): (points, scores) per seat."""
    players = options.get("players", 3)
    n = 3 if players == 3 else 4
    call = players == 4 and options.get("mode") == "call"
    bonuses = options.get("bonuses", "declared")
    tmin, fmin = (10, 20) if n == 3 else (8, 15)
    dealer = hand["dealer"]
    held = [list(h) for h in hand["deal"]["hands"]]
    held[dealer] += hand["deal"]["talon"]
    discard: list[str] = []
    called = None
    declared: list[tuple[int, int]] = []
    tricks: list[list[tuple[int, str]]] = []
    current: list[tuple[int, str]] = []
    given = None
    for action in hand["actions"]:
        seat = action["seat"]
        if "discard" in action:
            discard = list(action["discard"])
            for c in discard:
                held[dealer].remove(c)
        elif "call" in action:
            called = action["call"]
        elif "declare" in action:
            shown = action["declare"]
            kinds = {ref_kind(c)[0] for c in shown}
            if kinds == {"T"} or all(ref_kind(c)[0] in "SHDC" and ref_kind(c)[1] <= 10 for c in shown):
                pts = len(shown)
            elif len(shown) == 4 and all(c[0] == "K" for c in shown):
                pts = 10
            elif len(shown) == 3:
                pts = 5
            else:
                pts = 10
            declared.append((seat, pts))
        elif "play" in action:
            held[seat].remove(action["play"])
            current.append((seat, action["play"]))
            if len(current) == n:
                tricks.append(current)
                current = []
        elif "give" in action:
            given = action["give"]
    # Sides (C9).
    if n == 3:
        side = [0, 1, 2]
    elif call:
        partner = next((s for s in range(n) if s != dealer and called in hand["deal"]["hands"][s]), None)
        side = [0 if s in (dealer, partner) else 1 for s in range(n)]
    else:
        side = [s % 2 for s in range(n)]
    sides = sorted(set(side))
    piles: dict[int, list[str]] = {k: [] for k in sides}
    won = dict.fromkeys(sides, 0)
    fool_seat = fool_winner = None
    fool_index = -1
    for index, trick in enumerate(tricks):
        cards = [c for _, c in trick]
        winner = trick[ref_winner(cards)][0]
        won[side[winner]] += 1
        for seat, c in trick:
            if c == "FOOL":
                fool_seat, fool_winner, fool_index = seat, winner, index
                piles[side[seat]].append(c)  # R9.1
            else:
                piles[side[winner]].append(c)
    if fool_seat is not None and fool_winner is not None and side[fool_seat] != side[fool_winner]:
        later = [
            c
            for trick in tricks[fool_index + 1 :]
            if side[trick[ref_winner([x for _, x in trick])][0]] == side[fool_seat]
            for _, c in trick
        ]
        if given is None and later:
            given = min(later, key=lambda c: (ref_value(c), parse_card(c)))  # C16
        moved = given if later and given is not None else "FOOL"  # R9.4
        piles[side[fool_seat]].remove(moved)
        piles[side[fool_winner]].append(moved)
    last_winner = tricks[-1][ref_winner([c for _, c in tricks[-1]])][0]
    owner_side = side[dealer] if won[side[dealer]] else side[last_winner]  # R8, C17
    piles[owner_side] += discard
    points = {k: sum(ref_value(c) for c in piles[k]) + won[k] + (1 if k == owner_side else 0) for k in sides}
    total = dict(points)
    if bonuses in ("declared", "both"):
        for seat, pts in declared:
            total[side[seat]] += pts
    if bonuses in ("captured", "both"):
        for k in sides:
            pile = piles[k]
            trumps = sum(1 for c in pile if ref_kind(c)[0] == "T")
            frilli = sum(1 for c in pile if ref_kind(c)[0] in "SHDC" and ref_kind(c)[1] <= 10)
            total[k] += trumps if trumps >= tmin else 0
            total[k] += frilli if frilli >= fmin else 0
            for suit in "SHDC":
                if all(f"{r}{suit}" in pile for r in "JNQK"):
                    total[k] += 10
            kings = sum(1 for c in pile if c[0] == "K")
            total[k] += {3: 5, 4: 10}.get(kings, 0)
    if options.get("bagatto_last"):
        last = tricks[-1]
        for seat, c in last:
            if c == "T1":
                if seat == last_winner:
                    total[side[seat]] += 20
                else:
                    for k in sides:
                        if k != side[seat]:
                            total[k] += 10 if n == 3 else 20
    return [points[side[s]] for s in range(n)], [total[side[s]] for s in range(n)]


# --------------------------------------------------------------------------------------------- fixture


class Kit:
    """The helpers, as one object (``kit.mask("KH QH")``)."""

    RECORDS = RECORDS
    mask = staticmethod(mask)
    codes = staticmethod(codes)
    make_deal = staticmethod(make_deal)
    game_of = staticmethod(game_of)
    new_state = staticmethod(new_state)
    action_of = staticmethod(action_of)
    run = staticmethod(run)
    lowest_play = staticmethod(lowest_play)
    plays_of = staticmethod(plays_of)
    live_step = staticmethod(live_step)
    record_actions = staticmethod(record_actions)
    play_out = staticmethod(play_out)
    random_step = staticmethod(random_step)
    ref_legal = staticmethod(ref_legal)
    ref_winner = staticmethod(ref_winner)
    ref_value = staticmethod(ref_value)
    ref_hand_score = staticmethod(ref_hand_score)


@pytest.fixture(scope="session")
def kit() -> Kit:
    """The Gatti test helpers."""
    return Kit()
