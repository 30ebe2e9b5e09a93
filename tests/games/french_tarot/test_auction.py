"""The auction (R4, C9), the call with five players (R6.2, C10) and the petit sec (R3.7, C7, C8)."""

from __future__ import annotations

import pytest
from french_tarot_helpers import act, codes, game, parse, stacked_deal

from tarocchi.engine.actions import Action
from tarocchi.errors import IllegalActionError, InvalidActionError

# ---------------------------------------------------------------- bidding


def _four(**options: object):
    return game(players=4, **options).new_hand(3, stacked_deal(4, {}))


def test_one_round_from_the_forehand_to_the_dealer() -> None:
    state = _four()
    assert [state.to_act] == [0]
    assert [a.value for a in state.legal_actions()] == ["pass", "petite", "garde", "garde-sans", "garde-contre"]
    act(state, "0 bid petite", "1 bid pass")
    assert state.to_act == 2
    assert [a.value for a in state.legal_actions()] == ["pass", "garde", "garde-sans", "garde-contre"]
    act(state, "2 bid garde", "3 bid pass")
    assert (state.phase, state.taker, state.contract) == ("discard", 2, "garde")


def test_a_bid_must_be_higher() -> None:
    # §15.3: f bids Garde, the next bids Prise: refused.
    state = act(_four(), "0 bid garde")
    with pytest.raises(IllegalActionError) as info:
        state.apply(parse("1 bid prise"))
    assert info.value.reason == "petite is not higher than garde (R4.2, R4.4)"
    with pytest.raises(IllegalActionError, match="garde is not higher than garde"):
        state.apply(parse("1 bid garde"))


def test_prise_is_read_as_petite() -> None:
    # C9
    state = act(_four(), "0 bid prise", "1 bid pass", "2 bid pass", "3 bid pass")
    assert state.contract == "petite"


def test_out_of_turn_and_second_bids() -> None:
    # C9: both are refused as out of turn.
    state = act(_four(), "0 bid pass")
    for line in ("0 bid garde", "2 bid garde"):
        with pytest.raises(IllegalActionError, match="out of turn: seat 1 bids now"):
            state.apply(parse(line))


def test_allowed_contracts() -> None:
    state = _four(allowed_contracts=["petite", "prise", "garde"])
    assert [a.value for a in state.legal_actions()] == ["pass", "petite", "garde"]
    with pytest.raises(IllegalActionError, match="garde-sans is not an allowed contract"):
        state.apply(parse("0 bid garde-sans"))


def test_unknown_bid_word() -> None:
    with pytest.raises(InvalidActionError, match="'pousse' is not a bid"):
        _four().apply(Action(0, "bid", value="pousse"))  # R4.1: the Pousse is no more


def test_all_pass_scores_nothing_and_the_next_seat_deals() -> None:
    # R4.3, §15.3
    g = game(players=4)
    state = g.new_hand(3, stacked_deal(4, {}))
    act(state, "0 bid pass", "1 bid pass", "2 bid pass", "3 bid pass")
    assert state.is_over
    result = state.result()
    assert (result.points, result.scores, dict(result.detail)) == ((0, 0, 0, 0), (0, 0, 0, 0), {"passed": True})
    assert g.next_dealer(state) == 0
    with pytest.raises(IllegalActionError, match="the deal is over"):
        state.apply(parse("0 play 1S"))


def test_no_play_before_the_auction_ends() -> None:
    state = act(_four(), "0 bid garde")
    with pytest.raises(IllegalActionError, match="no card is played before"):
        state.apply(parse("1 play 1S"))
    act(state, "1 bid pass", "2 bid pass", "3 bid pass")
    with pytest.raises(IllegalActionError, match="out of turn: the auction is over"):
        state.apply(parse("0 bid garde-sans"))  # C9: a second bid by the same seat is refused as out of turn


# ---------------------------------------------------------------- the call (five players)


def _five(taker_hand: str, chien: str | None = None, contract: str = "garde-sans"):
    # Dealer 4, forehand 0; seat 0 takes.
    state = game(players=5).new_hand(4, stacked_deal(5, {0: taker_hand}, chien))
    return act(state, f"0 bid {contract}", "1 bid pass", "2 bid pass", "3 bid pass", "4 bid pass")


def test_call_a_king_held_by_another_seat() -> None:
    state = _five("KS 3H")
    assert state.phase == "call" and state.to_act == 0
    assert codes(sum(1 << a.card for a in state.legal_actions())) == {"KS", "KH", "KD", "KC"}
    act(state, "0 call KH")
    holder = next(s for s in range(5) if "KH" in codes(state.hand(s)))
    assert state.partner == holder
    # R6.3: nobody is told who the partner is.
    for seat in range(5):
        info = state.observation(seat).info
        assert info["called"] == "KH" and info["partner"] is None and info["partner_revealed"] is False


def test_queen_only_with_four_kings() -> None:
    # C10
    state = _five("KS KH KD 3H")
    with pytest.raises(IllegalActionError, match="only when holding all four kings"):
        state.apply(parse("0 call QH"))
    state = _five("KS KH KD KC")
    assert codes(sum(1 << a.card for a in state.legal_actions())) == {"KS", "KH", "KD", "KC", "QS", "QH", "QD", "QC"}
    with pytest.raises(IllegalActionError, match="knight"):
        state.apply(parse("0 call NH"))
    act(state, "0 call QH")
    assert state.partner is not None


