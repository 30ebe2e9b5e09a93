"""What Tarocchino says to people, as data (DESIGN.md §9): the game's terms, the lines of
:func:`~.explain.explain` and the refusal reasons, each in English, Italian and French (the title is the
options', :mod:`.specs`).

Keys: terms ``declaration.<as>`` (§13.4), ``suit.<word>`` (the suit words of the refusals) and
``ended.<how>``; explanation lines ``tc.*``; ``refusal.<code>`` for every reason code of the package docstring.
Templates are :meth:`str.format` strings over the parameters by name.
"""

from __future__ import annotations

from typing import Final

from tarocchi.cards.names import Pack
from tarocchi.engine.explain import Texts


def _t(en: str, it: str, fr: str) -> dict[str, str]:
    return {"en": en, "it": it, "fr": fr}


TERMS: Final[dict[str, dict[str, str]]] = {
    "declaration.cricca-tarocchi": _t("cricca of tarocchi", "cricca di tarocchi", "cricca de tarots"),
    "declaration.cricca-kings": _t("cricca of kings", "cricca di re", "cricca de rois"),
    "declaration.cricca-queens": _t("cricca of queens", "cricca di donne", "cricca de dames"),
    "declaration.cricca-knights": _t("cricca of knights", "cricca di cavalli", "cricca de cavaliers"),
    "declaration.cricca-jacks": _t("cricca of jacks", "cricca di fanti", "cricca de valets"),
    "declaration.seq-aces": _t("sequence of aces", "sequenza degli assi", "séquence des as"),
    "declaration.seq-moors": _t("sequence of Moors", "sequenza dei Mori", "séquence des Maures"),
    "declaration.seq-grande": _t("the Grande", "la Grande", "la Grande"),
    "declaration.seq-S": _t("sequence of swords", "sequenza di spade", "séquence d'épées"),
    "declaration.seq-H": _t("sequence of cups", "sequenza di coppe", "séquence de coupes"),
    "declaration.seq-D": _t("sequence of coins", "sequenza di denari", "séquence de deniers"),
    "declaration.seq-C": _t("sequence of batons", "sequenza di bastoni", "séquence de bâtons"),
    "suit.swords": _t("swords", "spade", "épées"),
    "suit.cups": _t("cups", "coppe", "coupes"),
    "suit.coins": _t("coins", "denari", "deniers"),
    "suit.batons": _t("batons", "bastoni", "bâtons"),
    "suit.trumps": _t("trumps", "tarocchi", "atouts"),
    "ended.declarations": _t("during the declarations", "durante le dichiarazioni", "pendant les déclarations"),
    "ended.deal": _t("at the end of the deal", "alla fine della mano", "à la fin de la donne"),
}

