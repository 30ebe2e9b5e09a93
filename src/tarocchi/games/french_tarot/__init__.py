"""French Tarot (Jeu de Tarot) for 3, 4 and 5 players, FFT rules (``shared/rules/french-tarot.md``),
and for two "avec le mort" (§13, an unofficial variant).

**Two players** (option ``players`` = 2, §13). The table has three seats (``num_seats`` 3): seats 0
and 1 are the players, seat 2 the dummy (*le mort*). The deal, chien and trick play are those of three
players; the dummy never deals (``check_dealer``; ``next_dealer`` alternates 0 and 1; the default
``deals`` is 2), never bids (``state.bidders``: the players from the seat after the dealer) and
declares or announces nothing (``dummy_declares``). The taker plays alone; the other player, the
defender, decides for its seat and the dummy's: ``Game.controller(2)`` is 1 before any hand (so
``live_seats()`` is ``[0, 1]``) and ``state.controller(2)`` is the defender once the auction ends
(:meth:`~tarocchi.engine.game.HandState.controller`, which the edges ask). The dummy's actions carry
seat 2 and are played from ``observation(2)``. Its hand is hidden from everyone, its own seat's view
included (``hand`` 0), until it is exposed, from the first card on (after the discard; after the
auction in Garde Sans / Contre): then ``public_cards["dummy:2"]`` holds it for every seat and the
dummy's view also holds ``private_cards["controller:<defender>"]``; ``info`` adds ``dummy`` and
``controllers``. Scores are the three-player formula with the taker +2D, the defender -2D and the
dummy 0; ``points`` gives the dummy its camp's (the defence's) points.

``GAME`` is the :class:`~tarocchi.engine.game.Game` subclass found by name ``french-tarot``;
``BENCH_OPTIONS`` are the configurations ``tarocchi bench`` measures (``FrenchTarot.variants()``).

**The kernel.** :class:`FrenchTarotState` holds a deal in plain ints, lists and tuples. The checked
``apply`` is ``check`` (a refusal with a reason code) then ``apply_trusted``, the one trusted step:
bids (also ``bid(rank)`` on ints), the call, the discard, declarations, the announcement and gives
are short steps; every card goes to ``play_card``, which runs the one card step (``_run``: hand,
trick, winner, the next seat's legal cards by §7.A (a lead by :func:`.play.lead_legal`), the trick's
end with R7.7–R7.9, the Excuse exchange of C15 and petit au bout's facts). Outside playout mode a
step first saves a snapshot for ``undo``; ``playout()`` copies the state without one (its ``undo``
raises ``ValueError``). The same step plays many cards at once on a playout state:
``play_cards(cards)`` (a replay) and ``play_out(choose, rnd)`` (cards chosen by a policy callback,
or uniformly, until the deal ends or an Excuse give window opens). ``FrenchTarot.random_hand`` and
``play_random_hand`` (``tarocchi bench``; the random policy is in its docstring), ``random_rollout``
and the search model's greedy playouts run that way. ``play_view()`` returns the card decision of
the seat to play during the whole play phase: during a give window (C15) it is still that seat's
card (the play closes the window with the default give, as at a live table), and the optional chelem
announcement and poignées before a card are not offered. A finished deal is reduced to
:class:`.scoring.HandFacts` and scored by the one function :func:`.scoring.score_hand`;
``HandResult.detail`` is a :class:`.scoring.FrenchTarotDetail` whose ``to_json()`` is the record dict.

**Action ids** (DESIGN.md §9; :func:`.game.action_layout_for`), blocks in this order, a block left
out when the option set cannot use it:

* ``play`` c: ids 0..77 (card id c);
* ``call`` c: 78 ids, only with five players (R6.2);
* ``give`` c: 78 ids (the Excuse exchange card, C15);
* ``bid``: ``pass`` then each allowed contract in rank order (``petite``, ``garde``, ``garde-sans``,
  ``garde-contre``);
* ``announce chelem``: one id, only under ``enable_chelem`` (R9.3);
* set families, 79 ids each (78 "pick card c", then "done"): the ``discard`` (R5.1), then
  ``declare poignee-simple`` / ``-double`` / ``-triple`` under ``enable_poignee`` (R8), then
  ``declare petit-sec`` under ``petit_sec = optional`` (C8).

With the default options: 4 players (and 3, and 2) play 0–77, give 78–155, bids 156–160, chelem
161, discard 162–240, poignées 241–477 (478 ids); 5 players add call 78–155 and shift the rest by 78
(556 ids). With two players the layout is that of three: the dummy's cards are ``play`` ids taken
when ``to_act`` is seat 2 (its controller's decision), and the dummy has no bid, poignée or
announcement ids to take. A discard or poignée is complete with its last pick; a petit sec is the whole hand.

**Reason codes** (``IllegalActionError.code`` and ``params``; texts ``refusal.<code>`` in
:mod:`.texts`; seats are ``SeatRef``, cards ``CardRef`` / ``CardsRef``, words ``TermRef``):

* any time: ``no_seat`` (seat, players); ``deal_annulled`` (seat), ``deal_passed``, ``deal_over``;
* a record's discard, poignée or petit sec listing a card twice, ``card_twice`` (card), or no card, ``empty_set``
  (C12, C14, C8; once its phase and turn are right);
* auction (R4): ``auction_over`` (expected, verb), ``not_your_turn`` (seat, verb),
  ``contract_not_allowed`` (contract, allowed), ``bid_too_low`` (contract, high);
* call (R6.2, C10): ``call_five_only`` (players), ``call_after_auction``, ``already_called``
  (expected, verb), ``not_taker`` (taker, verb), ``call_queen`` / ``call_knight`` / ``call_jack`` /
  ``call_not_court`` (card);
* discard (R5, C12): ``no_discard_contract`` (contract), ``no_discard_now`` (expected, verb),
  ``discard_size`` (size, count), ``not_held`` (cards), ``discard_kings`` (cards), ``discard_bouts``
  (cards), ``discard_trumps_avoidable`` (count, cards), ``discard_trumps_incomplete`` (missing);
* chelem (R9.3, C13): ``chelem_disabled``, ``no_taker``, ``not_taker``, ``chelem_too_early``,
  ``chelem_announced``, ``chelem_too_late``;
* the dummy (§13, two players): ``dummy_declares`` (seat);
* poignées (R8, C14): ``poignee_disabled``, ``poignee_first_trick``, ``poignee_once``,
  ``poignee_turn`` (seat), ``not_poignee`` (name), ``not_held`` (cards), ``poignee_trumps_only``
  (cards), ``poignee_size`` (simple, double, triple, count, players), ``poignee_level`` (count,
  level, named), ``poignee_excuse`` (needed, held);
* petit sec (R3.7, C7, C8): ``petit_sec_by_engine``, ``petit_sec_too_late``, ``no_petit_sec``,
  ``petit_sec_whole_hand`` (hand);
* play (§7.A, R6.4): ``play_not_now`` (expected, verb), ``not_your_turn`` (seat, verb),
  ``not_held`` (cards), ``called_suit_lead`` (suit, card), ``must_follow`` (suit, held),
  ``must_overtrump`` (card, held), ``must_play_trump`` (held), ``must_trump`` (suit, held);
* the Excuse exchange (R7.8, C15): ``exchange_waits``, ``exchange_given``, ``no_exchange``,
  ``not_debtor`` (seat), ``exchange_not_low`` / ``exchange_not_won`` (card).

**What the game tells the edges:** ``card_style`` ``french`` and ``pack`` (its card names, :data:`.texts.PACK`);
``trick_rules`` (:data:`.play.TRICK_RULES`);
``explain(result)`` (:mod:`.explain`: contract, call, points, bouts, target, margin, base,
petit au bout, multiplier, poignées, chelem, D) with its keys, the terms and the refusal texts in
``texts.TEXTS`` (en, it, fr); the typed detail; ``variants()``. Options, their labels and the sides a
seat knows are the edges' files (``options.py``, ``specs.py``, ``sides.py``).

Option codes (:class:`~tarocchi.errors.OptionError`, :mod:`.options`; their parameters in
:mod:`tarocchi.engine.options`): ``option_unknown``, ``option_not_boolean``, ``option_not_a_choice``,
``option_not_in``, ``option_at_least``, ``option_positive_or_null``, ``option_list``, ``option_list_item``. A bid,
an announcement or a declaration's name outside the vocabulary (§17.3) is the record code ``value_not_allowed``.
"""

from __future__ import annotations

from typing import Any, Final

from .game import FrenchTarot
from .options import Options
from .state import FrenchTarotState

GAME: Final = FrenchTarot
BENCH_OPTIONS: Final[list[dict[str, Any]]] = [{"players": 3}, {"players": 4}, {"players": 5}, {"players": 2}]

__all__ = ["BENCH_OPTIONS", "GAME", "FrenchTarot", "FrenchTarotState", "Options"]
