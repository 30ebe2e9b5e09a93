"""Gatti (Mitigatti), the Ligurian tarot game: 3 players, 4 in pairs, 4 with a called king, 2 with dummies.

The binding rules are ``shared/rules/gatti.md``; comments cite its rule numbers (``R6.3``) and
clarifications (``C13``). :mod:`.state` documents how a table drives a hand (optional declaration
and Fool-give windows, dummies, hidden partners).

The kernel
----------
:class:`GattiState` holds a hand in plain ints, lists and tuples, and has one trusted step per verb
(``_discard_cards``, ``_call``, ``_declare``, ``_pass``, ``_play``; a give sets the cover). Every path
runs those steps and nothing else: the checked :meth:`~GattiState.apply` is ``check`` (the rules'
refusals, :mod:`.play`, :mod:`.discard`, :mod:`.bonuses`) then :meth:`~GattiState.apply_trusted`;
:meth:`~GattiState.play_card` is the play step without an ``Action``; :meth:`~GattiState.undo`
replays the history from the deal without its last action, so no step keeps a snapshot.
:meth:`~GattiState.playout` is a copy in *playout mode*: the same state and steps, ``undo`` refused.
The trick in progress is kept as its cards come (the suit to follow, the card winning it, the seat to
play), so :meth:`~GattiState.play_view` and the legal cards (:func:`.play.legal_cards`, the one
statement of R6.2–R6.7 and C13) cost a few mask operations. ``GattiGame.play_random_hand`` (and
``random_rollout``) play on a playout state by the documented random policy of
:meth:`~GattiState.play_randomly`, through the same steps; with ``log`` they return the actions,
which a checked replay from the same deal follows to the same result. A finished hand is reduced to
:class:`.scoring.HandFacts` and scored by :func:`.scoring.score_hand` alone.

Action ids (DESIGN.md §9)
-------------------------
The blocks of :mod:`tarocchi.engine.ids`, in this order; a block an option set never uses is left out:

========================  ============================================================================
block                     ids
========================  ============================================================================
``play``                  0..77: play card ``c`` (id ``c``)
``call``                  78 ids, called-king game only (``mode`` ``call``): call card ``c``
``give``                  78 ids: give card ``c`` to cover the FOOL (C15)
``declare-nothing``       1 id, when ``bonuses`` is ``declared`` or ``both``: pass in the boñe round
``discard``               78 "pick card c" ids then "done": the dealer's discard, card by card (R5)
``declare <bonus>``       when bonuses are declared, for ``trionfi``, ``frilli``, ``famiglia``, ``terno``,
                          ``quaterno`` in that order: 78 picks then "done" each (C12; a smaller
                          trionfi / frilli, 7.6, ends with "done")
========================  ============================================================================

So 631 ids with 3 players, pairs or dummies and declared bonuses (give at 78, the pass at 156, the
discard family at 157); 709 in the called-king game (call at 78, give at 156, the pass at 234);
235 without declarations (313 with the call). The play phase has its own fast ``legal_ids``.

Reason codes
------------
Every :class:`~tarocchi.errors.IllegalActionError` carries ``code`` and ``params`` (seats as
``SeatRef``, cards as ``CardRef`` / ``CardsRef``, suits and bonuses as ``TermRef`` ``suit.<name>`` /
``bonus.<name>``) beside its English reason; ``refusal.<code>`` in :data:`.texts.TEXTS` says it:

* turn and phase: ``no_seat`` {seat, seats}, ``hand_over``, ``discard_first`` {dealer},
  ``call_first`` {dealer}, ``not_your_turn`` {seat};
* play (R6, C13): ``not_held`` {cards}, ``must_follow`` {suit, held}, ``void_must_trump`` {suit, held},
  ``must_trump`` {held}, ``must_overtrump`` {top, held};
* discard (R5, C8): ``discard_done``, ``dealer_discards`` {dealer}, ``discard_size`` {size, found},
  ``discard_king`` {cards}, ``discard_t1`` {held}, ``discard_protected`` {cards};
* call (12.3, C9): ``no_call``, ``call_done``, ``dealer_calls`` {dealer}, ``call_queen`` {card},
  ``call_card`` {card};
* declarations (R7, C10–C12): ``no_declarations`` {bonuses}, ``declare_after_discard`` {dealer},
  ``declare_after_call`` {dealer}, ``declare_before_play``, ``round_over``, ``declared_later`` {seat},
  ``turn_passed`` {seat, current}, ``unknown_bonus`` {name}, ``bonus_mismatch`` {shown, claimed},
  ``terno_three_kings``, ``nothing_shown``, ``fool_no_bonus``, ``too_few_trumps`` {count, least},
  ``too_few_frilli`` {count, least}, ``kings_count`` {count}, ``famiglia_incomplete`` {suit, missing},
  ``not_a_bonus`` {cards}, ``not_held`` {cards}, ``kings_once``, ``bonus_once`` {bonus};
* the live-table pass: ``no_declaration_round`` {bonuses}, ``round_over_played``, ``round_over``,
  ``not_your_turn_to_declare`` {seat, current};
* the Fool's cover (R9, C14–C16): ``fool_not_played``, ``nothing_owed`` {winner},
  ``fool_player_gives`` {seat}, ``fool_covered`` {card}, ``give_between_tricks``, ``nothing_to_give``,
  ``give_later``, ``give_fool``, ``give_discard`` {card}, ``give_not_eligible`` {card};
* a live seat's give while the sides are hidden from it (12.3, :meth:`check_live`): ``give_sides_hidden``;
* record shape (C2): ``verb_unused`` {verb}, ``unknown_key`` {key}, ``no_verb``, ``several_verbs``
  {verbs}, ``as_only_on_declare`` {verb}, ``card_twice`` {card}, ``empty_set`` {verb},
  ``as_not_a_name`` {value}, and ``action_shape`` for a :class:`.parsing.RefusedAction` made without one.

What the game tells the edges
-----------------------------
``controller(seat)`` (a dummy's seat 2 / 3 is played by 0 / 1, 12.2), ``trick_rules``
(:data:`.play.TRICK_RULES`), ``card_style`` ``italian``, ``pack`` (:data:`.texts.PACK`),
``variants()`` (:data:`BENCH_OPTIONS`), the
action layout above, ``explain(result)`` (:mod:`.explain`: the discard, the call, tricks and card
points per side, the boñe declared and captured, Bagatto last, the Fool, the scores), the texts of
:mod:`.texts`, and a typed :class:`.scoring.GattiDetail` whose JSON is the ``detail`` of 16.5. On the
state, ``same_side`` gives the true sides (a dummy with its controller; the called partner, which
observations keep hidden until the called card is played, 12.3).

Option codes (:class:`~tarocchi.errors.OptionError`, :mod:`.options`; their parameters in
:mod:`tarocchi.engine.options`): ``option_unknown``, ``option_not_boolean``, ``option_not_a_choice``,
``option_not_integer``, ``option_not_in``, ``option_at_least``, ``option_not_applicable``. Record codes of its
action reader: ``not_a_card``, ``cards_not_a_list``.
"""

from __future__ import annotations

from typing import Any, Final

from .game import GattiGame
from .options import Options
from .state import GattiState

GAME: Final = GattiGame
"""The game class the registry loads (``tarocchi.games.GAME_MODULES``)."""

BENCH_OPTIONS: Final[list[dict[str, Any]]] = [
    {"players": 3},
    {"players": 4},
    {"players": 4, "mode": "call"},
    {"players": 2},
]
"""``tarocchi bench gatti`` measures each variant with its default options."""

__all__ = ["BENCH_OPTIONS", "GAME", "GattiGame", "GattiState", "Options"]