LINES: Final[dict[str, dict[str, str]]] = {
    "tc.declared_title": _t("Declared:", "Dichiarato:", "Déclaré :"),
    "tc.declared_none": _t("Declared: none", "Dichiarato: nulla", "Déclaré : rien"),
    "tc.declared": _t(
        "{seat}: {as} {cards} = {points}", "{seat}: {as} {cards} = {points}", "{seat} : {as} {cards} = {points}"
    ),
    "tc.declared_pair": _t(
        "Declarations of {seats} (doublings applied): {points}",
        "Dichiarazioni di {seats} (raddoppi inclusi): {points}",
        "Déclarations de {seats} (doublements compris) : {points}",
    ),
    "tc.captured_title": _t("Captured combinations:", "Combinazioni prese:", "Combinaisons prises :"),
    "tc.captured": _t(
        "{seats}: {as} {cards} = {points}", "{seats}: {as} {cards} = {points}", "{seats} : {as} {cards} = {points}"
    ),
    "tc.captured_none": _t("{seats}: none", "{seats}: nessuna", "{seats} : aucune"),
    "tc.criccone": _t(
        "{seats}: criccone, 3+ cricche doubled: {points} × 2",
        "{seats}: criccone, 3 o più cricche raddoppiate: {points} × 2",
        "{seats} : criccone, 3 cricche ou plus doublées : {points} × 2",
    ),
    "tc.sequences_doubled": _t(
        "{seats}: 3+ sequences doubled: {points} × 2",
        "{seats}: 3 o più sequenze raddoppiate: {points} × 2",
        "{seats} : 3 séquences ou plus doublées : {points} × 2",
    ),
    "tc.captured_total": _t(
        "{seats}: combinations {points}", "{seats}: combinazioni {points}", "{seats} : combinaisons {points}"
    ),
    "tc.card_points": _t(
        "{seats}: card points (counted in pairs) {points}",
        "{seats}: punti delle carte (contati a coppie) {points}",
        "{seats} : points de cartes (comptés par paires) {points}",
    ),
    "tc.last_trick": _t(
        "Last trick (+{bonus}): {seat}", "Ultima presa (+{bonus}): {seat}", "Dernier pli (+{bonus}) : {seat}"
    ),
    "tc.monte": _t(
        "The monte went to the pair of {seats}",
        "Il monte è andato alla coppia di {seats}",
        "Le monte est allé à la paire de {seats}",
    ),
    "tc.matto": _t(
        "The Matto was played by {seat} in trick {trick}",
        "Il Matto è stato giocato da {seat} alla presa {trick}",
        "Le Matto a été joué par {seat} au pli {trick}",
    ),
    "tc.matto_covered": _t(
        "It was covered with {card}, given to {seat}",
        "È stato coperto con {card}, dato a {seat}",
        "Il a été couvert par {card}, donné à {seat}",
    ),
    "tc.matto_passes": _t(
        "Its pair won no trick: the Matto itself goes to {seat}",
        "La sua coppia non ha fatto prese: il Matto stesso va a {seat}",
        "Sa paire n'a fait aucun pli : le Matto lui-même va à {seat}",
    ),
    "tc.total": _t(
        "{seats}: total {unrounded}, rounded to 5: {rounded}",
        "{seats}: totale {unrounded}, arrotondato a 5: {rounded}",
        "{seats} : total {unrounded}, arrondi à 5 : {rounded}",
    ),
    "tc.winner": _t(
        "{seats} win the match ({how})", "{seats} vincono la partita ({how})", "{seats} gagnent la partie ({how})"
    ),
}

