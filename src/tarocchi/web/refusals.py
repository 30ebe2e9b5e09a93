"""The web server's own refusals, each with a code, its parameters and its text in every language.

A game's refusals come with the game's codes and texts (:meth:`Game.texts`, ``refusal.<code>``);
these are the server's (a stale click, a taken seat, a limit, a seat kind it does not offer...).
The English text is the message the server always sent; a WebSocket ``error`` carries ``code`` and
``params`` beside it, and an HTTP refusal answers ``{"detail", "code", "params"}`` with ``detail``
in the request's language, so the page shows each in its own language (issue 16). A record's review or
replay that does not work out answers ``{"ok": false, "error", "code", "params"}`` (:func:`failed`),
``error`` in the request's language too. A word a text needs (a name or a login, what only a match's
players may do) is part of its code, not a parameter: ``web_login_needed``, ``web_match_private_review``.
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
    # accounts and names (the sign-in form)
    "web_login_first": {
        "en": "sign in or play as a guest first",
        "it": "entra o gioca come ospite prima",
        "fr": "connectez-vous ou jouez en invité d'abord",
    },
    "web_password_rules": {
        "en": "a password needs 8 to 256 characters",
        "it": "la password deve avere da 8 a 256 caratteri",
        "fr": "le mot de passe doit avoir de 8 à 256 caractères",
    },
    "web_login_taken": {
        "en": "this login is taken",
        "it": "questo utente esiste già",
        "fr": "cet identifiant est pris",
    },
    "web_bad_login": {
        "en": "wrong login or password",
        "it": "utente o password errati",
        "fr": "identifiant ou mot de passe incorrect",
    },
    "web_name_needed": {"en": "a name is needed", "it": "serve un nome", "fr": "un nom est nécessaire"},
    "web_login_needed": {
        "en": "a login is needed",
        "it": "serve un nome utente",
        "fr": "un identifiant est nécessaire",
    },
    "web_name_too_long": {
        "en": "the name is longer than {limit} characters",
        "it": "il nome supera i {limit} caratteri",
        "fr": "le nom dépasse {limit} caractères",
    },
    "web_login_too_long": {
        "en": "the login is longer than {limit} characters",
        "it": "il nome utente supera i {limit} caratteri",
        "fr": "l'identifiant dépasse {limit} caractères",
    },
    "web_name_control": {
        "en": "the name holds control characters",
        "it": "il nome contiene caratteri di controllo",
        "fr": "le nom contient des caractères de contrôle",
    },
    "web_login_control": {
        "en": "the login holds control characters",
        "it": "il nome utente contiene caratteri di controllo",
        "fr": "l'identifiant contient des caractères de contrôle",
    },
    # requests: what the middleware refuses (security.py), bodies and their fields
    "web_no_host": {
        "en": "a Host header is required",
        "it": "serve l'intestazione Host",
        "fr": "l'en-tête Host est obligatoire",
    },
    "web_unknown_host": {
        "en": "this server does not answer to the host {host}",
        "it": "questo server non risponde all'host {host}",
        "fr": "ce serveur ne répond pas à l'hôte {host}",
    },
    "web_origin_null": {
        "en": "cross-site request refused (Origin: null)",
        "it": "richiesta da un altro sito rifiutata (Origin: null)",
        "fr": "requête d'un autre site refusée (Origin : null)",
    },
    "web_origin_cross_site": {
        "en": "cross-site request refused (Origin: {origin})",
        "it": "richiesta da un altro sito rifiutata (Origin: {origin})",
        "fr": "requête d'un autre site refusée (Origin : {origin})",
    },
    "web_fetch_site_cross": {
        "en": "cross-site request refused (Sec-Fetch-Site: {site})",
        "it": "richiesta da un altro sito rifiutata (Sec-Fetch-Site: {site})",
        "fr": "requête d'un autre site refusée (Sec-Fetch-Site : {site})",
    },
    "web_no_origin": {
        "en": "request refused: it names no Origin (send the Origin header of the app's page)",
        "it": "richiesta rifiutata: non indica alcuna Origin (invia l'intestazione Origin della pagina dell'app)",
        "fr": "requête refusée : elle n'indique aucune Origin (envoyez l'en-tête Origin de la page de l'application)",
    },
    "web_origin_not_allowed": {
        "en": "origin not allowed",
        "it": "origine non ammessa",
        "fr": "origine non autorisée",
    },
    "web_too_many_requests": {
        "en": "too many requests: slow down",
        "it": "troppe richieste: rallenta",
        "fr": "trop de requêtes : ralentissez",
    },
    "web_json_content_type": {
        "en": "the request body must be sent as application/json",
        "it": "il corpo della richiesta va inviato come application/json",
        "fr": "le corps de la requête doit être envoyé en application/json",
    },
    "web_bad_content_length": {
        "en": "malformed Content-Length",
        "it": "Content-Length malformato",
        "fr": "Content-Length mal formé",
    },
    "web_body_too_large": {
        "en": "the request body is larger than {limit} bytes",
        "it": "il corpo della richiesta supera i {limit} byte",
        "fr": "le corps de la requête dépasse {limit} octets",
    },
    "web_not_found": {"en": "not found", "it": "non trovato", "fr": "introuvable"},
    "web_method_not_allowed": {
        "en": "method not allowed",
        "it": "metodo non ammesso",
        "fr": "méthode non autorisée",
    },
    "web_malformed_json": {"en": "malformed JSON", "it": "JSON malformato", "fr": "JSON mal formé"},
    "web_json_object_expected": {
        "en": "a JSON object is expected",
        "it": "serve un oggetto JSON",
        "fr": "un objet JSON est attendu",
    },
    "web_not_utf8": {
        "en": "the file is not UTF-8 text",
        "it": "il file non è testo UTF-8",
        "fr": "le fichier n'est pas du texte UTF-8",
    },
    # a field of a request refused by its schema: ``where`` is its path (``seats.0``), as pydantic names it
    "web_field_missing": {
        "en": "{where}: Field required",
        "it": "{where}: campo obbligatorio",
        "fr": "{where} : champ obligatoire",
    },
    "web_field_extra": {
        "en": "{where}: Extra inputs are not permitted",
        "it": "{where}: campo non ammesso",
        "fr": "{where} : champ non admis",
    },
    "web_field_string": {
        "en": "{where}: Input should be a valid string",
        "it": "{where}: deve essere una stringa",
        "fr": "{where} : doit être une chaîne",
    },
    "web_field_integer": {
        "en": "{where}: Input should be a valid integer",
        "it": "{where}: deve essere un numero intero",
        "fr": "{where} : doit être un nombre entier",
    },
    "web_field_boolean": {
        "en": "{where}: Input should be a valid boolean",
        "it": "{where}: deve essere true o false",
        "fr": "{where} : doit être true ou false",
    },
    "web_field_object": {
        "en": "{where}: Input should be a valid dictionary",
        "it": "{where}: deve essere un oggetto JSON",
        "fr": "{where} : doit être un objet JSON",
    },
    "web_field_list": {
        "en": "{where}: Input should be a valid list",
        "it": "{where}: deve essere una lista",
        "fr": "{where} : doit être une liste",
    },
    "web_field_at_least": {
        "en": "{where}: Input should be greater than or equal to {limit}",
        "it": "{where}: deve essere almeno {limit}",
        "fr": "{where} : doit valoir au moins {limit}",
    },
    "web_field_at_most": {
        "en": "{where}: Input should be less than or equal to {limit}",
        "it": "{where}: deve essere al massimo {limit}",
        "fr": "{where} : doit valoir au plus {limit}",
    },
    "web_field_invalid": {
        "en": "{where}: {message}",
        "it": "{where}: valore non valido ({message})",
        "fr": "{where} : valeur invalide ({message})",
    },
    # the table's WebSocket messages (protocol.py)
    "web_message_too_large": {
        "en": "message too large ({size} bytes; the limit is {limit})",
        "it": "messaggio troppo grande ({size} byte; il limite è {limit})",
        "fr": "message trop long ({size} octets ; la limite est {limit})",
    },
    "web_message_not_json": {
        "en": "malformed message: not JSON",
        "it": "messaggio malformato: non è JSON",
        "fr": "message mal formé : ce n'est pas du JSON",
    },
    "web_message_object_expected": {
        "en": "malformed message: a JSON object is expected",
        "it": "messaggio malformato: serve un oggetto JSON",
        "fr": "message mal formé : un objet JSON est attendu",
    },
    "web_message_unknown_type": {
        "en": "malformed message: unknown type {kind}",
        "it": "messaggio malformato: tipo sconosciuto {kind}",
        "fr": "message mal formé : type inconnu {kind}",
    },
    "web_message_unknown_field": {
        "en": "malformed message: unknown field {field} in a {kind} message",
        "it": "messaggio malformato: campo sconosciuto {field} in un messaggio {kind}",
        "fr": "message mal formé : champ inconnu {field} dans un message {kind}",
    },
    "web_message_action_object": {
        "en": "malformed message: 'action' must be an object such as {example}",
        "it": "messaggio malformato: 'action' deve essere un oggetto come {example}",
        "fr": "message mal formé : 'action' doit être un objet comme {example}",
    },
    "web_message_action_field": {
        "en": "malformed message: unknown action field {field}",
        "it": "messaggio malformato: campo sconosciuto {field} nella mossa",
        "fr": "message mal formé : champ inconnu {field} dans l'action",
    },
    "web_message_seat_integer": {
        "en": "malformed message: 'seat' must be an integer",
        "it": "messaggio malformato: 'seat' deve essere un numero intero",
        "fr": "message mal formé : 'seat' doit être un nombre entier",
    },
    "web_message_card_list": {
        "en": "malformed message: {field} must be a list of card codes",
        "it": "messaggio malformato: {field} deve essere una lista di codici di carte",
        "fr": "message mal formé : {field} doit être une liste de codes de cartes",
    },
    "web_message_string": {
        "en": "malformed message: {field} must be a string",
        "it": "messaggio malformato: {field} deve essere una stringa",
        "fr": "message mal formé : {field} doit être une chaîne",
    },
    "web_message_version_integer": {
        "en": "malformed message: 'version' must be an integer",
        "it": "messaggio malformato: 'version' deve essere un numero intero",
        "fr": "message mal formé : 'version' doit être un nombre entier",
    },
    "web_rate_limited": {
        "en": "rate limit: too many messages; the connection is closed",
        "it": "limite superato: troppi messaggi; la connessione è chiusa",
        "fr": "limite dépassée : trop de messages ; la connexion est fermée",
    },
    # games, cards, tables and what the server could not do
    "web_no_such_game": {"en": "no such game", "it": "gioco inesistente", "fr": "jeu inexistant"},
    "web_no_such_card": {"en": "no such card", "it": "carta inesistente", "fr": "carte inexistante"},
    "web_unknown_game": {
        "en": "unknown game {game} (available: {known})",
        "it": "gioco sconosciuto {game} (disponibili: {known})",
        "fr": "jeu inconnu {game} (disponibles : {known})",
    },
    "web_not_saved": {
        "en": "the server could not save this change; try again",
        "it": "il server non è riuscito a salvare questa modifica; riprova",
        "fr": "le serveur n'a pas pu enregistrer ce changement ; réessayez",
    },
    # matches and their records: download, review, replay
    "web_no_such_match": {"en": "no such match", "it": "partita inesistente", "fr": "partie inexistante"},
    "web_match_not_started": {
        "en": "the match has not started",
        "it": "la partita non è iniziata",
        "fr": "la partie n'a pas commencé",
    },
    "web_table_record_private": {
        "en": "only this table's players may download its record (the table is not public)",
        "it": "solo i giocatori di questo tavolo possono scaricarne la registrazione (il tavolo non è pubblico)",
        "fr": "seuls les joueurs de cette table peuvent en télécharger l'enregistrement (la table n'est pas publique)",
    },
    "web_match_private_download": {
        "en": "only this match's players may download its record (its table is not public)",
        "it": "solo i giocatori di questa partita possono scaricarne la registrazione (il suo tavolo non è pubblico)",
        "fr": "seuls les joueurs de cette partie peuvent en télécharger l'enregistrement (sa table n'est pas publique)",
    },
    "web_match_private_review": {
        "en": "only this match's players may review it (its table is not public)",
        "it": "solo i giocatori di questa partita possono rivederla (il suo tavolo non è pubblico)",
        "fr": "seuls les joueurs de cette partie peuvent la revoir (sa table n'est pas publique)",
    },
    "web_match_private_analyse": {
        "en": "only this match's players may analyse it (its table is not public)",
        "it": "solo i giocatori di questa partita possono analizzarla (il suo tavolo non è pubblico)",
        "fr": "seuls les joueurs de cette partie peuvent l'analyser (sa table n'est pas publique)",
    },
    "web_review_busy": {
        "en": "the review service is busy; try again in a moment",
        "it": "il servizio di revisione è occupato; riprova tra un momento",
        "fr": "le service de revue est occupé ; réessayez dans un instant",
    },
    "web_review_timeout": {
        "en": "this record takes longer than {seconds} s to review; replay it with `tarocchi replay`",
        "it": "questa registrazione richiede più di {seconds} s per la revisione; rigiocala con `tarocchi replay`",
        "fr": "cet enregistrement demande plus de {seconds} s pour être revu ; rejouez-le avec `tarocchi replay`",
    },
    "web_review_failed": {
        "en": "cannot review this record here ({error})",
        "it": "questa registrazione non si può rivedere qui ({error})",
        "fr": "impossible de revoir cet enregistrement ici ({error})",
    },
    "web_replay_busy": {
        "en": "the replay service is busy; try again in a moment",
        "it": "il servizio di riproduzione è occupato; riprova tra un momento",
        "fr": "le service de relecture est occupé ; réessayez dans un instant",
    },
    "web_replay_not_started": {
        "en": "the replay service could not start; try again in a moment",
        "it": "il servizio di riproduzione non è partito; riprova tra un momento",
        "fr": "le service de relecture n'a pas pu démarrer ; réessayez dans un instant",
    },
    "web_replay_timeout": {
        "en": "this record takes longer than {seconds} s to replay; replay it with `tarocchi replay`",
        "it": "questa registrazione richiede più di {seconds} s per essere rigiocata; rigiocala con `tarocchi replay`",
        "fr": "cet enregistrement demande plus de {seconds} s pour être rejoué ; rejouez-le avec `tarocchi replay`",
    },
    "web_replay_failed": {
        "en": "cannot replay this record here ({error})",
        "it": "questa registrazione non si può rigiocare qui ({error})",
        "fr": "impossible de rejouer cet enregistrement ici ({error})",
    },
    "web_replay_stopped": {
        "en": "cannot replay this record here (the replay worker stopped)",
        "it": "questa registrazione non si può rigiocare qui (il processo di riproduzione si è fermato)",
        "fr": "impossible de rejouer cet enregistrement ici (le processus de relecture s'est arrêté)",
    },
    "web_record_not_json": {
        "en": "malformed record: not valid JSON",
        "it": "registrazione malformata: JSON non valido",
        "fr": "enregistrement mal formé : JSON invalide",
    },
    # the analysis of a hand (analysis.py); ``name`` is a query parameter, ``hand`` or ``seat``
    "web_analysis_unknown_parameter": {
        "en": "unknown parameter {name} (hand and seat are the parameters)",
        "it": "parametro sconosciuto {name} (i parametri sono hand e seat)",
        "fr": "paramètre inconnu {name} (les paramètres sont hand et seat)",
    },
    "web_analysis_given_twice": {
        "en": "{name} is given twice",
        "it": "il parametro {name} è dato due volte",
        "fr": "le paramètre {name} est donné deux fois",
    },
    "web_analysis_not_a_number": {
        "en": "{name} must be a whole number from 0 to {limit}, not {value}",
        "it": "il parametro {name} deve essere un numero intero da 0 a {limit}, non {value}",
        "fr": "le paramètre {name} doit être un nombre entier de 0 à {limit}, pas {value}",
    },
    "web_analysis_hand_needed": {
        "en": "hand is needed (the hand to analyse, from 0)",
        "it": "serve il parametro hand (la mano da analizzare, da 0)",
        "fr": "le paramètre hand est nécessaire (la donne à analyser, à partir de 0)",
    },
    "web_analysis_seat_needed": {
        "en": "seat is needed (the seat whose decisions are analysed, from 0)",
        "it": "serve il parametro seat (il posto di cui analizzare le decisioni, da 0)",
        "fr": "le paramètre seat est nécessaire (la place dont les décisions sont analysées, à partir de 0)",
    },
    "web_analysis_no_own_seat": {
        "en": "seat is needed (you held no seat in this match)",
        "it": "serve il parametro seat (non avevi alcun posto in questa partita)",
        "fr": "le paramètre seat est nécessaire (vous n'aviez aucune place dans cette partie)",
    },
    "web_analysis_out_of_range": {
        "en": "{name} must be from 0 to {last}",
        "it": "il parametro {name} deve andare da 0 a {last}",
        "fr": "le paramètre {name} doit aller de 0 à {last}",
    },
    "web_analysis_record_no_hand": {
        "en": "the record holds no hand",
        "it": "la registrazione non contiene alcuna mano",
        "fr": "l'enregistrement ne contient aucune donne",
    },
    "web_analysis_match_no_hand": {
        "en": "the match holds no finished hand",
        "it": "la partita non contiene alcuna mano finita",
        "fr": "la partie ne contient aucune donne finie",
    },
    "web_analysis_game_no_seat": {
        "en": "the game has no seat",
        "it": "il gioco non ha posti",
        "fr": "le jeu n'a aucune place",
    },
    "web_analysis_refused": {
        "en": "this hand cannot be analysed: {reason}",
        "it": "questa mano non si può analizzare: {reason}",
        "fr": "cette donne ne peut pas être analysée : {reason}",
    },
    "web_analysis_failed": {
        "en": "this hand cannot be analysed here ({error})",
        "it": "questa mano non si può analizzare qui ({error})",
        "fr": "cette donne ne peut pas être analysée ici ({error})",
    },
    "web_analysis_busy": {
        "en": "the analysis service is busy; try again in a moment",
        "it": "il servizio di analisi è occupato; riprova tra un momento",
        "fr": "le service d'analyse est occupé ; réessayez dans un instant",
    },
    "web_analysis_timeout": {
        "en": "this hand takes longer than {seconds} s to analyse here; "
        "analyse the record with `tarocchi analyze RECORD --hand {hand} --seat {seat}`",
        "it": "questa mano richiede più di {seconds} s per l'analisi qui; "
        "analizza la registrazione con `tarocchi analyze RECORD --hand {hand} --seat {seat}`",
        "fr": "cette donne demande plus de {seconds} s pour être analysée ici ; "
        "analysez l'enregistrement avec `tarocchi analyze RECORD --hand {hand} --seat {seat}`",
    },
}
"""Code -> language -> template; ``{name}`` is a parameter (the page fills them in as the server does)."""

JSON_SHAPES: Final[dict[str, dict[str, str]]] = {
    "duplicate_key": {
        "en": "the key {key} appears twice",
        "it": "la chiave {key} compare due volte",
        "fr": "la clé {key} apparaît deux fois",
    },
    "long_number": {
        "en": "a number has more than {limit} digits",
        "it": "un numero ha più di {limit} cifre",
        "fr": "un nombre a plus de {limit} chiffres",
    },
    "number_range": {
        "en": "the number {number} is out of range",
        "it": "il numero {number} è fuori dall'intervallo ammesso",
        "fr": "le nombre {number} est hors limites",
    },
    "constant": {"en": "{name} is not JSON", "it": "{name} non è JSON", "fr": "{name} n'est pas du JSON"},
    "too_deep": {
        "en": "nested {depth} levels deep (the limit is {limit})",
        "it": "annidato su {depth} livelli (il limite è {limit})",
        "fr": "imbriqué sur {depth} niveaux (la limite est {limit})",
    },
    "nested": {
        "en": "nested too deeply",
        "it": "annidato troppo in profondità",
        "fr": "imbriqué trop profondément",
    },
}
"""What the strict JSON reader refuses (:class:`tarocchi.web.protocol.JSONShapeError`), by its shape."""

MALFORMED: Final[dict[str, dict[str, str]]] = {
    "json": {"en": "malformed JSON: ", "it": "JSON malformato: ", "fr": "JSON mal formé : "},
    "message": {"en": "malformed message: ", "it": "messaggio malformato: ", "fr": "message mal formé : "},
    "record": {"en": "malformed record: ", "it": "registrazione malformata: ", "fr": "enregistrement mal formé : "},
}
"""Where a JSON text was refused: a request's body, a WebSocket message, a record; each shape in each
place is a code of its own, ``web_<place>_<shape>`` (``web_message_duplicate_key``), built here once."""

TEXTS.update(
    {
        f"web_{place}_{shape}": {lang: prefix[lang] + texts[lang] for lang in prefix}
        for place, prefix in MALFORMED.items()
        for shape, texts in JSON_SHAPES.items()
    }
)


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
    code to answer with, ``headers`` any header the answer carries (``Retry-After``); ``str()`` is the
    English text."""

    headers: Mapping[str, str] | None = None

    def __init__(self, code: str, status: int = 400, **params: Any) -> None:
        super().__init__(render(code, params))
        self.code = code
        self.status = status
        self.params = params

    @classmethod
    def of(cls, why: Reason, status: int = 400) -> Refused:
        """The server's coded refusal ``why`` (:func:`reason`) answered with the HTTP code ``status``."""
        if why.code is None or why.code not in TEXTS:
            raise ValueError(f"{why!r} is not one of the server's coded refusals")
        return cls(why.code, status, **why.params)

    def text(self, lang: str) -> str:
        """The refusal in ``lang``."""
        return render(self.code, self.params, lang)

    def json(self, lang: str) -> dict[str, Any]:
        """The HTTP answer's body: ``detail`` in ``lang``, with the code and parameters."""
        return {"detail": self.text(lang), "code": self.code, "params": self.params}

    def as_reason(self) -> Reason:
        """The same refusal as a :class:`Reason`, for a WebSocket."""
        return reason(self.code, **self.params)


def failed(code: str, **params: Any) -> dict[str, Any]:
    """A record's replay, review or analysis that did not work out, as the API answers it:
    ``{"ok": false, "error", "code", "params"}``, ``error`` in English until :func:`in_language`."""
    return {"ok": False, "error": render(code, params), "code": code, "params": params}


def in_language(outcome: dict[str, Any], lang: str) -> dict[str, Any]:
    """``outcome`` with a coded ``error`` (:func:`failed`) worded in ``lang``; others as they are (the
    record reader's own errors are English)."""
    code = outcome.get("code")
    if outcome.get("ok") is False and isinstance(code, str) and code in TEXTS:
        return {**outcome, "error": render(code, outcome.get("params") or {}, lang)}
    return outcome


def number(value: float) -> float:
    """A parameter's number as ``{:g}`` writes it: a whole one without ``.0`` (``5.0`` s is ``5`` s)."""
    return int(value) if float(value).is_integer() else value


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
