"""Search model of Tarocchino: the three hands a seat does not see and the dealer's monte.

What a seat knows and the sampler keeps (tarocchino.md): its hand; the cards played; the voids the
tricks reveal (R6.2: follow, else trump; no duty to overtrump); the cards of every declaration
(R4: in the declarer's hand until played); the public hand sizes; and, for every seat but the
dealer, that the monte holds no King, T21, T20, T1 or Matto (R3.3).
"""

from __future__ import annotations

from collections.abc import Sequence

from tarocchi.agents.search.model import RolloutView, TrickModel, played_by_seat, replay
from tarocchi.agents.search.sampler import SamplingProblem
from tarocchi.cards import CardSet, cards_of
from tarocchi.engine.actions import Action
from tarocchi.engine.game import Deal, Game, HandState
from tarocchi.engine.observation import Observation
from tarocchi.games.tarocchino.deck import DECK, HAND_SIZE, NO_DISCARD, NUM_SEATS, VALUE
from tarocchi.games.tarocchino.play import TRICK_RULES, legal_plays
from tarocchi.games.tarocchino.state import TarocchinoState


def declared_cards(obs: Observation, played: CardSet) -> list[CardSet]:
    """Per seat, the declared cards it still holds (R4.2: shown from the hand)."""
    out = [0] * NUM_SEATS
    for name, cards in obs.public_cards.items():
        kind, _, who = name.partition(":")
        if kind == "declared":
            out[int(who)] |= cards & ~played
    return out


class Model(TrickModel):
    """Tarocchino hidden cards and rebuild."""

    rules = TRICK_RULES
    card_value = VALUE
    merge_equivalent = False  # captured sequences (R7.2) tell apart cards of equal strength and value

    def __init__(self, game: Game) -> None:
        super().__init__(game)

    def problem(self, obs: Observation) -> SamplingProblem:
        played = played_by_seat(obs)
        all_played = 0
        for mask in played:
            all_played |= mask
        voids = self.voids(obs)
        fixed = declared_cards(obs, all_played)
        known = obs.hand | all_played | obs.private_cards.get("discard", 0)
        for s, mask in enumerate(fixed):
            if s != obs.seat:
                known |= mask
        unknown = DECK & ~known
        sizes: list[int] = []
        allowed: list[CardSet] = []
        names: list[str] = []
        discarded = any(a.verb == "discard" for a in obs.history)
        for s in range(NUM_SEATS):
            if s == obs.seat:
                continue
            count = HAND_SIZE + (2 if s == obs.dealer and not discarded else 0) - played[s].bit_count()
            sizes.append(count - fixed[s].bit_count())
            allowed.append(DECK & ~voids[s])
            names.append(f"hand:{s}")
        if discarded and obs.seat != obs.dealer:
            sizes.append(2)
            allowed.append(DECK & ~NO_DISCARD)  # R3.3
            names.append(f"discard:{obs.dealer}")
        return SamplingProblem(unknown, tuple(sizes), tuple(allowed), tuple(names))

    def rebuild(self, obs: Observation, parts: Sequence[CardSet]) -> HandState:
        played = played_by_seat(obs)
        all_played = 0
        for mask in played:
            all_played |= mask
        fixed = declared_cards(obs, all_played)
        now = [0] * NUM_SEATS
        now[obs.seat] = obs.hand
        j = 0
        for s in range(NUM_SEATS):
            if s == obs.seat:
                continue
            now[s] = parts[j] | fixed[s]
            j += 1
        discarded = any(a.verb == "discard" for a in obs.history)
        monte = obs.private_cards.get("discard", 0)
        if discarded and not monte:
            monte = parts[j]
        dealer = obs.dealer
        dealt = [now[s] | played[s] for s in range(NUM_SEATS)]
        dealt[dealer] |= monte
        if monte:
            talon = monte
        else:
            spare = cards_of(dealt[dealer])
            talon = (1 << spare[-1]) | (1 << spare[-2])
        hands = tuple(tuple(cards_of(dealt[s] & ~(talon if s == dealer else 0))) for s in range(NUM_SEATS))
        deal = Deal(hands, tuple(cards_of(talon)))
        history = [a for a in obs.history if not (a.verb == "give" and a.card < 0)]  # a hidden monte card given

        def fill(action: Action) -> Action:
            if action.verb == "discard" and not action.cards:
                return Action(action.seat, "discard", cards=monte)
            return action

        return replay(self.game, dealer, deal, history, fill)

    def value(self, state: HandState, seat: int) -> float:
        unrounded = state.result().detail.get("unrounded")
        if unrounded is None:
            scores = state.result().scores
            return float(scores[seat]) - float(scores[(seat + 1) % NUM_SEATS])
        return float(unrounded[seat]) - float(unrounded[(seat + 1) % NUM_SEATS])

    def rollout_view(self, state: HandState) -> RolloutView | None:
        st: TarocchinoState = state  # type: ignore[assignment]
        if st._phase != "play":
            return None
        leader = st._leader
        trick = st._trick
        seat = (leader + len(trick)) % NUM_SEATS
        legal = legal_plays(st._hands[seat], trick)
        return RolloutView(seat, legal, [((leader + i) % NUM_SEATS, c) for i, c in enumerate(trick)], NUM_SEATS)

    def same_side(self, state: HandState, a: int, b: int) -> bool:
        return (a & 1) == (b & 1)


__all__ = ["Model", "declared_cards"]
