"""The shared example records replay to their expected figures (shared/examples, copied to tests/data)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tarocchi.errors import RecordError
from tarocchi.records import ReplayRefusal, replay_text

EXAMPLES = Path(__file__).parents[1] / "data" / "examples"
VALID = sorted(EXAMPLES.glob("*/valid-*.record.json"))
REFUSED = sorted(EXAMPLES.glob("*/refused-*.record.json"))


def _id(path: Path) -> str:
    return f"{path.parent.name}/{path.name.split('.')[0]}"


def test_examples_are_present() -> None:
    assert len(VALID) == 24 and len(REFUSED) == 12


@pytest.mark.parametrize("path", VALID, ids=_id)
def test_valid_example_replays_to_expected_scores(path: Path) -> None:
    expected = json.loads(path.with_name(path.name.replace(".record.json", ".replay.json")).read_text())
    got = replay_text(path.read_text()).to_json()
    assert got["game"] == expected["game"]
    assert [h["points"] for h in got["hands"]] == [h["points"] for h in expected["hands"]]
    assert [h["scores"] for h in got["hands"]] == [h["scores"] for h in expected["hands"]]
    assert got["totals"] == expected["totals"]


@pytest.mark.parametrize("path", REFUSED, ids=_id)
def test_refused_example_stops_at_the_expected_action(path: Path) -> None:
    expected = json.loads(path.with_name(path.name.replace(".record.json", ".refused.json")).read_text())
    where = expected["refused_at"]
    with pytest.raises((ReplayRefusal, RecordError)) as info:
        replay_text(path.read_text())
    error = info.value
    assert isinstance(error, ReplayRefusal), f"expected a refusal, got malformed: {error}"
    assert (error.hand, error.index) == (where["hand"], where["action"]), str(error)
    assert str(error).startswith(f"hand {where['hand']}, action {where['action']}: ")
