"""The full-screen game (Textual): setup, the table, help, end-of-hand and match screens.

Everything is keyboard-driven and scriptable: a card is played by moving the cursor (←/→, Enter) or
by typing its code (``kh``, ``10s``, ``t21``, ``fool``) and Enter; a menu entry by its number; a
discard by toggling cards (Space) or typing their codes. Refusals come from the engine's own
``check`` and are shown with their reason. The record is written after every move and on exit.
"""

from __future__ import annotations

import random
import shlex
import textwrap
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar

from rich.text import Text
from textual import events
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.content import Content
from textual.screen import ModalScreen, Screen
from textual.widgets import Static

from tarocchi.agents.analysis import EVIDENCE, Decision
from tarocchi.cards import FOOL, CardSet, cards_of, code, mask_of
from tarocchi.cards.names import AmbiguousCardError, card_name, fold, fool_name, shortest_input
from tarocchi.engine.actions import Action
from tarocchi.engine.game import CardChoice, Game
from tarocchi.engine.observation import Observation
from tarocchi.engine.options import OptionSpec
from tarocchi.errors import InvalidActionError, TarocchiError
from tarocchi.games import create_game, game_class, game_names
from tarocchi.i18n import LANGUAGES, rules_summary, translate
from tarocchi.i18n.lines import Number, and_list, choice_progress_key, is_one, text_of
from tarocchi.tui import render
from tarocchi.tui.controller import REVIEW_SAMPLES, Table, resume_table, typed_cards
from tarocchi.tui.gamedata import game_texts
from tarocchi.tui.options import (
    chosen_options,
    default_values,
    number_problem,
    option_label,
    setup_specs,
    spec_values,
    value_label,
)


@dataclass
class PlayConfig:
    """What ``tarocchi play`` was asked for (``game`` ``None``: choose on the setup screen)."""

    game: str | None = None
    options: dict[str, Any] = field(default_factory=dict)
    seat: int = 0
    bots: str | None = None
    seed: int | None = None
    dealer: int | None = None
    """The first dealer's seat (``None``: drawn from the seed)."""
    lang: str = "en"
    save: str | None = None
    ascii: bool = False
    delay: float = 0.3
    resume: str | None = None
    """A record saved by ``tarocchi play`` to go on with (its game, seat, seed and computer level)."""


# ====================================================================== info screens


NEW_MATCH = "new-match"
"""What a page closed with N returns: the match is over and the player wants another one."""
PAGE_GUARD = 0.8
"""Seconds an end-of-hand page ignores its closing keys: a key typed for the last card must not skip it."""
LAST_PAGE_GUARD = 2.5
"""The same for the last page of a match (its winner and totals): Enter on it quits the program, so a player
pressing Enter in a hurry through the last tricks still sees it for this long before a key may close it."""


class InfoScreen(ModalScreen[bool | str]):
    """A scrollable page (help, end of hand, score sheet, match over); Enter/Esc/q closes it; N on a page of a
    match that is over (``new_match``) closes it with :data:`NEW_MATCH`."""

    BINDINGS: ClassVar = [
        Binding("escape", "close", show=False),
        Binding("enter", "close", show=False),
        Binding("q", "close", show=False),
        Binding("space", "close", show=False),
        Binding("n,N", "new_match", show=False),
    ]
    DEFAULT_CSS = """
    InfoScreen { align: center middle; layout: vertical; }
    InfoScreen > VerticalScroll { width: 100%; height: 1fr; border: round $accent; padding: 0 1; }
    InfoScreen > #page-footer { height: auto; max-height: 3; padding: 0 1; }
    """

    def __init__(self, body: Text, footer: str, *, guard: float = 0.0, new_match: bool = False) -> None:
        super().__init__()
        self.body = body
        self.footer = footer
        self.new_match = new_match
        """True on the last pages of a match that is over: N starts another one."""
        self.guard = guard
        """Seconds during which closing keys are ignored (a key typed for the last card must not skip the
        end-of-hand page)."""
        self._opened = time.monotonic()

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="page"):
            yield Static(self.body, id="page-body")
        yield Static(Text(self.footer, style="bold yellow"), id="page-footer")

    def on_mount(self) -> None:
        self._opened = time.monotonic()
        self.query_one("#page", VerticalScroll).focus()

    def action_close(self) -> None:
        if time.monotonic() - self._opened < self.guard:
            return
        self.dismiss(True)

    def action_new_match(self) -> None:
        """N: another match, once this one is over (elsewhere the key does nothing)."""
        if not self.new_match or time.monotonic() - self._opened < self.guard:
            return
        self.dismiss(NEW_MATCH)


class HandOverScreen(InfoScreen):
    """The end-of-hand page: Enter goes on; R asks for the review of the hand (the page closes with ``False``)."""

    BINDINGS: ClassVar = [*InfoScreen.BINDINGS, Binding("r", "review", show=False)]

    def action_review(self) -> None:
        if time.monotonic() - self._opened < self.guard:
            return
        self.dismiss(False)


# ====================================================================== setup screen


