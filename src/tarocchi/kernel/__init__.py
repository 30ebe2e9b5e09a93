"""Playout kernels: the pure-Python reference and the optional compiled one (``pip install 'tarocchi[fast]'``).

Two kernels play the card play of random hands and playouts, from the same project random stream
(:class:`~tarocchi.engine.rng.SplitMix64`) and with the same choice rule (the ``int(random() * k)``-th of
the ``k`` legal cards in deck order):

* ``python``: the game's own trusted step, card by card (:meth:`~tarocchi.engine.game.HandState.play_view`
  and :meth:`~tarocchi.engine.game.HandState.play_card`); the reference, and the default without the extra;
* ``compiled``: :mod:`tarocchi.kernel.compiled` (Numba) plays the whole card play from the position the
  game gives (:meth:`~tarocchi.engine.game.HandState.card_play`) and its trick rules as data; the game's own
  step then replays those cards (:meth:`~tarocchi.engine.game.HandState.play_cards`), so the tricks, the
  facts and the score come from the one trusted transition.

Decisions that are not cards (bids, calls, discards, declarations, a give) are the game's
:meth:`~tarocchi.engine.game.Game.random_action` on the same stream, in both kernels. :func:`resolve`
turns a requested name (or ``None``: automatic, ``compiled`` when Numba can be imported) into a kernel.
"""

from __future__ import annotations

import importlib.util
from typing import Final

from tarocchi.engine.game import Game, HandState
from tarocchi.engine.rng import SplitMix64
from tarocchi.errors import TarocchiError

KERNELS: Final = ("python", "compiled")


class KernelError(TarocchiError):
    """A kernel that is unknown or not installed was asked for."""


def compiled_available() -> bool:
    """Whether the compiled kernel can run here (the ``fast`` extra, Numba, is installed)."""
    return importlib.util.find_spec("numba") is not None


def resolve(name: str | None = None) -> str:
    """The kernel to run for a request: ``python``, ``compiled``, or ``None``/``auto`` for ``compiled`` when
    the extra is installed and ``python`` otherwise. Raises :class:`KernelError` for an unknown name or for
    ``compiled`` without the extra."""
    if name is None or name == "auto":
        return "compiled" if compiled_available() else "python"
    if name not in KERNELS:
        raise KernelError(f"unknown kernel {name!r} (known: {', '.join(KERNELS)})")
    if name == "compiled" and not compiled_available():
        raise KernelError("the compiled kernel needs the fast extra (pip install 'tarocchi[fast]')")
    return name


def warm_up(kernel: str) -> float:
    """Compile or load the kernel (once per process); the seconds it took (0 for ``python``)."""
    if kernel != "compiled":
        return 0.0
    from tarocchi.kernel import compiled

    return compiled.warm_up()


def play_cards_randomly(game: Game, state: HandState, rng: SplitMix64, kernel: str = "python") -> None:
    """Play the card decisions of ``state`` (a playout copy) uniformly at random until the next decision is
    not a card (or the hand ends), drawing from ``rng``; with ``compiled``, in one kernel call when the game
    gives its card play (:meth:`~HandState.card_play`), the cards then replayed by the game's own step."""
    if kernel == "compiled":
        position = state.card_play()
        if position is not None:
            from tarocchi.kernel import compiled

            cards, _, rng.state = compiled.play_random(game, position, rng.state)
            state.play_cards(cards)
            return
    while True:
        view = state.play_view()
        if view is None:
            return
        legal = view.legal
        k = legal.bit_count()
        if k > 1:
            k = int(rng.random() * k)
            while k:
                legal &= legal - 1
                k -= 1
        state.play_card((legal & -legal).bit_length() - 1)


def random_rollout(game: Game, state: HandState, rng: SplitMix64, kernel: str = "python") -> HandState:
    """Play ``state`` (a :meth:`~HandState.playout` copy) to its end at random on ``rng``: cards by
    :func:`play_cards_randomly`, other decisions by the game's ``random_action``; returns it."""
    while not state.is_over:
        play_cards_randomly(game, state, rng, kernel)
        if not state.is_over:
            state.apply_trusted(game.random_action(state, rng))
    return state


def random_hand(game: Game, dealer: int, rng: SplitMix64, kernel: str = "python") -> HandState:
    """Deal from ``rng`` (the game's seeded deal) and play a whole hand at random (:func:`random_rollout`);
    the finished playout state."""
    state = game.new_hand(dealer, game.deal(dealer, rng.getrandbits(64))).playout()
    return random_rollout(game, state, rng, kernel)


__all__ = [
    "KERNELS",
    "KernelError",
    "compiled_available",
    "play_cards_randomly",
    "random_hand",
    "random_rollout",
    "resolve",
    "warm_up",
]