REFUSALS: Final[dict[str, dict[str, str]]] = {
    "refusal.card_twice": _t(
        "card {card} is listed twice", "la carta {card} è elencata due volte", "la carte {card} est listée deux fois"
    ),
    "refusal.empty_set": _t("no card is listed", "nessuna carta è elencata", "aucune carte n'est listée"),
    "refusal.not_a_seat": _t("seat {seat} is not a seat", "{seat} non è un posto", "{seat} n'est pas une place"),
    "refusal.match_over": _t(
        "the match is over: {winners} have won it",
        "la partita è finita: l'hanno vinta {winners}",
        "la partie est finie : {winners} l'ont gagnée",
    ),
    "refusal.won_by_declarations": _t(
        "the match is over: {winners} reached 800 during the declarations",
        "la partita è finita: {winners} hanno raggiunto 800 con le dichiarazioni",
        "la partie est finie : {winners} ont atteint 800 pendant les déclarations",
    ),
    "refusal.unknown_verb": _t(
        "Tarocchino has no {verb} (the actions are discard, declare, play, give)",
        "nel Tarocchino non c'è {verb} (si scarta, si dichiara, si gioca, si dà)",
        "le Tarocchino n'a pas de {verb} (on écarte, déclare, joue, donne)",
    ),
    "refusal.discard_first": _t(
        "the dealer ({dealer}) must discard 2 cards first",
        "il mazziere ({dealer}) deve prima scartare 2 carte",
        "le donneur ({dealer}) doit d'abord écarter 2 cartes",
    ),
    "refusal.discard_made": _t(
        "the dealer's discard is already made", "lo scarto del mazziere è già fatto", "l'écart du donneur est déjà fait"
    ),
    "refusal.not_dealer": _t(
        "only the dealer ({dealer}) discards", "scarta solo il mazziere ({dealer})", "seul le donneur ({dealer}) écarte"
    ),
    "refusal.discard_size": _t(
        "the discard is exactly {size} cards, {count} given",
        "lo scarto è di {size} carte esatte, date {count}",
        "l'écart est de {size} cartes exactement, {count} données",
    ),
    "refusal.not_held": _t("not in hand: {cards}", "non in mano: {cards}", "pas en main : {cards}"),
    "refusal.not_in_pack": _t(
        "not in the 62-card pack: {cards}",
        "fuori dal mazzo di 62 carte: {cards}",
        "hors du jeu de 62 cartes : {cards}",
    ),
    "refusal.not_discardable": _t(
        "{cards} may not be discarded: no King, T21, T20, T1 or Matto",
        "{cards} non si può scartare: mai un Re, T21, T20, T1 o il Matto",
        "{cards} ne peut pas être écarté : jamais un Roi, T21, T20, T1 ou le Matto",
    ),
    "refusal.declarations_over": _t(
        "declarations are over: they are made before the first trick",
        "le dichiarazioni sono finite: si fanno prima della prima presa",
        "les déclarations sont finies : elles se font avant le premier pli",
    ),
    "refusal.not_declaring_seat": _t(
        "only {seat}, about to play to trick 1, may declare now",
        "ora può dichiarare solo {seat}, che sta per giocare alla prima presa",
        "seul {seat}, qui va jouer au premier pli, peut déclarer maintenant",
    ),
    "refusal.already_declared": _t(
        "{as} is already declared by {seat} in this deal",
        "{as} è già stata dichiarata da {seat} in questa mano",
        "{as} est déjà déclarée par {seat} dans cette donne",
    ),
    "refusal.round_over": _t(
        "the declaration round is over", "il giro delle dichiarazioni è finito", "le tour des déclarations est fini"
    ),
    "refusal.turn_passed": _t(
        "the turn of {seat} to declare has passed: {current} is to declare",
        "il turno di dichiarare di {seat} è passato: tocca a {current}",
        "le tour de déclarer de {seat} est passé : c'est à {current}",
    ),
    "refusal.no_round": _t(
        "there is no declaration round: each player declares before his card to trick 1",
        "non c'è un giro di dichiarazioni: ognuno dichiara prima della sua carta alla prima presa",
        "il n'y a pas de tour de déclarations : chacun déclare avant sa carte au premier pli",
    ),
    "refusal.not_your_turn": _t("{seat} is to play", "tocca a {seat}", "c'est à {seat}"),
    "refusal.declare_first": _t(
        "{seat} is to declare or pass before the first card",
        "tocca a {seat} dichiarare o passare prima della prima carta",
        "c'est à {seat} de déclarer ou de passer avant la première carte",
    ),
    "refusal.deal_over": _t(
        "the deal is over: all 15 tricks are played",
        "la mano è finita: le 15 prese sono giocate",
        "la donne est finie : les 15 plis sont joués",
    ),
    "refusal.must_follow": _t(
        "must follow {suit} (in hand: {held})",
        "deve rispondere a {suit} (in mano: {held})",
        "doit fournir à {suit} (en main : {held})",
    ),
    "refusal.must_trump": _t(
        "must play a trump, having no {suit} (in hand: {held})",
        "deve tagliare, non avendo {suit} (in mano: {held})",
        "doit couper, n'ayant pas de {suit} (en main : {held})",
    ),
    "refusal.give_too_early": _t(
        "the Matto's exchange card is given after the last play",
        "la carta di scambio del Matto si dà dopo l'ultima giocata",
        "la carte d'échange du Matto se donne après le dernier coup",
    ),
    "refusal.no_matto": _t(
        "the Matto was not played in this deal", "il Matto non è stato giocato", "le Matto n'a pas été joué"
    ),
    "refusal.not_matto_player": _t(
        "only {seat}, who played the Matto, gives its exchange card",
        "dà la carta di scambio solo {seat}, che ha giocato il Matto",
        "seul {seat}, qui a joué le Matto, donne sa carte d'échange",
    ),
    "refusal.no_exchange_partner": _t(
        "no exchange: the Matto's trick was won by its partner, {seat}",
        "nessuno scambio: la presa del Matto l'ha fatta il compagno, {seat}",
        "pas d'échange : le pli du Matto a été gagné par son partenaire, {seat}",
    ),
    "refusal.no_exchange_cappotto": _t(
        "no exchange: the Matto's pair won no trick, so the Matto itself passes",
        "nessuno scambio: la coppia del Matto non ha fatto prese, il Matto stesso passa",
        "pas d'échange : la paire du Matto n'a fait aucun pli, le Matto lui-même passe",
    ),
    "refusal.give_made": _t(
        "the Matto exchange is already made ({card})",
        "lo scambio del Matto è già fatto ({card})",
        "l'échange du Matto est déjà fait ({card})",
    ),
    "refusal.give_matto": _t(
        "the Matto itself is never the exchange card",
        "il Matto non è mai la carta di scambio",
        "le Matto n'est jamais la carte d'échange",
    ),
    "refusal.not_in_pile": _t(
        "{card} is not in the pair's pile",
        "{card} non è nel mazzo della coppia",
        "{card} n'est pas dans le tas de la paire",
    ),
    "refusal.not_scartino": _t(
        "{card} is not a scartino: the exchange card is one scartino",
        "{card} non è uno scartino: la carta di scambio è uno scartino",
        "{card} n'est pas un scartino : la carte d'échange est un scartino",
    ),
    "refusal.not_lowest": _t(
        "{card} is not one of the pile's lowest-value cards",
        "{card} non è tra le carte di minor valore del mazzo",
        "{card} n'est pas parmi les cartes de plus faible valeur du tas",
    ),
    "refusal.not_a_combination": _t(
        "{cards} do not form this combination",
        "{cards} non formano questa combinazione",
        "{cards} ne forment pas cette combinaison",
    ),
    "refusal.unknown_declaration": _t(
        "unknown declaration {as}", "dichiarazione sconosciuta {as}", "déclaration inconnue {as}"
    ),
    "refusal.ambiguous_declaration": _t(
        "{cards} form more than one combination: name it",
        "{cards} formano più combinazioni: va nominata",
        "{cards} forment plusieurs combinaisons : il faut la nommer",
    ),
    "refusal.not_in_combination": _t(
        "{as} cannot hold {stray}", "{as} non può contenere {stray}", "{as} ne peut pas contenir {stray}"
    ),
    "refusal.too_few_cards": _t(
        "{as} needs at least {needed} cards of its kind, {count} shown",
        "{as} richiede almeno {needed} carte, mostrate {count}",
        "{as} demande au moins {needed} cartes, {count} montrées",
    ),
    "refusal.needs_king": _t("{as} needs the King {king}", "{as} richiede il Re {king}", "{as} demande le Roi {king}"),
    "refusal.needs_angel": _t(
        "the Grande needs the Angel (T21)", "la Grande richiede l'Angelo (T21)", "la Grande demande l'Ange (T21)"
    ),
}

