"""The terminal interface of ``tarocchi play``: a full-screen card table for every game and variant.

Built on **Textual** rather than Rich alone. Rich only draws: a game needs a real event loop with
key bindings, focus, modal pages (help, end of hand, score sheet), redraw on terminal resize, timers to
pace the computer players and worker threads so a slow ``search`` bot never freezes the screen —
all of which Textual provides on top of Rich (whose ``Text`` the rendering code uses directly).
Textual also ships a headless pilot that drives the app by keystrokes at a fixed 80x24 size, which
is how the interface is unit-tested, alongside real tmux sessions. It is pure Python, works over
SSH and in any modern terminal, and has a plain-ASCII mode (``--ascii``) for the rest.

Modules: :mod:`~tarocchi.tui.controller` (the table: match, bots, the human's turn, the record; no
terminal code), :mod:`~tarocchi.tui.render` (pure functions from the human's observation to Rich
``Text``), :mod:`~tarocchi.tui.tableau` (Tarocchino's captured piles), :mod:`~tarocchi.tui.options`
(setup choices), :mod:`~tarocchi.tui.app` (the Textual screens). Strings: :mod:`tarocchi.i18n`;
card names: :mod:`tarocchi.cards.names`.
"""
