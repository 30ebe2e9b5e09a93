"""What the web app shows of a game, asked of the game itself (DESIGN.md §9: no edge names a game).

The lobby's controls come from :meth:`Game.option_specs`, the titles, option labels, explanation
lines and refusals from :meth:`Game.texts`, the card drawings from :attr:`Game.card_style`, the end
of a hand from :meth:`Game.explain`. The front end renders every ``{"key", "params"}`` line with one
generic renderer, so this module only gathers data; it never formats a sentence of a game.

Everything below the ``FALLBACK`` line stands in for games that do not answer yet (empty specs, texts
and lines); the lead removes it once the four games fill in the contract.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from tarocchi.engine.explain import LANGUAGES, Line, SeatRef, line_json, plain
from tarocchi.engine.game import Game, HandResult
from tarocchi.engine.options import OptionSpec
from tarocchi.errors import IllegalActionError, TarocchiError

Factory = Callable[[Mapping[str, Any]], Game]

LEVELS: tuple[tuple[str, str], ...] = (("easy", "heuristic"), ("strong", "search:seconds=1"), ("random", "random"))
"""The strength levels offered for computer seats: level -> agent spec (DESIGN.md §7). ``random`` (plays
any legal card) is offered only for a game that has neither of the others."""


def levels(game: Game) -> list[str]:
    """The levels whose agent plays ``game``: easy and strong where the game has them, else random."""
    from tarocchi.agents import make_agent

    found = []
    for key, agent in LEVELS[:-1]:
        try:
            make_agent(agent, game)
        except TarocchiError:
            continue
        found.append(key)
    return found or [LEVELS[-1][0]]


def game_class_of(factory: Factory) -> type[Game] | None:
    """The :class:`Game` subclass behind a lobby factory (a class, or its bound ``from_options``)."""
    if isinstance(factory, type) and issubclass(factory, Game):
        return factory
    owner = getattr(factory, "__self__", None)
    if isinstance(owner, type) and issubclass(owner, Game):
        return owner
    return None


def lang_text(entry: Mapping[str, str], lang: str) -> str:
    """One template of a game's texts in ``lang`` (English when that language is missing)."""
    return entry.get(lang) or entry.get("en") or next(iter(entry.values()), "")


def texts(name: str, cls: type[Game], lang: str) -> dict[str, str]:
    """The game's texts in ``lang``: key -> template (the front end formats them)."""
    out = {key: lang_text(entry, lang) for key, entry in cls.texts().items()}
    for key, value in _fallback_texts(name, lang).items():  # FALLBACK
        out.setdefault(key, value)
    return out


def title(name: str, cls: type[Game], lang: str) -> str:
    """The game's title in ``lang``."""
    return texts(name, cls, lang).get("game.title", name)


def option_specs(name: str, cls: type[Game]) -> list[OptionSpec]:
    """The options offered in the lobby, ``players`` first."""
    specs = list(cls.option_specs())
    return specs if specs else _fallback_specs(cls)


def card_style(name: str, cls: type[Game]) -> str:
    """``french`` or ``italian``: how the game's cards are drawn."""
    if any("card_style" in vars(klass) for klass in cls.__mro__ if klass is not Game and issubclass(klass, Game)):
        return cls.card_style
    return _fallback_card_style(name)


def describe(name: str, factory: Factory) -> dict[str, Any]:
    """A game as the lobby needs it: option specifications, player counts, seats, card style."""
    cls = game_class_of(factory)
    if cls is None:
        return {"name": name, "players": [], "options": [], "seats": 4, "levels": ["random"], "card_style": "italian"}
    specs = option_specs(name, cls)
    default = cls.from_options({})
    players = next((spec for spec in specs if spec.key == "players"), None)
    counts = [players.default, *(c for c in players.choices if c != players.default)] if players else []
    return {
        "name": name,
        "players": counts,
        "options": [spec.to_json() for spec in specs],
        "seats": len(default.live_seats()),
        "levels": levels(default),
        "card_style": card_style(name, cls),
    }


