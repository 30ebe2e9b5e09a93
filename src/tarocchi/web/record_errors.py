"""A record that does not replay, and options a game refuses, said in the page's language.

An action that a game's rule refuses is answered with the server's code ``web_record_refused`` and the
rule's own ``code`` and ``params`` (kept as plain JSON, ``refusal``), so that
:func:`~tarocchi.web.refusals.in_language` words the whole line in the request's language with the game's
texts (:func:`rule_reason`): where the record is wrong (hand, action and seat: ``params`` number them as the
record does, from 0; the words count from 1, as the page does, :func:`counted_from_one`) and why.

A fault of the record reader itself (malformed JSON, a missing deal, a card code that is no card, an option
the game refuses: a :class:`~tarocchi.errors.RecordError` with its code) is answered alike: the server's
code ``web_record_malformed`` (``web_record_malformed_hand`` for a hand's own part, its deal, dealer or
seed), ``params`` with the JSON ``path`` and the reader's English ``reason``, and the reader's ``code`` and
``params`` as ``fault``, worded by :func:`fault_reason` from :data:`FAULTS`. Options refused when a table
is opened are :class:`OptionsRefused`, worded the same way. The texts are generic: the web names no game,
and an English page keeps the reader's own (the game's) words where no seat, hand or action is counted.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from tarocchi.cards import cards_of
from tarocchi.cards.names import card_name
from tarocchi.engine.explain import from_plain, plain, text
from tarocchi.errors import OptionError, RecordError, TarocchiError
from tarocchi.i18n.lines import render_refusal
from tarocchi.records.replay import ReplayRefusal, error_line, hand_part
from tarocchi.web import strings
from tarocchi.web.refusals import Refused, render

RECORD_REFUSED = "web_record_refused"
RECORD_MALFORMED = "web_record_malformed"
RECORD_MALFORMED_HAND = "web_record_malformed_hand"
OPTIONS_REFUSED = "web_options_refused"
COUNTED = ("hand", "action", "seat")
"""The parameters the page counts from 1 (:func:`counted_from_one`)."""

FAULTS: Final[dict[str, dict[str, str]]] = {
    # the text and the envelope
    "not_json": text(
        "not valid JSON ({detail} at line {line}, column {column})",
        "JSON non valido (errore alla riga {line}, colonna {column})",
        "JSON invalide (erreur à la ligne {line}, colonne {column})",
    ),
    "too_deep": text(
        "not a record: its JSON is nested too deeply to read",
        "non è una registrazione: il suo JSON è annidato troppo in profondità per essere letto",
        "ce n'est pas un enregistrement : son JSON est imbriqué trop profondément pour être lu",
    ),
    "not_object": text(
        "a record must be a JSON object",
        "una registrazione deve essere un oggetto JSON",
        "un enregistrement doit être un objet JSON",
    ),
    "wrong_format": text(
        "must be {expected}, found {value}",
        "deve essere {expected}, non {value}",
        "doit être {expected}, pas {value}",
    ),
    "game_not_a_name": text("must be a game name", "deve essere il nome di un gioco", "doit être le nom d'un jeu"),
    "unknown_game": text(
        "unknown game {value} (known: {known})",
        "gioco sconosciuto {value} (quelli noti: {known})",
        "jeu inconnu {value} (jeux connus : {known})",
    ),
    "names_count": text(
        "must list one name per seat ({seats}, dummy seats included)",
        "deve elencare un nome per posto ({seats}, compresi i posti del morto)",
        "doit donner un nom par place ({seats}, places du mort comprises)",
    ),
    "hands_not_a_list": text(
        "must be a list of hands", "deve essere una lista di mani", "doit être une liste de donnes"
    ),
    "too_many_hands": text(
        "the match has at most {limit} hands",
        "la partita ha al massimo {limit} mani",
        "la partie compte au plus {limit} donnes",
    ),
    "hand_unfinished": text(
        "hand {hand} is unfinished ({expected} expected) but another hand follows",
        "la mano {hand} non è finita (si attende «{expected}») ma ne segue un'altra",
        "la donne {hand} n'est pas finie (« {expected} » attendu) mais une autre la suit",
    ),
    # the options (the record's, or a table's)
    "options_not_object": text("must be an object", "deve essere un oggetto JSON", "doit être un objet JSON"),
    "bad_options": text(
        "{message}", "il gioco non accetta queste opzioni ({message})", "le jeu n'accepte pas ces options ({message})"
    ),
    "option_unknown": text(
        "unknown option '{key}'{for_game} (known: {known})",
        "opzione sconosciuta '{key}'{for_game} (quelle note: {known})",
        "option inconnue '{key}'{for_game} (options connues : {known})",
    ),
    "option_not_integer": text(
        "option '{key}'{for_game} must be an integer, found {value}",
        "l'opzione '{key}'{for_game} deve essere un numero intero, non {value}",
        "l'option '{key}'{for_game} doit être un nombre entier, pas {value}",
    ),
    "option_not_boolean": text(
        "option '{key}'{for_game} must be true or false, found {value}",
        "l'opzione '{key}'{for_game} deve essere true o false, non {value}",
        "l'option '{key}'{for_game} doit valoir true ou false, pas {value}",
    ),
    "option_not_a_choice": text(
        "option '{key}'{for_game} must be one of {choices}, found {value}",
        "l'opzione '{key}'{for_game} non ammette {value} (valori ammessi: {choices})",
        "l'option '{key}'{for_game} n'admet pas {value} (valeurs admises : {choices})",
    ),
    "option_not_in": text(
        "option '{key}'{for_game} must be one of {allowed}, found {value}",
        "l'opzione '{key}'{for_game} non ammette {value} (valori ammessi: {allowed})",
        "l'option '{key}'{for_game} n'admet pas {value} (valeurs admises : {allowed})",
    ),
    "option_at_least": text(
        "option '{key}'{for_game} must be an integer of at least {minimum}, found {value}",
        "l'opzione '{key}'{for_game} deve essere un numero intero non inferiore a {minimum}, non {value}",
        "l'option '{key}'{for_game} doit être un nombre entier d'au moins {minimum}, pas {value}",
    ),
    "option_positive_or_null": text(
        "option '{key}'{for_game} must be a positive integer or null, found {value}",
        "l'opzione '{key}'{for_game} deve essere un numero intero positivo o null, non {value}",
        "l'option '{key}'{for_game} doit être un nombre entier positif ou null, pas {value}",
    ),
    "option_not_applicable": text(
        "option '{key}'{for_game} is used only with {allowed} players (players is {players})",
        "l'opzione '{key}'{for_game} vale solo con {allowed} giocatori (qui i giocatori sono {players})",
        "l'option '{key}'{for_game} ne s'applique qu'à {allowed} joueurs (ici, {players} joueurs)",
    ),
    "option_list": text(
        "option '{key}'{for_game} must be a non-empty list of {choices}",
        "l'opzione '{key}'{for_game} deve essere una lista non vuota di valori tra {choices}",
        "l'option '{key}'{for_game} doit être une liste non vide de valeurs parmi {choices}",
    ),
    "option_list_item": text(
        "option '{key}'{for_game}: {value} is not one of {choices}",
        "opzione '{key}'{for_game}: {value} non è tra i valori ammessi ({choices})",
        "option '{key}'{for_game} : {value} ne fait pas partie des valeurs admises ({choices})",
    ),
    # a hand
    "hand_not_object": text(
        "a hand must be an object", "una mano deve essere un oggetto JSON", "une donne doit être un objet JSON"
    ),
    "dealer_not_integer": text(
        "must be an integer seat",
        "deve essere un posto, cioè un numero intero",
        "doit être une place, c'est-à-dire un nombre entier",
    ),
    "dealer_not_a_seat": text(
        "dealer {value} is not a seat (0..{last})",
        "il mazziere {value} non è un posto (da 0 a {last})",
        "le donneur {value} n'est pas une place (de 0 à {last})",
    ),
    "bad_dealer": text(
        "dealer {value} may not deal this hand",
        "le regole del gioco non ammettono il mazziere {value} per questa mano",
        "les règles du jeu n'admettent pas le donneur {value} pour cette donne",
    ),
    "deal_and_seed": text(
        "a hand gives either 'deal' or 'seed', not both",
        "una mano indica 'deal' oppure 'seed', non entrambi",
        "une donne indique 'deal' ou 'seed', pas les deux",
    ),
    "no_deal": text(
        "a hand needs 'deal' or 'seed'", "una mano richiede 'deal' o 'seed'", "une donne demande 'deal' ou 'seed'"
    ),
    "seed_invalid": text(
        "must be a non-negative integer",
        "deve essere un numero intero non negativo",
        "doit être un nombre entier positif ou nul",
    ),
    "actions_not_a_list": text(
        "must be a list of actions", "deve essere una lista di mosse", "doit être une liste d'actions"
    ),
    # a deal
    "deal_not_object": text(
        "must be an object with 'hands' and 'talon'",
        "deve essere un oggetto con 'hands' e 'talon'",
        "doit être un objet avec 'hands' et 'talon'",
    ),
    "deal_hands_not_a_list": text(
        "must be a list of hands",
        "deve essere una lista di mani, una per posto",
        "doit être une liste de mains, une par place",
    ),
    "cards_not_a_list": text(
        "must be a list of card codes",
        "deve essere una lista di codici di carte",
        "doit être une liste de codes de cartes",
    ),
    "not_a_card": text(
        "{value} is not a card code", "{value} non è il codice di una carta", "{value} n'est pas un code de carte"
    ),
    "bad_deal": text(
        "{message}",
        "la distribuzione non è valida per questo gioco ({message})",
        "la donne n'est pas valide pour ce jeu ({message})",
    ),
    "deal_seats": text(
        "a deal has {seats} hands, not {found}",
        "una distribuzione ha {seats} mani, non {found}",
        "une donne compte {seats} mains, pas {found}",
    ),
    "deal_hand_size": text(
        "seat {seat}'s hand has {found} cards, not {size}",
        "la mano del posto {seat} ha {found} carte invece di {size}",
        "la main de la place {seat} a {found} cartes au lieu de {size}",
    ),
    "deal_talon_size": text(
        "the talon has {found} cards, not {size}",
        "il tallone ha {found} carte invece di {size}",
        "le talon a {found} cartes au lieu de {size}",
    ),
    "deal_foreign_card": text(
        "card {card} is not in this game's pack",
        "la carta {card} non fa parte del mazzo di questo gioco",
        "la carte {card} ne fait pas partie des cartes de ce jeu",
    ),
    "deal_card_twice": text(
        "card {card} is dealt twice",
        "la carta {card} è distribuita due volte",
        "la carte {card} est distribuée deux fois",
    ),
    "deal_missing_cards": text(
        "cards missing from the deal: {cards}",
        "carte mancanti nella distribuzione: {cards}",
        "cartes absentes de la donne : {cards}",
    ),
    # an action
    "action_not_object": text(
        "an action must be an object", "una mossa deve essere un oggetto JSON", "une action doit être un objet JSON"
    ),
    "action_unknown_key": text(
        "unknown key {key} in an action", "chiave sconosciuta {key} in una mossa", "clé inconnue {key} dans une action"
    ),
    "action_no_verb": text(
        "an action must have exactly one verb, found no verb",
        "una mossa deve avere esattamente un verbo, questa non ne ha",
        "une action doit avoir exactement un verbe, celle-ci n'en a aucun",
    ),
    "action_several_verbs": text(
        "an action must have exactly one verb, found several verbs ({verbs})",
        "una mossa deve avere esattamente un verbo, questa ne ha diversi ({verbs})",
        "une action doit avoir exactement un verbe, celle-ci en a plusieurs ({verbs})",
    ),
    "seat_not_integer": text(
        "seat must be an integer", "seat deve essere un numero intero", "seat doit être un nombre entier"
    ),
    "seat_not_a_seat": text(
        "seat {value} is not a seat (0..{last})",
        "{value} non è un posto (da 0 a {last})",
        "{value} n'est pas une place (de 0 à {last})",
    ),
    "verb_not_used": text(
        "verb {verb} is not used in this game",
        "il verbo {verb} non si usa in questo gioco",
        "le verbe {verb} ne s'emploie pas dans ce jeu",
    ),
    "not_a_string": text("must be a string", "deve essere una stringa", "doit être une chaîne"),
    "value_not_allowed": text(
        "{value} is not one of {choices}",
        "{value} non è un valore ammesso ({choices})",
        "{value} n'est pas une valeur admise ({choices})",
    ),
}
"""The record reader's fault codes and the options' codes (:mod:`tarocchi.records.replay`,
:mod:`tarocchi.engine.options`) -> language -> template of the reason. Words count hands and seats
from 1 (:func:`counted_from_one`); a value of the record (``value``, ``last``) is quoted as it is.
``{message}`` is the English reason, for the faults a game gave without a code."""


def record_failure(exc: TarocchiError) -> dict[str, Any]:
    """The outcome of a record that does not replay: ``{"ok": false, "error"}`` with the record reader's
    English line; for an action a game's rule refuses, also ``code``, ``params`` and the rule's ``refusal``;
    for a fault of the reader with its code, ``code``, ``params`` and the reader's ``fault``."""
    line = error_line(exc)
    if isinstance(exc, RecordError) and exc.code in FAULTS:
        hand = hand_part(exc.path)
        where = {"path": exc.path} if hand is None else {"hand": hand, "path": exc.path}
        return {
            "ok": False,
            "error": line,
            "code": RECORD_MALFORMED if hand is None else RECORD_MALFORMED_HAND,
            "params": {**where, "reason": exc.reason},
            "fault": {"code": exc.code, "params": dict(exc.params)},
        }
    if not (isinstance(exc, ReplayRefusal) and exc.code and exc.game):
        return {"ok": False, "error": line}
    return {
        "ok": False,
        "error": line,
        "code": RECORD_REFUSED,
        "params": {
            "hand": exc.hand,
            "action": exc.index,
            "seat": exc.seat,
            "what": exc.action or "",
            "reason": exc.reason,
        },
        "refusal": {"game": exc.game, "code": exc.code, "params": {k: plain(v) for k, v in exc.params.items()}},
    }


