"""What the screens show, as Rich ``Text``: pure functions of the human's observation and the table.

Every function here is independent of Textual so it can be unit-tested, and reads only what the
human's seat may know (:meth:`Table.observation`), the hand results and the legal actions.
"""

from __future__ import annotations

import re
import textwrap
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from rich.text import Text

from tarocchi.cards import FOOL, NUM_TRUMPS, CardSet, cards_of, is_card_code, parse_card, suit_card, suit_of
from tarocchi.cards.names import (
    PLAIN_PACK,
    Pack,
    card_label,
    card_name,
    display_sort_key,
    display_suit_order,
    fold,
    fool_name,
    input_words,
    is_red,
    rank_label,
    shortest_input,
    suit_label,
    suit_name,
)
from tarocchi.engine.actions import Action
from tarocchi.engine.explain import Line, Texts
from tarocchi.engine.game import CardChoice, Game, HandResult, HandState
from tarocchi.engine.observation import Observation, TrickView
from tarocchi.engine.options import applicable_specs
from tarocchi.games import game_class, game_names
from tarocchi.games.taken import Taken, match_sides
from tarocchi.i18n import MESSAGES, rules_summary, term, translate
from tarocchi.i18n import lines as i18n_lines
from tarocchi.tui.gamedata import game_texts, sheet_layout

STYLE_PLAYABLE = "bold bright_white"
STYLE_PLAYABLE_RED = "bold bright_red"
STYLE_DIM = "grey50"
STYLE_CURSOR = "reverse"
STYLE_SELECTED = "bold black on yellow"
STYLE_ERROR = "bold red"
STYLE_INFO = "cyan"
STYLE_TITLE = "bold"


class View:
    """Display settings shared by the render functions: game, language, ASCII mode, seat names.

    ``game`` is the :class:`Game` being shown, or a registered game's name (enough for its cards, words and
    texts); given the game, the view also knows who plays each dummy (:meth:`Game.controller`).
    """

    def __init__(
        self, game: Game | str, lang: str = "en", ascii: bool = False, names: Sequence[str] = (), human: int = 0
    ):
        self.rules: Game | None = game if isinstance(game, Game) else None
        self.game = game.name if isinstance(game, Game) else game
        self.lang = lang
        self.ascii = ascii
        self.names = list(names)
        self.human = human
        self.sides: list[tuple[int, ...]] = []
        self.controllers: dict[int, int] = {}
        """Dummy seat -> the seat that plays it (:meth:`Game.controller`)."""
        self.unsettled: frozenset[int] = frozenset()
        """Dummies whose player the hand has yet to settle (:meth:`HandState.controller_settled`)."""
        self.texts: Texts = {}
        """The game's texts (titles, option labels, explanation lines, refusals)."""
        self.pack: Pack = PLAIN_PACK
        """How the game's pack names its cards (:attr:`Game.pack`)."""
        if self.rules is not None:
            rules = self.rules
            self.controllers = {s: rules.controller(s) for s in range(rules.num_seats) if rules.controller(s) != s}
            self.texts = game_texts(type(rules))
            self.pack = rules.pack
        elif self.game in game_names():
            cls = game_class(self.game)
            self.texts = game_texts(cls)
            self.pack = cls.pack

    def follow(self, state: HandState) -> None:
        """Name the dummies after who plays them in the hand ``state`` (:meth:`HandState.controller`)."""
        if self.rules is not None:
            n = self.rules.num_seats
            self.controllers = {s: state.controller(s) for s in range(n) if state.controller(s) != s}
            self.unsettled = frozenset(s for s in self.controllers if not state.controller_settled(s))

    def t(self, key: str, **kw: Any) -> str:
        return translate(key, self.lang, **kw)

    @property
    def colon(self) -> str:
        """Between a label and its value: ``": "``, ``" : "`` in French (its typography: a space before a
        colon, "Vous : -136"; :func:`tarocchi.i18n.lines.colon`)."""
        return i18n_lines.colon(self.lang)

    def title(self) -> str:
        """The game's name in the player's language (``game.title`` of its texts)."""
        return i18n_lines.text_of(self.texts, "game.title", self.lang) or self.game

    def line(self, line: Line) -> str:
        """One explanation line of the game (:meth:`Game.explain`) as the screen shows it. Its sentences speak
        of each seat in the third person ("{who} scores 9"): the human's seat is named so that it reads
        ("Seat 1 (you) scores 9", not "You scores 9"), or by the game's ``you:<key>`` wording where it has
        one ("Your <contract>", not "<contract> by Seat 1 (you)": :func:`tarocchi.i18n.lines.template_for`)."""
        return i18n_lines.render_line(
            line, self.texts, self.lang, self.third_person, self.card, self.cards, you=self.human
        )

    def third_person(self, seat: int) -> str:
        """A seat's name in a sentence about it: :meth:`name`, the human's seat as "Seat n (you)" and his dummy as
        "Seat n (your dummy)" (a name that stands mid-sentence in every language: not "played by Your dummy",
        "giocato da Tuo morto")."""
        if seat == self.human:
            return self.t("you_third", n=seat + 1)
        if self.controllers.get(seat) == self.human and seat not in self.unsettled:
            return self.t("your_dummy_third", n=seat + 1)
        return self.name(seat)

    def refusal(self, code: str | None, params: Mapping[str, Any], reason: str, *, rule_numbers: bool = False) -> str:
        """A refusal in the player's language: the game's ``refusal.<code>`` template (or the terminal's
        own, for a refusal of the terminal's), cards as the screen shows them; where there is none, the
        engine's English reason with its card codes shown as cards, suits by the game's English names
        (``batons``, not ``clubs``, beside a row labelled so) and no
        rule numbers unless ``rule_numbers`` (the help page). A refusal naming the human's own seat takes
        the game's ``you:refusal.<code>`` wording ("you have already declared", not "You has already
        declared": :func:`tarocchi.i18n.lines.template_for`)."""
        texts: dict[str, Mapping[str, str]] = dict(self.texts)
        key = f"refusal.{code}"
        if code and key not in texts and key in MESSAGES:
            texts[key] = MESSAGES[key]
        template = i18n_lines.template_for(texts, key, self.lang, params, self.human) if code else None
        if template is not None:
            return i18n_lines.fill(template, params, texts, self.lang, self.name, self.card, self.cards, self.human)
        return i18n_lines.readable_reason(
            reason, self.card, lambda suit: suit_name(suit, self.pack, "en"), rule_numbers=rule_numbers
        )

    def term(self, value: Any) -> str:
        return term(self.texts, str(value), self.lang)

    def name(self, seat: int | None) -> str:
        if seat is None:
            return "-"
        if seat == self.human:
            return self.t("you")
        if seat in self.unsettled:
            return self.t("dummy")  # §13: who plays it is not known before the auction ends
        controller = self.controllers.get(seat)
        if controller is not None and controller != seat:
            if controller == self.human:
                return self.t("your_dummy")
            return self.t("dummy_of", who=self.name(controller))
        if 0 <= seat < len(self.names):
            return self.names[seat]
        return self.t("seat_n", n=seat)

    def card(self, card: int) -> str:
        """A card's short label in the reader's language (``R♥`` in French; ASCII: its code ``KH``)."""
        return card_label(card, ascii=self.ascii, lang=self.lang)

    def card_text(self, card: int, style: str | None = None) -> Text:
        if style is None:
            style = "red" if is_red(card) and not self.ascii else ""
        return Text(self.card(card), style=style)

    def cards(self, mask: CardSet | Iterable[int], *, sort: bool = True) -> str:
        seq = cards_of(mask) if isinstance(mask, int) else list(mask)
        if sort:
            seq = sorted(seq, key=lambda c: display_sort_key(c, self.pack))
        return " ".join(self.card(c) for c in seq)

    def code_text(self, text: str) -> str:
        """A card code from a record value shown as a label (``KH`` -> ``K♥``); other text unchanged."""
        if is_card_code(text):
            return self.card(parse_card(text))
        return text

    def value(self, value: Any) -> str:
        """Any detail/info value as readable text (card codes as labels, words translated)."""
        if value is None:
            return "-"
        if isinstance(value, bool):
            return self.t("yes") if value else self.t("no")
        if isinstance(value, int | float):
            return i18n_lines.number_text(value, self.lang)
        if isinstance(value, str):
            return self.code_text(value) if is_card_code(value) else self.term(value)
        if isinstance(value, list | tuple):
            return ", ".join(self.value(v) for v in value)
        if isinstance(value, Mapping):
            return "; ".join(f"{k}: {self.value(v)}" for k, v in value.items())
        return str(value)


