"""The hand state: phases, discard, call, declarations, the Fool and its give, errors, undo and copies.

Positions are built with chosen cards (``new_state``) and scripted actions (``run``); the rest of
a hand is played out with a fixed policy. Rules: gatti.md §5–§12, 16.3, C8–C17.
"""

from __future__ import annotations

import pytest

from tarocchi.cards import CODES, cards_of, parse_card
from tarocchi.engine.actions import Action, declare_nothing
from tarocchi.engine.game import HandResult
from tarocchi.errors import IllegalActionError
from tarocchi.games.gatti import GattiState
from tarocchi.games.gatti.deck import VALUES, card_points, cheapest

from .conftest import action_of, codes, lowest_play, mask, new_state, play_out, plays_of, run


def discard_avoiding(state: GattiState, keep: str) -> str:
    """A discard token for the dealer: the last cards of the discard pool that are not in ``keep``."""
    choice = state.card_choices()[0]
    pool = [CODES[c] for c in cards_of(choice.pool & ~mask(keep))]
    return f"{state.dealer}:discard=" + ",".join(pool[-choice.size :])


def _points(result: HandResult) -> list[int | float]:
    """The card points of every seat (never ``None`` in Gatti)."""
    points = [p for p in result.points if p is not None]
    assert len(points) == len(result.points)
    return points


def refused_pass(state: GattiState, seat: int) -> str:
    """The reason ``declare_nothing(seat)`` is refused (and the state is unchanged)."""
    before = (state.to_act, len(state.history), state.phase)
    with pytest.raises(IllegalActionError) as info:
        state.apply(declare_nothing(seat))
    assert (state.to_act, len(state.history), state.phase) == before
    assert str(info.value) == f"seat {seat} cannot pass: {info.value.reason}"
    return info.value.reason


def refused(state: GattiState, token: str) -> str:
    """The reason ``token`` is refused (and the state is unchanged)."""
    before = (state.hands, len(state.history), state.phase)
    with pytest.raises(IllegalActionError) as info:
        state.apply(action_of(token))
    assert (state.hands, len(state.history), state.phase) == before
    return info.value.reason


# ------------------------------------------------------------------------------------------- discard and phases


def test_the_discard_comes_first_and_only_from_the_dealer() -> None:
    state = new_state({}, dealer=1)
    assert (state.phase, state.to_act, state.expected()) == ("discard", 1, (1, "discard"))
    assert state.legal_actions() == []
    [choice] = state.card_choices()
    assert (choice.seat, choice.verb, choice.size) == (1, "discard", 3)
    assert choice.pool & mask("KS KH KD KC") == 0
    first = cards_of(state.hands[2])[0]
    assert refused(state, f"2:{CODES[first]}") == "the dealer (seat 1) must discard first (R5.1)"
    assert refused(state, "0:discard=1S,2S,3S").startswith("only the dealer (seat 1) discards")
    token = discard_avoiding(state, "")
    run(state, token)
    assert refused(state, token) == "the discard is already made"
    assert state.phase == "declare" and state.to_act == 2 and state.expected() == (2, "play")
    assert state.hands[1].bit_count() == 25


def test_the_dealer_holds_the_talon_until_the_discard() -> None:
    state = new_state({"players": 4}, dealer=3, talon="KH T21")
    assert state.hands[3].bit_count() == 21 and state.hands[3] & mask("KH T21") == mask("KH T21")
    assert refused(state, "3:discard=KH,T21") == "kings may not be discarded (KH; R5.2)"
    run(state, "3:discard=T21," + CODES[cards_of(state.card_choices()[0].pool & ~mask("T21"))[0]])
    assert state.discard & mask("T21")


def test_without_declarations_the_play_phase_follows_the_discard() -> None:
    state = new_state({"bonuses": "none"}, dealer=0)
    run(state, discard_avoiding(state, ""))
    assert state.phase == "play" and state.declaring_seats() == []
    assert all(a.verb == "play" and a.seat == 1 for a in state.legal_actions())
    assert refused(state, "1:declare=KS,KH,KD").startswith("there are no declarations with bonuses = none")


