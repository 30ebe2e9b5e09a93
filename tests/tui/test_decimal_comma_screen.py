"""The terminal writes a number as its player's language does: French Tarot's half card points are "24,5" in
French and Italian, "24.5" in English (:func:`tarocchi.i18n.lines.number_text`), in the hand's explanation,
the score sheet and the review of a hand."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest

from tarocchi.agents.analysis import Decision, HandReview, Option
from tarocchi.engine.actions import Action
from tarocchi.engine.game import HandResult
from tarocchi.i18n import translate
from tarocchi.records.replay import Replay, replay_text
from tarocchi.tui.app import GameScreen
from tarocchi.tui.render import View, explain_result, score_sheet

pytest.importorskip("tarocchi.games.french_tarot")

RECORD = Path(__file__).parent.parent / "data" / "examples" / "french-tarot" / "valid-00.record.json"
"""A hand of French Tarot for three whose attack took 24.5 card points (its ``.replay.json``)."""


def _replay() -> Replay:
    return replay_text(RECORD.read_text(encoding="utf-8"))


@pytest.mark.parametrize(
    ("lang", "attack"),
    [
        ("en", "Attack: 24.5 points"),
        ("it", "Attacco: 24,5 punti"),
        ("fr", "Attaque : 24,5 points"),
    ],
)
def test_the_explanation_of_a_hand_with_half_points(lang: str, attack: str) -> None:
    replay = _replay()
    view = View(replay.game, lang, names=["Ada", "Bruno", "Carla"])
    text = "\n".join(explain_result(view, replay.results[0], game=replay.game))
    assert attack in text
    assert ("24.5" in text) is (lang == "en")


def test_the_score_sheet_on_screen_in_french() -> None:
    replay = _replay()
    view = View(replay.game, "fr", names=["Ada", "Bruno", "Carla"])
    results = [HandResult((24.5, 66.5, 66.5), (-1.5, 40.5, -39.0), {})]
    text = score_sheet(view, replay.game, results, [-1.5, 40.5, -39.0]).plain
    assert text.splitlines()[2].split() == ["1", "-1,5", "40,5", "-39"]
    assert "40.5" not in text


def _fake_screen(lang: str, review: HandReview) -> SimpleNamespace:
    """What :meth:`GameScreen.review_text` reads of its screen: the table's review, the messages, the view."""
    fake = SimpleNamespace(
        table=SimpleNamespace(review_hand=lambda: review, hand_index=0),
        config=SimpleNamespace(lang=lang),
        view=View("french-tarot", lang),
        t=lambda key, **kw: translate(key, lang, **kw),
    )
    fake.number = lambda value: GameScreen.number(fake, value)  # type: ignore[arg-type]
    fake.loss_line = lambda decision: GameScreen.loss_line(fake, decision)  # type: ignore[arg-type]
    return fake


@pytest.mark.parametrize(("lang", "loss"), [("en", "2.5"), ("it", "2,5"), ("fr", "2,5")])
def test_the_review_of_a_hand_writes_its_figures_in_the_players_language(lang: str, loss: str) -> None:
    best, chosen = Action(0, "bid", value="garde"), Action(0, "bid", value="pass")
    decision = Decision(0, 0, "bidding", chosen, (Option(best, 1.5), Option(chosen, -1.0, 0.2)), 40)
    text = GameScreen.review_text(_fake_screen(lang, HandReview(0, (decision,))))  # type: ignore[arg-type]
    sign = "." if lang == "en" else ","
    assert f"(-1{sign}0)" in text.plain and f"(+1{sign}5)" in text.plain
    assert f" {loss} ± 0{sign}2\n" in text.plain  # the loss and its standard error