# ---------------------------------------------------------------- helpers


def fmt_num(x: Any, lang: str = "en") -> str:
    """Numbers as a score sheet in ``lang`` writes them (``41``, ``-66``; ``40.5``, ``40,5`` in Italian and
    French: :func:`tarocchi.i18n.lines.number_text`); anything else as its text."""
    if isinstance(x, int | float) and not isinstance(x, bool):
        return i18n_lines.number_text(x, lang)
    return str(x)


def sides_of(game: Game) -> list[tuple[int, ...]]:
    """The score-sheet columns: the sides the game fixes for the match (fixed pairs, a dummy with its
    controller), else one per seat (:func:`tarocchi.games.taken.match_sides`), but a side of dummies alone:
    nobody plays it (:meth:`Game.live_seats`), and a dummy whose controller changes from hand to hand scores
    nothing of its own (its controller scores its share: the game's rules, a dummy's seat scoring 0)."""
    live = set(game.live_seats())
    return [side for side in match_sides(game) if live & set(side)]


def named_seats(game: Game, side: Sequence[int]) -> tuple[int, ...]:
    """The seats a score column is headed by: its players, not a dummy, whose score is its side's (Gatti 12.2):
    "You" and "Ada" in 2-player Gatti, not "You+Your dummy", cut to "You+Your" beside the table."""
    live = set(game.live_seats())
    return tuple(seat for seat in side if seat in live) or tuple(side)


def render_line(
    line: Line,
    texts: Texts,
    lang: str,
    seat_name: Callable[[int], str],
    card_text: Callable[[int], str],
    cards_text: Callable[[CardSet], str] | None = None,
) -> str:
    """A game's explanation line (:class:`~tarocchi.engine.explain.Line`) as text: its template in
    ``lang`` with seats named, cards shown as the screen shows them, terms translated, numbers as
    numbers (:func:`tarocchi.i18n.lines.render_line`)."""
    return i18n_lines.render_line(line, texts, lang, seat_name, card_text, cards_text)


def fit(text: str, width: int) -> str:
    """``text`` within ``width`` characters: whole if it fits, else without its parenthesis
    (``terno (3 kings)`` -> ``terno``), else cut with an ellipsis."""
    if len(text) <= width:
        return text
    short = text.split(" (", 1)[0]
    if len(short) <= width:
        return short
    return short[: max(width - 1, 1)].rstrip() + "…"  # ("séquence des…", not "séquence des …")


def hanging(prefix: str, text: str, width: int) -> str:
    """``prefix`` and ``text`` within ``width`` columns: whole when it fits, else ``text`` broken between words
    in lines indented under its own start, so a menu's number stands alone on the left (``1) declare a long
    combination`` / ``   of four cards = 15``), never a line of the entry starting under its number."""
    if len(prefix) + len(text) <= width:
        return prefix + text
    indent = " " * len(prefix)
    lines = textwrap.wrap(text, max(width - len(prefix), 8), break_on_hyphens=False) or [""]
    return prefix + ("\n" + indent).join(lines)


GLUED_SPACE = re.compile(r" (?=[;:!?»])|(?<=«) ")  # French typography's space before ; : ! ? and inside « »


def page_rows(line: str, width: int, lang: str) -> list[str]:
    """A line of a page (the help) in rows of ``width``, broken where the screen would break it, except that in
    French a colon, a semicolon, a mark and a guillemet stay with their word (the screen broke "couper ;" before
    its ";", which began the next row) and a row goes on under the line's own indent. Other languages and lines
    that fit are left to the screen."""
    if lang != "fr" or len(line) <= width:
        return [line]
    indent = line[: len(line) - len(line.lstrip())]
    rows = textwrap.wrap(GLUED_SPACE.sub("\u00a0", line), width, subsequent_indent=indent, break_on_hyphens=False)
    return [row.replace("\u00a0", " ") for row in rows] or [line]


