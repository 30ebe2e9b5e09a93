"""Search model of French Tarot: other hands, the unseen chien, the hidden part of the taker's discard.

What a seat knows and the sampler keeps (french-tarot.md):

* its hand, the cards played, the voids revealed (R7.2 follow, R7.3 trump, R7.4 overtrump);
* the chien once shown (Petite, Garde: R5.1): its cards are then in the taker's hand or discard,
  nowhere else; in Garde Sans / Contre (R5.5) and during the auction it is an unseen slot;
* the discard: its trumps (and kings under ``discard_kings``) are shown (R5.2, R5.4); the hidden rest
  is suit cards other than kings (R5.2), known to the taker alone;
* poignées: the trumps shown stay in the declarer's hand until played (R8.2).

A sampled world that would give someone a petit sec at the deal (annulled at once, R3.7), or
that would not open the Excuse's give window the seat sees open (it opens only between camps,
C15), is drawn again.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tarocchi.agents.search.model import RolloutView, TrickModel, played_by_seat
from tarocchi.agents.search.sampler import SamplingProblem
from tarocchi.cards import ALL_SUIT_CARDS, FOOL, KINGS, TRUMPS, CardSet, cards_of, parse_card
from tarocchi.engine.actions import Action
from tarocchi.engine.game import Deal, Game, HandState
from tarocchi.engine.observation import Observation
from tarocchi.engine.tricks import TrickRules
from tarocchi.games.french_tarot.deal import CHIEN_SIZE, HAND_SIZE
from tarocchi.games.french_tarot.deck import DECK, HALF_POINTS, STRENGTH
from tarocchi.games.french_tarot.state import PLAY, FrenchTarotState

RULES = TrickRules(strength=STRENGTH, trumps=TRUMPS, free=1 << FOOL, must_overtrump=True, overtrump_when_following=True)
"""R7.2-R7.6 as data."""


def shown_poignees(obs: Observation) -> dict[int, CardSet]:
    """Seat -> trumps it showed in a poignée."""
    out: dict[int, CardSet] = {}
    for name, cards in obs.public_cards.items():
        if name.startswith("poignee:"):
            seat = int(name.partition(":")[2])
            out[seat] = out.get(seat, 0) | cards
    return out


class Model(TrickModel):
    """French Tarot hidden cards and rebuild."""

    rules = RULES
    card_value = HALF_POINTS

    def rollout_view(self, state: HandState) -> RolloutView | None:
        st: FrenchTarotState = state  # type: ignore[assignment]
        if st._phase != PLAY:
            return None
        return RolloutView(st._to_play, st.legal_cards(), st._trick, st._n)

    def same_side(self, state: HandState, a: int, b: int) -> bool:
        st: FrenchTarotState = state  # type: ignore[assignment]
        return st._camp(a) == st._camp(b)

    def __init__(self, game: Game) -> None:
        super().__init__(game)
        self.discard_kings = bool(game.options.discard_kings)  # type: ignore[attr-defined]

    def _layout(self, obs: Observation) -> dict[str, Any]:
        info = obs.info
        n = obs.num_seats
        taker = info.get("taker")
        contract = info.get("contract")
        chien_shown = "chien" in obs.public_cards
        my_discard = obs.private_cards.get("discard", 0)
        shown_discard = obs.public_cards.get("discard", 0)
        discarded = any(a.verb == "discard" for a in obs.history)
        hidden_discard = (
            CHIEN_SIZE[n] - shown_discard.bit_count() if discarded and taker is not None and taker != obs.seat else 0
        )
        return {
            "taker": taker,
            "contract": contract,
            "chien_shown": chien_shown,
            "my_discard": my_discard,
            "shown_discard": shown_discard,
            "hidden_discard": hidden_discard,
            "discarded": discarded,
        }

    def problem(self, obs: Observation) -> SamplingProblem:
        n = obs.num_seats
        lay = self._layout(obs)
        taker = lay["taker"]
        played = played_by_seat(obs)
        all_played = 0
        for mask in played:
            all_played |= mask
        voids = self.voids(obs)
        poignees = shown_poignees(obs)
        chien: CardSet = obs.public_cards.get("chien", 0)
        known = obs.hand | all_played | lay["my_discard"] | lay["shown_discard"]
        fixed = [0] * n
        for seat, cards in poignees.items():
            if seat != obs.seat:
                fixed[seat] |= cards & ~all_played
                known |= cards
        unknown = DECK & ~known
        sizes: list[int] = []
        allowed: list[CardSet] = []
        names: list[str] = []
        for s in range(n):
            if s == obs.seat:
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
        if lay["hidden_discard"]:
            # R5.2: the hidden part of the discard is suit cards, never a king (unless discard_kings: then shown).
            sizes.append(lay["hidden_discard"])
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
        taker = lay["taker"]
        played = played_by_seat(obs)
        poignees = shown_poignees(obs)
        all_played = 0
        for mask in played:
            all_played |= mask
        now = [0] * n
        now[obs.seat] = obs.hand
        discard: CardSet = lay["my_discard"] or lay["shown_discard"]
        chien: CardSet = obs.public_cards.get("chien", 0)
        j = 0
        for s in range(n):
            if s == obs.seat:
                continue
            now[s] = parts[j] | (poignees.get(s, 0) & ~all_played)
            j += 1
        if lay["hidden_discard"]:
            discard |= parts[j]
            j += 1
        if not chien:
            chien = parts[j]
        dealt = [now[s] | played[s] for s in range(n)]
        if taker is not None and lay["chien_shown"]:
            # The taker took the chien and discarded: what it held, played and put aside, less the chien.
            dealt[taker] = (dealt[taker] | discard) & ~chien
        deal = Deal(tuple(tuple(cards_of(h)) for h in dealt), tuple(cards_of(chien)))

        def fill(action: Action) -> Action:
            if action.verb == "discard" and action.cards != discard:
                return Action(action.seat, "discard", cards=discard)
            return action

        called = obs.info.get("called")
        state = self.game.new_hand(obs.dealer, deal)
        for action in obs.history:
            state.apply_trusted(fill(action))
            if called is not None and state.phase == "call":
                # R6.2: the call is public (info), not part of the observed history.
                state.apply_trusted(Action(taker, "call", card=parse_card(called)))
        return state


def card_points(card: int) -> int:
    """Half-points of a card (R1.6)."""
    return HALF_POINTS[card]


__all__ = ["RULES", "Model", "card_points", "shown_poignees"]
