"""An OpenSpiel game of tarocchi under Shimmy's PettingZoo wrapper (``OpenSpielCompatibilityV0``).

Shimmy's ``reset`` plays the chance nodes of the deal and then asks the state whose turn it is; it assumes somebody
is. A deal the rules annul before anyone acts (a French Tarot petit sec, french-tarot.md C7: about 0.18% of 4-player
deals) is terminal right after its chance nodes, as :mod:`tarocchi.rl.openspiel` makes it, and Shimmy's reset fails
on it (``KeyError: -4``, OpenSpiel's terminal player id). :func:`env` deals again there, as a table does and as
:mod:`tarocchi.rl.pettingzoo` does: a reset with a seed draws the next deal's seed from that seed, so the same seed
still gives the same episode.
"""

from __future__ import annotations

from typing import Any

from shimmy import OpenSpielCompatibilityV0

from tarocchi.rl import openspiel

DEALS: int = 1000
"""The most deals one reset tries before it gives up (each is annulled with a probability under 1%)."""


class RedealingOpenSpielEnv(OpenSpielCompatibilityV0):  # type: ignore[misc]
    """Shimmy's wrapper, but a reset whose deal is over before anyone acts deals again."""

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        super().reset(seed=seed, options=options)
        for _ in range(DEALS):
            if not self.game_state.is_terminal():
                return
            again = None if seed is None else int(self.np_random.integers(2**31 - 1))
            super().reset(seed=again, options=options)
        raise RuntimeError(f"{DEALS} deals in a row were over before anyone acted")

    def _choose_next_agent(self) -> None:
        # a deal over at once is dealt again by reset: nobody is chosen for it (Shimmy would look up player -4)
        if self.game_state.is_terminal() and not any(self.terminations.values()):
            return
        super()._choose_next_agent()


def env(name: str, render_mode: str | None = None, **params: Any) -> RedealingOpenSpielEnv:
    """The tarocchi game ``name`` (with its OpenSpiel parameters) as a PettingZoo AEC environment through Shimmy."""
    return RedealingOpenSpielEnv(env=openspiel.load(name, **params), render_mode=render_mode)


__all__ = ["DEALS", "RedealingOpenSpielEnv", "env"]