def wrap_path(text: str, width: int) -> str:
    """``text`` (a sentence ending in a file's path) in lines of ``width``, broken at spaces and after the path's
    slashes, so that a phone's terminal breaks ``/home/ada/.local/share/tarocchi/games/x.json`` between folders,
    not in the middle of a name; a name wider than the line alone is cut."""
    width = max(width, 10)
    lines: list[str] = []
    line = ""
    for piece in re.split(r"(?<=[/ ])", text):
        if line and len(line.rstrip()) + len(piece.rstrip()) > width:
            lines.append(line.rstrip())
            line = ""
        line += piece
        while len(line.rstrip()) > width:
            lines.append(line[:width])
            line = line[width:]
    if line.strip():
        lines.append(line.rstrip())
    return "\n".join(lines)


def side_label(view: View, side: Sequence[int], width: int | None = None) -> str:
    """A side's seats joined (``Ada+Bruno+Carla``); within ``width`` characters, the names are cut
    evenly (``Ada+Bru+Car``) rather than the label at its end."""
    names = [view.name(s) for s in side]
    label = "+".join(names)
    if width is None or len(label) <= width:
        return label
    for k in range(max(len(n) for n in names), 0, -1):
        label = "+".join(n[:k] for n in names)
        if len(label) <= width:
            return label
    return label[:width]


# ---------------------------------------------------------------- table panel


def last_actions(obs: Observation) -> dict[int, Action]:
    """Each seat's latest bid/call/declare/announce (what a player said), for the seat rows."""
    out: dict[int, Action] = {}
    for action in obs.history:
        if action.verb in ("bid", "call", "declare", "announce") and not (
            action.verb == "declare" and not action.cards
        ):
            out[action.seat] = action
    return out


def describe_action(view: View, action: Action, *, hidden: bool = False) -> str:
    """An action in words for the log: ``Bruno: garde``, ``Carla calls K♥``, ``You discard ...``."""
    who = view.name(action.seat)
    if action.verb == "bid":
        return view.t("log_bid", who=who, bid=view.term(action.value or "pass"))
    if action.verb == "call":
        return view.t("log_call", who=who, card=view.card(action.card))
    if action.verb == "discard":
        if hidden or not action.cards:
            return view.t("log_discard_hidden", who=who)
        return view.t("log_discard", who=who, cards=view.cards(action.cards))
    if action.verb == "declare":
        if not action.cards:  # the live table's pass in a declaration round
            return view.t("log_declare_nothing", who=who)
        what = view.term(action.value) if action.value else view.t("declaration")
        return view.t("log_declare", who=who, what=what, cards=view.cards(action.cards))
    if action.verb == "announce":
        return view.t("log_announce", who=who, what=view.term(action.value or ""))
    if action.verb == "give":
        if action.card < 0:
            return view.t("log_give_hidden", who=who)
        return view.t("log_give", who=who, card=view.card(action.card))
    return view.t("log_play", who=who, card=view.card(action.card))


def said(obs: Observation) -> list[Action]:
    """What was said in the hand, in order (every action but the cards played). A call a game keeps out of
    the history (it names the called card in ``info["called"]``, so that the partner stays hidden) is put
    back after the last bid, by the taker: the whole table heard it."""
    actions = [a for a in obs.history if a.verb != "play"]
    called, taker = obs.info.get("called"), obs.info.get("taker")
    if isinstance(called, str) and called and isinstance(taker, int) and not any(a.verb == "call" for a in actions):
        after_bids = max((i + 1 for i, a in enumerate(actions) if a.verb == "bid"), default=0)
        actions.insert(after_bids, Action(taker, "call", card=parse_card(called)))
    return actions


def log_lines(view: View, obs: Observation) -> list[str]:
    """The hand's events in the order they happened: what was said, and each finished trick with its winner
    (an exchange ``give`` after the trick it follows, not before the first)."""
    played_before: list[int] = []  # per action said, how many cards had been played before it
    plays = 0
    for action in obs.history:
        if action.verb == "play":
            plays += 1
        else:
            played_before.append(plays)
    spoken = said(obs)
    if len(spoken) > len(played_before):  # the call put back after the bids, before any card
        after_bids = max((i + 1 for i, a in enumerate(spoken) if a.verb == "bid"), default=0)
        played_before.insert(after_bids, 0)
    ends: list[int] = []  # the cards played when each finished trick ended
    total = 0
    for trick in obs.tricks:
        total += len(trick.plays)
        ends.append(total)
    lines: list[str] = []
    trick_no = 0
    finished = [(end, t) for end, t in zip(ends, obs.tricks, strict=True)]

    def tricks_until(count: int | None) -> None:
        nonlocal trick_no
        while finished and (count is None or finished[0][0] <= count):
            _, trick = finished.pop(0)
            if trick.winner is None:
                continue
            trick_no += 1
            cards = " ".join(view.card(c) for _, c in trick.plays)
            lines.append(view.t("log_trick", n=trick_no, cards=cards, who=view.name(trick.winner)))

    for action, before in zip(spoken, played_before, strict=False):
        tricks_until(before)
        lines.append(describe_action(view, action, hidden=action.seat != obs.seat and action.verb == "discard"))
    tricks_until(None)
    return lines


def header_text(title: str, info: str, width: int) -> str:
    """The screen's header: the title and the hand's facts (:func:`info_line`) on one line when they fit
    ``width``, else the facts on lines of their own below the title, as many to a line as fit, so a narrow
    terminal still shows every fact (a called king); only a part wider than the screen alone is cut."""
    width = max(width, 20)
    whole = f"{title} · {info}" if info else title
    if len(whole) <= width:
        return whole
    lines = [title[:width]]
    line = ""
    for part in info.split(" · ") if info else ():
        longer = f"{line} · {part}" if line else f" {part}"
        if line and len(longer) > width:
            lines.append(line[:width])
            line = f" {part}"
        else:
            line = longer
    if line:
        lines.append(line[:width])
    return "\n".join(lines)


def header_lines(parts: Sequence[str], info: str, width: int, max_lines: int | None = None) -> str:
    """The header from its parts (the game's title, the hand, the dealer, the score) and the hand's facts: the
    parts that fit ``width`` on the first line, whole, the rest wrapped with the facts (:func:`header_text`), so a
    phone's terminal (40 columns) cuts no word of the title; the first part alone is cut only when it is wider
    than the screen. When that takes more than ``max_lines`` lines, the title goes first (the player knows what he
    plays; the help names it), then the dealer (his row on the table is marked): the hand's number, the contract,
    the called card, the partner and the score stay (Tarocchino at 40 x 20: a refusal beside four declarations
    took the last seat's row while "dealer Ada" kept its own)."""
    text = _header_lines(parts, info, width)
    for dropped in ({0}, {0, 2}):  # (the title, then the dealer: :meth:`GameScreen.header_parts`)
        if max_lines is None or len(parts) <= max(dropped) or len(text.splitlines()) <= max_lines:
            break
        text = _header_lines([part for i, part in enumerate(parts) if i not in dropped], info, width)
    return text