def test_after_the_last_trick_the_hand_is_over() -> None:
    state = new_state({}, dealer=0)
    run(state, discard_avoiding(state, ""))
    play_out(state)
    assert state.is_over and state.phase == "over" and state.to_act is None
    assert state.expected() == (None, "deal")
    leftover = CODES[cards_of(state.discard)[0]]
    assert refused(state, f"1:{leftover}") == "the hand is over"
    assert sum(_points(state.result())) == 78


def test_g_s4_an_uncovered_discard_goes_to_the_winner_of_the_last_trick() -> None:
    # The dealer holds only the lowest cards of each suit and no trump: he cannot win a trick (R8.2).
    low = " ".join(f"{r}{s}" for s in "SHDC" for r in range(1, 7))
    state = new_state({}, dealer=0, fixed={0: low + " QH", 1: "T20 T2 T3 T4 T5 T6 T7 T8", 2: "FOOL"}, talon="JC 7S 7H")
    run(state, "0:discard=QH,JC,5S")

    def keep_t20(s: GattiState) -> Action:
        plays = plays_of(s)
        others = [a for a in plays if CODES[a.card] != "T20"]
        return (others or plays)[0] if s.to_play == 1 else lowest_play(s)

    play_out(state, keep_t20)
    assert all(winner != 0 for _, _, winner in state.tricks) and state.tricks[-1][2] == 1
    facts = state.facts()
    discard = mask("QH JC 5S")
    assert facts.discard_owner == 1 and facts.piles[1] & discard == discard
    result = state.result()
    assert result.points[0] == 0 and result.detail["discard_owner"] == 1
    # QH 3 + JC 1 + 5S 0, and one trick point: +5 for eldest.
    assert _points(result)[1] - card_points(facts.piles[1] & ~discard, facts.tricks[1], False) == 5


# ------------------------------------------------------------------------------------------- declarations


def _declaring_state(players: int = 3) -> GattiState:
    # Dealer 2, so eldest is 0 and the order is 0, 1, 2.
    frilli = "1S 2S 3S 4S 5S 1H 2H 3H 4H 5H 1D 2D 3D 4D 5D 1C 2C 3C 4C 5C"
    state = new_state(
        {"players": 3},
        dealer=2,
        fixed={0: "KS KH KD", 1: "KC QC NC JC T1 T2 T3 T4 T5 T6 T7 T8 T9 T10 T11", 2: frilli},
        void={1: "T", 2: "SHDC"},
    )
    return run(state, discard_avoiding(state, frilli))


def test_the_declaration_round_asks_each_seat_in_turn() -> None:
    state = _declaring_state()
    assert state.phase == "declare" and state.to_act == 0 and state.declaring_seats() == [0, 1, 2]
    # C10: only the seat whose turn it is: its declarations and its pass, no plays yet.
    legal = state.legal_actions()
    assert {a.seat for a in legal} == {0} and legal[-1] == declare_nothing(0)
    assert Action(0, "declare", cards=mask("KS KH KD"), value="terno") in legal
    assert state.card_choices() == []
    assert state.expected() == (0, "play") and state.to_play == 0  # records have no pass (C10)
    run(state, "0:declare=KS,KH,KD")
    # The seat may declare again (its other bonuses) or pass; the terno is no longer offered (C11).
    again = state.legal_actions()
    assert state.to_act == 0 and again[-1] == declare_nothing(0) and len(again) == len(legal) - 1
    state.apply(declare_nothing(0))
    assert state.to_act == 1 and state.declaring_seats() == [1, 2]
    declared = {(a.seat, a.value, len(cards_of(a.cards))) for a in state.legal_actions() if a.cards}
    assert declared == {(1, "famiglia", 4), (1, "trionfi", 11)}
    assert state.legal_actions()[-1] == declare_nothing(1)
    # 7.6: the smaller trionfi are card choices of the seat whose turn it is.
    assert {(c.seat, c.value, c.size) for c in state.card_choices()} == {(1, "trionfi", 10)}
    obs = state.observation(1)
    assert {a.verb for a in obs.legal} == {"declare"} and obs.info["declaring"] == [1, 2]
    assert obs.history[-1] == declare_nothing(0)  # a public pass
    assert state.observation(2).legal == ()
    state.apply(declare_nothing(1))
    assert state.to_act == 2 and {(a.seat, a.value) for a in state.legal_actions()} == {(2, "frilli"), (2, None)}
    assert state.card_choices() == []  # exactly 20 frilli: no smaller step (7.6)
    state.apply(declare_nothing(2))
    # Every seat has passed: eldest leads, and only plays are listed.
    assert state.phase == "play" and state.to_act == 0 and state.declaring_seats() == []
    assert state.card_choices() == [] and state.legal_actions()
    assert all(a.verb == "play" and a.seat == 0 for a in state.legal_actions())
    assert state.expected() == (0, "play")


