"""Smart candidate discards for the search (issue 13: every discard is searched).

A discard is a set-valued choice (:class:`~tarocchi.engine.game.CardChoice`): far too many sets to
evaluate them all (a French Tarot chien of 6 from 24 cards has thousands). The search evaluates a
few plans that players weigh, each a priority order over the cards the rules let go, filled to the
discard's size from the front:

* *cheapest*: the suit cards of least value first (short suits first among equals), trumps and the
  Fool last: keep every strong card;
* *richest*: the suit cards of most value first: bank the points the discard counts for;
* *void a suit*: for each suit, its cards first (the valuable ones first), then the cheapest:
  a void lets the seat trump that suit;
* *void the two shortest suits* together, when both fit.

The rules stay the game's: only ``choice.required`` and ``choice.pool`` (the cards that may go) are
read, so every candidate is a legal set of ``choice.size`` cards.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tarocchi.cards import FOOL, SUIT_MASKS, SUIT_OF, SUITS, CardSet, iter_cards
from tarocchi.engine.game import CardChoice

MAX_CANDIDATES = 8
"""At most this many plans are evaluated (the heuristic's discard comes on top)."""


def discard_candidates(
    choice: CardChoice, hand: CardSet, values: Sequence[int], limit: int = MAX_CANDIDATES
) -> list[CardSet]:
    """Distinct legal discards (whole sets, ``choice.required`` included) from the plans above, in
    that order, at most ``limit``. ``hand`` is the seat's hand before the discard (suit lengths);
    ``values`` a card's worth to the search (the model's ``card_value``)."""
    need = choice.size - choice.required.bit_count()
    cards = list(iter_cards(choice.pool))
    if need <= 0 or len(cards) <= need:
        return [choice.required | choice.pool] if need >= 0 and len(cards) == need else []
    length = [(hand & SUIT_MASKS[s]).bit_count() for s in SUITS]

    def kept(card: int) -> bool:
        return card <= FOOL  # trumps and the Fool go only when nothing else can

    def cheap(card: int) -> tuple[bool, int, int, int]:
        return (kept(card), values[card], length[SUIT_OF[card]] if not kept(card) else 0, card)

    def rich(card: int) -> tuple[bool, int, int, int]:
        return (kept(card), -values[card], length[SUIT_OF[card]] if not kept(card) else 0, card)

    def first(suits: set[int]) -> Callable[[int], tuple[int, bool, int, int, int]]:
        def key(card: int) -> tuple[int, bool, int, int, int]:
            if not kept(card) and SUIT_OF[card] in suits:
                return (0, False, -values[card], 0, card)  # the suit to void, its points first
            return (1, *cheap(card))

        return key

    orders: list[Callable[[int], tuple[int | bool, ...]]] = [cheap, rich]
    present = [s for s in SUITS if choice.pool & SUIT_MASKS[s]]
    for suit in sorted(present, key=lambda s: length[s]):
        orders.append(first({suit}))
    short = sorted(present, key=lambda s: length[s])[:2]
    if len(short) == 2:
        orders.append(first(set(short)))
    out: list[CardSet] = []
    for order in orders:
        chosen = choice.required
        for card in sorted(cards, key=order)[:need]:
            chosen |= 1 << card
        if chosen not in out:
            out.append(chosen)
        if len(out) >= limit:
            break
    return out
