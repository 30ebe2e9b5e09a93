"""Reading record actions (engine/parsing.py; french-tarot.md C1)."""

from __future__ import annotations

import pytest

from tarocchi.cards import mask_of, parse_card
from tarocchi.engine.actions import NO_CARD, Action, ListedSet, action_to_record, is_declare_nothing
from tarocchi.engine.parsing import parse_action
from tarocchi.errors import RecordError


def test_each_verb_parses() -> None:
    assert parse_action({"seat": 1, "play": "KH"}, "$", num_seats=4) == Action(1, "play", card=parse_card("KH"))
    assert parse_action({"seat": 0, "bid": "garde"}, "$", num_seats=4) == Action(0, "bid", value="garde")
    discard = parse_action({"seat": 2, "discard": ["3H", "2H"]}, "$", num_seats=4)
    assert discard.cards == mask_of([parse_card("2H"), parse_card("3H")])
    declare = parse_action({"seat": 2, "declare": ["T1", "T21", "FOOL"], "as": "x"}, "$", num_seats=4)
    assert declare.value == "x"


@pytest.mark.parametrize(
    ("raw", "path", "reason"),
    [
        ({"seat": 0}, "$.a", "exactly one verb, found no verb"),
        ({"seat": 0, "play": "KH", "bid": "pass"}, "$.a", "several verbs"),
        ({"seat": 0, "play": "KH", "extra": 1}, "$.a.extra", "unknown key 'extra'"),
        ({"seat": 0, "play": "KH", "as": "x"}, "$.a.as", "unknown key 'as'"),
        ({"seat": "0", "play": "KH"}, "$.a.seat", "integer"),
        ({"seat": True, "play": "KH"}, "$.a.seat", "integer"),
        ({"seat": 4, "play": "KH"}, "$.a.seat", "not a seat"),
        ({"seat": 0, "play": "HK"}, "$.a.play", "not a card code"),
        ({"seat": 0, "discard": "2H"}, "$.a.discard", "must be a list of card codes"),
        ({"seat": 0, "discard": ["2H", "XX"]}, "$.a.discard[1]", "not a card code"),
        ({"seat": 0, "bid": 3}, "$.a.bid", "string"),
    ],
)
def test_malformed_actions_name_their_path(raw: dict[str, object], path: str, reason: str) -> None:
    with pytest.raises(RecordError) as info:
        parse_action(raw, "$.a", num_seats=4)
    assert info.value.path == path
    assert reason in info.value.reason


@pytest.mark.parametrize(
    ("raw", "twice", "fault", "shown"),
    [
        ({"seat": 1, "discard": ["2H", "3H", "2H"]}, "2H", "card 2H is listed twice", "discard 2H, 3H, 2H"),
        ({"seat": 1, "discard": []}, None, "no card is listed", "discard (no cards)"),
        (
            {"seat": 1, "declare": [], "as": "poignee-simple"},
            None,
            "no card is listed",
            "declare poignee-simple (no cards)",
        ),
        ({"seat": 1, "declare": ["T1", "T1"]}, "T1", "card T1 is listed twice", "declare T1, T1"),
    ],
)
def test_a_set_with_a_card_twice_or_none_is_read_for_the_rules_to_refuse(
    raw: dict[str, object], twice: str | None, fault: str, shown: str
) -> None:
    """C12, C14 (french-tarot.md): the cards are checked as a set of distinct cards, so a list that is no such set
    is an action the hand refuses at its index, not a malformed record; an empty declare is never a pass."""
    action = parse_action(raw, "$.a", num_seats=4)
    assert isinstance(action, ListedSet)
    assert action.seat == 1
    assert action.twice == (parse_card(twice) if twice else NO_CARD)
    assert action.fault == fault
    assert action.describe() == shown
    assert not is_declare_nothing(action)


def test_verbs_outside_the_game_are_malformed() -> None:
    with pytest.raises(RecordError, match="not used in this game"):
        parse_action({"seat": 0, "bid": "pass"}, "$", num_seats=4, verbs=frozenset({"play"}))


def test_record_form_round_trips() -> None:
    for raw in (
        {"seat": 3, "play": "10D"},
        {"seat": 1, "discard": ["2H", "3H"]},
        {"seat": 0, "declare": ["T1", "T21"], "as": "poignee-simple"},
        {"seat": 2, "announce": "chelem"},
    ):
        assert action_to_record(parse_action(raw, "$", num_seats=4)) == raw