def test_declare_nothing_only_from_the_seat_whose_turn_it_is() -> None:
    state = new_state({}, dealer=2)
    assert refused_pass(state, 0) == "the dealer (seat 2) must discard first (R5.1)"
    run(state, discard_avoiding(state, ""))
    assert refused_pass(state, 1) == "it is seat 0's turn to declare or pass, not seat 1's (C10)"
    assert refused_pass(state, 2) == "it is seat 0's turn to declare or pass, not seat 2's (C10)"
    state.apply(declare_nothing(0))
    assert refused_pass(state, 0) == "it is seat 1's turn to declare or pass, not seat 0's (C10)"
    state.apply(declare_nothing(1))
    state.apply(declare_nothing(2))
    assert refused_pass(state, 0) == "the declaration round is over: every seat has passed (C10)"
    run(state, "0:" + codes(state.hands[0])[0])
    assert refused_pass(state, 1) == "the declaration round is over: the first card has been played (R7.2, C10)"
    without = new_state({"bonuses": "captured"}, dealer=2)
    run(without, discard_avoiding(without, ""))
    assert without.phase == "play" and without.to_act == 0
    assert refused_pass(without, 0) == "there is no declaration round with bonuses = captured (16.4)"
    called = new_state({"players": 4, "mode": "call"}, dealer=0)
    run(called, discard_avoiding(called, ""))
    assert refused_pass(called, 1) == "the dealer (seat 0) must call a king first (12.3)"


def test_a_passed_seat_may_not_declare_and_a_later_seat_still_may() -> None:
    state = _declaring_state()
    state.apply(declare_nothing(0))
    assert refused(state, "0:declare=KS,KH,KD") == "seat 0's turn to declare has passed: it is seat 1's turn (C10)"
    # As in a record, seat 2 may declare at once: seat 1's turn closes implicitly.
    run(state, "2:declare=" + ",".join(codes(mask("1S 2S 3S 4S 5S 1H 2H 3H 4H 5H 1D 2D 3D 4D 5D 1C 2C 3C 4C 5C"))))
    assert refused(state, "1:declare=KC,QC,NC,JC") == (
        "seat 2 has already declared; declarations go in turn order from eldest (C10)"
    )
    assert state.to_act == 2 and state.legal_actions() == [declare_nothing(2)]
    state.apply(declare_nothing(2))
    assert refused(state, "2:declare=KC,QC,NC,JC") == "the declaration round is over: every seat has passed (C10)"


