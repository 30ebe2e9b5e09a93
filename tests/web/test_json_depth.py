"""The depth scan before any client JSON is parsed (issue 15: "frames are parsed with a depth limit").

It must be right, and linear whatever the text: a backtracking string pattern rescanned the rest of the
text from every unclosed quote, so a 1 MB body of ``"\\`` held the server for about an hour. Here such
bodies are scanned whole; with a quadratic scan this file would not finish within pytest-timeout.
"""

from __future__ import annotations

import json
import random

import pytest

from tarocchi.web.protocol import JSONShapeError, json_depth, load_json


def _reference_depth(text: str) -> int:
    """Character by character: brackets outside strings, a backslash escaping the next character."""
    depth = deepest = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif ch in "]}":
            depth -= 1
    return deepest


@pytest.mark.parametrize("seed", range(20))
def test_the_depth_is_that_of_a_character_by_character_scan(seed: int) -> None:
    rng = random.Random(seed)
    text = "".join(rng.choice('[]{}"\\ab,: ') for _ in range(rng.randrange(1, 400)))
    assert json_depth(text) == _reference_depth(text)


def test_the_depth_of_real_json_skips_brackets_in_strings() -> None:
    value = {"a": ["x]", {"b": '"[{', "c": [[1], "\\"]}], "d": "}}}"}
    assert json_depth(json.dumps(value)) == 5 == _reference_depth(json.dumps(value))


@pytest.mark.parametrize(
    "body",
    ['"\\' * 500_000, '"' * 1_000_000, '\\"' * 500_000, "[]" * 500_000, '"a\\"b[' * 170_000, '["' * 500_000],
    ids=["quote-backslash", "quotes", "backslash-quote", "pairs", "escaped-in-strings", "open-strings"],
)
def test_a_megabyte_of_hostile_text_is_scanned_whole_and_refused_cleanly(body: str) -> None:
    assert json_depth(body) == _reference_depth(body)
    with pytest.raises(ValueError):  # JSONShapeError or the parser's own error: a refusal, never a hang
        load_json(body, max_depth=4)


def test_too_deep_is_refused_before_parsing() -> None:
    with pytest.raises(JSONShapeError, match="nested 5 levels deep"):
        load_json("[[[[[1]]]]]", max_depth=4)