class SetupScreen(Screen[None]):
    """Choose the game, its options and the language; Enter starts (the first game, its usual players).

    The games are those registered (:func:`~tarocchi.games.game_names`), titled from their texts; the
    options are the game's :meth:`~tarocchi.engine.game.Game.option_specs` that a setup screen offers
    and that apply to the values chosen so far, with their labels and value labels.
    """

    def __init__(self, config: PlayConfig) -> None:
        super().__init__()
        self.config = config
        self.games = game_names()
        self.game_index = 0
        self.values: dict[str, Any] = {}
        self.cursor = 0
        self.error = ""
        self.entry = ""
        """The digits typed on the number row under the cursor (an option that ``is_number``)."""
        self.on_games = True
        """The keys are on the list of games (at first, and ↑ from the first option): a digit there picks a game.
        On an option's row a digit acts on that row, so that "3" on the players' row never switches the game;
        ←→ Space always change the option marked ▶ (from the list of games too, the keys then going to it)."""
        self._reset_values()

    @property
    def game_cls(self) -> type[Game]:
        return game_class(self.games[self.game_index])

    @property
    def specs(self) -> tuple[OptionSpec, ...]:
        return self.game_cls.option_specs()

    def shown_specs(self) -> list[OptionSpec]:
        """The options offered now (they change with the player count)."""
        return setup_specs(self.specs, self.values)

    def _reset_values(self) -> None:
        self.values = default_values(self.specs)
        for key, value in self.config.options.items():
            if key in self.values:
                self.values[key] = value
        self.cursor = 0
        self.entry = ""

    def number_default(self, spec: OptionSpec) -> Any:
        """What a number left to its default is in the game chosen so far (Gatti's hands: 3 with three players,
        4 otherwise): asked of the game's own reader, the numbers left out; ``None`` when the other values are
        refused. A length the game's record leaves out at its default (French Tarot R11.2: ``deals``, one deal
        per player) is the number of hands after which the game says the match is over."""
        specs = self.specs
        values = {k: v for k, v in self.values.items() if not any(s.key == k and s.is_number for s in specs)}
        try:
            game = create_game(self.games[self.game_index], chosen_options(specs, values))
        except TarocchiError:
            return None
        found = game.options_json().get(spec.key)
        if found is None and not spec.nullable:
            found = game.hands_in_match()
        return found

    def number_error(self, spec: OptionSpec) -> str:
        """Why the number on ``spec``'s row may not be played (empty when it may)."""
        problem = number_problem(spec, self.values.get(spec.key))
        if problem is None:
            return ""
        key, params = problem
        return self.t(key, label=option_label(game_texts(self.game_cls), spec, self.config.lang), **params)

    DEFAULT_CSS = """
    SetupScreen > #setup-scroll { height: 1fr; }
    SetupScreen > #setup-message { height: auto; max-height: 6; }
    """

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="setup-scroll"):
            yield Static(id="setup")
        yield Static(id="setup-message")

    def on_mount(self) -> None:
        self.refresh_view()

    def on_resize(self, event: events.Resize) -> None:
        self.refresh_view()

    def t(self, key: str, **kw: Any) -> str:
        return translate(key, self.config.lang, **kw)

    def title_of(self, name: str) -> str:
        """A game's title in the chosen language (``game.title`` of its texts)."""
        return text_of(game_texts(game_class(name)), "game.title", self.config.lang) or name

    def refresh_view(self) -> None:
        lang = self.config.lang
        texts = game_texts(self.game_cls)
        out = Text()
        out.append(self.t("setup_title") + "\n\n", style="bold")
        for i, name in enumerate(self.games):
            mark = "▶" if i == self.game_index else " "
            style = ("reverse" if self.on_games else "bold") if i == self.game_index else ""
            out.append(f" {mark} {i + 1}  {self.title_of(name)}\n", style=style)
        out.append("\n" + self.t("setup_options") + "\n", style="bold")
        shown = self.shown_specs()
        self.cursor = min(self.cursor, max(len(shown) - 1, 0))
        width = max(self.size.width, 20)
        labels = [option_label(texts, spec, lang) for spec in shown]
        label_width = min(max((len(label) for label in labels), default=0), 30)
        rows: list[tuple[str, str, str]] = []  # (mark, label, value) of each option
        for i, (spec, label) in enumerate(zip(shown, labels, strict=True)):
            mark = "▶" if i == self.cursor else " "  # (the row ↓ goes to; reverse: where the keys go)
            value = self.values.get(spec.key, spec.default)
            if spec.is_number and value is None and spec.nullable:  # no such limit (a target score)
                text = self.t("setup_none")
            elif spec.is_number and value is None:  # left to the game: the number it stands for
                shown_value = self.number_default(spec)
                text = str(shown_value) if shown_value is not None else ""
            else:
                text = value_label(texts, spec, value, lang)
            if value == spec.default:
                text = (text + " " + self.t("setup_default")).strip()
            rows.append((mark, label, text))
        # one layout for every row: side by side when all fit, else (a phone's terminal) each value on a line of
        # its own under its label
        wide = all(len(f" {m} {lab[:label_width]:<{label_width}} < {text[:40]} >") <= width for m, lab, text in rows)
        cursor_line = len(out.plain.splitlines())
        for i, (mark, label, text) in enumerate(rows):
            style = "reverse" if i == self.cursor and not self.on_games else ""
            if i == self.cursor and not self.on_games:
                cursor_line = len(out.plain.splitlines())
            if wide:
                out.append(f" {mark} {label[:label_width]:<{label_width}} < {text[:40]} >\n", style=style)
            else:
                out.append(f" {mark} {label[: width - 3]}\n", style=style)
                out.append(f"     < {text[: max(width - 9, 8)]} >\n", style=style)
        out.append("\n")
        out.append(self.t("setup_lang", lang=lang) + "\n")
        out.append(self.t("setup_keys") + "\n", style="grey70")
        self.query_one("#setup", Static).update(out)
        number_row = shown[self.cursor] if shown and not self.on_games and shown[self.cursor].is_number else None
        below = self.show_message(number_row)
        room = max(self.size.height - below, 4)  # the rows the options have above the message
        last = cursor_line + (1 if wide else 2)  # the option under the cursor, its value, in view
        if self.on_games:
            last = 2 + len(self.games)  # the list of games
        self.query_one("#setup-scroll", VerticalScroll).scroll_to(y=max(last + 1 - room, 0), animate=False)

    def show_message(self, number_row: OptionSpec | None) -> int:
        """Below the options, always in view (a phone's terminal scrolls the options): what is wrong, and on a
        number's row (``number_row``) how it is typed, and how one that may be none (a target score) is left
        without one. The rows it takes."""
        message = Text()
        if number_row is not None:
            keys = "setup_number_keys_none" if number_row.nullable else "setup_number_keys"
            message.append(self.t(keys), style="grey70")
        if self.error:
            message.append(("\n" if message.plain else "") + self.error, style="bold red")
        widget = self.query_one("#setup-message", Static)
        widget.update(message)
        widget.display = bool(message.plain)
        width = max(self.size.width, 20)
        return min(sum(len(textwrap.wrap(line, width)) or 1 for line in message.plain.splitlines()), 6)

    def on_key(self, event: events.Key) -> None:
        try:
            self._setup_key(event)
        except Exception as exc:  # never let a key crash the program
            self.error = str(exc)
            self.refresh_view()

    def _setup_key(self, event: events.Key) -> None:
        shown = self.shown_specs()
        key = event.key
        char = event.character
        spec = shown[self.cursor % len(shown)] if shown and not self.on_games else None
        if spec is not None and spec.is_number and self._number_key(spec, key, char):
            event.stop()
            self.refresh_view()
            return
        if key in ("up", "down", "tab"):
            self.entry = ""
        digit = char if char and len(char) == 1 and char.isdigit() else None
        if self.on_games and (digit is not None or key in ("down", "tab")):
            self._games_key(digit)
            event.stop()
            self.refresh_view()
            return
        if self.on_games and key in ("left", "right", "space") and spec is None and shown:
            self.on_games = False  # the option marked ▶ changes: the keys go to it
            spec = shown[self.cursor % len(shown)]
            if spec.is_number and self._number_key(spec, key, char):
                event.stop()
                self.refresh_view()
                return
        if digit is not None and spec is not None:
            self._digit_on_row(spec, digit)
            event.stop()
            self.refresh_view()
            return
        if key == "up" and shown and self.cursor == 0:
            self.on_games = True
        elif key == "up" and shown:
            self.cursor = (self.cursor - 1) % len(shown)
        elif key in ("down", "tab") and shown:
            self.cursor = (self.cursor + 1) % len(shown)
        elif key in ("left", "right", "space") and spec is not None and spec_values(spec):
            vals = spec_values(spec)
            current = self.values.get(spec.key, spec.default)
            i = vals.index(current) if current in vals else 0
            step = -1 if key == "left" else 1
            self.values[spec.key] = vals[(i + step) % len(vals)]
        elif key in ("l", "L"):
            i = LANGUAGES.index(self.config.lang) if self.config.lang in LANGUAGES else 0
            self.config.lang = LANGUAGES[(i + 1) % len(LANGUAGES)]
        elif char == "?":
            event.stop()
            self.show_rules()
            return
        elif key == "enter":
            self.start()
            return
        else:
            return
        event.stop()
        self.error = ""
        self.refresh_view()

    def show_rules(self) -> None:
        """``?``: the rules in short of the game marked ▶ (its texts' ``rules.summary``), on a page of their own,
        before the player chooses it."""
        lang = self.config.lang
        body = Text()
        body.append(self.t("setup_rules_title", game=self.title_of(self.games[self.game_index])) + "\n\n", style="bold")
        for line in rules_summary(game_texts(self.game_cls), lang):
            body.append(line + "\n")
        self.app.push_screen(InfoScreen(body, self.t("press_enter_setup")))

    def _games_key(self, digit: str | None) -> None:
        """A key on the list of games: a digit picks its game and goes to that game's first option (a digit with
        no game is refused, saying which are); ↓ (Tab) goes to the option marked ▶."""
        self.error = ""
        if digit is not None and not 1 <= int(digit) <= len(self.games):
            self.error = self.t("setup_no_game", char=digit, n=len(self.games))
            return
        if digit is not None:
            self.game_index = int(digit) - 1
            self._reset_values()
        self.on_games = not self.shown_specs()  # (a game without options keeps the keys on the list)

    def _digit_on_row(self, spec: OptionSpec, digit: str) -> None:
        """A digit on an option's row (not a typed number): the value it names where the row's values are numbers
        and that one is offered (``3`` on the players' row: three players); else refused, saying what the row
        takes and that a game is chosen on the list above, never switching the game under the player's options."""
        values = spec_values(spec)
        label = option_label(game_texts(self.game_cls), spec, self.config.lang)
        numbers = [v for v in values if isinstance(v, int) and not isinstance(v, bool)]
        if numbers and int(digit) in numbers:
            self.values[spec.key] = int(digit)
            self.error = ""
        elif numbers:
            offered = ", ".join(str(v) for v in sorted(numbers))
            self.error = self.t("setup_digit_not_offered", label=label, char=digit, values=offered)
        else:
            self.error = self.t("setup_digit_row", label=label, char=digit)

    def _number_key(self, spec: OptionSpec, key: str, char: str | None) -> bool:
        """A key on a number's row (the match's length): digits type it, Backspace erases a digit (none left:
        the default), ←→ step it by one from the number shown, never below the minimum; any other character
        but L (the language) and ? (the rules) is refused saying a number is typed. On a number that may be none
        (a target score, ``nullable``), ← below the minimum is none and → from none the minimum. False for keys the
        row does not take."""
        value = self.values.get(spec.key)
        minimum = spec.minimum if spec.minimum is not None else 0
        if char and len(char) == 1 and char.isdigit():
            self.entry = (self.entry + char).lstrip("0") or "0"
            self.entry = self.entry[-4:]  # (a match of thousands of hands is a typing slip)
            self.values[spec.key] = int(self.entry)
        elif key == "backspace":
            self.entry = self.entry[:-1] if self.entry else ""
            self.values[spec.key] = int(self.entry) if self.entry else spec.default
        elif key in ("left", "right"):
            base = value if isinstance(value, int) else self.number_default(spec)
            if spec.nullable and (base is None or (key == "left" and base <= minimum)):
                self.values[spec.key] = minimum if key == "right" and base is None else None
                self.entry = ""
                self.error = ""
                return True
            if not isinstance(base, int):
                return True
            step = -1 if key == "left" else 1
            self.values[spec.key] = max(base + step, minimum)
            self.entry = ""
        elif char and len(char) == 1 and char.isprintable() and char not in "lL?" and key != "space":
            label = option_label(game_texts(self.game_cls), spec, self.config.lang)
            self.error = self.t("setup_number_digits", label=label, min=minimum, char=char)
            return True
        else:
            return False
        self.error = self.number_error(spec)
        return True

    def start(self) -> None:
        """Read the chosen options strictly (as the game's reader does) and open the table; a number below its
        minimum is refused with what was typed and what is allowed, as the row shows it."""
        name = self.games[self.game_index]
        specs = self.specs
        wrong = next((error for error in map(self.number_error, self.shown_specs()) if error), "")
        if wrong:
            self.error = wrong
            self.refresh_view()
            return
        options = {k: v for k, v in self.config.options.items() if k not in self.values}
        options.update(chosen_options(specs, self.values))
        try:
            create_game(name, options)
        except TarocchiError as exc:
            self.error = str(exc)
            self.refresh_view()
            return
        self.config.game = name
        self.config.options = options
        app = self.app
        assert isinstance(app, TarocchiApp)
        app.start_game()


