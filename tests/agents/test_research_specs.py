"""An agent spec's bad value is refused naming the agent as every agent's refusal does (``agent 'NAME': ...``),
so ``tarocchi match`` prints one line a researcher can read the same way whichever agent it is."""

from __future__ import annotations

import pytest

from tarocchi.agents import make_agent
from tarocchi.errors import TarocchiError


@pytest.mark.parametrize(
    ("spec", "words"),
    [
        ("heuristic:bids=zzz", "agent 'heuristic': bids must be one of score, ev1, first-seat, strength, not 'zzz'"),
        ("heuristic:discard=zzz", "agent 'heuristic': discard must be one of kings, voids, not 'zzz'"),
    ],
)
def test_a_bad_value_is_refused_naming_the_agent(spec: str, words: str) -> None:
    with pytest.raises(TarocchiError) as caught:
        make_agent(spec, "french-tarot")
    assert str(caught.value).startswith(words)


def test_an_unknown_search_kernel_is_refused_naming_the_agent() -> None:
    with pytest.raises(TarocchiError) as caught:
        make_agent("search:playouts=8:kernel=gpu", "french-tarot")
    assert str(caught.value) == "agent 'search': unknown kernel 'gpu' (known: python, compiled)"
