"""Piedmontese tarocchi (Piedicavallo, Valle Cervo): 62 cards, 2, 3 or 4 players, scored against 57.

The rules are ``shared/rules/piedmontese.md``; rule numbers in comments (``R6.2a``, ``C9``) cite it.

**The kernel** (:mod:`.state`). A hand is plain ints and lists: one bitmask per seat's hand, the trick
in progress with its summary (the ``follow`` mask of the lead and the ``power`` of the best card,
read from the power tables of :mod:`.play`, where the winner rule is data), the points each side
has won. Each decision has one trusted step: ``discard_cards`` and ``play_card`` (the latter is
``PiedmonteseState._advance``, which is also the one statement of the follow, trump and overtrump
duties: it works out what each seat may play at its turn and keeps it for the seat to act; the
checks and :mod:`.play`'s functions for a list of cards read it from there).
``apply`` is ``check`` then ``apply_trusted``, which calls those steps; a ``playout()`` copy runs the
same steps and refuses ``undo``. Nothing else is recorded: the history is read back from the
discard and the tricks, and ``undo`` replays the rest of the last trick through the same step.
``play_randomly`` (random hands, ``random_rollout``) and ``play_out(choose)`` (search playouts)
continue the same step with a policy choosing on the legal mask, so no rule is written twice.
:class:`.game.PiedmonteseGame` ``play_random_hand(dealer, rng, log)`` deals uniformly at random,
discards uniformly among the legal discards and plays uniformly random legal cards; ``log``
receives the actions (the tests replay them on the checked path).

**Scoring**: :func:`.scoring.score_hand` turns the :class:`.scoring.HandFacts` of a finished hand
(won points per side, the discard, the FOOL's seat, the carried balances, REF) into the
:class:`~tarocchi.engine.game.HandResult`; every path calls it. ``HandResult.detail`` is a
:class:`.scoring.PiedmonteseDetail`, whose ``to_json()`` is the record's ``detail`` (12.3).

**Action ids** (DESIGN.md §9), the same for every option set:

=============  ==============================================================================
ids            meaning
=============  ==============================================================================
0 - 77         ``play`` card id ``c`` (only the 62 cards of the pack are ever legal)
78 - 155       ``discard``: pick card id ``c`` (id 78 + ``c``); the discard is complete, and
               enters the history as one ``discard`` action, at its second card (R5, C9)
156            ``discard: done``: never legal (a discard is always exactly two cards)
=============  ==============================================================================

**Refusal codes** (``IllegalActionError.code`` and ``params``; the English reason is unchanged),
in the order of C4: ``not_this_game`` {verb}; ``hand_over`` {tricks}; ``discard_first``
{dealer: SeatRef}; ``not_your_turn`` {seat: SeatRef}; ``not_a_card`` {text}; ``no_card`` {};
``not_in_pack`` {cards: CardsRef}; ``not_held`` {cards: CardsRef}; ``must_follow``
{suit: TermRef ``suit.*``, held: CardsRef}; ``must_answer_trumps`` {held}; ``must_trump``
{suit, held}; ``must_overtrump`` {top: CardRef, held}; for the discard: ``discarded`` {};
``not_dealer`` {dealer}; ``not_card_ids`` {}; ``discard_size`` {size, count}; ``listed_twice``
{card: CardRef}; ``discard_king`` {cards}; ``discard_protected`` {cards};
``discard_lone_suit_card`` {card}; ``discard_trump`` {cards, held}.

**What the game tells the edges**: ``trick_rules`` (:data:`.play.TRICK_RULES`), ``explain(result)``
(:mod:`.explain`: lines ``pm.reference``, ``pm.side`` / ``pm.player``, ``pm.discard`` / ``pm.discard_player``,
``pm.fool``), the texts of
:data:`.texts.TEXTS` (title, suit terms, explanation lines, ``refusal.<code>``) in en/it/fr, the
fixed pairs 0+2 / 1+3 with four players (``same_side``); no dummies, Italian cards.

Option codes (:class:`~tarocchi.errors.OptionError`, :mod:`.options`; their parameters in
:mod:`tarocchi.engine.options`): ``option_unknown``, ``option_not_boolean``, ``option_not_integer``,
``option_not_in``, ``option_at_least``. Record codes of its action reader: ``not_a_card``, ``cards_not_a_list``.
"""

from __future__ import annotations

from typing import Any, Final

from tarocchi.games.piedmontese.game import PiedmonteseGame
from tarocchi.games.piedmontese.options import Options
from tarocchi.games.piedmontese.state import PiedmonteseState

GAME: Final = PiedmonteseGame
BENCH_OPTIONS: Final[list[dict[str, Any]]] = [
    {"players": 4},
    {"players": 3},
    {"players": 2},
    {"players": 4, "must_overtrump": True, "angel_beats_world": True},
]

__all__ = ["BENCH_OPTIONS", "GAME", "Options", "PiedmonteseGame", "PiedmonteseState"]