# ====================================================================== game screen


NARROW = 64
"""Below this many columns the table and the log or score sheet share the middle, Tab switching them."""

MORE = "… (?)"
"""The end of a message cut to the rows a small terminal has for it: the help page (?) shows it whole."""


def rows_of(text: Text | str, width: int) -> int:
    """The rows ``text`` takes in ``width`` columns, wrapped as the screen wraps it (none when it is empty)."""
    if not (text.plain if isinstance(text, Text) else text):
        return 0
    return len(Content.from_rich_text(text).wrap(max(width, 1)))


class GameScreen(Screen[None]):
    """The table: header, seats and trick, log or score sheet, your hand, the prompt, your typing."""

    DEFAULT_CSS = """
    #header { height: auto; max-height: 4; background: $primary-darken-2; color: $text; }
    #middle { height: 1fr; }
    #table { width: 1fr; height: 100%; padding: 0 1; }
    #side { width: 32; height: 100%; padding: 0 1; border-left: vkey $primary-darken-1; }
    GameScreen.narrow #side { width: 1fr; border-left: none; }
    GameScreen.narrow.show-table #side { display: none; }
    GameScreen.narrow.show-side #table { display: none; }
    #hand { height: auto; max-height: 7; }
    #prompt { height: auto; max-height: 8; padding: 0 1; }
    #message { height: auto; max-height: 4; padding: 0 1; }
    #input { height: 1; padding: 0 1; }
    #footer { height: 1; background: $primary-darken-3; }
    """

    def __init__(self, table: Table, config: PlayConfig) -> None:
        super().__init__()
        self.table = table
        self.config = config
        self.view = render.View(table.game, config.lang, config.ascii, table.names, table.human)
        self.buffer = ""
        self.cursor: int | None = None
        self.menu_cursor = 0
        self.choice: CardChoice | None = None
        self.selected: CardSet = 0
        self.showings: list[Action] = []
        """The declarations typed cards could be a smaller showing of, when more than one (the menu, to pick)."""
        self.hinted_give: Action | None = None
        """The exchange card F3 hinted (gives are typed, not in the menu): Enter alone gives it."""
        self.message: Text = Text("")
        self.save_failure: str | None = None
        """Why the last autosave failed, or ``None`` when it wrote the record."""
        self.side_mode = "log"
        self.side_hidden = True  # on a narrow screen: the table shown in the middle (Tab: the log, the sheet)
        self._thinking = False
        self._page_open = False
        self._message_cut = False
        """The message was cut to the rows the screen had for it (:meth:`fit_message`): the help page shows it."""

    # ------------------------------------------------------------ layout
    def compose(self) -> ComposeResult:
        yield Static(id="header")
        with Horizontal(id="middle"):
            yield Static(id="table")
            yield Static(id="side")
        yield Static(id="hand")
        yield Static(id="prompt")
        yield Static(id="message")
        yield Static(id="input")
        yield Static(id="footer")

    def on_mount(self) -> None:
        self.advance()

    def on_resize(self, event: events.Resize) -> None:
        self.refresh_view()

    def t(self, key: str, **kw: Any) -> str:
        return translate(key, self.config.lang, **kw)

    def number(self, value: float) -> Number:
        """A figure for a message (``{loss:.1f}``) with the decimal mark of the player's language (``1,5``)."""
        return Number(value, self.config.lang)

    # ------------------------------------------------------------ the flow of play
    def advance(self) -> None:
        """Let computer players act (paced by ``delay``) until the human is due or the hand ends.

        The computer players go on whatever page (help, score sheet) is open over the table; only the
        end-of-hand page waits for that page to close (:meth:`_page_closed` calls this again).
        """
        table = self.table
        try:
            if table.state.is_over:
                if self._page_open:
                    return
                self.autosave()
                self.refresh_view()
                self.show_hand_result()
                return
            if table.is_human_turn:
                self.autosave()
                self.enter_turn()
                self.refresh_view()
                return
            if self.config.delay <= 0:
                table.run_bots()
                self.call_later(self.advance)
                return
            seat = table.bot_due()
            if seat is None:
                return
            if not self._thinking:
                self._thinking = True
                self.refresh_view()
                self.run_worker(lambda: self._think(seat), thread=True, exclusive=True, group="bots")
            return
        except TarocchiError as exc:
            self.set_message(str(exc), error=True)
        self.refresh_view()

    def _think(self, seat: int) -> None:
        """Worker thread: a computer player chooses; the main thread applies it, then waits ``delay``."""
        started = time.monotonic()
        try:
            action: Action | None = self.table.bot_choose(seat)
        except Exception:  # a failing agent: the table plays a random legal move instead
            action = None
        wait = max(self.config.delay - (time.monotonic() - started), 0.0)
        self.app.call_from_thread(self._apply_bot, seat, action, wait)

    def _apply_bot(self, seat: int, action: Action | None, wait: float) -> None:
        table = self.table
        self._thinking = False
        try:
            if table.bot_due() == seat:
                if action is None:
                    action = table.game.random_live_action(table.state, random.Random(len(table.state.history)))
                table.bot_apply(seat, action)
            if table.is_human_turn and self.message.plain in (self.t("not_your_turn"), self.t("hint_none")):
                self.set_message("")  # it is his turn now (shown at once, not after the pause)
        except TarocchiError as exc:
            self.set_message(str(exc), error=True)
        if table.is_human_turn:  # his turn at once: the cursor on a card he holds before he can press Enter (the
            self.advance()  # pause kept the card he had just played under it, and Enter played it again: refused)
            return
        self.refresh_view()
        self.set_timer(wait if wait > 0 else 0.01, self.advance)

    def enter_turn(self) -> None:
        """Reset the cursor and menus for a new decision; go straight to selecting when a choice is all there is."""
        table = self.table
        actions = table.human_actions()
        choices = table.human_choices()
        self.hinted_give = None
        self.choice = None
        self.selected = 0
        self.showings = []
        menu = self.menu()
        # out of turn (an optional window), Enter alone lets it pass: never a chelem announced by habit
        self.menu_cursor = menu.index("decline") if "decline" in menu else 0
        if self.message.plain in (self.t("not_your_turn"), self.t("hint_none")):  # it is his turn now
            self.set_message("")
        if choices and not actions and len(choices) == 1:
            self.start_choice(choices[0])
        plays = self.playable()
        order = render.hand_order(self.view, self.shown_hand())
        if plays:
            if self.cursor not in order or not (plays >> (self.cursor or 0)) & 1:
                self.cursor = render.start_cursor(table.game, plays, order)
            if any(isinstance(e, Action) and e.verb == "declare" and e.cards for e in menu):
                # declarations on offer until this card is played (declared at the first trick): no cursor,
                # so that Enter out of habit does not play the card and forgo them; the player picks one
                self.cursor = None
        elif self.choice is None:
            self.cursor = None

    def start_choice(self, choice: CardChoice) -> None:
        self.choice = choice
        self.selected = choice.required
        order = render.hand_order(self.view, self.shown_hand())
        self.cursor = next((c for c in order if (choice.pool >> c) & 1), order[0] if order else None)

    def show_hand_result(self) -> None:
        table = self.table
        if not table.results:
            return
        result = table.results[-1]
        lines = render.explain_result(self.view, result, game=table.game)
        body = Text()
        body.append(self.t("hand_over_title", n=table.hand_index + 1) + "\n\n", style="bold")
        for line in lines:
            body.append(line + "\n")
        body.append("\n")
        body.append_text(self.pile_tableaux())
        body.append_text(self.sheet(room=self.page_room(), page=True))
        over = table.match_over
        if over:
            body.append("\n" + self.t("match_over") + " " + self.winners_text() + "\n", style="bold green")
        room = self.page_room()  # (a long path broken between its folders on a phone's terminal)
        if self.save_failure is None:
            saved = render.wrap_path(self.t("record_saved", path=str(table.save_path)), room)
            body.append("\n" + saved + "\n", style="cyan")
        else:
            failed = render.wrap_path(self.t("save_failed", err=self.save_failure), room)
            body.append("\n" + failed + "\n", style="bold red")
        if over:
            body.append("\n" + self.t("new_match_offer") + "\n")
        footer = self.page_footer() + "   " + self.t("review_offer")
        self._page_open = True
        guard = LAST_PAGE_GUARD if over else PAGE_GUARD
        self.app.push_screen(HandOverScreen(body, footer, guard=guard, new_match=over), self.after_hand)

    def page_footer(self) -> str:
        """The keys of the end-of-hand page: the next hand, or at the end of the match quit or a new match."""
        return self.t("press_enter_quit_or_new") if self.table.match_over else self.t("press_enter_next")

    def review_hand(self) -> None:
        """Review the hand just played in a worker thread, then show it (its page goes on to the next hand)."""
        self.set_message(self.t("review_thinking"))
        self.refresh_view()

        def work() -> None:
            try:
                text = self.review_text()
            except Exception as exc:  # the review must never end the game
                text = Text(self.t("review_failed", err=str(exc)))
            self.app.call_from_thread(self._show_review, text)

        self.run_worker(work, thread=True, exclusive=True, group="review")

    def review_text(self) -> Text:
        """The review page: how the decisions were valued, each of the human's decisions with its value, the best
        option and what choosing otherwise lost (with its standard error), the mistakes."""
        table = self.table
        review = table.review_hand()
        body = Text()
        body.append(self.t("review_title", n=table.hand_index + 1) + "\n\n", style="bold")
        if review.nothing_to_review:  # every decision forced: nothing valued, not "no mistake found"
            body.append(self.t("review_nothing") + "\n")
            return body
        body.append(self.t("review_values", samples=REVIEW_SAMPLES) + "\n\n", style="dim")
        for d in review.decisions:
            what = self.t("review_decision", n=d.index + 1)
            chosen = render.option_label(self.view, d.chosen)
            if d.best.action == d.chosen or d.loss == 0:
                body.append(
                    self.t("review_good", what=what, chosen=chosen, value=self.number(d.chosen_option.value)) + "\n"
                )
                continue
            body.append(self.loss_line(d) + "\n", style="bold red" if d.is_mistake else None)
        body.append("\n" + self.t("review_mistakes") + "\n", style="bold")
        mistakes = review.mistakes()
        if not mistakes:
            body.append(self.t("review_none") + "\n")
        for d in mistakes:
            body.append("  " + self.loss_line(d) + "\n", style="red")
        return body

    def loss_line(self, d: Decision) -> str:
        """A decision that lost against the best option: both values and the loss, with its standard error
        (``± 1,3``), or said exact when every deal's value was (``analysis.Decision.exact``)."""
        if d.exact:
            margin = self.t("review_exact")
        elif d.worlds >= EVIDENCE:
            margin = self.t("review_margin", error=self.number(d.chosen_option.error))
        else:  # one deal: no error to give
            margin = ""
        return self.t(
            "review_line",
            what=self.t("review_decision", n=d.index + 1),
            chosen=render.option_label(self.view, d.chosen),
            value=self.number(d.chosen_option.value),
            best=render.option_label(self.view, d.best.action),
            best_value=self.number(d.best.value),
            loss=self.number(d.loss),
            margin=margin,
        )

    def _show_review(self, body: Text) -> None:
        self.set_message("")
        self.app.push_screen(InfoScreen(body, self.page_footer(), new_match=self.table.match_over), self.after_hand)

    def show_hint(self) -> None:
        """F3: what the expert level would do now, computed in a worker thread, shown as a message."""
        if not self.table.is_human_turn:
            self.set_message(self.t("hint_none"))
            return
        self.set_message(self.t("hint_thinking"))
        history = len(self.table.state.history)

        def work() -> None:
            try:
                action = self.table.hint()
            except Exception as exc:  # a failing agent gives no hint
                self.app.call_from_thread(self.set_message, self.t("error", err=str(exc)), error=True)
                return
            self.app.call_from_thread(self._hint_ready, action, history)

        self.run_worker(work, thread=True, exclusive=True, group="hint")

    def _hint_ready(self, action: Action | None, history: int) -> None:
        if len(self.table.state.history) != history:
            return  # the game went on meanwhile: the hint is stale
        menu = self.menu()
        if action is None and "decline" in menu:  # an optional window the expert lets pass
            self.set_message(self.t("hint", action=self.entry_label("decline")))
            self.menu_cursor = menu.index("decline")
        elif action is None:
            self.set_message(self.t("hint_none"))
        else:
            self.set_message(self.t("hint", action=render.option_label(self.view, action)))
            self.point_at(action)
        self.refresh_view()

    def point_at(self, action: Action) -> None:
        """Put the cursor on a hinted card, the menu's cursor on a hinted option, or select a hinted set
        (a discard, a poignée) in the choice being picked, so Enter takes it."""
        choice = self.choice
        if choice is not None:
            same = (action.seat, action.verb, action.value) == (choice.seat, choice.verb, choice.value)
            if same and choice.allows(action.cards):
                self.selected = action.cards
            return
        plays = self.playable()
        if action.verb == "play":
            if action.card >= 0 and (plays >> action.card) & 1:
                self.cursor = action.card
            return
        if action in self.gives():
            self.hinted_give = action
            return
        menu = self.menu()
        if not plays and action in menu:
            self.menu_cursor = menu.index(action)

    def pile_tableaux(self) -> Text:
        """The captured piles as tableaux, for a game whose result lists them (nothing otherwise)."""
        from tarocchi.tui.tableau import pair_piles

        out = Text()
        for title, pile, marks, legend in pair_piles(self.table, self.view):
            out.append(title + "\n", style="bold")
            out.append_text(render.tableau(self.view, pile, marks, deck=self.table.game.deck))
            for line in legend:
                out.append(line + "\n", style="yellow")
            out.append("\n")
        return out

    def after_hand(self, go_on: bool | str | None = None) -> None:
        """The end-of-hand page closed: the review (R), the next hand, or at the end of the match a new match
        (N) or the end of the program."""
        if go_on is False:
            self.review_hand()  # the page stays "open" until the review's own page closes
            return
        self._page_open = False
        table = self.table
        app = self.app
        assert isinstance(app, TarocchiApp)
        if table.match_over and go_on == NEW_MATCH:
            app.new_match()
            return
        if table.match_over:
            app.exit_note = app.records_note()
            app.exit(0)
            return
        table.next_hand()
        self.cursor = None
        self.set_message(self.t("new_hand", n=table.hand_index + 1))
        self.advance()

    def autosave(self) -> None:
        """Write the record after each move; a failure is shown, and kept for the end-of-hand page."""
        try:
            self.table.save()
        except OSError as exc:
            self.save_failure = str(exc)
            self.set_message(self.t("save_failed", err=self.save_failure), error=True)
        else:
            self.save_failure = None

    # ------------------------------------------------------------ what the human may do
    def shown_hand(self) -> CardSet:
        table = self.table
        seat = table.acting_seat if table.acting_seat is not None else table.human
        cards = table.hand_cards(seat)
        if self.choice is not None:
            cards |= self.choice.pool | self.choice.required
        return cards

    def playable(self) -> CardSet:
        return mask_of(a.card for a in self.table.human_actions() if a.verb == "play")

    def gives(self) -> list[Action]:
        """The listed exchange cards the human may give (a Fool exchange: C15). They are typed, not numbered:
        they may be more than a menu shows, and their numbers would read as trumps."""
        return [a for a in self.table.human_actions() if a.verb == "give"] if self.table.is_human_turn else []

    def menu(self) -> list[Action | CardChoice | str]:
        """Numbered entries: the listed non-play actions but the gives (:meth:`gives`), the set choices, and
        'let it pass' in an optional window out of turn (a give, a chelem before a computer player leads)."""
        table = self.table
        entries: list[Action | CardChoice | str] = []
        if not table.is_human_turn:
            return entries
        if self.showings:  # which declaration the typed cards show part of
            return list(self.showings)
        entries += [a for a in table.human_actions() if a.verb not in ("play", "give")]
        entries += table.human_choices()
        if table.state.to_act not in table.controlled:
            entries.append("decline")
        return entries

    # ------------------------------------------------------------ rendering
    def narrow(self) -> bool:
        """Too narrow for the table and the log side by side (a phone's terminal): one at a time."""
        return self.size.width < NARROW

    def refresh_view(self) -> None:
        if not self.is_mounted:
            return
        narrow = self.narrow()
        self.set_class(narrow, "narrow")
        self.set_class(narrow and self.side_hidden, "show-table")
        self.set_class(narrow and not self.side_hidden, "show-side")
        table = self.table
        view = self.view
        view.follow(table.state)
        obs = table.observation()
        header_rows = 2 if narrow else None  # a phone's terminal keeps its rows for the seats and the hand
        parts, facts = self.header_parts(obs), render.info_line(view, obs)
        header = render.header_lines(parts, facts, self.size.width, header_rows)
        side = self.query_one("#side", Static)
        if narrow:  # the pane fills the middle (its own size is stale while hidden: Tab shows it after this)
            middle = self.query_one("#middle")
            side_width, height = middle.size.width - 4, middle.size.height  # (its padding, and a margin)
        else:
            side_width, height = side.size.width - 2, side.size.height
        side_width, height = max(side_width, 20), max(height, 3)
        if self.side_mode == "log":
            width = side_width
            lines = [part for line in render.log_lines(view, obs) for part in textwrap.wrap(line, width) or [""]]
            body = Text()
            if obs.tricks:
                # issue 7: the tricks and card points each side has taken so far
                taken = render.taken_lines(view, table.taken(), width)
                body.append(taken[0] + "\n", style="bold")
                for line in taken[1:]:
                    body.append(line + "\n")
                height -= len(taken)
            body.append(self.t("log_title") + "\n", style="bold")
            for line in lines[-max(height - 1, 1) :]:
                body.append(line + "\n")
        else:
            body = self.sheet(room=side_width)
        side.update(body)
        hand_seat = table.acting_seat if table.acting_seat is not None else table.human
        hand = self.shown_hand()
        title = Text(f" {self.t('your_hand') if hand_seat == table.human else self.t('dummy_hand')}", style="bold")
        title.append(f" ({hand.bit_count()})", style="grey50")
        playable = self.playable() if self.choice is None else self.choice.pool
        hand_text = render.hand_rows(view, hand, playable=playable, selected=self.selected, cursor=self.cursor)
        hand_text.rstrip()  # (no empty row under the hand: a phone's terminal has none to spare)
        hand_block = Text.assemble(title, "\n", hand_text)
        width = self.size.width
        prompt = self.prompt_text()
        hand_height = min(rows_of(hand_block, width), 7)
        above = hand_height + min(rows_of(prompt, width - 2), 8) + 1  # (and the input)
        panel = self.query_one("#table", Static)
        panel_width = panel.size.width if panel.size.width > 0 else width - 2  # (its content: padding out)
        choosing = self.choice.pool | self.choice.required if self.choice is not None else 0
        on_show = render.public_rows(view, obs, panel_width, choosing, table.acting_seat)
        kept = obs.num_seats + len(on_show)  # (the cards on show too)
        fitted = self.fit_message(header, parts, facts, kept, above)
        for lighter in ({"hints": False}, {"hints": False, "heading": False}):
            if not fitted[3]:
                break
            # still short of rows: the prompt without its hint on showing part of a declaration, then without
            # the sentence over its menu (Tarocchino's three declarations at 40 x 20: two seats of four were lost,
            # and the menu's last entry, "no (other) declaration")
            prompt = self.prompt_text(**lighter)
            above = hand_height + min(rows_of(prompt, width - 2), 8) + 1
            fitted = self.fit_message(header, parts, facts, kept, above)
        header, shown, footer_shown, _ = fitted
        self.query_one("#hand", Static).update(hand_block)
        self.query_one("#prompt", Static).update(prompt)
        self.query_one("#header", Static).update(Text(header, style="bold"))
        below = min(rows_of(shown, width - 2), 4) if shown.plain else (0 if narrow else 1)
        # the table's rows, the others' known (its own size is the last layout's: a message since shown, a footer
        # since hidden, and the last seats were cut in its title's stead)
        rows = max(self.size.height - min(rows_of(header, width), 4) - above - below - int(footer_shown), 1)
        room = max(rows - obs.num_seats - 2, 1)
        panel.update(
            render.table_panel(
                view, obs, table.acting_seat, max_public=room, width=panel_width, choosing=choosing, height=rows
            )
        )
        if narrow:  # the rows below may have grown (a message): drawn again in the room left, once laid out
            self.call_after_refresh(self._refit_table, panel.size.height)
        message = self.query_one("#message", Static)
        message.update(shown)
        message.display = bool(self.message.plain) or not narrow  # a phone's terminal keeps the row for the table
        self.query_one("#input", Static).update(
            Text.assemble(("> ", "bold"), (self.buffer, "bold yellow"), ("_", "blink"))
        )
        footer = self.t("footer_keys")
        if len(footer) + 1 > self.size.width:  # a phone's terminal: the short keys, F2 and Ctrl+C kept
            footer = self.t("footer_keys_short")
        if len(footer) + 1 > self.size.width:  # (Italian at 40 columns): Ctrl+C as terminals write it, ^C
            footer = footer.replace("Ctrl+C", "^C")
        if len(footer) + 1 <= self.size.width:  # the margin, where there is room for it (French at 40: none)
            footer = " " + footer
        footer_widget = self.query_one("#footer", Static)
        footer_widget.update(Text(footer, style="grey70"))
        footer_widget.display = footer_shown

    def fit_message(
        self, header: str, parts: list[str], facts: str, seats: int, others: int
    ) -> tuple[str, Text, bool, int]:
        """The header, the message, whether the footer is shown and the rows still missing, so that neither the
        message nor a long prompt takes a seat's row (five seats at 40 x 20: a refusal of three lines pushed the
        last seats off the table; Tarocchino's declarations left two seats of four). ``seats``: the table's rows
        that stay, a row per seat and the cards on show (a 2-player dummy's 24 cards: three rows at 40 x 20, lost
        to a refusal while the chelem was asked); ``others``: the rows of the hand, the prompt and the input.
        While the room is short, the footer's reminder of the keys gives its row first, then the header its title
        (:func:`~tarocchi.tui.render.header_lines`); a message longer still is cut to the rows left, ending with
        "… (?)", and shown whole on the help page (?)."""
        height, width = self.size.height, self.size.width
        self._message_cut = False
        plain = self.message.plain
        lines = [part for line in plain.splitlines() for part in textwrap.wrap(line, max(width - 2, 10)) or [""]]
        need = len(lines) if plain else (0 if self.narrow() else 1)  # (a wide screen keeps the message's row)
        free = height - others - 1 - min(rows_of(header, width), 4) - seats  # (the footer's row counted)
        if need <= free:
            return header, self.message, True, 0
        free += 1  # the footer's row
        if need > free:
            short = render.header_lines(parts, facts, width, 1)
            free += min(rows_of(header, width), 4) - min(rows_of(short, width), 4)
            header = short
        if not plain or len(lines) <= free:
            return header, Text("\n".join(lines), style=self.message.style), False, max(need - free, 0)
        room = min(max(free, 1), 4)  # (the message's own limit)
        self._message_cut = True
        kept = lines[:room]
        kept[-1] = kept[-1][: max(width - 2 - len(MORE), 1)].rstrip() + MORE
        return header, Text("\n".join(kept), style=self.message.style), False, max(room - free, 0)

    def _refit_table(self, height: int) -> None:
        """Draw the screen again when the table's room changed since it was drawn for ``height`` rows (a message
        took a row): five seats at 40 x 20 keep their rows, the title line going instead."""
        if self.is_mounted and self.query_one("#table", Static).size.height != height:
            self.refresh_view()

    def header_parts(self, obs: Observation) -> list[str]:
        """The header's parts before the hand's facts: the game's title, the hand, the dealer and, once a hand is
        scored, the human's score in the match (the sheet's total, the hand in progress counted), which a narrow
        screen otherwise shows only behind Tab or F2."""
        table = self.table
        parts = [
            self.view.title(),  # the game's own title (its texts), as on the setup screen and the help
            self.t("hand_n", n=table.hand_index + 1),
            render.dealer_text(self.view, obs.dealer),
        ]
        totals = table.totals()
        seat = table.human
        if table.results and seat < len(totals) and isinstance(totals[seat], int | float):
            so_far = None if table.state.is_over else table.game.points_so_far(obs)
            total = totals[seat] + (so_far[seat] if so_far is not None else 0)
            parts.append(self.t("header_score", pts=render.fmt_num(total, self.config.lang)))
        return parts

    def page_room(self) -> int:
        """The columns a page (:class:`InfoScreen`) has for its text: the screen but its frame, padding and
        scroll bar."""
        return max(self.app.size.width - 6, 20)

    def winners_text(self) -> str:
        """Who won the match that is over (:meth:`Game.match_winners`: the highest total, ties shared)."""
        seats = self.table.game.match_winners(self.table.results)
        if not seats:
            return ""
        if self.table.game.match_drawn(self.table.results):
            return self.t("match_drawn")
        if seats == (self.table.human,):
            return self.t("match_won_you")
        if self.table.human in seats:  # "You, Bea and Cy win the match": one list, in the second person
            return self.t("match_won_you_and", who=self.names_and(seats))
        names = [self.view.name(s) for s in seats]
        if len(names) == 1:
            return self.t("match_won_one", who=names[0])
        return self.t("match_won_many", who=self.names_and(seats))

    def names_and(self, seats: Sequence[int]) -> str:
        """The seats' names as one list: "Ada", "Ada and Bruno", "Ada, Bruno and Carla"; the reader's seat first,
        as "You" ("You, Bruno and Carla": one list, one "and")."""
        ordered = sorted(seats, key=lambda s: s != self.table.human)
        return and_list([self.view.name(s) for s in ordered], self.config.lang)

    def sheet(self, room: int | None = None, *, page: bool = False) -> Text:
        """The score sheet; within ``room`` columns (the side panel, a page) its totals when its columns do not
        fit."""
        table = self.table
        so_far = None if table.state.is_over else table.game.points_so_far(table.observation())
        return render.score_sheet(self.view, table.game, table.results, table.totals(), so_far, room, page)

    def prompt_text(self, *, hints: bool = True, heading: bool = True) -> Text:
        """What the player is to do now: the decision, the menu, the exchange cards; with ``hints``, how a smaller
        showing is typed (Tarocchino 13.4: left out where the seats need its rows, the help says it too). Without
        ``heading``, a menu comes without the sentence over it ("Your turn: type a number and Enter"): the ``▶``
        and the numbers say it, where the seats need its rows."""
        table = self.table
        view = self.view
        out = Text()
        if table.state.is_over:
            out.append(self.t("hand_over_short"), style="bold")
            return out
        if not table.is_human_turn:
            out.append(self.t("waiting_for", who=view.name(table.state.to_act)), style="grey70")
            return out
        seat = table.acting_seat
        for_dummy = seat is not None and seat != table.human  # a seat the human plays is his dummy
        if for_dummy:
            out.append(self.t("acting_for_dummy") + " ", style="bold magenta")
        if self.choice is not None:
            if not for_dummy:  # (the choice's label is a menu entry's, "discard 2 cards": not a sentence's start)
                out.append(self.t("acting_yourself") + " ", style="bold")
            c = self.choice
            n = c.size
            chosen = self.selected.bit_count()
            what = render.choice_label(view, c)
            out.append(self.t("prompt_choice", what=what, n=n, k=chosen), style="bold")
            return out
        plays = self.playable()
        menu = self.menu()
        if plays:
            key = "prompt_play_dummy" if for_dummy else "prompt_play"
            out.append(self.t(key, examples=self.examples()), style="bold")
        elif menu and (heading or for_dummy):
            out.append(self.t("prompt_menu_dummy" if for_dummy else "prompt_menu"), style="bold")
        if menu:
            if out.plain:
                out.append("\n")
            room = max(self.size.width - 2, 20)  # (the prompt's padding)
            used = 0
            for i, entry in enumerate(menu):
                item = render.hanging(f"{i + 1}) ", self.entry_label(entry), room)  # (too long: wrapped under its text)
                if used and used + 2 + len(item) > room:  # an entry whole on the next line, never split in two
                    out.append("\n")
                    used = 0
                elif used:
                    out.append("  ")
                    used += 2
                style = "reverse" if i == self.menu_cursor and not plays else ""
                out.append(item, style=style)
                used = len(item.rsplit("\n", 1)[-1]) if "\n" in item else used + len(item)
            if hints and not self.showings and any(isinstance(e, Action) and table.game.may_show_part(e) for e in menu):
                out.append("\n" + self.t("show_part_hint"), style="grey70")
        gives = self.gives()
        if gives and not self.showings:  # every exchange card on offer, typed (C15: up to the next play)
            fool = fool_name(table.game.pack, self.config.lang)
            cards = view.cards(mask_of(a.card for a in gives))
            out.append(("\n" if plays or menu else "") + self.t("give_line", fool=fool, cards=cards), style="bold")
            if not plays and not menu:
                out.append(" " + self.t("give_default", card=view.card(gives[0].card)), style="grey70")
        return out

    def entry_label(self, entry: Action | CardChoice | str) -> str:
        if isinstance(entry, Action):
            return render.option_label(self.view, entry)
        if isinstance(entry, CardChoice):
            return render.choice_label(self.view, entry)
        return self.t("opt_decline" if self.gives() else "opt_pass")

    def set_message(self, text: str, *, error: bool = False) -> None:
        self.message = Text(text, style=render.STYLE_ERROR if error else render.STYLE_INFO)

    # ------------------------------------------------------------ keys
    def on_key(self, event: events.Key) -> None:
        if self._page_open:
            return
        try:
            handled = self.press_key(event.key, event.character)
        except Exception as exc:  # nonsense input must never crash the table
            self.set_message(self.t("error", err=str(exc)), error=True)
            handled = True
        if handled:
            event.stop()
            event.prevent_default()
            self.refresh_view()

    def press_key(self, key: str, character: str | None) -> bool:
        if key in ("f1", "question_mark") or (character == "?" and not self.buffer):
            self.show_help()
            return True
        if key in ("f2",):
            self.show_sheet()
            return True
        if key in ("f3",):
            self.show_hint()
            return True
        if key == "tab":
            if not self.narrow():
                self.side_mode = "sheet" if self.side_mode == "log" else "log"
            elif self.side_hidden:  # one pane at a time: the table, then the log, then the score sheet
                self.side_hidden, self.side_mode = False, "log"
            elif self.side_mode == "log":
                self.side_mode = "sheet"
            else:
                self.side_hidden, self.side_mode = True, "log"
            self.call_after_refresh(self.refresh_view)  # the pane's new width, once laid out
            return True
        if key == "escape":
            if self.buffer:
                self.buffer = ""
            elif self.showings:
                self.showings = []
            elif self.choice is not None and self.selected & ~self.choice.required:
                self.selected = self.choice.required  # Esc clears the selection (the help says so)
            elif self.choice is not None and self.table.human_actions():
                self.choice, self.selected = None, 0
                self.enter_turn()
            self.set_message("")
            return True
        if key == "backspace":
            self.buffer = self.buffer[:-1]
            return True
        if key in ("left", "right"):
            self.move_cursor(-1 if key == "left" else 1)
            return True
        if key in ("up", "down"):
            n = len(self.menu())
            if n:
                self.menu_cursor = (self.menu_cursor + (-1 if key == "up" else 1)) % n
            return True
        if key == "space" and not self.buffer and self.choice is not None:
            self.toggle(self.cursor)
            return True
        if key == "enter":
            text, self.buffer = self.buffer, ""
            self.submit_text(text)
            return True
        if character and character.isprintable() and len(character) == 1:
            if len(self.buffer) < 64:
                self.buffer += character
            return True
        return False

    def move_cursor(self, step: int) -> None:
        order = render.hand_order(self.view, self.shown_hand())
        if not order:
            return
        if self.cursor not in order:
            self.cursor = order[0]
            return
        i = order.index(self.cursor)
        self.cursor = order[(i + step) % len(order)]

    def toggle(self, card: int | None) -> None:
        if card is None or self.choice is None:
            return
        c = self.choice
        if (c.required >> card) & 1:
            self.set_message(self.t("card_required", card=self.view.card(card)), error=True)
            return
        if (self.selected >> card) & 1:
            self.selected &= ~(1 << card)
            self.set_message("")
            return
        if not (c.pool >> card) & 1:
            self.set_message(
                self.t("card_not_allowed", card=self.view.card(card), why=self.why_not_in_choice(card)), error=True
            )
            return
        if self.selected.bit_count() >= c.size:
            self.set_message(self.t("too_many", n=c.size), error=True)
            return
        self.selected |= 1 << card
        self.set_message("")

    def why_not_in_choice(self, card: int) -> str:
        """The engine's reason for refusing ``card`` in the current set choice (checked on a full-size set)."""
        c = self.choice
        assert c is not None
        others = [x for x in cards_of(c.pool) if x != card][: max(c.size - c.required.bit_count() - 1, 0)]
        action = Action(c.seat, c.verb, cards=c.required | mask_of(others) | (1 << card), value=c.value)
        refusal = self.table.refusal_for(action)
        if refusal is None:
            return self.t("not_in_pool")
        return self.view.refusal(refusal.code, refusal.params, refusal.reason)

    # ------------------------------------------------------------ submitting
    def submit_text(self, text: str) -> None:
        table = self.table
        text = text.strip()
        if not table.is_human_turn:
            if text:
                self.set_message(self.t("not_your_turn"), error=True)
            return
        menu = self.menu()
        if not text:
            if self.choice is not None:
                self.confirm_choice()
            elif self.cursor is not None and self.playable():
                self.do(table.play_action(self.cursor))
            elif self.playable():  # no cursor yet (only the Fool or a bout may be played): choose one
                self.set_message(self.t("choose_a_card"))
            elif self.hinted_give is not None and self.hinted_give in self.gives():
                self.do(self.hinted_give)
            elif menu:
                self.pick(menu[self.menu_cursor % len(menu)])
            elif self.gives():  # the exchange card the engine would give (it lists that one first)
                self.do(self.gives()[0])
            return
        if text.isdigit() and not self.choice and self.pick_number(text, menu):
            return
        if text.startswith("#") and text[1:].isdigit() and not self.choice:  # an option's number, never a card
            k = int(text[1:])
            if 1 <= k <= len(menu):
                self.pick(menu[k - 1])
            else:
                self.set_message(self.t("no_such_option", k=text[1:]), error=True)
            return
        low = text.lower()
        for entry in menu:  # a word naming a bid or announcement: "garde", "pass"
            if (
                isinstance(entry, Action)
                and entry.value
                and entry.verb in ("bid", "announce")
                and low
                in (
                    entry.value.lower(),
                    self.entry_label(entry).lower(),
                )
            ):
                self.pick(entry)
                return
        try:
            cards = typed_cards(text, table.game.pack, self.config.lang, table.game.deck)
        except AmbiguousCardError as exc:
            self.set_message(self.ambiguous_message(exc), error=True)
            return
        if cards:
            if self.choice is not None:
                self.add_typed(cards)
                return
            if len(cards) == 1:
                self.submit_card(cards[0])
                return
            typed = mask_of(cards)
            offered = [a for a in table.human_actions() if a.verb == "declare" and a.cards]
            if self.declare_typed(typed, offered):
                return
            choices = table.human_choices()
            if choices:
                # the choice these cards complete (a smaller trionfi rather than the first one listed), else
                # one they fit in, so that the refusal names what is wrong
                fits = [c for c in choices if typed & ~(c.pool | c.required) == 0]
                done = [c for c in fits if c.allows(c.required | typed)]
                self.start_choice((done or fits or choices)[0])
                self.selected = self.choice.required | typed if self.choice else 0
                self.confirm_choice()
                return
            if offered:  # cards that form none of the declarations on offer: the game says why (as the one
                # they are part of, when there is one)
                within = [a for a in offered if typed & ~a.cards == 0]
                self.do(Action(offered[0].seat, "declare", cards=typed, value=within[0].value if within else None))
                return
        outside = self.outside_pack(text)
        if outside:  # a card of the full pack that this game's pack leaves out: not "not understood"
            if self.choice is None and self.playable():
                self.do(table.play_action(outside[0]))  # the game says why (its pack has no such card)
            else:
                self.set_message(self.not_held(outside[0]), error=True)
            return
        self.set_message(self.t("not_understood", text=text[:30], examples=self.examples()), error=True)

    def outside_pack(self, text: str) -> list[int]:
        """The cards typed words name in the whole 78-card pack that this game's pack does not have (the 7 of
        cups where cups run 1 to 6): the player named a card, one the game refuses with its reason, rather
        than typing nonsense. Empty when the words name no card, or several at once."""
        game = self.table.game
        try:
            cards = typed_cards(text, game.pack, self.config.lang)
        except AmbiguousCardError:
            return []
        return [c for c in cards or () if not (game.deck >> c) & 1]

    def pick_number(self, text: str, menu: list[Action | CardChoice | str]) -> bool:
        """A bare number (False: read it as a card instead). The help says a trump is typed by its number
        (``21`` or ``t21``): a number that is an option and also a card the player could mean now is refused
        naming both readings (what could mean two things is refused); one that is no option is a card."""
        k = int(text)
        card = self.number_card(text)
        if 1 <= k <= len(menu):
            if card is None:
                self.pick(menu[k - 1])
                return True
            game = self.table.game
            self.set_message(
                self.t(
                    "ambiguous_number",
                    text=text,
                    option=self.entry_label(menu[k - 1]),
                    card=f"{self.view.card(card)} {card_name(card, game.pack, self.config.lang)}",
                    typed=code(card).lower(),
                ),
                error=True,
            )
            return True
        try:
            named = typed_cards(text, self.table.game.pack, self.config.lang, self.table.game.deck)
        except AmbiguousCardError:
            return False
        if not named:
            self.set_message(self.t("no_such_option", k=text), error=True)
            return True
        return False

    def number_card(self, text: str) -> int | None:
        """The card a bare number names when the player could mean it now: a card of the hand he plays when
        he is to play a card, or a card of a listed call or give; else ``None``."""
        try:
            named = typed_cards(text, self.table.game.pack, self.config.lang, self.table.game.deck)
        except AmbiguousCardError:
            return None
        if not named or len(named) != 1:
            return None
        card = named[0]
        if any(a.card == card and a.verb in ("call", "give") for a in self.table.human_actions()):
            return card
        held = (self.shown_hand() >> card) & 1
        return card if held and self.playable() else None

    def examples(self) -> str:
        """A few cards written as this player may type them (``kh, rco, 21, excuse``)."""
        pack, lang = self.table.game.pack, self.config.lang
        deck = self.table.game.deck
        from tarocchi.cards import parse_card

        words = [shortest_input(parse_card(c), pack, lang, deck) for c in ("KH", "10S") if (deck >> parse_card(c)) & 1]
        fool = next(iter(fold(fool_name(pack, lang)).split()), "fool")
        return ", ".join([*words, "t21", fool])

    def ambiguous_message(self, exc: AmbiguousCardError) -> str:
        """What an ambiguous input could mean, each card with a way to type it alone."""
        pack, lang, deck = self.table.game.pack, self.config.lang, self.table.game.deck
        options = [
            f"{self.view.card(c)} {card_name(c, pack, lang)} ({shortest_input(c, pack, lang, deck)})"
            for c in exc.candidates
        ]
        joined = ", ".join(options[:-1]) + f" {self.t('or')} " + options[-1] if len(options) > 1 else options[0]
        return self.t("ambiguous_card", text=exc.text, options=joined)

    def add_typed(self, cards: list[int]) -> None:
        """Typed cards in a set choice: a full set replaces the selection, fewer cards are added to it
        (what a refusal kept stays chosen) or, typed again, taken out of it, and the choice is confirmed once
        it is complete. A card not held, or one the choice may not take, is refused at once with why."""
        c = self.choice
        assert c is not None
        typed = mask_of(cards) & ~c.required
        full = typed.bit_count() + c.required.bit_count() == c.size
        held = self.shown_hand() | self.table.hand_cards(c.seat)
        for card in cards_of(typed & ~c.pool):
            if not (held >> card) & 1:
                self.set_message(self.not_held(card, c.seat), error=True)
                return
            if not full:  # (a whole set goes to the engine, which says what is wrong with it)
                why = self.why_not_in_choice(card)
                self.set_message(self.t("card_not_allowed", card=self.view.card(card), why=why), error=True)
                return
        if full:
            self.selected = c.required | typed
        elif typed and typed & self.selected == typed:  # typed again: unchosen
            self.selected &= ~typed
        else:
            self.selected |= c.required | typed
        k = self.selected.bit_count()
        if k < c.size:
            key = choice_progress_key(k, c.size, self.config.lang)  # "1 di 2 scelta; ... l'ultima"
            self.set_message(self.t(key, k=k, n=c.size))
            return
        self.confirm_choice()

    def declare_typed(self, typed: CardSet, offered: list[Action]) -> bool:
        """Typed cards that are one of the ``offered`` declarations, or a smaller showing of one that the game
        accepts (Tarocchino 13.4): declared; when they could be several (C11: ``as`` tells them apart), the
        menu asks which. False when they are none."""
        game = self.table.game
        fits = [
            Action(a.seat, a.verb, cards=typed, value=a.value)
            for a in offered
            if a.cards == typed or game.shows_part(a, typed)
        ]
        if len(fits) == 1:
            self.do(fits[0])
        elif fits:
            self.showings, self.menu_cursor = fits, 0
            self.set_message(self.t("which_showing"))
        return bool(fits)

    def not_held(self, card: int, seat: int | None = None) -> str:
        """The refusal of a card the hand on screen does not hold: the player's own ("You do not hold K♥"), or
        his dummy's when he plays for it (French Tarot §13: "Your dummy does not hold K♥", not "You")."""
        table = self.table
        if seat is None:
            seat = table.acting_seat if table.acting_seat is not None else table.human
        key = "not_in_hand" if seat == table.human else "not_in_dummy_hand"
        return self.t(key, card=self.view.card(card))

    def submit_card(self, card: int) -> None:
        table = self.table
        hand = self.shown_hand()
        for a in table.human_actions():  # a listed call/give/declare of that card
            if a.card == card and a.verb in ("call", "give"):
                self.do(a)
                return
        gives = self.gives()
        if gives and not (self.playable() >> card) & 1:
            if (hand >> card) & 1:  # a card of his hand is played in its turn, never given (C15)
                fool = fool_name(table.game.pack, self.config.lang)
                self.set_message(self.t("not_to_give", card=self.view.card(card), fool=fool), error=True)
            else:  # the game says why it may not be given
                self.do(Action(gives[0].seat, "give", card=card))
            return
        if not (hand >> card) & 1 and not any(a.verb == "call" for a in table.human_actions()):
            self.set_message(self.not_held(card), error=True)
            return
        self.do(table.play_action(card))

    def pick(self, entry: Action | CardChoice | str) -> None:
        if isinstance(entry, Action):
            self.do(entry)
        elif isinstance(entry, CardChoice):
            self.start_choice(entry)
            self.set_message(self.t("choose_cards_help", n=entry.size))
        else:
            self.table.decline_optional()
            self.after_move()

    def confirm_choice(self) -> None:
        c = self.choice
        if c is None:
            return
        n = self.selected.bit_count()
        if n != c.size:
            key = "choose_exactly_one" if is_one(n, self.config.lang) else "choose_exactly"  # "(1 scelta)"
            self.set_message(self.t(key, n=c.size, k=n), error=True)
            return
        self.do(Action(c.seat, c.verb, cards=self.selected, value=c.value))

    def do(self, action: Action) -> None:
        self.showings = []
        refusal = self.table.submit(action)
        if refusal is not None:
            what = render.option_label(self.view, action) if action.verb != "play" else self.view.card(action.card)
            why = self.view.refusal(refusal.code, refusal.params, refusal.reason)
            self.set_message(self.t("refused", what=what, why=why), error=True)
            if self.choice is not None:  # keep what may stay selected, drop what may not
                self.selected &= self.choice.pool | self.choice.required
            return
        self.set_message("")
        self.choice, self.selected = None, 0
        self.after_move()

    def after_move(self) -> None:
        self.autosave()
        self.refresh_view()
        self.call_later(self.advance)

    # ------------------------------------------------------------ pages
    def show_help(self) -> None:
        table = self.table
        legal = table.human_actions()
        choices = table.human_choices()
        refused: list[tuple[int, str]] = []
        seat = table.acting_seat
        if seat is not None and any(a.verb == "play" for a in legal):
            playable = self.playable()
            for card in render.hand_order(self.view, table.hand_cards(seat)):
                if not (playable >> card) & 1:
                    refusal = table.refusal_for(Action(seat, "play", card=card))
                    if refusal is not None:
                        why = self.view.refusal(refusal.code, refusal.params, refusal.reason, rule_numbers=True)
                        refused.append((card, why))
        room = self.page_room()
        lines = render.help_lines(self.view, legal, choices, refused)
        lines = [row for line in lines for row in render.page_rows(line, room, self.config.lang)]
        body = Text()
        if self._message_cut:  # the message the table had no room for, whole
            body.append(self.message.plain + "\n\n", style=self.message.style)
        body.append("\n".join(lines))
        if any(isinstance(e, Action) and table.game.may_show_part(e) for e in self.menu()):
            body.append("\n\n" + self.t("show_part_hint"))  # (the prompt leaves it out on a small screen)
        self._page_open = True
        self.app.push_screen(InfoScreen(body, self.t("press_enter_back")), self._page_closed)

    def show_sheet(self) -> None:
        self._page_open = True
        self.app.push_screen(
            InfoScreen(self.sheet(room=self.page_room(), page=True), self.t("press_enter_back")), self._page_closed
        )

    def _page_closed(self, _: bool | str | None = None) -> None:
        self._page_open = False
        self.refresh_view()
        table = self.table
        if table.state.is_over or not table.is_human_turn:  # (a decision in progress stays as it was)
            self.advance()  # a hand that ended while the page was open shows its result now


