"""The hand state: order of actions, declarations, the Matto's exchange, the 800 test, observations, undo."""

from __future__ import annotations

import pytest
from tarocchino_helpers import DEAL2, TRICKS2, deal_of, declare, discard, fill_deal, game, give, m, new_state, play

from tarocchi.cards import cards_of, code, parse_card
from tarocchi.engine.actions import Action, declare_nothing
from tarocchi.errors import IllegalActionError
from tarocchi.games.tarocchino import TarocchinoState
from tarocchi.games.tarocchino.scoring import monte_pair


def _plays(tricks: list[str]) -> list[Action]:
    out = []
    for trick in tricks:
        for token in trick.split():
            seat, card = token.split(":")
            out.append(play(int(seat), card))
    return out


def _state(timing: str = "round", totals: tuple[int, int] = (0, 0)) -> TarocchinoState:
    return new_state(game(declaration_timing=timing), 0, DEAL2, totals)


def _refusal(state: TarocchinoState, action: Action) -> str:
    with pytest.raises(IllegalActionError) as info:
        state.check(action)
    assert str(info.value).startswith(f"seat {action.seat} cannot {action.describe()}: ")
    return info.value.reason


def _after_discard(timing: str = "round", totals: tuple[int, int] = (0, 0)) -> TarocchinoState:
    state = _state(timing, totals)
    state.apply(discard(0, "JD 1D"))
    return state


# --- the discard (C5) ----------------------------------------------------------------------------------------


def test_c5_the_discard_comes_first() -> None:
    state = _state()
    assert (state.phase, state.to_act, state.expected()) == ("discard", 0, (0, "discard"))
    assert state.hand(0).bit_count() == 17
    assert _refusal(state, play(1, "T21")) == "the dealer (seat 0) must discard 2 cards first (3.3, C5)"
    assert _refusal(state, declare(1, "KS QS NS JS 1S")) == "the dealer (seat 0) must discard 2 cards first (3.3, C5)"
    assert _refusal(state, discard(1, "KS QS")) == "only the dealer (seat 0) discards (3.3)"
    assert _refusal(state, discard(0, "JD")) == "the discard is exactly 2 cards, 1 given (3.3)"
    assert _refusal(state, discard(0, "JD 6S")) == "does not hold 6S"
    assert _refusal(state, discard(0, "KD JD")) == "KD may not be discarded: no King, T21, T20, T1 or FOOL (3.3)"
    [choice] = state.card_choices()
    assert (choice.seat, choice.size, choice.pool) == (0, 2, state.hand(0) & ~m("KD T1 FOOL"))
    state.apply(discard(0, "JD T11"))
    assert state.hand(0).bit_count() == 15 and state.monte == m("JD T11")
    assert _refusal(state, discard(0, "1D T10")) == "the dealer's discard is already made (3.3, C5)"


def test_discarded_cards_cannot_be_declared() -> None:
    state = _state()
    state.apply(discard(0, "T2 T3"))
    assert _refusal(state, declare(0, "T2 T3 T4 T5")) == "does not hold T2, T3 (4.2)"


# --- declarations -----------------------------------------------------------------------------------------------


def test_c6_round_timing_order_and_any_number_of_declarations() -> None:
    state = _after_discard("round")
    assert state.phase == "declare"
    assert state.to_act == 1 and state.expected() == (1, "declare")
    assert state.declaring_seats() == [1, 2, 3, 0]
    state.apply(declare(2, "KH QH NH JH 1H"))
    assert state.expected() == (2, "declare")
    assert (
        _refusal(state, declare(1, "KS QS NS JS 1S")) == "seat 1's turn to declare has passed: seat 2 has declared (C6)"
    )
    state.apply(declare(0, "T2 T3 T4 T5 T1 FOOL"))
    assert state.declaring_seats() == [0]
    assert (
        _refusal(state, declare(3, "KC QC NC JC 1C")) == "seat 3's turn to declare has passed: seat 0 has declared (C6)"
    )
    state.apply(declare(0, "KD QD ND T1 FOOL"))  # the same counters in a second sequence (4.5)
    state.apply(play(1, "T21"))
    assert state.phase == "play" and state.expected() == (2, "play")
    assert _refusal(state, declare(2, "6S 7S 8S")) == "declarations are over: the first card has been played (4.1, C6)"