def test_undo_across_a_pass_and_copies() -> None:
    state = _declaring_state()
    before = (state.observation(1), state.legal_actions(), state.card_choices())
    state.apply(declare_nothing(0))
    copy = state.copy()
    run(state, "1:declare=KC,QC,NC,JC")
    state.apply(declare_nothing(1))
    assert state.to_act == 2
    assert state.undo() == declare_nothing(1) and state.to_act == 1
    assert state.undo() == action_of("1:declare=KC,QC,NC,JC")
    assert state.undo() == declare_nothing(0)
    assert (state.observation(1), state.legal_actions(), state.card_choices()) == before
    assert copy.to_act == 1 and copy.history[-1] == declare_nothing(0) and copy.declaring_seats() == [1, 2]


def test_c10_declarations_go_in_turn_order_from_eldest() -> None:
    state = _declaring_state()
    run(state, "1:declare=KC,QC,NC,JC/famiglia")
    assert state.declaring_seats() == [1, 2]
    assert refused(state, "0:declare=KS,KH,KD") == (
        "seat 1 has already declared; declarations go in turn order from eldest (C10)"
    )
    run(state, "1:declare=T1,T2,T3,T4,T5,T6,T7,T8,T9,T10")  # 7.6: a lower step (10 of 11 trumps)
    run(state, "2:declare=" + ",".join(codes(mask("1S 2S 3S 4S 5S 1H 2H 3H 4H 5H 1D 2D 3D 4D 5D 1C 2C 3C 4C 5C"))))
    assert refused(state, "1:declare=KC,QC,NC,JC").startswith("seat 2 has already declared")
    obs = state.observation(0)
    assert [(d["seat"], d["as"], d["points"]) for d in obs.info["declarations"]] == [
        (1, "famiglia", 10),
        (1, "trionfi", 10),
        (2, "frilli", 20),
    ]
    # 7.4: the cards shown are public.
    assert obs.public_cards["declared:1"] == mask("KC QC NC JC T1 T2 T3 T4 T5 T6 T7 T8 T9 T10")


def test_c11_each_bonus_once_and_terno_or_quaterno() -> None:
    state = _declaring_state()
    run(state, "1:declare=T1,T2,T3,T4,T5,T6,T7,T8,T9,T10")
    assert refused(state, "1:declare=T1,T2,T3,T4,T5,T6,T7,T8,T9,T10,T11") == (
        "trionfi is already declared by this seat (C11)"
    )
    run(state, "1:declare=KC,QC,NC,JC")
    assert refused(state, "1:declare=KC,QC,NC,JC") == "famiglia is already declared by this seat (C11)"


def test_c11_terno_then_quaterno_is_refused() -> None:
    state = new_state({}, dealer=2, fixed={0: "KS KH KD KC"})
    run(state, discard_avoiding(state, ""))
    run(state, "0:declare=KS,KH,KD/terno")  # C12: a terno of three of four kings scores 5
    assert refused(state, "0:declare=KS,KH,KD,KC") == "a seat declares at most one of terno and quaterno (C11)"
    assert refused(state, "0:declare=KS,KH,KC") == "a seat declares at most one of terno and quaterno (C11)"


def test_c12_cards_must_be_held_and_form_the_bonus() -> None:
    state = _declaring_state()
    assert refused(state, "0:declare=KS,KH,KC") == "does not hold KC (C12)"
    assert refused(state, "0:declare=KS,KH") == "2 kings shown: a terno shows 3, a quaterno 4 (C12)"
    assert refused(state, "1:declare=KC,QC,NC,JC/terno") == "the cards shown form a famiglia, not a terno (16.4)"
    assert refused(state, "1:declare=T1,T2,T3,T4,T5,T6,T7,T8,T9") == "9 trumps shown, trionfi needs at least 10 (R7.1)"


def test_g_l12_no_declaration_after_the_first_card() -> None:
    state = _declaring_state()
    first = plays_of(state)[0]  # C10: eldest's first card closes the round, with no pass, as in a record
    state.apply(first)
    assert state.phase == "play" and state.declaring_seats() == []
    assert refused(state, "2:declare=1S,2S,3S,4S,5S,1H,2H,3H,4H,5H,1D,2D,3D,4D,5D,1C,2C,3C,4C,5C") == (
        "declarations come before the first card of the hand (R7.2, C10)"
    )
    assert not [a for a in state.legal_actions() if a.verb == "declare"]