VARIANTS: Final[dict[str, dict[str, str]]] = {
    "you:tc.matto": _t(
        "You played the Matto in trick {trick}",
        "Hai giocato il Matto alla presa {trick}",
        "Vous avez joué le Matto au pli {trick}",
    ),
    "you:tc.matto_covered": _t(
        "It was covered with {card}, given to you",
        "È stato coperto con {card}, dato a te",
        "Il a été couvert par {card}, qui vous est donné",
    ),
    "you:tc.matto_passes": _t(
        "Its pair won no trick: the Matto itself goes to you",
        "La sua coppia non ha fatto prese: il Matto stesso va a te",
        "Sa paire n'a fait aucun pli : le Matto lui-même vous revient",
    ),
    "you:tc.declared": _t(
        "You: {as} {cards} = {points}", "Tu: {as} {cards} = {points}", "Vous : {as} {cards} = {points}"
    ),
    "you:tc.last_trick": _t(
        "Last trick (+{bonus}): yours", "Ultima presa (+{bonus}): tua", "Dernier pli (+{bonus}) : le vôtre"
    ),
    # Lines about the reader's own pair (``seats`` holds the reader's seat): "your pair", never the reader by name.
    "you:seats:tc.declared_pair": _t(
        "Declarations of your pair (doublings applied): {points}",
        "Dichiarazioni della tua coppia (raddoppi inclusi): {points}",
        "Déclarations de votre paire (doublements compris) : {points}",
    ),
    "you:seats:tc.captured": _t(
        "Your pair: {as} {cards} = {points}",
        "La tua coppia: {as} {cards} = {points}",
        "Votre paire : {as} {cards} = {points}",
    ),
    "you:seats:tc.monte": _t(
        "The monte went to your pair", "Il monte è andato alla tua coppia", "Le monte est allé à votre paire"
    ),
    "you:seats:tc.captured_none": _t("Your pair: none", "La tua coppia: nessuna", "Votre paire : aucune"),
    "you:seats:tc.criccone": _t(
        "Your pair: criccone, 3+ cricche doubled: {points} × 2",
        "La tua coppia: criccone, 3 o più cricche raddoppiate: {points} × 2",
        "Votre paire : criccone, 3 cricche ou plus doublées : {points} × 2",
    ),
    "you:seats:tc.sequences_doubled": _t(
        "Your pair: 3+ sequences doubled: {points} × 2",
        "La tua coppia: 3 o più sequenze raddoppiate: {points} × 2",
        "Votre paire : 3 séquences ou plus doublées : {points} × 2",
    ),
    "you:seats:tc.captured_total": _t(
        "Your pair: combinations {points}",
        "La tua coppia: combinazioni {points}",
        "Votre paire : combinaisons {points}",
    ),
    "you:seats:tc.card_points": _t(
        "Your pair: card points (counted in pairs) {points}",
        "La tua coppia: punti delle carte (contati a coppie) {points}",
        "Votre paire : points de cartes (comptés par paires) {points}",
    ),
    "you:seats:tc.total": _t(
        "Your pair: total {unrounded}, rounded to 5: {rounded}",
        "La tua coppia: totale {unrounded}, arrotondato a 5: {rounded}",
        "Votre paire : total {unrounded}, arrondi à 5 : {rounded}",
    ),
    "you:seats:tc.winner": _t(
        "You and {others} win the match ({how})",
        "Tu e {others} vincete la partita ({how})",
        "Vous et {others} gagnez la partie ({how})",
    ),
    "one:count:refusal.discard_size": _t(
        "the discard is exactly {size} cards, {count} given",
        "lo scarto è di {size} carte esatte, data {count}",
        "l'écart est de {size} cartes exactement, {count} donnée",
    ),
    "many:cards:refusal.not_discardable": _t(
        "{cards} may not be discarded: no King, T21, T20, T1 or Matto",
        "{cards} non si possono scartare: mai un Re, T21, T20, T1 o il Matto",
        "{cards} ne peuvent pas être écartés : jamais un Roi, T21, T20, T1 ou le Matto",
    ),
    "one:cards:refusal.not_a_combination": _t(
        "{cards} does not form this combination",
        "{cards} non forma questa combinazione",
        "{cards} ne forme pas cette combinaison",
    ),
    "one:count:refusal.too_few_cards": _t(
        "{as} needs at least {needed} cards of its kind, {count} shown",
        "{as} richiede almeno {needed} carte, mostrata {count}",
        "{as} demande au moins {needed} cartes, {count} montrée",
    ),
    # Refusals naming the reader's own seat (the one refused).
    "you:refusal.discard_first": _t(
        "you are the dealer: you must discard 2 cards first",
        "sei il mazziere: devi prima scartare 2 carte",
        "vous êtes le donneur : vous devez d'abord écarter 2 cartes",
    ),
    "you:refusal.already_declared": _t(
        "you have already declared {as} in this deal",
        "hai già dichiarato {as} in questa mano",
        "vous avez déjà déclaré {as} dans cette donne",
    ),
    "you:refusal.turn_passed": _t(
        "your turn to declare has passed: {current} is to declare",
        "il tuo turno di dichiarare è passato: tocca a {current}",
        "votre tour de déclarer est passé : c'est à {current}",
    ),
    "you:refusal.declare_first": _t(
        "your turn to declare or pass, before the first card",
        "tocca a te dichiarare o passare, prima della prima carta",
        "à vous de déclarer ou de passer, avant la première carte",
    ),
    # The reader's pair has won the match: ``others``, the partner (:func:`tarocchi.i18n.lines.with_others`).
    "you:winners:refusal.match_over": _t(
        "the match is over: you and {others} have won it",
        "la partita è finita: l'avete vinta tu e {others}",
        "la partie est finie : vous et {others} l'avez gagnée",
    ),
    "you:winners:refusal.won_by_declarations": _t(
        "the match is over: you and {others} reached 800 during the declarations",
        "la partita è finita: tu e {others} avete raggiunto 800 con le dichiarazioni",
        "la partie est finie : vous et {others} avez atteint 800 pendant les déclarations",
    ),
}
"""Variants of templates above, so that the words agree (:func:`tarocchi.i18n.lines.template_for`):
``you:<key>`` for a line about the reader's own seat, ``you:<field>:<key>`` where that field holds it,
``one:<field>:<key>`` / ``many:<field>:<key>`` where a field holds one or several (seats, cards, points)."""