def test_c7_first_trick_timing() -> None:
    state = _after_discard("first-trick")
    assert state.expected() == (1, "play") and state.declaring_seats() == [1]
    assert _refusal(state, declare(2, "KH QH NH JH 1H")) == (
        "only the seat about to play to trick 1 (seat 1) may declare now (C7)"
    )
    state.apply(declare(1, "KS QS NS JS 1S"))
    state.apply(play(1, "T21"))
    assert _refusal(state, declare(1, "T20 T19 T18 T17")) == (
        "only the seat about to play to trick 1 (seat 2) may declare now (C7)"
    )
    state.apply(declare(2, "KH QH NH JH 1H"))
    for action in _plays(TRICKS2[:1])[1:]:
        state.apply(action)
    assert _refusal(state, declare(1, "T20 T19 T18 T17")) == (
        "declarations are over: they are made before the first trick ends (4.1)"
    )


def test_c8_one_declaration_per_combination() -> None:
    state = _after_discard()
    state.apply(declare(1, "KS QS NS", "seq-S"))
    assert _refusal(state, declare(1, "KS QS NS JS 1S")) == "seq-S is already declared by seat 1 in this deal (C8)"
    state.check(declare(1, "T21 T20 T19 T18"))


def test_invalid_declarations_are_refused_with_the_reason() -> None:
    state = _after_discard()
    assert _refusal(state, declare(1, "T21 T20 T19 T17 T15")) == (
        "seq-grande: T15 do not continue the run from T17 down (T16 is missing and no counter is left for it) (5.4 (7))"
    )
    assert _refusal(state, declare(1, "KS QS", "seq-S")).startswith("seq-S needs the King and two of")
    assert _refusal(state, declare(1, "KS QS NS", "seq-H")).startswith("seq-H cannot hold")
    assert _refusal(state, declare(1, "KS QS NS", "kings")).startswith("unknown declaration 'kings'")


def test_declarations_are_scored_per_player_with_doubling() -> None:
    deal = fill_deal(
        "KS KH KD QS QH QD NS NH ND 1S 1H 1D T2 T3 T1",
        3,
        talon="6D 7D",
        s0="FOOL JS JH JD KC QC NC JC 1C 6S 7S 8S 9S 10S 6H",
    )
    state = new_state(game(), 3, deal)
    state.apply(discard(3, "6D 7D"))
    state.apply(declare(0, "JS JH JD"))
    for combo in ("KS KH KD", "QS QH QD", "NS NH ND", "1S 1H 1D T1"):
        state.apply(declare(3, combo))
    for action in _play_out(state):
        state.apply(action)
    detail = state.result().detail
    # seat 3: three cricche doubled (criccone), one sequence not doubled; the pair adds its two players
    assert detail["declared"]["seats"] == [12, 0, 0, (17 + 14 + 13) * 2 + 15]
    assert detail["declared"]["pairs"] == [12, 103]


def _play_out(state: TarocchinoState) -> list[Action]:
    """The first legal play each turn, to the end (on a copy); the first card closes an open round (C6)."""
    copy = state.copy()
    out = []
    while not copy.is_over:
        if copy.phase == "declare":
            leader = copy.to_play
            assert leader is not None
            action = play(leader, code(cards_of(copy.hand(leader))[0]))  # 6.2: the leader may lead any card
        else:
            action = next(a for a in copy.legal_actions() if a.verb == "play" and a.seat == copy.to_act)
        copy.apply(action)
        out.append(action)
    return out