def test_declared_points_are_scored_and_final() -> None:
    state = _declaring_state()
    run(state, "0:declare=KS,KH,KD 1:declare=KC,QC,NC,JC")
    play_out(state)
    result = state.result()
    assert [result.scores[s] - _points(result)[s] for s in range(3)] == [5, 10, 0]


# ------------------------------------------------------------------------------------------- the Fool (G-S10, C14–C16)


def _fool_state() -> GattiState:
    """G-S10 with A, B, C = seats 0, 1, 2 (dealer 0, so B leads): B 6D, C 9D, A FOOL; then C 3C, A T4, B 8C."""
    state = new_state({}, dealer=0, fixed={0: "FOOL T4", 1: "6D 8C", 2: "9D 3C"}, void={0: "C"})
    return run(state, discard_avoiding(state, "FOOL T4"))


def test_g_s10_the_fool_is_kept_and_covered_by_a_card_of_a_later_trick() -> None:
    state = _fool_state()
    run(state, "1:6D 2:9D")
    assert refused(state, "0:give=6D") == "nothing is owed: the FOOL has not been played in a complete trick (C14)"
    run(state, "0:FOOL")
    assert state.tricks[0][2] == 2  # C wins the Fool's trick
    assert (
        refused(state, "0:give=9D") == "no trick won by the Fool player's side after the FOOL's trick yet (R9.3, C15)"
    )
    run(state, "2:3C")
    assert refused(state, "0:give=3C") == "a give is placed between tricks only (C15)"
    run(state, "0:T4 1:8C")
    assert state.tricks[1][2] == 0  # A covers with T4
    gives = {CODES[a.card] for a in state.legal_actions() if a.verb == "give"}
    assert gives == {"3C", "8C", "T4"} == set(codes(state.fool_eligible))
    assert CODES[cheapest(state.fool_eligible)] == "T4"  # C16: the default card at this point
    assert refused(state, "1:give=3C") == "only seat 0, who played the FOOL, gives (C14)"
    assert refused(state, "0:give=FOOL") == "the FOOL itself does not cover the FOOL (R9.3)"
    assert refused(state, "0:give=6D") == (
        "6D is not in a trick won by the Fool player's side after the FOOL's trick (C15)"
    )
    in_discard = CODES[cards_of(state.discard)[0]]
    assert (
        refused(state, f"0:give={in_discard}") == f"{in_discard} is in the discard, which never covers the FOOL (R9.3)"
    )
    default = play_out(state.copy())
    run(state, "0:give=3C")
    assert refused(state, "0:give=8C") == "the FOOL is already covered (by 3C; C15)"
    play_out(state)
    facts = state.facts()
    assert facts.fool == {"seat": 0, "trick": 0, "owed_to": 2, "given": "3C"}
    assert facts.piles[0] & mask("FOOL") and facts.piles[2] & mask("3C 6D 9D") == mask("3C 6D 9D")
    # C16: without the give the engine gives the cheapest eligible card at the end of the hand (T4 if no
    # later trick of A's side held a cheaper one), worth 0 like the 3C, so the same points.
    fool = default.facts().fool
    assert fool is not None and fool["given"] == CODES[cheapest(default._eligible)]
    assert parse_card(fool["given"]) in cards_of(default._eligible) and VALUES[parse_card(fool["given"])] == 0
    assert default.result().points == state.result().points


def test_c15_a_give_after_a_later_trick_or_after_the_last_card() -> None:
    state = run(_fool_state(), "1:6D 2:9D 0:FOOL 2:3C 0:T4 1:8C")
    later = state.copy()
    later.apply(next(a for a in later.legal_actions() if a.verb == "play"))
    assert not [a for a in later.legal_actions() if a.verb == "give"]  # in the middle of a trick
    play_out(state)
    assert state.is_over
    # After the last play the give is still accepted; the result follows it.
    assert "8C" in codes(state.fool_eligible)
    before = state.result().scores
    run(state, "0:give=8C")
    fool = state.facts().fool
    assert fool is not None and fool["given"] == "8C"
    assert state.result().scores == before  # 8C and T4 are both worth 0