WORDS: Final[Texts] = {
    "term.cricca-tarocchi": _t("cricca of tarocchi", "cricca di tarocchi", "cricca de tarots"),
    "term.cricca-kings": _t("cricca of kings", "cricca di re", "cricca de rois"),
    "term.cricca-queens": _t("cricca of queens", "cricca di donne", "cricca de dames"),
    "term.cricca-knights": _t("cricca of knights", "cricca di cavalli", "cricca de cavaliers"),
    "term.cricca-jacks": _t("cricca of jacks", "cricca di fanti", "cricca de valets"),
    "term.seq-aces": _t("sequence of aces", "sequenza degli assi", "séquence des as"),
    "term.seq-moors": _t("sequence of Moors", "sequenza dei Mori", "séquence des Maures"),
    "term.seq-grande": _t("the Grande", "la Grande", "la Grande"),
    "term.seq-S": _t("sequence of swords", "sequenza di spade", "séquence d'épées"),
    "term.seq-H": _t("sequence of cups", "sequenza di coppe", "séquence de coupes"),
    "term.seq-D": _t("sequence of coins", "sequenza di denari", "séquence de deniers"),
    "term.seq-C": _t("sequence of batons", "sequenza di bastoni", "séquence de bâtons"),
    "term.monte": _t("monte (discard)", "monte", "monte (écart)"),
    "term.declarations": _t("declarations", "dichiarazioni", "déclarations"),
    "term.deal": _t("the deal", "la mano", "la donne"),
}
"""How a screen says a bid, a declaration, an announcement or a phase that a record names by its value
(``term.<value>``); the words every game shares are :mod:`tarocchi.i18n.terms`'."""

