"""Bolognese Tarocchino ("Ottocento"), the game ``tarocchino`` (shared/rules/tarocchino.md).

62 cards, four players in two fixed pairs, the dealer's discard, declared and captured cricche and sequences,
card points counted in pairs, the match to 800. :mod:`.combinations` lists every combination of a hand or a pile
with its points, for the engine, the bots and the user interfaces.

The kernel
----------
One trusted transition (:class:`TarocchinoState`): a step per verb, the discard (R3.3), a declaration (R4, C6-C8,
with the immediate win of C15), the round's pass (C6), a card (:meth:`~TarocchinoState.play_card`, R6: follow, else
trump, the Matto free; the trick's winner kept card by card, R6.3) and the Matto's ``give`` (C17).
``apply`` = ``check`` (the reasons below) + ``apply_trusted`` = the undo snapshot (a named ``_Snapshot``) + the
step. :meth:`~TarocchinoState.playout` is a copy that keeps no snapshots (its ``undo`` raises ``ValueError``) and
runs the same steps; ``play_view``/``play_card``/``same_side`` serve the engine's playouts, and
:meth:`~TarocchinoState.trick_race` gives a playout policy the trick as plain ints. A play enters the history as a
compact int that ``history`` reads back as its action. ``Tarocchino.play_random_hand`` plays a whole random deal
on a playout state through these steps (the policy of :meth:`~TarocchinoState.play_random`; ``log`` collects the
actions for a checked replay).

A finished deal is summed up as :class:`~.scoring.HandFacts` (declarations, piles after the exchange, last trick,
monte, Matto) and :func:`~.scoring.score_hand` is the one function that scores it, for every path. Its detail is
the typed :class:`~.detail.TarocchinoDetail`, whose ``to_json()`` is the record vocabulary of §13.5. The combination
catalogue is written once, in :func:`~.combinations.readings`.

Action ids (DESIGN.md §9, :mod:`tarocchi.engine.ids`)
-----------------------------------------------------
``play`` c: ids 0..77 (card id c); ``give`` c: 78..155 (the Matto's exchange card, C17); then, under ``round``
timing only, one id "declare nothing" (156: a seat passes its turn in the declaration round, C6); then the set
families of 79 ids each (78 "pick c", then "done"), in this order: ``discard`` (the dealer's 2 cards, R3.3:
complete at the second pick), and one ``declare`` family per ``as`` name in :data:`NAMES` order
(``cricca-tarocchi``, ``cricca-kings``, ``cricca-queens``, ``cricca-knights``, ``cricca-jacks``, ``seq-aces``,
``seq-moors``, ``seq-grande``, ``seq-S``, ``seq-H``, ``seq-D``, ``seq-C``). A declaration family offers exactly the
largest form of that combination the seat holds (the one ``legal_actions`` lists): its picks are that set's cards
and it completes when all are picked; "done" ends it sooner, on a smaller showing ``check`` accepts (§13.4).
Round timing: 157 + 13 x 79 = 1184 ids; first-trick timing (no pass): 1183.

Refusal codes (``IllegalActionError.code``, params)
---------------------------------------------------
``not_a_seat`` {seat}; ``match_over``, ``won_by_declarations`` {winners: [SeatRef]}; ``unknown_verb`` {verb};
``card_twice`` {card}, ``empty_set`` (a discard or declaration listing a card twice, or none);
``discard_first``, ``discard_made``, ``not_dealer`` {dealer}; ``discard_size`` {count, size};
``not_held`` {cards}; ``not_in_pack`` {cards} (a 2 to 5 of a suit, 2.2); ``not_discardable`` {cards};
``declarations_over``; ``not_declaring_seat`` {seat};
``turn_passed`` {seat, current}; ``round_over``; ``no_round``; ``already_declared`` {as, seat};
``not_your_turn`` {seat}; ``declare_first`` {seat} (a card at one's turn to declare, C6); ``deal_over``;
``must_follow``, ``must_trump`` {card, suit: TermRef ``suit.<word>``, held}; ``give_too_early``; ``no_matto``;
``not_matto_player`` {seat}; ``no_exchange_partner`` {seat};
``no_exchange_cappotto``; ``give_made`` {card}; ``give_matto``, ``not_in_pile``, ``not_scartino``, ``not_lowest``
{card}; a declaration that is no valid combination: ``not_a_combination``, ``unknown_declaration`` {as},
``ambiguous_declaration`` {names}, ``not_in_combination`` {as, stray}, ``too_few_cards`` {as, count, needed},
``needs_king`` {as, king}, ``needs_angel``, each also with {cards}. Seats are ``SeatRef``, cards ``CardRef`` /
``CardsRef``, combination names ``TermRef`` ``declaration.<as>``.

What the game tells the edges
-----------------------------
``trick_rules`` (R6 as data), ``explain`` (:mod:`.explain`: lines of :data:`.texts.TEXTS`, with every
``refusal.<code>`` and term in English, Italian and French), the typed detail, ``variants()``; no dummies, so
``controller`` is the default; ``card_style`` is ``italian``; ``pack`` (:data:`.texts.PACK`) names the cards.

Option codes (:class:`~tarocchi.errors.OptionError`, :mod:`.options`; their parameters in
:mod:`tarocchi.engine.options`): ``options_not_object``, ``option_unknown``, ``option_not_boolean``,
``option_not_a_choice``, ``option_not_in``.
"""

from __future__ import annotations

from typing import Any, Final

from tarocchi.games.tarocchino.combinations import (
    NAMES,
    Combination,
    UnitScore,
    combination_points,
    find_combinations,
    score_pile,
    score_unit,
)
from tarocchi.games.tarocchino.declarations import DeclarationError, check_declaration, read_declaration
from tarocchi.games.tarocchino.game import Tarocchino
from tarocchi.games.tarocchino.options import Options
from tarocchi.games.tarocchino.state import TarocchinoState

GAME: Final = Tarocchino
BENCH_OPTIONS: Final[list[dict[str, Any]]] = [{"players": 4}]

__all__ = [
    "BENCH_OPTIONS",
    "GAME",
    "NAMES",
    "Combination",
    "DeclarationError",
    "Options",
    "Tarocchino",
    "TarocchinoState",
    "UnitScore",
    "check_declaration",
    "combination_points",
    "find_combinations",
    "read_declaration",
    "score_pile",
    "score_unit",
]