def _header_lines(parts: Sequence[str], info: str, width: int) -> str:
    """:func:`header_lines` with every part."""
    width = max(width, 20)
    head = " " + parts[0] if parts else ""
    rest = list(parts[1:])
    while rest and len(f"{head} · {rest[0]}") <= width:
        head = f"{head} · {rest.pop(0)}"
    facts = " · ".join([*rest, info] if info else rest)
    return header_text(head, facts, width)


def info_line(view: View, obs: Observation) -> str:
    """The public facts of the hand (contract, taker, called card...) in one line."""
    info = obs.info
    parts: list[str] = []
    contract = info.get("contract")
    taker = info.get("taker")
    if contract:
        parts.append(contract_text(view, contract, taker))
    called = info.get("called")
    if isinstance(called, str) and called:
        parts.append(view.t("called_card", card=view.code_text(called)))
    partner = info.get("partner")
    if isinstance(partner, int):
        parts.append(partner_text(view, partner, mine=taker == view.human))
    mates = known_partners(view, obs)
    if len(mates) == 1 and not isinstance(partner, int):  # (a whole defence of two or three is not "a partner")
        parts.append(partner_text(view, mates[0], mine=True))
    if info.get("chelem_announced") is True:
        parts.append(view.term("chelem"))
    reference = info.get("reference")
    if isinstance(reference, int):
        parts.append(view.t("pm_reference", ref=reference))
    return " · ".join(parts)


def dealer_text(view: View, dealer: int) -> str:
    """The header's dealer: "dealer Ada", or "you deal" (not "dealer You", "mazziere Tu")."""
    return view.t("dealer_you") if dealer == view.human else view.t("dealer_is", who=view.name(dealer))


def contract_text(view: View, contract: Any, taker: Any) -> str:
    """The contract and its taker: "Garde by Ada", or the human's "your Garde" (not "Garde di Tu", "Garde
    par Vous": the seat's name is a sentence's subject, not its object)."""
    if not isinstance(taker, int):
        return view.term(contract)
    if taker == view.human:
        return view.t("contract_yours", contract=view.term(contract))
    return view.t("contract_by", contract=view.term(contract), who=view.name(taker))


def partner_text(view: View, partner: int, *, mine: bool) -> str:
    """A partner made known: "you are the partner" when it is the human, "your partner Ada" when Ada plays
    with the human (``mine``: after "Garde by Bruno", a bare "partner Ada" read as Bruno's), else "partner Ada"."""
    if partner == view.human:
        return view.t("partner_you")
    return view.t("partner_yours" if mine else "partner_is", who=view.name(partner))


def known_partners(view: View, obs: Observation) -> list[int]:
    """The seats the human knows play with him (:meth:`~tarocchi.engine.game.Game.known_sides` of his
    observation), but dummies (named as his already): his partner in a fixed pair (partners opposite), or the
    taker when the human holds the card called and nobody else knows it yet. The table otherwise showed who
    plays with him only on the sheet's headings, or not at all."""
    rules = view.rules
    if rules is None:
        return []
    for side in rules.known_sides(obs):
        if obs.seat in side:
            return [s for s in side if s != obs.seat and rules.controller(s) == s]
    return []


def tricks_won(obs: Observation) -> dict[int, int]:
    won: dict[int, int] = {}
    for trick in obs.tricks:
        if trick.winner is not None:
            won[trick.winner] = won.get(trick.winner, 0) + 1
    return won


def taken_lines(view: View, taken: Sequence[Taken], width: int = 30) -> list[str]:
    """Per side, the tricks and card points taken so far (:func:`tarocchi.games.taken.points_taken`).

    A heading, then one line per side: ``You+Bruno          3   12.5``. ``width`` is the room in
    characters (the side panel's 27 at 80 columns); long side names are cut.
    """
    label = max(width - 14, 6)
    lines = [f"{view.t('taken_title')[:label]:<{label}}{view.t('taken_tricks')[:6]:>6} {view.t('taken_points')[:7]:>7}"]
    for side in taken:
        name = side_label(view, side.seats)
        if len(name) > label:  # a long side's names whole on a line of their own, its numbers below
            lines.append(name[:width])
            name = ""
        lines.append(f"{name:<{label}}{side.tricks:>6} {fmt_num(float(side.points), view.lang):>7}")
    return lines


def said_text(view: View, act: Action | None) -> str:
    """What a seat said last, for its row: a bid, a call, a declaration or an announcement."""
    if act is None:
        return ""
    if act.verb == "call":
        return view.t("calls") + " " + view.card(act.card)
    if act.verb == "declare":
        return view.term(act.value) if act.value else view.t("declaration")
    return view.term(act.value or "")  # a bid, an announcement


