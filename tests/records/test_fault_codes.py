"""Each kind of fault the record reader finds has a stable code, with the JSON path and the offending value
among its parameters (numbers as the record counts them, from 0), so an edge can word it in its language;
the English line ``tarocchi replay`` prints stays what it was, byte for byte."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from recordedit import edited, set_at

from tarocchi.errors import DealError, OptionError, RecordError
from tarocchi.games import create_game
from tarocchi.records.replay import error_line, replay_text


def _deal(h: int = 0) -> Any:
    return lambda r: r["hands"][h]["deal"]


def cases() -> dict[str, tuple[str, str]]:
    g, f = "gatti", "french-tarot"
    out: dict[str, tuple[str, str]] = {
        "not_json": ("{x", "not_json"),
        "not_object": ("[]", "not_object"),
        "wrong_format": (edited(g, set_at("format", value="x")), "wrong_format"),
        "game_not_a_name": (edited(g, set_at("game", value=5)), "game_not_a_name"),
        "unknown_game": (edited(g, set_at("game", value="chess")), "unknown_game"),
        "options_not_object": (edited(g, set_at("options", value=[])), "options_not_object"),
        "option_not_in": (edited(g, set_at("options", "players", value=9)), "option_not_in"),
        "option_not_applicable": (edited(g, set_at("options", "mode", value="pairs")), "option_not_applicable"),
        "option_not_boolean": (edited(g, set_at("options", "bagatto_last", value="yes")), "option_not_boolean"),
        "option_unknown": (edited(g, set_at("options", "colour", value=1)), "option_unknown"),
        "option_not_a_choice": (edited(g, set_at("options", "bonuses", value="all")), "option_not_a_choice"),
        "option_not_integer": (edited(g, set_at("options", "players", value="3")), "option_not_integer"),
        "option_at_least": (edited(g, set_at("options", "match_hands", value=0)), "option_at_least"),
        "names_count": (edited("french-tarot", set_at("names", value=["Ada"])), "names_count"),
        "hands_not_a_list": (edited(g, set_at("hands", value={})), "hands_not_a_list"),
        "hand_not_object": (edited(g, set_at("hands", value=[5])), "hand_not_object"),
        "dealer_not_integer": (edited(g, set_at("hands", 0, "dealer", value="0")), "dealer_not_integer"),
        "dealer_not_a_seat": (edited(g, set_at("hands", 0, "dealer", value=7)), "dealer_not_a_seat"),
        "bad_dealer": (edited(g, set_at("hands", 1, "dealer", value=0)), "bad_dealer"),
        "deal_and_seed": (edited(g, set_at("hands", 0, "seed", value=1)), "deal_and_seed"),
        "no_deal": (edited(g, lambda r: r["hands"][0].pop("deal")), "no_deal"),
        "seed_invalid": (
            edited(g, lambda r: (r["hands"][0].pop("deal"), r["hands"][0].update(seed=-1))),
            "seed_invalid",
        ),
        "actions_not_a_list": (edited(g, set_at("hands", 0, "actions", value={})), "actions_not_a_list"),
        "deal_not_object": (edited(g, set_at("hands", 0, "deal", value=[])), "deal_not_object"),
        "deal_hands_not_a_list": (edited(g, set_at("hands", 0, "deal", "hands", value={})), "deal_hands_not_a_list"),
        "cards_not_a_list": (edited(g, set_at("hands", 0, "deal", "talon", value="9S")), "cards_not_a_list"),
        "not_a_card": (edited(g, set_at("hands", 0, "deal", "hands", 1, 0, value="ZZ")), "not_a_card"),
        "deal_seats": (edited(g, lambda r: r["hands"][0]["deal"]["hands"].pop()), "deal_seats"),
        "deal_hand_size": (edited(g, lambda r: r["hands"][0]["deal"]["hands"][1].pop()), "deal_hand_size"),
        "deal_talon_size": (edited(g, lambda r: r["hands"][0]["deal"]["talon"].pop()), "deal_talon_size"),
        "deal_card_twice": (edited(g, set_at("hands", 0, "deal", "talon", 0, value="5H")), "deal_card_twice"),
        "action_not_object": (edited(g, set_at("hands", 0, "actions", 0, value=5)), "action_not_object"),
        "action_no_verb": (edited(f, set_at("hands", 0, "actions", 0, value={"seat": 2})), "action_no_verb"),
        "action_several_verbs": (
            edited(f, set_at("hands", 0, "actions", 0, value={"seat": 2, "bid": "pass", "play": "1D"})),
            "action_several_verbs",
        ),
        "action_unknown_key": (
            edited(f, set_at("hands", 0, "actions", 0, value={"seat": 2, "bid": "pass", "colour": 1})),
            "action_unknown_key",
        ),
        "not_a_string": (edited(f, set_at("hands", 0, "actions", 0, value={"seat": 2, "bid": 5})), "not_a_string"),
        "hand_unfinished": (
            edited("piedmontese", lambda r: r["hands"][0]["actions"].pop()),
            "hand_unfinished",
        ),
        "deal_foreign_card": (
            edited("piedmontese", set_at("hands", 0, "deal", "talon", 0, value="2S")),
            "deal_foreign_card",
        ),
        "seat_not_integer": (edited(g, set_at("hands", 0, "actions", 1, "seat", value="1")), "seat_not_integer"),
        "seat_not_a_seat": (edited(g, set_at("hands", 0, "actions", 1, "seat", value=3)), "seat_not_a_seat"),
        "play_not_a_card": (edited(g, set_at("hands", 0, "actions", 1, "play", value="ZZ")), "not_a_card"),
        "too_many_hands": (
            edited(g, lambda r: r["hands"].extend(copy.deepcopy(r["hands"][:1]))),
            "too_many_hands",
        ),
        "value_not_allowed": (
            edited("french-tarot", lambda r: r["hands"][0]["actions"].insert(0, {"seat": 2, "bid": "grande"})),
            "value_not_allowed",
        ),
        "option_positive_or_null": (
            edited("french-tarot", set_at("options", "target_score", value=0)),
            "option_positive_or_null",
        ),
        "option_list": (edited("french-tarot", set_at("options", "allowed_contracts", value=[])), "option_list"),
        "option_list_item": (
            edited("french-tarot", set_at("options", "allowed_contracts", value=["grande"])),
            "option_list_item",
        ),
    }
    return out


LINES: dict[str, str] = {
    "not_json": (
        "malformed record at $: not valid JSON (Expecting property name enclosed in double quotes at line 1, column 2)"
    ),
    "not_object": "malformed record at $: a record must be a JSON object",
    "wrong_format": "malformed record at $.format: must be 'tarocchi-record/1', found 'x'",
    "game_not_a_name": "malformed record at $.game: must be a game name",
    "unknown_game": (
        "malformed record at $.game: unknown game 'chess' (known: french-tarot, gatti, piedmontese, tarocchino)"
    ),
    "options_not_object": "malformed record at $.options: must be an object",
    "option_not_in": "malformed record at $.options.players: option 'players' for gatti must be 2, 3 or 4, found 9",
    "option_not_applicable": (
        "malformed record at $.options.mode: option 'mode' for gatti is used only with 4 players (players is 3)"
    ),
    "option_not_boolean": (
        "malformed record at $.options.bagatto_last: option 'bagatto_last' for gatti must be true or false, found 'yes'"
    ),
    "option_unknown": (
        "malformed record at $.options.colour: unknown option 'colour' for gatti (known: players, mode, "
        "bonuses, bagatto_last, must_overtrump, protect_honours, match_hands)"
    ),
    "option_not_a_choice": (
        "malformed record at $.options.bonuses: option 'bonuses' for gatti must be one of none, declared, "
        "captured, both, found 'all'"
    ),
    "option_not_integer": (
        "malformed record at $.options.players: option 'players' for gatti must be an integer, found '3'"
    ),
    "option_at_least": (
        "malformed record at $.options.match_hands: option 'match_hands' for gatti must be at least 1, found 0"
    ),
    "names_count": "malformed record at $.names: must list one name per seat (3, dummy seats included)",
    "hands_not_a_list": "malformed record at $.hands: must be a list of hands",
    "hand_not_object": "hand 0: malformed record at $.hands[0]: a hand must be an object",
    "dealer_not_integer": "hand 0: malformed record at $.hands[0].dealer: must be an integer seat",
    "dealer_not_a_seat": "hand 0: malformed record at $.hands[0].dealer: dealer 7 is not a seat (0..2)",
    "bad_dealer": (
        "hand 1: malformed record at $.hands[1].dealer: the dealer must be seat 1, the seat after the "
        "previous dealer 0 (C6)"
    ),
    "deal_and_seed": "hand 0: malformed record at $.hands[0]: a hand gives either 'deal' or 'seed', not both",
    "no_deal": "hand 0: malformed record at $.hands[0]: a hand needs 'deal' or 'seed'",
    "seed_invalid": "hand 0: malformed record at $.hands[0].seed: must be a non-negative integer",
    "actions_not_a_list": "hand 0: malformed record at $.hands[0].actions: must be a list of actions",
    "deal_not_object": "hand 0: malformed record at $.hands[0].deal: must be an object with 'hands' and 'talon'",
    "deal_hands_not_a_list": "hand 0: malformed record at $.hands[0].deal.hands: must be a list of hands",
    "cards_not_a_list": "hand 0: malformed record at $.hands[0].deal.talon: must be a list of card codes",
    "not_a_card": "hand 0: malformed record at $.hands[0].deal.hands[1][0]: 'ZZ' is not a card code",
    "deal_seats": "hand 0: malformed record at $.hands[0].deal: a deal for 3 seats has 3 hands, found 2",
    "deal_hand_size": "hand 0: malformed record at $.hands[0].deal: seat 1's hand must hold 25 cards, found 24",
    "deal_talon_size": "hand 0: malformed record at $.hands[0].deal: the talon must hold 3 cards, found 2",
    "deal_card_twice": "hand 0: malformed record at $.hands[0].deal: card 5H is dealt twice",
    "action_not_object": "malformed record at $.hands[0].actions[0]: an action must be an object",
    "action_no_verb": "malformed record at $.hands[0].actions[0]: an action must have exactly one verb, found no verb",
    "action_several_verbs": (
        "malformed record at $.hands[0].actions[0]: an action must have exactly one verb, found several "
        "verbs (bid, play)"
    ),
    "action_unknown_key": "malformed record at $.hands[0].actions[0].colour: unknown key 'colour' in an action",
    "not_a_string": "malformed record at $.hands[0].actions[0].bid: must be a string",
    "hand_unfinished": (
        "hand 1: malformed record at $.hands[1]: hand 0 is unfinished (play expected) but another hand follows"
    ),
    "deal_foreign_card": "hand 0: malformed record at $.hands[0].deal: 2S in the talon is not in the 62-card pack (C3)",
    "seat_not_integer": "malformed record at $.hands[0].actions[1].seat: seat must be an integer",
    "seat_not_a_seat": "malformed record at $.hands[0].actions[1].seat: seat 3 is not a seat (0..2)",
    "play_not_a_card": "malformed record at $.hands[0].actions[1].play: 'ZZ' is not a card code",
    "too_many_hands": "hand 3: malformed record at $.hands[3]: the match has at most 3 hands",
    "value_not_allowed": (
        "malformed record at $.hands[0].actions[0].bid: 'grande' is not a bid (pass, petite, garde, "
        "garde-sans, garde-contre)"
    ),
    "option_positive_or_null": (
        "malformed record at $.options.target_score: option 'target_score' for french-tarot must be a positive "
        "integer or null, found 0"
    ),
    "option_list": (
        "malformed record at $.options.allowed_contracts: option 'allowed_contracts' for french-tarot must be a "
        "non-empty list of petite, garde, garde-sans, garde-contre, found []"
    ),
    "option_list_item": (
        "malformed record at $.options.allowed_contracts: option 'allowed_contracts' for french-tarot: 'grande' "
        "is not one of petite, garde, garde-sans, garde-contre"
    ),
}
"""The line ``tarocchi replay`` prints for each case: as before the faults had codes, but the options' refusals, which
every game now words alike, naming the game and the option (engine.options.option_refusal)."""

CASES = cases()


@pytest.mark.parametrize("name", sorted(CASES))
def test_each_fault_has_its_code_and_path_and_the_same_english_line(name: str) -> None:
    text, code = CASES[name]
    with pytest.raises(RecordError) as raised:
        replay_text(text)
    error = raised.value
    assert error.code == code, (name, error.code, str(error))
    assert error.params["path"] == error.path
    assert error_line(error) == LINES[name]
    json.dumps(dict(error.params))  # plain JSON values, for the web and for tools


def test_the_parameters_hold_the_offending_value_and_the_records_numbers() -> None:
    def params(name: str) -> dict[str, Any]:
        with pytest.raises(RecordError) as raised:
            replay_text(CASES[name][0])
        return dict(raised.value.params)

    assert params("not_a_card") == {"path": "$.hands[0].deal.hands[1][0]", "value": "'ZZ'"}
    assert params("wrong_format") == {"path": "$.format", "value": "'x'", "expected": "'tarocchi-record/1'"}
    assert params("dealer_not_a_seat") == {"path": "$.hands[0].dealer", "value": "7", "last": 2}
    assert params("hand_unfinished") == {"path": "$.hands[1]", "hand": 0, "expected": "play"}
    assert params("deal_hand_size") == {"path": "$.hands[0].deal", "seat": 1, "size": 25, "found": 24}
    assert params("option_not_in") == {
        "path": "$.options.players",
        "key": "players",
        "value": "9",
        "allowed": "2, 3, 4",
        "game": "gatti",
    }
    assert params("not_json")["line"] == 1 and params("not_json")["column"] == 2


def test_option_and_deal_errors_carry_their_codes_outside_a_record() -> None:
    with pytest.raises(OptionError) as option:
        create_game("gatti", {"players": 9})
    assert (option.value.code, option.value.params["key"]) == ("option_not_in", "players")
    game = create_game("gatti", {"players": 3})
    deal = game.deal(0, 1)
    with pytest.raises(DealError) as deal_error:
        game.check_deal(type(deal)(deal.hands[:2], deal.talon))
    assert deal_error.value.code == "deal_seats" and isinstance(deal_error.value, ValueError)
    assert deal_error.value.params == {"seats": 3, "found": 2}
