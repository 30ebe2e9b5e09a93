"""Web-only strings in English, Italian and French (card names come from :mod:`tarocchi.cards.names`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from starlette.requests import HTTPConnection

from tarocchi.cards import CODES
from tarocchi.web.gameinfo import Factory

LANGS: Final = ("en", "it", "fr")

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
        "seat": "Seat",
        "human": "Person",
        "join": "Join",
        "watch": "Watch",
        "tables": "Open tables",
        "share": "Share this link",
        "waiting": "Waiting for players",
        "your_turn": "Your turn",
        "dummy": "dummy",
        "dummy_seat": "Dummy",
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
        "show_part": "Show fewer",
        "show_part_help": "Tap the cards you do not want to show, then declare the rest.",
        "cards_shown": "{k} of {n} cards shown",
        "declare_these": "Declare these cards",
        "back": "Back",
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
        "options": "Options",
        "computer": "Computer",
        "free_seats": "free seats: {n}",
        "status_waiting": "waiting for players",
        "status_playing": "playing",
        "status_finished": "finished",
        "default_options": "usual rules",
        "you": "You",
        "to_play": "to play",
        "partner": "partner",
        "taker": "taker",
        "taker_partner": "taker's partner",
        "computer_level": "Computer ({level})",
        "download_partial": "The record holds the hands already over; "
        "the hand in progress is added once it ends, so no hidden card is given away.",
        "trick_won_by": "Trick won by {who}",
        "cards_left": "{n} cards",
        "no_thanks": "No, thanks",
        "no_thanks_play": "No: play a card",
        "download_later": "The record can be downloaded once the first hand is over.",
        "review": "Review",
        "review_of": "Review: {game}",
        "move_of": "Hand {hand} · move {step} of {total}",
        "prev": "Back",
        "next": "Forward",
        "prev_trick": "Previous trick",
        "next_trick": "Next trick",
        "date": "Date",
        "players_names": "Players",
        "result": "Result",
        "explain_title": "How the hand was scored",
        "give_help": (
            "You played the Fool and keep it for your side: give one card of your "
            "tricks to the side that won that trick."
        ),
        "optional_help": "This is optional.",
        "none": "none",
        "hidden_card": "face-down card",
        "no_history": "No match yet.",
        "skip_to_main": "Skip to the table",
        "cards_in_hand": "Your hand: {n} cards",
        "trick_area": "Cards on the table",
        "held_by": "Cards of {who}",
        "show_hand": "Show the whole hand",
        "all_hands": "Every hand, face up",
        "server_away": "The server is away; reconnecting in {s} s…",
        "server_back": "The server is back: connected again.",
        "leave_seat": "Leave this seat",
        "leave_confirm": "Leave your seat? During a match a computer player takes it over.",
        "left_seat": "You left the seat.",
        "public_table": "Public table: anyone may download its record",
        # the analysis of a hand on the review page (issue 13)
        "analysis_of": "Analysis of hand {hand}",
        "analysis_for": "Decisions of",
        "analyse_hand": "Analyse this hand",
        "analysing": "Analysing…",
        "analysing_help": "The computer plays each decision out over many deals; this takes a few seconds.",
        "analysis_help": (
            "For each decision: what the choice made lost against the best option, valued as the seat's "
            "expected score for the hand from what it knew then, over {samples} possible deals."
        ),
        "analysis_summary": "{n} decisions reviewed · total loss {loss}",
        "mistakes_title": "Biggest mistakes",
        "no_mistakes": "No mistake found.",
        "mistake": "mistake",
        "instead_of": "{chosen} instead of {best} (−{loss})",
        "show_decision": "Show this decision on the table",
        "trick_n": "Trick {n}",
        "chosen": "Chosen",
        "best_option": "Best",
        "best_choice": "The best choice",
        "loss": "Loss",
        "all_options": "Every option",
        "public": "public",
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
        "seat": "Posto",
        "human": "Persona",
        "join": "Siediti",
        "watch": "Guarda",
        "tables": "Tavoli aperti",
        "share": "Condividi questo link",
        "waiting": "In attesa di giocatori",
        "your_turn": "Tocca a te",
        "dummy": "morto",
        "dummy_seat": "Morto",
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
        "show_part": "Mostra meno carte",
        "show_part_help": "Tocca le carte che non vuoi mostrare, poi dichiara le altre.",
        "cards_shown": "{k} carte mostrate su {n}",
        "declare_these": "Dichiara queste carte",
        "back": "Indietro",
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
        "options": "Opzioni",
        "computer": "Computer",
        "free_seats": "posti liberi: {n}",
        "status_waiting": "in attesa di giocatori",
        "status_playing": "in corso",
        "status_finished": "finita",
        "default_options": "regole consuete",
        "you": "Tu",
        "to_play": "di turno",
        "partner": "socio",
        "taker": "dichiarante",
        "taker_partner": "socio del dichiarante",
        "computer_level": "Computer ({level})",
        "download_partial": "La registrazione contiene le mani già finite; "
        "quella in corso si aggiunge quando finisce, così nessuna carta nascosta viene svelata.",
        "trick_won_by": "Presa di {who}",
        "cards_left": "{n} carte",
        "no_thanks": "No, grazie",
        "no_thanks_play": "No: gioca una carta",
        "download_later": "La registrazione si scarica quando la prima mano è finita.",
        "review": "Rivedi",
        "review_of": "Revisione: {game}",
        "move_of": "Mano {hand} · mossa {step} di {total}",
        "prev": "Indietro",
        "next": "Avanti",
        "prev_trick": "Presa precedente",
        "next_trick": "Presa successiva",
        "date": "Data",
        "players_names": "Giocatori",
        "result": "Risultato",
        "explain_title": "Come si è contata la mano",
        "give_help": (
            "Hai giocato il Matto e lo tieni per la tua parte: dai una carta delle "
            "tue prese a chi ha vinto quella presa."
        ),
        "optional_help": "È facoltativo.",
        "none": "nessuno",
        "hidden_card": "carta coperta",
        "no_history": "Ancora nessuna partita.",
        "skip_to_main": "Vai al tavolo",
        "cards_in_hand": "La tua mano: {n} carte",
        "trick_area": "Carte in tavola",
        "held_by": "Carte di {who}",
        "show_hand": "Mostra tutta la mano",
        "all_hands": "Tutte le mani, scoperte",
        "server_away": "Il server non risponde; nuovo tentativo fra {s} s…",
        "server_back": "Il server è tornato: di nuovo connesso.",
        "leave_seat": "Lascia il posto",
        "leave_confirm": "Lasciare il posto? Durante la partita lo prende un giocatore del computer.",
        "left_seat": "Hai lasciato il posto.",
        "public_table": "Tavolo pubblico: chiunque può scaricarne la registrazione",
        "analysis_of": "Analisi della mano {hand}",
        "analysis_for": "Decisioni di",
        "analyse_hand": "Analizza questa mano",
        "analysing": "Analisi in corso…",
        "analysing_help": "Il computer gioca ogni decisione su molte distribuzioni: ci vuole qualche secondo.",
        "analysis_help": (
            "Per ogni decisione: quanto la scelta fatta ha perso rispetto all'opzione migliore, valutata come "
            "il punteggio atteso del posto nella mano secondo ciò che sapeva allora, su {samples} "
            "distribuzioni possibili."
        ),
        "analysis_summary": "{n} decisioni esaminate · perdita totale {loss}",
        "mistakes_title": "Errori più gravi",
        "no_mistakes": "Nessun errore trovato.",
        "mistake": "errore",
        "instead_of": "{chosen} invece di {best} (−{loss})",
        "show_decision": "Mostra questa decisione sul tavolo",
        "trick_n": "Presa {n}",
        "chosen": "Scelta",
        "best_option": "Migliore",
        "best_choice": "La scelta migliore",
        "loss": "Perdita",
        "all_options": "Tutte le opzioni",
        "public": "pubblico",
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
        "seat": "Place",
        "human": "Personne",
        "join": "S'asseoir",
        "watch": "Regarder",
        "tables": "Tables ouvertes",
        "share": "Partagez ce lien",
        "waiting": "En attente de joueurs",
        "your_turn": "À vous de jouer",
        "dummy": "mort",
        "dummy_seat": "Mort",
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
        "show_part": "Montrer moins",
        "show_part_help": "Touchez les cartes que vous ne voulez pas montrer, puis annoncez les autres.",
        "cards_shown": "{k} cartes montrées sur {n}",
        "declare_these": "Annoncer ces cartes",
        "back": "Retour",
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
        "options": "Options",
        "computer": "Ordinateur",
        "free_seats": "places libres : {n}",
        "status_waiting": "en attente de joueurs",
        "status_playing": "en cours",
        "status_finished": "finie",
        "default_options": "règles habituelles",
        "you": "Vous",
        "to_play": "à jouer",
        "partner": "partenaire",
        "taker": "preneur",
        "taker_partner": "partenaire du preneur",
        "computer_level": "Ordinateur ({level})",
        "download_partial": "L'enregistrement contient les donnes déjà finies ; "
        "celle en cours s'y ajoute quand elle se termine, ainsi aucune carte cachée n'est dévoilée.",
        "trick_won_by": "Pli pour {who}",
        "cards_left": "{n} cartes",
        "no_thanks": "Non merci",
        "no_thanks_play": "Non : jouer une carte",
        "download_later": "L'enregistrement se télécharge quand la première donne est finie.",
        "review": "Revoir",
        "review_of": "Revoir : {game}",
        "move_of": "Donne {hand} · coup {step} sur {total}",
        "prev": "Reculer",
        "next": "Avancer",
        "prev_trick": "Pli précédent",
        "next_trick": "Pli suivant",
        "date": "Date",
        "players_names": "Joueurs",
        "result": "Résultat",
        "explain_title": "Le compte de la donne",
        "give_help": (
            "Vous avez joué l'Excuse et la gardez pour votre camp : donnez une "
            "carte de vos plis au camp qui a gagné ce pli."
        ),
        "optional_help": "C'est facultatif.",
        "none": "aucun",
        "hidden_card": "carte cachée",
        "no_history": "Pas encore de partie.",
        "skip_to_main": "Aller à la table",
        "cards_in_hand": "Votre main : {n} cartes",
        "trick_area": "Cartes sur la table",
        "held_by": "Cartes de {who}",
        "show_hand": "Montrer toute la main",
        "all_hands": "Toutes les mains, visibles",
        "server_away": "Le serveur ne répond plus ; nouvelle tentative dans {s} s…",
        "server_back": "Le serveur est revenu : reconnecté.",
        "leave_seat": "Quitter la place",
        "leave_confirm": "Quitter votre place ? Pendant la partie, un joueur ordinateur la prend.",
        "left_seat": "Vous avez quitté la place.",
        "public_table": "Table publique : chacun peut télécharger sa partie",
        "analysis_of": "Analyse de la donne {hand}",
        "analysis_for": "Décisions de",
        "analyse_hand": "Analyser cette donne",
        "analysing": "Analyse en cours…",
        "analysing_help": "L'ordinateur joue chaque décision sur de nombreuses donnes : cela prend quelques secondes.",
        "analysis_help": (
            "Pour chaque décision : ce que le choix fait a perdu face à la meilleure option, évaluée comme "
            "le score espéré de la place pour la donne d'après ce qu'elle savait alors, sur {samples} "
            "donnes possibles."
        ),
        "analysis_summary": "{n} décisions examinées · perte totale {loss}",
        "mistakes_title": "Plus grosses erreurs",
        "no_mistakes": "Aucune erreur trouvée.",
        "mistake": "erreur",
        "instead_of": "{chosen} au lieu de {best} (−{loss})",
        "show_decision": "Montrer cette décision sur la table",
        "trick_n": "Pli {n}",
        "chosen": "Choix",
        "best_option": "Meilleur",
        "best_choice": "Le meilleur choix",
        "loss": "Perte",
        "all_options": "Toutes les options",
        "public": "publique",
    },
}


def lang_of(request: HTTPConnection | None) -> str:
    """The language asked for by the ``lang`` cookie, else the browser's Accept-Language."""
    if request is None:
        return "en"
    lang = request.cookies.get("lang", "")
    if lang in LANGS:
        return lang
    accept = request.headers.get("accept-language", "")[:2].lower()
    return accept if accept in LANGS else "en"


