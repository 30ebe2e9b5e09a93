"""Fit the French Tarot heuristic's bid model: the taker's expected margin from its hand's features.

For each deal, the first seat to bid is made to take (Garde, Garde Sans, Garde Contre in turn; the
others pass) and the heuristic plays the rest. The attack's margin (card points minus the target of
its bouts, R10.1) is regressed by least squares on :func:`bid_features` of the taker's dealt hand,
one fit per player count and chien treatment; the residual standard deviation goes with it. Prints
the tables ``BID_MODEL`` of ``agents/heuristic/french_tarot.py`` holds.

    PYTHONPATH=src python benchmarks/fit_french_tarot_bids.py --deals 3000
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Sequence

import numpy as np

from tarocchi.agents.heuristic.french_tarot import Heuristic, bid_features
from tarocchi.engine.actions import Action
from tarocchi.engine.game import CardChoice
from tarocchi.engine.observation import Observation
from tarocchi.games import create_game
from tarocchi.sim.runner import deal_seed, play_hand


class Forced(Heuristic):
    """The heuristic, except that ``bidder`` bids ``contract`` and everyone else passes."""

    bidder = 0
    contract = "garde"

    def decide_other(
        self, obs: Observation, legal: Sequence[Action], rng: random.Random, choices: Sequence[CardChoice]
    ) -> Action:
        bids = [a for a in legal if a.verb == "bid"]
        if bids and not any(a.verb == "declare" for a in legal):
            want = self.contract if obs.seat == self.bidder else "pass"
            return next(a for a in bids if a.value == want)
        return super().decide_other(obs, legal, rng, choices)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--deals", type=int, default=3000)
    parser.add_argument("--players", type=int, nargs="*", default=[3, 4, 5])
    parser.add_argument("--save", help="also save the data as NAME-PLAYERS-CONTRACT.npz")
    args = parser.parse_args()
    for players in args.players:
        game = create_game("french-tarot", {"players": players})
        for contract in ("garde", "garde-sans", "garde-contre"):
            agent = Forced(game)
            agent.contract = contract
            xs: list[tuple[float, ...]] = []
            ys: list[float] = []
            for index in range(args.deals):
                seed = deal_seed(7, index)
                dealer = index % players
                deal = game.deal(dealer, seed)
                first = game.new_hand(dealer, deal)
                if first.is_over or first.phase != "bidding":
                    continue
                bidder = first.to_act
                assert bidder is not None
                agent.bidder = bidder
                result, _ = play_hand(game, [agent] * players, dealer, seed, f"fit/{index}")
                detail = result.detail
                if detail.get("taker") != bidder or "attack_points" not in detail:
                    continue
                xs.append(bid_features(deal.hand_masks[bidder]))
                ys.append(float(detail["attack_points"]) - float(detail["target"]))
            x = np.array(xs)
            y = np.array(ys)
            if args.save:
                np.savez(f"{args.save}-{players}-{contract}.npz", x=x, y=y)
            coef, *_ = np.linalg.lstsq(x, y, rcond=None)
            resid = y - x @ coef
            sigma = float(np.sqrt((resid**2).sum() / max(1, len(y) - len(coef))))
            made = float((y >= 0).mean())
            print(
                f"    ({players}, {contract!r}): ({tuple(round(float(c), 3) for c in coef)}, {sigma:.2f}),"
                f"  # n={len(y)} made={made:.3f} mean={y.mean():.2f}"
            )


if __name__ == "__main__":
    main()