def test_r9_4_the_fool_passes_when_its_side_wins_nothing_after() -> None:
    # A plays the FOOL to the last trick: nothing can cover it (C16).
    state = new_state({}, dealer=0, fixed={0: "FOOL"})
    run(state, discard_avoiding(state, "FOOL"))
    play_out(state)  # the policy keeps the FOOL to the end
    fool = state.facts().fool
    assert fool is not None and fool["trick"] == 24 and fool["given"] == "FOOL"
    winner = state.tricks[-1][2]
    assert fool["owed_to"] == winner
    assert state.facts().piles[winner] & mask("FOOL")
    assert not [a for a in state.legal_actions() if a.verb == "give"]
    assert refused(state, "0:give=FOOL").startswith("nothing to give: no trick won after the FOOL's trick")


def test_c14_no_debt_when_the_partner_wins_the_fools_trick() -> None:
    state = new_state({"players": 4}, dealer=3, fixed={0: "2S", 1: "FOOL", 2: "3S", 3: "KS"})
    run(state, discard_avoiding(state, "KS"))
    run(state, "0:2S 1:FOOL 2:3S 3:KS")
    assert refused(state, "1:give=2S") == (
        "nothing is owed: seat 3 who won the FOOL's trick is on its side (R9.2, C14)"
    )
    play_out(state)
    assert state.facts().fool == {"seat": 1, "trick": 0, "owed_to": None, "given": None}
    assert state.facts().piles[1] & mask("FOOL")


def test_c14_a_dummy_gives_under_its_own_seat() -> None:
    # 2 players: seat 3 (dummy of seat 1) plays the FOOL; seat 0 wins; then seat 1 wins a trick.
    state = new_state({"players": 2}, dealer=2, fixed={3: "FOOL 2H", 0: "KS 3H", 1: "KH 2S", 2: "3S 4H"})
    run(state, discard_avoiding(state, "3S 4H"))
    run(state, "3:FOOL 0:KS 1:2S 2:3S")  # eldest is 3 (dealer 2): FOOL led, KS sets spades
    run(state, "0:3H 1:KH 2:4H 3:2H")
    assert {a.seat for a in state.legal_actions() if a.verb == "give"} == {3}
    assert refused(state, "1:give=3H") == "only seat 3, who played the FOOL, gives (C14)"
    run(state, "3:give=3H")


# ------------------------------------------------------------------------------------------- the call (12.3, C9, G-L11)


def test_g_l11_called_king_partner_and_alone() -> None:
    state = new_state({"players": 4, "mode": "call"}, dealer=0, fixed={0: "KH KD", 2: "KC"})
    assert refused(state, "0:call=KC") == "the dealer (seat 0) must discard first (12.3)"
    run(state, discard_avoiding(state, ""))
    assert state.phase == "call" and state.to_act == 0 and state.expected() == (0, "call")
    assert {CODES[a.card] for a in state.legal_actions()} == {"KS", "KH", "KD", "KC"}
    assert refused(state, "0:call=QH") == "a queen may be called only by a dealer who holds all four kings (C9; QH)"
    assert (
        refused(state, "0:call=T21")
        == "the dealer calls a king (or a queen when he holds all four kings), not T21 (C9)"
    )
    assert refused(state, "1:call=KC") == "only the dealer (seat 0) calls (C9)"
    alone = state.copy()
    run(alone, "0:call=KH")
    assert alone.partner == -1 and alone.side_of == (0, 1, 1, 1)
    run(state, "0:call=KC")
    assert state.partner == 2 and state.side_of == (0, 1, 0, 1)
    assert refused(state, "0:call=KD") == "the call is already made (C9)"


