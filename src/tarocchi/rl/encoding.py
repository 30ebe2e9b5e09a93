"""The observation tensor of a seat: one float32 vector per game and option set, built from an Observation.

The hidden-information guarantee (DESIGN.md §6) rests on one rule: :meth:`Encoder.encode` reads the
seat's :class:`~tarocchi.engine.observation.Observation` and nothing else, plus what every seat knows
anyway (the game's deck, its action layout, the match score) and the seat's own pending card-by-card
selection. So no tensor can reveal a card the observation hides.

Seats are *relative to the observer*: relative seat ``r`` is absolute seat ``(observer + r) % n``, so
``r = 0`` is always the observer, ``r = 1`` the next to play after it. Cards are indexed by their
position in the game's deck (deck order, DESIGN.md §3): ``D`` = 78 for French Tarot and Gatti, 62 for
the 62-card games. With ``n`` seats (dummies included), ``F`` set families of the action layout
(discard, declarations), ``B`` bid values, ``A`` announcements, the vector is, in this order:

=========================  ==========  ===================================================================
block                      size        meaning
=========================  ==========  ===================================================================
``hand``                   D           the observer's own hand
``played[r]``              n * D       cards relative seat ``r`` has played to the tricks
``trick[r]``               n * D       the card ``r`` has put on the trick in progress
``won[r]``                 n * D       cards of the finished tricks ``r`` won
``when``                   D           for a played card, (trick number + 1) / tricks in the hand
``public[c][r]``           4 * n * D   public sets of a seat: ``faceup``, ``declared``, ``dummy``,
                                       ``poignee`` (other seat-named public sets join ``declared``)
``public[c]``              3 * D       public sets of no seat: ``chien``, ``called``, any other
``private[c][r]``          2 * n * D   private sets of a seat: ``dummy``, ``controller``
``private[c]``             5 * D       private sets: ``discard``, ``talon``, ``monte``, ``discard_pool``
                                       (``discard_required`` joins it), any other
``called_card``            D           cards named by ``call`` actions or by ``info["called"]``
``given``                  D           cards handed over by ``give`` actions the observer saw
``selection``              D           the observer's own discard/declaration being picked card by card
``selection_family``       F           which family that selection belongs to
``phase``                  9           one-hot: bidding, call, discard, declare, announce, play, give,
                                       over, other
``to_act[r]``              n + 1       one-hot relative seat asked next (last: nobody)
``dealer[r]``              n           one-hot relative dealer
``leader[r]``              n           one-hot relative leader of the trick in progress
``bids[r][b]``             n * B       each seat's last bid, one-hot over the game's bid values
``announces[r][a]``        n * A       announcements made by each seat
``declared[r][f]``         n * F       how many declarations of family ``f`` seat ``r`` made (``/ 4``)
``roles[k][r]``            6 * n       public seats in ``info``: taker, partner (once known), forehand
                                       or eldest, cutter, give window, controlled_by
``contract``               B           the contract (``info["contract"]``), one-hot over the bid values
``counts[k][r]``           5 * n       public per-seat figures of ``info``: tricks won (``/ tricks``),
                                       points taken, declared points, balances, running totals
                                       (``/ points scale``)
``progress``               2           tricks finished / tricks in the hand; hand number in the match
                                       ``/ 10`` (above 1 from a match's eleventh hand on)
``score[r]``               n           the match score before this hand, per relative seat (``/ scale``)
=========================  ==========  ===================================================================

Every block but ``score``, ``counts`` and the hand number of ``progress`` is 0/1 or in [0, 1]; the Box of
:mod:`tarocchi.rl.pettingzoo` says so element by element (those have no upper bound: a match may run past ten
hands).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final

import numpy as np

from tarocchi.cards import NUM_CARDS, CardSet, cards_of, is_card_code, parse_card
from tarocchi.engine.actions import Action
from tarocchi.engine.game import Game
from tarocchi.engine.ids import Selection
from tarocchi.engine.observation import Observation, TrickView

PHASES: Final = ("bidding", "call", "discard", "declare", "announce", "play", "give", "over")
"""Phase names with a slot of their own; any other phase sets the last ("other") slot."""
PUBLIC_SEAT_SETS: Final = ("faceup", "declared", "dummy", "poignee")
PUBLIC_SETS: Final = ("chien", "called")
PRIVATE_SEAT_SETS: Final = ("dummy", "controller")
PRIVATE_SETS: Final = ("discard", "talon", "monte", "discard_pool")
_PRIVATE_ALIASES: Final = {"discard_required": "discard_pool"}
ROLE_KEYS: Final = (("taker",), ("partner",), ("forehand", "eldest"), ("cutter",), ("give_window",), ("controlled_by",))
COUNT_KEYS: Final = ("tricks_won", "points_taken", "declared_points", "balances", "running_totals")
_SEQUENCES: Final = (list, tuple)
_NUMBERS: Final = (int, float)
"""For ``isinstance`` (a tuple of types: ``list | tuple`` would build a union at every call)."""


@dataclass(frozen=True, slots=True)
class Block:
    """One named block of the vector: its offset and size."""

    name: str
    start: int
    size: int


class Encoder:
    """The observation tensor of one game with one option set (see the module docstring for the layout).

    ``points_scale`` divides scores and point figures (default: the card points of the deck, so a
    hand's figures are of order one).
    """

    def __init__(self, game: Game, points_scale: float | None = None) -> None:
        self.game = game
        self.n = n = game.num_seats
        layout = game.action_layout
        self.deck_cards: list[int] = cards_of(game.deck)
        d = self.d = len(self.deck_cards)
        self.num_bids = len(layout.bids)
        self.num_announces = len(layout.announces)
        self.num_families = len(layout.families)
        self.bid_index = {b: i for i, b in enumerate(layout.bids)}
        self.announce_index = {a: i for i, a in enumerate(layout.announces)}
        self.family_index = {(f.verb, f.value): i for i, f in enumerate(layout.families)}
        self.points_scale = float(points_scale or game.card_points(game.deck) or 1.0)
        self.num_tricks = max(1, _tricks_in_hand(game))
        pos = np.full(NUM_CARDS, -1, dtype=np.int64)
        for i, c in enumerate(self.deck_cards):
            pos[c] = i
        self._pos = pos
        self._pos_list: list[int] = pos.tolist()
        self._deck_mask: CardSet = sum(1 << c for c in self.deck_cards)
        sizes = [
            ("hand", d),
            ("played", n * d),
            ("trick", n * d),
            ("won", n * d),
            ("when", d),
            ("public_seat", len(PUBLIC_SEAT_SETS) * n * d),
            ("public", (len(PUBLIC_SETS) + 1) * d),
            ("private_seat", len(PRIVATE_SEAT_SETS) * n * d),
            ("private", (len(PRIVATE_SETS) + 1) * d),
            ("called_card", d),
            ("given", d),
            ("selection", d),
            ("selection_family", self.num_families),
            ("phase", len(PHASES) + 1),
            ("to_act", n + 1),
            ("dealer", n),
            ("leader", n),
            ("bids", n * self.num_bids),
            ("announces", n * self.num_announces),
            ("declared", n * self.num_families),
            ("roles", len(ROLE_KEYS) * n),
            ("contract", self.num_bids),
            ("counts", len(COUNT_KEYS) * n),
            ("progress", 2),
            ("score", n),
        ]
        self.blocks: dict[str, Block] = {}
        offset = 0
        for name, size in sizes:
            self.blocks[name] = Block(name, offset, size)
            offset += size
        self.size = offset
        low = np.zeros(self.size, dtype=np.float32)
        high = np.ones(self.size, dtype=np.float32)
        for name in ("counts", "score"):
            b = self.blocks[name]
            low[b.start : b.start + b.size] = -np.inf
            high[b.start : b.start + b.size] = np.inf
        high[self.blocks["progress"].start + 1] = np.inf  # the hand number / 10: a match may run past ten hands
        self.low, self.high = low, high
        self._b = {name: b.start for name, b in self.blocks.items()}
        self._starts: dict[tuple[str, int, bool], int] = {}

    # ------------------------------------------------------------------ helpers

    def _card_planes(self, out: np.ndarray, planes: list[tuple[int, CardSet]]) -> None:
        """Add 1 at the deck positions of the cards of each ``(start, mask)`` in the plane at ``start``: the cards
        found bit by bit (an observation's sets hold few), added in one numpy step (planes at one start add up)."""
        pos = self._pos_list
        deck = self._deck_mask
        idx: list[int] = []
        add = idx.append
        for start, mask in planes:
            mask &= deck  # a card outside the deck has no position
            while mask:
                low = mask & -mask
                add(start + pos[low.bit_length() - 1])
                mask ^= low
        if not idx:
            return
        if len({start for start, _ in planes}) == len(planes):  # no two planes meet: each index once
            out[np.array(idx, dtype=np.intp)] += 1.0
        else:
            np.add.at(out, idx, 1.0)

    # ------------------------------------------------------------------ the vector

    def encode(
        self,
        obs: Observation,
        selection: Selection | None = None,
        score: Sequence[float] | None = None,
        hand_number: int = 0,
        memo: EncodingMemo | None = None,
    ) -> np.ndarray:
        """The vector of ``obs`` (with the observer's pending ``selection`` and the match ``score``).

        ``memo`` (optional) remembers the finished tricks and the history already encoded for each
        observer of one hand, so that a growing hand is not encoded from scratch at every step; it is
        checked against ``obs`` (a memo that does not match is rebuilt), so the result never depends on it.
        """
        out = np.zeros(self.size, dtype=np.float32)
        n, d, b = self.n, self.d, self._b
        me = obs.seat
        pos = self._pos
        tricks = obs.tricks
        current = obs.current_trick
        finished = len(tricks) - (1 if current is not None else 0)
        entry = memo.entries.get(me) if memo is not None else None
        if (
            entry is None
            or entry.tricks > finished
            or (entry.tricks and not _same(tricks[entry.tricks - 1], entry.last_trick))
        ):
            entry = _Entry()
            if memo is not None:
                memo.entries[me] = entry
        scale = 1.0 / self.num_tricks
        played, won, when = b["played"], b["won"], b["when"]
        ones = entry.ones
        for t in range(entry.tricks, finished):
            trick = tricks[t]
            w = won + ((trick.winner - me) % n) * d  # type: ignore[operator]
            value = (t + 1) * scale
            for seat, card in trick.plays:
                p = int(pos[card])
                ones.append(played + ((seat - me) % n) * d + p)
                ones.append(w + p)
                entry.when_idx.append(when + p)
                entry.when_val.append(value)
        if finished > entry.tricks:
            entry.tricks = finished
            entry.last_trick = tricks[finished - 1]
            entry.ones_arr = np.array(ones, dtype=np.int64)
            entry.when_arr = np.array(entry.when_idx, dtype=np.int64)
            entry.when_val_arr = np.array(entry.when_val, dtype=np.float32)
        self._fold_history(obs.history, me, entry)
        if ones:
            out[entry.ones_arr] = 1.0
            out[entry.when_arr] = entry.when_val_arr
        for i, value in entry.hist_values.items():
            out[i] = value
        extra: list[int] = []
        if current is not None:
            value = len(tricks) * scale
            trick_base = b["trick"]
            for seat, card in current.plays:
                p = int(pos[card])
                r = (seat - me) % n
                extra.append(played + r * d + p)
                extra.append(trick_base + r * d + p)
                out[when + p] = value
            extra.append(b["leader"] + (current.leader - me) % n)
        planes: list[tuple[int, CardSet]] = [(b["hand"], obs.hand)]  # card sets: added together below
        for name, mask in obs.public_cards.items():
            planes.append((self._plane_start(name, me, True), mask))
        for name, mask in obs.private_cards.items():
            planes.append((self._plane_start(name, me, False), mask))
        if selection is not None:
            planes.append((b["selection"], selection.cards))
            extra.append(b["selection_family"] + selection.family)
        self._card_planes(out, planes)
        phase = obs.phase
        extra.append(b["phase"] + (PHASES.index(phase) if phase in PHASES else len(PHASES)))
        extra.append(b["to_act"] + ((obs.to_act - me) % n if obs.to_act is not None else n))
        extra.append(b["dealer"] + (obs.dealer - me) % n)
        for i in extra:  # a few indices: one by one is quicker than numpy's indexing by a list
            out[i] = 1.0
        if obs.info:
            self._encode_info(out, obs.info, me)
        out[b["progress"]] = finished * scale
        out[b["progress"] + 1] = hand_number / 10.0
        if score is not None:
            inv = 1.0 / self.points_scale
            for seat in range(n):
                out[b["score"] + (seat - me) % n] = float(score[seat]) * inv
        return out

    def _plane_start(self, name: str, me: int, public: bool) -> int:
        """Where the plane of the public or private card set ``name`` starts for observer ``me`` (worked out
        once per name and observer)."""
        key = (name, me, public)
        start = self._starts.get(key)
        if start is None:
            start = self._starts[key] = self._public_start(name, me) if public else self._private_start(name, me)
        return start

    def _public_start(self, name: str, me: int) -> int:
        """The plane of a public set: a seat's (``kind:seat``) or of no seat (module docstring)."""
        n, d, b = self.n, self.d, self._b
        kind, _, who = name.partition(":")
        if who.isdigit():
            k = PUBLIC_SEAT_SETS.index(kind) if kind in PUBLIC_SEAT_SETS else 1
            return b["public_seat"] + (k * n + (int(who) - me) % n) * d
        k = PUBLIC_SETS.index(kind) if kind in PUBLIC_SETS else len(PUBLIC_SETS)
        return b["public"] + k * d

    def _private_start(self, name: str, me: int) -> int:
        """The plane of a private set: a seat's (``dummy:seat``, ``controller:seat``) or of no seat."""
        n, d, b = self.n, self.d, self._b
        kind, _, who = name.partition(":")
        if who.isdigit() and kind in PRIVATE_SEAT_SETS:
            k = PRIVATE_SEAT_SETS.index(kind)
            return b["private_seat"] + (k * n + (int(who) - me) % n) * d
        kind = _PRIVATE_ALIASES.get(name, kind)
        k = PRIVATE_SETS.index(kind) if kind in PRIVATE_SETS else len(PRIVATE_SETS)
        return b["private"] + k * d

    def _fold_history(self, history: tuple[Action, ...], me: int, entry: _Entry) -> None:
        """Fold the non-play actions of ``history`` into ``entry.hist_values``: only the actions after those
        folded before when the history starts with them (a history grows at its end), else all of them."""
        seen = entry.history
        count = len(seen)
        if history is seen:
            return
        if len(history) < count or history[:count] != seen:
            entry.hist_values = {}
            count = 0
        for action in history[count:]:
            if action.verb != "play":
                self._history_action(action, me, entry)
        entry.history = history

    def _history_action(self, action: Action, me: int, entry: _Entry) -> None:
        """Fold one non-play action of the history into ``entry.hist_values`` (index -> value)."""
        verb = action.verb
        b, n = self._b, self.n
        r = (action.seat - me) % n
        values = entry.hist_values
        if verb == "bid":
            i = self.bid_index.get(action.value or "")
            if i is not None:
                nb = self.num_bids
                base = b["bids"] + r * nb
                for j in range(nb):
                    values.pop(base + j, None)
                values[base + i] = 1.0
        elif verb == "announce":
            i = self.announce_index.get(action.value or "")
            if i is not None:
                values[b["announces"] + r * self.num_announces + i] = 1.0
        elif verb == "call" and action.card >= 0:
            values[b["called_card"] + int(self._pos[action.card])] = 1.0
        elif verb == "give" and action.card >= 0:
            values[b["given"] + int(self._pos[action.card])] = 1.0
        elif verb == "declare" and action.cards:
            f = self.family_index.get(("declare", action.value))
            if f is not None:
                i = b["declared"] + r * self.num_families + f
                values[i] = values.get(i, 0.0) + 0.25

    def _encode_info(self, out: np.ndarray, info: Any, me: int) -> None:
        n, b = self.n, self._b
        for k, keys in enumerate(ROLE_KEYS):
            for key in keys:
                seat = info.get(key)
                if isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < n:
                    out[b["roles"] + k * n + (seat - me) % n] = 1.0
        called = info.get("called")  # a called card the history does not name (French Tarot's R6.3 keeps it in info)
        if isinstance(called, str) and is_card_code(called):
            out[b["called_card"] + int(self._pos[parse_card(called)])] = 1.0
        contract = info.get("contract")
        if isinstance(contract, str) and contract in self.bid_index:
            out[b["contract"] + self.bid_index[contract]] = 1.0
        inv_points = 1.0 / self.points_scale
        for k, key in enumerate(COUNT_KEYS):
            values = info.get(key)
            if isinstance(values, _SEQUENCES) and len(values) == n:
                factor = 1.0 / self.num_tricks if key == "tricks_won" else inv_points
                for seat, value in enumerate(values):
                    if isinstance(value, _NUMBERS) and not isinstance(value, bool):
                        out[b["counts"] + k * n + (seat - me) % n] = float(value) * factor

    def describe(self) -> list[tuple[str, int, int]]:
        """``(block, start, size)`` of every block, in order (for documentation and debugging)."""
        return [(blk.name, blk.start, blk.size) for blk in self.blocks.values()]


def _same(trick: TrickView, kept: TrickView | None) -> bool:
    """Whether a finished trick is the one a memo kept (the very object, as a game that caches its views gives)."""
    return trick is kept or trick == kept


class _Entry:
    """What a memo keeps for one observer: the finished tricks and history actions already encoded."""

    __slots__ = (
        "hist_values",
        "history",
        "last_trick",
        "ones",
        "ones_arr",
        "tricks",
        "when_arr",
        "when_idx",
        "when_val",
        "when_val_arr",
    )

    def __init__(self) -> None:
        self.tricks = 0
        self.last_trick: TrickView | None = None
        self.ones: list[int] = []
        self.when_idx: list[int] = []
        self.when_val: list[float] = []
        self.ones_arr = self.when_arr = self.when_val_arr = np.zeros(0)
        self.history: tuple[Action, ...] = ()
        """The history whose non-play actions :attr:`hist_values` folds."""
        self.hist_values: dict[int, float] = {}


class EncodingMemo:
    """Per-hand memo of :meth:`Encoder.encode` (one per hand; start a new one when a new hand is dealt)."""

    __slots__ = ("entries",)

    def __init__(self) -> None:
        self.entries: dict[int, _Entry] = {}


def _tricks_in_hand(game: Game) -> int:
    """Tricks in a hand: the cards the seats hold for play, one per seat per trick (from a sample deal)."""
    deal = game.deal(0, 0)
    return max(len(hand) for hand in deal.hands)
