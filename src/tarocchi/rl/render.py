"""``render_mode="ansi"``: the table as the terminal draws it (:mod:`tarocchi.tui.render`), as one string.

The terminal's render functions read only a seat's observation, so the picture shows what that seat
may see. They produce Rich ``Text``; here it is printed to a string with ANSI colours.
"""

from __future__ import annotations

import io

from tarocchi.engine.game import Game, HandState


def render_table(game: Game, state: HandState, seat: int, *, width: int = 80) -> str:
    """The table seen from ``seat``: the seats and the trick, public cards, the hand, the log."""
    from rich.console import Console
    from rich.text import Text

    from tarocchi.tui import render

    obs = state.observation(seat)
    view = render.View(game.name, human=seat)
    buffer = io.StringIO()
    console = Console(file=buffer, force_terminal=True, color_system="standard", width=width)
    console.print(render.table_panel(view, obs, obs.to_act))
    info = render.info_line(view, obs)
    if info:
        console.print(Text(info))
    for line in render.public_lines(view, obs):
        console.print(Text(line))
    console.print(render.hand_rows(view, obs.hand))
    for line in render.log_lines(view, obs)[-6:]:
        console.print(Text(line))
    if state.is_over and state.to_act is None:
        result = state.result()
        for line in render.explain_result(view, result, game=game):
            console.print(Text(line))
    return buffer.getvalue()
