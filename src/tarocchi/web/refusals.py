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

from tarocchi.engine.explain import text
from tarocchi.errors import TarocchiError

TEXTS: Final[dict[str, dict[str, str]]] = {
    # the table (WebSocket errors)
    "web_stale": text(
        "the table moved on before your action arrived; choose again",
        "il tavolo è andato avanti prima che arrivasse la tua mossa; scegli di nuovo",
        "la table a avancé avant l'arrivée de votre action ; choisissez à nouveau",
    ),
    "web_spectator_cannot_act": text(
        "spectators cannot act", "gli spettatori non possono giocare", "les spectateurs ne peuvent pas jouer"
    ),
    "web_not_your_seat": text(
        "you hold seat {number}; you cannot act for seat {claimed_number}",
        "occupi il posto {number}; non puoi agire per il posto {claimed_number}",
        "vous occupez la place {number} ; vous ne pouvez pas agir pour la place {claimed_number}",
    ),
    "web_not_a_card": text(
        "'{card}' is not a card code", "'{card}' non è il codice di una carta", "'{card}' n'est pas un code de carte"
    ),
    "web_malformed_action": text(
        "malformed action: {reason}", "mossa malformata: {reason}", "action mal formée : {reason}"
    ),
    "web_no_such_table": text("no such table", "tavolo inesistente", "table inexistante"),
    "web_bad_seat_token": text("invalid seat token", "gettone del posto non valido", "jeton de place invalide"),
    "web_seat_lost": text("the seat is no longer yours", "il posto non è più tuo", "la place n'est plus la vôtre"),
    "web_session_ended": text(
        "your session has ended; sign in again",
        "la tua sessione è finita; entra di nuovo",
        "votre session a pris fin ; reconnectez-vous",
    ),
    "web_seat_left": text("you left this seat", "hai lasciato questo posto", "vous avez quitté cette place"),
    "web_last_person_left": text(
        "the last person left this table",
        "l'ultima persona ha lasciato questo tavolo",
        "la dernière personne a quitté cette table",
    ),
    "web_idle_closed": text(
        "this table was closed after {minutes} min with nobody at it",
        "questo tavolo è stato chiuso dopo {minutes} min senza nessuno",
        "cette table a été fermée après {minutes} min sans personne",
    ),
    "web_table_closed": text("this table is closed", "questo tavolo è chiuso", "cette table est fermée"),
    "web_not_started": text(
        "the match has not started: waiting for players",
        "la partita non è iniziata: si attendono i giocatori",
        "la partie n'a pas commencé : en attente des joueurs",
    ),
    "web_hand_over": text("the hand is over", "la mano è finita", "la donne est finie"),
    "web_hand_not_over": text("the hand is not over", "la mano non è finita", "la donne n'est pas finie"),
    "web_match_over": text("the match is over", "la partita è finita", "la partie est finie"),
    "web_slow_down": text(
        "too many messages: slow down", "troppi messaggi: rallenta", "trop de messages : ralentissez"
    ),
    # seats
    "web_table_not_live": text(
        "this table is {status}",
        "questo tavolo non è più aperto ({status})",
        "cette table n'est plus ouverte ({status})",
    ),
    "web_no_such_seat": text(
        "no seat {seat} at this table", "non c'è il posto {seat} a questo tavolo", "pas de place {seat} à cette table"
    ),
    "web_dummy_seat": text(
        "seat {number} is a dummy, played by seat {controller_number}",
        "il posto {number} è un morto, giocato dal posto {controller_number}",
        "la place {number} est un mort, jouée par la place {controller_number}",
    ),
    "web_computer_seat": text(
        "seat {number} is played by the computer",
        "il posto {number} è giocato dal computer",
        "la place {number} est jouée par l'ordinateur",
    ),
    "web_seat_taken": text(
        "seat {number} is taken by {name}",
        "il posto {number} è occupato da {name}",
        "la place {number} est prise par {name}",
    ),
    "web_already_seated": text(
        "you already hold seat {number} at this table",
        "occupi già il posto {number} a questo tavolo",
        "vous occupez déjà la place {number} à cette table",
    ),
    "web_no_seat_held": text(
        "you hold no seat at this table",
        "non occupi alcun posto a questo tavolo",
        "vous n'occupez aucune place à cette table",
    ),
    "web_no_free_seat": text(
        "no free seat at this table", "nessun posto libero a questo tavolo", "aucune place libre à cette table"
    ),
    # opening a table
    "web_unknown_seat_kind": text(
        "unknown seat kind '{kind}' (a person, human, or a computer player: {known})",
        "tipo di posto sconosciuto '{kind}' (una persona, human, o un giocatore computer: {known})",
        "type de place inconnu '{kind}' (une personne, human, ou un joueur ordinateur : {known})",
    ),
    "web_seat_count": text(
        "{game} with these options has {seats} seats, not {given}",
        "{game} con queste opzioni ha {seats} posti, non {given}",
        "{game} avec ces options a {seats} places, pas {given}",
    ),
    # limits (issue 15 §2)
    "web_server_tables_full": text(
        "the server has {limit} open tables, its limit; try again later",
        "il server ha {limit} tavoli aperti, il suo limite; riprova più tardi",
        "le serveur a {limit} tables ouvertes, sa limite ; réessayez plus tard",
    ),
    "web_user_tables_full": text(
        "you already have {limit} open tables; finish or leave one before opening another",
        "hai già {limit} tavoli aperti; finiscine o lasciane uno prima di aprirne un altro",
        "vous avez déjà {limit} tables ouvertes ; terminez-en ou quittez-en une avant d'en ouvrir une autre",
    ),
    "web_address_tables_full": text(
        "{limit} tables are already open from your network address; finish or leave one before opening another",
        "dal tuo indirizzo di rete sono già aperti {limit} tavoli; finiscine o lasciane uno prima di aprirne un altro",
        "{limit} tables sont déjà ouvertes depuis votre adresse réseau ; "
        "terminez-en ou quittez-en une avant d'en ouvrir une autre",
    ),
    "web_server_full": text(
        "the server is full; try again later",
        "il server è pieno; riprova più tardi",
        "le serveur est plein ; réessayez plus tard",
    ),
    "web_too_many_sockets": text(
        "too many open connections (the limit is {limit}); close other tabs",
        "troppe connessioni aperte (il limite è {limit}); chiudi altre schede",
        "trop de connexions ouvertes (la limite est {limit}) ; fermez d'autres onglets",
    ),
    "web_too_many_spectators": text(
        "this table already has {limit} spectators",
        "questo tavolo ha già {limit} spettatori",
        "cette table a déjà {limit} spectateurs",
    ),
    "web_reconnecting_too_fast": text(
        "too many connections to this table in a short time: wait {seconds} s and try again",
        "troppe connessioni a questo tavolo in poco tempo: aspetta {seconds} s e riprova",
        "trop de connexions à cette table en peu de temps : attendez {seconds} s et réessayez",
    ),
    # text the database cannot hold (issue 15: the same refusal on SQLite and PostgreSQL)
    "web_nul_character": text(
        "the text holds control characters: NUL (U+0000) is not allowed",
        "il testo contiene caratteri di controllo: NUL (U+0000) non è ammesso",
        "le texte contient des caractères de contrôle : NUL (U+0000) n'est pas admis",
    ),
    # accounts and names (the sign-in form)
    "web_login_first": text(
        "sign in or play as a guest first",
        "entra o gioca come ospite prima",
        "connectez-vous ou jouez en invité d'abord",
    ),
    "web_password_rules": text(
        "a password needs 8 to 256 characters",
        "la password deve avere da 8 a 256 caratteri",
        "le mot de passe doit avoir de 8 à 256 caractères",
    ),
    "web_login_taken": text("this login is taken", "questo utente esiste già", "cet identifiant est pris"),
    "web_bad_login": text(
        "wrong login or password", "utente o password errati", "identifiant ou mot de passe incorrect"
    ),
    "web_name_needed": text("a name is needed", "serve un nome", "un nom est nécessaire"),
    "web_login_needed": text("a login is needed", "serve un nome utente", "un identifiant est nécessaire"),
    "web_name_too_long": text(
        "the name is longer than {limit} characters",
        "il nome supera i {limit} caratteri",
        "le nom dépasse {limit} caractères",
    ),
    "web_login_too_long": text(
        "the login is longer than {limit} characters",
        "il nome utente supera i {limit} caratteri",
        "l'identifiant dépasse {limit} caractères",
    ),
    "web_name_control": text(
        "the name holds control characters",
        "il nome contiene caratteri di controllo",
        "le nom contient des caractères de contrôle",
    ),
    "web_login_control": text(
        "the login holds control characters",
        "il nome utente contiene caratteri di controllo",
        "l'identifiant contient des caractères de contrôle",
    ),
    "web_name_mixed_scripts": text(
        "the name mixes letters of different alphabets ({letters}); write it in one alphabet",
        "il nome mescola lettere di alfabeti diversi ({letters}); scrivilo in un solo alfabeto",
        "le nom mêle des lettres d'alphabets différents ({letters}) ; écrivez-le dans un seul alphabet",
    ),
    "web_login_mixed_scripts": text(
        "the login mixes letters of different alphabets ({letters}); write it in one alphabet",
        "il nome utente mescola lettere di alfabeti diversi ({letters}); scrivilo in un solo alfabeto",
        "l'identifiant mêle des lettres d'alphabets différents ({letters}) ; écrivez-le dans un seul alphabet",
    ),
    "web_name_computer": text(
        "the name '{name}' reads as a computer player's; choose another",
        "il nome '{name}' sembra quello di un giocatore del computer; scegline un altro",
        "le nom « {name} » se lit comme celui d'un joueur ordinateur ; choisissez-en un autre",
    ),
    # requests: what the middleware refuses (security.py), bodies and their fields
    "web_no_host": text("a Host header is required", "serve l'intestazione Host", "l'en-tête Host est obligatoire"),
    "web_unknown_host": text(
        "this server does not answer to the host {host}",
        "questo server non risponde all'host {host}",
        "ce serveur ne répond pas à l'hôte {host}",
    ),
    "web_origin_null": text(
        "cross-site request refused (Origin: null)",
        "richiesta da un altro sito rifiutata (Origin: null)",
        "requête d'un autre site refusée (Origin : null)",
    ),
    "web_origin_cross_site": text(
        "cross-site request refused (Origin: {origin})",
        "richiesta da un altro sito rifiutata (Origin: {origin})",
        "requête d'un autre site refusée (Origin : {origin})",
    ),
    "web_fetch_site_cross": text(
        "cross-site request refused (Sec-Fetch-Site: {site})",
        "richiesta da un altro sito rifiutata (Sec-Fetch-Site: {site})",
        "requête d'un autre site refusée (Sec-Fetch-Site : {site})",
    ),
    "web_no_origin": text(
        "request refused: it names no Origin (send the Origin header of the app's page)",
        "richiesta rifiutata: non indica alcuna Origin (invia l'intestazione Origin della pagina dell'app)",
        "requête refusée : elle n'indique aucune Origin (envoyez l'en-tête Origin de la page de l'application)",
    ),
    "web_origin_not_allowed": text("origin not allowed", "origine non ammessa", "origine non autorisée"),
    "web_too_many_requests": text(
        "too many requests: slow down", "troppe richieste: rallenta", "trop de requêtes : ralentissez"
    ),
    "web_too_many_logins": text(
        "too many failed sign-ins: wait {seconds} seconds and try again",
        "troppi accessi falliti: aspetta {seconds} secondi e riprova",
        "trop de connexions échouées : attendez {seconds} secondes et réessayez",
    ),
    "web_json_content_type": text(
        "the request body must be sent as application/json",
        "il corpo della richiesta va inviato come application/json",
        "le corps de la requête doit être envoyé en application/json",
    ),
    "web_bad_content_length": text("malformed Content-Length", "Content-Length malformato", "Content-Length mal formé"),
    "web_body_too_large": text(
        "the request body is larger than {limit} bytes",
        "il corpo della richiesta supera i {limit} byte",
        "le corps de la requête dépasse {limit} octets",
    ),
    "web_not_found": text("not found", "non trovato", "introuvable"),
    "web_method_not_allowed": text("method not allowed", "metodo non ammesso", "méthode non autorisée"),
    "web_malformed_json": text("malformed JSON", "JSON malformato", "JSON mal formé"),
    "web_json_object_expected": text("a JSON object is expected", "serve un oggetto JSON", "un objet JSON est attendu"),
    "web_not_utf8": text(
        "the file is not UTF-8 text", "il file non è testo UTF-8", "le fichier n'est pas du texte UTF-8"
    ),
    # a field of a request refused by its schema: ``where`` is its path (``seats.0``), as pydantic names it
    "web_field_missing": text("{where}: Field required", "{where}: campo obbligatorio", "{where} : champ obligatoire"),
    "web_field_extra": text(
        "{where}: Extra inputs are not permitted", "{where}: campo non ammesso", "{where} : champ non admis"
    ),
    "web_field_string": text(
        "{where}: Input should be a valid string", "{where}: deve essere una stringa", "{where} : doit être une chaîne"
    ),
    "web_field_integer": text(
        "{where}: Input should be a valid integer",
        "{where}: deve essere un numero intero",
        "{where} : doit être un nombre entier",
    ),
    "web_field_boolean": text(
        "{where}: Input should be a valid boolean",
        "{where}: deve essere true o false",
        "{where} : doit être true ou false",
    ),
    "web_field_object": text(
        "{where}: Input should be a valid dictionary",
        "{where}: deve essere un oggetto JSON",
        "{where} : doit être un objet JSON",
    ),
    "web_field_list": text(
        "{where}: Input should be a valid list", "{where}: deve essere una lista", "{where} : doit être une liste"
    ),
    "web_field_at_least": text(
        "{where}: Input should be greater than or equal to {limit}",
        "{where}: deve essere almeno {limit}",
        "{where} : doit valoir au moins {limit}",
    ),
    "web_field_at_most": text(
        "{where}: Input should be less than or equal to {limit}",
        "{where}: deve essere al massimo {limit}",
        "{where} : doit valoir au plus {limit}",
    ),
    "web_field_invalid": text(
        "{where}: {message}", "{where}: valore non valido ({message})", "{where} : valeur invalide ({message})"
    ),
    # the table's WebSocket messages (protocol.py)
    "web_message_too_large": text(
        "message too large ({size} bytes; the limit is {limit})",
        "messaggio troppo grande ({size} byte; il limite è {limit})",
        "message trop long ({size} octets ; la limite est {limit})",
    ),
    "web_message_not_json": text(
        "malformed message: not JSON", "messaggio malformato: non è JSON", "message mal formé : ce n'est pas du JSON"
    ),
    "web_message_object_expected": text(
        "malformed message: a JSON object is expected",
        "messaggio malformato: serve un oggetto JSON",
        "message mal formé : un objet JSON est attendu",
    ),
    "web_message_unknown_type": text(
        "malformed message: unknown type {kind}",
        "messaggio malformato: tipo sconosciuto {kind}",
        "message mal formé : type inconnu {kind}",
    ),
    "web_message_unknown_field": text(
        "malformed message: unknown field {field} in a {kind} message",
        "messaggio malformato: campo sconosciuto {field} in un messaggio {kind}",
        "message mal formé : champ inconnu {field} dans un message {kind}",
    ),
    "web_message_action_object": text(
        "malformed message: 'action' must be an object such as {example}",
        "messaggio malformato: 'action' deve essere un oggetto come {example}",
        "message mal formé : 'action' doit être un objet comme {example}",
    ),
    "web_message_action_field": text(
        "malformed message: unknown action field {field}",
        "messaggio malformato: campo sconosciuto {field} nella mossa",
        "message mal formé : champ inconnu {field} dans l'action",
    ),
    "web_message_seat_integer": text(
        "malformed message: 'seat' must be an integer",
        "messaggio malformato: 'seat' deve essere un numero intero",
        "message mal formé : 'seat' doit être un nombre entier",
    ),
    "web_message_card_list": text(
        "malformed message: {field} must be a list of card codes",
        "messaggio malformato: {field} deve essere una lista di codici di carte",
        "message mal formé : {field} doit être une liste de codes de cartes",
    ),
    "web_message_string": text(
        "malformed message: {field} must be a string",
        "messaggio malformato: {field} deve essere una stringa",
        "message mal formé : {field} doit être une chaîne",
    ),
    "web_message_version_integer": text(
        "malformed message: 'version' must be an integer",
        "messaggio malformato: 'version' deve essere un numero intero",
        "message mal formé : 'version' doit être un nombre entier",
    ),
    "web_rate_limited": text(
        "rate limit: too many messages; the connection is closed",
        "limite superato: troppi messaggi; la connessione è chiusa",
        "limite dépassée : trop de messages ; la connexion est fermée",
    ),
    # games, cards, tables and what the server could not do
    "web_no_such_game": text("no such game", "gioco inesistente", "jeu inexistant"),
    "web_no_such_card": text("no such card", "carta inesistente", "carte inexistante"),
    "web_unknown_game": text(
        "unknown game {game} (available: {known})",
        "gioco sconosciuto {game} (disponibili: {known})",
        "jeu inconnu {game} (disponibles : {known})",
    ),
    "web_not_saved": text(
        "the server could not save this change; try again",
        "il server non è riuscito a salvare questa modifica; riprova",
        "le serveur n'a pas pu enregistrer ce changement ; réessayez",
    ),
    # matches and their records: download, review, replay
    "web_no_such_match": text("no such match", "partita inesistente", "partie inexistante"),
    "web_match_not_started": text(
        "the match has not started", "la partita non è iniziata", "la partie n'a pas commencé"
    ),
    "web_table_record_private": text(
        "only this table's players may download its record (the table is not public)",
        "solo i giocatori di questo tavolo possono scaricarne la registrazione (il tavolo non è pubblico)",
        "seuls les joueurs de cette table peuvent en télécharger l'enregistrement (la table n'est pas publique)",
    ),
    "web_match_private_download": text(
        "only this match's players may download its record (its table is not public)",
        "solo i giocatori di questa partita possono scaricarne la registrazione (il suo tavolo non è pubblico)",
        "seuls les joueurs de cette partie peuvent en télécharger l'enregistrement (sa table n'est pas publique)",
    ),
    "web_match_private_review": text(
        "only this match's players may review it (its table is not public)",
        "solo i giocatori di questa partita possono rivederla (il suo tavolo non è pubblico)",
        "seuls les joueurs de cette partie peuvent la revoir (sa table n'est pas publique)",
    ),
    "web_match_private_analyse": text(
        "only this match's players may analyse it (its table is not public)",
        "solo i giocatori di questa partita possono analizzarla (il suo tavolo non è pubblico)",
        "seuls les joueurs de cette partie peuvent l'analyser (sa table n'est pas publique)",
    ),
    "web_review_busy": text(
        "the review service is busy; try again in a moment",
        "il servizio di revisione è occupato; riprova tra un momento",
        "le service de revue est occupé ; réessayez dans un instant",
    ),
    "web_review_timeout": text(
        "this record takes longer than {seconds} s to review; replay it with `tarocchi replay`",
        "questa registrazione richiede più di {seconds} s per la revisione; rigiocala con `tarocchi replay`",
        "cet enregistrement demande plus de {seconds} s pour être revu ; rejouez-le avec `tarocchi replay`",
    ),
    "web_record_refused": text(
        "hand {hand}, action {action}: seat {seat} cannot {what}: {reason}",
        "mano {hand}, mossa {action}: il posto {seat} non può fare «{what}»: {reason}",
        "donne {hand}, action {action} : la place {seat} ne peut pas faire « {what} » : {reason}",
    ),
    # a record the reader finds malformed, options a game refuses: ``reason`` is worded from the reader's
    # ``fault`` (:mod:`tarocchi.web.record_errors`); ``hand`` counts from 1, ``path`` is the record's JSON path
    "web_record_malformed": text(
        "malformed record at {path}: {reason}",
        "registrazione malformata in {path}: {reason}",
        "enregistrement mal formé à {path} : {reason}",
    ),
    "web_record_malformed_hand": text(
        "hand {hand}: malformed record at {path}: {reason}",
        "mano {hand}: registrazione malformata in {path}: {reason}",
        "donne {hand} : enregistrement mal formé à {path} : {reason}",
    ),
    "web_options_refused": text(
        "{reason}", "impossibile aprire il tavolo: {reason}", "impossible d'ouvrir la table : {reason}"
    ),
    "web_review_failed": text(
        "cannot review this record here ({error})",
        "questa registrazione non si può rivedere qui ({error})",
        "impossible de revoir cet enregistrement ici ({error})",
    ),
    "web_replay_busy": text(
        "the replay service is busy; try again in a moment",
        "il servizio di riproduzione è occupato; riprova tra un momento",
        "le service de relecture est occupé ; réessayez dans un instant",
    ),
    "web_replay_not_started": text(
        "the replay service could not start; try again in a moment",
        "il servizio di riproduzione non è partito; riprova tra un momento",
        "le service de relecture n'a pas pu démarrer ; réessayez dans un instant",
    ),
    "web_replay_timeout": text(
        "this record takes longer than {seconds} s to replay; replay it with `tarocchi replay`",
        "questa registrazione richiede più di {seconds} s per essere rigiocata; rigiocala con `tarocchi replay`",
        "cet enregistrement demande plus de {seconds} s pour être rejoué ; rejouez-le avec `tarocchi replay`",
    ),
    "web_replay_failed": text(
        "cannot replay this record here ({error})",
        "questa registrazione non si può rigiocare qui ({error})",
        "impossible de rejouer cet enregistrement ici ({error})",
    ),
    "web_replay_stopped": text(
        "cannot replay this record here (the replay worker stopped)",
        "questa registrazione non si può rigiocare qui (il processo di riproduzione si è fermato)",
        "impossible de rejouer cet enregistrement ici (le processus de relecture s'est arrêté)",
    ),
    "web_record_not_json": text(
        "malformed record: not valid JSON",
        "registrazione malformata: JSON non valido",
        "enregistrement mal formé : JSON invalide",
    ),
    # the analysis of a hand (analysis.py); ``name`` is a query parameter, ``hand`` or ``seat``
    "web_analysis_unknown_parameter": text(
        "unknown parameter {name} (hand and seat are the parameters)",
        "parametro sconosciuto {name} (i parametri sono hand e seat)",
        "paramètre inconnu {name} (les paramètres sont hand et seat)",
    ),
    "web_analysis_given_twice": text(
        "{name} is given twice", "il parametro {name} è dato due volte", "le paramètre {name} est donné deux fois"
    ),
    "web_analysis_not_a_number": text(
        "{name} must be a whole number from 0 to {limit}, not {value}",
        "il parametro {name} deve essere un numero intero da 0 a {limit}, non {value}",
        "le paramètre {name} doit être un nombre entier de 0 à {limit}, pas {value}",
    ),
    "web_analysis_hand_needed": text(
        "hand is needed (the hand to analyse, from 0)",
        "serve il parametro hand (la mano da analizzare, da 0)",
        "le paramètre hand est nécessaire (la donne à analyser, à partir de 0)",
    ),
    "web_analysis_seat_needed": text(
        "seat is needed (the seat whose decisions are analysed, from 0)",
        "serve il parametro seat (il posto di cui analizzare le decisioni, da 0)",
        "le paramètre seat est nécessaire (la place dont les décisions sont analysées, à partir de 0)",
    ),
    "web_analysis_no_own_seat": text(
        "seat is needed (you held no seat in this match)",
        "serve il parametro seat (non avevi alcun posto in questa partita)",
        "le paramètre seat est nécessaire (vous n'aviez aucune place dans cette partie)",
    ),
    "web_analysis_out_of_range": text(
        "{name} must be from 0 to {last}",
        "il parametro {name} deve andare da 0 a {last}",
        "le paramètre {name} doit aller de 0 à {last}",
    ),
    "web_analysis_record_no_hand": text(
        "the record holds no hand",
        "la registrazione non contiene alcuna mano",
        "l'enregistrement ne contient aucune donne",
    ),
    "web_analysis_match_no_hand": text(
        "the match holds no finished hand",
        "la partita non contiene alcuna mano finita",
        "la partie ne contient aucune donne finie",
    ),
    "web_analysis_game_no_seat": text("the game has no seat", "il gioco non ha posti", "le jeu n'a aucune place"),
    "web_analysis_refused": text(
        "this hand cannot be analysed: {reason}",
        "questa mano non si può analizzare: {reason}",
        "cette donne ne peut pas être analysée : {reason}",
    ),
    "web_analysis_failed": text(
        "this hand cannot be analysed here ({error})",
        "questa mano non si può analizzare qui ({error})",
        "cette donne ne peut pas être analysée ici ({error})",
    ),
    "web_analysis_busy": text(
        "the analysis service is busy; try again in a moment",
        "il servizio di analisi è occupato; riprova tra un momento",
        "le service d'analyse est occupé ; réessayez dans un instant",
    ),
    "web_analysis_timeout": text(
        "this hand takes longer than {seconds} s to analyse here; "
        "analyse the record with `tarocchi analyze RECORD --hand {hand} --seat {seat}`",
        "questa mano richiede più di {seconds} s per l'analisi qui; "
        "analizza la registrazione con `tarocchi analyze RECORD --hand {hand} --seat {seat}`",
        "cette donne demande plus de {seconds} s pour être analysée ici ; "
        "analysez l'enregistrement avec `tarocchi analyze RECORD --hand {hand} --seat {seat}`",
    ),
}
"""Code -> language -> template; ``{name}`` is a parameter (the page fills them in as the server does)."""

