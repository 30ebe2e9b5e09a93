"""The record envelope is checked before any game rule (DESIGN.md §5)."""

from __future__ import annotations

import json

import pytest

from tarocchi.errors import RecordError
from tarocchi.records import error_line, replay_text
from tarocchi.records.model import FORMAT


@pytest.mark.parametrize(
    ("text", "path"),
    [
        ("{not json", "$"),
        ("[]", "$"),
        ('{"format": "tarocchi-record/2", "game": "french-tarot", "hands": []}', "$.format"),
        ('{"format": "tarocchi-record/1", "game": "whist", "hands": []}', "$.game"),
        ('{"format": "tarocchi-record/1", "game": 3, "hands": []}', "$.game"),
        ('{"format": "tarocchi-record/1", "game": "french-tarot", "options": [], "hands": []}', "$.options"),
    ],
)
def test_malformed_envelopes_name_their_path(text: str, path: str) -> None:
    with pytest.raises(RecordError) as info:
        replay_text(text)
    assert info.value.path == path
    assert error_line(info.value).startswith(f"malformed record at {path}: ")


def test_json_nested_deeper_than_the_parser_follows_is_malformed_not_a_traceback() -> None:
    """DESIGN.md §5: a malformed file gets exit 2 with its path; nothing ever gets a traceback."""
    with pytest.raises(RecordError) as info:
        replay_text("[" * 100_000)
    assert info.value.path == "$"
    assert error_line(info.value) == "malformed record at $: not a record: its JSON is nested too deeply to read"


@pytest.mark.parametrize("names", [["Ada"], ["Ada", "Bruno", "Carla", "Dario", "Elena"], "Ada", 5])
def test_names_list_one_entry_per_seat(names: object) -> None:
    """DESIGN.md §5: ``names``, when present, has one entry per seat (dummy seats included)."""
    for game, players in (("french-tarot", 4), ("piedmontese", 4), ("tarocchino", 4)):
        record = {"format": FORMAT, "game": game, "options": {"players": players}, "names": names, "hands": []}
        with pytest.raises(RecordError) as info:
            replay_text(json.dumps(record))
        assert info.value.path == "$.names"
    two = {"format": FORMAT, "game": "french-tarot", "options": {"players": 2}, "names": ["Ada", "Bruno", "Dummy"]}
    assert replay_text(json.dumps({**two, "hands": []})).record.names == ["Ada", "Bruno", "Dummy"]
    # gatti.md C5: names are informative there, their length and content unchecked
    gatti = {"format": FORMAT, "game": "gatti", "options": {"players": 3}, "names": names, "hands": []}
    assert replay_text(json.dumps(gatti)).complete