def test_a_dealer_with_four_kings_may_call_a_queen_and_a_queen_in_the_discard_leaves_him_alone() -> None:
    state = new_state({"players": 4, "mode": "call"}, dealer=1, fixed={1: "KS KH KD KC", 3: "QH"}, talon="QS 2S")
    run(state, "1:discard=QS,2S")
    calls = {CODES[a.card] for a in state.legal_actions()}
    assert calls == {"KS", "KH", "KD", "KC", "QS", "QH", "QD", "QC"}
    queen_in_discard = run(state.copy(), "1:call=QS")
    assert queen_in_discard.partner == -1
    assert run(state, "1:call=QH").partner == 3


def test_the_called_partner_stays_hidden_until_the_called_card_is_played() -> None:
    # Dealer 0 calls KC (seat 2). Seat 1 leads the FOOL, seat 0 wins; seat 1 then wins a trick: a debt
    # seat 1 cannot know of until KC is played.
    state = new_state(
        {"players": 4, "mode": "call"},
        dealer=0,
        fixed={0: "KH KD 4S 5S 4C", 1: "FOOL KS 2C", 2: "KC 2S 6S", 3: "3S 7S 3C"},
    )
    run(state, discard_avoiding(state, "4S 5S 4C"))
    run(state, "0:call=KC")
    for seat in range(4):
        obs = state.observation(seat)
        assert "partner" not in obs.info and obs.info["called"] == "KC"
    run(state, "1:FOOL 2:2S 3:3S 0:4S")
    run(state, "0:5S 1:KS 2:6S 3:7S")
    assert [a.seat for a in state.legal_actions() if a.verb == "give"]  # the state knows
    obs = state.observation(1)
    assert not [a for a in obs.legal if a.verb == "give"] and "owed_to" not in obs.info["fool"]
    assert "partner" not in obs.info
    # The partner himself knows the sides.
    assert state.knows_sides(2) and not state.knows_sides(1) and not state.knows_sides(3)
    run(state, "1:2C 2:KC 3:3C 0:4C")
    obs = state.observation(1)
    assert obs.info["partner"] == 2 and [a for a in obs.legal if a.verb == "give"]
    assert obs.info["fool"]["owed_to"] == 0


def test_every_seat_is_told_the_dealer_takes_once_he_calls_in_the_called_king_game_only() -> None:
    # C9: only the dealer calls; from his call on every seat is told he leads the attack.
    for dealer in (0, 2):
        state = new_state({"players": 4, "mode": "call"}, dealer=dealer)
        assert [state.observation(s).info["taker"] for s in range(4)] == [None] * 4
        run(state, discard_avoiding(state, ""))
        call = next(a for a in state.legal_actions() if a.verb == "call")
        state.apply(call)
        assert [state.observation(s).info["taker"] for s in range(4)] == [dealer] * 4
    for options in ({"players": 4}, {"players": 3}, {"players": 2}):
        state = new_state(options, dealer=1)
        assert all("taker" not in state.observation(s).info for s in range(state.game.num_seats))


def test_a_call_is_refused_outside_the_called_king_game() -> None:
    state = new_state({"players": 4}, dealer=0)
    run(state, discard_avoiding(state, ""))
    assert refused(state, "0:call=KC") == "there is a call only in the called-king game (mode call, 12.3)"


# ------------------------------------------------------------------------------------------- turns, dummies


def test_turns_follow_the_seat_order_and_a_dummy_acts_under_its_own_seat() -> None:
    state = new_state({"players": 2}, dealer=1)
    run(state, discard_avoiding(state, ""))
    assert state.to_act == 2 and state.game.controller(2) == 0 and state.game.is_dummy(2)
    card = CODES[cards_of(state.hands[2])[0]]
    assert refused(state, f"0:{card}") == "it is seat 2's turn to play"
    run(state, f"2:{card}")
    assert state.to_act == 3 and state.game.controller(3) == 1