def test_knight_and_jack_calls() -> None:
    state = _five("KS KH KD KC QS QH QD QC")
    allowed = codes(sum(1 << a.card for a in state.legal_actions()))
    assert {"NS", "NH", "ND", "NC"} <= allowed and "JS" not in allowed
    state = _five("KS KH KD KC QS QH QD QC NS NH ND NC")
    assert {"JS", "JH", "JD", "JC"} <= codes(sum(1 << a.card for a in state.legal_actions()))
    with pytest.raises(IllegalActionError, match="only a king"):
        state.apply(parse("0 call 10S"))


def test_calling_ones_own_king_plays_alone() -> None:
    state = act(_five("KS KH KD KC"), "0 call KS")
    assert state.partner is None


def test_what_the_taker_holds_is_the_hand_before_the_chien() -> None:
    # C10: three kings in hand and the fourth in the chien: no queen call.
    state = _five("KS KH KD", chien="KC 1S 2S", contract="garde")
    with pytest.raises(IllegalActionError, match="all four kings"):
        state.apply(parse("0 call QS"))


@pytest.mark.parametrize("contract", ["petite", "garde-contre"])
def test_called_king_in_the_chien_means_alone(contract: str) -> None:
    state = act(_five("3H", chien="KC 1S 2S", contract=contract), "0 call KC")
    assert state.partner is None
    if contract == "petite":
        # The chien is shown: everyone knows the taker is alone.
        assert state.observation(3).info["partner_revealed"] is True
        assert "KC" in codes(state.observation(3).public_cards["chien"])
    else:
        assert state.observation(3).info["partner_revealed"] is False


def test_call_refusals() -> None:
    state = game(players=4).new_hand(3, stacked_deal(4, {}))
    act(state, "0 bid garde", "1 bid pass", "2 bid pass", "3 bid pass")
    with pytest.raises(IllegalActionError, match="only with five players"):
        state.apply(parse("0 call KH"))
    state = _five("3H")
    with pytest.raises(IllegalActionError, match="only the taker"):
        state.apply(parse("1 call KH"))
    with pytest.raises(IllegalActionError, match="no card is played"):
        state.apply(parse("0 play 3H"))


def test_the_chien_is_shown_after_the_call() -> None:
    # R6.2: the call comes before the chien is revealed.
    state = _five("3H", chien="KC 1S 2S", contract="garde")
    assert "chien" not in state.observation(1).public_cards
    act(state, "0 call KH")
    assert codes(state.observation(1).public_cards["chien"]) == {"KC", "1S", "2S"}
    assert state.phase == "discard"


# ---------------------------------------------------------------- petit sec

PETIT_SEC = "T1 1S 2S 3S 4S 5S 6S 7S 8S 9S 10S JS NS QS KS 1H 2H 3H"


def test_petit_sec_annuls_the_deal() -> None:
    # R3.7, C7, §15.3
    g = game(players=4)
    deal = stacked_deal(4, {2: PETIT_SEC}, petit_sec=True)
    state = g.new_hand(3, deal)
    assert state.is_over and state.legal_actions() == []
    result = state.result()
    assert dict(result.detail) == {"annulled": "petit-sec", "seat": 2}
    assert result.scores == (0, 0, 0, 0) and result.points == (0, 0, 0, 0)
    with pytest.raises(IllegalActionError, match="the deal is over"):
        state.apply(parse("0 bid pass"))
    assert g.next_dealer(state) == 3  # the same dealer redeals
    assert game(players=4, petit_sec_redeal="next-dealer").next_dealer(state) == 0
    assert codes(state.observation(0).public_cards["petit-sec:2"]) == set(PETIT_SEC.split())


def test_petit_and_excuse_is_no_petit_sec() -> None:
    state = game(players=4).new_hand(3, stacked_deal(4, {2: "T1 FOOL " + PETIT_SEC[3:-3]}))
    assert not state.is_over


def test_petit_sec_with_another_dealer() -> None:
    # Only one T1 exists, so one seat at most holds a petit sec (C7 names it).
    deal = stacked_deal(5, {4: "T1 1D 2D 3D 4D 5D 6D 7D 8D 9D 10D JD ND QD KD"}, petit_sec=True)
    state = game(players=5).new_hand(1, deal)
    assert dict(state.result().detail) == {"annulled": "petit-sec", "seat": 4}


def test_optional_petit_sec() -> None:
    # C8: the holder may declare it before the first bid, whoever bids first, or play on.
    g = game(players=4, petit_sec="optional")
    deal = stacked_deal(4, {2: PETIT_SEC}, petit_sec=True)
    state = g.new_hand(3, deal)
    assert not state.is_over and state.to_act == 0
    declares = [a for a in state.legal_actions() if a.verb == "declare"]
    assert [(a.seat, a.value) for a in declares] == [(2, "petit-sec")]
    with pytest.raises(IllegalActionError, match="shows the whole hand"):
        state.apply(parse("2 declare T1 1S"))
    with pytest.raises(IllegalActionError, match="does not hold a petit sec"):
        state.apply(Action(1, "declare", cards=state.hand(1)))
    state.apply(Action(2, "declare", cards=state.hand(2)))  # ``as`` may be left out
    assert state.is_over and dict(state.result().detail) == {"annulled": "petit-sec", "seat": 2}
    # After the first bid it is too late, and the holder plays on.
    state = act(g.new_hand(3, deal), "0 bid pass")
    with pytest.raises(IllegalActionError, match="before the first bid"):
        state.apply(Action(2, "declare", cards=state.hand(2), value="petit-sec"))


def test_petit_sec_declaration_under_annul_is_refused() -> None:
    state = game(players=4).new_hand(3, stacked_deal(4, {}))
    with pytest.raises(IllegalActionError, match="petit_sec is annul"):
        state.apply(Action(0, "declare", cards=state.hand(0), value="petit-sec"))
