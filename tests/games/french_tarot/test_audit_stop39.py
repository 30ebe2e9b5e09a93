"""Audit (stop 39): a ``declare`` without ``as`` is read by its cards (C8, §17.3), not by the phase alone."""

from __future__ import annotations

import json

import pytest
from french_tarot_helpers import act, game, mask, parse, stacked_deal

from tarocchi.cards import CODES, cards_of
from tarocchi.engine.actions import Action
from tarocchi.errors import IllegalActionError, TarocchiError
from tarocchi.records.replay import replay_record

PETIT_SEC = "T1 1S 2S 3S 4S 5S 6S 7S 8S 9S 10S JS NS QS KS 1H 2H 3H"
TEN_TRUMPS = "T2 T3 T4 T5 T6 T7 T8 T9 T10 T11"


@pytest.mark.parametrize("mode", ["annul", "optional"])
@pytest.mark.parametrize("named", [None, "poignee-simple"])
def test_a_poignee_in_the_auction_is_refused_as_a_poignee(mode: str, named: str | None) -> None:
    """R8.2, C14: ten trumps shown during the auction are a poignée too early, with or without ``as``
    (§17.3: ``as`` is optional); they are no petit sec (R3.7, C8)."""
    state = game(players=4, petit_sec=mode).new_hand(3, stacked_deal(4, {1: TEN_TRUMPS}))
    with pytest.raises(IllegalActionError) as caught:
        state.apply(Action(1, "declare", cards=mask(TEN_TRUMPS), value=named))
    assert caught.value.code == "poignee_first_trick"
    assert "first trick" in str(caught.value)
    assert state.phase == "bidding" and state.to_act == 0 and not state.history


def test_a_poignee_in_the_auction_is_refused_as_disabled_when_poignees_are_off() -> None:
    """§14 row 15: with ``enable_poignee`` false, trumps shown without ``as`` are a poignée, refused as such."""
    state = game(players=4, enable_poignee=False).new_hand(3, stacked_deal(4, {1: TEN_TRUMPS}))
    with pytest.raises(IllegalActionError) as caught:
        state.apply(Action(1, "declare", cards=mask(TEN_TRUMPS)))
    assert caught.value.code == "poignee_disabled"


def test_a_petit_sec_after_the_auction_is_refused_as_late_without_as() -> None:
    """C8: the whole hand of a petit sec declared after the auction is too late, with or without ``as``."""
    g = game(players=4, petit_sec="optional")
    state = act(
        g.new_hand(3, stacked_deal(4, {2: PETIT_SEC}, petit_sec=True)),
        "0 bid garde-sans",
        "1 bid pass",
        "2 bid pass",
        "3 bid pass",
    )
    hand = state.dealt[2]
    for named in (None, "petit-sec"):
        with pytest.raises(IllegalActionError) as caught:
            state.apply(Action(2, "declare", cards=hand, value=named))
        assert caught.value.code == "petit_sec_too_late"
    assert state.phase == "play" and state.to_act == 0


def test_the_whole_hand_in_the_auction_is_still_a_petit_sec_claim() -> None:
    """C8: during the auction a hand with suit cards declared without ``as`` is read as a petit sec."""
    g = game(players=4, petit_sec="optional")
    state = g.new_hand(3, stacked_deal(4, {2: PETIT_SEC}, petit_sec=True))
    with pytest.raises(IllegalActionError) as caught:
        state.apply(Action(1, "declare", cards=state.dealt[1]))
    assert caught.value.code == "no_petit_sec"
    state.apply(parse("2 declare " + PETIT_SEC))
    assert dict(state.result().detail) == {"annulled": "petit-sec", "seat": 2}


def test_a_record_with_a_poignee_in_the_auction_names_the_poignee() -> None:
    """DESIGN.md §5, C2: the refusal names the action and the reason (R8.2), not a petit sec."""
    deal = stacked_deal(4, {1: TEN_TRUMPS})
    record = {
        "format": "tarocchi-record/1",
        "game": "french-tarot",
        "options": {"players": 4},
        "hands": [
            {
                "dealer": 3,
                "deal": {
                    "hands": [[CODES[c] for c in hand] for hand in deal.hands],
                    "talon": [CODES[c] for c in deal.talon],
                },
                "actions": [
                    {"seat": 0, "bid": "pass"},
                    {"seat": 1, "declare": [CODES[c] for c in cards_of(mask(TEN_TRUMPS))]},
                ],
            }
        ],
    }
    with pytest.raises(TarocchiError) as caught:
        replay_record(json.loads(json.dumps(record)))
    message = str(caught.value)
    assert "poignée is declared only in the first trick" in message
    assert "petit sec" not in message