def counted_from_one(params: Mapping[str, Any]) -> dict[str, Any]:
    """The parameters of :data:`RECORD_REFUSED` as the page counts: hands, actions and seats from 1 (a
    record and ``tarocchi replay`` count from 0, C2; the page's first seat is "Seat 1"). ``params`` keep
    the record's numbers for tools."""
    out = dict(params)
    for key in COUNTED:
        if isinstance(out.get(key), int) and not isinstance(out.get(key), bool):
            out[key] += 1
    return out


def rule_reason(refusal: Mapping[str, Any], english: str, lang: str) -> str:
    """The game's rule (``refusal``, as :func:`record_failure` keeps it) in ``lang``, from its
    ``refusal.<code>`` template (the English reason without one)."""
    from tarocchi.games import game_class

    game = str(refusal.get("game", ""))
    try:
        cls = game_class(game)
    except Exception:  # a game this server does not have: its English reason
        return english
    texts, pack = cls.texts(), cls.pack
    raw = refusal.get("params")
    params = {k: from_plain(v) for k, v in raw.items()} if isinstance(raw, Mapping) else {}
    seat_word = strings.STRINGS.get(lang, strings.STRINGS["en"])["seat"].lower()
    return render_refusal(
        str(refusal.get("code") or ""),
        params,
        english,
        texts,
        lang,
        lambda seat: f"{seat_word} {seat}",
        lambda card: card_name(card, pack, lang),
        lambda cards: ", ".join(card_name(card, pack, lang) for card in cards_of(cards)),
    )


