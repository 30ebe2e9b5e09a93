"""What each seat may know (DESIGN.md §6; french-tarot.md R5.1, R5.5, R6.3)."""

from __future__ import annotations

from french_tarot_helpers import act, codes, game, stacked_deal

from tarocchi.cards import parse_card

# Five players, dealer 4: seat 1 takes a garde and calls KH, held by seat 3.
HANDS = {1: "2H T21 T20 T19", 3: "KH 3H"}


def _five():
    state = game(players=5).new_hand(4, stacked_deal(5, HANDS, "1C 1D 1H"))
    return act(state, "0 bid pass", "1 bid garde", "2 bid pass", "3 bid pass", "4 bid pass", "1 call KH")


def test_observation_basics() -> None:
    state = _five()
    obs = state.observation(2)
    assert (obs.game, obs.seat, obs.num_seats, obs.dealer, obs.phase, obs.to_act) == (
        "french-tarot",
        2,
        5,
        4,
        "discard",
        1,
    )
    assert obs.hand == state.hand(2)
    assert obs.legal == ()  # not seat 2's turn
    assert [a.verb for a in state.observation(1).legal] == []  # the discard is a card choice
    info = obs.info
    assert (info["contract"], info["taker"], info["called"]) == ("garde", 1, "KH")
    assert [b["bid"] for b in info["bids"]] == ["pass", "garde", "pass", "pass", "pass"]


def test_the_call_is_in_info_not_in_the_history() -> None:
    # The call names a card without telling where it is: it must not count as a visible card.
    state = _five()
    for seat in (0, 2, 4):
        obs = state.observation(seat)
        assert all(a.verb != "call" for a in obs.history)
        assert "KH" not in codes(obs.visible_cards())


def test_partner_revealed_when_the_called_card_is_played() -> None:
    state = _five()
    act(state, "1 discard 1C 1D 1H")
    king = parse_card("KH")
    while not state.partner_revealed():
        assert "KH" in codes(state.hand(3))
        assert all(state.observation(s).info["partner"] is None for s in range(5))
        plays = [a for a in state.legal_actions() if a.verb == "play"]
        kh = [a for a in plays if a.card == king]
        state.apply(kh[0] if kh else min(plays, key=lambda a: (a.card == 21, a.card)))
    assert "KH" not in codes(state.hand(3))
    for seat in range(5):
        info = state.observation(seat).info
        assert info["partner_revealed"] is True and info["partner"] == 3


def test_the_taker_sees_his_whole_discard_others_only_the_shown_part() -> None:
    state = _five()
    act(state, "1 discard 1C 1D 1H")
    assert codes(state.observation(1).private_cards["discard"]) == {"1C", "1D", "1H"}
    for seat in (0, 2, 3, 4):
        obs = state.observation(seat)
        assert "discard" not in obs.private_cards and "discard" not in obs.public_cards
        assert not {"1C", "1D", "1H"} & codes(obs.visible_cards()) - codes(obs.public_cards["chien"])


def test_the_result_is_public_at_the_end() -> None:
    state = game(players=4).new_hand(3, stacked_deal(4, {}))
    act(state, "0 bid pass", "1 bid pass", "2 bid pass", "3 bid pass")
    info = state.observation(2).info
    assert info["scores"] == [0, 0, 0, 0] and info["detail"] == {"passed": True}
    assert state.observation(2).to_act is None and state.observation(2).phase == "over"
