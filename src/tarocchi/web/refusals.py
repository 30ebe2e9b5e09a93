"""The web server's own refusals, each with a code, its parameters and its text in every language.

A game's refusals come with the game's codes and texts (:meth:`Game.texts`, ``refusal.<code>``);
these are the server's (a stale click, a taken seat, a limit, a seat kind it does not offer...).
The English text is the message the server always sent; a WebSocket ``error`` carries ``code`` and
``params`` beside it, and an HTTP refusal answers ``{"detail", "code", "params"}`` with ``detail``
in the request's language, so the page shows each in its own language (issue 16).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from tarocchi.errors import TarocchiError

TEXTS: Final[dict[str, dict[str, str]]] = {
    # the table (WebSocket errors)
    "web_stale": {
        "en": "the table moved on before your action arrived; choose again",
        "it": "il tavolo è andato avanti prima che arrivasse la tua mossa; scegli di nuovo",
        "fr": "la table a avancé avant l'arrivée de votre action ; choisissez à nouveau",
    },
    "web_spectator_cannot_act": {
        "en": "spectators cannot act",
        "it": "gli spettatori non possono giocare",
        "fr": "les spectateurs ne peuvent pas jouer",
    },
    "web_not_your_seat": {
        "en": "you hold seat {seat}; you cannot act for seat {claimed}",
        "it": "occupi il posto {seat}; non puoi agire per il posto {claimed}",
        "fr": "vous occupez la place {seat} ; vous ne pouvez pas agir pour la place {claimed}",
    },
    "web_not_a_card": {
        "en": "'{card}' is not a card code",
        "it": "'{card}' non è il codice di una carta",
        "fr": "'{card}' n'est pas un code de carte",
    },
    "web_malformed_action": {
        "en": "malformed action: {reason}",
        "it": "mossa malformata: {reason}",
        "fr": "action mal formée : {reason}",
    },
    "web_no_such_table": {"en": "no such table", "it": "tavolo inesistente", "fr": "table inexistante"},
    "web_bad_seat_token": {
        "en": "invalid seat token",
        "it": "gettone del posto non valido",
        "fr": "jeton de place invalide",
    },
    "web_seat_lost": {
        "en": "the seat is no longer yours",
        "it": "il posto non è più tuo",
        "fr": "la place n'est plus la vôtre",
    },
    "web_session_ended": {
        "en": "your session has ended; sign in again",
        "it": "la tua sessione è finita; entra di nuovo",
        "fr": "votre session a pris fin ; reconnectez-vous",
    },
    "web_seat_left": {
        "en": "you left this seat",
        "it": "hai lasciato questo posto",
        "fr": "vous avez quitté cette place",
    },
    "web_last_person_left": {
        "en": "the last person left this table",
        "it": "l'ultima persona ha lasciato questo tavolo",
        "fr": "la dernière personne a quitté cette table",
    },
    "web_idle_closed": {
        "en": "this table was closed after {minutes} min with nobody at it",
        "it": "questo tavolo è stato chiuso dopo {minutes} min senza nessuno",
        "fr": "cette table a été fermée après {minutes} min sans personne",
    },
    "web_table_closed": {
        "en": "this table is closed",
        "it": "questo tavolo è chiuso",
        "fr": "cette table est fermée",
    },
    "web_not_started": {
        "en": "the match has not started: waiting for players",
        "it": "la partita non è iniziata: si attendono i giocatori",
        "fr": "la partie n'a pas commencé : en attente des joueurs",
    },
    "web_hand_over": {"en": "the hand is over", "it": "la mano è finita", "fr": "la donne est finie"},
    "web_hand_not_over": {"en": "the hand is not over", "it": "la mano non è finita", "fr": "la donne n'est pas finie"},
    "web_match_over": {"en": "the match is over", "it": "la partita è finita", "fr": "la partie est finie"},
    "web_slow_down": {
        "en": "too many messages: slow down",
        "it": "troppi messaggi: rallenta",
        "fr": "trop de messages : ralentissez",
    },
    # seats
    "web_table_not_live": {
        "en": "this table is {status}",
        "it": "questo tavolo non è più aperto ({status})",
        "fr": "cette table n'est plus ouverte ({status})",
    },
    "web_no_such_seat": {
        "en": "no seat {seat} at this table",
        "it": "non c'è il posto {seat} a questo tavolo",
        "fr": "pas de place {seat} à cette table",
    },
    "web_dummy_seat": {
        "en": "seat {seat} is a dummy, played by seat {controller}",
        "it": "il posto {seat} è un morto, giocato dal posto {controller}",
        "fr": "la place {seat} est un mort, jouée par la place {controller}",
    },
    "web_computer_seat": {
        "en": "seat {seat} is played by the computer",
        "it": "il posto {seat} è giocato dal computer",
        "fr": "la place {seat} est jouée par l'ordinateur",
    },
    "web_seat_taken": {
        "en": "seat {seat} is taken by {name}",
        "it": "il posto {seat} è occupato da {name}",
        "fr": "la place {seat} est prise par {name}",
    },
    "web_already_seated": {
        "en": "you already hold seat {seat} at this table",
        "it": "occupi già il posto {seat} a questo tavolo",
        "fr": "vous occupez déjà la place {seat} à cette table",
    },
    "web_no_seat_held": {
        "en": "you hold no seat at this table",
        "it": "non occupi alcun posto a questo tavolo",
        "fr": "vous n'occupez aucune place à cette table",
    },
    "web_no_free_seat": {
        "en": "no free seat at this table",
        "it": "nessun posto libero a questo tavolo",
        "fr": "aucune place libre à cette table",
    },
    # opening a table
    "web_unknown_seat_kind": {
        "en": "unknown seat kind '{kind}' (a person, human, or a computer player: {known})",
        "it": "tipo di posto sconosciuto '{kind}' (una persona, human, o un giocatore computer: {known})",
        "fr": "type de place inconnu '{kind}' (une personne, human, ou un joueur ordinateur : {known})",
    },
    "web_seat_count": {
        "en": "{game} with these options has {seats} seats, not {given}",
        "it": "{game} con queste opzioni ha {seats} posti, non {given}",
        "fr": "{game} avec ces options a {seats} places, pas {given}",
    },
    # limits (issue 15 §2)
    "web_server_tables_full": {
        "en": "the server has {limit} open tables, its limit; try again later",
        "it": "il server ha {limit} tavoli aperti, il suo limite; riprova più tardi",
        "fr": "le serveur a {limit} tables ouvertes, sa limite ; réessayez plus tard",
    },
    "web_user_tables_full": {
        "en": "you already have {limit} open tables; finish or leave one before opening another",
        "it": "hai già {limit} tavoli aperti; finiscine o lasciane uno prima di aprirne un altro",
        "fr": "vous avez déjà {limit} tables ouvertes ; terminez-en ou quittez-en une avant d'en ouvrir une autre",
    },
    "web_address_tables_full": {
        "en": "{limit} tables are already open from your network address; finish or leave one before opening another",
        "it": "dal tuo indirizzo di rete sono già aperti {limit} tavoli; "
        "finiscine o lasciane uno prima di aprirne un altro",
        "fr": "{limit} tables sont déjà ouvertes depuis votre adresse réseau ; "
        "terminez-en ou quittez-en une avant d'en ouvrir une autre",
    },
    "web_server_full": {
        "en": "the server is full; try again later",
        "it": "il server è pieno; riprova più tardi",
        "fr": "le serveur est plein ; réessayez plus tard",
    },
    "web_too_many_sockets": {
        "en": "too many open connections (the limit is {limit}); close other tabs",
        "it": "troppe connessioni aperte (il limite è {limit}); chiudi altre schede",
        "fr": "trop de connexions ouvertes (la limite est {limit}) ; fermez d'autres onglets",
    },
    "web_too_many_spectators": {
        "en": "this table already has {limit} spectators",
        "it": "questo tavolo ha già {limit} spettatori",
        "fr": "cette table a déjà {limit} spectateurs",
    },
    # text the database cannot hold (issue 15: the same refusal on SQLite and PostgreSQL)
    "web_nul_character": {
        "en": "the text holds control characters: NUL (U+0000) is not allowed",
        "it": "il testo contiene caratteri di controllo: NUL (U+0000) non è ammesso",
        "fr": "le texte contient des caractères de contrôle : NUL (U+0000) n'est pas admis",
    },
}
"""Code -> language -> template; ``{name}`` is a parameter (the page fills them in as the server does)."""


def render(code: str, params: Mapping[str, Any], lang: str = "en") -> str:
    """The refusal ``code`` in ``lang`` (English when the language is unknown) with its parameters."""
    entry = TEXTS[code]
    return entry.get(lang, entry["en"]).format(**params)


class Reason(str):
    """A refusal sent on a table's WebSocket: the English text, with its ``code`` and ``params`` (the
    server's own, :func:`reason`, or a game's rule, :func:`tarocchi.web.gameinfo.refusal_of`)."""

    code: str | None = None
    params: Mapping[str, Any] = {}


def reason(code: str, **params: Any) -> Reason:
    """The refusal ``code`` as a :class:`Reason` (its text is the English one)."""
    out = Reason(render(code, params))
    out.code = code
    out.params = params
    return out


class Refused(TarocchiError):
    """A request the server refuses: ``code`` and ``params`` name it (``TEXTS``), ``status`` is the HTTP
    code to answer with; ``str()`` is the English text."""

    def __init__(self, code: str, status: int = 400, **params: Any) -> None:
        super().__init__(render(code, params))
        self.code = code
        self.status = status
        self.params = params

    def text(self, lang: str) -> str:
        """The refusal in ``lang``."""
        return render(self.code, self.params, lang)

    def json(self, lang: str) -> dict[str, Any]:
        """The HTTP answer's body: ``detail`` in ``lang``, with the code and parameters."""
        return {"detail": self.text(lang), "code": self.code, "params": self.params}


def has_nul(value: Any) -> bool:
    """Whether a string anywhere in ``value`` (a string, or JSON data) holds a NUL character, which
    PostgreSQL cannot store in a text field (SQLite can): the server refuses it on both (issue 15)."""
    if isinstance(value, str):
        return "\x00" in value
    if isinstance(value, dict):
        return any(has_nul(k) or has_nul(v) for k, v in value.items())
    if isinstance(value, list):
        return any(has_nul(v) for v in value)
    return False


def check_text(value: Any) -> None:
    """Raise :class:`Refused` (``web_nul_character``) when ``value`` holds a NUL character (:func:`has_nul`)."""
    if has_nul(value):
        raise Refused("web_nul_character")
