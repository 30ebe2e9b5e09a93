"""Web-only strings in English, Italian and French (card names come from :mod:`tarocchi.cards.names`)."""

from __future__ import annotations

from typing import Any, Final

from fastapi import Request

from tarocchi.cards import CODES

LANGS: Final = ("en", "it", "fr")

PLAYER_COUNTS: Final[dict[str, list[int]]] = {
    "french-tarot": [4, 3, 5],
    "gatti": [3, 4, 2],
    "piedmontese": [4, 3, 2],
    "tarocchino": [4],
}
"""Player counts offered in the lobby (the ``players`` option of each game's spec)."""

STRINGS: Final[dict[str, dict[str, str]]] = {
    "en": {
        "title": "Tarocchi",
        "lobby": "Lobby",
        "history": "History",
        "replay": "Replay a record",
        "guest": "Play as guest",
        "name": "Name",
        "login": "Login",
        "password": "Password",
        "register": "Create account",
        "signin": "Sign in",
        "logout": "Sign out",
        "create": "Create table",
        "game": "Game",
        "players": "Players",
        "options": "Other options (JSON)",
        "seat": "Seat",
        "human": "Person",
        "join": "Join",
        "watch": "Watch",
        "tables": "Open tables",
        "share": "Share this link",
        "waiting": "Waiting for players",
        "your_turn": "Your turn",
        "dummy": "dummy",
        "dummy_turn": "Your dummy's turn: play from its hand",
        "turn_of": "Turn of",
        "dealer": "dealer",
        "bid": "Bid",
        "call": "Call a card",
        "discard": "Discard",
        "declare": "Declare",
        "announce": "Announce",
        "give": "Give a card",
        "play": "Play",
        "choose": "Choose {n} cards",
        "confirm": "Confirm",
        "last_trick": "Last trick",
        "score_sheet": "Score sheet",
        "hand": "Hand",
        "totals": "Totals",
        "next_hand": "Next hand",
        "match_over": "The match is over",
        "hand_over": "Hand over",
        "points": "Points",
        "scores": "Scores",
        "download": "Download record",
        "upload": "Upload a record (tarocchi-record/1)",
        "spectator": "Spectator",
        "login_first": "sign in or play as a guest first",
        "password_rules": "a password needs 8 to 256 characters",
        "login_taken": "this login is taken",
        "bad_login": "wrong login or password",
        "refused": "Refused",
        "public_cards": "On the table",
        "your_hand": "Your hand",
        "tricks_won": "Tricks",
        "points_taken": "Points",
        "seats": "Seats",
        "connected": "connected",
        "away": "away",
        "lang": "Language",
        "detail": "Details",
        "ready_wait": "Waiting for the other players",
        "nothing": "Nothing yet",
    },
    "it": {
        "title": "Tarocchi",
        "lobby": "Sala",
        "history": "Storico",
        "replay": "Rivedi una registrazione",
        "guest": "Gioca come ospite",
        "name": "Nome",
        "login": "Utente",
        "password": "Password",
        "register": "Crea account",
        "signin": "Entra",
        "logout": "Esci",
        "create": "Crea tavolo",
        "game": "Gioco",
        "players": "Giocatori",
        "options": "Altre opzioni (JSON)",
        "seat": "Posto",
        "human": "Persona",
        "join": "Siediti",
        "watch": "Guarda",
        "tables": "Tavoli aperti",
        "share": "Condividi questo link",
        "waiting": "In attesa di giocatori",
        "your_turn": "Tocca a te",
        "dummy": "morto",
        "dummy_turn": "Tocca al tuo morto: gioca dalla sua mano",
        "turn_of": "Turno di",
        "dealer": "mazziere",
        "bid": "Dichiara",
        "call": "Chiama una carta",
        "discard": "Scarta",
        "declare": "Accusa",
        "announce": "Annuncia",
        "give": "Dai una carta",
        "play": "Gioca",
        "choose": "Scegli {n} carte",
        "confirm": "Conferma",
        "last_trick": "Ultima presa",
        "score_sheet": "Segnapunti",
        "hand": "Mano",
        "totals": "Totali",
        "next_hand": "Mano successiva",
        "match_over": "La partita è finita",
        "hand_over": "Mano finita",
        "points": "Punti",
        "scores": "Punteggi",
        "download": "Scarica la registrazione",
        "upload": "Carica una registrazione (tarocchi-record/1)",
        "spectator": "Spettatore",
        "login_first": "entra o gioca come ospite prima",
        "password_rules": "la password deve avere da 8 a 256 caratteri",
        "login_taken": "questo utente esiste già",
        "bad_login": "utente o password errati",
        "refused": "Rifiutato",
        "public_cards": "In tavola",
        "your_hand": "La tua mano",
        "tricks_won": "Prese",
        "points_taken": "Punti",
        "seats": "Posti",
        "connected": "collegato",
        "away": "assente",
        "lang": "Lingua",
        "detail": "Dettagli",
        "ready_wait": "In attesa degli altri giocatori",
        "nothing": "Ancora niente",
    },
    "fr": {
        "title": "Tarots",
        "lobby": "Salon",
        "history": "Historique",
        "replay": "Rejouer un enregistrement",
        "guest": "Jouer en invité",
        "name": "Nom",
        "login": "Identifiant",
        "password": "Mot de passe",
        "register": "Créer un compte",
        "signin": "Se connecter",
        "logout": "Se déconnecter",
        "create": "Créer une table",
        "game": "Jeu",
        "players": "Joueurs",
        "options": "Autres options (JSON)",
        "seat": "Place",
        "human": "Personne",
        "join": "S'asseoir",
        "watch": "Regarder",
        "tables": "Tables ouvertes",
        "share": "Partagez ce lien",
        "waiting": "En attente de joueurs",
        "your_turn": "À vous de jouer",
        "dummy": "mort",
        "dummy_turn": "À votre mort de jouer : jouez de sa main",
        "turn_of": "Au tour de",
        "dealer": "donneur",
        "bid": "Enchère",
        "call": "Appeler une carte",
        "discard": "Écart",
        "declare": "Déclarer",
        "announce": "Annoncer",
        "give": "Donner une carte",
        "play": "Jouer",
        "choose": "Choisissez {n} cartes",
        "confirm": "Valider",
        "last_trick": "Dernier pli",
        "score_sheet": "Feuille de marque",
        "hand": "Donne",
        "totals": "Totaux",
        "next_hand": "Donne suivante",
        "match_over": "La partie est finie",
        "hand_over": "Donne finie",
        "points": "Points",
        "scores": "Scores",
        "download": "Télécharger l'enregistrement",
        "upload": "Envoyer un enregistrement (tarocchi-record/1)",
        "spectator": "Spectateur",
        "login_first": "connectez-vous ou jouez en invité d'abord",
        "password_rules": "le mot de passe doit avoir de 8 à 256 caractères",
        "login_taken": "cet identifiant est pris",
        "bad_login": "identifiant ou mot de passe incorrect",
        "refused": "Refusé",
        "public_cards": "Sur la table",
        "your_hand": "Votre main",
        "tricks_won": "Plis",
        "points_taken": "Points",
        "seats": "Places",
        "connected": "connecté",
        "away": "absent",
        "lang": "Langue",
        "detail": "Détails",
        "ready_wait": "En attente des autres joueurs",
        "nothing": "Rien pour l'instant",
    },
}

