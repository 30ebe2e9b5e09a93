"""The strict option readers shared by the games (C1 of every rules contract)."""

from __future__ import annotations

import pytest

from tarocchi.engine.options import (
    OptionSpec,
    check_number,
    describe_choices,
    is_int,
    parse_option_items,
    read_bool,
    read_choice,
    read_int,
    refuse_unknown,
    require_mapping,
)
from tarocchi.errors import OptionError


def test_read_int_refuses_booleans_and_other_types_naming_the_key() -> None:
    assert read_int({"n": 3}, "n") == 3
    assert read_int({}, "n") is None
    for bad in (True, "3", 3.0, None):
        with pytest.raises(OptionError) as caught:
            read_int({"n": bad}, "n")
        assert caught.value.key == "n"
        assert str(caught.value) == f"option 'n' must be an integer, found {bad!r}"


def test_read_bool_is_json_true_or_false_only() -> None:
    assert read_bool({}, "b") is False
    assert read_bool({}, "b", True) is True
    assert read_bool({"b": True}, "b") is True
    with pytest.raises(OptionError, match=r"^option 'b' must be true or false, found 1$") as caught:
        read_bool({"b": 1}, "b")
    assert caught.value.key == "b"
    with pytest.raises(OptionError, match=r"^b must be true or false, found None$"):
        read_bool({"b": None}, "b", message="{key} must be true or false, found {value!r}")


def test_read_choice_words_two_choices_and_more() -> None:
    assert read_choice({}, "m", ("a", "b"), "a") == "a"
    assert read_choice({"m": "b"}, "m", ("a", "b"), "a") == "b"
    with pytest.raises(OptionError, match=r"^option 'm' must be 'a' or 'b', found 'c'$") as caught:
        read_choice({"m": "c"}, "m", ("a", "b"), "a")
    assert caught.value.key == "m"
    with pytest.raises(OptionError, match=r"^option 'm' must be one of a, b, c, found \[\]$"):
        read_choice({"m": []}, "m", ("a", "b", "c"), "a")
    assert describe_choices(("x", "y")) == "'x' or 'y'"
    assert describe_choices(("x", "y", "z")) == "one of x, y, z"


def test_unknown_keys_and_non_objects_are_refused() -> None:
    refuse_unknown({"a": 1}, ("a", "b"), "unknown {key!r}")
    with pytest.raises(OptionError, match=r"^unknown option 'c' \(known: a, b\)$") as caught:
        refuse_unknown({"a": 1, "c": 2}, ("a", "b"), "unknown option {key!r} (known: {known})")
    assert caught.value.key == "c"
    require_mapping({})
    with pytest.raises(OptionError, match=r"^options must be an object$"):
        require_mapping([])
    assert is_int(0) and not is_int(False) and not is_int(1.0)


def test_an_option_value_nested_too_deeply_for_json_is_read_as_text_not_a_traceback() -> None:
    deep = "[" * 100_000
    assert parse_option_items([f"deals={deep}"]) == {"deals": deep}
    # read against the key's spec, it is passed on as text, for the game's reader to refuse in its words
    assert parse_option_items([f"deals={deep}"], [OptionSpec("deals", "int", 5, minimum=1)]) == {"deals": deep}
    with pytest.raises(OptionError, match=r"^option 'deals' for g must be an integer, found '\[\[\["):
        check_number(OptionSpec("deals", "int", 5, minimum=1), deep, "g")