def refusal_texts(lang: str) -> dict[str, str]:
    """The server's own refusals (:mod:`tarocchi.web.refusals`) as ``refusal.<code>`` templates in ``lang``:
    the page words a coded error with them when the game has no text of that code (issue 16)."""
    from tarocchi.web.refusals import TEXTS

    return {f"refusal.{code}": entry.get(lang, entry["en"]) for code, entry in TEXTS.items()}


CATALOG_PREFIXES: Final = ("log_", "opt_", "pub_", "own_")
"""The shared i18n messages the page uses too (action descriptions, pile labels), as the terminal does."""


PAGE_MESSAGES: Final = ("yes", "no", "alone", "contract_by", "called_card", "partner_is", "pm_reference")
"""Other shared messages the page uses: yes/no, and the hand's public facts under the table's status line
(as the terminal's info line has them)."""


def bundle(lang: str, games: Mapping[str, Factory], game: str | None = None) -> dict[str, Any]:
    """Everything the front end shows in ``lang``: UI strings, game titles, the shared messages and, for
    ``game``, its texts (option labels, explanation lines, refusals), card names and display order."""
    from tarocchi.i18n.catalog import MESSAGES
    from tarocchi.web import gameinfo

    if lang not in LANGS:
        lang = "en"
    titles = {}
    for name, factory in games.items():
        cls = gameinfo.game_class_of(factory)
        titles[name] = gameinfo.title(name, cls, lang) if cls is not None else name
    catalog = {
        key: entry.get(lang) or entry["en"]
        for key, entry in MESSAGES.items()
        if key.startswith(CATALOG_PREFIXES) or key in PAGE_MESSAGES
    }
    ui = {**STRINGS["en"], **STRINGS[lang], **refusal_texts(lang)}
    out: dict[str, Any] = {"lang": lang, "ui": ui, "games": titles, "cat": catalog}
    cls = gameinfo.game_class_of(games[game]) if game in games else None
    if game and cls is not None:
        from tarocchi.cards.names import card_name, display_sort_key

        out["texts"] = gameinfo.texts(game, cls, lang)
        out["card_style"] = gameinfo.card_style(game, cls)
        out["cards"] = {code: card_name(card, game, lang) for card, code in enumerate(CODES)}
        out["order"] = [CODES[c] for c in sorted(range(len(CODES)), key=lambda c: display_sort_key(c, game))]
    return out
