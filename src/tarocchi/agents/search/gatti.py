"""Search model of Gatti: the hands a seat does not see and the dealer's discard (gatti.md).

What a seat knows and the sampler keeps:

* its hand; the dummies' hands once exposed after the discard (12.2), its own dummy before;
  a dummy's view holds its controller's hand;
* the face-up card of every seat (R4.2): in that seat's hand until played (the dealer's may be in
  his discard); the cards of declared *boñe* (R7): in the declarer's hand until played;
* the sizes of every hand (public), the voids revealed by the tricks (R6.3: follow, trump, and
  overtrump under ``must_overtrump``);
* the discard, to everyone but the dealer's side: no king (R5.2), T1 only as the dealer's only
  trump (R5.3: the sample keeps it out), T21 and the Fool not under ``protect_honours`` (16.1).

The rebuilt deal puts each seat's face-up card last in its hand, as the deal does.
"""

from __future__ import annotations

from collections.abc import Sequence

from tarocchi.agents.search.model import RolloutView, TrickModel, played_by_seat, replay
from tarocchi.agents.search.sampler import SamplingProblem
from tarocchi.cards import FOOL, KINGS, TRUMPS, CardSet, cards_of
from tarocchi.engine.actions import Action
from tarocchi.engine.game import Deal, Game, HandState
from tarocchi.engine.observation import Observation
from tarocchi.engine.tricks import TrickRules
from tarocchi.games.gatti.deal import hand_size, talon_size
from tarocchi.games.gatti.deck import STRENGTH, T1_BIT, T21, VALUES
from tarocchi.games.gatti.play import legal_plays
from tarocchi.games.gatti.state import GattiState


def trick_rules(game: Game) -> TrickRules:
    """R6 as data: follow, trump, overtrump only under the option; T20 over T21 (R1.3)."""
    return TrickRules(
        strength=STRENGTH,
        trumps=TRUMPS,
        free=1 << FOOL,
        must_overtrump=bool(game.options.must_overtrump),  # type: ignore[attr-defined]
        overtrump_when_following=True,
    )


def known_hands(obs: Observation) -> dict[int, CardSet]:
    """The hands this observation shows whole: its own, the dummies, a dummy's controller."""
    out = {obs.seat: obs.hand}
    for name, cards in (*obs.public_cards.items(), *obs.private_cards.items()):
        kind, _, who = name.partition(":")
        if kind in ("dummy", "controller"):
            out[int(who)] = cards
    return out