SUMMARY: Final[Texts] = {
    "rules.summary": {
        "en": "\n".join(
            (
                "62 cards, two pairs. The Angel (T21) beats the World; the four Moors (T2-T5) are equal: last "
                "played wins.",
                "Each suit: K, Q, N, J, then 10 down to 6 and the ace in swords and batons, the ace and 6 up to 10 "
                "in cups and coins.",
                "The dealer takes 2 cards and discards 2 (never a King, T21, T20, T1 or the Matto).",
                "Before the first trick, declare cricche (3-4 of a kind) and sequences; T1 and the Matto are counters.",
                "Follow suit; if void you must trump. The Matto may be played at any time and is exchanged.",
                "At the end each pair scores its captured combinations, its card points and 6 for the last trick,"
                " rounded to 5. The match goes to 800.",
            )
        ),
        "it": "\n".join(
            (
                "62 carte, due coppie. L'Angelo (T21) batte il Mondo; i quattro Mori (T2-T5) sono pari: vince "
                "l'ultimo.",
                "Ogni seme: R, D, C, F, poi dal 10 al 6 e l'asso a spade e bastoni, l'asso e dal 6 al 10 a coppe e "
                "denari.",
                "Il mazziere prende 2 carte e ne scarta 2 (mai un Re, T21, T20, T1 o il Matto).",
                "Prima della prima presa si dichiarano cricche e sequenze; il Bégato e il Matto fanno da contatori.",
                "Si risponde al seme; se mancante si taglia. Il Matto si gioca quando si vuole e si scambia.",
                "Alla fine ogni coppia conta le combinazioni prese, i punti delle carte e 6 per l'ultima, "
                "arrotondando a 5. Si gioca agli 800.",
            )
        ),
        "fr": "\n".join(
            (
                "62 cartes, deux paires. L'Ange (T21) bat le Monde ; les quatre Maures (T2-T5) sont égaux : le "
                "dernier joué gagne.",
                "Chaque couleur : R, D, C, V, puis du 10 au 6 et l'as aux épées et aux bâtons, l'as et du 6 au 10 "
                "aux coupes et aux deniers.",
                "Le donneur prend 2 cartes et en écarte 2 (jamais un Roi, T21, T20, T1 ou le Matto).",
                "Avant le premier pli, on déclare cricche et séquences ; le Bégato et le Matto servent de jokers.",
                "Fournir ; sinon couper. Le Matto se joue à tout moment et s'échange.",
                "À la fin chaque paire compte ses combinaisons prises, ses points de cartes et 6 pour le dernier "
                "pli, arrondis à 5. La partie se joue en 800.",
            )
        ),
    },
}
"""The rules in short, one line each, for the help of the terminal and the web page (``rules.summary``)."""