# --- play ------------------------------------------------------------------------------------------------------


def test_plays_out_of_turn_and_illegal_cards_are_refused() -> None:
    state = _after_discard()
    assert _refusal(state, play(2, "6H")) == "it is seat 1's turn to play"
    assert _refusal(state, play(1, "6H")) == "does not hold 6H"
    state.apply(play(1, "KS"))
    assert _refusal(state, play(2, "KH")) == "must follow swords (holds 6S, 7S, 8S, 9S, 10S) (6.2)"
    state.apply(play(2, "6S"))
    state.apply(play(3, "1C"))
    assert _refusal(state, play(0, "KD")) == (
        "must play a trump, having no swords (holds T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11) (6.2)"
    )
    state.check(play(0, "FOOL"))


def test_other_games_verbs_are_refused() -> None:
    state = _after_discard()
    assert _refusal(state, Action(1, "bid", value="pass")) == (
        "tarocchino has no bid (the actions are discard, declare, play, give) (13.3)"
    )


# --- the Matto's exchange (C17, C18) ----------------------------------------------------------------------------


def _played_out(timing: str = "round") -> TarocchinoState:
    state = _after_discard(timing)
    for action in _plays(TRICKS2):
        state.apply(action)
    return state


def test_c17_the_give_comes_after_the_last_play() -> None:
    state = _after_discard()
    actions = _plays(TRICKS2)
    for action in actions[:-1]:
        state.apply(action)
    assert _refusal(state, give(0, "6S")) == (
        "the Matto's exchange card is given after the last play of the deal (6.5, C17)"
    )
    state.apply(actions[-1])
    assert state.is_over and state.to_act == 0  # a live table asks the Matto's player for its give
    assert state.expected() == (None, "deal")
    assert {a.card for a in state.legal_actions()} == {
        parse_card(c) for c in ["T10", "T11", "1S", "6S", "7S", "8S", "9S", "10S", "1D", "1C"]
    }
    assert _refusal(state, give(2, "6S")) == "only seat 0, who played the Matto, gives its exchange card (13.3, C17)"
    assert _refusal(state, give(0, "KS")) == "KS is not a scartino: the exchange card is one scartino (6.5)"
    assert _refusal(state, give(0, "6H")) == "6H is not in the pair's pile (won tricks and monte) (6.5)"
    assert _refusal(state, play(0, "6H")) == "the deal is over: all 15 tricks are played"
    state.apply(give(0, "1D"))  # a monte card may be given
    assert state.to_act is None and state.legal_actions() == []
    assert _refusal(state, give(0, "6S")) == "the Matto exchange is already made (1D) (C17)"
    assert state.result().detail["matto"] == {"seat": 0, "trick": 0, "owed_to": 1, "given": "1D"}


def test_c18_default_give_and_its_effect_on_the_scores() -> None:
    state = _played_out()
    result = state.result()
    assert result.detail["matto"]["given"] == "T10"  # the first scartino of cost 0 in deck order
    assert result.points == (45, 42, 45, 42)
    assert result.detail["captured"][0]["points"] == 292
    # B's Grande now runs T17..T12, counter for T11, T10..T6, the Moors: 20 cards
    b = {c["as"]: c for c in result.detail["captured"][1]["sequences"]}
    assert b["seq-grande"]["length"] == 20
    state.apply(give(0, "6S"))
    assert state.result().detail["captured"][1]["points"] == 208