def explanation(game: Game, result: HandResult) -> dict[str, Any]:
    """The end of a hand as ``{"lines": [{"key", "params"}], "texts": {key: {lang: template}}}``.

    ``texts`` holds templates that are not in the game's texts (only the fallback's lines need them).
    """
    lines = [line_json(line) for line in game.explain(result)]
    if lines:
        return {"lines": lines, "texts": {}}
    return _fallback_explanation(game, result)


def refusal_json(exc: IllegalActionError) -> dict[str, Any]:
    """The refusal's reason code and parameters, for a translation in the player's language."""
    code = getattr(exc, "code", None)
    if not code:
        return {}
    params = getattr(exc, "params", None) or {}
    return {"code": code, "params": {k: plain(v) for k, v in params.items()}}


class Refusal(str):
    """A refusal reason (the English text) that also carries the rule's ``code`` and ``params``."""

    code: str | None = None
    params: Mapping[str, Any] = {}

    @classmethod
    def of(cls, exc: IllegalActionError) -> Refusal:
        out = cls(exc.reason)
        data = refusal_json(exc)
        out.code = data.get("code")
        out.params = data.get("params", {})
        return out


# ============================================================================================ FALLBACK
# Until the real games answer option_specs(), texts(), card_style and explain() (issue 11), the web
# app asks what exists today: the option reader (which player counts it accepts), the shared i18n
# catalogue (titles, game terms) and the terminal's explanation of a score (i18n sentences). Remove
# this block and its four callers above once the games fill in the contract.


def _fallback_specs(cls: type[Game]) -> list[OptionSpec]:
    """A ``players`` choice found by asking the option reader which counts it accepts."""
    try:
        usual = cls.from_options({}).options_json().get("players")
    except TarocchiError:
        return []
    counts = []
    for n in range(2, 9):
        try:
            cls.from_options({"players": n})
        except (TarocchiError, ValueError, TypeError):
            continue
        counts.append(n)
    if not isinstance(usual, int) or usual not in counts:
        return []
    return [OptionSpec("players", "int", usual, tuple(counts), label="option.players")]


def _fallback_card_style(name: str) -> str:
    from tarocchi.cards.names import tradition

    return tradition(name)


def _fallback_texts(name: str, lang: str) -> dict[str, str]:
    """The title and the game's terms (``term.<value>``) from the shared catalogue."""
    from tarocchi.i18n import game_name
    from tarocchi.i18n.terms import TERMS
    from tarocchi.web.strings import STRINGS

    out = {"game.title": game_name(name, lang), "option.players": STRINGS[lang]["players"]}
    for table in (TERMS.get(name, {}), TERMS["*"]):
        for value, entry in table.items():
            out.setdefault(f"term.{value}", lang_text(entry, lang))
    return out


def _fallback_explanation(game: Game, result: HandResult) -> dict[str, Any]:
    """The terminal's sentences for this score, in each language, as lines ``fallback.<i>``.

    Only the game's own explanation is taken (no line that names a detail key); without the terminal
    package installed, nothing is explained beyond the points and scores the page shows anyway.
    """
    try:
        from tarocchi.tui import render
    except ImportError:
        return {"lines": [], "texts": {}}
    explainer = getattr(render, "_EXPLAINERS", {}).get(game.name)
    if explainer is None:
        return {"lines": [], "texts": {}}
    per_lang: dict[str, list[str]] = {}
    # the seats stay parameters ({s0}, {s1}...), so the page writes them as it writes seats elsewhere
    seats = {f"s{s}": SeatRef(s) for s in range(game.num_seats)}
    placeholders = ["{" + key + "}" for key in seats]
    for lang in LANGUAGES:
        view = render.View(game.name, lang, names=placeholders, human=-1)
        view.sides = render.sides_of(game.name, game.num_seats, game.options_json())
        try:
            per_lang[lang] = [line.strip() for line in explainer(view, result, dict(result.detail)) if line.strip()]
        except Exception:  # a fallback never breaks the end of a hand
            return {"lines": [], "texts": {}}
    count = min(len(v) for v in per_lang.values())
    lines = [line_json(Line(f"fallback.{i}", seats)) for i in range(count)]
    found = {f"fallback.{i}": {lang: per_lang[lang][i] for lang in LANGUAGES} for i in range(count)}
    return {"lines": lines, "texts": found}