def table_panel(
    view: View,
    obs: Observation,
    acting: int | None,
    max_public: int = 3,
    width: int = 80,
    choosing: CardSet = 0,
    height: int | None = None,
) -> Text:
    """One row per seat in turn order from the human: name, role, what he said, his card in the trick.

    When no trick is being played, the last finished trick is shown (its winner marked ``◀``), so
    the player sees what the computer players just did. A row takes ``width`` columns at most: the names
    (up to 11 columns: "Your dummy") and what the seats said (up to 28: "sequence of Moors") get the room they
    need; when there is not enough (a phone's terminal), what was said is cut first, down to 9, then the
    names, down to 8. The trick's column takes room only while a card lies in it, the tricks won only their
    digits (at 40 columns, "Dummy Ada" and "Garde sans" show whole). Within ``height`` rows too few for the title
    and a row per seat (five at 40 x 20), the title line goes, never a seat's row.
    """
    n = obs.num_seats
    seats = [(view.human + k) % n for k in range(n)]
    spoken = last_actions(obs)
    whats = {seat: said_text(view, spoken.get(seat)) for seat in seats}
    won = tricks_won(obs)
    tail = len(f" {view.t('tricks_short')}{max(won.values(), default=0)}")  # the tricks won: "tricks 12"
    current = obs.current_trick
    finished = [t for t in obs.tricks if t.winner is not None]
    shown, showing_last = shown_trick(obs)
    played = {seat: card for seat, card in shown.plays} if shown is not None else {}
    card_len = 4 if view.ascii else 3  # "10♠", "T21"; in ASCII "FOOL"
    card_width = card_len + 2 if played else 0  # " 10♠◀": no column kept while no card lies on the table
    room = width - (1 + 3 + 1 + card_width + tail)  # what the names and the said column share
    name_width = min(max(len(view.name(seat)) for seat in seats), 11)
    said_width = min(max(len(what) for what in whats.values()), 28)
    excess = name_width + said_width - room
    if excess > 0:
        said_width -= min(excess, max(said_width - 9, 0))
        excess = name_width + said_width - room
    if excess > 0:
        name_width -= min(excess, max(name_width - 8, 0))
    out = Text()
    taker = obs.info.get("taker")
    title = view.t("last_trick") if showing_last else view.t("trick_n", n=len(obs.tricks)) if current else ""
    publics = public_rows(view, obs, width, choosing, acting)
    below = len(publics) + int(not showing_last and bool(finished))  # (the last trick's line)
    if height is None or height > n + below:
        out.append(f"{view.t('table')}", style=STYLE_TITLE)
        if title:
            out.append(f"   {title}", style=STYLE_INFO)
        out.append("\n")
    turn = marked_seat(obs, acting)
    for seat in seats:
        arrow = "▶" if seat == turn else " "
        if view.ascii and arrow != " ":
            arrow = ">"
        out.append(f"{arrow}{view.name(seat)[:name_width]:<{name_width}}", style="bold" if seat == acting else "")
        tags = ""
        if seat == obs.dealer:
            tags += view.t("tag_dealer")
        if taker == seat:
            tags += view.t("tag_taker")
        out.append(f" {tags:<2}", style=STYLE_DIM)
        out.append(f" {fit(whats[seat], said_width):<{said_width}}")
        card = played.get(seat)
        if card is not None:
            out.append(" ")
            out.append_text(view.card_text(card, style=None))
            pad = card_len - len(view.card(card))
            out.append(" " * max(pad, 0))
            if showing_last and shown is not None and shown.winner == seat:
                out.append("◀" if not view.ascii else "<", style="bold green")
            else:
                out.append(" ")
        else:
            out.append(" " * card_width)
        out.append(f" {view.t('tricks_short')}{won.get(seat, 0)}\n", style=STYLE_DIM)
    if not showing_last and finished:
        last = finished[-1]
        out.append(
            view.t("last_trick_line", cards=" ".join(view.card(c) for _, c in last.plays), who=view.name(last.winner))
            + "\n",
            style=STYLE_DIM,
        )
    if height is not None:  # the rows under the seats, all of them (Gatti's cards face up: a seat's on the 2nd)
        max_public = height - len(out.plain.splitlines())
    for line in publics[: max(max_public, 1)]:
        out.append(line + "\n", style=STYLE_INFO)
    return out


def shown_trick(obs: Observation) -> tuple[TrickView | None, bool]:
    """The trick the table's rows show, and whether it is the last finished one: the trick being played, else
    (none, or no card in it yet) the last trick won, so the player sees what the computer players just did."""
    current = obs.current_trick
    finished = [t for t in obs.tricks if t.winner is not None]
    if (current is None or not current.plays) and finished:
        return finished[-1], True
    return current, False


def marked_seat(obs: Observation, acting: int | None) -> int | None:
    """The seat the table's ``▶`` marks: the seat the human is asked to act for (``acting``), else the game's
    ``to_act``; none once the hand is over. Asked out of turn (an optional window: the chelem announced before the
    forehand leads, French Tarot R9.3, C13; the Excuse's give, C15) the human is the one the table waits for, not
    the seat to play next."""
    if obs.phase == "over":
        return None
    return acting if acting is not None else obs.to_act


def public_rows(
    view: View, obs: Observation, width: int, choosing: CardSet = 0, on_screen: int | None = None
) -> list[str]:
    """The rows of :func:`public_lines` within ``width`` columns, as the screen shows them: a line of groups broken
    between its groups (:func:`wrap_groups`), a seat's cards broken between cards, the rows after the first
    indented (a 2-player dummy's 24 cards take three rows at 40 columns: counted, none cut)."""
    rows: list[str] = []
    for line in public_lines(view, obs, choosing, on_screen):
        for part in wrap_groups(line, width):
            rows += textwrap.wrap(part, max(width, 10), subsequent_indent=" ", break_on_hyphens=False) or [""]
    return rows


def wrap_groups(line: str, width: int) -> list[str]:
    """A line of groups (``Face up: You 8♠ · Ada 3♦ · Your dummy 9♦``) within ``width``: broken between its
    groups, never between a seat's name and its cards; a line of one group is left to the screen's wrapping."""
    if len(line) <= width or " · " not in line:
        return [line]
    groups = line.split(" · ")
    lines = [groups[0]]
    for group in groups[1:]:
        if len(lines[-1]) + 3 + len(group) <= width:
            lines[-1] += " · " + group
        else:
            lines.append(" " + group)
    return lines


def public_lines(view: View, obs: Observation, choosing: CardSet = 0, on_screen: int | None = None) -> list[str]:
    """Cards shown to everyone (chien, face-up cards, dummies, declarations) and the human's private sets.

    Sets of the same kind for several seats (``faceup:0``, ``faceup:1``...) share one line; a face-up card
    is listed while it is in its seat's hand, not once it has been played (it is on the trick, then in the
    log: the web page dims it). A private set within ``choosing`` (the cards of the choice the player is
    making: a dealer's discard pool) is that choice, shown on the hand, and is not listed again; so is the
    hand of the dummy ``on_screen`` (the seat the player acts for, whose hand is shown below the table: a
    2-player dummy's 24 cards twice took four of a phone's 20 rows).
    """
    lines: list[str] = []
    grouped: dict[str, list[str]] = {}
    played = obs.private_cards.get("discard", 0)  # (one's own discard: gone from the hand too)
    for trick in obs.tricks:
        played |= trick.cards
    for key, cards in obs.public_cards.items():
        base, _, rest = key.partition(":")
        if base == "faceup":
            cards &= ~played
        if not cards or (base == "dummy" and on_screen is not None and rest == str(on_screen)):
            continue
        if rest.isdigit() and base in ("faceup", "declared", "poignee"):
            grouped.setdefault(base, []).append(f"{view.name(int(rest))} {view.cards(cards)}")
        else:
            lines.append(f"{public_key_label(view, key)}{view.colon}{view.cards(cards)}")
    for base, parts in grouped.items():
        label = view.t("pub_" + base)
        lines.insert(0, f"{label if label != 'pub_' + base else view.term(base)}{view.colon}" + " · ".join(parts))
    for key, cards in obs.private_cards.items():
        if key in obs.public_cards or key.startswith("controller:") or (cards and not cards & ~choosing):
            continue
        if cards:
            label = view.t("own_" + key)
            own = label if label != "own_" + key else public_key_label(view, key)
            lines.append(f"{own}{view.colon}{view.cards(cards)}")
    return lines