GAME_NAMES: Final[dict[str, dict[str, str]]] = {
    "en": {
        "french-tarot": "French Tarot",
        "gatti": "Gatti",
        "piedmontese": "Piedmontese tarocchi",
        "tarocchino": "Bolognese Tarocchino",
    },
    "it": {
        "french-tarot": "Tarocco francese",
        "gatti": "Gatti (Mitigati)",
        "piedmontese": "Tarocchi piemontesi",
        "tarocchino": "Tarocchino bolognese",
    },
    "fr": {
        "french-tarot": "Tarot français",
        "gatti": "Gatti",
        "piedmontese": "Tarots piémontais",
        "tarocchino": "Tarocchino bolonais",
    },
}


def lang_of(request: Request | None) -> str:
    """The language asked for by the ``lang`` cookie, else the browser's Accept-Language."""
    if request is None:
        return "en"
    lang = request.cookies.get("lang", "")
    if lang in LANGS:
        return lang
    accept = request.headers.get("accept-language", "")[:2].lower()
    return accept if accept in LANGS else "en"


def text(key: str, request: Request | None = None) -> str:
    """One string in the request's language."""
    lang = lang_of(request)
    return STRINGS[lang].get(key, STRINGS["en"].get(key, key))


def bundle(lang: str, game: str | None = None) -> dict[str, Any]:
    """Everything the front end shows in ``lang``: UI strings, game names, and card names for ``game``."""
    if lang not in LANGS:
        lang = "en"
    out: dict[str, Any] = {"lang": lang, "ui": {**STRINGS["en"], **STRINGS[lang]}, "games": GAME_NAMES[lang]}
    if game:
        try:
            from tarocchi.cards.names import card_name

            out["cards"] = {code: card_name(card, game, lang) for card, code in enumerate(CODES)}
        except Exception:  # names not available: the codes are shown
            out["cards"] = {code: code for code in CODES}
    return out