def test_no_exchange_when_the_partner_wins_the_matto_trick() -> None:
    deal = deal_of(
        "T21 T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9 T8 T7",
        "6S 7S 8S 9S 10S 1S JS NS QS KS 1H JH NH QH KH",
        "6C 7C 8C 9C 10C 1C JC NC QC KC 6H 7H 8H 9H FOOL",
        "KD QD ND JD 1D 6D 7D 8D 9D 10D T6 T5 T4 T3 T2",
        "T1 10H",
    )
    state = new_state(game(), 3, deal)
    state.apply(discard(3, "9D 10D"))
    state.apply(play(0, "T7"))
    state.apply(play(1, "6S"))
    state.apply(play(2, "FOOL"))
    state.apply(play(3, "T1"))
    for action in _play_out(state):
        state.apply(action)
    assert _refusal(state, give(2, "6C")) == "no exchange: the Matto's trick was won by its partner, seat 0 (6.5, C17)"
    assert state.legal_actions() == []
    assert state.result().detail["matto"] == {"seat": 2, "trick": 0, "owed_to": None, "given": None}


# --- the immediate win (C15) and the tie (C16) ----------------------------------------------------------------


def test_c15_reaching_800_during_the_declarations_ends_deal_and_match() -> None:
    state = _after_discard(totals=(700, 760))
    state.apply(declare(1, "T21 T20 T19 T18 T17 T16 T15 T14 T13 T12"))  # 45: 805 unrounded
    assert state.is_over and state.to_act is None
    result = state.result()
    assert result.points == (None, None, None, None)
    assert result.scores == (0, 45, 0, 45)
    assert result.detail["winner"] == [1, 3] and result.detail["ended"] == "declarations"
    assert _refusal(state, declare(2, "KH QH NH JH 1H")) == (
        "the match is over: seats 1 and 3 reached 800 during the declarations (9.2, C15)"
    )
    assert _refusal(state, play(1, "T21")).startswith("the match is over")
    later = state.game.new_hand(1, DEAL2, previous=state)
    assert _refusal(later, discard(1, "KS QS")) == "the match is over: seats 1 and 3 have won it (9.2-9.4)"


def test_c15_the_test_uses_unrounded_declarations_and_the_declaring_pair() -> None:
    state = _after_discard(totals=(760, 790))
    state.apply(declare(1, "KS QS NS"))  # 790 + 10 = 800
    assert state.is_over
    state = _after_discard(totals=(760, 785))
    state.apply(declare(1, "KS QS NS"))  # 795
    assert not state.is_over
    state.apply(declare(2, "KH QH NH JH 1H"))  # pair A: 760 + 20 = 780
    assert not state.is_over
    state.apply(declare(3, "KC QC NC"))  # pair B: 785 + 10 + 10 = 805
    assert state.is_over and state.result().scores == (20, 20, 20, 20)


def test_c16_no_immediate_win_after_an_exact_tie() -> None:
    state = _after_discard(totals=(800, 800))
    state.apply(declare(1, "T21 T20 T19 T18 T17 T16 T15 T14 T13 T12"))
    assert not state.is_over
    for action in _plays(TRICKS2):
        state.apply(action)
    result = state.result()
    # A: 292 + 45 + 6 = 343 -> 345; B: 45 declared + 298 captured (the default T10 completes its Grande) + 42 = 385
    assert result.scores == (345, 385, 345, 385)
    assert result.detail["winner"] == [1, 3] and result.detail["ended"] == "deal"


# --- observations, undo, copy -----------------------------------------------------------------------------------


def test_observations_show_declared_cards_and_hide_the_monte() -> None:
    state = _after_discard()
    state.apply(declare(1, "KS QS NS JS 1S"))
    for seat in range(4):
        obs = state.observation(seat)
        assert obs.public_cards["declared:1"] == m("KS QS NS JS 1S")
        assert obs.info["declarations"] == [
            {"seat": 1, "as": "seq-S", "cards": ["1S", "JS", "NS", "QS", "KS"], "points": 20}
        ]
        if seat == 0:
            assert obs.private_cards == {"discard": m("JD 1D")}
            assert obs.history[0].cards == m("JD 1D")
        else:
            assert obs.private_cards == {}
            assert obs.history[0] == Action(0, "discard")
            assert not obs.visible_cards() & m("JD 1D")
    # C6: seat 1 may declare again or pass; seat 2 is not asked before that.
    assert state.observation(2).legal == () and state.observation(1).legal[-1] == declare_nothing(1)
    state.apply(declare_nothing(1))
    assert [a.seat for a in state.observation(2).legal] == [2, 2]
    assert [a.value for a in state.observation(2).legal] == ["seq-H", None]
    assert state.observation(3).history[-1] == declare_nothing(1)  # a public pass