# ====================================================================== the app


class TarocchiApp(App[int]):
    """``tarocchi play``: the setup screen when no game was named, then the table."""

    TITLE = "tarocchi"
    BINDINGS: ClassVar = [
        Binding("ctrl+c", "save_quit", "save and quit", priority=True, show=False),
        Binding("ctrl+q", "save_quit", "save and quit", priority=True, show=False),
    ]
    ENABLE_COMMAND_PALETTE = False

    def __init__(self, config: PlayConfig, *, table_factory: Callable[[PlayConfig], Table] | None = None) -> None:
        super().__init__()
        self.config = config
        self.table: Table | None = None
        self._table_factory = table_factory or make_table
        self.exit_note = ""
        self.save_error: str | None = None
        self.finished_records: list[Path] = []
        """The records of the matches played to their end before this one (N: a new match)."""

    def on_mount(self) -> None:
        if self.config.game is None:
            self.push_screen(SetupScreen(self.config))
        else:
            self.start_game()

    def start_game(self) -> None:
        try:
            self.table = self._table_factory(self.config)
        except TarocchiError as exc:
            self.exit_note = str(exc)
            self.exit(2)
            return
        self.push_screen(GameScreen(self.table, self.config))

    def save(self) -> str | None:
        """Write the record; its path, or ``None`` (the reason in :attr:`save_error`) when it could not be."""
        if self.table is None:
            return None
        try:
            path = str(self.table.save())
        except OSError as exc:
            self.save_error = f"{self.table.save_path}: {exc.strerror or exc}"
            return None
        self.save_error = None
        return path

    def new_match(self) -> None:
        """N at the end of a match: another one at once, as the program would start it with the same command
        (game, options, seats, levels, language; the first dealer given, or drawn by lot) but a fresh seed, so
        new deals, and an empty score sheet. The finished match's record is kept: the new one is written to a
        new file (:meth:`~tarocchi.tui.controller.Table.new_match`), named on its first message."""
        old = self.table
        assert old is not None
        dealer = self.config.dealer if self.config.resume is None else None  # (a resumed record named its own)
        try:
            table = old.new_match(first_dealer=dealer)
        except TarocchiError as exc:  # (the dealer was checked at the start: never expected)
            self.exit_note = str(exc)
            self.exit(2)
            return
        self.finished_records.append(old.save_path)
        self.table = table
        screen = GameScreen(table, self.config)
        screen.set_message(translate("new_match_started", self.config.lang, path=str(table.save_path)))
        self.switch_screen(screen)

    def records_note(self, path: str | None = None) -> str:
        """What the program says of its records when it ends: every match's file, the earlier ones first
        (empty when one match was played and ``path`` is not given: the command line says it)."""
        paths = [str(p) for p in self.finished_records]
        if path is None and not paths:
            return ""
        if path is None and self.table is not None:
            path = str(self.table.save_path)
        if path is not None:
            paths.append(path)
        return "\n".join(translate("record_saved", self.config.lang, path=p) for p in paths)

    def action_save_quit(self) -> None:
        path = self.save()
        unfinished = self.table is not None and not self.table.match_over
        if path is None and self.save_error is not None:
            self.exit_note = translate("save_failed", self.config.lang, err=self.save_error)
        if path:
            self.exit_note = self.records_note(path)
            if unfinished:
                self.exit_note += "\n" + translate("resume_hint", self.config.lang, path=shlex.quote(path))
        self.exit(130 if unfinished else 0)


def make_table(config: PlayConfig) -> Table:
    """The table for a configuration (the game read strictly from its options), or the resumed one."""
    if config.resume is not None:
        table = resume_table(config.resume, bots=config.bots)
        if config.save is not None:  # go on in another file, the record resumed left as it was
            table.save_path = Path(config.save)
        config.game = table.game.name
        return table
    assert config.game is not None
    game = create_game(config.game, config.options)
    if not 0 <= config.seat < game.num_seats:
        raise InvalidActionError(f"--seat {config.seat} is not a seat of {config.game} (0..{game.num_seats - 1})")
    if config.seat not in game.live_seats():  # DESIGN §4: a dummy's seat is played by its controller
        live = ", ".join(str(s) for s in game.live_seats())
        raise InvalidActionError(f"--seat {config.seat} is a dummy's seat (a player's seat plays it); choose {live}")
    names = None
    return Table(
        game,
        human=config.seat,
        bots=config.bots,
        seed=config.seed,
        names=names,
        save_path=config.save,
        first_dealer=config.dealer,
    )


__all__ = ["FOOL", "GameScreen", "InfoScreen", "PlayConfig", "SetupScreen", "TarocchiApp", "card_name", "make_table"]