def public_key_label(view: View, key: str) -> str:
    """``chien`` -> ``Chien``; ``faceup:1`` -> ``Bruno face up``; ``dummy:2`` -> ``Dummy (Carla)``."""
    base, _, rest = key.partition(":")
    label = view.t("pub_" + base)
    if label == "pub_" + base:
        label = view.term(base)
    if rest.isdigit() and base == "dummy":
        return view.name(int(rest))
    if rest.isdigit():
        return f"{label} ({view.name(int(rest))})"
    return label


# ---------------------------------------------------------------- hand


def hand_rows(
    view: View,
    cards: CardSet,
    *,
    playable: CardSet = 0,
    selected: CardSet = 0,
    cursor: int | None = None,
) -> Text:
    """The hand sorted by suit, one row per suit (trumps with the Fool first): playable cards bright,
    the others dim, the cursor in brackets, selected cards marked ``+``."""
    out = Text()
    rows: dict[int, list[int]] = {}
    for card in cards_of(cards):
        suit = 4 if card == FOOL else suit_of(card)
        rows.setdefault(suit, []).append(card)
    for suit in display_suit_order(view.pack):
        row = sorted(rows.get(suit, []), key=lambda c: display_sort_key(c, view.pack))
        if not row:
            continue
        label = suit_label(suit, ascii=view.ascii)
        out.append(f" {label} ", style="red" if suit in (1, 2) and not view.ascii else "bold")
        out.append(f"{suit_name(suit, view.pack, view.lang)[:8]:<8}", style=STYLE_DIM)
        for card in row:
            text = rank_label(card, ascii=view.ascii, lang=view.lang)
            is_sel = bool((selected >> card) & 1)
            if is_sel:
                text = "+" + text
            left, right = ("[", "]") if card == cursor else (" ", "")
            if view.ascii and card == FOOL:
                text = "FOOL" if not is_sel else "+FOOL"
            if is_sel:
                style = STYLE_SELECTED
            elif (playable >> card) & 1:
                style = STYLE_PLAYABLE_RED if is_red(card) else STYLE_PLAYABLE
            else:
                style = STYLE_DIM
            out.append(left, style="bold yellow")
            out.append(text, style=style + (" underline" if card == cursor else ""))
            out.append(right, style="bold yellow")
        out.append("\n")
    if not cards:
        out.append(" " + view.t("no_cards") + "\n", style=STYLE_DIM)
    return out


SPECIAL_CARDS: CardSet = (1 << FOOL) | (1 << 0) | (1 << (NUM_TRUMPS - 1))
"""The Fool, the 1 and the 21 of trumps: the bouts of French Tarot, the Matto, the Bagatto and the top
trump of the Italian games; a card the cursor never starts on (Enter out of habit must not throw one away)."""


def start_cursor(game: Game, playable: CardSet, order: Sequence[int]) -> int | None:
    """Where the cursor starts on a new turn: the playable card worth least (a suit card before a trump
    of the same worth, then in the hand's order), never the Fool, the 1 or the 21 of trumps unless it is the
    one card that may be played; ``None`` (no cursor, the player chooses) when only two or three of those may."""
    ordinary = [c for c in order if (playable >> c) & 1 and not (SPECIAL_CARDS >> c) & 1]
    if not ordinary:
        forced = [c for c in order if (playable >> c) & 1]
        return forced[0] if len(forced) == 1 else None
    rank = {c: i for i, c in enumerate(order)}
    return min(ordinary, key=lambda c: (game.card_points(1 << c), c < NUM_TRUMPS, rank[c]))


def hand_order(view: View, cards: CardSet) -> list[int]:
    """The cards in the order the hand rows show them (for the cursor)."""
    return sorted(cards_of(cards), key=lambda c: display_sort_key(c, view.pack))


# ---------------------------------------------------------------- prompts


def option_label(view: View, action: Action) -> str:
    """A listed action as a menu entry: ``garde``, ``call K♥``, ``declare single poignée``; a declaration with
    the points the game says it scores (``declare terno K♠ K♦ K♣ = 5``)."""
    if action.verb == "bid":
        return view.term(action.value or "pass")
    if action.verb == "call":
        return view.t("opt_call", card=view.card(action.card))
    if action.verb == "announce":
        return view.t("opt_announce", what=view.term(action.value or ""))
    if action.verb == "declare":
        if not action.cards:
            return view.t("opt_declare_nothing")
        if not action.value:  # cards typed as a declaration the game names none of
            return view.t("opt_declare_cards", cards=view.cards(action.cards))
        label = view.t("opt_declare", what=view.term(action.value), cards=view.cards(action.cards))
        points = view.rules.declaration_points(action) if view.rules is not None else None
        # what it scores, as the result's lines say (in the player's language: "= 2,5")
        return label if points is None else f"{label} = {fmt_num(points, view.lang)}"
    if action.verb == "give":
        return view.t("opt_give", card=view.card(action.card))
    if action.verb == "discard":
        return view.t("opt_discard", cards=view.cards(action.cards))
    return view.card(action.card)


def choice_label(view: View, choice: CardChoice) -> str:
    """A set-valued decision as a menu entry (``discard 6 cards``, ``show single poignée: 10 trumps``)."""
    extra = choice.size - choice.required.bit_count()
    if choice.verb == "discard":
        return view.t("opt_choose_discard", n=choice.size)
    what = view.term(choice.value) if choice.value else view.t("declaration")
    return view.t("opt_choose_declare", what=what, n=extra)


# ---------------------------------------------------------------- score sheet


