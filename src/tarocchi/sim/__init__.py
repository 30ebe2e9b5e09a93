"""Simulations between agents: the match runner behind ``tarocchi match`` (DESIGN.md §7).

Multiprocessing by default; Ray (``--backend ray``) is imported only when asked for.
"""

from tarocchi.sim.runner import DealOutcome, MatchConfig, play_hand, run_deals, summarize

__all__ = ["DealOutcome", "MatchConfig", "play_hand", "run_deals", "summarize"]
