"""An explanation line names the player's own dummy as it names the player, mid-sentence in every language:
"Seat 3 (your dummy)", "Posto 3 (il tuo morto)", "Place 3 (votre mort)" (not "played by Your dummy", "giocato da
Tuo morto"); another player's dummy and the table's other seats keep their names."""

from __future__ import annotations

import random

import pytest

from tarocchi.engine.explain import SeatRef
from tarocchi.games import create_game
from tarocchi.tui.render import View


@pytest.mark.parametrize(
    ("lang", "said"),
    [("en", "Seat 3 (your dummy)"), ("it", "Posto 3 (il tuo morto)"), ("fr", "Place 3 (votre mort)")],
)
def test_the_players_dummy_is_named_in_the_third_person(lang: str, said: str) -> None:
    game = create_game("gatti", {"players": 2})  # seat 2 is seat 0's dummy, seat 3 seat 1's (Gatti 12.2)
    view = View(game, lang, names=["You", "Ada", "Dummy", "Dummy"], human=0)
    assert view.third_person(2) == said
    assert view.third_person(3) == view.name(3) and view.third_person(1) == "Ada"
    # in a hand's explanation: every line naming seat 2 names it so, none "Your dummy" / "Tuo morto" / "Votre mort"
    rng, seen = random.Random(5), 0
    for seed in range(30):
        state = game.new_hand(0, game.deal(0, seed))
        while not state.is_over:
            state.apply(game.random_action(state, rng))
        view.follow(state)
        for line in game.explain(state.result()):
            if any(isinstance(v, SeatRef) and v.seat == 2 for v in line.params.values()):
                text = view.line(line)
                assert said in text and view.name(2) not in text, text
                seen += 1
    assert seen, "no explanation line named the dummy"
