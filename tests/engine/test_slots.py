"""Results built through slot setters stay frozen, compare and read back as the dataclass's own would."""

from __future__ import annotations

import dataclasses

import pytest

from tarocchi.engine.game import HandResult
from tarocchi.engine.slots import slot_setters
from tarocchi.games.piedmontese.scoring import PiedmonteseDetail


def test_a_hand_result_built_through_its_slots_is_the_frozen_dataclass_it_was() -> None:
    result = HandResult((1, 2), (3, -3), {"x": 1})
    assert (result.points, result.scores, result.detail) == ((1, 2), (3, -3), {"x": 1})
    assert result == HandResult(points=(1, 2), scores=(3, -3), detail={"x": 1})
    assert result != HandResult((1, 2), (3, -2), {"x": 1})
    assert [f.name for f in dataclasses.fields(result)] == ["points", "scores", "detail"]
    with pytest.raises(dataclasses.FrozenInstanceError):
        result.scores = (0, 0)  # type: ignore[misc]


def test_a_detail_built_through_its_slots_reads_as_its_record_mapping() -> None:
    detail = PiedmonteseDetail(57, (3, -3), 0b11, 1, None)
    assert dict(detail) == {
        "reference": 57,
        "delta": [3, -3],
        "discard": ["T1", "T2"],
        "discard_owner": 1,
        "fool": None,
    }
    with pytest.raises(dataclasses.FrozenInstanceError):
        detail.fool = 2  # type: ignore[misc]


def test_only_slots_have_setters() -> None:
    @dataclasses.dataclass(frozen=True)
    class Plain:
        a: int

    with pytest.raises(TypeError, match=r"Plain\.a is not a slot"):
        slot_setters(Plain, "a")
    with pytest.raises(TypeError, match=r"HandResult\.nope is not a slot"):
        slot_setters(HandResult, "nope")
