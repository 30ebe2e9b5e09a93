"""Agent specs as people write them: knobs after colons or commas, lists of specs, bad values refused at once."""

from __future__ import annotations

import pytest

from tarocchi.agents import make_agent, parse_agent_spec, split_agent_specs
from tarocchi.errors import TarocchiError


def test_knobs_may_be_separated_by_commas_as_issue_13_writes_them() -> None:
    assert parse_agent_spec("search:rollout=random,endgame=off,infer=off,bids=heuristic") == (
        "search",
        {"rollout": "random", "endgame": "off", "infer": "off", "bids": "heuristic"},
    )
    assert parse_agent_spec("search:playouts=100,z=0.5:rollout=greedy") == (
        "search",
        {"playouts": 100, "z": 0.5, "rollout": "greedy"},
    )
    assert parse_agent_spec("heuristic") == ("heuristic", {})


def test_a_list_of_specs_keeps_each_specs_comma_knobs_with_it() -> None:
    assert split_agent_specs("search:rollout=random,endgame=off,heuristic, random") == [
        "search:rollout=random,endgame=off",
        "heuristic",
        "random",
    ]
    assert split_agent_specs("random,,heuristic,") == ["random", "heuristic"]
    with pytest.raises(TarocchiError, match="no agent before it"):
        split_agent_specs("endgame=off,heuristic")


@pytest.mark.parametrize(
    "spec",
    ["search:rollout=bogus", "search:infer=maybe", "search:crn=x", "search:bids=x", "search:select=x",
     "search:discards=x", "search:declarations=x", "search:discard_rollout=x", "heuristic:bids=bogus",
     "heuristic:discard=zzz"],
)  # fmt: skip
def test_a_bad_knob_value_is_refused_with_its_name_when_the_game_is_given_by_name(spec: str) -> None:
    """The knob's name and value are in the refusal, before any deal (not at the first decision)."""
    key, value = spec.split(":")[1].split("=")
    with pytest.raises(TarocchiError, match=rf"{key} must be .*{value!r}"):
        make_agent(spec, "french-tarot")