FOR_GAME: Final[dict[str, str]] = text(" for {title}", " del gioco «{title}»", " du jeu « {title} »")
"""How an option's refusal names its game (``{for_game}`` in :data:`FAULTS`), by the game's title."""


def for_game(params: Mapping[str, Any], lang: str) -> str:
    """`` del gioco «<title>»``: the game an option's refusal names (its ``game``), by its title in ``lang``
    (:func:`~tarocchi.web.gameinfo.title`); empty when the refusal names no game, its name as given when the
    server does not have it."""
    from tarocchi.games import game_class
    from tarocchi.web.gameinfo import title

    name = params.get("game")
    if not isinstance(name, str):
        return ""
    try:
        named = title(name, game_class(name), lang)
    except Exception:  # a game this server does not have: its name as the record gives it
        named = name
    return FOR_GAME.get(lang, FOR_GAME["en"]).format(title=named)


def fault_reason(fault: Mapping[str, Any], english: str, lang: str) -> str:
    """The reader's fault (``fault``, as :func:`record_failure` keeps it) in ``lang``, from :data:`FAULTS`.

    English keeps the reader's own ``english`` reason (the game's words) unless it counts a hand, an action or
    a seat, which the page counts from 1 as its other words do; a code without a text keeps it too. An
    option's refusal names its game by the game's title (:func:`for_game`)."""
    code = str(fault.get("code") or "")
    raw = fault.get("params")
    params = dict(raw) if isinstance(raw, Mapping) else {}
    counts = any(isinstance(params.get(key), int) for key in COUNTED)
    entry = FAULTS.get(code)
    if entry is None or (not counts and (lang == "en" or lang not in entry)):
        return english
    template = entry.get(lang, entry["en"])
    try:
        return template.format(**{"message": english, **counted_from_one(params), "for_game": for_game(params, lang)})
    except (KeyError, IndexError, ValueError):
        return english


class OptionsRefused(Refused):
    """Options a game refuses when a table is opened (HTTP 400): ``params`` hold the game's English
    ``reason``, ``fault`` the :class:`~tarocchi.errors.OptionError`'s code and parameters; ``detail`` is
    worded in the page's language (:func:`fault_reason`)."""

    def __init__(self, error: OptionError) -> None:
        super().__init__(OPTIONS_REFUSED, 400, reason=str(error))
        self.fault: dict[str, Any] = {"code": error.code or "bad_options", "params": dict(error.params)}

    def text(self, lang: str) -> str:
        return render(OPTIONS_REFUSED, {"reason": fault_reason(self.fault, str(self.params["reason"]), lang)}, lang)

    def json(self, lang: str) -> dict[str, Any]:
        return {**super().json(lang), "fault": self.fault}
