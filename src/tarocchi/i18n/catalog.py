"""The message catalogue: key -> {language: template}. Templates use ``str.format`` fields."""

from __future__ import annotations

from typing import Final


def _m(en: str, it: str, fr: str) -> dict[str, str]:
    return {"en": en, "it": it, "fr": fr}


MESSAGES: Final[dict[str, dict[str, str]]] = {
    # people and places
    "you": _m("You", "Tu", "Vous"),
    "seat_n": _m("Seat {n}", "Posto {n}", "Place {n}"),
    "you_third": _m("Seat {n} (you)", "Posto {n} (tu)", "Place {n} (vous)"),
    "your_dummy_third": _m("Seat {n} (your dummy)", "Posto {n} (il tuo morto)", "Place {n} (votre mort)"),
    "yes": _m("yes", "sì", "oui"),
    "no": _m("no", "no", "non"),
    "alone": _m("alone", "da solo", "seul"),
    "table": _m("Table", "Tavolo", "Table"),
    "tag_dealer": _m("D", "M", "D"),
    "tag_taker": _m("*", "*", "*"),
    "calls": _m("calls", "chiama", "appelle"),
    "tricks_short": _m("tricks ", "prese ", "plis "),
    "trick_n": _m("trick {n}", "presa {n}", "pli {n}"),
    "last_trick_line": _m(
        "Last trick: {cards} → {who}", "Ultima presa: {cards} → {who}", "Dernier pli : {cards} → {who}"
    ),
    "last_trick": _m("last trick", "ultima presa", "dernier pli"),
    "hand_n": _m("hand {n}", "mano {n}", "donne {n}"),
    "dealer_is": _m("dealer {who}", "mazziere {who}", "donneur {who}"),
    "dealer_you": _m("you deal", "sei il mazziere", "vous donnez"),
    "header_score": _m("your score {pts}", "i tuoi punti {pts}", "votre score {pts}"),
    "your_hand": _m("Your hand", "La tua mano", "Votre main"),
    "dummy_hand": _m("Dummy's hand", "Mano del morto", "Main du mort"),
    "no_cards": _m("(no cards)", "(nessuna carta)", "(aucune carte)"),
    "declaration": _m("declaration", "dichiarazione", "déclaration"),
    "log_title": _m("What happened", "Cronaca", "Déroulement"),
    "taken_title": _m("Taken", "Prese", "Plis pris"),
    "taken_tricks": _m("tricks", "prese", "plis"),
    "taken_points": _m("points", "punti", "points"),
    "footer_keys": _m(
        "?:help  ←→ Enter:play  Tab:log/score  F2:sheet  Ctrl+C:save & quit",
        "?:aiuto  ←→ Invio:gioca  Tab:cronaca/punti  F2:punti  Ctrl+C:salva ed esci",
        "?:aide  ←→ Entrée:jouer  Tab:déroulé/score  F2:feuille  Ctrl+C:sauver et quitter",
    ),
    "footer_keys_short": _m(
        "?:help Tab:log F2:sheet Ctrl+C:quit",
        "?:aiuto Tab:cronaca F2:punti Ctrl+C:esci",
        "?:aide Tab:déroulé F2:feuille Ctrl+C:quitter",
    ),
    # log
    "log_bid": _m("{who}: {bid}", "{who}: {bid}", "{who} : {bid}"),
    "log_call": _m("{who}: call {card}", "{who}: chiamata {card}", "{who} : appel {card}"),
    "log_discard": _m("{who}: discard {cards}", "{who}: scarto {cards}", "{who} : écart {cards}"),
    "log_discard_hidden": _m("{who}: discard (hidden)", "{who}: scarto (coperto)", "{who} : écart (caché)"),
    "log_declare": _m("{who}: {what} {cards}", "{who}: {what} {cards}", "{who} : {what} {cards}"),
    "log_announce": _m("{who}: announce {what}", "{who}: annuncio {what}", "{who} : annonce {what}"),
    "log_give": _m("{who}: gives {card} in exchange", "{who}: dà {card} in cambio", "{who} : donne {card} en échange"),
    "log_give_hidden": _m(
        "{who}: gives a card in exchange (hidden)",
        "{who}: dà una carta in cambio (coperta)",
        "{who} : donne une carte en échange (cachée)",
    ),
    "log_play": _m("{who}: {card}", "{who}: {card}", "{who} : {card}"),
    "log_trick": _m("#{n} {cards} → {who}", "#{n} {cards} → {who}", "#{n} {cards} → {who}"),
    "contract_by": _m("{contract} by {who}", "{contract} di {who}", "{contract} par {who}"),
    "contract_yours": _m("your {contract}", "il tuo contratto: {contract}", "votre {contract}"),
    "called_card": _m("called {card}", "chiamato {card}", "appel {card}"),
    "partner_is": _m("partner {who}", "socio {who}", "partenaire {who}"),
    "partner_yours": _m("your partner {who}", "il tuo socio {who}", "votre partenaire {who}"),
    "partner_you": _m("you are the partner", "il socio sei tu", "vous êtes le partenaire"),
    "dummy": _m("Dummy", "Morto", "Mort"),
    "dummy_of": _m("Dummy {who}", "Morto {who}", "Mort {who}"),
    "your_dummy": _m("Your dummy", "Tuo morto", "Votre mort"),
    "pub_chien": _m("Chien", "Chien", "Chien"),
    "pub_faceup": _m("Face up", "Scoperte", "Visibles"),
    "pub_dummy": _m("Dummy", "Morto", "Mort"),
    "pub_declared": _m("Shown", "Mostrate", "Montrées"),
    "pub_discard": _m("Discard shown", "Scarto mostrato", "Écart montré"),
    "own_discard": _m("Your discard", "Il tuo scarto", "Votre écart"),
    "own_discard_required": _m("To discard", "Da scartare", "À écarter"),
    "own_discard_pool": _m("May be discarded", "Si possono scartare", "Peuvent aller à l'écart"),
    "pub_called": _m("Called", "Chiamata", "Appelée"),
    "pub_poignee": _m("Poignée", "Poignée", "Poignée"),
    "pub_petit-sec": _m("Petit sec", "Petit secco", "Petit sec"),
    "pub_discard_trumps": _m("Trumps discarded", "Atout scartati", "Atouts écartés"),
    "pub_monte": _m("Monte", "Monte", "Monte"),
    "pub_talon": _m("Talon", "Tallone", "Talon"),
    # menus and prompts
    "opt_call": _m("call {card}", "chiama {card}", "appeler {card}"),
    "opt_announce": _m("announce {what}", "annuncia {what}", "annoncer {what}"),
    "opt_declare": _m("declare {what} {cards}", "dichiara {what} {cards}", "déclarer {what} {cards}"),
    "opt_declare_cards": _m("declare {cards}", "dichiara {cards}", "déclarer {cards}"),
    "opt_declare_nothing": _m(
        "no (more) declarations", "nessuna (altra) dichiarazione", "pas de (nouvelle) déclaration"
    ),
    "log_declare_nothing": _m(
        "{who}: no more declarations", "{who}: nient'altro da dichiarare", "{who} : rien de plus"
    ),
    "opt_give": _m("give {card}", "dai {card}", "donner {card}"),
    "opt_discard": _m("discard {cards}", "scarta {cards}", "écarter {cards}"),
    "opt_choose_discard": _m("discard {n} cards", "scarta {n} carte", "écarter {n} cartes"),
    "opt_choose_declare": _m("show {what} ({n} cards)", "mostra {what} ({n} carte)", "montrer {what} ({n} cartes)"),
    "opt_decline": _m("let the engine choose", "lascia scegliere", "laisser choisir"),
    "opt_pass": _m("no, play on", "no, si gioca", "non, on joue"),
    "give_line": _m(
        "{fool}: type the card to give: {cards}",
        "{fool}: scrivi la carta da dare: {cards}",
        "{fool} : tapez la carte à donner : {cards}",
    ),
    "give_default": _m("Enter gives {card}.", "Invio dà {card}.", "Entrée donne {card}."),
    "not_to_give": _m(
        "{card} is in your hand: you play it at your turn. First type the card to give ({fool}).",
        "{card} è nella tua mano: la giochi al tuo turno. Prima scrivi la carta da dare ({fool}).",
        "{card} est dans votre main : vous la jouerez à votre tour. Tapez d'abord la carte à donner ({fool}).",
    ),
    "ambiguous_number": _m(
        "{text!r} could mean option {text} ({option}) or {card} ({typed}): type {typed} for the card, "
        "#{text} for the option.",
        "{text!r} può voler dire l'opzione {text} ({option}) o {card} ({typed}): scrivi {typed} per la carta, "
        "#{text} per l'opzione.",
        "{text!r} peut vouloir dire l'option {text} ({option}) ou {card} ({typed}) : tapez {typed} pour la carte, "
        "#{text} pour l'option.",
    ),
    "prompt_play": _m(
        "Your turn: play a card (←→ Enter, or type it: {examples}; ? lists the words)",
        "Tocca a te: gioca una carta (←→ Invio, o scrivila: {examples}; ? elenca le parole)",
        "À vous : jouez une carte (←→ Entrée, ou tapez-la : {examples} ; ? donne les mots)",
    ),
    "prompt_menu": _m(
        "Your turn: type a number and Enter (↑↓ Enter also)",
        "Tocca a te: scrivi un numero e Invio (anche ↑↓ Invio)",
        "À vous : tapez un numéro et Entrée (ou ↑↓ Entrée)",
    ),
    "prompt_menu_dummy": _m(
        "type a number and Enter (↑↓ Enter also)",
        "scrivi un numero e Invio (anche ↑↓ Invio)",
        "tapez un numéro et Entrée (ou ↑↓ Entrée)",
    ),
    "prompt_choice": _m(
        "{what}: {k}/{n} chosen. Space toggles the card under the cursor, or type the cards; "
        "Enter confirms, Esc clears",
        "{what}: {k}/{n} scelte. Spazio seleziona la carta sotto il cursore, o scrivi le carte; "
        "Invio conferma, Esc annulla",
        "{what} : {k}/{n} choisies. Espace choisit la carte sous le curseur, ou tapez les cartes ; "
        "Entrée valide, Échap efface",
    ),
    "waiting_for": _m("Waiting for {who}…", "Tocca a {who}…", "{who} réfléchit…"),
    "acting_for_dummy": _m("Your dummy's turn:", "Tocca al tuo morto:", "Au tour de votre mort :"),
    "acting_yourself": _m("Your turn:", "Tocca a te:", "À vous :"),
    "prompt_play_dummy": _m(
        "play a card of its hand (←→ Enter, or type it: {examples}; ? lists the words)",
        "gioca una carta della sua mano (←→ Invio, o scrivila: {examples}; ? elenca le parole)",
        "jouez une carte de sa main (←→ Entrée, ou tapez-la : {examples} ; ? donne les mots)",
    ),
    "hand_over_short": _m("The hand is over.", "La mano è finita.", "La donne est finie."),
    "show_part_hint": _m(
        "To show fewer cards of a combination, type the cards to show.",
        "Per mostrare meno carte di una combinazione, scrivi le carte da mostrare.",
        "Pour montrer moins de cartes d'une combinaison, tapez les cartes à montrer.",
    ),
    "which_showing": _m(
        "These cards can be shown as more than one combination: which one? (a number)",
        "Queste carte formano più di una combinazione: quale dichiari? (un numero)",
        "Ces cartes forment plus d'une combinaison : laquelle annoncez-vous ? (un numéro)",
    ),
    "choose_cards_help": _m(
        "Choose {n} cards: Space on each, or type their codes, then Enter.",
        "Scegli {n} carte: Spazio su ciascuna, o scrivi i codici, poi Invio.",
        "Choisissez {n} cartes : Espace sur chacune, ou tapez les codes, puis Entrée.",
    ),
    # refusals and errors
    # what was refused, then why: one colon before the reason (which may have its own: "(in hand: …)")
    "refused": _m("Refused — {what}: {why}", "Rifiutato — {what}: {why}", "Refusé — {what} : {why}"),
    "not_your_turn": _m("Not your turn yet.", "Non è ancora il tuo turno.", "Ce n'est pas encore à vous."),
    "no_such_option": _m("There is no option {k}.", "Non c'è l'opzione {k}.", "Il n'y a pas d'option {k}."),
    "not_understood": _m(
        "Not understood: {text!r}. Type a card ({examples}), a number, or ? for the words.",
        "Non capito: {text!r}. Scrivi una carta ({examples}), un numero, o ? per le parole.",
        "Pas compris : {text!r}. Tapez une carte ({examples}), un numéro, ou ? pour les mots.",
    ),
    "not_in_hand": _m("You do not hold {card}.", "Non hai {card}.", "Vous n'avez pas {card}."),
    "not_in_dummy_hand": _m(
        "Your dummy does not hold {card}.", "Il tuo morto non ha {card}.", "Votre mort n'a pas {card}."
    ),
    "card_required": _m("{card} must be part of it.", "{card} deve farne parte.", "{card} doit en faire partie."),
    "card_not_allowed": _m(
        "{card} cannot be chosen: {why}",
        "{card} non si può scegliere: {why}",
        "{card} ne peut pas être choisie : {why}",
    ),
    "not_in_pool": _m("not allowed by the rules here", "non ammessa dalle regole qui", "interdite par la règle ici"),
    "too_many": _m(
        "Already {n} cards chosen: unselect one first.",
        "Già {n} carte scelte: togline una prima.",
        "Déjà {n} cartes choisies : retirez-en une d'abord.",
    ),
    "choose_exactly": _m(
        "Choose exactly {n} cards ({k} chosen).",
        "Scegli esattamente {n} carte ({k} scelte).",
        "Choisissez exactement {n} cartes ({k} choisies).",
    ),
    "choose_exactly_one": _m(  # {k} takes the singular (i18n.lines.is_one: 1, and 0 in French)
        "Choose exactly {n} cards ({k} chosen).",
        "Scegli esattamente {n} carte ({k} scelta).",
        "Choisissez exactement {n} cartes ({k} choisie).",
    ),
    "error": _m("Error: {err}", "Errore: {err}", "Erreur : {err}"),
    "save_failed": _m(
        "Could not save the record: {err}",
        "Impossibile salvare la partita: {err}",
        "Impossible d'enregistrer la partie : {err}",
    ),
    # pages
    "press_enter_back": _m(
        "Enter or Esc: back to the table", "Invio o Esc: torna al tavolo", "Entrée ou Échap : retour à la table"
    ),
    "press_enter_next": _m(
        "Enter: next hand   Ctrl+C: save and quit",
        "Invio: mano seguente   Ctrl+C: salva ed esci",
        "Entrée : donne suivante   Ctrl+C : sauver et quitter",
    ),
    "press_enter_quit": _m("Enter: quit", "Invio: esci", "Entrée : quitter"),
    "press_enter_quit_or_new": _m(
        "Enter: quit   N: new match", "Invio: esci   N: nuova partita", "Entrée : quitter   N : nouvelle partie"
    ),
    "new_match_offer": _m(
        "N starts a new match with the same settings and new deals, recorded in a new file: this record is kept.",
        "N inizia una nuova partita con le stesse impostazioni e nuove mani, salvata in un nuovo file: "
        "questa partita resta salvata.",
        "N lance une nouvelle partie avec les mêmes réglages et de nouvelles donnes, enregistrée dans un nouveau "
        "fichier : cette partie reste enregistrée.",
    ),
    "new_match_started": _m(
        "New match: hand 1, a new deal. Recorded in {path}",
        "Nuova partita: mano 1, nuova distribuzione. Salvata in {path}",
        "Nouvelle partie : donne 1, nouvelle distribution. Enregistrée dans {path}",
    ),
    "hand_over_title": _m("End of hand {n}", "Fine della mano {n}", "Fin de la donne {n}"),
    "new_hand": _m("Hand {n}: new deal.", "Mano {n}: nuova distribuzione.", "Donne {n} : nouvelle distribution."),
    "match_over": _m("The match is over.", "La partita è finita.", "La partie est finie."),
    "match_won_you": _m("You win the match.", "Hai vinto la partita.", "Vous gagnez la partie."),
    "match_won_one": _m("{who} wins the match.", "{who} vince la partita.", "{who} gagne la partie."),
    "match_won_you_and": _m(  # {who}: the reader's "you" and the others, one list (i18n.lines.and_list)
        "{who} win the match.", "{who} avete vinto la partita.", "{who} gagnez la partie."
    ),
    "match_won_many": _m("{who} win the match.", "Vincono la partita: {who}.", "Gagnent la partie : {who}."),
    "match_drawn": _m(
        "The match ends level: nobody wins it.",
        "La partita finisce in parità: nessuno vince.",
        "La partie se termine à égalité : personne ne gagne.",
    ),
    "and": _m("and", "e", "et"),
    "record_saved": _m("Record saved: {path}", "Partita salvata: {path}", "Partie enregistrée : {path}"),
    "resume_hint": _m(
        "To go on with this game: tarocchi play --resume {path}",
        "Per riprendere la partita: tarocchi play --resume {path}",
        "Pour reprendre la partie : tarocchi play --resume {path}",
    ),
    "score_sheet": _m("Score sheet", "Foglio dei punti", "Feuille de marque"),
    "no_hands_yet": _m("No hand finished yet.", "Nessuna mano finita.", "Aucune donne finie."),
    "sheet_totals": _m(
        "Totals after {n} hands",
        "Totali dopo {n} mani",
        "Totaux après {n} donnes",
    ),
    "sheet_totals_one": _m("Totals after 1 hand", "Totali dopo 1 mano", "Totaux après 1 donne"),
    "sheet_whole_hint": _m("(F2: the whole sheet)", "(F2: tutto il foglio)", "(F2 : toute la feuille)"),
    # the score sheet's columns (records/sheet.py: replay --csv, the web's download), English as the record's words
    "sheet_col_file": _m("file", "file", "fichier"),
    "sheet_col_hand": _m("hand", "mano", "donne"),
    "sheet_col_dealer": _m("dealer", "mazziere", "donneur"),
    "sheet_col_explanation": _m("explanation", "spiegazione", "explication"),
    "sheet_col_score": _m("{who} score", "punti {who}", "score {who}"),
    "sheet_col_total": _m("{who} total", "totale {who}", "total {who}"),
    # a game whose hand scores are a running balance (Piedmontese 7.1: against REF): the score column's name
    "sheet_col_balance": _m("{who} balance", "saldo {who}", "solde {who}"),
    # a computer player's stored name ("Computer 2 (strong)") in a language, as the web's pages word it
    # (agents.levels.worded_name: the score sheet)
    "computer_named": _m("Computer {n} ({level})", "Computer {n} · {level}", "Ordinateur {n} · {level}"),
    "sheet_col_seat": _m("seat {n}", "posto {n}", "place {n}"),
    "sheet_col_contract": _m("contract", "contratto", "contrat"),
    "sheet_col_taker": _m("taker", "dichiarante", "preneur"),
    "sheet_col_called": _m("called", "carta chiamata", "carte appelée"),
    "sheet_col_partner": _m("partner", "socio", "partenaire"),
    "sheet_col_chelem_announced": _m("chelem_announced", "chelem annunciato", "chelem annoncé"),
    "sheet_col_reference": _m("reference", "riferimento", "référence"),
    "sheet_col_discard_owner": _m("discard_owner", "scarto di", "écart de"),
    "sheet_col_monte_owner": _m("monte_owner", "monte di", "monte de"),
    "sheet_col_last_trick": _m("last_trick", "ultima presa", "dernier pli"),
    "sheet_col_fool": _m("fool", "matto", "excuse"),
    "so_far": _m("declared in this hand", "dichiarati in questa mano", "annoncés dans cette donne"),
    "card_points_line": _m("Card points: {pts}", "Punti carte: {pts}", "Points de cartes : {pts}"),
    "scores_line": _m("Scores: {scores}", "Punteggio: {scores}", "Scores : {scores}"),
    "declared_title": _m("Declared:", "Dichiarato:", "Déclaré :"),
    "captured_title": _m("Captured combinations:", "Combinazioni prese:", "Combinaisons prises :"),
    "criccone_doubled": _m(
        "criccone: 3+ cricche, doubled",
        "criccone: 3 o più cricche, raddoppiate",
        "criccone : 3 cricche ou plus, doublées",
    ),
    "sequences_doubled": _m("3+ sequences, doubled", "3 o più sequenze, raddoppiate", "3 séquences ou plus, doublées"),
    "combinations_total": _m("combinations: {pts}", "combinazioni: {pts}", "combinaisons : {pts}"),
    "trumps_col": _m("Trumps", "Trionfi", "Atouts"),
    "tableau_title": _m("Pile of {who} ({n} cards)", "Mazzo di {who} ({n} carte)", "Plis de {who} ({n} cartes)"),
    # Piedmontese
    "pm_reference": _m("Reference: {ref} points", "Riferimento: {ref} punti", "Référence : {ref} points"),
    "nothing": _m("none", "nessuna", "aucune"),
    # help
    "help_title": _m("Help: {game}", "Aiuto: {game}", "Aide : {game}"),
    "help_keys_title": _m("Keys", "Tasti", "Touches"),
    "help_keys": _m(
        "  ←/→ move over your cards, Enter plays the card under the cursor\n"
        "  type a card (see below) and Enter to play it\n"
        "  a number and Enter picks a numbered option (bids, calls, declarations)\n"
        "  Space selects a card for a discard or a poignée; Esc clears\n"
        "  Tab switches log / score sheet, F2 the full score sheet, ? or F1 this help\n"
        "  Ctrl+C saves the game and quits (tarocchi play --resume FILE goes on with it)",
        "  ←/→ scorre le carte, Invio gioca la carta sotto il cursore\n"
        "  scrivi una carta (vedi sotto) e Invio per giocarla\n"
        "  un numero e Invio sceglie un'opzione numerata (aste, chiamate, dichiarazioni)\n"
        "  Spazio seleziona una carta per lo scarto; Esc annulla\n"
        "  Tab alterna cronaca / punti, F2 il foglio dei punti, ? o F1 questo aiuto\n"
        "  Ctrl+C salva la partita ed esce (tarocchi play --resume FILE la riprende)",
        "  ←/→ parcourt vos cartes, Entrée joue la carte sous le curseur\n"
        "  tapez une carte (voir plus bas) et Entrée pour la jouer\n"
        "  un numéro et Entrée choisit une option numérotée (enchères, appels, déclarations)\n"
        "  Espace choisit une carte pour l'écart ou une poignée ; Échap efface\n"
        "  Tab alterne déroulé / score, F2 la feuille de marque, ? ou F1 cette aide\n"
        "  Ctrl+C enregistre la partie et quitte (tarocchi play --resume FICHIER la reprend)",
    ),
    "help_cards_title": _m("Typing cards", "Scrivere le carte", "Taper les cartes"),
    "help_cards_ranks": _m("  ranks: {ranks}, 2..10", "  valori: {ranks}, 2..10", "  rangs : {ranks}, 2..10"),
    "help_cards_suits": _m(
        "  suits: {suits} (the beginning of the name, or ♠♥♦♣): {example} = {name}",
        "  semi: {suits} (l'inizio del nome, o ♠♥♦♣): {example} = {name}",
        "  couleurs : {suits} (le début du nom, ou ♠♥♦♣) : {example} = {name}",
    ),
    "help_cards_trumps": _m(
        "  trumps: their number (21 or t21); {fool}: {fool_words}",
        "  trionfi: il numero (21 o t21); {fool}: {fool_words}",
        "  atouts : leur numéro (21 ou t21) ; {fool} : {fool_words}",
    ),
    "help_cards_codes": _m(
        "  the codes of the record also work (KH, 10S, T21, FOOL); what could mean two cards is refused",
        "  valgono anche i codici della partita (KH, 10S, T21, FOOL); ciò che può indicare due carte è rifiutato",
        "  les codes de la partie marchent aussi (KH, 10S, T21, FOOL) ; ce qui peut désigner deux cartes est refusé",
    ),
    "ambiguous_card": _m(
        "{text!r} could mean {options}: type one of these.",
        "{text!r} può voler dire {options}: scrivi una di queste.",
        "{text!r} peut vouloir dire {options} : tapez l'une de ces formes.",
    ),
    "or": _m("or", "o", "ou"),
    "choose_a_card": _m(
        "Choose the card: ←→ to it and Enter, or type it.",
        "Scegli la carta: ←→ fino a lei e Invio, o scrivila.",
        "Choisissez la carte : ←→ jusqu'à elle et Entrée, ou tapez-la.",
    ),
    "refusal.not_your_seat": _m(
        "{who} is not a seat you play", "{who} non è un posto che giochi tu", "{who} n'est pas une place que vous jouez"
    ),
    "choice_progress": _m(
        "{k} of {n} chosen; type or select the others, then Enter.",
        "{k} di {n} scelte; scrivi o seleziona le altre, poi Invio.",
        "{k} sur {n} choisies ; tapez ou choisissez les autres, puis Entrée.",
    ),
    "choice_progress_one": _m(  # {k} takes the singular (i18n.lines.is_one: 1, and 0 in French)
        "{k} of {n} chosen; type or select the others, then Enter.",
        "{k} di {n} scelta; scrivi o seleziona le altre, poi Invio.",
        "{k} sur {n} choisie ; tapez ou choisissez les autres, puis Entrée.",
    ),
    # one card left to choose: "the last one" (choice_progress_key: "_last" after the count of {k})
    "choice_progress_last": _m(
        "{k} of {n} chosen; type or select the last one, then Enter.",
        "{k} di {n} scelte; scrivi o seleziona l'ultima, poi Invio.",
        "{k} sur {n} choisies ; tapez ou choisissez la dernière, puis Entrée.",
    ),
    "choice_progress_one_last": _m(
        "{k} of {n} chosen; type or select the last one, then Enter.",
        "{k} di {n} scelta; scrivi o seleziona l'ultima, poi Invio.",
        "{k} sur {n} choisie ; tapez ou choisissez la dernière, puis Entrée.",
    ),
    "help_legal_title": _m("What you may do now", "Cosa puoi fare ora", "Ce que vous pouvez faire"),
    "help_not_your_turn": _m(
        "nothing: it is not your turn", "niente: non è il tuo turno", "rien : ce n'est pas à vous"
    ),
    "help_may_play": _m("play {cards}", "giocare {cards}", "jouer {cards}"),
    "help_pool": _m("from {cards}", "tra {cards}", "parmi {cards}"),
    "help_refused_title": _m(
        "Why the other cards may not be played",
        "Perché le altre carte non si possono giocare",
        "Pourquoi les autres cartes ne peuvent pas être jouées",
    ),
    # setup
    "setup_title": _m(
        "tarocchi — choose a game (1-4)", "tarocchi — scegli un gioco (1-4)", "tarocchi — choisissez un jeu (1-4)"
    ),
    "setup_options": _m(
        "Options (↑↓ choose, ←→ change)", "Opzioni (↑↓ scegli, ←→ cambia)", "Options (↑↓ choisir, ←→ changer)"
    ),
    "setup_default": _m("(default)", "(predefinito)", "(par défaut)"),
    "setup_number_min": _m(
        "{label}: a whole number, at least {min} ({value} typed)",
        "{label}: un numero intero, almeno {min} (scritto {value})",
        "{label} : un nombre entier, au moins {min} ({value} tapé)",
    ),
    "setup_number_digits": _m(
        "{label}: type a whole number, at least {min} ('{char}' is not a digit)",
        "{label}: scrivi un numero intero, almeno {min} ('{char}' non è una cifra)",
        "{label} : tapez un nombre entier, au moins {min} (« {char} » n'est pas un chiffre)",
    ),
    "setup_number_keys": _m(
        "Type the number, Backspace erases it (back to the default)",
        "Scrivi il numero, Backspace lo cancella (torna al predefinito)",
        "Tapez le nombre, Retour arrière l'efface (retour à la valeur par défaut)",
    ),
    "setup_number_keys_none": _m(
        "Type the number; Backspace erases it, ← below the least: none",
        "Scrivi il numero; Backspace lo cancella, ← sotto il minimo: nessuno",
        "Tapez le nombre ; Retour arrière l'efface, ← sous le minimum : aucun",
    ),
    "setup_none": _m("none", "nessuno", "aucun"),
    "setup_no_game": _m(
        "There is no game {char}: the games are 1 to {n}",
        "Non c'è il gioco {char}: i giochi vanno da 1 a {n}",
        "Il n'y a pas de jeu {char} : les jeux vont de 1 à {n}",
    ),
    "setup_digit_not_offered": _m(
        "{label}: {char} is not offered ({values}); ↑ to the list to choose a game",
        "{label}: {char} non è fra i valori ({values}); ↑ fino all'elenco per scegliere un gioco",
        "{label} : {char} n'est pas proposé ({values}) ; ↑ jusqu'à la liste pour choisir un jeu",
    ),
    "setup_digit_row": _m(
        "{label}: ←→ change it ('{char}' does nothing here); ↑ to the list to choose a game",
        "{label}: ←→ lo cambiano ('{char}' qui non fa nulla); ↑ fino all'elenco per scegliere un gioco",
        "{label} : ←→ le changent (« {char} » ne fait rien ici) ; ↑ jusqu'à la liste pour choisir un jeu",
    ),
    "options_title": _m("Options", "Opzioni", "Options"),
    "setup_lang": _m(
        "Language: {lang} (L to change)", "Lingua: {lang} (L per cambiare)", "Langue : {lang} (L pour changer)"
    ),
    "setup_keys": _m(
        "Enter: start   ?: the rules   Ctrl+C: quit",
        "Invio: inizia   ?: le regole   Ctrl+C: esci",
        "Entrée : commencer   ? : les règles   Ctrl+C : quitter",
    ),
    "setup_rules_title": _m("{game}: the rules in short", "{game}: le regole in breve", "{game} : les règles en bref"),
    "press_enter_setup": _m(
        "Enter or Esc: back to the choice of game",
        "Invio o Esc: torna alla scelta del gioco",
        "Entrée ou Échap : retour au choix du jeu",
    ),
    # review of a hand and hints (tarocchi play)
    "review_offer": _m("R: review this hand", "R: analizza questa mano", "R : analyser cette donne"),
    "review_title": _m("Review of hand {n}", "Analisi della mano {n}", "Analyse de la donne {n}"),
    "review_thinking": _m(
        "Reviewing the hand (a few seconds)...",
        "Analisi della mano (qualche secondo)...",
        "Analyse de la donne (quelques secondes)...",
    ),
    "review_values": _m(
        "Values: your expected score for the hand from what you knew then, over {samples} deals of the cards you"
        " could not see (each possible deal once when there are fewer); ± is a loss's standard error, and a"
        " mistake loses more than twice it.",
        "Valori: il punteggio che ti attendevi dalla mano secondo ciò che sapevi allora, su {samples}"
        " distribuzioni delle carte che non vedevi (ogni distribuzione possibile una volta, quando sono meno);"
        " ± è l'errore standard di una perdita, e un errore perde più del doppio.",
        "Valeurs : votre score espéré pour la donne d'après ce que vous saviez alors, sur {samples} donnes des"
        " cartes que vous ne voyiez pas (chaque donne possible une fois quand il y en a moins) ; ± est l'erreur"
        " type d'une perte, et une erreur perd plus du double.",
    ),
    "review_line": _m(
        "{what}: your choice {chosen} ({value:+.1f}); best {best} ({best_value:+.1f}), loss {loss:.1f}{margin}",
        "{what}: la tua scelta {chosen} ({value:+.1f}); meglio {best} ({best_value:+.1f}), perdita {loss:.1f}{margin}",
        "{what} : votre choix {chosen} ({value:+.1f}) ; mieux {best} ({best_value:+.1f}), perte {loss:.1f}{margin}",
    ),
    "review_margin": _m(" ± {error:.1f}", " ± {error:.1f}", " ± {error:.1f}"),
    "review_exact": _m(" (exact)", " (esatta)", " (exacte)"),
    "review_good": _m(
        "{what}: {chosen} ({value:+.1f}), the best",
        "{what}: {chosen} ({value:+.1f}), la migliore",
        "{what} : {chosen} ({value:+.1f}), le meilleur",
    ),
    "review_mistakes": _m("Biggest mistakes", "Errori più gravi", "Plus grosses erreurs"),
    "review_none": _m(
        "No mistake beyond the figures' margin of error.",
        "Nessun errore oltre il margine d'errore delle stime.",
        "Aucune erreur au-delà de la marge d'erreur des estimations.",
    ),
    "review_nothing": _m(
        "Nothing to review: every decision of yours was forced.",
        "Niente da esaminare: ogni tua decisione era obbligata.",
        "Rien à examiner : chacune de vos décisions était forcée.",
    ),
    "review_decision": _m("Move {n}", "Mossa {n}", "Coup {n}"),
    "review_failed": _m("The review failed: {err}", "L'analisi non è riuscita: {err}", "L'analyse a échoué : {err}"),
    "help_hint_key": _m(
        "  F3 shows the expert's choice (a hint; Enter takes it); R on the end-of-hand page reviews the hand",
        "  F3 mostra la scelta dell'esperto (un suggerimento; Invio la accetta); R a fine mano analizza la mano",
        "  F3 montre le choix de l'expert (un conseil ; Entrée le prend) ; R en fin de donne analyse la donne",
    ),
    "hint_thinking": _m("The expert is thinking...", "L'esperto sta pensando...", "L'expert réfléchit..."),
    "hint": _m(
        "Hint: the expert chooses {action}.",
        "Suggerimento: l'esperto sceglie {action}.",
        "Conseil : l'expert choisit {action}.",
    ),
    "hint_none": _m(
        "No hint: it is not your turn.",
        "Nessun suggerimento: non tocca a te.",
        "Pas de conseil : ce n'est pas votre tour.",
    ),
}