class Model(TrickModel):
    """Gatti hidden cards and rebuild."""

    card_value = VALUES

    def __init__(self, game: Game) -> None:
        super().__init__(game)
        self.rules = trick_rules(game)
        self.n = game.num_seats
        self.size = hand_size(self.n)
        self.extra = talon_size(self.n)
        self.overtrump = bool(game.options.must_overtrump)  # type: ignore[attr-defined]
        self.protect = bool(game.options.protect_honours)  # type: ignore[attr-defined]
        controller = getattr(game, "controller", None)
        self.controllers = [controller(s) if controller else s for s in range(self.n)]

    def controller(self, seat: int) -> int:
        return self.controllers[seat]

    def _facts(self, obs: Observation) -> tuple[dict[int, CardSet], list[CardSet], list[int], bool]:
        known = known_hands(obs)
        played = played_by_seat(obs)
        faceup = [0] * self.n
        for name, cards in obs.public_cards.items():
            kind, _, who = name.partition(":")
            if kind == "faceup":
                faceup[int(who)] = cards
        discarded = any(a.verb == "discard" for a in obs.history)
        return known, played, faceup, discarded

    def problem(self, obs: Observation) -> SamplingProblem:
        known, played, faceup, discarded = self._facts(obs)
        all_played = 0
        for mask in played:
            all_played |= mask
        voids = self.voids(obs)
        sizes_now = obs.info.get("hand_sizes")
        fixed = [0] * self.n
        for name, cards in obs.public_cards.items():
            kind, _, who = name.partition(":")
            if kind == "declared" and int(who) not in known:
                fixed[int(who)] |= cards & ~all_played
        seen = obs.private_cards.get("discard", 0) | obs.private_cards.get("talon", 0) & ~obs.hand
        known_mask = all_played | seen
        for mask in known.values():
            known_mask |= mask
        for mask in fixed:
            known_mask |= mask
        unknown = self.game.deck & ~known_mask
        hidden_discard = discarded and "discard" not in obs.private_cards
        sizes: list[int] = []
        allowed: list[CardSet] = []
        names: list[str] = []
        for s in range(self.n):
            if s in known:
                continue
            if sizes_now is not None:
                count = int(sizes_now[s])
            else:
                count = self.size + (self.extra if s == obs.dealer and not discarded else 0) - played[s].bit_count()
            mask = self.game.deck & ~voids[s]
            for t in range(self.n):
                if t != s:
                    mask &= ~faceup[t]  # R4.2: another seat's face-up card is in its hand (or discard)
            sizes.append(count - fixed[s].bit_count())
            allowed.append(mask)
            names.append(f"hand:{s}")
        if hidden_discard:
            mask = self.game.deck & ~KINGS & ~T1_BIT  # R5.2, R5.3
            if self.protect:
                mask &= ~((1 << T21) | (1 << FOOL))  # 16.1
            for t in range(self.n):
                if t != obs.dealer:
                    mask &= ~faceup[t]
            sizes.append(self.extra)
            allowed.append(mask)
            names.append(f"discard:{obs.dealer}")
        return SamplingProblem(unknown, tuple(sizes), tuple(allowed), tuple(names))

    def rebuild(self, obs: Observation, parts: Sequence[CardSet]) -> HandState:
        known, played, faceup, discarded = self._facts(obs)
        all_played = 0
        for mask in played:
            all_played |= mask
        now = [0] * self.n
        for s, mask in known.items():
            now[s] = mask
        j = 0
        for s in range(self.n):
            if s in known:
                continue
            now[s] = parts[j]
            j += 1
        for name, cards in obs.public_cards.items():
            kind, _, who = name.partition(":")
            if kind == "declared" and int(who) not in known:
                now[int(who)] |= cards & ~all_played
        discard = obs.private_cards.get("discard", 0)
        if discarded and not discard:
            discard = parts[j]
        dealer = obs.dealer
        dealt = [now[s] | played[s] for s in range(self.n)]
        dealt[dealer] |= discard
        talon = obs.private_cards.get("talon", 0)
        if not talon:
            spare = [c for c in cards_of(dealt[dealer] & ~faceup[dealer])]
            talon = 0
            for c in spare[-self.extra :]:
                talon |= 1 << c
        hands = []
        for s in range(self.n):
            mine = dealt[s] & ~(talon if s == dealer else 0)
            order = [c for c in cards_of(mine & ~faceup[s])] + cards_of(faceup[s] & mine)
            hands.append(tuple(order))
        deal = Deal(tuple(hands), tuple(cards_of(talon)))

        def fill(action: Action) -> Action:
            if action.verb == "discard" and not action.cards:
                return Action(action.seat, "discard", cards=discard)
            return action

        return replay(self.game, dealer, deal, obs.history, fill)

    def value(self, state: HandState, seat: int) -> float:
        return float(state.result().scores[self.controllers[seat]])

    def rollout_view(self, state: HandState) -> RolloutView | None:
        st: GattiState = state  # type: ignore[assignment]
        if not st._discarded or (st._called < 0 and st.game.options.is_call) or len(st._tricks) == st._ntricks:
            return None
        current = st._current
        seat = (current[-1][0] + 1) % self.n if current else st._leader
        legal = legal_plays(st._hands[seat], tuple(c for _, c in current), self.overtrump)
        return RolloutView(seat, legal, list(current), self.n)

    def same_side(self, state: HandState, a: int, b: int) -> bool:
        side = state._side  # type: ignore[attr-defined]
        return bool(side[a] == side[b])


__all__ = ["Model", "known_hands", "trick_rules"]
