"""The terminal's "Face up" line (Gatti 4.2: one card of each hand turned face up) lists a face-up card while it is
in its seat's hand: once played it is on the trick and in the log, and listing it still said it was held (the
web page dims it, ``test_table_windows``)."""

from __future__ import annotations

import random

from tarocchi.cards import CODES
from tarocchi.games import create_game
from tarocchi.tui import render


def test_a_played_face_up_card_leaves_the_face_up_line() -> None:
    game = create_game("gatti", {"players": 3})
    view = render.View(game, "en", names=["You", "Ada", "Bruno"], human=0)
    for seed in range(20):
        state = game.new_hand(0, game.deal(0, seed))
        faceup = [CODES.index(c) for c in state.observation(0).info["faceup"]]
        rng = random.Random(seed)
        checked = 0
        while not state.is_over:
            obs = state.observation(0)
            played = {card for trick in obs.tricks for _, card in trick.plays}
            line = next((x for x in render.public_lines(view, obs) if x.startswith("Face up")), "")
            for seat, card in enumerate(faceup):
                shown = f"{view.name(seat)} {view.cards(1 << card)}" in line
                mine_discarded = bool(obs.private_cards.get("discard", 0) >> card & 1)
                assert shown == (card not in played and not mine_discarded), (seed, line, seat, view.card(card))
                checked += card in played
            state.apply(game.random_action(state, rng))
        if checked:
            return
    raise AssertionError("no face-up card was played in 20 deals: the test proved nothing")