JSON_SHAPES: Final[dict[str, dict[str, str]]] = {
    "duplicate_key": text(
        "the key {key} appears twice", "la chiave {key} compare due volte", "la clé {key} apparaît deux fois"
    ),
    "long_number": text(
        "a number has more than {limit} digits",
        "un numero ha più di {limit} cifre",
        "un nombre a plus de {limit} chiffres",
    ),
    "number_range": text(
        "the number {number} is out of range",
        "il numero {number} è fuori dall'intervallo ammesso",
        "le nombre {number} est hors limites",
    ),
    "constant": text("{name} is not JSON", "{name} non è JSON", "{name} n'est pas du JSON"),
    "too_deep": text(
        "nested {depth} levels deep (the limit is {limit})",
        "annidato su {depth} livelli (il limite è {limit})",
        "imbriqué sur {depth} niveaux (la limite est {limit})",
    ),
    "nested": text("nested too deeply", "annidato troppo in profondità", "imbriqué trop profondément"),
}
"""What the strict JSON reader refuses (:class:`tarocchi.web.protocol.JSONShapeError`), by its shape."""

MALFORMED: Final[dict[str, dict[str, str]]] = {
    "json": text("malformed JSON: ", "JSON malformato: ", "JSON mal formé : "),
    "message": text("malformed message: ", "messaggio malformato: ", "message mal formé : "),
    "record": text("malformed record: ", "registrazione malformata: ", "enregistrement mal formé : "),
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
    """``outcome`` with a coded ``error`` (:func:`failed`) worded in ``lang``, the reason of a game's rule
    that refused a recorded action included (its ``refusal``, :mod:`tarocchi.web.record_errors`), and so is the
    record reader's own fault with its code (its ``fault``); others as they are (English)."""
    code = outcome.get("code")
    if outcome.get("ok") is False and isinstance(code, str) and code in TEXTS:
        params = outcome.get("params") or {}
        refusal, fault = outcome.get("refusal"), outcome.get("fault")
        if isinstance(refusal, Mapping) or isinstance(fault, Mapping):
            from tarocchi.web.record_errors import counted_from_one, fault_reason, rule_reason

            english = str(params.get("reason", ""))
            if isinstance(refusal, Mapping):  # a game's rule refused a recorded action
                params = {**params, "reason": rule_reason(refusal, english, lang)}
            else:  # the record reader's own fault
                params = {**params, "reason": fault_reason(fault, english, lang)}
            outcome = {**outcome, "params": params}
            return {**outcome, "error": render(code, counted_from_one(params), lang)}
        return {**outcome, "error": render(code, params, lang)}
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