def _sheet_totals(
    view: View,
    sides: Sequence[Sequence[int]],
    results: Sequence[HandResult],
    totals: Sequence[Any],
    so_far: Sequence[float] | None,
    room: int,
    out: Text,
    page: bool = False,
) -> Text:
    """:func:`score_sheet` as a line per side with its total (the hand in progress counted), for narrow room;
    beside the table (not ``page``), with how to see the whole sheet."""
    heading = view.t("sheet_totals_one" if len(results) == 1 else "sheet_totals", n=len(results))
    if not page:
        heading += " " + view.t("sheet_whole_hint")
    out.append(heading + "\n", style=STYLE_DIM)
    for side in sides:
        seat = side[0]
        total = totals[seat] if seat < len(totals) else 0
        if so_far is not None and isinstance(total, int | float):
            total += so_far[seat]
        number = fmt_num(total, view.lang)
        label = side_label(view, side, max(room - len(number) - 1, 4))
        out.append(f"{label:<{max(room - len(number) - 1, 4)}} {number}\n")
    return out


def score_sheet(
    view: View,
    game: Game,
    results: Sequence[HandResult],
    totals: Sequence[Any],
    so_far: Sequence[float] | None = None,
    room: int | None = None,
    page: bool = False,
) -> Text:
    """The match score sheet in the game's own layout: a column per side, a line per hand, the totals.

    Within ``room`` columns (the side panel, a phone's terminal) a sheet whose columns do not fit is
    shown as its totals, a line per side, never with a number cut; beside the table (not on a ``page``)
    with how to see the whole sheet (F2).

    ``so_far``: what the hand in progress has already written (:meth:`Game.points_so_far`), shown as
    its own line and counted in the totals. The game says how a hand is written
    (:func:`~tarocchi.tui.gamedata.sheet_layout`): its scores; its score and the running total
    (``game.totals`` of the hands so far); or, where the scores already are a running balance, the
    balance and the hand's change. ``sheet.note`` of the game's texts, when it has one, says so in
    the heading.
    """
    sides = sides_of(game)
    heads = [named_seats(game, side) for side in sides]
    layout = sheet_layout(game)
    width = 10 if len(sides) <= 3 else 8
    # a column wide enough for its side's names whole ("Ada+Bruno"), where the room allows
    wide = min(max(width, max(len(side_label(view, head)) for head in heads) + 1), 16)
    if room is None or 4 + wide * len(sides) <= room:
        width = wide
    out = Text()
    out.append(view.t("score_sheet"), style=STYLE_TITLE)
    note = i18n_lines.text_of(view.texts or game_texts(type(game)), "sheet.note", view.lang)
    if note:
        out.append("  " + note, style=STYLE_DIM)
    out.append("\n")
    if room is not None and 4 + width * len(sides) > room:
        return _sheet_totals(view, heads, results, totals, so_far, room, out, page)
    header = f"{'#':>3} " + "".join(f"{side_label(view, head, width - 1):>{width}}" for head in heads)
    out.append(header + "\n", style="bold underline")
    before: Sequence[Any] = game.totals([]) if layout != "scores" else ()
    for i, result in enumerate(results):
        after: Sequence[Any] = game.totals(results[: i + 1]) if layout != "scores" else ()
        cells = []
        for side in sides:
            seat = side[0]
            score = result.scores[seat] if seat < len(result.scores) else 0
            if layout == "balance":
                change = after[seat] - before[seat]
                cell = f"{fmt_num(score, view.lang)}({'+' if change >= 0 else ''}{fmt_num(change, view.lang)})"
            elif layout == "running":
                cell = f"{fmt_num(score, view.lang)}/{fmt_num(after[seat], view.lang)}"
            else:
                cell = fmt_num(score, view.lang)
            cells.append(f"{cell[:width]:>{width}}")
        before = after
        out.append(f"{i + 1:>3} " + "".join(cells) + "\n")
    if so_far is not None and any(so_far):
        # The hand in progress has already written these (Game.points_so_far): shown at once, with the totals.
        cells = [f"{('+' + fmt_num(so_far[side[0]], view.lang))[:width]:>{width}}" for side in sides]
        out.append(f"{'…':>3} " + "".join(cells) + "  " + view.t("so_far") + "\n", style=STYLE_DIM)
        if totals:
            totals = [t + so_far[s] if isinstance(t, int | float) else t for s, t in enumerate(totals)]
    if totals:
        cells = [f"{fmt_num(totals[side[0]], view.lang)[:width]:>{width}}" for side in sides if side[0] < len(totals)]
        out.append(f"{'Σ':>3} " + "".join(cells) + "\n", style="bold")
    if not results and not (so_far is not None and any(so_far)):
        out.append(view.t("no_hands_yet") + "\n", style=STYLE_DIM)
    return out


# ---------------------------------------------------------------- end of hand


def explain_result(view: View, result: HandResult, *, game: Game) -> list[str]:
    """The hand's score explained line by line.

    The first line is the hand's score per side (so it is on screen even when the page scrolls),
    then how it came about: the game's own explanation (:meth:`Game.explain`, rendered with its
    texts in the player's language). A game that explains nothing gets the card points per side.
    """
    sides = sides_of(game)
    view.sides = sides
    scores = "  ".join(
        f"{side_label(view, named_seats(game, side))}{view.colon}{fmt_num(result.scores[side[0]], view.lang)}"
        for side in sides
    )
    lines = [view.t("scores_line", scores=scores), ""]
    explained = game.explain(result)
    if explained:
        if not view.texts:
            view.texts = game_texts(type(game))
        return lines + [view.line(line) for line in explained]
    pts = "  ".join(
        f"{side_label(view, side)}{view.colon}{fmt_num(result.points[side[0]], view.lang)}"
        for side in sides
        if side[0] < len(result.points) and result.points[side[0]] is not None
    )
    if pts:
        lines.append(view.t("card_points_line", pts=pts))
    return lines


# ---------------------------------------------------------------- Tarocchino tableau


TABLEAU_TRUMP_ROWS = (21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0)
"""Trump numbers top to bottom (0 is the Matto): Angel, World, Sun, Moon, the numbered trumps, then
from the bottom up the Matto, the Bégato and the Moors (tarocchino.md 7.2)."""
TABLEAU_SUIT_ROWS = (13, 12, 11, 10, 0, 9, 8, 7, 6, 5)
"""Suit rank indexes top to bottom: K, Q, N, J, 1 in fixed rows (7.2), then the pips 10..6."""


