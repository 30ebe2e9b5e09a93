"""What the web app shows of a game, asked of the game itself (DESIGN.md §9: no edge names a game).

The lobby's controls come from :meth:`Game.option_specs`, the titles, option labels, explanation
lines and refusals from :meth:`Game.texts`, the card drawings from :attr:`Game.card_style`, the end
of a hand from :meth:`Game.explain`. The front end renders every ``{"key", "params"}`` line with one
generic renderer, so this module only gathers data; it never formats a sentence of a game.

The names of bids, contracts and declarations (``term.<value>``) come from the shared i18n catalogue,
as in the terminal, after the game's own texts.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from tarocchi.agents import levels as agent_levels
from tarocchi.engine.explain import line_json, plain
from tarocchi.engine.game import Game, HandResult
from tarocchi.engine.options import OptionSpec
from tarocchi.errors import IllegalActionError, TarocchiError
from tarocchi.web.refusals import Reason, Refused

Factory = Callable[[Mapping[str, Any]], Game]

LEVELS: tuple[tuple[str, str], ...] = tuple((lv.key, lv.agent) for lv in agent_levels.LEVELS)
"""The strength levels offered for computer seats, weakest first: level key -> agent spec, from
:mod:`tarocchi.agents.levels` (DESIGN.md §7), so a retuned level changes here too."""


def levels(game: Game) -> list[str]:
    """The keys of the levels whose agent plays ``game`` (at least the weakest, which plays any game)."""
    from tarocchi.agents import make_agent

    found = []
    for key, agent in LEVELS:
        try:
            make_agent(agent, game)
        except TarocchiError:
            continue
        found.append(key)
    return found or [LEVELS[0][0]]


def levels_json() -> list[dict[str, Any]]:
    """The levels as the lobby shows them: key, agent spec and name in each language."""
    return [{"key": lv.key, "agent": lv.agent, "names": dict(lv.names)} for lv in agent_levels.LEVELS]


HUMAN = "human"


def seat_kind(kind: str) -> str:
    """What a seat of the lobby is played by: ``human``, or one of the computer players the lobby offers
    (a strength level's key, played by its agent spec, or that agent spec itself, as stored tables and
    programs name it). Anything else is refused, naming it: a client must not choose an agent's budget
    (``search:seconds=3600`` would hold a core for an hour a decision)."""
    if kind == HUMAN or kind in {lv.agent for lv in agent_levels.LEVELS}:
        return kind
    if kind in agent_levels.level_keys():
        return agent_levels.level(kind).agent
    shown = kind if len(kind) <= 40 else kind[:39] + "…"
    raise Refused("web_unknown_seat_kind", kind=shown, known=", ".join(agent_levels.level_keys()))


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
    from tarocchi.i18n.terms import with_shared_terms

    every = with_shared_terms(cls.texts())
    return {
        key: lang_text(entry, lang) for key, entry in every.items() if not _variant_missing(key, entry, every, lang)
    }


def _variant_missing(key: str, entry: Mapping[str, str], every: Mapping[str, Mapping[str, str]], lang: str) -> bool:
    """A variant of a template (``you:``, ``one:``, ``many:``, :func:`tarocchi.i18n.lines.template_for`) that
    ``lang`` lacks while the key's own template has it: left out, so the page words the line in its language
    rather than with an English variant."""
    if key.partition(":")[0] not in ("you", "one", "many") or lang in entry:
        return False
    return lang in every.get(key.rpartition(":")[2], {})


def title(name: str, cls: type[Game], lang: str) -> str:
    """The game's title in ``lang``."""
    return texts(name, cls, lang).get("game.title", name)


def option_specs(name: str, cls: type[Game]) -> list[OptionSpec]:
    """The options offered in the lobby, ``players`` first."""
    return list(cls.option_specs())


def card_style(name: str, cls: type[Game]) -> str:
    """``french`` or ``italian``: how the game's cards are drawn."""
    return cls.card_style


def describe(name: str, factory: Factory) -> dict[str, Any]:
    """A game as the lobby needs it: option specifications, player counts, seats, card style."""
    cls = game_class_of(factory)
    if cls is None:
        empty: dict[str, Any] = {"name": name, "players": [], "options": [], "seats": 4}
        return {**empty, "levels": [LEVELS[0][0]], "default_level": LEVELS[0][0], "card_style": "italian"}
    specs = option_specs(name, cls)
    default = cls.from_options({})
    players = next((spec for spec in specs if spec.key == "players"), None)
    counts = [players.default, *(c for c in players.choices if c != players.default)] if players else []
    return {
        "name": name,
        "players": counts,
        "options": [spec.to_json() for spec in specs],
        "match_lengths": match_lengths(cls, counts),
        "seats": len(default.live_seats()),
        "levels": levels(default),
        "default_level": agent_levels.DEFAULT_LEVEL,
        "card_style": card_style(name, cls),
    }


def match_lengths(cls: type[Game], counts: list[int]) -> dict[str, int | None]:
    """The hands of a match left to its length's default, by player count (as text, a JSON key): the lobby
    shows it in the empty length field (a game's default may depend on the players: a deal per player, or
    fewer hands with three). A count the game refuses on its own has none."""
    out: dict[str, int | None] = {}
    for count in counts or [None]:
        try:
            game = cls.from_options({} if count is None else {"players": count})
        except TarocchiError:
            out[str(count)] = None
            continue
        out[str(count)] = game.hands_in_match()
    return out


def explanation(game: Game, result: HandResult) -> dict[str, Any]:
    """The end of a hand as ``{"lines": [{"key", "params"}], "texts": {}}``: the game's explanation
    lines (:meth:`Game.explain`), whose templates are in the game's texts."""
    return {"lines": [line_json(line) for line in game.explain(result)], "texts": {}}


def refusal_json(exc: IllegalActionError) -> dict[str, Any]:
    """The refusal's reason code and parameters, for a translation in the player's language."""
    code = getattr(exc, "code", None)
    if not code:
        return {}
    params = getattr(exc, "params", None) or {}
    return {"code": code, "params": {k: plain(v) for k, v in params.items()}}


def refusal_of(exc: IllegalActionError) -> Reason:
    """The game's refusal as a :class:`~tarocchi.web.refusals.Reason`: the English text, with the rule's
    ``code`` and ``params``."""
    out = Reason(exc.reason)
    data = refusal_json(exc)
    out.code = data.get("code")
    out.params = data.get("params", {})
    return out