def test_a_monte_card_given_in_the_exchange_stays_hidden_from_the_others() -> None:
    state = _played_out()
    state.apply(give(0, "1D"))
    assert state.observation(0).history[-1] == give(0, "1D")
    for seat in (1, 2, 3):
        assert state.observation(seat).history[-1] == Action(0, "give")


def test_undo_restores_and_copies_are_independent() -> None:
    state = _after_discard()
    state.apply(declare(1, "KS QS NS JS 1S"))
    actions = _plays(TRICKS2)
    snapshots = []
    for action in actions:
        snapshots.append([state.observation(s) for s in range(4)])
        state.apply(action)
    copy = state.copy()
    final = copy.result()
    for action in reversed(actions):
        assert state.undo() == action
        assert [state.observation(s) for s in range(4)] == snapshots.pop()
    assert copy.result() == final
    assert state.undo() == declare(1, "KS QS NS JS 1S")
    assert state.declarations == []


def test_the_match_standing_goes_to_the_next_deal_through_start_hand() -> None:
    """9.2 needs the running totals: replay and live sessions start each deal with ``start_hand(.., previous)``."""
    state = _played_out()
    g = state.game
    totals = (345, 340)  # as in test_c16 above without B's 45 declared: A 343 -> 345, B 298 + 42 = 340
    assert tuple(state.result().scores[:2]) == totals
    assert g.next_dealer(state) == 1
    g.check_dealer(1, state)
    following = g.start_hand(1, DEAL2, state)
    assert isinstance(following, TarocchinoState)
    assert following.context.totals == totals and following.context.winner is None
    # Nothing is remembered between calls (the old per-thread hand-over of check_dealer / next_dealer is gone):
    # without ``previous`` a deal starts a fresh match.
    assert g.new_hand(1, DEAL2).context.totals == (0, 0)
    assert g.start_hand(1, DEAL2, None).context.totals == (0, 0)
    assert g.new_hand(2, DEAL2, previous=state).context.totals == totals
    # The give made after the last play counts in the standing handed on.
    state.apply(give(0, "6S"))
    assert g.start_hand(1, DEAL2, state).context.totals == tuple(state.result().scores[:2]) != totals


def test_the_random_player_declares() -> None:
    import random

    g = game()
    rng = random.Random(3)
    declared = 0
    for seed in range(30):
        state = g.new_hand(seed % 4, g.deal(seed % 4, seed))
        while not state.is_over:
            action = g.random_action(state, rng)
            state.apply(action)
            declared += action.verb == "declare"
    assert declared > 0


def test_at_the_end_of_the_deal_the_pair_owning_the_monte_sees_it_and_the_other_pair_does_not() -> None:
    state = _after_discard()
    before = [state.observation(seat).private_cards for seat in range(4)]
    assert before[2] == {} and before[1] == {} and before[3] == {}
    for action in _plays(TRICKS2):
        state.apply(action)
    owner = monte_pair(state.dealer, tuple(sum(1 for t in state.tricks if t[2] % 2 == p) for p in (0, 1)))
    for seat in range(4):
        shown = state.observation(seat).private_cards
        if seat == state.dealer:
            assert shown == {"discard": m("JD 1D")}
        elif seat % 2 == owner:
            assert shown == {"monte": m("JD 1D")}  # R3.4, 6.5: the pair gathers its pile
        else:
            assert "monte" not in shown and not state.observation(seat).visible_cards() & m("JD 1D")