PACK: Final = Pack(
    "italian",
    _t("Fool (Matto)", "Matto", "Fou (Matto)"),
    named_trumps={
        21: _t("Angel", "Angelo", "Ange"),
        20: _t("World", "Mondo", "Monde"),
        19: _t("Sun", "Sole", "Soleil"),
        18: _t("Moon", "Luna", "Lune"),
        17: _t("Star", "Stella", "Étoile"),
        16: _t("Tower", "Saetta", "Tour"),
        15: _t("Devil", "Diavolo", "Diable"),
        14: _t("Death", "Morte", "Mort"),
        13: _t("Traitor", "Traditore", "Traître"),
        12: _t("Old Man", "Vecchio", "Vieillard"),
        11: _t("Wheel", "Ruota", "Roue"),
        10: _t("Strength", "Forza", "Force"),
        9: _t("Justice", "Giustizia", "Justice"),
        8: _t("Temperance", "Temperanza", "Tempérance"),
        7: _t("Chariot", "Carro", "Chariot"),
        6: _t("Love", "Amore", "Amour"),
        5: _t("Moor", "Moro", "Maure"),
        4: _t("Moor", "Moro", "Maure"),
        3: _t("Moor", "Moro", "Maure"),
        2: _t("Moor", "Moro", "Maure"),
        1: _t("Bégato", "Bégato", "Bégato"),
    },
    numbered=frozenset({2, 3, 4, 5}),  # the four equal Moors (§2), told apart by their numbers
    # §2: the Bolognese pack prints 5..16 on T6..T17 and no number on the others
    printed={n: (n - 1 if 6 <= n <= 17 else None) for n in range(1, 22)},
)
"""The Bolognese pack: Italian suits, the named trumps (the Angel first, the four Moors, the Bégato), the Matto."""


TEXTS: Final[Texts] = {**TERMS, **LINES, **REFUSALS, **VARIANTS, **WORDS, **SUMMARY}
"""Every text of the game (key -> language -> template)."""

__all__ = ["LINES", "PACK", "REFUSALS", "SUMMARY", "TERMS", "TEXTS", "VARIANTS", "WORDS"]
