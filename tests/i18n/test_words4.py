"""Words a reader trips over: a list of winners with the reader in it is one list, *and* once ("You, Bruno and
Carla", never "You and Bruno, Carla and Dario"), in a game's line and on the terminal's end of the match; the
choice's progress line says "the last one" when one card is left to choose, "the others" otherwise."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

from tarocchi.engine.explain import Line, SeatRef
from tarocchi.i18n import translate
from tarocchi.i18n.lines import render_line

sys.path.insert(0, str(Path(__file__).parent.parent / "tui"))  # tui_driver (--import-mode=importlib)
sys.path.insert(0, str(Path(__file__).parent.parent / "engine"))

NAMES = ["Ada", "Bruno", "Carla", "Dario"]

TEXTS = {  # a game's line for a side, and its wording for a side that has the reader (i18n.lines.with_others)
    "x.winners": {"en": "{seats} win the match", "it": "Vincono la partita: {seats}", "fr": "{seats} gagnent"},
    "you:seats:x.winners": {
        "en": "You and {others} win the match",
        "it": "la partita è finita: l'avete vinta tu e {others}",
        "fr": "Vous et {others} gagnez la partie",
    },
}


def _winners(lang: str, seats: list[int], you: int = 0) -> str:
    line = Line("x.winners", {"seats": [SeatRef(s) for s in seats]})
    return render_line(line, TEXTS, lang, lambda s: NAMES[s], str, you=you)


@pytest.mark.parametrize(
    ("lang", "said", "pair"),
    [
        ("en", "You, Bruno, Carla and Dario win the match", "You and Carla win the match"),
        (
            "it",
            "La partita è finita: l'avete vinta tu, Bruno, Carla e Dario",
            "La partita è finita: l'avete vinta tu e Carla",
        ),
        ("fr", "Vous, Bruno, Carla et Dario gagnez la partie", "Vous et Carla gagnez la partie"),
    ],
)
def test_a_line_of_winners_with_the_reader_is_one_list(lang: str, said: str, pair: str) -> None:
    assert _winners(lang, [0, 1, 2, 3]) == said
    assert _winners(lang, [0, 2]) == pair  # a partner alone: "and" once, as it was


@pytest.mark.parametrize(
    ("lang", "said"),
    [("en", "You, Ada and Carla win the match"), ("fr", "Vous, Ada et Carla gagnez la partie")],
)
def test_the_reader_anywhere_in_the_side_comes_first_of_one_list(lang: str, said: str) -> None:
    assert _winners(lang, [0, 1, 2], you=1) == said


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "You, Ada and Bruno win the match."),
        ("it", "Tu, Ada e Bruno avete vinto la partita."),
        ("fr", "Vous, Ada et Bruno gagnez la partie."),
    ],
)
def test_the_terminal_names_the_match_s_winners_with_you_in_one_list(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str, said: str
) -> None:
    from tui_driver import game_screen, play_app, run_app

    app = play_app(tmp_path, "gatti", options={"players": 3}, seed=21, dealer=0, lang=lang)
    seen: dict[str, str] = {}

    async def script(pilot: Any) -> None:
        screen = game_screen(app)
        monkeypatch.setattr(screen.table.game, "match_winners", lambda results: (1, 0, 2))
        monkeypatch.setattr(screen.table.game, "match_drawn", lambda results: False)  # (three level, but say them)
        seen["text"] = screen.winners_text()
        seen["names"] = ", ".join(screen.view.name(s) for s in (1, 2))

    run_app(app, script)
    assert seen["names"] == "Ada, Bruno"
    assert seen["text"] == said


@pytest.mark.parametrize(
    ("lang", "last", "more"),
    [
        ("en", "select the last one, then", "select the others, then"),
        ("it", "seleziona l'ultima, poi", "seleziona le altre, poi"),
        ("fr", "choisissez la dernière, puis", "choisissez les autres, puis"),
    ],
)
def test_the_choice_s_progress_says_the_other_one_when_one_card_is_left(lang: str, last: str, more: str) -> None:
    from tarocchi.i18n.lines import choice_progress_key  # the catalogue key for the counts, as the terminal picks it

    for k, n, said in [(1, 2, last), (2, 3, last), (5, 6, last), (1, 3, more), (2, 6, more)]:
        line = translate(choice_progress_key(k, n, lang), lang, k=k, n=n)
        assert said in line, (k, n, line)
    assert translate(choice_progress_key(1, 2, "it"), "it", k=1, n=2).startswith("1 di 2 scelta;")
    assert translate(choice_progress_key(2, 3, "it"), "it", k=2, n=3).startswith("2 di 3 scelte;")
    assert translate(choice_progress_key(1, 2, "fr"), "fr", k=1, n=2).startswith("1 sur 2 choisie ;")


@pytest.mark.parametrize(("lang", "said"), [("it", "1 di 2 scelta; scrivi o seleziona l'ultima, poi Invio.")])
def test_the_terminal_says_the_other_one_after_one_card_of_two(tmp_path: Path, lang: str, said: str) -> None:
    from test_choice_count_words_stop45 import _message  # one card typed of the first choice of two (2-player Gatti)

    assert _message(tmp_path, lang, confirm=False) == said