def test_dummies_are_seen_by_their_controller_only_from_when_the_rules_allow() -> None:
    # The dummy at seat 2 deals: its controller (seat 0) sees its hand and talon to discard for it.
    state = new_state({"players": 2}, dealer=2)
    dummy2, dummy3 = state.hands[2], state.hands[3]
    faceups = mask(" ".join(CODES[h[-1]] for h in state.deal.hands))
    o0, o1, o2, o3 = (state.observation(s) for s in range(4))
    assert o0.private_cards["dummy:2"] == dummy2 and o0.private_cards["talon"] == state.deal.talon_mask
    assert o2.hand == dummy2 and o2.private_cards["controller:0"] == state.hands[0]
    assert o3.hand == 0 and o1.visible_cards() & ~state.hands[1] & ~faceups == 0
    assert o3.visible_cards() & ~state.hands[1] & ~faceups == 0
    assert not o0.visible_cards() & dummy3 & ~faceups
    assert o0.info["controllers"] == [0, 1, 0, 1]
    run(state, discard_avoiding(state, ""))
    o0, o1, o3 = state.observation(0), state.observation(1), state.observation(3)
    assert o1.public_cards["dummy:2"] == state.hands[2] and o1.public_cards["dummy:3"] == state.hands[3]
    assert o3.hand == state.hands[3]
    assert "discard" in o0.private_cards and "discard" not in o1.private_cards and "discard" not in o3.private_cards
    assert o1.history[0] == Action(2, "discard")  # redacted
    assert o0.history[0].cards == state.discard


def test_three_player_observations_show_face_up_cards_and_hide_the_rest() -> None:
    state = new_state({}, dealer=0)
    faceups = [h[-1] for h in state.deal.hands]
    obs = state.observation(1)
    assert obs.info["faceup"] == [CODES[c] for c in faceups]
    assert all(obs.public_cards[f"faceup:{s}"] == 1 << faceups[s] for s in range(3))
    assert "talon" not in obs.private_cards and state.observation(0).private_cards["talon"] == state.deal.talon_mask
    hidden = state.hands[0] | state.hands[2]
    assert obs.visible_cards() & hidden == sum(1 << c for c in faceups if hidden >> c & 1)


# ------------------------------------------------------------------------------------------- undo and copy


def test_undo_restores_and_copies_are_independent() -> None:
    state = _fool_state()
    snapshots = []
    script = "1:6D 2:9D 0:FOOL 2:3C 0:T4 1:8C 0:give=3C"
    for token in script.split():
        snapshots.append((state.observation(0), state.observation(1), state.legal_actions()))
        state.apply(action_of(token))
    copy = state.copy()
    for token in reversed(script.split()):
        assert state.undo() == action_of(token)
        assert (state.observation(0), state.observation(1), state.legal_actions()) == snapshots.pop()
    # The copy kept the whole script; the original is back to its discard.
    assert copy.history[-1] == action_of("0:give=3C") and len(copy.history) == 1 + len(script.split())
    assert len(state.history) == 1 and copy.fool_eligible == 0
    assert copy.observation(0).info["fool"]["given"] == "3C" and "fool" not in state.observation(0).info
    with pytest.raises(ValueError):
        new_state({}).undo()


def test_every_seat_can_play_only_its_legal_cards() -> None:
    state = _fool_state()
    run(state, "1:6D")
    legal = {CODES[a.card] for a in state.legal_actions() if a.verb == "play"}
    for card in cards_of(state.hands[2]):
        code = CODES[card]
        if code in legal:
            state.check(Action(2, "play", card=card))
        else:
            with pytest.raises(IllegalActionError, match="must follow diamonds"):
                state.check(Action(2, "play", card=card))
    other = cards_of(state.hands[0])[0]
    with pytest.raises(IllegalActionError, match=rf"seat 2 cannot play {CODES[other]}: does not hold {CODES[other]}"):
        state.check(Action(2, "play", card=other))
