"""The header speaks of the player as "you" (the contract he took, the dealer, the partner), and the table's rows
use the whole width of their panel: on a 40-column French screen the player's own "Garde sans" read "Garde sa…"
with seven blank columns after it, under a header saying "Garde sans par Vous" (Italian: "Guardia senza di Tu")."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from tui_driver import game_screen, play_app, run_app, screen_text, type_line, until

from tarocchi.engine.observation import Observation
from tarocchi.games import create_game
from tarocchi.tui.app import TarocchiApp
from tarocchi.tui.render import View, explain_result, info_line, score_sheet


def _obs(**info: object) -> Observation:
    """A 5-player French Tarot hand in play, the human at seat 0, dealer seat 4."""
    return Observation(
        game="french-tarot",
        seat=0,
        num_seats=5,
        dealer=4,
        phase="play",
        to_act=1,
        hand=1,
        history=(),
        tricks=(),
        public_cards={},
        private_cards={},
        info=dict(info),
    )


@pytest.mark.parametrize(
    ("lang", "yours", "wrong"),
    [
        ("en", "your Garde sans", "by You"),
        ("it", "il tuo contratto: Guardia senza", "di Tu"),
        ("fr", "votre Garde sans", "par Vous"),
    ],
)
def test_the_player_s_own_contract_is_his_not_by_you(lang: str, yours: str, wrong: str) -> None:
    view = View("french-tarot", lang, names=["You", "Ada", "Bruno", "Carla", "Dino"])
    line = info_line(view, _obs(contract="garde-sans", taker=0))
    assert line.startswith(yours) and wrong not in line, line
    assert "Ada" in info_line(view, _obs(contract="garde-sans", taker=1))  # another's: by his name


@pytest.mark.parametrize(
    ("lang", "you_partner", "your_partner"),
    [
        ("en", "you are the partner", "your partner Bruno"),
        ("it", "il socio sei tu", "il tuo socio Bruno"),
        ("fr", "vous êtes le partenaire", "votre partenaire Bruno"),
    ],
)
def test_a_partner_made_known_is_said_from_the_player_s_side(lang: str, you_partner: str, your_partner: str) -> None:
    view = View("french-tarot", lang, names=["You", "Ada", "Bruno", "Carla", "Dino"])
    called = info_line(view, _obs(contract="garde", taker=1, partner=0))
    assert called.endswith(you_partner), called  # not "partner You"
    taken = info_line(view, _obs(contract="garde", taker=0, partner=2))
    assert taken.endswith(your_partner), taken  # the taker's partner is the player's


def test_a_whole_bid_on_a_40_column_screen_and_the_header_saying_your_contract(tmp_path: Path) -> None:
    """2-player French Tarot in French at 40 x 20, the player dealer and bidding Garde sans: his row shows the
    bid whole (the panel has 38 columns; the rows were drawn for 36), the header "votre Garde sans"."""
    app = play_app(tmp_path, "french-tarot", options={"players": 2}, seed=8, dealer=0, lang="fr")
    seen: dict[str, str] = {}

    async def script(pilot: Any, app: TarocchiApp = app) -> None:
        screen = game_screen(app)
        await until(pilot, lambda: screen.table.is_human_turn)
        seen["before"] = screen_text(app)
        bids = [a for a in screen.table.human_actions() if a.verb == "bid"]
        choice = next(i for i, a in enumerate(bids, 1) if a.value == "garde-sans")
        await type_line(pilot, str(choice))
        await until(pilot, lambda: screen.table.is_human_turn and screen.table.state.observation(0).phase != "bid")
        await pilot.pause()
        seen["after"] = screen_text(app)

    run_app(app, script, size=(40, 20))
    after = seen["after"]
    row = next(line for line in after.splitlines() if line.lstrip(" ▶").startswith("Vous"))
    assert "Garde sans" in row and "…" not in row, after
    assert "votre Garde sans" in after and "par Vous" not in after, after
    assert "vous donnez" in seen["before"] and "donneur Vous" not in seen["before"], seen["before"]


@pytest.mark.parametrize(
    ("lang", "you", "dummy"), [("en", "You", "dummy"), ("it", "Tu", "orto"), ("fr", "Vous", "ort")]
)
def test_the_2_player_gatti_sheet_is_headed_by_its_players(lang: str, you: str, dummy: str) -> None:
    """Gatti for two (12.2): a column per player, his dummy's score his own. Its heading named the side,
    "You+Your dummy" and "Ada+Dummy Ada", cut to "You+Your" and "Ada+Dummy" in the 28 columns beside the table
    ("Ada" gone); the players' names, whole: "You" and "Ada"."""
    game = create_game("gatti", {"players": 2})
    view = View(game, lang, names=[you, "Ada", "-", "-"], human=0)
    results = [game.play_random_hand(0, random.Random(5))]
    for room in (28, None):
        text = score_sheet(view, game, results, list(results[0].scores), room=room).plain
        heading = text.splitlines()[1].split()
        assert heading == ["#", you, "Ada"], text
        assert dummy not in text, text
    scores = explain_result(view, results[0], game=game)[0]
    assert dummy not in scores and "Ada" in scores, scores
