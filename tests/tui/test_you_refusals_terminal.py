"""A refusal that names the player's own seat reads as said to him on the terminal's screen (the game's
``you:refusal.<code>``): declaring again a combination already declared in Tarocchino says "you have already
declared ...", never "... is already declared by You in this deal"."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from tui_driver import game_screen, play_app, run_app, type_line, typed, until

from tarocchi.cards import cards_of
from tarocchi.engine import Action
from tarocchi.games import game_class
from tarocchi.i18n import translate
from tarocchi.tui.app import TarocchiApp

SEEDS = range(5, 15)
"""Deals tried in turn (dealer seat 3, the human eldest) until the human holds two declarations."""


async def _two_declarations(app: TarocchiApp, pilot: Any) -> list[Action] | None:
    """Play on to the human's turn to declare before his first card; the declarations on offer when there are
    two or more (else ``None``: this deal does not do)."""
    screen = game_screen(app)
    for _ in range(200):
        await until(pilot, lambda: screen.table.is_human_turn)
        actions = screen.table.human_actions()
        offered = [a for a in actions if a.verb == "declare" and a.cards]
        if offered or any(a.verb == "play" for a in actions):
            return offered if len(offered) >= 2 else None
        if screen.choice is not None:  # the discard: the first cards it may hold
            c = screen.choice
            await type_line(pilot, " ".join(typed(app, x) for x in cards_of(c.pool)[: c.size]))
        else:
            await type_line(pilot, "")
    raise AssertionError("the human's first card never came")


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "you have already declared {as} in this deal"),
        ("it", "hai già dichiarato {as} in questa mano"),
        ("fr", "vous avez déjà déclaré {as} dans cette donne"),
    ],
)
def test_declaring_a_combination_twice_is_refused_to_the_player_as_you(tmp_path: Path, lang: str, said: str) -> None:
    texts = game_class("tarocchino").texts()
    for seed in SEEDS:
        app = play_app(tmp_path, "tarocchino", dealer=3, seed=seed, lang=lang)
        seen: dict[str, str] = {}

        async def script(pilot: Any, app: TarocchiApp = app, seen: dict[str, str] = seen) -> None:
            offered = await _two_declarations(app, pilot)
            if offered is None:
                return
            screen = game_screen(app)
            first = offered[0]
            words = " ".join(typed(app, c) for c in cards_of(first.cards))
            await type_line(pilot, words)  # declared
            seen["declared"] = screen.message.plain
            await type_line(pilot, words)  # the same again
            seen["message"] = screen.message.plain
            seen["as"] = texts[f"declaration.{first.value}"][lang]

        run_app(app, script)
        if "message" not in seen:
            continue
        refused = translate("refused", lang).split("{")[0]  # the words before what was refused
        message = seen["message"]
        assert not seen["declared"].startswith(refused), seen["declared"]
        assert message.startswith(refused), message
        assert message.endswith(said.format(**{"as": seen["as"]})), message
        assert translate("you", lang) not in message, message  # not "by You", "da Tu", "par Vous"
        return
    pytest.fail("no deal of the seeds tried gave the human two declarations")