def tableau(view: View, pile: CardSet, marks: Mapping[int, str] | None = None, deck: CardSet | None = None) -> Text:
    """A pile laid out as the traditional Tarocchino tableau: the trump column and the four suit
    columns (swords, batons, cups, coins), kings, queens, knights, jacks and aces in fixed rows.

    ``marks`` maps a card to a one-letter tag of the combination it belongs to (shown after it);
    missing cards are shown as ``·``.
    """
    from tarocchi.cards import suit_card, trump

    marks = marks or {}
    suits = [s for s in display_suit_order(view.pack) if s != 4]
    suit_rows = TABLEAU_SUIT_ROWS
    if deck is not None:  # the ranks the game's deck has, in the same order, the pips high to low
        ranks = (13, 12, 11, 10, 0, *range(9, 0, -1))
        suit_rows = tuple(r for r in ranks if any((deck >> suit_card(r, s)) & 1 for s in suits))
    out = Text()
    header = f"{view.t('trumps_col'):<12}" + "".join(f"{suit_name(s, view.pack, view.lang)[:9]:<10}" for s in suits)
    out.append(header + "\n", style="bold")
    height = max(len(TABLEAU_TRUMP_ROWS), len(suit_rows))
    for row in range(height):
        line = Text()
        if row < len(TABLEAU_TRUMP_ROWS):
            number = TABLEAU_TRUMP_ROWS[row]
            card = FOOL if number == 0 else trump(number)
            line.append_text(_tableau_cell(view, card, pile, marks, 12))
        else:
            line.append(" " * 12)
        if row < len(suit_rows):
            for s in suits:
                line.append_text(_tableau_cell(view, suit_card(suit_rows[row], s), pile, marks, 10))
        out.append_text(line)
        out.append("\n")
    return out


def _tableau_cell(view: View, card: int, pile: CardSet, marks: Mapping[int, str], width: int) -> Text:
    present = bool((pile >> card) & 1)
    label = view.card(card) if present else "·"
    mark = marks.get(card, "") if present else ""
    text = Text(label, style=("bold" + (" red" if is_red(card) and not view.ascii else "")) if present else STYLE_DIM)
    if mark:
        text.append(mark, style="bold yellow")
    text.append(" " * max(width - len(label) - len(mark), 1))
    return text


# ---------------------------------------------------------------- help


def card_input_help(view: View) -> list[str]:
    """The words a player may type for cards in his language (:func:`~tarocchi.cards.names.input_words`)."""
    ranks, suits = input_words(view.pack, view.lang)
    deck = view.rules.deck if view.rules is not None else None
    king_cup = suit_card(13, 1)
    fool = fool_name(view.pack, view.lang)
    fool_words = ", ".join(dict.fromkeys([*fold(fool).replace("(", " ").replace(")", " ").split(), "fool", "ex"]))
    return [
        view.t(
            "help_cards_ranks",
            ranks=", ".join(f"{letters} {name}" for letters, name in ranks if letters and name != "1"),
        ),
        view.t(
            "help_cards_suits",
            suits=", ".join(f"{prefix} {name}" for prefix, name in suits),
            example=shortest_input(king_cup, view.pack, view.lang, deck),
            name=card_name(king_cup, view.pack, view.lang),
        ),
        view.t("help_cards_trumps", fool=fool, fool_words=fool_words),
        view.t("help_cards_codes"),
    ]


def options_lines(view: View) -> list[str]:
    """The options this table plays with, each with its value as the setup screen names them (the game's
    :meth:`~tarocchi.engine.game.Game.option_specs` that apply, valued from its
    :meth:`~tarocchi.engine.game.Game.options_json`, the defaults for the rest): the rules summary above them
    tells the usual rules, and a variant chosen at the start (an overtrump duty, another reference score)
    changes them. Nothing for a game without options."""
    from tarocchi.tui.options import option_label, value_label

    rules = view.rules
    if rules is None:
        return []
    specs = rules.option_specs()
    values = {spec.key: spec.default for spec in specs} | dict(rules.options_json())
    shown = [spec for spec in applicable_specs(specs, values) if values.get(spec.key) is not None]
    if not shown:
        return []
    lines = ["", view.t("options_title")]
    for spec in shown:
        label = option_label(view.texts, spec, view.lang)
        lines.append(f"  {label}{view.colon}{value_label(view.texts, spec, values[spec.key], view.lang)}")
    return lines


def help_lines(
    view: View, legal: Sequence[Action], choices: Sequence[CardChoice], refused: Sequence[tuple[int, str]]
) -> list[str]:
    """The help screen: the rules in short, what you may do now, and why the other cards may not be played."""
    lines = [view.t("help_title", game=view.title()), ""]
    lines += rules_summary(view.texts, view.lang)
    lines += options_lines(view)
    lines += ["", view.t("help_keys_title")]
    lines += view.t("help_keys").split("\n")
    lines.append(view.t("help_hint_key"))
    lines += ["", view.t("help_cards_title")]
    lines += card_input_help(view)
    lines += ["", view.t("help_legal_title")]
    if not legal and not choices:
        lines.append("  " + view.t("help_not_your_turn"))
    plays = [a for a in legal if a.verb == "play"]
    if plays:
        lines.append("  " + view.t("help_may_play", cards=" ".join(view.card(a.card) for a in plays)))
    for a in legal:
        if a.verb != "play":
            lines.append("  " + option_label(view, a))
    for c in choices:
        lines.append("  " + choice_label(view, c) + view.colon + view.t("help_pool", cards=view.cards(c.pool)))
    if refused:
        lines += ["", view.t("help_refused_title")]
        for card, reason in refused:
            lines.append(f"  {view.card(card):>5}  {card_name(card, view.pack, view.lang)}{view.colon}{reason}")
    return lines


__all__ = [
    "NUM_TRUMPS",
    "View",
    "card_input_help",
    "choice_label",
    "explain_result",
    "fmt_num",
    "hand_order",
    "hand_rows",
    "hanging",
    "header_lines",
    "header_text",
    "help_lines",
    "info_line",
    "log_lines",
    "marked_seat",
    "option_label",
    "page_rows",
    "public_lines",
    "public_rows",
    "render_line",
    "score_sheet",
    "sides_of",
    "start_cursor",
    "table_panel",
    "tableau",
    "taken_lines",
    "wrap_groups",
    "wrap_path",
]
