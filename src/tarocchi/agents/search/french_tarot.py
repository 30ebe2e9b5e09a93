"""Search model of French Tarot: other hands, the unseen chien, the hidden part of the taker's discard.

What a seat knows and the sampler keeps (french-tarot.md):

* its hand, the cards played, the voids revealed (R7.2 follow, R7.3 trump, R7.4 overtrump);
* the chien once shown (Petite, Garde: R5.1): its cards are then in the taker's hand or discard,
  nowhere else; in Garde Sans / Contre (R5.5) and during the auction it is an unseen slot;
* the discard: its trumps (and kings under ``discard_kings``) are shown (R5.2, R5.4); the hidden rest
  is suit cards other than kings (R5.2), known to the taker alone;
* poignées: the trumps shown stay in the declarer's hand until played (R8.2);
* two players (§13): the dummy's hand once exposed (``dummy:2``, from the first card), and in the
  dummy's own view the defender's hand (``controller:<c>``): both are known whole, not sampled; the
  defender decides for both its hands, so a hand is worth to the dummy what it is worth to the
  defender (:meth:`Model.value`).

A sampled world that would give someone a petit sec at the deal (annulled at once, R3.7), or
that would not open the Excuse's give window the seat sees open (it opens only between camps,
C15), is drawn again.

Worlds are rebuilt on a playout-mode state (no undo) by replaying the observed history, runs of
plays in one :meth:`~tarocchi.games.french_tarot.state.FrenchTarotState.play_cards` step. Playouts
run the shared greedy policy of :class:`~tarocchi.agents.search.model.TrickModel` (the same card for
the same situation; see :func:`greedy_card`) as a ``choose`` callback of the state's
:meth:`~tarocchi.games.french_tarot.state.FrenchTarotState.play_out`, on bitmask tables.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Final

from tarocchi.agents.search.model import TrickModel, first_of, nth_card, played_by_seat, preference_groups
from tarocchi.agents.search.sampler import SamplingProblem
from tarocchi.cards import (
    ALL_SUIT_CARDS,
    FOOL,
    KINGS,
    NUM_CARDS,
    NUM_TRUMPS,
    SUIT_MASK_OF,
    TRUMPS,
    CardSet,
    parse_card,
)
from tarocchi.engine.actions import Action
from tarocchi.engine.game import Game, HandState
from tarocchi.engine.observation import Observation
from tarocchi.games.french_tarot.deal import CHIEN_SIZE, HAND_SIZE
from tarocchi.games.french_tarot.deck import ABOVE, DECK, HALF_POINTS, STRENGTH
from tarocchi.games.french_tarot.game import FrenchTarot
from tarocchi.games.french_tarot.play import TRICK_RULES
from tarocchi.games.french_tarot.state import FrenchTarotState

RULES: Final = TRICK_RULES
"""R7.2-R7.6 as data (the game's :attr:`~tarocchi.games.french_tarot.game.FrenchTarot.trick_rules`)."""


def _is_trump(card: int) -> int:
    return 1 if card < NUM_TRUMPS else 0


CHEAPEST: Final = preference_groups(
    sorted(range(NUM_CARDS), key=lambda c: (HALF_POINTS[c], _is_trump(c), STRENGTH[c], c))
)
"""The greedy policy's throw-away order: least card points, a suit card before a trump, the weakest
(then the lowest id, as ``min`` keeps the first of equals)."""
RICHEST: Final = preference_groups(
    sorted(range(NUM_CARDS), key=lambda c: (-(HALF_POINTS[c] if c != FOOL else -1), _is_trump(c), c))
)
"""The greedy policy's order for adding points to a trick the side holds: most card points, a suit
card before a trump, never the Excuse first (as ``max`` keeps the first of equals)."""
_PIP_GROUPS: Final = next(i for i, group in enumerate(CHEAPEST) if group & TRUMPS)
CHEAP_PIPS: Final[CardSet] = sum(CHEAPEST[:_PIP_GROUPS])
"""The cards of the groups of :data:`CHEAPEST` before the first with a trump (the low pips)."""
CHEAPEST_PAST_PIPS: Final = CHEAPEST[_PIP_GROUPS:]
""":data:`CHEAPEST` for a set holding none of :data:`CHEAP_PIPS` (the same card, fewer masks tried)."""
VALUED: Final[CardSet] = sum(1 << c for c in range(NUM_CARDS) if HALF_POINTS[c] > 1)
"""Cards worth more than 0.5 (a trick holding one is worth more than one half-point a card)."""
EXCUSE: Final[CardSet] = 1 << FOOL
"""The Excuse, played into the first trick its camp lets go (R7.8) rather than lost in the last one (R7.9)."""


def greedy_card(legal: CardSet, count: int, players: int, partner_wins: bool, best: int, trick: CardSet) -> int:
    """The greedy card of :meth:`TrickModel.rollout_card` for a trick that is not led (``count > 0``).

    ``best`` is the winning card so far (-1 when only the Excuse was played), ``partner_wins`` whether
    the seat to play's camp holds the trick, ``trick`` the trick's cards as a set. :meth:`Model.playout`
    runs the same decision inline (the tests check both against ``rollout_card``).
    """
    last = count == players - 1
    if best >= 0 and partner_wins:
        return first_of(legal, RICHEST if last else CHEAPEST)
    if best < 0:
        winners = legal & TRUMPS
    elif best < NUM_TRUMPS:
        winners = legal & ABOVE[best]
    else:
        # R7.7: a higher card of the suit led (suit ids run by rank), or any trump.
        winners = (legal & SUIT_MASK_OF[best] & ~((2 << best) - 1)) | (legal & TRUMPS)
    if winners and (last or trick & VALUED):
        cheap = winners & ~TRUMPS or winners
        return (cheap & -cheap).bit_length() - 1
    if legal & EXCUSE:
        return FOOL
    return first_of(legal, CHEAPEST)


def shown_poignees(obs: Observation) -> dict[int, CardSet]:
    """Seat -> trumps it showed in a poignée."""
    out: dict[int, CardSet] = {}
    for name, cards in obs.public_cards.items():
        if name.startswith("poignee:"):
            seat = int(name.partition(":")[2])
            out[seat] = out.get(seat, 0) | cards
    return out


@dataclass(frozen=True, slots=True)
class _Layout:
    """What an observation says about the hidden cards, computed once per observation."""

    taker: int | None
    chien_shown: bool
    chien: CardSet
    my_discard: CardSet
    shown_discard: CardSet
    hidden_discard: int
    played: tuple[CardSet, ...]
    all_played: CardSet
    poignees: dict[int, CardSet]
    shown_hands: dict[int, CardSet]
    """Other seats' hands the observation shows whole (§13: an exposed dummy, a dummy's controller)."""
    steps: tuple[Action | tuple[int, ...], ...]
    """The observed history as replay steps: an action, or a run of played cards."""


class Model(TrickModel):
    """French Tarot hidden cards and rebuild; the greedy playout policy on bitmasks."""

    rules = RULES
    card_value = HALF_POINTS
    free_to_lost_tricks = True  # R7.9: an Excuse kept to a lost last trick goes to its winners

    def __init__(self, game: Game) -> None:
        super().__init__(game)
        if not isinstance(game, FrenchTarot):
            raise TypeError(f"the French Tarot model needs a French Tarot game, not {game!r}")
        self.ft: FrenchTarot = game
        self.discard_kings = game.options.discard_kings
        self._cached: tuple[Observation, _Layout] | None = None

    def _layout(self, obs: Observation) -> _Layout:
        cached = self._cached
        if cached is not None and cached[0] is obs:
            return cached[1]
        info = obs.info
        n = obs.num_seats
        taker = info.get("taker")
        shown_discard = obs.public_cards.get("discard", 0)
        discarded = any(a.verb == "discard" for a in obs.history)
        hidden_discard = (
            CHIEN_SIZE[n] - shown_discard.bit_count() if discarded and taker is not None and taker != obs.seat else 0
        )
        played = played_by_seat(obs)
        all_played = 0
        for mask in played:
            all_played |= mask
        steps: list[Action | tuple[int, ...]] = []
        run: list[int] = []
        for action in obs.history:
            if action.verb == "play":
                run.append(action.card)
                continue
            if run:
                steps.append(tuple(run))
                run = []
            steps.append(action)
        if run:
            steps.append(tuple(run))
        layout = _Layout(
            taker=taker,
            chien_shown="chien" in obs.public_cards,
            chien=obs.public_cards.get("chien", 0),
            my_discard=obs.private_cards.get("discard", 0),
            shown_discard=shown_discard,
            hidden_discard=hidden_discard,
            played=tuple(played),
            all_played=all_played,
            poignees=shown_poignees(obs),
            shown_hands=shown_hands(obs),
            steps=tuple(steps),
        )
        self._cached = (obs, layout)
        return layout

    def problem(self, obs: Observation) -> SamplingProblem:
        n = obs.num_seats
        lay = self._layout(obs)
        taker = lay.taker
        played = lay.played
        voids = self.voids(obs)
        chien = lay.chien
        known = obs.hand | lay.all_played | lay.my_discard | lay.shown_discard
        fixed = [0] * n
        for seat, cards in lay.poignees.items():
            if seat != obs.seat:
                fixed[seat] |= cards & ~lay.all_played
                known |= cards
        for seat, cards in lay.shown_hands.items():
            fixed[seat] |= cards
            known |= cards
        unknown = DECK & ~known
        sizes: list[int] = []
        allowed: list[CardSet] = []
        names: list[str] = []
        own_hidden = _own_hand_hidden(obs, played)
        for s in range(n):
            if s == obs.seat and not own_hidden:
                continue
            count = HAND_SIZE[n] - played[s].bit_count()
            if s == taker and obs.phase == "discard":
                count += CHIEN_SIZE[n]
            mask = DECK & ~voids[s]
            if chien and s != taker:
                mask &= ~chien  # R5.1: the shown chien went to the taker
            sizes.append(count - fixed[s].bit_count())
            allowed.append(mask)
            names.append(f"hand:{s}")
        if lay.hidden_discard:
            # R5.2: the hidden part of the discard is suit cards, never a king (unless discard_kings: then shown).
            sizes.append(lay.hidden_discard)
            allowed.append(ALL_SUIT_CARDS & ~KINGS)
            names.append(f"discard:{taker}")
        if not chien:
            sizes.append(CHIEN_SIZE[n])
            allowed.append(DECK)
            names.append("chien")
        return SamplingProblem(unknown, tuple(sizes), tuple(allowed), tuple(names))

    def rebuild(self, obs: Observation, parts: Sequence[CardSet]) -> HandState:
        n = obs.num_seats
        lay = self._layout(obs)
        taker = lay.taker
        played = lay.played
        all_played = lay.all_played
        now = [0] * n
        now[obs.seat] = obs.hand
        discard: CardSet = lay.my_discard or lay.shown_discard
        chien = lay.chien
        j = 0
        own_hidden = _own_hand_hidden(obs, played)
        for s in range(n):
            if s == obs.seat and not own_hidden:
                continue
            now[s] = parts[j] | (lay.poignees.get(s, 0) & ~all_played) | lay.shown_hands.get(s, 0)
            j += 1
        if lay.hidden_discard:
            discard |= parts[j]
            j += 1
        if not chien:
            chien = parts[j]
        dealt = [now[s] | played[s] for s in range(n)]
        if taker is not None and lay.chien_shown:
            # The taker took the chien and discarded: what it held, played and put aside, less the chien.
            dealt[taker] = (dealt[taker] | discard) & ~chien
        dealt.append(chien)
        state = FrenchTarotState(self.ft, obs.dealer, None, dealt, playout=True)
        if state.is_over:
            return state  # R3.7: annulled at the deal (a petit sec); determinize draws again
        called = obs.info.get("called")
        for step in lay.steps:
            if isinstance(step, tuple):
                state.play_cards(step)
                continue
            if step.verb == "discard" and step.cards != discard:
                step = Action(step.seat, "discard", cards=discard)
            state.apply_trusted(step)
            if called is not None and state.phase == "call" and taker is not None:
                # R6.2: the call is public (info), not part of the observed history.
                state.apply_trusted(Action(taker, "call", card=parse_card(called)))
        return state

    def value(self, state: HandState, seat: int) -> float:
        """The score of the seat deciding for ``seat``: a dummy's is its controller's (§13)."""
        return float(state.result().scores[state.controller(seat)])

    def playout(self, state: HandState, rng: random.Random) -> HandState:
        """The greedy policy (:func:`greedy_card`, ``epsilon`` of the cards at random, a lead at
        random) through the state's ``play_out``; other decisions uniformly."""
        if not isinstance(state, FrenchTarotState):
            return super().playout(state, rng)
        rnd = rng.random
        players = self.ft.num_seats
        epsilon = self.epsilon
        camps = state.camps  # fixed once the play has begun

        def choose(seat: int, legal: CardSet, count: int, winner: int, best: int, trick: CardSet) -> int:
            # play_out asks only when there are two legal cards or more.
            if count == 0 or rnd() < epsilon:
                n = legal.bit_count()
                return nth_card(legal, int(rnd() * n), n)
            last = count == players - 1
            if best >= 0 and camps[seat] == camps[winner]:
                groups = RICHEST if last else CHEAPEST if legal & CHEAP_PIPS else CHEAPEST_PAST_PIPS
            else:
                if best < 0:
                    winners = legal & TRUMPS
                elif best < NUM_TRUMPS:
                    winners = legal & ABOVE[best]
                else:
                    winners = (legal & SUIT_MASK_OF[best] & ~((2 << best) - 1)) | (legal & TRUMPS)
                if winners and (last or trick & VALUED):
                    cheap = winners & ~TRUMPS or winners
                    return (cheap & -cheap).bit_length() - 1
                if legal & EXCUSE:
                    return FOOL
                groups = CHEAPEST if legal & CHEAP_PIPS else CHEAPEST_PAST_PIPS
            for group in groups:
                found = legal & group
                if found:
                    return (found & -found).bit_length() - 1
            raise AssertionError("a legal card is in some group")

        policy: Callable[[int, CardSet, int, int, int, CardSet], int] = choose
        while not state.is_over:
            camps = state.camps
            if state.playing:
                state.play_out(policy, rnd)
            else:
                state.apply_trusted(self.game.random_action(state, rng))
        return state


def _own_hand_hidden(obs: Observation, played: Sequence[CardSet]) -> bool:
    """Whether the view hides its own seat's hand (§13: a dummy before it is exposed): sampled then too."""
    return not obs.hand and HAND_SIZE[obs.num_seats] > played[obs.seat].bit_count()


def shown_hands(obs: Observation) -> dict[int, CardSet]:
    """Other seats' current hands the observation shows whole: an exposed dummy (``dummy:<s>``, public)
    and, in a dummy's own view, its controller's hand (``controller:<s>``) (§13)."""
    out: dict[int, CardSet] = {}
    for key, cards in (*obs.public_cards.items(), *obs.private_cards.items()):
        kind, _, who = key.partition(":")
        if kind in ("dummy", "controller") and who.isdigit() and int(who) != obs.seat:
            out[int(who)] = cards
    return out


def card_points(card: int) -> int:
    """Half-points of a card (R1.6)."""
    return HALF_POINTS[card]


__all__ = [
    "CHEAPEST",
    "RICHEST",
    "RULES",
    "Model",
    "card_points",
    "first_of",
    "greedy_card",
    "shown_hands",
    "shown_poignees",
]
