"""A side of a player and its own dummy (Gatti for two, 12.2) is named once, by the player: "Ann scores 47", the
verb agreeing with the one name shown, never "Ann, Ann (dummy) score 47"; to that player, "You score 47" (the
lines' ``player`` twins). A side of two players keeps both names and the plural. The game's explanation names
the side so (:mod:`tarocchi.games.gatti.explain`): every edge (the terminal, the page, a record's sheet) says
what the line holds."""

from __future__ import annotations

import random
import re

import pytest

from tarocchi.cards import CODES
from tarocchi.engine.explain import SeatRef
from tarocchi.games.gatti import GattiGame
from tarocchi.i18n.lines import render_line

NAMES = {0: "Ann", 1: "Bea", 2: "Ann (dummy)", 3: "Bea (dummy)"}
SCORES = {"en": "scores", "it": "segna", "fr": "marque"}
"""The singular verb of ``gatti.side_score`` in each language."""
YOU_SCORE = {"en": "You score", "it": "Tu segni", "fr": "Vous marquez"}
"""The reader naming a side alone (``you:gatti.player_score``)."""

SIDE_KEYS = ("gatti.side_points", "gatti.side_score", "gatti.captured")
PLAYER_KEYS = ("gatti.player_points", "gatti.player_score", "gatti.player_captured")


def explained(players: int, seed: int) -> list[tuple[str, list[int], int]]:
    """A random hand of Gatti: its side lines as (key, seats named, score or points)."""
    game = GattiGame.from_options({"players": players} if players != 4 else {"players": 4, "mode": "pairs"})
    result = game.play_random_hand(seed % game.num_seats, random.Random(seed))
    return [
        (
            line.key,
            [ref.seat for ref in line.params["side"]] if "side" in line.params else [line.params["seat"].seat],
            line.params.get("score", line.params.get("points")),
        )
        for line in game.explain(result)
        if line.key in SIDE_KEYS + PLAYER_KEYS
    ]


@pytest.mark.parametrize("seed", range(4))
def test_a_player_and_its_dummy_are_named_once(seed: int) -> None:
    sides = explained(2, seed)
    assert {key for key, _, _ in sides} >= {"gatti.player_points", "gatti.player_score"}
    assert all(seats in ([0], [1]) for _, seats, _ in sides), sides
    assert not {key for key, _, _ in sides} & set(SIDE_KEYS), sides


@pytest.mark.parametrize("lang", ["en", "it", "fr"])
def test_the_score_line_of_a_player_and_its_dummy_reads_in_the_singular(lang: str) -> None:
    game = GattiGame.from_options({"players": 2})
    result = game.play_random_hand(0, random.Random(7))
    texts = game.texts()
    said = [
        render_line(line, texts, lang, NAMES.__getitem__, lambda card: CODES[card], you=0)
        for line in game.explain(result)
    ]
    # the reader's own side (Ann's, seat 0) is the reader: "You score 47" beside "Bea scores 35"
    scores = [s for s in said if re.match(rf"^(Bea {SCORES[lang]}|{YOU_SCORE[lang]}) -?\d+$", s)]
    assert len(scores) == 2, said
    assert not any("(dummy)" in s for s in said if "Ann, " in s or "Bea, " in s), said


def test_the_side_param_is_the_players_seat() -> None:
    game = GattiGame.from_options({"players": 2})
    lines = game.explain(game.play_random_hand(1, random.Random(2)))
    scores = [line.params["seat"] for line in lines if line.key == "gatti.player_score"]
    assert scores == [SeatRef(0), SeatRef(1)], scores
    # the side the discard counts for: the player's, also when its dummy dealt (seats 2 and 3 deal in turn)
    for dealer in range(4):
        lines = game.explain(game.play_random_hand(dealer, random.Random(dealer)))
        owner = next(line.params["who"] for line in lines if line.key == "gatti.discard_owner_player")
        assert owner in (SeatRef(0), SeatRef(1)), (dealer, owner)
    # a side of two players keeps both
    assert all(seats in ([0, 2], [1, 3]) for _, seats, _ in explained(4, 1))


def test_the_matto_s_card_goes_to_the_side_named_by_its_player() -> None:
    """The card that covers the Matto (or the Matto itself) is given to a side: named by its player, also when the
    seat owed is a dummy ("given to Ann", not "to Ann (dummy)")."""
    game = GattiGame.from_options({"players": 2})
    owed = []
    for seed in range(60):
        result = game.play_random_hand(seed % 4, random.Random(seed))
        fool = result.detail["fool"]
        if fool is None or fool["given"] is None:
            continue
        (to,) = [line.params["to"] for line in game.explain(result) if "to" in line.params]
        owed.append(fool["owed_to"])
        assert to == SeatRef(fool["owed_to"] % 2), (seed, fool)
    assert {s for s in owed if s >= 2}, owed  # a dummy was owed in some hand: the case is met


@pytest.mark.parametrize(("lang", "said"), [("en", "You won"), ("it", "Hai vinto"), ("fr", "Vous avez gagné")])
def test_the_matto_kept_by_the_reader_s_side_is_said_to_them(lang: str, said: str) -> None:
    """The Matto's side won its trick: "You won that trick" to the player whose Matto (or dummy's) it was (the
    side is that player and his dummies), not "Its side" after "You played the Matto"."""
    game = GattiGame.from_options({"players": 2})
    texts = game.texts()
    met = 0
    for seed in range(80):
        result = game.play_random_hand(seed % 4, random.Random(seed))
        fool = result.detail["fool"]
        if fool is None or fool["given"] is not None:
            continue
        you = fool["seat"] % 2
        lines = [line for line in game.explain(result) if line.key == "gatti.fool_kept_player"]
        rendered = [render_line(line, texts, lang, NAMES.__getitem__, lambda c: CODES[c], you=you) for line in lines]
        other = [render_line(line, texts, lang, NAMES.__getitem__, lambda c: CODES[c], you=1 - you) for line in lines]
        assert len(rendered) == 1 and rendered[0].startswith(said), rendered
        assert not other[0].startswith(said), other
        met += 1
    assert met, "no hand where the Matto's side won its trick"
